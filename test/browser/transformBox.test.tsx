import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createWorld, Scene, SelectionLayer, WorldLayer, type DragEndInfo, type Rect, type RotatedRect, type SelectionGesture, type World } from '../../src';
import { hold, keyDown, keyUp, press, settle, type Pt } from './input';

/**
 * The transform box with real input through the DevTools protocol: a corner
 * resize keeps the opposite corner fixed, Shift keeps the ratio, the rotation
 * handle with Shift snaps to 15° and turns a rect into a rotated rect, Escape
 * restores, and the keys on a focused handle. A Scene 100 units wide drawn 400
 * CSS px wide: 4 px a unit.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const BOX: Rect = { x: 10, y: 10, width: 20, height: 20 };
const level = (): World => createWorld({ items: [{ id: 'box', kind: 'rect', shape: BOX }] });

async function client(x: number, y: number): Promise<Pt> {
  const b = await commands.boundingBox('[data-testid="figure"] svg');
  return { x: b.x + (x * b.width) / VIEW.width, y: b.y + (y * b.height) / VIEW.height };
}

/** A real mouse drag between scene points in `steps` moves, with `modifiers` (8: Shift) held on every event; released unless `release` is false. */
async function drag(from: Pt, to: Pt, modifiers = 0, steps = 6, release = true): Promise<void> {
  const a = await client(from.x, from.y);
  const b = await client(to.x, to.y);
  const ev = (type: string, p: Pt, buttons: number) => ({
    method: 'Input.dispatchMouseEvent',
    params: { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1, modifiers },
  });
  const calls = [ev('mouseMoved', a, 0), ev('mousePressed', a, 1)];
  for (let i = 1; i <= steps; i++) calls.push(ev('mouseMoved', { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }, 1));
  if (release) calls.push(ev('mouseReleased', b, 0));
  await commands.cdp(calls);
  await settle();
}

function Editor({ world, ends }: { world: World; ends: [SelectionGesture, DragEndInfo][] }) {
  const [, setVersion] = useState(0);
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable
          defaultSelected={['box']}
          onGestureChange={() => setVersion((v) => v + 1)}
          onGestureEnd={(g, info) => {
            ends.push([g, info]);
            setVersion((v) => v + 1);
          }}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </div>
  );
}

const handle = (name: string) => document.querySelector(`.hitkit-transform-handle[data-handle="${name}"]`) as SVGGElement;

describe('transform box (real input)', () => {
  it('resizing by a corner keeps the opposite corner fixed; Shift keeps the ratio', async () => {
    const world = level();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Editor world={world} ends={ends} />);
    await drag({ x: 30, y: 30 }, { x: 50, y: 40 });
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 40, height: 30 });
    expect(ends.map(([g, i]) => [g.type, i.reason, i.cancelled])).toEqual([['resize', 'release', false]]);
    await drag({ x: 50, y: 40 }, { x: 70, y: 45 }, 8);
    const r = world.lookup('box')!.shape as Rect;
    expect(r.x).toBe(10);
    expect(r.y).toBe(10);
    expect(r.width / r.height).toBeCloseTo(40 / 30, 9);
    expect(r.width).toBeGreaterThan(40);
    screen.unmount();
  });

  it('the rotation handle with Shift snaps to 15° and turns the rect into a rotated rect; Escape mid-drag restores it exactly', async () => {
    const world = level();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Editor world={world} ends={ends} />);
    expect(handle('rotate').getAttribute('aria-label')).toBe('Rotate selection, 0°');
    // The rotation handle: 28 CSS px (7 units) above the middle of the top edge (20, 10); turn it 47° about (20, 20).
    const a = (47 * Math.PI) / 180;
    const to = { x: 20 + 17 * Math.sin(a), y: 20 - 17 * Math.cos(a) };
    await drag({ x: 20, y: 3 }, to, 8, 6, false);
    const e = world.lookup('box')!;
    expect(e.kind).toBe('rotatedRect');
    const rr = e.shape as RotatedRect;
    expect(rr.rotation).toBeCloseTo(Math.PI / 4, 12);
    expect(rr.center).toEqual({ x: 20, y: 20 });
    await keyDown('Escape');
    await keyUp('Escape');
    await commands.cdp([{ method: 'Input.dispatchMouseEvent', params: { type: 'mouseReleased', x: 0, y: 0, button: 'left', buttons: 0, clickCount: 1 } }]);
    await settle();
    expect(world.lookup('box')!.kind).toBe('rect');
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(ends.map(([, i]) => [i.reason, i.cancelled])).toEqual([['escape', true]]);
    // Released this time: it stays a rotated rect, one end.
    await drag({ x: 20, y: 3 }, to, 8);
    expect(world.lookup('box')!.kind).toBe('rotatedRect');
    expect(handle('rotate').getAttribute('aria-label')).toBe('Rotate selection, 45°');
    expect(ends).toHaveLength(2);
    screen.unmount();
  });

  it('keys: arrows on a focused resize handle move it; a held arrow on the rotation handle is one gesture', async () => {
    const world = level();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Editor world={world} ends={ends} />);
    handle('bottom-right').focus();
    await press('ArrowRight', 3);
    await press('ArrowDown');
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 23, height: 21 });
    handle('rotate').focus();
    await hold('ArrowRight', 10);
    await settle();
    expect((world.lookup('box')!.shape as RotatedRect).rotation).toBeCloseTo((10 * Math.PI) / 180, 12);
    expect(ends.map(([g, i]) => [g.type, i.input])).toEqual([
      ['resize', 'keyboard'],
      ['resize', 'keyboard'],
      ['resize', 'keyboard'],
      ['resize', 'keyboard'],
      ['rotate', 'keyboard'],
    ]);
    expect(document.activeElement).toBe(handle('rotate'));
    expect(handle('rotate').getAttribute('aria-label')).toBe('Rotate selection, 10°');
    screen.unmount();
  });
});
