'use client';
import { closestPointOnSegment, distanceToSegment } from '../../geometry/index';
import type { Segment, Vec2 } from '../../geometry/index';
import { assertSegment, assertVec2 } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

/**
 * What {@link useDistanceToSegment} returns: frozen, the same object while the numbers are
 * unchanged. `distance` is computed with it; `closestPoint` and `t` on first read (then kept), so a caller pays only for what it reads.
 */
export interface DistanceToSegmentResult {
  /** Distance from the point to the closed segment, scene units, ≥ 0 (0 on it). */
  readonly distance: number;
  /** The nearest point of the segment. */
  readonly closestPoint: Vec2;
  /**
   * Its parameter along `start → end`, in [0, 1]: 0 at the start (also for a
   * zero-length segment), 1 at the end, in between when the foot of the
   * perpendicular falls inside (article 003's projection factor k, clamped).
   */
  readonly t: number;
}

/**
 * Distance from a point to a segment, as a memoised React hook.
 *
 * Recomputes only when one of the six numbers changes. Geometry:
 * {@link distanceToSegment} and {@link closestPointOnSegment} (article
 * “Shape classes 3: distance” (図形クラス3「距離」)), y down; a zero-length segment is its point.
 *
 * @param point - `{ x, y }`, finite
 * @param segment - `{ start, end }`, finite
 * @throws TypeError / RangeError naming the argument (`segment.end.x must be a finite number, got NaN`)
 */
export function useDistanceToSegment(point: Vec2, segment: Segment): DistanceToSegmentResult {
  assertVec2(point, 'point');
  assertSegment(segment, 'segment');
  return useValueMemo(
    () => new DistanceToSegment(point, segment),
    // the numbers, not the objects: inline literals with the same numbers reuse the result
    [point.x, point.y, segment.start.x, segment.start.y, segment.end.x, segment.end.y],
  );
}

/** The result: `distance` at once, the closest point and `t` on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class DistanceToSegment implements DistanceToSegmentResult {
  readonly distance: number;
  readonly #point: Vec2;
  readonly #segment: Segment;
  #nearest: { readonly point: Vec2; readonly t: number } | undefined;
  constructor(point: Vec2, segment: Segment) {
    this.distance = distanceToSegment(point, segment);
    this.#point = point;
    this.#segment = segment;
    Object.freeze(this);
  }
  #near(): { readonly point: Vec2; readonly t: number } {
    return (this.#nearest ??= freezeDeep(closestPointOnSegment(this.#point, this.#segment)));
  }
  get closestPoint(): Vec2 {
    return this.#near().point;
  }
  get t(): number {
    return this.#near().t;
  }
}
