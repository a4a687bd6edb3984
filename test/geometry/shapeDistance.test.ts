import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleCircleClosestPoints,
  circleCircleDistance,
  circleCircleHit,
  circleRectClosestPoints,
  circleRectDistance,
  circleRectHit,
  distanceToCircle,
  distanceToRect,
  distanceToSegment,
  pointInCircle,
  pointInRect,
  segmentCircleClosestPoints,
  segmentCircleDistance,
  segmentCircleHit,
  segmentRectClosestPoints,
  segmentRectDistance,
  segmentRectHit,
  segmentSegmentClosestPoints,
  segmentSegmentDistance,
  segmentSegmentHit,
  type Circle,
  type ClosestPoints,
  type Rect,
  type Segment,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment, scaleOf } from './arbitraries';
import { box, disk, gap, seg } from './builders';

const sScale = (s: Segment) => [s.start.x, s.start.y, s.end.x, s.end.y];
const cScale = (c: Circle) => [c.center.x, c.center.y, c.radius];
const rScale = (r: Rect) => [r.x, r.y, r.width, r.height];

/** The witnesses realise |distance| (to rounding relative to the scale). */
function expectRealised(result: ClosestPoints, tol: number) {
  expect(Math.abs(gap(result.pointA, result.pointB) - Math.abs(result.distance))).toBeLessThanOrEqual(tol);
}

describe('shape–shape distances: examples', () => {
  it('circle–circle (article 003: d − r₁ − r₂): apart, touching, overlapping, one inside the other', () => {
    expect(circleCircleDistance(disk(0, 0, 5), disk(13, 0, 3))).toBe(5);
    expect(circleCircleDistance(disk(0, 0, 2), disk(3, 4, 3))).toBe(0);
    expect(circleCircleDistance(disk(0, 0, 5), disk(6, 0, 3))).toBe(-2);
    expect(circleCircleDistance(disk(0, 0, 10), disk(1, 0, 2))).toBe(-11);
    expect(circleCircleClosestPoints(disk(0, 0, 5), disk(13, 0, 3))).toEqual({ distance: 5, pointA: { x: 5, y: 0 }, pointB: { x: 10, y: 0 } });
  });

  it('segment–segment: apart at an endpoint, crossing, collinear gap, parallel', () => {
    expect(segmentSegmentDistance(seg(0, 0, 10, 0), seg(3, 2, 5, 7))).toBe(2);
    expect(segmentSegmentDistance(seg(0, 0, 10, 10), seg(0, 10, 10, 0))).toBe(0);
    expect(segmentSegmentDistance(seg(0, 0, 10, 0), seg(13, 0, 20, 0))).toBe(3);
    expect(segmentSegmentDistance(seg(0, 0, 10, 0), seg(-5, 4, 5, 4))).toBe(4);
    expect(segmentSegmentClosestPoints(seg(0, 0, 10, 0), seg(3, 2, 5, 7))).toEqual({ distance: 2, pointA: { x: 3, y: 0 }, pointB: { x: 3, y: 2 } });
    expect(segmentSegmentClosestPoints(seg(0, 0, 10, 10), seg(0, 10, 10, 0))).toEqual({ distance: 0, pointA: { x: 5, y: 5 }, pointB: { x: 5, y: 5 } });
  });

  it('segment–rect: beside an edge, past a corner, crossing, inside', () => {
    const r = box(0, 0, 10, 10);
    expect(segmentRectDistance(seg(12, 2, 12, 8), r)).toBe(2);
    expect(segmentRectDistance(seg(13, 14, 20, 20), r)).toBe(5);
    expect(segmentRectDistance(seg(-5, 5, 15, 5), r)).toBe(0);
    expect(segmentRectDistance(seg(2, 2, 3, 3), r)).toBe(0);
    // a long segment passing a corner: the corner's distance to the segment
    expect(segmentRectDistance(seg(8, 14, 14, 8), r)).toBeCloseTo(Math.SQRT2, 12);
    expect(segmentRectClosestPoints(seg(12, 2, 12, 8), r)).toEqual({ distance: 2, pointA: { x: 12, y: 2 }, pointB: { x: 10, y: 2 } });
  });

  it('circle–rect and segment–circle: signed, the centre distance minus the radius (article 003)', () => {
    expect(circleRectDistance(disk(13, 14, 2), box(0, 0, 10, 10))).toBe(3);
    expect(circleRectDistance(disk(5, 8, 1), box(0, 0, 10, 10))).toBe(-3);
    expect(segmentCircleDistance(seg(-10, 7, 10, 7), disk(0, 0, 5))).toBe(2);
    expect(segmentCircleDistance(seg(-10, 0, 10, 0), disk(0, 0, 5))).toBe(-5);
    expect(segmentCircleClosestPoints(seg(-10, 7, 10, 7), disk(0, 0, 5))).toEqual({ distance: 2, pointA: { x: 0, y: 7 }, pointB: { x: 0, y: 5 } });
  });
});

