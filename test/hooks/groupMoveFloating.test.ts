import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, snapCandidates, translateShape } from '../../src';
import { floatingAllIn } from '../../src/geometry/scene/floatingIn';
import { floatShapes } from '../../src/geometry/world/world';
import { snapSearches, type ObjectSnap } from '../../src/hooks/drag/snapper';
import { snapMove, snapNudge, snapshotOf } from '../../src/hooks/scene/groupMove';
import { latticeScene } from '../geometry/worldGrid';

/**
 * A move's snap searches pass over the world's floating shapes when every one
 * of them is moving (the filter rejects them anyway): the answers are those of
 * the plain searches, which look at every shape, on the same world. The scenes
 * put shapes on a 10-unit lattice (ties between shapes, with the grid and
 * between alignment references), twins at the same spot, and still shapes
 * moved beyond the grid (on the outside list beside the floating ones).
 */

/** The same setting as `snap`, searching with the plain `snapCandidates` (every shape looked at, floating or not). */
function plainOf(snap: ObjectSnap): ObjectSnap {
  const plain = Object.freeze({ ...snap });
  snapSearches.set(plain, (world, point, radius, options) => snapCandidates(world, point, radius, options));
  return plain;
}

const lattice = fc.integer({ min: 0, max: 60 });
const spot = fc.tuple(lattice, lattice, fc.integer({ min: 1, max: 8 }));

describe('group move snapping over floating shapes', () => {
  it('passing over the floating shapes gives every answer of the plain searches (candidates, Tab order, targets, guides)', () => {
    fc.assert(
      fc.property(
        fc.array(spot, { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 12 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { maxLength: 4 }),
        fc.boolean(),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { maxLength: 4 }),
        fc.array(fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }), fc.integer({ min: 0, max: 20 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom(10, 25, 40),
        (spots, twins, floatedKs, extraKs, allMoving, farKs, moves, radiusPx) => {
          const world = latticeScene(spots, twins);
          const floated = floatedKs.map((k) => `s${k}`);
          // the moving shapes: the floated ones (and some others), or (allMoving false) missing one floated shape
          const movingIds = new Set([...floated, ...extraKs.map((k) => `s${k}`)]);
          if (!allMoving) movingIds.delete(floated[0]!);
          // still shapes beyond the grid (just beyond its low side, or far away): on the outside list, not floating
          for (const k of farKs) {
            const id = `s${k}`;
            if (movingIds.has(id) || floated.includes(id)) continue;
            const e = world.lookup(id)!;
            world.update(id, translateShape(e.kind, e.shape, k % 2 === 0 ? -150 : 2000, 10 * (k % 4)));
          }
          const before = snapshotOf(world, [...movingIds]);
          floatShapes(world, floated);
          expect(floatingAllIn(world, movingIds)).toBe(allMoving);
          const snap = objectSnap(world, { grid: 10, radiusPx }) as ObjectSnap;
          const plain = plainOf(snap);
          for (const [mx, my, g] of moves) {
            const dx = mx * 5;
            const dy = my * 5;
            // the gesture writes its shapes (floating or not) where the frame puts them
            for (const s of before) if (floated.includes(String(s.id))) world.update(String(s.id), translateShape(s.kind, s.shape, dx, dy));
            const grabbed = before[g % before.length];
            for (let index = 0; index < 4; index++) {
              expect(snapMove(snap, grabbed, dx, dy, movingIds, 1, index)).toStrictEqual(snapMove(plain, grabbed, dx, dy, movingIds, 1, index));
            }
            const ahead = { x: Math.sign(mx) * 10, y: 0 };
            expect(snapNudge(snap, before, dx, dy, ahead, movingIds, 1)).toStrictEqual(snapNudge(plain, before, dx, dy, ahead, movingIds, 1));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a floating shape that is not moving is still a target (the searches look at it)', () => {
    const world = createWorld<string>({
      items: [
        { id: 'box', kind: 'rect', shape: { x: 0, y: 0, width: 20, height: 20 } },
        { id: 'post', kind: 'point', shape: { x: 100, y: 3 } },
      ],
    });
    floatShapes(world, ['box', 'post']);
    const snap = objectSnap(world, { radiusPx: 5 }) as ObjectSnap;
    const grabbed = snapshotOf(world, ['box'])[0];
    // only the box moves: the floating post is a target of its corner
    expect(floatingAllIn(world, new Set(['box']))).toBe(false);
    const move = snapMove(snap, grabbed, 82, 2, new Set(['box']), 1);
    expect(move.target?.ids).toEqual(['post']);
    expect([move.dx, move.dy]).toEqual([80, 3]);
    // both move: nothing to snap to
    expect(floatingAllIn(world, new Set(['box', 'post']))).toBe(true);
    expect(snapMove(snap, grabbed, 82, 2, new Set(['box', 'post']), 1)).toEqual({ dx: 82, dy: 2, target: null, candidates: 0, index: 0 });
  });
});
