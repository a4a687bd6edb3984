// Labels keep clear of a world's shapes drawn by WorldLayer, as of shapes drawn one by
// one: the world is asked, through its broad phase, for what lies under each place a label
// considers; a new version places the labels again.
import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, Label, Scene, SelectionLayer, WorldLayer, type World } from '../../src';
import { floatShapes, settleShapes } from '../../src/geometry/world/world';
import { useWorldLabelObstacles, worldObstacleSource } from '../../src/svg/layers/worldObstacles';
import { labelPlace as place } from './labelPlace';

// How many questions the labels ask the world (the world's source asks `countStillOutlinesIn` once per place it considers).
const questions = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/geometry/scene/queryRect', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/geometry/scene/queryRect')>();
  return {
    ...actual,
    countStillOutlinesIn: (...args: Parameters<typeof actual.countStillOutlinesIn>) => {
      questions.count++;
      return actual.countStillOutlinesIn(...args);
    },
  };
});

/** The questions `act` makes the labels ask the world. */
function questionsIn(act: () => void): number {
  const before = questions.count;
  act();
  return questions.count - before;
}

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
    const free = freePlace();
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
  const figure = (world: World, layers: number) => (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A world drawn twice">
      {Array.from({ length: layers }, (_, i) => (
        <WorldLayer key={i} world={world} version={world.version} />
      ))}
      <Label at={{ x: 30, y: 30 }}>over the wall?</Label>
    </Scene>
  );

  it('keep the label off its wall while either is drawn, asking the world no more than one layer does', () => {
    const oneWorld = wall(45);
    let one = render(<></>);
    const askedOne = questionsIn(() => (one = render(figure(oneWorld, 1))));
    const placeOne = place(one.container);
    const world = wall(45);
    let view = render(<></>);
    const askedTwo = questionsIn(() => (view = render(figure(world, 2))));
    expect(place(view.container)).toEqual(placeOne);
    // the wall counted once: as many questions as one layer asks (twice as many if each layer were a source)
    expect(askedOne).toBeGreaterThan(1);
    expect(askedTwo).toBe(askedOne);
    // a new version: the labels are placed once, not once per layer
    const moveWall = (w: World, x: number) => w.set('segment', 0, { start: { x, y: 0 }, end: { x, y: 100 } });
    const movedOne = questionsIn(() => {
      moveWall(oneWorld, 44);
      one.rerender(figure(oneWorld, 1));
    });
    const movedTwo = questionsIn(() => {
      moveWall(world, 44);
      view.rerender(figure(world, 2));
    });
    expect(movedOne).toBeGreaterThan(1);
    expect(movedTwo).toBe(movedOne);
    expect(place(view.container)).toEqual(place(one.container));
    // one layer taken away: the other still keeps the label off the wall
    view.rerender(figure(world, 1));
    expect(place(view.container)).toEqual(place(one.container));
  });
});

/** The hook alone, with whether a gesture floats shapes as a prop (WorldLayer passes the floating gesture's token, or null). */
function HookFigure({ world, moving, gesture, label = true }: { world: World; moving: boolean; gesture?: object; label?: boolean }) {
  // one gesture for the figure's life unless the test gives its own
  const [own] = useState(() => ({}));
  useWorldLabelObstacles(world, world.version, moving ? (gesture ?? own) : null);
  return label ? <Label at={{ x: 30, y: 30 }}>over the wall?</Label> : null;
}

/** One `HookFigure` of `world` in the tests' Scene (`gesture`: the token while `moving`; one of the figure's own without it). */
const hookScene = (world: World, moving: boolean, gesture?: object) => (
  <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A world's labels">
    <HookFigure world={world} moving={moving} {...(gesture ? { gesture } : {})} />
  </Scene>
);

/** Where the label goes with no world at all. */
const freePlace = () => place(render(<Figure world={null} version={0} />).container);

