import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAffine,
  isIdentityAffine,
  transformShape,
  type Affine,
  type Rect,
  type RotatedRect,
  type TransformableShape,
  type TransformShapeOptions,
  type Vec2,
} from '../../../src/geometry';
import { transformedEntry } from '../../../src/geometry/transform/transformShape';

/**
 * `transformShape` made without per-call closures and option objects, and
 * `transformedEntry` (a gesture frame's `{ id, kind, shape }`, frozen, without
 * the `{ kind, shape }` intermediate): both give, number for number (signed
 * zeros included), what `transformShape` gave before, kept below as `reference`.
 */

// ---- reference: transformShape as it was before (copied verbatim, renamed) ----
function reference(item: TransformableShape, map: Affine, options: TransformShapeOptions = {}): TransformableShape {
  const same = isIdentityAffine(map);
  const at = (p: Vec2): Vec2 => (same ? { x: p.x, y: p.y } : applyAffine(map, p));
  switch (item.kind) {
    case 'point':
      return { kind: 'point', shape: at(item.shape) };
    case 'segment':
      return { kind: 'segment', shape: { start: at(item.shape.start), end: at(item.shape.end) } };
    case 'polyline':
      return { kind: 'polyline', shape: { points: item.shape.points.map(at) } };
    case 'polygon':
      return { kind: 'polygon', shape: { points: item.shape.points.map(at) } };
    case 'circle': {
      const { center, radius } = item.shape;
      return { kind: 'circle', shape: { center: at(center), radius: same ? radius : radius * Math.sqrt(Math.abs(map.a * map.d - map.b * map.c)) } };
    }
    case 'rect': {
      const r = item.shape;
      if (same) return { kind: 'rect', shape: { x: r.x, y: r.y, width: r.width, height: r.height } };
      const aligned = refAlignedRect(r, map);
      if (aligned !== null) return { kind: 'rect', shape: aligned };
      return refTurnedRect({ x: r.x + r.width / 2, y: r.y + r.height / 2 }, r.width, r.height, 0, map, options);
    }
    case 'rotatedRect': {
      const { center, width, height, rotation } = item.shape;
      if (same) return { kind: 'rotatedRect', shape: { center: at(center), width, height, rotation } };
      return refTurnedRect(center, width, height, rotation, map, options);
    }
    default:
      throw new TypeError(`transformShape.item.kind must be a transformable kind, got ${String((item as { kind: unknown }).kind)}`);
  }
}

function refAlignedRect(r: Rect, m: Affine): Rect | null {
  if (m.b === 0 && m.c === 0) {
    const width = Math.abs(m.a) * r.width;
    const height = Math.abs(m.d) * r.height;
    const x = m.a * r.x + m.e;
    const y = m.d * r.y + m.f;
    return { x: m.a < 0 ? x - width : x, y: m.d < 0 ? y - height : y, width, height };
  }
  if (m.a === 0 && m.d === 0) {
    // a quarter turn (or a swap of the axes): x comes from y and y from x
    const width = Math.abs(m.c) * r.height;
    const height = Math.abs(m.b) * r.width;
    const x = m.c * r.y + m.e;
    const y = m.b * r.x + m.f;
    return { x: m.c < 0 ? x - width : x, y: m.b < 0 ? y - height : y, width, height };
  }
  return null;
}

function refTurnedRect(center: Vec2, width: number, height: number, rotation: number, m: Affine, options: TransformShapeOptions): TransformableShape {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  // the images of the unit axes u = (cos, sin), v = (−sin, cos), then of the half-axes A, B
  const ux = m.a * cos + m.c * sin;
  const uy = m.b * cos + m.d * sin;
  const vx = m.c * cos - m.a * sin;
  const vy = m.d * cos - m.b * sin;
  const ax = (ux * width) / 2;
  const ay = (uy * width) / 2;
  const bx = (vx * height) / 2;
  const by = (vy * height) / 2;
  const c = applyAffine(m, center);
  const dot = ax * bx + ay * by;
  if (options.skewed === 'polygon' && Math.abs(dot) > 1e-9 * Math.hypot(ax, ay) * Math.hypot(bx, by)) {
    const points = [
      { x: c.x - ax - bx, y: c.y - ay - by },
      { x: c.x + ax - bx, y: c.y + ay - by },
      { x: c.x + ax + bx, y: c.y + ay + by },
      { x: c.x - ax + bx, y: c.y - ay + by },
    ];
    return { kind: 'polygon', shape: { points } };
  }
  // the turn nearest the image of the rect's own x axis (keeps the rotation's numbers continuous)
  const reference = ux === 0 && uy === 0 ? rotation : rotation + Math.atan2(cos * uy - sin * ux, cos * ux + sin * uy);
  // the principal axis of A·Aᵀ − B·Bᵀ: the turn whose corners fit the parallelogram best
  const s11 = ax * ax - ay * ay - (bx * bx - by * by);
  const s12 = ax * ay - bx * by;
  let turn = s11 === 0 && s12 === 0 ? reference : Math.atan2(2 * s12, s11) / 2;
  turn += Math.PI * Math.round((reference - turn) / Math.PI);
  const ex = Math.cos(turn);
  const ey = Math.sin(turn);
  const shape: RotatedRect = { center: c, width: 2 * Math.abs(ax * ex + ay * ey), height: 2 * Math.abs(by * ex - bx * ey), rotation: turn };
  return { kind: 'rotatedRect', shape };
}
// ---- end of reference ----

