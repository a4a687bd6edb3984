/**
 * The one underflow rule of the floating-point filters. A filter certifies a
 * sign from rounded products with a bound *relative* to their size; that holds
 * while every product is a normal number. A product of two nonzero numbers
 * below the smallest normal number (2⁻¹⁰²²) has an absolute error up to
 * 2⁻¹⁰⁷⁵ instead, its relative error unbounded, and it may vanish: then
 * `(1e-170)·(1e-170) − 0·0` rounds to an exact-looking 0 and the filter would
 * certify "collinear" for points that are not. The rule, with room for the
 * filter's own bound (a product of the size with a constant near 2⁻⁵¹, so above
 * 2⁻¹⁰²² only for sizes above 2⁻⁹⁷¹): **a product of two nonzero factors below
 * 2⁻⁹⁶⁰ in magnitude certifies nothing** ({@link productUnderflowRisk}); the
 * exact predicate answers instead (after scaling tiny points by a power of two,
 * which is exact, into the range where its own products are exact). A product
 * that is 0 because a factor is 0 is exact and certifies as before. @internal
 */

/**
 * Has the rounded `product = a·b` possibly lost its relative accuracy to
 * underflow (both factors nonzero, the product below 2⁻⁹⁶⁰ in magnitude)? The
 * filters certify nothing from such a product. @internal
 */
export function productUnderflowRisk(product: number, a: number, b: number): boolean {
  return Math.abs(product) < 1.0261342003245941e-289 && a !== 0 && b !== 0; // 2⁻⁹⁶⁰ (a literal costs no load)
}

/**
 * The same rule for the fast paths that answer as the exact predicates would
 * on products they do not compute themselves (the rotated rects' slab test and
 * disk filter answer as the corners' `orientationSign` does; their own products
 * must not underflow either): a nonzero number below `2⁻⁴⁰⁰` may have products
 * with the others below the 2⁻⁹⁶⁰ of {@link productUnderflowRisk}. Where every
 * number is 0 or at least `2⁻⁴⁰⁰` (and below `2⁴⁰⁰`), every one is a multiple
 * of `2⁻⁴⁵²`, so each nonzero product of two (of them or of their differences)
 * is at least `2⁻⁹⁰⁴`, above that floor. @internal
 */
export function underflowRisk(x: number): boolean {
  return x !== 0 && Math.abs(x) < 2 ** -400;
}

/**
 * Whether a rotated rect's centre `(cx, cy)` or one of its corner offsets
 * `c·hw`, `s·hw`, `s·hh`, `c·hh` (as `writeCorners` computes them; `c`, `s` the
 * rotation's cosine and sine, `hw`, `hh` the half sizes) is at
 * {@link underflowRisk}: then its corners' products could underflow. @internal
 */
export function rotatedRectUnderflowRisk(cx: number, cy: number, c: number, s: number, hw: number, hh: number): boolean {
  return underflowRisk(cx) || underflowRisk(cy) || underflowRisk(c * hw) || underflowRisk(s * hw) || underflowRisk(s * hh) || underflowRisk(c * hh);
}
