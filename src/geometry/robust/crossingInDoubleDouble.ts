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
 *    (Dekker), the difference errors' terms in doubles ({@link crosses});
 * 3. `t = N/D`, `u = M/D` in double-double, once their relative errors are
 *    certified small enough;
 * 4. the point `p + t·r`, each coordinate certified within ½ ulp before its
 *    final rounding.
 *
 * Steps 1 and 2 are {@link crosses}, which hands the crosses on in the
 * module-level `CROSSES` (filled and read within one synchronous call that runs
 * no user code), so nothing is boxed across a call the engine does not inline;
 * steps 3 and 4 are {@link crossingInDoubleDouble}, which recomputes the two
 * differences of `r` it needs (a few additions; handing every difference on
 * through memory made segment intersection 10 % slower). @internal
 */

/** 2⁻⁹⁹ = 128u²: a bound of the double-double crosses' error, relative to the size of their products (the terms add up to about 60u², with room). */
const CROSS_ERROR = 2 ** -99;
/** The relative error a quotient may carry and still round to within 1 ulp (2⁻⁶⁰, with the final rounding's ½ ulp). */
const QUOTIENT_ERROR = 2 ** -60;

/** `D`, `N` and `M` as `[dHigh, dLow, dError, nHigh, nLow, nError, mHigh, mLow, mError]` (error: the bound of the cross's error). */
const CROSSES = new Float64Array(9);

/**
 * The crossing in double-double. Reads `p, p₂, q` and the direction `s` with its
 * two-diff error from `e` (`[px, py, p2x, p2y, qx, qy, sx, sy, sxError, syError]`).
 * When the bound certifies each value within 1 ulp (lines not nearly parallel:
 * 1/sin θ below about 2³⁸, and no coordinate cancelling to near 0), writes
 * `out[o …]` = `t, u, x, y` and `unrounded[0 … 1]` = `u` before its final
 * rounding (high + low), and returns true; otherwise returns false.
 */
export function crossingInDoubleDouble(e: Float64Array, out: Float64Array, o: number, unrounded: Float64Array): boolean {
  crosses(e);
  const c = CROSSES;
  const dHigh = c[0]!;
  const dLow = c[1]!;
  const nHigh = c[3]!;
  const mHigh = c[6]!;
  const mError = c[8]!;
  // Relative errors of the quotients t = N/D, u = M/D (a zero numerator is exact only if its bound is 0).
  const dSize = Math.abs(dHigh) - c[2]!;
  if (!(dSize > 0)) return false;
  const dRelative = c[2]! / dSize;
  const tRelative = nHigh === 0 ? (c[5] === 0 ? 0 : Infinity) : c[5]! / (Math.abs(nHigh) - c[5]!) + dRelative;
  const uRelative = mHigh === 0 ? (mError === 0 ? 0 : Infinity) : mError / (Math.abs(mHigh) - mError) + dRelative;
  if (!(tRelative <= QUOTIENT_ERROR && tRelative >= 0 && uRelative <= QUOTIENT_ERROR && uRelative >= 0)) return false;
  // t = N/D and u = M/D in double-double: q1 + q2 (q1·dHigh exactly, Dekker).
  let split = SPLITTER * dHigh;
  const dH = split - (split - dHigh);
  const dL = dHigh - dH;
  let q1 = nHigh / dHigh;
  let p = q1 * dHigh;
  split = SPLITTER * q1;
  let qH = split - (split - q1);
  let qL = q1 - qH;
  const t2 = (nHigh - p - (qL * dL - (p - qH * dH - qL * dH - qH * dL)) + c[4]! - q1 * dLow) / dHigh;
  const t1 = q1;
  q1 = mHigh / dHigh;
  p = q1 * dHigh;
  split = SPLITTER * q1;
  qH = split - (split - q1);
  qL = q1 - qH;
  const u2 = (mHigh - p - (qL * dL - (p - qH * dH - qL * dH - qH * dL)) + c[7]! - q1 * dLow) / dHigh;
  // Step 4: the point p + t·r, t·r's leading product exact, each coordinate certified within ½ ulp
  // before its final rounding (the error below 2⁻⁵⁴ of the coordinate: ulp ≥ 2⁻⁵³·|x|).
  split = SPLITTER * t1;
  const tH = split - (split - t1);
  const tL = t1 - tH;
  for (let axis = 0; axis < 2; axis++) {
    const start = e[axis]!;
    const end = e[axis + 2]!;
    const r = end - start;
    const virt = end - r;
    const rError = end - (r + virt) + (virt - start);
    split = SPLITTER * r;
    const rH = split - (split - r);
    const rL = r - rH;
    const m = t1 * r;
    const sum = start + m;
    const bv = sum - start;
    const av = sum - bv;
    const value = sum + (start - av + (m - bv) + (tL * rL - (m - tH * rH - tL * rH - tH * rL)) + t1 * rError + t2 * r);
    const error = (QUOTIENT_ERROR + 2 ** -99) * Math.abs(m) + 2 ** -99 * Math.abs(start);
    if (!(error <= 2 ** -54 * Math.abs(value) * (1 - 2 ** -40))) return false;
    out[o + 2 + axis] = value + 0;
  }
  out[o] = t1 + t2 + 0;
  out[o + 1] = q1 + u2 + 0;
  unrounded[0] = q1;
  unrounded[1] = u2;
  return true;
}

/**
 * Steps 1 and 2: `D = cross(r, s)`, `N = cross(w, s)` and `M = cross(w, r)` into `CROSSES`.
 * (Not reformatted: the three error-free products are laid out alike, term under term.)
 */
// prettier-ignore
function crosses(e: Float64Array): void {
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
  // s = q₂ − q comes as value + error from the caller.
  const sx = e[6]!;
  const sy = e[7]!;
  const sxe = e[8]!;
  const sye = e[9]!;
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
  // a − b by two-sum, the products' rounding errors exactly (Dekker), the difference errors' terms in doubles.
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
  CROSSES[0] = h + l;
  CROSSES[1] = l - (CROSSES[0] - h);
  CROSSES[2] = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
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
  CROSSES[3] = h + l;
  CROSSES[4] = l - (CROSSES[3] - h);
  CROSSES[5] = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
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
  CROSSES[6] = h + l;
  CROSSES[7] = l - (CROSSES[6] - h);
  CROSSES[8] = CROSS_ERROR * (Math.abs(a) + Math.abs(b));
}
