import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distanceToCircle,
  distanceToRect,
  distanceToSegment,
  intersectCircleCircle,
  intersectLineCircle,
  intersectSegmentCircle,
  intersectSegmentRect,
  intersectSegmentSegment,
  lineThrough,
  segmentRectHit,
  segmentSegmentDistance,
  segmentSegmentHit,
  signedDistanceToLine,
  type Circle,
  type Segment,
} from '../../src/geometry';
import { anyCircle, anyRect, anySegment, point, scaleOf, segmentArb } from './arbitraries';
import { lidarCircleIntersection, lidarWallIntersection, lidarWallSolve } from './oracles';
import { at, disk, gap, seg } from './builders';

const segScale = (...ss: Segment[]) => scaleOf(...ss.flatMap((s) => [s.start.x, s.start.y, s.end.x, s.end.y]));
/** |sin θ| between two segments' directions (1 when one has no direction). */
const sinBetween = (a: Segment, b: Segment) => {
  const rx = a.end.x - a.start.x;
  const ry = a.end.y - a.start.y;
  const sx = b.end.x - b.start.x;
  const sy = b.end.y - b.start.y;
  const lengths = Math.hypot(rx, ry) * Math.hypot(sx, sy);
  return lengths === 0 ? 1 : Math.max(Math.abs(rx * sy - ry * sx) / lengths, 1e-300);
};
const circleScale = (c: Circle) => scaleOf(c.center.x, c.center.y, c.radius);

