'use client';
import { intersectSegmentSegment } from '../../geometry/index';
import type { Segment, SegmentSegmentIntersection } from '../../geometry/index';
import { assertSegment } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';

/**
 * Where two closed segments meet, as a memoised React hook: the
 * {@link intersectSegmentSegment} result, frozen, the same object while the
 * eight numbers are unchanged.
 *
 * The result is `{ kind: 'none', parallel }`, `{ kind: 'point', point, t, u }`
 * (crossing, T-junction, shared endpoint; `t` along `a`, `u` along `b`) or
 * `{ kind: 'overlap', start, end, tStart, tEnd, uStart, uEnd }` (collinear
 * overlap, ordered along `a`). Touching counts; sidedness is decided exactly
 * (article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション), generalised to closed segments), y down.
 *
 * @param a - the first segment `{ start, end }`, finite
 * @param b - the second segment
 * @throws TypeError / RangeError naming the argument (`b.start.y must be a finite number, got Infinity`)
 */
export function useSegmentIntersection(a: Segment, b: Segment): SegmentSegmentIntersection {
  assertSegment(a, 'a');
  assertSegment(b, 'b');
  return useFrozenMemo(() => intersectSegmentSegment(a, b), [a.start.x, a.start.y, a.end.x, a.end.y, b.start.x, b.start.y, b.end.x, b.end.y]);
}
