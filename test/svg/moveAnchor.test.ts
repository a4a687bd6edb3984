import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonCentroid, type Vec2 } from '../../src/geometry';
import { moveAnchor } from '../../src/svg/editors/moveAnchor';

const P = (x: number, y: number): Vec2 => ({ x, y });
const clearOf = (p: Vec2, points: readonly Vec2[], clear: number) => points.every((q) => Math.hypot(q.x - p.x, q.y - p.y) >= clear);

/** The Editor playground's room: its centroid lies 1.4 units from the inner corner's vertex. */
const L_ROOM = [P(150, 14), P(176, 14), P(176, 40), P(164, 40), P(164, 26), P(150, 26)];
/** A U: its centroid lies in the gap, outside the polygon. */
const U = [P(0, 0), P(30, 0), P(30, 30), P(20, 30), P(20, 10), P(10, 10), P(10, 30), P(0, 30)];

describe('moveAnchor (where a PolygonEditor’s move handle sits)', () => {
  it('is the centroid of a convex polygon', () => {
    const square = [P(0, 0), P(10, 0), P(10, 10), P(0, 10)];
    expect(moveAnchor(square, true, 3)).toEqual(polygonCentroid({ points: square }));
  });

  it('leaves the centroid when it lies under a vertex’s handle (the L) or outside (the U): inside, clear of every vertex', () => {
    const c = polygonCentroid({ points: L_ROOM });
    expect(clearOf(c, L_ROOM, 3.5)).toBe(false); // the defect: under the inner corner's handle
    for (const [points, clear] of [
      [L_ROOM, 3.5],
      [U, 3],
    ] as const) {
      const a = moveAnchor(points, true, clear);
      expect(clearOf(a, points, clear)).toBe(true);
      expect(pointInPolygon(a, { points })).toBe(true);
    }
    expect(pointInPolygon(polygonCentroid({ points: U }), { points: U })).toBe(false);
  });

  it('a polyline: the middle of its box, else the middle of its longest segment clear of the vertices', () => {
    const line = [P(0, 0), P(10, 0)];
    expect(moveAnchor(line, false, 2)).toEqual(P(5, 0));
    // a path whose box middle is its middle vertex: the first of its two longest segments
    const path = [P(0, 0), P(10, 10), P(20, 20)];
    expect(moveAnchor(path, false, 3)).toEqual(P(5, 5));
    // the longest segment first (18.0, then 15, then 10 long)
    const bent = [P(0, 0), P(10, 15), P(20, 15), P(20, 30)];
    expect(moveAnchor(bent, false, 3)).toEqual(P(5, 7.5));
  });

  it('moves with the shape: translated, the anchor is translated (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (dx, dy) => {
        for (const points of [L_ROOM, U]) {
          const moved = points.map((p) => P(p.x + dx, p.y + dy));
          const a = moveAnchor(points, true, 3.5);
          const b = moveAnchor(moved, true, 3.5);
          expect(b.x - dx).toBeCloseTo(a.x, 9);
          expect(b.y - dy).toBeCloseTo(a.y, 9);
        }
      }),
    );
  });
});
