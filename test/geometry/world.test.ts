import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castRay,
  createWorld,
  raycastCircle,
  raycastRect,
  raycastSegment,
  type Circle,
  type Ray,
  type Rect,
  type Segment,
  type World,
  type WorldHit,
} from '../../src/geometry';
import { random } from '../../bench/random.js';
import { box, disk, seg, v } from './builders';

interface Shapes {
  segments: (Segment | undefined)[];
  circles: (Circle | undefined)[];
  rects: (Rect | undefined)[];
}

function randomShapes(rand: () => number, walls: number, circles: number, rects: number, size = 1000): Shapes {
  const p = () => Math.round(rand() * size * 8) / 8; // on a grid: plenty of exact ties
  const segments: Segment[] = [];
  for (let i = 0; i < walls; i++) {
    const x = p();
    const y = p();
    const long = rand() < 0.1 ? size / 2 : size / 20;
    segments.push(seg(x, y, x + (rand() - 0.5) * long, y + (rand() - 0.5) * long));
  }
  const cs: Circle[] = [];
  for (let i = 0; i < circles; i++) cs.push(disk(p(), p(), rand() * size * 0.02));
  const rs: Rect[] = [];
  for (let i = 0; i < rects; i++) rs.push(box(p(), p(), rand() * size * 0.05, rand() * size * 0.05));
  return { segments, circles: cs, rects: rs };
}

/** The nearest hit by brute force over the scalar ray casts, with castRay's documented tie rule. */
function bruteForce(shapes: Shapes, ray: Ray, maxDistance: number): WorldHit | null {
  let best: WorldHit | null = null;
  const consider = (hit: ReturnType<typeof raycastSegment>, kind: WorldHit['kind'], index: number) => {
    if (hit && (best === null || hit.distance < best.distance)) best = { ...hit, kind, index, id: undefined };
  };
  // kinds in code order, indices ascending: a later equal distance never replaces an earlier one
  shapes.segments.forEach((s, i) => s && consider(raycastSegment(ray, s, maxDistance), 'segment', i));
  shapes.circles.forEach((c, i) => c && consider(raycastCircle(ray, c, maxDistance), 'circle', i));
  shapes.rects.forEach((r, i) => r && consider(raycastRect(ray, r, maxDistance), 'rect', i));
  return best;
}

function randomRay(rand: () => number, size: number): Ray {
  const angle = rand() * 2 * Math.PI;
  return { origin: v(rand() * size * 1.2 - size * 0.1, rand() * size * 1.2 - size * 0.1), direction: v(Math.cos(angle), Math.sin(angle)) };
}

function expectSameAsBruteForce(world: World, shapes: Shapes, rays: number, seed: number, size = 1000) {
  const rand = random(seed);
  let hits = 0;
  for (let k = 0; k < rays; k++) {
    const ray = randomRay(rand, size);
    const maxDistance = rand() < 0.2 ? Infinity : rand() * size * 0.5;
    const expected = bruteForce(shapes, ray, maxDistance);
    const got = castRay(world, ray, maxDistance);
    expect(got).toEqual(expected); // same distance, point, normal, kind, index: the same cores, the same tie rule
    if (got) hits++;
  }
  return hits;
}

