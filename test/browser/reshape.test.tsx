import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  createWorld,
  objectSnap,
  Scene,
  SelectionLayer,
  WorldLayer,
  type DragEndInfo,
  type Polygon,
  type SelectionGesture,
  type SnapState,
  type World,
} from '../../src';
import { centre, hold, keyDown, mouse, settle, touchDrag, type Pt } from './input';
import { client, Page, resetTouches, VIEW, within } from './twoFingers';

/**
 * Reshaping inside the selection with real input through the DevTools
 * protocol: a vertex handle dragged by mouse and by touch, Escape mid-drag,
 * snapping onto another shape, held arrow keys, the grab target's size and
 * the nearest handle against the transform box. A Scene 100 units wide
 * drawn 400 CSS px wide: 4 px a unit.
 */

const ROCK: Polygon = {
  points: [
    { x: 20, y: 20 },
    { x: 50, y: 20 },
    { x: 50, y: 50 },
    { x: 20, y: 50 },
  ],
};
const level = (): World =>
  createWorld({
    items: [
      { id: 'rock', kind: 'polygon', shape: ROCK },
      { id: 'wall', kind: 'segment', shape: { start: { x: 70, y: 10 }, end: { x: 90, y: 10 } } },
    ],
  });

interface Log {
  ends: [SelectionGesture, DragEndInfo][];
  snaps: SnapState[];
}

function Editor({ world, log, transformable = false, snap = false }: { world: World; log: Log; transformable?: boolean; snap?: boolean }) {
  const [, setVersion] = useState(0);
  const [objects] = useState(() => objectSnap(world, { kinds: ['endpoint'], radiusPx: 12 }));
  return (
    <Page>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          reshapable
          transformable={transformable}
          defaultSelected={['rock']}
          describe={(id) => String(id)}
          {...(snap ? { snap: objects } : {})}
          onSnapChange={(s) => log.snaps.push(s)}
          onGestureChange={() => setVersion((v) => v + 1)}
          onGestureEnd={(g, info) => {
            log.ends.push([g, info]);
            setVersion((v) => v + 1);
          }}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </Page>
  );
}

const fresh = (): Log => ({ ends: [], snaps: [] });
const rock = (w: World) => (w.lookup('rock')!.shape as Polygon).points;

afterEach(resetTouches);

describe('reshaping a selected shape by its vertex handles (real input)', () => {
  it('a mouse drags vertex 2 alone, one gesture; Escape mid-drag restores the shape exactly', async () => {
    const w = level();
    const log = fresh();
    render(<Editor world={w} log={log} />);
    await settle();
    const handle = document.querySelector('[data-vertex="1"]')!;
    expect(handle.getAttribute('aria-label')).toBe('Move vertex 2 of 4, rock');
    const a = await client({ x: 50, y: 20 });
    const b = await client({ x: 65, y: 30 });
    await mouse.down(a);
    await mouse.drag(a, b, 6);
    await mouse.up(b);
    await settle();
    const p = rock(w);
    within(p[1]!.x, 65, 0.3);
    within(p[1]!.y, 30, 0.3);
    expect([p[0], p[2], p[3]]).toEqual([ROCK.points[0], ROCK.points[2], ROCK.points[3]]);
    expect(log.ends.map(([g, i]) => [g.type, g.vertex, i.reason])).toEqual([['reshape', 1, 'release']]);
    // Escape with the button held: back to the shape before this drag, deep-equal; the release ends nothing more
    const was = structuredClone(w.lookup('rock')!.shape);
    const c = await client(p[3]!);
    const d = await client({ x: 5, y: 80 });
    await mouse.down(c);
    await mouse.drag(c, d, 4);
    await settle();
    expect(rock(w)[3]!.x).toBeLessThan(10);
    await keyDown('Escape');
    await settle();
    expect(w.lookup('rock')!.shape).toEqual(was);
    await mouse.up(d);
    await settle();
    expect(w.lookup('rock')!.shape).toEqual(was);
    expect(log.ends.map(([, i]) => i)).toEqual([
      { input: 'pointer', reason: 'release', cancelled: false },
      { input: 'pointer', reason: 'escape', cancelled: true },
    ]);
  });

  it('the dragged vertex snaps onto another shape exactly, reported to onSnapChange; a finger drags a vertex without scrolling', async () => {
    const w = level();
    const log = fresh();
    render(<Editor world={w} log={log} snap />);
    await settle();
    const a = await client({ x: 50, y: 20 });
    const b = await client({ x: 68.5, y: 11.5 }); // 8.5 px from the wall's start (70, 10)
    await mouse.down(a);
    await mouse.drag(a, b, 6);
    await settle();
    expect(rock(w)[1]).toEqual({ x: 70, y: 10 });
    expect(log.snaps.at(-1)!.target).toMatchObject({ kind: 'endpoint', point: { x: 70, y: 10 }, ids: ['wall'] });
    await mouse.up(b);
    await settle();
    expect(log.snaps.at(-1)!.target).toBeNull();
    // one finger on vertex 3 (20, 50), moved to (10, 70)
    const from = await client({ x: 20, y: 50 });
    const to = await client({ x: 10, y: 70 });
    await touchDrag([{ from, to }], 8);
    await settle();
    within(rock(w)[3]!.x, 10, 0.3);
    within(rock(w)[3]!.y, 70, 0.3);
    expect(window.scrollY).toBe(0);
    expect(log.ends.map(([g, i]) => [g.type, g.vertex, i.input, i.reason])).toEqual([
      ['reshape', 1, 'pointer', 'release'],
      ['reshape', 3, 'pointer', 'release'],
    ]);
  });

  it('a focused vertex moves by held arrow keys as one gesture; its grab target is at least 24 CSS px', async () => {
    const w = level();
    const log = fresh();
    render(<Editor world={w} log={log} />);
    await settle();
    const target = await commands.boundingBox('[data-vertex="2"] circle:first-child');
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
    (document.querySelector('[data-vertex="2"]') as SVGGElement).focus();
    await hold('ArrowRight', 5);
    await settle();
    expect(rock(w)[2]).toEqual({ x: 55, y: 50 });
    expect(log.ends.map(([g, i]) => [g.type, g.vertex, g.offset, i.input, i.reason])).toEqual([['reshape', 2, { x: 5, y: 0 }, 'keyboard', 'release']]);
  });

  it('with transformable: a press on a vertex that is a box corner takes the vertex; a press nearer a box handle takes the box', async () => {
    const w = level();
    const log = fresh();
    render(<Editor world={w} log={log} transformable />);
    await settle();
    const a = await client({ x: 20, y: 20 });
    const b = await client({ x: 15, y: 12 });
    await mouse.down(a);
    await mouse.drag(a, b, 4);
    await mouse.up(b);
    await settle();
    expect(log.ends.at(-1)![0]).toMatchObject({ type: 'reshape', vertex: 0 });
    // the box is now 15..50 × 12..50: its right edge's handle at (50, 31), vertex 2 at (50, 50) — 2 px below the handle
    const right = centre(await commands.boundingBox('[data-handle="right"] circle'));
    const c: Pt = { x: right.x, y: right.y + 2 };
    await mouse.down(c);
    await mouse.drag(c, { x: c.x + 20, y: c.y }, 4);
    await mouse.up({ x: c.x + 20, y: c.y });
    await settle();
    expect(log.ends.at(-1)![0]).toMatchObject({ type: 'resize', handle: 'right' });
  });
});
