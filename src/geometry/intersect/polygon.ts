import { intersectSegmentSegment } from './segmentSegment';
import type { Polygon, Polyline, Segment, Vec2 } from '../shapes/types';

/**
 * Every point where a segment meets a polygon's boundary or a polyline, sorted
 * along the segment: `intersectSegmentSegment`'s points, edge by edge (exact
 * decisions; crossing points within 1 ulp). Scene units, y down. The queries
 * take valid shapes and do not re-check them.
 */

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
