import { crossingInDoubleDouble } from './crossingInDoubleDouble';
import { appendScaled, crossExpansion, SPLITTER, sumTerms } from './expansion';
import { hasTiny, scaleByPowerOfTwo, tinyScale, upScale } from './tinyScale';

/**
 * Crossing points of two lines, correct to the last bits at any angle:
 * within 1 ulp of the exact crossing and of its exact parameters, near-parallel
 * lines included. @internal
 *
 * The crossing of `p + t·r` and `q + u·s` (`r = p₂ − p`, `s = q₂ − q`) is the
 * rational point `t = N/D`, `u = M/D`, `x = (p.x·D + r.x·N)/D`, `y = (p.y·D +
 * r.y·N)/D`, with `D = cross(r, s)`, `N = cross(q − p, s)`, `M = cross(q − p,
 * r)`. Two paths, one answer (each value within 1 ulp of the exact one):
 *
 * - **double-double** (almost every crossing; `crossingInDoubleDouble`): the
 *   differences exactly (two-diff), the leading products exactly (Dekker), the
 *   small terms in doubles, the quotients and the point in double-double, with
 *   a bound of every error; taken when the bound certifies each value within
 *   ½ ulp before its final rounding (the lines not within about 2⁻³⁸ rad of
 *   parallel);
 * - **exact** (the rest): each numerator and `D` exactly, as a floating-point
 *   expansion (Shewchuk's arithmetic, as the exact predicates use), so nothing
 *   cancels however small `D` is; each quotient then in double-double (a
 *   106-bit approximation of each exact value, a corrected quotient), rounded
 *   once.
 *
 * The floating-point formula `t = cross(q − p, s) / cross(r, s)` computed in
 * doubles loses about `log₂(1/sin θ)` bits (θ the angle between the lines):
 * on JTS's "Dave Skea" test pair (segments 1.2e-14 rad apart, coordinates
 * around 2·10⁶), a point 1,569 units off (10 % of the segment). JTS's robust line intersector computes such points in
 * double-double; this goes one step further (exact numerators) so that the
 * bound holds at every angle.
 *
 * **Why no plain-double evaluation can certify 1 ulp.** A value `v` (one of
 * `t`, `u`, `x`, `y`) is within 1 ulp when `|v̂ − v| ≤ ulp(v̂)`, and `ulp(v̂)`
 * is at most `2ε·|v̂|` (ε = 2⁻⁵³). A cheap path would evaluate `N`, `D`, `M` in
 * doubles and certify with a bound known in advance, from the computed values
 * only. But that bound must cover what it cannot see: each rounded product of
 * `N = w.x·s.y − w.y·s.x` may be off by up to ε of itself, so `N̂` by up to
 * ε·P_N ≥ ε·|N| (P_N = |w.x·s.y| + |w.y·s.x| ≥ |N|, its permanent); `D̂` likewise
 * by up to ε·|D|; the quotient's rounding adds ε more. Those roundings are
 * independent, so no valid bound on `t̂ = N̂/D̂` is below about `3ε·|t̂|`, which
 * exceeds `2ε·|t̂| ≥ ulp(t̂)`: never certified, whatever the inputs (short of
 * exact products). The same for `u`, and for `x = p.x + t·r.x` wherever
 * `|t·r.x|` is not well below `|x|` (the `t` error of a few ε carried by
 * `|t·r.x|` is then a few ulps of `x`). So `t` and `u` need `N`, `D`, `M` to
 * better than 2⁻⁵⁴ relative (the final rounding takes ½ ulp of the 1), more than 53 bits: Dekker's exact products, at
 * about 17 flops each without a fused multiply-add (JavaScript has none) —
 * the double-double path's cost. Measured against the exact (BigInt) oracle
 * on the bench's dense distribution (10,000 pairs, 2,733 proper crossings):
 * the plain formula lands within 1 ulp in all four values for 37.5 % of the
 * crossings (66.9 % of the sparse one's 145), off by up to 79,448 ulps; an
 * a-priori bound certifies `t` for none. Only the point's last step has a
 * shortcut: where `|t·r.x| ≤ |x|/2`, `fl(p.x + fl(t·r.x))` with `t` in
 * double-double is within about ¾ ulp (28.7 % of the dense crossings on both axes),
 * saving one exact product per axis, a few percent of the path.
 *
 * Exact while no product of three coordinates overflows or underflows:
 * coordinates of magnitude 0 or between 1e-90 and 1e90; `crossingAt` scales
 * segments with a smaller nonzero coordinate up by a power of two first
 * (exact), so tiny segments are answered as their scaled copies are. Allocates nothing.
 */

