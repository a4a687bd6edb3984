import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPointOnLine, distanceToLine, lineFromCoefficients, lineThrough, signedDistanceToLine, type Vec2 } from '../../src/geometry';
import { anyPoint, point, scaleOf } from './arbitraries';
import { distanceToStraightLine } from './oracles';
import { v } from './builders';

describe('lineThrough (article 002 orientation)', () => {
  it("has a unit normal perp(normalize(q − p)) and puts article 002's centre 74.96593821124291 in front", () => {
    const line = lineThrough(v(640, 360), v(160, 280));
    // abn = (-0.9863939238321436, -0.16439898730535726); perp(abn) = (0.164…, -0.986…)
    expect(line.a).toBeCloseTo(0.16439898730535726, 15);
    expect(line.b).toBeCloseTo(-0.9863939238321436, 15);
    expect(Math.hypot(line.a, line.b)).toBeCloseTo(1, 15);
    expect(signedDistanceToLine(v(400, 244), line)).toBeCloseTo(74.96593821124291, 9);
    expect(Object.isFrozen(line)).toBe(true);
  });

  it('y down: the front side of a rightward line is below it on screen', () => {
    const line = lineThrough(v(0, 0), v(10, 0));
    expect(signedDistanceToLine(v(5, 3), line)).toBe(3);
    expect(signedDistanceToLine(v(5, -3), line)).toBe(-3);
    expect(signedDistanceToLine(v(-100, 0), line)).toBe(0);
  });

  it('throws a RangeError naming both points when they coincide, and for non-finite input', () => {
    expect(() => lineThrough(v(1, 2), v(1, 2))).toThrow(new RangeError('lineThrough.p and lineThrough.q must be different points, got (1, 2) twice'));
    expect(() => lineThrough(v(Number.NaN, 0), v(1, 2))).toThrow(new RangeError('lineThrough.p.x must be a finite number, got NaN'));
    expect(() => lineThrough(v(-1e308, 0), v(1e308, 0))).toThrow(RangeError);
    expect(() => lineThrough(null as unknown as Vec2, v(1, 2))).toThrow(TypeError);
  });
});

describe('lineFromCoefficients (article 003)', () => {
  it('keeps a·x + b·y + c = 0 as given and measures |a·x + b·y + c| / √(a² + b²)', () => {
    const line = lineFromCoefficients(3, 4, -10);
    expect(line).toEqual({ a: 3, b: 4, c: -10 });
    // (0, 0): |−10| / 5 = 2, behind the normal (3, 4)
    expect(distanceToLine(v(0, 0), line)).toBe(2);
    expect(signedDistanceToLine(v(0, 0), line)).toBe(-2);
    expect(distanceToLine(v(2, 1), line)).toBe(0);
  });

  it('throws a RangeError when a = b = 0 (article 003: no line), and for non-finite coefficients', () => {
    expect(() => lineFromCoefficients(0, 0, 5)).toThrow(new RangeError('line.a and line.b must not both be 0 (a line needs a normal), got a = 0, b = 0'));
    expect(() => lineFromCoefficients(1, Number.POSITIVE_INFINITY, 0)).toThrow(new RangeError('line.b must be a finite number, got Infinity'));
    expect(() => lineFromCoefficients(1, 0, '2' as unknown as number)).toThrow(new TypeError('line.c must be a finite number, got "2"'));
  });
});

describe("article 003's straight-line example", () => {
  it('P = (10, 0) and the line through L1 = (−20, −20)–(20, 20): 10 / √2, the same as to the segment', () => {
    const line = lineThrough(v(-20, -20), v(20, 20));
    expect(distanceToLine(v(10, 0), line)).toBeCloseTo(10 / Math.SQRT2, 12);
    // y = x carries the front normal (−1, 1)/√2: (10, 0) lies behind it
    expect(signedDistanceToLine(v(10, 0), line)).toBeCloseTo(-10 / Math.SQRT2, 12);
    const foot = closestPointOnLine(v(10, 0), line);
    expect(foot.x).toBeCloseTo(5, 12);
    expect(foot.y).toBeCloseTo(5, 12);
  });
});

describe('closestPointOnLine', () => {
  it("gives article 002's foot of the perpendicular (387.6756756756757, 317.94594594594594)", () => {
    const foot = closestPointOnLine(v(400, 244), lineThrough(v(640, 360), v(160, 280)));
    expect(foot.x).toBeCloseTo(387.6756756756757, 9);
    expect(foot.y).toBeCloseTo(317.94594594594594, 9);
  });

  it('property: the foot lies on the line and realises the distance; the offset is along the normal', () => {
    fc.assert(
      fc.property(anyPoint, point, point, (p, a, b) => {
        fc.pre(Math.hypot(b.x - a.x, b.y - a.y) > 1e-3);
        const line = lineThrough(a, b);
        const foot = closestPointOnLine(p, line);
        const tol = 1e-12 * scaleOf(p.x, p.y, a.x, a.y, b.x, b.y);
        expect(Math.abs(signedDistanceToLine(foot, line))).toBeLessThanOrEqual(tol);
        expect(Math.abs(Math.hypot(p.x - foot.x, p.y - foot.y) - distanceToLine(p, line))).toBeLessThanOrEqual(tol);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: distanceToLine agrees with article 003 written as the article writes it', () => {
    const coef = fc.double({ min: -100, max: 100, noNaN: true });
    fc.assert(
      fc.property(anyPoint, coef, coef, coef, (p, a, b, c) => {
        fc.pre(Math.hypot(a, b) > 1e-6);
        const ours = distanceToLine(p, lineFromCoefficients(a, b, c));
        const theirs = distanceToStraightLine(p.x, p.y, a, b, c);
        expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(1e-12 * scaleOf(theirs, (Math.abs(a * p.x) + Math.abs(b * p.y) + Math.abs(c)) / Math.hypot(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
