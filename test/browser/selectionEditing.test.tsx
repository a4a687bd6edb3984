import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import preview from '../../.storybook/preview';
import * as EditingStories from '../../stories/SelectionEditing.stories';
import {
  createWorld,
  DraggableShape,
  Scene,
  sceneToClient,
  SelectionLayer,
  WorldLayer,
  type Circle,
  type DragEndInfo,
  type PickHit,
  type Rect,
  type SelectionGesture,
  type Vec2,
  type World,
  type WorldId,
} from '../../src';
import { hold, keyDown, keyUp, mouse, MODIFIERS, settle, type Pt, clientOf } from './input';

/**
 * Selecting and editing in one place, with real input through the DevTools
 * protocol: press-and-drag, group move, Escape, held arrow keys, Delete from
 * a shape's body, hover over an editor drawn on top, no stale hover after a
 * band, a DraggableShape inside the layer selected by a click, undo / redo.
 * A Scene 100 units wide drawn 400 CSS px wide: 4 px a unit.
 */

setProjectAnnotations([preview]);
const { SelectAndEdit, KeyboardOnly } = composeStories(EditingStories);

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const BOX: Rect = { x: 10, y: 10, width: 20, height: 20 };
const PILLAR: Circle = { center: { x: 60, y: 60 }, radius: 8 };
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: BOX },
      { id: 'pillar', kind: 'circle', shape: PILLAR },
      { id: 'wall', kind: 'segment', shape: { start: { x: 5, y: 90 }, end: { x: 95, y: 90 } } },
    ],
  });

/** The client point (main-frame CSS px) of scene point `(x, y)` in the figure. */
const client = (x: number, y: number): Promise<Pt> => clientOf(VIEW, { x, y });

/** A real mouse drag between two scene points, in `steps` moves. */
async function dragScene(from: Pt, to: Pt, steps = 6): Promise<void> {
  const a = await client(from.x, from.y);
  const b = await client(to.x, to.y);
  await mouse.down(a);
  await mouse.drag(a, b, steps);
  await mouse.up(b);
  await settle();
}

interface Log {
  selected: readonly WorldId[];
  hovers: (WorldId | null)[];
  deleted: (readonly WorldId[])[];
  ends: [SelectionGesture, DragEndInfo][];
}

/** A level in a SelectionLayer (movable), with an optional DraggableShape for the pillar inside the layer or after it. */
function Editor({ world, log, initial = [], editor }: { world: World; log: Log; initial?: readonly WorldId[]; editor?: 'inside' | 'after' }) {
  const [selected, setSelected] = useState<readonly WorldId[]>(initial);
  const [, setVersion] = useState(0);
  const pillar = editor && (
    <DraggableShape<Circle> label="Pillar" defaultValue={world.lookup('pillar')!.shape as Circle} onChange={(c) => world.update('pillar', c)} />
  );
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          selected={selected}
          onSelectedChange={(ids) => {
            log.selected = ids;
            setSelected(ids);
          }}
          onHoverChange={(hit: PickHit | null) => {
            log.hovers.push(hit?.id ?? null);
          }}
          onDelete={(ids) => log.deleted.push(ids)}
          onGestureChange={() => setVersion(world.version)}
          onGestureEnd={(g, info) => {
            log.ends.push([g, info]);
            setVersion(world.version);
          }}
        >
          <WorldLayer world={world} version={world.version} />
          {editor === 'inside' && pillar}
        </SelectionLayer>
        {editor === 'after' && pillar}
      </Scene>
    </div>
  );
}

const newLog = (): Log => ({ selected: [], hovers: [], deleted: [], ends: [] });

