import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  createWorld,
  Scene,
  SelectionLayer,
  WorldLayer,
  type Circle,
  type DragEndInfo,
  type Rect,
  type RotatedRect,
  type SelectionGesture,
  type World,
  type WorldId,
} from '../../src';
import type { CdpCall } from './commands';
import { keyDown, keyUp, recordPointerEvents, settle, type Pt } from './input';

/**
 * Two fingers on a selection, with real touch points through the DevTools
 * protocol: with `movable` alone (no `transformable`) they move it by their
 * midpoint (spread and twist ignored), within `bounds`; with `transformable`
 * a pinch keeps the transform box inside `bounds`. A Scene 100 units wide
 * drawn 400 CSS px wide (4 px a unit) in a page taller than the window.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
const BOX: Rect = { x: 40, y: 40, width: 20, height: 20 };
const PILLAR: Circle = { center: { x: 75, y: 50 }, radius: 5 };
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: BOX },
      { id: 'pillar', kind: 'circle', shape: PILLAR },
    ],
  });
const deg = (d: number) => (d * Math.PI) / 180;

async function client(p: Pt): Promise<Pt> {
  const box = await commands.boundingBox('[data-testid="figure"] svg');
  return { x: box.x + (p.x * box.width) / VIEW.width, y: box.y + (p.y * box.height) / VIEW.height };
}

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';
const touchCall = (type: TouchType, points: readonly Pt[], ids = points.map((_, i) => i)): CdpCall => ({
  method: 'Input.dispatchTouchEvent',
  params: { type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: ids[i], radiusX: 1, radiusY: 1, force: 1 })) },
});

/** Two fingers land one after the other at scene points `from` and move together to `to` in `steps` moves; they stay down. */
async function twoFingers(from: readonly [Pt, Pt], to: readonly [Pt, Pt], steps = 8): Promise<void> {
  const a = await Promise.all(from.map(client));
  const b = await Promise.all(to.map(client));
  const at = (i: number) => a.map((p, k) => ({ x: p.x + ((b[k]!.x - p.x) * i) / steps, y: p.y + ((b[k]!.y - p.y) * i) / steps }));
  const calls: CdpCall[] = [touchCall('touchStart', [a[0]!]), touchCall('touchStart', a)];
  for (let i = 1; i <= steps; i++) calls.push(touchCall('touchMove', at(i)));
  await commands.cdp(calls);
  await settle();
}

const liftAll = async () => {
  await commands.cdp([touchCall('touchEnd', [])]);
  await settle();
};

/** Two fingers `r` units either side of `c` along the angle `a` (degrees). */
const pairAt = (c: Pt, r: number, a: number): [Pt, Pt] => [
  { x: c.x - r * Math.cos(deg(a)), y: c.y - r * Math.sin(deg(a)) },
  { x: c.x + r * Math.cos(deg(a)), y: c.y + r * Math.sin(deg(a)) },
];

function Page({ children }: { children: ReactNode }) {
  return (
    <div>
      <div data-testid="figure" style={{ width: 400 }}>
        {children}
      </div>
      <div style={{ height: 3000 }} aria-hidden="true" />
    </div>
  );
}

type Ends = [SelectionGesture, DragEndInfo][];

function Editor({
  world,
  ends,
  initial,
  transformable = false,
  bounds,
}: {
  world: World;
  ends: Ends;
  initial: readonly WorldId[];
  transformable?: boolean;
  bounds?: Rect;
}) {
  const [, setVersion] = useState(0);
  return (
    <Page>
      <Scene viewBox={VIEW} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable={transformable}
          bounds={bounds}
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
    </Page>
  );
}

const within = (actual: number, expected: number, tolerance: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);

afterEach(async () => {
  await commands.cdp([touchCall('touchCancel', [])]).catch(() => {});
  window.scrollTo(0, 0);
});

