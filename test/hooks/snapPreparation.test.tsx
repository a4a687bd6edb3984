import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorld, objectSnap, snapCandidates, useSelection, type World, type WorldId, type WorldItem } from '../../src';
import { searchSnap } from '../../src/geometry/scene/snap';
import { AlignIndex, BUILD_STEP, prepareAlignIndex } from '../../src/geometry/scene/snapAlignIndex';
import { floatShapes, settleShapes, writeFrame } from '../../src/geometry/world/world';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { movedShapes, snapshotOf } from '../../src/hooks/scene/groupMove';
import { latticeScene } from '../geometry/worldGrid';

/**
 * The alignment index of a world's still shapes is made ahead of a gesture, in
 * idle time (`prepareAlignIndex`, driven by `useSelection` while no gesture
 * runs), and floating shapes no longer make it again: the gesture's first frame
 * takes its references from it, passing over the floating shapes', and the
 * answers stay those of the plain searches.
 */

const indexOf = (world: unknown) => (world as WorldImpl).scratchOf(AlignIndex);
const isMade = (world: unknown) => indexOf(world).version === (world as WorldImpl).stillVersion;
const always = () => true;

/** `n` shapes on a 10-unit lattice: points, and squares whose corners tie with them. */
function latticeWorld(n: number): World<string> {
  const items: WorldItem<string>[] = [];
  for (let k = 0; k < n; k++) {
    const x = (k % 70) * 10;
    const y = Math.floor(k / 70) * 10;
    items.push(k % 2 === 0 ? { id: `p${k}`, kind: 'point', shape: { x, y } } : { id: `r${k}`, kind: 'rect', shape: { x, y, width: 10, height: 10 } });
  }
  return createWorld<string>({ items });
}

