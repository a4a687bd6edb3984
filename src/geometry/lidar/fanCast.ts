import { sideAt } from '../robust/predicates';
import { GRAZING, HIT_RECORD, missesWall, RAY_RECORD, rayChainAt, rayCircleAt, rayRectAt, raySegmentAt, setDirection } from '../ray/rayCores';
import type { LidarSensor } from './lidar';
import type { WorldImpl } from '../world/worldImpl';
import { castInto } from '../ray/castRay';

/**
 * A fan of rays from one origin through a world (a lidar scan), obstacle by
 * obstacle instead of ray by ray. @internal
 *
 * Each ray is answered exactly as `castRay` answers it: the nearest hit of the
 * same cores (`rayCores.ts`), ties to the smaller kind code, then index. Only
 * the order of the work differs:
 *
 * 1. The grid's cells around the origin are swept ring by ring, nearest first.
 *    A cell is skipped when every ray through it already has a nearer hit.
 *    Each obstacle met is tested once, against the rays whose angles lie in
 *    the angle it subtends at the origin (widened far beyond the error of the
 *    angles), and of those only the rays whose nearest hit so far is not
 *    nearer than the obstacle's bounding box. An obstacle whose angle cannot be
 *    bounded safely (the origin on it, inside it or near it) meets every ray.
 * 2. Once few rays are still open (their nearest hit may lie beyond the rings
 *    swept), each of those is walked through the grid as `castRay` walks it,
 *    from where it leaves the swept block.
 *
 * A ray's candidates are thus a superset of the obstacles it can hit nearest
 * within the range (each hit point lies in a cell that holds the obstacle,
 * within the obstacle's angle), and the nearest of a superset is the nearest:
 * the same answer, to the bit. Near the sensor an obstacle meets many rays, so
 * one angle per obstacle replaces many per-ray tests; far out, few rays remain.
 *
 * The per-ray tests of walls and circles (`testSegmentRays`,
 * `testCircleRays`) compute what depends only on the obstacle and the origin
 * once per obstacle and then run the cores' arithmetic, in the cores' order,
 * per ray; anything but the common case goes to the cores themselves. A walk
 * skips the obstacles the sweep has met: each has met every ray that can see it.
 */

const TWO_PI = 2 * Math.PI;

/**
 * The angle between neighbouring rays of `rayCount` over `fov` (radians):
 * `2π / rayCount` for a full turn (no ray twice), else `fov / (rayCount − 1)`
 * (both ends of the field included); 0 for one ray. @internal
 */
export function fanStep(fov: number, rayCount: number): number {
  return rayCount === 1 ? 0 : fov >= TWO_PI ? TWO_PI / rayCount : fov / (rayCount - 1);
}

/**
 * The fan's directions in the sensor's frame: `cos a, sin a` for ray `i`'s
 * offset `a = −fov/2 + i·step` from the heading, for the `fov` and `rayCount`
 * last scanned (a sensor's field and ray count rarely change, its heading every
 * step: only two cosines and sines are then computed per scan). One entry:
 * sensors of different fields or ray counts scanned in turn recompute it each
 * scan (as many cosines and sines as before the table).
 */
let FRAME = new Float64Array(0);
let frameFov = NaN;
let frameRays = 0;

/** `FRAME` for `fov` and `n` rays (recomputed only when either changed). */
function frameFan(fov: number, n: number): Float64Array {
  if (fov === frameFov && n === frameRays) return FRAME;
  if (FRAME.length < 2 * n) FRAME = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    const a = fanOffset(fov, n, i);
    FRAME[2 * i] = Math.cos(a);
    FRAME[2 * i + 1] = Math.sin(a);
  }
  frameFov = fov;
  frameRays = n;
  return FRAME;
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

/** Per ray: the direction as given and its unit vector (`dx, dy, ux, uy`). */
export let FAN_DIRS = new Float64Array(4 * 256);
/**
 * Per ray, the nearest hit so far: its distance (`DIST[i]`, the range where
 * none) and point (`POINTS[2i], POINTS[2i + 1]`; no normal, which a scan has
 * not). They are the scan's own `ranges` and `points` arrays, set by
 * `castFan` / `castSingle`: a hit is written once, where the scan reports it.
 */
let DIST: Float64Array = new Float64Array(0);
let POINTS: Float64Array = new Float64Array(0);
/** Per ray: the item code (`index·4 + kind`) of the nearest hit, −1 for none. */
export let FAN_ITEMS = new Int32Array(256);
const R = new Float64Array(RAY_RECORD);
const H = new Float64Array(HIT_RECORD);
/** The nearest hit of a ray cast by `castInto`. */
const LAST_HIT = new Float64Array(HIT_RECORD);

