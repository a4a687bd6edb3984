import { clampedParameter, segmentDistanceSquaredXY } from './pointToShape';
import { pointInPolygon } from '../hit/polygon';
import type { FillRule, Polygon, Polyline, Vec2 } from '../shapes/types';

/**
 * Distances from a point to polylines and polygons, and the nearest points.
 * Distances are computed in floating point, edge by edge (each as
 * `distanceToSegment`), the first edge (lowest index) winning a tie; a
 * polygon's distance is signed (negative inside) by the exact
 * `pointInPolygon`. Scene units, y down. The queries take valid shapes and do
 * not re-check them.
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

/** The nearest segment of a chain (closed: the last point joins the first): its index into `NEAREST[0]`, its squared distance returned (module-level scratch: filled and read in one synchronous call). */
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

/** The point of edge `k` nearest `(px, py)`, as `closestPointOnSegment` computes it: `[x, y, t]` into `FOOT` (module-level scratch, as `NEAREST`). */
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
