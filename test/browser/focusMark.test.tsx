import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createWorld, Scene, SelectionLayer, WorldLayer, type WorldId } from '../../src';
import { settle } from './input';

/**
 * One focus mark everywhere: tabbing with real keys (DevTools protocol)
 * through a SelectionLayer with a transform box, the layer's view, the shape
 * under the keyboard and each transform handle get the same double line (a
 * 4 CSS px line of --hitkit-focus with a 1.25 CSS px white core), at the same
 * CSS-pixel size at two figure sizes.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

/** Real key input: a key down, then its release. */
async function key(name: 'Tab' | 'ArrowRight' | 'Enter'): Promise<void> {
  const keyCode = { Tab: 9, ArrowRight: 39, Enter: 13 }[name];
  const base = { key: name, code: name, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
  const text = name === 'Enter' ? { type: 'keyDown', text: '\r' } : { type: 'rawKeyDown' };
  await commands.cdp([
    { method: 'Input.dispatchKeyEvent', params: { ...base, ...text } },
    { method: 'Input.dispatchKeyEvent', params: { type: 'keyUp', ...base } },
  ]);
  await settle();
}

function Page({ width }: { width: number }) {
  const [world] = useState(() => {
    const w = createWorld<string>({});
    w.insert('box', 'rect', { x: 30, y: 30, width: 40, height: 30 });
    return w;
  });
  const [selected, setSelected] = useState<readonly WorldId[]>([]);
  return (
    <div data-testid="figure" style={{ width }}>
      <Scene viewBox={VIEW} title="Focus">
        <SelectionLayer world={world} movable transformable selected={selected} onSelectedChange={setSelected}>
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </div>
  );
}

/** The focus mark's two elements under `root`, each with its drawn box (CSS px) and stroke widths. */
function marks(root: Element) {
  return [...root.querySelectorAll('.hitkit-focus-ring')].map((e) => {
    const css = getComputedStyle(e);
    return { core: e.classList.contains('hitkit-focus-ring-core'), box: e.getBoundingClientRect(), width: css.strokeWidth, dash: css.strokeDasharray };
  });
}

/** The one-mark structure: a 4 px line, then its 1.25 px core on the same geometry, undashed. */
function expectOneMark(root: Element) {
  const m = marks(root);
  expect(m.map((e) => [e.core, e.width, e.dash])).toEqual([
    [false, '4px', 'none'],
    [true, '1.25px', 'none'],
  ]);
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(m[1]!.box[k]).toBeCloseTo(m[0]!.box[k], 3);
  return m[0]!.box;
}

afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

describe('one focus mark (real key input)', () => {
  for (const width of [300, 600]) {
    it(`at ${width} px: the layer's view, the shape under the keyboard and every transform handle get the same mark, in CSS px`, async () => {
      const screen = await render(<Page width={width} />);
      const root = screen.container;
      const svg = root.querySelector('svg')!.getBoundingClientRect();
      const scale = svg.width / VIEW.width; // CSS px per unit
      (document.activeElement as HTMLElement | null)?.blur();
      await key('Tab');
      expect(document.activeElement).toBe(root.querySelector('.hitkit-selection-layer'));
      // the layer's view: the mark 2 CSS px inside the figure's edge
      const view = expectOneMark(root.querySelector('.hitkit-selection-layer-focus')!);
      expect(view.left - svg.left).toBeCloseTo(2, 0);
      expect(svg.right - view.right).toBeCloseTo(2, 0);
      expect(view.top - svg.top).toBeCloseTo(2, 0);
      // the shape under the keyboard: the box's bounds grown by 6 CSS px (twice the selection's 3 px gap)
      await key('ArrowRight');
      await expect.poll(() => root.querySelectorAll('.hitkit-selection-focus').length, { timeout: 3000 }).toBe(2);
      const focusRoot = root.querySelector('.hitkit-selection')!;
      const shape = expectOneMark(focusRoot);
      expect(shape.left - svg.left).toBeCloseTo(30 * scale - 6, 0);
      expect(shape.width).toBeCloseTo(40 * scale + 12, 0);
      expect(shape.height).toBeCloseTo(30 * scale + 12, 0);
      expect(root.querySelectorAll('.hitkit-selection-layer-focus')).toHaveLength(0);
      await key('Enter'); // select it: the transform box
      await expect.poll(() => root.querySelectorAll('.hitkit-transform-handle').length, { timeout: 3000 }).toBe(9);
      // each transform handle: a ring of radius 17 CSS px around it
      const seen: string[] = [];
      for (let i = 0; i < 12 && seen.length < 9; i++) {
        await key('Tab');
        const handle = document.activeElement!;
        if (!handle.classList.contains('hitkit-transform-handle')) continue;
        seen.push(handle.getAttribute('data-handle')!);
        const ring = expectOneMark(handle);
        expect(ring.width).toBeCloseTo(34, 0);
        expect(ring.height).toBeCloseTo(34, 0);
        const dot = handle.querySelector('circle')!.getBoundingClientRect(); // the 24 px grab target, on the handle's point
        expect(ring.left + ring.width / 2).toBeCloseTo(dot.left + dot.width / 2, 0);
        expect(ring.top + ring.height / 2).toBeCloseTo(dot.top + dot.height / 2, 0);
        // only the focused handle of the box is marked
        expect(root.querySelectorAll('.hitkit-transform-box .hitkit-focus-ring')).toHaveLength(2);
      }
      expect(seen).toHaveLength(9); // eight resize handles and the rotation handle
    });
  }
});
