import { crossExpansion, sumTerms } from './expansion';

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
 * - **double-double** (almost every crossing): the differences exactly
 *   (two-diff), the leading products exactly (Dekker), the small terms in
 *   doubles, the quotients and the point in double-double, with a bound of
 *   every error; taken when the bound certifies each value within ½ ulp before
 *   its final rounding (the lines not within about 2⁻³⁸ rad of parallel);
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
 * Exact while no product of three coordinates overflows or underflows:
 * coordinates of magnitude 0 or between 1e-90 and 1e90. Allocates nothing.
 */

/** The expansions of D, N and M (≤ 16 components each). */
const EXP_D = new Float64Array(16);
const EXP_N = new Float64Array(16);
const EXP_M = new Float64Array(16);
/** Scaled expansions and the numerator of a coordinate (≤ 3 × 32 components). */
const SCALED = new Float64Array(96);
const NUMERATOR = new Float64Array(96);
/** Double-double results: [high, low] of a numerator and of D. */
const DD = new Float64Array(4);
/** `u` before its final rounding, as high + low (written by both paths), for `rayCrossingAt`'s distance. */
const QUOTIENT = new Float64Array(2);
/** Lengths of the expansions written by the builders. */
let lengthD = 0;
let lengthN = 0;
let lengthM = 0;

const SPLITTER = 134217729; // 2²⁷ + 1

/**
 * Appends the products of the expansion `e` with `b`, each exactly as two
 * doubles (Dekker's product; zeros dropped), to `out` from index `at`; returns
 * the new end. `sumTerms` then makes them one expansion.
 */
function appendScaled(e: Float64Array, length: number, b: number, out: Float64Array, at: number): number {
  if (b === 0 || length === 0) return at;
  let split = SPLITTER * b;
  const bHigh = split - (split - b);
  const bLow = b - bHigh;
  for (let k = 0; k < length; k++) {
    // Every product exactly as two doubles; the grow-expansion in sumTerms makes them nonoverlapping.
    const a = e[k]!;
    const product = a * b;
    split = SPLITTER * a;
    const aHigh = split - (split - a);
    const aLow = a - aHigh;
    const error = aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    out[at++] = product;
    if (error !== 0) out[at++] = error;
  }
  return at;
}

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

