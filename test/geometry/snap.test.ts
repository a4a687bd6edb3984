import { describe, expect, it } from 'vitest';
import {
  createWorld,
  pick,
  snapCandidates,
  snapPoint,
  type ObstacleKind,
  type ObstacleShapes,
  type SnapKind,
  type SnapOptions,
  type SnapTarget,
  type Vec2,
  type WorldItem,
} from '../../src/geometry';
import { random } from '../../bench/random.js';
import { bruteSnap } from '../../bench/scene/bruteSnap';
import { buildWorld, randomScene, type Entry } from '../../bench/scene/scenes';
import { disk, seg, v } from './builders';

const item = <K extends ObstacleKind>(id: string, kind: K, shape: ObstacleShapes[K], extra: Partial<WorldItem> = {}): WorldItem => ({
  id,
  kind,
  shape,
  ...extra,
});
const brief = (t: SnapTarget | null) => t && { kind: t.kind, point: t.point, ids: t.ids };

/** A query point near the scene's key points often (on a 1/8 grid), else anywhere. */
function queryPoint(rand: () => number, entries: readonly Entry[]): Vec2 {
  if (rand() < 0.5) return v(Math.round(rand() * 8000) / 8, Math.round(rand() * 8000) / 8);
  const e = entries[Math.floor(rand() * entries.length)]!;
  const s = e.shape as { x?: number; start?: Vec2; center?: Vec2; points?: Vec2[] };
  const base = s.start ?? s.center ?? s.points?.[0] ?? (s as Vec2);
  return v(base.x + Math.round((rand() - 0.5) * 80) / 8, base.y + Math.round((rand() - 0.5) * 80) / 8);
}

describe('snapCandidates', () => {
  it('equals brute force over every shape on random mixed scenes, every kind and option', () => {
    const seen = new Map<SnapKind, number>();
    for (const seed of [11, 12, 13, 14]) {
      const rand = random(seed);
      let entries = randomScene(rand, 400);
      if (seed === 14) {
        // Off the 1/8 grid: coordinates that round (midpoints, centres and crossings must still agree to the bit).
        const warp = (key: string, value: unknown) =>
          key === 'x' || key === 'y' ? (value as number) * 1.1 + 0.3 : key === 'radius' ? (value as number) * 1.1 : value;
        entries = entries.map((e) => ({ ...e, shape: JSON.parse(JSON.stringify(e.shape), warp) }));
      }
      const world = buildWorld(entries);
      for (let q = 0; q < 300; q++) {
        const p = queryPoint(rand, entries);
        const radius = [0, 1, 4, 10, 25][q % 5]!;
        const options: SnapOptions & { grid?: number } = {};
        if (q % 3 !== 0) Object.assign(options, { from: queryPoint(rand, entries) });
        if (q % 4 === 1) Object.assign(options, { grid: 10 });
        if (q % 7 === 2) Object.assign(options, { kinds: ['endpoint', 'intersection', 'nearest', 'grid'] as SnapKind[] });
        const expected = bruteSnap(entries, p, radius, options as { grid?: number });
        expect(snapCandidates(world, p, radius, options)).toEqual(expected);
        for (const t of expected) seen.set(t.kind, (seen.get(t.kind) ?? 0) + 1);
      }
    }
    // The comparison covered every kind, many times.
    for (const kind of ['endpoint', 'intersection', 'midpoint', 'center', 'quadrant', 'perpendicular', 'tangent', 'nearest', 'alignment', 'grid'] as const) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(10);
    }
  });

  it('after moves, inserts and deletes, equals brute force on the new scene (the centre lists follow the shapes)', () => {
    const rand = random(21);
    const entries = randomScene(rand, 300);
    const world = buildWorld(entries);
    for (let step = 0; step < 200; step++) {
      const k = Math.floor(rand() * entries.length);
      const e = entries[k]!;
      if (step % 5 === 0) {
        world.delete(e.id);
        entries.splice(k, 1);
      } else {
        const dx = Math.round((rand() - 0.5) * 200);
        const moved = JSON.parse(JSON.stringify(e.shape), (key, value) => (key === 'x' || key === 'y' ? value + dx : value));
        world.update(e.id, moved);
        entries[k] = { ...e, shape: moved };
      }
      const p = queryPoint(rand, entries);
      const options = { from: queryPoint(rand, entries) };
      expect(snapCandidates(world, p, 12, options)).toEqual(bruteSnap(entries, p, 12, options));
    }
  });

  it('finds the centre of a circle whose outline is far away', () => {
    const world = createWorld({ items: [item('big', 'circle', disk(0, 0, 1000), { filled: false }), item('s', 'segment', seg(400, 0, 900, 0))] });
    expect(brief(snapPoint(world, v(1, 1), 5))).toEqual({ kind: 'center', point: v(0, 0), ids: ['big'] });
  });
});

