import { differenceError, productsSign } from './expansion';

/**
 * Which side of a line a point is on, exactly, for the two lines that are not
 * given by two points: a line `a·x + b·y + c = 0` given by its coefficients, and
 * a ray's line given by its origin and direction. Neither is the orientation of
 * three points (`orientationSign`): a second point on the line, `origin +
 * direction`, or one computed from `a, b, c`, is in general not representable,
 * and rounding it would change the line. So each is its own determinant, taken
 * on the numbers as given, with the same exact arithmetic (`productsSign`) and
 * its own error bound. Allocates nothing. @internal
 */

/** The factor pairs of a line side (module-level scratch: filled and read in one synchronous call). */
const LINE_FACTORS = new Float64Array(6);
const RAY_FACTORS = new Float64Array(8);

/**
 * The exact sign (−1, 0 or 1) of `a·x + b·y + c` for `L = [a, b, c]` and the
 * point `(P[i], P[i + 1])` (which side of the line `a·x + b·y + c = 0` the point
 * is on; positive on the side the normal `(a, b)` points to): the rounded value
 * when it is clearly away from 0 (two products and two sums, ε = 2⁻⁵³ each:
 * `4ε·(|a·x| + |b·y| + |c|)` bounds the error), else exact.
 */
export function lineSideSign(L: Float64Array, P: Float64Array, i: number): number {
  const ax = L[0]! * P[i]!;
  const by = L[1]! * P[i + 1]!;
  const c = L[2]!;
  const value = ax + by + c;
  if (Math.abs(value) > 4.440892098500626e-16 * (Math.abs(ax) + Math.abs(by) + Math.abs(c))) return value > 0 ? 1 : -1;
  const f = LINE_FACTORS;
  f[0] = L[0]!;
  f[1] = P[i]!;
  f[2] = L[1]!;
  f[3] = P[i + 1]!;
  f[4] = c;
  f[5] = 1;
  return productsSign(f, 3, 3);
}

/**
 * The exact sign (−1, 0 or 1) of `cross(d, p − o) = dx·(py − oy) − dy·(px − ox)`:
 * which side of the ray from `o = (R[r], R[r + 1])` along `d = (R[r + 2],
 * R[r + 3])` the point `p = (P[i], P[i + 1])` is on (positive: the side
 * `perp(d)` points to), 0 when `p` is exactly on the ray's line. It takes the
 * direction itself, not a second point, so a ray whose `origin + direction` is
 * not representable is still judged exactly. Exact arithmetic throughout (the
 * ray casts run their own filter first).
 */
export function raySideSign(R: Float64Array, r: number, P: Float64Array, i: number): number {
  const ox = R[r]!;
  const oy = R[r + 1]!;
  const dx = R[r + 2]!;
  const dy = R[r + 3]!;
  const px = P[i]!;
  const py = P[i + 1]!;
  const ex = px - ox;
  const exError = differenceError(px, ox, ex);
  const ey = py - oy;
  const eyError = differenceError(py, oy, ey);
  // (dx)(ey + e) − (dy)(ex + e): two products added, two subtracted.
  const f = RAY_FACTORS;
  f[0] = dx;
  f[1] = ey;
  f[2] = dx;
  f[3] = eyError;
  f[4] = dy;
  f[5] = ex;
  f[6] = dy;
  f[7] = exError;
  return productsSign(f, 4, 2);
}
