import { distanceToPoint, distanceToRect } from '../distance/pointToShape';
import { segmentRectDistance, segmentSegmentDistance } from '../distance/shapeToShape';
import { segmentRectTouch, segmentsTouch } from './segmentTouch';
import type { Circle, Rect, Segment, Vec2 } from '../shapes/types';

/**
 * Boolean hit tests of points, segments, circles and rects, closed shapes:
 * touching counts. (`segmentCircleHit` has a file of its own beside this one,
 * with the shortcuts the intersection shares, and so have the polygon and
 * polyline hits and the exact segment touch tests.)
 *
 * Each takes an optional `tolerance` in scene units (default 0) that widens the
 * shapes by that much: the test is then "is the distance between the shapes
 * `<= tolerance`". A negative tolerance shrinks a circle's reach (when the reach
 * drops below zero nothing hits) and makes shapes whose distance is never
 * negative (segments, rects) never hit. At `tolerance = 0` every test agrees
 * with its `…Distance` function: hit ⇔ distance ≤ 0.
 *
 * They take already-valid shapes (see the `assert…` checks and the shape
 * constructors) and do not re-check them, and allocate nothing.
 */

/**
 * Do two closed segments share a point? At `tolerance = 0` decided exactly with
 * the orientation predicate (`orientation`, Shewchuk's `orient2d` method): a
 * crossing, a shared endpoint, a T-junction and a collinear overlap hit;
 * collinear but disjoint, or parallel apart, miss. Cheap filters come first:
 * segments whose bounding boxes are apart miss after a few comparisons; for the
 * others the four orientations are evaluated in floating point and certified by
 * one error bound (then, where that cannot tell, by a bound per orientation),
 * reaching exact arithmetic (which allocates nothing) only for near-collinear
 * points: ties, touching ends.
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
  return segmentsTouch(a, b);
}

/**
 * Does the closed segment touch the closed axis-aligned rect (cross an edge,
 * touch a corner, or lie inside)? At `tolerance = 0` decided exactly (endpoint
 * comparisons and the exact orientation against the four edges). With a tolerance:
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

/**
 * Do the closed rects overlap or touch (within `tolerance`, scene units ≥ 0)?
 * Touching edges or corners count. Allocates nothing.
 */
export function rectRectHit(a: Rect, b: Rect, tolerance = 0): boolean {
  return a.x <= b.x + b.width + tolerance && b.x <= a.x + a.width + tolerance && a.y <= b.y + b.height + tolerance && b.y <= a.y + a.height + tolerance;
}
