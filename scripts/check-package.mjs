// After `npm run build`: imports both entries by the package's own name, so
// Node resolves them through package.json "exports" (self-reference), and
// checks that they answer article 000's examples.
import assert from 'node:assert/strict';
import { segmentCircleHit, distanceToRect, createWorld, castRay, lidarScan } from 'hitkit/geometry';
import * as hitkit from 'hitkit';

const disk = { center: { x: 0, y: 0 }, radius: 10 };
assert.equal(segmentCircleHit({ start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }, disk), true);
assert.equal(segmentCircleHit({ start: { x: 15, y: 0 }, end: { x: 0, y: 15 } }, disk), false);
assert.equal(distanceToRect({ x: 30, y: 5 }, { x: 10, y: 20, width: 40, height: 20 }), 15);
// article 004: a closed room; a ray aimed exactly at a corner hits it
const room = createWorld({
  segments: [
    { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } },
    { start: { x: 10, y: 0 }, end: { x: 10, y: 10 } },
    { start: { x: 10, y: 10 }, end: { x: 0, y: 10 } },
    { start: { x: 0, y: 10 }, end: { x: 0, y: 0 } },
  ],
});
assert.deepEqual(castRay(room, { origin: { x: 4, y: 4 }, direction: { x: 6, y: 6 } })?.point, { x: 10, y: 10 });
assert.equal(
  lidarScan(room, { origin: { x: 5, y: 5 }, heading: 0, fov: 2 * Math.PI, rayCount: 8, range: 100 }).hitKinds.every((k) => k === 0),
  true,
);
for (const name of ['useSegmentCircleHit', 'useDistanceToRect', 'useDraggablePoint', 'Scene', 'segmentCircleHit']) {
  assert.equal(typeof hitkit[name], 'function', `hitkit exports ${name}`);
}
// memoised components are React's memo objects
for (const name of [
  'SegmentCircleHitView',
  'DistanceToRectView',
  'CircleShape',
  'Handle',
  'HandleMarker',
  'DraggableShape',
  'LidarOverlay',
  'LidarLegend',
  'LidarRobot',
  'LidarRangePlot',
]) {
  assert.equal(hitkit[name]?.$$typeof, Symbol.for('react.memo'), `hitkit exports ${name}, memoised`);
}
console.log("package check: 'hitkit' and 'hitkit/geometry' resolve through exports and answer article 000's examples");
