import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, type RotatedRect, type Vec2, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type TransformHandle, type UseSelectionOptions } from '../../src/hooks';

// The rotation pivot through a flip (mirrored), Escape during a pivot drag, and
// pivotProps without pivotHandle (inert). jsdom has no screen CTM: client
// coordinates are scene coordinates, one unit per CSS pixel.

const world = (): World => createWorld({ items: [{ id: 'c', kind: 'rect', shape: { x: 120, y: 20, width: 40, height: 40 } }] });

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, pivotHandle: true, defaultSelected: ['c'], ...options });
  const t = s.transformBox;
  return (
    <svg data-testid="surface" data-box={t ? JSON.stringify(t.box) : ''} data-pivot={t ? JSON.stringify(t.pivot) : ''} {...s.surfaceProps}>
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
      {t && <rect data-testid="pivot" {...t.pivotProps} />}
    </svg>
  );
}

const el = (h: TransformHandle | 'pivot') => screen.getByTestId(h);
const on = (h: TransformHandle | 'pivot', x: number, y: number) => ({ target: el(h), coords: { clientX: x, clientY: y } });
const pivot = (): Vec2 => JSON.parse(screen.getByTestId('surface').getAttribute('data-pivot')!) as Vec2;
const box = (): RotatedRect => JSON.parse(screen.getByTestId('surface').getAttribute('data-box')!) as RotatedRect;

describe('transform box: a flip mirrors the pivot', () => {
  it('a pivot 25 % from the left is 25 % from the right after a horizontal flip, during the drag and after it', async () => {
    const user = userEvent.setup();
    const w = world();
    render(<Editor w={w} step={10} />);
    // The box is 120…160 × 20…60; the pivot from the centre (140, 40) to (130, 30): 25 % from the left, 25 % from the top.
    fireEvent.keyDown(el('pivot'), { key: 'ArrowLeft' });
    fireEvent.keyDown(el('pivot'), { key: 'ArrowUp' });
    expect(pivot()).toEqual({ x: 130, y: 30 });
    // The right edge dragged from 160 to 40: the box flips to 40…120 (width 80).
    await user.pointer([{ keys: '[MouseLeft>]', ...on('right', 160, 40) }, on('right', 40, 40)]);
    expect(box()).toMatchObject({ center: { x: 80, y: 40 }, width: 80, height: 40 });
    // 25 % from the right of 40…120 is 100; the vertical fraction is untouched.
    expect(pivot()).toEqual({ x: 100, y: 30 });
    await user.pointer({ keys: '[/MouseLeft]', ...on('right', 40, 40) });
    expect(w.lookup('c')!.shape).toEqual({ x: 40, y: 20, width: 80, height: 40 });
    expect(pivot()).toEqual({ x: 100, y: 30 });
    // Flipped back the other way by the bottom edge (vertically): 25 % from the bottom of 20…40 → 35.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom', 80, 60) }, on('bottom', 80, 0), { keys: '[/MouseLeft]', ...on('bottom', 80, 0) }]);
    expect(w.lookup('c')!.shape).toEqual({ x: 40, y: 0, width: 80, height: 20 });
    expect(pivot()).toEqual({ x: 100, y: 15 });
  });

  it('a corner flip of a turned rect mirrors both fractions (the pivot is where the map takes it)', async () => {
    const user = userEvent.setup();
    const turned = { center: { x: 100, y: 100 }, width: 40, height: 20, rotation: Math.PI / 6 };
    const w = createWorld({ items: [{ id: 'c', kind: 'rotatedRect', shape: turned }] });
    render(<Editor w={w} step={5} />);
    // The pivot 5 along −x of the screen from the centre: in the rect's frame (−5 cos30°, 5 sin30°).
    fireEvent.keyDown(el('pivot'), { key: 'ArrowLeft' });
    const p0 = pivot();
    const cos = Math.cos(turned.rotation);
    const sin = Math.sin(turned.rotation);
    const u0 = (cos * (p0.x - 100) + sin * (p0.y - 100)) / 40;
    const v0 = (-sin * (p0.x - 100) + cos * (p0.y - 100)) / 20;
    // Drag the bottom-right corner across the top-left one: the pivot's fractions in the new box are (−u0, −v0).
    const br = { x: 100 + cos * 20 - sin * 10, y: 100 + sin * 20 + cos * 10 };
    const to = { x: 100 - cos * 60 + sin * 30, y: 100 - sin * 60 - cos * 30 };
    await user.pointer([
      { keys: '[MouseLeft>]', ...on('bottom-right', br.x, br.y) },
      on('bottom-right', to.x, to.y),
      { keys: '[/MouseLeft]', ...on('bottom-right', to.x, to.y) },
    ]);
    const b = box();
    const p = pivot();
    const c = Math.cos(b.rotation);
    const s = Math.sin(b.rotation);
    const u = (c * (p.x - b.center.x) + s * (p.y - b.center.y)) / b.width;
    const v = (-s * (p.x - b.center.x) + c * (p.y - b.center.y)) / b.height;
    // The rect's own box may come back turned by π (the same rect): compare in the start frame's axes.
    const flipBack = Math.cos(b.rotation - turned.rotation) < 0 ? -1 : 1;
    expect(flipBack * u).toBeCloseTo(-u0, 9);
    expect(flipBack * v).toBeCloseTo(-v0, 9);
  });
});

