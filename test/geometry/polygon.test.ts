import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolygonHit,
  closestPointOnPolygon,
  closestPointOnPolyline,
  distanceToPolygon,
  distanceToPolyline,
  distanceToSegment,
  intersectSegmentPolygon,
  intersectSegmentPolyline,
  segmentPolylineHit,
  intersectSegmentSegment,
  pointInPolygon,
  polygon,
  polygonArea,
  polygonCentroid,
  polygonPolygonHit,
  polyline,
  segmentPolygonHit,
  type Polygon,
  type Vec2,
} from '../../src/geometry';
import { pointInRing } from '../../src/geometry/hit/polygon';
import { random } from '../../bench/random.js';
import { disk, seg, v } from './builders';
import { pointInPolygonExact, segmentsTouchExact } from './oracles';

const square = polygon([v(0, 0), v(10, 0), v(10, 10), v(0, 10)]);
/** A concave "C": a notch from the right between y = 3 and 7. */
const notched = polygon([v(0, 0), v(10, 0), v(10, 3), v(4, 3), v(4, 7), v(10, 7), v(10, 10), v(0, 10)]);
/** A pentagram (self-intersecting): its centre is inside by non-zero, outside by even-odd. */
const star = polygon(
  [0, 1, 2, 3, 4].map((k) => {
    const a = -Math.PI / 2 + (k * 4 * Math.PI) / 5;
    return v(Math.round(100 * Math.cos(a)) / 8, Math.round(100 * Math.sin(a)) / 8);
  }),
);

describe('polyline / polygon constructors', () => {
  it('copy and freeze; RangeError / TypeError naming the argument', () => {
    const pts = [v(0, 0), v(1, 1)];
    const line = polyline(pts);
    pts[0] = v(5, 5);
    expect(line.points[0]).toEqual({ x: 0, y: 0 });
    expect(Object.isFrozen(line.points)).toBe(true);
    expect(() => polyline([v(0, 0)])).toThrow(RangeError);
    expect(() => polyline([v(0, 0)])).toThrow(/polyline\.points must have at least 2 points, got 1/);
    expect(() => polygon([v(0, 0), v(1, 0)])).toThrow(/at least 3 points, got 2/);
    expect(() => polygon([v(0, 0), v(1, 0), v(1, NaN)])).toThrow(/polygon\.points\[2\]\.y/);
    expect(() => polygon('nope' as never)).toThrow(TypeError);
    expect(polygon([v(1, 1), v(1, 1), v(1, 1)]).points).toHaveLength(3); // repeated points allowed
  });
});

