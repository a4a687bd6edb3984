import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  applyAffine,
  createWorld,
  objectSnap,
  rotatedRectCorners,
  transformShape,
  type RotatedRect,
  type TransformableShape,
  type Vec2,
  type World,
} from '../../src';
import { TRANSFORM_HANDLES, useSelection, type SelectionGesture, type SelectionState, type TransformHandle, type UseSelectionOptions } from '../../src/hooks';

// The transform box's pivot, snapping while resizing, Alt + arrows, and a group's turned box kept after a rotation.
// jsdom has no screen CTM: client coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World =>
  createWorld({
    items: [
      { id: 'b', kind: 'circle', shape: { center: { x: 50, y: 50 }, radius: 10 } },
      { id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 30, height: 30 } },
      { id: 'd', kind: 'rect', shape: { x: 200, y: 70, width: 10, height: 10 } },
    ],
  });

let latest: SelectionState | null = null;

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, pivotHandle: true, ...options });
  latest = s;
  const t = s.transformBox;
  return (
    <svg
      data-testid="surface"
      data-box={t ? JSON.stringify(t.box) : ''}
      data-pivot={t ? JSON.stringify(t.pivot) : ''}
      data-said={s.announcement}
      {...s.surfaceProps}
    >
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
      {t && <rect data-testid="pivot" {...t.pivotProps} />}
    </svg>
  );
}

const el = (h: TransformHandle | 'pivot') => screen.getByTestId(h);
const on = (h: TransformHandle | 'pivot', x: number, y: number) => ({ target: el(h), coords: { clientX: x, clientY: y } });
const box = (): RotatedRect => JSON.parse(screen.getByTestId('surface').getAttribute('data-box')!) as RotatedRect;
const pivot = (): Vec2 => JSON.parse(screen.getByTestId('surface').getAttribute('data-pivot')!) as Vec2;
const said = () => screen.getByTestId('surface').getAttribute('data-said');
const turn = (p: Vec2, about: Vec2, a: number): Vec2 => ({
  x: about.x + Math.cos(a) * (p.x - about.x) - Math.sin(a) * (p.y - about.y),
  y: about.y + Math.sin(a) * (p.x - about.x) + Math.cos(a) * (p.y - about.y),
});
const DEG15 = (15 * Math.PI) / 180;

describe('transform box: the rotation pivot', () => {
  it('starts at the centre; dragging it moves only the pivot (snapping to a corner), no gesture; rotation turns about it; Alt about the centre', async () => {
    const user = userEvent.setup();
    const w = world();
    const onGestureStart = vi.fn();
    const onPivotChange = vi.fn();
    render(<Editor w={w} defaultSelected={['c']} onGestureStart={onGestureStart} onPivotChange={onPivotChange} />);
    expect(pivot()).toEqual({ x: 135, y: 35 });
    expect(el('pivot')).toHaveAttribute('aria-label', 'Rotation pivot');
    const version = w.version;
    // Dragged to within 6 px of the bottom-right corner (150, 50): it lands on the corner.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('pivot', 135, 35) }, on('pivot', 146, 47), { keys: '[/MouseLeft]', ...on('pivot', 146, 47) }]);
    expect(pivot()).toEqual({ x: 150, y: 50 });
    expect(onPivotChange).toHaveBeenLastCalledWith({ x: 150, y: 50 });
    expect(onGestureStart).not.toHaveBeenCalled();
    expect(w.version).toBe(version);
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
    // Shift + ArrowRight on the rotation handle: 15° clockwise about the pivot, which stays put.
    fireEvent.keyDown(el('rotate'), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyUp(el('rotate'), { key: 'ArrowRight' });
    const rr = w.lookup('c')!.shape as RotatedRect;
    const c = turn({ x: 135, y: 35 }, { x: 150, y: 50 }, DEG15);
    expect(rr.rotation).toBeCloseTo(DEG15, 12);
    expect(rr.center.x).toBeCloseTo(c.x, 9);
    expect(rr.center.y).toBeCloseTo(c.y, 9);
    expect(pivot().x).toBeCloseTo(150, 9);
    expect(pivot().y).toBeCloseTo(50, 9);
    // Alt + ArrowRight: about the box's centre, whatever the pivot.
    fireEvent.keyDown(el('rotate'), { key: 'ArrowRight', altKey: true });
    fireEvent.keyUp(el('rotate'), { key: 'ArrowRight' });
    const rr2 = w.lookup('c')!.shape as RotatedRect;
    expect(rr2.center).toEqual(rr.center);
    expect(rr2.rotation).toBeCloseTo(DEG15 + Math.PI / 180, 12);
  });

  it('arrow keys move it by the step; it goes back to the centre when the selection changes; a controlled pivot is the one given', () => {
    const w = world();
    const onPivotChange = vi.fn();
    const { rerender } = render(<Editor w={w} defaultSelected={['c']} step={2} onPivotChange={onPivotChange} />);
    fireEvent.keyDown(el('pivot'), { key: 'ArrowLeft' });
    fireEvent.keyDown(el('pivot'), { key: 'ArrowDown', shiftKey: true });
    expect(pivot()).toEqual({ x: 133, y: 55 });
    expect(said()).toBe('Rotation pivot at 133, 55');
    expect(onPivotChange).toHaveBeenCalledTimes(2);
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 30, height: 30 });
    act(() => latest!.setSelected(['c', 'b']));
    expect(pivot()).toEqual(box().center);
    act(() => latest!.setSelected(['c']));
    expect(pivot()).toEqual({ x: 135, y: 35 });
    rerender(<Editor w={w} defaultSelected={['c']} pivot={{ x: 1, y: 2 }} />);
    expect(pivot()).toEqual({ x: 1, y: 2 });
    rerender(<Editor w={w} defaultSelected={['c']} pivot={null} />);
    expect(pivot()).toEqual({ x: 135, y: 35 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Editor w={w} pivot={{ x: Number.NaN, y: 0 }} />)).toThrow(/options.pivot must be null or a point/);
    vi.restoreAllMocks();
  });

  it('the nearest of the pivot and the handles wins, whichever target took the press', async () => {
    const user = userEvent.setup();
    const w = createWorld({ items: [{ id: 'r', kind: 'rect', shape: { x: 0, y: 0, width: 6, height: 6 } }] });
    render(<Editor w={w} defaultSelected={['r']} />);
    // Pressed on the pivot's target but nearer the bottom-right corner: a resize.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('pivot', 5.5, 5.5) }, on('pivot', 10, 12), { keys: '[/MouseLeft]', ...on('pivot', 10, 12) }]);
    expect(w.lookup('r')!.shape).toEqual({ x: 0, y: 0, width: 10.5, height: 12.5 });
    // Pressed on the corner's target but nearer the pivot (the centre, now 5.25, 6.25): the pivot moves.
    await user.pointer([
      { keys: '[MouseLeft>]', ...on('bottom-right', 5.5, 6.5) },
      on('bottom-right', 30, 30),
      { keys: '[/MouseLeft]', ...on('bottom-right', 30, 30) },
    ]);
    expect(w.lookup('r')!.shape).toEqual({ x: 0, y: 0, width: 10.5, height: 12.5 });
    expect(pivot()).toEqual({ x: 29.75, y: 29.75 });
  });
});