/*
 * Scratch, module-level: every array below is filled and read within one
 * synchronous call of `crossingAt`, `rayCrossingAt` or `lineCrossingAt`, which
 * run no user code, so no call sees another's numbers.
 */
/** The expansions of D, N and M (≤ 16 components each). */
const EXP_D = new Float64Array(16);
const EXP_N = new Float64Array(16);
const EXP_M = new Float64Array(16);
/** Scaled expansions and the numerator of a coordinate (≤ 3 × 32 components). */
const SCALED = new Float64Array(96);
const NUMERATOR = new Float64Array(96);
/** The operands of a double-double division: `[high, low]` of the numerator, then of the denominator. */
const DD = new Float64Array(4);
/** `u` before its final rounding, as high + low (written by both paths), for `rayCrossingAt`'s distance. */
const UNROUNDED_U = new Float64Array(2);
/** Where the unrounded quotients nobody reads go. */
const UNREAD = new Float64Array(2);

/** `DD[slot]`, `DD[slot + 1]` = the expansion `e` (nonoverlapping, increasing) to about 106 bits. */
function toDoubleDouble(e: Float64Array, length: number, slot: number): void {
  let high = 0;
  let low = 0;
  for (let k = 0; k < length; k++) {
    const c = e[k]!;
    const s = high + c;
    const bVirt = s - high;
    const aVirt = s - bVirt;
    const error = high - aVirt + (c - bVirt);
    low += error;
    // renormalise (fast two-sum: |s| ≥ |low| here)
    high = s + low;
    low = low - (high - s);
  }
  DD[slot] = high;
  DD[slot + 1] = low;
}

/**
 * The quotient of the double-doubles `DD[0 … 1]` / `DD[2 … 3]`, rounded once
 * (within 1 ulp); its high and low parts before that rounding go to `unrounded[0 … 1]`.
 */
function divideDoubleDouble(unrounded: Float64Array): number {
  const ah = DD[0]!;
  const al = DD[1]!;
  const bh = DD[2]!;
  const bl = DD[3]!;
  const q1 = ah / bh;
  if (!Number.isFinite(q1) || q1 === 0) {
    unrounded[0] = q1;
    unrounded[1] = 0;
    return q1;
  }
  // r = a − q1·b, with q1·bh exactly (Dekker): ah − p is exact (p is within a factor 2 of ah).
  const p = q1 * bh;
  let split = SPLITTER * q1;
  const qHigh = split - (split - q1);
  const qLow = q1 - qHigh;
  split = SPLITTER * bh;
  const bHigh = split - (split - bh);
  const bLow = bh - bHigh;
  const pError = qLow * bLow - (p - qHigh * bHigh - qLow * bHigh - qHigh * bLow);
  const r = ah - p - pError + al - q1 * bl;
  unrounded[0] = q1;
  unrounded[1] = r / bh;
  return q1 + r / bh;
}

/**
 * The two lines, copied: `p, p₂, q`, then the second line's direction `s` as
 * value and two-diff error (`sx, sy, sxe, sye`), then `q₂` (segments only).
 */
const ENDS = new Float64Array(12);
/** The origin, for `crossExpansion(…, ZERO, 0, ENDS, 6)` = a cross with the direction `s` itself. */
const ZERO = new Float64Array(2);

/**
 * The crossing of the lines through the segments at `P[i]` and `Q[j]` (`[x,
 * y, x₂, y₂]` each), which must not be parallel (their exact cross product
 * nonzero: the caller has found their ends on opposite sides). Writes
 * `out[o …]` = `t, u, x, y` (`t` along the first segment, `u` along the
 * second), each within 1 ulp of the exact value (see the module comment).
 */