describe('useWorldLabelObstacles', () => {
  it('places the labels again when a gesture ends: its shapes settle without a new version', () => {
    const free = freePlace();
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } } }] });
    // the wall floats while a gesture moves it: not counted, the label keeps its free place
    floatShapes(world, ['wall']);
    const version = world.version;
    const view = render(hookScene(world, true));
    expect(place(view.container)).toEqual(free);
    // dropped where it is: the same version, and the label moves off it
    settleShapes(world);
    expect(world.version).toBe(version);
    view.rerender(hookScene(world, false));
    expect(place(view.container)).not.toEqual(free);
  });

  it("does not place the labels again for the versions a gesture's own writes make, and does for any other write", () => {
    const free = freePlace();
    const world = createWorld({
      items: [
        { id: 'dragged', kind: 'point', shape: { x: 90, y: 90 } },
        { id: 'wall', kind: 'segment', shape: { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } } },
      ],
    });
    floatShapes(world, ['dragged']);
    const view = render(hookScene(world, true));
    expect(place(view.container)).toEqual(free);
    // the gesture's frames, each one write of its floating shape: the world is not asked again
    const frames = questionsIn(() => {
      for (let k = 1; k <= 3; k++) {
        world.update('dragged', { x: 90 - 10 * k, y: 90 });
        view.rerender(hookScene(world, true));
      }
    });
    expect(frames).toBe(0);
    expect(place(view.container)).toEqual(free);
    // a write that is not one of its own (the wall moves under the label): asked again, and placed off the wall
    const other = questionsIn(() => {
      world.update('wall', { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
      view.rerender(hookScene(world, true));
    });
    expect(other).toBeGreaterThan(0);
    expect(place(view.container)).not.toEqual(free);
  });

  it('places the labels again when a gesture starts: its floating shapes leave the count without a new version', () => {
    const free = freePlace();
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } } }] });
    const view = render(hookScene(world, false));
    expect(place(view.container)).not.toEqual(free);
    const version = world.version;
    floatShapes(world, ['wall']);
    expect(world.version).toBe(version);
    view.rerender(hookScene(world, true));
    expect(place(view.container)).toEqual(free);
  });

  it('places the labels again when a still shape changed in the commit where one gesture ends and another begins', () => {
    const free = freePlace();
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 95, y: 0 }, end: { x: 95, y: 100 } } }] });
    const [first, second] = [{}, {}];
    const view = render(hookScene(world, true, first));
    expect(place(view.container)).toEqual(free);
    // a still wall moves under the label in the commit where the second gesture begins
    world.update('wall', { start: { x: 45, y: 0 }, end: { x: 45, y: 100 } });
    view.rerender(hookScene(world, true, second));
    expect(place(view.container)).not.toEqual(free);
  });

  it('places the labels again when a gesture ends, with a second layer of the world outside the selection (it sees no gesture)', () => {
    const free = freePlace();
    const world = createWorld({ items: [{ id: 'dragged', kind: 'segment', shape: { start: { x: 90, y: 0 }, end: { x: 90, y: 100 } } }] });
    // layer A inside the SelectionLayer (it knows the gesture), layer B outside it (never)
    const scene = (moving: boolean) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Two layers, one gesture">
        <HookFigure world={world} moving={moving} label={false} />
        <HookFigure world={world} moving={false} />
      </Scene>
    );
    const view = render(scene(false));
    expect(place(view.container)).toEqual(free);
    // the gesture floats the segment and drags it under the label: B sees each frame's version, asks nothing
    floatShapes(world, ['dragged']);
    view.rerender(scene(true));
    const frames = questionsIn(() => {
      for (const x of [80, 60, 45]) {
        world.update('dragged', { start: { x, y: 0 }, end: { x, y: 100 } });
        view.rerender(scene(true));
      }
    });
    expect(frames).toBe(0);
    expect(place(view.container)).toEqual(free);
    // dropped there: no new version, A sees the gesture end, and the label moves off the segment
    settleShapes(world);
    view.rerender(scene(false));
    expect(place(view.container)).not.toEqual(free);
  });

  it('a layer given another world asks it as often as a layer that starts with it', () => {
    const first = wall(95);
    const second = wall(45);
    second.set('segment', 0, { start: { x: 44, y: 0 }, end: { x: 44, y: 100 } }); // another version than the first's
    const fresh = questionsIn(() => render(hookScene(second, false)));
    const view = render(hookScene(first, false));
    const swapped = questionsIn(() => view.rerender(hookScene(second, false)));
    expect(fresh).toBeGreaterThan(1);
    expect(swapped).toBe(fresh);
  });

  it('places the labels again when a reshape of a SelectionLayer ends (no drawing map, no new version at its end)', () => {
    const final = { start: { x: 45, y: 0 }, end: { x: 75, y: 100 } };
    const figure = (world: World, selected: boolean) => (
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A wall reshaped">
        <SelectionLayer world={world} reshapable step={10} {...(selected ? { defaultSelected: ['wall'] } : {})}>
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
        <Label at={{ x: 30, y: 30 }}>over the wall?</Label>
      </Scene>
    );
    // where the label goes beside the wall as it will end, drawn from the start
    const expected = place(render(figure(createWorld({ items: [{ id: 'wall', kind: 'segment', shape: final }] }), false)).container);
    const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: { start: { x: 75, y: 0 }, end: { x: 75, y: 100 } } }] });
    const view = render(figure(world, true));
    const before = place(view.container);
    expect(before).not.toEqual(expected);
    // the wall's start, three arrow-key steps of 10 to the left, one gesture from the first key down to its key up
    const vertex = view.container.querySelector('[data-vertex="0"]')!;
    for (let k = 0; k < 3; k++) fireEvent.keyDown(vertex, { key: 'ArrowLeft' });
    fireEvent.keyUp(vertex, { key: 'ArrowLeft' });
    expect(world.lookup('wall')!.shape).toEqual(final);
    expect(place(view.container)).toEqual(expected);
  });

  it('counts nothing in a world not made by createWorld (no broad phase to ask), and throws nothing', () => {
    const own = { version: 0 } as unknown as World;
    expect(worldObstacleSource(own).crossingsIn(0, 0, 10, 10)).toBe(0);
    const free = freePlace();
    const view = render(hookScene(own, false));
    expect(place(view.container)).toEqual(free);
  });
});
