'use client';
import { intersectSegmentRect } from '../../geometry/index';
import type { Rect, Segment, SegmentRectIntersection } from '../../geometry/index';
import { assertRect, assertSegment } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';

/**
 * The part of a closed segment inside a closed axis-aligned rect, as a memoised
 * React hook: the {@link intersectSegmentRect} result, frozen, the same object
 * while the eight numbers are unchanged.
 *
 * `{ kind: 'none' }`, or `{ kind: 'clip', entry, exit, startInside, endInside }`
 * with `entry.t <= exit.t` (equal when the segment only touches a corner or an
 * edge at one point). Touching counts; decided exactly. y down, `(x, y)` the
 * rect's top-left corner.
 *
 * @param segment - `{ start, end }`, finite
 * @param rect - `{ x, y, width, height }`, finite, width and height >= 0
 * @throws TypeError / RangeError naming the argument
 */
export function useSegmentRectIntersection(segment: Segment, rect: Rect): SegmentRectIntersection {
  assertSegment(segment, 'segment');
  assertRect(rect, 'rect');
  return useFrozenMemo(
    () => intersectSegmentRect(segment, rect),
    [segment.start.x, segment.start.y, segment.end.x, segment.end.y, rect.x, rect.y, rect.width, rect.height],
  );
}
