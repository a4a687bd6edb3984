import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Scene, SelectionLayer, WorldLayer, type Circle, type Rect, type RotatedRect, type World, type WorldId } from '../../src';
import { keyDown, keyUp, recordPointerEvents, settle } from './input';
import { VIEW, BOX, PILLAR, level, deg, type Ends, within, client, touchCall, twoFingers, liftAll, resetTouches, pairAt, Page } from './twoFingers';

/**
 * Two fingers on a selection, with real touch points through the DevTools
 * protocol: with `movable` alone (no `transformable`) they move it by their
 * midpoint (spread and twist ignored), within `bounds`; with `transformable`
 * a pinch keeps the transform box inside `bounds`. A Scene 100 units wide
 * drawn 400 CSS px wide (4 px a unit) in a page taller than the window.
 */

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

afterEach(resetTouches);

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
