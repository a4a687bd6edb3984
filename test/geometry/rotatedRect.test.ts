import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  circlePolygonHit,
  circleRotatedRectHit,
  closestPointOnRotatedRect,
  distanceToPolygon,
  distanceToRotatedRect,
  pointInPolygon,
  pointInRotatedRect,
  polygonPolygonHit,
  polygonRotatedRectHit,
  rectRotatedRectHit,
  rotatedRect,
  rotatedRectCorners,
  rotatedRectRotatedRectHit,
  segmentPolygonHit,
  segmentRotatedRectHit,
  type Polygon,
  type Rect,
  type Vec2,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment, coord, size } from './arbitraries';
import { v } from './builders';
import { exactIntegers, pointInPolygonExact } from './oracles';
import { anyRotatedRect, cornersOf, rectCorners } from './rotatedRectArbitraries';

const EPS = 2 ** -53;

describe('rotatedRect constructor and corners', () => {
  it('copies and freezes; TypeError / RangeError naming the argument and value', () => {
    const c = { x: 1, y: 2 };
    const r = rotatedRect(c, 4, 2, 0.5);
    c.x = 9;
    expect(r).toEqual({ center: { x: 1, y: 2 }, width: 4, height: 2, rotation: 0.5 });
    expect(Object.isFrozen(r) && Object.isFrozen(r.center)).toBe(true);
    expect(() => rotatedRect(null as unknown as Vec2, 1, 1, 0)).toThrow(new TypeError('rotatedRect.center must be a point { x, y }, got null'));
    expect(() => rotatedRect(v(0, 0), -2, 1, 0)).toThrow(new RangeError('rotatedRect.width must be a finite number >= 0, got -2'));
    expect(() => rotatedRect(v(0, 0), 1, Infinity, 0)).toThrow(new RangeError('rotatedRect.height must be a finite number >= 0, got Infinity'));
    expect(() => rotatedRect(v(0, 0), 1, 1, NaN)).toThrow(new RangeError('rotatedRect.rotation must be a finite number, got NaN'));
    expect(() => rotatedRect(v(0, 0), 1, 1, '0' as unknown as number)).toThrow(new TypeError('rotatedRect.rotation must be a finite number, got "0"'));
    expect(() => rotatedRect(v(NaN, 0), 1, 1, 0)).toThrow(new RangeError('rotatedRect.center.x must be a finite number, got NaN'));
  });

  it('rotation 0: top-left, top-right, bottom-right, bottom-left exactly (y down)', () => {
    expect(rotatedRectCorners(rotatedRect(v(5, 3), 4, 2, 0))).toEqual([v(3, 2), v(7, 2), v(7, 4), v(3, 4)]);
  });

  it('positive rotation turns +x towards +y (clockwise on screen)', () => {
    const [a, b] = rotatedRectCorners(rotatedRect(v(0, 0), 2, 0, Math.PI / 2));
    // own x axis now points along +y: the first corner above, the second below
    expect(a!.x).toBeCloseTo(0, 15);
    expect(a!.y).toBe(-1);
    expect(b!.y).toBe(1);
  });

  it('zero size: four corners at the centre; zero height: two pairs of equal corners (a segment)', () => {
    expect(rotatedRectCorners(rotatedRect(v(1.5, -2), 0, 0, 1.234))).toEqual([v(1.5, -2), v(1.5, -2), v(1.5, -2), v(1.5, -2)]);
    const [a, b, c, d] = rotatedRectCorners(rotatedRect(v(1.5, -2), 3, 0, 0.7));
    expect(d).toEqual(a);
    expect(c).toEqual(b);
  });

  it('corners within 4·2⁻⁵³·(|centre| + hw + hh) of the true turned corners (checked against a quarter turn of a grid rect)', () => {
    fc.assert(
      fc.property(coord, coord, size, size, fc.integer({ min: -8, max: 8 }), (cx, cy, w, h, k) => {
        // rotation k·π/2: the true corners are the axis-aligned ones, permuted
        const r = rotatedRect(v(cx, cy), w, h, (k * Math.PI) / 2);
        const bound = 4 * EPS * (Math.max(Math.abs(cx), Math.abs(cy)) + w / 2 + h / 2) + 4 * EPS * Math.abs(k) * (w + h);
        const quarter = ((k % 4) + 4) % 4;
        const [hx, hy] = quarter % 2 === 0 ? [w / 2, h / 2] : [h / 2, w / 2];
        for (const p of rotatedRectCorners(r)) {
          const dx = Math.abs(Math.abs(p.x - cx) - hx);
          const dy = Math.abs(Math.abs(p.y - cy) - hy);
          if (dx > bound || dy > bound) return false;
        }
        return true;
      }),
    );
  });

  it('boundsOf spans the corners', () => {
    const r = rotatedRect(v(0, 0), 2, 2, Math.PI / 4);
    const b = boundsOf(r);
    const s = Math.SQRT2;
    expect(b.x).toBeCloseTo(-s, 14);
    expect(b.y).toBeCloseTo(-s, 14);
    expect(b.width).toBeCloseTo(2 * s, 14);
    expect(boundsOf(rotatedRect(v(3, 4), 2, 6, 0))).toEqual({ x: 2, y: 1, width: 2, height: 6 });
    fc.assert(
      fc.property(anyRotatedRect, (q) => {
        const box = boundsOf(q);
        const corners = rotatedRectCorners(q);
        return JSON.stringify(box) === JSON.stringify(boundsOf({ points: corners })) && corners.every((p) => p.x >= box.x && p.y >= box.y);
      }),
    );
  });
});

