'use client';
import {
  intersectRectRect,
  rectRectClosestPoints,
  rectRectContact,
  rectRectDistance,
  type ClosestPoints,
  type Rect,
  type RectContact,
} from '../../geometry/index';
import { assertRect } from '../../geometry/shapes/validate';
import { freezeDeep, useValueMemo } from '../state/memo';

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
  return useValueMemo(() => new RectRectDistance(a, b), [a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height]);
}

/** The result: `distance` and `hit` at once, the rest on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class RectRectDistance implements RectRectDistanceResult {
  readonly distance: number;
  readonly hit: boolean;
  readonly #a: Rect;
  readonly #b: Rect;
  #closestPoints: ClosestPoints | undefined;
  #overlap: Rect | null | undefined;
  #contact: RectContact | undefined;
  constructor(a: Rect, b: Rect) {
    this.distance = rectRectDistance(a, b);
    this.hit = this.distance <= 0;
    this.#a = a;
    this.#b = b;
    Object.freeze(this);
  }
  get closestPoints(): ClosestPoints {
    return (this.#closestPoints ??= freezeDeep(rectRectClosestPoints(this.#a, this.#b)));
  }
  get overlap(): Rect | null {
    if (this.#overlap === undefined) this.#overlap = freezeDeep(intersectRectRect(this.#a, this.#b));
    return this.#overlap;
  }
  get contact(): RectContact {
    return (this.#contact ??= freezeDeep(rectRectContact(this.#a, this.#b)));
  }
}
