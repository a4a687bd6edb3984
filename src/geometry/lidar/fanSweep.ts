import { angleBetween, boxAngle, boxDistance, pointAngles } from './fanAngles';
import { testAngles, testCircleRays, testRays, testSegmentRays } from './fanKernels';
import { A_X, A_Y, ANGLE_A, ANGLE_B, ANGLE_LOW, ANGLE_SPAN, B_X, B_Y, BOX, BOX_DISTANCE, NEAR_BOUND, ORIGIN_X, ORIGIN_Y, SLACK, type FanScan } from './fanScan';
import { CIRCLE_KIND, circleAt, itemSlot, itemTag, RECT_KIND, rectAt, SEGMENT_KIND, segmentAt } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The sweep's test of one obstacle against the rays of the fan that can meet
 * it: the lower bound of its distance (its box's, less the slack
 * `numbers[SLACK]`, so that rounding never puts it above a hit the cores
 * compute) goes to `numbers[NEAR_BOUND]`, its angle to `numbers[ANGLE_LOW]`,
 * `numbers[ANGLE_SPAN]` (widened far beyond the error of the angles by
 * `raysInAngle`); an obstacle whose angle cannot be bounded safely (the origin
 * on it, inside it or near it) meets every ray. One function per kind, with
 * only integer arguments: each is small enough for its helpers to be inlined,
 * so no number is boxed. @internal
 */

/** Tests one obstacle (of any kind) against the rays that can meet it. */
export function sweep(fan: FanScan, w: WorldImpl, item: number): void {
  const tag = itemTag(item);
  if (tag === SEGMENT_KIND) sweepSegment(fan, w, item);
  else if (tag === CIRCLE_KIND) sweepCircle(fan, w, item);
  else if (tag === RECT_KIND) sweepRect(fan, w, item);
  else sweepChain(fan, w, item);
}

function sweepSegment(fan: FanScan, w: WorldImpl, item: number): void {
  const numbers = fan.numbers;
  const d = w.data[SEGMENT_KIND];
  const i = segmentAt(item);
  const ax = d[i]! - numbers[ORIGIN_X]!;
  const ay = d[i + 1]! - numbers[ORIGIN_Y]!;
  const bx = d[i + 2]! - numbers[ORIGIN_X]!;
  const by = d[i + 3]! - numbers[ORIGIN_Y]!;
  // The box's distance, inline.
  const gx = ax > 0 && bx > 0 ? Math.min(ax, bx) : ax < 0 && bx < 0 ? -Math.max(ax, bx) : 0;
  const gy = ay > 0 && by > 0 ? Math.min(ay, by) : ay < 0 && by < 0 ? -Math.max(ay, by) : 0;
  numbers[NEAR_BOUND] = Math.sqrt(gx * gx + gy * gy) * (1 - 1e-9) - numbers[SLACK]!;
  const cross = ax * by - ay * bx;
  const dot = ax * bx + ay * by;
  // The wall seen at an angle near π (the origin on it or near it; or an end at the origin): every ray.
  if (dot <= 0 && Math.abs(cross) <= 1e-3 * Math.sqrt((ax * ax + ay * ay) * (bx * bx + by * by))) {
    testSegmentRays(fan, w, item, 0, fan.rays - 1);
    return;
  }
  // Its angle, from a to b, is below π − 1e-3: the difference of the two ends' angles, taken into (−π, π].
  numbers[A_Y] = ay;
  numbers[A_X] = ax;
  numbers[B_Y] = by;
  numbers[B_X] = bx;
  angleBetween(numbers);
  testAngles(fan, w, item);
}

function sweepCircle(fan: FanScan, w: WorldImpl, item: number): void {
  const numbers = fan.numbers;
  const d = w.data[CIRCLE_KIND];
  const i = circleAt(item);
  const cx = d[i]! - numbers[ORIGIN_X]!;
  const cy = d[i + 1]! - numbers[ORIGIN_Y]!;
  const radius = d[i + 2]!;
  const distance = Math.sqrt(cx * cx + cy * cy);
  numbers[NEAR_BOUND] = (distance - radius) * (1 - 1e-9) - numbers[SLACK]!;
  if (!(radius < distance * (1 - 1e-3))) {
    testCircleRays(fan, w, item, 0, fan.rays - 1); // inside, on or near the circle: every ray
    return;
  }
  // Its half-angle, asin(radius / distance), as the angle of A; the centre's angle as B's.
  numbers[A_Y] = radius;
  numbers[A_X] = Math.sqrt((distance - radius) * (distance + radius));
  numbers[B_Y] = cy;
  numbers[B_X] = cx;
  pointAngles(numbers);
  numbers[ANGLE_LOW] = numbers[ANGLE_B]! - numbers[ANGLE_A]!;
  numbers[ANGLE_SPAN] = 2 * numbers[ANGLE_A]!;
  testAngles(fan, w, item);
}

function sweepRect(fan: FanScan, w: WorldImpl, item: number): void {
  const numbers = fan.numbers;
  const d = w.data[RECT_KIND];
  const i = rectAt(item);
  const x0 = d[i]! - numbers[ORIGIN_X]!;
  const y0 = d[i + 1]! - numbers[ORIGIN_Y]!;
  const x1 = x0 + d[i + 2]!;
  const y1 = y0 + d[i + 3]!;
  numbers[BOX] = x0;
  numbers[BOX + 1] = y0;
  numbers[BOX + 2] = x1;
  numbers[BOX + 3] = y1;
  boxDistance(numbers);
  numbers[NEAR_BOUND] = numbers[BOX_DISTANCE]! * (1 - 1e-9) - numbers[SLACK]!;
  if (boxAngle(numbers)) testAngles(fan, w, item);
  else testRays(fan, w, item, 0, fan.rays - 1); // inside, on or near the rect: every ray
}

/** A point, polyline or polygon: by its box, as a rect. */
function sweepChain(fan: FanScan, w: WorldImpl, item: number): void {
  const numbers = fan.numbers;
  const b = w.chainBox;
  const i = 4 * itemSlot(item); // the chain's box
  numbers[BOX] = b[i]! - numbers[ORIGIN_X]!;
  numbers[BOX + 1] = b[i + 1]! - numbers[ORIGIN_Y]!;
  numbers[BOX + 2] = b[i + 2]! - numbers[ORIGIN_X]!;
  numbers[BOX + 3] = b[i + 3]! - numbers[ORIGIN_Y]!;
  boxDistance(numbers);
  numbers[NEAR_BOUND] = numbers[BOX_DISTANCE]! * (1 - 1e-9) - numbers[SLACK]!;
  if (boxAngle(numbers)) testAngles(fan, w, item);
  else testRays(fan, w, item, 0, fan.rays - 1); // inside, on or near its box: every ray
}