describe('intersectSegmentSegment (article 004, closed segments)', () => {
  it("article 004's wall: the ray O→C crosses A–B at t·OC", () => {
    // O = (0, 0), C = (10, 0); wall A = (5, -5), B = (5, 5): P = (5, 0), t = 0.5
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(5, -5, 5, 5))).toEqual({
      kind: 'point',
      point: { x: 5, y: 0 },
      t: 0.5,
      u: 0.5,
    });
  });

  it("article 004's corner cases are reported here (closed segments): touching the wall's end, the ray ending on it", () => {
    // the article's 0 < s < 1, 0 < t < 1 excludes these; hitkit includes them
    expect(lidarWallIntersection([0, 0], [5, 0], [5, 5], [10, 0])).toBeNull();
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(5, 0, 5, 5))).toEqual({ kind: 'point', point: { x: 5, y: 0 }, t: 0.5, u: 0 });
    expect(lidarWallIntersection([0, 0], [5, -5], [5, 5], [5, 0])).toBeNull();
    expect(intersectSegmentSegment(seg(0, 0, 5, 0), seg(5, -5, 5, 5))).toEqual({ kind: 'point', point: { x: 5, y: 0 }, t: 1, u: 0.5 });
  });

  it('tells parallel apart from crossing lines that miss, and collinear overlap from collinear disjoint', () => {
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(0, 1, 10, 1))).toEqual({ kind: 'none', parallel: true });
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(20, -5, 20, 5))).toEqual({ kind: 'none', parallel: false });
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(11, 0, 20, 0))).toEqual({ kind: 'none', parallel: true });
    expect(intersectSegmentSegment(seg(0, 0, 10, 0), seg(15, 0, 5, 0))).toEqual({
      kind: 'overlap',
      start: { x: 5, y: 0 },
      end: { x: 10, y: 0 },
      tStart: 0.5,
      tEnd: 1,
      uStart: 1,
      uEnd: 0.5,
    });
  });

  it('orders an overlap along the first segment, whichever way it runs', () => {
    expect(intersectSegmentSegment(seg(10, 10, 0, 0), seg(2, 2, 20, 20))).toMatchObject({
      kind: 'overlap',
      start: { x: 10, y: 10 },
      end: { x: 2, y: 2 },
      tStart: 0,
      tEnd: 0.8,
    });
    // one segment inside the other
    expect(intersectSegmentSegment(seg(0, 0, 0, 10), seg(0, 3, 0, 7))).toMatchObject({
      kind: 'overlap',
      start: { x: 0, y: 3 },
      end: { x: 0, y: 7 },
      uStart: 0,
      uEnd: 1,
    });
  });

  it('property: symmetric (t and u swap), points on both segments, and hit ⇔ not none', () => {
    fc.assert(
      fc.property(anySegment, anySegment, (a, b) => {
        const ab = intersectSegmentSegment(a, b);
        const ba = intersectSegmentSegment(b, a);
        expect(ba.kind).toBe(ab.kind);
        expect(ab.kind !== 'none').toBe(segmentSegmentHit(a, b));
        // rounding of a crossing point grows like 1 / sin θ between the segments
        const tol = (1e-12 * segScale(a, b)) / sinBetween(a, b);
        if (ab.kind === 'point' && ba.kind === 'point') {
          expect(ba.t).toBe(ab.u);
          expect(ba.u).toBe(ab.t);
          expect(gap(ab.point, ba.point)).toBeLessThanOrEqual(tol);
          expect(ab.t).toBeGreaterThanOrEqual(0);
          expect(ab.t).toBeLessThanOrEqual(1);
          expect(distanceToSegment(ab.point, a)).toBeLessThanOrEqual(tol);
          expect(distanceToSegment(ab.point, b)).toBeLessThanOrEqual(tol);
          expect(gap(ab.point, at(a, ab.t))).toBeLessThanOrEqual(tol);
          expect(gap(ab.point, at(b, ab.u))).toBeLessThanOrEqual(tol);
        }
        if (ab.kind === 'overlap') {
          for (const p of [ab.start, ab.end]) {
            expect(distanceToSegment(p, a)).toBeLessThanOrEqual(tol);
            expect(distanceToSegment(p, b)).toBeLessThanOrEqual(tol);
          }
          expect(ab.tStart).toBeLessThanOrEqual(ab.tEnd); // equal only by rounding of a tiny piece
        }
        if (ab.kind === 'none') expect(segmentSegmentDistance(a, b)).toBeGreaterThan(0);
      }),
      { numRuns: 5000 },
    );
  });

  it("property: away from ties, agrees with article 004's linear system (strict crossings only)", () => {
    fc.assert(
      fc.property(segmentArb, segmentArb, (a, b) => {
        // away from ties: not nearly parallel, and the crossing not near an end
        fc.pre(sinBetween(a, b) > 1e-6);
        const margin = 1e-6;
        const inside = (v: number) => v > margin && v < 1 - margin;
        const theirs = lidarWallSolve([a.start.x, a.start.y], [b.start.x, b.start.y], [b.end.x, b.end.y], [a.end.x, a.end.y]);
        const ours = intersectSegmentSegment(a, b);
        if (ours.kind === 'point' && inside(ours.t) && inside(ours.u)) {
          expect(theirs).not.toBeNull();
          const [x, y] = theirs!.point;
          expect(gap(ours.point, { x, y })).toBeLessThanOrEqual(1e-9 * segScale(a, b));
        }
        if (theirs !== null && inside(theirs.s) && inside(theirs.t)) expect(ours.kind).toBe('point');
      }),
      { numRuns: 5000 },
    );
  });
});

