import { orient2d } from 'robust-predicates';
import type { Segment } from './types';

/**
 * Exact orientation decisions, on `robust-predicates`' `orient2d` (Shewchuk's
 * adaptive-precision predicate): which side of a directed line a point is on,
 * and whether two closed segments touch, decided without rounding error, so a
 * T-junction, a shared endpoint or a collinear overlap is never missed or
 * invented. @internal
 */

/**
 * `cross(b − a, c − a)` with its sign exact: positive when `c` is on the front
 * side of the directed line `a → b` (the side `perp(b − a) = (−dy, dx)` points
 * to, article 002's 表), negative behind it, exactly 0 when the three points are
 * collinear. The magnitude is twice the triangle's area, to within rounding.
 * (`orient2d` returns the opposite sign: it is written for y up.)
 */
export function side(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return -orient2d(ax, ay, bx, by, cx, cy);
}

/** Strictly on the same side: both > 0 or both < 0 (never by multiplying, which can underflow). */
export function sameSide(d1: number, d2: number): boolean {
  return (d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0);
}

/** Is `(px, py)` within the closed axis-aligned bounding box of `(ax, ay)` and `(bx, by)`? Exact comparisons. */
export function inBoxXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  return (
    px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by)
  );
}

/**
 * Do the closed segments share at least one point? Exact: crossing, touching at
 * an endpoint, a T-junction and a collinear overlap all count; zero-length
 * segments are their points. Allocates nothing.
 */
export function segmentsTouch(s1: Segment, s2: Segment): boolean {
  return segmentsTouchXY(s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y);
}

/** {@link segmentsTouch} on coordinates: `p → p2` against `q → q2`. */
export function segmentsTouchXY(
  px: number,
  py: number,
  p2x: number,
  p2y: number,
  qx: number,
  qy: number,
  q2x: number,
  q2y: number,
): boolean {
  const d1 = side(qx, qy, q2x, q2y, px, py);
  const d2 = side(qx, qy, q2x, q2y, p2x, p2y);
  const d3 = side(px, py, p2x, p2y, qx, qy);
  const d4 = side(px, py, p2x, p2y, q2x, q2y);
  if (!sameSide(d1, d2) && !sameSide(d3, d4) && !(d1 === 0 && d2 === 0) && !(d3 === 0 && d4 === 0)) {
    // Proper crossing, or one endpoint on the other segment's line between its ends.
    return true;
  }
  // Collinear or degenerate cases: an endpoint on the other segment.
  return (
    (d1 === 0 && inBoxXY(px, py, qx, qy, q2x, q2y)) ||
    (d2 === 0 && inBoxXY(p2x, p2y, qx, qy, q2x, q2y)) ||
    (d3 === 0 && inBoxXY(qx, qy, px, py, p2x, p2y)) ||
    (d4 === 0 && inBoxXY(q2x, q2y, px, py, p2x, p2y))
  );
}
