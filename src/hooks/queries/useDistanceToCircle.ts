'use client';
import { closestPointOnCircle, distanceToCircle, distanceToPoint, pointInCircle } from '../../geometry/index';
import type { Circle, Vec2 } from '../../geometry/index';
import { assertCircle, assertVec2 } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

/**
 * What {@link useDistanceToCircle} returns: frozen, the same object while the numbers are
 * unchanged. `distance` is computed with it; `centerDistance`, `inside` and `closestPoint` on first read (then kept), so a caller pays only for what it reads.
 */
export interface DistanceToCircleResult {
  /** Signed distance to the circumference, scene units: positive outside, 0 on it, negative inside (−radius at the centre). */
  readonly distance: number;
  /** Distance to the centre (article 003's point–point distance), ≥ 0. */
  readonly centerDistance: number;
  /** Is the point in the closed disk (`pointInCircle`)? The circumference counts as inside. */
  readonly inside: boolean;
  /** The nearest point of the circumference; at the centre, the rightmost point `(cx + r, cy)`. */
  readonly closestPoint: Vec2;
}

/**
 * Signed distance from a point to a circle, as a memoised React hook.
 *
 * Recomputes only when one of the five numbers changes. Geometry:
 * {@link distanceToCircle}, {@link distanceToPoint}, {@link pointInCircle} and
 * {@link closestPointOnCircle} (article “Shape classes 3: distance” (図形クラス3「距離」)), y down. A
 * zero radius makes the circle its centre: the distance is then point–point.
 *
 * @param point - `{ x, y }`, finite
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @throws TypeError / RangeError naming the argument (`circle.radius must be a finite number >= 0, got -3`)
 */
export function useDistanceToCircle(point: Vec2, circle: Circle): DistanceToCircleResult {
  assertVec2(point, 'point');
  assertCircle(circle, 'circle');
  return useValueMemo(
    () => new DistanceToCircle(point, circle),
    // the numbers, not the objects: inline literals with the same numbers reuse the result
    [point.x, point.y, circle.center.x, circle.center.y, circle.radius],
  );
}

/** The result: `distance` at once, the rest on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class DistanceToCircle implements DistanceToCircleResult {
  readonly distance: number;
  readonly #point: Vec2;
  readonly #circle: Circle;
  #centerDistance: number | undefined;
  #inside: boolean | undefined;
  #closestPoint: Vec2 | undefined;
  constructor(point: Vec2, circle: Circle) {
    this.distance = distanceToCircle(point, circle);
    this.#point = point;
    this.#circle = circle;
    Object.freeze(this);
  }
  get centerDistance(): number {
    return (this.#centerDistance ??= distanceToPoint(this.#point, this.#circle.center));
  }
  get inside(): boolean {
    return (this.#inside ??= pointInCircle(this.#point, this.#circle));
  }
  get closestPoint(): Vec2 {
    return (this.#closestPoint ??= freezeDeep(closestPointOnCircle(this.#point, this.#circle)));
  }
}
