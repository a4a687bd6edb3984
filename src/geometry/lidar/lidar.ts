import { castFan, castSingle, FAN_DIRS, FAN_ITEMS, fanDirection, fanStep } from './fanCast';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import type { World } from '../world/types';
import { worldInternals } from '../world/world';

/**
 * A 2D lidar over a world of obstacles: the sensor of the article “Simulating a
 * 2D lidar: segment intersection” (2D Lidarのシミュレーション - 線分交差判定), rays
 * of limited range blocked by walls that also see circular targets, with what a
 * real sensor model has (Gazebo's ray sensor, ROS's `LaserScan`): a minimum
 * range and seeded Gaussian range noise.
 */

/** Seeded Gaussian range noise. */
export interface LidarNoise {
  /** Standard deviation, scene units, ≥ 0 (0: no noise). */
  readonly stdDev: number;
  /** Any finite number. The same seed gives the same noise; pass a new one per step (e.g. `episode * 1e6 + step`) for fresh noise. */
  readonly seed: number;
}

/** A 2D lidar: `rayCount` rays spread evenly over `fov` around `heading`. */
export interface LidarSensor {
  /** Scene units. */
  readonly origin: Vec2;
  /** Radians from +x, y down: +π/2 points down the screen. Any finite number. */
  readonly heading: number;
  /** Field of view, radians, 0 < fov ≤ 2π. */
  readonly fov: number;
  /** Number of rays, an integer ≥ 1. */
  readonly rayCount: number;
  /** Maximum range, scene units, finite and > 0. */
  readonly range: number;
  /** Hits nearer than this (scene units, 0 ≤ minRange < range) read as no return; default 0. */
  readonly minRange?: number;
  /** Optional seeded Gaussian noise on the ranges of returns. */
  readonly noise?: LidarNoise;
}

/**
 * One scan, ray by ray (index `i` for ray `i`). `ranges[i]` is in scene units,
 * `= range` where nothing is returned; `hitKinds[i]` is `ObstacleCode`'s
 * segment 0, circle 1, rect 2, point 3, polyline 4, polygon 5, or −1 for no
 * return; `hitIndices[i]` the shape's index among its kind (−1 for none); `points[2i], points[2i + 1]` the return's
 * point (with noise: along the ray at the measured range), or the ray's end at
 * `range` when there is none.
 */
export interface LidarScan {
  /** Each ray's angle, radians, y down. */
  readonly angles: Float64Array;
  readonly ranges: Float64Array;
  readonly hitKinds: Int8Array;
  readonly hitIndices: Int32Array;
  /** x0, y0, x1, y1, … */
  readonly points: Float64Array;
}

const TWO_PI = 2 * Math.PI;

