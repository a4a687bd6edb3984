// The stress scene written the way hitkit's README teaches for many live shapes:
// the probe segment is a LiveValue; N memoised items, rendered once, each read
// their hit through useLiveSelector and draw a <CircleShape> with a hoisted
// style; a small Probe component draws the segment and the controlled <Handle>
// and writes the live value. A move re-renders the probe and the items whose
// hit changed, nothing else. Imports the public API (`hitkit` is aliased to
// src/index.ts), so it measures whatever src/ holds.
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

let latest: Vec2 = START;

function Probe({ probe }: { probe: LiveValue<Segment> }) {
  const segment = useLive(probe);
  latest = segment.end;
  return (
    <>
      <SegmentShape segment={segment} />
      <Handle label="Probe" value={segment.end} onChange={(end) => probe.set({ start: ANCHOR, end })} />
    </>
  );
}

function Stress({ circles }: { circles: readonly Circle[] }) {
  const probe = useLiveValue<Segment>({ start: ANCHOR, end: START });
  return (
    <div style={{ width: PX }}>
      <Scene viewBox={VIEW_BOX} title="Stress: segment–circle hits">
        {circles.map((circle, i) => (
          <Item key={i} circle={circle} probe={probe} />
        ))}
        <Probe probe={probe} />
      </Scene>
    </div>
  );
}

const circles = makeCircles(sceneSize());
mount(<Stress circles={circles} />, { shapeType: CircleShape, probe: () => latest, probeSelector: '.hitkit-handle-dot' });
