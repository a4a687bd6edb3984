import { orientationSign } from '../robust/orientation';
import { segmentPairFilter, UNCERTAIN } from '../robust/segmentPairFilter';
import type { Rect, Segment } from '../shapes/types';

/**
 * The exact touch tests of segments, tolerance-free: does a closed segment
 * share a point with another closed segment, or with a closed axis-aligned box?
 * Crossing, touching at an endpoint, a T-junction and a collinear overlap all
 * count; a zero-length segment is its point. Decided with the exact orientation
 * sign and exact comparisons, after cheap bounding-box filters. They are the
 * kernels of the public hit tests (`segmentSegmentHit`, `segmentRectHit`, the
 * polygon hits), of the exact zeros of the shape distances, and of the
 * intersection queries' decisions, so all of them agree. Allocate nothing.
 * @internal
 */

/**
 * Do the closed segments share at least one point? Exact: crossing, touching at
 * an endpoint, a T-junction and a collinear overlap all count; zero-length
 * segments are their points. Allocates nothing.
 */
export function segmentsTouch(s1: Segment, s2: Segment): boolean {
  // The box test here, small enough to be inlined into the caller's loop; the rest in a call that takes the objects.
  if (boxesApartXY(s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y)) return false;
  return boxesMeetTouch(s1, s2);
}

/**
 * {@link segmentsTouch} for segments whose bounding boxes meet: a cheaper first
 * filter with one error bound for all four orientations, reading the objects
 * (nothing is boxed; too large to be inlined, so the box test above stays small
 * enough to be inlined into the caller's loop), then {@link segmentsTouchNear}
 * (`segmentPairFilter`'s bound per orientation, then the exact test) for the
 * pairs it cannot certify: ties, touching ends, collinear or tiny segments.
 *
 * With `r = p₂ − p`, `s = q₂ − q`, `w = q − p` (each difference rounded) it
 * evaluates `D = cross(r, s)`, `N = cross(w, s)` and `M = cross(w, r)` in
 * doubles. Exactly, `N = d₁` and `N − D = d₂` (the sides of q's line that p and
 * p₂ are on), `−M = d₃` and `D − M = d₄` (those of p's line that q and q₂ are
 * on), so the segments cross properly iff `N·(N − D) < 0` and `M·(M − D) < 0`,
 * and miss when either product is positive.
 *
 * **The bound.** With ε = 2⁻⁵³ and γₖ = kε/(1 − kε) (Higham, "Accuracy and
 * Stability of Numerical Algorithms", §3.1): a rounded difference is its exact
 * value times (1 + δ), |δ| ≤ ε, and the rounded product of two of them is the
 * exact product times (1 + θ), |θ| ≤ γ₃; so the rounded `N` is within `γ₄·P_N`
 * of the exact one, `P_N = |w.x·s.y| + |w.y·s.x|` its permanent, and the
 * rounded `N − D` within `γ₅·(P_N + P_D)`; likewise `M` and `M − D`. Each
 * permanent is at most a product of 1-norms (`P_N ≤ W·S`, `P_D ≤ R·S`, `P_M ≤
 * W·R`, with `W = |w.x| + |w.y|` and so on), so every error is at most
 * `γ₅·(W + R)·(S + R)`. The bound used, `E = (W + R)·(S + R)·2⁻⁵⁰ + 2⁻⁵⁰⁰`, is
 * still above that after the nine roundings of its own evaluation (2⁻⁵⁰·(1 −
 * ε)⁹ > γ₅). A value whose magnitude exceeds `E` therefore has the exact
 * value's sign and is not 0; strict, so a tie is never certified. The term
 * 2⁻⁵⁰⁰ covers underflow (an underflowing product is off by at most 2⁻¹⁰⁷⁵,
 * an underflowing difference is exact) and keeps the sign products normal
 * numbers. Valid for coordinates of magnitude below 2⁵⁰⁰ (no product
 * overflows), a range wider than the exact predicate's.
 */
