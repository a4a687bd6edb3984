import { segmentCircleHitXY } from './segmentCircle';
import { segmentsTouchXY } from './segmentTouch';
import { orientationSign } from '../robust/orientation';
import type { Circle, FillRule, Polygon, Polyline, Segment, Vec2 } from '../shapes/types';

/**
 * Hit tests of polygons and polylines (closed shapes: touching counts): point
 * in polygon, and segment, circle and polygon against them. Coordinates in scene
 * units, y down.
 *
 * The queries take valid shapes (made by `polyline` / `polygon`, or checked
 * with `assertPolyline` / `assertPolygon`) and do not re-check them. Decisions
 * on the boundary are exact (the orientation predicate of every hitkit segment
 * query), so a point on an edge or a vertex is inside, as with every closed
 * shape.
 */

/** An edge and a point, packed for the exact orientation (module-level scratch: filled and read in one synchronous call). */
const EDGE = new Float64Array(4);
const POINT = new Float64Array(2);

/**
 * Is `point` in the closed polygon? Exact: a point on an edge or at a vertex is
 * inside (the boundary belongs to the polygon), decided with the exact
 * orientation predicate; elsewhere the winding number (Sunday's crossing
 * test, half-open in y so a vertex is counted once).
 *
 * A self-intersecting polygon's inside follows `fillRule`: `'evenodd'` (the
 * default: inside where a ray from the point crosses the boundary an odd number
 * of times; SVG's `fill-rule="evenodd"`) or `'nonzero'` (inside where the
 * winding number is not 0; SVG's default). A zero-area polygon is its boundary.
 * Allocates nothing.
 *
 * @param point - the query point, scene units (y down)
 * @param polygon - a valid polygon (not re-checked)
 * @param fillRule - `'evenodd'` (default) or `'nonzero'`
 */
export function pointInPolygon(point: Vec2, polygon: Polygon, fillRule: FillRule = 'evenodd'): boolean {
  const pts = polygon.points;
  const n = pts.length;
  const px = point.x;
  const py = point.y;
  POINT[0] = px;
  POINT[1] = py;
  let winding = 0;
  let crossings = 0;
  for (let k = 0; k < n; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    const count = edgeCount(a.x, a.y, b.x, b.y, px, py);
    if (count === ON_EDGE) return true;
    winding += count;
    crossings += count & 1;
  }
  return fillRule === 'nonzero' ? winding !== 0 : (crossings & 1) === 1;
}

/**
 * {@link pointInPolygon} of the point `(px, py)` and the closed ring stored as
 * `ring = [x₀, y₀, x₁, y₁, …, x₀, y₀]` (its first vertex repeated at the end, as
 * a world stores a polygon's or rotated rect's outline): the same answer as
 * `pointInPolygon` of the polygon of those vertices, without the polygon
 * object. The same steps, on the ring's numbers. @internal
 */
export function pointInRing(ring: Float64Array, px: number, py: number, fillRule: FillRule): boolean {
  POINT[0] = px;
  POINT[1] = py;
  let winding = 0;
  let crossings = 0;
  for (let k = 0; k + 3 < ring.length; k += 2) {
    const count = edgeCount(ring[k]!, ring[k + 1]!, ring[k + 2]!, ring[k + 3]!, px, py);
    if (count === ON_EDGE) return true;
    winding += count;
    crossings += count & 1;
  }
  return fillRule === 'nonzero' ? winding !== 0 : (crossings & 1) === 1;
}

/** {@link spanCount}'s answer for a point on the edge (collinear with it, within its y span). */
const ON_EDGE = 2;

/**
 * One edge `a → b` of the crossing test of the point `(px, py)` (also in
 * `POINT`): {@link ON_EDGE} when the point is its start vertex or lies on it,
 * else how it counts ({@link spanCount}); 0 for a horizontal edge and for an
 * edge that does not span the point's row (half-open: `[min y, max y)`).
 */
