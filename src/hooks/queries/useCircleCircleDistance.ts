'use client';
import { circleCircleClosestPoints, circleCircleDistance, circleCircleHit, intersectCircleCircle } from '../../geometry/index';
import type { Circle, CircleCircleIntersection, ClosestPoints, Vec2 } from '../../geometry/index';
import { assertCircle } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

/**
 * What {@link useCircleCircleDistance} returns: frozen, the same object while the numbers are
 * unchanged. `distance` and `hit` are computed with it; `pointA`, `pointB` and `intersection` on first read (then kept), so a caller pays only for what it reads.
 */
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
 * {@link intersectCircleCircle} (article “Shape classes 3: distance” (図形クラス3「距離」),
 * `DistanceCircleToCircle`), y down. Concentric circles measure along +x.
 *
 * @param a - the first circle `{ center, radius }`, finite, radius >= 0
 * @param b - the second circle
 * @throws TypeError / RangeError naming the argument (`b.radius must be a finite number >= 0, got -1`)
 */
export function useCircleCircleDistance(a: Circle, b: Circle): CircleCircleDistanceResult {
  assertCircle(a, 'a');
  assertCircle(b, 'b');
  return useValueMemo(
    () => new CircleCircleDistance(a, b),
    // the numbers, not the objects: inline literals with the same numbers reuse the result
    [a.center.x, a.center.y, a.radius, b.center.x, b.center.y, b.radius],
  );
}

/** The result: `distance` and `hit` at once, the rest on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class CircleCircleDistance implements CircleCircleDistanceResult {
  readonly distance: number;
  readonly hit: boolean;
  readonly #a: Circle;
  readonly #b: Circle;
  #closest: ClosestPoints | undefined;
  #intersection: CircleCircleIntersection | undefined;
  constructor(a: Circle, b: Circle) {
    this.distance = circleCircleDistance(a, b);
    this.hit = circleCircleHit(a, b);
    this.#a = a;
    this.#b = b;
    Object.freeze(this);
  }
  #near(): ClosestPoints {
    return (this.#closest ??= freezeDeep(circleCircleClosestPoints(this.#a, this.#b)));
  }
  get pointA(): Vec2 {
    return this.#near().pointA;
  }
  get pointB(): Vec2 {
    return this.#near().pointB;
  }
  get intersection(): CircleCircleIntersection {
    return (this.#intersection ??= freezeDeep(intersectCircleCircle(this.#a, this.#b)));
  }
}
