import { rayCrossingAt } from '../robust/crossingPoint';
import { raySideSign } from '../robust/lineSide';
import { orientationSign } from '../robust/orientation';
import type { Ray } from '../shapes/types';
import { assertRay } from '../shapes/validate';
import { length as len } from '../shapes/vec';

/**
 * The cores of the ray casts, shared by the scalar functions
 * (`raycastSegment`, `raycastCircle`, `raycastRect`), the world's traversal
 * (`castRay`) and the lidar (`lidarScan`), so all three give the same answers
 * to the bit. @internal
 *
 * They read the ray from a `Float64Array` ray record (slots `RAY_OX` …
 * `RAY_EXACT`: origin, the direction as given, the unit direction, the range,
 * 1 for exact points) and a shape from a packed array by index (the layouts of
 * `putSegment`, `putCircle`, `putRect`), write a hit into a hit record (slots
 * `HIT_DISTANCE` … `HIT_NY`: distance, point, normal) and return 1 (hit) or 0
 * (miss): only integers cross the calls, so nothing is boxed and nothing
 * allocated.
 *
 * Decisions: whether a ray meets a segment (a wall, a rect's edge) is decided
 * exactly: the sides of the ray's line the endpoints are on (`crossSign`, on
 * the direction as given) and whether the crossing is ahead of the origin
 * (`sideAt`, as the segment queries decide); both certify the rounded determinant first and run exact
 * arithmetic only near a tie. So a ray through a wall's endpoint hits it, and a
 * ray aimed at a corner two walls share hits both at the same distance: no ray
 * escapes a closed room. A ray through an endpoint hits that endpoint itself,
 * exactly. A crossing inside a wall is computed **exactly and rounded once**
 * (`rayCrossingAt`: the point and the distance within 1 ulp) when
 * `ray[RAY_EXACT] = 1` (the `raycast…` functions, `castRay`); in fast mode
 * (`ray[RAY_EXACT] = 0`, `lidarScan`) in floating point relative to the origin,
 * which loses about `log₂(1/sin θ)` bits at an angle θ between ray and wall, so
 * fast mode too goes exact below `sin θ = 2⁻²⁰` (so fast mode's distances stay
 * within about 2⁻³⁰ of the exact ones, relative to the distance to the wall's
 * ends). Circles are decided in floating point (a tangent counts when the
 * rounded distance of the centre from the ray's line is at most the radius).
 *
 * The module-level scratch below (`CROSSING`, `ORIGIN`, `EDGES`, `EDGE_HIT`)
 * is filled and read inside one core's call, which calls no user code: no
 * other query can run in between.
 */

/**
 * Slots of the ray record: the origin, the direction as given (nonzero), its
 * unit vector, the range (scene units), and 1 for exact crossing points (0: fast mode).
 */
export const RAY_OX = 0;
export const RAY_OY = 1;
export const RAY_DX = 2;
export const RAY_DY = 3;
export const RAY_UX = 4;
export const RAY_UY = 5;
export const RAY_MAX = 6;
export const RAY_EXACT = 7;
/** Slots of the hit record: distance along the ray, the point, the unit normal facing the ray. */
export const HIT_DISTANCE = 0;
export const HIT_X = 1;
export const HIT_Y = 2;
export const HIT_NX = 3;
export const HIT_NY = 4;

/** Numbers in a ray record. */
export const RAY_RECORD = 8;

/** Below this `sin θ` (θ between a ray and the wall it crosses) fast mode too computes the crossing exactly. */
export const GRAZING = 2 ** -20;
/** The exact crossing (`rayCrossingAt`): t, distance, x, y. Scratch of `raySegmentAt`, filled and read inside one call (no user code). */
const CROSSING = new Float64Array(4);
/** Numbers in a hit record. */
export const HIT_RECORD = 5;

/**
 * Writes the direction `(dx, dy)` (nonzero, finite) and its unit vector into
 * `ray[RAY_DX … RAY_UY]`. Tiny directions are first scaled by an exact power of two.
 */
export function setDirection(ray: Float64Array, dx: number, dy: number): void {
  ray[RAY_DX] = dx;
  ray[RAY_DY] = dy;
  if (Math.abs(dx) < 1e-140 && Math.abs(dy) < 1e-140) {
    dx *= 2 ** 600;
    dy *= 2 ** 600;
  }
  const length = len(dx, dy);
  ray[RAY_UX] = dx / length + 0;
  ray[RAY_UY] = dy / length + 0;
}

/**
 * Fills the ray record for `r` and `maxDistance` (both checked), exact crossing points.
 * @throws TypeError / RangeError naming `ray` or `maxDistance` when either is bad
 * @internal
 */
