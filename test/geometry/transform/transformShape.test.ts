import { describe, expect, it } from 'vitest';
import {
  affine,
  affineRotate,
  affineScale,
  affineTranslate,
  AFFINE_IDENTITY,
  applyAffine,
  boxHandlePoint,
  composeAffine,
  polygonArea,
  resizeBox,
  selectionBox,
  transformShape,
  type Affine,
  type RotatedRect,
  type TransformableShape,
  type Vec2,
} from '../../../src/geometry';

/**
 * One test per row of transformShape's table (src/geometry/transform/transformShape.ts),
 * then the rule for rotated rects in a box of another rotation, against the peers'
 * failures (skew, jumps).
 */

const deg = (d: number) => (d * Math.PI) / 180;
const distance = (p: Vec2, q: Vec2) => Math.hypot(p.x - q.x, p.y - q.y);
const halfAxes = (r: RotatedRect) => {
  const u = { x: (Math.cos(r.rotation) * r.width) / 2, y: (Math.sin(r.rotation) * r.width) / 2 };
  const v = { x: (-Math.sin(r.rotation) * r.height) / 2, y: (Math.cos(r.rotation) * r.height) / 2 };
  return [u, v] as const;
};
/** A rotated rect's corners, from its own top-left, clockwise on screen. */
const corners = (r: RotatedRect): Vec2[] => {
  const [u, v] = halfAxes(r);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([s, t]) => ({ x: r.center.x + s! * u.x + t! * v.x, y: r.center.y + s! * u.y + t! * v.y }));
};
/** How far apart two corner sets are (each corner to the nearest of the other set, the worst). */
const cornerGap = (p: Vec2[], q: Vec2[]) =>
  Math.max(...p.map((a) => Math.min(...q.map((b) => distance(a, b)))), ...q.map((a) => Math.min(...p.map((b) => distance(a, b)))));
const shear: Affine = affine(2, 0, 0, 1, 5, -3); // a stretch along x: skews anything turned against it

