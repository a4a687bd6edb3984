import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, objectSnap, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type DragEndInfo, type SelectionGesture, type UseSelectionOptions } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World =>
  createWorld({
    items: [
      { id: 'w', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
      {
        id: 'l',
        kind: 'polyline',
        shape: {
          points: [
            { x: 0, y: 300 },
            { x: 50, y: 320 },
            { x: 100, y: 300 },
          ],
        },
      },
      {
        id: 'rock',
        kind: 'polygon',
        shape: {
          points: [
            { x: 200, y: 200 },
            { x: 260, y: 200 },
            { x: 260, y: 260 },
            { x: 200, y: 260 },
          ],
        },
      },
      { id: 'o', kind: 'point', shape: { x: 400, y: 400 } },
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 150 }, radius: 10 } },
      { id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
      { id: 'rr', kind: 'rotatedRect', shape: { center: { x: 500, y: 100 }, width: 40, height: 20, rotation: 0.5 } },
      { id: 'pin', kind: 'segment', shape: { start: { x: 300, y: 150 }, end: { x: 300, y: 190 } } },
    ],
  });

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, reshapable: true, ...options });
  const r = s.reshape;
  const t = s.transformBox;
  return (
    <svg
      data-testid="surface"
      data-said={s.announcement}
      data-snap={s.snap.target ? `${s.snap.target.kind} ${s.snap.target.point.x},${s.snap.target.point.y}` : ''}
      data-cycle={`${s.snap.index}/${s.snap.candidates}`}
      {...s.surfaceProps}
    >
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
      {r && r.vertices.map((_, k) => <circle key={k} data-testid={`v${k}`} {...r.handleProps(k)} />)}
    </svg>
  );
}

const surface = () => screen.getByTestId('surface');
const vertex = (k: number) => screen.getByTestId(`v${k}`);
const on = (k: number, x: number, y: number) => ({ target: vertex(k), coords: { clientX: x, clientY: y } });
const handles = () => screen.queryAllByRole('button').map((b) => b.getAttribute('aria-label'));

function recorder() {
  const changes: SelectionGesture[] = [];
  const ends: [SelectionGesture, DragEndInfo][] = [];
  return {
    changes,
    ends,
    onGestureStart: vi.fn(),
    onGestureChange: vi.fn((g: SelectionGesture) => changes.push(g)),
    onGestureEnd: vi.fn((g: SelectionGesture, info: DragEndInfo) => ends.push([g, info])),
  };
}