export function crossingAt(P: Float64Array, i: number, Q: Float64Array, j: number, out: Float64Array, o: number): void {
  const k = tinyScale(P, i, 4, Q, j, 4);
  if (k !== 0) {
    crossingScaled(P, i, Q, j, k, out, o);
    return;
  }
  const e = fillEnds(P, i, Q, j);
  if (crossingInDoubleDouble(e, out, o, UNROUNDED_U)) return;
  crossingExactly(e, e, 4, e, 10, out, o);
}

/** The segments scaled by `2^k` (an exact scaling), for {@link crossingScaled}. */
const SCALED_SEGMENTS = new Float64Array(8);

/**
 * {@link crossingAt} on both segments scaled by `2^k` (exact: the numbers only
 * grow, and stay below 2²⁵¹): `t` and `u` are the same, and the point is the
 * scaled one's, scaled back (the last step rounding once, so within 1 ulp in
 * the subnormal range too).
 */
function crossingScaled(P: Float64Array, i: number, Q: Float64Array, j: number, k: number, out: Float64Array, o: number): void {
  for (let n = 0; n < 4; n++) {
    SCALED_SEGMENTS[n] = P[i + n]!;
    SCALED_SEGMENTS[4 + n] = Q[j + n]!;
  }
  scaleByPowerOfTwo(SCALED_SEGMENTS, 0, 8, k);
  const e = fillEnds(SCALED_SEGMENTS, 0, SCALED_SEGMENTS, 4);
  if (!crossingInDoubleDouble(e, out, o, UNROUNDED_U)) crossingExactly(e, e, 4, e, 10, out, o);
  scaleByPowerOfTwo(out, o + 2, o + 4, -k);
}

/** Copies the segments at `P[i]` and `Q[j]` into `ENDS` (see there), `s = q₂ − q` as value + two-diff error; returns `ENDS`. */
function fillEnds(P: Float64Array, i: number, Q: Float64Array, j: number): Float64Array {
  const e = ENDS;
  e[0] = P[i]!;
  e[1] = P[i + 1]!;
  e[2] = P[i + 2]!;
  e[3] = P[i + 3]!;
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const q2x = Q[j + 2]!;
  const q2y = Q[j + 3]!;
  e[4] = qx;
  e[5] = qy;
  // s = q₂ − q exactly, as value + error (two-diff)
  const sx = q2x - qx;
  let virt = q2x - sx;
  e[6] = sx;
  e[8] = q2x - (sx + virt) + (virt - qx);
  const sy = q2y - qy;
  virt = q2y - sy;
  e[7] = sy;
  e[9] = q2y - (sy + virt) + (virt - qy);
  e[10] = q2x;
  e[11] = q2y;
  return e;
}

/** The segments and the answer of {@link crossingTakesFastPath} (scratch, as above). */
const PROBE = new Float64Array(8);
const PROBE_OUT = new Float64Array(4);

/**
 * Does `crossingAt` certify the crossing of `p → p₂` and `q → q₂` (not
 * parallel) on its fast path, without exact arithmetic? For the bench's count
 * of the exact path. @internal
 */
export function crossingTakesFastPath(px: number, py: number, p2x: number, p2y: number, qx: number, qy: number, q2x: number, q2y: number): boolean {
  PROBE[0] = px;
  PROBE[1] = py;
  PROBE[2] = p2x;
  PROBE[3] = p2y;
  PROBE[4] = qx;
  PROBE[5] = qy;
  PROBE[6] = q2x;
  PROBE[7] = q2y;
  return crossingInDoubleDouble(fillEnds(PROBE, 0, PROBE, 4), PROBE_OUT, 0, UNREAD);
}