describe('pointInPolygon', () => {
  it('inside, outside, on an edge, at a vertex, in the concave notch', () => {
    expect(pointInPolygon(v(5, 5), square)).toBe(true);
    expect(pointInPolygon(v(15, 5), square)).toBe(false);
    expect(pointInPolygon(v(10, 5), square)).toBe(true); // on an edge: the boundary belongs to it
    expect(pointInPolygon(v(10, 10), square)).toBe(true); // a vertex
    expect(pointInPolygon(v(5, 0), square)).toBe(true); // on a horizontal edge
    expect(pointInPolygon(v(7, 5), notched)).toBe(false); // in the notch
    expect(pointInPolygon(v(4, 5), notched)).toBe(true); // on the notch's inner edge
    expect(pointInPolygon(v(2, 5), notched)).toBe(true);
    expect(pointInPolygon(v(-1, 3), notched)).toBe(false); // level with a vertex row, outside
  });
  it('self-intersecting: the pentagram’s centre is outside by even-odd, inside by non-zero', () => {
    expect(pointInPolygon(v(0, 0), star)).toBe(false);
    expect(pointInPolygon(v(0, 0), star, 'nonzero')).toBe(true);
  });
  it('degenerate: a zero-area polygon is its boundary', () => {
    const flat = polygon([v(0, 0), v(5, 5), v(10, 10)]);
    expect(pointInPolygon(v(3, 3), flat)).toBe(true);
    expect(pointInPolygon(v(3, 4), flat)).toBe(false);
    expect(pointInPolygon(v(2, 2), polygon([v(2, 2), v(2, 2), v(2, 2)]))).toBe(true);
  });
  it('equals an exact BigInt oracle on random polygons, points on edges and vertices included, both fill rules', () => {
    const rand = random(12);
    for (let k = 0; k < 300; k++) {
      const n = 3 + Math.floor(rand() * 8);
      const pts = Array.from({ length: n }, () => v(Math.round(rand() * 64) / 4, Math.round(rand() * 64) / 4));
      const shape = polygon(pts);
      for (let q = 0; q < 20; q++) {
        let p: Vec2;
        const r = rand();
        if (r < 0.2) p = pts[Math.floor(rand() * n)]!;
        else if (r < 0.4) {
          const a = pts[Math.floor(rand() * n)]!;
          const b = pts[Math.floor(rand() * n)]!;
          p = v((a.x + b.x) / 2, (a.y + b.y) / 2);
        } else p = v(Math.round(rand() * 64) / 4, Math.round(rand() * 64) / 4);
        expect(pointInPolygon(p, shape)).toBe(pointInPolygonExact(p, pts));
        expect(pointInPolygon(p, shape, 'nonzero')).toBe(pointInPolygonExact(p, pts, 'nonzero'));
        // the same test on the ring a world stores (first vertex repeated at the end)
        const ring = Float64Array.from([...pts, pts[0]!].flatMap((q) => [q.x, q.y]));
        expect(pointInRing(ring, p.x, p.y, 'evenodd')).toBe(pointInPolygonExact(p, pts));
        expect(pointInRing(ring, p.x, p.y, 'nonzero')).toBe(pointInPolygonExact(p, pts, 'nonzero'));
      }
    }
  });
  it('exact near an edge at large offsets (a float crossing test is wrong on some)', () => {
    const rand = random(4);
    for (let k = 0; k < 500; k++) {
      const o = 1e9 * rand();
      const pts = [v(o, o), v(o + 3 * rand(), o + 0.1), v(o + 1, o + 2 + rand())];
      const a = pts[Math.floor(rand() * 3)]!;
      const b = pts[Math.floor(rand() * 3)]!;
      const s = rand();
      const p = v(a.x + s * (b.x - a.x), a.y + s * (b.y - a.y)); // on or a hair off an edge
      expect(pointInPolygon(p, polygon(pts))).toBe(pointInPolygonExact(p, pts));
    }
  });
});

describe('area and centroid', () => {
  it('signed area: positive clockwise on a y-down screen; centroid of area; zero area: the boundary’s centroid', () => {
    expect(polygonArea(square)).toBe(100); // (0,0) → (10,0) → (10,10): clockwise on screen
    expect(polygonArea(polygon([...square.points].reverse()))).toBe(-100);
    expect(polygonArea(notched)).toBe(100 - 24);
    expect(polygonCentroid(square)).toEqual({ x: 5, y: 5 });
    const c = polygonCentroid(notched);
    expect(c.x).toBeCloseTo((100 * 5 - 24 * 7) / 76, 12);
    expect(c.y).toBeCloseTo(5, 12);
    expect(polygonCentroid(polygon([v(0, 0), v(4, 0), v(2, 0)]))).toEqual({ x: 2, y: 0 }); // zero area
    expect(polygonCentroid(polygon([v(3, 3), v(3, 3), v(3, 3)]))).toEqual({ x: 3, y: 3 });
    // far away: no cancellation
    const far = polygon(square.points.map((p) => v(p.x + 1e9, p.y + 1e9)));
    expect(polygonArea(far)).toBe(100);
    expect(polygonCentroid(far)).toEqual({ x: 1e9 + 5, y: 1e9 + 5 });
  });
});

