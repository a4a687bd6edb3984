import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castRay,
  createWorld,
  lidarScan,
  nearest,
  pick,
  queryRect,
  snapCandidates,
  snapPoint,
  type LidarSensor,
  type ObstacleKind,
  type ObstacleShapes,
  type Ray,
  type Rect,
  type SnapOptions,
  type Vec2,
  type World,
  type WorldId,
} from '../../src/geometry';
import { disk, v } from './builders';

/**
 * No hidden state across user code: a query on one world gives the same
 * answer whatever its `filter` does to another world meanwhile (a locked
 * layer, a visibility world), and a query called from inside such a filter
 * answers as it does on its own. A filter that queries the world it filters
 * still gets the clear error.
 */

type Filter = (id: WorldId | undefined, kind: ObstacleKind, index: number) => boolean;

/** The queries a test runs, by name: the five that take a filter or a box, and the two ray queries. */
const QUERIES = ['pick', 'nearest', 'queryRect', 'snapPoint', 'snapCandidates', 'castRay', 'lidarScan'] as const;
type QueryName = (typeof QUERIES)[number];
/** The queries that take a `filter`. */
const FILTERED = ['pick', 'nearest', 'snapPoint', 'snapCandidates'] as const;

/** The arguments of every query, drawn once per case. */
interface Params {
  point: Vec2;
  tolerance: number;
  k: number;
  box: Rect;
  mode: 'intersects' | 'contains';
  radius: number;
  snap: Pick<SnapOptions, 'from' | 'grid'>;
  ray: Ray;
  maxDistance: number;
  sensor: LidarSensor;
}

/** Runs query `name` on `world` and returns its answer as plain data (a scan's typed arrays as arrays). */
function run(name: QueryName, world: World, p: Params, filter?: Filter): unknown {
  const options = filter === undefined ? {} : { filter };
  switch (name) {
    case 'pick':
      return pick(world, p.point, p.tolerance, options);
    case 'nearest':
      return nearest(world, p.point, p.k, options);
    case 'queryRect':
      return queryRect(world, p.box, p.mode);
    case 'snapPoint':
      return snapPoint(world, p.point, p.radius, { ...p.snap, ...options });
    case 'snapCandidates':
      return snapCandidates(world, p.point, p.radius, { ...p.snap, ...options });
    case 'castRay':
      return castRay(world, p.ray, p.maxDistance);
    case 'lidarScan': {
      const scan = lidarScan(world, p.sensor);
      return [scan.angles, scan.ranges, scan.hitKinds, scan.hitIndices, scan.points].map((array) => Array.from(array));
    }
  }
}

// ─── arbitraries ────────────────────────────────────────────────────────────

/** Coordinates on a half-unit grid in [0, 100]: shapes crowd, touch and tie. */
const coordinate = fc.integer({ min: 0, max: 200 }).map((n) => n / 2);
const point = fc.record({ x: coordinate, y: coordinate });
const length = fc.integer({ min: 0, max: 60 }).map((n) => n / 2);

const shape: fc.Arbitrary<{ kind: ObstacleKind; shape: ObstacleShapes[ObstacleKind] }> = fc.oneof(
  fc.record({ kind: fc.constant('segment' as const), shape: fc.record({ start: point, end: point }) }),
  fc.record({ kind: fc.constant('circle' as const), shape: fc.record({ center: point, radius: length }) }),
  fc.record({ kind: fc.constant('rect' as const), shape: fc.record({ x: coordinate, y: coordinate, width: length, height: length }) }),
  fc.record({ kind: fc.constant('point' as const), shape: point }),
  fc.record({ kind: fc.constant('polyline' as const), shape: fc.record({ points: fc.array(point, { minLength: 2, maxLength: 5 }) }) }),
  fc.record({ kind: fc.constant('polygon' as const), shape: fc.record({ points: fc.array(point, { minLength: 3, maxLength: 6 }) }) }),
);

/** The items of a world of every kind of shape, with ids, some equal z and some outlines (built in the property, so a counterexample prints its shapes). */
type Items = { id: string; kind: ObstacleKind; shape: ObstacleShapes[ObstacleKind]; filled: boolean; z?: number }[];
const items: fc.Arbitrary<Items> = fc
  .array(fc.record({ entry: shape, z: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), filled: fc.boolean() }), { maxLength: 40 })
  .map((list) => list.map(({ entry, z, filled }, k) => ({ id: `s${k}`, kind: entry.kind, shape: entry.shape, filled, ...(z === undefined ? {} : { z }) })));

const direction = fc.record({ x: fc.integer({ min: -4, max: 4 }), y: fc.integer({ min: -4, max: 4 }) }).filter((d) => d.x !== 0 || d.y !== 0);

const params: fc.Arbitrary<Params> = fc.record({
  point,
  tolerance: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  k: fc.integer({ min: 0, max: 6 }),
  box: fc.record({ x: coordinate, y: coordinate, width: length, height: length }),
  mode: fc.constantFrom('intersects' as const, 'contains' as const),
  radius: fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
  snap: fc.record({ from: point, grid: fc.constantFrom(5, 10) }, { requiredKeys: [] }),
  ray: fc.record({ origin: point, direction }),
  maxDistance: fc.constantFrom(Infinity, 30, 80),
  sensor: fc.record({
    origin: point,
    heading: fc.double({ min: -7, max: 7, noNaN: true }),
    fov: fc.constantFrom(Math.PI / 3, Math.PI, 2 * Math.PI),
    rayCount: fc.integer({ min: 1, max: 48 }),
    range: fc.constantFrom(20, 60, 150),
  }),
});

