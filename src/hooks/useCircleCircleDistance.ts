import { circleCircleClosestPoints, circleCircleHit, intersectCircleCircle } from '../geometry/index';
import type { Circle, CircleCircleIntersection, Vec2 } from '../geometry/index';
import { assertCircle } from '../geometry/validate';
import { useFrozenMemo } from './memo';

/** What {@link useCircleCircleDistance} returns: frozen, the same object while the numbers are unchanged. */
export interface CircleCircleDistanceResult {
  /** Signed distance between the circumferences: `|c1 − c2| − r1 − r2`; negative when the disks overlap. */
  readonly distance: number;
  /** Do the closed disks touch or overlap (`distance <= 0`)? */
  readonly hit: boolean;
  /** The point of the first circle nearest the second (overlapping: deepest inside it). */
  readonly pointA: Vec2;
  /** The point of the second circle nearest the first. */
  readonly pointB: Vec2;
  /** Where the circumferences meet: `none` (separate / contained), `points` (1 or 2) or `coincident`. */
  readonly intersection: CircleCircleIntersection;
}

/**
 * Distance between two circles and where they meet, as a memoised React hook.
 *
 * Recomputes only when one of the six numbers changes. Geometry:
 * {@link circleCircleClosestPoints}, {@link circleCircleHit} and
 * {@link intersectCircleCircle} (article `003_3767818ab5c6ffa5.txt`,
 * `DistanceCircleToCircle`), y down. Concentric circles measure along +x.
 *
 * @param a - the first circle `{ center, radius }`, finite, radius >= 0
 * @param b - the second circle
 * @throws TypeError / RangeError naming the argument (`b.radius must be a finite number >= 0, got -1`)
 */
export function useCircleCircleDistance(a: Circle, b: Circle): CircleCircleDistanceResult {
  assertCircle(a, 'a');
  assertCircle(b, 'b');
  return useFrozenMemo(
    () => {
      const { distance, pointA, pointB } = circleCircleClosestPoints(a, b);
      return { distance, hit: circleCircleHit(a, b), pointA, pointB, intersection: intersectCircleCircle(a, b) };
    },
    [a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius],
  );
}
