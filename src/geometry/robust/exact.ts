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
  // cross(a − c, b − c): the differences exactly as value + error, and the eight factor pairs.
  loadCrossFactors(C, ic, A, ia, C, ic, B, ib);
  const f = FACTORS;
  const acx = f[0]!;
  const bcy = f[1]!;
  const acy = f[8]!;
  const bcx = f[9]!;
  if (f[4] === 0 && f[3] === 0 && f[12] === 0 && f[11] === 0) {
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
  return productsSign(8, 4);
}

/**
 * Writes into `out` the exact value of `cross(b − a, d − c)` for the points
 * `a = A[ia…]`, `b = B[ib…]`, `c = C[ic…]`, `d = D[id…]`, as a nonoverlapping
 * expansion (increasing magnitude, no zeros; at most 16 components), and
 * returns its length (0: the value is exactly 0). Each difference is split
 * exactly into value + error (two-diff), the eight products of those parts
 * each exactly into two doubles, and the terms summed exactly. @internal
 */
export function crossExpansion(
  A: Float64Array,
  ia: number,
  B: Float64Array,
  ib: number,
  C: Float64Array,
  ic: number,
  D: Float64Array,
  id: number,
  out: Float64Array,
): number {
  loadCrossFactors(A, ia, B, ib, C, ic, D, id);
  return productsExpansion(8, 4, out);
}

/**
 * The factor pairs of `cross(b − a, d − c)` into `FACTORS`: with `u = b − a`
 * and `v = d − c` each exactly as value + error (two-diff), `(uₓ + e)(v_y + e)
 * − (u_y + e)(vₓ + e)` as four products added and four subtracted:
 * `[uₓ, v_y, uₓ, e(v_y), e(uₓ), v_y, e(uₓ), e(v_y), u_y, vₓ, u_y, e(vₓ), e(u_y), vₓ, e(u_y), e(vₓ)]`.
 */
function loadCrossFactors(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number, D: Float64Array, id: number): void {
  const ax = A[ia]!;
  const ay = A[ia + 1]!;
  const bx = B[ib]!;
  const by = B[ib + 1]!;
  const cx = C[ic]!;
  const cy = C[ic + 1]!;
  const dx = D[id]!;
  const dy = D[id + 1]!;
  const ux = bx - ax;
  let virt = bx - ux;
  const uxError = bx - (ux + virt) + (virt - ax);
  const uy = by - ay;
  virt = by - uy;
  const uyError = by - (uy + virt) + (virt - ay);
  const vx = dx - cx;
  virt = dx - vx;
  const vxError = dx - (vx + virt) + (virt - cx);
  const vy = dy - cy;
  virt = dy - vy;
  const vyError = dy - (vy + virt) + (virt - cy);
  const f = FACTORS;
  f[0] = ux;
  f[1] = vy;
  f[2] = ux;
  f[3] = vyError;
  f[4] = uxError;
  f[5] = vy;
  f[6] = uxError;
  f[7] = vyError;
  f[8] = uy;
  f[9] = vx;
  f[10] = uy;
  f[11] = vxError;
  f[12] = uyError;
  f[13] = vx;
  f[14] = uyError;
  f[15] = vxError;
}

/**
 * `Σ FACTORS[2k]·FACTORS[2k + 1]` over `k < pairs`, the first `added` products
 * added and the rest subtracted, exactly, into `out` as a nonoverlapping
 * expansion (smallest component first, no zeros); returns its length. Each
 * product is split exactly into two doubles (Dekker's product with Veltkamp's
 * split), then all are summed exactly (`sumTerms`). Takes only integers, so
 * nothing is boxed.
 */
function productsExpansion(pairs: number, added: number, out: Float64Array): number {
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
  return sumTerms(TERMS, terms, out);
}

/** The exact sign of `productsExpansion(pairs, added)`: that of its largest component. */
function productsSign(pairs: number, added: number): number {
  const length = productsExpansion(pairs, added, SUM);
  return length === 0 ? 0 : SUM[length - 1]! > 0 ? 1 : -1;
}

/**
 * Sums `terms[0 … count − 1]` exactly into `out` (Shewchuk's grow-expansion,
 * zeros dropped): nonoverlapping components, increasing magnitude; returns the
 * length. `out` must not be `terms`. @internal
 */
export function sumTerms(terms: Float64Array, count: number, out: Float64Array): number {
  let length = 0;
  for (let t = 0; t < count; t++) {
    let q = terms[t]!;
    let kept = 0;
    for (let e = 0; e < length; e++) {
      const component = out[e]!;
      const total = q + component;
      const bVirt = total - q;
      const aVirt = total - bVirt;
      const h = q - aVirt + (component - bVirt);
      q = total;
      if (h !== 0) out[kept++] = h;
    }
    if (q !== 0) out[kept++] = q;
    length = kept;
  }
  return length;
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

/**
 * The exact sign of `a·x + b·y + c` for `L = [a, b, c]` and the point
 * `P[i…]` (which side of the line `a·x + b·y + c = 0` the point is on): the
 * rounded value when it is clearly away from 0, else exact. Allocates nothing.
 * @internal
 */
export function lineSideSign(L: Float64Array, P: Float64Array, i: number): number {
  const ax = L[0]! * P[i]!;
  const by = L[1]! * P[i + 1]!;
  const c = L[2]!;
  const value = ax + by + c;
  // two products (ε each) and two sums (ε each): 4ε of the magnitudes bounds the error
  if (Math.abs(value) > 4.440892098500626e-16 * (Math.abs(ax) + Math.abs(by) + Math.abs(c))) return value > 0 ? 1 : -1;
  const f = FACTORS;
  f[0] = L[0]!;
  f[1] = P[i]!;
  f[2] = L[1]!;
  f[3] = P[i + 1]!;
  f[4] = c;
  f[5] = 1;
  return productsSign(3, 3);
}
