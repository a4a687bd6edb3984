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
      data-cycle={`${s.snap.index}/${s.snap.candidates}`}
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

  it("a frame's `after` is made when first read, then the same array; it is an own field like the others (a spread or JSON sees it)", async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} defaultSelected={['a', 'b']} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(60, 41), at(70, 45), { keys: '[/MouseLeft]', ...at(70, 45) }]);
    const g = r.changes.at(-1)!;
    expect(Object.keys(g)).toEqual(['type', 'input', 'ids', 'before', 'after', 'offset', 'snap', 'handle', 'vertex', 'transform']);
    expect(Object.isFrozen(g) && Object.isFrozen(g.after)).toBe(true);
    expect(g.after).toBe(g.after);
    expect({ ...g }.after).toBe(g.after);
    const moved = g.before.map((s) => ({ id: s.id, kind: s.kind, shape: translateShape(s.kind, s.shape, 20, -5) }));
    expect(g.after).toEqual(moved);
    expect((JSON.parse(JSON.stringify(g)) as SelectionGesture).after).toEqual(moved);
    // the world made its own objects of the same frame: equal, not the same
    expect(['a', 'b'].map((id) => w.lookup(id)!.shape)).toEqual(moved.map((s) => s.shape));
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

describe('useSelection movable: bounds, Tab between snap candidates, snapped nudges, a move ended by the window', () => {
  it("bounds keep the selection's bounding box inside: one clamped offset for every shape, pointer and keys", async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    // a and b span (0, 0)–(100, 60); the bounds leave them 100 to the right and 40 down
    render(<Mover w={w} defaultSelected={['a', 'b']} bounds={{ x: 0, y: 0, width: 200, height: 100 }} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(20, 130)]);
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 0, y: 40 }, end: { x: 100, y: 40 } });
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 50, y: 90 }, radius: 10 });
    await user.pointer([at(400, -300), { keys: '[/MouseLeft]', ...at(400, -300) }]);
    expect(r.ends.at(-1)![0].offset).toEqual({ x: 100, y: 0 });
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 150, y: 50 }, radius: 10 });
    // the arrow keys stop at the edge too (Shift: 10 a key)
    fireEvent.keyDown(surface(), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(surface(), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyUp(surface(), { key: 'ArrowDown' });
    fireEvent.keyUp(surface(), { key: 'ArrowRight' });
    expect(r.ends.at(-1)![0].offset).toEqual({ x: 0, y: 10 });
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 100, y: 10 }, end: { x: 200, y: 10 } });
  });

  it("a selection larger than the bounds puts its least side on the bounds' least side; a bad bounds option throws, naming it", async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Mover w={w} defaultSelected={['a']} bounds={{ x: 10, y: -5, width: 50, height: 50 }} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 1) }, at(70, 11), { keys: '[/MouseLeft]', ...at(70, 11) }]);
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 10, y: 10 }, end: { x: 110, y: 10 } });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Mover w={world()} bounds={{ x: 0, y: 0, width: -1, height: 5 }} />)).toThrow(/options\.bounds/);
    quiet.mockRestore();
  });

  it('Tab and Shift+Tab during a pointer move go through the snap candidates; the marker state follows; moving on starts again at the best', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const snap = objectSnap(w, { kinds: ['endpoint', 'grid'], grid: 5, radiusPx: 6 });
    render(<Mover w={w} snap={snap} {...r} />);
    // rect c grabbed by its middle; its top-left corner (120, 20) moved to (103, 3): 4.2 from a's end (100, 0); on the grid (105, 5)
    await user.pointer([{ keys: '[MouseLeft>]', ...at(135, 35) }, at(118, 18)]);
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 0 });
    expect(surface()).toHaveAttribute('data-cycle', '0/2');
    const tab = fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(tab).toBe(false); // the drag took it (default prevented)
    expect(w.lookup('c')!.shape).toMatchObject({ x: 105, y: 5 });
    expect(surface()).toHaveAttribute('data-snap', 'grid');
    expect(surface()).toHaveAttribute('data-cycle', '1/2');
    expect(r.changes.at(-1)!.snap!.kind).toBe('grid');
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 0 });
    expect(surface()).toHaveAttribute('data-cycle', '0/2');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await user.pointer([at(119, 18)]); // moved on: the best again (the corner at (104, 3))
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 0 });
    expect(surface()).toHaveAttribute('data-cycle', '0/2');
    await user.pointer([{ keys: '[/MouseLeft]', ...at(119, 18) }]);
    // with no move running, Tab is the browser's
    expect(fireEvent.keyDown(document.body, { key: 'Tab' })).toBe(true);
    expect(r.ends).toHaveLength(1);
  });

  it('with an objectSnap, an arrow-key nudge snaps onto a target ahead within the radius; else the step is exact', () => {
    const w = world();
    const r = recorder();
    render(<Mover w={w} defaultSelected={['c']} snap={objectSnap(w, { kinds: ['endpoint'], radiusPx: 6 })} {...r} />);
    const key = (k: string, shiftKey = false) => fireEvent.keyDown(surface(), { key: k, shiftKey });
    key('ArrowLeft', true);
    key('ArrowLeft', true); // c's top-left at (100, 20)
    key('ArrowUp', true); // (100, 10): a's end (100, 0) is 10 away, out of reach
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 10 });
    for (let i = 0; i < 3; i++) key('ArrowUp'); // (100, 7): 7 away, not yet
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 7 });
    key('ArrowUp'); // (100, 6) is 6 away (the radius, inclusive): onto the end
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: 0 });
    expect(surface()).toHaveAttribute('data-snap', 'endpoint');
    key('ArrowUp'); // the end is behind now: an exact step
    expect(w.lookup('c')!.shape).toMatchObject({ x: 100, y: -1 });
    fireEvent.keyUp(surface(), { key: 'ArrowUp' });
    fireEvent.keyUp(surface(), { key: 'ArrowLeft' });
    expect(r.ends.map(([g, info]) => [g.offset, info.reason])).toEqual([[{ x: -20, y: -21 }, 'release']]);
  });

  it.each([
    ['the window losing focus', () => window.dispatchEvent(new Event('blur'))],
    [
      'the page hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        delete (document as { visibilityState?: string }).visibilityState;
      },
    ],
    ['the capture lost', () => fireEvent.lostPointerCapture(surface(), { pointerId: 1 })],
  ])('a move ended by %s ends once, interrupted, where it is; nothing stays dragging', async (_, leave) => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(60, 70)]);
    act(leave);
    expect(r.log).toEqual(['start pointer b', 'change 10,20', 'end interrupted false']);
    expect(surface()).toHaveAttribute('data-moving', '');
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 70 }, radius: 10 });
    // the pointer goes on and is released: no second gesture, no second end, the shape stays
    await user.pointer([at(90, 90), { keys: '[/MouseLeft]', ...at(90, 90) }]);
    expect(r.log).toHaveLength(3);
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 70 }, radius: 10 });
    // and the next press drags again
    await user.pointer([{ keys: '[MouseLeft>]', ...at(60, 70) }, at(70, 70), { keys: '[/MouseLeft]', ...at(70, 70) }]);
    expect(r.log.slice(3)).toEqual(['start pointer b', 'change 10,0', 'end release false']);
  });

  it('Escape pressed anywhere in the window cancels a pointer move (focus outside the surface)', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Mover w={w} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...at(50, 50) }, at(60, 70)]);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(r.log.at(-1)).toBe('end escape true');
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 50, y: 50 }, radius: 10 });
    await user.pointer([{ keys: '[/MouseLeft]', ...at(60, 70) }]);
    expect(r.ends).toHaveLength(1);
  });
});