function fail(name: string, requirement: string, value: unknown): never {
  const message = `${name} must be ${requirement}, got ${typeof value === 'number' ? String(value) : JSON.stringify(value) ?? String(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/**
 * Checks a lidar sensor (as `lidarScan` does): `TypeError` / `RangeError`
 * naming the field and its value (`sensor.fov must be a number in (0, 2π] …`).
 */
export function assertLidarSensor(sensor: unknown, name = 'sensor'): asserts sensor is LidarSensor {
  if (typeof sensor !== 'object' || sensor === null) fail(name, 'a sensor { origin, heading, fov, rayCount, range }', sensor);
  const s = sensor as LidarSensor;
  assertVec2(s.origin, name === 'sensor' ? 'sensor.origin' : `${name}.origin`); // no string built per scan
  if (typeof s.heading !== 'number' || !Number.isFinite(s.heading)) fail(`${name}.heading`, 'a finite number (radians)', s.heading);
  if (typeof s.fov !== 'number' || !(s.fov > 0 && s.fov <= TWO_PI)) fail(`${name}.fov`, 'a number in (0, 2π] (radians)', s.fov);
  if (typeof s.rayCount !== 'number' || !Number.isInteger(s.rayCount) || s.rayCount < 1 || s.rayCount > 1 << 24) {
    fail(`${name}.rayCount`, 'an integer from 1 to 16777216', s.rayCount);
  }
  if (typeof s.range !== 'number' || !(s.range > 0 && s.range < Infinity)) fail(`${name}.range`, 'a finite number > 0', s.range);
  const minRange = s.minRange;
  if (minRange !== undefined && (typeof minRange !== 'number' || !(minRange >= 0 && minRange < s.range))) {
    fail(`${name}.minRange`, `a number >= 0 and < range (${s.range})`, minRange);
  }
  const noise = s.noise;
  if (noise !== undefined) {
    if (typeof noise !== 'object' || noise === null) fail(`${name}.noise`, 'an object { stdDev, seed }', noise);
    if (typeof noise.stdDev !== 'number' || !(noise.stdDev >= 0 && noise.stdDev < Infinity)) fail(`${name}.noise.stdDev`, 'a finite number >= 0', noise.stdDev);
    if (typeof noise.seed !== 'number' || !Number.isFinite(noise.seed)) fail(`${name}.noise.seed`, 'a finite number', noise.seed);
  }
}

/**
 * The angle of ray `i` of `rayCount` over `fov` around `heading` (radians, y down):
 * `heading − fov/2 + i·step`, with `step = fov / (rayCount − 1)` (both ends of
 * the field included) when `fov < 2π`, and `step = 2π / rayCount` (no ray
 * twice) when `fov = 2π`. One ray points along `heading`.
 */
export function lidarRayAngle(heading: number, fov: number, rayCount: number, i: number): number {
  if (rayCount === 1) return heading;
  const step = fanStep(fov, rayCount);
  return heading - fov / 2 + i * step;
}

const DIRECTION = new Float64Array(2);

/**
 * The direction of ray `i` of `rayCount` over `fov` around `heading`, exactly
 * as `lidarScan` casts it: the unit vector of {@link lidarRayAngle}'s angle,
 * computed as the sensor's heading turning a fan fixed in the sensor's frame,
 * `(cos h·cos a − sin h·sin a, sin h·cos a + cos h·sin a)` with `h = heading` and
 * `a = −fov/2 + i·step` (`(cos h, sin h)` for one ray). For headings of
 * ordinary size it is within a few ulps of `(cos θ, sin θ)` for that angle θ,
 * but not always the same bits; for large headings (beyond about 1e3 rad) the
 * rounded angle θ drifts from `h + a` and this direction is the more accurate.
 * Pass it to `castRay` (with the sensor's origin and range) to get ray `i`'s
 * answer to the bit. Units: radians, y down.
 *
 * @throws RangeError when `i` is not an integer in `[0, rayCount)`
 */
export function lidarRayDirection(heading: number, fov: number, rayCount: number, i: number): Vec2 {
  if (!Number.isInteger(i) || i < 0 || i >= rayCount) throw new RangeError(`i must be an integer from 0 to rayCount − 1 (${rayCount - 1}), got ${String(i)}`);
  fanDirection(heading, fov, rayCount, i, DIRECTION);
  return { x: DIRECTION[0]!, y: DIRECTION[1]! };
}

/** The float bits of the seed (reused). */
const SEED_BITS = new Float64Array(1);
const SEED_WORDS = new Uint32Array(SEED_BITS.buffer);
/** One Gaussian draw, and the generator's seed state: in arrays, so that neither is boxed across a call (an int32 beyond ±2³⁰ would be). */
const DRAW = new Float64Array(1);
const SEED_STATE = new Int32Array(1);

/**
 * Draws ray `i`'s Gaussian into `DRAW[0]`: two uniforms in (0, 1] from a
 * counter-based generator (SplitMix32 on the seed state `SEED_STATE[0]` and the ray's number),
 * then Box–Muller's cosine branch.
 */
function gaussianAt(i: number): void {
  let state = (SEED_STATE[0]! + Math.imul(2 * i + 1, 0x9e3779b9)) | 0;
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  const u1 = (((z ^ (z >>> 15)) >>> 0) + 1) / 4294967296;
  state = (state + 0x9e3779b9) | 0;
  z = state;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  const u2 = ((z ^ (z >>> 15)) >>> 0) / 4294967296;
  DRAW[0] = Math.sqrt(-2 * Math.log(u1)) * Math.cos(TWO_PI * u2);
}

/**
 * Scans `world` with `sensor`: casts `rayCount` rays (see `lidarRayAngle` for
 * their angles, `lidarRayDirection` for the exact direction each is cast
 * along) from `sensor.origin`, each to the nearest obstacle within `range` as
 * `castRay` finds it (closed shapes, ties to the smaller kind code, then
 * index; no ray escapes through a corner two walls share).
 *
 * - A return nearer than `minRange` reads as no return (the obstacle still
 *   blocks the ray: nothing beyond it is seen).
 * - With `noise`, each return's range gets Gaussian noise of `stdDev`, clamped
 *   to `[minRange, range]` (and its point moved along the ray); rays without a
 *   return keep `range`. The noise of ray `i` depends only on `seed` and `i`
 *   (one value is drawn per ray, returned or not), so the same seed replays the
 *   same scan and moving an obstacle changes no other ray's noise.
 *
 * The rays are cast together, as a fan: the grid cells around the origin are
 * swept nearest first, each obstacle met is tested only against the rays
 * within the angle it subtends (and not already blocked nearer), and the rays
 * still open after the near rings are walked through the grid one by one. The
 * directions come from a fan fixed in the sensor's frame, kept from one scan
 * to the next while `fov` and `rayCount` stay the same and turned by the
 * heading, so such a scan computes no cosine or sine per ray.
 * Each ray makes `castRay`'s decisions (the same cores, the same tie rule: the
 * same obstacle, a hit through a shared corner) at a fraction of the cost of
 * one `castRay` per ray; but where a ray crosses a wall inside it, its range
 * and point are computed in floating point instead of exactly: off by a few
 * ulps of the coordinates at most angles, at worst about 1e-9 of the distance
 * to the wall's ends (a ray within 1e-6 rad of a wall's direction is computed
 * exactly, where the floating-point formula would lose more than 20 bits). A
 * ray whose two nearest obstacles are within that rounding of each other may
 * so name a different one than `castRay`.
 *
 * Passing a previous result as `out` writes into its arrays and returns it
 * (when its `rayCount` matches; otherwise new arrays): a 60 fps loop then
 * allocates nothing. Units: scene units and radians, y down.
 *
 * @throws TypeError when `world` was not made by `createWorld`; RangeError /
 *   TypeError naming the sensor field (`sensor.fov must be a number in (0, 2π] …`)
 */
export function lidarScan(world: World, sensor: LidarSensor, out?: LidarScan): LidarScan {
  const w = worldInternals(world, 'world');
  assertLidarSensor(sensor);
  const n = sensor.rayCount;
  const scan =
    out !== undefined && out.ranges.length === n && out.angles.length === n && out.hitKinds.length === n && out.hitIndices.length === n && out.points.length === 2 * n
      ? out
      : { angles: new Float64Array(n), ranges: new Float64Array(n), hitKinds: new Int8Array(n), hitIndices: new Int32Array(n), points: new Float64Array(2 * n) };
  const { angles, ranges, hitKinds, hitIndices, points } = scan;
  const ox = sensor.origin.x;
  const oy = sensor.origin.y;
  const range = sensor.range;
  const minRange = sensor.minRange ?? 0;
  const stdDev = sensor.noise === undefined ? 0 : sensor.noise.stdDev;
  if (stdDev > 0) {
    SEED_BITS[0] = sensor.noise!.seed;
    SEED_STATE[0] = Math.imul(SEED_WORDS[0]! ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(SEED_WORDS[1]! ^ 0x7f4a7c15, 0xc2b2ae35);
  }
  // lidarRayAngle's angles, its arithmetic inlined: heading − fov/2 + i·step.
  const step = fanStep(sensor.fov, n);
  const first = sensor.heading - sensor.fov / 2;
  angles[0] = n === 1 ? sensor.heading : first;
  // The casts write each hit's range and point into the scan's own arrays.
  if (n === 1) castSingle(w, sensor, angles, ranges, points);
  else castFan(w, sensor, angles, n, ranges, points);
  const fanItems = FAN_ITEMS;
  const dirs = FAN_DIRS;
  for (let i = 0; i < n; i++) {
    if (n > 1) angles[i] = first + i * step;
    const item = fanItems[i]!;
    if (item >= 0 && ranges[i]! >= minRange) {
      const code = item & 3;
      hitKinds[i] = code === 3 ? w.chainKind[item >> 2]! : code;
      hitIndices[i] = code === 3 ? w.chainIndex[item >> 2]! : item >> 2;
    } else {
      hitKinds[i] = -1;
      hitIndices[i] = -1;
      // nothing in range: the ray's end; a return nearer than minRange: where the ray is blocked (its point stays)
      if (item < 0) {
        points[2 * i] = ox + dirs[4 * i + 2]! * range;
        points[2 * i + 1] = oy + dirs[4 * i + 3]! * range;
      }
      ranges[i] = range;
    }
  }
  if (stdDev > 0) {
    NOISE[0] = stdDev;
    NOISE[1] = minRange;
    NOISE[2] = range;
    NOISE[3] = ox;
    NOISE[4] = oy;
    addNoise(scan, n);
  }
  return scan;
}

/** The noise's numbers (stdDev, minRange, range, the origin's x and y; in an array: nothing boxed). */
const NOISE = new Float64Array(5);

/**
 * Adds ray `i`'s Gaussian (`gaussianAt`) times `NOISE[0]` to each return's
 * range, clamped to `[minRange, range]`, and moves its point along the ray
 * (`FAN_DIRS`, from the scan's origin) to the measured range.
 */
function addNoise(scan: LidarScan, n: number): void {
  const { ranges, hitKinds, points } = scan;
  const stdDev = NOISE[0]!;
  const minRange = NOISE[1]!;
  const range = NOISE[2]!;
  const ox = NOISE[3]!;
  const oy = NOISE[4]!;
  const dirs = FAN_DIRS;
  for (let i = 0; i < n; i++) {
    if (hitKinds[i]! < 0) continue;
    gaussianAt(i);
    let measured = ranges[i]! + stdDev * DRAW[0]!;
    measured = measured < minRange ? minRange : measured > range ? range : measured;
    ranges[i] = measured;
    points[2 * i] = ox + dirs[4 * i + 2]! * measured; // on the ray, at the measured range
    points[2 * i + 1] = oy + dirs[4 * i + 3]! * measured;
  }
}
