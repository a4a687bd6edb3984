import { keepHit, testCircleRays, testRays, testSegmentRays } from './fanKernels';
import { BOX, DONE_WITHIN, NEAR_BOUND, ORIGIN_X, ORIGIN_Y, type FanScan } from './fanScan';
import { castInto } from '../ray/castRay';
import { missesWall, RAY_DX, RAY_DY, RAY_MAX, RAY_UX, RAY_UY } from '../ray/rayCores';
import { CIRCLE_KIND, itemTag, SEGMENT_KIND, segmentAt } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The fan's last open rays, walked one by one through the grid beyond the
 * block of cells the sweep has covered, as `castRay` walks (Amanatides &
 * Woo). A walk skips the obstacles the sweep has met: each has met every ray
 * that can see it. @internal
 */

/**
 * Casts each ray whose nearest hit so far is not nearer than
 * `numbers[DONE_WITHIN]` on through the grid, beyond the block of cells swept
 * already (columns `x0 … x1`, rows `y0 … y1`, around the origin's cell):
 * `walkRay`, or `castInto` (the walk of `castRay`) when the origin lies
 * outside the grid. Each keeps a hit if nearer, or as near and first in the
 * tie order.
 */
export function finishRays(fan: FanScan, w: WorldImpl, x0: number, y0: number, x1: number, y1: number): void {
  const numbers = fan.numbers;
  const n = fan.rays;
  const dist = fan.dist;
  const dirs = fan.dirs;
  const ray = fan.ray;
  const limit = numbers[DONE_WITHIN]!;
  const inGrid = numbers[ORIGIN_X]! >= w.minX && numbers[ORIGIN_X]! <= w.maxX && numbers[ORIGIN_Y]! >= w.minY && numbers[ORIGIN_Y]! <= w.maxY;
  if (inGrid) {
    // The block's sides, scene units.
    const size = w.cellSize;
    numbers[BOX] = w.minX + x0 * size;
    numbers[BOX + 1] = w.minY + y0 * size;
    numbers[BOX + 2] = w.minX + (x1 + 1) * size;
    numbers[BOX + 3] = w.minY + (y1 + 1) * size;
    numbers[NEAR_BOUND] = -Infinity; // every candidate is tested
  }
  for (let i = 0; i < n; i++) {
    const bestDistance = dist[i]!;
    if (bestDistance < limit) continue;
    if (inGrid) {
      walkRay(fan, w, i, x0, y0, x1, y1);
      continue;
    }
    ray[RAY_DX] = dirs[4 * i]!;
    ray[RAY_DY] = dirs[4 * i + 1]!;
    ray[RAY_UX] = dirs[4 * i + 2]!;
    ray[RAY_UY] = dirs[4 * i + 3]!;
    ray[RAY_MAX] = bestDistance;
    const item = castInto(w, ray, fan.castHit, x0, y0, x1, y1);
    if (item >= 0) keepHit(fan, w, i, item, fan.castHit);
  }
}

/**
 * Walks ray `i` cell by cell (Amanatides & Woo, as `castInto` walks) from
 * where it leaves the swept block (`numbers[BOX …]`, scene units; the origin
 * inside it and inside the grid), testing the obstacles of each cell it enters
 * (walls first by `missesWall`; then `testSegmentRays`, `testCircleRays` or
 * `testRays`, which keep a hit by the tie rule), except those the sweep has
 * met (stamped with the scan's `sweptStamp`), until the next cell starts
 * beyond the ray's nearest hit (plus the grid's margin) or the grid ends. The
 * cells of the block are not tested again.
 */
