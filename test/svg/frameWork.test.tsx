import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorld, Scene, SelectionLayer, WorldLayer, type World, type WorldId } from '../../src';

// What the layers redo on each frame of a gesture on many selected shapes. A frame of a
// resize or a move is drawn by one transform of the shapes as they were at the start
// (gestureDrawing.ts): `SelectionOutline` looks up in the world only the selected shapes
// that transform cannot draw (circles and rotated rects under a stretch), not every
// selected id on every frame.

/** 200 shapes in a 20 × 10 grid: rects and segments, and `circles` circles among them. */
function level(circles: number): World {
  const items = [];
  for (let k = 0; k < 200; k++) {
    const x = (k % 20) * 10;
    const y = Math.floor(k / 20) * 10;
    const id = `s${k}`;
    if (k < circles) items.push({ id, kind: 'circle' as const, shape: { center: { x: x + 4, y: y + 4 }, radius: 3 } });
    else if (k % 2 === 0) items.push({ id, kind: 'rect' as const, shape: { x, y, width: 6, height: 4 } });
    else items.push({ id, kind: 'segment' as const, shape: { start: { x, y }, end: { x: x + 6, y: y + 5 } } });
  }
  return createWorld({ items });
}

function Editor({ world }: { world: World }) {
  const [, setVersion] = useState(world.version);
  return (
    <Scene viewBox={{ x: -10, y: -10, width: 220, height: 120 }} title="Level">
      <SelectionLayer world={world} movable transformable defaultSelected={world.ids()} onGestureChange={() => setVersion(world.version)}>
        <WorldLayer world={world} version={world.version} />
      </SelectionLayer>
    </Scene>
  );
}

/** The ids `world.lookup` is asked for while `run` runs (the world's own writes included). */
function lookups(world: World, run: () => void): WorldId[] {
  const asked: WorldId[] = [];
  const lookup = world.lookup.bind(world);
  const spy = vi.spyOn(world, 'lookup').mockImplementation((id) => {
    asked.push(id);
    return lookup(id);
  });
  act(run);
  spy.mockRestore();
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('a frame of a 200-shape gesture looks up only what its transform cannot draw', () => {
  for (const [what, key, handle] of [
    ['resize', 'ArrowRight', 'bottom-right'],
    ['move', 'ArrowRight', null],
  ] as const) {
    for (const circles of [0, 7]) {
      it(`${what}, ${circles} circles selected: a frame looks up at most the circles ${what === 'resize' ? '(drawn from the world under a stretch)' : '(none: a move draws them all)'}`, () => {
        const world = level(circles);
        const { container } = render(<Editor world={world} />);
        const target =
          handle === null
            ? container.querySelector<SVGElement>('.hitkit-selection-surface, [role="application"]')!
            : container.querySelector<SVGElement>(`.hitkit-transform-handle[data-handle="${handle}"]`)!;
        expect(target).not.toBeNull();
        act(() => target.focus());
        fireEvent.keyDown(target, { key }); // the first frame: the gesture starts
        const before = world.lookup('s199')!.shape;
        const asked = lookups(world, () => fireEvent.keyDown(target, { key }));
        expect(world.lookup('s199')!.shape).not.toEqual(before); // the frame moved the shapes
        const drawnFromWorld = what === 'resize' ? circles : 0;
        // each circle a few times (the outline, the world layer), plus one (the focused shape's name); never the 200 selected ids
        expect(asked.length).toBeLessThanOrEqual(3 * drawnFromWorld + 2);
      });
    }
  }
});
