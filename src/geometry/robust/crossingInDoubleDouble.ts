import { SPLITTER } from './expansion';

/**
 * The fast path of the crossing points (`crossingAt`, `rayCrossingAt`): the
 * crossing of `p + t·r` and `q + u·s` in double-double arithmetic, with a bound
 * of every error, answered only when the bound certifies each value within
 * 1 ulp (else the exact path decides). In four steps:
 *
 * 1. the differences `r = p₂ − p`, `s = q₂ − q`, `w = q − p` exactly, as value +
 *    error (two-diff), each split into halves once (Veltkamp);
 * 2. `D = cross(r, s)`, `N = cross(w, s)`, `M = cross(w, r)`, each as high + low
 *    with a bound of its error: the leading products' rounding errors exactly
 *    (Dekker), the difference errors' terms in doubles;
 * 3. `t = N/D`, `u = M/D` in double-double, once their relative errors are
 *    certified small enough;
 * 4. the point `p + t·r`, each coordinate certified within ½ ulp before its
 *    final rounding.
 *
 * The steps hand their numbers on in the module-level typed arrays below,
 * filled and read within one synchronous call that runs no user code, so
 * nothing is boxed across a call the engine does not inline. @internal
 */

/** 2⁻⁹⁹ = 128u²: a bound of the double-double crosses' error, relative to the size of their products (the terms add up to about 60u², with room). */
const CROSS_ERROR = 2 ** -99;
/** The relative error a quotient may carry and still round to within 1 ulp (2⁻⁶⁰, with the final rounding's ½ ulp). */
const QUOTIENT_ERROR = 2 ** -60;

/**
 * Step 1's differences, 8 numbers each: `[x, xError, xHigh, xLow, y, yError,
 * yHigh, yLow]` (value, two-diff error, Veltkamp's halves of the value), for
 * `r` at {@link R}, `s` at {@link S}, `w` at {@link W}.
 */
const DIFFERENCES = new Float64Array(24);
const R = 0;
const S = 8;
const W = 16;
/** Step 2's crosses, 3 numbers each: `[high, low, error bound]`, for `D` at 0, `N` at 3, `M` at 6. */
const CROSSES = new Float64Array(9);
/** Step 3's quotients in double-double: `[t₁, t₂, u₁, u₂]` (`t = t₁ + t₂`, `u = u₁ + u₂`). */
const QUOTIENTS = new Float64Array(4);

/**
 * The crossing in double-double. Reads `p, p₂, q` and the direction `s` with its
 * two-diff error from `e` (`[px, py, p2x, p2y, qx, qy, sx, sy, sxError, syError]`).
 * When the bound certifies each value within 1 ulp (lines not nearly parallel:
 * 1/sin θ below about 2³⁸, and no coordinate cancelling to near 0), writes
 * `out[o …]` = `t, u, x, y` and `unrounded[0 … 1]` = `u` before its final
 * rounding (high + low), and returns true; otherwise returns false.
 */
export function crossingInDoubleDouble(e: Float64Array, out: Float64Array, o: number, unrounded: Float64Array): boolean {
  loadDifferences(e);
  crossOf(R, S, 0); // D = cross(r, s)
  crossOf(W, S, 3); // N = cross(w, s)
  crossOf(W, R, 6); // M = cross(w, r)
  const c = CROSSES;
  // Relative errors of the quotients t = N/D, u = M/D (a zero numerator is exact only if its bound is 0).
  const dSize = Math.abs(c[0]!) - c[2]!;
  if (!(dSize > 0)) return false;
  const dRelative = c[2]! / dSize;
  const tRelative = c[3] === 0 ? (c[5] === 0 ? 0 : Infinity) : c[5]! / (Math.abs(c[3]!) - c[5]!) + dRelative;
  const uRelative = c[6] === 0 ? (c[8] === 0 ? 0 : Infinity) : c[8]! / (Math.abs(c[6]!) - c[8]!) + dRelative;
  if (!(tRelative <= QUOTIENT_ERROR && tRelative >= 0 && uRelative <= QUOTIENT_ERROR && uRelative >= 0)) return false;
  divideByD(3, 0); // t
  divideByD(6, 2); // u
  if (!certifiedCoordinate(e, 0, out, o) || !certifiedCoordinate(e, 1, out, o)) return false;
  const q = QUOTIENTS;
  out[o] = q[0]! + q[1]! + 0;
  out[o + 1] = q[2]! + q[3]! + 0;
  unrounded[0] = q[2]!;
  unrounded[1] = q[3]!;
  return true;
}

