import { expect } from 'vitest';
import {
  castRay,
  createWorld,
  pick,
  queryRect,
  ray,
  snapCandidates,
  type ObstacleKind,
  type ObstacleShapes,
  type World,
  type WorldItem,
} from '../../src/geometry';
import type { CellLists } from '../../src/geometry/world/cellLists';
import type { WorldImpl } from '../../src/geometry/world/worldImpl';
import { v } from './builders';

// What the world-grid tests share: shapes of every kind, the grid's lists as a
// comparable list, and the same world built afresh.

/** A shape with its kind. */
export type Tagged = { [K in ObstacleKind]: { kind: K; shape: ObstacleShapes[K] } }[ObstacleKind];

/** A shape of each kind at `(x, y)`, size `s` (turned by `turn` for a rotated rect), `k` choosing the kind (`k % 7`). */
export function shapeAt(k: number, x: number, y: number, s: number, turn: number): Tagged {
  switch (k % 7) {
    case 0:
      return { kind: 'point', shape: v(x, y) };
    case 1:
      return { kind: 'segment', shape: { start: v(x, y), end: v(x + s, y + s / 3) } };
    case 2:
      return { kind: 'circle', shape: { center: v(x, y), radius: s / 2 } };
    case 3:
      return { kind: 'rect', shape: { x, y, width: s, height: s / 2 } };
    case 4:
      return { kind: 'polyline', shape: { points: [v(x, y), v(x + s, y), v(x + s / 2, y + s)] } };
    case 5:
      return { kind: 'polygon', shape: { points: [v(x, y), v(x + s, y + s / 4), v(x + s / 3, y + s)] } };
    default:
      return { kind: 'rotatedRect', shape: { center: v(x, y), width: s, height: s / 2, rotation: turn } };
  }
}

/** Every (list, cell, item) entry of a world's grid, sorted: what the lists hold, whatever their order. */
export function gridEntries(w: WorldImpl): string[] {
  const out: string[] = [];
  const lists: [string, CellLists][] = [
    ['cells', w.cells],
    ['fills', w.fills],
    ['centers', w.centers],
  ];
  for (const [name, l] of lists) {
    for (let c = 0; c < l.count.length; c++) for (let k = 0; k < l.count[c]!; k++) out.push(`${name} ${c} ${l.items[l.start[c]! + k]!}`);
  }
  return out.sort();
}

/** A world built afresh from `world`'s shapes (ids, kinds, z, fill, in `ids()` order). */
export function freshCopy(world: World<string>): World<string> {
  return createWorld<string>({
    items: world.ids().map((id) => {
      const e = world.lookup(id)!;
      return { id, kind: e.kind, shape: e.shape, z: e.z, filled: e.filled, fillRule: e.fillRule } as WorldItem<string>;
    }),
  });
}

/** 40 shapes of every kind on a 10-unit lattice (`spots`: lattice x, y and size); the first `twins` repeated at the same spot under another id (`t<k>`). */
export function latticeScene(spots: readonly (readonly [number, number, number])[], twins: number): World<string> {
  const items: WorldItem<string>[] = [];
  spots.forEach(([x, y, s], k) => {
    const t = shapeAt(k, x * 10, y * 10, s * 10, k / 5);
    items.push({ id: `s${k}`, ...t, z: k % 3 } as WorldItem<string>);
    if (k < twins) items.push({ id: `t${k}`, ...t, z: k % 3 } as WorldItem<string>);
  });
  return createWorld<string>({ items });
}

/**
 * Two worlds answer alike: version, ids, pick, queryRect, castRay and snapCandidates about `(px, py)`, then every
 * bounds and lookup (the queries first: a world that makes shape objects only when asked answers them without).
 */
export function expectSameWorldAnswers(a: World<string>, b: World<string>, px: number, py: number): void {
  expect(a.version).toBe(b.version);
  expect(a.ids()).toEqual(b.ids());
  const p = v(px, py);
  expect(pick(a, p, 30)).toEqual(pick(b, p, 30));
  const box = { x: px - 120, y: py - 120, width: 240, height: 240 };
  expect(queryRect(a, box, 'intersects')).toEqual(queryRect(b, box, 'intersects'));
  expect(queryRect(a, box, 'contains')).toEqual(queryRect(b, box, 'contains'));
  for (const d of [v(1, 0.3), v(-0.4, -1)]) expect(castRay(a, ray(p, d))).toEqual(castRay(b, ray(p, d)));
  expect(snapCandidates(a, p, 25)).toEqual(snapCandidates(b, p, 25));
  for (const id of a.ids()) expect(a.bounds(id)).toEqual(b.bounds(id));
  for (const id of a.ids()) expect(a.lookup(id)).toEqual(b.lookup(id));
}

/** 35 shapes of every kind on a 6-column lattice (`shapeAt`), some filled, z in ties and not: the world-frame tests' level. */
export function mixedLevel(): World<string> {
  const items: WorldItem<string>[] = [];
  for (let k = 0; k < 35; k++) {
    const t = shapeAt(k, 80 + (k % 6) * 150, 80 + Math.floor(k / 6) * 150, [4, 30, 90][k % 3]!, k / 7);
    items.push({ id: `s${k}`, ...t, filled: k % 3 !== 0, z: k % 4 === 0 ? 1 : k + 10 } as WorldItem<string>);
  }
  return createWorld<string>({ items });
}
