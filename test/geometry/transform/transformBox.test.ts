import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAffine,
  boxHandlePoint,
  isIdentityAffine,
  oppositeHandle,
  RESIZE_HANDLES,
  resizeBox,
  rotateBox,
  rotateBoxBy,
  selectionBox,
  type ResizeHandle,
  type RotatedRect,
  type Vec2,
} from '../../../src/geometry';

const deg = (d: number) => (d * Math.PI) / 180;
const distance = (p: Vec2, q: Vec2) => Math.hypot(p.x - q.x, p.y - q.y);
const box = (rotation: number): RotatedRect => ({ center: { x: 120.25, y: -40.5 }, width: 80, height: 50, rotation });
/** A point at (u, v) in the box's own axes from its centre. */
const local = (b: RotatedRect, u: number, v: number): Vec2 => ({
  x: b.center.x + Math.cos(b.rotation) * u - Math.sin(b.rotation) * v,
  y: b.center.y + Math.sin(b.rotation) * u + Math.cos(b.rotation) * v,
});
const isCorner = (h: ResizeHandle) => h.includes('-');
/** The points that must stay fixed: the opposite corner, or the opposite edge's two corners (its midpoint under keepRatio). */
function fixedPoints(b: RotatedRect, handle: ResizeHandle, keepRatio: boolean): Vec2[] {
  const opposite = oppositeHandle(handle);
  if (isCorner(handle) || keepRatio) return [boxHandlePoint(b, opposite)];
  const horizontal = handle === 'left' || handle === 'right';
  const u = horizontal ? (handle === 'left' ? b.width / 2 : -b.width / 2) : 0;
  const v = horizontal ? 0 : handle === 'top' ? b.height / 2 : -b.height / 2;
  return horizontal ? [local(b, u, -b.height / 2), local(b, u, b.height / 2)] : [local(b, -b.width / 2, v), local(b, b.width / 2, v)];
}

/** Pointer moves in scene units: small, large, and past the opposite side. */
const MOVES: Vec2[] = [
  { x: 7.3, y: -3.1 },
  { x: -25, y: 40 },
  { x: -150, y: -130 },
  { x: 0.001, y: 0 },
  { x: 300, y: 290 },
  { x: -81, y: 2 },
];
const ROTATIONS = [0, 37, 90, 180];
const worst = { anchor: 0, center: 0, pivot: 0 };

afterAll(() => {
  console.info(
    `transform box: max anchor error ${worst.anchor.toExponential(2)}, max centre error (Alt) ${worst.center.toExponential(2)}, max pivot error ${worst.pivot.toExponential(2)} scene units`,
  );
});