/** The scan being cast (module state: the casts are synchronous): its number of rays, and its stamp (`w.stamps` of the obstacles swept). */
let rays = 0;
let scanStamp = 0;
/**
 * Its numbers, in an array so that none is boxed between calls: the origin,
 * the slack (twice the grid's margin: what rounding may take off a
 * distance), the first ray's angle, the step between rays, the widening of every obstacle's angle (radians), the current obstacle's lower
 * bound of distance, its angle (start, span), the range (widened) and the
 * distance within which the rays are done, a box and its distance.
 */
const F = new Float64Array(23);
const OX = 0;
const OY = 1;
const SLACK = 2;
const START = 3;
const STEP = 4;
const ANGLE_PAD = 5;
const NEAR = 6;
const LO = 7;
const SPAN = 8;
const REACH = 9;
const LIMIT = 10;
/** A box relative to the origin, for `boxAngle`: x0, y0, x1, y1. */
const BOX = 11;
const DISTANCE = 15;
/** Two points (y, x: `atanInto`'s order) and their angles, for `angleBetween`. */
const PY = 17;
const PX = 18;
const QY = 19;
const QX = 20;
const ANGLE_A = 21;
const ANGLE_B = 22;
/** 1 / step (rays per radian; multiplying by it is within an ulp or two of dividing by the step: far inside the pad). */
const PER_RAY = 16;

/** Room for `n` rays. */
function reserve(n: number): void {
  if (FAN_ITEMS.length >= n) return;
  const size = Math.max(n, 2 * FAN_ITEMS.length);
  FAN_DIRS = new Float64Array(4 * size);
  FAN_ITEMS = new Int32Array(size);
}

/**
 * Keeps the hit `hit[0 … 2]` (distance, point) of obstacle `item` as ray `i`'s
 * if it is nearer than the ray's nearest so far, or as near and first in the
 * tie order (the smaller kind code, then the smaller index: `castInto`'s).
 */
function keepHit(i: number, item: number, hit: Float64Array): void {
  const distance = hit[0]!;
  const bestDistance = DIST[i]!;
  if (distance > bestDistance) return;
  const best = FAN_ITEMS[i]!;
  const code = item & 3;
  if (best >= 0 && distance === bestDistance && ((best & 3) < code || ((best & 3) === code && best >> 2 < item >> 2))) return;
  DIST[i] = distance;
  POINTS[2 * i] = hit[1]!;
  POINTS[2 * i + 1] = hit[2]!;
  FAN_ITEMS[i] = item;
}

/**
 * Tests obstacle `item` against rays `i0 … i1` (within the fan): each ray
 * whose nearest hit so far is not nearer than `near` (a lower bound of the
 * obstacle's distance) runs the obstacle's core and keeps the hit if nearer,
 * or as near with a smaller kind code, then index (`castInto`'s order).
 */
function testRays(w: WorldImpl, item: number, i0: number, i1: number): void {
  const near = F[NEAR]!;
  const code = item & 3;
  const index = item >> 2;
  const data = code === 3 ? w.chains[index]! : w.data[code]!;
  const at = code === 1 ? 3 * index : 4 * index;
  const dist = DIST;
  const dirs = FAN_DIRS;
  for (let i = i0; i <= i1; i++) {
    const bestDistance = dist[i]!;
    if (near > bestDistance) continue;
    R[2] = dirs[4 * i]!;
    R[3] = dirs[4 * i + 1]!;
    R[4] = dirs[4 * i + 2]!;
    R[5] = dirs[4 * i + 3]!;
    R[6] = bestDistance;
    const hit =
      code === 0 ? raySegmentAt(R, data, at, H) : code === 1 ? rayCircleAt(R, data, at, H) : code === 2 ? rayRectAt(R, data, at, H) : rayChainAt(R, data, H);
    if (hit === 1) keepHit(i, item, H);
  }
}

/** The origin as a point, for `sideAt`. */
const ORIGIN = new Float64Array(2);

/**
 * `testRays` for wall `item` (a segment), with what depends only on the wall
 * and the origin computed once instead of once per ray: the crossing's
 * numerator `cross(a − o, w)` and the side of the wall the origin is on. It
 * writes no normal (a scan has none). Per ray it runs `raySegmentAt`'s arithmetic in the same
 * order (the same bits); a ray that needs more than its common case (an
 * endpoint on the ray's line or too near it for the filter to certify the
 * side, a grazing crossing) goes to `testRays`, that is to `raySegmentAt`
 * itself.
 */
