import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersectSegmentSegment, orientation, segmentSegmentHit, type Vec2 } from '../../src/geometry';
import { exactIntegers, segmentIntersectionKindExact, segmentsTouchExact } from './oracles';

/** The exact orientation sign of `cross(b − a, c − a)`, in integers (every double times one power of two). */
function exactOrientation(a: Vec2, b: Vec2, c: Vec2): number {
  const [ax, ay, bx, by, cx, cy] = exactIntegers(a.x, a.y, b.x, b.y, c.x, c.y) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}

/** The double `k` ulps from `v` (finite `v`, up for k > 0). */
function ulpsAway(v: number, k: number): number {
  const buffer = new Float64Array([v]);
  const bits = new BigInt64Array(buffer.buffer);
  for (let n = 0; n < Math.abs(k); n++) {
    const up = k > 0;
    const value = buffer[0]!;
    if (value === 0) buffer[0] = up ? Number.MIN_VALUE : -Number.MIN_VALUE;
    else bits[0] = bits[0]! + (value > 0 === up ? 1n : -1n);
  }
  return buffer[0]!;
}

/**
 * Three points at one magnitude `10^e`, e in −320 … −100 (subnormals included): random ones, and
 * the third near the line of the first two (a point of it rounded, then moved a few ulps), where
 * the products of the differences are below the smallest normal number, or near it, and round or
 * vanish.
 */
const tinyTriple: fc.Arbitrary<[Vec2, Vec2, Vec2]> = fc
  .record({
    e: fc.integer({ min: -320, max: -100 }),
    a: fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
    d: fc.tuple(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 })),
    f: fc.integer({ min: -8, max: 24 }),
    near: fc.boolean(),
    nudgeX: fc.integer({ min: -3, max: 3 }),
    nudgeY: fc.integer({ min: -3, max: 3 }),
    c: fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
  })
  .map(({ e, a, d, f, near, nudgeX, nudgeY, c }): [Vec2, Vec2, Vec2] => {
    const s = 10 ** e;
    const pa = { x: a[0] * s, y: a[1] * s };
    const pb = { x: pa.x + d[0] * s * 0.01, y: pa.y + d[1] * s * 0.01 };
    const onLine = { x: pa.x + (f / 16) * (pb.x - pa.x), y: pa.y + (f / 16) * (pb.y - pa.y) };
    const pc = near ? { x: ulpsAway(onLine.x, nudgeX), y: ulpsAway(onLine.y, nudgeY) } : { x: c[0] * s, y: c[1] * s };
    return [pa, pb, pc];
  })
  .filter((points) => points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)));

describe('orientation below the smallest normal products (underflow)', () => {
  it('equals the exact (BigInt) sign at magnitudes 1e-320 … 1e-100, subnormals included', () => {
    fc.assert(
      fc.property(tinyTriple, ([a, b, c]) => {
        const exact = exactOrientation(a, b, c);
        expect(orientation(a, b, c)).toBe(exact);
        // The same three points in the other orders: the sign follows the permutation.
        expect(orientation(b, c, a)).toBe(exact);
        expect(orientation(b, a, c)).toBe(-exact || 0);
      }),
      { numRuns: 4000, seed: 3101 },
    );
  });

  it('the cases that the underflowing filter certified as collinear', () => {
    // Both products underflow to 0: (1e-170)·(1e-170) is below 2⁻¹⁰⁷⁴.
    expect(orientation({ x: 0, y: 0 }, { x: 1e-170, y: 0 }, { x: 0, y: 1e-170 })).toBe(1);
    expect(orientation({ x: 0, y: 0 }, { x: 0, y: 1e-170 }, { x: 1e-170, y: 0 })).toBe(-1);
    // Subnormal coordinates: the products are below 2⁻¹⁰⁷⁴, and one ulp off the line.
    expect(orientation({ x: 0, y: 0 }, { x: 5e-324, y: 5e-324 }, { x: 1e-323, y: 5e-324 })).toBe(-1);
    expect(orientation({ x: 0, y: 0 }, { x: 5e-324, y: 5e-324 }, { x: 1e-323, y: 1e-323 })).toBe(0);
    // Products that round as subnormals: nearly collinear, the rounded determinant misleading.
    const a = { x: 3e-160, y: 7e-161 };
    const b = { x: 9e-160, y: 2.1e-160 };
    const c = { x: 6e-160, y: 1.4e-160 };
    expect(orientation(a, b, c)).toBe(exactOrientation(a, b, c));
  });

  it('still answers 0 for exactly collinear points and for repeated points, at every magnitude', () => {
    for (const s of [5e-324, 1e-320, 1e-200, 1e-160, 1e-100, 1, 1e100]) {
      expect(orientation({ x: 0, y: 0 }, { x: s, y: 0 }, { x: 2 * s, y: 0 })).toBe(0);
      expect(orientation({ x: s, y: s }, { x: s, y: s }, { x: -s, y: 3 * s })).toBe(0);
      expect(orientation({ x: 0, y: 0 }, { x: s, y: 2 * s }, { x: 2 * s, y: 4 * s })).toBe(0);
    }
  });
});

describe('segment decisions below the smallest normal products (underflow)', () => {
  it('segmentSegmentHit equals the exact (BigInt) answer for segments at magnitudes 1e-320 … 1e-100', () => {
    fc.assert(
      fc.property(tinyTriple, fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), ([a, b, c], [kx, ky]) => {
        // The second segment from near a's line (c) to a point beyond it: near-T, near-collinear and crossing pairs.
        const d = { x: ulpsAway(2 * c.x - a.x, kx), y: ulpsAway(2 * c.y - b.y, ky) };
        const s1 = { start: a, end: b };
        const s2 = { start: c, end: d };
        if (![d.x, d.y].every(Number.isFinite)) return;
        expect(segmentSegmentHit(s1, s2)).toBe(segmentsTouchExact(s1, s2));
        expect(segmentSegmentHit(s2, s1)).toBe(segmentsTouchExact(s1, s2));
        expect(intersectSegmentSegment(s1, s2).kind).toBe(segmentIntersectionKindExact(s1, s2));
      }),
      { numRuns: 3000, seed: 3102 },
    );
  });
});