describe('resizeBox: the anchor stays fixed', () => {
  for (const rotationDeg of ROTATIONS) {
    for (const keepRatio of [false, true]) {
      it(`at ${rotationDeg}°, ${keepRatio ? 'with' : 'without'} Shift, every handle keeps its opposite side within 1e-9`, () => {
        const start = box(deg(rotationDeg));
        for (const handle of RESIZE_HANDLES) {
          const grab = boxHandlePoint(start, handle);
          const fixed = fixedPoints(start, handle, keepRatio);
          for (const move of MOVES) {
            const t = resizeBox(start, handle, grab, { x: grab.x + move.x, y: grab.y + move.y }, { keepRatio });
            for (const p of fixed) {
              const error = distance(applyAffine(t.map, p), p);
              worst.anchor = Math.max(worst.anchor, error);
              expect(error, `${handle} ${JSON.stringify(move)}`).toBeLessThanOrEqual(1e-9);
            }
            // the box and the map agree: the start box's corners go to the proposed box's corners
            const corners = (b: RotatedRect) => [local(b, -b.width / 2, -b.height / 2), local(b, b.width / 2, b.height / 2)];
            const mapped = corners(start).map((p) => applyAffine(t.map, p));
            const target = corners(t.box);
            const flippedX = t.scaleX < 0;
            const flippedY = t.scaleY < 0;
            const expected = [
              local(t.box, ((flippedX ? 1 : -1) * t.box.width) / 2, ((flippedY ? 1 : -1) * t.box.height) / 2),
              local(t.box, ((flippedX ? -1 : 1) * t.box.width) / 2, ((flippedY ? -1 : 1) * t.box.height) / 2),
            ];
            expect(target).toHaveLength(2);
            for (let i = 0; i < 2; i++) expect(distance(mapped[i]!, expected[i]!)).toBeLessThanOrEqual(1e-9);
            if (keepRatio) expect(t.box.width * start.height).toBeCloseTo(t.box.height * start.width, 9);
          }
        }
      });
    }
    it(`at ${rotationDeg}°, a corner follows the pointer (no Shift) and an edge follows its own axis`, () => {
      const start = box(deg(rotationDeg));
      const corner = boxHandlePoint(start, 'bottom-right');
      const to = { x: corner.x + 13, y: corner.y - 7 };
      const t = resizeBox(start, 'bottom-right', corner, to);
      expect(distance(applyAffine(t.map, corner), to)).toBeLessThanOrEqual(1e-9);
      // an edge: only the movement along the box's x axis counts
      const edge = boxHandlePoint(start, 'right');
      const along = { x: Math.cos(start.rotation) * 10, y: Math.sin(start.rotation) * 10 };
      const across = { x: -Math.sin(start.rotation) * 30, y: Math.cos(start.rotation) * 30 };
      const e = resizeBox(start, 'right', edge, { x: edge.x + along.x + across.x, y: edge.y + along.y + across.y });
      expect(e.box.width).toBeCloseTo(90, 9);
      expect(e.box.height).toBe(50);
      expect(distance(applyAffine(e.map, edge), { x: edge.x + along.x, y: edge.y + along.y })).toBeLessThanOrEqual(1e-9);
    });
    it(`at ${rotationDeg}°, Alt keeps the centre fixed for every handle`, () => {
      const start = box(deg(rotationDeg));
      for (const handle of RESIZE_HANDLES) {
        for (const keepRatio of [false, true]) {
          const grab = boxHandlePoint(start, handle);
          const t = resizeBox(start, handle, grab, { x: grab.x + 11, y: grab.y + 17 }, { fromCenter: true, keepRatio });
          const error = Math.max(distance(applyAffine(t.map, start.center), start.center), distance(t.box.center, start.center));
          worst.center = Math.max(worst.center, error);
          expect(error).toBeLessThanOrEqual(1e-9);
        }
      }
    });
  }

  it('gives the exact identity when the pointer is where it started, whatever the modifiers', () => {
    for (const rotation of ROTATIONS.map(deg)) {
      for (const handle of RESIZE_HANDLES) {
        for (const options of [{}, { keepRatio: true }, { fromCenter: true }, { keepRatio: true, fromCenter: true, minWidth: 500, minHeight: 500 }]) {
          const p = { x: 3.7, y: -1e3 };
          const t = resizeBox(box(rotation), handle, p, p, options);
          expect(isIdentityAffine(t.map)).toBe(true);
          expect(t.box).toEqual(box(rotation));
        }
      }
    }
  });
});

