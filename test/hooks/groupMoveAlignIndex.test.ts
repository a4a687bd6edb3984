import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, snapCandidates, translateShape, type WorldId, type WorldItem } from '../../src';
import { searchSnap } from '../../src/geometry/scene/snap';
import { AlignIndex, BUILD_STEP } from '../../src/geometry/scene/snapAlignIndex';
import { floatShapes, settleShapes, writeFrame } from '../../src/geometry/world/world';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import type { ObjectSnap } from '../../src/hooks/drag/snapper';
import { movedShapes, snapMove, snapshotOf } from '../../src/hooks/scene/groupMove';
import { latticeScene } from '../geometry/worldGrid';

/**
 * A gesture's searches take their alignment references from an index of the
 * still (not floating) shapes, made once and kept while no still shape
 * changes: the answers are those of the plain searches, which walk the
 * grid's rows and columns on every call. Scenes on a 10-unit lattice (ties
 * between references, between shapes, with `from`), twins under other ids,
 * a filter of the caller's own, and writes by another writer between frames.
 */

const lattice = fc.integer({ min: 0, max: 60 });
const spot = fc.tuple(lattice, lattice, fc.integer({ min: 1, max: 8 }));
/** What another writer does between two frames: nothing, move a shape, add one, delete one. */
const otherWrite = fc.tuple(fc.constantFrom('none', 'move', 'insert', 'delete'), fc.integer({ min: 0, max: 39 }), lattice, lattice);

function indexOf(world: unknown): AlignIndex {
  return (world as WorldImpl).scratchOf(AlignIndex);
}

