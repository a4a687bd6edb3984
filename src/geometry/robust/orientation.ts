import { exactCrossSign } from './expansion';
import { productUnderflowRisk } from './underflow';
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
 * Speed: a floating-point filter first (in {@link orientationSign}), so a clear
 * sign costs a few products; exact expansion arithmetic (`exactCrossSign`) only
 * when the filter cannot certify the sign. Any formula with a correct bound
 * certifies the same sign as the exact one, so the answer is always the exact
 * sign. Points are read from `Float64Array`s by index and only integers are
 * returned, so nothing is boxed and nothing allocated, filter or not.
 *
 * **The filter's bound.** The determinant is `left − right`, `left =
 * fl(fl(c.y − a.y)·fl(b.x − a.x))`, `right` likewise. With ε = 2⁻⁵³ and every
 * operation rounded to nearest, Shewchuk's analysis of `orient2d` ("Adaptive
 * Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates",
 * its `ccwerrboundA`) puts the rounded determinant within `(3 + 16ε)ε·|left +
 * right|` of the exact one, the rounding of that bound included — while no
 * product underflows. With underflow (Higham's model: a product is `xy(1 + δ)
 * + η`, |η| ≤ 2⁻¹⁰⁷⁵; a difference that underflows is exact) each product adds
 * at most 2⁻¹⁰⁷⁵ more, and the bound's own product may lose 2⁻¹⁰⁷⁵; so the test
 * is `|det| ≥ (3 + 16ε)ε·|left + right| + 2⁻¹⁰⁷⁰`, valid for every finite
 * input whose products do not overflow. It never certifies a 0: exact zeros,
 * and products of nonzero factors that vanished below the subnormals
 * (`(1e-170)·(1e-170) = 0`), take a second look ({@link orientationUncertain}),
 * which certifies a 0 only from a zero factor (the shared rule of
 * `underflow.ts`), and the exact sign answers the rest.
 *
 * The two other side tests hitkit needs are different determinants, in
 * `lineSide.ts`: a point against a line `a·x + b·y + c = 0` (`lineSideSign`) and
 * against a ray given by its direction (`raySideSign`).
 */

/**
 * The filter's second look, for what {@link orientationSign}'s first test does
 * not certify: the same determinant `left − right` (`left = vy·ux`, `right =
 * vx·uy`, the differences of the points at `A[ia]`, `B[ib]`, `C[ic]`), its sign
 * when `orient2d`'s bound certifies it and neither product may have underflowed
 * (a product that is 0 because a factor is 0 is exact: repeated points, and
 * ties along an axis, are certified here without the exact arithmetic), the
 * exact sign ({@link exactOrientationSign}) otherwise. Takes the points as
 * arrays and indices, so nothing is boxed across the call.
 */
function orientationUncertain(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number): number {
  const ax = A[ia]!;
  const ay = A[ia + 1]!;
  const ux = B[ib]! - ax;
  const uy = B[ib + 1]! - ay;
  const vx = C[ic]! - ax;
  const vy = C[ic + 1]! - ay;
  const left = vy * ux;
  const right = vx * uy;
  const det = left - right;
  const sure = Math.abs(det) >= 3.3306690738754716e-16 * Math.abs(left + right);
  if (sure && !productUnderflowRisk(left, vy, ux) && !productUnderflowRisk(right, vx, uy)) return det > 0 ? 1 : det < 0 ? -1 : 0;
  return exactOrientationSign(A, ia, B, ib, C, ic);
}

/**
 * The exact orientation sign of the points at `A[ia]`, `B[ib]`, `C[ic]`
 * (`exactCrossSign` of `cross(a − c, b − c) = cross(b − a, c − a)`). Its
 * expansion arithmetic is exact while every coordinate is a multiple of 2⁻⁵³⁷
 * (so that each product of two, and of their parts, is a multiple of 2⁻¹⁰⁷⁴:
 * nothing rounds away below the subnormals) and below 2⁵⁰⁰ in magnitude (no
 * overflow). Every double is a multiple of 2⁻¹⁰⁷⁴, and one of at least 2⁻⁴⁸⁵
 * in magnitude a multiple of 2⁻⁵³⁷. So points whose coordinates are all below
 * 2⁻⁴⁰ are first scaled by 2⁵⁴⁰ (exact: a power of two, nothing overflows;
 * the sign is unchanged), which makes each a multiple of 2⁻⁵³⁴; larger points
 * are exact as they are unless they mix a nonzero coordinate below 2⁻⁴⁸⁵ with
 * one above 2⁻⁴⁰.
 */
function exactOrientationSign(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number): number {
  const ax = A[ia]!;
  const ay = A[ia + 1]!;
  const bx = B[ib]!;
  const by = B[ib + 1]!;
  const cx = C[ic]!;
  const cy = C[ic + 1]!;
  const size = Math.max(Math.abs(ax), Math.abs(ay), Math.abs(bx), Math.abs(by), Math.abs(cx), Math.abs(cy));
  if (!(size < 2 ** -40)) return exactCrossSign(C, ic, A, ia, C, ic, B, ib);
  const scaled = SCALED;
  scaled[0] = ax * 2 ** 540;
  scaled[1] = ay * 2 ** 540;
  scaled[2] = bx * 2 ** 540;
  scaled[3] = by * 2 ** 540;
  scaled[4] = cx * 2 ** 540;
  scaled[5] = cy * 2 ** 540;
  return exactCrossSign(scaled, 4, scaled, 0, scaled, 4, scaled, 2);
}

/** Tiny points scaled by 2⁵⁴⁰ for {@link exactOrientationSign} (module-level scratch: filled and read in one synchronous call). */
const SCALED = new Float64Array(6);

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
  const left = (C[ic + 1]! - ay) * (B[ib]! - ax);
  const right = (C[ic]! - ax) * (B[ib + 1]! - ay);
  const det = left - right;
  // The filter (see the module comment): |det| ≥ (3 + 16ε)ε·|left + right| + 2⁻¹⁰⁷⁰, literals (no load).
  // Anything else, exact zeros included, takes a second look, and the exact sign where that cannot tell.
  if (Math.abs(det) >= 3.3306690738754716e-16 * Math.abs(left + right) + 8e-323) return det > 0 ? 1 : -1;
  return orientationUncertain(A, ia, B, ib, C, ic);
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
 * `orient2d`), for building your own queries. Exact for every finite
 * coordinate below 1e100 in magnitude, subnormals included (where the
 * products of the differences underflow, the filter certifies nothing and the
 * exact arithmetic runs on the points scaled by a power of two), except points
 * that mix a nonzero coordinate below 2⁻⁴⁸⁵ (about 1e-146) with one above 2⁻⁴⁰
 * (about 1e-12). Allocates nothing.
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
