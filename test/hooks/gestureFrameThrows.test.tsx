import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, type SelectionGesture } from '../../src';
import { transformFrame, translationFrame } from '../../src/geometry/transform/frameMap';
import { useSelectionGesture } from '../../src/hooks/scene/useSelectionGesture';

// A frame that throws part-way (a shape whose numbers would overflow): the
// shapes written before it are put back by Escape, and the gesture stays at
// its last frame that made it into the world.

const segments = () =>
  createWorld<string>({
    items: [
      { id: 'a', kind: 'segment', shape: { start: { x: 1, y: 1 }, end: { x: 10, y: 1 } } },
      { id: 'b', kind: 'segment', shape: { start: { x: 1e10, y: 1 }, end: { x: 1e10 + 5, y: 1 } } },
    ],
  });

describe('a gesture frame that throws', () => {
  it('Escape after a first frame that threw part-way puts back the shapes it wrote, and ends cancelled', () => {
    const w = segments();
    const ends: [SelectionGesture, boolean][] = [];
    const { result } = renderHook(() => useSelectionGesture(w, { onGestureEnd: (g, info) => ends.push([g, info.cancelled]) }));
    const tx = result.current[1];
    act(() => void tx.begin('pointer', ['a', 'b'], 'bottom-right'));
    // a is written (1e300 · 10 is finite), b overflows (1e300 · 1e10)
    expect(() => tx.frame(transformFrame({ a: 1e300, b: 0, c: 0, d: 1, e: 0, f: 0 }), { x: 0, y: 0 }, null)).toThrow(
      /^shape\.start\.x must be a finite number/,
    );
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 1e300, y: 1 }, end: { x: 1e301, y: 1 } });
    act(() => tx.end('escape'));
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 1, y: 1 }, end: { x: 10, y: 1 } });
    expect(ends.map(([g, cancelled]) => [g.after.map((s) => s.shape), cancelled])).toEqual([[[w.lookup('a')!.shape, w.lookup('b')!.shape], true]]);
  });

  it('a frame that throws leaves the gesture at its last frame: its offset and `after` are those of the frame before', () => {
    const w = createWorld<string>({ items: [{ id: 'p', kind: 'point', shape: { x: 1, y: 1 } }] });
    const ends: SelectionGesture[] = [];
    const { result } = renderHook(() => useSelectionGesture(w, { onGestureEnd: (g) => ends.push(g) }));
    const tx = result.current[1];
    act(() => void tx.begin('keyboard', ['p']));
    act(() => tx.frame(translationFrame(2, 3), { x: 2, y: 3 }, null));
    expect(() => tx.frame(translationFrame(Infinity, 0), { x: Infinity, y: 0 }, null)).toThrow(RangeError);
    act(() => tx.end('release'));
    expect(ends[0]!.offset).toEqual({ x: 2, y: 3 });
    expect(ends[0]!.after).toEqual([{ id: 'p', kind: 'point', shape: { x: 3, y: 4 } }]);
    expect(w.lookup('p')!.shape).toEqual({ x: 3, y: 4 });
  });
});