describe('two fingers on a movable (not transformable) selection', () => {
  it('move it by their midpoint; the spread and twist are ignored; one move gesture; the page stays still', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} />);
    const events = recordPointerEvents();
    // fingers 10 units apart on the box; their midpoint moves by (10, −15) while they spread ×2 and twist 30°
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 60, y: 35 }, 10, 30));
    const r = world.lookup('box')!.shape as Rect;
    expect(world.lookup('box')!.kind).toBe('rect');
    within(r.x, 50, 0.2);
    within(r.y, 25, 0.2);
    expect([r.width, r.height]).toEqual([20, 20]);
    const c = world.lookup('pillar')!.shape as Circle;
    // one offset for the whole selection
    expect(c.center.x - PILLAR.center.x).toBeCloseTo(r.x - BOX.x, 9);
    expect(c.center.y - PILLAR.center.y).toBeCloseTo(r.y - BOX.y, 9);
    expect(c.radius).toBe(5);
    await liftAll();
    events.stop();
    expect(events.types).not.toContain('pointercancel:touch');
    expect(window.scrollY).toBe(0);
    expect(ends.map(([g, i]) => [g.type, g.input, i.reason, i.cancelled])).toEqual([['move', 'pointer', 'release', false]]);
    expect(ends[0]![0].offset.x).toBeCloseTo(r.x - BOX.x, 9);
    screen.unmount();
  });

  it('the fingers may land between the shapes (on the selection’s box); bounds clamp the move as one offset', async () => {
    const world = level();
    const ends: Ends = [];
    const bounds: Rect = { x: 0, y: 0, width: 100, height: 100 };
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} bounds={bounds} />);
    // (67, 46) and (67, 54) are inside the selection's box (40…80 × 40…60) but on no shape; the midpoint's move of
    // (+30, +30) would push the pillar out at x 110 (the first finger alone moves by (+30, +24): they spread)
    await twoFingers(pairAt({ x: 67, y: 50 }, 4, 90), pairAt({ x: 97, y: 80 }, 10, 90));
    await liftAll();
    const c = world.lookup('pillar')!.shape as Circle;
    const r = world.lookup('box')!.shape as Rect;
    expect(c.center.x + c.radius).toBeCloseTo(100, 9);
    within(c.center.y, 80, 0.2);
    expect(r.x - BOX.x).toBeCloseTo(c.center.x - PILLAR.center.x, 9);
    expect(ends.map(([g]) => g.type)).toEqual(['move']);
    expect(window.scrollY).toBe(0);
    screen.unmount();
  });

  it('Escape mid-gesture restores the shapes exactly; lifting a finger ends it and the other then moves nothing', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    (document.querySelector('.hitkit-selection-layer') as SVGGElement).focus();
    // (the first finger alone moves by (−23, −20); the midpoint by (−20, −20))
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 30, y: 30 }, 8, 0));
    within((world.lookup('box')!.shape as Rect).x, 20, 0.2);
    await keyDown('Escape');
    await keyUp('Escape');
    await settle();
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    await liftAll();
    // again, then one finger lifts: released there; the other finger wanders and lifts, moving nothing
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 55, y: 50 }, 9, 0));
    await commands.cdp([touchCall('touchEnd', [await client({ x: 64, y: 50 })], [1])]);
    await settle();
    const atLift = world.lookup('box')!.shape as Rect;
    within(atLift.x, 45, 0.2);
    await commands.cdp([touchCall('touchMove', [await client({ x: 20, y: 80 })], [0])]);
    await liftAll();
    expect(world.lookup('box')!.shape).toEqual(atLift);
    expect(ends.map(([g, i]) => [g.type, i.reason, i.cancelled])).toEqual([
      ['move', 'escape', true],
      ['move', 'release', false],
    ]);
    screen.unmount();
  });
});

describe('a pinch within bounds (transformable)', () => {
  it('a spread past the bounds stops where the box fits and keeps it inside; the rect stays a rect', async () => {
    const world = level();
    const ends: Ends = [];
    const bounds: Rect = { x: 10, y: 10, width: 80, height: 60 };
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} transformable bounds={bounds} />);
    // ×4 would make the box 80 × 80: the height fits only at ×3 (60 / 20); the midpoint moved down by 10 would push it out at the bottom
    await twoFingers(pairAt({ x: 50, y: 50 }, 4, 0), pairAt({ x: 50, y: 60 }, 16, 0));
    const r = world.lookup('box')!.shape as Rect;
    expect(world.lookup('box')!.kind).toBe('rect');
    within(r.width, 60, 1e-9);
    within(r.height, 60, 1e-9);
    within(r.y, 10, 1e-9);
    within(r.y + r.height, 70, 1e-9);
    within(r.x + r.width / 2, 50, 0.2);
    await liftAll();
    expect(ends.map(([g, i]) => [g.type, i.cancelled])).toEqual([['pinch', false]]);
    screen.unmount();
  });

  it('a twist in a tight frame shrinks the box to fit at its rotation', async () => {
    const world = level();
    const ends: Ends = [];
    const bounds: Rect = { x: 38, y: 38, width: 24, height: 24 };
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} transformable bounds={bounds} />);
    await twoFingers(pairAt({ x: 50, y: 50 }, 8, 0), pairAt({ x: 50, y: 50 }, 8, 45), 10);
    await liftAll();
    const rr = world.lookup('box')!.shape as RotatedRect;
    expect(world.lookup('box')!.kind).toBe('rotatedRect');
    within(rr.rotation, deg(45), deg(1));
    // its extent, (|cos| + |sin|) × width, is at most the 24 of the frame
    expect((Math.abs(Math.cos(rr.rotation)) + Math.abs(Math.sin(rr.rotation))) * rr.width).toBeLessThanOrEqual(24 + 1e-9);
    expect(rr.width).toBeLessThan(18);
    screen.unmount();
  });
});
