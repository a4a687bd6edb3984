import fc from 'fast-check';
import { orient2d } from 'robust-predicates';
import { describe, expect, it } from 'vitest';
import { distanceToSegment, segmentCircleHit, segmentSegmentHit, type Circle, type Segment } from '../../src/geometry';
import { segmentDistanceSquaredXY } from '../../src/geometry/distance/pointToShape';
import { clearOfDisk } from '../../src/geometry/hit/segmentCircle';
import { boxesApartXY, segmentsTouchNear } from '../../src/geometry/hit/segmentTouch';
import { crossingsAt } from '../../src/geometry/intersect/segmentCircleRecord';
import { apartCode, collinearCode, intersectNearAt, UNSURE_CODE } from '../../src/geometry/intersect/segmentSegmentRecord';
import { exactCrossSign } from '../../src/geometry/robust/expansion';
import { orientationSign } from '../../src/geometry/robust/orientation';
import { anyCircle, anySegment } from './arbitraries';
import { exactIntegers, segmentsTouchExact } from './oracles';

/**
 * The shortcuts the hot paths take (bounding boxes apart, a disk clearly
 * missed, a square root only near the boundary, orient2d's filter written out,
 * the allocation-free exact sign) never change an answer: each is checked
 * against the long way round, on inputs built to sit right at the edges of the
 * shortcuts (a hair from tangent, a hair inside or outside the clearance
 * margin, exactly collinear, tiny and huge magnitudes).
 */

/**
 * hitkit's supported range (see `src/geometry/index.ts`): 0, or a magnitude
 * between 1e-100 and 1e100. Beyond it squares underflow and the shortcuts, like
 * the exact predicates, make no promise; smaller numbers are flushed to 0.
 */
const inRange = (v: number) => (Math.abs(v) < 1e-100 ? 0 : v);
const magnitude = fc.constantFrom(1, 1e-3, 1e3, 1e9, 1e-80, 1e80);
const unit = fc.double({ min: -1, max: 1, noNaN: true }).map(inRange);
/** A relative nudge: none, a few ulps, or around the 2⁻²⁰ clearance margin. */
const nudge = fc.constantFrom(0, 2 ** -52, -(2 ** -52), 2 ** -49, -(2 ** -49), 2 ** -21, 2 ** -20, 2 ** -19, -(2 ** -20), 1e-9);

/** A circle and a segment whose distance from it is the radius times (1 + nudge): tangent-ish, beside, or crossing the margin. */
const nearTangent = fc
  .tuple(unit, unit, fc.double({ min: 0, max: 1, noNaN: true }), unit, unit, nudge, magnitude, fc.boolean())
  .map(([cx, cy, r, along, span, n, m, vertical]): [Segment, Circle] => {
    const center = { x: inRange(cx * m), y: inRange(cy * m) };
    const radius = inRange(r * m);
    const off = inRange(radius * (1 + n));
    const a = inRange(along * 2 * m);
    const b = inRange(a + span * 3 * m);
    const at = (v: number) => inRange(v);
    const segment = vertical
      ? { start: { x: at(center.x + off), y: at(center.y + a) }, end: { x: at(center.x + off), y: at(center.y + b) } }
      : { start: { x: at(center.x + a), y: at(center.y - off) }, end: { x: at(center.x + b), y: at(center.y - off) } };
    return [segment, { center, radius }];
  });

const pack = (...values: number[]) => Float64Array.from(values);

