// A label asks the world's shapes under each place it considers only as far as the answer matters: a count
// capped where the place can no longer beat the best one so far. The cap must never change where a label goes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, type World, type WorldItem } from '../../src';
import { countStillOutlinesIn } from '../../src/geometry/scene/queryRect';
import { floatShapes } from '../../src/geometry/world/world';
import { LabelBoard } from '../../src/svg/labels/labelBoard';
import { placeLabel, type PlacedLabels } from '../../src/svg/labels/placeLabel';
import type { LabelObstacleSource, LabelRequest } from '../../src/svg/labels/labelTypes';
import { worldObstacleSource } from '../../src/svg/layers/worldObstacles';

/** A dense world: segments, circles, rects and polygons on a 200 × 200 square, a few of them floating. */
function denseWorld(seed: number, count: number): World {
  let s = seed >>> 0 || 1;
  const rand = () => (s = (s * 48271) % 2147483647) / 2147483647;
  const items = [];
  for (let k = 0; k < count; k++) {
    const x = rand() * 200;
    const y = rand() * 200;
    const r = rand();
    if (r < 0.4) items.push({ id: k, kind: 'segment' as const, shape: { start: { x, y }, end: { x: x + (rand() - 0.5) * 40, y: y + (rand() - 0.5) * 40 } } });
    else if (r < 0.6) items.push({ id: k, kind: 'circle' as const, shape: { center: { x, y }, radius: rand() * 8 }, filled: rand() < 0.5 });
    else if (r < 0.8) items.push({ id: k, kind: 'rect' as const, shape: { x, y, width: rand() * 15, height: rand() * 10 }, filled: rand() < 0.5 });
    else {
      const points = [0, 1, 2, 3, 4].map((j) => ({ x: x + 8 * Math.cos(j * 1.3) * (0.5 + rand()), y: y + 8 * Math.sin(j * 1.3) * (0.5 + rand()) }));
      items.push({ id: k, kind: 'polygon' as const, shape: { points }, filled: rand() < 0.5 });
    }
  }
  const world = createWorld({ items });
  floatShapes(
    world,
    items.filter((_, k) => k % 17 === 0).map((i) => i.id),
  );
  return world;
}

/** A seed for `denseWorld`, and a box on its square (scene units). */
const worldAndBox = [
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.record({
    x: fc.double({ min: -20, max: 200, noNaN: true }),
    y: fc.double({ min: -20, max: 200, noNaN: true }),
    width: fc.double({ min: 0, max: 60, noNaN: true }),
    height: fc.double({ min: 0, max: 30, noNaN: true }),
  }),
] as const;

