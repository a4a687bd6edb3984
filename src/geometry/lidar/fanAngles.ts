import {
  A_X,
  A_Y,
  ANGLE_A,
  ANGLE_B,
  ANGLE_LOW,
  ANGLE_PAD,
  ANGLE_SPAN,
  B_X,
  B_Y,
  BOX,
  BOX_DISTANCE,
  FIRST_ANGLE,
  NEAR_BOUND,
  RAYS_PER_RADIAN,
  SLACK,
  STEP,
  type FanScan,
} from './fanScan';

/**
 * Angles seen from a lidar's origin: of a point, between two points, of a
 * box; and which of the fan's rays lie within an angle. Numbers cross the
 * calls in the scan's `numbers` (`FanScan`). @internal
 */

const TWO_PI = 2 * Math.PI;

/** A bound of `fastAtan2`'s error, radians (its measured largest error is 1.7e-6). */
export const ATAN_ERROR = 4e-6;

/**
 * `numbers[to] = fastAtan2(numbers[from], numbers[from + 1])`: a function with
 * number arguments or a number result boxes them whenever the optimiser does
 * not inline it, so the numbers cross in the array.
 */
function atanInto(numbers: Float64Array, from: number, to: number): void {
  const y = numbers[from]!;
  const x = numbers[from + 1]!;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const big = ax > ay ? ax : ay;
  if (big === 0) {
    numbers[to] = 0;
    return;
  }
  const t = (ax > ay ? ay : ax) / big;
  const t2 = t * t;
  let a =
    t *
    (0.999977218950062 +
      t2 * (-0.3326228244173681 + t2 * (0.19354035091772884 + t2 * (-0.11642640932732833 + t2 * (0.05264726196061405 + t2 * -0.011719096508873456)))));
  if (ay > ax) a = Math.PI / 2 - a;
  if (x < 0) a = Math.PI - a;
  numbers[to] = y < 0 ? -a : a;
}

/** `fastAtan2`'s numbers (its own, not a scan's): module-level scratch, filled and read inside one call. */
const ATAN_NUMBERS = new Float64Array(2);

/**
 * `atan2(y, x)` within {@link ATAN_ERROR} radians, in [−π, π] (0 for the
 * origin): an odd degree-11 minimax polynomial of atan on [0, 1] (largest
 * error 1.7e-6 rad, measured on 2·10⁶ points), moved to the octant. Only
 * widened angles are built from it, so its error only costs a few candidate
 * rays; it is 5–10 times cheaper than `Math.atan2`. (`atanInto`, for tests.)
 * Its scratch is module-level, filled and read inside the call. @internal
 */
export function fastAtan2(y: number, x: number): number {
  ATAN_NUMBERS[0] = y;
  ATAN_NUMBERS[1] = x;
  atanInto(ATAN_NUMBERS, 0, 0);
  return ATAN_NUMBERS[0]!;
}

/**
 * The angles (`fastAtan2`) of the points A = `(numbers[A_X], numbers[A_Y])` and
 * B = `(numbers[B_X], numbers[B_Y])`, relative to the origin, into
 * `numbers[ANGLE_A]`, `numbers[ANGLE_B]`.
 */
export function pointAngles(numbers: Float64Array): void {
  atanInto(numbers, A_Y, ANGLE_A);
  atanInto(numbers, B_Y, ANGLE_B);
}

/**
 * The angle from point A = `(numbers[A_X], numbers[A_Y])` to point B =
 * `(numbers[B_X], numbers[B_Y])` (relative to the origin, subtending less than
 * π) into `numbers[ANGLE_LOW]`, `numbers[ANGLE_SPAN]`: the difference of their
 * angles, taken into (−π, π].
 */
export function angleBetween(numbers: Float64Array): void {
  pointAngles(numbers);
  const start = numbers[ANGLE_A]!;
  let turn = numbers[ANGLE_B]! - start;
  if (turn > Math.PI) turn -= TWO_PI;
  else if (turn <= -Math.PI) turn += TWO_PI;
  numbers[ANGLE_LOW] = turn >= 0 ? start : start + turn;
  numbers[ANGLE_SPAN] = Math.abs(turn);
}

/**
 * The rays whose angles lie in `[ANGLE_LOW, ANGLE_LOW + ANGLE_SPAN]` widened
 * by `ANGLE_PAD`, into `fan.rayRanges`: the angle relative to the first ray,
 * taken in [0, 2π), then also one turn down and one turn up (a widened angle
 * can reach below 0, where the last rays of a fan of nearly 2π sit, or beyond
 * 2π); every ray when the angle is too wide to bound.
 */
