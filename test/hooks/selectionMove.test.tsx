import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, objectSnap, translateShape, type World } from '../../src';
import { useSelection, type DragEndInfo, type SelectionGesture, type UseSelectionOptions } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World =>
  createWorld({
    items: [
      { id: 'a', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 50 }, radius: 10 } },
      { id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
      {
        id: 'p',
        kind: 'polygon',
        shape: {
          points: [
            { x: 200, y: 200 },
            { x: 240, y: 200 },
            { x: 220, y: 230 },
          ],
        },
      },
    ],
  });

function Mover({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, ...options });
  return (
    <svg
      data-testid="surface"
      data-selected={s.selected.join(',')}
      data-hover={s.hover ? String(s.hover.id) : ''}
      data-moving={s.gesture ? `${s.gesture.offset.x},${s.gesture.offset.y}` : ''}
      data-snap={s.snap.target ? s.snap.target.kind : ''}
      {...s.surfaceProps}
    />
  );
}

const surface = () => screen.getByTestId('surface');
const at = (x: number, y: number) => ({ target: surface(), coords: { clientX: x, clientY: y } });

/** Records every gesture callback, in order. */
function recorder() {
  const log: string[] = [];
  const changes: SelectionGesture[] = [];
  const ends: [SelectionGesture, DragEndInfo][] = [];
  return {
    log,
    changes,
    ends,
    onGestureStart: vi.fn((g: SelectionGesture) => log.push(`start ${g.input} ${g.ids.join(',')}`)),
    onGestureChange: vi.fn((g: SelectionGesture) => {
      changes.push(g);
      log.push(`change ${g.offset.x},${g.offset.y}`);
    }),
    onGestureEnd: vi.fn((g: SelectionGesture, info: DragEndInfo) => {
      ends.push([g, info]);
      log.push(`end ${info.reason} ${info.cancelled}`);
    }),
  };
}

