import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentSegmentHit, type Segment } from '../../src/geometry';
import { segmentsTouch } from '../../src/geometry/hit/segmentTouch';
import { random } from '../../bench/random.js';
import { seg } from './builders';
import { segmentsTouchExact } from './oracles';

/**
 * The object path of the segment touch test (`segmentsTouch`, hence
 * `segmentSegmentHit`): its first filter certifies the four orientations with
 * one error bound, `(W + R)·(S + R)·2⁻⁵⁰ + 2⁻⁵⁰⁰`. These pairs sit where that
 * bound decides: an end a few ulps from the other segment's line, near an end
 * or in the middle, at offsets up to 1e9 and scales 1e-6 … 1e6, so that the
 * rounded differences carry most of the error. Each answer must be the exact
 * (BigInt) one, in both argument orders.
 */

/** The double `k` steps above `v` (below for negative `k`; finite `v`). */
function ulpStep(v: number, k: number): number {
  const buffer = new Float64Array([v]);
  const bits = new BigInt64Array(buffer.buffer);
  for (let n = 0; n < Math.abs(k); n++) {
    const up = k > 0;
    if (buffer[0] === 0) buffer[0] = up ? Number.MIN_VALUE : -Number.MIN_VALUE;
    else bits[0] = bits[0]! + (buffer[0]! > 0 === up ? 1n : -1n);
  }
  return buffer[0]!;
}

const nearTie: fc.Arbitrary<[Segment, Segment]> = fc
  .record({
    ox: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    oy: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    scale: fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6),
    angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
    turn: fc.double({ min: 1e-3, max: Math.PI - 1e-3, noNaN: true }),
    at: fc.constantFrom(0, 2 ** -30, 2 ** -8, 0.25, 0.5, 1 - 2 ** -8, 1 - 2 ** -30, 1),
    reach: fc.double({ min: 0.1, max: 3, noNaN: true }),
    nudgeX: fc.integer({ min: -6, max: 6 }),
    nudgeY: fc.integer({ min: -6, max: 6 }),
    endAt: fc.boolean(),
  })
  .map(({ ox, oy, scale, angle, turn, at, reach, nudgeX, nudgeY, endAt }): [Segment, Segment] => {
    const dx = Math.cos(angle) * scale;
    const dy = Math.sin(angle) * scale;
    const p = { x: ox, y: oy };
    const p2 = { x: ox + dx, y: oy + dy };
    // A point on (or a rounding from) p's line, then nudged by a few ulps: q's end there, q leaving at `turn`.
    const onLine = { x: ulpStep(ox + at * dx, nudgeX), y: ulpStep(oy + at * dy, nudgeY) };
    const away = { x: onLine.x + Math.cos(angle + turn) * reach * scale, y: onLine.y + Math.sin(angle + turn) * reach * scale };
    // Either q ends near p's line (a near-T) or q runs through it (a near-crossing through that point).
    const start = endAt ? onLine : { x: 2 * onLine.x - away.x, y: 2 * onLine.y - away.y };
    return [
      { start: p, end: p2 },
      { start, end: away },
    ];
  })
  // The exact predicates' documented range: coordinates 0 or of magnitude 1e-90 … 1e90 (no subnormal products).
  .filter(([s1, s2]) => [s1.start, s1.end, s2.start, s2.end].every((v) => inRange(v.x) && inRange(v.y)));

/** Finite doubles that the exact predicates cover: 0, or magnitudes 1e-90 … 1e90. */
function inRange(v: number): boolean {
  return v === 0 || (Math.abs(v) >= 1e-90 && Math.abs(v) <= 1e90);
}

describe('segmentsTouch: the one-bound first filter, against the exact oracle', () => {
  it('near-T and near-crossing pairs at offsets up to 1e9: the exact answer, in both orders', () => {
    let touching = 0;
    fc.assert(
      fc.property(nearTie, ([s1, s2]) => {
        const exact = segmentsTouchExact(s1, s2);
        if (exact) touching++;
        expect(segmentsTouch(s1, s2)).toBe(exact);
        expect(segmentsTouch(s2, s1)).toBe(exact);
        expect(segmentSegmentHit(s1, s2)).toBe(exact);
      }),
      { numRuns: 6000, seed: 3104 },
    );
    expect(touching).toBeGreaterThan(1000); // both answers occur often
  });

  it('ties are exact: a shared endpoint, a T, collinear overlap and apart, a zero-length segment on and off the line', () => {
    expect(segmentsTouch(seg(0, 0, 4, 4), seg(4, 4, 8, 0))).toBe(true);
    expect(segmentsTouch(seg(0, 0, 4, 0), seg(2, 0, 2, 5))).toBe(true);
    expect(segmentsTouch(seg(0, 0, 4, 0), seg(2, 0, 6, 0))).toBe(true);
    expect(segmentsTouch(seg(0, 0, 4, 0), seg(4.5, 0, 6, 0))).toBe(false);
    expect(segmentsTouch(seg(0, 0, 4, 0), seg(2, 0, 2, 0))).toBe(true);
    expect(segmentsTouch(seg(0, 0, 4, 0), seg(2, 2 ** -60, 2, 2 ** -60))).toBe(false);
    // One ulp above the end of a T at offset 1e9: a miss the first filter must not certify as a hit.
    expect(segmentsTouch(seg(1e9, 1e9, 1e9 + 4, 1e9), seg(1e9 + 2, ulpStep(1e9, 1), 1e9 + 2, 1e9 + 5))).toBe(false);
    expect(segmentsTouch(seg(1e9, 1e9, 1e9 + 4, 1e9), seg(1e9 + 2, ulpStep(1e9, -1), 1e9 + 2, 1e9 + 5))).toBe(true);
  });

  it('random pairs in the dense bench box (100 × 100): the exact answer', () => {
    const rnd = random(0x3104);
    let hits = 0;
    for (let n = 0; n < 20_000; n++) {
      const s1 = seg(100 * rnd(), 100 * rnd(), 100 * rnd(), 100 * rnd());
      const s2 = seg(100 * rnd(), 100 * rnd(), 100 * rnd(), 100 * rnd());
      const exact = segmentsTouchExact(s1, s2);
      if (exact) hits++;
      expect(segmentsTouch(s1, s2)).toBe(exact);
    }
    expect(hits).toBeGreaterThan(4000);
  });
});