describe('intersectSegmentCircle (article 004, closed segment)', () => {
  it('crossing gives two points sorted from the start; the reversed segment gives them reversed', () => {
    expect(intersectSegmentCircle(seg(-20, 0, 20, 0), disk(0, 0, 5))).toEqual([
      { point: { x: -5, y: 0 }, t: 0.375 },
      { point: { x: 5, y: 0 }, t: 0.625 },
    ]);
    expect(intersectSegmentCircle(seg(20, 0, -20, 0), disk(0, 0, 5))).toEqual([
      { point: { x: 5, y: 0 }, t: 0.375 },
      { point: { x: -5, y: 0 }, t: 0.625 },
    ]);
  });

  it("article 004's ball: from outside into the circle gives the entry only; from inside, the exit", () => {
    expect(intersectSegmentCircle(seg(-20, 0, 0, 0), disk(0, 0, 5))).toEqual([{ point: { x: -5, y: 0 }, t: 0.75 }]);
    expect(intersectSegmentCircle(seg(0, 0, 0, 20), disk(0, 0, 5))).toEqual([{ point: { x: 0, y: 5 }, t: 0.25 }]);
  });

  it('never reports points of the line outside the segment; inside-only and stops-short give []', () => {
    expect(intersectSegmentCircle(seg(10, 0, 20, 0), disk(0, 0, 5))).toEqual([]);
    expect(intersectSegmentCircle(seg(-1, 0, 1, 0), disk(0, 0, 5))).toEqual([]);
    expect(intersectSegmentCircle(seg(-20, 6, 20, 6), disk(0, 0, 5))).toEqual([]);
  });

  it('answers "no crossing" with one shared frozen empty array, far or near (nothing allocated)', () => {
    const far = intersectSegmentCircle(seg(100, 0, 200, 0), disk(0, 0, 5)); // clear of the disk: the shortcut
    const inside = intersectSegmentCircle(seg(-1, 0, 1, 0), disk(0, 0, 5)); // near: the full computation
    expect(far).toEqual([]);
    expect(Object.isFrozen(far)).toBe(true);
    expect(inside).toBe(far);
    expect(Object.isFrozen(intersectSegmentCircle(seg(-20, 0, 20, 0), disk(0, 0, 5)))).toBe(false); // crossings: a new array
  });

  it('property: every point lies on the segment and the circle, at its t, sorted, at most 2', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, (s, c) => {
        const hits = intersectSegmentCircle(s, c);
        expect(hits.length).toBeLessThanOrEqual(2);
        const tol = 1e-9 * (segScale(s) + circleScale(c));
        for (const { point, t } of hits) {
          expect(t).toBeGreaterThanOrEqual(0);
          expect(t).toBeLessThanOrEqual(1);
          expect(gap(point, at(s, t))).toBeLessThanOrEqual(tol);
          expect(distanceToSegment(point, s)).toBeLessThanOrEqual(tol);
          expect(Math.abs(distanceToCircle(point, c))).toBeLessThanOrEqual(tol);
        }
        if (hits.length === 2) expect(hits[0]!.t).toBeLessThanOrEqual(hits[1]!.t);
      }),
      { numRuns: 5000 },
    );
  });

  it('property: one end clearly inside and the other clearly outside ⇒ exactly one point', () => {
    const fraction = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    const angle = fraction(0, 2 * Math.PI);
    fc.assert(
      fc.property(point, fraction(1, 500), angle, fraction(0, 0.999), angle, fraction(1.001, 5), fc.boolean(), (o, r, a1, k1, a2, k2, flip) => {
        const c = disk(o.x, o.y, r);
        const inside = { x: o.x + Math.cos(a1) * r * k1, y: o.y + Math.sin(a1) * r * k1 };
        const outside = { x: o.x + Math.cos(a2) * r * k2, y: o.y + Math.sin(a2) * r * k2 };
        const s = flip ? { start: outside, end: inside } : { start: inside, end: outside };
        const hits = intersectSegmentCircle(s, c);
        expect(hits).toHaveLength(1);
        expect(Math.abs(distanceToCircle(hits[0]!.point, c))).toBeLessThanOrEqual(1e-9 * circleScale(c));
      }),
      { numRuns: 2000 },
    );
  });

  it("property: away from ties, the first point is article 004's root nearest the start", () => {
    fc.assert(
      fc.property(segmentArb, point, fc.double({ min: 1, max: 500, noNaN: true }), (s, o, r) => {
        const c = disk(o.x, o.y, r);
        const scale = segScale(s) + circleScale(c);
        const margin = 1e-6 * scale;
        fc.pre(Math.hypot(s.end.x - s.start.x, s.end.y - s.start.y) > margin);
        const line = lineThrough(s.start, s.end);
        fc.pre(Math.abs(Math.abs(signedDistanceToLine(c.center, line)) - c.radius) > margin);
        fc.pre(Math.abs(distanceToCircle(s.start, c)) > margin && Math.abs(distanceToCircle(s.end, c)) > margin);
        const ours = intersectSegmentCircle(s, c);
        const theirs = lidarCircleIntersection([s.start.x, s.start.y], [s.end.x, s.end.y], [c.center.x, c.center.y], c.radius);
        expect(ours.length > 0).toBe(theirs !== null);
        if (theirs !== null) expect(gap(ours[0]!.point, { x: theirs[0], y: theirs[1] })).toBeLessThanOrEqual(1e-6 * scale);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('intersectLineCircle', () => {
  it('crossing, tangent, miss; ordered along the line direction (b, −a)', () => {
    const line = lineThrough({ x: 10, y: 0 }, { x: -10, y: 0 }); // leftward
    expect(intersectLineCircle(line, disk(0, 0, 5))).toEqual([
      { x: 5, y: 0 },
      { x: -5, y: 0 },
    ]);
    expect(intersectLineCircle(lineThrough({ x: 0, y: 5 }, { x: 1, y: 5 }), disk(0, 0, 5))).toEqual([{ x: 0, y: 5 }]);
    expect(intersectLineCircle(lineThrough({ x: 0, y: 6 }, { x: 1, y: 6 }), disk(0, 0, 5))).toEqual([]);
  });

  it('property: points lie on the line and the circle; two when the line is clearly closer than the radius', () => {
    fc.assert(
      fc.property(point, point, anyCircle, (p, q, c) => {
        fc.pre(Math.hypot(q.x - p.x, q.y - p.y) > 1e-3);
        const line = lineThrough(p, q);
        const hits = intersectLineCircle(line, c);
        const scale = scaleOf(p.x, p.y, q.x, q.y) + circleScale(c);
        for (const h of hits) {
          expect(Math.abs(signedDistanceToLine(h, line))).toBeLessThanOrEqual(1e-9 * scale);
          expect(Math.abs(distanceToCircle(h, c))).toBeLessThanOrEqual(1e-6 * scale);
        }
        const d = Math.abs(signedDistanceToLine(c.center, line));
        if (d < c.radius - 1e-6 * scale) expect(hits).toHaveLength(2);
        if (d > c.radius + 1e-6 * scale) expect(hits).toHaveLength(0);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('intersectCircleCircle', () => {
  it('crossing (front side first), touching outside and inside, apart, contained, coincident', () => {
    expect(intersectCircleCircle(disk(0, 0, 5), disk(8, 0, 5))).toEqual({
      kind: 'points',
      points: [
        { x: 4, y: 3 },
        { x: 4, y: -3 },
      ],
    });
    expect(intersectCircleCircle(disk(0, 0, 5), disk(10, 0, 5))).toEqual({ kind: 'points', points: [{ x: 5, y: 0 }] });
    expect(intersectCircleCircle(disk(0, 0, 5), disk(3, 0, 2))).toEqual({ kind: 'points', points: [{ x: 5, y: 0 }] });
    expect(intersectCircleCircle(disk(3, 0, 2), disk(0, 0, 5))).toEqual({ kind: 'points', points: [{ x: 5, y: 0 }] });
    expect(intersectCircleCircle(disk(0, 0, 5), disk(11, 0, 5))).toEqual({ kind: 'none', reason: 'separate' });
    expect(intersectCircleCircle(disk(0, 0, 5), disk(1, 0, 2))).toEqual({ kind: 'none', reason: 'contained' });
    expect(intersectCircleCircle(disk(1, 1, 5), disk(1, 1, 5))).toEqual({ kind: 'coincident' });
    expect(intersectCircleCircle(disk(1, 1, 5), disk(1, 1, 4))).toEqual({ kind: 'none', reason: 'contained' });
  });

  it('property: points lie on both circles; swapping the circles reverses the pair', () => {
    fc.assert(
      fc.property(anyCircle, anyCircle, (c1, c2) => {
        const r = intersectCircleCircle(c1, c2);
        const s = intersectCircleCircle(c2, c1);
        expect(s.kind).toBe(r.kind);
        if (r.kind !== 'points' || s.kind !== 'points') return;
        const scale = circleScale(c1) + circleScale(c2);
        const d = Math.hypot(c2.center.x - c1.center.x, c2.center.y - c1.center.y);
        // near a tangent the points move like √(rounding · radius): a looser bound there
        const tol = 1e-9 * scale + ((Math.sqrt(1e-15 * scale) * Math.max(c1.radius, c2.radius)) / Math.max(d, 1e-300)) * 1e-3;
        for (const p of r.points) {
          expect(Math.abs(distanceToCircle(p, c1))).toBeLessThanOrEqual(tol + 1e-6 * scale);
          expect(Math.abs(distanceToCircle(p, c2))).toBeLessThanOrEqual(tol + 1e-6 * scale);
        }
        expect(s.points.length).toBe(r.points.length);
        if (r.points.length === 2) {
          expect(gap(r.points[0]!, s.points[1]!)).toBeLessThanOrEqual(1e-6 * scale);
          expect(gap(r.points[1]!, s.points[0]!)).toBeLessThanOrEqual(1e-6 * scale);
          // points[0] is on the front side of c1 → c2
          if (d > 1e-6 * scale) expect(signedDistanceToLine(r.points[0]!, lineThrough(c1.center, c2.center))).toBeGreaterThanOrEqual(-1e-6 * scale);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('intersectSegmentRect', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };

  it('through the box: entry and exit on the crossed edges exactly', () => {
    expect(intersectSegmentRect(seg(-5, 5, 15, 5), box)).toEqual({
      kind: 'clip',
      entry: { point: { x: 0, y: 5 }, t: 0.25 },
      exit: { point: { x: 10, y: 5 }, t: 0.75 },
      startInside: false,
      endInside: false,
    });
  });

  it('starting inside: entry is the start itself; ending inside: exit is the end', () => {
    expect(intersectSegmentRect(seg(5, 5, 5, 20), box)).toEqual({
      kind: 'clip',
      entry: { point: { x: 5, y: 5 }, t: 0 },
      exit: { point: { x: 5, y: 10 }, t: 1 / 3 },
      startInside: true,
      endInside: false,
    });
    expect(intersectSegmentRect(seg(2, 2, 8, 8), box)).toMatchObject({ startInside: true, endInside: true });
    expect(intersectSegmentRect(seg(20, 20, 30, 5), box)).toEqual({ kind: 'none' });
  });

  it('property: clip ⇔ segmentRectHit; entry/exit on the segment, in the rect, ordered; crossings on the boundary', () => {
    fc.assert(
      fc.property(anySegment, anyRect, (s, r) => {
        const clip = intersectSegmentRect(s, r);
        expect(clip.kind === 'clip').toBe(segmentRectHit(s, r));
        if (clip.kind !== 'clip') return;
        const tol = 1e-9 * (segScale(s) + scaleOf(r.x, r.y, r.width, r.height));
        expect(clip.entry.t).toBeLessThanOrEqual(clip.exit.t);
        for (const { point, t } of [clip.entry, clip.exit]) {
          expect(distanceToRect(point, r)).toBeLessThanOrEqual(0);
          expect(gap(point, at(s, t))).toBeLessThanOrEqual(tol);
        }
        if (!clip.startInside && clip.entry.t > 0) expect(Math.abs(distanceToRect(clip.entry.point, r))).toBeLessThanOrEqual(tol);
        if (!clip.endInside && clip.exit.t < 1) expect(Math.abs(distanceToRect(clip.exit.point, r))).toBeLessThanOrEqual(tol);
        if (clip.startInside) expect(clip.entry.t).toBe(0);
        if (clip.endInside) expect(clip.exit.t).toBe(1);
      }),
      { numRuns: 5000 },
    );
  });
});
