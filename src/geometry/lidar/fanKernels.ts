import { raysInAngle } from './fanAngles';
import { NEAR_BOUND, ORIGIN_X, ORIGIN_Y, type FanScan } from './fanScan';
import { orientationSign } from '../robust/orientation';
import {
  GRAZING,
  HIT_DISTANCE,
  HIT_X,
  HIT_Y,
  RAY_DX,
  RAY_DY,
  RAY_MAX,
  RAY_UX,
  RAY_UY,
  rayChainAt,
  rayCircleAt,
  rayRectAt,
  raySegmentAt,
} from '../ray/rayCores';
import { CHAIN_TAG, CIRCLE_KIND, circleAt, itemSlot, itemTag, RECT_KIND, rectAt, SEGMENT_KIND, segmentAt, tieBefore } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The fan's per-ray tests of one obstacle: each ray in a range (not already
 * blocked nearer than the obstacle can be) runs the obstacle's ray core and
 * keeps the hit if nearer, or as near and first in the tie order (`castRay`'s:
 * `tieBefore`). Walls and circles compute what depends only on the obstacle
 * and the origin once per obstacle, then run the cores' arithmetic in the
 * cores' order (the same bits) per ray; anything but the common case goes to
 * the cores themselves. @internal
 */

/**
 * Keeps the hit `hit` (distance, point) of obstacle `item` as ray `i`'s if it
 * is nearer than the ray's nearest so far, or as near and first in the tie
 * order.
 */
export function keepHit(fan: FanScan, w: WorldImpl, i: number, item: number, hit: Float64Array): void {
  const distance = hit[HIT_DISTANCE]!;
  const bestDistance = fan.dist[i]!;
  if (distance > bestDistance) return;
  const best = fan.items[i]!;
  if (best >= 0 && distance === bestDistance && tieBefore(best, item, w.order)) return;
  fan.dist[i] = distance;
  fan.points[2 * i] = hit[HIT_X]!;
  fan.points[2 * i + 1] = hit[HIT_Y]!;
  fan.items[i] = item;
}

/**
 * Tests obstacle `item` against rays `i0 … i1` (within the fan): each ray
 * whose nearest hit so far is not nearer than `numbers[NEAR_BOUND]` (a lower
 * bound of the obstacle's distance) runs the obstacle's core and keeps the hit
 * by `keepHit`.
 */
export function testRays(fan: FanScan, w: WorldImpl, item: number, i0: number, i1: number): void {
  const near = fan.numbers[NEAR_BOUND]!;
  const tag = itemTag(item);
  const data = tag === CHAIN_TAG ? w.chains[itemSlot(item)]! : w.data[tag]!;
  const at = tag === SEGMENT_KIND ? segmentAt(item) : tag === CIRCLE_KIND ? circleAt(item) : tag === RECT_KIND ? rectAt(item) : 0;
  const dist = fan.dist;
  const dirs = fan.dirs;
  const ray = fan.ray;
  const hit = fan.hit;
  for (let i = i0; i <= i1; i++) {
    const bestDistance = dist[i]!;
    if (near > bestDistance) continue;
    ray[RAY_DX] = dirs[4 * i]!;
    ray[RAY_DY] = dirs[4 * i + 1]!;
    ray[RAY_UX] = dirs[4 * i + 2]!;
    ray[RAY_UY] = dirs[4 * i + 3]!;
    ray[RAY_MAX] = bestDistance;
    const found =
      tag === SEGMENT_KIND
        ? raySegmentAt(ray, data, at, hit)
        : tag === CIRCLE_KIND
          ? rayCircleAt(ray, data, at, hit)
          : tag === RECT_KIND
            ? rayRectAt(ray, data, at, hit)
            : rayChainAt(ray, data, hit);
    if (found === 1) keepHit(fan, w, i, item, hit);
  }
}

/**
 * `testRays` for wall `item` (a segment), with what depends only on the wall
 * and the origin computed once instead of once per ray: the crossing's
 * numerator `cross(a − o, w)` and the side of the wall the origin is on. It
 * writes no normal (a scan has none). Per ray it runs `raySegmentAt`'s
 * arithmetic in the same order (the same bits); a ray that needs more than its
 * common case (an endpoint on the ray's line or too near it for the filter to
 * certify the side, a grazing crossing) goes to `testRays`, that is to
 * `raySegmentAt` itself.
 */
