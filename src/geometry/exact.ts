/**
 * An exact orientation sign that allocates nothing, for the rare points the
 * inline floating-point filters cannot decide (ties: collinear points, an
 * endpoint exactly on the other segment). @internal
 *
 * `orient2d` (`robust-predicates`) is exact too, but it takes its six
 * coordinates as numbers: called from a hot loop that the engine does not
 * inline it into, every number is boxed (a heap allocation each), and so would
 * every tie be. This one reads its points from `Float64Array`s by index and
 * returns −1, 0 or 1, so nothing is boxed either way.
 *
 * Method: the textbook error-free transformations. Each coordinate difference
 * is split exactly into a rounded value and its error (Knuth's two-sum), each
 * of the eight products of those parts exactly into two doubles (Dekker's
 * product with Veltkamp's split), and the sixteen doubles are summed exactly
 * into a nonoverlapping expansion (Shewchuk's grow-expansion, zeros dropped),
 * whose largest component has the sign of the sum. When the differences and the
 * two products are exact (a tie on a grid, the common case), comparing the two
 * products is the answer, and the expansion is skipped. Exact while no product
 * overflows or underflows: for coordinates of magnitude 0 or between 1e-100
 * and 1e100 (hitkit's supported range).
 */

/** A sign's factor pairs (up to eight), their terms (up to sixteen), and the sum (reused: synchronous). */
const FACTORS = new Float64Array(16);
const TERMS = new Float64Array(16);
const SUM = new Float64Array(16);

/**
 * The exact sign of `cross(a − c, b − c)` (= `side(a, b, c)`: positive when `c`
 * is on the front side of the directed line `a → b`, 0 when the points are
 * collinear), for the points `a = (A[ia], A[ia + 1])`, `b = (B[ib], B[ib + 1])`,
 * `c = (C[ic], C[ic + 1])`.
 */
export function orientSign(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number): number {
  const ax = A[ia]!;
  const ay = A[ia + 1]!;
  const bx = B[ib]!;
  const by = B[ib + 1]!;
  const cx = C[ic]!;
  const cy = C[ic + 1]!;
  // a − c and b − c, each exactly as value + error (two-diff).
  const acx = ax - cx;
  let virt = ax - acx;
  const acxError = ax - (acx + virt) + (virt - cx);
  const acy = ay - cy;
  virt = ay - acy;
  const acyError = ay - (acy + virt) + (virt - cy);
  const bcx = bx - cx;
  virt = bx - bcx;
  const bcxError = bx - (bcx + virt) + (virt - cx);
  const bcy = by - cy;
  virt = by - bcy;
  const bcyError = by - (bcy + virt) + (virt - cy);
  if (acxError === 0 && acyError === 0 && bcxError === 0 && bcyError === 0) {
    // The differences are exact (the common case for ties on a grid): when both
    // products are exact too, the sign of their rounded difference is exact.
    const left = acx * bcy;
    const right = acy * bcx;
    let split = 134217729 * acx; // 2²⁷ + 1
    let aHigh = split - (split - acx);
    let aLow = acx - aHigh;
    split = 134217729 * bcy;
    let bHigh = split - (split - bcy);
    let bLow = bcy - bHigh;
    const leftError = aLow * bLow - (left - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    split = 134217729 * acy;
    aHigh = split - (split - acy);
    aLow = acy - aHigh;
    split = 134217729 * bcx;
    bHigh = split - (split - bcx);
    bLow = bcx - bHigh;
    const rightError = aLow * bLow - (right - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    if (leftError === 0 && rightError === 0) return left > right ? 1 : left < right ? -1 : 0;
  }
  // (acx + e)(bcy + e) − (acy + e)(bcx + e): four products added, four subtracted.
  const f = FACTORS;
  f[0] = acx;
  f[1] = bcy;
  f[2] = acx;
  f[3] = bcyError;
  f[4] = acxError;
  f[5] = bcy;
  f[6] = acxError;
  f[7] = bcyError;
  f[8] = acy;
  f[9] = bcx;
  f[10] = acy;
  f[11] = bcxError;
  f[12] = acyError;
  f[13] = bcx;
  f[14] = acyError;
  f[15] = bcxError;
  return productsSign(8, 4);
}

/**
 * The exact sign of `Σ FACTORS[2k]·FACTORS[2k + 1]` over `k < pairs`, the
 * first `added` products added and the rest subtracted: each product split
 * exactly into two doubles (Dekker's product with Veltkamp's split), then all
 * summed exactly into a nonoverlapping expansion, smallest component first
 * (Shewchuk's grow-expansion, zeros dropped), whose largest component has the
 * sign of the sum. Takes only integers, so nothing is boxed.
 */
function productsSign(pairs: number, added: number): number {
  const f = FACTORS;
  let terms = 0;
  for (let k = 0; k < pairs; k++) {
    const a = f[2 * k]!;
    const b = f[2 * k + 1]!;
    if (a === 0 || b === 0) continue;
    // Dekker's exact product: a·b = product + error.
    const product = a * b;
    let split = 134217729 * a; // 2²⁷ + 1
    const aHigh = split - (split - a);
    const aLow = a - aHigh;
    split = 134217729 * b;
    const bHigh = split - (split - b);
    const bLow = b - bHigh;
    const error = aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    const sign = k < added ? 1 : -1;
    TERMS[terms++] = sign * product;
    if (error !== 0) TERMS[terms++] = sign * error;
  }
  const sum = SUM;
  let length = 0;
  for (let t = 0; t < terms; t++) {
    let q = TERMS[t]!;
    let kept = 0;
    for (let e = 0; e < length; e++) {
      const component = sum[e]!;
      const total = q + component;
      const bVirt = total - q;
      const aVirt = total - bVirt;
      const h = q - aVirt + (component - bVirt);
      q = total;
      if (h !== 0) sum[kept++] = h;
    }
    if (q !== 0) sum[kept++] = q;
    length = kept;
  }
  if (length === 0) return 0;
  return sum[length - 1]! > 0 ? 1 : -1;
}

/**
 * The exact sign of `cross(d, p − o) = dx·(py − oy) − dy·(px − ox)`: which side
 * of the ray from `o = (R[r], R[r + 1])` along `d = (R[r + 2], R[r + 3])` the
 * point `p = (P[i], P[i + 1])` is on (positive: the side `perp(d)` points to),
 * 0 when `p` is exactly on the ray's line. Unlike `orientSign` it takes the
 * direction itself, not a second point, so a ray whose `origin + direction`
 * is not representable is still judged exactly. Same method and range as
 * `orientSign`; allocates nothing.
 */
export function crossSign(R: Float64Array, r: number, P: Float64Array, i: number): number {
  const ox = R[r]!;
  const oy = R[r + 1]!;
  const dx = R[r + 2]!;
  const dy = R[r + 3]!;
  const px = P[i]!;
  const py = P[i + 1]!;
  const ex = px - ox;
  let virt = px - ex;
  const exError = px - (ex + virt) + (virt - ox);
  const ey = py - oy;
  virt = py - ey;
  const eyError = py - (ey + virt) + (virt - oy);
  // (dx)(ey + e) − (dy)(ex + e): two products added, two subtracted.
  const f = FACTORS;
  f[0] = dx;
  f[1] = ey;
  f[2] = dx;
  f[3] = eyError;
  f[4] = dy;
  f[5] = ex;
  f[6] = dy;
  f[7] = exError;
  return productsSign(4, 2);
}
