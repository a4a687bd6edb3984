import {
  HIT_DISTANCE,
  HIT_NX,
  HIT_NY,
  HIT_RECORD,
  HIT_X,
  HIT_Y,
  loadRay,
  missesWall,
  RAY_EXACT,
  RAY_MAX,
  RAY_OX,
  RAY_OY,
  RAY_RECORD,
  RAY_UX,
  RAY_UY,
  rayChainAt,
  rayCircleAt,
  rayRectAt,
  raySegmentAt,
} from './rayCores';
import type { RaycastHit } from './raycast';
import type { Ray } from '../shapes/types';
import { CIRCLE_KIND, circleAt, itemSlot, itemTag, KINDS, RECT_KIND, rectAt, SEGMENT_KIND, segmentAt, tieBefore } from '../world/itemCode';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * Ray casts in a world (`createWorld`): the nearest shape a ray meets,
 * walking the grid's cells along the ray (Amanatides & Woo).
 */

/** A ray's nearest hit in a world: the hit and which shape it is. `Id`: the world's id type. */
export interface WorldHit<Id extends WorldId = WorldId> extends RaycastHit {
  readonly kind: ObstacleKind;
  /** Its index among the world's shapes of its kind. */
  readonly index: number;
  /** Its id (`undefined` for a shape added without one). */
  readonly id: Id | undefined;
}

/**
 * `castInto`'s scratch: one shape's hit, the item code of the nearest hit so
 * far (in an array, so that it is never boxed), and where the walk enters the
 * grid. Module-level: filled and read inside one `castInto` call, which calls
 * no user code.
 */
const SHAPE_HIT = new Float64Array(HIT_RECORD);
const BEST_ITEM = new Int32Array(1);
const ENTER = new Float64Array(1);

/**
 * Tests one shape and keeps it in `best` if nearer, or as near and first in
 * the tie order (`tieBefore`: segment, circle, rect, then the chains; then
 * insertion order). (The caller has checked the stamp.)
 */
function consider(w: WorldImpl, item: number, ray: Float64Array, best: Float64Array): void {
  const tag = itemTag(item);
  const hit =
    tag === SEGMENT_KIND
      ? raySegmentAt(ray, w.data[SEGMENT_KIND], segmentAt(item), SHAPE_HIT)
      : tag === CIRCLE_KIND
        ? rayCircleAt(ray, w.data[CIRCLE_KIND], circleAt(item), SHAPE_HIT)
        : tag === RECT_KIND
          ? rayRectAt(ray, w.data[RECT_KIND], rectAt(item), SHAPE_HIT)
          : rayChainAt(ray, w.chains[itemSlot(item)]!, SHAPE_HIT);
  if (hit === 0) return;
  const bestItem = BEST_ITEM[0]!;
  const distance = SHAPE_HIT[HIT_DISTANCE]!;
  if (bestItem >= 0) {
    if (distance > best[HIT_DISTANCE]!) return;
    if (distance === best[HIT_DISTANCE]! && tieBefore(bestItem, item, w.order)) return;
  }
  best[HIT_DISTANCE] = distance;
  best[HIT_X] = SHAPE_HIT[HIT_X]!;
  best[HIT_Y] = SHAPE_HIT[HIT_Y]!;
  best[HIT_NX] = SHAPE_HIT[HIT_NX]!;
  best[HIT_NY] = SHAPE_HIT[HIT_NY]!;
  BEST_ITEM[0] = item;
  ray[RAY_MAX] = distance; // from now on, only as near or nearer
}

/**
 * The nearest hit of `ray` (a ray record; its `RAY_MAX` = maxDistance,
 * overwritten) in world `w`, into the hit record `best`; returns its item
 * code, or −1 (then `best` is untouched). The obstacles of the cells in
 * columns `skipX0 … skipX1` and rows `skipY0 … skipY1` are not tested (a
 * caller that has tested them already; none by default), and when the origin
 * lies in that block the walk starts where the ray leaves it. Allocates
 * nothing. @internal
 */