describe('useSelection reshapable: vertex handles of one selected shape', () => {
  it.each([
    ['w', ['Move start, segment w', 'Move end, segment w']],
    ['l', ['Move vertex 1 of 3, polyline l', 'Move vertex 2 of 3, polyline l', 'Move vertex 3 of 3, polyline l']],
    ['rock', ['Move vertex 1 of 4, rock', 'Move vertex 2 of 4, rock', 'Move vertex 3 of 4, rock', 'Move vertex 4 of 4, rock']],
    ['o', []],
    ['b', []],
    ['c', []],
    ['rr', []],
  ])('%s: the handles, in vertex order, named', (id, names) => {
    render(<Editor w={world()} defaultSelected={[id]} describe={(i, e) => (i === 'rock' ? 'rock' : `${e.kind} ${String(i)}`)} />);
    expect(handles()).toEqual(names);
  });

  it('none with two shapes selected, without the option, or with the shape gone', () => {
    const w = world();
    const { unmount } = render(<Editor w={w} defaultSelected={['w', 'rock']} />);
    expect(handles()).toEqual([]);
    unmount();
    const { unmount: u2 } = render(<Editor w={w} defaultSelected={['w']} reshapable={false} />);
    expect(handles()).toEqual([]);
    u2();
    const gone = w.lookup('w')!;
    w.remove(gone.kind, gone.index);
    render(<Editor w={w} defaultSelected={['w']} />);
    expect(handles()).toEqual([]);
  });

  it('dragging a vertex moves it alone: one transaction, every frame from the snapshot, written into the world, announced', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['rock']} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on(1, 261, 199) }, on(1, 271, 189), on(1, 281, 209)]);
    expect(w.lookup('rock')!.shape).toEqual({
      points: [
        { x: 200, y: 200 },
        { x: 280, y: 210 },
        { x: 260, y: 260 },
        { x: 200, y: 260 },
      ],
    });
    for (const g of r.changes) {
      expect(g).toMatchObject({ type: 'reshape', vertex: 1, handle: null, transform: null, ids: ['rock'] });
      const p = (g.after[0]!.shape as { points: { x: number; y: number }[] }).points;
      expect(p[1]).toEqual({ x: 260 + g.offset.x, y: 200 + g.offset.y });
      expect([p[0], p[2], p[3]]).toEqual([
        { x: 200, y: 200 },
        { x: 260, y: 260 },
        { x: 200, y: 260 },
      ]);
    }
    await user.pointer({ keys: '[/MouseLeft]', ...on(1, 281, 209) });
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
    expect(r.ends.map(([g, i]) => [g.type, g.offset, i])).toEqual([['reshape', { x: 20, y: 10 }, { input: 'pointer', reason: 'release', cancelled: false }]]);
    expect(surface()).toHaveAttribute('data-said', 'Moved vertex 2 of 4, polygon rock, at 280, 210');
    // a segment's end
    render(<Editor w={w} defaultSelected={['w']} />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getAllByTestId('v1').at(-1)!, coords: { clientX: 100, clientY: 0 } },
      { coords: { clientX: 90, clientY: 30 } },
    ]);
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(w.lookup('w')!.shape).toEqual({ start: { x: 0, y: 0 }, end: { x: 90, y: 30 } });
  });

  it('Escape mid-drag restores the shape exactly (deep-equal to the snapshot) and ends the gesture once, cancelled', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const copy = structuredClone(w.lookup('l')!.shape);
    render(<Editor w={w} defaultSelected={['l']} {...r} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on(1, 50, 320) }, on(1, 53.3, 341.7)]);
    expect(w.lookup('l')!.shape).not.toEqual(copy);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(w.lookup('l')!.shape).toEqual(copy);
    await user.pointer([on(1, 80, 350), { keys: '[/MouseLeft]', ...on(1, 80, 350) }]);
    expect(w.lookup('l')!.shape).toEqual(copy);
    expect(r.ends.map(([, i]) => i)).toEqual([{ input: 'pointer', reason: 'escape', cancelled: true }]);
    expect(r.ends[0]![0].after).toBe(r.ends[0]![0].before);
  });

  it.each([
    [
      'fewer points',
      'polygon',
      {
        points: [
          { x: 200, y: 200 },
          { x: 260, y: 200 },
          { x: 230, y: 250 },
        ],
      },
    ],
    ['another kind', 'circle', { center: { x: 230, y: 230 }, radius: 20 }],
  ] as const)('a vertex index made stale between press and first move (%s): the reshape is cancelled, no throw, nothing written', (_, kind, shape) => {
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['rock']} {...r} />);
    const handle = vertex(3);
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 200, clientY: 260 });
    // another writer replaces the shape before the pointer moves (no re-render: the handle still says vertex 3)
    w.update('rock', kind, shape);
    const version = w.version;
    const replaced = structuredClone(w.lookup('rock')!.shape);
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 210, clientY: 270 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 220, clientY: 280 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 220, clientY: 280 });
    expect(w.lookup('rock')!.shape).toEqual(replaced);
    expect(w.version).toBe(version);
    expect(r.onGestureChange).not.toHaveBeenCalled();
    expect(r.ends.map(([g, i]) => [g.type, g.vertex, i])).toEqual([['reshape', 3, { input: 'pointer', reason: 'interrupted', cancelled: true }]]);
    expect(r.ends[0]![0].after).toBe(r.ends[0]![0].before);
  });

  it('snaps to another shape and to its own other vertices, never to the dragged vertex itself; Tab cycles; the grid last', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const snap = objectSnap(w, { kinds: ['endpoint', 'grid'], grid: 7, radiusPx: 6 });
    render(<Editor w={w} defaultSelected={['rock']} snap={snap} {...r} />);
    // a tiny drag of vertex 3 (200, 260) to (201, 261): its own place is no target; the grid's (203, 259) is the only one
    await user.pointer([{ keys: '[MouseLeft>]', ...on(3, 200, 260) }, on(3, 201, 261)]);
    expect(surface().getAttribute('data-snap')).toBe('grid 203,259');
    // vertex 3 near its own vertex 0 (200, 200): onto it
    await user.pointer([on(3, 203, 203)]);
    expect((w.lookup('rock')!.shape as { points: unknown[] }).points[3]).toEqual({ x: 200, y: 200 });
    expect(surface().getAttribute('data-snap')).toBe('endpoint 200,200');
    expect(r.changes.at(-1)!.snap!.ids).toEqual(['rock']);
    // near the other shape's end (300, 190) and the grid (301, 189) → Tab goes to the grid
    await user.pointer([on(3, 302, 192)]);
    expect(surface().getAttribute('data-snap')).toBe('endpoint 300,190');
    expect(surface()).toHaveAttribute('data-cycle', '0/2');
    expect(fireEvent.keyDown(document.body, { key: 'Tab' })).toBe(false);
    expect(surface().getAttribute('data-snap')).toBe('grid 301,189');
    expect(surface()).toHaveAttribute('data-cycle', '1/2');
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    expect(surface().getAttribute('data-snap')).toBe('endpoint 300,190');
    await user.pointer({ keys: '[/MouseLeft]', ...on(3, 302, 192) });
    expect((w.lookup('rock')!.shape as { points: unknown[] }).points[3]).toEqual({ x: 300, y: 190 });
    expect(r.ends).toHaveLength(1);
    expect(fireEvent.keyDown(document.body, { key: 'Tab' })).toBe(true); // no drag: the browser's
  });

  it('a numeric snap grids the vertex; bounds clamp it (a clamped vertex sits on no target)', async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Editor w={w} defaultSelected={['w']} snap={10} bounds={{ x: -5, y: -5, width: 120, height: 40 }} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on(1, 100, 0) }, on(1, 83, 14)]);
    expect(w.lookup('w')!.shape).toEqual({ start: { x: 0, y: 0 }, end: { x: 80, y: 10 } });
    await user.pointer([on(1, 400, -80), { keys: '[/MouseLeft]', ...on(1, 400, -80) }]);
    expect(w.lookup('w')!.shape).toEqual({ start: { x: 0, y: 0 }, end: { x: 115, y: -5 } });
  });

  it('arrow keys on a focused vertex: step, Shift ×10, ArrowUp −y (+y with yUp); a held run is one gesture; announced', () => {
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['rock']} step={2} describe={() => 'rock'} {...r} />);
    fireEvent.keyDown(vertex(2), { key: 'ArrowRight' });
    fireEvent.keyDown(vertex(2), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(vertex(2), { key: 'ArrowUp' });
    expect((w.lookup('rock')!.shape as { points: unknown[] }).points[2]).toEqual({ x: 282, y: 258 });
    expect(surface()).toHaveAttribute('data-said', 'Vertex 3 of 4, rock, at 282, 258');
    fireEvent.keyUp(vertex(2), { key: 'ArrowRight' });
    expect(r.ends).toHaveLength(0);
    fireEvent.keyUp(vertex(2), { key: 'ArrowUp' });
    expect(r.ends.map(([g, i]) => [g.type, g.vertex, g.offset, i.reason])).toEqual([['reshape', 2, { x: 22, y: -2 }, 'release']]);
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
    // Escape during a run restores
    fireEvent.keyDown(vertex(0), { key: 'ArrowDown' });
    fireEvent.keyDown(vertex(0), { key: 'Escape' });
    expect((w.lookup('rock')!.shape as { points: unknown[] }).points[0]).toEqual({ x: 200, y: 200 });
    expect(r.ends.at(-1)![1]).toEqual({ input: 'keyboard', reason: 'escape', cancelled: true });
    const w2 = world();
    render(<Editor w={w2} defaultSelected={['w']} yUp />);
    fireEvent.keyDown(screen.getAllByTestId('v0').at(-1)!, { key: 'ArrowUp' });
    expect(w2.lookup('w')!.shape).toEqual({ start: { x: 0, y: 1 }, end: { x: 100, y: 0 } });
  });

  it('with transformable too: the nearest handle wins, a vertex on a tie, the box handle when nearer', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['rock']} transformable {...r} />);
    expect(handles()).toHaveLength(9 + 4);
    // at the box's top-left corner, which is vertex 0: the vertex
    await user.pointer([{ keys: '[MouseLeft>]', ...on(0, 200, 200) }, on(0, 190, 195), { keys: '[/MouseLeft]', ...on(0, 190, 195) }]);
    expect(r.ends.at(-1)![0]).toMatchObject({ type: 'reshape', vertex: 0 });
    // the box is now 190..260 × 195..260; a press in vertex 1's target (260, 200) nearer the box's top-right corner (260, 195)
    await user.pointer([{ keys: '[MouseLeft>]', ...on(1, 261, 196) }, on(1, 271, 186), { keys: '[/MouseLeft]', ...on(1, 271, 186) }]);
    expect(r.ends.at(-1)![0]).toMatchObject({ type: 'resize', handle: 'top-right' });
    expect(r.ends).toHaveLength(2);
  });

  it('unmounted mid-drag, it stops watching the window: a later Escape is not taken', async () => {
    const user = userEvent.setup();
    const w = world();
    const { unmount } = render(<Editor w={w} defaultSelected={['w']} />);
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getAllByTestId('v1').at(-1)!, coords: { clientX: 100, clientY: 0 } },
      { coords: { clientX: 90, clientY: 30 } },
    ]);
    unmount(); // the press is still held
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    window.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
  });
});
