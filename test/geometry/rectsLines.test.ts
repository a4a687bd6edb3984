import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  circlePolygonContact,
  distanceToPolygon,
  intersectLineLine,
  intersectRectRect,
  intersectSegmentLine,
  lineFromCoefficients,
  lineThrough,
  polygon,
  polyline,
  rectRectClosestPoints,
  rectRectContact,
  rectRectDistance,
  rectRectHit,
  segmentLineDistance,
  signedDistanceToLine,
} from '../../src/geometry';
import { box, disk, seg, v } from './builders';

const gap = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);

describe('rect–rect', () => {
  const a = box(0, 0, 10, 10);
  it('hit: overlap, a shared edge, a shared corner, apart; tolerance', () => {
    expect(rectRectHit(a, box(5, 5, 10, 10))).toBe(true);
    expect(rectRectHit(a, box(10, 2, 5, 5))).toBe(true); // shared edge
    expect(rectRectHit(a, box(10, 10, 5, 5))).toBe(true); // shared corner
    expect(rectRectHit(a, box(10.5, 2, 5, 5))).toBe(false);
    expect(rectRectHit(a, box(10.5, 2, 5, 5), 0.5)).toBe(true);
  });
  it('signed distance: apart (side, corner), touching 0, overlapping minus the smaller overlap; witnesses realise it', () => {
    expect(rectRectDistance(a, box(13, 2, 5, 5))).toBe(3);
    expect(rectRectDistance(a, box(13, 14, 5, 5))).toBe(5); // corner to corner: 3-4-5
    expect(rectRectDistance(a, box(10, 2, 5, 5))).toBe(0);
    expect(rectRectDistance(a, box(8, 1, 5, 5))).toBe(-2);
    expect(rectRectDistance(a, box(2, 2, 3, 3))).toBe(-5); // contained: out through the nearest side
    for (const b of [box(13, 2, 5, 5), box(13, 14, 5, 5), box(8, 1, 5, 5), box(2, 2, 3, 3), box(-3, 7, 4, 9)]) {
      const w = rectRectClosestPoints(a, b);
      expect(w.distance).toBe(rectRectDistance(a, b));
      expect(gap(w.pointA, w.pointB)).toBeCloseTo(Math.abs(w.distance), 12);
    }
    expect(rectRectClosestPoints(a, box(13, 2, 5, 5))).toEqual({ distance: 3, pointA: { x: 10, y: 4.5 }, pointB: { x: 13, y: 4.5 } });
  });
  it('intersectRectRect: the overlap, a zero-width rect on a shared edge, null apart', () => {
    expect(intersectRectRect(a, box(5, 6, 10, 10))).toEqual({ x: 5, y: 6, width: 5, height: 4 });
    expect(intersectRectRect(a, box(10, 2, 5, 5))).toEqual({ x: 10, y: 2, width: 0, height: 5 });
    expect(intersectRectRect(a, box(11, 2, 5, 5))).toBeNull();
  });
  it('contact: the minimum translation along the smaller overlap, away from b; the resolved rect touches b', () => {
    const c = rectRectContact(box(8, 1, 5, 5), a); // overlaps 2 in x, 5 in y: out to +x
    expect(c).toMatchObject({ penetrating: true, depth: 2, normal: { x: 1, y: 0 }, pushOut: { x: 2, y: 0 }, resolved: { x: 10, y: 1, width: 5, height: 5 } });
    expect(rectRectDistance(c.resolved, a)).toBe(0);
    expect(rectRectContact(box(12, 0, 2, 2), a)).toMatchObject({ penetrating: false, depth: 0, pushOut: { x: 0, y: 0 } });
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        (x, y, w, h) => {
          const b = box(x, y, w, h);
          const k = rectRectContact(b, a);
          expect(k.signedDistance).toBe(rectRectDistance(b, a));
          if (k.penetrating) {
            expect(k.depth).toBe(-k.signedDistance);
            expect(rectRectDistance(k.resolved, a)).toBe(0); // touching after the push
          }
        },
      ),
    );
  });
  it('boundsOf every bounded shape; a TypeError for a line', () => {
    expect(boundsOf(v(2, 3))).toEqual({ x: 2, y: 3, width: 0, height: 0 });
    expect(boundsOf(seg(5, 1, 2, 7))).toEqual({ x: 2, y: 1, width: 3, height: 6 });
    expect(boundsOf(disk(5, 5, 2))).toEqual({ x: 3, y: 3, width: 4, height: 4 });
    expect(boundsOf(box(1, 2, 3, 4))).toEqual({ x: 1, y: 2, width: 3, height: 4 });
    expect(boundsOf(polygon([v(0, 5), v(4, -1), v(2, 9)]))).toEqual({ x: 0, y: -1, width: 4, height: 10 });
    expect(boundsOf(polyline([v(1, 1), v(-1, 3)]))).toEqual({ x: -1, y: 1, width: 2, height: 2 });
    expect(() => boundsOf(lineFromCoefficients(1, 0, 0) as never)).toThrow(TypeError);
  });
});