export function loadRay(record: Float64Array, r: Ray, maxDistance: number): void {
  assertRay(r, 'ray');
  if (typeof maxDistance !== 'number' || !(maxDistance >= 0)) {
    const message = `maxDistance must be a number >= 0 (Infinity for no limit), got ${String(maxDistance)}`;
    throw typeof maxDistance === 'number' ? new RangeError(message) : new TypeError(message);
  }
  record[RAY_OX] = r.origin.x;
  record[RAY_OY] = r.origin.y;
  setDirection(record, r.direction.x, r.direction.y);
  record[RAY_MAX] = maxDistance;
  record[RAY_EXACT] = 1; // exact crossing points
}

/** Writes a hit into the hit record. */
function setHit(hit: Float64Array, distance: number, px: number, py: number, nx: number, ny: number): void {
  hit[HIT_DISTANCE] = distance;
  hit[HIT_X] = px;
  hit[HIT_Y] = py;
  hit[HIT_NX] = nx + 0; // never −0
  hit[HIT_NY] = ny + 0;
}

/**
 * The sign of `cross(d, p − o)` for the point at `points[i]`: the rounded value
 * when `orient2d`'s kind of error bound certifies it, else exact (`crossSign`).
 */
function sideOfRay(ray: Float64Array, points: Float64Array, i: number): number {
  const dx = ray[RAY_DX]!;
  const dy = ray[RAY_DY]!;
  const left = dx * (points[i + 1]! - ray[RAY_OY]!);
  const right = dy * (points[i]! - ray[RAY_OX]!);
  const det = left - right;
  // Each product carries at most 2ε + ε² of relative error (the difference, then the
  // product), the subtraction ε of the result: 5ε·(|left| + |right|) bounds it all.
  if (Math.abs(det) > 5.551115123125783e-16 * (Math.abs(left) + Math.abs(right))) return det > 0 ? 1 : -1;
  return raySideSign(ray, RAY_OX, points, i);
}

/**
 * Whether both ends of the wall `segments[i] = [ax, ay, bx, by]` lie clearly on one
 * side of the ray's line (beyond `sideOfRay`'s error bound), so that the ray
 * misses it: `raySegmentAt`'s first test, the same products and bound, for a
 * broad phase to reject most walls without calling it.
 */
export function missesWall(ray: Float64Array, segments: Float64Array, i: number): boolean {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const dx = ray[RAY_DX]!;
  const dy = ray[RAY_DY]!;
  const la = dx * (segments[i + 1]! - oy);
  const ra = dy * (segments[i]! - ox);
  const lb = dx * (segments[i + 3]! - oy);
  const rb = dy * (segments[i + 2]! - ox);
  const sa = la - ra;
  const sb = lb - rb;
  const ea = 5.551115123125783e-16 * (Math.abs(la) + Math.abs(ra));
  const eb = 5.551115123125783e-16 * (Math.abs(lb) + Math.abs(rb));
  return (sa > ea && sb > eb) || (sa < -ea && sb < -eb);
}

/**
 * Whether the point at `points[i]`, known to lie on the ray's line, is ahead of the
 * origin (1), at it (0) or behind it (−1): exact, by comparing coordinates along
 * the direction's larger component.
 */
function aheadOnLine(ray: Float64Array, points: Float64Array, i: number): number {
  // On the line, p − o = s·d: along the larger component (nonzero) the difference is 0
  // exactly when s = 0, and otherwise has the sign of s times that component's.
  const dx = ray[RAY_DX]!;
  const dy = ray[RAY_DY]!;
  const along = Math.abs(dx) >= Math.abs(dy);
  const d = along ? points[i]! - ray[RAY_OX]! : points[i + 1]! - ray[RAY_OY]!;
  return d === 0 ? 0 : d > 0 === (along ? dx : dy) > 0 ? 1 : -1;
}

/** A copy of the origin, so `sideAt` can read it as a point. Scratch of `raySegmentAt`, filled and read inside one call (no user code). */
const ORIGIN = new Float64Array(2);

/**
 * The ray against the closed segment `segments[i] = [ax, ay, bx, by]`: the nearest
 * point of the segment along the ray within `ray[RAY_MAX]`. The normal is the segment's
 * unit normal turned to face the ray (`−u` when the ray runs along the segment,
 * or the segment is a point); a ray starting on the segment hits at 0.
 */
