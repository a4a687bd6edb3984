'use client';
import { closestPointOnRect, distanceToRect, pointInRect } from '../../geometry/index';
import type { Rect, Vec2 } from '../../geometry/index';
import { assertRect, assertVec2 } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

/**
 * What {@link useDistanceToRect} returns: frozen, the same object while the numbers are
 * unchanged. `distance` and `inside` are computed with it; `closestPoint` on first read (then kept), so a caller pays only for what it reads.
 */
export interface DistanceToRectResult {
  /** Signed distance, scene units: positive outside, 0 on the boundary, negative inside. */
  readonly distance: number;
  /**
   * Is the point in the closed rectangle (`distance <= 0`)? A point on the
   * boundary counts as inside, as for every hitkit hit test; use `distance < 0`
   * for strictly inside.
   */
  readonly inside: boolean;
  /** The nearest point of the rectangle's boundary (ties inside: left, right, top, bottom). */
  readonly closestPoint: Vec2;
}

/**
 * Signed distance from a point to an axis-aligned rectangle, as a memoised React hook.
 *
 * Recomputes only when one of the six numbers changes: inline object literals
 * with the same numbers return the same result object. Geometry:
 * {@link distanceToRect}, {@link pointInRect} and {@link closestPointOnRect} (article
 * “Shape classes 3: distance” (図形クラス3「距離」)), y down, `(rect.x, rect.y)` the top-left corner.
 *
 * @param point - `{ x, y }`, finite
 * @param rect - `{ x, y, width, height }`, finite, width and height >= 0
 * @throws TypeError / RangeError naming the argument, e.g.
 *   `rect.width must be a finite number >= 0, got -1`
 */
export function useDistanceToRect(point: Vec2, rect: Rect): DistanceToRectResult {
  assertVec2(point, 'point');
  assertRect(rect, 'rect');
  const { x, y } = point;
  const { x: rx, y: ry, width, height } = rect;
  return useValueMemo(
    () => new DistanceToRect(point, rect),
    // the numbers, not the objects: inline literals with the same numbers reuse the result
    [x, y, rx, ry, width, height],
  );
}

/** The result: `distance` and `inside` at once, the closest point on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class DistanceToRect implements DistanceToRectResult {
  readonly distance: number;
  readonly inside: boolean;
  readonly #point: Vec2;
  readonly #rect: Rect;
  #closestPoint: Vec2 | undefined;
  constructor(point: Vec2, rect: Rect) {
    this.distance = distanceToRect(point, rect);
    this.inside = pointInRect(point, rect);
    this.#point = point;
    this.#rect = rect;
    Object.freeze(this);
  }
  get closestPoint(): Vec2 {
    return (this.#closestPoint ??= freezeDeep(closestPointOnRect(this.#point, this.#rect)));
  }
}
