import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ray, raycastCircle, raycastRect, raycastSegment, type Ray, type Segment } from '../../src/geometry';
import { coord, intPoint, intSegment } from './arbitraries';
import { box, disk, seg, v } from './builders';
import { exactIntegers, lidarCircleIntersection, lidarWallSolve } from './oracles';

const r = (ox: number, oy: number, dx: number, dy: number): Ray => ({ origin: v(ox, oy), direction: v(dx, dy) });

/**
 * Exact oracle: solve origin + s·direction = a + u·(b − a) in rationals (BigInt),
 * s ≥ 0, 0 ≤ u ≤ 1; parallel lines by the collinear projections. Returns the
 * smallest s (in units of the direction's length) as a double, or null.
 */
function raySegmentExact(ry: Ray, w: Segment): number | null {
  const [ox, oy, dx, dy, ax, ay, bx, by] = exactIntegers(
    ry.origin.x,
    ry.origin.y,
    ry.direction.x,
    ry.direction.y,
    w.start.x,
    w.start.y,
    w.end.x,
    w.end.y,
  ) as bigint[] as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  const wx = bx - ax;
  const wy = by - ay;
  const fx = ax - ox;
  const fy = ay - oy;
  const denominator = dx * wy - dy * wx; // cross(d, w)
  const scale = (n: bigint, d: bigint) => Number(n) / Number(d); // ok for the small tests' numbers
  if (denominator !== 0n) {
    let sNum = fx * wy - fy * wx; // cross(f, w)
    let uNum = fx * dy - fy * dx; // cross(f, d)
    let den = denominator;
    if (den < 0n) {
      sNum = -sNum;
      uNum = -uNum;
      den = -den;
    }
    if (sNum < 0n || uNum < 0n || uNum > den) return null;
    return scale(sNum, den);
  }
  if (fx * dy - fy * dx !== 0n) return null; // parallel, apart
  // Collinear (or a point on the line): projections on d, in units of |d|².
  const dd = dx * dx + dy * dy;
  const pa = fx * dx + fy * dy;
  const pb = (bx - ox) * dx + (by - oy) * dy;
  const lo = pa < pb ? pa : pb;
  const hi = pa < pb ? pb : pa;
  if (hi < 0n) return null;
  return lo <= 0n ? 0 : scale(lo, dd);
}

describe('ray (constructor)', () => {
  it('copies and freezes; rejects a zero or non-finite direction naming it', () => {
    const made = ray(v(1, 2), v(0, 3));
    expect(made).toEqual({ origin: { x: 1, y: 2 }, direction: { x: 0, y: 3 } });
    expect(Object.isFrozen(made) && Object.isFrozen(made.origin)).toBe(true);
    expect(() => ray(v(0, 0), v(0, 0))).toThrow(new RangeError('ray.direction must not be (0, 0) (a ray needs a direction), got (0, 0)'));
    expect(() => ray(v(0, 0), v(NaN, 1))).toThrow(RangeError);
    expect(() => ray(v(0, 0), v(Infinity, 1))).toThrow(/ray\.direction\.x/);
    expect(() => ray({ x: '1' } as never, v(1, 0))).toThrow(TypeError);
  });
  it('maxDistance must be >= 0 (Infinity allowed)', () => {
    expect(() => raycastSegment(r(0, 0, 1, 0), seg(1, -1, 1, 1), -1)).toThrow(
      new RangeError('maxDistance must be a number >= 0 (Infinity for no limit), got -1'),
    );
    expect(() => raycastSegment(r(0, 0, 1, 0), seg(1, -1, 1, 1), NaN)).toThrow(RangeError);
    expect(() => raycastCircle(r(0, 0, 0, 0), disk(3, 0, 1))).toThrow(RangeError);
    expect(raycastSegment(r(0, 0, 1, 0), seg(1, -1, 1, 1), Infinity)?.distance).toBe(1);
  });
});