export function raySegmentAt(ray: Float64Array, segments: Float64Array, i: number, hit: Float64Array): number {
  const sa = sideOfRay(ray, segments, i);
  const sb = sideOfRay(ray, segments, i + 2);
  if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) return 0;
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const ax = segments[i]!;
  const ay = segments[i + 1]!;
  const bx = segments[i + 2]!;
  const by = segments[i + 3]!;
  if (sa === 0 && sb === 0) {
    // Along the ray's line (or a point on it): the nearest point of the segment ahead.
    const ga = aheadOnLine(ray, segments, i);
    const gb = aheadOnLine(ray, segments, i + 2);
    if (ga < 0 && gb < 0) return 0;
    if (ga <= 0 || gb <= 0) {
      setHit(hit, 0, ox, oy, -ux, -uy); // the origin is on the segment
      return 1;
    }
    // Both ahead: the nearer endpoint (exact comparison along the larger component).
    const nearA = Math.abs(ray[RAY_DX]!) >= Math.abs(ray[RAY_DY]!) ? Math.abs(ax - ox) <= Math.abs(bx - ox) : Math.abs(ay - oy) <= Math.abs(by - oy);
    const px = nearA ? ax : bx;
    const py = nearA ? ay : by;
    const distance = len(px - ox, py - oy);
    if (distance > ray[RAY_MAX]!) return 0;
    setHit(hit, distance, px, py, -ux, -uy);
    return 1;
  }
  const wx = bx - ax;
  const wy = by - ay;
  let distance: number;
  let px: number;
  let py: number;
  if (sa === 0 || sb === 0) {
    // Through an endpoint: that endpoint, if it is ahead.
    const j = sa === 0 ? i : i + 2;
    const ahead = aheadOnLine(ray, segments, j);
    if (ahead < 0) return 0;
    px = segments[j]!;
    py = segments[j + 1]!;
    distance = ahead === 0 ? 0 : len(px - ox, py - oy);
    if (distance > ray[RAY_MAX]!) return 0;
  } else {
    // The endpoints strictly on opposite sides: the crossing is ahead when the origin is on
    // the side of the segment's line that the ray leaves: sign(side(a, b, o)) = sign(sb).
    ORIGIN[0] = ox;
    ORIGIN[1] = oy;
    const turn = orientationSign(segments, i, segments, i + 2, ORIGIN, 0);
    if (turn === 0) {
      distance = 0; // the origin is on the segment
      px = ox;
      py = oy;
    } else {
      if (turn > 0 !== sb > 0) return 0; // behind the origin
      const crossUW = ux * wy - uy * wx; // |w|·sin θ, θ the angle between the ray and the wall
      if (ray[RAY_EXACT] === 1 || Math.abs(crossUW) < GRAZING * (Math.abs(wx) + Math.abs(wy))) {
        // The crossing exactly, rounded once: the point and the distance within 1 ulp.
        rayCrossingAt(ray, segments, i, CROSSING, 0);
        distance = CROSSING[1]!;
        px = CROSSING[2]!;
        py = CROSSING[3]!;
      } else {
        // distance = cross(a − o, w) / cross(u, w), positive here up to rounding.
        distance = ((ax - ox) * wy - (ay - oy) * wx) / crossUW;
        px = ox + ux * distance;
        py = oy + uy * distance;
      }
      if (!(distance > 0)) distance = 0;
      if (distance > ray[RAY_MAX]!) return 0;
    }
  }
  // The segment's unit normal, turned to face the ray.
  const wl = len(wx, wy);
  let nx = -wy / wl;
  let ny = wx / wl;
  if (nx * ux + ny * uy > 0) {
    nx = -nx;
    ny = -ny;
  }
  setHit(hit, distance, px, py, nx, ny);
  return 1;
}

/**
 * The ray against the closed disk `circles[j] = [cx, cy, radius]`: the first
 * point of its circumference along the ray, within `ray[RAY_MAX]`. From outside, the
 * entry point, with the outward normal; from inside or on the circle, the exit
 * point (0 when on the circle and heading out), with the inward normal (both
 * face the ray). A zero-radius circle is its centre (normal `−u`).
 */
export function rayCircleAt(ray: Float64Array, circles: Float64Array, j: number, hit: Float64Array): number {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const cx = circles[j]!;
  const cy = circles[j + 1]!;
  const radius = circles[j + 2]!;
  const fx = ox - cx;
  const fy = oy - cy;
  const b = fx * ux + fy * uy; // the origin's position along the ray, from the centre's foot
  const h = Math.abs(fx * uy - fy * ux); // the centre's distance from the ray's line
  // |f|² − r²: the origin's power with respect to the circle (> 0 outside, ≤ 0 inside or on).
  const power = fx * fx + fy * fy - radius * radius;
  let distance: number;
  let outward: boolean;
  if (power > 0) {
    // Outside: the entry, if the ray heads towards the circle and meets it.
    if (b >= 0 || h > radius) return 0;
    const half = Math.sqrt((radius - h) * (radius + h));
    // entry = −b − half, written without cancellation: (|f|² − r²) / (−b + half)
    distance = power / (half - b);
    outward = true;
  } else {
    // Inside or on: the exit, −b + half, written without cancellation when b > 0.
    const half = Math.sqrt(Math.max(0, (radius - h) * (radius + h)));
    distance = b > 0 ? (power === 0 ? 0 : -power / (b + half)) : half - b;
    outward = false;
  }
  if (!(distance >= 0)) distance = 0;
  if (distance > ray[RAY_MAX]!) return 0;
  const px = ox + ux * distance;
  const py = oy + uy * distance;
  let nx = -ux;
  let ny = -uy;
  const qx = px - cx;
  const qy = py - cy;
  const ql = len(qx, qy);
  if (ql > 0 && radius > 0) {
    nx = outward ? qx / ql : -qx / ql;
    ny = outward ? qy / ql : -qy / ql;
  }
  setHit(hit, distance, px, py, nx, ny);
  return 1;
}

