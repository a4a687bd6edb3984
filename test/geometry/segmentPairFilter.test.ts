import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentPairFilter, UNCERTAIN } from '../../src/geometry/robust/segmentPairFilter';
import { segmentsTouchExactAt, segmentsTouchNear } from '../../src/geometry/hit/segmentTouch';
import { intersectSegmentSegment, segmentSegmentHit, type Segment } from '../../src/geometry';
import { random } from '../../bench/random.js';
import { seg } from './builders';
import { exactCrossing, segmentIntersectionKindExact, segmentsTouchExact, ulpsFrom } from './oracles';

/** The fused filter on two segments: 0 miss, 1 cross, 2 uncertain. */
function filter(a: Segment, b: Segment): number {
  const pair = new Float64Array([a.start.x, a.start.y, a.end.x, a.end.y, b.start.x, b.start.y, b.end.x, b.end.y]);
  return segmentPairFilter(pair, 0, pair, 4);
}

/** Finite doubles that the exact predicates cover: 0, or magnitudes 1e-90 … 1e90. */
const inRange = (v: number) => v === 0 || (Math.abs(v) >= 1e-90 && Math.abs(v) <= 1e90);

/**
 * Adversarial pairs: collinear (on a line through an offset point, ends at dyadic fractions), touching at
 * endpoints, T-junctions, near-degenerate (an end nudged by a few ulps off the other's line), offsets
 * up to 1e9, and tiny and huge magnitudes.
 */
const adversarialPair: fc.Arbitrary<[Segment, Segment]> = fc
  .record({
    ox: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    oy: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    scale: fc.constantFrom(1e-80, 1e-9, 1e-3, 1, 1e3, 1e9, 1e80),
    dx: fc.integer({ min: -64, max: 64 }),
    dy: fc.integer({ min: -64, max: 64 }),
    a: fc.integer({ min: -16, max: 16 }),
    b: fc.integer({ min: -16, max: 16 }),
    c: fc.integer({ min: -16, max: 16 }),
    d: fc.integer({ min: -16, max: 16 }),
    kind: fc.integer({ min: 0, max: 5 }),
    nudge: fc.integer({ min: -4, max: 4 }),
    ex: fc.integer({ min: -64, max: 64 }),
    ey: fc.integer({ min: -64, max: 64 }),
  })
  .map(({ ox, oy, scale, dx, dy, a, b, c, d, kind, nudge, ex, ey }): [Segment, Segment] => {
    const at = (f: number) => ({ x: ox + (f / 8) * dx * scale, y: oy + (f / 8) * dy * scale });
    const p = at(a);
    const p2 = at(b);
    const s1: Segment = { start: p, end: p2 };
    const nudged = (v: { x: number; y: number }) => {
      let y = v.y;
      for (let k = 0; k < Math.abs(nudge); k++) y = nudge > 0 ? nextUp(y) : -nextUp(-y);
      return { x: v.x, y };
    };
    const other = { x: ox + ex * scale, y: oy + ey * scale };
    if (kind === 0) return [s1, { start: at(c), end: at(d) }]; // collinear (overlap, touch, miss)
    if (kind === 1) return [s1, { start: p2, end: other }]; // a shared endpoint
    if (kind === 2) return [s1, { start: at(c), end: other }]; // a T (or an end on the line, beyond)
    if (kind === 3) return [s1, { start: nudged(at(c)), end: other }]; // a hair from a T
    if (kind === 4) return [s1, { start: nudged(at(c)), end: nudged(at(d)) }]; // a hair from collinear
    return [s1, { start: other, end: { x: ox - ex * scale, y: oy + ey * scale * 0.5 } }]; // anything near
  })
  .filter(([s1, s2]) => [s1.start, s1.end, s2.start, s2.end].every((v) => Number.isFinite(v.x) && Number.isFinite(v.y) && inRange(v.x) && inRange(v.y)));

/** The next double above `v` (finite `v`). */
function nextUp(v: number): number {
  if (v === 0) return Number.MIN_VALUE;
  const buffer = new Float64Array([v]);
  const bits = new BigInt64Array(buffer.buffer);
  bits[0] = bits[0]! + (v > 0 ? 1n : -1n);
  return buffer[0]!;
}

