import { closestPointOnPolygon, distanceToPolygon } from './polygon';
import { segmentsTouchXY } from '../hit/segmentTouch';
import { cornerPolygon, scratchCorners } from '../shapes/rotatedRect';
import type { Polygon, RotatedRect, Vec2 } from '../shapes/types';

/**
 * Point queries of a rotated rect: signed distance and closest point. A rotated
 * rect is the quadrilateral of its corners (`rotatedRectCorners`; see its notes
 * for the formula and rounding), so these are `distanceToPolygon` and
 * `closestPointOnPolygon` on that quadrilateral, with one addition: a point
 * exactly on its boundary (decided exactly) reads exactly 0, as with
 * `distanceToRect`. Generalises article “Shape classes 3: distance”
 * (図形クラス3「距離」)'s point–rectangle distance (signed, negative inside, y down)
 * to a turned rectangle. Scene units; the shapes are valid (not re-checked).
 *
 * Accuracy: the distance is computed edge by edge in floating point (clamped
 * projection, relative to the query point), so its absolute error is a few
 * ulps of the scale of the computation (the query point's distance to the
 * corners plus the edge lengths), not of the distance itself: tested within
 * `8·2⁻⁵³·(max distance to a corner + width + height)` of the exact distance to
 * the quadrilateral of the computed corners. The sign is exact where it is
 * not 0: negative only inside, positive only outside (a point outside within
 * that rounding of an edge can read 0).
 *
 * So near a long edge the error is not relative to the distance: for a point
 * 1e-9 from an edge of a rect of size 1e3 turned 37°, the bound is about
 * 3e-12 (a few tenths of a percent of the distance), and in tests against an
 * exact rational oracle none of 2,000 such distances was within 16 ulps of the
 * exact one, while the sign was exact in all. The cause is the cancellation in
 * the edge's cross product (its two products are about `|p − a|·|b − a|`
 * each, their difference `d·|b − a|`); measuring from the nearest corner only
 * moves the origin of that product. A relative bound would need the edge's
 * signed area exactly (the expansions of the exact predicates), divided by the
 * edge's length.
 */

/** Whether `point` lies exactly on an edge of the quadrilateral `quad` (the exact point-on-segment test). */
function onBoundary(point: Vec2, quad: Polygon): boolean {
  const pts = quad.points;
  const { x, y } = point;
  for (let k = 0; k < 4; k++) {
    const a = pts[k]!;
    const b = pts[(k + 1) & 3]!;
    if (segmentsTouchXY(x, y, x, y, a.x, a.y, b.x, b.y)) return true;
  }
  return false;
}

/**
 * Signed distance from `point` to the closed rotated rect: positive outside
 * (the distance to its nearest point, on an edge or a corner), exactly 0 on the
 * boundary, negative inside (minus the distance to the nearest edge), as
 * `distanceToRect`. A zero-size rotated rect is its centre (never negative), a
 * zero-width or zero-height one a segment. Allocates nothing.
 *
 * @param point - the query point, scene units (y down)
 * @param r - a valid rotated rect (not re-checked)
 */
export function distanceToRotatedRect(point: Vec2, r: RotatedRect): number {
  const quad = scratchCorners(r, 0);
  const d = distanceToPolygon(point, quad);
  return d < 0 && onBoundary(point, quad) ? 0 : d;
}

/**
 * The point of the rotated rect's boundary nearest `point`: outside, the
 * nearest point (on an edge or a corner, where it is that corner exactly); on
 * the boundary, the nearest point of it (the point itself up to rounding);
 * inside, the foot on the nearest edge. On a tie (two edges equally near,
 * e.g. the centre of a square, or an outside point level with a corner) the
 * first edge in corner order wins (edge k runs from corner k to corner k + 1
 * of `rotatedRectCorners`), the same every time. Its distance from `point`
 * equals `|distanceToRotatedRect(point, r)|` up to rounding.
 *
 * @param point - the query point, scene units (y down)
 * @param r - a valid rotated rect (not re-checked)
 * @returns a new point on the boundary
 */
export function closestPointOnRotatedRect(point: Vec2, r: RotatedRect): Vec2 {
  return closestPointOnPolygon(point, cornerPolygon(r)).point;
}
