import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Scene, SelectionLayer, WorldLayer, type Circle, type Rect, type RotatedRect, type SceneView, type World, type WorldId } from '../../src';
import { keyDown, keyUp, penDrag, recordPointerEvents, settle, touchDrag, type Pt } from './input';
import { VIEW, BOX, PILLAR, level, deg, type Ends, within, client, touchCall, twoFingers, liftAll, resetTouches, pairAt, Page } from './twoFingers';

/**
 * Editing a selection by touch (and pen), with real touch points through the
 * DevTools protocol: a two-finger pinch scales the selection, a twist turns
 * it (a rect becomes a rotated rect), lifting a finger ends the gesture,
 * `touchcancel` and Escape restore it; one finger moves a group and drags a
 * transform handle, and the page never scrolls under them. A Scene 100 units
 * wide drawn 400 CSS px wide (4 px a unit) in a page taller than the window.
 */

function Editor({
  world,
  ends,
  initial,
  pannable = false,
  onView,
}: {
  world: World;
  ends: Ends;
  initial: readonly WorldId[];
  pannable?: boolean;
  onView?: (v: SceneView) => void;
}) {
  const [, setVersion] = useState(0);
  const [view, setView] = useState<SceneView>({ center: { x: 50, y: 50 }, zoom: 1 });
  const viewProps = pannable
    ? {
        view,
        onViewChange: (v: SceneView) => {
          onView?.(v);
          setView(v);
        },
      }
    : {};
  return (
    <Page>
      <Scene viewBox={VIEW} title="Level" {...viewProps}>
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
    </Page>
  );
}

afterEach(resetTouches);

describe('two-finger pinch and twist on the selection', () => {
  it('a pinch scales the selection about the fingers’ midpoint: the rect stays a rect, the page stays still', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    const events = recordPointerEvents();
    // fingers 10 units apart on the box, spread to 20 (×2), the midpoint moved by (5, −5)
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 55, y: 45 }, 10, 0));
    const mid = world.lookup('box')!;
    expect(mid.kind).toBe('rect');
    const r = mid.shape as Rect;
    within(r.x, 35, 0.2);
    within(r.y, 25, 0.2);
    within(r.width, 40, 0.2);
    within(r.height, 40, 0.2);
    expect(ends).toEqual([]);
    await liftAll();
    events.stop();
    expect(events.types).not.toContain('pointercancel:touch');
    expect(window.scrollY).toBe(0);
    expect(ends.map(([g, i]) => [g.type, g.input, i.reason, i.cancelled])).toEqual([['pinch', 'pointer', 'release', false]]);
    expect(world.lookup('box')!.shape).toEqual(r);
    // the other shape was not selected: untouched
    expect(world.lookup('pillar')!.shape).toStrictEqual(PILLAR);
    screen.unmount();
  });

  it('a twist turns the selection by the fingers’ angle: a rect becomes a rotated rect about the midpoint', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    await twoFingers(pairAt({ x: 50, y: 50 }, 8, 0), pairAt({ x: 50, y: 50 }, 8, 40), 10);
    await liftAll();
    const e = world.lookup('box')!;
    expect(e.kind).toBe('rotatedRect');
    const rr = e.shape as RotatedRect;
    within(rr.rotation, deg(40), deg(1));
    within(rr.center.x, 50, 0.2);
    within(rr.center.y, 50, 0.2);
    within(rr.width, 20, 0.3);
    within(rr.height, 20, 0.3);
    expect(ends.map(([g, i]) => [g.type, i.cancelled])).toEqual([['pinch', false]]);
    expect(window.scrollY).toBe(0);
    screen.unmount();
  });

  it('a group: both shapes scale and turn together (the circle keeps its ratio), with the fingers on one of them', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} />);
    // the selection's box is (40, 40)–(80, 60), centre (60, 50); fingers on the box, spread ×1.5, no twist
    await twoFingers(pairAt({ x: 50, y: 50 }, 6, 0), pairAt({ x: 50, y: 50 }, 9, 0));
    await liftAll();
    const r = world.lookup('box')!.shape as Rect;
    const c = world.lookup('pillar')!.shape as Circle;
    within(r.width, 30, 0.2);
    within(r.x, 50 - 15, 0.2);
    within(c.radius, 7.5, 0.1);
    within(c.center.x, 50 + 25 * 1.5, 0.2);
    within(c.center.y, 50, 0.2);
    expect(ends).toHaveLength(1);
    screen.unmount();
  });

  it('lifting one finger ends the pinch (released, one end); the other finger then moves nothing', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    const from = pairAt({ x: 50, y: 50 }, 5, 0);
    const to = pairAt({ x: 50, y: 50 }, 10, 0);
    await twoFingers(from, to);
    const atLift = world.lookup('box')!.shape;
    // finger 1 lifts (finger 0 stays down: a touchEnd names the points it lifts), then finger 0 wanders off and lifts
    const f0 = await client(to[0]);
    await commands.cdp([touchCall('touchEnd', [await client(to[1])], [1])]);
    await settle();
    expect(ends.map(([g, i]) => [g.type, i.reason, i.cancelled])).toEqual([['pinch', 'release', false]]);
    const away = await client({ x: 20, y: 80 });
    await commands.cdp([touchCall('touchMove', [{ x: (f0.x + away.x) / 2, y: (f0.y + away.y) / 2 }], [0]), touchCall('touchMove', [away], [0])]);
    await liftAll();
    expect(world.lookup('box')!.shape).toEqual(atLift);
    within((atLift as Rect).width, 40, 0.2);
    expect(ends).toHaveLength(1);
    screen.unmount();
  });

  it('touchcancel restores every shape exactly (cancelled); so does Escape mid-pinch', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} />);
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 52, y: 48 }, 9, 30));
    expect(world.lookup('box')!.kind).toBe('rotatedRect');
    await commands.cdp([touchCall('touchCancel', [])]);
    await settle();
    expect(world.lookup('box')!.kind).toBe('rect');
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(world.lookup('pillar')!.shape).toStrictEqual(PILLAR);
    expect(ends.map(([g, i]) => [g.type, i.reason, i.cancelled])).toEqual([['pinch', 'interrupted', true]]);

    // (a keyboard's keys go to the focused frame: a touch gives the figure no focus, so the test focuses it)
    (document.querySelector('.hitkit-selection-layer') as SVGGElement).focus();
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 50, y: 50 }, 12, 0));
    expect((world.lookup('box')!.shape as Rect).width).toBeGreaterThan(40);
    await keyDown('Escape');
    await keyUp('Escape');
    await settle();
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(world.lookup('pillar')!.shape).toStrictEqual(PILLAR);
    // the fingers still down after Escape move nothing
    await twoFingersMoveOnly(pairAt({ x: 50, y: 50 }, 14, 0));
    await liftAll();
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    expect(ends.map(([, i]) => [i.reason, i.cancelled])).toEqual([
      ['interrupted', true],
      ['escape', true],
    ]);
    expect(window.scrollY).toBe(0);
    screen.unmount();
  });

  it('in a pannable Scene a pinch on the selection never zooms or pans the view', async () => {
    const world = level();
    const ends: Ends = [];
    const views: SceneView[] = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} pannable onView={(v) => views.push(v)} />);
    await twoFingers(pairAt({ x: 50, y: 50 }, 5, 0), pairAt({ x: 50, y: 50 }, 10, 0));
    await liftAll();
    expect(views).toEqual([]);
    within((world.lookup('box')!.shape as Rect).width, 40, 0.2);
    expect(ends.map(([g]) => g.type)).toEqual(['pinch']);
    screen.unmount();
  });
});