describe('segmentPairFilter (the fused filter of the four orientations)', () => {
  it('whenever it answers, it is the exact (BigInt) answer: adversarial pairs, offsets up to 1e9, magnitudes 1e-80 … 1e80', () => {
    let answered = 0;
    fc.assert(
      fc.property(adversarialPair, ([s1, s2]) => {
        const sure = filter(s1, s2);
        const exact = segmentsTouchExact(s1, s2);
        if (sure !== UNCERTAIN) {
          answered++;
          expect(sure === 1).toBe(exact);
        }
        expect(segmentSegmentHit(s1, s2)).toBe(exact);
      }),
      { numRuns: 4000, seed: 31 },
    );
    expect(answered).toBeGreaterThan(400); // the "anything near" pairs and the clear misses are certified
  });

  it('intersectSegmentSegment, which decides through the filter: the exact kind, and an interior crossing within 1 ulp of the exact one', () => {
    fc.assert(
      fc.property(adversarialPair, ([s1, s2]) => {
        const r = intersectSegmentSegment(s1, s2);
        expect(r.kind).toBe(segmentIntersectionKindExact(s1, s2));
        if (r.kind === 'point' && r.t > 0 && r.t < 1 && r.u > 0 && r.u < 1) {
          const exact = exactCrossing(s1, s2);
          expect(Math.max(ulpsFrom(r.point.x, exact.x), ulpsFrom(r.point.y, exact.y), ulpsFrom(r.t, exact.t), ulpsFrom(r.u, exact.u))).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 3000, seed: 131 },
    );
  });

  it('ties are never certified: collinear segments, a shared endpoint, a T-junction, a zero-length segment', () => {
    expect(filter(seg(0, 0, 4, 0), seg(2, 0, 6, 0))).toBe(UNCERTAIN); // collinear overlap
    expect(filter(seg(0, 0, 4, 4), seg(4, 4, 8, 0))).toBe(UNCERTAIN); // shared endpoint
    expect(filter(seg(0, 0, 4, 0), seg(2, 0, 2, 5))).toBe(UNCERTAIN); // T
    expect(filter(seg(0, 0, 4, 0), seg(2, 0, 2, 0))).toBe(UNCERTAIN); // a point on the segment
    expect(filter(seg(0, 0, 4, 0), seg(6, 0, 8, 0))).toBe(UNCERTAIN); // collinear, apart: the exact test says miss
    // …and the exact test settles them.
    const pair = new Float64Array([0, 0, 4, 0, 6, 0, 8, 0]);
    expect(segmentsTouchExactAt(pair, 0, pair, 4)).toBe(false);
    expect(segmentsTouchNear(pair, 0, pair, 4)).toBe(false);
  });

  it('certifies the clear cases: a proper crossing, ends strictly on one side, parallel apart', () => {
    expect(filter(seg(0, 0, 4, 4), seg(0, 4, 4, 0))).toBe(1);
    expect(filter(seg(0, 0, 4, 0), seg(0, 1, 4, 3))).toBe(0); // q above p's line
    expect(filter(seg(0, 0, 4, 0), seg(5, -1, 5, 1))).toBe(0); // p's ends on one side of q's line
    expect(filter(seg(0, 0, 4, 0), seg(0, 1, 4, 1))).toBe(0); // parallel, one unit apart
    // A hair (2⁻⁴⁰) from a T at offset 1e6: still certain (the bound is ~1e-4 of the hair's determinant).
    expect(filter(seg(1e6, 1e6, 1e6 + 4, 1e6), seg(1e6 + 2, 1e6 + 2 ** -20, 1e6 + 2, 1e6 + 5))).toBe(0);
  });

  it('counts: on 100,000 random crossing-prone pairs (the dense bench box) every pair is certified', () => {
    const rnd = random(0x31);
    const pair = new Float64Array(8);
    let uncertain = 0;
    let crossings = 0;
    for (let n = 0; n < 100_000; n++) {
      for (let k = 0; k < 8; k++) pair[k] = 100 * rnd();
      const sure = segmentPairFilter(pair, 0, pair, 4);
      if (sure === UNCERTAIN) uncertain++;
      if (sure === 1) crossings++;
    }
    expect(uncertain).toBe(0);
    expect(crossings).toBeGreaterThan(20_000); // about 25/108 of the pairs cross
  });
});