describe('resizeBox: flip and minimum size', () => {
  const start = box(0); // x from 80.25 to 160.25
  const right = boxHandlePoint(start, 'right');
  it('flips past the opposite side (a negative scale), and the old left side stays', () => {
    const t = resizeBox(start, 'right', right, { x: right.x - 100, y: right.y });
    expect(t.scaleX).toBe(-20 / 80);
    expect(t.box.width).toBe(20);
    expect(applyAffine(t.map, { x: 80.25, y: 0 }).x).toBe(80.25);
    expect(applyAffine(t.map, right).x).toBe(60.25);
  });
  it('with Shift at a corner, past the opposite corner flips both axes', () => {
    const corner = boxHandlePoint(start, 'bottom-right');
    const t = resizeBox(start, 'bottom-right', corner, { x: corner.x - 160, y: corner.y - 100 }, { keepRatio: true });
    expect(t.scaleX).toBeCloseTo(-1, 12);
    expect(t.scaleY).toBeCloseTo(-1, 12);
  });
  it('a tie exactly on the opposite side collapses to the minimum, unflipped', () => {
    expect(resizeBox(start, 'right', right, { x: right.x - 80, y: right.y }).box.width).toBe(0);
    expect(resizeBox(start, 'right', right, { x: right.x - 80, y: right.y }, { minWidth: 4 }).scaleX).toBe(4 / 80);
  });
  it('keeps the minimum size, jumping across it when flipping, stopping at it without flip', () => {
    const near = (dx: number, options = {}) => resizeBox(start, 'right', right, { x: right.x + dx, y: right.y }, { minWidth: 10, ...options });
    expect(near(-75).box.width).toBe(10);
    expect(near(-75).scaleX).toBe(10 / 80);
    expect(near(-83).scaleX).toBe(-10 / 80);
    expect(near(-120).scaleX).toBe(-40 / 80);
    expect(near(-120, { flip: false }).scaleX).toBe(10 / 80);
    expect(near(-120, { flip: false }).box.width).toBe(10);
    const corner = boxHandlePoint(start, 'top-left');
    const ratio = resizeBox(start, 'top-left', corner, { x: corner.x + 79, y: corner.y + 49 }, { keepRatio: true, minWidth: 8, minHeight: 20 });
    expect(ratio.box.height).toBeCloseTo(20, 12); // the stricter of the two minima
    expect(ratio.box.width).toBeCloseTo(32, 12);
  });
  it('does not widen a box already under the minimum, only keeps it from shrinking', () => {
    const small = { ...start, width: 4 };
    const edge = boxHandlePoint(small, 'right');
    expect(resizeBox(small, 'right', edge, { x: edge.x + 1, y: edge.y }, { minWidth: 10 }).box.width).toBe(5);
    expect(resizeBox(small, 'right', edge, { x: edge.x - 1, y: edge.y }, { minWidth: 10 }).box.width).toBe(4);
  });
  it('never scales an axis of zero extent (the box of a vertical segment)', () => {
    const thin: RotatedRect = { center: { x: 0, y: 0 }, width: 0, height: 10, rotation: 0 };
    const t = resizeBox(thin, 'bottom-right', { x: 0, y: 5 }, { x: 30, y: 15 }, { keepRatio: false });
    expect(t.scaleX).toBe(1);
    expect(t.box.width).toBe(0);
    expect(t.box.height).toBe(20);
  });
  it('nor an axis so thin that its scale overflows (a subnormal width dragged by a unit), with or without a bound-box function', () => {
    // a selection whose rotated rect turned by −2e-323 rad has a box 1e-323 wide: 1.7 / 1e-323 is Infinity
    const sliver: RotatedRect = { center: { x: 0, y: 0 }, width: 1e-323, height: 0.25, rotation: 0 };
    for (const keepRatio of [false, true]) {
      const t = resizeBox(sliver, 'left', { x: 0, y: 0 }, { x: -1.7, y: 0.2 }, { keepRatio });
      expect([t.scaleX, t.scaleY, t.box.width, t.box.height]).toEqual([1, 1, 1e-323, 0.25]);
      expect(Object.values(t.map).every(Number.isFinite)).toBe(true);
    }
    // the corner: the height follows the pointer down to its minimum, the width stays
    const corner = resizeBox(sliver, 'top-left', { x: 0, y: -0.125 }, { x: -1.7, y: 0.05 }, { minHeight: 0.2 });
    expect(corner.scaleX).toBe(1);
    expect(corner.box.height).toBeCloseTo(0.2, 12);
    // a bound-box function's width for that axis cannot be reached either: the start width stays
    const bounded = resizeBox(sliver, 'bottom', { x: 0, y: 0.125 }, { x: 0, y: 0.5 }, { boundBox: (p) => ({ ...p, width: 10 }) });
    expect([bounded.scaleX, bounded.box.width]).toEqual([1, 1e-323]);
    expect(bounded.scaleY).toBeCloseTo(2.5, 12);
    expect(Object.values(bounded.map).every(Number.isFinite)).toBe(true);
  });
  it('nor an axis within the rounding of coordinates far from the origin: the box stays where it is', () => {
    // a vertical segment turned by 1e-17 rad at x = 500.3 (1e-15 wide); a subnormal width at x = 1e9
    for (const [x, width] of [
      [500.3, 1e-15],
      [1e9, 1e-300],
      [-1e9, 1e-7],
    ] as const) {
      const thin: RotatedRect = { center: { x, y: 0 }, width, height: 10, rotation: 0 };
      for (const keepRatio of [false, true]) {
        const t = resizeBox(thin, 'left', { x, y: 0 }, { x: x - 10, y: 0 }, { keepRatio });
        expect(t.scaleX).toBe(1);
        expect(t.box.center.x).toBe(x);
        expect(t.box.width).toBe(width);
        expect(Object.values(t.map).every(Number.isFinite)).toBe(true);
      }
    }
    // a width well above the rounding still scales, about its fixed side
    const narrow: RotatedRect = { center: { x: 500, y: 0 }, width: 1e-6, height: 10, rotation: 0 };
    const t = resizeBox(narrow, 'right', { x: 500, y: 0 }, { x: 510, y: 0 });
    expect(t.box.width).toBeCloseTo(10 + 1e-6, 6);
    expect(t.box.center.x).toBeCloseTo(505, 6);
  });
});

