import { ATAN_ERROR, boxAngle, boxDistance, someRayOpen } from './fanAngles';
import {
  ANGLE_PAD,
  BOX,
  BOX_DISTANCE,
  DONE_WITHIN,
  FIRST_ANGLE,
  FOV,
  HEADING,
  NEAR_BOUND,
  ORIGIN_X,
  ORIGIN_Y,
  RANGE,
  RAYS_PER_RADIAN,
  REACH,
  SLACK,
  STEP,
  type FanScan,
} from './fanScan';
import { sweep } from './fanSweep';
import { finishRays } from './fanWalk';
import { fanStep } from './sensor';
import { castInto } from '../ray/castRay';
import { HIT_DISTANCE, HIT_X, HIT_Y, RAY_DX, RAY_DY, RAY_MAX, RAY_OX, RAY_OY, RAY_UX, RAY_UY, setDirection } from '../ray/rayCores';
import type { WorldImpl } from '../world/worldImpl';

/**
 * A fan of rays from one origin through a world (a lidar scan), obstacle by
 * obstacle instead of ray by ray. @internal
 *
 * Each ray is answered exactly as `castRay` answers it: the nearest hit of the
 * same cores (`raySegmentAt`, `rayCircleAt`, `rayRectAt`, `rayChainAt`), ties
 * to the smaller kind code, then the shape added first. Only the order of the work differs:
 *
 * 1. The grid's cells around the origin are swept ring by ring, nearest first
 *    (`walkRings`). A cell is skipped when every ray through it already has a
 *    nearer hit. Each obstacle met is tested once (`sweep`), against the rays
 *    whose angles lie in the angle it subtends at the origin (widened far
 *    beyond the error of the angles), and of those only the rays whose
 *    nearest hit so far is not nearer than the obstacle's bounding box. An
 *    obstacle whose angle cannot be bounded safely (the origin on it, inside
 *    it or near it) meets every ray.
 * 2. Once few rays are still open (their nearest hit may lie beyond the rings
 *    swept), each of those is walked through the grid as `castRay` walks it,
 *    from where it leaves the swept block (`finishRays`).
 *
 * A ray's candidates are thus a superset of the obstacles it can hit nearest
 * within the range (each hit point lies in a cell that holds the obstacle,
 * within the obstacle's angle), and the nearest of a superset is the nearest:
 * the same answer, to the bit. Near the sensor an obstacle meets many rays, so
 * one angle per obstacle replaces many per-ray tests; far out, few rays remain.
 *
 * The state of a scan is the world's `FanScan` (its scratch): nothing here
 * lives in a module.
 */

/**
 * When the share of rays still open falls to this, the rest are walked ray by
 * ray (measured: the sweep pays per cell and per obstacle met, a walk per ray;
 * near the origin an obstacle meets many rays, far out only few).
 */
const OPEN_SHARE = 0.3;

/**
 * Casts the fan of the sensor in `fan.numbers` (`ORIGIN_X`, `ORIGIN_Y`,
 * `HEADING`, `FOV`, `RANGE`): its `n` rays (at `lidarRayAngle`'s angles
 * `angles[0] + i·step`; only `angles[0]` is read) from its origin through
 * world `w`, each along `fanDirection` within the range: ray `i`'s nearest
 * hit's distance goes to `ranges[i]` (the range where none) and its point to
 * `points[2i …]` (untouched where none), its item code to `fan.items[i]` (−1:
 * none), its direction to `fan.dirs[4i …]`. Allocates nothing once the scan's
 * buffers have grown (numbers cross the calls in `fan.numbers`).
 * @throws TypeError while a query on `w` runs its caller's filter
 */
