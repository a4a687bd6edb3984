import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castRay, createWorld, pick, queryRect, ray, snapCandidates, type ObstacleKind, type World, type WorldItem } from '../../src/geometry';
import { floatShapes, settleShapes } from '../../src/geometry/world/world';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { v } from './builders';
import { freshCopy, gridEntries, shapeAt } from './worldGrid';

/**
 * Floating shapes (`floatShapes`, what a selection gesture does with the
 * shapes it rewrites on every frame): off the grid, on the list every query
 * tests, until `settleShapes`. Writing one walks no cell; no query answers
 * differently from a world built afresh from the same shapes; after the
 * settle, the grid's lists are exactly what entering every shape afresh gives.
 */

const KINDS: readonly ObstacleKind[] = ['point', 'segment', 'circle', 'rect', 'polyline', 'polygon', 'rotatedRect'];

/** 60 shapes over 1,000 × 1,000 units (cells about 60 units), the four far corners keeping the extent. */
function level() {
  const items: WorldItem<string>[] = [];
  for (let k = 0; k < 60; k++) {
    const t = shapeAt(k, 80 + (k % 8) * 110, 80 + Math.floor(k / 8) * 110, [4, 30, 90][k % 3]!, k / 7);
    items.push({ id: `s${k}`, ...t, filled: k % 3 !== 0, z: k % 4 === 0 ? 1 : k + 10 } as WorldItem<string>);
  }
  for (const [i, p] of [v(0, 0), v(1000, 0), v(0, 1000), v(1000, 1000)].entries()) items.push({ id: `corner${i}`, kind: 'point', shape: p });
  return createWorld<string>({ items });
}

/** Counts `add` and `delete` calls on every cell list of `w`. */
function countListCalls(w: WorldImpl): { calls: number } {
  const counter = { calls: 0 };
  for (const l of [w.cells, w.centers, w.fills]) {
    const del = l.delete.bind(l);
    const add = l.add.bind(l);
    l.delete = (c, i) => (counter.calls++, del(c, i));
    l.add = (c, i) => (counter.calls++, add(c, i));
  }
  return counter;
}

/** The world's queries at `(px, py)` answer as a world built afresh from its shapes (ids, kinds, z, fill, in `ids()` order). */
function expectAsFresh(world: World<string>, px: number, py: number): void {
  const fresh = freshCopy(world);
  const p = v(px, py);
  const strip = <T extends { index: number }>(list: readonly T[]) => list.map(({ index: _i, ...rest }) => rest);
  expect(strip(pick(world, p, 30))).toEqual(strip(pick(fresh, p, 30)));
  const box = { x: px - 100, y: py - 100, width: 200, height: 200 };
  expect(strip(queryRect(world, box, 'intersects'))).toEqual(strip(queryRect(fresh, box, 'intersects')));
  expect(strip(queryRect(world, box, 'contains'))).toEqual(strip(queryRect(fresh, box, 'contains')));
  for (const d of [v(1, 0.3), v(-0.4, -1)]) {
    const r = ray(p, d);
    expect(castRay(world, r)?.distance).toEqual(castRay(fresh, r)?.distance);
  }
  const ids = (list: ReturnType<typeof snapCandidates>) => list.map((t) => ({ ...t, ids: [...t.ids].sort() }));
  expect(ids(snapCandidates(world, p, 25))).toEqual(ids(snapCandidates(fresh, p, 25)));
}