/**
 * The tie table: each row a scene, a query and the ranked kinds expected
 * (first few), with the winner's point and ids.
 */
const TIES: {
  name: string;
  items: WorldItem[];
  at: Vec2;
  radius: number;
  options?: SnapOptions;
  first: { kind: SnapKind; point: Vec2; ids: string[] } | null;
  kinds?: SnapKind[];
}[] = [
  {
    name: 'an endpoint beats an intersection at the same spot (an L corner)',
    items: [item('a', 'segment', seg(0, 0, 10, 0)), item('b', 'segment', seg(10, 0, 10, 10))],
    at: v(9, 1),
    radius: 3,
    first: { kind: 'endpoint', point: v(10, 0), ids: ['b', 'a'] },
    kinds: ['endpoint', 'intersection'],
  },
  {
    name: 'a T-junction snaps to the endpoint, then the intersection, then the midpoint there',
    items: [item('a', 'segment', seg(0, 0, 20, 0)), item('b', 'segment', seg(10, 0, 10, 10))],
    at: v(11, 1),
    radius: 3,
    first: { kind: 'endpoint', point: v(10, 0), ids: ['b'] },
    kinds: ['endpoint', 'intersection', 'midpoint'],
  },
  {
    name: 'any key point beats nearest, however much nearer nearest is',
    items: [item('a', 'segment', seg(0, 0, 40, 0))],
    at: v(3, 0),
    radius: 5,
    first: { kind: 'endpoint', point: v(0, 0), ids: ['a'] },
    kinds: ['endpoint', 'nearest'],
  },
  {
    name: 'two endpoints at equal distance: the higher z first',
    items: [item('low', 'segment', seg(0, 0, -10, 0), { z: 5 }), item('high', 'segment', seg(4, 0, 14, 0), { z: 9 })],
    at: v(2, 0),
    radius: 3,
    first: { kind: 'endpoint', point: v(4, 0), ids: ['high'] },
    kinds: ['endpoint', 'endpoint', 'nearest', 'nearest'],
  },
  {
    name: 'two endpoints at equal distance and equal z: the later inserted first',
    items: [item('first', 'segment', seg(4, 0, 14, 0), { z: 1 }), item('second', 'segment', seg(0, 0, -10, 0), { z: 1 })],
    at: v(2, 0),
    radius: 3,
    first: { kind: 'endpoint', point: v(0, 0), ids: ['second'] },
  },
  {
    name: 'a shared endpoint is one target naming both shapes, topmost first',
    items: [item('a', 'polyline', { points: [v(0, 0), v(10, 0), v(10, 10)] }), item('b', 'segment', seg(10, 0, 20, 5))],
    at: v(10.5, 0.5),
    radius: 2,
    first: { kind: 'endpoint', point: v(10, 0), ids: ['b', 'a'] },
  },
  {
    name: 'a midpoint beats a centre at the same spot',
    items: [item('s', 'segment', seg(0, 0, 20, 0)), item('c', 'circle', disk(10, 0, 3), { filled: false })],
    at: v(10, 1),
    radius: 2,
    first: { kind: 'midpoint', point: v(10, 0), ids: ['s'] },
    kinds: ['midpoint', 'center'],
  },
  {
    name: 'an endpoint beats a quadrant at the same spot',
    items: [item('c', 'circle', disk(0, 0, 10)), item('s', 'segment', seg(10, 0, 30, 0))],
    at: v(11, 1),
    radius: 2,
    first: { kind: 'endpoint', point: v(10, 0), ids: ['s'] },
    kinds: ['endpoint', 'intersection', 'quadrant'],
  },
  {
    name: 'overlapping collinear segments: the overlap ends are intersections, after the endpoints there',
    items: [item('a', 'segment', seg(0, 0, 10, 0)), item('b', 'segment', seg(5, 0, 15, 0))],
    at: v(5.5, 0.5),
    radius: 1,
    first: { kind: 'endpoint', point: v(5, 0), ids: ['b'] },
    kinds: ['endpoint', 'intersection'],
  },
  {
    name: 'a polygon crossing itself: its own intersection',
    items: [item('bow', 'polygon', { points: [v(0, 0), v(10, 10), v(10, 0), v(0, 10)] }, { filled: false })],
    at: v(5, 5.5),
    radius: 1,
    first: { kind: 'intersection', point: v(5, 5), ids: ['bow'] },
  },
  {
    name: 'perpendicular from the last point beats a farther midpoint',
    items: [item('s', 'segment', seg(0, 0, 20, 0))],
    at: v(6, 1),
    radius: 6,
    options: { from: v(5, 10) },
    first: { kind: 'perpendicular', point: v(5, 0), ids: ['s'] },
    kinds: ['perpendicular', 'midpoint', 'nearest'], // the endpoint (0, 0) is 6.08 away: out of reach
  },
  {
    name: 'tangent from the last point',
    items: [item('c', 'circle', disk(0, 0, 5))],
    at: v(2.6, 4.2),
    radius: 3,
    options: { from: v(10, 0), kinds: ['tangent'] },
    first: { kind: 'tangent', point: v(2.5, (5 * Math.sqrt(75)) / 10), ids: ['c'] },
  },
  {
    name: 'no perpendicular or tangent without from',
    items: [item('c', 'circle', disk(0, 0, 5))],
    at: v(2.6, 4.2),
    radius: 1,
    options: { kinds: ['tangent', 'perpendicular'] },
    first: null,
  },
  {
    name: 'alignment: x and y from two key points, with both axes before one',
    items: [item('p', 'point', v(0, 0)), item('q', 'point', v(50, 100))],
    at: v(1.5, 98),
    radius: 3,
    first: { kind: 'alignment', point: v(0, 100), ids: ['p', 'q'] },
    kinds: ['alignment', 'alignment', 'alignment'],
  },
  {
    name: 'alignment with the last point (an orthogonal line)',
    items: [],
    at: v(40, 2),
    radius: 3,
    options: { from: v(0, 0) },
    first: { kind: 'alignment', point: v(40, 0), ids: [] },
  },
  {
    name: 'grid: a node before a line, after every object snap',
    items: [item('s', 'segment', seg(0, 19, 40, 19))],
    at: v(12, 19),
    radius: 3,
    options: { grid: 10, kinds: ['nearest', 'grid'] },
    first: { kind: 'nearest', point: v(12, 19), ids: ['s'] },
    kinds: ['nearest', 'grid', 'grid', 'grid'],
  },
  {
    name: 'a shape the filter leaves out is not snapped to',
    items: [item('dragged', 'segment', seg(0, 0, 10, 0)), item('other', 'segment', seg(0, 5, 10, 5))],
    at: v(0, 2),
    radius: 4,
    options: { filter: (id) => id !== 'dragged', kinds: ['endpoint'] },
    first: { kind: 'endpoint', point: v(0, 5), ids: ['other'] },
  },
  {
    name: 'nothing in reach',
    items: [item('s', 'segment', seg(0, 0, 10, 0))],
    at: v(50, 50),
    radius: 5,
    first: null,
  },
];