describe('group move and press-and-drag (real mouse)', () => {
  it('dragging one selected shape moves the whole selection by the same offset', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} initial={['box', 'pillar']} />);
    await dragScene({ x: 20, y: 20 }, { x: 32, y: 43 });
    expect(world.lookup('box')!.shape).toEqual({ x: 22, y: 33, width: 20, height: 20 });
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 72, y: 83 }, radius: 8 });
    expect(world.lookup('wall')!.shape).toEqual({ start: { x: 5, y: 90 }, end: { x: 95, y: 90 } });
    expect(log.ends.map(([g, info]) => [g.offset, info.cancelled])).toEqual([[{ x: 12, y: 23 }, false]]);
  });

  it('a press on an unselected shape selects it and drags it in the same gesture; Shift adds it and drags the selection', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} />);
    await dragScene({ x: 60, y: 60 }, { x: 50, y: 40 });
    expect(log.selected).toEqual(['pillar']);
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 50, y: 40 }, radius: 8 });
    expect(world.lookup('box')!.shape).toEqual(BOX);
    // Shift-press the box: added, and both move
    const a = await client(20, 20);
    const b = await client(25, 30);
    await commands.cdp([
      {
        method: 'Input.dispatchMouseEvent',
        params: { type: 'mousePressed', x: a.x, y: a.y, button: 'left', buttons: 1, clickCount: 1, modifiers: MODIFIERS.shift },
      },
    ]);
    await mouse.drag(a, b, 5);
    await mouse.up(b);
    await settle();
    expect(log.selected).toEqual(['pillar', 'box']);
    expect(world.lookup('box')!.shape).toEqual({ x: 15, y: 20, width: 20, height: 20 });
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 55, y: 50 }, radius: 8 });
  });

  it('Escape during a drag puts every shape back exactly and ends the gesture once, cancelled; the release is no click', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} initial={['box', 'pillar']} />);
    const a = await client(60, 60);
    const b = await client(71.3, 47.9);
    await mouse.down(a);
    await mouse.drag(a, b, 4);
    await settle();
    expect(world.lookup('pillar')!.shape).not.toEqual(PILLAR);
    await keyDown('Escape');
    await keyUp('Escape');
    await mouse.drag(b, a, 3);
    await mouse.up(a);
    await settle();
    expect(world.lookup('pillar')!.shape).toStrictEqual(PILLAR);
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(log.ends.map(([, info]) => info)).toEqual([{ input: 'pointer', reason: 'escape', cancelled: true }]);
    expect(log.selected).toEqual([]); // never changed: the release after Escape selected nothing
  });

  it('a held arrow key (auto-repeat) nudges the selection as ONE gesture that ends on key up', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} />);
    await dragScene({ x: 20, y: 20 }, { x: 20, y: 20 }, 1); // a click: the box is selected, the surface focused
    expect(log.selected).toEqual(['box']);
    await hold('ArrowRight', 12);
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 22, y: 10, width: 20, height: 20 });
    expect(log.ends.map(([g, info]) => [g.input, g.offset, info.reason])).toEqual([['keyboard', { x: 12, y: 0 }, 'release']]);
  });
});

describe('select, then edit: the defects of issue #30', () => {
  it('hover reports the shape under the pointer over an editor drawn on top of the layer', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} initial={['pillar']} editor="after" />);
    await mouse.moveTo(await client(90, 5));
    await mouse.moveTo(await client(62, 61)); // on the pillar's editor body
    await settle();
    expect(log.hovers.at(-1)).toBe('pillar');
  });

  for (const editor of ['inside', 'after'] as const) {
    it(`Delete after a click on the selected shape's editor (drawn ${editor} the layer) deletes the selection`, async () => {
      const world = level();
      const log = newLog();
      await render(<Editor world={world} log={log} initial={['pillar']} editor={editor} />);
      await dragScene({ x: 62, y: 61 }, { x: 62, y: 61 }, 1);
      expect(document.activeElement?.getAttribute('aria-label') ?? '').toMatch(/^Pillar/);
      await commands.cdp([
        { method: 'Input.dispatchKeyEvent', params: { type: 'rawKeyDown', key: 'Delete', code: 'Delete', windowsVirtualKeyCode: 46 } },
        { method: 'Input.dispatchKeyEvent', params: { type: 'keyUp', key: 'Delete', code: 'Delete', windowsVirtualKeyCode: 46 } },
      ]);
      expect(log.deleted).toEqual([['pillar']]);
    });
  }

  it('a DraggableShape inside the layer is selected by a click on it', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} editor="inside" />);
    await dragScene({ x: 62, y: 61 }, { x: 62, y: 61 }, 1);
    expect(log.selected).toEqual(['pillar']);
  });

  it('after a band that started on a shape and ended on empty space, the hover is not that shape', async () => {
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 5, y: 50 }, end: { x: 95, y: 50 } } }] });
    const log = newLog();
    await render(
      <div data-testid="figure" style={{ width: 400 }}>
        <Scene viewBox={VIEW} title="Wall">
          <SelectionLayer
            world={world}
            onHoverChange={(hit) => {
              log.hovers.push(hit?.id ?? null);
            }}
          >
            <WorldLayer world={world} version={world.version} />
          </SelectionLayer>
        </Scene>
      </div>,
    );
    await mouse.moveTo(await client(40, 50));
    await settle();
    expect(log.hovers.at(-1)).toBe('wall');
    await dragScene({ x: 40, y: 50 }, { x: 80, y: 85 });
    expect(log.hovers.at(-1)).toBe(null);
  });
});

