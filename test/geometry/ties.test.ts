import { describe, expect, it } from 'vitest';
import {
  circleCircleDistance,
  circleCircleHit,
  circleRectContact,
  circleRectHit,
  closestPointOnRect,
  distanceToRect,
  intersectCircleCircle,
  intersectLineCircle,
  intersectSegmentCircle,
  intersectSegmentRect,
  intersectSegmentSegment,
  lineThrough,
  pointInRect,
  segmentCircleDistance,
  segmentCircleHit,
  segmentRectDistance,
  segmentRectHit,
  segmentSegmentDistance,
  segmentSegmentHit,
  pointInPolygon,
  distanceToPolygon,
  segmentPolygonHit,
  intersectSegmentPolygon,
  polygonPolygonHit,
  rectRectHit,
  rectRectDistance,
  intersectRectRect,
  intersectSegmentPolyline,
  segmentPolylineHit,
  castRay,
  createWorld,
  raycastSegment,
  intersectLineLine,
  intersectSegmentLine,
  type Vec2,
} from '../../src/geometry';
import { box, disk, move, seg } from './builders';

/**
 * The tie suite: every exact tie an editor produces, with the one answer hitkit
 * gives for it. Each row runs at the origin and again with every coordinate
 * offset by 1e9 (exact for these inputs), where the answer must be the same.
 */

const OFFSETS = [0, 1e9];
/** Moves points in a result back to the origin, for comparison. */
const unshift = <T>(value: T, o: number): T => move(value, -o);

