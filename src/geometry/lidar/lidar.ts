import { castFan, castSingle } from './fanCast';
import { FanScan, FOV, HEADING, MIN_RANGE, NOISE_SEED, NOISE_STD_DEV, ORIGIN_X, ORIGIN_Y, RANGE } from './fanScan';
import { addNoise } from './noise';
import { assertLidarSensor, fanStep, type LidarSensor } from './sensor';
import type { World } from '../world/types';
import { worldInternals } from '../world/world';

/**
 * A 2D lidar over a world of obstacles: the sensor of the article “Simulating a
 * 2D lidar: segment intersection” (2D Lidarのシミュレーション - 線分交差判定), rays
 * of limited range blocked by walls that also see circular targets, with what a
 * real sensor model has (Gazebo's ray sensor, ROS's `LaserScan`): a minimum
 * range and seeded Gaussian range noise.
 */

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

/**
 * Scans `world` with `sensor`: casts `rayCount` rays (see `lidarRayAngle` for
 * their angles, `lidarRayDirection` for the exact direction each is cast
 * along) from `sensor.origin`, each to the nearest obstacle within `range` as
 * `castRay` finds it (closed shapes, ties to the smaller kind code, then the
 * shape added first; no ray escapes through a corner two walls share).
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
    out !== undefined &&
    out.ranges.length === n &&
    out.angles.length === n &&
    out.hitKinds.length === n &&
    out.hitIndices.length === n &&
    out.points.length === 2 * n
      ? out
      : {
          angles: new Float64Array(n),
          ranges: new Float64Array(n),
          hitKinds: new Int8Array(n),
          hitIndices: new Int32Array(n),
          points: new Float64Array(2 * n),
        };
  const { angles, ranges, hitKinds, hitIndices, points } = scan;
  const fan = w.scratchOf(FanScan);
  const numbers = fan.numbers;
  readSensor(numbers, sensor);
  // lidarRayAngle's angles, its arithmetic inlined: heading − fov/2 + i·step.
  const step = fanStep(numbers[FOV]!, n);
  const first = numbers[HEADING]! - numbers[FOV]! / 2;
  angles[0] = n === 1 ? numbers[HEADING]! : first;
  // The casts write each hit's range and point into the scan's own arrays.
  if (n === 1) castSingle(fan, w, angles, ranges, points);
  else castFan(fan, w, angles, n, ranges, points);
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const range = numbers[RANGE]!;
  const minRange = numbers[MIN_RANGE]!;
  const fanItems = fan.items;
  const dirs = fan.dirs;
  for (let i = 0; i < n; i++) {
    if (n > 1) angles[i] = first + i * step;
    const item = fanItems[i]!;
    if (item >= 0 && ranges[i]! >= minRange) {
      hitKinds[i] = w.kindOf(item);
      hitIndices[i] = w.indexOf(item);
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
  if (numbers[NOISE_STD_DEV]! > 0) addNoise(fan, n, ranges, hitKinds, points);
  return scan;
}

/** The sensor's numbers into the scan's (`FanScan.numbers`), read once: origin, heading, field of view, range, minimum range, noise. */
function readSensor(numbers: Float64Array, sensor: LidarSensor): void {
  numbers[ORIGIN_X] = sensor.origin.x;
  numbers[ORIGIN_Y] = sensor.origin.y;
  numbers[HEADING] = sensor.heading;
  numbers[FOV] = sensor.fov;
  numbers[RANGE] = sensor.range;
  numbers[MIN_RANGE] = sensor.minRange ?? 0;
  numbers[NOISE_STD_DEV] = sensor.noise === undefined ? 0 : sensor.noise.stdDev;
  numbers[NOISE_SEED] = sensor.noise === undefined ? 0 : sensor.noise.seed;
}
