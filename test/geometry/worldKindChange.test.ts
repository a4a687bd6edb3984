import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castRay,
  createWorld,
  lidarScan,
  nearest,
  pick,
  queryRect,
  ray,
  rect,
  rotatedRect,
  segment,
  type ObstacleKind,
  type ObstacleShapes,
  type World,
  type WorldItem,
} from '../../src/geometry';
import { anyCircle, anyPoint, anyRect, anySegment, intPoint, point } from './arbitraries';
import { v } from './builders';
import { anyRotatedRect } from './rotatedRectArbitraries';

/** A shape of any kind, tagged with it. */
type Tagged = { [K in ObstacleKind]: { kind: K; shape: ObstacleShapes[K] } }[ObstacleKind];

const anyShape: fc.Arbitrary<Tagged> = fc.oneof(
  anySegment.map((shape) => ({ kind: 'segment' as const, shape })),
  anyCircle.map((shape) => ({ kind: 'circle' as const, shape })),
  anyRect.map((shape) => ({ kind: 'rect' as const, shape })),
  anyPoint.map((shape) => ({ kind: 'point' as const, shape })),
  fc.array(fc.oneof(point, intPoint), { minLength: 2, maxLength: 5 }).map((points) => ({ kind: 'polyline' as const, shape: { points } })),
  fc.array(fc.oneof(point, intPoint), { minLength: 3, maxLength: 5 }).map((points) => ({ kind: 'polygon' as const, shape: { points } })),
  anyRotatedRect.map((shape) => ({ kind: 'rotatedRect' as const, shape })),
);

/** One change by id: insert (when absent), update with any kind (when present), delete. */
const anyOp = fc.record({
  id: fc.integer({ min: 0, max: 7 }),
  op: fc.constantFrom('insert', 'update', 'update', 'updateSameKind', 'delete'),
  tagged: anyShape,
  filled: fc.option(fc.boolean(), { nil: undefined }),
  z: fc.option(fc.integer({ min: -2, max: 2 }), { nil: undefined }),
});

/** Runs the changes on a world, also into a model (a Map: the same key order as `ids()` should keep). */
type Op = typeof anyOp extends fc.Arbitrary<infer T> ? T : never;

function run(ops: readonly Op[]) {
  const world = createWorld({ segments: [segment(v(-5, -5), v(5, 5))] });
  const model = new Map<number, Tagged>();
  for (const { id, op, tagged, filled, z } of ops) {
    const options = { ...(filled === undefined ? {} : { filled }), ...(z === undefined ? {} : { z }) };
    if (op === 'insert' && !model.has(id)) {
      world.insert(id, tagged.kind, tagged.shape, options);
      model.set(id, tagged);
    } else if (op === 'update' && model.has(id)) {
      world.update(id, tagged.kind, tagged.shape, options);
      model.set(id, tagged);
    } else if (op === 'updateSameKind' && model.get(id)?.kind === tagged.kind) {
      world.update(id, tagged.shape, options);
      model.set(id, tagged);
    } else if (op === 'delete') {
      expect(world.delete(id)).toBe(model.delete(id));
    }
  }
  return { world, model };
}

/** The world built afresh from `world`'s shapes in `ids()` order, each with its z and fill. */
function rebuilt(world: World): World {
  const items = world.ids().map((id): WorldItem => {
    const e = world.lookup(id)!;
    return { id, kind: e.kind, shape: e.shape, z: e.z, filled: e.filled, fillRule: e.fillRule } as WorldItem;
  });
  return createWorld({ segments: [segment(v(-5, -5), v(5, 5))], items });
}

/** Answers without `index` (a kind's indices differ: the changed world keeps empty slots). */
const noIndex = <T extends { index: number }>(list: readonly T[]) => list.map(({ index: _index, ...rest }) => rest);

const ops = fc.array(anyOp, { minLength: 1, maxLength: 24 });

