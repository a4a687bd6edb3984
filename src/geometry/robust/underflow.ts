/**
 * The guard of the fast paths that answer as the exact predicates would on
 * products they do not compute themselves (the rotated rects' slab test and
 * disk filter answer as the corners' `orientationSign` does): a nonzero
 * number below `2⁻⁴⁰⁰` may have products with the others that underflow, and
 * an underflowed product can make `orientationSign` certify a 0 it should not.
 * Where every number is 0 or at least `2⁻⁴⁰⁰` (and below `2⁴⁰⁰`), every one is
 * a multiple of `2⁻⁴⁵²`, so each nonzero product of two is at least `2⁻⁹⁰⁴`.
 * @internal
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