describe('createWorld / castRay', () => {
  it('equals brute force over raycast* on random worlds (every tie resolved the documented way)', () => {
    for (const seed of [1, 2, 3]) {
      const shapes = randomShapes(random(seed), 400, 60, 30);
      const world = createWorld(shapes as never);
      const hits = expectSameAsBruteForce(world, shapes, 1500, seed + 100);
      expect(hits).toBeGreaterThan(500); // the test sees many hits, not only misses
    }
  });
  it('with small and large cells alike (the traversal walks many cells, or one)', () => {
    const shapes = randomShapes(random(7), 200, 30, 20);
    for (const cellSize of [3, 17, 250, 5000]) expectSameAsBruteForce(createWorld(shapes as never, { cellSize }), shapes, 600, 8);
  });
  it('ties between obstacles: equal distance goes to the smaller kind code (segment, circle, rect), then index', () => {
    const world = createWorld({
      segments: [seg(10, -5, 10, 5), seg(10, 5, 10, -5)],
      circles: [disk(11, 0, 1)],
      rects: [box(10, -1, 2, 2)],
    });
    expect(castRay(world, { origin: v(0, 0), direction: v(1, 0) })).toMatchObject({ distance: 10, kind: 'segment', index: 0 });
    world.remove('segment', 0);
    expect(castRay(world, { origin: v(0, 0), direction: v(1, 0) })).toMatchObject({ distance: 10, kind: 'segment', index: 1 });
    world.remove('segment', 1);
    expect(castRay(world, { origin: v(0, 0), direction: v(1, 0) })).toMatchObject({ distance: 10, kind: 'circle', index: 0 });
    world.remove('circle', 0);
    expect(castRay(world, { origin: v(0, 0), direction: v(1, 0) })).toMatchObject({ distance: 10, kind: 'rect', index: 0, normal: { x: -1, y: 0 } });
  });
  it('updates (set, add, remove, moves outside the grid) answer as a rebuilt world does', () => {
    const rand = random(11);
    const shapes = randomShapes(rand, 300, 40, 20);
    const world = createWorld(shapes as never);
    const versions = [world.version];
    for (let step = 0; step < 400; step++) {
      const choice = rand();
      const fresh = randomShapes(rand, 1, 1, 1, step % 50 === 0 ? 3000 : 1000); // some far outside the first extent
      if (choice < 0.6) {
        const i = Math.floor(rand() * shapes.segments.length);
        shapes.segments[i] = fresh.segments[0]!;
        world.set('segment', i, fresh.segments[0]!);
      } else if (choice < 0.7) {
        const i = Math.floor(rand() * shapes.circles.length);
        shapes.circles[i] = fresh.circles[0]!;
        world.set('circle', i, fresh.circles[0]!);
      } else if (choice < 0.8) {
        expect(world.add('rect', fresh.rects[0]!)).toBe(shapes.rects.length);
        shapes.rects.push(fresh.rects[0]!);
      } else if (choice < 0.9) {
        const i = Math.floor(rand() * shapes.segments.length);
        shapes.segments[i] = undefined;
        world.remove('segment', i);
      } else {
        expect(world.add('segment', fresh.segments[0]!)).toBe(shapes.segments.length);
        shapes.segments.push(fresh.segments[0]!);
      }
      versions.push(world.version);
      if (step % 100 === 99) expectSameAsBruteForce(world, shapes, 300, step, 3000);
    }
    expect(new Set(versions).size).toBe(versions.length); // every change bumps the version
    // and the same as a world built afresh from the final shapes
    const rebuilt = createWorld({
      segments: shapes.segments.map((s) => s ?? seg(1e6, 1e6, 1e6, 1e6)),
      circles: shapes.circles as Circle[],
      rects: shapes.rects as Rect[],
    });
    const rand2 = random(99);
    for (let k = 0; k < 500; k++) {
      const ray = randomRay(rand2, 3000);
      expect(castRay(world, ray, 2000)).toEqual(castRay(rebuilt, ray, 2000));
    }
  });
  it('get / count / set validate and copy; errors name the argument', () => {
    const source = { start: { x: 0, y: 0 }, end: { x: 1, y: 0 } };
    const world = createWorld({ segments: [source] });
    source.end.x = 99; // later mutation does not reach the world
    expect(world.get('segment', 0)).toEqual(seg(0, 0, 1, 0));
    expect(world.count('segment')).toBe(1);
    expect(world.get('circle', 0)).toBeUndefined();
    expect(() => world.set('segment', 3, seg(0, 0, 1, 1))).toThrow(new RangeError("index must be an integer in [0, 1) for the world's segments, got 3"));
    expect(() => world.set('segment', 0, seg(0, 0, NaN, 1))).toThrow(/shape\.end\.x/);
    expect(() => world.add('wall' as never, seg(0, 0, 1, 1) as never)).toThrow(TypeError);
    expect(() => createWorld({ circles: [disk(0, 0, -1)] })).toThrow(new RangeError('shapes.circles[0].radius must be a finite number >= 0, got -1'));
    expect(() => createWorld({}, { cellSize: 0 })).toThrow(RangeError);
    expect(() => castRay({} as World, { origin: v(0, 0), direction: v(1, 0) })).toThrow(/createWorld/);
    expect(castRay(createWorld(), { origin: v(0, 0), direction: v(1, 0) })).toBeNull();
  });
});