export function raysInAngle(fan: FanScan): void {
  const numbers = fan.numbers;
  const ranges = fan.rayRanges;
  const span = numbers[ANGLE_SPAN]!;
  const pad = numbers[ANGLE_PAD]!;
  const step = numbers[STEP]!;
  const last = fan.rays - 1;
  if (!(span + 2 * pad + step < TWO_PI)) {
    ranges[0] = 0;
    ranges[1] = last;
    ranges[2] = 0;
    ranges[3] = -1;
    ranges[4] = 0;
    ranges[5] = -1;
    return;
  }
  const perRay = numbers[RAYS_PER_RADIAN]!;
  let rel = numbers[ANGLE_LOW]! - numbers[FIRST_ANGLE]!;
  rel -= TWO_PI * Math.floor(rel * (1 / TWO_PI)); // [0, 2π), up to rounding (the pad covers it)
  // This turn; one turn down only when the angle reaches past 2π, one turn up only when it starts
  // below 0 (otherwise those ranges are empty: below ray 0, or beyond the last ray).
  ranges[0] = Math.max(0, Math.ceil((rel - pad) * perRay));
  ranges[1] = Math.min(last, Math.floor((rel + span + pad) * perRay));
  const high = rel + span + pad - TWO_PI;
  ranges[2] = 0;
  ranges[3] = high >= 0 ? Math.min(last, Math.floor(high * perRay)) : -1;
  const low = rel - pad;
  ranges[4] = low < 0 ? Math.max(0, Math.ceil((low + TWO_PI) * perRay)) : 0;
  ranges[5] = low < 0 ? last : -1;
}

/** Whether some ray of `raysInAngle` has no hit nearer than `numbers[NEAR_BOUND]`. */
export function someRayOpen(fan: FanScan): boolean {
  raysInAngle(fan);
  const near = fan.numbers[NEAR_BOUND]!;
  const dist = fan.dist;
  const ranges = fan.rayRanges;
  for (let range = 0; range < 6; range += 2) {
    const last = ranges[range + 1]!;
    for (let i = ranges[range]!; i <= last; i++) if (dist[i]! >= near) return true;
  }
  return false;
}

/** The distance from the origin to the box `numbers[BOX …]`, into `numbers[BOX_DISTANCE]`. */
export function boxDistance(numbers: Float64Array): void {
  const x0 = numbers[BOX]!;
  const y0 = numbers[BOX + 1]!;
  const x1 = numbers[BOX + 2]!;
  const y1 = numbers[BOX + 3]!;
  const dx = x0 > 0 ? x0 : x1 < 0 ? -x1 : 0;
  const dy = y0 > 0 ? y0 : y1 < 0 ? -y1 : 0;
  numbers[BOX_DISTANCE] = Math.sqrt(dx * dx + dy * dy);
}

/**
 * The angle the box `numbers[BOX …]` = `[x0, y0, x1, y1]` (relative to the
 * origin) subtends, into `numbers[ANGLE_LOW]`, `numbers[ANGLE_SPAN]`; false
 * when the origin is in the box or too near it to bound the angle (then every
 * ray may meet it).
 */
export function boxAngle(numbers: Float64Array): boolean {
  const x0 = numbers[BOX]!;
  const y0 = numbers[BOX + 1]!;
  const x1 = numbers[BOX + 2]!;
  const y1 = numbers[BOX + 3]!;
  const margin = 1e-3 * (x1 - x0 + (y1 - y0)) + numbers[SLACK]!;
  if (x0 - margin <= 0 && x1 + margin >= 0 && y0 - margin <= 0 && y1 + margin >= 0) return false;
  // Convex and clear of the origin: its angle runs between the two corners of its outline seen from
  // the origin, named by where the box lies on each axis (−1: wholly before the origin, 1: after, 0: over it).
  const sx = x0 > 0 ? 1 : x1 < 0 ? -1 : 0;
  const sy = y0 > 0 ? 1 : y1 < 0 ? -1 : 0;
  let ax: number;
  let ay: number;
  let bx: number;
  let by: number;
  if (sx === 0) {
    ax = x0;
    bx = x1;
    ay = by = sy === 1 ? y0 : y1; // the near edge
  } else if (sy === 0) {
    ay = y0;
    by = y1;
    ax = bx = sx === 1 ? x0 : x1;
  } else if (sx === sy) {
    ax = x1; // (1, 1): (x1, y0) and (x0, y1); (−1, −1): (x0, y1) and (x1, y0)
    ay = y0;
    bx = x0;
    by = y1;
  } else {
    ax = x0; // (1, −1) and (−1, 1): (x0, y0) and (x1, y1)
    ay = y0;
    bx = x1;
    by = y1;
  }
  numbers[A_Y] = ay;
  numbers[A_X] = ax;
  numbers[B_Y] = by;
  numbers[B_X] = bx;
  angleBetween(numbers);
  return true;
}
