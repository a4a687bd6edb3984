import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  boxHandlePoint,
  composeAffine,
  invertAffine,
  RESIZE_HANDLES,
  resizeBox,
  rotateBox,
  selectionBox,
  transformShape,
  type Affine,
  type BoxTransform,
  type RotatedRect,
  type TransformableShape,
  type Vec2,
} from '../../../src/geometry';

/**
 * No drift: every frame of a transform gesture is computed from the shapes as
 * they were when it started, so after 10,000 random resize and rotate moves that
 * end where they started, every shape equals its start (within 1e-12 relative to
 * the scene's size — in fact bit for bit), and a frame does not depend on the
 * frames before it. A frame-by-frame implementation (the peers' way) is measured
 * beside it, to show what the test catches.
 */

const MOVES = 10_000;
const GESTURES = 5; // the 10,000 moves are split over 5 gestures, each ending where it started
// hitkit's supported range: 0 or a magnitude between 1e-100 and 1e100 (fast-check likes subnormals: flushed to 0)
const inRange = (v: number) => (Math.abs(v) < 1e-100 ? 0 : v);
const coordinate = fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }).map(inRange);
const extent = fc.double({ min: 0, max: 800, noNaN: true, noDefaultInfinity: true }).map(inRange);
const pointArb: fc.Arbitrary<Vec2> = fc.record({ x: coordinate, y: coordinate });
const pointsArb = (min: number) => fc.array(pointArb, { minLength: min, maxLength: 7 });
const rotatedRectArb: fc.Arbitrary<RotatedRect> = fc.record({
  center: pointArb,
  width: extent,
  height: extent,
  rotation: fc.double({ min: -7, max: 7, noNaN: true }),
});

const shapeArbs: Record<TransformableShape['kind'], fc.Arbitrary<TransformableShape>> = {
  point: pointArb.map((shape) => ({ kind: 'point', shape })),
  segment: fc.record({ start: pointArb, end: pointArb }).map((shape) => ({ kind: 'segment', shape })),
  circle: fc.record({ center: pointArb, radius: extent }).map((shape) => ({ kind: 'circle', shape })),
  rect: fc.record({ x: coordinate, y: coordinate, width: extent, height: extent }).map((shape) => ({ kind: 'rect', shape })),
  rotatedRect: rotatedRectArb.map((shape) => ({ kind: 'rotatedRect', shape })),
  polyline: pointsArb(2).map((points) => ({ kind: 'polyline', shape: { points } })),
  polygon: pointsArb(3).map((points) => ({ kind: 'polygon', shape: { points } })),
};

/** A small seeded generator (mulberry32), so 10,000 pointer positions come from one fast-check integer. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One gesture: its frame function (pointer → transform), with random handle, modifiers and pivot. */
function gesture(box: RotatedRect, next: () => number, kind = next() < 0.5 ? 'resize' : 'rotate'): { start: Vec2; frame: (p: Vec2) => BoxTransform } {
  const reach = Math.max(box.width, box.height, 1);
  if (kind === 'resize') {
    const handle = RESIZE_HANDLES[Math.floor(next() * 8)]!;
    const options = {
      keepRatio: next() < 0.5,
      fromCenter: next() < 0.3,
      flip: next() < 0.8,
      minWidth: next() < 0.3 ? next() * box.width : 0,
      minHeight: next() < 0.3 ? next() * box.height : 0,
      ...(next() < 0.2 ? { boundBox: (p: RotatedRect) => ({ ...p, width: Math.min(p.width, 2 * box.width) }) } : {}),
    };
    const grab = boxHandlePoint(box, handle);
    const start = { x: grab.x + (next() - 0.5) * 4, y: grab.y + (next() - 0.5) * 4 }; // grabbed a little off the handle
    return { start, frame: (p) => resizeBox(box, handle, start, p, options) };
  }
  const pivot = next() < 0.5 ? undefined : { x: box.center.x + (next() - 0.5) * 4 * reach, y: box.center.y + (next() - 0.5) * 4 * reach };
  // Shift snaps the box's rotation to 15° steps: a box already on a step ends on it (one off a step would end snapped)
  const snap = box.rotation === 0 && next() < 0.5;
  const options = { ...(pivot ? { pivot } : {}), snap, ...(next() < 0.5 ? {} : { snapTolerance: 0.05 }) };
  const start = { x: box.center.x + (next() - 0.5) * 3 * reach, y: box.center.y + (next() - 0.5) * 3 * reach };
  return { start, frame: (p) => rotateBox(box, start, p, options) };
}

/** The largest difference between two results' numbers, over `scale`; a different structure or kind is Infinity. */
function drift(got: unknown, want: unknown, scale: number): number {
  if (typeof want === 'number') return typeof got === 'number' && Number.isFinite(got) ? Math.abs(got - want) / scale : Infinity;
  if (typeof want !== 'object' || want === null) return got === want ? 0 : Infinity;
  if (typeof got !== 'object' || got === null || Object.keys(got).length !== Object.keys(want).length) return Infinity;
  let worst = 0;
  for (const [key, value] of Object.entries(want)) worst = Math.max(worst, drift((got as Record<string, unknown>)[key], value, scale));
  return worst;
}

