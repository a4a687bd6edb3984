import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createWorld, pick, Scene, SelectionLayer, WorldLayer, type Rect, type World } from '../../src';
import { keyDown, keyUp, settle, type Pt, clientOf } from './input';

/**
 * A selection gesture draws its shapes once, from their start, under the
 * frame's transform (no path rebuilt per frame), while the world answers pick
 * at the moved place; circles under a non-uniform resize are drawn from the
 * world; Escape puts the drawing back exactly; after the release the drawing
 * is the world's, as a fresh WorldLayer draws it. Real mouse input through the
 * DevTools protocol; a Scene 100 units wide drawn 400 CSS px wide: 4 px a unit.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const BOX: Rect = { x: 10, y: 10, width: 20, height: 20 };
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: BOX },
      { id: 'pillar', kind: 'circle', shape: { center: { x: 40, y: 40 }, radius: 6 } },
      { id: 'beam', kind: 'segment', shape: { start: { x: 12, y: 45 }, end: { x: 30, y: 48 } } },
      { id: 'wall', kind: 'segment', shape: { start: { x: 5, y: 90 }, end: { x: 95, y: 90 } } },
    ],
  });

const client = (p: Pt): Promise<Pt> => clientOf(VIEW, p);

/** Press at scene point `from`, move to `to` in `steps` moves; no release. */
async function pressAndMove(from: Pt, to: Pt, steps = 5): Promise<void> {
  const a = await client(from);
  const b = await client(to);
  const ev = (type: string, p: Pt, buttons: number) => ({
    method: 'Input.dispatchMouseEvent',
    params: { type, x: p.x, y: p.y, button: 'left', buttons, clickCount: type === 'mouseMoved' ? 0 : 1 },
  });
  const calls = [ev('mouseMoved', a, 0), ev('mousePressed', a, 1)];
  for (let i = 1; i <= steps; i++) calls.push(ev('mouseMoved', { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }, 1));
  await commands.cdp(calls);
  await settle();
}

async function release(at: Pt): Promise<void> {
  const p = await client(at);
  await commands.cdp([{ method: 'Input.dispatchMouseEvent', params: { type: 'mouseReleased', x: p.x, y: p.y, button: 'left', buttons: 0, clickCount: 1 } }]);
  await settle();
}

const ended: string[] = [];

function Editor({ world, transformable = false }: { world: World; transformable?: boolean }) {
  const [, setVersion] = useState(0);
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable={transformable}
          defaultSelected={['box', 'pillar', 'beam']}
          onGestureChange={() => setVersion((v) => v + 1)}
          onGestureEnd={(g, info) => {
            ended.push(`${g.type} ${info.reason}`);
            setVersion((v) => v + 1);
          }}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </div>
  );
}

/** The same world drawn by a WorldLayer of its own (a second figure), as the reference picture. */
function Fresh({ world }: { world: World }) {
  return (
    <div data-testid="fresh" style={{ width: 400 }}>
      <Scene viewBox={VIEW} title="Reference">
        <WorldLayer world={world} version={world.version} />
      </Scene>
    </div>
  );
}

const layer = (testId = 'figure') => document.querySelector(`[data-testid="${testId}"] .hitkit-world-layer`)!;
const movedGroup = () => layer().querySelector(':scope > g[transform]');
/** The path data drawn outside the moved group. */
const drawnApart = () => [...layer().querySelectorAll(':scope > path')].map((p) => p.getAttribute('d')).join('');