describe('useSelection movable: press-and-drag and group move', () => {
  it('a press on an unselected shape selects it and drags it in the same gesture', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 1) }, at(55, 6), at(70, 31), { keys: '[/MouseLeft]', ...at(70, 31) }]);
    expect(surface()).toHaveAttribute('data-selected', 'a');
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 20, y: 30 }, end: { x: 120, y: 30 } });
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 50, y: 50 }, radius: 10 });
    expect(r.log).toEqual(['start pointer a', 'change 5,5', 'change 20,30', 'end release false']);
  });

  it('dragging any selected shape moves the whole selection; every frame is the snapshot moved by the total offset', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} defaultSelected={['a', 'b', 'p']} {...r} />);
    const before = ['a', 'b', 'p'].map((id) => structuredClone(w.lookup(id)!.shape));
    const path = [at(52, 50), at(60, 41), at(33.5, 70.25), at(90, 90), at(-7, 12.5)];
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, ...path, { keys: '[/MouseLeft]', ...at(-7, 12.5) }]);
    expect(surface()).toHaveAttribute('data-selected', 'a,b,p');
    for (const g of r.changes) {
      expect(g.before.map((s) => s.shape)).toEqual(before);
      g.after.forEach((s, i) => expect(s.shape).toEqual(translateShape(s.kind, before[i]!, g.offset.x, g.offset.y)));
    }
    expect(r.changes.at(-1)!.offset).toEqual({ x: -57, y: -37.5 });
    expect(w.lookup('a')!.shape).toEqual({ start: { x: -57, y: -37.5 }, end: { x: 43, y: -37.5 } });
    expect(w.lookup('p')!.shape).toEqual({
      points: [
        { x: 143, y: 162.5 },
        { x: 183, y: 162.5 },
        { x: 163, y: 192.5 },
      ],
    });
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
    expect(r.onGestureEnd).toHaveBeenCalledTimes(1);
    expect(r.ends[0]![0].after.map((s) => s.shape)).toEqual(['a', 'b', 'p'].map((id) => w.lookup(id)!.shape));
  });

  it('Shift adds the pressed shape and drags the whole selection; a click without moving selects as before', async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Mover w={w} defaultSelected={['c']} />);
    await user.keyboard('{Shift>}');
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(60, 50), { keys: '[/MouseLeft]', ...at(60, 50) }]);
    await user.keyboard('{/Shift}');
    expect(surface()).toHaveAttribute('data-selected', 'c,b');
    expect(w.lookup('c')!.shape).toEqual({ x: 130, y: 20, width: 30, height: 30 });
    // a click (within 4 px) on a selected shape of several selects it alone; on empty space clears
    await user.pointer([{ keys: '[MouseLeft>]', ...at(60, 50) }, at(62, 51), { keys: '[/MouseLeft]', ...at(62, 51) }]);
    expect(surface()).toHaveAttribute('data-selected', 'b');
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 50 }, radius: 10 });
    await user.pointer([
      { keys: '[MouseLeft>]', ...at(300, 5) },
      { keys: '[/MouseLeft]', ...at(300, 5) },
    ]);
    expect(surface()).toHaveAttribute('data-selected', '');
  });

  it('a press on empty space still starts a rubber band (nothing moves)', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(110, 10) }, at(130, 30), { keys: '[/MouseLeft]', ...at(160, 55) }]);
    expect(surface()).toHaveAttribute('data-selected', 'c');
    expect(r.onGestureStart).not.toHaveBeenCalled();
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
  });

  it('Escape during a drag restores every shape deep-equal to the snapshot and ends once, cancelled', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} defaultSelected={['a', 'c']} {...r} />);
    const before = structuredClone({ a: w.lookup('a')!.shape, c: w.lookup('c')!.shape });
    await user.pointer([{ keys: '[MouseLeft>]', ...at(130, 30) }, at(140, 45), at(151.3, 77.7)]);
    expect(surface().getAttribute('data-moving')).not.toBe('');
    fireEvent.keyDown(surface(), { key: 'Escape' });
    expect(w.lookup('a')!.shape).toStrictEqual(before.a);
    expect(w.lookup('c')!.shape).toStrictEqual(before.c);
    await user.pointer([at(170, 90), { keys: '[/MouseLeft]', ...at(170, 90) }]);
    expect(w.lookup('c')!.shape).toStrictEqual(before.c);
    expect(r.onGestureEnd).toHaveBeenCalledTimes(1);
    expect(r.ends[0]![1]).toEqual({ input: 'pointer', reason: 'escape', cancelled: true });
    expect(r.ends[0]![0].after).toBe(r.ends[0]![0].before);
    expect(surface()).toHaveAttribute('data-selected', 'a,c'); // the release after Escape is no click
  });

  it('a held run of arrow keys (auto-repeat) is one gesture ending on key up; Shift ×10; y up in a yUp scene', () => {
    const w = world();
    const r = recorder();
    const { rerender } = render(<Mover w={w} defaultSelected={['b']} step={2} {...r} />);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(surface(), { key: 'ArrowRight', repeat: i > 0 });
    fireEvent.keyDown(surface(), { key: 'ArrowDown', shiftKey: true });
    expect(r.onGestureEnd).not.toHaveBeenCalled();
    fireEvent.keyUp(surface(), { key: 'ArrowRight' });
    expect(r.onGestureEnd).not.toHaveBeenCalled(); // ArrowDown is still held
    fireEvent.keyUp(surface(), { key: 'ArrowDown' });
    expect(r.log).toEqual(['start keyboard b', 'change 2,0', 'change 4,0', 'change 6,0', 'change 8,0', 'change 10,0', 'change 10,20', 'end release false']);
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 70 }, radius: 10 });
    rerender(<Mover w={w} defaultSelected={['b']} step={2} yUp {...r} />);
    fireEvent.keyDown(surface(), { key: 'ArrowUp' });
    fireEvent.keyUp(surface(), { key: 'ArrowUp' });
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 72 }, radius: 10 });
    expect(r.onGestureEnd).toHaveBeenCalledTimes(2);
  });

  it('Escape during a run of keys restores the snapshot; Alt + arrows move the keyboard focus, not the shapes', () => {
    const w = world();
    const r = recorder();
    render(<Mover w={w} defaultSelected={['c']} {...r} />);
    fireEvent.keyDown(surface(), { key: 'ArrowLeft' });
    fireEvent.keyDown(surface(), { key: 'ArrowLeft', repeat: true });
    fireEvent.keyDown(surface(), { key: 'Escape' });
    fireEvent.keyUp(surface(), { key: 'ArrowLeft' });
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
    expect(r.ends.map(([, info]) => info)).toEqual([{ input: 'keyboard', reason: 'escape', cancelled: true }]);
    fireEvent.keyDown(surface(), { key: 'ArrowDown', altKey: true });
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
  });

  it('updateWorld: false writes nothing: the app applies the proposed shapes', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} updateWorld={false} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(60, 60), { keys: '[/MouseLeft]', ...at(60, 60) }]);
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 50, y: 50 }, radius: 10 });
    expect(r.ends[0]![0].after[0]!.shape).toEqual({ center: { x: 60, y: 60 }, radius: 10 });
  });

  it("snaps the grabbed shape's key points to the shapes that do not move, else to the grid", async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const snap = objectSnap(w, { kinds: ['endpoint', 'grid'], grid: 5, radiusPx: 6 });
    render(<Mover w={w} snap={snap} {...r} />);
    // grab rect c by its middle; its top-left corner (120, 20) passes near segment a's end (100, 0)
    await user.pointer([{ keys: '[MouseLeft>]', ...at(135, 35) }, at(117, 17)]);
    expect(w.lookup('c')!.shape).toEqual({ x: 100, y: 0, width: 30, height: 30 });
    expect(surface()).toHaveAttribute('data-snap', 'endpoint');
    await user.pointer([at(162, 83)]); // nothing in reach: the corner (147, 68) goes to the grid
    expect(w.lookup('c')!.shape).toEqual({ x: 145, y: 70, width: 30, height: 30 });
    expect(surface()).toHaveAttribute('data-snap', 'grid');
    await user.pointer([{ keys: '[/MouseLeft]', ...at(162, 83) }]);
    expect(surface()).toHaveAttribute('data-snap', '');
  });

  it('unmounting mid-gesture restores the shapes and ends once, cancelled', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const { unmount } = render(<Mover w={w} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(80, 80)]);
    act(() => unmount());
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 50, y: 50 }, radius: 10 });
    expect(r.ends.map(([, info]) => info.reason)).toEqual(['unmount']);
  });

  it('rejects a bad snap or step option, naming it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Mover w={world()} step={-1} />)).toThrow(/options\.step/);
    expect(() => render(<Mover w={world()} snap={-2} />)).toThrow(/options\.snap/);
    spy.mockRestore();
  });
});

describe('useSelection: the hover after a band', () => {
  it('a band that started on a shape and ended on empty space leaves no stale hover', async () => {
    const user = userEvent.setup();
    render(<Mover w={world()} movable={false} />);
    await user.pointer(at(50, 1));
    expect(surface()).toHaveAttribute('data-hover', 'a');
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 1) }, at(200, 100), { keys: '[/MouseLeft]', ...at(300, 150) }]);
    expect(surface()).toHaveAttribute('data-hover', '');
  });
});
