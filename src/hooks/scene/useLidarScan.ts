'use client';
import { useState } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import { useValueMemo } from '../state/memo';
import { lidarScan, type LidarScan, type LidarSensor, type World } from '../../geometry/index';
import { assertLidarSensor } from '../../geometry/lidar/sensor';

/**
 * What {@link useLidarScan} returns: one scan of {@link lidarScan} (its typed
 * arrays, see {@link LidarScan}) with the sensor it was taken with, a
 * `revision` that tells scans apart, and two summaries.
 *
 * The wrapper object is new (and frozen) for every scan and the same while
 * nothing the scan depends on changed, so React consumers compare it by
 * identity, or pass it to a memoised component (hitkit's compare props by
 * value: `revision` differs between scans, so a new scan always re-renders
 * them, though its arrays may be the very same objects as the last one's).
 *
 * The typed arrays are **reused**: the hook keeps two sets and writes each
 * new scan into the set the screen is not showing (the one of the scan
 * before last, once a scan has been committed). So the arrays of the result
 * you rendered stay valid until the next scan is committed, and an effect may
 * compare the previous result with the current one; keep nothing longer
 * without copying it (`scan.ranges.slice()`).
 */
export interface LidarScanResult extends LidarScan {
  /** The sensor as scanned: a frozen copy of its numbers (`minRange` and `noise` only when given). */
  readonly sensor: LidarSensor;
  /**
   * Counts this hook's scans: greater for a later scan (not necessarily by
   * one: React may compute a render twice). What tells two scans apart when
   * their arrays are the same objects.
   */
  readonly revision: number;
  /** How many rays have a return (`hitKinds[i] !== -1`). */
  readonly returns: number;
  /**
   * The **index** of the ray with the nearest return (a ray number into the
   * scan's arrays, not a distance; the first ray on a tie), or −1 when no ray
   * has one. Its range is `ranges[nearest]`, its angle `angles[nearest]`
   * (radians, as scanned) and its point `points[2 * nearest]`,
   * `points[2 * nearest + 1]`.
   */
  readonly nearest: number;
}

/** A scan result, with the set of arrays it was written into (bookkeeping, not data: not enumerable). */
type SlottedScan = LidarScanResult & { readonly slot: 0 | 1 };

/**
 * The two sets of arrays a {@link useLidarScan} writes its scans into, and its
 * scan count. A scan is computed during render (in a memo) and writes into
 * the set the screen is not showing: the committed scan's arrays are never
 * touched by a render, whether React commits that render or discards it
 * (a discarded scan only leaves arrays that the next scan overwrites, and a
 * revision number that is never given again).
 */
class ScanBuffers {
  /** The set of the scan committed last (−1: none yet). */
  #committed: 0 | 1 | -1 = -1;
  readonly #scans: [LidarScan | undefined, LidarScan | undefined] = [undefined, undefined];
  #revision = 0;