/** Step 1: `r`, `s`, `w` into {@link DIFFERENCES}, exactly as value + error, with the values' halves. */
function loadDifferences(e: Float64Array): void {
  const px = e[0]!;
  const py = e[1]!;
  const p2x = e[2]!;
  const p2y = e[3]!;
  const qx = e[4]!;
  const qy = e[5]!;
  const d = DIFFERENCES;
  const rx = p2x - px;
  let virt = p2x - rx;
  d[R] = rx;
  d[R + 1] = p2x - (rx + virt) + (virt - px);
  const ry = p2y - py;
  virt = p2y - ry;
  d[R + 4] = ry;
  d[R + 5] = p2y - (ry + virt) + (virt - py);
  // s = q₂ − q comes so from the caller.
  d[S] = e[6]!;
  d[S + 1] = e[8]!;
  d[S + 4] = e[7]!;
  d[S + 5] = e[9]!;
  const wx = qx - px;
  virt = qx - wx;
  d[W] = wx;
  d[W + 1] = qx - (wx + virt) + (virt - px);
  const wy = qy - py;
  virt = qy - wy;
  d[W + 4] = wy;
  d[W + 5] = qy - (wy + virt) + (virt - py);
  // Veltkamp's split of each value, once (each appears in two products): v = high + low, 26 bits each.
  for (let k = 0; k < 24; k += 4) {
    const v = d[k]!;
    const split = SPLITTER * v;
    const high = split - (split - v);
    d[k + 2] = high;
    d[k + 3] = v - high;
  }
}

/**
 * Step 2: `cross(u, v)` for the differences at `DIFFERENCES[u]` and `[v]`, into
 * `CROSSES[slot …]` as `[high, low, error bound]`: `a − b` by two-sum, the
 * products' rounding errors exactly (Dekker), the difference errors' terms in doubles.
 */
function crossOf(u: number, v: number, slot: number): void {
  const d = DIFFERENCES;
  const ux = d[u]!;
  const uxe = d[u + 1]!;
  const uxH = d[u + 2]!;
  const uxL = d[u + 3]!;
  const uy = d[u + 4]!;
  const uye = d[u + 5]!;
  const uyH = d[u + 6]!;
  const uyL = d[u + 7]!;
  const vx = d[v]!;
  const vxe = d[v + 1]!;
  const vxH = d[v + 2]!;
  const vxL = d[v + 3]!;
  const vy = d[v + 4]!;
  const vye = d[v + 5]!;
  const vyH = d[v + 6]!;
  const vyL = d[v + 7]!;
  const a = ux * vy;
  const b = uy * vx;
  const h = a - b;
  const bv = h - a;
  const av = h - bv;
  const l =
    a - av + (-b - bv) +
    (uxL * vyL - (a - uxH * vyH - uxL * vyH - uxH * vyL)) -
    (uyL * vxL - (b - uyH * vxH - uyL * vxH - uyH * vxL)) +
    (ux * vye + uxe * vy + uxe * vye) -
    (uy * vxe + uye * vx + uye * vxe);
  const high = h + l;
  CROSSES[slot] = high;
  CROSSES[slot + 1] = l - (high - h);
  CROSSES[slot + 2] = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
}

/** Step 3: the cross at `CROSSES[slot]` over `D` in double-double, `q₁ + q₂` (`q₁·D`'s high part exactly, Dekker), into `QUOTIENTS[at …]`. */
function divideByD(slot: number, at: number): void {
  const c = CROSSES;
  const dHigh = c[0]!;
  const dLow = c[1]!;
  const nHigh = c[slot]!;
  const nLow = c[slot + 1]!;
  let split = SPLITTER * dHigh;
  const dH = split - (split - dHigh);
  const dL = dHigh - dH;
  const q1 = nHigh / dHigh;
  const p = q1 * dHigh;
  split = SPLITTER * q1;
  const qH = split - (split - q1);
  const qL = q1 - qH;
  QUOTIENTS[at] = q1;
  QUOTIENTS[at + 1] = (nHigh - p - (qL * dL - (p - qH * dH - qL * dH - qH * dL)) + nLow - q1 * dLow) / dHigh;
}

/**
 * Step 4: the crossing's coordinate `axis` (0: x, 1: y), `p + t·r` with `t·r`'s
 * leading product exact, into `out[o + 2 + axis]` when it is certified within
 * ½ ulp before its final rounding (the error below 2⁻⁵⁴ of the coordinate:
 * ulp ≥ 2⁻⁵³·|x|); false when not.
 */
function certifiedCoordinate(e: Float64Array, axis: number, out: Float64Array, o: number): boolean {
  const t1 = QUOTIENTS[0]!;
  const t2 = QUOTIENTS[1]!;
  const split = SPLITTER * t1;
  const tH = split - (split - t1);
  const tL = t1 - tH;
  const start = e[axis]!;
  const k = R + 4 * axis;
  const r = DIFFERENCES[k]!;
  const rError = DIFFERENCES[k + 1]!;
  const rH = DIFFERENCES[k + 2]!;
  const rL = DIFFERENCES[k + 3]!;
  const m = t1 * r;
  const sum = start + m;
  const bv = sum - start;
  const av = sum - bv;
  const value = sum + (start - av + (m - bv) + (tL * rL - (m - tH * rH - tL * rH - tH * rL)) + t1 * rError + t2 * r);
  const error = (QUOTIENT_ERROR + 2 ** -99) * Math.abs(m) + 2 ** -99 * Math.abs(start);
  if (!(error <= 2 ** -54 * Math.abs(value) * (1 - 2 ** -40))) return false;
  out[o + 2 + axis] = value + 0;
  return true;
}
