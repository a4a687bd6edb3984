import { clampedParameter, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { segmentCircleHitXY } from '../hit/hit';
import { intersectSegmentSegment } from './intersect';
import { orientationSign } from '../robust/orientation';
import { segmentsTouchXY } from '../robust/predicates';
import type { Circle, FillRule, Polygon, Polyline, Segment, Vec2 } from '../shapes/types';

/**
 * Polylines and polygons: point in polygon, distances and closest points,
 * segment–polygon hit and crossings, circle–polygon and polygon–polygon hit
 * tests (area and centroid: `polygonArea`, `polygonCentroid`, with the
 * shapes). Coordinates in scene units, y down.
 *
 * The queries take valid shapes (made by `polyline` / `polygon`, or checked
 * with `assertPolyline` / `assertPolygon`) and do not re-check them. Decisions
 * on the boundary are exact (the orientation predicate of every hitkit segment
 * query), so a point on an edge or a vertex is inside, as with every closed
 * shape; distances are computed in floating point, edge by edge, the first
 * edge (lowest index) winning a tie.
 */

/** The point of a polyline nearest a query point. */
export interface PolylineNearest {
  /** The nearest point. */
  readonly point: Vec2;
  /** Its distance from the query point (≥ 0). */
  readonly distance: number;
  /** The segment it lies on: from `points[segmentIndex]` to `points[segmentIndex + 1]` (the first one on a tie). */
  readonly segmentIndex: number;
  /** Its parameter along that segment, [0, 1]. */
  readonly t: number;
}

/** The point of a polygon's boundary nearest a query point. */
export interface PolygonNearest {
  /** The nearest boundary point. */
  readonly point: Vec2;
  /** Signed distance: negative inside, 0 on the boundary, positive outside. */
  readonly distance: number;
  /** The edge it lies on: from `points[edgeIndex]` to `points[(edgeIndex + 1) % n]` (the first one on a tie). */
  readonly edgeIndex: number;
  /** Its parameter along that edge, [0, 1]. */
  readonly t: number;
}

/** A crossing of a segment with a polygon's boundary. */
export interface PolygonCrossing {
  readonly point: Vec2;
  /** Parameter along the segment, [0, 1]. */
  readonly t: number;
  /** The edge crossed: from `points[edgeIndex]` to `points[(edgeIndex + 1) % n]`. */
  readonly edgeIndex: number;
  /** Parameter along that edge, [0, 1]. */
  readonly u: number;
}

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
    const ax = a.x;
    const ay = a.y;
    const bx = b.x;
    const by = b.y;
    if (ax === px && ay === py) return true; // a vertex
    if (ay === py && by === py) {
      // a horizontal edge through the point's row: on it, or not counted
      if ((ax <= px && px <= bx) || (bx <= px && px <= ax)) return true;
      continue;
    }
    if (ay <= py ? by <= py : by > py) continue; // does not span the row (half-open: [min y, max y))
    EDGE[0] = ax;
    EDGE[1] = ay;
    EDGE[2] = bx;
    EDGE[3] = by;
    const side = orientationSign(EDGE, 0, EDGE, 2, POINT, 0); // sign of cross(b − a, p − a)
    if (side === 0) return true; // on the edge (collinear, within its y span)
    if (ay <= py) {
      // upward in y: counts when the point is on its positive side
      if (side > 0) {
        winding++;
        crossings++;
      }
    } else if (side < 0) {
      winding--;
      crossings++;
    }
  }
  return fillRule === 'nonzero' ? winding !== 0 : (crossings & 1) === 1;
}

/** The nearest segment of a chain (closed: the last point joins the first): its index into `NEAREST[0]`, its squared distance returned. */
const NEAREST = new Int32Array(1);

/** The polygon's edge nearest `point` (the first, lowest index, on a tie). @internal */
export function nearestPolygonEdge(point: Vec2, polygon: Polygon): number {
  nearestEdge(polygon.points, true, point.x, point.y);
  return NEAREST[0]!;
}

function nearestEdge(pts: readonly Vec2[], closed: boolean, px: number, py: number): number {
  const n = pts.length;
  const edges = closed ? n : n - 1;
  let best = Infinity;
  let index = 0;
  for (let k = 0; k < edges; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    const d = segmentDistanceSquaredXY(a.x, a.y, b.x, b.y, px, py);
    if (d < best) {
      best = d;
      index = k;
    }
  }
  NEAREST[0] = index;
  return best;
}

/** The point of edge `k` nearest `(px, py)`, as `closestPointOnSegment` computes it: `[x, y, t]` into `FOOT`. */
const FOOT = new Float64Array(3);

function footOnEdge(pts: readonly Vec2[], k: number, px: number, py: number): void {
  const n = pts.length;
  const a = pts[k]!;
  const b = pts[k + 1 === n ? 0 : k + 1]!;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = clampedParameter(a.x - px, a.y - py, dx, dy); // as closestPointOnSegment
  FOOT[0] = t === 0 ? a.x : t === 1 ? b.x : a.x + t * dx;
  FOOT[1] = t === 0 ? a.y : t === 1 ? b.y : a.y + t * dy;
  FOOT[2] = t;
}

/**
 * Distance from `point` to the polyline (≥ 0): the least over its segments
 * (each as `distanceToSegment`). A polyline of equal points is that point.
 */
export function distanceToPolyline(point: Vec2, polyline: Polyline): number {
  return Math.sqrt(nearestEdge(polyline.points, false, point.x, point.y));
}

/**
 * The point of the polyline nearest `point`, with the segment it lies on
 * (`segmentIndex`: the first, lowest index, on a tie) and its parameter `t`
 * there (exactly 0 or 1 at the segment's ends, where the point is that vertex
 * exactly).
 */