describe('undo and redo on the transaction callbacks (story Editor/Select and edit)', () => {
  it('a real drag is one undo step; Ctrl+Z and Shift+Ctrl+Z undo and redo it', async () => {
    await render(<SelectAndEdit />);
    const readout = () => document.querySelector('.story-readout')!.textContent;
    const svg = await commands.boundingBox('svg[role="group"]');
    const at = (x: number, y: number): Pt => ({ x: svg.x + (x * svg.width) / 200, y: svg.y + (y * svg.height) / 120 });
    expect(readout()).toBe('selected: none · box (100, 40) · pillar (60, 60)');
    await mouse.down(at(115, 50));
    await mouse.drag(at(115, 50), at(135, 60), 8);
    await mouse.up(at(135, 60));
    await settle();
    expect(readout()).toBe('selected: box · box (120, 50) · pillar (60, 60)');
    const z = (modifiers: number) =>
      commands.cdp([
        { method: 'Input.dispatchKeyEvent', params: { type: 'rawKeyDown', key: 'z', code: 'KeyZ', windowsVirtualKeyCode: 90, modifiers } },
        { method: 'Input.dispatchKeyEvent', params: { type: 'keyUp', key: 'z', code: 'KeyZ', windowsVirtualKeyCode: 90, modifiers } },
      ]);
    await z(MODIFIERS.ctrl);
    await settle();
    expect(readout()).toBe('selected: box · box (100, 40) · pillar (60, 60)');
    await z(MODIFIERS.ctrl | MODIFIERS.shift);
    await settle();
    expect(readout()).toBe('selected: box · box (120, 50) · pillar (60, 60)');
  });
});

describe('a move ended by the window (real input)', () => {
  it('focus moving to the parent frame mid-drag (a real window blur) ends the move once, interrupted, where it is', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} />);
    const blurs: boolean[] = [];
    const onBlur = (e: Event) => blurs.push(e.isTrusted);
    window.addEventListener('blur', onBlur);
    const a = await client(60, 60);
    const b = await client(70, 64);
    const c = await client(90, 80);
    await mouse.down(a);
    await mouse.drag(a, b, 4);
    await settle();
    expect(log.ends).toHaveLength(0);
    // a real focus change: an input of the page around the test's frame takes the focus (no synthetic event)
    const outer = window.parent.document;
    const input = outer.createElement('input');
    outer.body.append(input);
    input.focus();
    await settle();
    expect(document.hasFocus()).toBe(false);
    expect(blurs).toEqual([true]);
    expect(log.ends.map(([g, info]) => [g.offset, info.reason, info.cancelled])).toEqual([[{ x: 10, y: 4 }, 'interrupted', false]]);
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 70, y: 64 }, radius: 8 });
    // the button is still down and the pointer goes on: nothing moves, no second end, nothing left dragging
    await mouse.drag(b, c, 4);
    await mouse.up(c);
    await settle();
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 70, y: 64 }, radius: 8 });
    expect(log.ends).toHaveLength(1);
    window.removeEventListener('blur', onBlur);
    input.remove();
    window.focus();
    // and the next drag works
    await dragScene({ x: 70, y: 64 }, { x: 75, y: 64 });
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 75, y: 64 }, radius: 8 });
    expect(log.ends.map(([, info]) => info.reason)).toEqual(['interrupted', 'release']);
  });

  it('a capture the browser takes away mid-drag (releasePointerCapture) ends the move once, interrupted', async () => {
    const world = level();
    const log = newLog();
    await render(<Editor world={world} log={log} />);
    const a = await client(60, 60);
    const b = await client(64, 60);
    await mouse.down(a);
    await mouse.drag(a, b, 3);
    await settle();
    const surface = document.querySelector('[data-testid="figure"] [role="application"]') as Element;
    expect(surface.hasPointerCapture(1)).toBe(true);
    surface.releasePointerCapture(1);
    // the loss is delivered before the next pointer event (the spec's pending capture), which then moves nothing
    await mouse.drag(b, await client(70, 60), 1);
    await settle();
    expect(log.ends.map(([, info]) => [info.reason, info.cancelled])).toEqual([['interrupted', false]]);
    await mouse.drag(await client(70, 60), await client(80, 60), 3);
    await mouse.up(await client(80, 60));
    await settle();
    expect(log.ends).toHaveLength(1);
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 64, y: 60 }, radius: 8 });
  });
});

