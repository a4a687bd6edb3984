// The stress scene written the way hitkit's README and Editor story teach:
// a <Scene>, one controlled <Handle> for the probe, a <SegmentShape> from the
// anchor to it, and N memoised items, each calling useSegmentCircleHit and
// drawing a <CircleShape> with a hoisted style. Imports the public API
// (`hitkit` is aliased to src/index.ts), so it measures whatever src/ holds.
import { memo, useMemo, useState } from 'react';
import { CircleShape, Handle, Scene, SegmentShape, useSegmentCircleHit, type Circle, type Segment, type Vec2 } from 'hitkit';
import { countItem, HIT_COLOR, MISS_COLOR, mount, sceneSize } from './harness';
import { ANCHOR, makeCircles, PX, START, VIEW } from './scene.js';

const HIT = { stroke: HIT_COLOR, fill: HIT_COLOR, fillOpacity: 0.15 } as const;
const MISS = { stroke: MISS_COLOR, fill: MISS_COLOR, fillOpacity: 0.15 } as const;
const VIEW_BOX = { x: 0, y: 0, width: VIEW, height: VIEW } as const;

const Item = memo(function Item({ circle, segment }: { circle: Circle; segment: Segment }) {
  countItem();
  const { hit } = useSegmentCircleHit(segment, circle);
  return <CircleShape circle={circle} style={hit ? HIT : MISS} />;
});

let latest: Vec2 = START;

function Stress({ circles }: { circles: readonly Circle[] }) {
  const [probe, setProbe] = useState<Vec2>(START);
  latest = probe;
  const segment = useMemo(() => ({ start: ANCHOR, end: probe }), [probe]);
  return (
    <div style={{ width: PX }}>
      <Scene viewBox={VIEW_BOX} title="Stress: segment–circle hits">
        {circles.map((circle, i) => (
          <Item key={i} circle={circle} segment={segment} />
        ))}
        <SegmentShape segment={segment} />
        <Handle label="Probe" value={probe} onChange={setProbe} />
      </Scene>
    </div>
  );
}

const circles = makeCircles(sceneSize());
mount(<Stress circles={circles} />, { shapeType: CircleShape, probe: () => latest, probeSelector: '.hitkit-handle-dot' });
