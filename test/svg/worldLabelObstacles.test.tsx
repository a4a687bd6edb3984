// Labels keep clear of a world's shapes drawn by WorldLayer, as of shapes drawn one by
// one: the world is asked, through its broad phase, for what lies under each place a label
// considers; a new version places the labels again.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createWorld, Label, Scene, WorldLayer, type World } from '../../src';
import { floatShapes, settleShapes } from '../../src/geometry/world/world';
import { useWorldLabelObstacles, worldObstacleSource } from '../../src/svg/layers/worldObstacles';
import { labelPlace as place } from './labelPlace';

describe('worldObstacleSource', () => {
  it('counts the still shapes whose stroke or outline touches a box: not a filled shape around it, not a floating one', () => {
    const world = createWorld({
      items: [
        { id: 'wall', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } } },
        { id: 'ring', kind: 'circle', shape: { center: { x: 5, y: 5 }, radius: 2 } },
        { id: 'room', kind: 'rect', shape: { x: 20, y: 20, width: 40, height: 40 }, filled: true },
        { id: 'box', kind: 'rotatedRect', shape: { center: { x: 8, y: 8 }, width: 2, height: 2, rotation: Math.PI / 4 } },
        { id: 'dot', kind: 'point', shape: { x: 4, y: 4 } },
      ],
    });
    const count = (l: number, t: number, r: number, b: number) => worldObstacleSource(world).crossingsIn(l, t, r, b);
    // the wall alone; the wall, the circle's outline and the dot; everything near the origin
    expect(count(8, -0.5, 9, 0.5)).toBe(1);
    expect(count(2, -1, 6, 4.5)).toBe(3);
    expect(count(-1, -1, 11, 11)).toBe(4);
    // inside the circle, clear of its outline; inside the filled room, clear of its edges; across the room's edge
    expect(count(4.5, 4.5, 5.5, 5.5)).toBe(0);
    expect(count(30, 30, 40, 35)).toBe(0);
    expect(count(15, 30, 25, 35)).toBe(1);
    // a floating shape (a gesture's) is left out
    floatShapes(world, ['wall']);
    expect(count(8, -0.5, 9, 0.5)).toBe(0);
    expect(count(300, 300, 310, 310)).toBe(0);
  });
});

/** A wall right where the label asks to be: from (30, 30) it asks for (36, 22) onwards. */
const wall = (x: number) => createWorld({ segments: [{ start: { x, y: 0 }, end: { x, y: 100 } }] });

function Figure({ world, version }: { world: World | null; version: number }) {
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A label beside a world">
      {world ? <WorldLayer world={world} version={version} /> : null}
      <Label at={{ x: 30, y: 30 }}>over the wall?</Label>
    </Scene>
  );
}

describe('WorldLayer and labels', () => {
  it("a label moves off a world's wall it would cross, and back when the wall moves away", () => {
    const free = place(render(<Figure world={null} version={0} />).container);
    const world = wall(45);
    const view = render(<Figure world={world} version={world.version} />);
    const beside = place(view.container);
    expect(beside).not.toEqual(free);
    // (moved off its free place by the wall; back there once the wall moves away, off it again when it returns)
    world.set('segment', 0, { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } });
    view.rerender(<Figure world={world} version={world.version} />);
    expect(place(view.container)).toEqual(free);
    world.set('segment', 0, { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
    view.rerender(<Figure world={world} version={world.version} />);
    expect(place(view.container)).toEqual(beside);
  });
});

describe('two WorldLayers of one world', () => {
  it('keep the label off its wall while either is drawn, and count the wall once', () => {
    const world = wall(45);
    const one = place(render(<Figure world={world} version={world.version} />).container);
    const both = (second: boolean) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A world drawn twice">
        <WorldLayer world={world} version={world.version} />
        {second ? <WorldLayer world={world} version={world.version} /> : null}
        <Label at={{ x: 30, y: 30 }}>over the wall?</Label>
      </Scene>
    );
    const view = render(both(true));
    expect(place(view.container)).toEqual(one);
    view.rerender(both(false));
    expect(place(view.container)).toEqual(one);
  });
});