/** Which nested queries a filter runs on the other world, and whether their own filters query a third one. */
const plan = fc.record({
  queries: fc.array(fc.constantFrom(...QUERIES), { minLength: 1, maxLength: 4 }),
  deeper: fc.constantFrom(...QUERIES),
  every: fc.integer({ min: 1, max: 3 }),
});

// ─── properties ─────────────────────────────────────────────────────────────

describe('queries whose filter queries another world', () => {
  it('give the answer they give without the nested queries; the nested queries (castRay, lidarScan, …) answer as on their own', () => {
    fc.assert(
      fc.property(items, items, items, params, params, params, fc.func(fc.boolean()), plan, (ia, ib, ic, pa, pb, pc, accept, nested) => {
        const [a, b, c] = [ia, ib, ic].map((list) => createWorld({ items: list })) as [World, World, World];
        // What every query answers on its own, with the filter deciding the same way.
        const plainOuter = FILTERED.map((name) => run(name, a, pa, accept));
        const plainNested = nested.queries.map((name) => run(name, b, pb, accept));
        const plainDeeper = run(nested.deeper, c, pc);
        let calls = 0;
        const seenNested: unknown[][] = nested.queries.map(() => []);
        const seenDeeper: unknown[] = [];
        // A filter on b that queries a third world: a query on a inside a query on b inside a query on a would throw.
        const deeperFilter: Filter = (id, kind, index) => {
          seenDeeper.push(run(nested.deeper, c, pc));
          return accept(id, kind, index);
        };
        const filter: Filter = (id, kind, index) => {
          if (calls++ % nested.every === 0) nested.queries.forEach((name, k) => seenNested[k]!.push(run(name, b, pb, deeperFilter)));
          return accept(id, kind, index);
        };
        FILTERED.forEach((name, k) => expect(run(name, a, pa, filter)).toEqual(plainOuter[k]));
        seenNested.forEach((answers, k) => answers.forEach((answer) => expect(answer).toEqual(plainNested[k])));
        seenDeeper.forEach((answer) => expect(answer).toEqual(plainDeeper));
      }),
      { numRuns: 120 },
    );
  });

  it('interleaved: castRay, lidarScan and queryRect on one world between the filter calls of a query on another answer as on their own', () => {
    fc.assert(
      fc.property(items, items, params, params, fc.func(fc.boolean()), (ia, ib, pa, pb, accept) => {
        const [a, b] = [ia, ib].map((list) => createWorld({ items: list })) as [World, World];
        const alone = (['castRay', 'lidarScan', 'queryRect', 'pick'] as const).map((name) => run(name, b, pb));
        for (const outer of FILTERED) {
          const plain = run(outer, a, pa, accept);
          let turn = 0;
          const answers: unknown[][] = [[], [], [], []];
          const filter: Filter = (id, kind, index) => {
            const k = turn++ % 4;
            answers[k]!.push(run((['castRay', 'lidarScan', 'queryRect', 'pick'] as const)[k]!, b, pb));
            return accept(id, kind, index);
          };
          expect(run(outer, a, pa, filter)).toEqual(plain);
          answers.forEach((list, k) => list.forEach((answer) => expect(answer).toEqual(alone[k])));
        }
      }),
      { numRuns: 60 },
    );
  });

  it("the issue's example: a filter that picks in a second world leaves the first pick's answer alone", () => {
    const circles = Array.from({ length: 50 }, (_, i) => disk(i * 10, 0, 4));
    const a = createWorld({ circles });
    const b = createWorld({ circles: circles.map((circle) => disk(circle.center.x, 100, 4)) });
    const plain = pick(a, v(45, 0), 12).map((h) => h.index);
    expect(plain).toEqual([5, 4, 6, 3]);
    const withNested = pick(a, v(45, 0), 12, {
      filter: () => {
        pick(b, v(200, 100), 30);
        return true;
      },
    });
    expect(withNested.map((h) => h.index)).toEqual(plain);
  });
});

describe('a filter that queries the world it filters', () => {
  const message = 'options.filter must not query the world it filters (it runs in the middle of that query): collect what it needs before the query';
  const shapes = [
    { id: 'w', kind: 'segment' as const, shape: { start: v(0, 0), end: v(40, 0) } },
    { id: 'c', kind: 'circle' as const, shape: disk(10, 10, 5) },
    { id: 'r', kind: 'rect' as const, shape: { x: 20, y: 5, width: 10, height: 10 } },
  ];
  const p: Params = {
    point: v(10, 2),
    tolerance: 20,
    k: 3,
    box: { x: 0, y: 0, width: 40, height: 20 },
    mode: 'intersects',
    radius: 20,
    snap: {},
    ray: { origin: v(10, -5), direction: v(0, 1) },
    maxDistance: Infinity,
    sensor: { origin: v(10, -5), heading: Math.PI / 2, fov: Math.PI, rayCount: 9, range: 50 },
  };

  const pairs = FILTERED.flatMap((outer) => QUERIES.map((inner) => [outer, inner] as const));
  it.each(pairs)('%s whose filter runs %s on it throws the TypeError', (outer, inner) => {
    const w = createWorld({ items: shapes });
    const plain = run(outer, w, p);
    expect(() => run(outer, w, p, () => (run(inner, w, p), true))).toThrow(new TypeError(message));
    // … and the world answers as before afterwards.
    expect(run(outer, w, p)).toEqual(plain);
    expect(run(inner, w, p)).toEqual(run(inner, createWorld({ items: shapes }), p));
  });
});