describe('alignment references from the index of the still shapes', () => {
  it('every search gives the plain search’s answer (targets, guides, order), frame after frame, whatever another writer does', () => {
    fc.assert(
      fc.property(
        fc.array(spot, { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 12 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { maxLength: 6 }),
        fc.option(fc.tuple(lattice, lattice), { nil: undefined }),
        fc.array(fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 3 }), otherWrite), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom(5, 10, 25, 40),
        (spots, twins, floatedKs, rejectedKs, fromAt, frames, radius) => {
          const world = latticeScene(spots, twins);
          const floated = new Set(floatedKs.map((k) => `s${k}`));
          const rejected = new Set(rejectedKs.map((k) => `s${k}`));
          const before = snapshotOf(world, [...floated]);
          floatShapes(world, floated);
          const filter = (id: WorldId | undefined) => !floated.has(id as string) && !rejected.has(id as string);
          const from = fromAt ? { x: fromAt[0] * 10, y: fromAt[1] * 10 } : undefined;
          const options = { filter, ...(from ? { from } : {}) };
          let added = 0;
          for (const [dx, dy, half, [write, k, wx, wy]] of frames) {
            // the gesture's own writes: the floating shapes where the frame puts them
            writeFrame(world, movedShapes(before, dx * 5, dy * 5));
            const points = before.map((s, i) => {
              const at = world.lookup(s.id)!.shape as { x?: number; y?: number; center?: { x: number; y: number } };
              const base = at.center ?? { x: at.x ?? i * 10, y: at.y ?? i * 10 };
              return { x: base.x + half * 5, y: base.y - half * 5 };
            });
            points.push({ x: dx * 5 + 300, y: dy * 5 + 300 }, { x: 300.5, y: 299.75 });
            for (const p of points) expect(searchSnap(world, p, radius, options, true)).toStrictEqual(snapCandidates(world, p, radius, options));
            // another writer, between frames
            const id = `s${k}`;
            if (write === 'move' && world.has(id) && !floated.has(id)) {
              const e = world.lookup(id)!;
              world.update(id, translateShape(e.kind, e.shape, wx - 30, wy - 30));
            } else if (write === 'insert') world.insert(`n${added++}`, 'point', { x: wx * 10, y: wy * 10 });
            else if (write === 'delete' && !floated.has(id)) world.delete(id);
          }
          settleShapes(world);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('is made once per gesture, a step per frame: the frames’ writes of the floating shapes keep it, a still shape’s change makes it again', () => {
    const world = createWorld<string>({
      items: [
        { id: 'box', kind: 'rect', shape: { x: 0, y: 0, width: 20, height: 20 } },
        { id: 'post', kind: 'point', shape: { x: 100, y: 50 } },
        { id: 'pin', kind: 'point', shape: { x: 300, y: 300 } },
      ],
    });
    const moving = new Set(['box']);
    const before = snapshotOf(world, ['box']);
    floatShapes(world, moving);
    const snap = objectSnap(world, { radiusPx: 5, kinds: ['alignment'] }) as ObjectSnap;
    const w = world as unknown as WorldImpl;
    // frame 1: the box's corner (0, 0) moved by (97, 0) is within 5 of x = 100: aligned with the post
    writeFrame(world, movedShapes(before, 97, 0));
    const first = snapMove(snap, before[0], 97, 0, moving, 1);
    expect(first.target?.kind).toBe('alignment');
    expect(first.target?.ids).toEqual(['post']);
    expect([first.dx, first.dy]).toEqual([100, 0]);
    expect(first.target?.guides).toEqual([{ axis: 'x', from: { x: 100, y: 50 }, to: { x: 100, y: 0 } }]);
    // made a step per frame (its key points, the sort by x, the sort by y): ready at the third, the answer the same
    const index = indexOf(world);
    expect(index.version).not.toBe(w.stillVersion);
    for (let k = 0; k < 2; k++) {
      writeFrame(world, movedShapes(before, 97, 0));
      expect(snapMove(snap, before[0], 97, 0, moving, 1)).toEqual(first);
    }
    const made = index.refs;
    expect(index.version).toBe(w.stillVersion);
    // frame 2: the gesture's own write steps world.version but keeps the index
    const version = world.version;
    writeFrame(world, movedShapes(before, 98, 1));
    expect(world.version).toBe(version + 1);
    expect(index.version).toBe(w.stillVersion);
    snapMove(snap, before[0], 98, 1, moving, 1);
    expect(indexOf(world).refs).toBe(made);
    // another writer moves the post mid-gesture: the next frame sees it where it is now
    world.update('post', { x: 200, y: 50 });
    writeFrame(world, movedShapes(before, 97, 0));
    const third = snapMove(snap, before[0], 97, 0, moving, 1);
    expect(index.version).not.toBe(w.stillVersion); // being made again; meanwhile the grid answers
    expect(third.target).toBeNull();
    expect(third).toEqual({ dx: 97, dy: 0, target: null, candidates: 0, index: 0 });
    const fourth = snapMove(snap, before[0], 198, 0, moving, 1);
    expect(fourth.target?.ids).toEqual(['post']);
    expect(fourth.target?.guides).toEqual([{ axis: 'x', from: { x: 200, y: 50 }, to: { x: 200, y: 0 } }]);
    // a shape inserted, then deleted, mid-gesture: seen, then gone
    world.insert('peg', 'point', { x: 150, y: 80 });
    expect(snapMove(snap, before[0], 147, 0, moving, 1).target?.ids).toEqual(['peg']);
    world.delete('peg');
    expect(snapMove(snap, before[0], 147, 0, moving, 1).target).toBeNull();
  });

  it('is made a step per search on a large world, the searches answering as the plain ones meanwhile', () => {
    // 2.5 steps' worth of shapes on a 10-unit lattice: points, and squares whose corners tie with them
    const n = Math.floor(BUILD_STEP * 2.5);
    const items: WorldItem<string>[] = [];
    for (let k = 0; k < n; k++) {
      const x = (k % 70) * 10;
      const y = Math.floor(k / 70) * 10;
      items.push(k % 2 === 0 ? { id: `p${k}`, kind: 'point', shape: { x, y } } : { id: `r${k}`, kind: 'rect', shape: { x, y, width: 10, height: 10 } });
    }
    const world = createWorld<string>({ items });
    const moving = new Set(['p0', 'r1']);
    floatShapes(world, moving);
    const filter = (id: WorldId | undefined) => !moving.has(id as string);
    const index = indexOf(world);
    const w = world as unknown as WorldImpl;
    const before = snapshotOf(world, [...moving]);
    // one step per frame (world.version), however many searches a frame makes: three steps of key points
    // (2,000, 2,000, 1,000 shapes), the sort by x, the sort by y: made at the fifth frame
    const ready: boolean[] = [];
    for (let k = 0; k < 7; k++) {
      writeFrame(world, movedShapes(before, k, 2 * k));
      for (const p of [
        { x: 123.5 + 7 * k, y: 241.25 - 3 * k },
        { x: 300, y: 100 },
        { x: 45.5, y: 10 },
      ])
        expect(searchSnap(world, p, 6, { filter }, true)).toStrictEqual(snapCandidates(world, p, 6, { filter }));
      ready.push(index.version === w.stillVersion);
    }
    expect(ready).toEqual([false, false, false, false, true, true, true]);
    expect(index.refs.length / 3).toBeGreaterThan(n);
    // a still shape changed: made again, a step at a time
    world.update('p2', { x: 5, y: 5 });
    expect(searchSnap(world, { x: 5, y: 7 }, 6, { filter }, true)).toStrictEqual(snapCandidates(world, { x: 5, y: 7 }, 6, { filter }));
    expect(index.version).not.toBe(w.stillVersion);
    settleShapes(world);
  });
});
