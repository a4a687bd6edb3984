import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closestPointOnCircle,
  closestPointOnRect,
  closestPointOnSegment,
  distanceToCircle,
  distanceToPoint,
  distanceToRect,
  distanceToSegment,
  type Rect,
  type Vec2,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment, scaleOf } from './arbitraries';
import { gap, seg } from './builders';

describe('distanceToSegment / closestPointOnSegment (article 003)', () => {
  it("article 003's foot-inside case equals the infinite-line distance: (10,0) to (-20,-20)–(20,20)", () => {
    // |x - y| / √2 for the line y = x
    expect(distanceToSegment({ x: 10, y: 0 }, seg(-20, -20, 20, 20))).toBeCloseTo(10 / Math.SQRT2, 12);
    const c = closestPointOnSegment({ x: 10, y: 0 }, seg(-20, -20, 20, 20));
    expect(c.point.x).toBeCloseTo(5, 12);
    expect(c.point.y).toBeCloseTo(5, 12);
    expect(c.t).toBeCloseTo(0.625, 12);
  });

  it("article 003's zero-length segment falls back to the point: (30,0) to (0,40) is 50", () => {
    expect(distanceToSegment({ x: 30, y: 0 }, seg(0, 40, 0, 40))).toBe(50);
    expect(closestPointOnSegment({ x: 30, y: 0 }, seg(0, 40, 0, 40))).toEqual({ point: { x: 0, y: 40 }, t: 0 });
  });

  it('k < 0 measures to the start, k > 1 to the end (article 003, points Q and R)', () => {
    const s = seg(0, 0, 10, 0);
    expect(distanceToSegment({ x: -3, y: 4 }, s)).toBe(5);
    expect(closestPointOnSegment({ x: -3, y: 4 }, s)).toEqual({ point: { x: 0, y: 0 }, t: 0 });
    expect(distanceToSegment({ x: 13, y: -4 }, s)).toBe(5);
    expect(closestPointOnSegment({ x: 13, y: -4 }, s)).toEqual({ point: { x: 10, y: 0 }, t: 1 });
  });

  it('a point on the segment has distance exactly 0', () => {
    expect(distanceToSegment({ x: 4, y: 0 }, seg(0, 0, 10, 0))).toBe(0);
    expect(distanceToSegment({ x: 10, y: 0 }, seg(0, 0, 10, 0))).toBe(0);
  });

  it('at t = 1 returns the end point exactly, not start + 1·d', () => {
    const s = seg(0.1, 0.2, 0.7, 0.3);
    const c = closestPointOnSegment({ x: 5, y: 5 }, s);
    expect(c.t).toBe(1);
    expect(c.point).toEqual({ x: 0.7, y: 0.3 });
  });

  it('holds at coordinates around 1e9', () => {
    const o = 1e9;
    expect(distanceToSegment({ x: o + 5, y: o + 3 }, seg(o, o, o + 10, o))).toBe(3);
    expect(distanceToSegment({ x: o + 13, y: o + 4 }, seg(o, o, o + 10, o))).toBe(5);
  });

  it('property: the closest point lies on the segment and realises the distance', () => {
    fc.assert(
      fc.property(anyPoint, anySegment, (p, s) => {
        const { point: q, t } = closestPointOnSegment(p, s);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(1);
        const scale = scaleOf(p.x, p.y, s.start.x, s.start.y, s.end.x, s.end.y);
        // on the segment: the point at parameter t
        expect(gap(q, { x: s.start.x + t * (s.end.x - s.start.x), y: s.start.y + t * (s.end.y - s.start.y) })).toBeLessThanOrEqual(1e-12 * scale);
        // realises the distance
        expect(Math.abs(gap(p, q) - distanceToSegment(p, s))).toBeLessThanOrEqual(1e-12 * scale);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: no sampled point of the segment is closer than distanceToSegment', () => {
    fc.assert(
      fc.property(anyPoint, anySegment, fc.double({ min: 0, max: 1, noNaN: true }), (p, s, u) => {
        const sample = { x: s.start.x + u * (s.end.x - s.start.x), y: s.start.y + u * (s.end.y - s.start.y) };
        const scale = scaleOf(p.x, p.y, s.start.x, s.start.y, s.end.x, s.end.y);
        expect(distanceToSegment(p, s)).toBeLessThanOrEqual(gap(p, sample) + 1e-12 * scale);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('distanceToRect / closestPointOnRect (article 003)', () => {
  const r: Rect = { x: 10, y: 20, width: 40, height: 20 }; // x 10..50, y 20..40 (y down)

  it.each([
    ['above the top edge (article 003, point P)', { x: 30, y: 5 }, 15, { x: 30, y: 20 }],
    ['below the bottom edge', { x: 30, y: 46 }, 6, { x: 30, y: 40 }],
    ['left of the left edge', { x: 4, y: 30 }, 6, { x: 10, y: 30 }],
    ['right of the right edge', { x: 57, y: 25 }, 7, { x: 50, y: 25 }],
    ['past the top-left corner (article 003, point Q)', { x: 7, y: 16 }, 5, { x: 10, y: 20 }],
    ['past the bottom-right corner', { x: 53, y: 44 }, 5, { x: 50, y: 40 }],
    ['inside, nearest the bottom (article 003)', { x: 30, y: 37 }, -3, { x: 30, y: 40 }],
    ['inside, nearest the left', { x: 12, y: 30 }, -2, { x: 10, y: 30 }],
    ['on an edge', { x: 30, y: 20 }, 0, { x: 30, y: 20 }],
    ['exactly on a corner', { x: 50, y: 40 }, 0, { x: 50, y: 40 }],
  ])('%s', (_name, p, distance, closest) => {
    expect(distanceToRect(p, r)).toBe(distance);
    expect(closestPointOnRect(p, r)).toEqual(closest);
  });

  it('at the centre of a square, the tie between edges goes to the left edge', () => {
    const square: Rect = { x: 0, y: 0, width: 10, height: 10 };
    expect(distanceToRect({ x: 5, y: 5 }, square)).toBe(-5);
    expect(closestPointOnRect({ x: 5, y: 5 }, square)).toEqual({ x: 0, y: 5 });
  });

  it('a zero-size rect is its corner: never negative', () => {
    const corner: Rect = { x: 3, y: 4, width: 0, height: 0 };
    expect(distanceToRect({ x: 0, y: 0 }, corner)).toBe(5);
    expect(distanceToRect({ x: 3, y: 4 }, corner)).toBe(0);
    expect(closestPointOnRect({ x: 0, y: 0 }, corner)).toEqual({ x: 3, y: 4 });
  });

  it('holds at coordinates around 1e9', () => {
    const big: Rect = { x: 1e9, y: 1e9, width: 40, height: 20 };
    expect(distanceToRect({ x: 1e9 + 20, y: 1e9 - 7 }, big)).toBe(7);
    expect(distanceToRect({ x: 1e9 + 20, y: 1e9 + 3 }, big)).toBe(-3);
    expect(distanceToRect({ x: 1e9 - 3, y: 1e9 - 4 }, big)).toBe(5);
  });

  /** Brute force: the minimum over the four edges, negative when strictly inside. */
  function bruteForce(p: Vec2, rc: Rect): number {
    const l = rc.x;
    const t = rc.y;
    const rr = rc.x + rc.width;
    const b = rc.y + rc.height;
    const edges = [seg(l, t, rr, t), seg(rr, t, rr, b), seg(rr, b, l, b), seg(l, b, l, t)];
    const d = Math.min(...edges.map((e) => distanceToSegment(p, e)));
    const inside = p.x > l && p.x < rr && p.y > t && p.y < b;
    return inside ? -d : d;
  }

  it('property: distanceToRect equals the brute-force minimum over the four edges', () => {
    fc.assert(
      fc.property(anyPoint, anyRect, (p, rc) => {
        const scale = scaleOf(p.x, p.y, rc.x, rc.y, rc.width, rc.height);
        expect(Math.abs(distanceToRect(p, rc) - bruteForce(p, rc))).toBeLessThanOrEqual(1e-12 * scale);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: the closest point lies on the boundary and realises |distance|', () => {
    fc.assert(
      fc.property(anyPoint, anyRect, (p, rc) => {
        const q = closestPointOnRect(p, rc);
        const scale = scaleOf(p.x, p.y, rc.x, rc.y, rc.width, rc.height);
        expect(Math.abs(distanceToRect(q, rc))).toBeLessThanOrEqual(1e-12 * scale);
        expect(Math.abs(gap(p, q) - Math.abs(distanceToRect(p, rc)))).toBeLessThanOrEqual(1e-12 * scale);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('closestPointOnCircle (article 003)', () => {
  it("article 003's P1 = (-50, 0) lies on C1 = (0, 0), r = 50: it is its own closest point", () => {
    expect(closestPointOnCircle({ x: -50, y: 0 }, { center: { x: 0, y: 0 }, radius: 50 })).toEqual({ x: -50, y: 0 });
  });

  it('moves along the line to the centre, from outside and from inside', () => {
    const c = { center: { x: 10, y: 10 }, radius: 5 };
    expect(closestPointOnCircle({ x: 10, y: 30 }, c)).toEqual({ x: 10, y: 15 });
    expect(closestPointOnCircle({ x: 7, y: 6 }, c)).toEqual({ x: 7, y: 6 }); // 3-4-5 from the centre: on it
    expect(closestPointOnCircle({ x: 11, y: 10 }, c)).toEqual({ x: 15, y: 10 });
  });

  it('tie: the centre itself gets the rightmost point, every time', () => {
    expect(closestPointOnCircle({ x: 10, y: 10 }, { center: { x: 10, y: 10 }, radius: 5 })).toEqual({ x: 15, y: 10 });
  });

  it('a zero-radius circle returns its centre', () => {
    expect(closestPointOnCircle({ x: 3, y: 4 }, { center: { x: 0, y: 0 }, radius: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('property: the result is on the circumference and realises | |p − c| − r |', () => {
    fc.assert(
      fc.property(anyPoint, anyCircle, (p, c) => {
        const q = closestPointOnCircle(p, c);
        const scale = scaleOf(p.x, p.y, c.center.x, c.center.y, c.radius);
        expect(Math.abs(gap(q, c.center) - c.radius)).toBeLessThanOrEqual(1e-12 * scale);
        expect(Math.abs(gap(p, q) - Math.abs(gap(p, c.center) - c.radius))).toBeLessThanOrEqual(1e-12 * scale);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('closestPointOnCircle at subnormal distances', () => {
  it('a centre 5e-324 from the point: a finite point on the circumference, not Infinity', () => {
    // found by the property above with a fresh seed
    expect(closestPointOnCircle({ x: 0, y: 0 }, { center: { x: 0, y: -5e-324 }, radius: 8.881784197001252e-16 })).toEqual({
      x: 0,
      y: 8.881784197001252e-16,
    });
  });

  it('a centre (5e-324, 5e-324) away: the direction is the diagonal, at distance r', () => {
    const r = 2.4142135623789236e-12;
    const q = closestPointOnCircle({ x: 0, y: 0 }, { center: { x: 5e-324, y: 5e-324 }, radius: r });
    expect(Math.hypot(q.x, q.y)).toBeCloseTo(r, 25);
    expect(q.x).toBe(q.y);
  });
});

describe('distanceToPoint / distanceToCircle (article 003)', () => {
  it("article 003's examples: (30, 0) to (0, 40) is 50; (−50, 0) to the circle (0, 0), r = 50 is 0", () => {
    expect(distanceToPoint({ x: 30, y: 0 }, { x: 0, y: 40 })).toBe(50);
    expect(distanceToCircle({ x: -50, y: 0 }, { center: { x: 0, y: 0 }, radius: 50 })).toBe(0);
    // …while the point's distance to the circle's centre is 50, as the article warns
    expect(distanceToPoint({ x: -50, y: 0 }, { x: 0, y: 0 })).toBe(50);
  });

  it('is signed: negative inside (−radius at the centre), positive outside; zero radius is the point', () => {
    const c = { center: { x: 10, y: 10 }, radius: 5 };
    expect(distanceToCircle({ x: 10, y: 10 }, c)).toBe(-5);
    expect(distanceToCircle({ x: 13, y: 14 }, c)).toBe(0);
    expect(distanceToCircle({ x: 10, y: 12 }, c)).toBe(-3);
    expect(distanceToCircle({ x: 16, y: 18 }, c)).toBe(5);
    expect(distanceToCircle({ x: 13, y: 14 }, { center: { x: 10, y: 10 }, radius: 0 })).toBe(5);
  });

  it('property: distanceToPoint is symmetric and distanceToCircle + radius is the centre distance', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, anyCircle, (p, q, c) => {
        expect(distanceToPoint(p, q)).toBe(distanceToPoint(q, p));
        const viaCentre = distanceToPoint(p, c.center) - c.radius;
        expect(distanceToCircle(p, c)).toBe(viaCentre);
        // the closest point on the circumference realises |distance|
        const q2 = closestPointOnCircle(p, c);
        expect(Math.abs(gap(p, q2) - Math.abs(distanceToCircle(p, c)))).toBeLessThanOrEqual(1e-12 * scaleOf(p.x, p.y, c.center.x, c.center.y, c.radius));
      }),
      { numRuns: 2000 },
    );
  });
});