function testSegmentRays(w: WorldImpl, item: number, i0: number, i1: number): void {
  const near = F[NEAR]!;
  const S = w.data[0];
  const at = item & ~3; // 4 · index
  const ox = F[OX]!;
  const oy = F[OY]!;
  const ax = S[at]!;
  const ay = S[at + 1]!;
  const bx = S[at + 2]!;
  const by = S[at + 3]!;
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
  const dist = DIST;
  const points = POINTS;
  const items = FAN_ITEMS;
  const dirs = FAN_DIRS;
  for (let i = i0; i <= i1; i++) {
    const bestDistance = dist[i]!;
    if (near > bestDistance) continue;
    const dx = dirs[4 * i]!;
    const dy = dirs[4 * i + 1]!;
    // sideOfRay for both ends (the same products), its filter with the bound above.
    const sa = dx * ey - dy * ex;
    const sb = dx * fy - dy * fx;
    if (!(Math.abs(sa) > errorA && Math.abs(sb) > errorB)) {
      testRays(w, item, i, i); // an end on the ray's line or near it: the exact sign
      continue;
    }
    if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) continue;
    // The ends strictly on opposite sides.
    if (turn === 2) turn = sideAt(S, at, ORIGIN, 0);
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
        testRays(w, item, i, i); // the exact crossing
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
    if (best >= 0 && distance === bestDistance && (best & 3) === 0 && best >> 2 < item >> 2) continue;
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
function testCircleRays(w: WorldImpl, item: number, i0: number, i1: number): void {
  const near = F[NEAR]!;
  const C = w.data[1];
  const j = 3 * (item >> 2);
  const ox = F[OX]!;
  const oy = F[OY]!;
  const cx = C[j]!;
  const cy = C[j + 1]!;
  const radius = C[j + 2]!;
  const fx = ox - cx;
  const fy = oy - cy;
  const power = fx * fx + fy * fy - radius * radius;
  if (!(power > 0)) {
    testRays(w, item, i0, i1); // from inside or on the circle: the exit
    return;
  }
  const dist = DIST;
  const points = POINTS;
  const items = FAN_ITEMS;
  const dirs = FAN_DIRS;
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
    if (best >= 0 && distance === bestDistance && ((best & 3) < 1 || ((best & 3) === 1 && best >> 2 < item >> 2))) continue;
    dist[i] = distance;
    points[2 * i] = ox + ux * distance;
    points[2 * i + 1] = oy + uy * distance;
    items[i] = item;
  }
}

/**
 * `atan2(y, x)` within {@link ATAN_ERROR} radians, in [−π, π] (0 for the
 * origin): an odd degree-11 minimax polynomial of atan on [0, 1] (largest
 * error 1.7e-6 rad, measured on 2·10⁶ points), moved to the octant. Only
 * widened angles are built from it, so its error only costs a few candidate
 * rays; it is 5–10 times cheaper than `Math.atan2`. (`atanInto`, for tests.) @internal
 */
export function fastAtan2(y: number, x: number): number {
  F[PY] = y;
  F[PX] = x;
  atanInto(PY, ANGLE_A);
  return F[ANGLE_A]!;
}

/**
 * `F[to] = fastAtan2(F[from], F[from + 1])`. Numbers cross in `F` only: a
 * function with number arguments or a number result boxes them whenever the
 * optimiser does not inline it (which it stops doing in a deep caller), and
 * every box is an allocation per call.
 */
