import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { World, WorldEntry, WorldId } from '../../src';
import { transformFrame, translationFrame } from '../../src/geometry/transform/frameMap';
import { readShapeNumbers, shapeNumbers } from '../../src/geometry/world/shapeNumbers';
import { floatShapes, writeMappedFrame } from '../../src/geometry/world/world';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { snapshotOf } from '../../src/hooks/scene/groupMove';
import { numbersPath, worldPath } from '../../src/svg/layers/worldPath';
import { restStyledPaths, styledPathsOf, type WorldLayerStyle } from '../../src/svg/layers/worldStyle';
import { createSceneNumbers } from '../../src/svg/scene/number';
import { mixedLevel } from '../geometry/worldGrid';

// During a gesture's frame the world writes the shapes' numbers and makes no
// object for them (writeMappedFrame); the layers draw the circles, rects and
// rotated rects a map cannot draw from those numbers: the same path data, and
// the same style groups, as drawing the world's objects.

const ids = Array.from({ length: 35 }, (_, k) => `s${k}`);
const generic = (max: number) => fc.integer({ min: -1_000_000, max: 1_000_000 }).map((k) => (k / 1_000_000) * max + 0);
const numbersArb = fc.record({ ox: generic(1e4), oy: generic(1e4), decimals: fc.integer({ min: 0, max: 6 }), scale: fc.constantFrom(1, 0.5, 2.5, 1 / 3) });
const mapArb = fc.record({ a: generic(2), b: generic(2), c: generic(2), d: generic(2), e: generic(300), f: generic(300) });

/** The world's entries of `ids` (those in it), as the layers drew them before: each object made. */
function entriesOf(world: World<string>, of: readonly string[]): WorldEntry<string>[] {
  return of.flatMap((id) => world.lookup(id) ?? []);
}

describe('drawing a frame from the world’s numbers', () => {
  it('numbersPath of a circle, rect or rotated rect is worldPath of its object, still or in a frame (every map, every Scene)', () => {
    fc.assert(
      fc.property(numbersArb, mapArb, fc.boolean(), (n, m, move) => {
        const numbers = createSceneNumbers({ x: n.ox, y: n.oy }, n.decimals, n.scale);
        const w = mixedLevel();
        const read = shapeNumbers();
        const drawn = (id: string): string | null => (readShapeNumbers(w, id, read) ? numbersPath(read, numbers) : null);
        const still = ids.map(drawn);
        floatShapes(w, ids);
        writeMappedFrame(w, snapshotOf(w, ids), move ? translationFrame(m.e, m.f) : transformFrame(m));
        const pending = (w as unknown as WorldImpl).pending;
        const unmade = pending.size;
        expect(unmade).toBeGreaterThanOrEqual(30); // all but a rect a turning map makes a rotated rect (its first frame: an object)
        const inFrame = ids.map(drawn);
        expect(pending.size).toBe(unmade); // drawing made no object
        const fresh = mixedLevel();
        ids.forEach((id, k) => {
          const e = w.lookup(id)!;
          const numbered = e.kind === 'circle' || e.kind === 'rect' || e.kind === 'rotatedRect';
          expect(inFrame[k]).toBe(numbered ? worldPath(e.kind, e.shape, numbers) : null);
          const f = fresh.lookup(id)!;
          expect(still[k]).toBe(f.kind === 'circle' || f.kind === 'rect' || f.kind === 'rotatedRect' ? worldPath(f.kind, f.shape, numbers) : null);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('restStyledPaths gives the groups and paths of styledPathsOf the entries (kinds by style, a style function, ids not in the world)', () => {
    const numbers = createSceneNumbers({ x: 0, y: 0 }, 2, 1);
    const styles: (WorldLayerStyle<string> | undefined)[] = [
      undefined,
      { circle: { stroke: 'red', strokeWidth: 3 }, rotatedRect: { fill: 'none' }, polygon: { dash: [4, 2] } },
      (e) => (e.kind === 'circle' && Number(String(e.id).slice(1)) % 2 === 0 ? { stroke: 'blue' } : undefined),
    ];
    for (const style of styles) {
      const w = mixedLevel();
      floatShapes(w, ids);
      writeMappedFrame(w, snapshotOf(w, ids), transformFrame({ a: 1.5, b: 0.25, c: -0.5, d: 0.75, e: 3, f: -7 }));
      const some: WorldId[] = [...ids.filter((_, k) => k % 3 !== 1), 'gone'];
      const expected = styledPathsOf(entriesOf(w, some as string[]), numbers, style);
      expect(restStyledPaths(w, some as string[], numbers, style)).toEqual(expected);
      expect(expected.some((g) => g.solids !== '' && g.outlines !== '')).toBe(true);
    }
  });
});
