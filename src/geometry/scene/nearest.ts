import { gather, keepFound, runQuery, sortFound, type SceneScratch, type ShapeFilter } from './candidates';
import { measure } from './distanceRule';
import { pickHits, readFilter, type PickHit, type PickOptions } from './pick';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import { KINDS } from '../world/itemCode';
import type { World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The `k` shapes nearest `point` (the distance rule and order of `pick`; no
 * tolerance): cells searched ring by ring around the point until no unsearched
 * shape can be nearer than the k-th found. Fewer than `k` when the world holds
 * fewer (passing the filter).
 *
 * @param k how many, an integer ≥ 0
 * @param options `filter(id, kind, index)` (only shapes it accepts; it may query other worlds, not this one)
 * @returns `{ id, kind, index, distance, closestPoint, edge, z }[]`, nearest first
 * @throws TypeError when `world` was not made by `createWorld`, or when the filter queries `world`; TypeError / RangeError naming a bad point, k or option
 */
export function nearest<Id extends WorldId = WorldId>(world: World<Id>, point: Vec2, k: number, options?: Pick<PickOptions<Id>, 'filter'>): PickHit<Id>[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof k === 'number' && Number.isInteger(k) && k >= 0)) {
    const message = `k must be an integer >= 0, got ${String(k)}`;
    throw typeof k === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const filter = readFilter(options);
  if (k === 0) return [];
  const at = { x: point.x, y: point.y };
  const s = runQuery(w, filter, (scratch, stamp) => nearestIn(scratch, w, stamp, at.x, at.y, k, filter));
  return pickHits(s, w, at, k) as PickHit<Id>[];
}

/** `nearest`'s walk: rings of cells around the point until the k-th found is nearer than any unsearched cell. */
function nearestIn(s: SceneScratch, w: WorldImpl, stamp: number, px: number, py: number, k: number, filter: ShapeFilter | undefined): void {
  const consider = (item: number) => {
    if (filter === undefined || filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) keepFound(s, item, measure(s, w, item, px, py));
  };
  const measureGathered = () => {
    const candidates = s.candidates;
    const count = s.candidateCount;
    for (let q = 0; q < count; q++) consider(candidates[q]!);
    s.candidateCount = 0;
  };
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) {
    const item = outside[k]!;
    w.stamps[item] = stamp;
    consider(item);
  }
  const cell = w.fillCell(px, py);
  const pointCell = cell >= 0;
  const ci = w.column(px);
  const cj = w.row(py);
  if (pointCell) gather(s, w, w.fills, cell, stamp);
  measureGathered();
  const size = w.cellSize;
  for (let ring = 0; ; ring++) {
    const i0 = ci - ring;
    const i1 = ci + ring;
    const j0 = cj - ring;
    const j1 = cj + ring;
    for (let j = Math.max(0, j0); j <= Math.min(w.ny - 1, j1); j++) {
      const edgeRow = j === j0 || j === j1;
      for (let i = Math.max(0, i0); i <= Math.min(w.nx - 1, i1); i++) {
        if (!edgeRow && i !== i0 && i !== i1) continue; // inside the ring: searched before
        gather(s, w, w.cells, j * w.nx + i, stamp);
      }
    }
    measureGathered();
    if ((i0 <= 0 && j0 <= 0 && i1 >= w.nx - 1 && j1 >= w.ny - 1) || !(ring <= w.nx + w.ny)) break; // every cell searched
    if (s.found >= k && pointCell) {
      // Every shape not yet found has its whole boundary outside the searched block of cells
      // (a shape containing the point was found in the point's cell): farther than the block's edge.
      const bound = Math.min(px - (w.minX + i0 * size), w.minX + (i1 + 1) * size - px, py - (w.minY + j0 * size), w.minY + (j1 + 1) * size - py) - w.pad;
      if (kthDistance(s, w, k) < bound) break;
    }
  }
}

/** The k-th smallest distance found so far (k ≤ found). */
function kthDistance(s: SceneScratch, w: WorldImpl, k: number): number {
  const order = sortFound(s, w);
  return s.foundDistances[order[k - 1]!]!;
}