function atanInto(from: number, to: number): void {
  const y = F[from]!;
  const x = F[from + 1]!;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const big = ax > ay ? ax : ay;
  if (big === 0) {
    F[to] = 0;
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
  F[to] = y < 0 ? -a : a;
}

/**
 * The angle from point A = `(F[PX], F[PY])` to point B = `(F[QX], F[QY])`
 * (relative to the origin, subtending less than π) into `F[LO]`, `F[SPAN]`:
 * the difference of their angles, taken into (−π, π].
 */
function angleBetween(): void {
  atanInto(PY, ANGLE_A);
  atanInto(QY, ANGLE_B);
  const start = F[ANGLE_A]!;
  let turn = F[ANGLE_B]! - start;
  if (turn > Math.PI) turn -= TWO_PI;
  else if (turn <= -Math.PI) turn += TWO_PI;
  F[LO] = turn >= 0 ? start : start + turn;
  F[SPAN] = Math.abs(turn);
}

/** A bound of `fastAtan2`'s error, radians (its measured largest error is 1.7e-6). */
export const ATAN_ERROR = 4e-6;

/** The fan's rays within an angle: three index ranges (`RANGES[0 … 1]`, `[2 … 3]`, `[4 … 5]`; empty when first > last). */
const RANGES = new Int32Array(6);

/**
 * The rays whose angles lie in `[F[LO], F[LO] + F[SPAN]]` widened by
 * `F[ANGLE_PAD]`, into `RANGES`: the angle relative to the first ray, taken in
 * [0, 2π), then also one turn down and one turn up (a widened angle can reach
 * below 0, where the last rays of a fan of nearly 2π sit, or beyond 2π); every
 * ray when the angle is too wide to bound.
 */
function raysInAngle(): void {
  const span = F[SPAN]!;
  const pad = F[ANGLE_PAD]!;
  const step = F[STEP]!;
  const last = rays - 1;
  if (!(span + 2 * pad + step < TWO_PI)) {
    RANGES[0] = 0;
    RANGES[1] = last;
    RANGES[2] = 0;
    RANGES[3] = -1;
    RANGES[4] = 0;
    RANGES[5] = -1;
    return;
  }
  const perRay = F[PER_RAY]!;
  let rel = F[LO]! - F[START]!;
  rel -= TWO_PI * Math.floor(rel * (1 / TWO_PI)); // [0, 2π), up to rounding (the pad covers it)
  // This turn; one turn down only when the angle reaches past 2π, one turn up only when it starts
  // below 0 (otherwise those ranges are empty: below ray 0, or beyond the last ray).
  RANGES[0] = Math.max(0, Math.ceil((rel - pad) * perRay));
  RANGES[1] = Math.min(last, Math.floor((rel + span + pad) * perRay));
  const high = rel + span + pad - TWO_PI;
  RANGES[2] = 0;
  RANGES[3] = high >= 0 ? Math.min(last, Math.floor(high * perRay)) : -1;
  const low = rel - pad;
  RANGES[4] = low < 0 ? Math.max(0, Math.ceil((low + TWO_PI) * perRay)) : 0;
  RANGES[5] = low < 0 ? last : -1;
}

/** Tests obstacle `item` against the rays of `raysInAngle`. */
function testAngles(w: WorldImpl, item: number): void {
  raysInAngle();
  const i0 = RANGES[0]!;
  const i1 = RANGES[1]!;
  const i2 = RANGES[2]!;
  const i3 = RANGES[3]!;
  const i4 = RANGES[4]!;
  const i5 = RANGES[5]!;
  if ((item & 3) === 0) {
    if (i0 <= i1) testSegmentRays(w, item, i0, i1);
    if (i2 <= i3) testSegmentRays(w, item, i2, i3);
    if (i4 <= i5) testSegmentRays(w, item, i4, i5);
    return;
  }
  if ((item & 3) === 1) {
    if (i0 <= i1) testCircleRays(w, item, i0, i1);
    if (i2 <= i3) testCircleRays(w, item, i2, i3);
    if (i4 <= i5) testCircleRays(w, item, i4, i5);
    return;
  }
  if (i0 <= i1) testRays(w, item, i0, i1);
  if (i2 <= i3) testRays(w, item, i2, i3);
  if (i4 <= i5) testRays(w, item, i4, i5);
}

/** Whether some ray of `raysInAngle` has no hit nearer than `F[NEAR]`. */
function someRayOpen(): boolean {
  raysInAngle();
  const near = F[NEAR]!;
  const dist = DIST;
  for (let range = 0; range < 6; range += 2) {
    const last = RANGES[range + 1]!;
    for (let i = RANGES[range]!; i <= last; i++) if (dist[i]! >= near) return true;
  }
  return false;
}

/** The distance from the origin to the box `F[BOX …]`, into `F[DISTANCE]`. */
function boxDistance(): void {
  const x0 = F[BOX]!;
  const y0 = F[BOX + 1]!;
  const x1 = F[BOX + 2]!;
  const y1 = F[BOX + 3]!;
  const dx = x0 > 0 ? x0 : x1 < 0 ? -x1 : 0;
  const dy = y0 > 0 ? y0 : y1 < 0 ? -y1 : 0;
  F[DISTANCE] = Math.sqrt(dx * dx + dy * dy);
}

/**
 * The angle the box `F[BOX …]` = `[x0, y0, x1, y1]` (relative to the origin)
 * subtends, into `F[LO]`, `F[SPAN]`; false when the origin is in the box or
 * too near it to bound the angle (then every ray may meet it).
 */
function boxAngle(): boolean {
  const x0 = F[BOX]!;
  const y0 = F[BOX + 1]!;
  const x1 = F[BOX + 2]!;
  const y1 = F[BOX + 3]!;
  const margin = 1e-3 * (x1 - x0 + (y1 - y0)) + F[SLACK]!;
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
  F[PY] = ay;
  F[PX] = ax;
  F[QY] = by;
  F[QX] = bx;
  angleBetween();
  return true;
}

/**
 * Tests one obstacle against the rays of the fan that can meet it: the lower
 * bound of its distance (its box's, less the slack `F[SLACK]`, so that
 * rounding never puts it above a hit the cores compute) goes to `F[NEAR]`, its
 * angle to `F[LO]`, `F[SPAN]`. One function per kind, with only integer
 * arguments: each is small enough for its helpers to be inlined, so no number
 * is boxed.
 */
function sweep(w: WorldImpl, item: number): void {
  const code = item & 3;
  if (code === 0) sweepSegment(w, item);
  else if (code === 1) sweepCircle(w, item);
  else if (code === 2) sweepRect(w, item);
  else sweepChain(w, item);
}

function sweepSegment(w: WorldImpl, item: number): void {
  const d = w.data[0];
  const i = item & ~3; // 4 · index
  const ax = d[i]! - F[OX]!;
  const ay = d[i + 1]! - F[OY]!;
  const bx = d[i + 2]! - F[OX]!;
  const by = d[i + 3]! - F[OY]!;
  // The box's distance, inline.
  const gx = ax > 0 && bx > 0 ? Math.min(ax, bx) : ax < 0 && bx < 0 ? -Math.max(ax, bx) : 0;
  const gy = ay > 0 && by > 0 ? Math.min(ay, by) : ay < 0 && by < 0 ? -Math.max(ay, by) : 0;
  F[NEAR] = Math.sqrt(gx * gx + gy * gy) * (1 - 1e-9) - F[SLACK]!;
  const cross = ax * by - ay * bx;
  const dot = ax * bx + ay * by;
  // The wall seen at an angle near π (the origin on it or near it; or an end at the origin): every ray.
  if (dot <= 0 && Math.abs(cross) <= 1e-3 * Math.sqrt((ax * ax + ay * ay) * (bx * bx + by * by))) {
    testSegmentRays(w, item, 0, rays - 1);
    return;
  }
  // Its angle, from a to b, is below π − 1e-3: the difference of the two ends' angles, taken into (−π, π].
  F[PY] = ay;
  F[PX] = ax;
  F[QY] = by;
  F[QX] = bx;
  angleBetween();
  testAngles(w, item);
}

function sweepCircle(w: WorldImpl, item: number): void {
  const d = w.data[1];
  const i = 3 * (item >> 2);
  const cx = d[i]! - F[OX]!;
  const cy = d[i + 1]! - F[OY]!;
  const radius = d[i + 2]!;
  const distance = Math.sqrt(cx * cx + cy * cy);
  F[NEAR] = (distance - radius) * (1 - 1e-9) - F[SLACK]!;
  if (!(radius < distance * (1 - 1e-3))) {
    testCircleRays(w, item, 0, rays - 1); // inside, on or near the circle: every ray
    return;
  }
  F[PY] = radius;
  F[PX] = Math.sqrt((distance - radius) * (distance + radius));
  atanInto(PY, ANGLE_A); // its half-angle, asin(radius / distance)
  F[QY] = cy;
  F[QX] = cx;
  atanInto(QY, ANGLE_B); // the centre's angle
  F[LO] = F[ANGLE_B]! - F[ANGLE_A]!;
  F[SPAN] = 2 * F[ANGLE_A]!;
  testAngles(w, item);
}

function sweepRect(w: WorldImpl, item: number): void {
  const d = w.data[2];
  const i = item & ~3; // 4 · index
  const x0 = d[i]! - F[OX]!;
  const y0 = d[i + 1]! - F[OY]!;
  const x1 = x0 + d[i + 2]!;
  const y1 = y0 + d[i + 3]!;
  F[BOX] = x0;
  F[BOX + 1] = y0;
  F[BOX + 2] = x1;
  F[BOX + 3] = y1;
  boxDistance();
  F[NEAR] = F[DISTANCE]! * (1 - 1e-9) - F[SLACK]!;
  if (boxAngle()) testAngles(w, item);
  else testRays(w, item, 0, rays - 1); // inside, on or near the rect: every ray
}

/** A point, polyline or polygon: by its box, as a rect. */
function sweepChain(w: WorldImpl, item: number): void {
  const b = w.chainBox;
  const i = item & ~3; // 4 · slot
  F[BOX] = b[i]! - F[OX]!;
  F[BOX + 1] = b[i + 1]! - F[OY]!;
  F[BOX + 2] = b[i + 2]! - F[OX]!;
  F[BOX + 3] = b[i + 3]! - F[OY]!;
  boxDistance();
  F[NEAR] = F[DISTANCE]! * (1 - 1e-9) - F[SLACK]!;
  if (boxAngle()) testAngles(w, item);
  else testRays(w, item, 0, rays - 1); // inside, on or near its box: every ray
}

/** Sweeps the obstacles of one cell not yet met on this scan, unless the cell is wholly beyond the range. */
function sweepCell(w: WorldImpl, column: number, row: number, stamp: number, ring: number): void {
  const size = w.cellSize;
  const x = w.minX + column * size - F[OX]!;
  const y = w.minY + row * size - F[OY]!;
  F[BOX] = x;
  F[BOX + 1] = y;
  F[BOX + 2] = x + size;
  F[BOX + 3] = y + size;
  boxDistance();
  if (F[DISTANCE]! > F[REACH]!) return;
  // Skip a cell (without marking its obstacles met: they may be met again in another cell)
  // when every ray through it has a nearer hit: nothing of what lies in it is seen. (Not
  // worth asking next to the origin's cell, where hardly a ray is closed yet.)
  F[NEAR] = F[DISTANCE]! * (1 - 1e-9) - 2 * F[SLACK]!;
  if (ring > 1 && boxAngle() && !someRayOpen()) return;
  const cell = row * w.nx + column;
  const begin = w.cells.start[cell]!;
  const end = begin + w.cells.count[cell]!;
  const items = w.cells.items;
  const stamps = w.stamps;
  for (let q = begin; q < end; q++) {
    const item = items[q]!;
    if (stamps[item] === stamp) continue;
    stamps[item] = stamp;
    sweep(w, item);
  }
}

/**
 * Casts the fan of `sensor`'s `n` rays (at `lidarRayAngle`'s angles
 * `angles[0] + i·step`; only `angles[0]` is read) from its origin through
 * world `w`, each along `fanDirection` within its range: ray `i`'s nearest
 * hit's distance goes to `ranges[i]` (the range where none) and its point to
 * `points[2i …]` (untouched where none), its item code to `FAN_ITEMS[i]` (−1:
 * none), its direction to `FAN_DIRS[4i …]`. Allocates nothing once its
 * buffers have grown (numbers cross the calls in `F`).
 */
export function castFan(w: WorldImpl, sensor: LidarSensor, angles: Float64Array, n: number, ranges: Float64Array, points: Float64Array): void {
  DIST = ranges;
  POINTS = points;
  const ox = sensor.origin.x;
  const oy = sensor.origin.y;
  const range = sensor.range;
  const step = fanStep(sensor.fov, n);
  if (w.needsRebuild) w.rebuild();
  reserve(n);
  rays = n;
  F[OX] = ox;
  F[OY] = oy;
  F[START] = angles[0]!;
  F[STEP] = step;
  F[PER_RAY] = 1 / step;
  // Far above the error of fastAtan2 and the rounding of the angles' sums and their reduction modulo 2π.
  F[ANGLE_PAD] = 4 * ATAN_ERROR + 1e-13 * Math.abs(angles[0]!);
  const slack = 2 * w.pad;
  F[SLACK] = slack;
  R[0] = ox;
  R[1] = oy;
  ORIGIN[0] = ox;
  ORIGIN[1] = oy;
  const dirs = FAN_DIRS;
  const dist = DIST;
  const items = FAN_ITEMS;
  // Each ray's direction: the sensor's frame turned by the heading (`fanDirection`), as castRay takes it.
  const frame = frameFan(sensor.fov, n);
  const ch = Math.cos(sensor.heading);
  const sh = Math.sin(sensor.heading);
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
  const stamp = w.nextStamp();
  scanStamp = stamp;
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) sweep(w, outside[k]!); // in no cell: no stamp needed
  F[REACH] = range * (1 + 1e-9) + slack;
  walkRings(w, stamp);
}