/**
 * The crossing of the ray in the record `R = [ox, oy, dx, dy, …]` (its line
 * `o + s·d`) with the line through the segment `S[i] = [ax, ay, bx, by]`, not
 * parallel to it (the caller has found the segment's ends strictly on opposite
 * sides of the ray's line). Writes `out[o …]` = `t, distance, x, y`: `t` along
 * the segment, `distance` = `s·|d|` in scene units along the ray (`s` to at
 * least 60 bits, `|d|` to about 100, their product rounded once: within 1
 * ulp), the point within 1 ulp of the exact crossing. A direction longer than
 * 2¹⁰⁰ or shorter than 2⁻¹⁰⁰ is first scaled by a power of two, so that
 * `s·|d|` neither overflows nor underflows; that is exact while its smaller
 * component stays a normal number (components within a factor 2⁹⁰⁰ of each
 * other); beyond, the smaller one rounds, which turns the ray by less than 2⁻⁹⁰⁰ rad.
 * When a nonzero number below 2⁻²⁹⁸ is among them (a coordinate of the
 * segment's ends or the origin, a component of the direction), the points are
 * solved scaled up by a power of two (their largest coordinate to about 2²⁵⁰),
 * and the distance and the point scaled back (a wall 2⁻⁷⁰⁰ away was at
 * distance 0; a direction (1, 1e-250) against a wall 1e-60 long was hit at a
 * point 4e12 ulps off). Exact while the direction's components are within a
 * factor 2⁹⁰⁰ of each other (see above).
 */
export function rayCrossingAt(R: Float64Array, S: Float64Array, i: number, out: Float64Array, o: number): void {
  const e = ENDS;
  e[0] = S[i]!;
  e[1] = S[i + 1]!;
  e[2] = S[i + 2]!;
  e[3] = S[i + 3]!;
  e[4] = R[0]!;
  e[5] = R[1]!;
  let dx = R[2]!;
  let dy = R[3]!;
  const size = Math.abs(dx) + Math.abs(dy);
  if (!(size > 2 ** -100 && size < 2 ** 100)) {
    const k = Math.floor(Math.log2(size));
    // 2^−k in two exact factors (each finite for any k of a finite nonzero direction)
    const half = -k >> 1;
    const first = 2 ** half;
    const second = 2 ** (-k - half);
    dx = dx * first * second;
    dy = dy * first * second;
  }
  e[6] = dx;
  e[7] = dy;
  e[8] = 0;
  e[9] = 0;
  // a tiny number (a coordinate of the segment's ends or the origin, a component of the direction): the
  // points solved scaled up by 2^k (exact; the direction stays), where `s`, the distance and the point
  // scale with them and `t` does not
  const k = hasTiny(e, 0, 8) ? upScale(e, 0, 6) : 0;
  if (k !== 0) scaleByPowerOfTwo(e, 0, 6, k);
  if (!crossingInDoubleDouble(e, out, o, UNROUNDED_U)) crossingExactly(e, ZERO, 0, e, 6, out, o);
  // distance = u·|d|, rounded once: u unrounded as high + low, |d| = √(dx² + dy²) with the
  // squares exact (Dekker) and one Newton step, the product's leading term exact.
  const uHigh = UNROUNDED_U[0]!;
  const uLow = UNROUNDED_U[1]!;
  let split = SPLITTER * dx;
  let high = split - (split - dx);
  let low = dx - high;
  const xx = dx * dx;
  const xxError = low * low - (xx - high * high - 2 * low * high);
  split = SPLITTER * dy;
  high = split - (split - dy);
  low = dy - high;
  const yy = dy * dy;
  const yyError = low * low - (yy - high * high - 2 * low * high);
  const sum = xx + yy;
  const virt = sum - xx;
  const sumLow = xx - (sum - virt) + (yy - virt) + xxError + yyError;
  const root = Math.sqrt(sum);
  split = SPLITTER * root;
  high = split - (split - root);
  low = root - high;
  const rootSquared = root * root;
  const rootError = low * low - (rootSquared - high * high - 2 * low * high);
  const rootLow = (sum - rootSquared - rootError + sumLow) / (2 * root);
  const product = uHigh * root;
  split = SPLITTER * uHigh;
  const uH = split - (split - uHigh);
  const uL = uHigh - uH;
  const productError = uL * low - (product - uH * high - uL * high - uH * low);
  out[o + 1] = product + (productError + uHigh * rootLow + uLow * root) + 0;
  if (k !== 0) scaleByPowerOfTwo(out, o + 1, o + 4, -k);
}