export function castInto(w: WorldImpl, ray: Float64Array, best: Float64Array, skipX0 = 1, skipY0 = 1, skipX1 = 0, skipY1 = 0): number {
  const stamp = w.nextStamp();
  BEST_ITEM[0] = -1;
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) consider(w, outside[k]!, ray, best); // never in a cell: no stamp needed
  if (enterGrid(w, ray, skipX0, skipY0, skipX1, skipY1)) walkGrid(w, ray, best, stamp, skipX0, skipY0, skipX1, skipY1);
  return BEST_ITEM[0]!;
}

/**
 * Where the walk enters the grid (widened by its margin) along the ray, into
 * `ENTER[0]`: where the ray enters it, or leaves the skipped block when its
 * origin lies in it; false when the ray misses the grid within its range.
 */
function enterGrid(w: WorldImpl, ray: Float64Array, skipX0: number, skipY0: number, skipX1: number, skipY1: number): boolean {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const pad = w.pad;
  // Clip the ray to the grid (widened by the margin).
  let enter = 0;
  let leave = ray[RAY_MAX]!;
  const x0 = w.minX - pad;
  const x1 = w.maxX + pad;
  const y0 = w.minY - pad;
  const y1 = w.maxY + pad;
  if (ux !== 0) {
    const ta = (x0 - ox) / ux;
    const tb = (x1 - ox) / ux;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (ox < x0 || ox > x1) return false;
  if (uy !== 0) {
    const ta = (y0 - oy) / uy;
    const tb = (y1 - oy) / uy;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (oy < y0 || oy > y1) return false;
  if (enter > leave + pad) return false;
  if (skipX0 <= skipX1 && skipY0 <= skipY1) {
    // The caller has tested the cells of the skipped block: when the origin is inside it, start
    // the walk where the ray leaves it (a hair before: the first cell walked is then one of them).
    const size = w.cellSize;
    const sx0 = w.minX + skipX0 * size;
    const sx1 = w.minX + (skipX1 + 1) * size;
    const sy0 = w.minY + skipY0 * size;
    const sy1 = w.minY + (skipY1 + 1) * size;
    if (ox > sx0 && ox < sx1 && oy > sy0 && oy < sy1) {
      const tx = ux > 0 ? (sx1 - ox) / ux : ux < 0 ? (sx0 - ox) / ux : Infinity;
      const ty = uy > 0 ? (sy1 - oy) / uy : uy < 0 ? (sy0 - oy) / uy : Infinity;
      const exit = Math.min(tx, ty) * (1 - 1e-9) - pad;
      if (exit > enter) enter = exit;
      if (enter > leave + pad) return false;
    }
  }
  ENTER[0] = enter;
  return true;
}

/**
 * Walks the grid's cells along the ray from `ENTER[0]` (Amanatides & Woo),
 * testing each cell's shapes not yet met on this ray (stamp `stamp`) outside
 * the skipped block, until the next cell starts beyond the nearest hit so far
 * (`ray[RAY_MAX]`, plus the grid's margin) or the grid ends.
 */
function walkGrid(w: WorldImpl, ray: Float64Array, best: Float64Array, stamp: number, skipX0: number, skipY0: number, skipX1: number, skipY1: number): void {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const pad = w.pad;
  const size = w.cellSize;
  const enter = ENTER[0]!;
  const nx = w.nx;
  const ny = w.ny;
  let ix = w.column(ox + ux * enter);
  let iy = w.row(oy + uy * enter);
  const stepX = ux > 0 ? 1 : ux < 0 ? -1 : 0;
  const stepY = uy > 0 ? 1 : uy < 0 ? -1 : 0;
  const deltaX = stepX === 0 ? Infinity : size / Math.abs(ux);
  const deltaY = stepY === 0 ? Infinity : size / Math.abs(uy);
  let nextX = stepX === 0 ? Infinity : (w.minX + (ix + (stepX > 0 ? 1 : 0)) * size - ox) / ux;
  let nextY = stepY === 0 ? Infinity : (w.minY + (iy + (stepY > 0 ? 1 : 0)) * size - oy) / uy;
  const cellStart = w.cells.start;
  const cellCount = w.cells.count;
  const items = w.cells.items;
  const stamps = w.stamps;
  const segments = w.data[SEGMENT_KIND];
  for (;;) {
    const cell = iy * nx + ix;
    const start = cellStart[cell]!;
    const end = ix < skipX0 || ix > skipX1 || iy < skipY0 || iy > skipY1 ? start + cellCount[cell]! : start;
    for (let k = start; k < end; k++) {
      const item = items[k]!;
      if (stamps[item] === stamp) continue; // tested already on this ray
      stamps[item] = stamp;
      if (itemTag(item) === SEGMENT_KIND && missesWall(ray, segments, segmentAt(item))) continue; // most walls, without the call
      consider(w, item, ray, best);
    }
    // ray[RAY_MAX] is the nearest hit so far (or maxDistance): stop at the first cell beyond it.
    if (nextX < nextY) {
      if (nextX > ray[RAY_MAX]! + pad) break;
      ix += stepX;
      if (ix < 0 || ix >= nx) break;
      nextX += deltaX;
    } else {
      if (nextY > ray[RAY_MAX]! + pad || nextY === Infinity) break;
      iy += stepY;
      if (iy < 0 || iy >= ny) break;
      nextY += deltaY;
    }
  }
}

/** `castRay`'s ray and nearest hit: module-level scratch, filled and read inside one call, which calls no user code. */
const RAY = new Float64Array(RAY_RECORD);
const BEST = new Float64Array(HIT_RECORD);

/**
 * The nearest shape `ray` hits in `world` within `maxDistance`: each shape as
 * `raycastSegment` / `raycastCircle` / `raycastRect` would answer it (a
 * polyline or polygon edge by edge as segments, a point as a zero-length
 * segment; closed shapes: a ray through a shared corner hits; from inside a
 * circle, rect or polygon, the first point where it crosses the boundary), the
 * nearest of them, with which it is (`kind`, `index`, `id`). Every closed
 * shape stops a ray, filled or not. **Ties** (two shapes at exactly the same
 * distance, e.g. the two walls of a corner): segment, then circle, then rect,
 * each in the order they were added; then points, polylines, polygons and
 * rotated rects in the order they were added (a shape whose kind
 * `world.update` changed keeps its place in that order); within a polyline or
 * polygon, the first edge. Crossing
 * points are exact as `raycastSegment`'s (point and distance within 1 ulp).
 * Allocates only its result; rebuilds the grid only when many shapes have
 * moved outside the area it covers.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal, kind, index, id }` or `null`
 * @throws TypeError when `world` was not made by `createWorld`; RangeError for a bad ray or `maxDistance`
 */
export function castRay<Id extends WorldId = WorldId>(world: World<Id>, ray: Ray, maxDistance = Infinity): WorldHit<Id> | null {
  return castRayIn(world, ray, maxDistance, 1) as WorldHit<Id> | null;
}

/**
 * `castRay` with the crossing points exact (`exact = 1`, as `castRay`) or in
 * the ray cores' fast mode (`0`, as `lidarScan`: same decisions, distances in
 * floating point), so tests can hold the lidar to castRay bit for bit. @internal
 */
export function castRayIn(world: World, ray: Ray, maxDistance: number, exact: 0 | 1): WorldHit | null {
  const w = worldInternals(world, 'world');
  loadRay(RAY, ray, maxDistance);
  RAY[RAY_EXACT] = exact;
  const item = castInto(w, RAY, BEST);
  if (item < 0) return null;
  return {
    distance: BEST[HIT_DISTANCE]!,
    point: { x: BEST[HIT_X]!, y: BEST[HIT_Y]! },
    normal: { x: BEST[HIT_NX]!, y: BEST[HIT_NY]! },
    kind: KINDS[w.kindOf(item)]!,
    index: w.indexOf(item),
    id: w.itemIds[item],
  };
}