describe('in a zoomed y-up Scene drawn at a CSS scale of 1.5 (real mouse)', () => {
  const VB = { x: -10, y: -10, width: 40, height: 30 };
  const VIEWZ = { center: { x: 8, y: 6 }, zoom: 2.5 };
  const TITLE = 'Zoomed level';
  const zoomedLevel = (): World =>
    createWorld({
      items: [
        { id: 'box', kind: 'rect', shape: { x: 2, y: 2, width: 3, height: 2 } },
        { id: 'pillar', kind: 'circle', shape: { center: { x: 10, y: 8 }, radius: 1.2 } },
      ],
    });

  function Zoomed({ world, ends, initial = [] }: { world: World; ends: [SelectionGesture, DragEndInfo][]; initial?: readonly WorldId[] }) {
    const [, setVersion] = useState(0);
    return (
      <div style={{ width: 240, transform: 'scale(1.5)', transformOrigin: '0 0', margin: 20 }}>
        <Scene viewBox={VB} title={TITLE} yUp defaultView={VIEWZ}>
          <SelectionLayer
            world={world}
            movable
            transformable
            defaultSelected={initial}
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

  /** Scene point → main-frame CSS px (where the DevTools protocol sends input), through the public sceneToClient. */
  async function mainFrame(): Promise<{ at: (p: Vec2) => Pt; pixel: number }> {
    const svg = document.querySelector(`svg[aria-label="${TITLE}"]`) as SVGSVGElement;
    const main = await commands.boundingBox(`svg[aria-label="${TITLE}"]`);
    const here = svg.getBoundingClientRect();
    const k = main.width / here.width;
    const pixel = VB.width / VIEWZ.zoom / here.width; // scene units per CSS px of this frame
    return {
      at: (p) => {
        const c = sceneToClient(p, svg);
        return { x: main.x + (c.x - here.left) * k, y: main.y + (c.y - here.top) * k };
      },
      pixel,
    };
  }

  async function dragMain(from: Pt, to: Pt): Promise<void> {
    await mouse.down(from);
    await mouse.drag(from, to, 8);
    await mouse.up(to);
    await settle();
  }

  /** `got` is within half a CSS px of `want` (scene units over units per px). */
  const near = (got: Vec2, want: Vec2, pixel: number) => {
    expect(Math.abs(got.x - want.x) / pixel, `x ${got.x} vs ${want.x}`).toBeLessThanOrEqual(0.5);
    expect(Math.abs(got.y - want.y) / pixel, `y ${got.y} vs ${want.y}`).toBeLessThanOrEqual(0.5);
  };

  it('press-and-drag, then a group move, land where the pointer went', async () => {
    const world = zoomedLevel();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Zoomed world={world} ends={ends} />);
    const { at, pixel } = await mainFrame();
    expect(pixel).toBeCloseTo(16 / 360, 9); // 16 units shown across 240 × 1.5 CSS px
    await dragMain(at({ x: 10, y: 8 }), at({ x: 12.3, y: 5.7 }));
    near((world.lookup('pillar')!.shape as Circle).center, { x: 12.3, y: 5.7 }, pixel);
    // Shift-press the box (added), then drag it: both move by the pointer's offset
    const box = at({ x: 3.5, y: 3 });
    await commands.cdp([
      {
        method: 'Input.dispatchMouseEvent',
        params: { type: 'mousePressed', x: box.x, y: box.y, button: 'left', buttons: 1, clickCount: 1, modifiers: MODIFIERS.shift },
      },
      {
        method: 'Input.dispatchMouseEvent',
        params: { type: 'mouseReleased', x: box.x, y: box.y, button: 'left', buttons: 0, clickCount: 1, modifiers: MODIFIERS.shift },
      },
    ]);
    await settle();
    await dragMain(box, at({ x: 5.5, y: 4.5 })); // y up: (2, 1.5) is up and right on screen
    const r = world.lookup('box')!.shape as Rect;
    near(r, { x: 4, y: 3.5 }, pixel);
    expect(r.width).toBe(3);
    const moved = ends.at(-1)![0];
    expect(moved.ids).toEqual(['pillar', 'box']);
    near((world.lookup('pillar')!.shape as Circle).center, { x: 12.3 + moved.offset.x, y: 5.7 + moved.offset.y }, pixel);
    near(moved.offset, { x: 2, y: 1.5 }, pixel);
    screen.unmount();
  });

  it("the transform box's corner handle lands where the pointer went; the opposite corner stays", async () => {
    const world = zoomedLevel();
    const ends: [SelectionGesture, DragEndInfo][] = [];
    const screen = await render(<Zoomed world={world} ends={ends} initial={['box']} />);
    await settle();
    const { at, pixel } = await mainFrame();
    // the box's corner at (5, 4) (top right on screen, y up) dragged to (7.2, 5.1)
    await dragMain(at({ x: 5, y: 4 }), at({ x: 7.2, y: 5.1 }));
    expect(ends.map(([g, info]) => [g.type, info.reason])).toEqual([['resize', 'release']]);
    const r = world.lookup('box')!.shape as Rect;
    near({ x: r.x, y: r.y }, { x: 2, y: 2 }, pixel);
    near({ x: r.x + r.width, y: r.y + r.height }, { x: 7.2, y: 5.1 }, pixel);
    screen.unmount();
  });
});

/** Real key input (DevTools protocol): a key down with its text (Enter and Space activate a button), then its release. */
async function key(name: string, modifiers = 0): Promise<void> {
  const codes: Record<string, [string, number, string?]> = {
    Tab: ['Tab', 9],
    Enter: ['Enter', 13, '\r'],
    ' ': ['Space', 32, ' '],
    Delete: ['Delete', 46],
    ArrowLeft: ['ArrowLeft', 37],
    ArrowUp: ['ArrowUp', 38],
    ArrowRight: ['ArrowRight', 39],
    ArrowDown: ['ArrowDown', 40],
  };
  const [code, keyCode, text] = codes[name]!;
  const base = { key: name, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode, modifiers };
  await commands.cdp([
    { method: 'Input.dispatchKeyEvent', params: { type: text ? 'keyDown' : 'rawKeyDown', ...base, ...(text ? { text } : {}) } },
    { method: 'Input.dispatchKeyEvent', params: { type: 'keyUp', ...base } },
  ]);
  await settle();
}

describe('keyboard only (real key input)', () => {
  it('Tab to the figure, arrows and Enter select the box, arrows move it, the handles resize and turn it, Delete, Undo and Redo', async () => {
    const screen = await render(<KeyboardOnly />);
    const root = screen.container;
    const read = () => root.querySelector('.story-readout')!.textContent;
    const spoken = () => root.querySelector('.hitkit-live')!.textContent;
    const surface = root.querySelector('.hitkit-selection-layer')!;
    (document.activeElement as HTMLElement | null)?.blur();
    await key('Tab');
    expect(document.activeElement).toBe(surface);
    for (let i = 0; i < 3; i++) await key('ArrowRight');
    await expect.poll(spoken).toBe('rect box, 3 of 6, not selected');
    // the keyboard focus is drawn (a ring on the focused shape's outline)
    expect(root.querySelector('.hitkit-selection-focus')).not.toBeNull();
    await key('Enter');
    await expect.poll(read).toBe('selected: box · box (100, 40) 30 × 20 · pillar (60, 60)');
    await expect.poll(spoken).toBe('rect box selected');
    await key('ArrowRight');
    await key('ArrowDown', MODIFIERS.shift);
    await expect.poll(read).toBe('selected: box · box (105, 90) 30 × 20 · pillar (60, 60)');
    await key('ArrowUp', MODIFIERS.shift);
    await expect.poll(read).toBe('selected: box · box (105, 40) 30 × 20 · pillar (60, 60)');
    for (let i = 0; i < 5; i++) await key('Tab');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Resize selection, bottom-right corner');
    await key('ArrowRight');
    await key('ArrowRight');
    await key('ArrowDown');
    await expect.poll(read).toBe('selected: box · box (105, 40) 40 × 25 · pillar (60, 60)');
    await expect.poll(spoken).toBe('Resized to 40 × 25');
    for (let i = 0; i < 4; i++) await key('Tab');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Rotate selection, 0°');
    await key('ArrowRight', MODIFIERS.shift);
    await expect.poll(read).toBe('selected: box · box (125, 52.5) 40 × 25 turned 15° · pillar (60, 60)');
    await key('Delete');
    await expect.poll(read).toBe('selected: none · box deleted · pillar (60, 60)');
    await key('Tab');
    expect(document.activeElement!.textContent).toBe('Undo');
    await key('Enter');
    await expect.poll(read).toBe('selected: none · box (125, 52.5) 40 × 25 turned 15° · pillar (60, 60)');
    for (let i = 0; i < 6; i++) await key('Enter');
    await expect.poll(read).toBe('selected: none · box (105, 40) 30 × 20 · pillar (60, 60)');
    await key('Tab');
    expect(document.activeElement!.textContent).toBe('Redo');
    await key(' ');
    await expect.poll(read).toBe('selected: none · box (105, 90) 30 × 20 · pillar (60, 60)');
    // every announcement went to the Scene's polite live region
    expect(root.querySelector('.hitkit-live')!.getAttribute('aria-live')).toBe('polite');
    screen.unmount();
  });
});
