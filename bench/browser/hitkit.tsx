// The stress scene written the way hitkit's README teaches for many live shapes:
// the probe segment is a LiveValue; N memoised items, rendered once, each read
// their hit through useLiveSelector and draw a <CircleShape> with a hoisted
// style; a small Probe component draws the segment and the controlled <Handle>
// and writes the live value. A move re-renders the probe and the items whose
// hit changed, nothing else. Imports the public API (`hitkit` is aliased to
// src/index.ts), so it measures whatever src/ holds.
//
// With `?yup=1`, the conditions of the independent harness of issue #31: a
// maths-style `<Scene yUp>`. Every bench point (x, y) (y down) is then the
// scene point (x, VIEW − y), so the same circles land on the same pixels and
// the driver's path and checks are unchanged (`probe` reports y down).
import { memo } from 'react';
import {
  CircleShape,
  Handle,
  Scene,
  segmentCircleHit,
  SegmentShape,
  useLive,
  useLiveSelector,
  useLiveValue,
  type Circle,
  type LiveValue,
  type Segment,
  type Vec2,
} from 'hitkit';
import { countItem, HIT_COLOR, MISS_COLOR, mount, sceneSize } from './harness';
import { ANCHOR, makeCircles, PX, START, VIEW } from './scene.js';

const HIT = { stroke: HIT_COLOR, fill: HIT_COLOR, fillOpacity: 0.15 } as const;
const MISS = { stroke: MISS_COLOR, fill: MISS_COLOR, fillOpacity: 0.15 } as const;
const VIEW_BOX = { x: 0, y: 0, width: VIEW, height: VIEW } as const;

const Item = memo(function Item({ circle, probe }: { circle: Circle; probe: LiveValue<Segment> }) {
  countItem();
  const hit = useLiveSelector(probe, (segment) => segmentCircleHit(segment, circle));
  return <CircleShape circle={circle} style={hit ? HIT : MISS} />;
});

/** `?yup=1`: a y-up Scene, every point mirrored so that the picture is the same. */
const Y_UP = new URLSearchParams(location.search).get('yup') === '1';
const toScene = (p: Vec2): Vec2 => (Y_UP ? { x: p.x, y: VIEW - p.y } : p);
const SCENE_ANCHOR = toScene(ANCHOR);

let latest: Vec2 = START;

function Probe({ probe }: { probe: LiveValue<Segment> }) {
  const segment = useLive(probe);
  latest = toScene(segment.end);
  return (
    <>
      <SegmentShape segment={segment} />
      <Handle label="Probe" value={segment.end} onChange={(end) => probe.set({ start: SCENE_ANCHOR, end })} />
    </>
  );
}

function Stress({ circles }: { circles: readonly Circle[] }) {
  const probe = useLiveValue<Segment>({ start: SCENE_ANCHOR, end: toScene(START) });
  return (
    <div style={{ width: PX }}>
      <Scene viewBox={VIEW_BOX} yUp={Y_UP} title="Stress: segment–circle hits">
        {circles.map((circle, i) => (
          <Item key={i} circle={circle} probe={probe} />
        ))}
        <Probe probe={probe} />
      </Scene>
    </div>
  );
}

const circles = makeCircles(sceneSize()).map((c) => (Y_UP ? { center: toScene(c.center), radius: c.radius } : c));
mount(<Stress circles={circles} />, { shapeType: CircleShape, probe: () => latest, probeSelector: '.hitkit-handle-dot' });
