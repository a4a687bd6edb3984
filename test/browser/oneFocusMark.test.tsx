import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  createWorld,
  DraggableShape,
  Handle,
  objectSnap,
  Scene,
  SelectionLayer,
  SnapCursorLayer,
  WorldLayer,
  type Circle,
  type Vec2,
  type WorldId,
} from '../../src';
import { settle } from './input';

/**
 * Exactly one focus mark at a time: tabbing with real keys (DevTools protocol)
 * from a layer onto the focusables inside it (transform handles, the pivot,
 * vertex handles; a `<Handle>` inside a SnapCursorLayer), the mark drawn is
 * the focused element's alone. Before, the layer's own ring (or the box on
 * the shape under the keyboard) stayed lit, since focus events bubble.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const CODES = { Tab: 9, ArrowRight: 39, ArrowLeft: 37 } as const;

const ALT = 1;
const SHIFT = 8;

/** Real key input: a key down, then its release (`modifiers`: the DevTools bits held). */
async function key(name: keyof typeof CODES, modifiers = 0): Promise<void> {
  const base = { key: name, code: name, windowsVirtualKeyCode: CODES[name], nativeVirtualKeyCode: CODES[name], modifiers };
  await commands.cdp([
    { method: 'Input.dispatchKeyEvent', params: { ...base, type: 'rawKeyDown' } },
    { method: 'Input.dispatchKeyEvent', params: { ...base, type: 'keyUp' } },
  ]);
  await settle();
}

