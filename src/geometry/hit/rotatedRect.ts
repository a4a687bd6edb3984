import { circlePolygonHit, pointInPolygon, polygonPolygonHit, segmentPolygonHit } from './polygon';
import { circleRotatedRectFilter } from './rotatedRectFrame';
import { distanceToRotatedRect } from '../distance/rotatedRect';
import { scratchCorners } from '../shapes/rotatedRect';
import type { Circle, FillRule, Polygon, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';

/**
 * Hit tests of rotated rects (closed shapes: touching counts) against points,
 * segments, circles, rects, rotated rects and polygons. A rotated rect is the
 * quadrilateral of its corners (`rotatedRectCorners`), and every answer here is
 * the polygon hit test's on that quadrilateral (`pointInPolygon`,
 * `segmentPolygonHit`, `circlePolygonHit`, `polygonPolygonHit`): exact with
 * respect to the computed corners (the exact orientation predicate), so a point
 * on an edge or a corner, a segment through a corner and two rects sharing an
 * edge all hit. Scene units, y down; the shapes are valid (not re-checked).
 * Nothing is allocated.
 */

/** The rect's corners as a quadrilateral (module-level scratch, as `scratchCorners`: filled and read in one call). */
const RECT_QUAD = {
  points: [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ],
};

/** The axis-aligned rect's corners (top-left, top-right, bottom-right, bottom-left) in `RECT_QUAD`. */
function rectQuad(rect: Rect): Polygon {
  const [a, b, c, d] = RECT_QUAD.points;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  a!.x = rect.x;
  a!.y = rect.y;
  b!.x = right;
  b!.y = rect.y;
  c!.x = right;
  c!.y = bottom;
  d!.x = rect.x;
  d!.y = bottom;
  return RECT_QUAD;
}

/**
 * Is the point in the closed rotated rect (on an edge or a corner counts)? At
 * `tolerance = 0` exact (`pointInPolygon` on its corners); otherwise
 * `distanceToRotatedRect(point, r) <= tolerance`. A zero-size rotated rect
 * contains only its centre.
 *
 * @param point - the query point, scene units (y down)
 * @param r - a valid rotated rect (not re-checked)
 * @param tolerance - scene units, default 0
 */
export function pointInRotatedRect(point: Vec2, r: RotatedRect, tolerance = 0): boolean {
  if (tolerance === 0) return pointInPolygon(point, scratchCorners(r, 0));
  return distanceToRotatedRect(point, r) <= tolerance;
}

/**
 * Does the closed segment touch the closed rotated rect (cross or touch an
 * edge, or lie inside)? Exact: `segmentPolygonHit` on its corners. A
 * zero-length segment is its point.
 *
 * @param segment - a valid segment (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function segmentRotatedRectHit(segment: Segment, r: RotatedRect): boolean {
  return segmentPolygonHit(segment, scratchCorners(r, 0));
}

/**
 * Does the closed disk touch the closed rotated rect? Its centre inside, or an
 * edge within `radius + tolerance` (each edge as `segmentCircleHit`):
 * `circlePolygonHit` on its corners, so touching counts. A zero-radius circle
 * is its centre. Fast: the centre is first moved into the rect's own frame and
 * measured against the box there, with an error bound
 * (`circleRotatedRectFilter`); only pairs within about 10⁻¹⁴ of the scale of
 * their numbers from touching (ties, a disk grazing a corner) are decided on
 * the corners. The answer is the corners' in every case.
 *
 * @param circle - a valid circle (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 * @param tolerance - extra reach, scene units, default 0 (a reach below 0 never hits)
 */
export function circleRotatedRectHit(circle: Circle, r: RotatedRect, tolerance = 0): boolean {
  const reach = circle.radius + tolerance;
  if (!(reach >= 0)) return false;
  const sure = circleRotatedRectFilter(circle.center.x, circle.center.y, reach, r);
  if (sure >= 0) return sure === 1;
  const disk = tolerance === 0 ? circle : { center: circle.center, radius: reach };
  return circlePolygonHit(disk, scratchCorners(r, 0));
}

/**
 * Do the closed axis-aligned rect and the closed rotated rect overlap or touch?
 * Exact: `polygonPolygonHit` on their corners. Zero-size rects are points or
 * segments.
 *
 * @param rect - a valid rect, y down (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function rectRotatedRectHit(rect: Rect, r: RotatedRect): boolean {
  return polygonPolygonHit(rectQuad(rect), scratchCorners(r, 0));
}

/**
 * Do two closed rotated rects overlap or touch? Exact: `polygonPolygonHit` on
 * their corners.
 *
 * @param a - a valid rotated rect (not re-checked)
 * @param b - a valid rotated rect (not re-checked)
 */
export function rotatedRectRotatedRectHit(a: RotatedRect, b: RotatedRect): boolean {
  return polygonPolygonHit(scratchCorners(a, 0), scratchCorners(b, 1));
}

/**
 * Do the closed polygon and the closed rotated rect overlap or touch? Exact:
 * `polygonPolygonHit` on the rotated rect's corners, the polygon's inside by
 * `fillRule`.
 *
 * @param polygon - a valid polygon (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 * @param fillRule - the polygon's inside: `'evenodd'` (default) or `'nonzero'`
 */
export function polygonRotatedRectHit(polygon: Polygon, r: RotatedRect, fillRule: FillRule = 'evenodd'): boolean {
  return polygonPolygonHit(polygon, scratchCorners(r, 0), fillRule);
}