/** Closed rooms: polygons given by their corners (walls between consecutive ones). */
const ROOMS: readonly (readonly [number, number][])[] = [
  [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  [
    [0, 0],
    [12, 0],
    [12, 4],
    [5, 4],
    [5, 9],
    [0, 9],
  ], // an L
  [
    [1, 0],
    [7, 2],
    [9, 7],
    [4, 11],
    [-2, 6],
  ], // convex, slanted walls
  [
    [0, 0],
    [3, 1],
    [6, 0],
    [6, 6],
    [3, 5],
    [0, 6],
  ], // with reflex corners
];

function roomWalls(corners: readonly [number, number][], offset: number, scale: number): Segment[] {
  return corners.map((c, i) => {
    const d = corners[(i + 1) % corners.length]!;
    return seg(offset + c[0] * scale, offset + c[1] * scale, offset + d[0] * scale, offset + d[1] * scale);
  });
}

describe('no leaks at corners (where we differ from the article’s open intervals)', () => {
  const settings = [
    [0, 1],
    [1e6, 1],
    [1e9, 1],
    [0, 2 ** -30],
    [1e9, 2 ** -10],
  ] as const;
  for (const [offset, scale] of settings) {
    it(`rays aimed exactly at every shared corner hit it, offset ${offset}, scale ${scale}`, () => {
      for (const corners of ROOMS) {
        const walls = roomWalls(corners, offset, scale);
        const world = createWorld({ segments: walls });
        // interior points of each room: a few chosen on a fine grid inside (checked by a ray cast count)
        const origins = [
          [1, 1],
          [2, 3],
          [1.5, 2.25],
          [3, 2],
        ].map(([x, y]) => v(offset + x! * scale, offset + y! * scale));
        for (const origin of origins) {
          for (const [cx, cy] of corners) {
            const corner = v(offset + cx * scale, offset + cy * scale);
            const direction = v(corner.x - origin.x, corner.y - origin.y); // exact: the numbers are close
            const hit = castRay(world, { origin, direction }, Infinity);
            expect(hit, `ray to corner (${cx}, ${cy}) from (${origin.x}, ${origin.y})`).not.toBeNull();
            // it stops at the corner, or at a wall in front of it (a reflex corner hidden behind another)
            expect(hit!.distance).toBeLessThanOrEqual(Math.hypot(direction.x, direction.y) * (1 + 1e-12));
          }
        }
      }
    });
  }
  it('a ray aimed at a corner reports that corner exactly, from the lower-index wall', () => {
    const world = createWorld({ segments: roomWalls(ROOMS[0]!, 0, 1) });
    expect(castRay(world, { origin: v(4, 4), direction: v(6, 6) })).toEqual({
      distance: Math.sqrt(72),
      point: { x: 10, y: 10 },
      normal: { x: -1, y: 0 },
      kind: 'segment',
      index: 1,
    });
  });
  it('rays exactly along walls: from a corner along a wall hits at 0; from outside along a wall hits the corner', () => {
    const world = createWorld({ segments: roomWalls(ROOMS[0]!, 0, 1) });
    expect(castRay(world, { origin: v(0, 0), direction: v(1, 0) })).toMatchObject({ distance: 0, point: { x: 0, y: 0 } });
    expect(castRay(world, { origin: v(-5, 0), direction: v(1, 0) })).toMatchObject({ distance: 5, point: { x: 0, y: 0 } });
    expect(castRay(world, { origin: v(5, 0), direction: v(1, 0) })).toMatchObject({ distance: 0, point: { x: 5, y: 0 }, normal: { x: -1, y: 0 } });
  });
  it('no ray from inside escapes, at any angle (property, several offsets)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROOMS.slice(0, 2)),
        fc.constantFrom(0, 1e6, 1e9),
        fc.double({ min: 0.5, max: 3.5, noNaN: true }),
        fc.double({ min: 0.5, max: 3.5, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (corners, offset, x, y, angle) => {
          const world = createWorld({ segments: roomWalls(corners, offset, 1) });
          const hit = castRay(world, { origin: v(offset + x, offset + y), direction: v(Math.cos(angle), Math.sin(angle)) });
          expect(hit).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('world updates at scale', () => {
  it('thousands of moves of a few walls (cells outgrow their room, the lists are repacked) answer as a rebuilt world', () => {
    const rand = random(21);
    const shapes = randomShapes(rand, 500, 20, 10);
    const world = createWorld(shapes as never);
    for (let step = 0; step < 5000; step++) {
      const i = step % 7;
      const x = 400 + rand() * 200;
      const y = 400 + rand() * 200;
      const wall = seg(x, y, x + rand() * 300, y + rand() * 30); // long walls crossing many cells, all in one region
      shapes.segments[i] = wall;
      world.set('segment', i, wall);
      if (step % 50 === 0) {
        const added = seg(x, y, x + 5, y + 5);
        shapes.segments.push(added);
        world.add('segment', added);
      }
    }
    expectSameAsBruteForce(world, shapes, 800, 5);
  });
});