describe.each(OFFSETS)('ties, coordinates offset by %d', (o) => {
  const S = (x1: number, y1: number, x2: number, y2: number) => move(seg(x1, y1, x2, y2), o);
  const C = (x: number, y: number, r: number) => move(disk(x, y, r), o);
  const R = (x: number, y: number, w: number, h: number) => box(x + o, y + o, w, h);

  it('tangent segment: hits, distance 0, exactly one intersection point at the foot', () => {
    expect(segmentCircleHit(S(-10, 5, 10, 5), C(0, 0, 5))).toBe(true);
    expect(segmentCircleDistance(S(-10, 5, 10, 5), C(0, 0, 5))).toBe(0);
    expect(unshift(intersectSegmentCircle(S(-10, 5, 10, 5), C(0, 0, 5)), o)).toEqual([{ point: { x: 0, y: 5 }, t: 0.5 }]);
    expect(unshift(intersectLineCircle(lineThrough({ x: o - 10, y: o + 5 }, { x: o + 10, y: o + 5 }), C(0, 0, 5)), o)).toEqual([{ x: 0, y: 5 }]);
  });

  it('tangent on a slant (3-4-5): one point', () => {
    // the line through (5, 0) and (-3, 6) is 4x + ... at distance 5 from... (0,0): tangent at (3, 4)
    const hits = intersectSegmentCircle(S(-1, 7, 7, 1), C(0, 0, 5));
    expect(hits).toHaveLength(1);
    expect(hits[0]!.point.x - o).toBeCloseTo(3, 6);
    expect(hits[0]!.point.y - o).toBeCloseTo(4, 6);
  });

  it('endpoint exactly on the circle: that endpoint, t = 0 or 1 exactly; hit', () => {
    expect(unshift(intersectSegmentCircle(S(3, 4, 30, 40), C(0, 0, 5)), o)).toEqual([{ point: { x: 3, y: 4 }, t: 0 }]);
    expect(unshift(intersectSegmentCircle(S(30, 40, 3, 4), C(0, 0, 5)), o)).toEqual([{ point: { x: 3, y: 4 }, t: 1 }]);
    expect(segmentCircleHit(S(3, 4, 30, 40), C(0, 0, 5))).toBe(true);
    // a chord with both ends on the circle
    expect(unshift(intersectSegmentCircle(S(-3, 4, 3, -4), C(0, 0, 5)), o)).toEqual([
      { point: { x: -3, y: 4 }, t: 0 },
      { point: { x: 3, y: -4 }, t: 1 },
    ]);
    // on the circle and entering it: in at the start, out again
    expect(unshift(intersectSegmentCircle(S(-5, 0, 10, 0), C(0, 0, 5)), o)).toEqual([
      { point: { x: -5, y: 0 }, t: 0 },
      { point: { x: 5, y: 0 }, t: 10 / 15 },
    ]);
    // on the circle and leaving it tangentially: one point
    expect(unshift(intersectSegmentCircle(S(5, 0, 5, 10), C(0, 0, 5)), o)).toEqual([{ point: { x: 5, y: 0 }, t: 0 }]);
  });

  it('T-junction: one point, the touching endpoint exactly (u = 0); hit; distance 0', () => {
    expect(unshift(intersectSegmentSegment(S(0, 0, 10, 0), S(5, 0, 5, 10)), o)).toEqual({ kind: 'point', point: { x: 5, y: 0 }, t: 0.5, u: 0 });
    // on a slanted segment, at a dyadic point exactly on it
    expect(unshift(intersectSegmentSegment(S(0, 0, 3, 1), S(1.5, 0.5, 1.5, 9)), o)).toEqual({ kind: 'point', point: { x: 1.5, y: 0.5 }, t: 0.5, u: 0 });
    expect(segmentSegmentHit(S(0, 0, 3, 1), S(1.5, 0.5, 1.5, 9))).toBe(true);
    expect(segmentSegmentDistance(S(0, 0, 3, 1), S(1.5, 0.5, 1.5, 9))).toBe(0);
    // a hair off (2⁻²⁰ above): no hit, a positive distance
    expect(segmentSegmentHit(S(0, 0, 3, 1), S(1.5, 0.5 - 2 ** -20, 1.5, -9))).toBe(false);
    expect(segmentSegmentDistance(S(0, 0, 3, 1), S(1.5, 0.5 - 2 ** -20, 1.5, -9))).toBeGreaterThan(0);
  });

  it('shared endpoint: one point, t = 1 and u = 0', () => {
    expect(unshift(intersectSegmentSegment(S(0, 0, 10, 0), S(10, 0, 10, 10)), o)).toEqual({ kind: 'point', point: { x: 10, y: 0 }, t: 1, u: 0 });
    expect(segmentSegmentHit(S(0, 0, 10, 0), S(10, 0, 10, 10))).toBe(true);
  });

  it('collinear overlap, collinear end-to-end, collinear disjoint', () => {
    expect(unshift(intersectSegmentSegment(S(0, 0, 10, 0), S(4, 0, 20, 0)), o)).toEqual({
      kind: 'overlap',
      start: { x: 4, y: 0 },
      end: { x: 10, y: 0 },
      tStart: 0.4,
      tEnd: 1,
      uStart: 0,
      uEnd: 0.375,
    });
    expect(unshift(intersectSegmentSegment(S(0, 0, 2, 2), S(2, 2, 5, 5)), o)).toEqual({ kind: 'point', point: { x: 2, y: 2 }, t: 1, u: 0 });
    expect(intersectSegmentSegment(S(0, 0, 2, 2), S(3, 3, 5, 5))).toEqual({ kind: 'none', parallel: true });
    expect(segmentSegmentHit(S(0, 0, 2, 2), S(3, 3, 5, 5))).toBe(false);
    expect(segmentSegmentDistance(S(0, 0, 2, 2), S(3, 3, 5, 5))).toBeCloseTo(Math.SQRT2, 12);
  });

  it('zero-length segments: a point on a segment, two equal points, a point on a circle', () => {
    expect(unshift(intersectSegmentSegment(S(5, 0, 5, 0), S(0, 0, 10, 0)), o)).toEqual({ kind: 'point', point: { x: 5, y: 0 }, t: 0, u: 0.5 });
    expect(unshift(intersectSegmentSegment(S(2, 3, 2, 3), S(2, 3, 2, 3)), o)).toEqual({ kind: 'point', point: { x: 2, y: 3 }, t: 0, u: 0 });
    expect(intersectSegmentSegment(S(2, 3, 2, 3), S(2, 4, 2, 4))).toEqual({ kind: 'none', parallel: false });
    expect(unshift(intersectSegmentCircle(S(3, 4, 3, 4), C(0, 0, 5)), o)).toEqual([{ point: { x: 3, y: 4 }, t: 0 }]);
    expect(intersectSegmentCircle(S(1, 1, 1, 1), C(0, 0, 5))).toEqual([]);
    expect(segmentCircleHit(S(1, 1, 1, 1), C(0, 0, 5))).toBe(true);
  });

  it('zero radius: a point on the segment is hit and intersected; two zero circles at one point meet there', () => {
    expect(segmentCircleHit(S(-1, 0, 1, 0), C(0, 0, 0))).toBe(true);
    expect(unshift(intersectSegmentCircle(S(-1, 0, 1, 0), C(0, 0, 0)), o)).toEqual([{ point: { x: 0, y: 0 }, t: 0.5 }]);
    expect(unshift(intersectCircleCircle(C(2, 2, 0), C(2, 2, 0)), o)).toEqual({ kind: 'points', points: [{ x: 2, y: 2 }] });
    expect(circleCircleDistance(C(2, 2, 0), C(2, 2, 0))).toBe(0);
    expect(unshift(intersectCircleCircle(C(5, 0, 0), C(0, 0, 5)), o)).toEqual({ kind: 'points', points: [{ x: 5, y: 0 }] });
  });

  it('coincident circles: told apart from crossing; distance −2r; hit', () => {
    expect(intersectCircleCircle(C(1, 1, 5), C(1, 1, 5))).toEqual({ kind: 'coincident' });
    expect(circleCircleDistance(C(1, 1, 5), C(1, 1, 5))).toBe(-10);
    expect(circleCircleHit(C(1, 1, 5), C(1, 1, 5))).toBe(true);
  });

  it('tangent circles, outside and inside: one point, distance 0 outside, hit', () => {
    const outside = unshift(intersectCircleCircle(C(0, 0, 2), C(3, 4, 3)), o);
    expect(outside.kind === 'points' && outside.points.length).toBe(1);
    if (outside.kind === 'points') {
      expect(outside.points[0]!.x).toBeCloseTo(1.2, 6);
      expect(outside.points[0]!.y).toBeCloseTo(1.6, 6);
    }
    expect(circleCircleDistance(C(0, 0, 2), C(3, 4, 3))).toBe(0);
    expect(circleCircleHit(C(0, 0, 2), C(3, 4, 3))).toBe(true);
    expect(unshift(intersectCircleCircle(C(0, 0, 10), C(3, 4, 5)), o)).toEqual({ kind: 'points', points: [{ x: 6, y: 8 }] });
  });

  it('point exactly on a rect corner: distance 0, inside (closed), its own closest point; the vertical edge wins the contact', () => {
    const r = R(0, 0, 10, 10);
    const corner = { x: o + 10, y: o };
    expect(distanceToRect(corner, r)).toBe(0);
    expect(pointInRect(corner, r)).toBe(true);
    expect(closestPointOnRect(corner, r)).toEqual(corner);
    expect(circleRectContact({ center: corner, radius: 1 }, r).normal).toEqual({ x: 1, y: 0 });
    expect(circleRectHit(C(13, -4, 5), r)).toBe(true); // touches the corner (10, 0) from outside
  });

  it('segment touching a rect only at a corner, and lying along an edge', () => {
    const r = R(0, 0, 1, 1);
    expect(segmentRectHit(S(0, 2, 2, 0), r)).toBe(true);
    expect(segmentRectDistance(S(0, 2, 2, 0), r)).toBe(0);
    expect(unshift(intersectSegmentRect(S(0, 2, 2, 0), r), o)).toEqual({
      kind: 'clip',
      entry: { point: { x: 1, y: 1 }, t: 0.5 },
      exit: { point: { x: 1, y: 1 }, t: 0.5 },
      startInside: false,
      endInside: false,
    });
    // a corner just missed: 2⁻²⁰ beyond (still exact at 1e9, where the spacing of doubles is 2⁻²³)
    expect(segmentRectHit(S(0, 2 + 2 ** -20, 2 + 2 ** -20, 0), r)).toBe(false);
    expect(segmentRectDistance(S(0, 2 + 2 ** -20, 2 + 2 ** -20, 0), r)).toBeGreaterThan(0);
    expect(unshift(intersectSegmentRect(S(-1, 0, 0.5, 0), r), o)).toMatchObject({
      entry: { point: { x: 0, y: 0 } },
      exit: { point: { x: 0.5, y: 0 }, t: 1 },
    });
  });
  it('polygons: a point on a vertex or an edge is inside at distance 0; a segment along an edge or through a vertex hits', () => {
    const P = (pts: [number, number][]) => ({ points: pts.map(([x, y]): Vec2 => ({ x: x + o, y: y + o })) });
    const square = P([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
    const at = (x: number, y: number) => ({ x: x + o, y: y + o });
    expect([pointInPolygon(at(10, 10), square), distanceToPolygon(at(10, 10), square)]).toEqual([true, 0]); // vertex
    expect([pointInPolygon(at(10, 4), square), distanceToPolygon(at(10, 4), square)]).toEqual([true, 0]); // edge
    expect(pointInPolygon(at(10 + 2 ** -20, 4), square)).toBe(false); // a hair outside
    expect(segmentPolygonHit(S(2, 0, 8, 0), square)).toBe(true); // along an edge (collinear)
    expect(segmentPolygonHit(S(-5, -5, 0, 0), square)).toBe(true); // touching a vertex only
    // through a vertex: one crossing, on the edge that starts there
    expect(unshift(intersectSegmentPolygon(S(-5, -5, 5, 5), square), o).map((c) => [c.point, c.edgeIndex, c.u])).toEqual([[{ x: 0, y: 0 }, 0, 0]]);
    // touching polygons (a shared vertex), coincident edges (a shared edge)
    expect(
      polygonPolygonHit(
        square,
        P([
          [10, 10],
          [20, 10],
          [20, 20],
        ]),
      ),
    ).toBe(true);
    expect(
      polygonPolygonHit(
        square,
        P([
          [10, 0],
          [20, 0],
          [20, 10],
          [10, 10],
        ]),
      ),
    ).toBe(true);
    expect(
      polygonPolygonHit(
        square,
        P([
          [10 + 2 ** -20, 0],
          [20, 0],
          [20, 10],
        ]),
      ),
    ).toBe(false);
  });

  it('polylines: an inner vertex once (on the segment starting there), the last point on the last segment, a run along a segment both ends', () => {
    const at = (x: number, y: number) => ({ x: x + o, y: y + o });
    const path = { points: [at(0, 0), at(10, 0), at(10, 10), at(0, 10)] };
    const crossings = (s: ReturnType<typeof S>) => unshift(intersectSegmentPolyline(s, path), o).map((c) => [c.point, c.segmentIndex, c.u]);
    expect(crossings(S(5, 5, 15, 15))).toEqual([[{ x: 10, y: 10 }, 2, 0]]); // inner vertex
    expect(crossings(S(-5, 5, 5, 15))).toEqual([[{ x: 0, y: 10 }, 2, 1]]); // the last point
    expect(crossings(S(2, 10, 20, 10)).map(([p]) => p)).toEqual([
      { x: 2, y: 10 },
      { x: 10, y: 10 },
    ]); // along segment 2
    expect(segmentPolylineHit(S(-5, 5, 5, 5), path)).toBe(false); // through the open side
    expect(segmentPolylineHit(S(-5, 10, 0, 10), path)).toBe(true); // touching the last point
  });

  it('rays through a vertex two walls share: that vertex, exactly, on the wall with the smaller index; a ray along a wall: its near end', () => {
    const at = (x: number, y: number) => ({ x: x + o, y: y + o });
    const walls = [S(0, 0, 10, 0), S(10, 0, 10, 10), S(10, 10, 0, 10), S(0, 10, 0, 0)];
    const world = createWorld({ segments: walls });
    // from inside the room, aimed exactly at each corner
    for (const [corner, index] of [
      [at(10, 0), 0],
      [at(10, 10), 1],
      [at(0, 10), 2],
      [at(0, 0), 0],
    ] as const) {
      const origin = at(3, 4);
      const hit = castRay(world, { origin, direction: { x: corner.x - origin.x, y: corner.y - origin.y } });
      expect([hit?.point, hit?.index]).toEqual([corner, index]);
    }
    // from outside, through a corner: hits it (closed walls), no leak
    const outside = at(-5, -5);
    expect(castRay(world, { origin: outside, direction: { x: 1, y: 1 } })?.point).toEqual(at(0, 0));
    // along a wall from outside it: the near end, distance 5
    expect(raycastSegment({ origin: at(-5, 0), direction: { x: 1, y: 0 } }, walls[0]!)).toMatchObject({ point: at(0, 0), distance: 5 });
  });

  it('lines: parallel and coincident told apart exactly; a segment ending on a line meets it at its end', () => {
    const at = (x: number, y: number) => ({ x: x + o, y: y + o });
    const l = lineThrough(at(0, 0), at(10, 0));
    expect(intersectLineLine(l, lineThrough(at(0, 5), at(10, 5))).kind).toBe('parallel');
    expect(intersectLineLine(l, lineThrough(at(-3, 0), at(7, 0))).kind).toBe('coincident');
    expect(intersectSegmentLine(S(4, 5, 4, 0), l)).toEqual({ kind: 'point', point: at(4, 0), t: 1 });
    expect(intersectSegmentLine(S(2, 0, 8, 0), l).kind).toBe('overlap');
  });

  it('rects touching at an edge or a corner: hit, distance 0, a zero-size overlap', () => {
    const r = R(0, 0, 10, 10);
    expect([rectRectHit(r, R(10, 3, 5, 5)), rectRectDistance(r, R(10, 3, 5, 5))]).toEqual([true, 0]);
    expect(unshift(intersectRectRect(r, R(10, 10, 5, 5)), o)).toEqual({ x: 10, y: 10, width: 0, height: 0 });
    expect(rectRectHit(r, R(10 + 2 ** -20, 3, 5, 5))).toBe(false);
  });
});
