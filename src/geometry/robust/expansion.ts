/**
 * Exact arithmetic on doubles, allocation-free: the error-free transformations
 * and Shewchuk's floating-point expansions that the exact predicates and the
 * certified crossing points are built on. @internal
 *
 * An expansion is a sum of doubles, nonoverlapping, in increasing magnitude,
 * with no zeros, kept in a `Float64Array`; its value is exact and its largest
 * component has its sign. Method: each coordinate difference split exactly into
 * a rounded value and its error (Knuth's two-sum), each product of those parts
 * exactly into two doubles (Dekker's product with Veltkamp's split), and the
 * terms summed exactly (Shewchuk's grow-expansion, zeros dropped). Exact while
 * no product overflows or underflows: for coordinates of magnitude 0 or between
 * 1e-100 and 1e100 (hitkit's supported range).
 *
 * Everything reads its points from `Float64Array`s by index and takes or returns
 * only integers besides, so nothing is boxed across a call the engine does not
 * inline. The scratch arrays below are module-level: each is filled and read
 * within one synchronous call that runs no user code.
 */

/** Veltkamp's splitter, 2²⁷ + 1: `s − (s − a)` with `s = SPLITTER·a` is the high half of `a`. */
export const SPLITTER = 134217729;

/**
 * The rounding error of `product = a·b` (rounded): `a·b = product + productError(a, b, product)`
 * exactly (Dekker's product with Veltkamp's split), while nothing overflows or underflows.
 */
export function productError(a: number, b: number, product: number): number {
  let split = SPLITTER * a;
  const aHigh = split - (split - a);
  const aLow = a - aHigh;
  split = SPLITTER * b;
  const bHigh = split - (split - b);
  const bLow = b - bHigh;
  return aLow * bLow - (product - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
}

/** The rounding error of `difference = a − b` (rounded): `a − b = difference + differenceError(a, b, difference)` exactly (Knuth's two-diff). */
export function differenceError(a: number, b: number, difference: number): number {
  const virt = a - difference;
  return a - (difference + virt) + (virt - b);
}

/** The factor pairs of a cross product (up to eight), the exact products' terms (up to sixteen), and a sum. */
const CROSS_FACTORS = new Float64Array(16);
const TERMS = new Float64Array(16);
const SUM = new Float64Array(16);

/**
 * Sums `terms[0 … count − 1]` exactly into `out` (Shewchuk's grow-expansion,
 * zeros dropped): nonoverlapping components, increasing magnitude; returns the
 * length. `out` must not be `terms`.
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
 * `Σ factors[2k]·factors[2k + 1]` over `k < pairs`, the first `added` products
 * added and the rest subtracted, exactly, into `out` as an expansion; returns
 * its length (0: the sum is exactly 0). Each product is split exactly into two
 * doubles (Dekker's product with Veltkamp's split), then all are summed exactly
 * ({@link sumTerms}).
 */
export function productsExpansion(factors: Float64Array, pairs: number, added: number, out: Float64Array): number {
  let terms = 0;
  for (let k = 0; k < pairs; k++) {
    const a = factors[2 * k]!;
    const b = factors[2 * k + 1]!;
    if (a === 0 || b === 0) continue;
    // Dekker's exact product: a·b = product + error.
    const product = a * b;
    const error = productError(a, b, product);
    const sign = k < added ? 1 : -1;
    TERMS[terms++] = sign * product;
    if (error !== 0) TERMS[terms++] = sign * error;
  }
  return sumTerms(TERMS, terms, out);
}

/** The exact sign (−1, 0 or 1) of {@link productsExpansion}`(factors, pairs, added)`: that of its largest component. */
export function productsSign(factors: Float64Array, pairs: number, added: number): number {
  const length = productsExpansion(factors, pairs, added, SUM);
  return length === 0 ? 0 : SUM[length - 1]! > 0 ? 1 : -1;
}

/**
 * The factor pairs of `cross(b − a, d − c)` into `CROSS_FACTORS`: with `u = b − a`
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
  const uxError = differenceError(bx, ax, ux);
  const uy = by - ay;
  const uyError = differenceError(by, ay, uy);
  const vx = dx - cx;
  const vxError = differenceError(dx, cx, vx);
  const vy = dy - cy;
  const vyError = differenceError(dy, cy, vy);
  const f = CROSS_FACTORS;
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
 * Writes into `out` the exact value of `cross(b − a, d − c)` for the points
 * `a = A[ia…]`, `b = B[ib…]`, `c = C[ic…]`, `d = D[id…]`, as an expansion (at
 * most 16 components), and returns its length (0: the value is exactly 0).
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
  return productsExpansion(CROSS_FACTORS, 8, 4, out);
}

/**
 * The exact sign (−1, 0 or 1) of `cross(b − a, d − c)`, points as in
 * {@link crossExpansion}. When the differences and the two products are exact
 * (a tie on a grid, the common case of the points that reach it), comparing the
 * two products is the answer, and the expansion is skipped.
 */
export function exactCrossSign(A: Float64Array, ia: number, B: Float64Array, ib: number, C: Float64Array, ic: number, D: Float64Array, id: number): number {
  loadCrossFactors(A, ia, B, ib, C, ic, D, id);
  const f = CROSS_FACTORS;
  const ux = f[0]!;
  const vy = f[1]!;
  const uy = f[8]!;
  const vx = f[9]!;
  if (f[4] === 0 && f[3] === 0 && f[12] === 0 && f[11] === 0) {
    // The differences are exact: when both products are exact too, the sign of their rounded difference is exact.
    // (productError written out twice: this branch is the exact path's common case, kept as it was measured.)
    const left = ux * vy;
    const right = uy * vx;
    let split = SPLITTER * ux;
    let aHigh = split - (split - ux);
    let aLow = ux - aHigh;
    split = SPLITTER * vy;
    let bHigh = split - (split - vy);
    let bLow = vy - bHigh;
    const leftError = aLow * bLow - (left - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    split = SPLITTER * uy;
    aHigh = split - (split - uy);
    aLow = uy - aHigh;
    split = SPLITTER * vx;
    bHigh = split - (split - vx);
    bLow = vx - bHigh;
    const rightError = aLow * bLow - (right - aHigh * bHigh - aLow * bHigh - aHigh * bLow);
    if (leftError === 0 && rightError === 0) return left > right ? 1 : left < right ? -1 : 0;
  }
  return productsSign(f, 8, 4);
}

/**
 * Appends the products of the expansion `e` (its first `length` components)
 * with `b`, each exactly as two doubles (Dekker's product; zeros dropped), to
 * `out` from index `at`; returns the new end. {@link sumTerms} then makes them
 * one expansion.
 */
export function appendScaled(e: Float64Array, length: number, b: number, out: Float64Array, at: number): number {
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
