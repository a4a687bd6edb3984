import { distanceToPoint, distanceToRect, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { segmentRectTouch } from '../intersect/intersect';
import { segmentsTouchXY } from '../robust/predicates';
import { segmentRectDistance, segmentSegmentDistance } from '../distance/shapeToShape';
import type { Circle, Rect, Segment, Vec2 } from '../shapes/types';

/**
 * Boolean hit tests on closed shapes: touching counts.
 *
 * Each takes an optional `tolerance` in scene units (default 0) that widens the
 * shapes by that much: the test is then "is the distance between the shapes
 * `<= tolerance`". A negative tolerance shrinks a circle's reach (when the reach
 * drops below zero nothing hits) and makes shapes whose distance is never
 * negative (segments, rects) never hit. At `tolerance = 0` every test agrees
 * with its `…Distance` function: hit ⇔ distance ≤ 0.
 *
 * They take already-valid shapes (see `shapes.ts`) and do not re-check them,
 * and allocate nothing.
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
  // and comparisons, without the projection's division. See clearOfDisk.
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
 * Do two closed segments share a point? At `tolerance = 0` decided exactly with
 * `orient2d` (`robust-predicates`): a crossing, a shared endpoint, a T-junction
 * and a collinear overlap hit; collinear but disjoint, or parallel apart, miss.
 * Cheap filters come first: segments whose bounding boxes are apart miss after
 * a few comparisons, and each orientation runs `orient2d`'s floating-point
 * filter inline, reaching exact arithmetic (which allocates nothing) only for
 * near-collinear points.
 * Zero-length segments are their points. With a tolerance: `segmentSegmentDistance
 * <= tolerance`. Generalises article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)'s crossing test
 * (which excludes the boundaries) to closed segments.
 *
 * @param a - a valid segment (not re-checked)
 * @param b - a valid segment (not re-checked)
 * @param tolerance - scene units, default 0
 */
export function segmentSegmentHit(a: Segment, b: Segment, tolerance = 0): boolean {
  if (tolerance !== 0) return segmentSegmentDistance(a, b) <= tolerance;
  return segmentsTouchXY(a.start.x, a.start.y, a.end.x, a.end.y, b.start.x, b.start.y, b.end.x, b.end.y);
}

/**
 * Does the closed segment touch the closed axis-aligned rect (cross an edge,
 * touch a corner, or lie inside)? At `tolerance = 0` decided exactly (endpoint
 * comparisons and `orient2d` against the four edges). With a tolerance:
 * `segmentRectDistance <= tolerance`. Article “Segment vs circle collision” (線分と円の当たり) notes
 * its segment test serves segment–rect too; hitkit tests the edges exactly.
 *
 * @param segment - a valid segment (not re-checked)
 * @param rect - a valid rect, y down (not re-checked)
 * @param tolerance - scene units, default 0
 */
export function segmentRectHit(segment: Segment, rect: Rect, tolerance = 0): boolean {
  return tolerance === 0 ? segmentRectTouch(segment, rect) : segmentRectDistance(segment, rect) <= tolerance;
}

/**
 * Do two closed disks touch or overlap? The centre distance against the sum of
 * the radii (article “Shape classes 3: distance” (図形クラス3「距離」), circle–circle): agrees bit for
 * bit with `circleCircleDistance(a, b) <= 0`. Zero radii are points.
 *
 * @param a - a valid circle (not re-checked)
 * @param b - a valid circle (not re-checked)
 * @param tolerance - extra reach, scene units, default 0
 */
export function circleCircleHit(a: Circle, b: Circle, tolerance = 0): boolean {
  const reach = a.radius + b.radius + tolerance;
  if (!(reach >= 0)) return false;
  return distanceToPoint(a.center, b.center) <= reach;
}

/**
 * Does the closed disk touch the closed axis-aligned rect? The centre's signed
 * distance to the rect (article “Shape classes 3: distance” (図形クラス3「距離」), negative inside)
 * against the radius: agrees with `circleRectDistance <= 0`. Touching a corner
 * or an edge counts.
 *
 * @param circle - a valid circle (not re-checked)
 * @param rect - a valid rect, y down (not re-checked)
 * @param tolerance - extra reach, scene units, default 0
 */
export function circleRectHit(circle: Circle, rect: Rect, tolerance = 0): boolean {
  const reach = circle.radius + tolerance;
  if (!(reach >= 0)) return false;
  return distanceToRect(circle.center, rect) <= reach;
}

/**
 * Is the point in the closed disk (on the circle counts)? Article
 * “Shape classes 3: distance” (図形クラス3「距離」): the point–circle distance is ≤ 0. A zero-radius
 * circle contains only its centre.
 *
 * @param point - the query point
 * @param circle - a valid circle (not re-checked)
 * @param tolerance - extra reach, scene units, default 0
 */
export function pointInCircle(point: Vec2, circle: Circle, tolerance = 0): boolean {
  const reach = circle.radius + tolerance;
  if (!(reach >= 0)) return false;
  return distanceToPoint(point, circle.center) <= reach;
}

/**
 * Is the point in the closed axis-aligned rect `[x, x + width] × [y, y + height]`
 * (on an edge or corner counts)? At `tolerance = 0` by four exact comparisons;
 * otherwise `distanceToRect(point, rect) <= tolerance` (article
 * “Shape classes 3: distance” (図形クラス3「距離」)), a rect with rounded corners of that radius.
 *
 * @param point - the query point
 * @param rect - a valid rect, y down (not re-checked)
 * @param tolerance - scene units, default 0
 */
export function pointInRect(point: Vec2, rect: Rect, tolerance = 0): boolean {
  if (tolerance !== 0) return distanceToRect(point, rect) <= tolerance;
  return point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
}