/**
 * When the share of rays still open falls to this, the rest are walked ray by
 * ray (measured: the sweep pays per cell and per obstacle met, a walk per ray;
 * near the origin an obstacle meets many rays, far out only few).
 */
const OPEN_SHARE = 0.3;

/**
 * Casts each ray whose nearest hit so far is not nearer than `F[LIMIT]` on
 * through the grid, beyond the block of cells swept already (columns
 * `x0 … x1`, rows `y0 … y1`, around the origin's cell): `walkRay`, or
 * `castInto` (the walk of `castRay`) when the origin lies outside the grid.
 * Each keeps a hit if nearer, or as near and first in the tie order.
 */
function finishRays(w: WorldImpl, x0: number, y0: number, x1: number, y1: number): void {
  const n = rays;
  const dist = DIST;
  const dirs = FAN_DIRS;
  const limit = F[LIMIT]!;
  const inGrid = F[OX]! >= w.minX && F[OX]! <= w.maxX && F[OY]! >= w.minY && F[OY]! <= w.maxY;
  if (inGrid) {
    // The block's sides, scene units.
    const size = w.cellSize;
    F[BOX] = w.minX + x0 * size;
    F[BOX + 1] = w.minY + y0 * size;
    F[BOX + 2] = w.minX + (x1 + 1) * size;
    F[BOX + 3] = w.minY + (y1 + 1) * size;
    F[NEAR] = -Infinity; // every candidate is tested
  }
  for (let i = 0; i < n; i++) {
    const bestDistance = dist[i]!;
    if (bestDistance < limit) continue;
    if (inGrid) {
      walkRay(w, i, x0, y0, x1, y1);
      continue;
    }
    R[2] = dirs[4 * i]!;
    R[3] = dirs[4 * i + 1]!;
    R[4] = dirs[4 * i + 2]!;
    R[5] = dirs[4 * i + 3]!;
    R[6] = bestDistance;
    const item = castInto(w, R, LAST_HIT, x0, y0, x1, y1);
    if (item >= 0) keepHit(i, item, LAST_HIT);
  }
}

