import { orient2d } from 'robust-predicates';
import { orientSign } from './exact';
import type { Segment, Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';

/**
 * Exact orientation decisions, on `robust-predicates`' `orient2d` (Shewchuk's
 * adaptive-precision predicate): which side of a directed line a point is on,
 * and whether two closed segments touch, decided without rounding error, so a
 * T-junction, a shared endpoint or a collinear overlap is never missed or
 * invented. @internal
 *
 * Speed: `orient2d` opens with a floating-point filter (the rounded determinant
 * against an error bound) and runs its exact arithmetic only when that cannot
 * certify the sign. The segment tests write that filter out inline (the same
 * formula, the same bound `(3 + 16ε)ε·|left + right|`, ε = 2⁻⁵³, as a literal so
 * it costs no load), so a clear sign costs a few products and no call, and fall
 * back to `orientSign` (exact.ts), which allocates nothing, for the rest. Any
 * formula with a correct bound certifies the same sign as the exact one, and
 * only signs and zeros are used, so the answers are exactly `orient2d`'s.
 */

/**
 * `cross(b − a, c − a)` with its sign exact: positive when `c` is on the front
 * side of the directed line `a → b` (the side `perp(b − a) = (−dy, dx)` points
 * to, article 002's 表), negative behind it, exactly 0 when the three points are
 * collinear. The magnitude is twice the triangle's area, to within rounding.
 * (`orient2d` returns the opposite sign: it is written for y up.) The value is
 * `−orient2d(a, b, c)` to the bit.
 */
export function side(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const detLeft = (ay - cy) * (bx - cx);
  const detRight = (ax - cx) * (by - cy);
  const det = detLeft - detRight;
  if (Math.abs(det) >= 3.3306690738754716e-16 * Math.abs(detLeft + detRight)) return -det;
  return -orient2d(ax, ay, bx, by, cx, cy);
}

/**
 * The sign (−1, 0 or 1) of the determinant `left − right` of two rounded
 * products of coordinate differences, when `orient2d`'s error bound certifies
 * it, or 2 when it cannot (the callers then ask `orientSign`). An integer
 * either way, so the callers keep their signs in integer registers (a number
 * that is sometimes a double and sometimes a call's result would be boxed), and
 * a literal rather than a module constant, which would cost a load. @internal
 */
export function filteredSign(left: number, right: number): number {
  const det = left - right;
  if (!(Math.abs(det) >= 3.3306690738754716e-16 * Math.abs(left + right))) return 2;
  return det > 0 ? 1 : det < 0 ? -1 : 0;
}

/**
 * The exact sign (−1, 0 or 1) of `side(q, q2, p)` for the segment `q → q2` at
 * `Q[j]` (`[qx, qy, q2x, q2y]`) and the point `p` at `P[i]`: positive when `p`
 * is on the front side of the directed line `q → q2`. `orient2d`'s formula and
 * filter ({@link filteredSign}), `orientSign` when the filter cannot tell.
 * Reads its points from arrays by index, so nothing is boxed. @internal
 */
export function sideAt(Q: Float64Array, j: number, P: Float64Array, i: number): number {
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const sign = filteredSign((P[i + 1]! - qy) * (Q[j + 2]! - qx), (P[i]! - qx) * (Q[j + 3]! - qy));
  return sign === 2 ? orientSign(Q, j, Q, j + 2, P, i) : sign; // 2: the filter cannot tell
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

/**
 * The two segments of a pair whose bounding boxes meet, packed for
 * {@link segmentsTouchNear} (reused: the functions are synchronous).
 */
const PAIR = new Float64Array(8);

/**
 * {@link segmentsTouch} on coordinates: `p → p2` against `q → q2`. The common
 * far-apart case costs a few comparisons ({@link boxesApartXY}); the rest is
 * {@link segmentsTouchNear}'s.
 */
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
  if (boxesApartXY(px, py, p2x, p2y, qx, qy, q2x, q2y)) return false;
  const pair = PAIR;
  pair[0] = px;
  pair[1] = py;
  pair[2] = p2x;
  pair[3] = p2y;
  pair[4] = qx;
  pair[5] = qy;
  pair[6] = q2x;
  pair[7] = q2y;
  return segmentsTouchNear(pair, 0, pair, 4);
}

/**
 * Are the closed axis-aligned bounding boxes of the segments `p → p2` and
 * `q → q2` apart (some axis separates them)? Then the segments share no point.
 * Exact comparisons, combined without branches (0/1 with `&` and `|`): which
 * side a far segment lies on is unpredictable, and a mispredicted branch costs
 * more than the comparisons. Small, so the engine inlines it; in a batch, p's
 * extents are loop-invariant and computed once. @internal
 */
export function boxesApartXY(
  px: number,
  py: number,
  p2x: number,
  p2y: number,
  qx: number,
  qy: number,
  q2x: number,
  q2y: number,
): boolean {
  const pMinX = Math.min(px, p2x);
  const pMaxX = Math.max(px, p2x);
  const pMinY = Math.min(py, p2y);
  const pMaxY = Math.max(py, p2y);
  return (
    ((+(pMaxX < qx) & +(pMaxX < q2x)) |
      (+(pMinX > qx) & +(pMinX > q2x)) |
      (+(pMaxY < qy) & +(pMaxY < q2y)) |
      (+(pMinY > qy) & +(pMinY > q2y))) !==
    0
  );
}

/**
 * {@link segmentsTouch} for segments whose bounding boxes meet, at `P[i]` and
 * `Q[j]` (`[x, y, x2, y2]`): the orientations of p's ends against q's line and of q's ends against
 * p's line (inline filters; the exact, allocation-free `orientSign` when they
 * cannot tell). A segment whose ends are strictly on one side of the other's
 * line misses it. @internal
 */
export function segmentsTouchNear(P: Float64Array, i: number, Q: Float64Array, j: number): boolean {
  const px = P[i]!;
  const py = P[i + 1]!;
  const p2x = P[i + 2]!;
  const p2y = P[i + 3]!;
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const q2x = Q[j + 2]!;
  const q2y = Q[j + 3]!;
  // d1, d2 = side(q, q2, p), side(q, q2, p2): orient2d(p, q2, q)'s and orient2d(p2, q2, q)'s formula.
  const d1 = sideAt(Q, j, P, i);
  const d2 = sideAt(Q, j, P, i + 2);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false; // p strictly on one side of q's line
  // d3, d4 = side(p, p2, q), side(p, p2, q2).
  const d3 = sideAt(P, i, Q, j);
  const d4 = sideAt(P, i, Q, j + 2);
  if ((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0)) return false; // q strictly on one side of p's line
  // Proper crossing, or one endpoint on the other segment's line between its ends.
  if ((d1 !== 0 || d2 !== 0) && (d3 !== 0 || d4 !== 0)) return true;
  // Collinear or degenerate (both ends of one on the other's line): an endpoint
  // in the other segment's bounding box, which for a point on its line is on it.
  const qMinX = Math.min(qx, q2x);
  const qMaxX = Math.max(qx, q2x);
  const qMinY = Math.min(qy, q2y);
  const qMaxY = Math.max(qy, q2y);
  const pMinX = Math.min(px, p2x);
  const pMaxX = Math.max(px, p2x);
  const pMinY = Math.min(py, p2y);
  const pMaxY = Math.max(py, p2y);
  return (
    (d1 === 0 && px >= qMinX && px <= qMaxX && py >= qMinY && py <= qMaxY) ||
    (d2 === 0 && p2x >= qMinX && p2x <= qMaxX && p2y >= qMinY && p2y <= qMaxY) ||
    (d3 === 0 && qx >= pMinX && qx <= pMaxX && qy >= pMinY && qy <= pMaxY) ||
    (d4 === 0 && q2x >= pMinX && q2x <= pMaxX && q2y >= pMinY && q2y <= pMaxY)
  );
}

/** The three points of `orientation`, packed for the exact sign (reused: synchronous). */
const TURN = new Float64Array(6);

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
  TURN[0] = a.x;
  TURN[1] = a.y;
  TURN[2] = b.x;
  TURN[3] = b.y;
  TURN[4] = c.x;
  TURN[5] = c.y;
  // orientSign(a, b, c) = sign(cross(a − c, b − c)) = sign(cross(b − a, c − a)).
  return orientSign(TURN, 0, TURN, 2, TURN, 4) as -1 | 0 | 1;
}
