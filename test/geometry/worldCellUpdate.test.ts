import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, pick, queryRect, castRay, ray, snapCandidates, type WorldItem } from '../../src/geometry';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { v } from './builders';
import { freshCopy, gridEntries, shapeAt } from './worldGrid';

/**
 * `world.update` of a shape that lies in one grid cell before and after (a
 * small shape moved or turned a little: every frame of a drag) leaves the
 * grid's lists as they are; the lists must still be exactly what entering
 * every shape afresh gives, and every query must answer as a rebuilt world.
 */

/** 60 small shapes spread over 1,000 × 1,000 units (cells about 60 units), and four far corners that keep the extent. */
function level(sizes: readonly number[]) {
  const items: WorldItem<string>[] = [];
  for (let k = 0; k < 60; k++) {
    const t = shapeAt(k, 80 + (k % 8) * 110, 80 + Math.floor(k / 8) * 110, sizes[k % sizes.length]!, k / 7);
    items.push({ id: `s${k}`, ...t, filled: k % 3 !== 0 } as WorldItem<string>);
  }
  for (const [i, p] of [v(0, 0), v(1000, 0), v(0, 1000), v(1000, 1000)].entries()) items.push({ id: `corner${i}`, kind: 'point', shape: p });
  return createWorld<string>({ items });
}

/** A place coordinate kept where every shape of `shapeAt` (size ≤ 70) stays inside the corners. */
const inside = (c: number) => Math.min(900, Math.max(50, c));

const move = fc.record({
  k: fc.integer({ min: 0, max: 59 }),
  dx: fc.double({ min: -40, max: 40, noNaN: true }),
  dy: fc.double({ min: -40, max: 40, noNaN: true }),
  size: fc.double({ min: 0.5, max: 70, noNaN: true }),
  turn: fc.double({ min: -3, max: 3, noNaN: true }),
});

describe('world.update within one grid cell', () => {
  it('a tiny move of a small shape inside its cell changes no cell list (no delete, no add)', () => {
    const world = level([6]);
    const w = world as unknown as WorldImpl;
    const lists = [w.cells, w.centers, w.fills];
    let calls = 0;
    for (const l of lists) {
      const del = l.delete.bind(l);
      const add = l.add.bind(l);
      l.delete = (c, i) => (calls++, del(c, i));
      l.add = (c, i) => (calls++, add(c, i));
    }
    const before = gridEntries(w);
    for (let k = 0; k < 7; k++) {
      const t = shapeAt(k, 80 + (k % 8) * 110 + 0.5, 80 + 0.25, 6, k / 7 + 0.1);
      world.update(`s${k}`, t.kind, t.shape);
    }
    expect(calls).toBe(0);
    expect(gridEntries(w)).toEqual(before);
    expect(world.version).toBe(7);
    // and the queries see the moved shapes: the point s0 at its new place, not at its old one
    expect(pick(world, v(80.5, 80.25), 0.01)[0]?.id).toBe('s0');
    expect(pick(world, v(80, 80), 0.01)).toEqual([]);
  });

  it('any run of small moves and turns: the lists hold exactly what entering every shape afresh gives, and queries answer as a rebuilt world', () => {
    fc.assert(
      fc.property(
        fc.array(move, { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (moves, px, py) => {
          const world = level([4, 10, 25]);
          const w = world as unknown as WorldImpl;
          for (const m of moves) {
            const e = world.lookup(`s${m.k}`)!;
            const b = world.bounds(`s${m.k}`)!;
            // kept inside the four corners (a shape reaches at most 70 units right of and below its place, 40 above and left):
            // the extent, and so the grid a rebuild lays, stays the same (without it a circle placed at its box's corner, move
            // after move, crept past the corner (0, 0) by an ulp: FC_SEED=1795470623)
            const t = shapeAt(m.k, inside(b.x + m.dx / 4), inside(b.y + m.dy / 4), m.size, m.turn);
            world.update(`s${m.k}`, t.kind === e.kind ? t.kind : e.kind, t.kind === e.kind ? t.shape : e.shape);
          }
          const kept = gridEntries(w);
          const grid = [w.nx, w.ny, w.minX, w.minY, w.cellSize];
          const fresh = freshCopy(world);
          const p = v(px, py);
          const strip = <T extends { index: number }>(list: readonly T[]) => list.map(({ index: _i, ...rest }) => rest);
          expect(strip(pick(world, p, 30))).toEqual(strip(pick(fresh, p, 30)));
          const box = { x: px - 100, y: py - 100, width: 200, height: 200 };
          expect(strip(queryRect(world, box, 'intersects'))).toEqual(strip(queryRect(fresh, box, 'intersects')));
          const r = ray(p, v(1, 0.3));
          expect(castRay(world, r)?.distance).toEqual(castRay(fresh, r)?.distance);
          const ids = (list: ReturnType<typeof snapCandidates>) => list.map((t) => ({ ...t, ids: [...t.ids].sort() }));
          expect(ids(snapCandidates(world, p, 25))).toEqual(ids(snapCandidates(fresh, p, 25)));
          // the lists as they are equal the lists of every shape entered afresh on the same grid
          w.rebuild();
          expect([w.nx, w.ny, w.minX, w.minY, w.cellSize]).toEqual(grid);
          expect(kept).toEqual(gridEntries(w));
        },
      ),
      { numRuns: 200 },
    );
    // 200 worlds built twice and queried: about 1 s alone, several on a busy 2-core machine
  }, 60_000);
});
