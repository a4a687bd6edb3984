import { segmentDistanceSquaredXY } from '../distance/pointToShape';
import type { Circle, Segment } from '../shapes/types';

/**
 * Segment against circle: the hit test, and the shortcut that rules a disk out
 * after a few products for the segment–circle intersection (`clearOfDisk`, run
 * by `intersectSegmentCircle` and its batch form).
 */

/**
 * Does the closed segment touch the closed disk?
 *
 * Sources: article “Hit test of a segment and a circle” (線分と円の当たり判定) (the same question as a quadratic
 * inequality in the segment parameter s; its examples: the disk `(0,0)`, r = 10
 * is hit by `(10,0)–(0,10)` and missed by `(15,0)–(0,15)`) and article
 * “Segment vs circle collision” (線分と円の当たり) (cross product for the distance to the carrier line,
 * dot products for whether the foot falls inside the segment, then the endpoints;
 * y down). Computed here by clamped projection of the centre onto the segment,
 * relative to the centre, which needs no square root of a discriminant and no
 * case split, and holds at coordinates around 1e9.
 *
 * Ties and degenerate input:
 * - touching counts: a tangent segment, or an endpoint exactly on the circle, hits;
 * - a zero-length segment is its point (hits when the point is in the disk);
 *   a zero-radius circle is its centre (hit when the segment passes through it).
 *   Article 000 answers "no hit" for both; hitkit takes article 003's reading
 *   because an editor creates such shapes mid-gesture;
 * - the answer equals `distanceToSegment(circle.center, segment) <= circle.radius + tolerance`
 *   bit for bit (both use one squared-distance computation), so a hit test and a
 *   displayed gap never disagree. The square root is only taken when the squared
 *   distance is within a hair (2⁻⁴⁸, relative) of the squared reach, where it
 *   decides; elsewhere the squares decide, with the same answer.
 *
 * @param segment - valid segment, scene units (not re-checked)
 * @param circle - valid circle, radius >= 0 (not re-checked)
 * @param tolerance - extra reach added to the radius, scene units (default 0). A
 *   negative tolerance shrinks the disk; when `radius + tolerance < 0` nothing hits.
 * @returns `true` when some point of the segment is within `radius + tolerance`
 *   of the centre
 */
export function segmentCircleHit(segment: Segment, circle: Circle, tolerance = 0): boolean {
  const { start, end } = segment;
  return segmentCircleHitXY(start.x, start.y, end.x, end.y, circle.center.x, circle.center.y, circle.radius + tolerance);
}

/**
 * {@link segmentCircleHit} on coordinates: the segment `(sx, sy) → (ex, ey)`,
 * the centre `(cx, cy)`, `reach = radius + tolerance`. @internal
 */
export function segmentCircleHitXY(sx: number, sy: number, ex: number, ey: number, cx: number, cy: number, reach: number): boolean {
  // A segment clearly away from the disk (its whole line beyond the reach, or
  // both ends beyond it on one side, by a margin of 2⁻²⁰ of the size of the
  // numbers: millions of times the rounding of the distance it skips and of the
  // tests themselves, so the answer is the same) misses it after a few products
  // and comparisons, without the projection's division: clearOfDisk's first
  // tests, written out here (as one shared function, the batch loop ran about
  // 4 % slower).
  const fx = sx - cx;
  const fy = sy - cy;
  const gx = ex - cx;
  const gy = ey - cy;
  const clear = reach + 9.5367431640625e-7 * (Math.abs(fx) + Math.abs(fy) + Math.abs(reach));
  const dx = ex - sx;
  const dy = ey - sy;
  const cross = fx * dy - fy * dx;
  if (
    cross * cross > clear * clear * (dx * dx + dy * dy) || // the whole line clears the disk
    (fx > clear && gx > clear) ||
    (fx < -clear && gx < -clear) ||
    (fy > clear && gy > clear) ||
    (fy < -clear && gy < -clear)
  ) {
    return false;
  }
  const squared = segmentDistanceSquaredXY(sx, sy, ex, ey, cx, cy);
  // `Math.sqrt(squared) <= reach` for reach ≥ 0, with the same answer for every
  // input, but the square root is taken only near the boundary: a squared
  // distance clearly above (below) `reach²` (by 2⁻⁴⁸, relative: far more than
  // the rounding of `reach²` and of the square root) is outside (inside). Where
  // `reach²` is subnormal the band is the spacing of the subnormals, still far
  // wider than the rounding it covers.
  const reachSquared = reach * reach;
  if (squared > reachSquared * 1.0000000000000036) return false; // 1 + 2⁻⁴⁸
  if (!(reach >= 0)) return false;
  if (squared < reachSquared * 0.9999999999999964) return true; // 1 − 2⁻⁴⁸
  return Math.sqrt(squared) <= reach;
}

/**
 * Does the segment `(sx, sy) → (ex, ey)` clearly miss the closed disk around
 * `(cx, cy)`? Clear by a margin, relative to the size of the numbers
 * (`|start − centre|₁ + radius`), of 2⁻²⁰: millions of times the rounding of
 * the computation it skips (and of the tests' own rounding), so skipping never
 * changes an answer. First the segment's whole line beyond the margin
 * (`cross(start − centre, end − start)² > clear²·|end − start|²`: a few products,
 * and it rules out most disks), then both ends beyond it on one side (a few
 * comparisons), then the segment's distance (one division, no square root).
 * An overflow or underflow in the squares never clears a disk the long way
 * would not. The segment–circle intersection's shortcut (object and batch API);
 * {@link segmentCircleHitXY} opens with the same first tests. @internal
 */
export function clearOfDisk(sx: number, sy: number, ex: number, ey: number, cx: number, cy: number, radius: number): boolean {
  const fx = sx - cx;
  const fy = sy - cy;
  const gx = ex - cx;
  const gy = ey - cy;
  const clear = radius + 9.5367431640625e-7 * (Math.abs(fx) + Math.abs(fy) + radius);
  const dx = ex - sx;
  const dy = ey - sy;
  const cross = fx * dy - fy * dx;
  return (
    cross * cross > clear * clear * (dx * dx + dy * dy) ||
    (fx > clear && gx > clear) ||
    (fx < -clear && gx < -clear) ||
    (fy > clear && gy > clear) ||
    (fy < -clear && gy < -clear) ||
    segmentDistanceSquaredXY(sx, sy, ex, ey, cx, cy) > clear * clear
  );
}