/** Moves the two fingers still down to `to` (scene points) in one move. */
async function twoFingersMoveOnly(to: readonly [Pt, Pt]): Promise<void> {
  const b = await Promise.all(to.map(client));
  await commands.cdp([touchCall('touchMove', b)]);
  await settle();
}

describe('one finger and a pen', () => {
  it('touch: one finger on a selected shape moves the whole group, and the page does not scroll', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} />);
    const from = await client({ x: 50, y: 50 });
    const events = recordPointerEvents();
    await touchDrag([{ from, to: { x: from.x + 40, y: from.y - 60 } }]);
    await settle();
    events.stop();
    expect(events.types).not.toContain('pointercancel:touch');
    expect(window.scrollY).toBe(0);
    expect(world.lookup('box')!.shape).toEqual({ x: 50, y: 25, width: 20, height: 20 });
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 85, y: 35 }, radius: 5 });
    expect(ends.map(([g, i]) => [g.type, i.reason, i.cancelled])).toEqual([['move', 'release', false]]);
    screen.unmount();
  });

  it('pen: pressing a selected shape and dragging moves the whole group', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box', 'pillar']} />);
    const from = await client({ x: 75, y: 50 });
    await penDrag(from, { x: from.x - 20, y: from.y + 40 });
    await settle();
    expect(world.lookup('box')!.shape).toEqual({ x: 35, y: 50, width: 20, height: 20 });
    expect(world.lookup('pillar')!.shape).toEqual({ center: { x: 70, y: 60 }, radius: 5 });
    expect(ends.map(([g, i]) => [g.type, i.input, i.reason])).toEqual([['move', 'pointer', 'release']]);
    screen.unmount();
  });

  it('touch: a finger drags a transform handle (the opposite corner stays), and the page does not scroll', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    const from = await client({ x: 60, y: 60 }); // the bottom-right corner
    const events = recordPointerEvents();
    await touchDrag([{ from, to: { x: from.x + 40, y: from.y + 20 } }]);
    await settle();
    events.stop();
    expect(events.types).not.toContain('pointercancel:touch');
    expect(window.scrollY).toBe(0);
    expect(world.lookup('box')!.shape).toEqual({ x: 40, y: 40, width: 30, height: 25 });
    expect(ends.map(([g, i]) => [g.type, g.handle, i.reason])).toEqual([['resize', 'bottom-right', 'release']]);
    screen.unmount();
  });

  it('touch on empty space of a non-pannable figure still scrolls the page (the selection claims only its own touches)', async () => {
    const world = level();
    const ends: Ends = [];
    const screen = await render(<Editor world={world} ends={ends} initial={['box']} />);
    const from = await client({ x: 15, y: 85 });
    await touchDrag([{ from, to: { x: from.x, y: from.y - 150 } }]);
    await settle();
    expect(window.scrollY).toBeGreaterThan(50);
    expect(world.lookup('box')!.shape).toStrictEqual(BOX);
    await new Promise((r) => setTimeout(r, 1000)); // the fling ends
    screen.unmount();
  });
});
