import { fanOffset } from './sensor';
import { HIT_RECORD, RAY_RECORD } from '../ray/rayCores';

/**
 * A lidar scan's scratch space, one per world (`WorldImpl.scratchOf`): the
 * fan's rays, their nearest hits so far, and the numbers of the obstacle
 * being swept. The fan kernels (`castFan` and what it calls) take it as their
 * first argument and read its fields into locals. Numbers cross the calls in
 * `numbers` (a `Float64Array`, slots below): a function with number arguments
 * or a number result boxes them whenever the optimiser does not inline it
 * (which it stops doing in a deep caller), and every box is an allocation per
 * call. @internal
 */

/** Slots of `FanScan.numbers`: the origin (scene units). */
export const ORIGIN_X = 0;
export const ORIGIN_Y = 1;
/** Twice the grid's margin: what rounding may take off a distance. */
export const SLACK = 2;
/** The first ray's angle, and the step between rays (radians). */
export const FIRST_ANGLE = 3;
export const STEP = 4;
/** The widening of every obstacle's angle (radians): far above the error of `fastAtan2` and of the angles' sums. */
export const ANGLE_PAD = 5;
/** A lower bound of the current obstacle's (or cell's) distance from the origin. */
export const NEAR_BOUND = 6;
/** The current obstacle's angle: where it starts, and its span (radians). */
export const ANGLE_LOW = 7;
export const ANGLE_SPAN = 8;
/** The range, widened: cells beyond it are not swept. */
export const REACH = 9;
/** The distance within which the rays are done (those with a nearer hit are walked no further). */
export const DONE_WITHIN = 10;
/** A box relative to the origin (`boxAngle`, `boxDistance`): x0, y0, x1, y1 in slots `BOX … BOX + 3`. */
export const BOX = 11;
/** 1 / step (rays per radian; multiplying by it is within an ulp or two of dividing by the step: far inside the pad). */
export const RAYS_PER_RADIAN = 15;
/** `boxDistance`'s answer. */
export const BOX_DISTANCE = 16;
/** Two points relative to the origin (y, x: `atanInto`'s order), and their angles, for `angleBetween`. */
export const A_Y = 17;
export const A_X = 18;
export const B_Y = 19;
export const B_X = 20;
export const ANGLE_A = 21;
export const ANGLE_B = 22;
/**
 * The sensor (`lidarScan` reads it once): heading, field of view (radians),
 * range, minimum range (scene units), the noise's standard deviation (0: none) and seed.
 */
export const HEADING = 23;
export const FOV = 24;
export const RANGE = 25;
export const MIN_RANGE = 26;
export const NOISE_STD_DEV = 27;
export const NOISE_SEED = 28;
const NUMBER_SLOTS = 29;

/** A world's lidar scan scratch (see the module notes). @internal */
export class FanScan {
  /** The scan's numbers, by the slots above. */
  readonly numbers = new Float64Array(NUMBER_SLOTS);
  /** Per ray: the direction as given and its unit vector (`dx, dy, ux, uy`), in `fanDirection`'s bits. */
  dirs = new Float64Array(4 * 256);
  /** Per ray: the item code of the nearest hit so far, −1 for none. */
  items = new Int32Array(256);
  /**
   * Per ray, the nearest hit so far: its distance (`dist[i]`, the range where
   * none) and point (`points[2i], points[2i + 1]`; no normal, which a scan has
   * not): the scan's own `ranges` and `points` arrays, set by `castFan` /
   * `castSingle`, so a hit is written once, where the scan reports it.
   */
  dist: Float64Array = new Float64Array(0);
  points: Float64Array = new Float64Array(0);
  /** The number of rays of the scan being cast. */
  rays = 0;
  /** Its stamp: `w.stamps` of the obstacles swept (a walk skips them). */
  sweptStamp = 0;
  /** A ray record (`RAY_OX …`: the origin; each ray's direction and range in turn) and one obstacle's hit. */
  readonly ray = new Float64Array(RAY_RECORD);
  readonly hit = new Float64Array(HIT_RECORD);
  /** The nearest hit of a ray cast by `castInto`. */
  readonly castHit = new Float64Array(HIT_RECORD);
  /** The origin as a point, for `sideAt`. */
  readonly origin = new Float64Array(2);
  /** The fan's rays within an angle (`raysInAngle`): three index ranges, `[0 … 1]`, `[2 … 3]`, `[4 … 5]` (empty when first > last). */
  readonly rayRanges = new Int32Array(6);
  /**
   * The fan's directions in the sensor's frame: `cos a, sin a` for ray `i`'s
   * offset `a = −fov/2 + i·step` from the heading, for the `fov` and ray count
   * last scanned (a sensor's field and ray count rarely change, its heading
   * every step: only two cosines and sines are then computed per scan).
   */
  private frame = new Float64Array(0);
  private frameFov = NaN;
  private frameRays = 0;

  /** Room for `n` rays. */
  reserve(n: number): void {
    if (this.items.length >= n) return;
    const size = Math.max(n, 2 * this.items.length);
    this.dirs = new Float64Array(4 * size);
    this.items = new Int32Array(size);
  }

  /** The sensor's frame (see `frame`) for `fov` and `n` rays, recomputed only when either changed. */
  frameFan(fov: number, n: number): Float64Array {
    if (fov === this.frameFov && n === this.frameRays) return this.frame;
    if (this.frame.length < 2 * n) this.frame = new Float64Array(2 * n);
    const frame = this.frame;
    for (let i = 0; i < n; i++) {
      const a = fanOffset(fov, n, i);
      frame[2 * i] = Math.cos(a);
      frame[2 * i + 1] = Math.sin(a);
    }
    this.frameFov = fov;
    this.frameRays = n;
    return frame;
  }
}
