import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  castRay,
  createWorld,
  nearest,
  pick,
  queryRect,
  snapPoint,
  type Circle,
  type ObstacleKind,
  type PickHit,
  type Rect,
  type Segment,
  type SnapTarget,
  type Vec2,
  type World,
  type WorldEntry,
  type WorldHit,
  type WorldId,
} from '../../src/geometry';

// The type-level assertions below are checked by `tsc --noEmit` (this file is in the type check);
// at run time they pass trivially, and the value assertions check the same narrowing holds.

type RoomId = `room-${number}` | `wall-${number}`;

describe('WorldEntry is a union discriminated by kind', () => {
  const world = createWorld({
    items: [
      { id: 'w', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } } },
      { id: 'c', kind: 'circle', shape: { center: { x: 5, y: 5 }, radius: 2 } },
      { id: 'r', kind: 'rect', shape: { x: 20, y: 0, width: 4, height: 3 } },
    ],
  });

  it('narrows the shape by testing the kind', () => {
    const e = world.lookup('w')!;
    if (e.kind === 'segment') {
      const s: Segment = e.shape;
      expectTypeOf(e.shape).toEqualTypeOf<Segment>();
      expect(s.end).toEqual({ x: 10, y: 0 });
    } else expect.unreachable('w is a segment');
    const c = world.lookup('c')!;
    if (c.kind === 'circle') {
      const circle: Circle = c.shape;
      expect(circle.radius).toBe(2);
    } else expect.unreachable('c is a circle');
  });

  it('narrows in a switch, every kind a member', () => {
    const area = (e: WorldEntry): number => {
      switch (e.kind) {
        case 'circle':
          return Math.PI * e.shape.radius ** 2;
        case 'rect':
          return e.shape.width * e.shape.height;
        default:
          return 0;
      }
    };
    expect(area(world.lookup('r')!)).toBe(12);
    expect(area(world.lookup('c')!)).toBeCloseTo(4 * Math.PI, 12);
    expect(area(world.lookup('w')!)).toBe(0);
    expectTypeOf<WorldEntry['kind']>().toEqualTypeOf<ObstacleKind>();
    expectTypeOf<Extract<WorldEntry, { kind: 'rect' }>['shape']>().toEqualTypeOf<Rect>();
    expectTypeOf<Extract<WorldEntry, { kind: 'point' }>['shape']>().toEqualTypeOf<Vec2>();
  });

  it('does not let a shape of one kind pass as another', () => {
    const e = world.lookup('w')!;
    // @ts-expect-error: without testing the kind, the shape is any kind's
    const s: Segment = e.shape;
    expect(s).toBeDefined();
  });
});

describe('a world answers with the ids it was given', () => {
  it('defaults to WorldId, and never guesses a narrower type from the items', () => {
    const world = createWorld({ items: [{ id: 'a', kind: 'point', shape: { x: 0, y: 0 } }] });
    expectTypeOf(world).toEqualTypeOf<World<WorldId>>();
    // A world built from 'a' still takes other ids.
    world.insert('b', 'point', { x: 1, y: 0 });
    world.insert(3, 'point', { x: 2, y: 0 });
    expect(world.ids()).toEqual(['a', 'b', 3]);
  });

  it('types ids(), lookup, idOf and every scene query by the id type given to createWorld', () => {
    const world = createWorld<RoomId>({
      items: [
        { id: 'wall-1', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } } },
        { id: 'room-1', kind: 'rect', shape: { x: 0, y: 0, width: 10, height: 10 }, filled: false },
      ],
    });
    expectTypeOf(world).toEqualTypeOf<World<RoomId>>();
    expectTypeOf(world.ids()).toEqualTypeOf<RoomId[]>();
    expectTypeOf(world.lookup('wall-1')!.id).toEqualTypeOf<RoomId | undefined>();
    expectTypeOf(world.idOf('segment', 0)).toEqualTypeOf<RoomId | undefined>();

    const hits = pick(world, { x: 5, y: 0 }, 0.5);
    expectTypeOf(hits).toEqualTypeOf<PickHit<RoomId>[]>();
    expect(hits.map((h) => h.id)).toEqual(['room-1', 'wall-1']); // the rect inserted later wins the tie
    expectTypeOf(nearest(world, { x: 5, y: 3 }, 1)).toEqualTypeOf<PickHit<RoomId>[]>();
    const band = queryRect(world, { x: -1, y: -1, width: 12, height: 2 });
    expectTypeOf(band[0]!.id).toEqualTypeOf<RoomId | undefined>();
    expect(band.map((m) => m.id).sort()).toEqual(['room-1', 'wall-1']);
    const hit = castRay(world, { origin: { x: 5, y: 5 }, direction: { x: 0, y: -1 } });
    expectTypeOf(hit).toEqualTypeOf<WorldHit<RoomId> | null>();
    expect(hit?.id).toBe('wall-1'); // a tie at y = 0: segments before rects
    expectTypeOf(snapPoint(world, { x: 0.1, y: 0.1 }, 1)).toEqualTypeOf<SnapTarget | null>(); // its ids stay WorldIds (a docs props table shows the type)

    // The filter gets the world's ids.
    const filtered = pick(world, { x: 5, y: 0 }, 0.5, { filter: (id) => id !== 'room-1' });
    expect(filtered.map((h) => h.id)).toEqual(['wall-1']);
  });

  it('refuses ids of another type where it takes them', () => {
    const world = createWorld<RoomId>({});
    // @ts-expect-error: 'door' is not a RoomId
    expect(() => world.insert('door', 'point', { x: 0, y: 0 })).not.toThrow();
    // @ts-expect-error: an item's id must be a RoomId
    createWorld<RoomId>({ items: [{ id: 'door-1', kind: 'point', shape: { x: 0, y: 0 } }] });
    // Asking about any id is fine.
    expect(world.has('nope')).toBe(false);
    expect(world.lookup(7)).toBeUndefined();
  });

  it('is still a World, for code that takes one', () => {
    const world = createWorld<number>({ items: [{ id: 1, kind: 'point', shape: { x: 0, y: 0 } }] });
    const count = (w: World): number => w.size;
    expect(count(world)).toBe(1);
    expectTypeOf(pick(world, { x: 0, y: 0 }, 0)[0]!.id).toEqualTypeOf<number | undefined>();
  });
});
