import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createWorld, type PickHit, type WorldEntry } from '../../src/geometry';
import { usePick, useSelection, type SelectionState } from '../../src/hooks';

// The ids a selection hands back are of the world's id type (`createWorld<Id>`); the type-level
// assertions are checked by `tsc --noEmit` (this file is in the type check).

type ShapeId = `shape-${number}`;

const world = createWorld<ShapeId>({
  items: [
    { id: 'shape-1', kind: 'circle', shape: { center: { x: 50, y: 50 }, radius: 10 } },
    { id: 'shape-2', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
  ],
});

describe('useSelection and usePick type their ids by the world', () => {
  it('selected, hover, focused and the callbacks carry the world id type', async () => {
    const changes: (readonly ShapeId[])[] = [];
    let state: SelectionState<ShapeId> | undefined;
    function Selector() {
      const s = useSelection(world, {
        onSelectedChange: (ids) => {
          expectTypeOf(ids).toEqualTypeOf<readonly ShapeId[]>();
          changes.push(ids);
        },
        describe: (id, entry) => {
          expectTypeOf(id).toEqualTypeOf<ShapeId>();
          expectTypeOf(entry).toEqualTypeOf<WorldEntry<ShapeId>>();
          return entry.kind === 'circle' ? `disk ${id} r ${entry.shape.radius}` : `${entry.kind} ${id}`;
        },
      });
      expectTypeOf(s.selected).toEqualTypeOf<readonly ShapeId[]>();
      expectTypeOf(s.hover).toEqualTypeOf<PickHit<ShapeId> | null>();
      expectTypeOf(s.focused).toEqualTypeOf<ShapeId | null>();
      state = s;
      return <svg data-testid="surface" data-announcement={s.announcement} {...s.surfaceProps} />;
    }
    render(<Selector />);
    const user = userEvent.setup();
    await user.pointer([{ target: screen.getByTestId('surface'), coords: { clientX: 50, clientY: 50 } }, { keys: '[MouseLeft]' }]);
    expect(changes).toEqual([['shape-1']]);
    expect(state?.selected).toEqual(['shape-1']);
    act(() => state!.setSelected(['shape-2']));
    expect(state?.selected).toEqual(['shape-2']);
    // @ts-expect-error: not a ShapeId
    expect(() => act(() => state!.setSelected(['door']))).not.toThrow();
  });

  it('usePick hands hits of the world id type to onPick', async () => {
    const picked: (ShapeId | undefined)[] = [];
    function Picker() {
      const { surfaceProps, hover } = usePick(world, { onPick: (hit) => picked.push(hit?.id) });
      expectTypeOf(hover).toEqualTypeOf<PickHit<ShapeId> | null>();
      return <svg data-testid="surface" {...surfaceProps} />;
    }
    render(<Picker />);
    const user = userEvent.setup();
    await user.pointer([{ target: screen.getByTestId('surface'), coords: { clientX: 130, clientY: 30 } }, { keys: '[MouseLeft]' }]);
    expect(picked).toEqual(['shape-2']);
  });
});