describe('resizeBox: the bound-box function (Konva boundBoxFunc)', () => {
  const start = box(deg(37));
  const grab = boxHandlePoint(start, 'right');
  it('gets the proposed and the start box; its answer replaces the box and the map follows', () => {
    const seen: RotatedRect[][] = [];
    const t = resizeBox(
      start,
      'right',
      grab,
      { x: grab.x + 100, y: grab.y },
      {
        boundBox: (proposed, from) => {
          seen.push([proposed, from]);
          return { ...proposed, width: Math.min(proposed.width, 100) };
        },
      },
    );
    expect(seen[0]![1]).toBe(start);
    expect(t.box.width).toBe(100);
    expect(t.scaleX).toBe(100 / 80);
    const left = fixedPoints(start, 'right', false);
    // the map sends the start box onto the answer: its own centre onto the answer's centre
    expect(distance(applyAffine(t.map, start.center), t.box.center)).toBeLessThanOrEqual(1e-9);
    expect(left).toHaveLength(2);
  });
  it('returning the start box refuses the frame (the identity)', () => {
    const t = resizeBox(start, 'right', grab, { x: grab.x + 100, y: grab.y }, { boundBox: (_p, from) => from });
    expect(isIdentityAffine(t.map)).toBe(true);
  });
  it('a bad answer throws naming it', () => {
    const bad = () => ({ center: { x: 0, y: 0 }, width: -1, height: 1, rotation: 0 });
    expect(() => resizeBox(start, 'right', grab, grab, { boundBox: bad })).toThrow(
      new RangeError("resizeBox.options.boundBox's result.width must be a finite number >= 0, got -1"),
    );
  });
});

