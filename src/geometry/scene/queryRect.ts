import { boxRule, queryBox, type QueryBox } from './boxRule';
import { gather, keepFound, runQuery, sortFound, type SceneScratch } from './candidates';
import type { Rect } from '../shapes/types';
import { assertRect } from '../shapes/validate';
import { KIND_COUNT, KINDS } from '../world/itemCode';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import { WorldImpl } from '../world/worldImpl';

/** A shape `queryRect` selected. `Id`: the world's id type. */
export interface SceneMatch<Id extends WorldId = WorldId> {
  readonly id: Id | undefined;
  readonly kind: ObstacleKind;
  readonly index: number;
  readonly z: number;
}

/** What `queryRect` selects: shapes that touch the box, or shapes wholly inside it. */
export type QueryRectMode = 'intersects' | 'contains';

/**
 * The shapes a box selects, topmost first (higher `z`, then inserted later):
 * `'intersects'` (a crossing selection: every shape that shares a point with
 * the closed box) or `'contains'` (a window selection: every shape wholly
 * inside it). Decided per shape exactly, not by bounding boxes: a segment
 * crossing only the box's corner intersects (the exact segment–rect test of
 * `segmentRectHit`); a circle whose bounding box meets the box but whose disk
 * does not, does not; a filled shape around the whole box intersects it, an
 * outline-only one does not; a circle is contained when `center ± radius` lies
 * in the box exactly (not as rounded). Touching the box's edge counts for both
 * modes.
 *
 * @param world a world made by `createWorld`
 * @param box the selection box, scene units, `(x, y)` top-left (y down); a zero-size box is its corner
 * @param mode `'intersects'` (default) or `'contains'`
 * @returns `{ id, kind, index, z }[]`
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad box or mode
 */
export function queryRect<Id extends WorldId = WorldId>(world: World<Id>, box: Rect, mode: QueryRectMode = 'intersects'): SceneMatch<Id>[] {
  const w = worldInternals(world, 'world');
  assertRect(box, 'box');
  if (mode !== 'intersects' && mode !== 'contains') throw new RangeError(`mode must be 'intersects' or 'contains', got ${String(mode)}`);
  const contains = mode === 'contains';
  const query = queryBox(box, contains);
  let stamp = 0;
  const s = runQuery(w, undefined, (scratch, walkStamp) => {
    stamp = walkStamp;
    queryRectIn(scratch, w, walkStamp, query);
  });
  return matches(s, w, stamp) as SceneMatch<Id>[];
}

/**
 * How many shapes of `world` touch `box` by their outline or stroke, points
 * included (as `queryRect`'s `'intersects'`, but a filled shape around the
 * whole box does not count), leaving out those that float (a gesture's,
 * `floatShapes`: passed over on the outside list, never tested). For labels
 * that keep clear of a world drawn by `WorldLayer`, asked once per place a
 * label considers: no match objects and no sort. `box` is trusted (finite,
 * width and height ≥ 0); 0 for a world not made by `createWorld`. With
 * `atMost`, the walk may stop once it has found that many: an answer of
 * `atMost` or more then means "at least `atMost`" (below it, the exact count).
 *
 * @internal
 */
export function countStillOutlinesIn(world: World, box: Rect, atMost = Infinity): number {
  // (a world of the caller's own making has no broad phase to ask: nothing is counted)
  if (!(world instanceof WorldImpl)) return 0;
  const query = queryBox(box, false, true);
  // (floating shapes live on the outside list alone, which the walk passes over for `still`)
  return runQuery(world, undefined, (scratch, walkStamp) => queryRectIn(scratch, world, walkStamp, query, true, atMost)).found;
}

/**
 * What `countStillOutlinesIn` answers from, as numbers to compare: its answers
 * for every box are the same while this is (elementwise) the same. For a
 * world made by `createWorld`: the version of its still shapes (which a
 * gesture's writes to floating shapes leave alone, and settling steps) and
 * how many shapes float; for any other world, which counts nothing, its
 * version. @internal
 */
export function stillOutlinesState(world: World): readonly number[] {
  return world instanceof WorldImpl ? [world.stillVersion, world.floating] : [world.version];
}