export function testSegmentRays(fan: FanScan, w: WorldImpl, item: number, i0: number, i1: number): void {
  const numbers = fan.numbers;
  const near = numbers[NEAR_BOUND]!;
  const segments = w.data[SEGMENT_KIND];
  const at = segmentAt(item);
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const ax = segments[at]!;
  const ay = segments[at + 1]!;
  const bx = segments[at + 2]!;
  const by = segments[at + 3]!;
  const wx = bx - ax;
  const wy = by - ay;
  const ex = ax - ox;
  const ey = ay - oy;
  const fx = bx - ox;
  const fy = by - oy;
  const numerator = ex * wy - ey * wx; // raySegmentAt's cross(a − o, w)
  const grazing = GRAZING * (Math.abs(wx) + Math.abs(wy));
  // sideOfRay's error bound, 5ε·(|dx·ey| + |dy·ex|), bounded once for every ray of the fan: its
  // directions are unit vectors to within a few ulps (|dx|, |dy| ≤ 1 + 2⁻⁵⁰), so the products' sum is
  // at most (|ex| + |ey|)(1 + 2⁻⁴⁹); 2⁻⁴⁸ for a margin. A larger bound certifies fewer signs (those
  // go to the exact test), never a wrong one: the decisions stay raySegmentAt's.
  const errorA = 5.551115123125783e-16 * (1 + 2 ** -48) * (Math.abs(ex) + Math.abs(ey));
  const errorB = 5.551115123125783e-16 * (1 + 2 ** -48) * (Math.abs(fx) + Math.abs(fy));
  let turn = 2; // the origin's side of the wall, once needed
  const dist = fan.dist;
  const points = fan.points;
  const items = fan.items;
  const dirs = fan.dirs;
  for (let i = i0; i <= i1; i++) {
    const bestDistance = dist[i]!;
    if (near > bestDistance) continue;
    const dx = dirs[4 * i]!;
    const dy = dirs[4 * i + 1]!;
    // sideOfRay for both ends (the same products), its filter with the bound above.
    const sa = dx * ey - dy * ex;
    const sb = dx * fy - dy * fx;
    if (!(Math.abs(sa) > errorA && Math.abs(sb) > errorB)) {
      testRays(fan, w, item, i, i); // an end on the ray's line or near it: the exact sign
      continue;
    }
    if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) continue;
    // The ends strictly on opposite sides.
    if (turn === 2) turn = orientationSign(segments, at, segments, at + 2, fan.origin, 0);
    let distance: number;
    let px: number;
    let py: number;
    const ux = dirs[4 * i + 2]!;
    const uy = dirs[4 * i + 3]!;
    if (turn === 0) {
      distance = 0;
      px = ox;
      py = oy;
    } else {
      if (turn > 0 !== sb > 0) continue; // behind the origin
      const crossUW = ux * wy - uy * wx;
      if (Math.abs(crossUW) < grazing) {
        testRays(fan, w, item, i, i); // the exact crossing
        continue;
      }
      distance = numerator / crossUW;
      px = ox + ux * distance;
      py = oy + uy * distance;
      if (!(distance > 0)) distance = 0;
    }
    // keepHit, inline (the kernels' hot path: measured 12 % slower through the call)
    if (distance > bestDistance) continue;
    const best = items[i]!;
    if (best >= 0 && distance === bestDistance && tieBefore(best, item, w.order)) continue;
    dist[i] = distance;
    points[2 * i] = px;
    points[2 * i + 1] = py;
    items[i] = item;
  }
}

/**
 * `testRays` for circle `item`, with what depends only on the circle and the
 * origin computed once: `f = o − c` and the origin's power `|f|² − r²`. Per
 * ray it runs `rayCircleAt`'s arithmetic in the same order (the same bits),
 * without the normal (a scan has none); a ray from inside or on the circle
 * goes to `testRays`, that is to `rayCircleAt` itself.
 */
export function testCircleRays(fan: FanScan, w: WorldImpl, item: number, i0: number, i1: number): void {
  const numbers = fan.numbers;
  const near = numbers[NEAR_BOUND]!;
  const circles = w.data[CIRCLE_KIND];
  const j = circleAt(item);
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const cx = circles[j]!;
  const cy = circles[j + 1]!;
  const radius = circles[j + 2]!;
  const fx = ox - cx;
  const fy = oy - cy;
  const power = fx * fx + fy * fy - radius * radius;
  if (!(power > 0)) {
    testRays(fan, w, item, i0, i1); // from inside or on the circle: the exit
    return;
  }
  const dist = fan.dist;
  const points = fan.points;
  const items = fan.items;
  const dirs = fan.dirs;
  for (let i = i0; i <= i1; i++) {
    if (near > dist[i]!) continue;
    const ux = dirs[4 * i + 2]!;
    const uy = dirs[4 * i + 3]!;
    const b = fx * ux + fy * uy;
    const hh = Math.abs(fx * uy - fy * ux);
    if (b >= 0 || hh > radius) continue; // heading away, or passing by
    const half = Math.sqrt((radius - hh) * (radius + hh));
    let distance = power / (half - b);
    if (!(distance >= 0)) distance = 0;
    // keepHit, inline, as in testSegmentRays
    const bestDistance = dist[i]!;
    if (distance > bestDistance) continue;
    const best = items[i]!;
    if (best >= 0 && distance === bestDistance && tieBefore(best, item, w.order)) continue;
    dist[i] = distance;
    points[2 * i] = ox + ux * distance;
    points[2 * i + 1] = oy + uy * distance;
    items[i] = item;
  }
}

/** Tests obstacle `item` against the rays of `raysInAngle` (its angle in `ANGLE_LOW`, `ANGLE_SPAN`). */
export function testAngles(fan: FanScan, w: WorldImpl, item: number): void {
  raysInAngle(fan);
  const ranges = fan.rayRanges;
  const i0 = ranges[0]!;
  const i1 = ranges[1]!;
  const i2 = ranges[2]!;
  const i3 = ranges[3]!;
  const i4 = ranges[4]!;
  const i5 = ranges[5]!;
  const tag = itemTag(item);
  if (tag === SEGMENT_KIND) {
    if (i0 <= i1) testSegmentRays(fan, w, item, i0, i1);
    if (i2 <= i3) testSegmentRays(fan, w, item, i2, i3);
    if (i4 <= i5) testSegmentRays(fan, w, item, i4, i5);
    return;
  }
  if (tag === CIRCLE_KIND) {
    if (i0 <= i1) testCircleRays(fan, w, item, i0, i1);
    if (i2 <= i3) testCircleRays(fan, w, item, i2, i3);
    if (i4 <= i5) testCircleRays(fan, w, item, i4, i5);
    return;
  }
  if (i0 <= i1) testRays(fan, w, item, i0, i1);
  if (i2 <= i3) testRays(fan, w, item, i2, i3);
  if (i4 <= i5) testRays(fan, w, item, i4, i5);
}
