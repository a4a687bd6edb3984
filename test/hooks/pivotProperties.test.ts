import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAffine, boxHandlePoint, composeAffine, RESIZE_HANDLES, resizeBox, rotateBox, rotateBoxBy, type RotatedRect, type Vec2 } from '../../src/geometry';
import { pivotInBox, pivotOnBox } from '../../src/hooks/scene/pivotFrame';
import { pivotTo } from '../../src/hooks/scene/transformHandles';

// The rotation pivot's maths as properties: a turn about it keeps it fixed, turns
// compose, a dragged pivot snaps to the centre or a handle within the radius, and
// a flip mirrors it (it goes where the resize's map takes it).

const coord = fc.double({ min: -1e4, max: 1e4, noNaN: true });
const size = fc.double({ min: 1e-3, max: 1e4, noNaN: true });
const angle = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
const box = fc.record({
  center: fc.record({ x: coord, y: coord }),
  width: size,
  height: size,
  rotation: fc.oneof(fc.constant(0), angle),
}) as fc.Arbitrary<RotatedRect>;
const fraction = fc.double({ min: -0.5, max: 0.5, noNaN: true });
const point = fc.record({ x: coord, y: coord });

/** 1e-9 of the figure's size: the coordinates' and the box's. */
const tol = (...ps: Vec2[]) => 1e-9 * (1 + Math.max(...ps.map((p) => Math.abs(p.x) + Math.abs(p.y))));
/**
 * A fraction of a side read back from scene coordinates is as precise as the coordinates allow: their rounding
 * (about 2^-52 of the largest coordinate, a few of them per step) divided by the side. Without this a 0.001-wide box at
 * x 8192 can't hold a fraction of 5e-10 (seed 1388131442).
 */
const fractionTol = (digits: number, side: number, ...ps: Vec2[]) =>
  10 ** -digits / 2 + (16 * Number.EPSILON * Math.max(...ps.map((p) => Math.abs(p.x) + Math.abs(p.y)))) / side;
const dist = (p: Vec2, q: Vec2) => Math.hypot(p.x - q.x, p.y - q.y);

describe('pivot: rotation about it', () => {
  it('rotateBoxBy and rotateBox keep the pivot fixed to 1e-9 of the figure', () => {
    fc.assert(
      fc.property(box, point, angle, point, point, (b, pivot, a, from, to) => {
        const by = rotateBoxBy(b, a, { pivot });
        expect(dist(applyAffine(by.map, pivot), pivot)).toBeLessThanOrEqual(tol(pivot, b.center));
        const drag = rotateBox(b, from, to, { pivot, snap: true });
        expect(dist(applyAffine(drag.map, pivot), pivot)).toBeLessThanOrEqual(tol(pivot, b.center, from, to));
        // the box turns rigidly about the pivot: its centre keeps its distance to it
        expect(Math.abs(dist(by.box.center, pivot) - dist(b.center, pivot))).toBeLessThanOrEqual(tol(pivot, b.center));
      }),
    );
  });

  it('turns compose: a then b about one pivot is a + b about it (box and map, to 1e-9)', () => {
    fc.assert(
      fc.property(box, point, angle, angle, (b, pivot, a1, a2) => {
        const first = rotateBoxBy(b, a1, { pivot });
        const second = rotateBoxBy(first.box, a2, { pivot });
        const once = rotateBoxBy(b, a1 + a2, { pivot });
        const t = tol(pivot, b.center);
        expect(dist(second.box.center, once.box.center)).toBeLessThanOrEqual(t);
        expect(Math.abs(second.box.rotation - once.box.rotation)).toBeLessThanOrEqual(1e-12);
        const composed = composeAffine(second.map, first.map);
        for (const p of [b.center, pivot, boxHandlePoint(b, 'top-left')])
          expect(dist(applyAffine(composed, p), applyAffine(once.map, p))).toBeLessThanOrEqual(t);
      }),
    );
  });

  it('a turn and its opposite give the box back (and the pivot stays put)', () => {
    fc.assert(
      fc.property(box, point, angle, (b, pivot, a) => {
        const there = rotateBoxBy(b, a, { pivot });
        const back = rotateBoxBy(there.box, -a, { pivot });
        expect(dist(back.box.center, b.center)).toBeLessThanOrEqual(tol(pivot, b.center));
        expect(Math.abs(back.box.rotation - b.rotation)).toBeLessThanOrEqual(1e-12);
      }),
    );
  });
});