describe('properties: hit ⇔ distance ≤ 0, symmetry, witnesses on their shapes realising the distance', () => {
  it('segment–segment', () => {
    fc.assert(
      fc.property(anySegment, anySegment, (a, b) => {
        const d = segmentSegmentDistance(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(segmentSegmentHit(a, b)).toBe(d <= 0);
        expect(segmentSegmentDistance(b, a)).toBe(d);
        const w = segmentSegmentClosestPoints(a, b);
        const tol = 1e-9 * scaleOf(...sScale(a), ...sScale(b));
        expect(w.distance).toBe(d);
        expect(distanceToSegment(w.pointA, a)).toBeLessThanOrEqual(tol);
        expect(distanceToSegment(w.pointB, b)).toBeLessThanOrEqual(tol);
        expectRealised(w, tol);
        // no pair of sampled points is nearer than the distance
        for (const s of [0, 0.25, 0.5, 0.75, 1]) {
          const p = { x: a.start.x + s * (a.end.x - a.start.x), y: a.start.y + s * (a.end.y - a.start.y) };
          expect(distanceToSegment(p, b)).toBeGreaterThanOrEqual(d - tol);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('segment–rect', () => {
    fc.assert(
      fc.property(anySegment, anyRect, (s, r) => {
        const d = segmentRectDistance(s, r);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(segmentRectHit(s, r)).toBe(d <= 0);
        const w = segmentRectClosestPoints(s, r);
        const tol = 1e-9 * scaleOf(...sScale(s), ...rScale(r));
        expect(distanceToSegment(w.pointA, s)).toBeLessThanOrEqual(tol);
        expect(distanceToRect(w.pointB, r)).toBeLessThanOrEqual(tol);
        expectRealised(w, tol);
        for (const t of [0, 0.25, 0.5, 0.75, 1]) {
          const p = { x: s.start.x + t * (s.end.x - s.start.x), y: s.start.y + t * (s.end.y - s.start.y) };
          expect(Math.max(0, distanceToRect(p, r))).toBeGreaterThanOrEqual(d - tol);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('circle–circle', () => {
    fc.assert(
      fc.property(anyCircle, anyCircle, (a, b) => {
        const d = circleCircleDistance(a, b);
        expect(circleCircleDistance(b, a)).toBe(d);
        expect(circleCircleHit(a, b)).toBe(d <= 0);
        const w = circleCircleClosestPoints(a, b);
        const tol = 1e-9 * scaleOf(...cScale(a), ...cScale(b));
        expect(Math.abs(distanceToCircle(w.pointA, a))).toBeLessThanOrEqual(tol);
        expect(Math.abs(distanceToCircle(w.pointB, b))).toBeLessThanOrEqual(tol);
        expectRealised(w, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('circle–rect', () => {
    fc.assert(
      fc.property(anyCircle, anyRect, (c, r) => {
        const d = circleRectDistance(c, r);
        expect(circleRectHit(c, r)).toBe(d <= 0);
        const w = circleRectClosestPoints(c, r);
        const tol = 1e-9 * scaleOf(...cScale(c), ...rScale(r));
        expect(Math.abs(distanceToCircle(w.pointA, c))).toBeLessThanOrEqual(tol);
        expect(Math.abs(distanceToRect(w.pointB, r))).toBeLessThanOrEqual(tol);
        expectRealised(w, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('segment–circle', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, (s, c) => {
        const d = segmentCircleDistance(s, c);
        expect(segmentCircleHit(s, c)).toBe(d <= 0);
        const w = segmentCircleClosestPoints(s, c);
        const tol = 1e-9 * scaleOf(...sScale(s), ...cScale(c));
        expect(distanceToSegment(w.pointA, s)).toBeLessThanOrEqual(tol);
        expect(Math.abs(distanceToCircle(w.pointB, c))).toBeLessThanOrEqual(tol);
        expectRealised(w, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('point–circle and point–rect', () => {
    fc.assert(
      fc.property(anyPoint, anyCircle, anyRect, (p, c, r) => {
        expect(pointInCircle(p, c)).toBe(distanceToCircle(p, c) <= 0);
        expect(pointInRect(p, r)).toBe(distanceToRect(p, r) <= 0);
      }),
      { numRuns: 3000 },
    );
  });
});