describe('snap ties and priorities', () => {
  it.each(TIES)('$name', ({ items, at, radius, options, first, kinds }) => {
    const world = createWorld({ items });
    const all = snapCandidates(world, at, radius, options);
    expect(brief(all[0] ?? null)).toEqual(first === null ? null : { ...first, point: first.point });
    if (kinds) expect(all.slice(0, kinds.length).map((t) => t.kind)).toEqual(kinds);
    expect(brief(snapPoint(world, at, radius, options))).toEqual(brief(all[0] ?? null));
    for (const t of all) {
      if (t.kind !== 'alignment' && t.kind !== 'grid') expect(t.distance).toBeLessThanOrEqual(radius);
      expect(t.distance).toBeCloseTo(Math.hypot(t.point.x - at.x, t.point.y - at.y), 12);
    }
  });

  it('alignment draws a guide per axis from the aligned key point to the target', () => {
    const world = createWorld({ items: [item('p', 'point', v(0, 0)), item('q', 'point', v(50, 100))] });
    expect(snapPoint(world, v(1.5, 98), 3)!.guides).toEqual([
      { axis: 'x', from: v(0, 0), to: v(0, 100) },
      { axis: 'y', from: v(50, 100), to: v(0, 100) },
    ]);
  });

  it('collinear overlapping segments: both ends of the overlap are intersections, each with both shapes', () => {
    // along a slanted line, so that a mixed-up coordinate shows
    const world = createWorld({ items: [item('a', 'segment', seg(0, 0, 10, 20)), item('b', 'segment', seg(5, 10, 15, 30))] });
    const found = snapCandidates(world, v(7.5, 15), 20, { kinds: ['intersection'] });
    expect(found.map((t) => [t.point.x, t.point.y, t.ids])).toEqual([
      [5, 10, ['b', 'a']], // topmost first
      [10, 20, ['b', 'a']],
    ]);
    // crossing pieces of one shape (a bow-tie polygon) name that shape once
    const bow = createWorld({ items: [item('bow', 'polygon', { points: [v(0, 0), v(10, 10), v(10, 0), v(0, 10)] }, { filled: false })] });
    expect(snapCandidates(bow, v(5, 5), 1, { kinds: ['intersection'] }).map((t) => [t.point.x, t.point.y, t.ids])).toEqual([[5, 5, ['bow']]]);
  });

  it('the snapped point is exactly the shape point: hit at tolerance 0 by pick', () => {
    const world = createWorld({ items: [item('a', 'segment', seg(0, 0, 7, 3)), item('b', 'segment', seg(0, 3, 7, 0))] });
    const t = snapPoint(world, v(3.4, 1.6), 1, { kinds: ['intersection'] })!;
    expect(t.kind).toBe('intersection');
    expect(pick(world, t.point, 0).map((h) => h.id)).toEqual(['b', 'a']);
  });
});