describe('lines', () => {
  it('intersectLineLine: a point, parallel, coincident at any scale of the coefficients', () => {
    expect(intersectLineLine(lineFromCoefficients(1, 0, -3), lineFromCoefficients(0, 1, -4))).toEqual({ kind: 'point', point: { x: 3, y: 4 } });
    expect(intersectLineLine(lineFromCoefficients(1, 1, 0), lineFromCoefficients(2, 2, 5))).toEqual({ kind: 'parallel' });
    expect(intersectLineLine(lineFromCoefficients(1, 1, -2), lineFromCoefficients(3, 3, -6))).toEqual({ kind: 'coincident' });
    expect(intersectLineLine(lineThrough(v(0, 0), v(1, 1)), lineThrough(v(2, 2), v(-5, -5)))).toEqual({ kind: 'coincident' });
    // nearly parallel but not: a point (decided exactly)
    expect(intersectLineLine(lineFromCoefficients(1, 1, 0), lineFromCoefficients(1, 1 + 2 ** -52, 0)).kind).toBe('point');
  });
  it('intersectSegmentLine: crossing (t), an end on the line exactly, along the line, apart; distance', () => {
    const xAxis = lineFromCoefficients(0, 1, 0);
    expect(intersectSegmentLine(seg(0, -1, 4, 3), xAxis)).toEqual({ kind: 'point', point: { x: 1, y: 0 }, t: 0.25 });
    expect(intersectSegmentLine(seg(2, 0, 4, 3), xAxis)).toEqual({ kind: 'point', point: { x: 2, y: 0 }, t: 0 });
    expect(intersectSegmentLine(seg(0, 0, 4, 0), xAxis)).toEqual({ kind: 'overlap' });
    expect(intersectSegmentLine(seg(0, 1, 4, 3), xAxis)).toEqual({ kind: 'none' });
    expect(segmentLineDistance(seg(0, 1, 4, 3), xAxis)).toBe(1);
    expect(segmentLineDistance(seg(0, -1, 4, 3), xAxis)).toBe(0);
    expect(segmentLineDistance(seg(0, 3, 4, 6), lineFromCoefficients(0, 2, 0))).toBe(3); // unnormalised coefficients
    const rand = (k: number) => (Math.sin(k * 12.9898) * 43758.5453) % 1;
    for (let k = 1; k < 200; k++) {
      const s = seg(rand(k) * 10, rand(k + 1) * 10, rand(k + 2) * 10, rand(k + 3) * 10);
      const l = lineThrough(v(rand(k + 4) * 10, rand(k + 5) * 10), v(rand(k + 6) * 10, rand(k + 7) * 10));
      const r = intersectSegmentLine(s, l);
      const d0 = signedDistanceToLine(s.start, l);
      const d1 = signedDistanceToLine(s.end, l);
      if (d0 * d1 > 1e-9) expect(r.kind).toBe('none');
      if (d0 * d1 < -1e-9) {
        expect(r.kind).toBe('point');
        if (r.kind === 'point') expect(Math.abs(signedDistanceToLine(r.point, l))).toBeLessThan(1e-12);
      }
    }
  });
});

