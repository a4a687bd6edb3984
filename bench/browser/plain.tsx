// Baseline: plain React + SVG, no library. <circle> elements, a probe dragged
// with pointer events and pointer capture, the segment–circle hit test inlined
// (clamped projection, squared distances), memoised items that each get the
// segment as a prop (so all re-render on a move; the hitkit page reads it from a
// LiveValue instead, as hitkit's README teaches).
import { memo, useCallback, useMemo, useRef, useState, type PointerEvent } from 'react';
import { countItem, HIT_COLOR, MISS_COLOR, mount, sceneSize } from './harness';
import { ANCHOR, makeCircles, PX, START, VIEW, type BenchCircle, type BenchVec } from './scene.js';

interface Segment {
  readonly start: BenchVec;
  readonly end: BenchVec;
}

const HIT = { stroke: HIT_COLOR, fill: HIT_COLOR, fillOpacity: 0.15, strokeWidth: 2 } as const;
const MISS = { stroke: MISS_COLOR, fill: MISS_COLOR, fillOpacity: 0.15, strokeWidth: 2 } as const;
const SEGMENT = { stroke: '#333', strokeWidth: 2 } as const;
const PROBE = { fill: 'white', stroke: '#333', strokeWidth: 2, cursor: 'grab', touchAction: 'none' } as const;

function hits(segment: Segment, circle: BenchCircle): boolean {
  const { start, end } = segment;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const fx = circle.center.x - start.x;
  const fy = circle.center.y - start.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.min(1, Math.max(0, (fx * dx + fy * dy) / length2)) : 0;
  const gx = fx - t * dx;
  const gy = fy - t * dy;
  return gx * gx + gy * gy <= circle.radius * circle.radius;
}

const Item = memo(function Item({ circle, segment }: { circle: BenchCircle; segment: Segment }) {
  countItem();
  const hit = hits(segment, circle);
  return <circle cx={circle.center.x} cy={circle.center.y} r={circle.radius} vectorEffect="non-scaling-stroke" style={hit ? HIT : MISS} />;
});

let latest: BenchVec = START;

function Stress({ circles }: { circles: readonly BenchCircle[] }) {
  const [probe, setProbe] = useState<BenchVec>(START);
  latest = probe;
  const segment = useMemo(() => ({ start: ANCHOR, end: probe }), [probe]);
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const toScene = useCallback((event: PointerEvent) => {
    const m = svg.current!.getScreenCTM()!.inverse();
    return { x: m.a * event.clientX + m.c * event.clientY + m.e, y: m.b * event.clientX + m.d * event.clientY + m.f };
  }, []);
  const onPointerDown = useCallback((event: PointerEvent<SVGCircleElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
  }, []);
  const onPointerMove = useCallback(
    (event: PointerEvent<SVGCircleElement>) => {
      if (dragging.current) setProbe(toScene(event));
    },
    [toScene],
  );
  const onPointerUp = useCallback(() => {
    dragging.current = false;
  }, []);
  return (
    <svg ref={svg} viewBox={`0 0 ${VIEW} ${VIEW}`} width={PX} height={PX} style={{ display: 'block' }} role="img" aria-label="Stress: segment–circle hits">
      {circles.map((circle, i) => (
        <Item key={i} circle={circle} segment={segment} />
      ))}
      <line x1={ANCHOR.x} y1={ANCHOR.y} x2={probe.x} y2={probe.y} vectorEffect="non-scaling-stroke" style={SEGMENT} />
      <circle
        id="probe"
        cx={probe.x}
        cy={probe.y}
        r={6 * (VIEW / PX)}
        vectorEffect="non-scaling-stroke"
        style={PROBE}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
    </svg>
  );
}

const circles = makeCircles(sceneSize());
mount(<Stress circles={circles} />, { shapeType: Item, probe: () => latest, probeSelector: '#probe' });