function walkRay(fan: FanScan, w: WorldImpl, i: number, x0: number, y0: number, x1: number, y1: number): void {
  const numbers = fan.numbers;
  const dirs = fan.dirs;
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const ux = dirs[4 * i + 2]!;
  const uy = dirs[4 * i + 3]!;
  const pad = w.pad;
  const size = w.cellSize;
  const dist = fan.dist;
  // Distances along the ray by multiplying with 1/u (two divisions, not six): within an ulp or two of
  // castInto's quotients, far inside the margin every cell boundary is widened by.
  const perX = 1 / ux; // ±Infinity for a vertical ray (u is never −0)
  const perY = 1 / uy;
  // Where the ray leaves the block, a hair before (the first cell walked may be one of the block's: skipped).
  const tx = ux > 0 ? (numbers[BOX + 2]! - ox) * perX : ux < 0 ? (numbers[BOX]! - ox) * perX : Infinity;
  const ty = uy > 0 ? (numbers[BOX + 3]! - oy) * perY : uy < 0 ? (numbers[BOX + 1]! - oy) * perY : Infinity;
  let enter = Math.min(tx, ty) * (1 - 1e-9) - pad;
  if (enter < 0) enter = 0;
  if (enter > dist[i]! + pad) return;
  const px = ox + ux * enter;
  const py = oy + uy * enter;
  if (px < w.minX - pad || px > w.maxX + pad || py < w.minY - pad || py > w.maxY + pad) return; // out of the grid already
  const nx = w.nx;
  const ny = w.ny;
  // w.column(px), w.row(py), inline: a number passed to a call the optimiser does not inline is boxed.
  let ix = Math.floor((px - w.minX) * w.inverse);
  let iy = Math.floor((py - w.minY) * w.inverse);
  ix = ix < 0 ? 0 : ix >= nx ? nx - 1 : ix;
  iy = iy < 0 ? 0 : iy >= ny ? ny - 1 : iy;
  const stepX = ux > 0 ? 1 : ux < 0 ? -1 : 0;
  const stepY = uy > 0 ? 1 : uy < 0 ? -1 : 0;
  const deltaX = stepX === 0 ? Infinity : size * Math.abs(perX);
  const deltaY = stepY === 0 ? Infinity : size * Math.abs(perY);
  let nextX = stepX === 0 ? Infinity : (w.minX + (ix + (stepX > 0 ? 1 : 0)) * size - ox) * perX;
  let nextY = stepY === 0 ? Infinity : (w.minY + (iy + (stepY > 0 ? 1 : 0)) * size - oy) * perY;
  const cellStart = w.cells.start;
  const cellCount = w.cells.count;
  const items = w.cells.items;
  const segments = w.data[SEGMENT_KIND];
  const stamps = w.stamps;
  const swept = fan.sweptStamp;
  const ray = fan.ray;
  ray[RAY_DX] = dirs[4 * i]!; // the ray for missesWall (RAY_OX, RAY_OY: the origin)
  ray[RAY_DY] = dirs[4 * i + 1]!;
  for (;;) {
    if (ix < x0 || ix > x1 || iy < y0 || iy > y1) {
      const cell = iy * nx + ix;
      const start = cellStart[cell]!;
      const end = start + cellCount[cell]!;
      for (let k = start; k < end; k++) {
        // An obstacle swept already has met this ray, if the ray passes within its angle and was not
        // closed nearer. One not swept is tested in each walked cell it lies in (no stamp per ray:
        // the same answer each time, and cheaper than stamping).
        const item = items[k]!;
        if (stamps[item] === swept) continue;
        const tag = itemTag(item);
        if (tag !== SEGMENT_KIND) {
          if (tag === CIRCLE_KIND) testCircleRays(fan, w, item, i, i);
          else testRays(fan, w, item, i, i);
          continue;
        }
        if (missesWall(ray, segments, segmentAt(item))) continue; // most walls met on a walk, without the call
        testSegmentRays(fan, w, item, i, i);
      }
    }
    // Stop at the first cell that starts beyond the nearest hit so far.
    if (nextX < nextY) {
      if (nextX > dist[i]! + pad) break;
      ix += stepX;
      if (ix < 0 || ix >= nx) break;
      nextX += deltaX;
    } else {
      if (nextY > dist[i]! + pad || nextY === Infinity) break;
      iy += stepY;
      if (iy < 0 || iy >= ny) break;
      nextY += deltaY;
    }
  }
}
