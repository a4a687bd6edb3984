import type { Vec2 } from './types';

/**
 * Small vector helpers shared by the geometry functions. @internal
 */

/**
 * The unit vector along `(dx, dy)`, or `null` for the zero vector. Exact in
 * direction even for subnormal components (which lose digits in `hypot`): tiny
 * vectors are first scaled up by an exact power of two.
 */
export function unit(dx: number, dy: number): Vec2 | null {
  if (dx === 0 && dy === 0) return null;
  if (Math.abs(dx) < 1e-280 && Math.abs(dy) < 1e-280) {
    dx *= 2 ** 600;
    dy *= 2 ** 600;
  }
  const length = Math.hypot(dx, dy);
  // `+ 0` turns −0 into 0, so results compare and serialise cleanly.
  return { x: dx / length + 0, y: dy / length + 0 };
}

/** `perp(v) = (−v.y, v.x)`, article 002's turn: the front-side normal of a direction `v` (y down: to its right on screen). Never −0. */
export function perp(v: Vec2): Vec2 {
  return { x: -v.y + 0, y: v.x + 0 };
}
