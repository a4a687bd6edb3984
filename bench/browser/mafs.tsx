// Baseline: Mafs. useMovablePoint for the probe, <Circle> for the circles,
// <Line.Segment> for the segment, the hit test inlined (as in the plain page),
// memoised items. Mafs's y axis points up, so every scene point (x, y) is drawn
// at (x, −y) with the view y ∈ [−1000, 0]: the same picture, pixel for pixel.
import 'mafs/core.css';
import { Circle, Line, Mafs, useMovablePoint, type vec } from 'mafs';
import { memo, useMemo } from 'react';
import { countItem, HIT_COLOR, MISS_COLOR, mount, sceneSize } from './harness';
import { ANCHOR, makeCircles, PX, START, VIEW, type BenchCircle } from './scene.js';

/** A circle in Mafs's coordinates (y up). */
interface MafsCircle {
  readonly center: vec.Vector2;
  readonly radius: number;
}

const VIEW_BOX = { x: [0, VIEW] as vec.Vector2, y: [-VIEW, 0] as vec.Vector2, padding: 0 };
const ANCHOR_M: vec.Vector2 = [ANCHOR.x, -ANCHOR.y];

function hits(a: vec.Vector2, b: vec.Vector2, circle: MafsCircle): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const fx = circle.center[0] - a[0];
  const fy = circle.center[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.min(1, Math.max(0, (fx * dx + fy * dy) / length2)) : 0;
  const gx = fx - t * dx;
  const gy = fy - t * dy;
  return gx * gx + gy * gy <= circle.radius * circle.radius;
}

const Item = memo(function Item({ circle, probe }: { circle: MafsCircle; probe: vec.Vector2 }) {
  countItem();
  const hit = hits(ANCHOR_M, probe, circle);
  return <Circle center={circle.center} radius={circle.radius} color={hit ? HIT_COLOR : MISS_COLOR} />;
});

let latest = START;

function Stress({ circles }: { circles: readonly MafsCircle[] }) {
  const point = useMovablePoint([START.x, -START.y]);
  latest = { x: point.x, y: -point.y };
  const probe = useMemo<vec.Vector2>(() => [point.x, point.y], [point.x, point.y]);
  return (
    <Mafs width={PX} height={PX} viewBox={VIEW_BOX} preserveAspectRatio={false} pan={false}>
      {circles.map((circle, i) => (
        <Item key={i} circle={circle} probe={probe} />
      ))}
      <Line.Segment point1={ANCHOR_M} point2={probe} />
      {point.element}
    </Mafs>
  );
}

const toMafs = (c: BenchCircle): MafsCircle => ({ center: [c.center.x, -c.center.y], radius: c.radius });
const circles = makeCircles(sceneSize()).map(toMafs);
mount(<Stress circles={circles} />, { shapeType: Circle, probe: () => latest, probeSelector: '.mafs-movable-point-point' });
