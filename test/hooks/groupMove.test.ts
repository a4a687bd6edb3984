import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, translateShape } from '../../src';
import { keyPointsOf, movedShapes, snapMove, snapshotOf } from '../../src/hooks/scene/groupMove';

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
    expect(snapMove(snap, box, 38, -38, new Set(['box', 'wall']), 1)).toEqual({ dx: 38, dy: -38, target: null });
    // the anchor (40, 40) moved by (−4.6, −3.2) is (35.4, 36.8): on a 7-unit grid, (35, 35)
    expect(snapMove(7, box, -4.6, -3.2, new Set(['box']), 1)).toEqual({ dx: -5, dy: -5, target: null });
  });
});