export function closestPointOnPolyline(point: Vec2, polyline: Polyline): PolylineNearest {
  const squared = nearestEdge(polyline.points, false, point.x, point.y);
  const k = NEAREST[0]!;
  footOnEdge(polyline.points, k, point.x, point.y);
  return { point: { x: FOOT[0]!, y: FOOT[1]! }, distance: Math.sqrt(squared), segmentIndex: k, t: FOOT[2]! };
}

/**
 * Signed distance from `point` to the polygon: negative inside, 0 on the
 * boundary, positive outside (as `distanceToRect` and `distanceToCircle`). The
 * magnitude is the distance to the nearest edge, in floating point (a point
 * within rounding of an edge reads 0 on either side); the sign is
 * `pointInPolygon`'s (exact, with `fillRule`): ask it for the exact answer.
 */
export function distanceToPolygon(point: Vec2, polygon: Polygon, fillRule: FillRule = 'evenodd'): number {
  const distance = Math.sqrt(nearestEdge(polygon.points, true, point.x, point.y));
  return pointInPolygon(point, polygon, fillRule) ? -distance + 0 : distance;
}

/**
 * The point of the polygon's boundary nearest `point`, with its edge
 * (`edgeIndex`: the first on a tie) and parameter `t` along it, and the signed
 * distance (negative inside; see `distanceToPolygon`).
 */
export function closestPointOnPolygon(point: Vec2, polygon: Polygon, fillRule: FillRule = 'evenodd'): PolygonNearest {
  const squared = nearestEdge(polygon.points, true, point.x, point.y);
  const k = NEAREST[0]!;
  footOnEdge(polygon.points, k, point.x, point.y);
  const distance = Math.sqrt(squared);
  return {
    point: { x: FOOT[0]!, y: FOOT[1]! },
    distance: pointInPolygon(point, polygon, fillRule) ? -distance + 0 : distance,
    edgeIndex: k,
    t: FOOT[2]!,
  };
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
 * Every point where the closed segment meets the polygon's boundary, sorted
 * along the segment (by `t`, then by edge index), each with its edge and the
 * parameter `u` along it: `intersectSegmentSegment`'s points (exact decisions;
 * crossing points within 1 ulp). A crossing through a vertex is reported once,
 * on the edge that starts there (`u = 0`). Where the segment runs along an edge
 * (collinear overlap), both ends of the shared piece are reported. A segment
 * inside or outside without touching the boundary gives `[]`.
 */
export function intersectSegmentPolygon(segment: Segment, polygon: Polygon): PolygonCrossing[] {
  return crossingsOfChain(segment, polygon.points, true, polygonCrossing);
}

const polygonCrossing = (point: Vec2, t: number, edgeIndex: number, u: number): PolygonCrossing => ({ point, t, edgeIndex, u });
const polylineCrossing = (point: Vec2, t: number, segmentIndex: number, u: number): PolylineCrossing => ({ point, t, segmentIndex, u });

/** One crossing of {@link intersectSegmentPolyline}. */
export interface PolylineCrossing {
  readonly point: Vec2;
  /** Parameter along the segment, [0, 1]. */
  readonly t: number;
  /** The polyline's segment crossed: from `points[segmentIndex]` to `points[segmentIndex + 1]`. */
  readonly segmentIndex: number;
  /** Parameter along that segment, [0, 1]. */
  readonly u: number;
}

/**
 * Every point where the closed segment meets the polyline, sorted along the
 * segment (by `t`, then by the polyline's segment index), each with
 * `segmentIndex` and the parameter `u` along it: `intersectSegmentSegment`'s
 * points (exact decisions; crossing points within 1 ulp). A crossing through
 * an inner vertex is reported once, on the segment that starts there (`u =
 * 0`); through the last point, on the last segment (`u = 1`). A run along one
 * of its segments reports both ends of the shared piece. A polyline of equal
 * points is that point.
 */
export function intersectSegmentPolyline(segment: Segment, polyline: Polyline): PolylineCrossing[] {
  return crossingsOfChain(segment, polyline.points, false, polylineCrossing);
}

/**
 * Does the closed segment touch the polyline (cross it, touch a vertex, run
 * along one of its segments)? Exact.
 */
export function segmentPolylineHit(segment: Segment, polyline: Polyline): boolean {
  return chainTouches(segment, polyline.points, false);
}

/**
 * The crossings of a segment with a chain of points, closed (a polygon's
 * edges) or open (a polyline's segments), each made by `make`, sorted by `t`
 * (a stable sort: ties stay in edge order).
 */
function crossingsOfChain<C extends { readonly point: Vec2; readonly t: number }>(
  segment: Segment,
  pts: readonly Vec2[],
  closed: boolean,
  make: (point: Vec2, t: number, index: number, u: number) => C,
): C[] {
  const n = pts.length;
  const edges = closed ? n : n - 1;
  const found: C[] = [];
  for (let k = 0; k < edges; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    const r = intersectSegmentSegment(segment, { start: a, end: b });
    if (r.kind === 'point') {
      if (r.u === 1 && (closed || k + 1 < edges)) continue; // a vertex: reported on the edge that starts there (u = 0)
      found.push(make(r.point, r.t, k, r.u));
    } else if (r.kind === 'overlap') {
      found.push(make(r.start, r.tStart, k, r.uStart));
      if (r.tEnd !== r.tStart) found.push(make(r.end, r.tEnd, k, r.uEnd));
    }
  }
  found.sort((p, q) => p.t - q.t);
  // The same point twice (an overlap's end at a vertex also met by the next edge): keep the first.
  return found.filter((c, i) => i === 0 || c.point.x !== found[i - 1]!.point.x || c.point.y !== found[i - 1]!.point.y);
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
