import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleRotatedRectClosestPoints,
  circleRotatedRectDistance,
  circleRotatedRectHit,
  distanceToPolygon,
  distanceToSegment,
  rectRotatedRectClosestPoints,
  rectRotatedRectDistance,
  rotatedRect,
  rotatedRectCorners,
  rotatedRectRotatedRectClosestPoints,
  rotatedRectRotatedRectDistance,
  segmentRotatedRectClosestPoints,
  segmentRotatedRectDistance,
  type ClosestPoints,
  type Segment,
  type Vec2,
} from '../../src/geometry';
import { anyCircle, anyRect, anySegment } from './arbitraries';
import { pointInPolygonExact, segmentsTouchExact } from './oracles';
import { anyRotatedRect, rectCorners } from './rotatedRectArbitraries';

/** The corner-polygon oracle: the quadrilaterals' edges, exact touching, vertex–edge distances, separating-axis depth. */
const edges = (q: readonly Vec2[]): Segment[] => q.map((p, k) => ({ start: p, end: q[(k + 1) % q.length]! }));

function touchExact(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  return edges(a).some((e) => edges(b).some((f) => segmentsTouchExact(e, f))) || pointInPolygonExact(a[0]!, b) || pointInPolygonExact(b[0]!, a);
}

/** Apart convex quadrilaterals: nearest at a vertex of one and an edge of the other. */
function vertexEdgeDistance(a: readonly Vec2[], b: readonly Vec2[]): number {
  let best = Infinity;
  for (const p of a) for (const e of edges(b)) best = Math.min(best, distanceToSegment(p, e));
  for (const p of b) for (const e of edges(a)) best = Math.min(best, distanceToSegment(p, e));
  return best;
}

/**
 * The smallest overlap over the 4 edge directions of the two boxes (the separating axis test), recomputed from the corners.
 * Each box's axes are its longer edge's direction and the perpendicular to it: a sliver's short edge (a few ulps of its
 * corners' coordinates long) has no direction of its own to speak of.
 */
function satDepth(a: readonly Vec2[], b: readonly Vec2[]): number {
  let depth = Infinity;
  for (const q of [a, b]) {
    const [e0, e1] = [0, 1].map((k) => ({ x: q[k + 1]!.x - q[k]!.x, y: q[k + 1]!.y - q[k]!.y }));
    const long = Math.hypot(e0!.x, e0!.y) >= Math.hypot(e1!.x, e1!.y) ? e0! : e1!;
    const len = Math.hypot(long.x, long.y);
    if (len === 0) continue;
    for (const n of [
      { x: long.x / len, y: long.y / len },
      { x: -long.y / len, y: long.x / len },
    ]) {
      const span = (c: readonly Vec2[]) => c.map((p) => p.x * n.x + p.y * n.y);
      const [sa, sb] = [span(a), span(b)];
      depth = Math.min(depth, Math.min(Math.max(...sb) - Math.min(...sa), Math.max(...sa) - Math.min(...sb)));
    }
  }
  return depth;
}

