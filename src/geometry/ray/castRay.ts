import { HIT_RECORD, missesWall, RAY_RECORD, rayChainAt, rayCircleAt, rayRectAt, raySegmentAt } from './rayCores';
import { loadRay, type RaycastHit } from './raycast';
import type { Ray } from '../shapes/types';
import { KINDS } from '../world/itemCode';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * Ray casts in a world (`world.ts`): the nearest shape a ray meets, walking
 * the grid's cells along the ray (Amanatides & Woo).
 */

/** A ray's nearest hit in a world: the hit and which shape it is. */
export interface WorldHit extends RaycastHit {
  readonly kind: ObstacleKind;
  /** Its index among the world's shapes of its kind. */
  readonly index: number;
  /** Its id (`undefined` for a shape added without one). */
  readonly id: WorldId | undefined;
}


/** The nearest hit so far: the hit record, and its obstacle's item code (−1: none). */
const BEST = new Float64Array(HIT_RECORD);
const HIT = new Float64Array(HIT_RECORD);
const BEST_ITEM = new Int32Array(1);

/**
 * Tests one shape and keeps it if nearer, or as near with a smaller item code
 * kind (segment, circle, rect, then the chains), then index or chain slot.
 * (The caller has checked the stamp.)
 */
function consider(w: WorldImpl, item: number, R: Float64Array): void {
  const code = item & 3;
  const index = item >> 2;
  const hit =
    code === 0
      ? raySegmentAt(R, w.data[0], 4 * index, HIT)
      : code === 1
        ? rayCircleAt(R, w.data[1], 3 * index, HIT)
        : code === 2
          ? rayRectAt(R, w.data[2], 4 * index, HIT)
          : rayChainAt(R, w.chains[index]!, HIT);
  if (hit === 0) return;
  const best = BEST_ITEM[0]!;
  const distance = HIT[0]!;
  if (best >= 0) {
    if (distance > BEST[0]!) return;
    if (distance === BEST[0]! && ((best & 3) < code || ((best & 3) === code && best >> 2 < index))) return;
  }
  BEST[0] = distance;
  BEST[1] = HIT[1]!;
  BEST[2] = HIT[2]!;
  BEST[3] = HIT[3]!;
  BEST[4] = HIT[4]!;
  BEST_ITEM[0] = item;
  R[6] = distance; // from now on, only as near or nearer
}

/**
 * The nearest hit of the ray in `R` (`R[6]` = maxDistance; overwritten) into
 * `BEST`; returns its item code, or −1. The obstacles of the cells in columns
 * `skipX0 … skipX1` and rows `skipY0 … skipY1` are not tested (a caller that
 * has tested them already; none by default), and when the origin lies in that
 * block the walk starts where the ray leaves it. Allocates nothing. @internal
 */
