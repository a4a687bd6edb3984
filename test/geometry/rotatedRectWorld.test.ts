import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castRay,
  createWorld,
  lidarScan,
  nearest,
  ObstacleCode,
  pick,
  queryRect,
  ray,
  rotatedRect,
  rotatedRectCorners,
  snapCandidates,
  snapPoint,
  type Rect,
  type RotatedRect,
  type WorldItem,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment } from './arbitraries';
import { v } from './builders';
import { anyRotatedRect } from './rotatedRectArbitraries';

/** A mixed scene: its rotated rects as they are, and the same scene with each rotated rect replaced by its corner polygon. */
const scene = fc
  .record({
    segments: fc.array(anySegment, { maxLength: 4 }),
    circles: fc.array(anyCircle, { maxLength: 3 }),
    rects: fc.array(anyRect, { maxLength: 3 }),
    rotated: fc.array(fc.record({ r: anyRotatedRect, filled: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ segments, circles, rects, rotated }) => {
    const common: WorldItem[] = [
      ...segments.map((shape, k) => ({ id: `s${k}`, kind: 'segment' as const, shape })),
      ...circles.map((shape, k) => ({ id: `c${k}`, kind: 'circle' as const, shape })),
      ...rects.map((shape, k) => ({ id: `r${k}`, kind: 'rect' as const, shape })),
    ];
    const withRotated = [...common, ...rotated.map(({ r, filled }, k) => ({ id: `q${k}`, kind: 'rotatedRect' as const, shape: r, filled }))];
    const withPolygons = [
      ...common,
      ...rotated.map(({ r, filled }, k) => ({ id: `q${k}`, kind: 'polygon' as const, shape: { points: rotatedRectCorners(r) }, filled })),
    ];
    return { a: createWorld({ items: withRotated }), b: createWorld({ items: withPolygons }) };
  });

/** A result with the kind rotatedRect read as polygon (the only difference allowed). */
const asPolygon = <T extends { kind: string }>(list: readonly T[]) => list.map((h) => (h.kind === 'rotatedRect' ? { ...h, kind: 'polygon' } : h));

describe('a world of rotated rects answers as the same world with their corner polygons', () => {
  it('pick (filled and outline), nearest', () => {
    fc.assert(
      fc.property(scene, anyPoint, fc.double({ min: 0, max: 30, noNaN: true }), ({ a, b }, p, tolerance) => {
        expect(asPolygon(pick(a, p, tolerance))).toEqual(pick(b, p, tolerance));
        expect(asPolygon(nearest(a, p, 3))).toEqual(nearest(b, p, 3));
      }),
      { numRuns: 200 },
    );
  });

  it('queryRect, window and crossing', () => {
    fc.assert(
      fc.property(scene, anyRect, ({ a, b }, box: Rect) => {
        expect(asPolygon(queryRect(a, box, 'contains'))).toEqual(queryRect(b, box, 'contains'));
        expect(asPolygon(queryRect(a, box, 'intersects'))).toEqual(queryRect(b, box, 'intersects'));
      }),
      { numRuns: 200 },
    );
  });

  it('castRay and lidarScan', () => {
    const direction = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
    fc.assert(
      fc.property(scene, anyPoint, direction, ({ a, b }, o, angle) => {
        const r = ray(o, v(Math.cos(angle), Math.sin(angle)));
        const ha = castRay(a, r);
        const hb = castRay(b, r);
        expect(ha === null ? null : asPolygon([ha])[0]).toEqual(hb);
        const sensor = { origin: o, heading: angle, fov: 2 * Math.PI, rayCount: 90, range: 3000 };
        const sa = lidarScan(a, sensor);
        const sb = lidarScan(b, sensor);
        expect(sa.ranges).toEqual(sb.ranges);
        expect(sa.points).toEqual(sb.points);
        expect(sa.hitIndices).toEqual(sb.hitIndices);
        expect(Array.from(sa.hitKinds).map((k) => (k === ObstacleCode.rotatedRect ? ObstacleCode.polygon : k))).toEqual(Array.from(sb.hitKinds));
      }),
      { numRuns: 150 },
    );
  });

  it('snap candidates: the same targets (corners as endpoints, edge midpoints, edges); the centre is the rotated rect’s own', () => {
    fc.assert(
      fc.property(scene, anyPoint, ({ a, b }, p) => {
        const kinds = ['endpoint', 'intersection', 'midpoint', 'perpendicular', 'nearest'] as const;
        const options = { kinds, from: v(p.x + 3, p.y - 7) };
        const ta = snapCandidates(a, p, 40, options);
        const tb = snapCandidates(b, p, 40, options);
        expect(ta).toEqual(tb);
      }),
      { numRuns: 150 },
    );
  });
});

describe('rotated rects in a world', () => {
  const q: RotatedRect = rotatedRect(v(100, 100), 80, 40, Math.PI / 6);
  const world = createWorld({ items: [{ id: 'box', kind: 'rotatedRect', shape: q }] });

  it('lookup, bounds, the kind in pick and castRay', () => {
    expect(world.lookup('box')).toMatchObject({ kind: 'rotatedRect', index: 0, shape: q, filled: true });
    expect(world.count('rotatedRect')).toBe(1);
    const corners = rotatedRectCorners(q);
    const xs = corners.map((c) => c.x);
    expect(world.bounds('box')?.x).toBe(Math.min(...xs));
    expect(pick(world, v(100, 100), 0)).toMatchObject([{ id: 'box', kind: 'rotatedRect', distance: 0 }]);
    expect(castRay(world, ray(v(100, 100), v(1, 0)))).toMatchObject({ id: 'box', kind: 'rotatedRect' });
    expect(pick(createWorld({ items: [{ id: 'o', kind: 'rotatedRect', shape: q, filled: false }] }), v(100, 100), 1)).toEqual([]);
  });

  it('snaps to its centre, its corners (endpoints) and edge midpoints', () => {
    expect(snapPoint(world, v(101, 99), 5, { kinds: ['center'] })).toMatchObject({ kind: 'center', point: v(100, 100) });
    const corners = rotatedRectCorners(q);
    expect(snapPoint(world, v(corners[2]!.x + 1, corners[2]!.y), 5, { kinds: ['endpoint'] })?.point).toEqual(corners[2]);
    const mid = snapPoint(world, v((corners[0]!.x + corners[1]!.x) / 2, (corners[0]!.y + corners[1]!.y) / 2 + 0.5), 5, { kinds: ['midpoint'] });
    expect(mid?.kind).toBe('midpoint');
    expect(mid!.point.x).toBeCloseTo((corners[0]!.x + corners[1]!.x) / 2, 12);
  });

  it('validates like the constructor, naming the argument', () => {
    expect(() => createWorld({ rotatedRects: [{ center: v(0, 0), width: -1, height: 1, rotation: 0 }] })).toThrow(
      new RangeError('shapes.rotatedRects[0].width must be a finite number >= 0, got -1'),
    );
    expect(() => world.update('box', { x: 0, y: 0, width: 1, height: 1 } as unknown as RotatedRect)).toThrow(TypeError);
    const w = createWorld({ rotatedRects: [q] });
    expect(w.get('rotatedRect', 0)).toEqual(q);
    w.set('rotatedRect', 0, rotatedRect(v(0, 0), 2, 2, 0));
    expect(pick(w, v(0.5, 0.5), 0)).toMatchObject([{ kind: 'rotatedRect', index: 0 }]);
    expect(pick(w, v(100, 100), 0)).toEqual([]);
  });
});
