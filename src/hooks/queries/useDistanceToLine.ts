'use client';
import { closestPointOnLine, distanceToLine, signedDistanceToLine } from '../../geometry/index';
import type { Line, Vec2 } from '../../geometry/index';
import { assertLine, assertVec2 } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

/**
 * What {@link useDistanceToLine} returns: frozen, the same object while the numbers are
 * unchanged. `distance` and `signedDistance` are computed with it; `closestPoint` on first read (then kept), so a caller pays only for what it reads.
 */
export interface DistanceToLineResult {
  /** Distance from the point to the infinite line, ≥ 0 (article 003). */
  readonly distance: number;
  /**
   * `(a·x + b·y + c) / |(a, b)|`: positive on the side the normal `(a, b)` points
   * to. For `lineThrough(p, q)` that is article 002's front side.
   */
  readonly signedDistance: number;
  /** The foot of the perpendicular from the point (article 002). */
  readonly closestPoint: Vec2;
}

/**
 * Distance from a point to an infinite line `a·x + b·y + c = 0`, as a memoised React hook.
 *
 * Recomputes only when one of the five numbers changes. Build the line with
 * `lineThrough(p, q)` or `lineFromCoefficients(a, b, c)`. Geometry:
 * {@link distanceToLine}, {@link signedDistanceToLine} and
 * {@link closestPointOnLine} (articles “Shape classes 3: distance” (図形クラス3「距離」) and
 * “Correcting a circle sunk into a line” (直線に埋まった円を補正する)), y down.
 *
 * @param point - `{ x, y }`, finite
 * @param line - `{ a, b, c }`, finite, not both `a` and `b` zero
 * @throws TypeError / RangeError naming the argument (`line.a and line.b must not both be 0 …`)
 */
export function useDistanceToLine(point: Vec2, line: Line): DistanceToLineResult {
  assertVec2(point, 'point');
  assertLine(line, 'line');
  return useValueMemo(
    () => new DistanceToLine(point, line),
    // the numbers, not the objects: inline literals with the same numbers reuse the result
    [point.x, point.y, line.a, line.b, line.c],
  );
}

/** The result: the distances at once, the closest point on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class DistanceToLine implements DistanceToLineResult {
  readonly distance: number;
  readonly signedDistance: number;
  readonly #point: Vec2;
  readonly #line: Line;
  #closestPoint: Vec2 | undefined;
  constructor(point: Vec2, line: Line) {
    this.distance = distanceToLine(point, line);
    this.signedDistance = signedDistanceToLine(point, line);
    this.#point = point;
    this.#line = line;
    Object.freeze(this);
  }
  get closestPoint(): Vec2 {
    return (this.#closestPoint ??= freezeDeep(closestPointOnLine(this.#point, this.#line)));
  }
}
