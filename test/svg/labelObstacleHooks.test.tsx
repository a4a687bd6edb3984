// What a shape tells the Scene's label board, counted: one registration when it mounts,
// nothing when it renders again with the same numbers (an inline literal included), one
// when a number changes, one removal when it unmounts. A scene of thousands of shapes
// re-renders them on every pointer move in the Quick start pattern.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CircleShape, Handle, SegmentShape } from '../../src';
import { ObstacleBoardContext } from '../../src/svg/labels/labelLayer';
import type { LabelBoard } from '../../src/svg/labels/labelBoard';

/** A board that wants obstacles and records every `setObstacles` call (key, obstacles, bounded). */
function recordingBoard() {
  const setObstacles = vi.fn<(key: object, obstacles: readonly unknown[] | null, bounded?: boolean) => void>();
  const board = { setObstacles } as unknown as LabelBoard;
  const wrap = (children: ReactNode) => (
    <svg>
      <ObstacleBoardContext.Provider value={board}>{children}</ObstacleBoardContext.Provider>
    </svg>
  );
  return { setObstacles, wrap };
}

describe('label obstacles of a shape', () => {
  it('a circle registers its ring once, again only when a number changes, and leaves on unmount', () => {
    const { setObstacles, wrap } = recordingBoard();
    const view = render(wrap(<CircleShape circle={{ center: { x: 1, y: 2 }, radius: 3 }} style={{ stroke: 'red' }} />));
    expect(setObstacles.mock.calls.map((call) => call.slice(0, 2))).toEqual([[expect.any(Object), [{ kind: 'ring', x: 1, y: 2, r: 3 }]]]);
    const key = setObstacles.mock.calls[0]![0];
    // a new literal with the same numbers and another look: drawn again, registered again for nothing
    view.rerender(wrap(<CircleShape circle={{ center: { x: 1, y: 2 }, radius: 3 }} style={{ stroke: 'blue' }} />));
    expect(setObstacles).toHaveBeenCalledTimes(1);
    view.rerender(wrap(<CircleShape circle={{ center: { x: 1, y: 2 }, radius: 4 }} style={{ stroke: 'blue' }} />));
    expect(setObstacles).toHaveBeenCalledTimes(2);
    expect(setObstacles.mock.calls[1]!.slice(0, 2)).toEqual([key, [{ kind: 'ring', x: 1, y: 2, r: 4 }]]);
    view.unmount();
    expect(setObstacles).toHaveBeenCalledTimes(3);
    expect(setObstacles.mock.calls[2]!.slice(0, 2)).toEqual([key, null]);
  });

  it('a segment registers its stroke by its numbers, not by the object', () => {
    const { setObstacles, wrap } = recordingBoard();
    const at = (x: number) => wrap(<SegmentShape segment={{ start: { x: 0, y: 0 }, end: { x, y: 5 } }} />);
    const view = render(at(4));
    expect(setObstacles.mock.calls).toEqual([[expect.any(Object), [{ kind: 'segment', x1: 0, y1: 0, x2: 4, y2: 5 }], true]]);
    const key = setObstacles.mock.calls[0]![0];
    view.rerender(at(4));
    expect(setObstacles).toHaveBeenCalledTimes(1);
    view.rerender(at(-0.5));
    expect(setObstacles.mock.calls[1]).toEqual([key, [{ kind: 'segment', x1: 0, y1: 0, x2: -0.5, y2: 5 }], true]);
    view.unmount();
    expect(setObstacles.mock.calls.at(-1)!.slice(0, 2)).toEqual([key, null]);
    expect(setObstacles).toHaveBeenCalledTimes(3);
  });

  it("a handle's dot is a disc, moved with the handle; each component has its own key", () => {
    const { setObstacles, wrap } = recordingBoard();
    const page = (x: number) =>
      wrap(
        <>
          <Handle label="A" value={{ x, y: 1 }} />
          <Handle label="B" value={{ x: 9, y: 9 }} />
        </>,
      );
    const view = render(page(1));
    const discs = () => setObstacles.mock.calls.filter(([, list]) => list?.[0] !== undefined && (list[0] as { kind: string }).kind === 'disc');
    const first = discs();
    expect(first.map(([, list]) => (list![0] as { x: number }).x)).toEqual([1, 9]);
    expect(first[0]![0]).not.toBe(first[1]![0]);
    view.rerender(page(2));
    expect(discs().length).toBe(3);
    expect(discs()[2]![0]).toBe(first[0]![0]);
    expect((discs()[2]![1]![0] as { x: number }).x).toBe(2);
    view.unmount();
    const removed = setObstacles.mock.calls.filter(([, list]) => list === null).map(([key]) => key);
    expect(removed).toEqual(expect.arrayContaining([first[0]![0], first[1]![0]]));
  });
});
