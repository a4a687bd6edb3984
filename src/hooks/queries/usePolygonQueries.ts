'use client';
import {
  intersectSegmentPolygon,
  intersectSegmentPolyline,
  pointInPolygon,
  type FillRule,
  type Polygon,
  type PolygonCrossing,
  type Polyline,
  type PolylineCrossing,
  type Segment,
  type Vec2,
} from '../../geometry/index';
import { assertFillRule, assertPolygon, assertPolyline, assertSegment, assertVec2 } from '../../geometry/shapes/validate';
import { useFrozenMemo, usePointsVersion, useValueMemo } from '../state/memo';

/**
 * Is the point in the closed polygon (the boundary counts), as a memoised React
 * hook: `pointInPolygon`, exact, recomputed only when a number changes (the
 * point, any vertex, their count, the fill rule).
 *
 * @param point - `{ x, y }`, finite
 * @param polygon - `{ points }`, at least 3 finite points (any winding; concave and self-intersecting allowed)
 * @param fillRule - `'evenodd'` (default) or `'nonzero'`
 * @throws TypeError / RangeError naming the argument
 */
export function usePointInPolygon(point: Vec2, polygon: Polygon, fillRule: FillRule = 'evenodd'): boolean {
  assertVec2(point, 'point');
  assertPolygon(polygon, 'polygon');
  assertFillRule(fillRule, 'fillRule');
  const version = usePointsVersion(polygon.points);
  const { x, y } = point;
  // the numbers (the polygon's through its version), not the objects
  return useValueMemo(() => pointInPolygon(point, polygon, fillRule), [x, y, version, fillRule]);
}

/**
 * Where a closed segment meets a polygon's boundary, as a memoised React hook:
 * `intersectSegmentPolygon`'s crossings (sorted by `t`, each with `edgeIndex`
 * and `u`; crossing points within 1 ulp of the exact ones), frozen, the same
 * array while the numbers are unchanged.
 *
 * @throws TypeError / RangeError naming the argument
 */
export function useSegmentPolygonIntersection(segment: Segment, polygon: Polygon): readonly PolygonCrossing[] {
  assertSegment(segment, 'segment');
  assertPolygon(polygon, 'polygon');
  const version = usePointsVersion(polygon.points);
  const { start, end } = segment;
  return useFrozenMemo(() => intersectSegmentPolygon(segment, polygon), [start.x, start.y, end.x, end.y, version]);
}

/**
 * Where a closed segment meets a polyline, as a memoised React hook:
 * `intersectSegmentPolyline`'s crossings (sorted by `t`, each with
 * `segmentIndex` and `u`; crossing points within 1 ulp of the exact ones),
 * frozen, the same array while the numbers are unchanged.
 *
 * @throws TypeError / RangeError naming the argument
 */
export function useSegmentPolylineIntersection(segment: Segment, polyline: Polyline): readonly PolylineCrossing[] {
  assertSegment(segment, 'segment');
  assertPolyline(polyline, 'polyline');
  const version = usePointsVersion(polyline.points);
  const { start, end } = segment;
  return useFrozenMemo(() => intersectSegmentPolyline(segment, polyline), [start.x, start.y, end.x, end.y, version]);
}
