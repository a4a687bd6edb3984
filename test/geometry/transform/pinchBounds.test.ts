import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFINE_IDENTITY, applyAffine, pinchBox, rotatedRectCorners, type Rect, type RotatedRect, type Vec2 } from '../../../src/geometry';

// pinchBox's `bounds`: the pinched box stays inside them, as a group move's
// selection does (scale stopped where it would no longer fit, then moved inside;
// too big even at its minimum size: the least side on the bounds' least side).

const coord = fc.double({ min: -1e3, max: 1e3, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const distance = (p: Vec2, q: Vec2) => Math.hypot(p.x - q.x, p.y - q.y);
const pair = fc.tuple(point, point).filter(([p, q]) => distance(p, q) > 1);
const deg = (d: number) => (d * Math.PI) / 180;
const BOUNDS: Rect = { x: -100, y: -80, width: 400, height: 300 };

/** The axis-aligned extent of a box: [x0, y0, x1, y1]. */
function extent(b: RotatedRect): [number, number, number, number] {
  const cs = rotatedRectCorners(b);
  return [Math.min(...cs.map((c) => c.x)), Math.min(...cs.map((c) => c.y)), Math.max(...cs.map((c) => c.x)), Math.max(...cs.map((c) => c.y))];
}

const startBox = fc.record({
  center: fc.record({ x: fc.double({ min: 0, max: 200, noNaN: true }), y: fc.double({ min: 0, max: 140, noNaN: true }) }),
  width: fc.double({ min: 1, max: 80, noNaN: true }),
  height: fc.double({ min: 1, max: 60, noNaN: true }),
  rotation: fc.oneof(fc.constant(0), fc.double({ min: -Math.PI, max: Math.PI, noNaN: true })),
}) as fc.Arbitrary<RotatedRect>;

describe('pinchBox: bounds', () => {
  it('the pinched box stays inside the bounds, and is the unbounded one whenever that one fits (fast-check)', () => {
    fc.assert(
      fc.property(startBox, pair, pair, fc.boolean(), (b, from, to, snap) => {
        // only start boxes inside the bounds (as a selection kept inside them is)
        const [sx0, sy0, sx1, sy1] = extent(b);
        fc.pre(sx0 >= BOUNDS.x && sy0 >= BOUNDS.y && sx1 <= BOUNDS.x + BOUNDS.width && sy1 <= BOUNDS.y + BOUNDS.height);
        const free = pinchBox(b, from, to, { snap, minWidth: 1, minHeight: 1 });
        const f = pinchBox(b, from, to, { snap, minWidth: 1, minHeight: 1, bounds: BOUNDS });
        const eps = 1e-9 * 1e4 * Math.max(1, free.scaleX);
        const [x0, y0, x1, y1] = extent(f.box);
        expect(x0).toBeGreaterThanOrEqual(BOUNDS.x - eps);
        expect(y0).toBeGreaterThanOrEqual(BOUNDS.y - eps);
        expect(x1).toBeLessThanOrEqual(BOUNDS.x + BOUNDS.width + eps);
        expect(y1).toBeLessThanOrEqual(BOUNDS.y + BOUNDS.height + eps);
        // the map still sends the start box onto the box (the shapes go where the box goes)
        expect(distance(applyAffine(f.map, b.center), f.box.center)).toBeLessThanOrEqual(eps);
        expect(f.scaleX).toBe(f.scaleY);
        expect(f.scaleX).toBeLessThanOrEqual(free.scaleX);
        expect(f.box.rotation).toBe(free.box.rotation);
        const [fx0, fy0, fx1, fy1] = extent(free.box);
        if (fx0 >= BOUNDS.x && fy0 >= BOUNDS.y && fx1 <= BOUNDS.x + BOUNDS.width && fy1 <= BOUNDS.y + BOUNDS.height) {
          expect(f.box).toEqual(free.box);
          expect(f.map).toEqual(free.map);
        }
      }),
    );
  });

  it('fingers back where they landed give the identity exactly, inside the bounds', () => {
    const b: RotatedRect = { center: { x: 50, y: 40 }, width: 60, height: 30, rotation: 0.3 };
    const f = pinchBox(
      b,
      [
        { x: 10, y: 10 },
        { x: 90, y: 70 },
      ],
      [
        { x: 10, y: 10 },
        { x: 90, y: 70 },
      ],
      { bounds: BOUNDS, snap: true },
    );
    expect(f.map).toBe(AFFINE_IDENTITY);
  });

  it('spread past the bounds: the scale stops where the box fits, the box moved inside', () => {
    // a 100 × 50 box at (150, 50) in a 400 × 300 frame from (−100, −80): spread 10× about its centre
    const b: RotatedRect = { center: { x: 150, y: 50 }, width: 100, height: 50, rotation: 0 };
    const f = pinchBox(
      b,
      [
        { x: 140, y: 50 },
        { x: 160, y: 50 },
      ],
      [
        { x: 50, y: 50 },
        { x: 250, y: 50 },
      ],
      { bounds: BOUNDS },
    );
    // the width fits at 4× (400 / 100); the height would fit at 6×
    expect(f.scaleX).toBe(4);
    expect(f.box).toEqual({ center: { x: 100, y: 50 }, width: 400, height: 200, rotation: 0 });
    expect(applyAffine(f.map, { x: 100, y: 25 })).toEqual({ x: -100, y: -50 });
  });

  it('a twist in a tight space shrinks the box to fit at its new rotation', () => {
    // a 200 × 20 bar in a 210 × 60 frame, twisted 45°: its extent would be 155.6 square, so it shrinks to fit the 60 height
    const bounds: Rect = { x: 0, y: 0, width: 210, height: 60 };
    const b: RotatedRect = { center: { x: 105, y: 30 }, width: 200, height: 20, rotation: 0 };
    const turn = (a: number): [Vec2, Vec2] => [
      { x: 105 - 50 * Math.cos(a), y: 30 - 50 * Math.sin(a) },
      { x: 105 + 50 * Math.cos(a), y: 30 + 50 * Math.sin(a) },
    ];
    expect(pinchBox(b, turn(0), turn(deg(20)), { bounds }).scaleX).toBeLessThan(1);
    const eighth = pinchBox(b, turn(0), turn(Math.PI / 4), { bounds });
    expect(eighth.box.rotation).toBeCloseTo(Math.PI / 4, 12);
    expect(eighth.scaleX).toBeCloseTo(60 / (220 * Math.SQRT1_2), 12);
    const [x0, y0, x1, y1] = extent(eighth.box);
    expect([x0, y0]).toEqual([expect.closeTo(105 - (eighth.scaleX * 220 * Math.SQRT1_2) / 2, 9), expect.closeTo(0, 9)]);
    expect(x1).toBeLessThanOrEqual(210 + 1e-9);
    expect(y1).toBeCloseTo(60, 9);
    // untwisted, the same pinch is left alone
    expect(pinchBox(b, turn(0), turn(0), { bounds }).map).toBe(AFFINE_IDENTITY);
  });

  it('cannot fit even at its minimum size: the least side on the bounds’ least side, as a group move', () => {
    const bounds: Rect = { x: 10, y: 20, width: 30, height: 300 };
    const b: RotatedRect = { center: { x: 100, y: 100 }, width: 80, height: 40, rotation: 0 };
    // the minimum width (60) is wider than the bounds (30): the scale stops at 60 / 80, the left side on x = 10
    const f = pinchBox(
      b,
      [
        { x: 90, y: 100 },
        { x: 110, y: 100 },
      ],
      [
        { x: 95, y: 100 },
        { x: 105, y: 100 },
      ],
      { bounds, minWidth: 60, minHeight: 1 },
    );
    expect(f.scaleX).toBe(0.75);
    expect(f.box.center.x - f.box.width / 2).toBe(10);
    expect(f.box.center.y).toBe(100);
  });

  it('rejects bad bounds, naming them', () => {
    const b: RotatedRect = { center: { x: 0, y: 0 }, width: 1, height: 1, rotation: 0 };
    const t: [Vec2, Vec2] = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ];
    expect(() => pinchBox(b, t, t, { bounds: { x: 0, y: 0, width: -1, height: 1 } })).toThrow(/pinchBox\.options\.bounds/);
    expect(() => pinchBox(b, t, t, { bounds: { x: Number.NaN, y: 0, width: 1, height: 1 } as Rect })).toThrow(RangeError);
  });
});
