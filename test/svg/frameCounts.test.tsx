import { act, fireEvent, render } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorld, Scene, SelectionLayer, WorldLayer, type World } from '../../src';
import { WorldTiles } from '../../src/svg/layers/worldTiles';

// The work React and the layers do on each pointer frame of a gesture on one shape of a
// 3,000-shape world (tiled), counted: commits, fill renders, tile passes. What a frame
// needs: one commit (the gesture's, with the hover if it changed), no fill re-rendered
// (the moving shape is drawn under the frame's transform), no pass over the tiles.

let fills = 0;
vi.mock('../../src/svg/layers/worldFills', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../src/svg/layers/worldFills')>();
  return {
    ...m,
    WorldFills: (p: Parameters<typeof m.WorldFills>[0]) => {
      fills++;
      return m.WorldFills(p);
    },
  };
});

function level(): World {
  const items = [];
  for (let k = 0; k < 3000; k++) {
    const x = (k % 60) * 10;
    const y = Math.floor(k / 60) * 10;
    const id = `s${k}`;
    if (k % 2 === 0) items.push({ id, kind: 'rotatedRect' as const, shape: { center: { x: x + 4, y: y + 4 }, width: 6, height: 4, rotation: 0.3 } });
    else items.push({ id, kind: 'segment' as const, shape: { start: { x, y }, end: { x: x + 6, y: y + 5 } } });
  }
  return createWorld({ items });
}

const counts = { commits: 0, hovers: 0 };

function Editor({ world }: { world: World }) {
  const [, setVersion] = useState(world.version);
  return (
    <Profiler id="editor" onRender={() => counts.commits++}>
      <Scene viewBox={{ x: -10, y: -10, width: 620, height: 520 }} title="Level">
        <SelectionLayer
          world={world}
          movable
          transformable
          defaultSelected={['s1500']}
          onHoverChange={() => counts.hovers++}
          onGestureChange={() => setVersion(world.version)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
    </Profiler>
  );
}

/** jsdom has no screen transform: an identity one (client px = scene units), counted. */
let ctmReads = 0;
beforeEach(() => {
  ctmReads = 0;
  const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => identity };
  Object.defineProperty(SVGElement.prototype, 'getScreenCTM', {
    configurable: true,
    value: () => {
      ctmReads++;
      return identity;
    },
  });
});
afterEach(() => {
  delete (SVGElement.prototype as { getScreenCTM?: unknown }).getScreenCTM;
  vi.restoreAllMocks();
});

describe('a pointer frame of a gesture on one shape among 3,000', () => {
  for (const handle of ['rotate', 'bottom-right'] as const) {
    it(`${handle}: one commit, no fill re-rendered, no tile pass, the screen transform read as often on every move`, () => {
      const world = level();
      const { container } = render(<Editor world={world} />);
      const target = container.querySelector<SVGElement>(`.hitkit-transform-handle[data-handle="${handle}"]`)!;
      expect(target).not.toBeNull();
      fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
      act(() => fireEvent.pointerMove(target, { pointerId: 1, clientX: 110, clientY: 100 })); // the gesture starts
      const pass = vi.spyOn(WorldTiles.prototype as unknown as { pass: () => unknown }, 'pass');
      const reads: number[] = [];
      counts.commits = 0;
      counts.hovers = 0;
      fills = 0;
      const v0 = world.version;
      const moves = 20;
      for (let k = 0; k < moves; k++) {
        const before = ctmReads;
        // across the grid's segments: the hover changes on some moves, not on others
        act(() => fireEvent.pointerMove(target, { pointerId: 1, clientX: 200 + 3 * k, clientY: 150 + 2 * k }));
        reads.push(ctmReads - before);
      }
      expect(world.version - v0).toBe(moves); // every move wrote a frame
      expect(counts.hovers).toBeGreaterThan(0);
      expect(counts.hovers).toBeLessThan(moves);
      expect(counts.commits).toBe(moves); // main: 2 per move (a same-tolerance set state rendered again after the commit)
      expect(fills).toBe(0); // main: 2 per move (the tiles' fills and the moved shape's)
      expect(pass).not.toHaveBeenCalled();
      // per move: the handle's scene point (1), the hover's point and scale at the event (3); none after the commit
      // (the event's pick came after the frame's write: main read them again there, 7 in all)
      expect(new Set(reads)).toEqual(new Set([4]));
    });
  }
});
