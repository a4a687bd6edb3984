import { describe, expect, it } from 'vitest';
import { castRay, createWorld, nearest, orientation, pick, queryRect, raycastSegment, type ObstacleKind, type ObstacleShapes } from '../../src/geometry';
import { random } from '../../bench/random.js';
import { box, disk, seg, v } from './builders';
import { bruteQueryRect, brutePick, buildWorld, randomScene, ranked, summary } from '../../bench/scene/scenes';

describe('pick', () => {
  it('equals brute force over the scalar queries on random mixed scenes (every tie by the documented order)', () => {
    for (const seed of [1, 2, 3]) {
      const rand = random(seed);
      const entries = randomScene(rand, 600);
      const world = buildWorld(entries);
      let hits = 0;
      let zeros = 0;
      for (let q = 0; q < 600; q++) {
        // grid points: exactly on vertices, edges and sides often
        const p = q % 2 === 0 ? v(Math.round(rand() * 8000) / 8, Math.round(rand() * 8000) / 8) : v(rand() * 1000, rand() * 1000);
        const tolerance = [0, 0.5, 3, 12, 40][q % 5]!;
        const expected = brutePick(entries, p, tolerance);
        expect(summary(pick(world, p, tolerance))).toEqual(expected);
        hits += expected.length;
        zeros += expected.filter((h) => h.distance === 0).length;
      }
      expect(hits).toBeGreaterThan(300);
      expect(zeros).toBeGreaterThan(30); // points exactly on or inside shapes
    }
  });

  it('after inserts, updates and deletes, answers as brute force on the new scene', () => {
    const rand = random(7);
    const entries = randomScene(rand, 300);
    const world = buildWorld(entries);
    const more = randomScene(random(8), 300).map((e, k) => ({ ...e, id: `m${k}`, order: 300 + k, z: e.z === 300 + k ? 10000 + k : e.z }));
    for (let step = 0; step < 400; step++) {
      const r = rand();
      if (r < 0.3 && more.length > 0) {
        const e = more.pop()!;
        world.insert(e.id, e.kind, e.shape as never, { z: e.z, filled: e.filled });
        entries.push(e);
      } else if (r < 0.5 && entries.length > 0) {
        const [e] = entries.splice(Math.floor(rand() * entries.length), 1);
        expect(world.delete(e!.id)).toBe(true);
      } else if (entries.length > 0) {
        // move a shape by a random offset (often far: outside the grid it was built for)
        const k = Math.floor(rand() * entries.length);
        const e = entries[k]!;
        const dx = Math.round((rand() - 0.5) * (rand() < 0.1 ? 4000 : 100));
        const dy = Math.round((rand() - 0.5) * 100);
        const moved = JSON.parse(JSON.stringify(e.shape), (key, value) =>
          key === 'x' ? value + dx : key === 'y' ? value + dy : value,
        ) as ObstacleShapes[ObstacleKind];
        world.update(e.id, moved as never);
        entries[k] = { ...e, shape: moved };
      }
      const p = v(Math.round(rand() * 8000) / 8, Math.round(rand() * 8000) / 8);
      expect(summary(pick(world, p, 20))).toEqual(brutePick(entries, p, 20));
    }
    expect(world.size).toBe(entries.length);
  });

  it('a point exactly on a slanted segment is at distance exactly 0 (hit at tolerance 0), at any offset', () => {
    for (const offset of [0, 1e6, 1e9]) {
      const s = seg(offset + 0.1, offset + 0.2, offset + 0.7, offset + 1.1);
      const world = createWorld({ items: [{ id: 'wall', kind: 'segment', shape: s }] });
      // points of the segment: its ends, and a point the exact predicate confirms is on it
      for (const p of [s.start, s.end]) expect(pick(world, p, 0).map((h) => h.distance)).toEqual([0]);
      const mid = v(offset + 0.4, offset + 0.65);
      const onIt = orientation(s.start, s.end, mid) === 0;
      expect(pick(world, mid, 0).length).toBe(onIt ? 1 : 0);
    }
    // A diagonal at coordinates where the rounded distance to an on-segment point is not 0.
    const s = seg(0, 0, 3, 7);
    const p = v((3 / 7) * 7 * (1 / 7) * 3, 3); // x = 9/7 rounded: not exactly on it
    const world = createWorld({ items: [{ id: 'd', kind: 'segment', shape: s }] });
    expect(orientation(s.start, s.end, p)).not.toBe(0);
    expect(pick(world, p, 0)).toEqual([]);
    const q = v(1.5, 3.5); // exactly on it
    expect(orientation(s.start, s.end, q)).toBe(0);
    expect(pick(world, q, 0)).toMatchObject([{ id: 'd', distance: 0, closestPoint: { x: 1.5, y: 3.5 } }]);
  });

  it('the nearest shape wins when tolerance zones overlap; equal distance goes to the higher z, then the later shape', () => {
    const world = createWorld({
      items: [
        { id: 'below', kind: 'segment', shape: seg(0, 10, 100, 10), z: 1 },
        { id: 'above', kind: 'segment', shape: seg(0, 20, 100, 20), z: 5 },
        { id: 'twin', kind: 'segment', shape: seg(0, 0, 100, 0), z: 1 },
      ],
    });
    // 4 from 'below', 6 from 'above': the nearer wins although 'above' is on top
    expect(pick(world, v(50, 14), 8).map((h) => [h.id, h.distance])).toEqual([
      ['below', 4],
      ['above', 6],
    ]);
    // exactly between: higher z first
    expect(pick(world, v(50, 15), 8).map((h) => h.id)).toEqual(['above', 'below']);
    // exactly between two equal z: the one inserted later first
    expect(pick(world, v(50, 5), 8).map((h) => h.id)).toEqual(['twin', 'below']);
  });

  it('a point on an edge two filled shapes share hits both at 0: the higher z first', () => {
    const world = createWorld({
      items: [
        { id: 'left', kind: 'rect', shape: box(0, 0, 10, 10) },
        { id: 'right', kind: 'polygon', shape: { points: [v(10, 0), v(20, 0), v(20, 10), v(10, 10)] } },
      ],
    });
    expect(pick(world, v(10, 5), 0).map((h) => [h.id, h.distance, h.edge])).toEqual([
      ['right', 0, 3],
      ['left', 0, -1],
    ]);
  });

  it('filled shapes are hit inside far from their boundary; outline-only ones are not', () => {
    const world = createWorld(
      {
        items: [
          { id: 'disk', kind: 'circle', shape: disk(500, 500, 400) },
          { id: 'ring', kind: 'circle', shape: disk(500, 500, 300), filled: false },
          { id: 'room', kind: 'polygon', shape: { points: [v(0, 0), v(1000, 0), v(1000, 1000), v(500, 700), v(0, 1000)] } },
          { id: 'frame', kind: 'rect', shape: box(100, 100, 800, 800), filled: false },
        ],
      },
      { cellSize: 10 }, // many cells wholly inside each shape
    );
    expect(pick(world, v(500, 480), 2).map((h) => h.id)).toEqual(['room', 'disk']); // same distance 0: later first
    // below the notch: outside the room; 1 from the ring's outline
    expect(pick(world, v(500, 801), 2).map((h) => [h.id, h.distance])).toEqual([
      ['disk', 0],
      ['ring', 1],
    ]);
    expect(pick(world, v(500, 201), 2).map((h) => [h.id, h.distance])).toEqual([
      ['room', 0],
      ['disk', 0],
      ['ring', 1],
    ]);
  });

  it('validates its arguments', () => {
    const world = createWorld();
    expect(() => pick(world, v(0, 0), -1)).toThrow(RangeError);
    expect(() => pick(world, v(0, 0), Number.NaN)).toThrow(/tolerance must be a number >= 0/);
    expect(() => pick(world, { x: 0 } as never, 1)).toThrow(/point\.y/);
    expect(() => pick({} as never, v(0, 0), 1)).toThrow(TypeError);
    expect(() => pick(world, v(0, 0), 1, { limit: 1.5 })).toThrow(/options\.limit/);
    expect(pick(world, v(0, 0), 1)).toEqual([]);
  });

  it('limit and filter', () => {
    const world = createWorld({ items: [0, 1, 2, 3].map((k) => ({ id: k, kind: 'point' as const, shape: v(k, 0) })) });
    expect(pick(world, v(0, 0), 10, { limit: 2 }).map((h) => h.id)).toEqual([0, 1]);
    expect(pick(world, v(0, 0), 10, { filter: (id) => id !== 0 }).map((h) => h.id)).toEqual([1, 2, 3]);
  });
});

