import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, type World, type WorldId } from '../../src/geometry';
import { usePick, useSelection, type UsePickOptions, type UseSelectionOptions } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World =>
  createWorld({
    items: [
      { id: 'a', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 50 }, radius: 10 } },
      { id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
    ],
  });

function Picker({ w, ...options }: UsePickOptions & { w: World }) {
  const { hover, surfaceProps, tolerance } = usePick(w, options);
  return <svg data-testid="surface" data-hover={hover ? String(hover.id) : ''} data-tolerance={String(tolerance)} {...surfaceProps} />;
}

function Selector({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, options);
  return (
    <svg
      data-testid="surface"
      data-selected={s.selected.join(',')}
      data-hover={s.hover ? String(s.hover.id) : ''}
      data-band={s.band ? `${s.band.mode} ${s.band.box.x} ${s.band.box.y} ${s.band.box.width} ${s.band.box.height}` : ''}
      data-focused={s.focused ?? ''}
      data-announcement={s.announcement}
      {...s.surfaceProps}
    />
  );
}

const surface = () => screen.getByTestId('surface');
const at = (x: number, y: number) => ({ target: surface(), coords: { clientX: x, clientY: y } });

describe('usePick', () => {
  it('recomputes the hover under a still pointer when the filter or the tolerance changes', async () => {
    const user = userEvent.setup();
    const w = world();
    const { rerender } = render(<Picker w={w} tolerance={6} />);
    await user.pointer(at(50, 3)); // 3 from segment a
    expect(surface()).toHaveAttribute('data-hover', 'a');
    const notA = (id: WorldId | undefined) => id !== 'a';
    rerender(<Picker w={w} tolerance={6} filter={notA} />);
    expect(surface()).toHaveAttribute('data-hover', '');
    rerender(<Picker w={w} tolerance={2} />);
    expect(surface()).toHaveAttribute('data-hover', '');
    rerender(<Picker w={w} tolerance={4} />);
    expect(surface()).toHaveAttribute('data-hover', 'a');
  });

  it('a press dragged out and released elsewhere leaves no hover and no stale press; children keep their clicks', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onChildClick = vi.fn();
    function Page() {
      const { hover, surfaceProps } = usePick(world(), { onPick });
      return (
        <>
          <svg data-testid="surface" data-hover={hover ? String(hover.id) : ''} {...surfaceProps}>
            <rect data-testid="child" width={5} height={5} onClick={onChildClick} />
          </svg>
          <div data-testid="outside" />
        </>
      );
    }
    render(<Page />);
    await user.pointer([{ ...at(50, 2) }, { keys: '[MouseLeft>]', ...at(50, 2) }]);
    expect(surface()).toHaveAttribute('data-hover', 'a');
    expect(surface().hasPointerCapture(1)).toBe(false);
    const outside = screen.getByTestId('outside');
    await user.pointer([{ target: outside }, { keys: '[/MouseLeft]', target: outside }]);
    expect(surface()).toHaveAttribute('data-hover', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the next press and release on the surface is a click again
    await user.pointer([{ ...at(50, 2) }, { keys: '[MouseLeft]', ...at(50, 2) }]);
    expect(onPick).toHaveBeenCalledTimes(1);
    await user.click(screen.getByTestId('child'));
    expect(onChildClick).toHaveBeenCalledTimes(1);
  });

  it('hovers the nearest shape within the tolerance in CSS px (larger for touch), and only re-renders when it changes', async () => {
    const user = userEvent.setup();
    let renders = 0;
    function Counting(props: { w: World }) {
      renders++;
      return <Picker {...props} />;
    }
    const w = world();
    render(<Counting w={w} />);
    await user.pointer(at(50, 5)); // 5 from the segment, 35 from the circle
    expect(surface()).toHaveAttribute('data-hover', 'a');
    expect(surface()).toHaveAttribute('data-tolerance', '6');
    const before = renders;
    await user.pointer([at(51, 5), at(52, 4), at(53, 3)]);
    expect(renders).toBe(before); // same shape under the pointer: no re-render of the owner
    await user.pointer(at(50, 45)); // inside the filled circle
    expect(surface()).toHaveAttribute('data-hover', 'b');
    await user.pointer(at(50, 25)); // 15 from the circle, 25 from the segment
    expect(surface()).toHaveAttribute('data-hover', '');
  });

  it('the nearest shape wins over a nearer-drawn one; a per-type tolerance; click picks', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Picker w={world()} tolerance={{ mouse: 2 }} onPick={onPick} />);
    await user.pointer(at(50, 5));
    expect(surface()).toHaveAttribute('data-hover', ''); // 5 > 2
    await user.pointer([at(50, 1), { keys: '[MouseLeft]', ...at(50, 1) }]);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0]).toMatchObject({ id: 'a', distance: 1 });
    expect(onPick.mock.calls[0]![1]).toMatchObject({ point: { x: 50, y: 1 }, pointerType: 'mouse', shiftKey: false });
  });

  it('recomputes the hover when the world changes under a still pointer', async () => {
    const user = userEvent.setup();
    const w = world();
    function Moving() {
      const [, setTick] = useState(0);
      return (
        <>
          <Picker w={w} />
          <button
            onClick={() => {
              w.update('a', { start: { x: 0, y: 100 }, end: { x: 100, y: 100 } });
              setTick((t) => t + 1);
            }}
          >
            move
          </button>
        </>
      );
    }
    render(<Moving />);
    await user.pointer(at(50, 3));
    expect(surface()).toHaveAttribute('data-hover', 'a');
    act(() => screen.getByText('move').click());
    expect(surface()).toHaveAttribute('data-hover', '');
  });

  it('rejects a bad tolerance naming it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Picker w={world()} tolerance={-1} />)).toThrow(/options.tolerance/);
    expect(() => render(<Picker w={world()} tolerance={{ touch: Number.NaN }} />)).toThrow(/options.tolerance.touch/);
    spy.mockRestore();
  });
});