/** The scene's size: 1 + the largest coordinate or size in the selection. */
function sizeOf(items: readonly TransformableShape[]): number {
  const numbers = JSON.stringify(items).match(/-?\d[\d.e+-]*/g) ?? [];
  return 1 + Math.max(0, ...numbers.map((n) => Math.abs(Number(n))).filter(Number.isFinite));
}

const measured = { fromStart: 0, frameByFrame: 0, moves: 0 };
afterAll(() => {
  console.info(
    `no drift: ${measured.moves} moves; max drift from the start snapshot ${measured.fromStart.toExponential(2)} (relative); ` +
      `frame by frame, as peers do: ${measured.frameByFrame.toExponential(2)}`,
  );
});

/** Runs 10,000 moves over 5 gestures, each ending where it started and committed; returns the worst drift seen at the ends. */
function runGestures(items: readonly TransformableShape[], seed: number): number {
  const next = random(seed);
  const scale = sizeOf(items);
  let current = items;
  let worst = 0;
  for (let g = 0; g < GESTURES; g++) {
    const box = selectionBox(current);
    const { start, frame } = gesture(box, next);
    const reach = 3 * Math.max(box.width, box.height, 1);
    let probe: TransformableShape[] = [];
    const probeAt = Math.floor(next() * (MOVES / GESTURES));
    const probePointer = { x: box.center.x + (next() - 0.5) * reach, y: box.center.y + (next() - 0.5) * reach };
    for (let k = 0; k < MOVES / GESTURES; k++) {
      const pointer = k === probeAt ? probePointer : { x: box.center.x + (next() - 0.5) * reach, y: box.center.y + (next() - 0.5) * reach };
      const { map } = frame(pointer);
      const shown = current.map((item) => transformShape(item, map));
      if (k === probeAt) probe = shown;
      measured.moves++;
    }
    // frame k computed after the others is bit for bit frame k computed alone
    expect(current.map((item) => transformShape(item, frame(probePointer).map))).toStrictEqual(probe);
    const end = frame(start);
    const ended = current.map((item) => transformShape(item, end.map));
    worst = Math.max(worst, drift(ended, current, scale));
    current = ended; // the gesture is committed: the next one starts from its end
  }
  worst = Math.max(worst, drift(current, items, scale));
  measured.fromStart = Math.max(measured.fromStart, worst);
  return worst;
}

describe('no drift over 10,000 moves that end where they started', () => {
  const runs = { numRuns: 4 };
  for (const kind of Object.keys(shapeArbs) as TransformableShape['kind'][]) {
    it(`a single ${kind}`, () => {
      fc.assert(
        fc.property(shapeArbs[kind], fc.integer(), (item, seed) => {
          expect(runGestures([item], seed)).toBeLessThanOrEqual(1e-12);
        }),
        runs,
      );
    });
  }
  it('a single rotated rect, whose box turns with it', () => {
    fc.assert(
      fc.property(rotatedRectArb, fc.integer(), (shape, seed) => {
        expect(selectionBox([{ kind: 'rotatedRect', shape }]).rotation).toBe(shape.rotation);
        expect(runGestures([{ kind: 'rotatedRect', shape }], seed)).toBeLessThanOrEqual(1e-12);
      }),
      runs,
    );
  });
  it('mixed selections of every kind', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(...Object.values(shapeArbs)), { minLength: 2, maxLength: 8 }), fc.integer(), (items, seed) => {
        expect(runGestures(items, seed)).toBeLessThanOrEqual(1e-12);
      }),
      runs,
    );
  });
});

describe('what the test catches: the same moves applied frame by frame', () => {
  it('drifts (a rotated rect grows without bound, as in tldraw #7855) where the from-the-start frames do not', () => {
    const items: TransformableShape[] = [
      { kind: 'rotatedRect', shape: { center: { x: 100, y: 50 }, width: 40, height: 10, rotation: 0.4 } },
      { kind: 'circle', shape: { center: { x: 300, y: 80 }, radius: 25 } },
      {
        kind: 'polygon',
        shape: {
          points: [
            { x: 10, y: 10 },
            { x: 60, y: 0 },
            { x: 30, y: 70 },
          ],
        },
      },
    ];
    const next = random(30);
    const box = selectionBox(items);
    // a resize by a corner that never gets near a zero size (no flip, a minimum size): every step is invertible
    const start = boxHandlePoint(box, 'bottom-right');
    const frame = (p: Vec2) => resizeBox(box, 'bottom-right', start, p, { flip: false, minWidth: box.width / 4, minHeight: box.height / 4 });
    let shown = items;
    let previous: Affine = frame(start).map;
    for (let k = 0; k < MOVES; k++) {
      const pointer = k === MOVES - 1 ? start : { x: box.center.x + (next() - 0.5) * 600, y: box.center.y + (next() - 0.5) * 600 };
      const { map } = frame(pointer);
      // the previous frame's shapes, moved by this frame's map relative to the last one
      const step = composeAffine(map, invertAffine(previous) ?? previous);
      shown = shown.map((item) => transformShape(item, step));
      previous = map;
    }
    measured.frameByFrame = drift(shown, items, sizeOf(items));
    expect(measured.frameByFrame).toBeGreaterThan(1e-12);
    expect(runGestures(items, 30)).toBeLessThanOrEqual(1e-12);
  });
});