describe('prepareAlignIndex', () => {
  it('makes the index a step at a time while there is time, and floating shapes keep it', () => {
    const world = latticeWorld(Math.floor(BUILD_STEP * 2.5));
    let steps = 0;
    // one step per call of `more`: three steps of key points, the two sorts
    expect(prepareAlignIndex(world, () => steps++ < 2)).toBe(false);
    expect(isMade(world)).toBe(false);
    steps = 0;
    expect(prepareAlignIndex(world, () => steps++ < 3)).toBe(true);
    expect(steps).toBe(3);
    const made = indexOf(world).refs;
    // a gesture floats shapes and writes its frames: the index stays, and serves the first frame
    const moving = new Set(['p0', 'r1', 'p700']);
    const before = snapshotOf(world, [...moving]);
    floatShapes(world, moving);
    expect(isMade(world)).toBe(true);
    writeFrame(world, movedShapes(before, 3, 4));
    const filter = (id: WorldId | undefined) => !moving.has(id as string);
    // where the floated shapes were: their references are passed over (the plain search does not see them either)
    for (const p of [
      { x: 1, y: 2 },
      { x: 9, y: 11 },
      { x: 0, y: 101 },
      { x: 123.5, y: 241.25 },
    ])
      expect(searchSnap(world, p, 6, { filter }, true)).toStrictEqual(snapCandidates(world, p, 6, { filter }));
    expect(indexOf(world).refs).toBe(made);
    // settling the moved shapes makes it again
    settleShapes(world);
    expect(isMade(world)).toBe(false);
    expect(prepareAlignIndex(world, always)).toBe(true);
  });

  it('prepared before any shape floats, answers as the plain searches, frame after frame', () => {
    const lattice = fc.integer({ min: 0, max: 60 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(lattice, lattice, fc.integer({ min: 1, max: 8 })), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 0, max: 6 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 })), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(5, 10, 25),
        (spots, twins, floatedKs, frames, radius) => {
          const world = latticeScene(spots, twins);
          expect(prepareAlignIndex(world, always)).toBe(true);
          const floated = new Set(floatedKs.map((k) => `s${k}`));
          const before = snapshotOf(world, [...floated]);
          floatShapes(world, floated);
          const filter = (id: WorldId | undefined) => !floated.has(id as string);
          for (const [dx, dy] of frames) {
            writeFrame(world, movedShapes(before, dx * 5, dy * 5));
            expect(isMade(world)).toBe(true);
            for (const s of before) {
              // a corner of its bounds now, that corner where it was, and a point off the lattice
              const b = world.bounds(s.id)!;
              for (const q of [
                { x: b.x + 0.5, y: b.y + b.height },
                { x: b.x - dx * 5, y: b.y - dy * 5 },
                { x: dx * 5 + 300, y: dy * 5 + 300 },
              ]) {
                const plain = snapCandidates(world, q, radius, { filter });
                expect(searchSnap(world, q, radius, { filter }, true)).toStrictEqual(plain);
                // skipping the floating shapes needs no filter: their references in the index are passed over too
                expect(searchSnap(world, q, radius, {}, true)).toStrictEqual(plain);
              }
            }
          }
          settleShapes(world);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('useSelection prepares its snapping in idle time', () => {
  afterEach(() => vi.useRealTimers());

  function Editor({ world, snapOn }: { world: World<string>; snapOn: boolean }) {
    useSelection(world, { movable: true, snap: snapOn ? objectSnap(world, { kinds: ['alignment', 'endpoint'] }) : 10 });
    return null;
  }

  it('makes the index once the world has been still a while, in slices; nothing for a grid step, after unmount or while it keeps changing', () => {
    vi.useFakeTimers();
    const world = latticeWorld(Math.floor(BUILD_STEP * 2.5));
    const view = render(<Editor world={world} snapOn={false} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(isMade(world)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    view.rerender(<Editor world={world} snapOn />);
    act(() => vi.advanceTimersByTime(140)); // not yet: the world has not been still for 150 ms
    expect(isMade(world)).toBe(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(isMade(world)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    // a world changed on every frame (a render each time) is never prepared, and keeps no timer running
    for (let k = 0; k < 40; k++) {
      world.update('p2', { x: 5 + k, y: 5 });
      view.rerender(<Editor world={world} snapOn />);
      act(() => vi.advanceTimersByTime(16));
      expect(isMade(world)).toBe(false);
    }
    expect(vi.getTimerCount()).toBe(1);
    // changed outside React once preparing has started: it stops there (the next commit starts over)
    act(() => vi.advanceTimersByTime(150));
    world.update('p4', { x: 5, y: 7 });
    act(() => vi.advanceTimersByTime(2000));
    expect(isMade(world)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    view.rerender(<Editor world={world} snapOn />);
    view.unmount();
    act(() => vi.advanceTimersByTime(2000));
    expect(isMade(world)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses idle callbacks where the browser has them, cancelled on unmount', () => {
    vi.useFakeTimers();
    const callbacks: IdleRequestCallback[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (h: number) => cancelled.push(h));
    try {
      const world = latticeWorld(Math.floor(BUILD_STEP * 2.5));
      const view = render(<Editor world={world} snapOn />);
      expect(callbacks).toHaveLength(0);
      act(() => vi.advanceTimersByTime(150));
      expect(callbacks).toHaveLength(1);
      // 10 ms left: every step (about 2 ms each in a browser, and nothing like it here) until made
      act(() => callbacks[0]!({ didTimeout: false, timeRemaining: () => 10 }));
      expect(isMade(world)).toBe(true);
      expect(callbacks).toHaveLength(1);
      world.update('p2', { x: 5, y: 5 });
      view.rerender(<Editor world={world} snapOn />);
      act(() => vi.advanceTimersByTime(150));
      expect(callbacks).toHaveLength(2);
      // no time left: no step, asked again
      act(() => callbacks[1]!({ didTimeout: false, timeRemaining: () => 0 }));
      expect(isMade(world)).toBe(false);
      expect(callbacks).toHaveLength(3);
      view.unmount();
      expect(cancelled).toEqual([3]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