describe('nearest', () => {
  it('equals brute force (k nearest by the pick order) on random scenes', () => {
    for (const seed of [4, 5]) {
      const rand = random(seed);
      const entries = randomScene(rand, 500);
      const world = buildWorld(entries);
      for (let q = 0; q < 300; q++) {
        const p = v(rand() * 1200 - 100, rand() * 1200 - 100);
        const k = [1, 3, 10][q % 3]!;
        const expected = ranked(entries, p)
          .slice(0, k)
          .map((r) => [r.e.id, r.distance]);
        expect(nearest(world, p, k).map((h) => [h.id, h.distance])).toEqual(expected);
      }
    }
  });

  it('k larger than the world, k = 0, and validation', () => {
    const world = createWorld({ points: [v(0, 0), v(5, 5)] });
    expect(nearest(world, v(1, 1), 10).map((h) => h.index)).toEqual([0, 1]);
    expect(nearest(world, v(1, 1), 0)).toEqual([]);
    expect(() => nearest(world, v(1, 1), -1)).toThrow(/k must be an integer >= 0/);
  });
});

describe('queryRect', () => {
  it('equals the per-kind exact rules on random scenes, both modes', () => {
    for (const seed of [11, 12]) {
      const rand = random(seed);
      const entries = randomScene(rand, 600);
      const world = buildWorld(entries);
      let selected = 0;
      for (let q = 0; q < 300; q++) {
        const x = Math.round(rand() * 8000) / 8;
        const y = Math.round(rand() * 8000) / 8;
        const side = q % 10 === 0 ? 1200 : Math.round(rand() * 300);
        const b = box(x - side / 2, y - side / 3, side, Math.round(side * (0.3 + rand())));
        for (const mode of ['intersects', 'contains'] as const) {
          const expected = bruteQueryRect(entries, b, mode);
          expect(queryRect(world, b, mode).map((m) => m.id)).toEqual(expected);
          selected += expected.length;
        }
      }
      expect(selected).toBeGreaterThan(1000);
    }
  });

  it('exact per kind, not by bounding boxes', () => {
    const world = createWorld({
      items: [
        { id: 'corner-cutter', kind: 'segment', shape: seg(8, 12, 12, 8) }, // touches the box's corner (10, 10) exactly
        { id: 'near-miss', kind: 'segment', shape: seg(8, 12.5, 12.5, 8) }, // its box overlaps, the segment passes outside
        { id: 'round', kind: 'circle', shape: disk(13, 13, 4) }, // bounding box meets the box, the disk does not (13−√8 > 10)
        { id: 'kiss', kind: 'circle', shape: disk(15, 5, 5) }, // touches the box's right side at (10, 5)
        { id: 'around', kind: 'polygon', shape: { points: [v(-50, -50), v(50, -50), v(0, 60)] } },
        { id: 'ring', kind: 'circle', shape: disk(5, 5, 100), filled: false }, // the box is inside its open disk
      ],
    });
    expect(
      queryRect(world, box(0, 0, 10, 10), 'intersects')
        .map((m) => m.id)
        .sort(),
    ).toEqual(['around', 'corner-cutter', 'kiss'].sort());
    expect(queryRect(world, box(0, 0, 10, 10), 'contains')).toEqual([]);
    expect(queryRect(world, box(8, 8, 4, 4), 'contains').map((m) => m.id)).toEqual(['corner-cutter']);
    // a box exactly touching a circle's extent contains it (closed box)
    expect(queryRect(world, box(10, 0, 10, 10), 'contains').map((m) => m.id)).toEqual(['kiss']);
  });

  it('a circle is contained only when centre ± radius lies in the box exactly, not as rounded', () => {
    // 1 − 2⁻⁶⁰ rounds to 1: the rounded extent touches the box's side, the exact one crosses it.
    const world = createWorld({ items: [{ id: 'c', kind: 'circle', shape: disk(1, 0, 2 ** -60) }] });
    expect(1 - 2 ** -60).toBe(1);
    expect(queryRect(world, box(1, -1, 1, 2), 'contains')).toEqual([]);
    expect(queryRect(world, box(1 - 2 ** -52, -1, 1, 2), 'contains').map((m) => m.id)).toEqual(['c']);
    expect(queryRect(world, box(1, -1, 1, 2), 'intersects').map((m) => m.id)).toEqual(['c']);
  });

  it('validates its arguments', () => {
    const world = createWorld();
    expect(() => queryRect(world, box(0, 0, -1, 1))).toThrow(/box\.width/);
    expect(() => queryRect(world, box(0, 0, 1, 1), 'touching' as never)).toThrow(/mode must be 'intersects' or 'contains'/);
  });
});