/** The rect's four edges (top, right, bottom, left), packed for `raySegmentAt`. Scratch of `rayRectAt`, filled and read inside one call. */
const EDGES = new Float64Array(16);
/** One edge's hit. Scratch of `rayRectAt` and of `rayChainAt` (neither calls the other), filled and read inside one call. */
const EDGE_HIT = new Float64Array(HIT_RECORD);

/**
 * The ray against the closed rect `rects[k] = [x, y, width, height]`: the
 * first point of its boundary along the ray, within `ray[RAY_MAX]`: from outside the
 * entry, from inside the exit, 0 when starting on the boundary. Each edge is a
 * segment, decided exactly, so a ray through a corner hits. The normal is the
 * axis normal of the edge hit, facing the ray; where two edges are hit at the
 * same distance (a corner), the one facing the ray more squarely, then the
 * first of top, right, bottom, left.
 */
export function rayRectAt(ray: Float64Array, rects: Float64Array, k: number, hit: Float64Array): number {
  const x = rects[k]!;
  const y = rects[k + 1]!;
  const right = x + rects[k + 2]!;
  const bottom = y + rects[k + 3]!;
  const e = EDGES;
  e[0] = x;
  e[1] = y;
  e[2] = right;
  e[3] = y; // top
  e[4] = right;
  e[5] = y;
  e[6] = right;
  e[7] = bottom; // right
  e[8] = right;
  e[9] = bottom;
  e[10] = x;
  e[11] = bottom; // bottom
  e[12] = x;
  e[13] = bottom;
  e[14] = x;
  e[15] = y; // left
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  let found = 0;
  let bestSquareness = -1;
  for (let edge = 0; edge < 4; edge++) {
    if (raySegmentAt(ray, e, 4 * edge, EDGE_HIT) === 0) continue;
    const horizontal = (edge & 1) === 0;
    const squareness = horizontal ? Math.abs(uy) : Math.abs(ux);
    const distance = EDGE_HIT[HIT_DISTANCE]!;
    if (found === 1 && (distance > hit[HIT_DISTANCE]! || (distance === hit[HIT_DISTANCE]! && squareness <= bestSquareness))) continue;
    // The edge's axis normal facing the ray (outward when the ray runs along the edge).
    let nx = 0;
    let ny = 0;
    if (horizontal) ny = uy > 0 ? -1 : uy < 0 ? 1 : edge === 0 ? -1 : 1;
    else nx = ux > 0 ? -1 : ux < 0 ? 1 : edge === 3 ? -1 : 1;
    setHit(hit, distance, EDGE_HIT[HIT_X]!, EDGE_HIT[HIT_Y]!, nx, ny);
    bestSquareness = squareness;
    found = 1;
  }
  return found;
}

/**
 * The ray against the chain of closed segments through the points
 * `points = [x0, y0, x1, y1, …]` (a polyline; a polygon with its first point
 * repeated at the end; a point as `[x, y, x, y]`): the nearest hit of any edge
 * within `ray[RAY_MAX]`, each edge as {@link raySegmentAt} answers it; at equal
 * distances the first edge. `ray[RAY_MAX]` is unchanged on return.
 */
export function rayChainAt(ray: Float64Array, points: Float64Array, hit: Float64Array): number {
  const limit = ray[RAY_MAX]!;
  let found = 0;
  const last = points.length - 2;
  for (let i = 0; i < last; i += 2) {
    if (raySegmentAt(ray, points, i, EDGE_HIT) === 0) continue;
    if (found === 1 && EDGE_HIT[HIT_DISTANCE]! >= hit[HIT_DISTANCE]!) continue;
    found = 1;
    hit[HIT_DISTANCE] = EDGE_HIT[HIT_DISTANCE]!;
    hit[HIT_X] = EDGE_HIT[HIT_X]!;
    hit[HIT_Y] = EDGE_HIT[HIT_Y]!;
    hit[HIT_NX] = EDGE_HIT[HIT_NX]!;
    hit[HIT_NY] = EDGE_HIT[HIT_NY]!;
    ray[RAY_MAX] = EDGE_HIT[HIT_DISTANCE]!; // later edges only as near or nearer
  }
  ray[RAY_MAX] = limit;
  return found;
}
