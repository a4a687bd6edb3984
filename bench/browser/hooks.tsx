// The stress scene written the way a user copies the README's Quick start, once
// per circle: a component that calls useSegmentCircleHit(segment, circle) and
// draws a <CircleShape> with an inline style from the hit, not memoised (the
// Quick start's component is a plain function); the probe's end is state of
// the parent (useState), which builds the segment inline and hands it to every
// circle's component, draws the <SegmentShape> and the controlled <Handle>.
// Every move re-renders the parent and all N components (their segment
// changed), as in the plain page. Imports the public API (`hitkit` is aliased
// to src/index.ts), so it measures whatever src/ holds.
import { useState } from 'react';
import { CircleShape, Handle, Scene, SegmentShape, useSegmentCircleHit, type Circle, type Segment, type Vec2 } from 'hitkit';
import { countItem, HIT_COLOR, MISS_COLOR, mount, sceneSize } from './harness';
import { ANCHOR, makeCircles, PX, START, VIEW } from './scene.js';

/** The Quick start's component, for one circle. */
function CircleHit({ segment, circle }: { segment: Segment; circle: Circle }) {
  countItem();
  const { hit } = useSegmentCircleHit(segment, circle); // memoised on the numbers
  const color = hit ? HIT_COLOR : MISS_COLOR;
  return <CircleShape circle={circle} style={{ stroke: color, fill: color, fillOpacity: 0.15 }} />;
}

let latest: Vec2 = START;

function Stress({ circles }: { circles: readonly Circle[] }) {
  const [end, setEnd] = useState<Vec2>(START);
  latest = end;
  const segment = { start: ANCHOR, end };
  return (
    <div style={{ width: PX }}>
      <Scene viewBox={{ x: 0, y: 0, width: VIEW, height: VIEW }} title="Stress: segment–circle hits">
        {circles.map((circle, i) => (
          <CircleHit key={i} segment={segment} circle={circle} />
        ))}
        <SegmentShape segment={segment} />
        <Handle label="Probe" value={end} onChange={setEnd} />
      </Scene>
    </div>
  );
}

const circles = makeCircles(sceneSize());
mount(<Stress circles={circles} />, { shapeType: CircleShape, probe: () => latest, probeSelector: '.hitkit-handle-dot' });