const coord = fc.oneof(fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.constantFrom(0, -0, 1, -1, 0.5, 1e-300, 1e12));
const size = fc.oneof(fc.double({ min: 0, max: 1e4, noNaN: true }), fc.constantFrom(0, 1));
const point: fc.Arbitrary<Vec2> = fc.record({ x: coord, y: coord });
const shapeArb: fc.Arbitrary<TransformableShape> = fc.oneof(
  point.map((shape) => ({ kind: 'point' as const, shape })),
  fc.record({ start: point, end: point }).map((shape) => ({ kind: 'segment' as const, shape })),
  fc.record({ center: point, radius: size }).map((shape) => ({ kind: 'circle' as const, shape })),
  fc.record({ x: coord, y: coord, width: size, height: size }).map((shape: Rect) => ({ kind: 'rect' as const, shape })),
  fc
    .record({
      center: point,
      width: size,
      height: size,
      rotation: fc.oneof(fc.double({ min: -7, max: 7, noNaN: true }), fc.constantFrom(0, -0, Math.PI / 2, Math.PI)),
    })
    .map((shape) => ({ kind: 'rotatedRect' as const, shape })),
  fc.array(point, { minLength: 2, maxLength: 6 }).map((points) => ({ kind: 'polyline' as const, shape: { points } })),
  fc.array(point, { minLength: 3, maxLength: 6 }).map((points) => ({ kind: 'polygon' as const, shape: { points } })),
);
const coef = fc.oneof(fc.double({ min: -10, max: 10, noNaN: true }), fc.constantFrom(0, -0, 1, -1, 2));
const mapArb: fc.Arbitrary<Affine> = fc.oneof(
  fc.record({ a: coef, b: coef, c: coef, d: coef, e: coord, f: coord }),
  fc.record({ a: coef, d: coef, e: coord, f: coord }).map((m) => ({ ...m, b: 0, c: 0 })),
  fc.record({ b: coef, c: coef, e: coord, f: coord }).map((m) => ({ ...m, a: 0, d: 0 })),
  fc.constant({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }).map((t) => ({ a: Math.cos(t), b: Math.sin(t), c: -Math.sin(t), d: Math.cos(t), e: 3, f: -2 })),
);
const optionsArb: fc.Arbitrary<TransformShapeOptions | undefined> = fc.constantFrom(
  undefined,
  {},
  { skewed: 'nearest' as const },
  { skewed: 'polygon' as const },
);

function deeplyFrozen(shape: object): boolean {
  if (!Object.isFrozen(shape)) return false;
  return Object.values(shape).every((v) => typeof v !== 'object' || v === null || deeplyFrozen(v as object));
}

describe('transformShape and transformedEntry give what transformShape gave', () => {
  it('transformShape equals the reference for every kind, map and option (signed zeros too)', () => {
    fc.assert(
      fc.property(shapeArb, mapArb, optionsArb, (item, map, options) => {
        expect(transformShape(item, map, options)).toStrictEqual(reference(item, map, options));
      }),
      { numRuns: 5000 },
    );
  });

  it('transformedEntry is { id, …the reference } with its shape deeply frozen; the argument is left as it was', () => {
    fc.assert(
      fc.property(shapeArb, mapArb, fc.string(), (item, map, id) => {
        const copy = structuredClone(item);
        const entry = transformedEntry(id, item, map);
        const want = reference(item, map);
        expect(entry).toStrictEqual({ id, kind: want.kind, shape: expect.anything() });
        expect({ ...entry.shape }).toStrictEqual({ ...want.shape });
        expect(deeplyFrozen(entry.shape)).toBe(true);
        expect(item).toEqual(copy);
      }),
      { numRuns: 5000 },
    );
  });

  it('a skewed rect with { skewed: "polygon" } is a polygon of its four corners; an unknown kind throws as before', () => {
    const item: TransformableShape = { kind: 'rect', shape: { x: 0, y: 0, width: 4, height: 2 } };
    const shear: Affine = { a: 1, b: 0, c: 1, d: 1, e: 0, f: 0 };
    expect(transformShape(item, shear, { skewed: 'polygon' })).toStrictEqual({
      kind: 'polygon',
      shape: {
        points: [
          { x: -1, y: -1 },
          { x: 3, y: -1 },
          { x: 5, y: 1 },
          { x: 1, y: 1 },
        ].map((p) => ({ x: p.x + 1, y: p.y + 1 })),
      },
    });
    expect(transformShape(item, shear).kind).toBe('rotatedRect');
    const bad = { kind: 'ellipse', shape: {} } as unknown as TransformableShape;
    expect(() => transformShape(bad, shear)).toThrow(new TypeError('transformShape.item.kind must be a transformable kind, got ellipse'));
    expect(() => transformedEntry('x', bad, shear)).toThrow(TypeError);
  });
});
