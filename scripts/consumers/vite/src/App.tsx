// A user's app: a ready-made view, and a small editor of their own from the
// Scene, a Handle, useDraggablePoint and useSegmentCircleHit.
import { useState } from 'react';
import {
  CircleShape,
  Handle,
  HandleMarker,
  Scene,
  SceneStatus,
  SegmentCircleHitView,
  SegmentShape,
  useDraggablePoint,
  useSegmentCircleHit,
  type Circle,
  type Vec2,
} from 'hitkit';
import { distanceToRect } from 'hitkit/geometry';

const disk: Circle = { center: { x: 0, y: 0 }, radius: 10 };

function Editor() {
  const [end, setEnd] = useState<Vec2>({ x: 0, y: 10 });
  const start = useDraggablePoint({ defaultValue: { x: 10, y: 0 }, label: 'Start' });
  const { hit, distance } = useSegmentCircleHit({ start: start.point, end }, disk);
  return (
    <Scene viewBox={{ x: -20, y: -20, width: 40, height: 40 }} title="Editor" fit data-hit={hit}>
      <CircleShape circle={disk} style={{ stroke: hit ? 'var(--hitkit-hit)' : 'var(--hitkit-miss)' }} />
      <SegmentShape segment={{ start: start.point, end }} />
      <HandleMarker point={start.point} isDragging={start.isDragging} handleProps={start.handleProps} />
      <Handle value={end} onChange={setEnd} label="End" />
      <SceneStatus>{`${hit ? 'Hit' : 'Miss'} · gap ${distance.toFixed(2)}`}</SceneStatus>
    </Scene>
  );
}

export function App() {
  return (
    <main>
      <h1>hitkit in a user's app</h1>
      <p id="rect">{`distance to rect: ${distanceToRect({ x: 30, y: 5 }, { x: 10, y: 20, width: 40, height: 20 })}`}</p>
      <div id="view" style={{ width: 400 }}>
        <Scene viewBox={{ x: -20, y: -20, width: 40, height: 40 }} title="Segment–circle hit" fit>
          <SegmentCircleHitView defaultSegment={{ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }} defaultCircle={disk} />
        </Scene>
      </div>
      <div id="editor" style={{ width: 400 }}>
        <Editor />
      </div>
    </main>
  );
}