/** The quotient of the double-doubles `DD[0 … 1]` / `DD[2 … 3]`, rounded once (within 1 ulp). */
function divideDoubleDouble(): number {
  const ah = DD[0]!;
  const al = DD[1]!;
  const bh = DD[2]!;
  const bl = DD[3]!;
  const q1 = ah / bh;
  if (!Number.isFinite(q1) || q1 === 0) {
    QUOTIENT[0] = q1;
    QUOTIENT[1] = 0;
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
  QUOTIENT[0] = q1;
  QUOTIENT[1] = r / bh;
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
  if (crossingInDoubleDouble(e, out, o)) return;
  crossingExactly(e, e, 4, e, 10, out, o);
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
  if (!crossingInDoubleDouble(e, out, o)) crossingExactly(e, ZERO, 0, e, 6, out, o);
  // distance = u·|d|, rounded once: u as QUOTIENT's high + low, |d| = √(dx² + dy²) with the
  // squares exact (Dekker) and one Newton step, the product's leading term exact.
  const uHigh = QUOTIENT[0]!;
  const uLow = QUOTIENT[1]!;
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
}

/**
 * The exact path of `crossingAt` and `rayCrossingAt`: `D`, `N`, `M` as
 * expansions, the second line's direction being `B[ib…] − A[ia…]`.
 */
function crossingExactly(e: Float64Array, A: Float64Array, ia: number, B: Float64Array, ib: number, out: Float64Array, o: number): void {
  lengthD = crossExpansion(e, 0, e, 2, A, ia, B, ib, EXP_D); // cross(r, s)
  lengthN = crossExpansion(e, 0, e, 4, A, ia, B, ib, EXP_N); // cross(q − p, s)
  lengthM = crossExpansion(e, 0, e, 4, e, 0, e, 2, EXP_M); // cross(q − p, r)
  toDoubleDouble(EXP_D, lengthD, 2);
  toDoubleDouble(EXP_N, lengthN, 0);
  out[o] = divideDoubleDouble() + 0; // never −0
  toDoubleDouble(EXP_M, lengthM, 0);
  out[o + 1] = divideDoubleDouble() + 0;
  const uHigh = QUOTIENT[0]!; // kept: the coordinates' divisions overwrite QUOTIENT
  const uLow = QUOTIENT[1]!;
  out[o + 2] = coordinate(e, 0, 0);
  out[o + 3] = coordinate(e, 0, 1);
  QUOTIENT[0] = uHigh;
  QUOTIENT[1] = uLow;
}

/** 2⁻⁹⁹ = 128u²: a bound of the double-double crosses' error, relative to the size of their products (the terms add up to about 60u², with room). */
const CROSS_ERROR = 2 ** -99;
/** The relative error a quotient may carry and still round to within 1 ulp (2⁻⁶⁰, with the final rounding's ½ ulp). */
const QUOTIENT_ERROR = 2 ** -60;

/**
 * The fast path of `crossingAt` and `rayCrossingAt`: the crossing in
 * double-double arithmetic (exact differences, exact leading products, the
 * small terms in doubles), with a bound of every error. Reads `p, p₂, q` and
 * the direction `s` with its two-diff error from `e` (see `ENDS`). Writes `t,
 * u, x, y` (and `u` unrounded, as high + low, into `QUOTIENT`) and returns true
 * when the bound certifies each within 1 ulp (lines not nearly parallel: 1/sin
 * θ below about 2³⁸, and no coordinate cancelling to near 0); false otherwise
 * (then the exact expansions decide).
 */
function crossingInDoubleDouble(e: Float64Array, out: Float64Array, o: number): boolean {
  const px = e[0]!;
  const py = e[1]!;
  const p2x = e[2]!;
  const p2y = e[3]!;
  const qx = e[4]!;
  const qy = e[5]!;
  // Differences exactly, as value + error (two-diff); s = q₂ − q comes so from the caller.
  const rx = p2x - px;
  let virt = p2x - rx;
  const rxe = p2x - (rx + virt) + (virt - px);
  const ry = p2y - py;
  virt = p2y - ry;
  const rye = p2y - (ry + virt) + (virt - py);
  const sx = e[6]!;
  const sy = e[7]!;
  const sxe = e[8]!;
  const sye = e[9]!;
  const wx = qx - px;
  virt = qx - wx;
  const wxe = qx - (wx + virt) + (virt - px);
  const wy = qy - py;
  virt = qy - wy;
  const wye = qy - (wy + virt) + (virt - py);
  // Veltkamp's split of each difference, once (each appears in two products): v = high + low, 26 bits each.
  let split = SPLITTER * rx;
  const rxH = split - (split - rx);
  const rxL = rx - rxH;
  split = SPLITTER * ry;
  const ryH = split - (split - ry);
  const ryL = ry - ryH;
  split = SPLITTER * sx;
  const sxH = split - (split - sx);
  const sxL = sx - sxH;
  split = SPLITTER * sy;
  const syH = split - (split - sy);
  const syL = sy - syH;
  split = SPLITTER * wx;
  const wxH = split - (split - wx);
  const wxL = wx - wxH;
  split = SPLITTER * wy;
  const wyH = split - (split - wy);
  const wyL = wy - wyH;
  // D = cross(r, s), N = cross(w, s), M = cross(w, r), each as high + low: a − b by two-sum, the
  // products' rounding errors exactly (Dekker), the difference errors' terms in doubles.
  let a = rx * sy;
  let b = ry * sx;
  let h = a - b;
  let bv = h - a;
  let av = h - bv;
  let l =
    a - av + (-b - bv) +
    (rxL * syL - (a - rxH * syH - rxL * syH - rxH * syL)) -
    (ryL * sxL - (b - ryH * sxH - ryL * sxH - ryH * sxL)) +
    (rx * sye + rxe * sy + rxe * sye) -
    (ry * sxe + rye * sx + rye * sxe);
  const dHigh = h + l;
  const dLow = l - (dHigh - h);
  const dError = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
  a = wx * sy;
  b = wy * sx;
  h = a - b;
  bv = h - a;
  av = h - bv;
  l =
    a - av + (-b - bv) +
    (wxL * syL - (a - wxH * syH - wxL * syH - wxH * syL)) -
    (wyL * sxL - (b - wyH * sxH - wyL * sxH - wyH * sxL)) +
    (wx * sye + wxe * sy + wxe * sye) -
    (wy * sxe + wye * sx + wye * sxe);
  const nHigh = h + l;
  const nLow = l - (nHigh - h);
  const nError = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
  a = wx * ry;
  b = wy * rx;
  h = a - b;
  bv = h - a;
  av = h - bv;
  l =
    a - av + (-b - bv) +
    (wxL * ryL - (a - wxH * ryH - wxL * ryH - wxH * ryL)) -
    (wyL * rxL - (b - wyH * rxH - wyL * rxH - wyH * rxL)) +
    (wx * rye + wxe * ry + wxe * rye) -
    (wy * rxe + wye * rx + wye * rxe);
  const mHigh = h + l;
  const mLow = l - (mHigh - h);
  const mError = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
  // Relative errors of the quotients t = N/D, u = M/D (a zero numerator is exact only if its bound is 0).
  const dSize = Math.abs(dHigh) - dError;
  if (!(dSize > 0)) return false;
  const dRelative = dError / dSize;
  const tRelative = nHigh === 0 ? (nError === 0 ? 0 : Infinity) : nError / (Math.abs(nHigh) - nError) + dRelative;
  const uRelative = mHigh === 0 ? (mError === 0 ? 0 : Infinity) : mError / (Math.abs(mHigh) - mError) + dRelative;
  if (!(tRelative <= QUOTIENT_ERROR && tRelative >= 0 && uRelative <= QUOTIENT_ERROR && uRelative >= 0)) return false;
  // t = N/D and u = M/D in double-double: q1 + q2 (q1·dHigh exactly, Dekker).
  split = SPLITTER * dHigh;
  const dH = split - (split - dHigh);
  const dL = dHigh - dH;
  let q1 = nHigh / dHigh;
  let p = q1 * dHigh;
  split = SPLITTER * q1;
  let qH = split - (split - q1);
  let qL = q1 - qH;
  const t2 = (nHigh - p - (qL * dL - (p - qH * dH - qL * dH - qH * dL)) + nLow - q1 * dLow) / dHigh;
  const t1 = q1;
  q1 = mHigh / dHigh;
  p = q1 * dHigh;
  split = SPLITTER * q1;
  qH = split - (split - q1);
  qL = q1 - qH;
  const u2 = (mHigh - p - (qL * dL - (p - qH * dH - qL * dH - qH * dL)) + mLow - q1 * dLow) / dHigh;
  // t1 split once for the point's two products
  split = SPLITTER * t1;
  const tH = split - (split - t1);
  const tL = t1 - tH;
  // x = px + t·rx, y = py + t·ry, with t·r's leading product exact; each within ½ ulp before
  // its final rounding (the error below 2⁻⁵⁴ of the coordinate: ulp ≥ 2⁻⁵³·|x|), else not certified.
  for (let axis = 0; axis < 2; axis++) {
    const start = axis === 0 ? px : py;
    const r = axis === 0 ? rx : ry;
    const rError = axis === 0 ? rxe : rye;
    const rH = axis === 0 ? rxH : ryH;
    const rL = axis === 0 ? rxL : ryL;
    const m = t1 * r;
    const sum = start + m;
    bv = sum - start;
    av = sum - bv;
    const value = sum + (start - av + (m - bv) + (tL * rL - (m - tH * rH - tL * rH - tH * rL)) + t1 * rError + t2 * r);
    const error = (QUOTIENT_ERROR + 2 ** -99) * Math.abs(m) + 2 ** -99 * Math.abs(start);
    if (!(error <= 2 ** -54 * Math.abs(value) * (1 - 2 ** -40))) return false;
    out[o + 2 + axis] = value + 0;
  }
  out[o] = t1 + t2 + 0;
  out[o + 1] = q1 + u2 + 0;
  QUOTIENT[0] = q1;
  QUOTIENT[1] = u2;
  return true;
}

/** The crossing's coordinate `axis` (0: x, 1: y): `(p·D + r·N) / D` with `r = p₂ − p` exactly as value + error. */
function coordinate(P: Float64Array, i: number, axis: number): number {
  const start = P[i + axis]!;
  const end = P[i + 2 + axis]!;
  const r = end - start;
  const virt = end - r;
  const rError = end - (r + virt) + (virt - start);
  let count = appendScaled(EXP_D, lengthD, start, SCALED, 0);
  count = appendScaled(EXP_N, lengthN, r, SCALED, count);
  count = appendScaled(EXP_N, lengthN, rError, SCALED, count);
  const length = sumTerms(SCALED, count, NUMERATOR);
  toDoubleDouble(NUMERATOR, length, 0);
  return divideDoubleDouble() + 0; // never −0
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
  lengthD = crossExpansion(ZERO, 0, L, 0, ZERO, 0, L, 3, EXP_D); // a₁b₂ − b₁a₂
  toDoubleDouble(EXP_D, lengthD, 2);
  lengthN = crossExpansion(ZERO, 0, L, 1, ZERO, 0, L, 4, EXP_N); // b₁c₂ − c₁b₂
  toDoubleDouble(EXP_N, lengthN, 0);
  out[o] = divideDoubleDouble() + 0;
  REGROUPED[0] = L[2]!;
  REGROUPED[1] = L[0]!;
  REGROUPED[2] = L[5]!;
  REGROUPED[3] = L[3]!;
  lengthM = crossExpansion(ZERO, 0, REGROUPED, 0, ZERO, 0, REGROUPED, 2, EXP_M); // c₁a₂ − a₁c₂
  toDoubleDouble(EXP_M, lengthM, 0);
  out[o + 1] = divideDoubleDouble() + 0;
}
