import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createWorld, objectSnap, Scene, SelectionLayer, WorldLayer, type Rect, type SnapState, type World } from '../../src';
import { settle, type Pt, clientOf } from './input';

/**
 * Tab during a resize's drag, with real input through the DevTools protocol:
 * Chromium's own Tab (focus navigation) is what the drag must take over, and
 * give back once the press ends (or the editor is gone). A Scene 100 units
 * wide drawn 400 CSS px wide: 4 px a unit; the snap radius 8 px is 2 units.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const BOX: Rect = { x: 10, y: 10, width: 20, height: 20 };
// two endpoint targets 1.5 units apart: both within the radius of (50.7, 40.6)
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: BOX },
      { id: 'p', kind: 'point', shape: { x: 50, y: 40 } },
      { id: 'q', kind: 'point', shape: { x: 51.5, y: 41 } },
    ],
  });

const client = (x: number, y: number): Promise<Pt> => clientOf(VIEW, { x, y });

const mouseEvent = (type: string, p: Pt, buttons: number) => ({
  method: 'Input.dispatchMouseEvent',
  params: { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 },
});

/** A real press at scene point `from` and a drag to `to` in 6 moves, the button still held. */
async function pressAndDrag(from: Pt, to: Pt): Promise<void> {
  const a = await client(from.x, from.y);
  const b = await client(to.x, to.y);
  const calls = [mouseEvent('mouseMoved', a, 0), mouseEvent('mousePressed', a, 1)];
  for (let i = 1; i <= 6; i++) calls.push(mouseEvent('mouseMoved', { x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 }, 1));
  await commands.cdp(calls);
  await settle();
}

async function release(at: Pt): Promise<void> {
  const p = await client(at.x, at.y);
  await commands.cdp([mouseEvent('mouseReleased', p, 0)]);
  await settle();
}

/** A real Tab (Shift+Tab with `shift`); whether the page prevented its default (focus navigation). */
async function tab(shift = false): Promise<boolean> {
  let prevented: boolean | null = null;
  // registered after the editor's own window listener: sees the event once it has decided
  const seen = (e: KeyboardEvent) => {
    if (e.key === 'Tab') prevented = e.defaultPrevented;
  };
  window.addEventListener('keydown', seen);
  const base = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9, modifiers: shift ? 8 : 0 };
  await commands.cdp([
    { method: 'Input.dispatchKeyEvent', params: { type: 'rawKeyDown', ...base } },
    { method: 'Input.dispatchKeyEvent', params: { type: 'keyUp', ...base } },
  ]);
  await settle();
  window.removeEventListener('keydown', seen);
  expect(prevented).not.toBeNull();
  return prevented!;
}

function Editor({ world, snaps }: { world: World; snaps: SnapState[] }) {
  const [, setVersion] = useState(0);
  const snap = objectSnap(world, { kinds: ['endpoint'], radiusPx: 8 });
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <button type="button">before</button>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable
          defaultSelected={['box']}
          snap={snap}
          onSnapChange={(st) => snaps.push(st)}
          onGestureChange={() => setVersion((v) => v + 1)}
          onGestureEnd={() => setVersion((v) => v + 1)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <button type="button">after</button>
    </div>
  );
}

const corner = (w: World) => {
  const r = w.lookup('box')!.shape as Rect;
  return { x: r.x + r.width, y: r.y + r.height };
};

describe('Tab during a resize (real key input)', () => {
  it('Tab and Shift+Tab go through the snap candidates, the corner follows and focus stays; after the release Tab moves focus again', async () => {
    const world = level();
    const snaps: SnapState[] = [];
    const screen = await render(<Editor world={world} snaps={snaps} />);
    await pressAndDrag({ x: 30, y: 30 }, { x: 50.7, y: 40.6 });
    const first = snaps.at(-1)!;
    expect(first.candidates).toBe(2);
    expect(first.index).toBe(0);
    expect(corner(world)).toEqual(first.target!.point);
    const focused = document.activeElement;

    expect(await tab()).toBe(true);
    const second = snaps.at(-1)!;
    expect(second.index).toBe(1);
    expect(second.target!.point).not.toEqual(first.target!.point);
    expect(corner(world)).toEqual(second.target!.point);
    expect(document.activeElement).toBe(focused);

    expect(await tab(true)).toBe(true);
    expect(snaps.at(-1)!.index).toBe(0);
    expect(corner(world)).toEqual(first.target!.point);
    expect(document.activeElement).toBe(focused);

    await release({ x: 50.7, y: 40.6 });
    expect(corner(world)).toEqual(first.target!.point);
    expect(await tab()).toBe(false);
    expect(document.activeElement).not.toBe(focused);
    screen.unmount();
  });

  it('unmounted mid-resize (the button still down), the editor takes no later Tab', async () => {
    const world = level();
    const snaps: SnapState[] = [];
    const screen = await render(<Editor world={world} snaps={snaps} />);
    await pressAndDrag({ x: 30, y: 30 }, { x: 50.7, y: 40.6 });
    expect(snaps.at(-1)!.candidates).toBe(2);
    screen.unmount();
    await settle();
    expect(await tab()).toBe(false);
    await commands.cdp([mouseEvent('mouseReleased', { x: 0, y: 0 }, 0)]);
  });
});