describe('countStillOutlinesIn', () => {
  it('counts as a world of the still shapes alone does, with or without still shapes outside the grid', () => {
    fc.assert(
      fc.property(...worldAndBox, fc.boolean(), (seed, box, beyond) => {
        const world = denseWorld(seed, 300);
        const still = createWorld({
          items: world
            .ids()
            .filter((id) => Number(id) % 17 !== 0)
            .map((id) => {
              const { kind, shape, filled } = world.lookup(id)!;
              return { id, kind, shape, filled } as WorldItem;
            }),
        });
        if (beyond) {
          // a still shape beyond the grid: the outside list then holds still shapes as well as the floating ones
          const far = { start: { x: -5000, y: box.y + box.height / 2 }, end: { x: 5000, y: box.y + box.height / 2 } };
          world.insert('far', 'segment', far);
          still.insert('far', 'segment', far);
        }
        expect(countStillOutlinesIn(world, box)).toBe(countStillOutlinesIn(still, box));
      }),
      { numRuns: 200 },
    );
  });

  it('with atMost: the exact count below the cap, and a count between the cap and the exact one at or above it', () => {
    fc.assert(
      fc.property(...worldAndBox, fc.integer({ min: 0, max: 12 }), (seed, box, atMost) => {
        const world = denseWorld(seed, 300);
        const exact = countStillOutlinesIn(world, box);
        const capped = countStillOutlinesIn(world, box, atMost);
        if (exact < atMost) expect(capped).toBe(exact);
        else {
          expect(capped).toBeGreaterThanOrEqual(atMost);
          expect(capped).toBeLessThanOrEqual(exact);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stops early in a crowd: a cap of 1 finds fewer shapes than the count', () => {
    const world = denseWorld(7, 2000);
    const box = { x: 50, y: 50, width: 60, height: 30 };
    const exact = countStillOutlinesIn(world, box);
    expect(exact).toBeGreaterThan(20);
    expect(countStillOutlinesIn(world, box, 1)).toBeLessThan(exact);
    expect(countStillOutlinesIn(world, box, 1)).toBeGreaterThanOrEqual(1);
    expect(countStillOutlinesIn(world, box, exact + 1)).toBe(exact);
    // a cap that is no number counts everything, as no cap
    expect(countStillOutlinesIn(world, box, Number.NaN)).toBe(exact);
  });
});

/** The world's source with the cap ignored: every place counted exactly, as before the cap. */
const uncapped = (source: LabelObstacleSource): LabelObstacleSource => ({ crossingsIn: (l, t, r, b) => source.crossingsIn(l, t, r, b) });

describe('placeLabel among a world', () => {
  it('puts every label where exact counts put it (the cap changes no place, only how far each place is counted)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(
          fc.record({
            x: fc.double({ min: 0, max: 200, noNaN: true }),
            y: fc.double({ min: 0, max: 200, noNaN: true }),
            width: fc.double({ min: 5, max: 50, noNaN: true }),
            dx: fc.constantFrom(0, 8, -8),
            dy: fc.constantFrom(0, -8, 8),
            align: fc.constantFrom('start' as const, 'middle' as const, 'end' as const),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        (seed, asks, yUp) => {
          const world = denseWorld(seed, 600);
          const source = worldObstacleSource(world);
          const frame = { x: 0, y: 0, width: 200, height: 200 };
          const placedCapped: PlacedLabels = { boxes: [], leaders: [] };
          const placedExact: PlacedLabels = { boxes: [], leaders: [] };
          for (const a of asks) {
            const request: LabelRequest = { ...a, height: 6, px: 0.5, fixed: false };
            const capped = placeLabel(request, { frame, yUp, obstacles: [], sources: [source] }, placedCapped);
            const exact = placeLabel(request, { frame, yUp, obstacles: [], sources: [uncapped(source)] }, placedExact);
            expect(capped).toEqual(exact);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a LabelBoard's remembered answers: a capped count is reused only where it says enough, then counted again", () => {
    const world = denseWorld(11, 2000);
    const asked: (number | undefined)[] = [];
    const source = worldObstacleSource(world);
    const board = new LabelBoard();
    board.addObstacleSource(world, {
      crossingsIn(l, t, r, b, atMost) {
        asked.push(atMost);
        return source.crossingsIn(l, t, r, b, atMost);
      },
    });
    // the board's source as the labels see it (remembered per box)
    const seen = (board as unknown as { sourceList: LabelObstacleSource[] }).sourceList[0]!;
    const exact = countStillOutlinesIn(world, { x: 50, y: 50, width: 60, height: 30 });
    expect(seen.crossingsIn(50, 50, 110, 80, 2)).toBeGreaterThanOrEqual(2);
    expect(seen.crossingsIn(50, 50, 110, 80, 1)).toBeGreaterThanOrEqual(1); // enough: not asked again
    expect(asked).toEqual([2]);
    expect(seen.crossingsIn(50, 50, 110, 80)).toBe(exact); // needs the exact count: asked again
    expect(asked).toEqual([2, Infinity]);
    expect(seen.crossingsIn(50, 50, 110, 80, 3)).toBe(exact); // exact now: never asked again
    expect(asked).toEqual([2, Infinity]);
  });
});