describe('circlePolygonContact', () => {
  const square = polygon([v(0, 0), v(10, 0), v(10, 10), v(0, 10)]);
  const reversed = polygon([...square.points].reverse());
  it('outside: pushed away from the nearest point; inside: out through the nearest edge; either winding', () => {
    expect(circlePolygonContact(disk(12, 5, 3), square)).toMatchObject({
      penetrating: true,
      signedDistance: 2,
      depth: 1,
      normal: { x: 1, y: 0 },
      resolvedCenter: { x: 13, y: 5 },
    });
    for (const shape of [square, reversed]) {
      const inside = circlePolygonContact(disk(8, 5, 1), shape);
      expect(inside).toMatchObject({ penetrating: true, signedDistance: -2, depth: 3, normal: { x: 1, y: 0 }, resolvedCenter: { x: 11, y: 5 } });
      expect(inside.signedDistance).toBe(distanceToPolygon(v(8, 5), shape));
      const onEdge = circlePolygonContact(disk(5, 0, 1), shape); // centre on the top edge: out, upwards on screen
      expect(onEdge).toMatchObject({ penetrating: true, depth: 1, normal: { x: 0, y: -1 }, resolvedCenter: { x: 5, y: -1 } });
    }
    expect(circlePolygonContact(disk(20, 5, 3), square)).toMatchObject({ penetrating: false, depth: 0 });
    expect(circlePolygonContact(disk(8, 5, 1), square, { maxDepth: 2 })).toMatchObject({ penetrating: false }); // deeper than maxDepth
  });
  it('after the push-out the circle touches a convex polygon and is out of it (random centres, both sides)', () => {
    const notched = polygon([v(0, 0), v(6, -2), v(10, 3), v(8, 9), v(2, 10), v(-1, 5)]);
    const rand = (k: number) => Math.abs((Math.sin(k * 78.233) * 43758.5453) % 1);
    for (let k = 1; k < 300; k++) {
      const c = disk(rand(k) * 14 - 2, rand(k + 7) * 14 - 2, 0.2 + rand(k + 3));
      const contact = circlePolygonContact(c, notched);
      if (!contact.penetrating) continue;
      const after = distanceToPolygon(contact.resolvedCenter, notched);
      expect(after).toBeGreaterThanOrEqual(c.radius - 1e-9);
      expect(after).toBeLessThanOrEqual(c.radius + 1e-9);
    }
  });
});

describe('lines near parallel (found in review)', () => {
  it('intersectLineLine: a finite point however near parallel; intersectSegmentLine: never NaN', () => {
    const r = intersectLineLine({ a: 1 + 2 ** -52, b: 1, c: 0 }, { a: 1 + 2 ** -51, b: 1 + 2 ** -52, c: 1 });
    expect(r.kind).toBe('point');
    if (r.kind === 'point') {
      expect(Number.isFinite(r.point.x) && Number.isFinite(r.point.y)).toBe(true);
      // on both lines, relative to the size of the terms (exact crossing about ±2e31)
      expect(Math.abs((1 + 2 ** -52) * r.point.x + r.point.y) / Math.abs(r.point.x)).toBeLessThan(1e-15);
    }
    const s = intersectSegmentLine(seg(1 + 2 ** -52, 1 + 2 ** -51, 1 - 2 ** -52, 1), { a: 1 + 2 ** -52, b: -1, c: 0 });
    expect(s.kind).toBe('point');
    if (s.kind === 'point') expect([Number.isNaN(s.t), Number.isNaN(s.point.x)]).toEqual([false, false]);
  });
});