/** Exact squared distance from p to segment a–b as [numerator, denominator] on the common integer scale `exactIntegers` picks. */
function squaredToSegment(px: bigint, py: bigint, ax: bigint, ay: bigint, bx: bigint, by: bigint): [bigint, bigint] {
  const dx = bx - ax;
  const dy = by - ay;
  const wx = px - ax;
  const wy = py - ay;
  const len2 = dx * dx + dy * dy;
  const dot = wx * dx + wy * dy;
  if (len2 === 0n || dot <= 0n) return [wx * wx + wy * wy, 1n];
  if (dot >= len2) return [(px - bx) ** 2n + (py - by) ** 2n, 1n];
  const c = dx * wy - dy * wx;
  return [c * c, len2];
}

/** num / den as the nearest-ish double (64 significant bits, then rounded), for large BigInts. */
function ratio(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const shift = num.toString(2).length - den.toString(2).length - 64;
  const q = shift > 0 ? num / (den << BigInt(shift)) : (num << BigInt(-shift)) / den;
  return Number(q) * 2 ** shift;
}

/** The exact distance from `p` to the boundary of the quadrilateral `quad` (then rounded). */
function exactBoundaryDistance(p: Vec2, quad: readonly Vec2[]): number {
  const values = [p.x, p.y, ...quad.flatMap((q) => [q.x, q.y])];
  const ints = exactIntegers(...values);
  const k = values.findIndex((x) => x !== 0);
  if (k < 0) return 0;
  const scale = Number(ints[k]!) / values[k]!; // a power of two
  let best: [bigint, bigint] | null = null;
  for (let e = 0; e < 4; e++) {
    const f = (e + 1) % 4;
    const d = squaredToSegment(ints[0]!, ints[1]!, ints[2 + 2 * e]!, ints[3 + 2 * e]!, ints[2 + 2 * f]!, ints[3 + 2 * f]!);
    if (best === null || d[0] * best[1] < best[0] * d[1]) best = d;
  }
  return Math.sqrt(ratio(best![0], best![1])) / scale;
}

/** Every coordinate 0 or of magnitude ≥ 1e-100 (hitkit's supported range; squares below it underflow). */
const inSupportedRange = (points: readonly Vec2[]) => points.every((q) => (q.x === 0 || Math.abs(q.x) >= 1e-100) && (q.y === 0 || Math.abs(q.y) >= 1e-100));