describe('exact orientation without allocation (orientationSign)', () => {
  const sign = (v: bigint) => (v > 0n ? 1 : v < 0n ? -1 : 0);
  const bigSide = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => {
    const [x1, y1, x2, y2, x3, y3] = exactIntegers(ax, ay, bx, by, cx, cy) as [bigint, bigint, bigint, bigint, bigint, bigint];
    return sign((x1 - x3) * (y2 - y3) - (y1 - y3) * (x2 - x3));
  };
  const points = fc.tuple(unit, unit, unit, unit, magnitude, fc.constantFrom(0, 1e9));
  it('agrees with BigInt arithmetic and with orient2d, on exactly collinear and nearly collinear points', () => {
    fc.assert(
      fc.property(points, fc.integer({ min: -8, max: 16 }), nudge, ([ax, ay, bx, by, m, o], k, n) => {
        const a = [inRange(o + ax * m), inRange(o + ay * m)] as const;
        const b = [inRange(o + bx * m), inRange(o + by * m)] as const;
        // c on the line through a and b at the dyadic parameter k/8 (often exactly), nudged
        const cx = inRange(a[0] + (k / 8) * (b[0] - a[0]));
        const cy = inRange(a[1] + (k / 8) * (b[1] - a[1]) * (1 + n));
        const s = orientationSign(pack(a[0], a[1]), 0, pack(b[0], b[1]), 0, pack(cx, cy), 0);
        expect(s).toBe(bigSide(a[0], a[1], b[0], b[1], cx, cy));
        // the exact arithmetic alone (without the filter), as cross(b − a, c − a)
        expect(exactCrossSign(pack(a[0], a[1]), 0, pack(b[0], b[1]), 0, pack(a[0], a[1]), 0, pack(cx, cy), 0)).toBe(s);
        expect(s).toBe(-Math.sign(orient2d(a[0], a[1], b[0], b[1], cx, cy)) || 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('small integers: every tie exactly 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 6, maxLength: 6 }), ([ax, ay, bx, by, cx, cy]) => {
        const points6 = pack(ax!, ay!, bx!, by!, cx!, cy!);
        expect(orientationSign(points6, 0, points6, 2, points6, 4)).toBe(bigSide(ax!, ay!, bx!, by!, cx!, cy!));
        expect(exactCrossSign(points6, 0, points6, 2, points6, 0, points6, 4)).toBe(bigSide(ax!, ay!, bx!, by!, cx!, cy!));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('segment–circle shortcuts', () => {
  it('segmentCircleHit is exactly √(squared distance) ≤ radius + tolerance, near the tangent and the margin', () => {
    fc.assert(
      fc.property(fc.oneof(nearTangent, fc.tuple(anySegment, anyCircle)), fc.constantFrom(0, 0, 1e-9, -1e-9), ([s, c], tolerance) => {
        const reach = c.radius + tolerance;
        const longWay = reach >= 0 && distanceToSegment(c.center, s) <= reach;
        expect(segmentCircleHit(s, c, tolerance)).toBe(longWay);
      }),
      { numRuns: 2000 },
    );
  });

  it('a disk clearOfDisk calls missed has no crossing the long way round either', () => {
    fc.assert(
      fc.property(fc.oneof(nearTangent, fc.tuple(anySegment, anyCircle)), ([s, c]) => {
        const { start, end } = s;
        const { center, radius } = c;
        if (!clearOfDisk(start.x, start.y, end.x, end.y, center.x, center.y, radius)) return;
        const record = new Float64Array(7);
        expect(crossingsAt(pack(start.x, start.y, end.x, end.y), 0, pack(center.x, center.y, radius), 0, record, 0)).toBe(0);
        // and the distance agrees: clearly beyond the radius
        expect(Math.sqrt(segmentDistanceSquaredXY(start.x, start.y, end.x, end.y, center.x, center.y))).toBeGreaterThan(radius);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('segment–segment shortcuts', () => {
  /** Segments on one line (or a hair off it), apart or overlapping, at any magnitude. */
  const collinearPair = fc
    .tuple(unit, unit, unit, unit, fc.integer({ min: -16, max: 24 }), fc.integer({ min: -16, max: 24 }), nudge, magnitude)
    .map(([ax, ay, bx, by, i, j, n, m]): [Segment, Segment] => {
      const p = { start: { x: inRange(ax * m), y: inRange(ay * m) }, end: { x: inRange(bx * m), y: inRange(by * m) } };
      const at = (k: number) => ({
        x: inRange(p.start.x + (k / 8) * (p.end.x - p.start.x)),
        y: inRange((p.start.y + (k / 8) * (p.end.y - p.start.y)) * (1 + n)),
      });
      return [p, { start: at(i), end: at(j) }];
    });
  const pairs = fc.oneof(collinearPair, fc.tuple(anySegment, anySegment));

  it('bounding boxes apart ⇒ no common point; otherwise the filtered near test is the exact answer', () => {
    fc.assert(
      fc.property(pairs, ([p, q]) => {
        const exact = segmentsTouchExact(p, q);
        expect(segmentSegmentHit(p, q)).toBe(exact);
        if (boxesApartXY(p.start.x, p.start.y, p.end.x, p.end.y, q.start.x, q.start.y, q.end.x, q.end.y)) {
          expect(exact).toBe(false);
        } else {
          const P = pack(p.start.x, p.start.y, p.end.x, p.end.y);
          const Q = pack(q.start.x, q.start.y, q.end.x, q.end.y);
          expect(segmentsTouchNear(P, 0, Q, 0)).toBe(exact);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("apart segments: apartCode's filter agrees with the exact collinearity test whenever it answers", () => {
    fc.assert(
      fc.property(pairs, ([p, q]) => {
        if (!boxesApartXY(p.start.x, p.start.y, p.end.x, p.end.y, q.start.x, q.start.y, q.end.x, q.end.y)) return;
        const rx = p.end.x - p.start.x;
        const ry = p.end.y - p.start.y;
        const sx = q.end.x - q.start.x;
        const sy = q.end.y - q.start.y;
        const code = apartCode(rx, ry, sx, sy);
        if (code === UNSURE_CODE || (rx === 0 && ry === 0) || (sx === 0 && sy === 0)) return;
        const P = pack(p.start.x, p.start.y, p.end.x, p.end.y);
        const Q = pack(q.start.x, q.start.y, q.end.x, q.end.y);
        // "parallel" for a miss: the rounded cross product is 0, or exactly collinear
        const parallel = rx * sy - ry * sx === 0 || collinearCode(P, 0, Q, 0) === 1;
        expect(code).toBe(parallel ? 1 : 0);
        // and the near computation, run anyway, gives the same answer
        expect(intersectNearAt(P, 0, Q, 0, new Float64Array(9), 0)).toBe(code);
      }),
      { numRuns: 2000 },
    );
  });
});