describe('a selection gesture drawn by a transform (real mouse)', () => {
  it('a move draws the start shapes under translate(offset), pick answers at the moved place, and Escape restores the drawing exactly', async () => {
    const world = level();
    const screen = await render(<Editor world={world} />);
    const start = layer().innerHTML;
    await pressAndMove({ x: 20, y: 20 }, { x: 32, y: 43 });
    // the world holds the moved shapes: pick finds the box at its moved place, not at its start
    expect(world.lookup('box')!.shape).toEqual({ x: 22, y: 33, width: 20, height: 20 });
    expect(pick(world, { x: 22, y: 40 }, 0.5)[0]?.id).toBe('box');
    expect(pick(world, { x: 10, y: 20 }, 0.5)).toEqual([]);
    // the drawing: the start shapes under the offset's transform; the rest of the world as it was
    const g = movedGroup()!;
    expect(g.getAttribute('transform')).toBe('matrix(1 0 0 1 12 23)');
    expect(g.innerHTML).toContain('M10 10H30V30H10Z');
    expect(drawnApart()).not.toContain('M10 10H30V30H10Z');
    expect(drawnApart()).toContain('M5 90L95 90');
    // on screen, the moved group covers the moved shapes (4 px a unit; strokes add a pixel or two)
    const fig = await commands.boundingBox('[data-testid="figure"] svg');
    const r = g.getBoundingClientRect();
    expect(Math.abs(r.left - (fig.x + 22 * 4))).toBeLessThan(2.5);
    expect(Math.abs(r.top - (fig.y + 33 * 4))).toBeLessThan(2.5);
    // the selection outline is drawn the same way
    expect(document.querySelector('.hitkit-selection > g[transform]')!.getAttribute('transform')).toBe('matrix(1 0 0 1 12 23)');
    await keyDown('Escape');
    await keyUp('Escape');
    await release({ x: 32, y: 43 });
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(layer().innerHTML).toBe(start);
    screen.unmount();
  });

  it("a change someone else makes to the world during a gesture is drawn at the gesture's next frame (the tiles skip their pass only for the gesture's own writes)", async () => {
    const world = level();
    const screen = await render(<Editor world={world} />);
    await pressAndMove({ x: 20, y: 20 }, { x: 26, y: 31 });
    expect(drawnApart()).toContain('M5 90L95 90');
    // another writer moves the wall mid-gesture; the next pointer move is the gesture's next frame
    world.update('wall', { start: { x: 5, y: 80 }, end: { x: 95, y: 80 } });
    const p = await client({ x: 28, y: 35 });
    await commands.cdp([{ method: 'Input.dispatchMouseEvent', params: { type: 'mouseMoved', x: p.x, y: p.y, button: 'left', buttons: 1, clickCount: 0 } }]);
    await settle();
    expect(movedGroup()!.getAttribute('transform')).toBe('matrix(1 0 0 1 8 15)');
    expect(drawnApart()).toContain('M5 80L95 80');
    expect(drawnApart()).not.toContain('M5 90L95 90');
    // and pick answers for both during the gesture: the box at its moved place, the wall where the other writer put it
    expect(pick(world, { x: 18, y: 30 }, 0.5)[0]?.id).toBe('box');
    expect(pick(world, { x: 50, y: 80 }, 0.5)[0]?.id).toBe('wall');
    await release({ x: 28, y: 35 });
    expect(movedGroup()).toBeNull();
    expect(drawnApart()).toContain('M18 25H38V45H18Z');
    expect(drawnApart()).toContain('M5 80L95 80');
    screen.unmount();
  });

  it('after the release the drawing is the world as a fresh WorldLayer draws it, with no transform left', async () => {
    const world = level();
    const screen = await render(<Editor world={world} />);
    await pressAndMove({ x: 20, y: 20 }, { x: 27.25, y: 31.5 });
    await release({ x: 27.25, y: 31.5 });
    expect(movedGroup()).toBeNull();
    expect(document.querySelector('.hitkit-selection g[transform]')).toBeNull();
    const fresh = await render(<Fresh world={world} />);
    await settle();
    expect(layer().innerHTML).toBe(layer('fresh').innerHTML);
    fresh.unmount();
    screen.unmount();
  });

  it('a non-uniform resize draws the rect and the segment by the transform and the circle from the world on each frame', async () => {
    const world = level();
    const screen = await render(<Editor world={world} transformable />);
    await settle();
    expect(document.querySelector('.hitkit-transform-handle[data-handle="bottom-right"]')).not.toBeNull();
    // the box of the selection: the rect (10…30), the circle (34…46) and the segment (y to 48)
    const from = { x: 46, y: 48 };
    await pressAndMove(from, { x: from.x + 10, y: from.y + 3 });
    expect(world.lookup('box')!.shape).not.toEqual(BOX);
    expect(movedGroup(), ended.join()).not.toBeNull(); // the gesture runs
    const g = movedGroup()!;
    expect(g.getAttribute('transform')).toMatch(/^matrix\(\S+ 0 0 \S+ /);
    expect(g.innerHTML).toContain('M10 10H30V30H10Z');
    expect(g.innerHTML).toContain('M12 45L30 48');
    // the circle is drawn apart, from the world as it is now (its radius scaled by the gesture)
    const pillar = world.lookup('pillar')!.shape as { center: Pt; radius: number };
    expect(pillar.radius).not.toBe(6);
    expect(g.innerHTML).not.toContain('A6 6');
    expect(drawnApart()).toContain(`A${Number(pillar.radius.toFixed(3))} ${Number(pillar.radius.toFixed(3))}`);
    await release({ x: from.x + 10, y: from.y + 3 });
    // after the release: no transform, every shape drawn from the world where it is now
    expect(movedGroup()).toBeNull();
    const r = world.lookup('box')!.shape as Rect;
    const n = (v: number) => Number(v.toFixed(3));
    expect(drawnApart()).toContain(`M10 10H${n(r.x + r.width)}V${n(r.y + r.height)}H10Z`);
    screen.unmount();
  });
});
