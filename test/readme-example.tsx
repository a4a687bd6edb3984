// The README's usage example, verbatim but for the import path (test/readme.test.tsx checks both).
import { Scene, SegmentShape, CircleShape, useSegmentCircleHit, type Segment, type Circle } from '../src';

export function Probe({ segment, circle }: { segment: Segment; circle: Circle }) {
  const { hit, distance } = useSegmentCircleHit(segment, circle); // memoised on the numbers
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} grid={10} title={`Gap ${distance.toFixed(1)}`}>
      <CircleShape circle={circle} style={{ stroke: hit ? 'crimson' : 'green' }} />
      <SegmentShape segment={segment} />
    </Scene>
  );
}