describe('distances and closest points', () => {
  it('polyline: the nearest segment (first on a tie), its t, the distance', () => {
    const path = polyline([v(0, 0), v(10, 0), v(10, 10)]);
    expect(closestPointOnPolyline(v(5, 3), path)).toEqual({ point: { x: 5, y: 0 }, distance: 3, segmentIndex: 0, t: 0.5 });
    expect(closestPointOnPolyline(v(13, 4), path)).toEqual({ point: { x: 10, y: 4 }, distance: 3, segmentIndex: 1, t: 0.4 });
    expect(closestPointOnPolyline(v(12, -2), path)).toMatchObject({ point: { x: 10, y: 0 }, segmentIndex: 0, t: 1 }); // a vertex: the first segment
    expect(distanceToPolyline(v(12, -2), path)).toBeCloseTo(Math.SQRT2 * 2, 14);
    expect(distanceToPolyline(v(3, 4), polyline([v(0, 0), v(0, 0)]))).toBe(5); // all points equal: that point
  });
  it('polygon: signed (negative inside), the nearest edge, brute force over edges agrees', () => {
    expect(distanceToPolygon(v(5, 4), square)).toBe(-4);
    expect(distanceToPolygon(v(5, 14), square)).toBe(4);
    expect(distanceToPolygon(v(10, 4), square)).toBe(0);
    expect(closestPointOnPolygon(v(8, 5), notched)).toEqual({ point: { x: 8, y: 3 }, distance: 2, edgeIndex: 2, t: 2 / 6 });
    const rand = random(9);
    for (let k = 0; k < 200; k++) {
      const p = v(rand() * 14 - 2, rand() * 14 - 2);
      const edges = notched.points.map((a, i) => seg(a.x, a.y, notched.points[(i + 1) % 8]!.x, notched.points[(i + 1) % 8]!.y));
      const brute = Math.min(...edges.map((e) => distanceToSegment(p, e)));
      const d = distanceToPolygon(p, notched);
      expect(Math.abs(d)).toBe(brute);
      expect(d < 0).toBe(pointInPolygon(p, notched) && brute > 0);
    }
  });
});