/**
 * The exact path of `crossingAt` and `rayCrossingAt`: `D`, `N`, `M` as
 * expansions, the second line's direction being `B[ib…] − A[ia…]`; writes
 * `t, u, x, y` into `out[o …]` and `u` unrounded into `UNROUNDED_U`.
 */
function crossingExactly(e: Float64Array, A: Float64Array, ia: number, B: Float64Array, ib: number, out: Float64Array, o: number): void {
  const lengthD = crossExpansion(e, 0, e, 2, A, ia, B, ib, EXP_D); // cross(r, s)
  const lengthN = crossExpansion(e, 0, e, 4, A, ia, B, ib, EXP_N); // cross(q − p, s)
  const lengthM = crossExpansion(e, 0, e, 4, e, 0, e, 2, EXP_M); // cross(q − p, r)
  toDoubleDouble(EXP_D, lengthD, 2);
  toDoubleDouble(EXP_N, lengthN, 0);
  out[o] = divideDoubleDouble(UNREAD) + 0; // never −0
  toDoubleDouble(EXP_M, lengthM, 0);
  out[o + 1] = divideDoubleDouble(UNROUNDED_U) + 0;
  out[o + 2] = coordinate(e, lengthD, lengthN, 0);
  out[o + 3] = coordinate(e, lengthD, lengthN, 1);
}

/**
 * The crossing's coordinate `axis` (0: x, 1: y) on the line `p → p₂` at
 * `e[0 … 3]`: `(p·D + r·N) / D` with `r = p₂ − p` exactly as value + error, `D`
 * and `N` the expansions in `EXP_D` and `EXP_N` (their lengths given).
 */
function coordinate(e: Float64Array, lengthD: number, lengthN: number, axis: number): number {
  const start = e[axis]!;
  const end = e[2 + axis]!;
  const r = end - start;
  const virt = end - r;
  const rError = end - (r + virt) + (virt - start);
  let count = appendScaled(EXP_D, lengthD, start, SCALED, 0);
  count = appendScaled(EXP_N, lengthN, r, SCALED, count);
  count = appendScaled(EXP_N, lengthN, rError, SCALED, count);
  const length = sumTerms(SCALED, count, NUMERATOR);
  toDoubleDouble(NUMERATOR, length, 0);
  return divideDoubleDouble(UNREAD) + 0; // never −0
}

/** Scratch for `lineCrossingAt`: the coefficients regrouped (c₁, a₁, c₂, a₂). */
const REGROUPED = new Float64Array(4);

/**
 * The crossing of the lines `a₁x + b₁y + c₁ = 0` and `a₂x + b₂y + c₂ = 0`
 * given as `L = [a₁, b₁, c₁, a₂, b₂, c₂]` (not parallel: `a₁b₂ − a₂b₁ ≠ 0`
 * exactly): Cramer's rule with each determinant exact (expansions) and each
 * quotient in double-double, rounded once, into `out[o]`, `out[o + 1]`. Finite
 * whenever the exact crossing is representable, however near parallel.
 * @internal
 */
export function lineCrossingAt(L: Float64Array, out: Float64Array, o: number): void {
  const lengthD = crossExpansion(ZERO, 0, L, 0, ZERO, 0, L, 3, EXP_D); // a₁b₂ − b₁a₂
  toDoubleDouble(EXP_D, lengthD, 2);
  const lengthN = crossExpansion(ZERO, 0, L, 1, ZERO, 0, L, 4, EXP_N); // b₁c₂ − c₁b₂
  toDoubleDouble(EXP_N, lengthN, 0);
  out[o] = divideDoubleDouble(UNREAD) + 0;
  REGROUPED[0] = L[2]!;
  REGROUPED[1] = L[0]!;
  REGROUPED[2] = L[5]!;
  REGROUPED[3] = L[3]!;
  const lengthM = crossExpansion(ZERO, 0, REGROUPED, 0, ZERO, 0, REGROUPED, 2, EXP_M); // c₁a₂ − a₁c₂
  toDoubleDouble(EXP_M, lengthM, 0);
  out[o + 1] = divideDoubleDouble(UNREAD) + 0;
}