describe('transform box: the pivot and Escape', () => {
  it('Escape during a pivot drag puts it back exactly where the drag started, wherever the drag went (property)', () => {
    const w = world();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -200, max: 200, noNaN: true }), fc.double({ min: -200, max: 200, noNaN: true })), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -3, max: 3 }),
        (moves, keys) => {
          const onPivotChange = vi.fn();
          render(<Editor w={w} step={3} onPivotChange={onPivotChange} />);
          for (let k = 0; k < Math.abs(keys); k++) fireEvent.keyDown(el('pivot'), { key: keys < 0 ? 'ArrowLeft' : 'ArrowDown' });
          const start = pivot();
          fireEvent.pointerDown(el('pivot'), { pointerId: 1, button: 0, clientX: start.x, clientY: start.y });
          for (const [dx, dy] of moves) fireEvent.pointerMove(el('pivot'), { pointerId: 1, clientX: start.x + dx, clientY: start.y + dy });
          fireEvent.keyDown(el('pivot'), { key: 'Escape' });
          expect(pivot()).toEqual(start);
          expect(onPivotChange).toHaveBeenLastCalledWith(start);
          // The drag is over: further moves of that pointer do nothing.
          fireEvent.pointerMove(el('pivot'), { pointerId: 1, clientX: start.x + 50, clientY: start.y + 50 });
          expect(pivot()).toEqual(start);
          expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 40, height: 40 });
          cleanup();
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('transform box: pivotProps without pivotHandle', () => {
  it('is inert: a press and drag on it, and arrow keys, move no pivot, call no onPivotChange, change no shape and leave the key to the page', async () => {
    const user = userEvent.setup();
    const w = world();
    const onPivotChange = vi.fn();
    const onGestureStart = vi.fn();
    render(<Editor w={w} pivotHandle={false} onPivotChange={onPivotChange} onGestureStart={onGestureStart} />);
    expect(pivot()).toEqual({ x: 140, y: 40 });
    const version = w.version;
    // Pressed at the centre and dragged: not the pivot, and not a handle either (the press is not claimed).
    await user.pointer([{ keys: '[MouseLeft>]', ...on('pivot', 140, 40) }, on('pivot', 170, 70), { keys: '[/MouseLeft]', ...on('pivot', 170, 70) }]);
    expect(pivot()).toEqual({ x: 140, y: 40 });
    // Pressed near a corner (which the nearest-handle rule would give a live pivot's press): no resize.
    await user.pointer([{ keys: '[MouseLeft>]', ...on('pivot', 159, 59) }, on('pivot', 190, 90), { keys: '[/MouseLeft]', ...on('pivot', 190, 90) }]);
    let used = true;
    act(() => {
      used = !fireEvent.keyDown(el('pivot'), { key: 'ArrowLeft' });
    });
    expect(used).toBe(false);
    fireEvent.keyDown(el('pivot'), { key: 'ArrowDown', shiftKey: true });
    expect(pivot()).toEqual({ x: 140, y: 40 });
    expect(onPivotChange).not.toHaveBeenCalled();
    expect(onGestureStart).not.toHaveBeenCalled();
    expect(w.version).toBe(version);
    expect(w.lookup('c')!.shape).toEqual({ x: 120, y: 20, width: 40, height: 40 });
    // With the option on, the same keys move it (the test can fail).
    cleanup();
    render(<Editor w={w} onPivotChange={onPivotChange} />);
    fireEvent.keyDown(el('pivot'), { key: 'ArrowLeft' });
    expect(onPivotChange).toHaveBeenCalledTimes(1);
  });
});