export function castFan(fan: FanScan, w: WorldImpl, angles: Float64Array, n: number, ranges: Float64Array, points: Float64Array): void {
  const stamp = w.nextStamp(); // rebuilds the grid first if it must be
  const numbers = fan.numbers;
  fan.dist = ranges;
  fan.points = points;
  fan.reserve(n);
  fan.rays = n;
  fan.sweptStamp = stamp;
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const range = numbers[RANGE]!;
  const step = fanStep(numbers[FOV]!, n);
  numbers[FIRST_ANGLE] = angles[0]!;
  numbers[STEP] = step;
  numbers[RAYS_PER_RADIAN] = 1 / step;
  // Far above the error of fastAtan2 and the rounding of the angles' sums and their reduction modulo 2π.
  numbers[ANGLE_PAD] = 4 * ATAN_ERROR + 1e-13 * Math.abs(angles[0]!);
  const slack = 2 * w.pad;
  numbers[SLACK] = slack;
  fan.ray[RAY_OX] = ox;
  fan.ray[RAY_OY] = oy;
  fan.origin[0] = ox;
  fan.origin[1] = oy;
  castDirections(fan, n, range);
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) sweep(fan, w, outside[k]!); // in no cell: no stamp needed
  numbers[REACH] = range * (1 + 1e-9) + slack;
  walkRings(fan, w, stamp);
}

/**
 * Each ray's direction (`fan.dirs`): the sensor's frame turned by the
 * heading (`fanDirection`), as castRay takes it; and no hit yet (the range,
 * item −1).
 */
function castDirections(fan: FanScan, n: number, range: number): void {
  const numbers = fan.numbers;
  const dirs = fan.dirs;
  const dist = fan.dist;
  const items = fan.items;
  const frame = fan.frameFan(numbers[FOV]!, n);
  const ch = Math.cos(numbers[HEADING]!);
  const sh = Math.sin(numbers[HEADING]!);
  for (let i = 0; i < n; i++) {
    const tx = frame[2 * i]!;
    const ty = frame[2 * i + 1]!;
    const dx = ch * tx - sh * ty;
    const dy = sh * tx + ch * ty;
    // Its unit vector as castRay's setDirection computes it (the same bits): d / |d|, where
    // |d|² is within a few ulps of 1, so |d| = √|d|² as there.
    const length = Math.sqrt(dx * dx + dy * dy);
    dirs[4 * i] = dx;
    dirs[4 * i + 1] = dy;
    dirs[4 * i + 2] = dx / length + 0;
    dirs[4 * i + 3] = dy / length + 0;
    dist[i] = range;
    items[i] = -1;
  }
}

/** Sweeps the obstacles of one cell not yet met on this scan, unless the cell is wholly beyond the range. */
function sweepCell(fan: FanScan, w: WorldImpl, column: number, row: number, stamp: number, ring: number): void {
  const numbers = fan.numbers;
  const size = w.cellSize;
  const x = w.minX + column * size - numbers[ORIGIN_X]!;
  const y = w.minY + row * size - numbers[ORIGIN_Y]!;
  numbers[BOX] = x;
  numbers[BOX + 1] = y;
  numbers[BOX + 2] = x + size;
  numbers[BOX + 3] = y + size;
  boxDistance(numbers);
  if (numbers[BOX_DISTANCE]! > numbers[REACH]!) return;
  // Skip a cell (without marking its obstacles met: they may be met again in another cell)
  // when every ray through it has a nearer hit: nothing of what lies in it is seen. (Not
  // worth asking next to the origin's cell, where hardly a ray is closed yet.)
  numbers[NEAR_BOUND] = numbers[BOX_DISTANCE]! * (1 - 1e-9) - 2 * numbers[SLACK]!;
  if (ring > 1 && boxAngle(numbers) && !someRayOpen(fan)) return;
  const cell = row * w.nx + column;
  const begin = w.cells.start[cell]!;
  const end = begin + w.cells.count[cell]!;
  const items = w.cells.items;
  const stamps = w.stamps;
  for (let q = begin; q < end; q++) {
    const item = items[q]!;
    if (stamps[item] === stamp) continue;
    stamps[item] = stamp;
    sweep(fan, w, item);
  }
}

