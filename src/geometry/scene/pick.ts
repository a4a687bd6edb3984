import { gather, keepFound, runQuery, sortFound, type SceneScratch, type ShapeFilter } from './candidates';
import { closestPointOf, measure } from './distanceRule';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import { KINDS } from '../world/itemCode';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * Scene queries on a world (`createWorld`): what is under the pointer
 * (`pick`), the k nearest shapes (`nearest`), what a rubber band selects
 * (`queryRect`). Every answer is decided per shape by exact geometry, never by
 * bounding boxes (the grid only proposes candidates), and equals a loop over
 * every shape with the same per-shape rule (`measure`: the distance of a point
 * to a shape; `boxRule`).
 *
 * **Order** of results: nearest first; at equal distance the higher `z` (drawn
 * on top) first, then the shape inserted later.
 */

/** A shape `pick` or `nearest` found: which it is, how far, and its nearest point. `Id`: the world's id type. */
export interface PickHit<Id extends WorldId = WorldId> {
  /** Its id, of the world's id type; `undefined` for a shape added without one. */
  readonly id: Id | undefined;
  readonly kind: ObstacleKind;
  /** Its index among the world's shapes of its kind. */
  readonly index: number;
  /** Scene units from the query point, ≥ 0 (0 inside a filled shape and on any boundary). */
  readonly distance: number;
  /** The point of the shape nearest the query point: the query point itself when it is inside or on the shape. */
  readonly closestPoint: Vec2;
  /** For a polyline the segment, for a polygon the edge nearest the query point (the first on a tie); −1 for the other kinds. */
  readonly edge: number;
  readonly z: number;
}

/** Options of `pick` and `nearest`. */
export interface PickOptions<Id extends WorldId = WorldId> {
  /** At most this many results (the first in order), default all. */
  readonly limit?: number;
  /** Only shapes for which this returns true (e.g. not the shape being dragged). */
  readonly filter?: (id: Id | undefined, kind: ObstacleKind, index: number) => boolean;
}

/** The first `limit` found shapes in the order of results (`sortFound`), as `pick` and `nearest` return them; `at`: the query point. */
export function pickHits(s: SceneScratch, w: WorldImpl, at: Vec2, limit: number): PickHit[] {
  const { foundItems, foundDistances, foundEdges, foundIn } = s;
  const order = sortFound(s, w);
  const out: PickHit[] = [];
  const n = Math.min(limit, order.length);
  for (let k = 0; k < n; k++) {
    const f = order[k]!;
    const item = foundItems[f]!;
    out.push({
      id: w.itemIds[item],
      kind: KINDS[w.kindOf(item)]!,
      index: w.indexOf(item),
      distance: foundDistances[f]!,
      closestPoint: closestPointOf(w, item, at, foundEdges[f]!, foundIn[f] === 1),
      edge: foundEdges[f]!,
      z: w.z[item]!,
    });
  }
  return out;
}

function readLimit<Id extends WorldId>(options: PickOptions<Id> | undefined): number {
  const limit = options?.limit;
  if (limit === undefined) return Infinity;
  if (!(typeof limit === 'number' && limit >= 0 && (Number.isInteger(limit) || limit === Infinity))) {
    const message = `options.limit must be an integer >= 0, got ${String(limit)}`;
    throw typeof limit === 'number' ? new RangeError(message) : new TypeError(message);
  }
  return limit;
}

/** The filter of `pick`'s or `nearest`'s options, after checking the options are an object. */
export function readFilter<Id extends WorldId>(options: PickOptions<Id> | undefined): ShapeFilter | undefined {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`options must be an object { limit?, filter? }, got ${options === null ? 'null' : typeof options}`);
  }
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function') throw new TypeError(`options.filter must be a function, got ${typeof filter}`);
  return filter as ShapeFilter | undefined; // called with this world's ids only
}

/** Tests one candidate for `pick` (stamped already): kept when within `tolerance`. */
function pickOne(s: SceneScratch, w: WorldImpl, item: number, px: number, py: number, tolerance: number, filter: ShapeFilter | undefined): void {
  const b = w.boxOf(item);
  // Its box farther than the tolerance: so is the shape (a few comparisons for most candidates).
  if (px < b[0]! - tolerance || px > b[2]! + tolerance || py < b[1]! - tolerance || py > b[3]! + tolerance) return;
  if (filter !== undefined && !filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) return;
  const distance = measure(s, w, item, px, py);
  if (distance <= tolerance) keepFound(s, item, distance);
}

/**
 * The shapes within `tolerance` of `point`, nearest first: what is under the
 * pointer. Each shape by the distance rule of `measure` (filled shapes hit
 * inside, outlines and open shapes within the tolerance of their boundary; a
 * point exactly on a boundary at distance exactly 0, so it is hit at
 * tolerance 0). **Ties** at equal distance: the higher `z` first, then the
 * shape inserted later (drawn on top). The grid proposes only the shapes whose
 * boundary passes within the tolerance or that are filled around the point;
 * the answer equals a loop over every shape.
 *
 * A tolerance in screen pixels is `pixels / scale` scene units (the Scene's
 * zoom); `usePick` converts it.
 *
 * @param world a world made by `createWorld`
 * @param point the query point, scene units (y down)
 * @param tolerance scene units, ≥ 0 (`Infinity`: every shape, ranked)
 * @param options `limit` (most results), `filter(id, kind, index)` (only shapes it accepts; it may query other worlds, not this one)
 * @returns `{ id, kind, index, distance, closestPoint, edge, z }[]`, nearest first (empty when nothing is within reach); `id` of the world's id type
 * @throws TypeError when `world` was not made by `createWorld`, or when the filter queries `world`; TypeError / RangeError naming a bad
 *   point, tolerance or option
 */
export function pick<Id extends WorldId = WorldId>(world: World<Id>, point: Vec2, tolerance: number, options?: PickOptions<Id>): PickHit<Id>[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof tolerance === 'number' && tolerance >= 0)) {
    const message = `tolerance must be a number >= 0 (scene units), got ${String(tolerance)}`;
    throw typeof tolerance === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const filter = readFilter(options);
  const limit = readLimit(options);
  const at = { x: point.x, y: point.y };
  const s = runQuery(w, filter, (scratch, stamp) => pickIn(scratch, w, stamp, at.x, at.y, tolerance, filter));
  return pickHits(s, w, at, limit) as PickHit<Id>[];
}

/** `pick`'s walk: the candidates of the cells around the point, and the fills of its cell. */
function pickIn(s: SceneScratch, w: WorldImpl, stamp: number, px: number, py: number, tolerance: number, filter: ShapeFilter | undefined): void {
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) pickOne(s, w, outside[k]!, px, py, tolerance, filter);
  const pad = w.pad;
  const c0 = w.column(px - tolerance - pad);
  const c1 = w.column(px + tolerance + pad);
  const r0 = w.row(py - tolerance - pad);
  const r1 = w.row(py + tolerance + pad);
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) gather(s, w, w.cells, r * w.nx + c, stamp);
  // The filled shapes the point's cell lies wholly inside (their boundary may be far away).
  const cell = w.fillCell(px, py);
  if (cell >= 0) gather(s, w, w.fills, cell, stamp);
  const candidates = s.candidates;
  for (let k = 0; k < s.candidateCount; k++) pickOne(s, w, candidates[k]!, px, py, tolerance, filter);
}