function edgeCount(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  if (ax === px && ay === py) return ON_EDGE; // a vertex
  if (ay === py && by === py) {
    // a horizontal edge through the point's row: on it, or not counted
    return (ax <= px && px <= bx) || (bx <= px && px <= ax) ? ON_EDGE : 0;
  }
  if (ay <= py ? by <= py : by > py) return 0; // does not span the row
  return spanCount(ax, ay, bx, by, py);
}

/**
 * How the edge `a → b`, which spans the row of the point in `POINT` (y `py`),
 * counts in the crossing test: +1 upward in y with the point on its positive
 * side, −1 downward with the point on its negative side, else 0; {@link ON_EDGE}
 * when the point lies on it (the exact orientation sign of `cross(b − a, p − a)`).
 */
function spanCount(ax: number, ay: number, bx: number, by: number, py: number): number {
  EDGE[0] = ax;
  EDGE[1] = ay;
  EDGE[2] = bx;
  EDGE[3] = by;
  const side = orientationSign(EDGE, 0, EDGE, 2, POINT, 0);
  if (side === 0) return ON_EDGE;
  if (ay <= py) return side > 0 ? 1 : 0; // upward in y: counts when the point is on its positive side
  return side < 0 ? -1 : 0;
}

/**
 * Does the closed segment touch the closed polygon? Exact: it touches an edge
 * (crossing, touching a vertex or an edge, running along one), or lies inside
 * (its start in the polygon, by `pointInPolygon` with `fillRule`).
 */
export function segmentPolygonHit(segment: Segment, polygon: Polygon, fillRule: FillRule = 'evenodd'): boolean {
  return chainTouches(segment, polygon.points, true) || pointInPolygon(segment.start, polygon, fillRule);
}

/** Does the closed segment touch an edge of the chain of points, closed (a polygon's) or open (a polyline's)? Exact. */
function chainTouches(segment: Segment, pts: readonly Vec2[], closed: boolean): boolean {
  const n = pts.length;
  const edges = closed ? n : n - 1;
  const { start, end } = segment;
  for (let k = 0; k < edges; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    if (segmentsTouchXY(start.x, start.y, end.x, end.y, a.x, a.y, b.x, b.y)) return true;
  }
  return false;
}

/**
 * Does the closed segment touch the polyline (cross it, touch a vertex, run
 * along one of its segments)? Exact.
 */
export function segmentPolylineHit(segment: Segment, polyline: Polyline): boolean {
  return chainTouches(segment, polyline.points, false);
}

/**
 * Does the closed disk touch the closed polygon? Its centre inside
 * (`pointInPolygon`), or an edge within the radius (each as `segmentCircleHit`,
 * touching counts). A zero-radius circle is its centre.
 */
export function circlePolygonHit(circle: Circle, polygon: Polygon, fillRule: FillRule = 'evenodd'): boolean {
  const pts = polygon.points;
  const n = pts.length;
  const { x: cx, y: cy } = circle.center;
  for (let k = 0; k < n; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    if (segmentCircleHitXY(a.x, a.y, b.x, b.y, cx, cy, circle.radius)) return true;
  }
  return pointInPolygon(circle.center, polygon, fillRule);
}

/**
 * Do the closed polygons overlap or touch? Exact, concave included: an edge of
 * one touches an edge of the other, or one lies inside the other (a vertex of
 * each tested with `pointInPolygon`). O(n·m) edge pairs.
 */
export function polygonPolygonHit(a: Polygon, b: Polygon, fillRule: FillRule = 'evenodd'): boolean {
  const p = a.points;
  const q = b.points;
  for (let i = 0; i < p.length; i++) {
    const p1 = p[i]!;
    const p2 = p[i + 1 === p.length ? 0 : i + 1]!;
    for (let j = 0; j < q.length; j++) {
      const q1 = q[j]!;
      const q2 = q[j + 1 === q.length ? 0 : j + 1]!;
      if (segmentsTouchXY(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y)) return true;
    }
  }
  return pointInPolygon(p[0]!, b, fillRule) || pointInPolygon(q[0]!, a, fillRule);
}
