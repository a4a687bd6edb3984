import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as g from '../../src/geometry';
import type { Circle, Rect, Segment, Vec2 } from '../../src/geometry';
import { move } from './builders';

/**
 * Translation invariance: moving every coordinate by 1e9 changes nothing beyond
 * rounding. Inputs are multiples of 1/8 up to ±64, so the translated inputs are
 * exact (doubles near 1e9 are spaced 2⁻²³) and the two scenes are the same
 * geometry: every decision (hit, kind, count) must match exactly, and every
 * number to within TOLERANCE, which is 64 ulps of 1e9.
 */
const OFFSET = 1e9;
const TOLERANCE = 64 * Number.EPSILON * OFFSET; // ≈ 1.4e-5

const c8 = fc.integer({ min: -512, max: 512 }).map((k) => k / 8);
const r8 = fc.integer({ min: 0, max: 256 }).map((k) => k / 8);
const pointArb: fc.Arbitrary<Vec2> = fc.record({ x: c8, y: c8 });
const segmentArb: fc.Arbitrary<Segment> = fc.record({ start: pointArb, end: pointArb });
const circleArb: fc.Arbitrary<Circle> = fc.record({ center: pointArb, radius: r8 });
const rectArb: fc.Arbitrary<Rect> = fc.record({ x: c8, y: c8, width: r8, height: r8 });

/** Compares two results: the same structure, booleans and strings equal, numbers within TOLERANCE (points moved back). */
function expectSame(moved: unknown, original: unknown, path = 'result'): void {
  if (typeof original === 'number') {
    expect(typeof moved, path).toBe('number');
    const m = moved as number;
    if (!Number.isFinite(original)) expect(m, path).toBe(original);
    else expect(Math.abs(m - original), path).toBeLessThanOrEqual(TOLERANCE);
    return;
  }
  if (typeof original !== 'object' || original === null) {
    expect(moved, path).toEqual(original);
    return;
  }
  expect(Object.keys(moved as object).sort(), path).toEqual(Object.keys(original).sort());
  for (const [key, value] of Object.entries(original)) {
    expectSame((moved as Record<string, unknown>)[key], value, `${path}.${key}`);
  }
}

/** Runs `query` on the scene and on the scene moved by 1e9; results' points are moved back. */
function invariant<A extends unknown[]>(query: (...args: A) => unknown, ...args: A) {
  const original = query(...args);
  const moved = move(query(...(args.map((a) => move(a, OFFSET)) as A)), -OFFSET);
  expectSame(moved, original);
}

describe('translation by 1e9 changes nothing beyond rounding', () => {
  const runs = { numRuns: 1000 };

  it('segment–segment: hit, distance, closest points, intersection', () => {
    fc.assert(
      fc.property(segmentArb, segmentArb, (a, b) => {
        invariant(g.segmentSegmentHit, a, b);
        invariant(g.segmentSegmentDistance, a, b);
        invariant(g.segmentSegmentClosestPoints, a, b);
        invariant(g.intersectSegmentSegment, a, b);
      }),
      runs,
    );
  });

  it('segment–circle: hit, distance, closest points, intersection', () => {
    fc.assert(
      fc.property(segmentArb, circleArb, (s, c) => {
        invariant(g.segmentCircleHit, s, c);
        invariant(g.segmentCircleDistance, s, c);
        invariant(g.segmentCircleClosestPoints, s, c);
        invariant(g.intersectSegmentCircle, s, c);
        invariant(g.circleSegmentContact, c, s);
      }),
      runs,
    );
  });

  it('segment–rect and circle–rect: hit, distance, closest points, clip, contact', () => {
    fc.assert(
      fc.property(segmentArb, circleArb, rectArb, (s, c, r) => {
        invariant(g.segmentRectHit, s, r);
        invariant(g.segmentRectDistance, s, r);
        invariant(g.segmentRectClosestPoints, s, r);
        invariant(g.intersectSegmentRect, s, r);
        invariant(g.circleRectHit, c, r);
        invariant(g.circleRectDistance, c, r);
        invariant(g.circleRectClosestPoints, c, r);
        invariant(g.circleRectContact, c, r);
      }),
      runs,
    );
  });

  it('circle–circle: hit, distance, closest points, intersection, contact', () => {
    fc.assert(
      fc.property(circleArb, circleArb, (a, b) => {
        invariant(g.circleCircleHit, a, b);
        invariant(g.circleCircleDistance, a, b);
        invariant(g.circleCircleClosestPoints, a, b);
        invariant(g.intersectCircleCircle, a, b);
        invariant(g.circleCircleContact, a, b);
      }),
      runs,
    );
  });

  it('point queries and lines (the line through two moved points is the moved line)', () => {
    fc.assert(
      fc.property(pointArb, segmentArb, circleArb, rectArb, (p, s, c, r) => {
        invariant(g.distanceToSegment, p, s);
        invariant(g.closestPointOnSegment, p, s);
        invariant(g.distanceToCircle, p, c);
        invariant(g.closestPointOnCircle, p, c);
        invariant(g.distanceToRect, p, r);
        invariant(g.closestPointOnRect, p, r);
        invariant(g.pointInCircle, p, c);
        invariant(g.pointInRect, p, r);
        if (s.start.x === s.end.x && s.start.y === s.end.y) return;
        const through = (q: Vec2, a: Vec2, b: Vec2) => g.signedDistanceToLine(q, g.lineThrough(a, b));
        invariant(through, p, s.start, s.end);
        // A line's coefficients are rounded (c to about ε·1e9 there), so which side
        // a centre exactly on the line falls is a tie no line representation keeps:
        // the contact is compared away from it.
        if (Math.abs(through(c.center, s.start, s.end)) <= 1e-6) return;
        const contact = (circle: Circle, a: Vec2, b: Vec2) => g.circleLineContact(circle, g.lineThrough(a, b), { sides: 'both' });
        invariant(contact, c, s.start, s.end);
      }),
      runs,
    );
  });
});