describe('pivot: snapping a dragged pivot', () => {
  const radius = fc.double({ min: 0.5, max: 12, noNaN: true });
  const targets = (b: RotatedRect): Vec2[] => [b.center, ...RESIZE_HANDLES.map((h) => boxHandlePoint(b, h))];

  it('lands exactly on the nearest of the centre and the 8 handle points within the radius; elsewhere stays where it is', () => {
    fc.assert(
      fc.property(box, radius, fc.integer({ min: 0, max: 8 }), angle, fc.double({ min: 0, max: 2, noNaN: true }), (b, r, k, dir, reach) => {
        const target = targets(b)[k]!;
        // a point at reach × r from that target, in any direction
        const p = { x: target.x + Math.cos(dir) * reach * r, y: target.y + Math.sin(dir) * reach * r };
        const got = pivotTo(b, p, r);
        const near = targets(b)
          .map((q) => ({ q, d: dist(q, p) }))
          .filter(({ d }) => d <= r);
        if (near.length === 0) {
          expect(got).toBe(p);
        } else {
          const best = Math.min(...near.map(({ d }) => d));
          expect(near.some(({ q }) => q.x === got.x && q.y === got.y)).toBe(true);
          expect(dist(got, p)).toBe(best);
        }
      }),
    );
  });

  it('6 CSS px at any zoom: within 6 × the scene units per pixel of a corner it snaps, beyond it does not (away from other targets)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e3, noNaN: true }), fc.double({ min: 0, max: 5.99, noNaN: true }), angle, (perPixel, px, dir) => {
        // a box big enough (100 px a side) that only the corner is in reach
        const b: RotatedRect = { center: { x: 0, y: 0 }, width: 100 * perPixel, height: 100 * perPixel, rotation: 0 };
        const corner = boxHandlePoint(b, 'bottom-right');
        const at = (d: number) => ({ x: corner.x + Math.cos(dir) * d * perPixel, y: corner.y + Math.sin(dir) * d * perPixel });
        expect(pivotTo(b, at(px), 6 * perPixel)).toEqual(corner);
        const far = at(6.01);
        expect(pivotTo(b, far, 6 * perPixel)).toBe(far);
      }),
    );
  });
});

describe('pivot: through a resize (a flip mirrors it)', () => {
  it('pivotOnBox of the frame is where the map takes the pivot; a flipped axis mirrors the fraction', () => {
    fc.assert(
      fc.property(
        box,
        fraction,
        fraction,
        fc.constantFrom(...RESIZE_HANDLES),
        point,
        fc.boolean(),
        fc.boolean(),
        (b, u, v, handle, to, keepRatio, fromCenter) => {
          const q = pivotInBox(b, pivotOnBox(b, { u, v, du: u * b.width, dv: v * b.height }));
          expect(Math.abs(q.u - u)).toBeLessThanOrEqual(fractionTol(9, b.width, b.center));
          expect(Math.abs(q.v - v)).toBeLessThanOrEqual(fractionTol(9, b.height, b.center));
          const from = boxHandlePoint(b, handle);
          const f = resizeBox(b, handle, from, to, { keepRatio, fromCenter });
          // a box collapsed to a zero side keeps the pivot's offset along it (the hook's minSize, 1 by default, never collapses one)
          fc.pre(f.box.width > 0 && f.box.height > 0);
          const p0 = pivotOnBox(b, q);
          const p1 = pivotOnBox(f.box, q, f.scaleX, f.scaleY);
          expect(dist(p1, applyAffine(f.map, p0))).toBeLessThanOrEqual(tol(p0, p1, b.center, to) * 10);
          // the fraction in the new box: mirrored along each flipped axis
          const after = pivotInBox(f.box, p1);
          if (f.box.width > 1e-6 * b.width)
            expect(Math.abs(after.u - (f.scaleX < 0 ? -q.u : q.u))).toBeLessThanOrEqual(fractionTol(6, f.box.width, b.center, p1, to));
          if (f.box.height > 1e-6 * b.height)
            expect(Math.abs(after.v - (f.scaleY < 0 ? -q.v : q.v))).toBeLessThanOrEqual(fractionTol(6, f.box.height, b.center, p1, to));
        },
      ),
    );
  });
});