describe('rotateBox', () => {
  const start = box(deg(37));
  const c = start.center;
  const at = (angle: number, from: Vec2 = c, r = 60): Vec2 => ({ x: from.x + r * Math.cos(angle), y: from.y + r * Math.sin(angle) });
  it('turns about the centre by the angle the pointer turned (positive: clockwise on screen)', () => {
    const t = rotateBox(start, at(deg(-90)), at(deg(-60), c, 25));
    expect(t.angle).toBeCloseTo(deg(30), 14);
    expect(t.box.rotation).toBeCloseTo(deg(67), 14);
    expect(t.box.width).toBe(80);
    const error = distance(applyAffine(t.map, c), c);
    worst.pivot = Math.max(worst.pivot, error);
    expect(error).toBeLessThanOrEqual(1e-9);
  });
  it('turns about a moved pivot, which stays fixed; the centre circles it', () => {
    const pivot = { x: 1000, y: -3000 };
    const t = rotateBox(start, at(0, pivot, 500), at(deg(90), pivot, 500), { pivot });
    expect(t.angle).toBeCloseTo(deg(90), 14);
    const error = distance(applyAffine(t.map, pivot), pivot);
    worst.pivot = Math.max(worst.pivot, error);
    expect(error).toBeLessThanOrEqual(1e-9);
    expect(distance(t.box.center, { x: pivot.x - (c.y - pivot.y), y: pivot.y + (c.x - pivot.x) })).toBeLessThanOrEqual(1e-9);
  });
  it('is the exact identity with the pointer back at the start, or on the pivot', () => {
    expect(isIdentityAffine(rotateBox(start, at(1), at(1)).map)).toBe(true);
    expect(isIdentityAffine(rotateBox(start, c, at(1)).map)).toBe(true);
    expect(rotateBox(start, at(1), at(1)).box).toEqual(start);
  });
  it('Shift snaps the rotation to 15° steps within the tolerance, not outside it', () => {
    const flat = box(0);
    const turn = (d: number, options = {}) => rotateBox(flat, at(0), at(deg(d)), { snap: true, ...options }).box.rotation;
    expect(turn(17, { snapTolerance: deg(5) })).toBeCloseTo(deg(15), 14);
    expect(turn(-19.9, { snapTolerance: deg(5) })).toBeCloseTo(deg(-15), 14);
    expect(turn(22, { snapTolerance: deg(5) })).toBeCloseTo(deg(22), 14); // 7° off: stays
    expect(turn(22)).toBeCloseTo(deg(15), 14); // default tolerance: half a step, always snaps
    expect(turn(23)).toBeCloseTo(deg(30), 14);
    expect(turn(30, { snapStep: deg(45) })).toBeCloseTo(deg(45), 14);
    expect(rotateBox(flat, at(0), at(deg(17))).box.rotation).toBeCloseTo(deg(17), 14); // no Shift: no snap
  });
  it('snaps the box’s rotation, not the angle turned (a box at 37° lands on 45°)', () => {
    const t = rotateBoxBy(start, deg(6), { snap: true });
    expect(t.box.rotation).toBeCloseTo(deg(45), 14);
    expect(t.angle).toBeCloseTo(deg(8), 14);
  });
  it('rejects bad options naming them', () => {
    expect(() => rotateBoxBy(start, 0, { snapStep: 0 })).toThrow(/rotateBoxBy\.options\.snapStep must be a finite number > 0, got 0/);
    expect(() => rotateBoxBy(start, Number.NaN)).toThrow(RangeError);
    expect(() => rotateBox(start, c, c, { snapTolerance: -1 })).toThrow(/^rotateBox\.options\.snapTolerance must be a finite number >= 0, got -1$/);
    expect(() => rotateBox(start, c, { x: 0, y: Number.NaN })).toThrow(/rotateBox\.pointer\.y/);
    expect(() => resizeBox(start, 'middle' as ResizeHandle, c, c)).toThrow(TypeError);
    expect(() => resizeBox({ ...start, width: -1 }, 'left', c, c)).toThrow(/resizeBox\.start\.width/);
  });
});

describe('the box of a selection and its handles', () => {
  it('selectionBox: one rotated rect is its own box; anything else, the axis-aligned bounds', () => {
    const turned: RotatedRect = { center: { x: 5, y: 6 }, width: 4, height: 2, rotation: deg(30) };
    expect(selectionBox([{ kind: 'rotatedRect', shape: turned }])).toEqual(turned);
    expect(
      selectionBox([
        { kind: 'point', shape: { x: -10, y: 0 } },
        { kind: 'circle', shape: { center: { x: 0, y: 0 }, radius: 5 } },
        { kind: 'rotatedRect', shape: { center: { x: 20, y: 0 }, width: 4, height: 2, rotation: deg(90) } },
      ]),
    ).toEqual({ center: { x: 5.5, y: 0 }, width: 31, height: 10, rotation: 0 });
    expect(() => selectionBox([])).toThrow(RangeError);
  });
  it('boxHandlePoint and oppositeHandle: corners and edge midpoints in the box’s own axes', () => {
    const b = box(0);
    expect(boxHandlePoint(b, 'top-left')).toEqual({ x: 80.25, y: -65.5 });
    expect(boxHandlePoint(b, 'right')).toEqual({ x: 160.25, y: -40.5 });
    expect(boxHandlePoint(box(deg(90)), 'right').x).toBeCloseTo(120.25, 12); // turned: its right side is at the bottom on screen
    expect(boxHandlePoint(box(deg(90)), 'right').y).toBeCloseTo(-0.5, 12);
    expect(RESIZE_HANDLES.map(oppositeHandle)).toEqual(['bottom-right', 'bottom', 'bottom-left', 'left', 'top-left', 'top', 'top-right', 'right']);
    expect(() => oppositeHandle('centre' as ResizeHandle)).toThrow(
      new TypeError('oppositeHandle.handle must be one of top-left, top, top-right, right, bottom-right, bottom, bottom-left, left, got "centre"'),
    );
  });
});
