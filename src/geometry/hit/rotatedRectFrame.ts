import { rotatedRectUnderflowRisk, underflowRisk } from '../robust/underflow';
import type { RotatedRect } from '../shapes/types';

/**
 * The disk–rotated rect filter: decides `circleRotatedRectHit` in the rect's
 * own frame with a few products, and says when it cannot be sure, so that the
 * caller answers those pairs on the corners as before. @internal
 *
 * **What it computes.** With `c = cos(rotation)` and `s = sin(rotation)` (the
 * same calls `rotatedRectCorners` makes), the centre `p` of the disk moves into
 * the rect's frame: `(dx, dy) = p − center`, `lx = c·dx + s·dy`,
 * `ly = c·dy − s·dx`. There the rect is the box `[−hw, hw] × [−hh, hh]` and
 * the signed distance of `p` is the box's (the axis-aligned formula): outside,
 * the length of `(max(|lx| − hw, 0), max(|ly| − hh, 0))`; inside, minus the
 * depth `min(hw − |lx|, hh − |ly|)`.
 *
 * **The bound, and why the answer is the corner path's.** The rotated rect IS
 * the quadrilateral of its computed corners, and `circleRotatedRectHit` answers
 * on it as `circlePolygonHit` does: `pointInPolygon` of the centre (exact) or
 * some edge with `distanceToSegment(center, edge) ≤ reach` (floating point).
 * Let `M = |p.x| + |p.y| + 2·(|center.x| + |center.y|) + 2·(hw + hh) + reach`
 * and `R*` the exact rectangle `center + α·(c·hw, s·hw) + β·(−s·hh, c·hh)`,
 * `|α|, |β| ≤ 1` (its sides are exactly perpendicular; they are `n = √(c² + s²)`
 * times the nominal ones). Then, with `ε = 2⁻⁵³`:
 *
 * - each computed corner is within `6ε·(|center.x| + |center.y| + hw + hh)` of
 *   the corner of `R*` (three roundings per coordinate: `c·hw`, then two sums,
 *   each at most ε of the magnitudes summed; `4√2 < 6`), and so is every
 *   point of an edge from the matching point of `R*`'s edge;
 * - `lx`, `ly` are within `3ε·(|dx| + |dy|)` (and `dx`, `dy` within ε) of
 *   `c·(p − center)`'s exact coordinates, which are `n` times `p`'s coordinates
 *   in `R*`'s frame; and `|n − 1| ≤ |n² − 1| = e₂`, measured per call (about ε
 *   with `Math.cos`/`Math.sin` correct to 1 ulp; nothing here assumes it);
 * - the signed distance computed from them (one subtraction, a square root of
 *   two squares, or a max) is within `4ε` of its size more;
 * - `distanceToSegment`'s own rounding is below `16ε·M`.
 *
 * Summed with room to spare: the computed signed distance is within
 * `δ = (2⁻⁴⁶ + 2·e₂)·M` (2⁻⁴⁶ = 128ε) of `R*`'s exact one, and `R*` within
 * `δ` of the quadrilateral. So a distance above `reach + 2δ` is a miss on the
 * corners (every edge's rounded distance above `reach`, the centre outside); a
 * depth above `2δ` puts the centre inside the quadrilateral (its boundary moved
 * less than the depth, so the winding number is still ±1), and a distance (or
 * depth) whose size is below `reach − 2δ` puts an edge within `reach` (its
 * rounded distance too): both hits. Anything in between, or a call whose
 * numbers are not within `2⁻⁴⁰⁰ ≤ M ≤ 2⁴⁰⁰` (where squares could underflow or
 * overflow), or whose disk centre, rect centre or corner offsets `c·hw`,
 * `s·hw`, `s·hh`, `c·hh` have a nonzero component below `2⁻⁴⁰⁰` (there the
 * corner path's own products could underflow: a 1e-323 high rect has its
 * corners 5e-324 from its centre, `(2⁻⁴⁰⁰)·(1e-323)` is 0, and a point 2⁻⁴⁰⁰
 * beside it counts as on it; otherwise every coordinate the corner path
 * multiplies is a multiple of `2⁻⁴⁵²`, so its nonzero products are at least
 * `2⁻⁹⁰⁴`), is left to the corners. The band is about 10⁻¹⁴ of the scale of
 * the numbers wide, so the corners answer only for the ties and near-ties
 * (touching, grazing a corner) that they decide as before: the answer is the
 * corner path's for every input, rotation 0 included.
 *
 * Allocates nothing.
 *
 * @returns 1 (hit), 0 (miss), −1 (not certain: ask the corners)
 */
export function circleRotatedRectFilter(px: number, py: number, reach: number, r: RotatedRect): number {
  const c = Math.cos(r.rotation);
  const s = Math.sin(r.rotation);
  const hw = r.width / 2;
  const hh = r.height / 2;
  const { x: cx, y: cy } = r.center;
  const m = Math.abs(px) + Math.abs(py) + 2 * (Math.abs(cx) + Math.abs(cy) + hw + hh) + reach;
  if (!(m <= 2 ** 400 && m >= 2 ** -400)) return -1;
  if (underflowRisk(px) || underflowRisk(py) || rotatedRectUnderflowRisk(cx, cy, c, s, hw, hh)) return -1;
  const band = (2 ** -45 + 4 * Math.abs(c * c + s * s - 1)) * m; // 2δ
  const dx = px - cx;
  const dy = py - cy;
  const ax = Math.abs(c * dx + s * dy) - hw; // > 0: beyond the sides at ±hw
  const ay = Math.abs(c * dy - s * dx) - hh;
  if (ax <= 0 && ay <= 0) {
    // Inside R* (up to rounding): depth = −max(ax, ay).
    const depth = -(ax > ay ? ax : ay);
    return depth > band || depth < reach - band ? 1 : -1;
  }
  const qx = ax > 0 ? ax : 0;
  const qy = ay > 0 ? ay : 0;
  const squared = qx * qx + qy * qy;
  const far = reach + band;
  if (squared > far * far) return 0;
  const near = reach - band;
  return near > band && squared < near * near ? 1 : -1;
}