function boxesMeetTouch(s1: Segment, s2: Segment): boolean {
  const px = s1.start.x;
  const py = s1.start.y;
  const p2x = s1.end.x;
  const p2y = s1.end.y;
  const qx = s2.start.x;
  const qy = s2.start.y;
  const q2x = s2.end.x;
  const q2y = s2.end.y;
  const rx = p2x - px;
  const ry = p2y - py;
  const sx = q2x - qx;
  const sy = q2y - qy;
  const wx = qx - px;
  const wy = qy - py;
  const d = rx * sy - ry * sx;
  const n = wx * sy - wy * sx;
  const m = wx * ry - wy * rx;
  const nd = n - d;
  const md = m - d;
  const r = Math.abs(rx) + Math.abs(ry);
  // E = (W + R)·(S + R)·2⁻⁵⁰ + 2⁻⁵⁰⁰ (see above; literals cost no load). An overflowing product makes E infinite: nothing certified.
  const bound = (Math.abs(wx) + Math.abs(wy) + r) * (Math.abs(sx) + Math.abs(sy) + r) * 8.881784197001252e-16 + 3.054936363499605e-151;
  if (Math.abs(n) > bound && Math.abs(nd) > bound && Math.abs(m) > bound && Math.abs(md) > bound) return (+(n * nd < 0) & +(m * md < 0)) === 1;
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
 * The two segments of a pair whose bounding boxes meet, packed for
 * {@link segmentsTouchNear} (module-level scratch: filled and read in one
 * synchronous call that runs no user code).
 */
const PAIR = new Float64Array(8);

/**
 * {@link segmentsTouch} on coordinates: `p → p2` against `q → q2`. The common
 * far-apart case costs a few comparisons ({@link boxesApartXY}); segments whose
 * boxes meet are packed for {@link segmentsTouchNear} (its fused filter, the
 * exact test only where that cannot certify). Packed rather than passed as
 * numbers: a call the engine does not inline would box eight numbers, and the
 * filter is too large to inline into every caller's loop.
 */
export function segmentsTouchXY(px: number, py: number, p2x: number, p2y: number, qx: number, qy: number, q2x: number, q2y: number): boolean {
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
export function boxesApartXY(px: number, py: number, p2x: number, p2y: number, qx: number, qy: number, q2x: number, q2y: number): boolean {
  const pMinX = Math.min(px, p2x);
  const pMaxX = Math.max(px, p2x);
  const pMinY = Math.min(py, p2y);
  const pMaxY = Math.max(py, p2y);
  return ((+(pMaxX < qx) & +(pMaxX < q2x)) | (+(pMinX > qx) & +(pMinX > q2x)) | (+(pMaxY < qy) & +(pMaxY < q2y)) | (+(pMinY > qy) & +(pMinY > q2y))) !== 0;
}

/**
 * {@link segmentsTouch} for segments whose bounding boxes meet, at `P[i]` and
 * `Q[j]` (`[x, y, x2, y2]`): the fused filter (`segmentPairFilter`) first, the
 * exact test ({@link segmentsTouchExactAt}) for the pairs it cannot certify.
 * @internal
 */
export function segmentsTouchNear(P: Float64Array, i: number, Q: Float64Array, j: number): boolean {
  const sure = segmentPairFilter(P, i, Q, j);
  return sure === UNCERTAIN ? segmentsTouchExactAt(P, i, Q, j) : sure === 1;
}

/**
 * The exact test of segments at `P[i]` and `Q[j]` (`[x, y, x2, y2]`): the
 * orientations of p's ends against q's line and of q's ends against p's line
 * (`orientationSign`: its filter, the exact sign when the filter cannot tell).
 * A segment whose ends are strictly on one side of the other's line misses it.
 * @internal
 */
export function segmentsTouchExactAt(P: Float64Array, i: number, Q: Float64Array, j: number): boolean {
  const px = P[i]!;
  const py = P[i + 1]!;
  const p2x = P[i + 2]!;
  const p2y = P[i + 3]!;
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const q2x = Q[j + 2]!;
  const q2y = Q[j + 3]!;
  // d1, d2: the sides of q's line (directed q → q2) that p and p2 are on; d3, d4: those of p's line that q and q2 are on.
  const d1 = orientationSign(Q, j, Q, j + 2, P, i);
  const d2 = orientationSign(Q, j, Q, j + 2, P, i + 2);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false; // p strictly on one side of q's line
  const d3 = orientationSign(P, i, P, i + 2, Q, j);
  const d4 = orientationSign(P, i, P, i + 2, Q, j + 2);
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

/** Is `(px, py)` within the closed axis-aligned bounding box of `(ax, ay)` and `(bx, by)`? Exact comparisons. */
export function inBoxXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  return px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by);
}

/**
 * Exact: does the closed segment share a point with the closed rect? An
 * endpoint in the rect (by comparison), or the segment touching one of the four
 * edges (by the exact orientation sign). Allocates nothing. @internal
 */
export function segmentRectTouch(segment: Segment, rect: Rect): boolean {
  return segmentBoxTouchXY(segment.start.x, segment.start.y, segment.end.x, segment.end.y, rect.x, rect.y, rect.x + rect.width, rect.y + rect.height);
}

/** {@link segmentRectTouch} on coordinates: the segment `(sx, sy) → (ex, ey)`, the box `[left, right] × [top, bottom]`. @internal */
export function segmentBoxTouchXY(sx: number, sy: number, ex: number, ey: number, left: number, top: number, right: number, bottom: number): boolean {
  return (
    inBoxXY(sx, sy, left, top, right, bottom) ||
    inBoxXY(ex, ey, left, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, top, right, top) ||
    segmentsTouchXY(sx, sy, ex, ey, right, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, right, bottom, left, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, bottom, left, top)
  );
}
