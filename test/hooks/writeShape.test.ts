import { describe, expect, it } from 'vitest';
import { createWorld, rect, rotatedRect, segment, type World, type WorldItem } from '../../src/geometry';
import { writeFrame } from '../../src/geometry/world/world';
import type { EditedShape } from '../../src/hooks/scene/useSelectionGesture';

/** One shape of a frame written as the selection's gestures write it (`writeFrame`); whether it was written. */
const writeShape = (w: World, s: EditedShape): boolean => writeFrame(w, [s]) === 1;

describe('writeShape (the transform box writing a frame)', () => {
  const items: WorldItem[] = [
    { id: 'a', kind: 'segment', shape: segment({ x: 0, y: 0 }, { x: 5, y: 0 }) },
    { id: 'r', kind: 'rect', shape: rect(0, 0, 10, 10), z: 3, filled: false },
    { id: 'b', kind: 'segment', shape: segment({ x: 0, y: 9 }, { x: 5, y: 9 }) },
  ];

  it('a rect turned into a rotated rect and back keeps its place in ids(), z and fill', () => {
    const w = createWorld({ items });
    const turned = rotatedRect({ x: 5, y: 5 }, 10, 10, 0.5);
    expect(writeShape(w, { id: 'r', kind: 'rotatedRect', shape: turned })).toBe(true);
    expect(w.version).toBe(1); // one update, one step of the version: what a gesture counts as its own writes
    expect(w.ids()).toEqual(['a', 'r', 'b']);
    expect(w.lookup('r')).toMatchObject({ kind: 'rotatedRect', shape: turned, z: 3, filled: false });
    writeShape(w, { id: 'r', kind: 'rect', shape: rect(0, 0, 10, 10) });
    expect(w.ids()).toEqual(['a', 'r', 'b']);
    expect(w.lookup('r')).toMatchObject({ kind: 'rect', shape: rect(0, 0, 10, 10), z: 3, filled: false });
  });

  it('skips an id no longer in the world', () => {
    const w = createWorld({ items });
    expect(writeShape(w, { id: 'gone', kind: 'rect', shape: rect(0, 0, 1, 1) })).toBe(false);
    expect(w.version).toBe(0);
  });
});