describe('point queries', () => {
  const square = rotatedRect(v(0, 0), 4, 4, Math.PI / 4);
  const flat = rotatedRect(v(10, 20), 6, 2, 0);

  it('signed distance: negative inside, exactly 0 on the boundary, positive outside (as distanceToRect)', () => {
    expect(distanceToRotatedRect(v(10, 20), flat)).toBe(-1);
    expect(distanceToRotatedRect(v(14, 20), flat)).toBe(1);
    expect(distanceToRotatedRect(v(17, 24), flat)).toBe(5); // from the corner (13, 21)
    for (const p of [v(7, 19), v(13, 21), v(10, 19), v(13, 20)]) expect(Object.is(distanceToRotatedRect(p, flat), 0)).toBe(true);
    for (const corner of rotatedRectCorners(square)) expect(Object.is(distanceToRotatedRect(corner, square), 0)).toBe(true);
    expect(distanceToRotatedRect(v(0, 0), square)).toBeCloseTo(-2, 14);
    expect(distanceToRotatedRect(v(0, 2 * Math.SQRT2 + 1), square)).toBeCloseTo(1, 14);
  });

  it('zero size is its centre (never negative); zero height a segment', () => {
    const dot = rotatedRect(v(1, 1), 0, 0, 0.3);
    expect(distanceToRotatedRect(v(4, 5), dot)).toBe(5);
    expect(distanceToRotatedRect(v(1, 1), dot)).toBe(0);
    expect(closestPointOnRotatedRect(v(4, 5), dot)).toEqual(v(1, 1));
    const stick = rotatedRect(v(0, 0), 4, 0, 0);
    expect(distanceToRotatedRect(v(0, 3), stick)).toBe(3);
    expect(distanceToRotatedRect(v(1, 0), stick)).toBe(0);
    expect(pointInRotatedRect(v(3, 0), stick)).toBe(false);
    expect(pointInRotatedRect(v(2, 0), stick)).toBe(true);
  });

  it('closest point: outside the nearest point, a corner exactly; inside the foot on the nearest edge', () => {
    expect(closestPointOnRotatedRect(v(17, 24), flat)).toEqual(v(13, 21));
    expect(closestPointOnRotatedRect(v(10, 19.5), flat)).toEqual(v(10, 19));
    expect(closestPointOnRotatedRect(v(12.75, 20), flat)).toEqual(v(13, 20));
  });

  it('ties: the centre of a square goes to the first edge, the same every time; a point on a corner is that corner', () => {
    const axis = rotatedRect(v(0, 0), 2, 2, 0);
    const first = closestPointOnRotatedRect(v(0, 0), axis);
    expect(first).toEqual(v(0, -1)); // edge 0: corner 0 → corner 1, the top edge at rotation 0
    expect(closestPointOnRotatedRect(v(0, 0), axis)).toEqual(first);
    const [c0] = rotatedRectCorners(square);
    expect(closestPointOnRotatedRect(c0!, square)).toEqual(c0);
  });

  it('agrees with the corner polygon (bit for bit off the boundary), exact sign, distance within 8·2⁻⁵³·scale of exact', () => {
    fc.assert(
      fc.property(anyPoint, anyRotatedRect, (p, r) => {
        const corners = rotatedRectCorners(r);
        fc.pre(inSupportedRange(corners)); // the corners too must lie in the supported range (0 or 1e-100 … 1e100)
        const quad: Polygon = { points: corners };
        const d = distanceToRotatedRect(p, r);
        const poly = distanceToPolygon(p, quad);
        if (!(Object.is(d, poly) || (d === 0 && poly <= 0))) return false;
        const inside = pointInPolygonExact(p, corners);
        if ((inside ? d > 0 : d < 0) || inside !== pointInRotatedRect(p, r)) return false; // within rounding of an edge, outside may read 0
        const far = Math.max(...corners.map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
        if (Math.abs(Math.abs(d) - exactBoundaryDistance(p, corners)) > 8 * EPS * (far + r.width + r.height)) return false;
        const q = closestPointOnRotatedRect(p, r);
        return Math.abs(Math.hypot(q.x - p.x, q.y - p.y) - Math.abs(d)) <= 8 * EPS * (far + r.width + r.height);
      }),
      { numRuns: 500 },
    );
  });

  it('pointInRotatedRect with a tolerance is distance <= tolerance', () => {
    expect(pointInRotatedRect(v(14, 20), flat, 1)).toBe(true);
    expect(pointInRotatedRect(v(14.5, 20), flat, 1)).toBe(false);
    expect(pointInRotatedRect(v(12, 20), flat, -0.5)).toBe(true);
    expect(pointInRotatedRect(v(12.75, 20), flat, -0.5)).toBe(false);
  });
});

describe('hit tests agree with the polygon tests on the corners', () => {
  it('segment, circle, rect, rotated rect, polygon', () => {
    fc.assert(
      fc.property(anySegment, anyCircle, anyRect, anyRotatedRect, anyRotatedRect, (s, c, rect, a, b) => {
        const qa: Polygon = { points: rotatedRectCorners(a) };
        const qb: Polygon = { points: rotatedRectCorners(b) };
        const qr: Polygon = { points: rectCorners(rect) };
        return (
          segmentRotatedRectHit(s, a) === segmentPolygonHit(s, qa) &&
          circleRotatedRectHit(c, a) === circlePolygonHit(c, qa) &&
          rectRotatedRectHit(rect, a) === polygonPolygonHit(qr, qa) &&
          rotatedRectRotatedRectHit(a, b) === polygonPolygonHit(qa, qb) &&
          polygonRotatedRectHit(qb, a) === polygonPolygonHit(qb, qa) &&
          pointInRotatedRect(s.start, a) === pointInPolygon(s.start, qa)
        );
      }),
      { numRuns: 500 },
    );
  });

  it('ties: a segment through a corner, rects sharing an edge, a circle touching an edge', () => {
    const r = rotatedRect(v(0, 0), 4, 2, 0);
    const [c0] = rotatedRectCorners(r);
    expect(segmentRotatedRectHit({ start: v(-4, -3), end: c0! }, r)).toBe(true);
    expect(segmentRotatedRectHit({ start: v(-4, -3), end: v(-2.5, -1.5) }, r)).toBe(false);
    expect(rectRotatedRectHit({ x: 2, y: -5, width: 3, height: 4 } satisfies Rect, r)).toBe(true); // shares the corner (2, -1)
    expect(rectRotatedRectHit({ x: 2 + 2 ** -40, y: -5, width: 3, height: 4 }, r)).toBe(false);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 2 }, r)).toBe(true);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 2 - 2 ** -40 }, r)).toBe(false);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 1.5 }, r, 0.5)).toBe(true);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 1 }, r, -2)).toBe(false);
    expect(rotatedRectRotatedRectHit(r, rotatedRect(v(4, 0), 4, 2, 0))).toBe(true);
    expect(rotatedRectRotatedRectHit(r, rotatedRect(v(0, 0), 1, 1, 1))).toBe(true); // inside
    const diamond = rotatedRect(v(0, 3), 2, 2, Math.PI / 4); // its top corner within rounding of y = 3 − √2
    expect(rotatedRectRotatedRectHit(r, diamond)).toBe(polygonPolygonHit({ points: cornersOf(r) }, { points: cornersOf(diamond) }));
  });
});