describe('transformShape: one test per row of the table', () => {
  it('point → point: the map applied, exactly as applyAffine', () => {
    const m = composeAffine(affineRotate(0.3, { x: 4, y: 5 }), affineScale(1.5, -0.5));
    expect(transformShape({ kind: 'point', shape: { x: 7, y: -2 } }, m)).toEqual({ kind: 'point', shape: applyAffine(m, { x: 7, y: -2 }) });
  });
  it('segment → segment: both ends mapped', () => {
    const s = { start: { x: 0, y: 1 }, end: { x: 10, y: 3 } };
    expect(transformShape({ kind: 'segment', shape: s }, shear)).toEqual({ kind: 'segment', shape: { start: { x: 5, y: -2 }, end: { x: 25, y: 0 } } });
  });
  it('polyline → polyline: every point mapped, same count and order', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 1, y: 2 },
      { x: -3, y: 4 },
    ];
    const result = transformShape({ kind: 'polyline', shape: { points } }, shear);
    expect(result).toEqual({ kind: 'polyline', shape: { points: points.map((p) => applyAffine(shear, p)) } });
  });
  it('polygon → polygon: every point mapped; a flip reverses the winding', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 3 },
    ];
    const flip = affineScale(-1, 1, { x: 2, y: 0 });
    const result = transformShape({ kind: 'polygon', shape: { points } }, flip);
    expect(result.kind).toBe('polygon');
    const mapped = (result.shape as { points: Vec2[] }).points;
    expect(mapped).toEqual(points.map((p) => applyAffine(flip, p)));
    expect(polygonArea({ points: mapped })).toBe(-polygonArea({ points }));
  });
  it('rect → rect when the map keeps axes axis-aligned: stretches, flips, quarter turns', () => {
    const r = { x: 10, y: 20, width: 30, height: 40 };
    expect(transformShape({ kind: 'rect', shape: r }, affineScale(2, 0.5, { x: 10, y: 20 }))).toEqual({
      kind: 'rect',
      shape: { x: 10, y: 20, width: 60, height: 20 },
    });
    expect(transformShape({ kind: 'rect', shape: r }, affineScale(-1, 1, { x: 0, y: 0 }))).toEqual({
      kind: 'rect',
      shape: { x: -40, y: 20, width: 30, height: 40 },
    });
    // a quarter turn given exactly: (x, y) ↦ (−y, x)
    expect(transformShape({ kind: 'rect', shape: r }, affine(0, 1, -1, 0, 0, 0))).toEqual({ kind: 'rect', shape: { x: -60, y: 10, width: 40, height: 30 } });
  });
  it('rect → rotatedRect otherwise: its image exactly (a turn keeps its axes perpendicular)', () => {
    const r = { x: 10, y: 20, width: 30, height: 40 };
    const m = affineRotate(deg(30), { x: 0, y: 0 });
    const result = transformShape({ kind: 'rect', shape: r }, m);
    expect(result.kind).toBe('rotatedRect');
    const rr = result.shape as RotatedRect;
    expect(rr.rotation).toBeCloseTo(deg(30), 14);
    expect(rr.width).toBeCloseTo(30, 12);
    expect(rr.height).toBeCloseTo(40, 12);
    const image = [
      { x: 10, y: 20 },
      { x: 40, y: 20 },
      { x: 40, y: 60 },
      { x: 10, y: 60 },
    ].map((p) => applyAffine(m, p));
    expect(cornerGap(corners(rr), image)).toBeLessThanOrEqual(1e-12);
  });
  it('rotatedRect → rotatedRect, exact whenever its axes stay perpendicular (move, turn, flip, uniform scale, stretch along its axes)', () => {
    const rr: RotatedRect = { center: { x: 3, y: 4 }, width: 20, height: 6, rotation: deg(25) };
    const maps = [
      affineTranslate(-7, 9),
      affineRotate(deg(100), { x: -5, y: 5 }),
      affineScale(-1, 1, { x: 1, y: 0 }),
      affineScale(-2.5, -2.5, { x: 0, y: 7 }),
      affineScale(3, 0.5, { x: 1, y: 2 }, deg(25)), // along its own axes
    ];
    for (const m of maps) {
      const result = transformShape({ kind: 'rotatedRect', shape: rr }, m);
      expect(result.kind).toBe('rotatedRect');
      expect(
        cornerGap(
          corners(result.shape as RotatedRect),
          corners(rr).map((p) => applyAffine(m, p)),
        ),
      ).toBeLessThanOrEqual(1e-12);
    }
  });
  it('rotatedRect under a skewing map → the nearest rotated rect (least squares over the corners); the exact parallelogram on request', () => {
    const rr: RotatedRect = { center: { x: 3, y: 4 }, width: 20, height: 6, rotation: deg(30) };
    const result = transformShape({ kind: 'rotatedRect', shape: rr }, shear).shape as RotatedRect;
    const image = corners(rr).map((p) => applyAffine(shear, p));
    const cost = (r: RotatedRect) => corners(r).reduce((sum, p, i) => sum + distance(p, image[i]!) ** 2, 0);
    expect(distance(result.center, applyAffine(shear, rr.center))).toBeLessThanOrEqual(1e-12);
    // no rotated rect about that centre does better (search over turns, each with its best sizes)
    const [a, b] = [0, 1].map((k) => ({
      x: (image[k === 0 ? 2 : 3]!.x - image[k === 0 ? 3 : 0]!.x) / 2,
      y: (image[k === 0 ? 2 : 3]!.y - image[k === 0 ? 3 : 0]!.y) / 2,
    }));
    let best = Infinity;
    for (let i = 0; i < 20000; i++) {
      const t = (i / 20000) * Math.PI;
      const e = { x: Math.cos(t), y: Math.sin(t) };
      const w = 2 * Math.abs(a!.x * e.x + a!.y * e.y);
      const h = 2 * Math.abs(-b!.x * e.y + b!.y * e.x);
      best = Math.min(
        best,
        cost({ center: result.center, width: w, height: h, rotation: t }),
        cost({ center: result.center, width: w, height: h, rotation: t + Math.PI }),
      );
    }
    expect(cost(result)).toBeLessThanOrEqual(best + 1e-9);
    // a long thin rect follows its long side: the image of its x axis is at atan2(sin 30°, 2 cos 30°) ≈ 16.1°
    expect(result.rotation).toBeGreaterThan(deg(14));
    expect(result.rotation).toBeLessThan(deg(18));
    const exact = transformShape({ kind: 'rotatedRect', shape: rr }, shear, { skewed: 'polygon' });
    expect(exact).toEqual({ kind: 'polygon', shape: { points: expect.any(Array) } });
    expect(cornerGap((exact.shape as { points: Vec2[] }).points, image)).toBeLessThanOrEqual(1e-12);
  });
  it('circle → circle: centre mapped, radius × √|det| (the geometric mean of the stretches)', () => {
    const c = { center: { x: 1, y: 2 }, radius: 3 };
    expect(transformShape({ kind: 'circle', shape: c }, affineScale(4, 0.25, { x: 0, y: 0 }))).toEqual({
      kind: 'circle',
      shape: { center: { x: 4, y: 0.5 }, radius: 3 },
    });
    expect(transformShape({ kind: 'circle', shape: c }, affineScale(-2, -2, { x: 1, y: 2 }))).toEqual({
      kind: 'circle',
      shape: { center: c.center, radius: 6 },
    });
    const r = transformShape({ kind: 'circle', shape: c }, affineRotate(1, { x: 1, y: 2 }));
    expect((r.shape as { radius: number }).radius).toBeCloseTo(3, 14); // a turn keeps it
  });
  it('the identity returns every kind’s numbers bit for bit (and touches nothing like a stroke width)', () => {
    const items: TransformableShape[] = [
      { kind: 'point', shape: { x: 0.1, y: -0 } },
      { kind: 'rect', shape: { x: 0.1, y: 0.2, width: 0.3, height: 1e-300 } },
      { kind: 'rotatedRect', shape: { center: { x: 1 / 3, y: 2 / 3 }, width: 0.7, height: 5, rotation: 7 } },
      { kind: 'circle', shape: { center: { x: 1e9 + 0.5, y: 0 }, radius: 0.1 } },
    ];
    for (const item of items) expect(transformShape(item, AFFINE_IDENTITY)).toStrictEqual(item);
    expect(() => transformShape({ kind: 'ellipse' } as unknown as TransformableShape, AFFINE_IDENTITY)).toThrow(TypeError);
  });
});

