import { MIN_RANGE, NOISE_SEED, NOISE_STD_DEV, ORIGIN_X, ORIGIN_Y, RANGE, type FanScan } from './fanScan';

/**
 * A lidar's seeded Gaussian range noise (`LidarNoise`): one value per ray
 * from a counter-based generator, so the noise of ray `i` depends only on the
 * seed and `i`. @internal
 *
 * Its scratch (`SEED_BITS`, `SEED_WORDS`, `SEED_STATE`, `DRAW`) is
 * module-level: filled and read inside one `addNoise` call, which calls no
 * user code. The numbers are in arrays so that none is boxed across a call
 * (an int32 beyond ±2³⁰ would be).
 */

const TWO_PI = 2 * Math.PI;

/** The float bits of the seed, as two words. */
const SEED_BITS = new Float64Array(1);
const SEED_WORDS = new Uint32Array(SEED_BITS.buffer);
/** The generator's seed state, and one Gaussian draw. */
const SEED_STATE = new Int32Array(1);
const DRAW = new Float64Array(1);

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
 * Adds ray `i`'s Gaussian (`gaussianAt`) times the standard deviation to each
 * return's range (`hitKinds[i] ≥ 0`; `n` rays), clamped to `[minRange,
 * range]`, and moves its point along the ray (`fan.dirs`, from the origin) to
 * the measured range. The sensor's numbers are in `fan.numbers`
 * (`NOISE_STD_DEV` > 0, `NOISE_SEED`, `MIN_RANGE`, `RANGE`, the origin).
 */
export function addNoise(fan: FanScan, n: number, ranges: Float64Array, hitKinds: Int8Array, points: Float64Array): void {
  const numbers = fan.numbers;
  SEED_BITS[0] = numbers[NOISE_SEED]!;
  SEED_STATE[0] = Math.imul(SEED_WORDS[0]! ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(SEED_WORDS[1]! ^ 0x7f4a7c15, 0xc2b2ae35);
  const stdDev = numbers[NOISE_STD_DEV]!;
  const minRange = numbers[MIN_RANGE]!;
  const range = numbers[RANGE]!;
  const ox = numbers[ORIGIN_X]!;
  const oy = numbers[ORIGIN_Y]!;
  const dirs = fan.dirs;
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
