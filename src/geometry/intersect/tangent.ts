/**
 * How close to a tangent, relative to the size of the numbers involved, counts
 * as one: `16·ε·scale` (ε = 2⁻⁵²). Below this the rounding of the inputs
 * themselves decides, so the answer is one touching point, never zero or a
 * spurious pair. The one tolerance of every circle intersection (segment,
 * line and circle against a circle). @internal
 */
export function tangentTolerance(scale: number): number {
  return 16 * Number.EPSILON * scale;
}