describe('transform box: snapping while resizing', () => {
  it("the dragged corner snaps to an unselected shape's corner (objectSnap), the target is the gesture's snap; with Shift along the ratio's diagonal", async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    render(<Editor w={w} defaultSelected={['c']} snap={objectSnap(w, { radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 150, 50) }, on('bottom-right', 196, 67)]);
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 80, height: 50 });
    expect(changes.at(-1)!.snap!.point).toEqual({ x: 200, y: 70 });
    expect(changes.at(-1)!.snap!.ids).toEqual(['d']);
    expect(latest!.snap.target!.point).toEqual({ x: 200, y: 70 });
    // Far from every key point and guide: no snap.
    await user.pointer(on('bottom-right', 180, 95));
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 60, height: 75 });
    expect(changes.at(-1)!.snap).toBeNull();
    // Level with the circle's bottom (y = 60): an alignment guide.
    await user.pointer(on('bottom-right', 180, 62));
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 60, height: 40 });
    expect(changes.at(-1)!.snap).toMatchObject({ kind: 'alignment', point: { x: 180, y: 60 }, ids: ['b'] });
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 180, 62) });
    // With Shift the ratio wins, and the corner snaps along its diagonal: unsnapped at (196.6, 71.1), 3.5 from d's
    // corner (200, 70); the diagonal crosses y = 70 at (195, 70), nearer than x = 200: the bottom side lines up with it.
    await user.keyboard('{Shift>}');
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 180, 60) }, on('bottom-right', 198, 69)]);
    expect(changes.at(-1)!.snap).toMatchObject({ kind: 'alignment', point: { x: 195, y: 70 }, ids: ['d'], guides: [{ axis: 'y' }] });
    const r = w.lookup('c')!.shape as { width: number; height: number };
    expect(r.width / r.height).toBeCloseTo(60 / 40, 12);
    expect(r).toEqual({ x: 120, y: 20, width: 75, height: 50 });
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 198, 69) });
    await user.keyboard('{/Shift}');
  });

  it('an edge snaps through the target along its axis; a grid step snaps the dragged corner', async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    const { unmount } = render(<Editor w={w} defaultSelected={['c']} snap={objectSnap(w, { radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
    // The right edge's middle (150, 35) dragged by (47, 31) is at (197, 66), 5 px from d's corner (200, 70): the edge goes through it (x = 200), its height unchanged.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('right', 150, 35) }, on('right', 197, 66)]);
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 80, height: 30 });
    expect(changes.at(-1)!.snap!.point).toEqual({ x: 200, y: 70 });
    await user.pointer({ keys: '[/MouseLeft]', ...on('right', 197, 66) });
    unmount();
    const w2 = world();
    render(<Editor w={w2} defaultSelected={['c']} snap={10} minSize={4} />);
    await user.pointer([
      { keys: '[MouseLeft>]', ...on('bottom-right', 150, 50) },
      on('bottom-right', 163, 58),
      { keys: '[/MouseLeft]', ...on('bottom-right', 163, 58) },
    ]);
    expect(w2.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 40, height: 40 });
  });
});

