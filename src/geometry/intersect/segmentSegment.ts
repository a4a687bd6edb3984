import { apartCode, collinearCode, intersectNearAt, NONE, OVERLAP, packSegmentPair, POINT } from './segmentSegmentRecord';
import { SEGMENT_INTERSECTION_STRIDE } from '../batch/packed';
import { boxesApartXY } from '../hit/segmentTouch';
import type { Segment, Vec2 } from '../shapes/types';

/**
 * Segment against segment: where two closed segments meet. Source: article
 * “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)
 * (a 2×2 linear system with its parallel case), generalised to closed segments.
 * The steps are those of the batch form (`segmentSegmentRecord.ts`), so the two
 * agree to the bit.
 */

/**
 * The segments and the record the object API hands to the record's steps
 * (module-level scratch: filled and read in one synchronous call that runs no
 * user code), so that no number is boxed and nothing but the result is allocated.
 */
const INPUT = new Float64Array(8);
const RECORD = new Float64Array(SEGMENT_INTERSECTION_STRIDE);
/** The two "no common point" answers, shared and frozen, so the common far-apart case allocates nothing. */
const APART: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: false });
const APART_PARALLEL: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: true });

/** The result of {@link intersectSegmentSegment}. */
export type SegmentSegmentIntersection =
  | {
      /** The segments share no point. */
      readonly kind: 'none';
      /**
       * `true` when their directions are parallel (collinear-but-disjoint included):
       * the cross product of `end − start` of both is 0 (computed from the
       * coordinate differences). `false` for a zero-length segment, which has no direction.
       */
      readonly parallel: boolean;
    }
  | {
      /** The segments share exactly one point: they cross, touch at an endpoint, or form a T. */
      readonly kind: 'point';
      readonly point: Vec2;
      /** Parameter of `point` along the first segment, in [0, 1]. */
      readonly t: number;
      /** Parameter of `point` along the second segment, in [0, 1]. */
      readonly u: number;
    }
  | {
      /** The segments are collinear and share a piece of positive length. */
      readonly kind: 'overlap';
      /** The end of the shared piece nearer the first segment's start. */
      readonly start: Vec2;
      /** The end of the shared piece farther along the first segment. */
      readonly end: Vec2;
      /** Parameters of `start` and `end` along the first segment (`tStart < tEnd`). */
      readonly tStart: number;
      readonly tEnd: number;
      /** Parameters of `start` and `end` along the second segment. */
      readonly uStart: number;
      readonly uEnd: number;
    };

/**
 * Where two closed segments meet. Article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) solves
 * `s·OA + (1 − s)·OB = t·OC` and reports a crossing only strictly inside both
 * segments (`0 < s, t < 1`, which suits its lidar); hitkit treats both segments
 * as closed, so touching at an endpoint and T-junctions are reported as a
 * `'point'`, and tells the parallel and collinear cases apart instead of folding
 * them into "no intersection".
 *
 * Exactness: every decision (crossing or not, touching, collinear) is made with
 * exact orientation signs (a floating-point filter, then exact arithmetic
 * where it cannot tell: `orientation`), never by comparing a rounded parameter with
 * 0 or 1. An endpoint that lies on the other segment has its parameter
 * exactly 0 or 1 and is returned as that endpoint exactly. Any other crossing
 * point is computed exactly and rounded once: `point.x`, `point.y`, `t` and `u`
 * are each within 1 ulp of the exact values, at any angle between the segments
 * (near-parallel included), for coordinates of magnitude 0 or 1e-90 … 1e90; its
 * `t` and `u` stay strictly inside (0, 1), so a crossing a hair from an end is
 * never reported as that end. Double-double arithmetic with a bound of its
 * error answers almost every crossing; segments within about 2⁻³⁸ rad of
 * parallel (the double formula would lose ~40 bits there) take exact expansion
 * arithmetic (the method of JTS's robust line intersection, one step further).
 *
 * Speed: segments whose bounding boxes are apart (the common case in a scene)
 * are answered after a few comparisons and the cross product of their
 * directions, with one of two shared frozen `none` objects: nothing is
 * allocated. The same steps run in `intersectSegmentSegmentBatch`, which gives
 * the same answer, bit for bit.
 *
 * Degenerate input: a zero-length segment is its point (`'point'` with its
 * parameter 0 when it lies on the other segment); two zero-length segments meet
 * when their points are equal.
 *
 * @param s1 - first segment, scene units (not re-checked)
 * @param s2 - second segment (not re-checked)
 * @returns `{ kind: 'none', parallel }`, `{ kind: 'point', point, t, u }` or
 *   `{ kind: 'overlap', start, end, tStart, tEnd, uStart, uEnd }` with the shared
 *   piece ordered along `s1`. Swapping the arguments swaps `t` and `u`.
 */
export function intersectSegmentSegment(s1: Segment, s2: Segment): SegmentSegmentIntersection {
  const px = s1.start.x;
  const py = s1.start.y;
  const p2x = s1.end.x;
  const p2y = s1.end.y;
  const qx = s2.start.x;
  const qy = s2.start.y;
  const q2x = s2.end.x;
  const q2y = s2.end.y;
  if (boxesApartXY(px, py, p2x, p2y, qx, qy, q2x, q2y)) {
    // The common far-apart case: a few comparisons, nothing allocated.
    let code = apartCode(p2x - px, p2y - py, q2x - qx, q2y - qy);
    if (code === -1) {
      // UNSURE_CODE (a literal: no load)
      packSegmentPair(INPUT, px, py, p2x, p2y, qx, qy, q2x, q2y);
      code = collinearCode(INPUT, 0, INPUT, 4);
    }
    return code === 0 ? APART : APART_PARALLEL; // 0: NONE
  }
  packSegmentPair(INPUT, px, py, p2x, p2y, qx, qy, q2x, q2y);
  return nearIntersection();
}

/** {@link intersectSegmentSegment} for the segments in `INPUT`, whose bounding boxes meet. */
function nearIntersection(): SegmentSegmentIntersection {
  const r = RECORD;
  const code = intersectNearAt(INPUT, 0, INPUT, 4, r, 0);
  if (code === NONE) return APART;
  if (code === POINT) return { kind: 'point', point: { x: r[1]!, y: r[2]! }, t: r[5]!, u: r[7]! };
  if (code !== OVERLAP) return APART_PARALLEL;
  return {
    kind: 'overlap',
    start: { x: r[1]!, y: r[2]! },
    end: { x: r[3]!, y: r[4]! },
    tStart: r[5]!,
    tEnd: r[6]!,
    uStart: r[7]!,
    uEnd: r[8]!,
  };
}