describe('found in review', () => {
  it('queryRect: a circle is not selected by a box in its bounding box’s corner, however fine the grid', () => {
    const world = createWorld(
      {
        items: [
          { id: 'c', kind: 'circle', shape: disk(50, 50, 40) },
          { id: 'p0', kind: 'point', shape: v(0, 0) },
          { id: 'p1', kind: 'point', shape: v(100, 100) },
        ],
      },
      { cellSize: 1 },
    );
    expect(queryRect(world, box(9, 9, 3, 3))).toEqual([]); // the far corner is 53.7 from the centre, radius 40
    expect(queryRect(world, box(9, 9, 30, 30)).map((m) => m.id)).toEqual(['c']);
  });

  it('random big circles on fine grids: queryRect equals the per-kind rule', () => {
    const rand = random(99);
    for (let round = 0; round < 20; round++) {
      const entries = randomScene(rand, 60, 200).map((e) =>
        e.kind === 'circle'
          ? {
              ...e,
              shape: disk((e.shape as { center: { x: number } }).center.x, (e.shape as { center: { y: number } }).center.y, 20 + Math.round(rand() * 60)),
            }
          : e,
      );
      const world = createWorld({ items: entries.map(({ id, kind, shape, z, filled }) => ({ id, kind, shape, z, filled })) }, { cellSize: 1 + rand() * 8 });
      for (let q = 0; q < 30; q++) {
        const b = box(Math.round(rand() * 200), Math.round(rand() * 200), Math.round(rand() * 30), Math.round(rand() * 30));
        expect(queryRect(world, b).map((m) => m.id)).toEqual(bruteQueryRect(entries, b, 'intersects'));
      }
    }
  });

  it('a world too wide for its grid throws a RangeError instead of hanging', () => {
    expect(() => createWorld({ points: [v(-1e308, 0), v(1e308, 0)] })).toThrow(/too wide for its grid/);
  });

  it('a filter that queries the world throws instead of corrupting the outer answer', () => {
    const world = createWorld({
      items: [
        { id: 'a', kind: 'circle', shape: disk(0, 0, 5) },
        { id: 'b', kind: 'circle', shape: disk(1, 0, 5) },
      ],
    });
    const nested = () => {
      pick(world, v(50, 50), 1);
      return true;
    };
    expect(() => pick(world, v(0, 0), 1, { filter: nested })).toThrow(/options\.filter must not query the world/);
    expect(() => nearest(world, v(0, 0), 1, { filter: nested })).toThrow(TypeError);
    expect(pick(world, v(0, 0), 1).map((h) => h.id)).toEqual(['b', 'a']); // and the world still answers
  });

  it('a fixed cellSize never makes later queries throw: an automatic rebuild grows the cells', () => {
    const world = createWorld({ points: [v(0, 0), v(10, 10)] }, { cellSize: 0.01 });
    for (let k = 0; k < 40; k++) world.add('point', v(1000 + k, 1000));
    expect(pick(world, v(1000, 1000), 0.5).map((h) => h.index)).toEqual([2]);
    expect(nearest(world, v(0, 0), 1).map((h) => h.index)).toEqual([0]);
  });

  it('update with an id that is not a string or number is a TypeError; options must be an object', () => {
    const world = createWorld();
    expect(() => world.update({} as never, v(0, 0))).toThrow(TypeError);
    expect(() => pick(world, v(0, 0), 1, 5 as never)).toThrow(/options must be an object/);
  });
});

