import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';

/**
 * A 2D lidar sensor: its type and checks, and the directions of its rays
 * (the fan: `rayCount` rays spread evenly over `fov` around `heading`).
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

const TWO_PI = 2 * Math.PI;

function fail(name: string, requirement: string, value: unknown): never {
  const message = `${name} must be ${requirement}, got ${typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value))}`;
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

/** `lidarRayDirection`'s direction (`fanDirection` writes it): module-level scratch, filled and read inside one call, which calls no user code. */
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

/**
 * The angle between neighbouring rays of `rayCount` over `fov` (radians):
 * `2π / rayCount` for a full turn (no ray twice), else `fov / (rayCount − 1)`
 * (both ends of the field included); 0 for one ray. @internal
 */
export function fanStep(fov: number, rayCount: number): number {
  return rayCount === 1 ? 0 : fov >= TWO_PI ? TWO_PI / rayCount : fov / (rayCount - 1);
}

/** Ray `i`'s angle from the heading: `−fov/2 + i·step` (0 for one ray). @internal */
export function fanOffset(fov: number, rayCount: number, i: number): number {
  return rayCount === 1 ? 0 : -fov / 2 + i * fanStep(fov, rayCount);
}

/**
 * Ray `i`'s direction, `(cos h·cos a − sin h·sin a, sin h·cos a + cos h·sin a)`
 * for heading `h` and offset `a` (`fanOffset`): the rotation of the sensor's
 * frame (`(cos h, sin h)` itself for one ray). `castFan` computes the same
 * products in the same order. @internal
 */
export function fanDirection(heading: number, fov: number, rayCount: number, i: number, out: Float64Array): void {
  const ch = Math.cos(heading);
  const sh = Math.sin(heading);
  if (rayCount === 1) {
    out[0] = ch;
    out[1] = sh;
    return;
  }
  const a = fanOffset(fov, rayCount, i);
  const tx = Math.cos(a);
  const ty = Math.sin(a);
  out[0] = ch * tx - sh * ty;
  out[1] = sh * tx + ch * ty;
}
