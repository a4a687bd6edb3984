import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolygonContact,
  circleRotatedRectContact,
  intersectSegmentRect,
  intersectSegmentRotatedRect,
  pointInRotatedRect,
  ray,
  raycastRect,
  raycastRotatedRect,
  raycastSegment,
  rectRectContact,
  rectRotatedRectContact,
  rotatedRect,
  rotatedRectCorners,
  rotatedRectRectContact,
  rotatedRectRotatedRectContact,
  rotatedRectRotatedRectHit,
  segmentRotatedRectHit,
  type RaycastHit,
} from '../../src/geometry';
import { anyCircle, anyPoint, anySegment, intRect, intSegment } from './arbitraries';
import { box, seg, v } from './builders';
import { anyRotatedRect, intRotatedRect } from './rotatedRectArbitraries';

const direction = fc.record({ x: fc.integer({ min: -5, max: 5 }), y: fc.integer({ min: -5, max: 5 }) }).filter((d) => d.x !== 0 || d.y !== 0);
/** An axis-aligned rect as a rotated rect at rotation 0 (exact corners for these integer sizes). */
const asRotated = (r: { x: number; y: number; width: number; height: number }) => rotatedRect(v(r.x + r.width / 2, r.y + r.height / 2), r.width, r.height, 0);

describe('raycastRotatedRect', () => {
  const r = rotatedRect(v(0, 0), 4, 2, 0);

  it('entry from outside, exit from inside, 0 on the boundary, a corner hits', () => {
    expect(raycastRotatedRect(ray(v(-10, 0), v(1, 0)), r)).toEqual({ distance: 8, point: v(-2, 0), normal: v(-1, 0) });
    expect(raycastRotatedRect(ray(v(0, 0), v(0, 1)), r)).toEqual({ distance: 1, point: v(0, 1), normal: v(0, -1) });
    expect(raycastRotatedRect(ray(v(2, 0), v(1, 0)), r)?.distance).toBe(0);
    expect(raycastRotatedRect(ray(v(-5, -4), v(1, 1)), r)?.point).toEqual(v(-2, -1));
    expect(raycastRotatedRect(ray(v(-10, 0), v(1, 0)), r, 7.5)).toBeNull();
    expect(raycastRotatedRect(ray(v(-10, 5), v(1, 0)), r)).toBeNull();
    expect(() => raycastRotatedRect(ray(v(0, 0), v(1, 0)), r, -1)).toThrow(RangeError);
  });

  it('a turned square: the ray along +x from the left meets its left corner', () => {
    const diamond = rotatedRect(v(0, 0), 2, 2, Math.PI / 4);
    const left = rotatedRectCorners(diamond).reduce((a, b) => (b.x < a.x ? b : a));
    const hit = raycastRotatedRect(ray(v(-5, left.y), v(1, 0)), diamond);
    expect(hit?.point).toEqual(left);
  });

  it('the nearest of its four edges as walls (raycastSegment), bit for bit', () => {
    fc.assert(
      fc.property(anyPoint, direction, anyRotatedRect, (o, d, q) => {
        const c = rotatedRectCorners(q);
        let best: RaycastHit | null = null;
        for (let k = 0; k < 4; k++) {
          const h = raycastSegment(ray(o, d), { start: c[k]!, end: c[(k + 1) % 4]! });
          if (h !== null && (best === null || h.distance < best.distance)) best = h;
        }
        const got = raycastRotatedRect(ray(o, d), q);
        return best === null ? got === null : got !== null && got.distance === best.distance && got.point.x === best.point.x && got.point.y === best.point.y;
      }),
      { numRuns: 400 },
    );
  });

  it('at rotation 0 the distance and point of raycastRect', () => {
    fc.assert(
      fc.property(fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }), direction, intRect, (o, d, rc) => {
        const a = raycastRect(ray(o, d), rc);
        const b = raycastRotatedRect(ray(o, d), asRotated(rc));
        return a === null ? b === null : b !== null && a.distance === b.distance && a.point.x === b.point.x && a.point.y === b.point.y;
      }),
      { numRuns: 400 },
    );
  });
});