/**
 * Walks ray `i` cell by cell (Amanatides & Woo, as `castInto` walks) from
 * where it leaves the swept block (`F[BOX …]`, scene units; the origin inside
 * it and inside the grid), testing the obstacles of each cell it enters
 * (walls first by `missesWall`; then `testSegmentRays`, `testCircleRays` or
 * `testRays`, which keep a hit by the tie rule), except those the sweep has
 * met (stamped with the scan's stamp), until the next cell starts beyond the
 * ray's nearest hit (plus the grid's margin) or the grid ends. The cells of
 * the block are not tested again.
 */
function walkRay(w: WorldImpl, i: number, x0: number, y0: number, x1: number, y1: number): void {
  const ox = F[OX]!;
  const oy = F[OY]!;
  const ux = FAN_DIRS[4 * i + 2]!;
  const uy = FAN_DIRS[4 * i + 3]!;
  const pad = w.pad;
  const size = w.cellSize;
  const dist = DIST;
  // Distances along the ray by multiplying with 1/u (two divisions, not six): within an ulp or two of
  // castInto's quotients, far inside the margin every cell boundary is widened by.
  const perX = 1 / ux; // ±Infinity for a vertical ray (u is never −0)
  const perY = 1 / uy;
  // Where the ray leaves the block, a hair before (the first cell walked may be one of the block's: skipped).
  const tx = ux > 0 ? (F[BOX + 2]! - ox) * perX : ux < 0 ? (F[BOX]! - ox) * perX : Infinity;
  const ty = uy > 0 ? (F[BOX + 3]! - oy) * perY : uy < 0 ? (F[BOX + 1]! - oy) * perY : Infinity;
  let enter = Math.min(tx, ty) * (1 - 1e-9) - pad;
  if (enter < 0) enter = 0;
  if (enter > dist[i]! + pad) return;
  const px = ox + ux * enter;
  const py = oy + uy * enter;
  if (px < w.minX - pad || px > w.maxX + pad || py < w.minY - pad || py > w.maxY + pad) return; // out of the grid already
  const nx = w.nx;
  const ny = w.ny;
  // w.column(px), w.row(py), inline: a number passed to a call the optimiser does not inline is boxed.
  let ix = Math.floor((px - w.minX) * w.inverse);
  let iy = Math.floor((py - w.minY) * w.inverse);
  ix = ix < 0 ? 0 : ix >= nx ? nx - 1 : ix;
  iy = iy < 0 ? 0 : iy >= ny ? ny - 1 : iy;
  const stepX = ux > 0 ? 1 : ux < 0 ? -1 : 0;
  const stepY = uy > 0 ? 1 : uy < 0 ? -1 : 0;
  const deltaX = stepX === 0 ? Infinity : size * Math.abs(perX);
  const deltaY = stepY === 0 ? Infinity : size * Math.abs(perY);
  let nextX = stepX === 0 ? Infinity : (w.minX + (ix + (stepX > 0 ? 1 : 0)) * size - ox) * perX;
  let nextY = stepY === 0 ? Infinity : (w.minY + (iy + (stepY > 0 ? 1 : 0)) * size - oy) * perY;
  const cellStart = w.cells.start;
  const cellCount = w.cells.count;
  const items = w.cells.items;
  const segments = w.data[0];
  const stamps = w.stamps;
  const swept = scanStamp;
  R[2] = FAN_DIRS[4 * i]!; // the ray for missesWall (R[0], R[1]: the origin)
  R[3] = FAN_DIRS[4 * i + 1]!;
  for (;;) {
    if (ix < x0 || ix > x1 || iy < y0 || iy > y1) {
      const cell = iy * nx + ix;
      const start = cellStart[cell]!;
      const end = start + cellCount[cell]!;
      for (let k = start; k < end; k++) {
        // An obstacle swept already has met this ray, if the ray passes within its angle and was not
        // closed nearer. One not swept is tested in each walked cell it lies in (no stamp per ray:
        // the same answer each time, and cheaper than stamping).
        const item = items[k]!;
        if (stamps[item] === swept) continue;
        if ((item & 3) !== 0) {
          if ((item & 3) === 1) testCircleRays(w, item, i, i);
          else testRays(w, item, i, i);
          continue;
        }
        if (missesWall(R, segments, item & ~3)) continue; // most walls met on a walk, without the call
        testSegmentRays(w, item, i, i);
      }
    }
    // Stop at the first cell that starts beyond the nearest hit so far.
    if (nextX < nextY) {
      if (nextX > dist[i]! + pad) break;
      ix += stepX;
      if (ix < 0 || ix >= nx) break;
      nextX += deltaX;
    } else {
      if (nextY > dist[i]! + pad || nextY === Infinity) break;
      iy += stepY;
      if (iy < 0 || iy >= ny) break;
      nextY += deltaY;
    }
  }
}

