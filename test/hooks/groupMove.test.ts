import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, translateShape } from '../../src';
import { boundsOfShapes, clampMove, keyPointsOf, movedShapes, snapMove, snapNudge, snapshotOf } from '../../src/hooks/scene/groupMove';

const world = () =>
  createWorld({
    items: [
      { id: 'wall', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
      { id: 'box', kind: 'rect', shape: { x: 40, y: 40, width: 20, height: 10 } },
      { id: 'ball', kind: 'circle', shape: { center: { x: 80, y: 80 }, radius: 5 } },
    ],
  });

describe('group move: snapshot, frames, snapping', () => {
  it('a frame depends only on the snapshot and the total offset, whatever path led there (no drift)', () => {
    const w = world();
    const before = snapshotOf(w, ['wall', 'box', 'ball']);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -1e3, max: 1e3, noNaN: true }), fc.double({ min: -1e3, max: 1e3, noNaN: true })), { minLength: 1, maxLength: 50 }),
        (path) => {
          let frame = before;
          for (const [dx, dy] of path) frame = movedShapes(before, dx, dy);
          const [dx, dy] = path.at(-1)!;
          frame.forEach((s, i) => expect(s.shape).toStrictEqual(translateShape(s.kind, before[i]!.shape, dx, dy)));
        },
      ),
    );
    // back at the start: the very snapshot objects
    expect(movedShapes(before, 0, 0).map((s) => s.shape)).toEqual(before.map((s) => s.shape));
  });

  it('key points: the anchor first (segment start, circle centre, rect top-left corner)', () => {
    expect(keyPointsOf('rect', { x: 1, y: 2, width: 4, height: 6 })).toEqual([
      { x: 1, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 8 },
      { x: 1, y: 8 },
      { x: 3, y: 5 },
    ]);
    expect(keyPointsOf('circle', { center: { x: 0, y: 0 }, radius: 2 })[0]).toEqual({ x: 0, y: 0 });
    expect(keyPointsOf('polygon', { points: Array.from({ length: 40 }, (_, i) => ({ x: i, y: 0 })) })).toHaveLength(16);
  });

  it('snaps to the shapes that do not move, never to the moving ones; a number snaps the anchor to its grid', () => {
    const w = world();
    const [box] = snapshotOf(w, ['box']);
    const snap = objectSnap(w, { kinds: ['endpoint'], radiusPx: 5 });
    // the box's top-right corner (60, 40) moved by (38, -38) is at (98, 2): 2.8 from the wall's end (100, 0)
    const m = snapMove(snap, box, 38, -38, new Set(['box']), 1);
    expect(m).toMatchObject({ dx: 40, dy: -40, target: { kind: 'endpoint', point: { x: 100, y: 0 } } });
    // the wall moving too: nothing to snap to
    expect(snapMove(snap, box, 38, -38, new Set(['box', 'wall']), 1)).toEqual({ dx: 38, dy: -38, target: null, candidates: 0, index: 0 });
    // the anchor (40, 40) moved by (−4.6, −3.2) is (35.4, 36.8): on a 7-unit grid, (35, 35)
    expect(snapMove(7, box, -4.6, -3.2, new Set(['box']), 1)).toEqual({ dx: -5, dy: -5, target: null, candidates: 0, index: 0 });
  });

  it('lists every snap candidate of the grabbed shape, best first, the grid last; index picks one and wraps (Tab)', () => {
    const w = world();
    w.insert('post', 'segment', { start: { x: 101, y: 3 }, end: { x: 101, y: 30 } });
    const [box] = snapshotOf(w, ['box']);
    const snap = objectSnap(w, { kinds: ['endpoint', 'grid'], radiusPx: 5, grid: 3 });
    const moving = new Set(['box']);
    // the box's top-right corner (60, 40) moved by (38, -38) is at (98, 2): 2.83 from the wall's end (100, 0), 3.16 from the post's (101, 3)
    const at = (index: number) => snapMove(snap, box, 38, -38, moving, 1, index);
    expect(at(0)).toMatchObject({ dx: 40, dy: -40, candidates: 3, index: 0, target: { kind: 'endpoint', point: { x: 100, y: 0 } } });
    expect(at(1)).toMatchObject({ dx: 41, dy: -37, candidates: 3, index: 1, target: { kind: 'endpoint', point: { x: 101, y: 3 } } });
    // last: the anchor (top-left, (78, 2)) on the 3-unit grid, (78, 3)
    expect(at(2)).toMatchObject({ dx: 38, dy: -37, candidates: 3, index: 2, target: { kind: 'grid', point: { x: 78, y: 3 } } });
    // on a 5-unit grid the anchor would go to (80, 0): the same move as the wall's end, so not a candidate of its own
    expect(snapMove(objectSnap(w, { kinds: ['endpoint', 'grid'], radiusPx: 5, grid: 5 }), box, 38, -38, moving, 1)).toMatchObject({ candidates: 2 });
    expect(at(3)).toEqual(at(0));
    expect(at(-1)).toEqual(at(2));
    // index 0 is the single best answer the move had before candidates were listed
    expect(snapMove(snap, box, 38, -38, moving, 1).target).toEqual(at(0).target);
  });

  it('a tie between key points goes to the first key point; moves that give the same offset count once', () => {
    const w = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } }] });
    w.insert('wide', 'rect', { x: 0, y: 40, width: 50, height: 10 });
    const [wide] = snapshotOf(w, ['wide']);
    const snap = objectSnap(w, { kinds: ['endpoint', 'midpoint'], radiusPx: 5 });
    // top-left (48, 2) is 2.83 from the midpoint (50, 0), top-right (98, 2) 2.83 from the end (100, 0): the same offset (50, -40)
    const m = snapMove(snap, wide, 48, -38, new Set(['wide']), 1);
    expect(m).toMatchObject({ dx: 50, dy: -40, candidates: 1, target: { kind: 'midpoint', point: { x: 50, y: 0 } } });
  });

  it("clamps the offset so the selection's bounding box stays inside the bounds (property), one offset for every shape", () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: -50, max: 50 }),
          y: fc.integer({ min: -50, max: 50 }),
          w: fc.integer({ min: 0, max: 40 }),
          h: fc.integer({ min: 0, max: 40 }),
        }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        ({ x, y, w, h }, dx, dy) => {
          const bounds = { x: -100, y: -100, width: 200, height: 200 };
          const box = { x, y, width: w, height: h };
          const m = clampMove({ dx, dy, target: null, candidates: 0, index: 0 }, box, bounds);
          expect(box.x + m.dx).toBeGreaterThanOrEqual(bounds.x);
          expect(box.y + m.dy).toBeGreaterThanOrEqual(bounds.y);
          expect(box.x + box.width + m.dx).toBeLessThanOrEqual(bounds.x + bounds.width);
          expect(box.y + box.height + m.dy).toBeLessThanOrEqual(bounds.y + bounds.height);
          // inside already: unchanged
          if (x + dx >= -100 && x + dx + w <= 100 && y + dy >= -100 && y + dy + h <= 100) expect([m.dx, m.dy]).toEqual([dx, dy]);
        },
      ),
    );
    const before = snapshotOf(world(), ['wall', 'box']);
    const box = boundsOfShapes(before)!;
    expect(box).toEqual({ x: 0, y: 0, width: 100, height: 50 });
    // touching counts as inside (closed bounds); past it, the offset stops there and the target is dropped
    const target = { kind: 'endpoint', point: { x: 0, y: 0 }, ids: [], distance: 0, guides: [] } as const;
    const bounds = { x: -10, y: -10, width: 120, height: 70 };
    expect(clampMove({ dx: 10, dy: 10, target, candidates: 1, index: 0 }, box, bounds)).toEqual({ dx: 10, dy: 10, target, candidates: 1, index: 0 });
    expect(clampMove({ dx: 30, dy: -30, target, candidates: 1, index: 0 }, box, bounds)).toEqual({ dx: 10, dy: -10, target: null, candidates: 0, index: 0 });
    // tie rule: a selection longer than the bounds puts its least side on the bounds' least side
    expect(clampMove({ dx: 7, dy: 3, target: null, candidates: 0, index: 0 }, box, { x: 20, y: 5, width: 30, height: 100 })).toMatchObject({ dx: 20, dy: 5 });
    expect(clampMove({ dx: 7, dy: 3, target: null, candidates: 0, index: 0 }, null, bounds)).toMatchObject({ dx: 7, dy: 3 });
  });

  it('a nudge snaps onto a target ahead of it, never one behind or beside its start; nothing ahead: the step is exact', () => {
    const w = world();
    const before = snapshotOf(w, ['box']);
    const snap = objectSnap(w, { kinds: ['endpoint', 'grid'], radiusPx: 5, grid: 1 });
    const moving = new Set(['box']);
    // a run of ArrowUp (y down: (0, -1) each) has moved the box by (0, -36); the next key: (0, -37)
    // its corners are then at y 3, x 40 and 60: the wall's ends (0, 0) and (100, 0) are out of reach
    expect(snapNudge(snap, before, 0, -37, { x: 0, y: -1 }, moving, 1)).toEqual({ dx: 0, dy: -37, target: null, candidates: 0, index: 0 });
    // moved by (38, -36) + (0, -1): top-right (98, 3), the end (100, 0) is ahead (up) and 3.6 away: it snaps there
    expect(snapNudge(snap, before, 38, -37, { x: 0, y: -1 }, moving, 1)).toMatchObject({ dx: 40, dy: -40, target: { kind: 'endpoint' } });
    // going back down from there, the end is behind: the step stays exact
    expect(snapNudge(snap, before, 40, -39, { x: 0, y: 1 }, moving, 1)).toMatchObject({ dx: 40, dy: -39, target: null });
    // a sideways target (ahead = positive along the key's direction only)
    expect(snapNudge(snap, before, 39, -40, { x: 1, y: 0 }, moving, 1)).toMatchObject({ dx: 40, dy: -40 });
    expect(snapNudge(snap, before, 41, -40, { x: 1, y: 0 }, moving, 1)).toMatchObject({ dx: 41, dy: -40, target: null });
    // a grid number or no snap: exact
    expect(snapNudge(5, before, 1, 2, { x: 1, y: 0 }, moving, 1)).toMatchObject({ dx: 1, dy: 2, target: null });
    expect(snapNudge(undefined, before, 1, 2, { x: 1, y: 0 }, moving, 1)).toMatchObject({ dx: 1, dy: 2, target: null });
  });
});
