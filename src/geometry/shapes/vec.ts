import type { Vec2 } from './types';
import { assertFinite } from './validate';

/**
 * The point: its validating constructor `vec` (public, like the other shape
 * constructors), and the small vector helpers the geometry functions share
 * (unit, length, perp, copy: internal).
 */

/**
 * A point `(x, y)` in scene units (y down), frozen.
 *
 * @throws TypeError when a coordinate is not a number; RangeError when it is
 *   not finite (`vec.x must be a finite number, got NaN`)
 */
export function vec(x: number, y: number): Vec2 {
  assertFinite(x, 'vec.x');
  assertFinite(y, 'vec.y');
  return Object.freeze({ x, y });
}

/**
 * The unit vector along `(dx, dy)`, or `null` for the zero vector. Exact in
 * direction even for subnormal components (which lose digits in `hypot`): tiny
 * vectors are first scaled up by an exact power of two; huge or tiny ones go
 * through `hypot`, the rest through `√(dx² + dy²)`. @internal
 */
export function unit(dx: number, dy: number): Vec2 | null {
  if (dx === 0 && dy === 0) return null;
  const squared = dx * dx + dy * dy;
  let length: number;
  if (squared > 1e-280 && squared < 1e280) {
    length = Math.sqrt(squared); // the common case: no underflow or overflow, and much faster than hypot
  } else {
    if (Math.abs(dx) < 1e-280 && Math.abs(dy) < 1e-280) {
      dx *= 2 ** 600;
      dy *= 2 ** 600;
    }
    length = Math.hypot(dx, dy);
  }
  // `+ 0` turns −0 into 0, so results compare and serialise cleanly.
  return { x: dx / length + 0, y: dy / length + 0 };
}

/**
 * `√(dx² + dy²)`: the length of `(dx, dy)`. The square root of the sum of
 * squares where the squares neither overflow nor underflow (every vector whose
 * squared length lies between 1e-280 and 1e280: accurate to within an ulp or
 * two, and many times faster than `Math.hypot`), `Math.hypot` beyond. Allocates
 * nothing. @internal
 */
export function length(dx: number, dy: number): number {
  const squared = dx * dx + dy * dy;
  return squared > 1e-280 && squared < 1e280 ? Math.sqrt(squared) : Math.hypot(dx, dy);
}

/** `perp(v) = (−v.y, v.x)`, article 002's turn: the front-side normal of a direction `v` (y down: to its right on screen). Never −0. */
export function perp(v: Vec2): Vec2 {
  return { x: -v.y + 0, y: v.x + 0 };
}

/** The tie-break direction where every direction is equally good (a point at a circle's centre, on a zero-length segment): to the right. */
export const RIGHT: Vec2 = Object.freeze({ x: 1, y: 0 });

/** A fresh `{ x, y }` with the point's coordinates (results never share an input's object). */
export function copy(p: Vec2): Vec2 {
  return { x: p.x, y: p.y };
}
