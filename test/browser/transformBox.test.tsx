import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  applyAffine,
  createWorld,
  objectSnap,
  rotatedRectCorners,
  Scene,
  SelectionLayer,
  WorldLayer,
  type DragEndInfo,
  type ObjectSnap,
  type Rect,
  type RotatedRect,
  type SelectionGesture,
  type SnapState,
  type World,
} from '../../src';
import { hold, keyDown, keyUp, MODIFIERS, press, settle, type Pt, clientOf } from './input';

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

const client = (x: number, y: number): Promise<Pt> => clientOf(VIEW, { x, y });

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

interface EditorProps {
  world: World;
  ends: [SelectionGesture, DragEndInfo][];
  selected?: string[];
  snap?: ObjectSnap;
  changes?: SelectionGesture[];
  snaps?: SnapState[];
}

function Editor({ world, ends, selected = ['box'], snap, changes, snaps }: EditorProps) {
  const [, setVersion] = useState(0);
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable
          pivotHandle
          defaultSelected={selected}
          snap={snap}
          onSnapChange={(st) => snaps?.push(st)}
          onGestureChange={(g) => {
            changes?.push(g);
            setVersion((v) => v + 1);
          }}
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
  it('the pivot: dragged (snapping to a corner), it moves no shape and starts no gesture; the rotation handle then turns about it', async () => {
    const world = level();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Editor world={world} ends={ends} />);
    expect(handle('pivot').getAttribute('aria-label')).toBe('Rotation pivot');
    // From the centre (20, 20) to within 6 CSS px (1.5 units) of the bottom-right corner (30, 30).
    await drag({ x: 20, y: 20 }, { x: 29, y: 29.5 });
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(ends).toHaveLength(0);
    const mark = handle('pivot').querySelector('circle')!;
    const at = await client(30, 30);
    const b = mark.getBoundingClientRect();
    expect(Math.abs(b.x + b.width / 2 - at.x)).toBeLessThan(0.5);
    expect(Math.abs(b.y + b.height / 2 - at.y)).toBeLessThan(0.5);
    // The rotation handle (20, 3) turned a quarter turn clockwise about the pivot (30, 30), with Shift (exactly 90°).
    await drag({ x: 20, y: 3 }, { x: 57, y: 20 }, MODIFIERS.shift);
    const e = world.lookup('box')!;
    const centre = e.kind === 'rect' ? { x: (e.shape as Rect).x + 10, y: (e.shape as Rect).y + 10 } : (e.shape as RotatedRect).center;
    expect(centre.x).toBeCloseTo(40, 9);
    expect(centre.y).toBeCloseTo(20, 9);
    expect(ends.map(([g]) => g.type)).toEqual(['rotate']);
    screen.unmount();
  });

  it("snapping while resizing: the dragged corner lands on another shape's corner, a SnapMarker shows it, onSnapChange reports it", async () => {
    const world = createWorld({
      items: [
        { id: 'box', kind: 'rect', shape: BOX },
        { id: 'post', kind: 'rect', shape: { x: 45, y: 45, width: 10, height: 10 } },
      ],
    });
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const snaps: SnapState[] = [];
    const screen = await render(<Editor world={world} ends={ends} snaps={snaps} snap={objectSnap(world, { radiusPx: 12 })} />);
    await drag({ x: 30, y: 30 }, { x: 44, y: 44.5 }, 0, 6, false);
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 35, height: 35 });
    expect(document.querySelector('.hitkit-snap-marker')).not.toBeNull();
    expect(snaps.at(-1)!.target!.point).toEqual({ x: 45, y: 45 });
    await commands.cdp([
      { method: 'Input.dispatchMouseEvent', params: { type: 'mouseReleased', ...(await client(44, 44.5)), button: 'left', buttons: 0, clickCount: 1 } },
    ]);
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 35, height: 35 });
    expect(document.querySelector('.hitkit-snap-marker')).toBeNull();
    expect(snaps.at(-1)!.target).toBeNull();
    expect(ends.map(([g, i]) => [g.type, i.cancelled])).toEqual([['resize', false]]);
    screen.unmount();
  });

  it("Shift-resize snaps along the ratio's diagonal: a side lines up with a target off it, the marker and onSnapChange report the crossing", async () => {
    const world = createWorld({
      items: [
        { id: 'box', kind: 'rect', shape: BOX },
        { id: 'post', kind: 'rect', shape: { x: 45, y: 47, width: 10, height: 10 } },
      ],
    });
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const snaps: SnapState[] = [];
    const screen = await render(<Editor world={world} ends={ends} snaps={snaps} snap={objectSnap(world, { radiusPx: 12 })} />);
    // unsnapped the square's corner would be at (45, 45), 2 from the post's corner (45, 47): the diagonal crosses x = 45 there
    await drag({ x: 30, y: 30 }, { x: 44, y: 46 }, MODIFIERS.shift, 6, false);
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 35, height: 35 });
    expect(document.querySelector('.hitkit-snap-marker')).not.toBeNull();
    expect(snaps.at(-1)!.target).toMatchObject({ kind: 'alignment', point: { x: 45, y: 45 }, ids: ['post'] });
    await commands.cdp([
      {
        method: 'Input.dispatchMouseEvent',
        params: { type: 'mouseReleased', ...(await client(44, 46)), button: 'left', buttons: 0, clickCount: 1, modifiers: MODIFIERS.shift },
      },
    ]);
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 10, y: 10, width: 35, height: 35 });
    expect(ends.map(([g, i]) => [g.type, i.cancelled])).toEqual([['resize', false]]);
    screen.unmount();
  });

  it('Alt + arrows on a focused resize handle resize about the centre', async () => {
    const world = level();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Editor world={world} ends={ends} />);
    handle('bottom-right').focus();
    await press('ArrowRight', 2, MODIFIERS.alt);
    await press('ArrowUp', 1, MODIFIERS.alt);
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 8, y: 11, width: 24, height: 18 });
    expect(document.activeElement).toBe(handle('bottom-right'));
    screen.unmount();
  });

  it("a group's turned box is kept after the rotation: a second resize keeps the opposite corner fixed in the turned frame", async () => {
    const world = createWorld({
      items: [
        { id: 'box', kind: 'rect', shape: BOX },
        { id: 'pillar', kind: 'circle', shape: { center: { x: 60, y: 20 }, radius: 5 } },
      ],
    });
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const changes: SelectionGesture[] = [];
    const screen = await render(<Editor world={world} ends={ends} changes={changes} selected={['box', 'pillar']} />);
    // The box 10..65 × 10..30, centre (37.5, 20); its rotation handle at (37.5, 3): turned 30° with Shift.
    const a = Math.PI / 6;
    await drag({ x: 37.5, y: 3 }, { x: 37.5 + 17 * Math.sin(a), y: 20 - 17 * Math.cos(a) }, MODIFIERS.shift);
    expect(handle('rotate').getAttribute('aria-label')).toBe('Rotate selection, 30°');
    const turned: RotatedRect = { center: { x: 37.5, y: 20 }, width: 55, height: 20, rotation: a };
    const [tl, , br] = rotatedRectCorners(turned);
    await drag(br!, { x: br!.x + 5, y: br!.y + 8 });
    const g = changes.at(-1)!;
    expect(g.type).toBe('resize');
    expect(g.transform!.box.rotation).toBeCloseTo(a, 12);
    const fixed = applyAffine(g.transform!.map, tl!);
    expect(Math.hypot(fixed.x - tl!.x, fixed.y - tl!.y)).toBeLessThan(1e-9);
    expect(g.transform!.box.width).toBeGreaterThan(55);
    expect(handle('rotate').getAttribute('aria-label')).toBe('Rotate selection, 30°');
    screen.unmount();
  });
});
