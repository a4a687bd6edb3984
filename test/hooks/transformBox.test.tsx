import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, rotatedRectCorners, transformShape, type RotatedRect, type TransformableShape, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type DragEndInfo, type SelectionGesture, type TransformHandle, type UseSelectionOptions } from '../../src/hooks';

// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World =>
  createWorld({
    items: [
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 50 }, radius: 10 } },
      { id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
      { id: 's', kind: 'segment', shape: { start: { x: 40, y: 20 }, end: { x: 60, y: 30 } } },
    ],
  });

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, ...options });
  const t = s.transformBox;
  return (
    <svg data-testid="surface" data-box={t ? JSON.stringify(t.box) : ''} data-said={s.announcement} {...s.surfaceProps}>
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
    </svg>
  );
}

const handle = (h: TransformHandle) => screen.getByTestId(h);
const on = (h: TransformHandle, x: number, y: number) => ({ target: handle(h), coords: { clientX: x, clientY: y } });
const box = (): RotatedRect => JSON.parse(screen.getByTestId('surface').getAttribute('data-box')!) as RotatedRect;

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

/** The four corners of a transform box, scene units. */
const corners = (b: RotatedRect) => rotatedRectCorners(b);

describe('useSelection transformable: the transform box', () => {
  it('resizing by a corner keeps the opposite corner fixed; every frame is transformShape of the snapshot', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['b', 'c']} {...r} />);
    // The box of the circle (40..60, 40..60) and the rect (120..150, 20..50): 40..150 × 20..60.
    expect(box()).toEqual({ center: { x: 95, y: 40 }, width: 110, height: 40, rotation: 0 });
    expect(handle('top-left')).toHaveAttribute('aria-label', 'Resize selection, top-left corner');
    expect(handle('top')).toHaveAttribute('aria-label', 'Resize selection, top edge');
    expect(handle('rotate')).toHaveAttribute('aria-label', 'Rotate selection, 0°');
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 150, 60) }, on('bottom-right', 200, 80), on('bottom-right', 260, 100)]);
    for (const g of r.changes) {
      expect(g.type).toBe('resize');
      expect(g.handle).toBe('bottom-right');
      expect(corners(g.transform!.box)[0]).toEqual({ x: 40, y: 20 }); // the top-left corner, fixed
      g.after.forEach((s, k) => expect(s).toEqual({ id: s.id, ...transformShape(g.before[k] as unknown as TransformableShape, g.transform!.map) }));
    }
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 260, 100) });
    expect(w.lookup('c')!.shape).toEqual({ x: 200, y: 20, width: 60, height: 60 });
    expect(w.lookup('b')!.shape).toEqual({ center: { x: 60, y: 80 }, radius: 20 });
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
    expect(r.ends.map(([, i]) => i)).toEqual([{ input: 'pointer', reason: 'release', cancelled: false }]);
    expect(screen.getByTestId('surface')).toHaveAttribute('data-said', 'Resized to 220 × 80');
  });

  it('Shift keeps the ratio; past the opposite side flips; never below the minimum size', async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Editor w={w} defaultSelected={['c']} minSize={4} />);
    await user.keyboard('{Shift>}');
    await user.pointer([
      { keys: '[MouseLeft>]', ...on('bottom-right', 150, 50) },
      on('bottom-right', 180, 55),
      { keys: '[/MouseLeft]', ...on('bottom-right', 180, 55) },
    ]);
    await user.keyboard('{/Shift}');
    const kept = w.lookup('c')!.shape as { width: number; height: number };
    expect(kept.width).toBeCloseTo(kept.height, 12);
    expect(kept.width).toBeGreaterThan(30);
    const w2 = world();
    render(<Editor w={w2} defaultSelected={['s']} minSize={4} />);
    // The segment's box is 40..60 × 20..30; its right edge dragged to x = 41: width 4 (the minimum), left edge fixed.
    const rights = screen.getAllByTestId('right');
    await user.pointer([
      { keys: '[MouseLeft>]', target: rights[1]!, coords: { clientX: 60, clientY: 25 } },
      { target: rights[1]!, coords: { clientX: 41, clientY: 25 } },
    ]);
    expect(w2.lookup('s')!.shape).toEqual({ start: { x: 40, y: 20 }, end: { x: 44, y: 30 } });
    // Past the left edge: flipped about it.
    await user.pointer([
      { target: rights[1]!, coords: { clientX: 20, clientY: 25 } },
      { keys: '[/MouseLeft]', target: rights[1]!, coords: { clientX: 20, clientY: 25 } },
    ]);
    expect(w2.lookup('s')!.shape).toEqual({ start: { x: 40, y: 20 }, end: { x: 20, y: 30 } });
  });

  it('rotating turns a rect into a rotated rect (same id, z and fill), Shift snaps to 15°, Escape restores it exactly', async () => {
    const user = userEvent.setup();
    const w = world();
    const r = recorder();
    const z = w.lookup('c')!.z;
    const before = structuredClone(w.lookup('c')!.shape);
    render(<Editor w={w} defaultSelected={['c']} {...r} />);
    // The rotation handle: 28 px above the middle of the top edge (135, 20).
    const start = { x: 135, y: -8 };
    // 31° clockwise about the centre (135, 35), snapped to 30° with Shift.
    const a = (31 * Math.PI) / 180;
    const to = { x: 135 + 43 * Math.sin(a), y: 35 - 43 * Math.cos(a) };
    await user.keyboard('{Shift>}');
    await user.pointer([{ keys: '[MouseLeft>]', ...on('rotate', start.x, start.y) }, on('rotate', to.x, to.y)]);
    const e = w.lookup('c')!;
    expect(e.kind).toBe('rotatedRect');
    expect(e.z).toBe(z);
    const rr = e.shape as RotatedRect;
    expect(rr.center).toEqual({ x: 135, y: 35 });
    expect(rr.rotation).toBeCloseTo(Math.PI / 6, 12);
    expect(r.changes.at(-1)!.type).toBe('rotate');
    expect(box().rotation).toBeCloseTo(Math.PI / 6, 12); // the box turns with the gesture
    fireEvent.keyDown(handle('rotate'), { key: 'Escape' });
    await user.keyboard('{/Shift}');
    expect(w.lookup('c')!.kind).toBe('rect');
    expect(w.lookup('c')!.shape).toStrictEqual(before);
    expect(w.lookup('c')!.z).toBe(z);
    await user.pointer([on('rotate', 200, 100), { keys: '[/MouseLeft]', ...on('rotate', 200, 100) }]);
    expect(w.lookup('c')!.shape).toStrictEqual(before); // the release after Escape does nothing
    expect(r.ends.map(([, i]) => i)).toEqual([{ input: 'pointer', reason: 'escape', cancelled: true }]);
    expect(r.ends[0]![0].after).toBe(r.ends[0]![0].before);
  });

  it('keys: arrows on a resize handle move it by the step (Shift ×10); ←/→ on the rotation handle turn by 1°/15°; a held run is one gesture', () => {
    const w = world();
    const r = recorder();
    render(<Editor w={w} defaultSelected={['c']} step={2} {...r} />);
    for (let i = 0; i < 3; i++) fireEvent.keyDown(handle('bottom-right'), { key: 'ArrowRight', repeat: i > 0 });
    fireEvent.keyDown(handle('bottom-right'), { key: 'ArrowDown', shiftKey: true });
    expect(r.onGestureEnd).not.toHaveBeenCalled();
    fireEvent.keyUp(handle('bottom-right'), { key: 'ArrowRight' });
    fireEvent.keyUp(handle('bottom-right'), { key: 'ArrowDown' });
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 36, height: 50 });
    expect(r.onGestureStart).toHaveBeenCalledTimes(1);
    expect(r.ends.map(([g, i]) => [g.type, i.input, i.cancelled])).toEqual([['resize', 'keyboard', false]]);
    expect(screen.getByTestId('surface')).toHaveAttribute('data-said', 'Resized to 36 × 50');
    fireEvent.keyDown(handle('rotate'), { key: 'ArrowRight' });
    fireEvent.keyDown(handle('rotate'), { key: 'ArrowRight', repeat: true });
    fireEvent.keyDown(handle('rotate'), { key: 'ArrowRight', shiftKey: true, repeat: true });
    fireEvent.keyUp(handle('rotate'), { key: 'ArrowRight' });
    const rr = w.lookup('c')!.shape as RotatedRect;
    expect(rr.rotation).toBeCloseTo((15 * Math.PI) / 180, 12); // 1° + 1° + 15° = 17°, snapped to 15°
    expect(handle('rotate')).toHaveAttribute('aria-label', 'Rotate selection, 15°');
    expect(r.ends).toHaveLength(2);
    fireEvent.keyDown(handle('rotate'), { key: 'ArrowLeft' });
    fireEvent.keyDown(handle('rotate'), { key: 'Escape' });
    expect((w.lookup('c')!.shape as RotatedRect).rotation).toBeCloseTo((15 * Math.PI) / 180, 12);
    expect(r.ends.at(-1)![1]).toEqual({ input: 'keyboard', reason: 'escape', cancelled: true });
  });

  it('on a small box the nearest handle wins, whichever target took the press', async () => {
    const user = userEvent.setup();
    const w = createWorld({ items: [{ id: 'r', kind: 'rect', shape: { x: 0, y: 0, width: 6, height: 6 } }] });
    render(<Editor w={w} defaultSelected={['r']} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on('top-left', 6, 6) }, on('top-left', 16, 10), { keys: '[/MouseLeft]', ...on('top-left', 16, 10) }]);
    expect(w.lookup('r')!.shape).toEqual({ x: 0, y: 0, width: 16, height: 10 });
  });

  it('no box without transformable or without a selection; a bad minSize or rotationSnap throws', () => {
    const w = world();
    const { rerender } = render(<Editor w={w} />);
    expect(screen.queryByTestId('rotate')).toBeNull();
    rerender(<Editor w={w} defaultSelected={['c']} transformable={false} />);
    expect(screen.queryByTestId('rotate')).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Editor w={w} minSize={-1} />)).toThrow(/options.minSize must be a finite number ≥ 0, got -1/);
    expect(() => render(<Editor w={w} rotationSnap={0} />)).toThrow(/options.rotationSnap/);
    vi.restoreAllMocks();
  });
});
