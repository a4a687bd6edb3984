'use client';
import { intersectSegmentCircle } from '../../geometry/index';
import type { Circle, Segment, SegmentPoint } from '../../geometry/index';
import { assertCircle, assertSegment } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';

/**
 * Where a closed segment crosses a circle's circumference, as a memoised React
 * hook: the {@link intersectSegmentCircle} result, a frozen array of 0–2
 * `{ point, t }` sorted by `t` (the parameter along `start → end`), the same
 * array while the seven numbers are unchanged.
 *
 * A tangent gives one point; an endpoint exactly on the circle gives that
 * endpoint with `t` exactly 0 or 1; a segment wholly inside the disk gives none
 * (use {@link useSegmentCircleHit} for "touches the disk"). Article
 * “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) (the ball), y down.
 *
 * @param segment - `{ start, end }`, finite
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @throws TypeError / RangeError naming the argument
 */
export function useSegmentCircleIntersection(segment: Segment, circle: Circle): readonly SegmentPoint[] {
  assertSegment(segment, 'segment');
  assertCircle(circle, 'circle');
  return useFrozenMemo(
    () => intersectSegmentCircle(segment, circle),
    [segment.start.x, segment.start.y, segment.end.x, segment.end.y, circle.center.x, circle.center.y, circle.radius],
  );
}