/** Sweeps the cells within `reach` of the origin, ring by ring around its cell, until every ray has a nearer hit. */
function walkRings(w: WorldImpl, stamp: number): void {
  const reach = F[REACH]!;
  const ox = F[OX]!;
  const oy = F[OY]!;
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
  const slack = F[SLACK]!;
  const n = rays;
  const dist = DIST;
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
        F[LIMIT] = limit;
        finishRays(w, oc - k + 1, or - k + 1, oc + k - 1, or + k - 1);
        return;
      }
    }
    if (k === 0) {
      sweepCell(w, oc, or, stamp, 0);
      continue;
    }
    const top = or - k;
    const bottom = or + k;
    const left = oc - k;
    const right = oc + k;
    const cl = left < c0 ? c0 : left;
    const cr = right > c1 ? c1 : right;
    // The ring's cells: its top and bottom rows, then its left and right columns between them.
    if (top >= r0) for (let c = cl; c <= cr; c++) sweepCell(w, c, top, stamp, k);
    if (bottom <= r1) for (let c = cl; c <= cr; c++) sweepCell(w, c, bottom, stamp, k);
    const rt = top + 1 < r0 ? r0 : top + 1;
    const rb = bottom - 1 > r1 ? r1 : bottom - 1;
    if (left >= c0) for (let r = rt; r <= rb; r++) sweepCell(w, left, r, stamp, k);
    if (right <= c1) for (let r = rt; r <= rb; r++) sweepCell(w, right, r, stamp, k);
  }
}

/** A sensor's single ray, as `castFan` would write it (ray 0), by `castInto`: the grid walk suits one ray. */
export function castSingle(w: WorldImpl, sensor: LidarSensor, angles: Float64Array, ranges: Float64Array, points: Float64Array): void {
  reserve(1);
  R[0] = sensor.origin.x;
  R[1] = sensor.origin.y;
  setDirection(R, Math.cos(angles[0]!), Math.sin(angles[0]!));
  FAN_DIRS[0] = R[2]!;
  FAN_DIRS[1] = R[3]!;
  FAN_DIRS[2] = R[4]!;
  FAN_DIRS[3] = R[5]!;
  R[6] = sensor.range;
  FAN_ITEMS[0] = castInto(w, R, LAST_HIT);
  ranges[0] = LAST_HIT[0]!;
  points[0] = LAST_HIT[1]!;
  points[1] = LAST_HIT[2]!;
}