describe('useSelection', () => {
  it('click selects one, Shift-click adds and removes, a click on empty space clears', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    render(<Selector w={world()} onSelectedChange={onSelectedChange} />);
    await user.pointer({ keys: '[MouseLeft]', ...at(50, 2) });
    expect(surface()).toHaveAttribute('data-selected', 'a');
    expect(surface()).toHaveAttribute('data-announcement', 'segment a selected');
    await user.keyboard('{Shift>}');
    await user.pointer({ keys: '[MouseLeft]', ...at(130, 30) });
    expect(surface()).toHaveAttribute('data-selected', 'a,c');
    await user.pointer({ keys: '[MouseLeft]', ...at(50, 2) });
    await user.keyboard('{/Shift}');
    expect(surface()).toHaveAttribute('data-selected', 'c');
    expect(surface()).toHaveAttribute('data-announcement', 'segment a removed from the selection');
    await user.pointer({ keys: '[MouseLeft]', ...at(300, 300) });
    expect(surface()).toHaveAttribute('data-selected', '');
    expect(onSelectedChange.mock.calls.map(([ids]) => (ids as WorldId[]).join(','))).toEqual(['a', 'a,c', 'c', '']);
  });

  it('a band: left to right a window (wholly inside), right to left a crossing (touching); Shift adds', async () => {
    const user = userEvent.setup();
    render(<Selector w={world()} />);
    // [30, 160] × [−10, 55] holds the rect wholly; the segment (x 0 … 100) and the circle (y 40 … 60) only in part
    await user.pointer([{ keys: '[MouseLeft>]', ...at(30, -10) }, at(100, 20), at(160, 55)]);
    expect(surface()).toHaveAttribute('data-band', 'window 30 -10 130 65');
    await user.pointer({ keys: '[/MouseLeft]', ...at(160, 55) });
    expect(surface()).toHaveAttribute('data-selected', 'c');
    expect(surface()).toHaveAttribute('data-band', '');
    await user.pointer([{ keys: '[MouseLeft>]', ...at(160, 55) }, at(100, 20), at(30, -10), { keys: '[/MouseLeft]', ...at(30, -10) }]);
    expect(surface()).toHaveAttribute('data-selected', 'c,b,a'); // topmost first (z: insertion order)
    expect(surface()).toHaveAttribute('data-announcement', '3 shapes in the crossing; 3 selected');
  });

  it('a fixed band mode ignores the direction; a press that stays within 4 px is a click', async () => {
    const user = userEvent.setup();
    render(<Selector w={world()} band="window" />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(160, 55) }, at(30, -10), { keys: '[/MouseLeft]', ...at(30, -10) }]);
    expect(surface()).toHaveAttribute('data-selected', 'c');
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 2) }, at(53, 2), { keys: '[/MouseLeft]', ...at(53, 2) }]);
    expect(surface()).toHaveAttribute('data-selected', 'a');
  });

  it('keyboard: arrows walk the shapes in reading order, Space toggles, Enter selects one, Escape clears, Ctrl-A all, Delete reports', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const announce = vi.fn();
    render(<Selector w={world()} onDelete={onDelete} announce={announce} />);
    surface().focus();
    await user.keyboard('{ArrowDown}');
    expect(surface()).toHaveAttribute('data-focused', 'a'); // top 0
    await user.keyboard('{ArrowDown}');
    expect(surface()).toHaveAttribute('data-focused', 'c'); // top 20
    expect(announce).toHaveBeenLastCalledWith('rect c, 2 of 3, not selected');
    await user.keyboard(' ');
    expect(surface()).toHaveAttribute('data-selected', 'c');
    await user.keyboard('{End}{Enter}');
    expect(surface()).toHaveAttribute('data-selected', 'b');
    await user.keyboard('{Control>}a{/Control}');
    expect(surface()).toHaveAttribute('data-selected', 'a,b,c');
    expect(announce).toHaveBeenLastCalledWith('All 3 shapes selected');
    await user.keyboard('{Delete}');
    expect(onDelete).toHaveBeenCalledWith(['a', 'b', 'c']);
    await user.keyboard('{Escape}');
    expect(surface()).toHaveAttribute('data-selected', '');
    expect(announce).toHaveBeenLastCalledWith('Selection cleared');
  });

  it('a band released with no move between press and release is still a band (decided at the release)', async () => {
    const user = userEvent.setup();
    render(<Selector w={world()} />);
    await user.pointer([
      { keys: '[MouseLeft>]', ...at(30, -10) },
      { keys: '[/MouseLeft]', ...at(160, 55) },
    ]);
    expect(surface()).toHaveAttribute('data-selected', 'c');
  });

  it("keys on a control inside the surface are the control's, except Delete; the keyboard walks only the shapes the filter accepts", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    function WithControl() {
      const s = useSelection(world(), { onDelete, defaultSelected: ['a'], filter: (id) => id !== 'c' });
      return (
        <svg data-testid="surface" data-selected={s.selected.join(',')} data-focused={s.focused ?? ''} {...s.surfaceProps}>
          <circle tabIndex={0} role="button" aria-label="vertex" />
        </svg>
      );
    }
    render(<WithControl />);
    screen.getByRole('button', { name: 'vertex' }).focus();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(onDelete).not.toHaveBeenCalled();
    // Delete deletes the selection from wherever focus is inside the surface (issue #30: a shape's body, a handle)
    await user.keyboard('{Delete}');
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(['a']);
    expect(surface()).toHaveAttribute('data-selected', 'a');
    expect(surface()).toHaveAttribute('data-focused', '');
    surface().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(surface()).toHaveAttribute('data-focused', 'b'); // a, then b; c is filtered out
  });

  it('controlled: shows what the parent passes; rejects a bad band option', () => {
    const { rerender } = render(<Selector w={world()} selected={['b']} />);
    expect(surface()).toHaveAttribute('data-selected', 'b');
    rerender(<Selector w={world()} selected={['a', 'c']} />);
    expect(surface()).toHaveAttribute('data-selected', 'a,c');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Selector w={world()} band={'lasso' as never} />)).toThrow(/options.band/);
    spy.mockRestore();
  });

  it.each([
    ['movable', 'yes'],
    ['reshapable', 1],
    ['transformable', 'true'],
    ['pivotHandle', null],
  ] as const)('rejects a %s option that is not a boolean (%s), naming the option and the value', (name, value) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = { [name]: value } as unknown as UseSelectionOptions;
    expect(() => render(<Selector w={world()} {...bad} />)).toThrow(new TypeError(`options.${name} must be a boolean, got ${JSON.stringify(value)}`));
    spy.mockRestore();
  });
});