const scale = (...qs: (readonly Vec2[])[]) => 1 + Math.max(...qs.flat().map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
const gap = (r: ClosestPoints) => Math.hypot(r.pointA.x - r.pointB.x, r.pointA.y - r.pointB.y);

describe('rotated rect pairs answer as their corner polygons', () => {
  it('segment–rotated rect: 0 exactly when they touch, else the nearest edge pair; witnesses on each shape', () => {
    fc.assert(
      fc.property(anySegment, anyRotatedRect, (s, r) => {
        const q = rotatedRectCorners(r);
        // products of coordinates below 2⁻⁵⁰⁰ underflow in the exact predicates' float filters (a known limit, not this pair's)
        fc.pre([...q, s.start, s.end].every((p) => [p.x, p.y].every((c) => c === 0 || Math.abs(c) > 2 ** -500)));
        const seg = [s.start, s.end];
        const tol = 1e-12 * scale(q, seg);
        const d = segmentRotatedRectDistance(s, r);
        const touch = edges(q).some((e) => segmentsTouchExact(s, e)) || pointInPolygonExact(s.start, q);
        expect(d === 0).toBe(touch);
        if (!touch)
          expect(
            Math.abs(d - Math.min(...edges(q).map((e) => Math.min(distanceToSegment(e.start, s), distanceToSegment(s.start, e), distanceToSegment(s.end, e))))),
          ).toBeLessThanOrEqual(tol);
        const cp = segmentRotatedRectClosestPoints(s, r);
        expect(cp.distance).toBe(d);
        expect(Math.abs(gap(cp) - d)).toBeLessThanOrEqual(tol);
        expect(distanceToSegment(cp.pointA, s)).toBeLessThanOrEqual(tol);
        if (!touch) expect(Math.abs(distanceToPolygon(cp.pointB, { points: q }))).toBeLessThanOrEqual(tol);
        else expect(cp.pointA).toEqual(cp.pointB);
      }),
      { numRuns: 1000 },
    );
  });

  it('circle–rotated rect: the centre’s polygon distance minus the radius; pointA on the circle, pointB on the boundary', () => {
    fc.assert(
      fc.property(anyCircle, anyRotatedRect, (c, r) => {
        const q = rotatedRectCorners(r);
        fc.pre([...q, c.center].every((p) => [p.x, p.y].every((v) => v === 0 || Math.abs(v) > 2 ** -500)));
        const tol = 1e-12 * scale(q, [c.center]) + 1e-12 * c.radius;
        const d = circleRotatedRectDistance(c, r);
        expect(Math.abs(d - (distanceToPolygon(c.center, { points: q }) - c.radius))).toBeLessThanOrEqual(tol); // exactly 0 on the boundary, as distanceToRotatedRect
        if (Math.abs(d) > tol) expect(d <= 0).toBe(circleRotatedRectHit(c, r));
        const cp = circleRotatedRectClosestPoints(c, r);
        expect(cp.distance).toBe(d);
        expect(Math.abs(gap(cp) - Math.abs(d))).toBeLessThanOrEqual(4 * tol);
        expect(Math.abs(Math.hypot(cp.pointA.x - c.center.x, cp.pointA.y - c.center.y) - c.radius)).toBeLessThanOrEqual(tol);
        expect(Math.abs(distanceToPolygon(cp.pointB, { points: q }))).toBeLessThanOrEqual(tol);
      }),
      { numRuns: 1000 },
    );
  });

  const quadPairs = [
    [
      'rect',
      fc
        .tuple(anyRect, anyRotatedRect)
        .map(([a, b]) => ({ qa: rectCorners(a), qb: rotatedRectCorners(b), cp: rectRotatedRectClosestPoints(a, b), d: rectRotatedRectDistance(a, b) })),
    ],
    [
      'rotated rect',
      fc.tuple(anyRotatedRect, anyRotatedRect).map(([a, b]) => ({
        qa: rotatedRectCorners(a),
        qb: rotatedRectCorners(b),
        cp: rotatedRectRotatedRectClosestPoints(a, b),
        d: rotatedRectRotatedRectDistance(a, b),
      })),
    ],
  ] as const;

  for (const [name, pair] of quadPairs) {
    it(`${name}–rotated rect: apart the vertex–edge distance, touching 0, overlapping minus the separating-axis depth`, () => {
      fc.assert(
        fc.property(pair, ({ qa, qb, cp, d }) => {
          // Products of coordinates below 2⁻⁵⁰⁰ underflow in the floating-point filters of the exact predicates (a known limit, not this pair's)
          fc.pre([...qa, ...qb].every((p) => [p.x, p.y].every((c) => c === 0 || Math.abs(c) > 2 ** -500)));
          const tol = 1e-9 * scale(qa, qb);
          const touch = touchExact(qa, qb);
          expect(cp.distance).toBe(d);
          expect(d <= 0).toBe(touch);
          if (!touch) {
            expect(Math.abs(d - vertexEdgeDistance(qa, qb))).toBeLessThanOrEqual(tol);
            expect(Math.abs(distanceToPolygon(cp.pointB, { points: qb }))).toBeLessThanOrEqual(tol);
          } else if (
            d < 0 &&
            [qa, qb].every((q) => q[0]!.x !== q[1]!.x || q[0]!.y !== q[1]!.y) &&
            [qa, qb].every((q) => q[1]!.x !== q[2]!.x || q[1]!.y !== q[2]!.y)
          ) {
            // (the depth oracle takes its axes from the edges: only for boxes with no zero-length edge)
            expect(Math.abs(-d - satDepth(qa, qb))).toBeLessThanOrEqual(tol);
          }
          expect(Math.abs(gap(cp) - Math.abs(d))).toBeLessThanOrEqual(tol);
          expect(Math.abs(distanceToPolygon(cp.pointA, { points: qa }))).toBeLessThanOrEqual(tol);
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('ties and touching cases', () => {
    const r = rotatedRect({ x: 0, y: 0 }, 20, 10, 0);
    // a segment touching the top edge: 0, its touching point twice
    expect(segmentRotatedRectClosestPoints({ start: { x: -20, y: -5 }, end: { x: 20, y: -5 } }, r)).toEqual({
      distance: 0,
      pointA: { x: -10, y: -5 },
      pointB: { x: -10, y: -5 },
    });
    // parallel above the top edge: the start's foot wins the tie
    expect(segmentRotatedRectClosestPoints({ start: { x: -5, y: -8 }, end: { x: 5, y: -8 } }, r)).toEqual({
      distance: 3,
      pointA: { x: -5, y: -8 },
      pointB: { x: -5, y: -5 },
    });
    // a circle centred at the centre of the rect: out through the first nearest edge (the top)
    expect(circleRotatedRectClosestPoints({ center: { x: 0, y: 0 }, radius: 2 }, r)).toEqual({ distance: -7, pointA: { x: 0, y: 2 }, pointB: { x: 0, y: -5 } });
    // two rects sharing an edge: touching, 0
    const right = rotatedRect({ x: 20, y: 0 }, 20, 10, 0);
    expect(rotatedRectRotatedRectDistance(r, right)).toBe(0);
    // a quarter turn over a square: overlapping by 4 along x
    expect(rotatedRectRotatedRectDistance(rotatedRect({ x: 16, y: 0 }, 10, 20, Math.PI / 2), r)).toBeCloseTo(-4, 12);
    // apart along a diagonal: corner to corner
    const far = rectRotatedRectClosestPoints({ x: 13, y: 9, width: 2, height: 2 }, r);
    expect(far).toEqual({ distance: 5, pointA: { x: 13, y: 9 }, pointB: { x: 10, y: 5 } });
  });
});