/** Sweeps the cells within `numbers[REACH]` of the origin, ring by ring around its cell, until every ray has a nearer hit. */
function walkRings(fan: FanScan, w: WorldImpl, stamp: number): void {
  const numbers = fan.numbers;
  const reach = numbers[REACH]!;
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  // The grid's columns and rows of the range's box and of the origin (w.column / w.row, inline: no number boxed).
  const inverse = w.inverse;
  const lastColumn = w.nx - 1;
  const lastRow = w.ny - 1;
  const fx = (ox - w.minX) * inverse;
  const fy = (oy - w.minY) * inverse;
  const fr = reach * inverse;
  const c0 = Math.min(lastColumn, Math.max(0, Math.floor(fx - fr)));
  const c1 = Math.min(lastColumn, Math.max(0, Math.floor(fx + fr)));
  const r0 = Math.min(lastRow, Math.max(0, Math.floor(fy - fr)));
  const r1 = Math.min(lastRow, Math.max(0, Math.floor(fy + fr)));
  const oc = Math.min(lastColumn, Math.max(0, Math.floor(fx)));
  const or = Math.min(lastRow, Math.max(0, Math.floor(fy)));
  const rings = Math.max(oc - c0, c1 - oc, or - r0, r1 - or);
  const size = w.cellSize;
  const slack = numbers[SLACK]!;
  const n = fan.rays;
  const dist = fan.dist;
  for (let k = 0; k <= rings; k++) {
    if (k >= 2) {
      // Every cell of ring k is at least (k − 1) cells away: the rays with a nearer hit are done
      // (from ring 2 on: ring 1's cells start at distance 0, which closes no ray).
      const limit = (k - 1) * size * (1 - 1e-9) - 2 * slack;
      // Count the open rays, up to one more than the share walked ray by ray.
      const most = Math.floor(OPEN_SHARE * n);
      let open = 0;
      for (let i = 0; i < n && open <= most; i++) if (dist[i]! >= limit) open++;
      if (open === 0) return;
      if (open <= most) {
        // Few rays left: walk each through the grid beyond the rings swept.
        numbers[DONE_WITHIN] = limit;
        finishRays(fan, w, oc - k + 1, or - k + 1, oc + k - 1, or + k - 1);
        return;
      }
    }
    if (k === 0) {
      sweepCell(fan, w, oc, or, stamp, 0);
      continue;
    }
    const top = or - k;
    const bottom = or + k;
    const left = oc - k;
    const right = oc + k;
    const cl = left < c0 ? c0 : left;
    const cr = right > c1 ? c1 : right;
    // The ring's cells: its top and bottom rows, then its left and right columns between them.
    if (top >= r0) for (let c = cl; c <= cr; c++) sweepCell(fan, w, c, top, stamp, k);
    if (bottom <= r1) for (let c = cl; c <= cr; c++) sweepCell(fan, w, c, bottom, stamp, k);
    const rt = top + 1 < r0 ? r0 : top + 1;
    const rb = bottom - 1 > r1 ? r1 : bottom - 1;
    if (left >= c0) for (let r = rt; r <= rb; r++) sweepCell(fan, w, left, r, stamp, k);
    if (right <= c1) for (let r = rt; r <= rb; r++) sweepCell(fan, w, right, r, stamp, k);
  }
}

/**
 * A sensor's single ray (the sensor in `fan.numbers`), as `castFan` would
 * write it (ray 0), by `castInto`: the grid walk suits one ray. Where nothing
 * is hit, `ranges[0]` and `points` are left as they are.
 */
export function castSingle(fan: FanScan, w: WorldImpl, angles: Float64Array, ranges: Float64Array, points: Float64Array): void {
  fan.reserve(1);
  const numbers = fan.numbers;
  const ray = fan.ray;
  const dirs = fan.dirs;
  ray[RAY_OX] = numbers[ORIGIN_X]!;
  ray[RAY_OY] = numbers[ORIGIN_Y]!;
  setDirection(ray, Math.cos(angles[0]!), Math.sin(angles[0]!));
  dirs[0] = ray[RAY_DX]!;
  dirs[1] = ray[RAY_DY]!;
  dirs[2] = ray[RAY_UX]!;
  dirs[3] = ray[RAY_UY]!;
  ray[RAY_MAX] = numbers[RANGE]!;
  const item = castInto(w, ray, fan.castHit);
  fan.items[0] = item;
  if (item < 0) return;
  ranges[0] = fan.castHit[HIT_DISTANCE]!;
  points[0] = fan.castHit[HIT_X]!;
  points[1] = fan.castHit[HIT_Y]!;
}
