// Crossing points of tiny segments: a pair whose products underflow (D = 0) gave NaN
// points; crossingAt now scales such segments up by a power of two (exact) and the
// crossing scales with them, so a tiny pair answers as its scaled copy does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castRay, createWorld, intersectSegmentRotatedRect, intersectSegmentSegment, rotatedRectCorners, type Segment } from '../../src/geometry/index';
import { exactCrossing, exactRayCrossing, lengthWithinUlps, ulpsFrom } from './oracles';

const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 } });
const scaled = (s: Segment, f: number): Segment => seg(s.start.x * f, s.start.y * f, s.end.x * f, s.end.y * f);

describe('crossing points of tiny segments', () => {
  it("fast-check's counterexample: a degenerate rotated rect 1e-79 tall, turned by -3.6e-245 rad, crossed at its centre", () => {
    const s = seg(0, -1e-100, 0, 1e-100);
    const q = { center: { x: 0, y: 0 }, width: 0, height: 1.3738310276554416e-79, rotation: -3.596262101347436e-245 };
    const [, b, c] = rotatedRectCorners(q);
    // the edge from (-5e-324, -6.9e-80) to (5e-324, 6.9e-80) crosses x = 0 at its middle, exactly
    expect(intersectSegmentSegment(s, { start: b, end: c })).toEqual({ kind: 'point', point: { x: 0, y: 0 }, t: 0.5, u: 0.5 });
    expect(intersectSegmentRotatedRect(s, q)).toEqual({
      kind: 'clip',
      entry: { point: { x: 0, y: 0 }, t: 0.5 },
      exit: { point: { x: 0, y: 0 }, t: 0.5 },
      startInside: false,
      endInside: false,
    });
  });

  it('a crossing pair scaled down by 2^k (k = 300 … 1060) crosses at the same t and u, at the point scaled down', () => {
    const coord = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(coord, coord, coord, coord, coord, coord, coord, coord, fc.integer({ min: 300, max: 1060 }), (a, b, c, d, e, f, g, h, k) => {
        const s1 = seg(a, b, c, d);
        const s2 = seg(e, f, g, h);
        const big = intersectSegmentSegment(s1, s2);
        if (big.kind !== 'point') return;
        const down = 2 ** -k;
        const tiny = intersectSegmentSegment(scaled(s1, down), scaled(s2, down));
        expect(tiny.kind).toBe('point');
        if (tiny.kind !== 'point') return;
        expect(tiny.t).toBe(big.t);
        expect(tiny.u).toBe(big.u);
        // the point scaled down rounds once, in the subnormal range too: within 1 ulp of it
        const ulp = (v: number) => Math.max(Number.MIN_VALUE, Math.abs(v) * 2 ** -52);
        for (const axis of ['x', 'y'] as const) {
          const want = big.point[axis] * down;
          expect(Math.abs(tiny.point[axis] - want)).toBeLessThanOrEqual(ulp(want));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a ray cast at a wall 2^-700 away: the distance is |p − o|, not 0', () => {
    const k = 2 ** -700;
    const world = createWorld({ segments: [seg(5 * k, -3 * k, 5 * k, 4 * k)] });
    const hit = castRay(world, { origin: { x: 0, y: 0 }, direction: { x: 1, y: 0.1 } }, Infinity)!;
    expect(hit.point.x).toBe(5 * k);
    expect(hit.distance / k).toBeCloseTo(Math.hypot(5, 0.5), 12);
  });

  it('a ray cast at a wall, both scaled down by 2^k, k = 300 … 1000 (the direction kept): the distance and the point scaled down', () => {
    const coord = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(coord, coord, coord, coord, coord, coord, coord, coord, fc.integer({ min: 300, max: 1000 }), (a, b, c, d, ox, oy, dx, dy, k) => {
        if (dx === 0 && dy === 0) return;
        const ray = { origin: { x: ox, y: oy }, direction: { x: dx, y: dy } };
        const big = castRay(createWorld({ segments: [seg(a, b, c, d)] }), ray, Infinity);
        if (big === null) return;
        const down = 2 ** -k;
        const tinyRay = { origin: { x: ox * down, y: oy * down }, direction: ray.direction };
        const tiny = castRay(createWorld({ segments: [scaled(seg(a, b, c, d), down)] }), tinyRay, Infinity);
        expect(tiny).not.toBeNull();
        const ulp = (v: number) => Math.max(Number.MIN_VALUE, Math.abs(v) * 2 ** -52);
        for (const [got, want] of [
          [tiny!.distance, big.distance * down],
          [tiny!.point.x, big.point.x * down],
          [tiny!.point.y, big.point.y * down],
        ] as const) {
          expect(Math.abs(got - want)).toBeLessThanOrEqual(ulp(want));
        }
        // the unit normal from the scaled wall: the same within a few ulps (subnormal walls have fewer bits)
        expect(Math.abs(tiny!.normal.x - big.normal.x)).toBeLessThanOrEqual(1e-15);
        expect(Math.abs(tiny!.normal.y - big.normal.y)).toBeLessThanOrEqual(1e-15);
      }),
      { numRuns: 3000 },
    );
  });
  it('a crossing whose t underflows (segments 1e90 long against ends 1e-90 off): each value within 1 ulp, the point not at the start', () => {
    // t ≈ 1e-360 rounds to 0 (the double-double path certified its x = p.x + t·r.x = 0, 2e53 ulps off): now the exact path
    for (const [far, near] of [
      [1e90, 1e-90],
      [1e80, 1e-80],
      [1e60, 1e-60],
    ] as const) {
      const s1 = seg(0, 0, far, 0);
      const s2 = seg(0, -near, near, far);
      const r = intersectSegmentSegment(s1, s2);
      expect(r.kind).toBe('point');
      if (r.kind !== 'point') continue;
      const exact = exactCrossing(s1, s2);
      expect(ulpsFrom(r.point.x, exact.x)).toBeLessThanOrEqual(1);
      expect(ulpsFrom(r.point.y, exact.y)).toBeLessThanOrEqual(1);
      expect(ulpsFrom(r.u, exact.u)).toBeLessThanOrEqual(1);
      expect(r.point.x).toBeGreaterThan(0);
      expect(r.t).toBeGreaterThan(0); // strictly inside (0, 1): the nearest double above 0 where t underflows
    }
  });

  it('a crossing whose point has a coordinate near the bottom of the normal range (p.y = 0, t·r.y ≈ −2.8e-308): within 1 ulp', () => {
    // found by a review: t·r's error terms underflowed while the certification bound is relative, y was 1.67 ulps off
    const s1 = seg(0, 0, 1.6212499963349764e44, -3.948584717526433e-61);
    const s2 = seg(0, -1.0628518171484685e-74, 3.961477083261738e-68, 3.6010643357877136e61);
    const r = intersectSegmentSegment(s1, s2);
    expect(r.kind).toBe('point');
    if (r.kind !== 'point') return;
    const exact = exactCrossing(s1, s2);
    for (const [got, want] of [
      [r.point.x, exact.x],
      [r.point.y, exact.y],
      [r.t, exact.t],
      [r.u, exact.u],
    ] as const) {
      expect(ulpsFrom(got, want)).toBeLessThanOrEqual(1);
    }
  });

  it('a ray with a tiny direction component (1, 1e-250) against a wall 1e-60 long: the point and distance within 1 ulp', () => {
    // D and N fell below the normal range (only the points were checked for tiny numbers): the point was 4e12 ulps off
    for (const [dy, x1, x2] of [
      [1e-300, -3e-11, 7e-11],
      [1e-250, -3e-61, 7e-61],
      [1e-200, -3e-111, 7e-111],
    ] as const) {
      const wall = seg(x1, 1e-5 * x2, x2, -1e-5 * x2);
      const ray = { origin: { x: 0, y: 0 }, direction: { x: 1, y: dy } };
      const hit = castRay(createWorld({ segments: [wall] }), ray, Infinity)!;
      expect(hit).not.toBeNull();
      const exact = exactRayCrossing(ray.origin, ray.direction, wall);
      expect(ulpsFrom(hit.point.x, exact.x)).toBeLessThanOrEqual(1);
      expect(ulpsFrom(hit.point.y, exact.y)).toBeLessThanOrEqual(1);
      expect(lengthWithinUlps(hit.distance, exact.s, ray.direction, 1)).toBe(true);
    }
  });
});
