import { exactCrossSign } from './expansion';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';

/**
 * The orientation of three points, decided exactly: the one predicate behind
 * every hitkit decision on segments (which side of a directed line a point is
 * on, whether segments touch, cross or are collinear), so a T-junction, a shared
 * endpoint or a collinear overlap is never missed or invented.
 *
 * The sign is that of `cross(b − a, c − a) = (b.x − a.x)(c.y − a.y) − (b.y − a.y)(c.x − a.x)`:
 * positive when `c` is on the front side of the directed line `a → b` (the side
 * `perp(b − a) = (−dy, dx)` points to, article 002's 表; y down: to the right on
 * screen), negative behind it, 0 exactly when the points are collinear. It is
 * Shewchuk's `orient2d` with the opposite sign (that one is written for y up).
 *
 * Speed: a floating-point filter first ({@link orientationFilter}: the rounded
 * determinant against `orient2d`'s error bound), so a clear sign costs a few
 * products; exact expansion arithmetic (`exactCrossSign`) only when the filter
 * cannot certify the sign. Any formula with a correct bound certifies the same
 * sign as the exact one, so the answer is always the exact sign. Points are read
 * from `Float64Array`s by index and only integers are returned, so nothing is
 * boxed and nothing allocated, filter or not.
 *
 * The two other side tests hitkit needs are different determinants, in
 * `lineSide.ts`: a point against a line `a·x + b·y + c = 0` (`lineSideSign`) and
 * against a ray given by its direction (`raySideSign`).
 */

/**
 * The filter: the sign (−1, 0 or 1) of the determinant `left − right`, two
 * rounded products of coordinate differences, when `orient2d`'s error bound
 * certifies it, or 2 when it cannot. The bound: with ε = 2⁻⁵³, the rounded
 * `left − right` is within `(3 + 16ε)ε·|left + right|` of the exact determinant
 * (three roundings: the two differences in each product, then the products and
 * their difference; Shewchuk's `ccwerrboundA`), written as the literal
 * 3.3306690738754716e-16 (a literal costs no load on the hot path). An integer
 * either way, so the callers keep their signs in integer registers.
 */
function orientationFilter(left: number, right: number): number {
  const det = left - right;
  if (!(Math.abs(det) >= 3.3306690738754716e-16 * Math.abs(left + right))) return 2;
  return det > 0 ? 1 : det < 0 ? -1 : 0;
}

/**
 * The exact orientation sign (−1, 0 or 1) of the points `a = (A[ia], A[ia + 1])`,
 * `b = (B[ib], B[ib + 1])`, `c = (C[ic], C[ic + 1])`: the sign of
 * `cross(b − a, c − a)`, positive when `c` is on the front side of `a → b`.
 * The filter first, the exact sign when it cannot tell. A segment's two ends
 * are `orientationSign(S, i, S, i + 2, P, j)`. @internal
 */
export function orientationSign(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number): number {
  const ax = A[ia]!;
  const ay = A[ia + 1]!;
  const sign = orientationFilter((C[ic + 1]! - ay) * (B[ib]! - ax), (C[ic]! - ax) * (B[ib + 1]! - ay));
  // 2: the filter cannot tell. cross(a − c, b − c) = cross(b − a, c − a), exactly.
  return sign === 2 ? exactCrossSign(C, ic, A, ia, C, ic, B, ib) : sign;
}

/** The three points of {@link orientationSignXY}, packed (module-level scratch: filled and read in one synchronous call). */
const TURN = new Float64Array(6);

/** {@link orientationSign} for points given as loose numbers `a = (ax, ay)`, `b = (bx, by)`, `c = (cx, cy)`. @internal */
export function orientationSignXY(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  TURN[0] = ax;
  TURN[1] = ay;
  TURN[2] = bx;
  TURN[3] = by;
  TURN[4] = cx;
  TURN[5] = cy;
  return orientationSign(TURN, 0, TURN, 2, TURN, 4);
}

/**
 * The exact orientation of three points: the sign of `cross(b − a, c − a) =
 * (b.x − a.x)(c.y − a.y) − (b.y − a.y)(c.x − a.x)`, decided exactly (a
 * floating-point filter, exact expansion arithmetic where it cannot tell), so
 * 0 means exactly collinear and a sign is never wrong.
 *
 * In hitkit's y-down coordinates (SVG, the screen): **1 when `a → b → c`
 * turns clockwise on screen** (c lies to the right of the directed line a → b
 * as you see it), −1 when it turns counterclockwise, 0 when the points are
 * collinear (two or three of them equal included). In y-up maths coordinates
 * the same sign reads the usual way: 1 = counterclockwise. Example: a = (0, 0),
 * b = (1, 0), c = (0, 1) (c below a on screen) gives 1.
 *
 * The predicate behind every hitkit decision on segments (Shewchuk's
 * `orient2d`), for building your own queries. Exact for coordinates of
 * magnitude 0 or between 1e-100 and 1e100. Allocates nothing.
 *
 * @param a - first point, scene units
 * @param b - second point
 * @param c - the point whose side of a → b is asked
 * @returns `-1 | 0 | 1`
 * @throws TypeError / RangeError naming the argument (`b.x must be a finite number, got NaN`)
 */
export function orientation(a: Vec2, b: Vec2, c: Vec2): -1 | 0 | 1 {
  assertVec2(a, 'a');
  assertVec2(b, 'b');
  assertVec2(c, 'c');
  return orientationSignXY(a.x, a.y, b.x, b.y, c.x, c.y) as -1 | 0 | 1;
}
