import { useState } from 'react';
import { CircleShape, Handle, HitHighlight, Scene, SceneStatus, SegmentShape } from '../../src';
import { formatNumber, useSegmentCircleHit, type Circle, type Vec2 } from '../../src';

/** Props of {@link Probe}: scene units, y down. */
export interface ProbeProps {
  /** The circle probed. */
  readonly circle: Circle;
  /** The segment's fixed start. */
  readonly start: Vec2;
  /** Where the segment's end is at first; the user drags it, or moves it with the arrow keys. */
  readonly defaultEnd: Vec2;
}

/** A segment probing a circle: drag its end; a halo and the status line say hit or miss. */
export function Probe({ circle, start, defaultEnd }: ProbeProps) {
  const [end, setEnd] = useState(defaultEnd);
  const { hit, distance } = useSegmentCircleHit({ start, end }, circle);
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Probe">
      <HitHighlight shape={circle} hit={hit} />
      <CircleShape circle={circle} />
      <SegmentShape segment={{ start, end }} />
      <Handle label="Segment end" value={end} onChange={setEnd} />
      <SceneStatus>{`${hit ? 'Hit' : 'Miss'} · gap ${formatNumber(distance)}`}</SceneStatus>
    </Scene>
  );
}