describe('the world holds every kind under ids', () => {
  it('insert / update / delete / lookup / idOf; ids are checked', () => {
    const world = createWorld();
    expect(world.insert('a', 'polyline', { points: [v(0, 0), v(10, 0), v(10, 10)] })).toBe(0);
    expect(world.insert(7, 'point', v(3, 4), { z: -1 })).toBe(0);
    expect(world.lookup('a')).toMatchObject({ id: 'a', kind: 'polyline', index: 0, filled: true, fillRule: 'evenodd' });
    expect(world.lookup(7)).toMatchObject({ kind: 'point', z: -1, shape: { x: 3, y: 4 } });
    expect(world.idOf('point', 0)).toBe(7);
    expect(() => world.insert('a', 'point', v(0, 0))).toThrow(/id "a" is already in the world/);
    expect(() => world.update('nope', v(0, 0))).toThrow(/id "nope" is not in the world/);
    expect(() => world.insert(Number.NaN, 'point', v(0, 0))).toThrow(RangeError);
    expect(() => world.insert({} as never, 'point', v(0, 0))).toThrow(/id must be a string or a finite number/);
    expect(() => world.insert('b', 'hexagon' as unknown as 'point', v(0, 0))).toThrow(/kind must be one of 'segment', 'circle'/);
    expect(() => world.insert('b', 'polygon', { points: [v(0, 0), v(1, 1)] })).toThrow(/shape\.points must have at least 3 points/);
    expect(() => world.insert('b', 'point', v(0, 0), { z: Infinity })).toThrow(/options\.z must be a finite number/);
    world.update('a', { points: [v(0, 0), v(5, 5)] }, { z: 3 });
    expect(world.lookup('a')).toMatchObject({
      z: 3,
      shape: {
        points: [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
        ],
      },
    });
    expect(world.size).toBe(2);
    expect(world.delete('a')).toBe(true);
    expect(world.delete('a')).toBe(false);
    expect(world.has('a')).toBe(false);
    expect(world.size).toBe(1);
    expect(() =>
      createWorld({
        items: [
          { id: 1, kind: 'point', shape: v(0, 0) },
          { id: 1, kind: 'point', shape: v(1, 1) },
        ],
      }),
    ).toThrow(/shapes\.items\[1\]\.id 1 is already used/);
  });

  it('ray casts see polylines, polygons and points, edge by edge, as raycastSegment does', () => {
    const polyline = { points: [v(10, -10), v(10, 10), v(20, 10)] };
    const world = createWorld({
      items: [
        { id: 'path', kind: 'polyline', shape: polyline },
        { id: 'dot', kind: 'point', shape: v(5, 0) },
      ],
    });
    const ray = { origin: v(0, 0), direction: v(1, 0) };
    expect(castRay(world, ray)).toMatchObject({ id: 'dot', kind: 'point', distance: 5, point: { x: 5, y: 0 } });
    world.delete('dot');
    expect(castRay(world, ray)).toEqual({ ...raycastSegment(ray, seg(10, -10, 10, 10)), kind: 'polyline', index: 0, id: 'path' });
    // from inside a polygon: the first boundary crossing
    world.insert('room', 'polygon', { points: [v(-5, -5), v(8, -5), v(8, 5), v(-5, 5)] });
    expect(castRay(world, ray)).toMatchObject({ id: 'room', distance: 8, normal: { x: -1, y: 0 } });
  });
});