describe('raycastSegment: ties, each with its answer', () => {
  it('a plain crossing: distance in scene units whatever the direction length; the normal faces the ray', () => {
    for (const length of [1, 5, 1e-3, 1e6]) {
      expect(raycastSegment(r(0, 0, length, 0), seg(4, -2, 4, 2))).toEqual({ distance: 4, point: { x: 4, y: 0 }, normal: { x: -1, y: 0 } });
    }
    expect(raycastSegment(r(10, 0, -1, 0), seg(4, -2, 4, 2))?.normal).toEqual({ x: 1, y: 0 });
  });
  it('through an endpoint: hits that endpoint exactly (the article counts it as no intersection)', () => {
    const hit = raycastSegment(r(0, 0, 3, 4), seg(3, 4, 10, 4));
    expect(hit).toEqual({ distance: 5, point: { x: 3, y: 4 }, normal: { x: 0, y: -1 } });
    expect(lidarWallSolve([0, 0], [3, 4], [10, 4], [30, 40])).toBeNull(); // the article's open intervals miss it
  });
  it('starting on the wall: distance 0 at the origin, whatever the direction', () => {
    expect(raycastSegment(r(2, 0, 0, 1), seg(0, 0, 4, 0))).toEqual({ distance: 0, point: { x: 2, y: 0 }, normal: { x: 0, y: -1 } });
    expect(raycastSegment(r(2, 0, 0, -1), seg(0, 0, 4, 0))?.normal).toEqual({ x: 0, y: 1 });
    expect(raycastSegment(r(0, 0, 1, 1), seg(0, 0, 4, 0))?.distance).toBe(0); // on the endpoint
  });
  it('along the wall (collinear): the nearest point of the wall, normal −direction; behind: none', () => {
    expect(raycastSegment(r(0, 0, 1, 0), seg(5, 0, 2, 0))).toEqual({ distance: 2, point: { x: 2, y: 0 }, normal: { x: -1, y: 0 } });
    expect(raycastSegment(r(3, 0, 1, 0), seg(5, 0, 2, 0))).toEqual({ distance: 0, point: { x: 3, y: 0 }, normal: { x: -1, y: 0 } });
    expect(raycastSegment(r(6, 0, 1, 0), seg(5, 0, 2, 0))).toBeNull();
    expect(raycastSegment(r(0, 0, 1, 1), seg(5, 5, 2, 2))?.point).toEqual({ x: 2, y: 2 });
  });
  it('parallel, apart: none; behind the origin: none', () => {
    expect(raycastSegment(r(0, 0, 1, 0), seg(0, 1, 5, 1))).toBeNull();
    expect(raycastSegment(r(0, 0, 1, 0), seg(-4, -2, -4, 2))).toBeNull();
  });
  it('a zero-length segment is its point', () => {
    const hit = raycastSegment(r(0, 0, 1, 1), seg(3, 3, 3, 3))!;
    expect(hit.point).toEqual({ x: 3, y: 3 });
    expect(hit.distance).toBe(Math.sqrt(18));
    expect(hit.normal.x).toBeCloseTo(-Math.SQRT1_2, 15);
    expect(hit.normal.y).toBe(hit.normal.x);
    expect(raycastSegment(r(0, 0, 1, 1), seg(3, 3.0000001, 3, 3.0000001))).toBeNull();
  });
  it('maxDistance: a hit at exactly maxDistance counts, beyond it misses', () => {
    expect(raycastSegment(r(0, 0, 1, 0), seg(4, -2, 4, 2), 4)?.distance).toBe(4);
    expect(raycastSegment(r(0, 0, 1, 0), seg(4, -2, 4, 2), 3.999999)).toBeNull();
    expect(raycastSegment(r(0, 0, 1, 0), seg(0, -2, 0, 2), 0)?.distance).toBe(0);
  });
  it('decides hit or miss exactly: integer rays and walls (many ties) against a BigInt oracle', () => {
    fc.assert(
      fc.property(
        intPoint,
        intPoint.filter((d) => d.x !== 0 || d.y !== 0),
        intSegment,
        (origin, direction, wall) => {
          const expected = raySegmentExact({ origin, direction }, wall);
          const hit = raycastSegment({ origin, direction }, wall);
          expect(hit === null).toBe(expected === null);
          if (hit && expected !== null) {
            const length = Math.hypot(direction.x, direction.y);
            expect(hit.distance).toBeCloseTo(expected * length, 9);
            expect(Math.hypot(hit.normal.x, hit.normal.y)).toBeCloseTo(1, 12);
            expect(hit.normal.x * direction.x + hit.normal.y * direction.y).toBeLessThanOrEqual(1e-12);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('exact at large offsets and tiny scales: a ray aimed at an endpoint hits it', () => {
    for (const [offset, scale] of [
      [0, 1],
      [1e6, 1],
      [1e9, 1],
      [0, 2 ** -40],
      [1e9, 2 ** -20],
    ] as const) {
      const p = (x: number, y: number) => v(offset + x * scale, offset + y * scale);
      const o = p(1, 1);
      const corner = p(4, 5);
      const direction = v(corner.x - o.x, corner.y - o.y);
      const hit = raycastSegment({ origin: o, direction }, { start: corner, end: p(9, 5) });
      expect(hit?.point).toEqual(corner);
      expect(hit!.distance).toBeCloseTo(5 * scale, 12);
    }
  });
  it('agrees with the article’s method where it reports a crossing (strictly inside both), to 1e-9', () => {
    fc.assert(
      fc.property(fc.tuple(coord, coord), fc.tuple(coord, coord), fc.tuple(coord, coord), fc.tuple(coord, coord), (o, a, b, c) => {
        const article = lidarWallSolve(o, a, b, c);
        if (!article || (c[0] === o[0] && c[1] === o[1])) return;
        // Strictly inside both by more than the article's rounding: its s and t are floating-point
        // quotients, and near 0 or 1 they can fall inside when the exact ones do not (found by
        // fast-check: a wall end 1e-100 from c, o 3e-13 from c; exactly, both wall ends on one side).
        if (article.s < 1e-6 || article.s > 1 - 1e-6 || article.t < 1e-6 || article.t > 1 - 1e-6) return;
        const range = Math.hypot(c[0] - o[0], c[1] - o[1]);
        // Both solve the same 2×2 system in floating point; near-parallel lines amplify the
        // rounding of either by 1/sin(angle): compare where the crossing is well conditioned.
        const wall = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const sine = ((c[0] - o[0]) * (b[1] - a[1]) - (c[1] - o[1]) * (b[0] - a[0])) / (range * wall);
        if (Math.abs(sine) < 1e-3) return;
        const hit = raycastSegment(r(o[0], o[1], c[0] - o[0], c[1] - o[1]), seg(a[0], a[1], b[0], b[1]), range * (1 + 1e-9));
        expect(hit).not.toBeNull();
        expect(Math.abs(hit!.distance - article.t * range)).toBeLessThanOrEqual(1e-9 * Math.max(1, range));
        expect(Math.abs(hit!.point.x - article.point[0])).toBeLessThanOrEqual(1e-9 * Math.max(1, range));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('raycastCircle', () => {
  it('from outside: the entry point nearest the origin, outward normal (article 004 section 2’s answer)', () => {
    expect(raycastCircle(r(0, 0, 1, 0), disk(10, 0, 3))).toEqual({ distance: 7, point: { x: 7, y: 0 }, normal: { x: -1, y: 0 } });
    const article = lidarCircleIntersection([0, 0], [20, 0], [10, 0], 3)!;
    expect(article).toEqual([7, 0]);
  });
  it('tangent: one touching point (closed disk); just off: none', () => {
    expect(raycastCircle(r(0, 0, 1, 0), disk(5, 1, 1))).toEqual({ distance: 5, point: { x: 5, y: 0 }, normal: { x: 0, y: -1 } });
    expect(raycastCircle(r(0, 0, 1, 0), disk(5, 1.000001, 1))).toBeNull();
  });
  it('from inside: the exit point, with the inward normal (facing the ray)', () => {
    expect(raycastCircle(r(10, 0, 1, 0), disk(10, 0, 3))).toEqual({ distance: 3, point: { x: 13, y: 0 }, normal: { x: -1, y: 0 } });
    expect(raycastCircle(r(11, 0, -1, 0), disk(10, 0, 3))).toEqual({ distance: 4, point: { x: 7, y: 0 }, normal: { x: 1, y: 0 } });
  });
  it('on the circle: heading out hits at 0; heading in crosses to the far side', () => {
    expect(raycastCircle(r(13, 0, 1, 0), disk(10, 0, 3))).toEqual({ distance: 0, point: { x: 13, y: 0 }, normal: { x: -1, y: 0 } });
    expect(raycastCircle(r(13, 0, -1, 0), disk(10, 0, 3))).toEqual({ distance: 6, point: { x: 7, y: 0 }, normal: { x: 1, y: 0 } });
  });
  it('behind, beyond maxDistance, and a zero-radius circle (its centre)', () => {
    expect(raycastCircle(r(0, 0, -1, 0), disk(10, 0, 3))).toBeNull();
    expect(raycastCircle(r(0, 0, 1, 0), disk(10, 0, 3), 6.5)).toBeNull();
    expect(raycastCircle(r(0, 0, 1, 0), disk(10, 0, 0))).toEqual({ distance: 10, point: { x: 10, y: 0 }, normal: { x: -1, y: 0 } });
    expect(raycastCircle(r(0, 0, 1, 0), disk(10, 0.001, 0))).toBeNull();
  });
  it('the point is on the circle and the distance is along the ray (property)', () => {
    fc.assert(
      fc.property(
        intPoint,
        intPoint.filter((d) => d.x !== 0 || d.y !== 0),
        intPoint,
        fc.integer({ min: 1, max: 20 }),
        (o, d, c, radius) => {
          const hit = raycastCircle({ origin: o, direction: d }, { center: c, radius });
          if (!hit) return;
          expect(Math.hypot(hit.point.x - c.x, hit.point.y - c.y)).toBeCloseTo(radius, 9);
          const length = Math.hypot(d.x, d.y);
          expect(hit.point.x).toBeCloseTo(o.x + (d.x / length) * hit.distance, 9);
          expect(hit.normal.x * d.x + hit.normal.y * d.y).toBeLessThanOrEqual(1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('raycastRect', () => {
  it('from outside: the entry point and the face normal', () => {
    expect(raycastRect(r(0, 5, 1, 0), box(10, 0, 4, 10))).toEqual({ distance: 10, point: { x: 10, y: 5 }, normal: { x: -1, y: 0 } });
    expect(raycastRect(r(12, 20, 0, -1), box(10, 0, 4, 10))).toEqual({ distance: 10, point: { x: 12, y: 10 }, normal: { x: 0, y: 1 } });
  });
  it('from inside: the exit point, with the normal facing the ray', () => {
    expect(raycastRect(r(12, 5, 1, 0), box(10, 0, 4, 10))).toEqual({ distance: 2, point: { x: 14, y: 5 }, normal: { x: -1, y: 0 } });
  });
  it('through a corner exactly: hits it; the edge met more squarely gives the normal, then top, right, bottom, left', () => {
    expect(raycastRect(r(0, 0, 1, 1), box(2, 2, 1, 1))).toEqual({ distance: Math.sqrt(8), point: { x: 2, y: 2 }, normal: { x: 0, y: -1 } });
    expect(raycastRect(r(0, 1, 2, 1), box(2, 2, 1, 1))).toEqual({ distance: Math.sqrt(5), point: { x: 2, y: 2 }, normal: { x: -1, y: 0 } });
  });
  it('along an edge: hits the near corner with the crossing face’s normal; on the boundary: 0', () => {
    expect(raycastRect(r(0, 2, 1, 0), box(2, 2, 1, 1))).toEqual({ distance: 2, point: { x: 2, y: 2 }, normal: { x: -1, y: 0 } });
    expect(raycastRect(r(2.5, 2, 0, -1), box(2, 2, 1, 1))).toEqual({ distance: 0, point: { x: 2.5, y: 2 }, normal: { x: 0, y: 1 } });
  });
  it('a zero-size rect is its corner; misses are null', () => {
    expect(raycastRect(r(0, 0, 1, 1), box(3, 3, 0, 0))?.point).toEqual({ x: 3, y: 3 });
    expect(raycastRect(r(0, 0, 1, 0), box(3, 3, 1, 1))).toBeNull();
  });
});