describe('world.update with a new kind', () => {
  it('keeps ids() order, kind and shape as a model Map does', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const { world, model } = run(list);
        expect(world.ids()).toEqual([...model.keys()]);
        for (const [id, t] of model) {
          const e = world.lookup(id)!;
          expect(e.kind).toBe(t.kind);
          expect(world.get(e.kind, e.index)).toBe(e.shape);
          expect(world.idOf(e.kind, e.index)).toBe(id);
        }
        expect(world.size).toBe(model.size + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('pick, nearest, queryRect, castRay and lidarScan answer as a world rebuilt in ids() order', () => {
    const direction = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });
    fc.assert(
      fc.property(ops, anyPoint, fc.double({ min: 0, max: 30, noNaN: true }), anyRect, direction, (list, p, tolerance, box, angle) => {
        const { world } = run(list);
        const fresh = rebuilt(world);
        expect(noIndex(pick(world, p, tolerance))).toEqual(noIndex(pick(fresh, p, tolerance)));
        expect(noIndex(nearest(world, p, 4))).toEqual(noIndex(nearest(fresh, p, 4)));
        expect(noIndex(queryRect(world, box, 'contains'))).toEqual(noIndex(queryRect(fresh, box, 'contains')));
        expect(noIndex(queryRect(world, box, 'intersects'))).toEqual(noIndex(queryRect(fresh, box, 'intersects')));
        const r = ray(p, v(Math.cos(angle), Math.sin(angle)));
        const a = castRay(world, r);
        const b = castRay(fresh, r);
        expect(a === null ? null : noIndex([a])[0]).toEqual(b === null ? null : noIndex([b])[0]);
        const sensor = { origin: p, heading: angle, fov: 2 * Math.PI, rayCount: 45, range: 3000 };
        const sa = lidarScan(world, sensor);
        const sb = lidarScan(fresh, sensor);
        expect(sa.ranges).toEqual(sb.ranges);
        expect(sa.hitKinds).toEqual(sb.hitKinds);
      }),
      { numRuns: 300 },
    );
  });
});

describe('world.update with a new kind: cases', () => {
  const items: WorldItem[] = [
    { id: 'a', kind: 'rect', shape: rect(0, 0, 10, 10), z: 5, filled: false },
    { id: 'b', kind: 'segment', shape: segment(v(0, 20), v(10, 20)) },
    { id: 'c', kind: 'rect', shape: rect(20, 0, 10, 10) },
  ];

  it('a rect becomes a rotated rect in place: id order, z, fill, index, version', () => {
    const world = createWorld({ items });
    const turned = rotatedRect(v(5, 5), 10, 10, 0.3);
    world.update('a', 'rotatedRect', turned);
    expect(world.version).toBe(1);
    expect(world.ids()).toEqual(['a', 'b', 'c']);
    expect(world.lookup('a')).toEqual({ id: 'a', kind: 'rotatedRect', index: 0, shape: turned, z: 5, filled: false, fillRule: 'evenodd' });
    expect(world.get('rect', 0)).toBeUndefined();
    expect(world.idOf('rect', 0)).toBeUndefined();
    expect(world.count('rect')).toBe(2);
    // outline only (filled false kept): the centre does not pick it, its edge does
    expect(pick(world, v(5, 5), 0)).toEqual([]);
    // and back, as Escape restores it: a new rect slot; still first in ids()
    world.update('a', 'rect', rect(0, 0, 10, 10), { filled: true });
    expect(world.ids()).toEqual(['a', 'b', 'c']);
    expect(world.lookup('a')).toMatchObject({ kind: 'rect', index: 2, z: 5, filled: true });
    expect(pick(world, v(5, 5), 0).map((h) => h.id)).toEqual(['a']);
    expect(world.version).toBe(2);
  });

  it('a ray tie goes to the shape inserted first, whatever kind it became', () => {
    // Two closed chains at exactly the same distance along the ray (a shared edge at x = 10).
    const world = createWorld({
      items: [
        { id: 'p', kind: 'rect', shape: rect(10, -5, 5, 10) },
        { id: 'q', kind: 'polygon', shape: { points: [v(10, -5), v(20, -5), v(20, 5), v(10, 5)] } },
      ],
    });
    world.update('p', 'rotatedRect', rotatedRect(v(12.5, 0), 5, 10, 0));
    const hit = castRay(world, ray(v(0, 0), v(1, 0)))!;
    expect(hit.distance).toBe(10);
    expect(hit.id).toBe('p');
    expect(lidarScan(world, { origin: v(0, 0), heading: 0, fov: 0.1, rayCount: 1, range: 100 }).hitIndices[0]).toBe(0);
  });

  it('bad input throws naming it and changes nothing', () => {
    const world = createWorld({ items });
    expect(() => world.update('a', 'oval' as 'rect', rect(0, 0, 1, 1))).toThrow(
      new TypeError("kind must be one of 'segment', 'circle', 'rect', 'point', 'polyline', 'polygon', 'rotatedRect', got \"oval\""),
    );
    expect(() => world.update('a', 'rotatedRect', rect(0, 0, 1, 1) as never)).toThrow(TypeError);
    expect(() => world.update('a', 'circle', { center: v(0, 0), radius: -1 })).toThrow(/shape\.radius/);
    expect(() => world.update('zz', 'rect', rect(0, 0, 1, 1))).toThrow(RangeError);
    expect(world.version).toBe(0);
    expect(world.lookup('a')).toMatchObject({ kind: 'rect', index: 0 });
  });
});