describe('transform box: Alt + arrows from the centre', () => {
  it('Alt + arrows on a resize handle resize about the centre; one gesture per held run', () => {
    const w = world();
    const ends = vi.fn();
    render(<Editor w={w} defaultSelected={['c']} onGestureEnd={ends} />);
    fireEvent.keyDown(el('bottom-right'), { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(el('bottom-right'), { key: 'ArrowRight', altKey: true, repeat: true });
    fireEvent.keyDown(el('bottom-right'), { key: 'ArrowUp', altKey: true });
    fireEvent.keyUp(el('bottom-right'), { key: 'ArrowRight' });
    fireEvent.keyUp(el('bottom-right'), { key: 'ArrowUp' });
    const r = w.lookup('c')!.shape as { x: number; y: number; width: number; height: number };
    // The centre (135, 35) stays: 2 wider on each side, 1 shorter at top and bottom.
    expect([r.x, r.width, r.height]).toEqual([118, 34, 28]);
    expect(r.y).toBeCloseTo(21, 12);
    expect(ends).toHaveBeenCalledTimes(1);
    expect(said()).toBe('Resized to 34 × 28');
  });
});

describe("transform box: a group's turned box is kept", () => {
  it('after a rotation the box stays turned; a resize then keeps the opposite corner fixed in the turned frame; a move carries it; a new selection or another change of the shapes drops it', async () => {
    const user = userEvent.setup();
    const w = world();
    const changes: SelectionGesture[] = [];
    render(<Editor w={w} defaultSelected={['b', 'c']} onGestureChange={(g) => changes.push(g)} />);
    const start = box();
    expect(start.rotation).toBe(0);
    fireEvent.keyDown(el('rotate'), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyUp(el('rotate'), { key: 'ArrowRight' });
    const turned = box();
    expect(turned.rotation).toBeCloseTo(DEG15, 12);
    expect(turned.center).toEqual(start.center);
    expect(turned.width).toBe(start.width);
    expect(el('rotate')).toHaveAttribute('aria-label', 'Rotate selection, 15°');
    // Resize by the turned box's bottom-right corner: its top-left corner stays where it is.
    const [tl, , br] = rotatedRectCorners(turned);
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', br!.x, br!.y) }, on('bottom-right', br!.x + 13, br!.y + 21)]);
    const g = changes.at(-1)!;
    expect(g.type).toBe('resize');
    expect(g.transform!.box.rotation).toBeCloseTo(DEG15, 12);
    const fixed = applyAffine(g.transform!.map, tl!);
    expect(Math.hypot(fixed.x - tl!.x, fixed.y - tl!.y)).toBeLessThan(1e-9);
    expect(Math.hypot(rotatedRectCorners(g.transform!.box)[0]!.x - tl!.x, rotatedRectCorners(g.transform!.box)[0]!.y - tl!.y)).toBeLessThan(1e-9);
    g.after.forEach((s, k) => expect(s).toEqual({ id: s.id, ...transformShape(g.before[k] as unknown as TransformableShape, g.transform!.map) }));
    await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', br!.x + 13, br!.y + 21) });
    const resized = box();
    expect(resized).toEqual(g.transform!.box);
    // A nudge of the selection (ArrowRight on the surface) carries the turned box along.
    fireEvent.keyDown(screen.getByTestId('surface'), { key: 'ArrowRight' });
    fireEvent.keyUp(screen.getByTestId('surface'), { key: 'ArrowRight' });
    expect(box()).toEqual({ ...resized, center: { x: resized.center.x + 1, y: resized.center.y } });
    // The shapes changed by something else (an undo, say): the box fits them again, axis-aligned.
    act(() => w.update('b', { center: { x: 50, y: 50 }, radius: 10 }));
    act(() => latest!.setSelected(latest!.selected));
    expect(box().rotation).toBe(0);
  });

  it('a new selection drops the turned box', () => {
    const w = world();
    render(<Editor w={w} defaultSelected={['b', 'c']} />);
    fireEvent.keyDown(el('rotate'), { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyUp(el('rotate'), { key: 'ArrowRight' });
    expect(box().rotation).toBeCloseTo(DEG15, 12);
    act(() => latest!.setSelected(['c']));
    act(() => latest!.setSelected(['b', 'c']));
    expect(box().rotation).toBe(0);
  });
});