export function castInto(w: WorldImpl, R: Float64Array, skipX0 = 1, skipY0 = 1, skipX1 = 0, skipY1 = 0): number {
  const stamp = w.nextStamp();
  BEST_ITEM[0] = -1;
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) consider(w, outside[k]!, R); // never in a cell: no stamp needed
  const ox = R[0]!;
  const oy = R[1]!;
  const ux = R[4]!;
  const uy = R[5]!;
  const pad = w.pad;
  // Clip the ray to the grid (widened by the margin).
  let enter = 0;
  let leave = R[6]!;
  const x0 = w.minX - pad;
  const x1 = w.maxX + pad;
  const y0 = w.minY - pad;
  const y1 = w.maxY + pad;
  if (ux !== 0) {
    const ta = (x0 - ox) / ux;
    const tb = (x1 - ox) / ux;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (ox < x0 || ox > x1) return BEST_ITEM[0]!;
  if (uy !== 0) {
    const ta = (y0 - oy) / uy;
    const tb = (y1 - oy) / uy;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (oy < y0 || oy > y1) return BEST_ITEM[0]!;
  if (enter > leave + pad) return BEST_ITEM[0]!;
  const size = w.cellSize;
  if (skipX0 <= skipX1 && skipY0 <= skipY1) {
    // The caller has tested the cells of the skipped block: when the origin is inside it, start
    // the walk where the ray leaves it (a hair before: the first cell walked is then one of them).
    const sx0 = w.minX + skipX0 * size;
    const sx1 = w.minX + (skipX1 + 1) * size;
    const sy0 = w.minY + skipY0 * size;
    const sy1 = w.minY + (skipY1 + 1) * size;
    if (ox > sx0 && ox < sx1 && oy > sy0 && oy < sy1) {
      const tx = ux > 0 ? (sx1 - ox) / ux : ux < 0 ? (sx0 - ox) / ux : Infinity;
      const ty = uy > 0 ? (sy1 - oy) / uy : uy < 0 ? (sy0 - oy) / uy : Infinity;
      const exit = Math.min(tx, ty) * (1 - 1e-9) - pad;
      if (exit > enter) enter = exit;
      if (enter > leave + pad) return BEST_ITEM[0]!;
    }
  }
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
  const segments = w.data[0];
  for (;;) {
    const cell = iy * nx + ix;
    const start = cellStart[cell]!;
    const end = ix < skipX0 || ix > skipX1 || iy < skipY0 || iy > skipY1 ? start + cellCount[cell]! : start;
    for (let k = start; k < end; k++) {
      const item = items[k]!;
      if (stamps[item] === stamp) continue; // tested already on this ray
      stamps[item] = stamp;
      if ((item & 3) === 0 && missesWall(R, segments, item & ~3)) continue; // most walls, without the call
      consider(w, item, R);
    }
    // R[6] is the nearest hit so far (or maxDistance): stop at the first cell beyond it.
    if (nextX < nextY) {
      if (nextX > R[6]! + pad) break;
      ix += stepX;
      if (ix < 0 || ix >= nx) break;
      nextX += deltaX;
    } else {
      if (nextY > R[6]! + pad || nextY === Infinity) break;
      iy += stepY;
      if (iy < 0 || iy >= ny) break;
      nextY += deltaY;
    }
  }
  return BEST_ITEM[0]!;
}

/** The last cast's hit record (distance, point, normal). @internal */
export const LAST_HIT: Float64Array = BEST;

const RAY = new Float64Array(RAY_RECORD);

/**
 * The nearest shape `ray` hits in `world` within `maxDistance`: each shape as
 * `raycastSegment` / `raycastCircle` / `raycastRect` would answer it (a
 * polyline or polygon edge by edge as segments, a point as a zero-length
 * segment; closed shapes: a ray through a shared corner hits; from inside a
 * circle, rect or polygon, the first point where it crosses the boundary), the
 * nearest of them, with which it is (`kind`, `index`, `id`). Every closed
 * shape stops a ray, filled or not. **Ties** (two shapes at exactly the same
 * distance, e.g. the two walls of a corner): segment, then circle, then rect,
 * each by the smaller index; then points, polylines and polygons in the order
 * they were added; within a polyline or polygon, the first edge. Crossing
 * points are exact as `raycastSegment`'s (point and distance within 1 ulp).
 * Allocates only its result; rebuilds the grid only when many shapes have
 * moved outside the area it covers.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal, kind, index, id }` or `null`
 * @throws TypeError when `world` was not made by `createWorld`; RangeError for a bad ray or `maxDistance`
 */
export function castRay(world: World, ray: Ray, maxDistance = Infinity): WorldHit | null {
  return castRayIn(world, ray, maxDistance, 1);
}

/**
 * `castRay` with the crossing points exact (`exact = 1`, as `castRay`) or in
 * the ray cores' fast mode (`0`, as `lidarScan`: same decisions, distances in
 * floating point), so tests can hold the lidar to castRay bit for bit. @internal
 */
export function castRayIn(world: World, ray: Ray, maxDistance: number, exact: 0 | 1): WorldHit | null {
  const w = worldInternals(world, 'world');
  loadRay(RAY, ray, maxDistance);
  RAY[7] = exact;
  const item = castInto(w, RAY);
  if (item < 0) return null;
  return {
    distance: BEST[0]!,
    point: { x: BEST[1]!, y: BEST[2]! },
    normal: { x: BEST[3]!, y: BEST[4]! },
    kind: KINDS[w.kindOf(item)]!,
    index: w.indexOf(item),
    id: w.itemIds[item],
  };
}