describe('segment, circle and polygon hit tests; segment–polygon crossings', () => {
  it('segmentPolygonHit: crossing, touching a vertex, along an edge, wholly inside, outside, in the notch', () => {
    expect(segmentPolygonHit(seg(-5, 5, 5, 5), square)).toBe(true);
    expect(segmentPolygonHit(seg(-5, 5, 0, 0), square)).toBe(true); // touches a vertex
    expect(segmentPolygonHit(seg(2, 0, 8, 0), square)).toBe(true); // along an edge
    expect(segmentPolygonHit(seg(2, 2, 8, 8), square)).toBe(true); // inside
    expect(segmentPolygonHit(seg(11, 0, 11, 10), square)).toBe(false);
    expect(segmentPolygonHit(seg(6, 4, 9, 6), notched)).toBe(false); // in the notch, touching nothing
  });
  it('intersectSegmentPolygon: every crossing by t with its edge; a vertex once; an edge overlap’s two ends', () => {
    const through = intersectSegmentPolygon(seg(-5, 5, 15, 5), notched);
    expect(through.map((c) => [c.point.x, c.point.y, c.edgeIndex])).toEqual([
      [0, 5, 7],
      [4, 5, 3],
    ]);
    expect(through[0]!.t).toBe(0.25);
    const corner = intersectSegmentPolygon(seg(-5, -5, 5, 5), square);
    expect(corner.map((c) => [c.point, c.edgeIndex, c.u])).toEqual([[{ x: 0, y: 0 }, 0, 0]]); // the vertex, once
    const along = intersectSegmentPolygon(seg(-2, 0, 5, 0), square);
    expect(along.map((c) => [c.point.x, c.t])).toEqual([
      [0, 2 / 7],
      [5, 1],
    ]);
    expect(intersectSegmentPolygon(seg(2, 2, 8, 8), square)).toEqual([]); // inside, touching nothing
    // agrees with intersectSegmentSegment edge by edge
    const s = seg(-3, 1, 13, 8);
    const byEdge = notched.points.flatMap((a, i) => {
      const r = intersectSegmentSegment(s, { start: a, end: notched.points[(i + 1) % 8]! });
      return r.kind === 'point' && r.u !== 1 ? [r.point] : [];
    });
    expect(intersectSegmentPolygon(s, notched).map((c) => c.point)).toEqual(byEdge.sort((p, q) => p.x - q.x));
  });
  it('intersectSegmentPolyline and segmentPolylineHit: each crossing with its segment; an inner vertex once, the last point on the last segment; no closing edge', () => {
    const path = polyline([v(0, 0), v(10, 0), v(10, 10), v(0, 10)]); // a square without its left side
    const across = intersectSegmentPolyline(seg(5, -5, 5, 15), path);
    expect(across.map((c) => [c.point.x, c.point.y, c.segmentIndex, c.u, c.t])).toEqual([
      [5, 0, 0, 0.5, 0.25],
      [5, 10, 2, 0.5, 0.75],
    ]);
    expect(intersectSegmentPolyline(seg(-5, 5, 15, 5), path).map((c) => [c.point.x, c.segmentIndex])).toEqual([[10, 1]]); // the open side is not an edge
    expect(intersectSegmentPolyline(seg(5, 5, 15, 15), path).map((c) => [c.point, c.segmentIndex, c.u])).toEqual([[{ x: 10, y: 10 }, 2, 0]]); // inner vertex, once
    expect(intersectSegmentPolyline(seg(-5, 5, 5, 15), path).map((c) => [c.point, c.segmentIndex, c.u])).toEqual([[{ x: 0, y: 10 }, 2, 1]]); // the last point
    expect(intersectSegmentPolyline(seg(-5, -5, 5, 5), path).map((c) => [c.point, c.segmentIndex, c.u])).toEqual([[{ x: 0, y: 0 }, 0, 0]]); // the first point
    expect(intersectSegmentPolyline(seg(2, 10, 20, 10), path).map((c) => [c.point.x, c.segmentIndex])).toEqual([
      [2, 2],
      [10, 2],
    ]); // along a segment: both ends
    expect(segmentPolylineHit(seg(-5, 5, 15, 5), path)).toBe(true);
    expect(segmentPolylineHit(seg(-5, 5, 5, 5), path)).toBe(false); // through the open side
    expect(segmentPolylineHit(seg(-5, 10, 0, 10), path)).toBe(true); // touching the last point
    const dot = polyline([v(3, 3), v(3, 3)]);
    expect(segmentPolylineHit(seg(0, 0, 6, 6), dot)).toBe(true); // a polyline of equal points is that point
    expect(intersectSegmentPolyline(seg(0, 0, 6, 6), dot).map((c) => c.point)).toEqual([{ x: 3, y: 3 }]);
    expect(segmentPolylineHit(seg(0, 1, 6, 7), dot)).toBe(false);
  });
  it('fast-check: segmentPolylineHit is the exact touch test over its segments; intersectSegmentPolyline finds a point exactly when it hits', () => {
    const coordinate = fc.integer({ min: -8, max: 8 }).map((k) => k / 2);
    const point = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(point, point, fc.array(point, { minLength: 2, maxLength: 6 }), (a, b, pts) => {
        const s = seg(a.x, a.y, b.x, b.y);
        const path = polyline(pts);
        const exact = pts.slice(1).some((q, i) => segmentsTouchExact(s, seg(pts[i]!.x, pts[i]!.y, q.x, q.y)));
        expect(segmentPolylineHit(s, path)).toBe(exact);
        expect(intersectSegmentPolyline(s, path).length > 0).toBe(exact);
      }),
    );
  });
  it('circlePolygonHit and polygonPolygonHit: touching counts, containment counts, concave notches do not', () => {
    expect(circlePolygonHit(disk(12, 5, 2), square)).toBe(true); // touches the edge x = 10
    expect(circlePolygonHit(disk(12.5, 5, 2), square)).toBe(false);
    expect(circlePolygonHit(disk(5, 5, 1), square)).toBe(true); // inside
    expect(circlePolygonHit(disk(8, 5, 1), notched)).toBe(false); // in the notch
    expect(circlePolygonHit(disk(20, 20, 100), square)).toBe(true); // the polygon inside the circle: its edges are within
    const inner = polygon([v(2, 2), v(3, 2), v(3, 3)]);
    expect(polygonPolygonHit(square, inner)).toBe(true); // contained
    expect(polygonPolygonHit(inner, square)).toBe(true);
    expect(polygonPolygonHit(square, polygon([v(10, 10), v(20, 10), v(20, 20)]))).toBe(true); // a shared vertex
    expect(polygonPolygonHit(notched, polygon([v(6, 4), v(9, 4), v(9, 6)]))).toBe(false); // in the notch
  });
  it('property: segmentPolygonHit ⇔ some edge touches or an end is inside (exact oracle)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max: 16 })), { minLength: 3, maxLength: 7 }),
        fc.tuple(fc.integer({ min: -2, max: 18 }), fc.integer({ min: -2, max: 18 }), fc.integer({ min: -2, max: 18 }), fc.integer({ min: -2, max: 18 })),
        (raw, [x1, y1, x2, y2]) => {
          const pts = raw.map(([x, y]) => v(x / 2, y / 2));
          const shape: Polygon = polygon(pts);
          const s = seg(x1 / 2, y1 / 2, x2 / 2, y2 / 2);
          const touches = pts.some((a, i) => segmentsTouchExact(s, seg(a.x, a.y, pts[(i + 1) % pts.length]!.x, pts[(i + 1) % pts.length]!.y)));
          expect(segmentPolygonHit(s, shape)).toBe(touches || pointInPolygonExact(s.start, pts));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