describe('floating shapes (floatShapes / settleShapes)', () => {
  it('a floating shape leaves its cells for the outside list; writing it walks no cell; settling puts the lists back as a rebuild', () => {
    const world = level();
    const w = world as unknown as WorldImpl;
    const all = gridEntries(w);
    floatShapes(world, ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 'nope']);
    expect(world.version).toBe(0); // nothing any query sees has changed
    expect(w.outside.length).toBe(7);
    expect(w.floating).toBe(7);
    expect(gridEntries(w).length).toBeLessThan(all.length);
    const counter = countListCalls(w);
    for (let k = 0; k < 7; k++) {
      const t = shapeAt(k, 400 + k * 70, 620, 40, 0.5);
      world.update(`s${k}`, t.kind, t.shape); // far from where each was: several cells
    }
    expect(counter.calls).toBe(0);
    expect(world.version).toBe(7); // one step per write, as ever
    expect(pick(world, v(400, 620), 0.01)[0]?.id).toBe('s0'); // the point at its new place
    expect(pick(world, v(80, 80), 0.01)).toEqual([]);
    expectAsFresh(world, 510, 630);
    settleShapes(world);
    expect(world.version).toBe(7);
    expect(w.outside).toEqual([]);
    expect(w.floating).toBe(0);
    const settled = gridEntries(w);
    w.rebuild();
    expect(settled).toEqual(gridEntries(w));
    expectAsFresh(world, 510, 630);
  });

  it('a world with many floating shapes is not rebuilt for them; a rebuild keeps them floating', () => {
    const world = level();
    const w = world as unknown as WorldImpl;
    floatShapes(
      world,
      world.ids().filter((id) => id.startsWith('s')),
    );
    expect(w.outside.length).toBe(60);
    expect(w.needsRebuild).toBe(false);
    w.rebuild();
    expect(w.outside.length).toBe(60);
    expect(w.floating).toBe(60);
    expectAsFresh(world, 300, 300);
  });

  it('delete, insert and a change of kind of a floating shape; set by index of a removed slot', () => {
    const world = level();
    const w = world as unknown as WorldImpl;
    floatShapes(world, ['s3', 's10', 's17']);
    world.update('s3', 'rotatedRect', { center: v(300, 300), width: 20, height: 10, rotation: 0.3 }); // rect → rotated rect: still floating
    expect(w.floating).toBe(3);
    expect(world.delete('s10')).toBe(true);
    expect(w.floating).toBe(2);
    world.insert('s10', 'circle', { center: v(305, 300), radius: 4 }); // a new shape under the old id: not floating
    expect(w.floating).toBe(2);
    expectAsFresh(world, 300, 300);
    settleShapes(world);
    expect(w.floating).toBe(0);
    const settled = gridEntries(w);
    w.rebuild();
    expect(settled).toEqual(gridEntries(w));
    expectAsFresh(world, 300, 300);
  });

  it('any run of floats, moves (also beyond the grid), changes of kind, deletes and settles answers as a world built afresh', () => {
    const op = fc.oneof(
      fc.record({ type: fc.constant('float' as const), ks: fc.array(fc.integer({ min: 0, max: 59 }), { maxLength: 12 }) }),
      fc.record({
        type: fc.constant('move' as const),
        k: fc.integer({ min: 0, max: 59 }),
        x: fc.double({ min: -200, max: 1200, noNaN: true }),
        y: fc.double({ min: -200, max: 1200, noNaN: true }),
        size: fc.double({ min: 0, max: 120, noNaN: true }),
        turn: fc.double({ min: -3, max: 3, noNaN: true }),
        kind: fc.boolean(),
      }),
      fc.record({ type: fc.constant('delete' as const), k: fc.integer({ min: 0, max: 59 }) }),
      fc.record({ type: fc.constant('settle' as const) }),
    );
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (ops, px, py) => {
          const world = level();
          const w = world as unknown as WorldImpl;
          for (const o of ops) {
            if (o.type === 'float')
              floatShapes(
                world,
                o.ks.map((k) => `s${k}`),
              );
            else if (o.type === 'settle') settleShapes(world);
            else if (o.type === 'delete') world.delete(`s${o.k}`);
            else {
              const id = `s${o.k}`;
              const e = world.lookup(id);
              const t = shapeAt(o.kind ? o.k + 3 : o.k, o.x, o.y, o.size, o.turn);
              if (!e) world.insert(id, t.kind, t.shape);
              else if (o.kind) world.update(id, t.kind, t.shape);
              else world.update(id, e.kind, shapeAt(KINDS.indexOf(e.kind), o.x, o.y, o.size, o.turn).shape); // same kind
            }
          }
          expectAsFresh(world, px, py);
          settleShapes(world);
          expect(w.floating).toBe(0);
          expectAsFresh(world, px, py);
          const settled = gridEntries(w);
          const outside = [...w.outside].sort();
          const grid = [w.nx, w.ny, w.minX, w.minY, w.cellSize];
          w.rebuild();
          // on the same grid (no shape moved beyond it), the lists equal every shape entered afresh
          if (grid.every((g, i) => g === [w.nx, w.ny, w.minX, w.minY, w.cellSize][i])) {
            expect(settled).toEqual(gridEntries(w));
            expect(outside).toEqual([...w.outside].sort());
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
