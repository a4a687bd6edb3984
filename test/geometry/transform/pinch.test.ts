import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFFINE_IDENTITY,
  applyAffine,
  isIdentityAffine,
  pinchBox,
  rotatedRectCorners,
  transformShape,
  twoPointSimilarity,
  type RotatedRect,
  type Vec2,
} from '../../../src/geometry';

const deg = (d: number) => (d * Math.PI) / 180;
const distance = (p: Vec2, q: Vec2) => Math.hypot(p.x - q.x, p.y - q.y);
const coord = fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coord, y: coord });
/** Two distinct points at least 1e-3 apart (fingers a finger's width apart, at any zoom). */
const pair = fc.tuple(point, point).filter(([p, q]) => distance(p, q) > 1e-3);
const box = (rotation: number): RotatedRect => ({ center: { x: 120.25, y: -40.5 }, width: 80, height: 50, rotation });

describe('twoPointSimilarity', () => {
  it('maps the start pair onto the current pair, up to rounding (fast-check)', () => {
    fc.assert(
      fc.property(pair, pair, ([p0, p1], [q0, q1]) => {
        const { map, scale, angle } = twoPointSimilarity(p0, p1, q0, q1);
        // a few ulps of the largest coordinate, through a scale up to 1e7
        const size = Math.max(1, ...[p0, p1, q0, q1].flatMap((p) => [Math.abs(p.x), Math.abs(p.y)]));
        const eps = 1e-9 * size * Math.max(1, scale);
        expect(distance(applyAffine(map, p0), q0)).toBeLessThanOrEqual(eps);
        expect(distance(applyAffine(map, p1), q1)).toBeLessThanOrEqual(eps);
        // and it is a similarity: a scale and a turn, no skew, no flip
        expect(map.d).toBe(map.a);
        expect(map.c).toBe(-map.b + 0);
        expect(scale).toBeCloseTo(distance(q0, q1) / distance(p0, p1), 6);
        expect(Math.abs(angle)).toBeLessThanOrEqual(Math.PI);
      }),
    );
  });

  it('the midpoint follows the midpoint; the angle is the turn of the line through the points (y down: clockwise positive)', () => {
    const s = twoPointSimilarity({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 5 }, { x: 5, y: 25 });
    expect(s.scale).toBe(2);
    expect(s.angle).toBeCloseTo(Math.PI / 2, 15);
    const m = applyAffine(s.map, { x: 5, y: 0 });
    expect(m.x).toBeCloseTo(5, 12);
    expect(m.y).toBeCloseTo(15, 12);
  });

  it('is the identity exactly when nothing moved, whatever the points (fast-check)', () => {
    fc.assert(
      fc.property(pair, ([p0, p1]) => {
        const s = twoPointSimilarity(p0, p1, p0, p1);
        expect(s.map).toBe(AFFINE_IDENTITY);
        expect([s.scale, s.angle]).toEqual([1, 0]);
      }),
    );
  });

  it('a pure move: exactly the translation of the midpoints', () => {
    const s = twoPointSimilarity({ x: 1, y: 2 }, { x: 4, y: 6 }, { x: 11, y: -3 }, { x: 14, y: 1 });
    expect([s.scale, s.angle]).toEqual([1, 0]);
    expect(s.map).toEqual({ a: 1, b: 0, c: 0, d: 1, e: 10, f: -5 });
  });

  it('degenerate: start touches at one point → a move of that point to the current midpoint (no NaN)', () => {
    const s = twoPointSimilarity({ x: 3, y: 4 }, { x: 3, y: 4 }, { x: 10, y: 0 }, { x: 20, y: 10 });
    expect([s.scale, s.angle]).toEqual([1, 0]);
    expect(s.map).toEqual({ a: 1, b: 0, c: 0, d: 1, e: 12, f: 1 });
    const same = twoPointSimilarity({ x: 3, y: 4 }, { x: 3, y: 4 }, { x: 3, y: 4 }, { x: 3, y: 4 });
    expect(isIdentityAffine(same.map)).toBe(true);
  });

  it('degenerate: current touches at one point → scale 0, angle 0, everything on that point', () => {
    const s = twoPointSimilarity({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 7, y: 7 }, { x: 7, y: 7 });
    expect([s.scale, s.angle]).toEqual([0, 0]);
    expect(applyAffine(s.map, { x: 123, y: -45 })).toEqual({ x: 7, y: 7 });
    expect(Object.values(s.map).every(Number.isFinite)).toBe(true);
  });

  it('bad input throws naming the argument; an overflowing scale throws', () => {
    expect(() => twoPointSimilarity({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: Number.NaN, y: 0 }, { x: 1, y: 0 })).toThrow(/twoPointSimilarity\.to0/);
    expect(() => twoPointSimilarity(null as unknown as Vec2, { x: 1, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toThrow(TypeError);
    expect(() => twoPointSimilarity({ x: 0, y: 0 }, { x: 1e-160, y: 0 }, { x: -1e160, y: 0 }, { x: 1e160, y: 0 })).toThrow(RangeError);
  });
});

describe('pinchBox', () => {
  for (const rotationDeg of [0, 37, 90, 180]) {
    it(`at ${rotationDeg}°: the box scales uniformly and turns about the fingers' midpoint, and moves with it`, () => {
      const start = box(deg(rotationDeg));
      const p: [Vec2, Vec2] = [
        { x: 100, y: -50 },
        { x: 140, y: -30 },
      ];
      // the second finger swings 30° clockwise about the first and spreads to 1.5× the distance; the first moves by (5, 7)
      const v = { x: 40, y: 20 };
      const c = Math.cos(deg(30)) * 1.5;
      const s = Math.sin(deg(30)) * 1.5;
      const q: [Vec2, Vec2] = [
        { x: 105, y: -43 },
        { x: 105 + c * v.x - s * v.y, y: -43 + s * v.x + c * v.y },
      ];
      const t = pinchBox(start, p, q);
      expect(t.scaleX).toBeCloseTo(1.5, 12);
      expect(t.scaleY).toBe(t.scaleX);
      expect(t.angle).toBeCloseTo(deg(30), 12);
      expect(t.box.width).toBeCloseTo(120, 10);
      expect(t.box.height).toBeCloseTo(75, 10);
      expect(t.box.rotation).toBeCloseTo(deg(rotationDeg + 30), 12);
      // the box's corners are the start corners through the map (the box and the map agree)
      const mapped = rotatedRectCorners(start).map((k) => applyAffine(t.map, k));
      rotatedRectCorners(t.box).forEach((k, i) => expect(distance(k, mapped[i]!)).toBeLessThan(1e-9));
      // each finger keeps its spot on the box
      expect(distance(applyAffine(t.map, p[0]), q[0])).toBeLessThan(1e-9);
      expect(distance(applyAffine(t.map, p[1]), q[1])).toBeLessThan(1e-9);
    });
  }

  it('fingers back where they landed: the identity exactly, the box bit for bit (fast-check)', () => {
    fc.assert(
      fc.property(pair, fc.double({ min: -4, max: 4, noNaN: true }), ([p0, p1], rotation) => {
        const start = box(rotation);
        const t = pinchBox(start, [p0, p1], [{ ...p0 }, { ...p1 }], { minWidth: 10, minHeight: 10 });
        expect(t.map).toBe(AFFINE_IDENTITY);
        expect(t.box).toEqual({ ...start, rotation: start.rotation + 0 }); // never −0
        expect([t.scaleX, t.scaleY, t.angle]).toEqual([1, 1, 0]);
      }),
    );
  });

  it('no drift: frame k is the same whatever frames came before (a pure function of start and touches)', () => {
    const start = box(deg(12));
    const p: [Vec2, Vec2] = [
      { x: 90, y: -60 },
      { x: 150, y: -20 },
    ];
    const frames: [Vec2, Vec2][] = Array.from({ length: 50 }, (_, i) => [
      { x: 90 + Math.sin(i) * 30, y: -60 + i },
      { x: 150 - i, y: -20 + Math.cos(i) * 25 },
    ]);
    const alone = frames.map((q) => pinchBox(start, p, q, { snap: true }));
    const inOrder = frames.map((q) => pinchBox(start, p, q, { snap: true }));
    expect(inOrder).toStrictEqual(alone);
    expect(pinchBox(start, p, p, { snap: true }).map).toBe(AFFINE_IDENTITY);
  });

  it('minimum size: the scale stops where a side would get under it; the midpoint still follows the fingers', () => {
    const start = box(0); // 80 × 50
    const p: [Vec2, Vec2] = [
      { x: 100, y: -40 },
      { x: 140, y: -40 },
    ];
    const q: [Vec2, Vec2] = [
      { x: 119, y: -20 },
      { x: 121, y: -20 },
    ]; // pinched to 1/20
    const t = pinchBox(start, p, q, { minWidth: 10, minHeight: 10 });
    expect(t.scaleX).toBe(0.2); // 50 × 0.2 = 10, the height's minimum
    expect(t.box.height).toBe(10);
    expect(t.box.width).toBe(16);
    expect(applyAffine(t.map, { x: 120, y: -40 })).toEqual({ x: 120, y: -20 });
    // a box already under the minimum is not widened, only kept from shrinking
    const small: RotatedRect = { center: { x: 0, y: 0 }, width: 4, height: 2, rotation: 0 };
    expect(pinchBox(small, p, q, { minWidth: 10, minHeight: 10 }).scaleX).toBe(1);
    // a zero side (a horizontal segment's box) is not limited by its minimum
    const flat: RotatedRect = { center: { x: 0, y: 0 }, width: 40, height: 0, rotation: 0 };
    expect(pinchBox(flat, p, q, { minWidth: 10, minHeight: 10 }).scaleX).toBe(0.25);
    // fingers together: the box at its minimum, no NaN
    const together = pinchBox(start, p, [q[0], q[0]], { minWidth: 10, minHeight: 10 });
    expect([together.scaleX, together.angle, together.box.height]).toEqual([0.2, 0, 10]);
  });

  it('a pure pinch of an unturned box keeps it axis-aligned: a rect stays a rect', () => {
    const t = pinchBox(
      box(0),
      [
        { x: 100, y: -40 },
        { x: 140, y: -40 },
      ],
      [
        { x: 90, y: -40 },
        { x: 150, y: -40 },
      ],
    );
    expect(t.angle).toBe(0);
    const r = transformShape({ kind: 'rect', shape: { x: 100, y: -60, width: 20, height: 10 } }, t.map);
    expect(r.kind).toBe('rect');
    expect(r.shape).toEqual({ x: 90, y: -70, width: 30, height: 15 });
  });

  it('a twist turns a rect into a rotated rect of the same size × scale; a circle scales uniformly', () => {
    const t = pinchBox(
      box(0),
      [
        { x: 100, y: -40 },
        { x: 140, y: -40 },
      ],
      [
        { x: 120, y: -60 },
        { x: 120, y: -20 },
      ],
    ); // turned 90°, scale 1, about (120, −40)
    const r = transformShape({ kind: 'rect', shape: { x: 100, y: -50, width: 20, height: 10 } }, t.map);
    expect(r.kind).toBe('rect'); // a quarter turn keeps axes aligned
    const t2 = pinchBox(
      box(0),
      [
        { x: 100, y: -40 },
        { x: 140, y: -40 },
      ],
      [
        { x: 100, y: -40 },
        { x: 140 + 20 * Math.cos(deg(40)) - 20, y: -40 + 40 * Math.sin(deg(40)) },
      ],
    );
    const rr = transformShape({ kind: 'rect', shape: { x: 100, y: -50, width: 20, height: 10 } }, t2.map);
    expect(rr.kind).toBe('rotatedRect');
    const c = transformShape({ kind: 'circle', shape: { center: { x: 120, y: -40 }, radius: 5 } }, t2.map);
    expect((c.shape as { radius: number }).radius).toBeCloseTo(5 * t2.scaleX, 12);
  });

  it('snap: a twist within the tolerance keeps the start rotation; near a step the rotation snaps to it (a magnet); else it turns freely', () => {
    const p: [Vec2, Vec2] = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
    ];
    const turned = (d: number): [Vec2, Vec2] => [
      { x: 0, y: 0 },
      { x: 40 * Math.cos(deg(d)), y: 40 * Math.sin(deg(d)) },
    ];
    const at = (d: number, start = 0) => (pinchBox(box(deg(start)), p, turned(d), { snap: true }).box.rotation * 180) / Math.PI;
    expect(at(2)).toBe(0); // a jittery pure pinch stays unturned
    expect(at(-2.9)).toBe(0);
    expect(at(4)).toBeCloseTo(4, 10);
    expect(at(44)).toBeCloseTo(45, 12);
    expect(at(40)).toBeCloseTo(40, 10);
    expect(at(8, 37)).toBeCloseTo(45, 12); // snaps the box's rotation, not the turn
    expect(at(2, 13)).toBeCloseTo(13, 12); // a box off the steps is not pulled onto one by an untwisted pinch
    expect(at(-2.5, 13)).toBeCloseTo(13, 12);
    // a configurable step and tolerance
    expect((pinchBox(box(0), p, turned(80), { snap: true, snapStep: deg(90), snapTolerance: deg(12) }).box.rotation * 180) / Math.PI).toBeCloseTo(90, 12);
    // a tie exactly at the tolerance snaps
    const edge = pinchBox(box(0), p, turned(3), { snap: true, snapTolerance: deg(3) + 1e-12 });
    expect(edge.box.rotation).toBe(0);
  });

  it('bad input throws naming the argument', () => {
    const p: [Vec2, Vec2] = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ];
    expect(() => pinchBox({ ...box(0), width: -1 }, p, p)).toThrow(/pinchBox\.start\.width/);
    expect(() => pinchBox(box(0), [p[0]] as unknown as [Vec2, Vec2], p)).toThrow(/pinchBox\.startTouches/);
    expect(() => pinchBox(box(0), p, p, { minWidth: -1 })).toThrow(/pinchBox\.options\.minWidth/);
    expect(() => pinchBox(box(0), p, p, { snapStep: 0 })).toThrow(/pinchBox\.options\.snapStep/);
    expect(() => pinchBox(box(0), p, [p[0], { x: Number.POSITIVE_INFINITY, y: 0 }])).toThrow(/to1/);
  });
});
