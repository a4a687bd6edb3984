import { SPLITTER } from './expansion';

/**
 * The fast path of the crossing points (`crossingAt`, `rayCrossingAt`): the
 * crossing of `p + t·r` and `q + u·s` in double-double arithmetic, with a bound
 * of every error, answered only when the bound certifies each value within
 * 1 ulp (else the exact path decides). Its steps:
 *
 * 1. the differences `r = p₂ − p`, `s = q₂ − q`, `w = q − p` exactly, as value +
 *    error (two-diff), each split into halves (Veltkamp);
 * 2. `D = cross(r, s)`, `N = cross(w, s)`, `M = cross(w, r)`, each as high + low
 *    with a bound of its error: the leading products' rounding errors exactly
 *    (Dekker), the difference errors' terms in doubles;
 * 3. `t = N/D`, `u = M/D` in double-double, once their relative errors are
 *    certified small enough (and neither has underflowed);
 * 4. the point `p + t·r`, each coordinate certified within ½ ulp before its
 *    final rounding.
 *
 * All in one function, every value in a local (no scratch array between the
 * steps, no difference computed twice). @internal
 */

/** 2⁻⁹⁹ = 128u²: a bound of the double-double crosses' error, relative to the size of their products (the terms add up to about 60u², with room). */
const CROSS_ERROR = 2 ** -99;
/** The relative error a quotient may carry and still round to within 1 ulp (2⁻⁶⁰, with the final rounding's ½ ulp). */
const QUOTIENT_ERROR = 2 ** -60;

/**
 * The crossing in double-double. Reads `p, p₂, q` and the direction `s` with its
 * two-diff error from `e` (`[px, py, p2x, p2y, qx, qy, sx, sy, sxError, syError]`).
 * When the bound certifies each value within 1 ulp (lines not nearly parallel:
 * 1/sin θ below about 2³⁸, and no coordinate cancelling to near 0), writes
 * `out[o …]` = `t, u, x, y` and `unrounded[0 … 1]` = `u` before its final
 * rounding (high + low), and returns true; otherwise returns false.
 * (Not reformatted: the error-free products are laid out alike, term under term.)
 */
// prettier-ignore
// eslint-disable-next-line max-lines-per-function -- one straight-line computation: split in two, its values go through a scratch array between the parts (about 20 % slower, measured)
export function crossingInDoubleDouble(e: Float64Array, out: Float64Array, o: number, unrounded: Float64Array): boolean {
  // Step 1: r = p₂ − p and w = q − p exactly, as value + error (two-diff); s = q₂ − q comes so from the caller.
  const px = e[0]!;
  const py = e[1]!;
  const rx = e[2]! - px;
  let virt = e[2]! - rx;
  const rxe = e[2]! - (rx + virt) + (virt - px);
  const ry = e[3]! - py;
  virt = e[3]! - ry;
  const rye = e[3]! - (ry + virt) + (virt - py);
  const wx = e[4]! - px;
  virt = e[4]! - wx;
  const wxe = e[4]! - (wx + virt) + (virt - px);
  const wy = e[5]! - py;
  virt = e[5]! - wy;
  const wye = e[5]! - (wy + virt) + (virt - py);
  const sx = e[6]!;
  const sy = e[7]!;
  const sxe = e[8]!;
  const sye = e[9]!;
  // Each split into halves (Veltkamp), for the exact products.
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
  // Step 2: each cross a − b as high + low (two-sum), the products' rounding errors exactly (Dekker),
  // the difference errors' terms in doubles; its error bound CROSS_ERROR·(|a| + |b|).
  // D = cross(r, s)
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
  // N = cross(w, s)
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
  // M = cross(w, r)
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
  // Step 3: the relative errors of the quotients t = N/D, u = M/D (a zero numerator is exact only if its bound is 0).
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
  // A quotient of a nonzero numerator outside [2⁻⁹⁶⁰, 2⁹⁹⁶) has lost the relative accuracy the steps assume:
  // near the bottom its low part, or the quotient itself, underflows (a t of 1e-360 rounds to 0, and
  // p + t·r with |r| = 1e90 is then off by far more than an ulp); near the top its split overflows (NaN).
  // Then the exact path.
  const tSize = Math.abs(t1);
  const uSize = Math.abs(q1);
  if ((nHigh !== 0 && !(tSize >= 2 ** -960 && tSize < 2 ** 996)) || (mHigh !== 0 && !(uSize >= 2 ** -960 && uSize < 2 ** 996))) return false;
  // Step 4: the point p + t·r, t·r's leading product exact, each coordinate certified within ½ ulp
  // before its final rounding (the error below 2⁻⁵⁴ of the coordinate: ulp ≥ 2⁻⁵³·|x|).
  split = SPLITTER * t1;
  const tH = split - (split - t1);
  const tL = t1 - tH;
  let m = t1 * rx;
  let sum = px + m;
  bv = sum - px;
  av = sum - bv;
  const x = sum + (px - av + (m - bv) + (tL * rxL - (m - tH * rxH - tL * rxH - tH * rxL)) + t1 * rxe + t2 * rx);
  if (!((QUOTIENT_ERROR + 2 ** -99) * Math.abs(m) + 2 ** -99 * Math.abs(px) <= 2 ** -54 * Math.abs(x) * (1 - 2 ** -40))) return false;
  if (m !== 0 && Math.abs(m) < 2 ** -968) return false; // t·r's error terms would underflow: the bound is relative only
  m = t1 * ry;
  sum = py + m;
  bv = sum - py;
  av = sum - bv;
  const y = sum + (py - av + (m - bv) + (tL * ryL - (m - tH * ryH - tL * ryH - tH * ryL)) + t1 * rye + t2 * ry);
  if (!((QUOTIENT_ERROR + 2 ** -99) * Math.abs(m) + 2 ** -99 * Math.abs(py) <= 2 ** -54 * Math.abs(y) * (1 - 2 ** -40))) return false;
  if (m !== 0 && Math.abs(m) < 2 ** -968) return false;
  out[o] = t1 + t2 + 0;
  out[o + 1] = q1 + u2 + 0;
  out[o + 2] = x + 0;
  out[o + 3] = y + 0;
  unrounded[0] = q1;
  unrounded[1] = u2;
  return true;
}