/** The hook alone, with a gesture's `moving` as a prop (WorldLayer passes whether a gesture draws its shapes apart). */
function HookFigure({ world, moving, writes = -1, gesture }: { world: World; moving: boolean; writes?: number; gesture?: object }) {
  // one gesture for the figure's life unless the test gives its own
  const [own] = useState(() => ({}));
  useWorldLabelObstacles(world, world.version, moving ? (gesture ?? own) : null, writes);
  return <Label at={{ x: 30, y: 30 }}>over the wall?</Label>;
}

describe('useWorldLabelObstacles', () => {
  it('places the labels again when a gesture ends: its shapes settle without a new version', () => {
    const free = place(render(<Figure world={null} version={0} />).container);
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } } }] });
    const scene = (moving: boolean) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A wall being dragged">
        <HookFigure world={world} moving={moving} />
      </Scene>
    );
    // the wall floats while a gesture moves it: not counted, the label keeps its free place
    floatShapes(world, ['wall']);
    const version = world.version;
    const view = render(scene(true));
    expect(place(view.container)).toEqual(free);
    // dropped where it is: the same version, and the label moves off it
    settleShapes(world);
    expect(world.version).toBe(version);
    view.rerender(scene(false));
    expect(place(view.container)).not.toEqual(free);
  });

  it("does not place the labels again for the versions a gesture's own writes make, and does for any other write", () => {
    const free = place(render(<Figure world={null} version={0} />).container);
    const world = createWorld({
      items: [
        { id: 'dragged', kind: 'point', shape: { x: 90, y: 90 } },
        { id: 'wall', kind: 'segment', shape: { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } } },
      ],
    });
    const scene = (writes: number) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A gesture's frames">
        <HookFigure world={world} moving={true} writes={writes} />
      </Scene>
    );
    floatShapes(world, ['dragged']);
    const view = render(scene(0));
    expect(place(view.container)).toEqual(free);
    // the wall moves under the label in a write the count takes for the gesture's own: the labels stand
    // (as they do for a frame's floating shapes, which no label counts)
    world.update('wall', { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
    view.rerender(scene(1));
    expect(place(view.container)).toEqual(free);
    // a frame of the gesture, then a write that is not one of its own: placed again, off the wall
    world.update('dragged', { x: 80, y: 80 });
    view.rerender(scene(2));
    expect(place(view.container)).toEqual(free);
    world.update('wall', { start: { x: 46, y: 0 }, end: { x: 46, y: 100 } });
    view.rerender(scene(2));
    expect(place(view.container)).not.toEqual(free);
  });

  it('places the labels again when one gesture ends and another begins in a commit, however the counts fall', () => {
    const free = place(render(<Figure world={null} version={0} />).container);
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } } }] });
    const [first, second] = [{}, {}];
    const scene = (gesture: object, writes: number) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Two gestures">
        <HookFigure world={world} moving={true} writes={writes} gesture={gesture} />
      </Scene>
    );
    const view = render(scene(first, 0));
    expect(place(view.container)).toEqual(free);
    // the first gesture's wall settles under the label as the second begins, one write counted: not the second's own
    world.update('wall', { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
    view.rerender(scene(second, 1));
    expect(place(view.container)).not.toEqual(free);
  });

  it('counts nothing in a world not made by createWorld (no broad phase to ask), and throws nothing', () => {
    const own = { version: 0 } as unknown as World;
    expect(worldObstacleSource(own).crossingsIn(0, 0, 10, 10)).toBe(0);
    const free = place(render(<Figure world={null} version={0} />).container);
    const view = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A world of one's own">
        <HookFigure world={own} moving={false} />
      </Scene>,
    );
    expect(place(view.container)).toEqual(free);
  });
});