function Editor() {
  const [world] = useState(() => {
    const w = createWorld<string>({});
    w.insert('rock', 'polygon', {
      points: [
        { x: 30, y: 30 },
        { x: 70, y: 35 },
        { x: 60, y: 70 },
      ],
    });
    return w;
  });
  const [selected, setSelected] = useState<readonly WorldId[]>(['rock']);
  const [, setVersion] = useState(0);
  return (
    <div style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Focus">
        <SelectionLayer
          world={world}
          movable
          reshapable
          transformable
          pivotHandle
          selected={selected}
          onSelectedChange={setSelected}
          onGestureEnd={() => setVersion((v) => v + 1)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </div>
  );
}

function Cursor() {
  const [world] = useState(() => createWorld<string>({ items: [{ id: 'w', kind: 'segment', shape: { start: { x: 10, y: 10 }, end: { x: 90, y: 10 } } }] }));
  const [snap] = useState(() => objectSnap(world));
  const [p, setP] = useState<Vec2>({ x: 50, y: 50 });
  return (
    <div style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Cursor">
        <SnapCursorLayer snap={snap}>
          <Handle value={p} onChange={setP} label="Point P" />
        </SnapCursorLayer>
      </Scene>
    </div>
  );
}

/** The focus marks drawn in `root` (the 4 px line of each; its core is the other half of the same mark). */
const marks = (root: Element) => [...root.querySelectorAll('.hitkit-focus-ring:not(.hitkit-focus-ring-core)')];

/** Exactly one mark shows, and it belongs to the focused element (or to `owner`, for the layer's own). */
function expectOneMarkOn(root: Element, owner: Element) {
  const m = marks(root);
  expect(m, `marks with ${document.activeElement?.getAttribute('aria-label')} focused`).toHaveLength(1);
  expect(owner.contains(m[0]!)).toBe(true);
}

afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

describe('one focus mark at a time (real key input)', () => {
  it('SelectionLayer: the layer, then each transform handle, the pivot and each vertex handle; and back', async () => {
    const screen = await render(<Editor />);
    const root = screen.container;
    const layer = root.querySelector('.hitkit-selection-layer')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await key('Tab');
    expect(document.activeElement).toBe(layer);
    expect(marks(root)).toHaveLength(1);
    expect(root.querySelector('.hitkit-selection-layer-focus')!.contains(marks(root)[0]!)).toBe(true);
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await key('Tab');
      const el = document.activeElement!;
      if (!layer.contains(el) || el === layer) break;
      seen.push(el.getAttribute('aria-label')!);
      expectOneMarkOn(root, el);
    }
    // 8 resize handles, the rotation handle, the pivot, 3 vertices
    expect(seen).toHaveLength(13);
    expect(seen.filter((s) => s.startsWith('Move vertex'))).toHaveLength(3);
    expect(seen).toContain('Rotation pivot');
    // back onto the last vertex, an arrow key moves it: still its mark alone
    await key('Tab', SHIFT);
    const vertex = document.activeElement!;
    expect(vertex.getAttribute('aria-label')).toBe('Move vertex 3 of 3, polygon rock');
    await key('ArrowRight');
    expectOneMarkOn(root, document.activeElement!);
    // back on the layer: its own mark again, the handles' gone
    for (let i = 0; i < 13 && document.activeElement !== layer; i++) await key('Tab', SHIFT);
    expect(document.activeElement).toBe(layer);
    expectOneMarkOn(root, root.querySelector('.hitkit-selection-layer-focus')!);
  });

  it('SelectionLayer: with a shape under the keyboard, a handle focused hides the shape box', async () => {
    const screen = await render(<Editor />);
    const root = screen.container;
    const layer = root.querySelector('.hitkit-selection-layer')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await key('Tab');
    await key('ArrowRight', ALT); // the keyboard onto the rock (with `movable` and a selection, plain arrows nudge)
    await expect.poll(() => root.querySelectorAll('.hitkit-selection-focus').length, { timeout: 3000 }).toBe(2);
    expect(document.activeElement).toBe(layer);
    expectOneMarkOn(root, root.querySelector('.hitkit-selection')!);
    await key('Tab');
    expect(document.activeElement!.getAttribute('aria-label')).toMatch(/^Resize selection/);
    expectOneMarkOn(root, document.activeElement!);
  });

  it('SnapCursorLayer: the layer, then a Handle inside it', async () => {
    const screen = await render(<Cursor />);
    const root = screen.container;
    const layer = root.querySelector('.hitkit-snap-cursor-layer')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await key('Tab');
    expect(document.activeElement).toBe(layer);
    expectOneMarkOn(root, root.querySelector('.hitkit-snap-cursor-focus')!);
    await key('Tab');
    const handle = document.activeElement!;
    expect(handle.getAttribute('aria-label')).toMatch(/Point P/);
    expectOneMarkOn(root, handle);
  });

  it("DraggableShape: the body's mark is the shared double line, a box 10 CSS px outside the shape, clear of its handles", async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <Scene viewBox={VIEW} title="Pillar">
          <DraggableShape<Circle> label="Pillar" defaultValue={{ center: { x: 50, y: 50 }, radius: 10 }} />
        </Scene>
      </div>,
    );
    const root = screen.container;
    (document.activeElement as HTMLElement | null)?.blur();
    await key('Tab');
    const body = document.activeElement!;
    expect(body.getAttribute('aria-label')).toMatch(/^Pillar/);
    expectOneMarkOn(root, body);
    const [ring, core] = [...root.querySelectorAll('.hitkit-draggable-focus')];
    expect([getComputedStyle(ring!).strokeWidth, getComputedStyle(core!).strokeWidth]).toEqual(['4px', '1.25px']);
    const box = ring!.getBoundingClientRect();
    const svg = root.querySelector('svg')!.getBoundingClientRect();
    const scale = svg.width / VIEW.width; // 4 CSS px a unit: the circle spans 40..60
    expect(box.left - svg.left).toBeCloseTo(40 * scale - 10, 0);
    expect(box.width).toBeCloseTo(20 * scale + 20, 0);
    expect(box.height).toBeCloseTo(20 * scale + 20, 0);
    // its handle (the radius): the handle's own mark alone
    await key('Tab');
    expectOneMarkOn(root, document.activeElement!);
  });
});