describe('stretching shapes of different rotations neither skews nor jumps (Excalidraw #672, #1989, #5423)', () => {
  const rects: RotatedRect[] = [0, 20, 45, 70, 110, 160].map((d, i) => ({
    center: { x: 30 * i, y: 10 * (i % 2) },
    width: 24 - 2 * i,
    height: 8 + i,
    rotation: deg(d),
  }));
  const items: TransformableShape[] = rects.map((shape) => ({ kind: 'rotatedRect', shape }));
  const start = selectionBox(items);
  it('every frame of a stretch through a flip keeps rotated rects, moving each corner steadily', () => {
    const grab = boxHandlePoint(start, 'right');
    const step = 0.2;
    let previous: Vec2[][] | null = null;
    let worst = 0;
    for (let dx = 0; dx >= -2 * start.width; dx -= step) {
      const { map } = resizeBox(start, 'right', grab, { x: grab.x + dx, y: grab.y + 3 });
      const now = items.map((item) => {
        const result = transformShape(item, map);
        expect(result.kind).toBe('rotatedRect');
        return corners(result.shape as RotatedRect);
      });
      if (previous) for (let i = 0; i < now.length; i++) worst = Math.max(worst, cornerGap(now[i]!, previous[i]!) / step);
      previous = now;
    }
    console.info(`stretch through a flip: a corner moved at most ${worst.toFixed(3)}× the pointer's step per frame`);
    // a corner moves at most a few times as far as the pointer does, in every frame (no jump)
    expect(worst).toBeLessThan(3);
  });
  it('a frame is the same whatever frames came before it', () => {
    const grab = boxHandlePoint(start, 'top-right');
    const frame = (p: Vec2) => items.map((item) => transformShape(item, resizeBox(start, 'top-right', grab, p).map));
    const alone = frame({ x: grab.x - 50, y: grab.y + 7 });
    frame({ x: grab.x + 999, y: grab.y - 3 });
    expect(frame({ x: grab.x - 50, y: grab.y + 7 })).toStrictEqual(alone);
  });
});
