import { describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../src';
import { DEFAULT_SCENE_NUMBERS } from '../../src/svg/scene/number';
import { TILED_ABOVE, WorldTiles } from '../../src/svg/layers/worldTiles';
import { styledWorldPaths } from '../../src/svg/layers/worldStyle';
import { worldPath } from '../../src/svg/layers/worldPath';

/** `n` segments and circles on a 100-column grid, ids s-k. */
function grid(n: number): World<string> {
  const world = createWorld<string>({});
  for (let k = 0; k < n; k++) {
    const x = (k % 100) * 10;
    const y = Math.floor(k / 100) * 10;
    if (k % 2 === 0) world.insert(`s-${k}`, 'segment', { start: { x, y }, end: { x: x + 6, y: y + 3 } });
    else world.insert(`s-${k}`, 'circle', { center: { x, y }, radius: 3 });
  }
  return world;
}

const n = DEFAULT_SCENE_NUMBERS;
/** Every subpath drawn as an outline, over all tiles. */
const outlines = (tiles: ReturnType<WorldTiles['tiles']>) => tiles.flatMap((t) => t.groups.map((g) => g.outlines)).join('');

describe('WorldTiles: a large world drawn in spatial tiles, each rebuilt only when one of its shapes changed', () => {
  it(`up to ${TILED_ABOVE} shapes: one tile, the same paths as styledWorldPaths`, () => {
    const world = grid(TILED_ABOVE);
    const tiles = new WorldTiles(world, n, undefined).tiles();
    expect(tiles).toHaveLength(1);
    expect(tiles[0]!.groups).toEqual(styledWorldPaths(world, n, undefined));
  });

  it(`a world that shrinks back to ${TILED_ABOVE} shapes is one tile again`, () => {
    const world = grid(TILED_ABOVE + 500);
    const tiles = new WorldTiles(world, n, undefined);
    expect(tiles.tiles().length).toBeGreaterThan(1);
    for (let k = TILED_ABOVE; k < TILED_ABOVE + 500; k++) world.delete(`s-${k}`);
    const again = tiles.tiles();
    expect(again).toHaveLength(1);
    expect(again[0]!.groups).toEqual(styledWorldPaths(world, n, undefined));
  });

  it('above: several tiles (at most 64) that draw every shape exactly once', () => {
    const world = grid(5000);
    const tiles = new WorldTiles(world, n, undefined).tiles();
    expect(tiles.length).toBeGreaterThan(8);
    expect(tiles.length).toBeLessThanOrEqual(64);
    const all = outlines(tiles);
    expect(all.split('M').length - 1).toBe(5000);
    for (const id of ['s-0', 's-2501', 's-4999']) expect(all).toContain(worldPath(world.lookup(id)!.kind, world.lookup(id)!.shape, n));
  });

  it('after one shape moves, every other tile is the same object; the moved shape is drawn where it is now, once', () => {
    const world = grid(5000);
    const cache = new WorldTiles(world, n, undefined);
    const before = cache.tiles();
    world.update('s-2500', { start: { x: 500, y: 300 }, end: { x: 990, y: 490 } });
    const after = cache.tiles();
    expect(after).toHaveLength(before.length);
    const changed = after.filter((t, i) => t !== before[i]);
    expect(changed).toHaveLength(1);
    const d = worldPath('segment', world.lookup('s-2500')!.shape, n);
    expect(outlines(after).split(d).length - 1).toBe(1);
    expect(outlines(after).split('M').length - 1).toBe(5000);
    // nothing changed: every tile is the same object
    const again = cache.tiles();
    expect(again.every((t, i) => t === after[i])).toBe(true);
  });

  it('a shape deleted and inserted again under its id (a kind change) stays in its tile; a deleted shape is drawn no more', () => {
    const world = grid(5000);
    const cache = new WorldTiles(world, n, undefined);
    const before = cache.tiles();
    world.delete('s-1');
    world.insert('s-1', 'rect', { x: 900, y: 400, width: 5, height: 5 });
    world.delete('s-3');
    const after = cache.tiles();
    expect(after.filter((t, i) => t !== before[i])).toHaveLength(1);
    expect(outlines(after).split('M').length - 1).toBe(4999);
    expect(outlines(after)).toContain(worldPath('rect', world.lookup('s-1')!.shape, n));
  });

  describe('during a gesture (its shapes left out, its own world writes counted)', () => {
    /** A gesture over the first `k` segments: `frame` writes each one moved by `dx` and returns the writes so far. */
    function gesture(world: World<string>, k: number) {
      const ids = new Set(Array.from({ length: k }, (_, i) => `s-${2 * i}`));
      const start = new Map([...ids].map((id) => [id, world.lookup(id)!.shape as { start: { x: number; y: number }; end: { x: number; y: number } }]));
      let writes = 0;
      const frame = (dx: number) => {
        for (const [id, s] of start) {
          world.update(id, 'segment', { start: { x: s.start.x + dx, y: s.start.y }, end: { x: s.end.x + dx, y: s.end.y } });
          writes++;
        }
        return writes;
      };
      return { ids, frame };
    }

    it("the gesture's own frames: the same tiles array, no pass (the tiles' lookups are not made)", () => {
      const world = grid(5000);
      const cache = new WorldTiles(world, n, undefined);
      const g = gesture(world, 50);
      const first = cache.tiles(g.ids, 0);
      expect(outlines(first).split('M').length - 1).toBe(4950);
      let lookups = 0;
      const lookup = world.lookup.bind(world);
      world.lookup = (id) => (lookups++, lookup(id));
      for (let f = 1; f <= 5; f++) expect(cache.tiles(g.ids, g.frame(f))).toBe(first);
      expect(lookups).toBe(0);
    });

    it('a change made by someone else during the gesture is drawn at the next frame (and only then is the pass made)', () => {
      const world = grid(5000);
      const cache = new WorldTiles(world, n, undefined);
      const g = gesture(world, 50);
      const first = cache.tiles(g.ids, 0);
      expect(cache.tiles(g.ids, g.frame(1))).toBe(first);
      // another writer moves a shape that is not the gesture's, between two frames
      world.update('s-2501', { center: { x: 777, y: 333 }, radius: 4 });
      const after = cache.tiles(g.ids, g.frame(2));
      expect(after).not.toBe(first);
      expect(outlines(after)).toContain(worldPath('circle', world.lookup('s-2501')!.shape, n));
      expect(after.filter((t, i) => t !== first[i])).toHaveLength(1);
      // a deletion, and an insertion, by someone else: drawn too
      world.delete('s-1');
      world.insert('new', 'point', { x: 5, y: 5 });
      const later = cache.tiles(g.ids, g.frame(3));
      expect(outlines(later)).not.toContain(worldPath('circle', { center: { x: 10, y: 0 }, radius: 3 }, n));
      expect(later.flatMap((t) => t.groups.map((p) => p.points)).join('')).toContain(worldPath('point', { x: 5, y: 5 }, n));
      // a change to one of the gesture's own shapes by someone else also makes the pass run (it is left out all the same)
      world.update('s-0', { start: { x: 1, y: 1 }, end: { x: 2, y: 2 } });
      const own = cache.tiles(g.ids, g.frame(4));
      expect(own).not.toBe(later);
      expect(outlines(own).split('M').length - 1).toBe(4949); // 5,000 less the 50 left out and s-1 (the new point is a dot)
    });

    it('no count (−1), a new left-out set or none: the pass runs', () => {
      const world = grid(5000);
      const cache = new WorldTiles(world, n, undefined);
      const g = gesture(world, 50);
      const first = cache.tiles(g.ids, 0);
      g.frame(1);
      const uncounted = cache.tiles(g.ids, -1);
      expect(uncounted).not.toBe(first);
      expect(cache.tiles(new Set(g.ids), 50)).not.toBe(uncounted);
      const all = cache.tiles(null, 100);
      expect(outlines(all).split('M').length - 1).toBe(5000);
      expect(outlines(all)).toContain(worldPath('segment', world.lookup('s-0')!.shape, n));
    });
  });

  it('matches: the same world, numbers and style only', () => {
    const world = grid(10);
    const style = { segment: { strokeWidth: 2 } };
    const cache = new WorldTiles(world, n, style);
    expect(cache.matches(world, n, style)).toBe(true);
    expect(cache.matches(world, n, { ...style })).toBe(false);
    expect(cache.matches(grid(10), n, style)).toBe(false);
  });

  it('a bad shapeStyle is refused up front (TypeError)', () => {
    expect(() => new WorldTiles(grid(10), n, 3 as never)).toThrow(TypeError);
  });
});