describe('snap errors', () => {
  const world = createWorld({ items: [item('s', 'segment', seg(0, 0, 10, 0))] });
  it.each([
    ['a negative radius', () => snapPoint(world, v(0, 0), -1), RangeError, /radius/],
    ['an infinite radius', () => snapPoint(world, v(0, 0), Infinity), RangeError, /radius/],
    ['a radius that is not a number', () => snapPoint(world, v(0, 0), '5' as never), TypeError, /radius/],
    ['a bad point', () => snapPoint(world, v(NaN, 0), 1), RangeError, /point/],
    ['not a world', () => snapPoint({} as never, v(0, 0), 1), TypeError, /world/],
    ['an unknown kind', () => snapPoint(world, v(0, 0), 1, { kinds: ['vertex' as never] }), RangeError, /unknown snap kind "vertex"/],
    ['a kind that is not a name', () => snapPoint(world, v(0, 0), 1, { kinds: [5 as never] }), TypeError, /options.kinds must hold snap kind names/],
    ['kinds not an array', () => snapPoint(world, v(0, 0), 1, { kinds: 'endpoint' as never }), TypeError, /options.kinds/],
    ['a zero grid', () => snapPoint(world, v(0, 0), 1, { grid: 0 }), RangeError, /options.grid/],
    ['a bad grid origin', () => snapPoint(world, v(0, 0), 1, { grid: { size: 1, origin: v(0, Infinity) } }), RangeError, /options.grid.origin/],
    ['a bad from', () => snapPoint(world, v(0, 0), 1, { from: { x: 1 } as never }), TypeError, /options.from/],
    ['a filter that is not a function', () => snapPoint(world, v(0, 0), 1, { filter: 1 as never }), TypeError, /options.filter/],
    ['options that are not an object', () => snapPoint(world, v(0, 0), 1, 5 as never), TypeError, /options/],
    ['a filter that queries the world', () => snapPoint(world, v(0, 0), 1, { filter: () => pick(world, v(0, 0), 1).length > 0 }), TypeError, /filter/],
  ])('%s throws', (_, call, type, message) => {
    expect(call).toThrow(type);
    expect(call).toThrow(message);
  });
});