  /** Scans `world` with `sensor` into the set not on screen. */
  scan(world: World, sensor: LidarSensor): SlottedScan {
    const slot = this.#committed === 0 ? 1 : 0;
    const scan = lidarScan(world, sensor, this.#scans[slot]);
    this.#scans[slot] = scan;
    this.#revision += 1;
    const { returns, nearest } = countReturns(scan.hitKinds, scan.ranges);
    const out: LidarScanResult & { slot: 0 | 1 } = {
      angles: scan.angles,
      ranges: scan.ranges,
      hitKinds: scan.hitKinds,
      hitIndices: scan.hitIndices,
      points: scan.points,
      sensor: copySensor(sensor),
      revision: this.#revision,
      returns,
      nearest,
      slot,
    };
    // the slot is bookkeeping, not data: keep it out of value comparisons and spreads
    Object.defineProperty(out, 'slot', { enumerable: false });
    return Object.freeze(out);
  }

  /** `result` is on screen now: the next scan must not write into its set. */
  commit(result: SlottedScan): void {
    this.#committed = result.slot;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * Checks the inputs on every render (a bad sensor throws even while the scan
 * is memoised), naming the argument and the field.
 */
function assertInputs(world: World, sensor: LidarSensor): void {
  if (typeof world !== 'object' || world === null || typeof world.version !== 'number') {
    throw new TypeError(`world must be a World from createWorld, got ${describe(world)}`);
  }
  assertLidarSensor(sensor, 'sensor');
}

/** A frozen copy of the sensor's numbers, without `minRange`/`noise` when they are not given. */
function copySensor(sensor: LidarSensor): LidarSensor {
  const { origin, heading, fov, rayCount, range, minRange, noise } = sensor;
  return Object.freeze({
    origin: Object.freeze({ x: origin.x, y: origin.y }),
    heading,
    fov,
    rayCount,
    range,
    ...(minRange === undefined ? {} : { minRange }),
    ...(noise === undefined ? {} : { noise: Object.freeze({ stdDev: noise.stdDev, seed: noise.seed }) }),
  });
}

/**
 * How many rays of a scan have a return (`hitKinds[i] !== -1`), and the index
 * of the one with the nearest (the first on a tie; −1 without one).
 * The one count behind {@link LidarScanResult}'s summaries and the lidar
 * components' (`readScan`).
 *
 * @internal
 */
export function countReturns(hitKinds: ArrayLike<number>, ranges: ArrayLike<number>): { returns: number; nearest: number } {
  let returns = 0;
  let nearest = -1;
  let best = Infinity;
  for (let i = 0; i < hitKinds.length; i++) {
    if (hitKinds[i] === -1) continue;
    returns++;
    const r = ranges[i] as number;
    if (r < best) {
      best = r;
      nearest = i;
    }
  }
  return { returns, nearest };
}

/**
 * A 2D lidar scan of a world of obstacles, as a memoised React hook
 * ({@link lidarScan}, article “Simulating a 2D lidar: segment intersection”
 * (2D Lidarのシミュレーション - 線分交差判定)): `sensor.rayCount` rays spread
 * evenly over `sensor.fov` around `sensor.heading` (radians, y down: +π/2
 * points down the screen), each stopped by the nearest wall, circle or rect
 * within `sensor.range`.
 *
 * Scans again only when a number of the sensor changes (origin x and y,
 * heading, fov, rayCount, range, minRange, noise stdDev and seed: inline
 * literals with the same numbers do not rescan), or when the world is another
 * object or has changed since (`world.version`: `world.set`, `add` and
 * `remove` bump it). The world is mutable, so change it from an event handler
 * and re-render (e.g. by updating the state that holds the moved shape): the
 * render then sees the new version and rescans.
 *
 * Allocates nothing per scan once warm: the result's typed arrays are reused
 * (see {@link LidarScanResult}: two sets, written alternately, so the arrays of
 * the scan on screen are never overwritten by a render in progress).
 *
 * @param world - from `createWorld`; the hook reads `world.version`.
 * @param sensor - `{ origin, heading, fov, rayCount, range, minRange?, noise? }`.
 * @throws TypeError for a `world` that is not a World; TypeError / RangeError
 *   naming the field for a bad sensor, checked on every render, as `lidarScan`
 *   checks it (`sensor.fov must be a number in (0, 2π] (radians), got 7`,
 *   `sensor.origin.x must be a finite number, got NaN`).
 */
export function useLidarScan(world: World, sensor: LidarSensor): LidarScanResult {
  assertInputs(world, sensor);
  const { origin, heading, fov, rayCount, range, minRange, noise } = sensor;
  const [buffers] = useState(() => new ScanBuffers());
  // the numbers and the world's identity and version, not the sensor object
  const result = useValueMemo(
    () => buffers.scan(world, sensor),
    [world, world.version, origin.x, origin.y, heading, fov, rayCount, range, minRange, noise?.stdDev, noise?.seed, noise === undefined],
  );
  useIsomorphicLayoutEffect(() => buffers.commit(result), [buffers, result]);
  return result;
}
