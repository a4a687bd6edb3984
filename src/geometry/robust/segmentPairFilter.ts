/**
 * The fused floating-point filter of the segment–segment decisions: the four
 * orientations that decide whether two closed segments touch, evaluated in
 * doubles side by side (the two differences of each segment's direction
 * computed once), each certified by the same error bound, and one branch to the
 * exact predicate for the pairs it cannot certify. @internal
 *
 * The four determinants, for `p → p₂` and `q → q₂` (`s = q₂ − q`, `r = p₂ − p`):
 *
 * - `d₁ = (p.y − q.y)·s.x − (p.x − q.x)·s.y`, `d₂` the same with `p₂`: the
 *   sides of q's line that p's ends are on;
 * - `d₃ = (q.y − p.y)·r.x − (q.x − p.x)·r.y`, `d₄` the same with `q₂`: the
 *   sides of p's line that q's ends are on.
 *
 * Each is `orientationSign`'s determinant `cross(b − a, c − a)` written the
 * same way, term for term (the same roundings), so a sign certified here is the
 * sign `orientationSign` returns.
 *
 * **The bound.** Each determinant is `L − R` with `L = fl(fl(c.y − a.y)·fl(b.x −
 * a.x))`, `R = fl(fl(c.x − a.x)·fl(b.y − a.y))`: two rounded differences per
 * product, the products rounded, their difference rounded. With ε = 2⁻⁵³ (the
 * unit roundoff of round-to-nearest doubles), each rounded difference is
 * within ε of its exact value relatively and each product within ε of the
 * product of its rounded factors, so `|L − ℓ| ≤ (2ε + ε²)|ℓ| + ε|L|` with ℓ the
 * exact product, the same for `R`, and the final subtraction adds at most
 * `ε|L − R|`. Shewchuk's analysis in "Adaptive Precision Floating-Point
 * Arithmetic and Fast Robust Geometric Predicates" (the `orient2d` filter, its
 * `ccwerrboundA`) collects these terms, the rounding of the bound's own sum
 * and product included: when `L` and `R` have the same sign, the rounded
 * determinant is within `(3 + 16ε)ε · fl(|L + R|)` of the exact one
 * (`|L + R| = |L| + |R|` there: the determinant's *permanent*, its magnitude
 * sum). When their signs differ (or one is 0) the sign needs no bound: a
 * rounded difference or product has the sign of the exact one, so the exact
 * `ℓ − ρ` has the sign of `L − R`, and `|L − R| ≥ |L + R|` passes the same test
 * unless both are 0. One test therefore serves both cases:
 * `|L − R| > (3 + 16ε)ε · |L + R|`, two absolute values, an addition and a
 * multiplication per determinant, with `(3 + 16ε)ε` written as the literal
 * `3.3306690738754716e-16` (`orientationSign`'s). Strict, so a certified
 * determinant is never an exact 0: a tie always reaches the exact predicate.
 * Underflow: each product that underflows is off by at most 2⁻¹⁰⁷⁵ more (and
 * the bound's own product may lose 2⁻¹⁰⁷⁵), which the term 2⁻¹⁰⁷⁰ added to
 * the bound covers, as in `orientationSign`'s filter; so the filter holds for
 * every finite input whose products do not overflow (coordinates below 1e100).
 *
 * **The decision.** With the signs certified: p's ends strictly on one side of
 * q's line (`d₁`, `d₂` certified, same sign) ⇒ the segments miss; the same for
 * q's ends and p's line (`d₃`, `d₄`); each pair of ends strictly on both sides
 * ⇒ a proper crossing, a hit. Anything else (a sign the bound cannot certify,
 * an exact 0: a tie, a touching end, collinear segments) is `UNCERTAIN`, and the
 * caller runs the exact test. It certifies every pair of the bench's dense
 * distribution (random segments in a 100 × 100 box); in its sparse one, where
 * 12 % of the pairs are built as ties, the exact test runs for about 6 % of the
 * pairs whose boxes meet (the bench prints the counts).
 */

/** {@link segmentPairFilter}'s answer when it cannot certify the decision (the exact test decides). */
export const UNCERTAIN = 2;

/**
 * Do the closed segments `p → p₂` at `P[i]` and `q → q₂` at `Q[j]` (`[x, y,
 * x₂, y₂]` each) touch, as far as the fused filter can certify: 1 (they cross
 * properly), 0 (they miss), or 2 = {@link UNCERTAIN} (a sign it cannot
 * certify, or a tie: ask the exact test). Pure, allocates nothing. It takes
 * the segments as arrays and indices, never as loose numbers, so that nothing
 * is boxed when the engine does not inline it. @internal
 */
export function segmentPairFilter(P: Float64Array, i: number, Q: Float64Array, j: number): number {
  const px = P[i]!;
  const py = P[i + 1]!;
  const p2x = P[i + 2]!;
  const p2y = P[i + 3]!;
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const q2x = Q[j + 2]!;
  const q2y = Q[j + 3]!;
  // Each sign certified when |L − R| > (3 + 16ε)ε·|L + R| + 2⁻¹⁰⁷⁰ (see above); the literals are that
  // constant, Shewchuk's ccwerrboundA, as in orientationSign, and 2⁻¹⁰⁷⁰ (a literal costs no load).
  const sx = q2x - qx;
  const sy = q2y - qy;
  let left = (py - qy) * sx;
  let right = (px - qx) * sy;
  const d1 = left - right;
  const sure1 = Math.abs(d1) > 3.3306690738754716e-16 * Math.abs(left + right) + 8e-323;
  left = (p2y - qy) * sx;
  right = (p2x - qx) * sy;
  const d2 = left - right;
  const sure12 = sure1 && Math.abs(d2) > 3.3306690738754716e-16 * Math.abs(left + right) + 8e-323;
  if (sure12 && d1 > 0 === d2 > 0) return 0; // p's ends strictly on one side of q's line
  const rx = p2x - px;
  const ry = p2y - py;
  left = (qy - py) * rx;
  right = (qx - px) * ry;
  const d3 = left - right;
  const sure3 = Math.abs(d3) > 3.3306690738754716e-16 * Math.abs(left + right) + 8e-323;
  left = (q2y - py) * rx;
  right = (q2x - px) * ry;
  const d4 = left - right;
  const sure34 = sure3 && Math.abs(d4) > 3.3306690738754716e-16 * Math.abs(left + right) + 8e-323;
  if (sure34 && d3 > 0 === d4 > 0) return 0; // q's ends strictly on one side of p's line
  return sure12 && sure34 ? 1 : 2; // both pairs of ends strictly apart: a proper crossing
}
