import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleCircleHit,
  circleRectHit,
  distanceToSegment,
  pointInCircle,
  pointInRect,
  segmentCircleHit,
  segmentRectHit,
  segmentSegmentHit,
} from '../../src/geometry';
import { anyCircle, anySegment, circleArb, segmentArb } from './arbitraries';
import { hitByCrossDot, hitByQuadratic } from './oracles';
import { disk, seg } from './builders';

describe('segmentCircleHit', () => {
  it("article 000's examples: (0,0,10) is hit by (10,0)–(0,10) and missed by (15,0)–(0,15)", () => {
    expect(segmentCircleHit(seg(10, 0, 0, 10), disk(0, 0, 10))).toBe(true);
    expect(segmentCircleHit(seg(15, 0, 0, 15), disk(0, 0, 10))).toBe(false);
  });

  it.each([
    ['crossing through the disk', seg(-20, 0, 20, 0), disk(0, 0, 5), true],
    ['clear miss beside the disk', seg(-20, 8, 20, 8), disk(0, 0, 5), false],
    ['tangent: touching counts', seg(-20, 5, 20, 5), disk(0, 0, 5), true],
    ['tangent from above (y down)', seg(-20, -5, 20, -5), disk(0, 0, 5), true],
    ['one endpoint inside', seg(0, 0, 20, 20), disk(0, 0, 5), true],
    ['endpoint exactly on the circle', seg(5, 0, 20, 0), disk(0, 0, 5), true],
    ['endpoint just outside, pointing away', seg(5.000001, 0, 20, 0), disk(0, 0, 5), false],
    ['whole segment inside the disk', seg(-1, -1, 1, 1), disk(0, 0, 5), true],
    ['carrier line crosses but the segment stops short (article 001, green circle)', seg(10, 0, 20, 0), disk(0, 0, 5), false],
    ['zero-length segment inside: its point', seg(1, 1, 1, 1), disk(0, 0, 5), true],
    ['zero-length segment on the circle', seg(3, 4, 3, 4), disk(0, 0, 5), true],
    ['zero-length segment outside', seg(6, 0, 6, 0), disk(0, 0, 5), false],
    ['zero radius: the centre on the segment', seg(-1, 0, 1, 0), disk(0, 0, 0), true],
    ['zero radius: the centre off the segment', seg(-1, 1, 1, 1), disk(0, 0, 0), false],
    ['zero radius and zero length at the same point', seg(2, 2, 2, 2), disk(2, 2, 0), true],
  ])('%s', (_name, s, c, expected) => {
    expect(segmentCircleHit(s, c)).toBe(expected);
    // the same with the segment reversed
    expect(segmentCircleHit({ start: s.end, end: s.start }, c)).toBe(expected);
  });

  it('tolerance adds reach; a negative tolerance shrinks the disk; below zero reach nothing hits', () => {
    const s = seg(-20, 7, 20, 7);
    const c = disk(0, 0, 5);
    expect(segmentCircleHit(s, c)).toBe(false);
    expect(segmentCircleHit(s, c, 2)).toBe(true);
    expect(segmentCircleHit(s, c, 1.9)).toBe(false);
    expect(segmentCircleHit(seg(-20, 4, 20, 4), c, -1)).toBe(true);
    expect(segmentCircleHit(seg(-20, 4, 20, 4), c, -1.5)).toBe(false);
    expect(segmentCircleHit(seg(0, 0, 0, 0), c, -6)).toBe(false);
  });

  it('holds at coordinates around 1e9: tangent, endpoint on the circle, near miss', () => {
    const o = 1e9;
    expect(segmentCircleHit(seg(o - 20, o + 5, o + 20, o + 5), disk(o, o, 5))).toBe(true);
    expect(segmentCircleHit(seg(o + 3, o + 4, o + 30, o + 40), disk(o, o, 5))).toBe(true);
    expect(segmentCircleHit(seg(o - 20, o + 5.001, o + 20, o + 5.001), disk(o, o, 5))).toBe(false);
  });

  it('property: hit ⇔ signed gap distanceToSegment(centre) − radius ≤ 0, exactly', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, (s, c) => {
        expect(segmentCircleHit(s, c)).toBe(distanceToSegment(c.center, s) - c.radius <= 0);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: hit with tolerance ⇔ gap ≤ tolerance', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, fc.double({ min: 0, max: 50, noNaN: true }), (s, c, tol) => {
        expect(segmentCircleHit(s, c, tol)).toBe(distanceToSegment(c.center, s) <= c.radius + tol);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: agrees with article 000's quadratic and article 001's cross/dot method away from ties", () => {
    fc.assert(
      fc.property(segmentArb, circleArb, (s, c) => {
        const length = Math.hypot(s.end.x - s.start.x, s.end.y - s.start.y);
        const gap = distanceToSegment(c.center, s) - c.radius;
        const scale = 1 + c.radius + Math.max(...[s.start, s.end].flatMap((p) => [Math.abs(p.x - c.center.x), Math.abs(p.y - c.center.y)]));
        // The quadratic works on squared lengths, so its gap is only good to about
        // √ε·scale (≈ 1.5e-8·scale); "away from ties" means beyond that.
        fc.pre(c.radius > 0 && length > 1e-6 * scale && Math.abs(gap) > 1e-6 * scale);
        const ours = segmentCircleHit(s, c);
        expect(hitByQuadratic(s, c)).toBe(ours);
        expect(hitByCrossDot(s, c)).toBe(ours);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: translating everything by 1e9 changes no answer away from ties', () => {
    const o = 1e9;
    fc.assert(
      fc.property(segmentArb, circleArb, (s, c) => {
        const gap = distanceToSegment(c.center, s) - c.radius;
        // absolute rounding at 1e9 is about 1e-7 per coordinate
        fc.pre(Math.abs(gap) > 1e-5);
        const moved = (p: { x: number; y: number }) => ({ x: p.x + o, y: p.y + o });
        expect(segmentCircleHit({ start: moved(s.start), end: moved(s.end) }, { center: moved(c.center), radius: c.radius })).toBe(segmentCircleHit(s, c));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the other hit tests: closed shapes, touching counts, tolerance widens', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };

  it('segmentSegmentHit: crossing, apart, and a tolerance that reaches across the gap', () => {
    expect(segmentSegmentHit(seg(0, 0, 10, 10), seg(0, 10, 10, 0))).toBe(true);
    expect(segmentSegmentHit(seg(0, 0, 10, 0), seg(0, 2, 10, 2))).toBe(false);
    expect(segmentSegmentHit(seg(0, 0, 10, 0), seg(0, 2, 10, 2), 2)).toBe(true);
    expect(segmentSegmentHit(seg(0, 0, 10, 0), seg(0, 2, 10, 2), 1.999)).toBe(false);
    expect(segmentSegmentHit(seg(0, 0, 10, 0), seg(5, 0, 5, 5), -1)).toBe(false);
  });

  it('segmentRectHit: crossing, inside, beside, with tolerance', () => {
    expect(segmentRectHit(seg(-5, 5, 15, 5), box)).toBe(true);
    expect(segmentRectHit(seg(2, 2, 3, 3), box)).toBe(true);
    expect(segmentRectHit(seg(12, 0, 12, 10), box)).toBe(false);
    expect(segmentRectHit(seg(12, 0, 12, 10), box, 2)).toBe(true);
  });

  it('circleCircleHit, circleRectHit, pointInCircle, pointInRect: boundary counts; tolerance adds reach', () => {
    expect(circleCircleHit(disk(0, 0, 5), disk(10, 0, 5))).toBe(true);
    expect(circleCircleHit(disk(0, 0, 5), disk(10.5, 0, 5))).toBe(false);
    expect(circleCircleHit(disk(0, 0, 5), disk(10.5, 0, 5), 0.5)).toBe(true);
    expect(circleCircleHit(disk(0, 0, 1), disk(0, 0, 1), -3)).toBe(false);
    expect(circleRectHit(disk(15, 5, 5), box)).toBe(true);
    expect(circleRectHit(disk(15, 5, 4), box)).toBe(false);
    expect(circleRectHit(disk(15, 5, 4), box, 1)).toBe(true);
    expect(pointInCircle({ x: 3, y: 4 }, disk(0, 0, 5))).toBe(true);
    expect(pointInCircle({ x: 3, y: 4.01 }, disk(0, 0, 5))).toBe(false);
    expect(pointInCircle({ x: 0, y: 0 }, disk(0, 0, 0))).toBe(true);
    expect(pointInRect({ x: 10, y: 10 }, box)).toBe(true);
    expect(pointInRect({ x: 10.5, y: 10 }, box)).toBe(false);
    expect(pointInRect({ x: 10.5, y: 10 }, box, 0.5)).toBe(true);
    // with tolerance, the corners are rounded: (10.5, 10.5) is √0.5 ≈ 0.707 from the corner
    expect(pointInRect({ x: 10.5, y: 10.5 }, box, 0.5)).toBe(false);
  });
});
