import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleCircleContact,
  circleLineContact,
  circleRectContact,
  circleSegmentContact,
  distanceToCircle,
  distanceToRect,
  distanceToSegment,
  lineThrough,
  signedDistanceToLine,
  type Contact,
  type Vec2,
} from '../../src/geometry';
import { anyRect, anySegment, point, scaleOf, size } from './arbitraries';
import { articlePushOut } from './oracles';
import { disk, v } from './builders';

const near = (actual: number, expected: number, digits = 9) => expect(actual).toBeCloseTo(expected, digits);
const positiveRadius = fc.double({ min: 0.5, max: 300, noNaN: true });

describe("circleLineContact: article 002's worked numbers (to 1e-9)", () => {
  it('one-sided: a = (640, 360), b = (160, 280), centre (400, 244), r = 128', () => {
    const c = circleLineContact(disk(400, 244, 128), lineThrough(v(640, 360), v(160, 280)));
    expect(c.penetrating).toBe(true);
    near(c.signedDistance, 74.96593821124291);
    near(c.t, 0.5856713922753353);
    near(c.depth, 53.034061788757086); // -gap
    near(c.normal.x, 0.16439898730535726); // abn.perp
    near(c.normal.y, -0.9863939238321436);
    near(c.pushOut.x, 8.718746050761409);
    near(c.pushOut.y, -52.312476304568456);
    near(c.resolvedCenter.x, 408.7187460507614);
    near(c.resolvedCenter.y, 191.68752369543154);
    near(c.foot.x, 387.6756756756757);
    near(c.foot.y, 317.94594594594594);
  });

  it('two-sided: a = (665, 299), b = (302, 42), centre (449, 187), r = 128', () => {
    const c = circleLineContact(disk(449, 187, 128), lineThrough(v(665, 299), v(302, 42)), { sides: 'both' });
    expect(c.penetrating).toBe(true);
    near(c.signedDistance, -33.40173201957967);
    near(c.t, -0.26095103140296616);
    near(c.resolvedCenter.x, 394.3382659446833);
    near(c.resolvedCenter.y, 264.20704070848234);
    // pushed to the back side: the normal is −perp(abn)
    const abn = { x: -363 / Math.hypot(363, 257), y: -257 / Math.hypot(363, 257) };
    near(c.normal.x, abn.y);
    near(c.normal.y, -abn.x);
  });

  it("the article's one-sided and two-sided variants, written as the article writes them, agree (property)", () => {
    fc.assert(
      fc.property(point, point, point, positiveRadius, fc.boolean(), (a, b, center, r, twoSided) => {
        fc.pre(Math.hypot(b.x - a.x, b.y - a.y) > 1e-3);
        const theirs = articlePushOut([a.x, a.y], [b.x, b.y], [center.x, center.y], r, twoSided);
        // away from the ties t = ±1 and t = 0 (the two-sided sign), where rounding may decide
        fc.pre(Math.abs(Math.abs(theirs.t) - 1) > 1e-9 && Math.abs(theirs.t) > 1e-9);
        const ours = circleLineContact({ center, radius: r }, lineThrough(a, b), { sides: twoSided ? 'both' : 'front' });
        const tol = 1e-9 * scaleOf(a.x, a.y, b.x, b.y, center.x, center.y, r);
        expect(Math.abs(ours.signedDistance - theirs.distance)).toBeLessThanOrEqual(tol);
        expect(Math.abs(ours.foot.x - theirs.d2[0]) + Math.abs(ours.foot.y - theirs.d2[1])).toBeLessThanOrEqual(tol);
        expect(ours.penetrating).toBe(theirs.c2 !== null);
        if (theirs.c2 !== null) {
          expect(Math.abs(ours.resolvedCenter.x - theirs.c2[0])).toBeLessThanOrEqual(tol);
          expect(Math.abs(ours.resolvedCenter.y - theirs.c2[1])).toBeLessThanOrEqual(tol);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('circleLineContact: sides and maxDepth', () => {
  const floor = lineThrough(v(10, 0), v(0, 0)); // leftward: front side is up (y < 0)

  it("'front' pushes to the front however deep, even from behind the line", () => {
    const c = circleLineContact(disk(5, 20, 10), floor); // centre 20 behind
    expect(c).toMatchObject({ penetrating: true, signedDistance: -20, t: -2, depth: 30 });
    expect(c.resolvedCenter).toEqual({ x: 5, y: -10 });
  });

  it("'both' pushes away on the centre's side, only while |t| < 1; a centre on the line goes to the front", () => {
    expect(circleLineContact(disk(5, 4, 10), floor, { sides: 'both' }).resolvedCenter).toEqual({ x: 5, y: 10 });
    expect(circleLineContact(disk(5, -4, 10), floor, { sides: 'both' }).resolvedCenter).toEqual({ x: 5, y: -10 });
    expect(circleLineContact(disk(5, 20, 10), floor, { sides: 'both' }).penetrating).toBe(false);
    expect(circleLineContact(disk(5, 0, 10), floor, { sides: 'both' }).resolvedCenter).toEqual({ x: 5, y: -10 });
  });

  it("maxDepth: radius is the article's (0...1).cover?(t): 0 <= t < 1 pushes, t < 0 does not", () => {
    const opts = { sides: 'front', maxDepth: 10 } as const;
    expect(circleLineContact(disk(5, -4, 10), floor, opts).penetrating).toBe(true); // t = 0.4
    expect(circleLineContact(disk(5, 0, 10), floor, opts).penetrating).toBe(true); // t = 0
    expect(circleLineContact(disk(5, 1, 10), floor, opts)).toMatchObject({ penetrating: false, depth: 0, pushOut: { x: 0, y: 0 } }); // t = -0.1
  });

  it('touching (t = 1) is not penetration; apart gives no push and the centre itself', () => {
    const touching = circleLineContact(disk(5, -10, 10), floor);
    expect(touching).toMatchObject({ penetrating: false, t: 1, depth: 0, pushOut: { x: 0, y: 0 }, resolvedCenter: { x: 5, y: -10 } });
    expect(circleLineContact(disk(5, -30, 10), floor)).toMatchObject({ penetrating: false, t: 3, foot: { x: 5, y: 0 } });
  });

  it('zero radius: t is ±Infinity by the side, 0 on the line; a point behind a one-sided wall is pushed onto it', () => {
    expect(circleLineContact(disk(5, -3, 0), floor).t).toBe(Infinity);
    expect(circleLineContact(disk(5, 0, 0), floor)).toMatchObject({ t: 0, penetrating: false });
    expect(circleLineContact(disk(5, 3, 0), floor)).toMatchObject({ t: -Infinity, penetrating: true, resolvedCenter: { x: 5, y: 0 } });
  });

  it('bad options throw a RangeError naming the option', () => {
    expect(() => circleLineContact(disk(0, 0, 1), floor, { sides: 'left' as 'front' })).toThrow(
      new RangeError("options.sides must be 'front' or 'both', got left"),
    );
    expect(() => circleLineContact(disk(0, 0, 1), floor, { maxDepth: -1 })).toThrow(new RangeError('options.maxDepth must be a number >= 0, got -1'));
    expect(() => circleRectContact(disk(0, 0, 1), { x: 0, y: 0, width: 1, height: 1 }, { maxDepth: Number.NaN })).toThrow(RangeError);
  });
});

describe('circleSegmentContact / circleCircleContact / circleRectContact', () => {
  it('segment: pushed straight away from the nearest point; beyond an end, radially from the end', () => {
    const wall = { start: v(0, 0), end: v(10, 0) };
    expect(circleSegmentContact(disk(5, 3, 5), wall)).toMatchObject({
      penetrating: true,
      signedDistance: 3,
      depth: 2,
      normal: { x: 0, y: 1 },
      foot: { x: 5, y: 0 },
      resolvedCenter: { x: 5, y: 5 },
    });
    const end = circleSegmentContact(disk(13, 4, 10), wall);
    expect(end).toMatchObject({ signedDistance: 5, depth: 5, foot: { x: 10, y: 0 }, normal: { x: 0.6, y: 0.8 } });
    expect(end.resolvedCenter.x).toBeCloseTo(16, 12);
    expect(end.resolvedCenter.y).toBeCloseTo(8, 12);
  });

  it('segment: a centre on the segment goes to its front side; on a zero-length segment, to the right', () => {
    expect(circleSegmentContact(disk(5, 0, 2), { start: v(0, 0), end: v(10, 0) }).resolvedCenter).toEqual({ x: 5, y: 2 });
    expect(circleSegmentContact(disk(5, 0, 2), { start: v(10, 0), end: v(0, 0) }).resolvedCenter).toEqual({ x: 5, y: -2 });
    expect(circleSegmentContact(disk(1, 1, 2), { start: v(1, 1), end: v(1, 1) }).resolvedCenter).toEqual({ x: 3, y: 1 });
  });

  it('circle: pushed along the line of centres until they touch; equal centres push to the right', () => {
    expect(circleCircleContact(disk(6, 0, 5), disk(0, 0, 5))).toMatchObject({
      penetrating: true,
      signedDistance: 1,
      depth: 4,
      normal: { x: 1, y: 0 },
      foot: { x: 5, y: 0 },
      resolvedCenter: { x: 10, y: 0 },
    });
    expect(circleCircleContact(disk(0, 0, 2), disk(0, 0, 5)).resolvedCenter).toEqual({ x: 7, y: 0 });
    expect(circleCircleContact(disk(10, 0, 5), disk(0, 0, 5))).toMatchObject({ penetrating: false, t: 1 });
  });

  it('rect: outside pushed from the nearest point; inside out through the nearest edge (ties left, right, top, bottom)', () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    expect(circleRectContact(disk(13, 14, 10), box)).toMatchObject({ signedDistance: 5, depth: 5, foot: { x: 10, y: 10 }, normal: { x: 0.6, y: 0.8 } });
    expect(circleRectContact(disk(8, 5, 1), box)).toMatchObject({
      signedDistance: -2,
      depth: 3,
      normal: { x: 1, y: 0 },
      resolvedCenter: { x: 11, y: 5 },
    });
    // the centre of the square: all four edges tie, the left one wins
    expect(circleRectContact(disk(5, 5, 1), box)).toMatchObject({ normal: { x: -1, y: 0 }, resolvedCenter: { x: -1, y: 5 } });
    // exactly on a corner: the vertical edge wins
    expect(circleRectContact(disk(10, 0, 1), box)).toMatchObject({ signedDistance: 0, normal: { x: 1, y: 0 }, resolvedCenter: { x: 11, y: 0 } });
  });
});

/** After a push-out the circle touches: the contact at the resolved centre has t ≈ 1 and no depth beyond rounding. */
function expectResolved(contact: Contact, again: (center: Vec2) => Contact, radius: number, tol: number) {
  expect(Math.hypot(contact.normal.x, contact.normal.y)).toBeCloseTo(1, 12);
  if (!contact.penetrating) {
    expect(contact).toMatchObject({ depth: 0, pushOut: { x: 0, y: 0 } });
    return;
  }
  expect(contact.pushOut.x).toBe(contact.normal.x * contact.depth);
  expect(contact.pushOut.y).toBe(contact.normal.y * contact.depth);
  const after = again(contact.resolvedCenter);
  expect(after.depth).toBeLessThanOrEqual(tol);
  // touching: the centre is a radius from the shape (on either side of a two-sided line)
  expect(Math.abs(Math.abs(after.signedDistance) - radius)).toBeLessThanOrEqual(tol);
}

describe('property: after the push-out the circle touches and no longer penetrates', () => {
  it('line, both variants', () => {
    fc.assert(
      fc.property(point, point, point, size, fc.constantFrom('front', 'both') as fc.Arbitrary<'front' | 'both'>, (a, b, center, r, sides) => {
        fc.pre(Math.hypot(b.x - a.x, b.y - a.y) > 1e-3);
        const line = lineThrough(a, b);
        const tol = 1e-9 * scaleOf(a.x, a.y, b.x, b.y, center.x, center.y, r);
        const contact = circleLineContact({ center, radius: r }, line, { sides });
        expect(Math.abs(signedDistanceToLine(contact.foot, line))).toBeLessThanOrEqual(tol);
        expectResolved(contact, (c) => circleLineContact({ center: c, radius: r }, line, { sides }), r, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('segment', () => {
    fc.assert(
      fc.property(anySegment, point, size, (s, center, r) => {
        const tol = 1e-9 * scaleOf(s.start.x, s.start.y, s.end.x, s.end.y, center.x, center.y, r);
        const contact = circleSegmentContact({ center, radius: r }, s);
        expect(distanceToSegment(contact.foot, s)).toBeLessThanOrEqual(tol);
        expectResolved(contact, (c) => circleSegmentContact({ center: c, radius: r }, s), r, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('circle', () => {
    fc.assert(
      fc.property(point, size, point, size, (c1, r1, c2, r2) => {
        const obstacle = { center: c2, radius: r2 };
        const tol = 1e-9 * scaleOf(c1.x, c1.y, r1, c2.x, c2.y, r2);
        const contact = circleCircleContact({ center: c1, radius: r1 }, obstacle);
        expect(Math.abs(distanceToCircle(contact.foot, obstacle))).toBeLessThanOrEqual(tol);
        expectResolved(contact, (c) => circleCircleContact({ center: c, radius: r1 }, obstacle), r1, tol);
      }),
      { numRuns: 3000 },
    );
  });

  it('rect', () => {
    fc.assert(
      fc.property(anyRect, point, size, (rect, center, r) => {
        const tol = 1e-9 * scaleOf(rect.x, rect.y, rect.width, rect.height, center.x, center.y, r);
        const contact = circleRectContact({ center, radius: r }, rect);
        expect(Math.abs(distanceToRect(contact.foot, rect))).toBeLessThanOrEqual(tol);
        expectResolved(contact, (c) => circleRectContact({ center: c, radius: r }, rect), r, tol);
      }),
      { numRuns: 3000 },
    );
  });
});