describe('intersectSegmentRotatedRect', () => {
  const r = rotatedRect(v(0, 0), 4, 2, 0);

  it('the result shape of intersectSegmentRect: none, clip with entry/exit and inside flags', () => {
    expect(intersectSegmentRotatedRect(seg(-5, 5, 5, 5), r)).toEqual({ kind: 'none' });
    expect(intersectSegmentRotatedRect(seg(-4, 0, 4, 0), r)).toEqual({
      kind: 'clip',
      entry: { point: v(-2, 0), t: 0.25 },
      exit: { point: v(2, 0), t: 0.75 },
      startInside: false,
      endInside: false,
    });
    expect(intersectSegmentRotatedRect(seg(0, 0, 4, 0), r)).toMatchObject({
      entry: { point: v(0, 0), t: 0 },
      exit: { point: v(2, 0), t: 0.5 },
      startInside: true,
      endInside: false,
    });
    expect(intersectSegmentRotatedRect(seg(2, 0, 1, 0), r)).toMatchObject({ startInside: false, endInside: true, entry: { t: 0 }, exit: { t: 1 } });
    // a zero-length segment is its point; through a corner touches once
    expect(intersectSegmentRotatedRect(seg(1, 0, 1, 0), r)).toMatchObject({ entry: { t: 0 }, exit: { t: 0 }, startInside: true, endInside: true });
    expect(intersectSegmentRotatedRect(seg(2, -1, 2, -1), r)).toMatchObject({ startInside: false, endInside: false });
    expect(intersectSegmentRotatedRect(seg(0, -3, 4, 1), r)).toMatchObject({ entry: { point: v(2, -1) }, exit: { point: v(2, -1) } });
  });

  it('at rotation 0 it answers as intersectSegmentRect (integer shapes)', () => {
    fc.assert(
      fc.property(intSegment, intRect, (s, rc) => {
        const a = intersectSegmentRect(s, rc);
        const b = intersectSegmentRotatedRect(s, asRotated(rc));
        if (a.kind === 'none' || b.kind === 'none') return a.kind === b.kind;
        const close = (p: number, q: number) => Math.abs(p - q) <= 1e-12 * (1 + Math.abs(p));
        return (
          a.startInside === b.startInside &&
          a.endInside === b.endInside &&
          close(a.entry.t, b.entry.t) &&
          close(a.exit.t, b.exit.t) &&
          close(a.entry.point.x, b.entry.point.x) &&
          close(a.entry.point.y, b.entry.point.y) &&
          close(a.exit.point.x, b.exit.point.x) &&
          close(a.exit.point.y, b.exit.point.y)
        );
      }),
      { numRuns: 500 },
    );
  });

  it('none exactly when the hit test misses; entry before exit, both in the rect (within rounding)', () => {
    fc.assert(
      fc.property(anySegment, anyRotatedRect, (s, q) => {
        const x = intersectSegmentRotatedRect(s, q);
        if (x.kind === 'none') return !segmentRotatedRectHit(s, q);
        const tol = 1e-9 * (1 + Math.abs(q.center.x) + Math.abs(q.center.y) + q.width + q.height + Math.hypot(s.end.x - s.start.x, s.end.y - s.start.y));
        return segmentRotatedRectHit(s, q) && x.entry.t <= x.exit.t && pointInRotatedRect(x.entry.point, q, tol) && pointInRotatedRect(x.exit.point, q, tol);
      }),
      { numRuns: 400 },
    );
  });
});

describe('contacts', () => {
  it('circle: circlePolygonContact on the corners', () => {
    fc.assert(
      fc.property(anyCircle, anyRotatedRect, (c, q) => {
        expect(circleRotatedRectContact(c, q)).toEqual(circlePolygonContact(c, { points: rotatedRectCorners(q) }));
      }),
      { numRuns: 200 },
    );
    const got = circleRotatedRectContact({ center: v(0, 1.5), radius: 1 }, rotatedRect(v(0, 0), 4, 2, 0));
    expect(got).toMatchObject({ penetrating: true, depth: 0.5, normal: v(0, 1), resolvedCenter: v(0, 2) });
  });

  it('rotated–rotated at rotation 0: the depth and push-out of rectRectContact', () => {
    fc.assert(
      fc.property(intRect, intRect, (a, b) => {
        const want = rectRectContact(a, b);
        const got = rotatedRectRotatedRectContact(asRotated(a), asRotated(b));
        const mixed = rectRotatedRectContact(a, asRotated(b));
        const back = rotatedRectRectContact(asRotated(a), b);
        if (want.penetrating !== got.penetrating || want.penetrating !== mixed.penetrating || want.penetrating !== back.penetrating) return false;
        if (!want.penetrating) return got.signedDistance >= 0 && Math.abs(got.signedDistance - want.signedDistance) < 1e-12;
        return got.depth === want.depth && mixed.depth === want.depth && mixed.resolved.x === want.resolved.x && mixed.resolved.y === want.resolved.y;
      }),
      { numRuns: 500 },
    );
  });

  it('a square turned 45° sunk into a rect edge is pushed straight out by its sunk depth', () => {
    const floor = box(-10, 0, 20, 5);
    const diamond = rotatedRect(v(0, -Math.SQRT2 + 0.5), 2, 2, Math.PI / 4); // its bottom corner 0.5 below y = 0
    const c = rotatedRectRectContact(diamond, floor);
    expect(c.penetrating).toBe(true);
    expect(c.normal).toEqual(v(0, -1));
    expect(c.depth).toBeCloseTo(0.5, 12);
    expect(c.resolved.center.y).toBeCloseTo(-Math.SQRT2, 12);
    expect(c.signedDistance).toBeCloseTo(-0.5, 12);
    const apart = rotatedRectRectContact(rotatedRect(v(0, -Math.SQRT2 - 1), 2, 2, Math.PI / 4), floor);
    expect(apart).toMatchObject({ penetrating: false, depth: 0, pushOut: v(0, 0) });
    expect(apart.signedDistance).toBeCloseTo(1, 12);
  });

  it('after the push-out they no longer overlap (beyond rounding); not hitting is never penetrating', () => {
    fc.assert(
      fc.property(anyRotatedRect, anyRotatedRect, (a, b) => {
        const c = rotatedRectRotatedRectContact(a, b);
        const scale = 1 + Math.abs(a.center.x) + Math.abs(a.center.y) + Math.abs(b.center.x) + Math.abs(b.center.y) + a.width + a.height + b.width + b.height;
        // apart by the exact test: not penetrating, or only by rounding of the projections
        if (!rotatedRectRotatedRectHit(a, b)) return c.penetrating ? c.depth <= 1e-12 * scale : c.signedDistance >= 0;
        if (!c.penetrating) return c.signedDistance === 0;
        const again = rotatedRectRotatedRectContact(c.resolved, b);
        return again.depth <= 1e-9 * scale;
      }),
      { numRuns: 300 },
    );
  });
});

describe('intRotatedRect arbitrary', () => {
  it('makes integer corners at rotation 0', () => {
    fc.assert(fc.property(intRotatedRect, (q) => q.rotation !== 0 || rotatedRectCorners(q).every((p) => Number.isInteger(p.x) && Number.isInteger(p.y))));
  });
});
