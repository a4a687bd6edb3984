import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWorld, objectSnap, type Rect, type World } from '../../src';
import { TRANSFORM_HANDLES, useSelection, type SelectionGesture, type TransformHandle, type UseSelectionOptions } from '../../src/hooks';

// Tab / Shift+Tab during a resize's drag cycle the snap candidates, as during a move or a
// reshape: with Shift (keep the ratio) too, the corner then lines up with the chosen one.
// jsdom: client = scene units.

const world = (): World =>
  createWorld({
    items: [
      { id: 'c', kind: 'rect', shape: { x: 0, y: 0, width: 40, height: 20 } },
      { id: 'd', kind: 'rect', shape: { x: 100, y: 53, width: 10, height: 10 } },
      { id: 'p', kind: 'point', shape: { x: 96, y: 49 } },
    ],
  });

function Editor({ w, ...options }: UseSelectionOptions & { w: World }) {
  const s = useSelection(w, { movable: true, transformable: true, defaultSelected: ['c'], ...options });
  const t = s.transformBox;
  const target = s.snap.target;
  return (
    <svg
      data-testid="surface"
      data-cycle={`${s.snap.index}/${s.snap.candidates}`}
      data-snap={target ? `${target.kind} ${target.point.x},${target.point.y}` : ''}
      {...s.surfaceProps}
    >
      {t && TRANSFORM_HANDLES.map((h) => <rect key={h} data-testid={h} {...t.handleProps(h)} />)}
    </svg>
  );
}

const on = (h: TransformHandle, x: number, y: number) => ({ target: screen.getByTestId(h), coords: { clientX: x, clientY: y } });
const rect = (w: World) => w.lookup('c')!.shape as Rect;
const cycle = () => screen.getByTestId('surface').getAttribute('data-cycle')!;
const snapped = () => screen.getByTestId('surface').getAttribute('data-snap')!;

describe('Tab cycles the snap candidates during a resize', () => {
  for (const shift of [false, true]) {
    it(`${shift ? 'Shift-resize (ratio kept)' : 'resize'}: Tab goes to the next candidate, the marker and the frame follow, round to the best; a move resets it`, async () => {
      const user = userEvent.setup();
      const w = world();
      const changes: SelectionGesture[] = [];
      render(<Editor w={w} snap={objectSnap(w, { kinds: ['endpoint'], radiusPx: 8 })} onGestureChange={(g) => changes.push(g)} />);
      if (shift) await user.keyboard('{Shift>}');
      await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) }, on('bottom-right', 97, 50)]);
      const handle = document.activeElement;
      const [, count] = cycle().split('/').map(Number);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(cycle()).toBe(`0/${count}`);
      const seen = [snapped()];
      const rects = [rect(w)];
      for (let k = 1; k < count!; k++) {
        await user.keyboard('{Tab}');
        expect(cycle()).toBe(`${k}/${count}`);
        seen.push(snapped());
        rects.push(rect(w));
        // the frame is the one the marker shows: the snap of the last frame written is the target drawn
        const last = changes.at(-1)!.snap;
        expect(last ? `${last.kind} ${last.point.x},${last.point.y}` : '').toBe(snapped());
        if (shift) expect(rect(w).width / rect(w).height).toBeCloseTo(2, 12);
      }
      expect(new Set(seen).size).toBe(count); // each Tab a different candidate
      expect(new Set(rects.map((r) => `${r.width} ${r.height}`)).size).toBeGreaterThan(1);
      await user.keyboard('{Tab}'); // round to the best
      expect(cycle()).toBe(`0/${count}`);
      expect(snapped()).toBe(seen[0]);
      expect(rect(w)).toEqual(rects[0]);
      await user.keyboard('{Tab}');
      expect(cycle()).toBe(`1/${count}`);
      await user.pointer(on('bottom-right', 97.5, 50)); // the pointer moves on: the best again
      expect(cycle().startsWith('0/')).toBe(true);
      expect(document.activeElement).toBe(handle); // Tab did not move the focus
      await user.pointer({ keys: '[/MouseLeft]', ...on('bottom-right', 97.5, 50) });
      if (shift) await user.keyboard('{/Shift}');
    });
  }

  it('unmounted mid-resize, it stops watching the window: a later Tab is not taken', async () => {
    const user = userEvent.setup();
    const w = world();
    const { unmount } = render(<Editor w={w} snap={objectSnap(w, { kinds: ['endpoint'], radiusPx: 8 })} />);
    await user.pointer([{ keys: '[MouseLeft>]', ...on('bottom-right', 40, 20) }, on('bottom-right', 97, 50)]);
    expect(Number(cycle().split('/')[1])).toBeGreaterThanOrEqual(2); // Tab would cycle here
    unmount(); // the press is still held
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    window.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});