/**
 * `queryRect`'s walk: the outside shapes (but the floating ones, for `still`:
 * an outside list of floating shapes alone is not walked), the cells the box
 * meets, and the fills of its corner's cell (not for outlines: a fill around
 * the box is no outline in it). With a finite `atMost` (`countStillOutlinesIn`'s
 * cap; `queryRect` passes none), each cell's shapes are tested as they are
 * gathered and the walk stops once `atMost` are found.
 */
function queryRectIn(s: SceneScratch, w: WorldImpl, stamp: number, query: QueryBox, still = false, atMost = Infinity): void {
  const { left, top, right, bottom, contains } = query;
  const outside = w.outside;
  // (for `still`, an outside list of floating shapes alone, a gesture's, is not walked at all)
  const walked = still && !w.hasStillOutside() ? 0 : outside.length;
  for (let k = 0; k < walked; k++) {
    const item = outside[k]!;
    if (still && w.isFloating(item)) continue;
    w.stamps[item] = stamp;
    if (boxRule(w, item, query)) keepFound(s, item, 0);
  }
  if (s.found >= atMost) return;
  const pad = w.pad;
  const size = w.cellSize;
  const r0 = w.row(top - pad);
  const r1 = w.row(bottom + pad);
  const c0 = w.column(left - pad);
  const c1 = w.column(right + pad);
  for (let r = r0; r <= r1; r++) {
    const cellTop = w.minY + r * size;
    const rowInside = cellTop - pad >= top && cellTop + size + pad <= bottom;
    for (let c = c0; c <= c1; c++) {
      const cellLeft = w.minX + c * size;
      const added = gather(s, w, w.cells, r * w.nx + c, stamp);
      // A shape whose boundary passes through a cell wholly inside the box (by the margin) touches the box.
      const inside = !contains && rowInside && cellLeft - pad >= left && cellLeft + size + pad <= right;
      // With a cap, each cell's shapes are tested at once, so the walk can stop at the cell that reaches it.
      if (inside || atMost < Infinity) {
        for (let k = s.candidateCount - added; k < s.candidateCount; k++) if (inside || boxRule(w, s.candidates[k]!, query)) keepFound(s, s.candidates[k]!, 0);
        s.candidateCount -= added;
        if (s.found >= atMost) return;
      }
    }
  }
  // A filled shape around the whole box: its boundary may be in no cell the box meets.
  const cell = contains || query.outlines ? -1 : w.fillCell(left, top);
  if (cell >= 0) gather(s, w, w.fills, cell, stamp);
  // (`!(found >= atMost)`: a NaN cap counts everything, as none)
  for (let k = 0; k < s.candidateCount && !(s.found >= atMost); k++) if (boxRule(w, s.candidates[k]!, query)) keepFound(s, s.candidates[k]!, 0);
}

/** The found shapes (of the query with stamp `stamp`), topmost first. */
function matches(s: SceneScratch, w: WorldImpl, stamp: number): SceneMatch[] {
  const stamps = w.stamps;
  const { found, foundItems } = s;
  const out: SceneMatch[] = [];
  if (found > 64 && found > w.alive >> 4) {
    // Many: walk the world's z-order (sorted once per change of it), taking the selected shapes.
    for (let k = 0; k < found; k++) stamps[foundItems[k]!] = stamp + 1;
    w.stamp = stamp + 1; // the next query's stamp is above both
    const order = zOrder(w);
    for (let k = 0; k < order.length; k++) {
      const item = order[k]!;
      if (stamps[item] === stamp + 1) out.push(match(w, item));
    }
    return out;
  }
  const order = sortFound(s, w);
  for (let k = 0; k < order.length; k++) out.push(match(w, foundItems[order[k]!]!));
  return out;
}

function match(w: WorldImpl, item: number): SceneMatch {
  return { id: w.itemIds[item], kind: KINDS[w.kindOf(item)]!, index: w.indexOf(item), z: w.z[item]! };
}

/** Every shape's item code, topmost first (higher z, then inserted later); cached until the z-order changes. */
function zOrder(w: WorldImpl): Int32Array {
  if (w.zSorted !== null) return w.zSorted;
  const list: number[] = [];
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    const shapes = w.shapes[kind]!;
    for (let index = 0; index < shapes.length; index++) if (shapes[index] !== undefined) list.push(w.itemOf(kind, index));
  }
  list.sort((a, b) => (w.z[a] !== w.z[b] ? w.z[b]! - w.z[a]! : w.order[b]! - w.order[a]!));
  w.zSorted = Int32Array.from(list);
  return w.zSorted;
}
