import { useMemo } from 'react';
import { intersectRectRect, rectRectClosestPoints, rectRectContact, rectRectDistance, type ClosestPoints, type Rect, type RectContact } from '../geometry/index';
import { assertRect } from '../geometry/validate';
import { once } from './memo';

/**
 * What {@link useRectRectDistance} returns: frozen, the same object while the
 * eight numbers are unchanged. `distance` and `hit` are computed with it; the
 * rest on first read.
 */
export interface RectRectDistanceResult {
  /** Signed distance: positive apart, 0 touching, minus the penetration depth when overlapping. */
  readonly distance: number;
  /** Do the closed rects overlap or touch (`distance <= 0`)? */
  readonly hit: boolean;
  /** Witness points realising the distance (`rectRectClosestPoints`). */
  readonly closestPoints: ClosestPoints;
  /** The overlap rect, or `null` apart (`intersectRectRect`). */
  readonly overlap: Rect | null;
  /** The first rect pushed out of the second (`rectRectContact`). */
  readonly contact: RectContact;
}

/**
 * Rect against rect as a memoised React hook: signed distance, hit, witness
 * points, overlap and minimum-translation contact, recomputed only when one
 * of the eight numbers changes. y down, `(x, y)` the top-left corner.
 *
 * @throws TypeError / RangeError naming the argument (`b.width must be a finite number >= 0, got -1`)
 */
export function useRectRectDistance(a: Rect, b: Rect): RectRectDistanceResult {
  assertRect(a, 'a');
  assertRect(b, 'b');
  return useMemo(
    () => {
      const distance = rectRectDistance(a, b);
      const closest = once(() => rectRectClosestPoints(a, b));
      const overlap = once(() => intersectRectRect(a, b));
      const contact = once(() => rectRectContact(a, b));
      return Object.freeze({
        distance,
        hit: distance <= 0,
        get closestPoints() {
          return closest();
        },
        get overlap() {
          return overlap();
        },
        get contact() {
          return contact();
        },
      });
    },
    [a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height],
  );
}
