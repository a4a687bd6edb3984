import { rayCrossingAt } from '../robust/crossingPoint';
import { raySideSign } from '../robust/lineSide';
import { orientationSign } from '../robust/orientation';
import { length as len } from '../shapes/vec';

/**
 * The cores of the ray casts, shared by the scalar functions (`raycast.ts`),
 * the world's traversal (`world.ts`) and the lidar (`lidar.ts`), so all three
 * give the same answers to the bit. @internal
 *
 * They read the ray from a `Float64Array` record `R = [ox, oy, dx, dy, ux, uy,
 * maxDistance, exact]` (origin, the direction as given, the unit direction,
 * the range, 1 for exact points) and a shape from a packed array by index (`packed.ts` layouts), write
 * a hit into `H = [distance, px, py, nx, ny]` and return 1 (hit) or 0 (miss):
 * only integers cross the calls, so nothing is boxed and nothing allocated.
 *
 * Decisions: whether a ray meets a segment (a wall, a rect's edge) is decided
 * exactly: the sides of the ray's line the endpoints are on (`raySideSign`, on
 * the direction as given) and whether the crossing is ahead of the origin
 * (`orientationSign`, as the segment queries decide); both certify the rounded determinant first and run exact
 * arithmetic only near a tie. So a ray through a wall's endpoint hits it, and a
 * ray aimed at a corner two walls share hits both at the same distance: no ray
 * escapes a closed room. A ray through an endpoint hits that endpoint itself,
 * exactly. A crossing inside a wall is computed **exactly and rounded once**
 * (`rayCrossingAt`: the point and the distance within 1 ulp) when
 * `R[7] = 1` (the `raycast…` functions, `castRay`); in fast mode (`R[7] = 0`,
 * `lidarScan`) in floating point relative to the origin, which loses about
 * `log₂(1/sin θ)` bits at an angle θ between ray and wall, so fast mode too
 * goes exact below `sin θ = 2⁻²⁰` (so fast mode's distances stay within about
 * 2⁻³⁰ of the exact ones, relative to the distance to the wall's ends). Circles are decided in floating point (a tangent counts
 * when the rounded distance of the centre from the ray's line is at most the
 * radius).
 */

/** Slots of the ray record `R`. */
export const RAY_RECORD = 8;

/** Below this `sin θ` (θ between a ray and the wall it crosses) fast mode too computes the crossing exactly. */
export const GRAZING = 2 ** -20;
/** The exact crossing: t, distance, x, y. */
const CROSSING = new Float64Array(4);
/** Slots of the hit record `H`: distance, point x, y, normal x, y. */
export const HIT_RECORD = 5;

/**
 * Writes the direction `(dx, dy)` (nonzero, finite) and its unit vector into
 * `R[2 … 5]`. Tiny directions are first scaled by an exact power of two.
 */
export function setDirection(R: Float64Array, dx: number, dy: number): void {
  R[2] = dx;
  R[3] = dy;
  if (Math.abs(dx) < 1e-140 && Math.abs(dy) < 1e-140) {
    dx *= 2 ** 600;
    dy *= 2 ** 600;
  }
  const length = len(dx, dy);
  R[4] = dx / length + 0;
  R[5] = dy / length + 0;
}

/** Writes a hit into `H`. */
function setHit(H: Float64Array, distance: number, px: number, py: number, nx: number, ny: number): void {
  H[0] = distance;
  H[1] = px;
  H[2] = py;
  H[3] = nx + 0; // never −0
  H[4] = ny + 0;
}

/**
 * The sign of `cross(d, p − o)` for the point at `P[i]`: the rounded value
 * when `orient2d`'s kind of error bound certifies it, else exact (`raySideSign`).
 */
function sideOfRay(R: Float64Array, P: Float64Array, i: number): number {
  const dx = R[2]!;
  const dy = R[3]!;
  const left = dx * (P[i + 1]! - R[1]!);
  const right = dy * (P[i]! - R[0]!);
  const det = left - right;
  // Each product carries at most 2ε + ε² of relative error (the difference, then the
  // product), the subtraction ε of the result: 5ε·(|left| + |right|) bounds it all.
  if (Math.abs(det) > 5.551115123125783e-16 * (Math.abs(left) + Math.abs(right))) return det > 0 ? 1 : -1;
  return raySideSign(R, 0, P, i);
}

/**
 * Whether both ends of the wall `S[i] = [ax, ay, bx, by]` lie clearly on one
 * side of the ray's line (beyond `sideOfRay`'s error bound), so that the ray
 * misses it: `raySegmentAt`'s first test, the same products and bound, for a
 * broad phase to reject most walls without calling it.
 */
export function missesWall(R: Float64Array, S: Float64Array, i: number): boolean {
  const ox = R[0]!;
  const oy = R[1]!;
  const dx = R[2]!;
  const dy = R[3]!;
  const la = dx * (S[i + 1]! - oy);
  const ra = dy * (S[i]! - ox);
  const lb = dx * (S[i + 3]! - oy);
  const rb = dy * (S[i + 2]! - ox);
  const sa = la - ra;
  const sb = lb - rb;
  const ea = 5.551115123125783e-16 * (Math.abs(la) + Math.abs(ra));
  const eb = 5.551115123125783e-16 * (Math.abs(lb) + Math.abs(rb));
  return (sa > ea && sb > eb) || (sa < -ea && sb < -eb);
}

/**
 * Whether the point at `P[i]`, known to lie on the ray's line, is ahead of the
 * origin (1), at it (0) or behind it (−1): exact, by comparing coordinates along
 * the direction's larger component.
 */
function aheadOnLine(R: Float64Array, P: Float64Array, i: number): number {
  // On the line, p − o = s·d: along the larger component (nonzero) the difference is 0
  // exactly when s = 0, and otherwise has the sign of s times that component's.
  const dx = R[2]!;
  const dy = R[3]!;
  const along = Math.abs(dx) >= Math.abs(dy);
  const d = along ? P[i]! - R[0]! : P[i + 1]! - R[1]!;
  return d === 0 ? 0 : d > 0 === (along ? dx : dy) > 0 ? 1 : -1;
}

/** A scratch copy of the origin, so `orientationSign` can read it as a point. */
const ORIGIN = new Float64Array(2);

/**
 * The ray `R` against the closed segment `S[i] = [ax, ay, bx, by]`: the nearest
 * point of the segment along the ray within `R[6]`. The normal is the segment's
 * unit normal turned to face the ray (`−u` when the ray runs along the segment,
 * or the segment is a point); a ray starting on the segment hits at 0.
 */
export function raySegmentAt(R: Float64Array, S: Float64Array, i: number, H: Float64Array): number {
  const sa = sideOfRay(R, S, i);
  const sb = sideOfRay(R, S, i + 2);
  if ((sa > 0 && sb > 0) || (sa < 0 && sb < 0)) return 0;
  const ox = R[0]!;
  const oy = R[1]!;
  const ux = R[4]!;
  const uy = R[5]!;
  const ax = S[i]!;
  const ay = S[i + 1]!;
  const bx = S[i + 2]!;
  const by = S[i + 3]!;
  if (sa === 0 && sb === 0) {
    // Along the ray's line (or a point on it): the nearest point of the segment ahead.
    const ga = aheadOnLine(R, S, i);
    const gb = aheadOnLine(R, S, i + 2);
    if (ga < 0 && gb < 0) return 0;
    if (ga <= 0 || gb <= 0) {
      setHit(H, 0, ox, oy, -ux, -uy); // the origin is on the segment
      return 1;
    }
    // Both ahead: the nearer endpoint (exact comparison along the larger component).
    const nearA = Math.abs(R[2]!) >= Math.abs(R[3]!) ? Math.abs(ax - ox) <= Math.abs(bx - ox) : Math.abs(ay - oy) <= Math.abs(by - oy);
    const px = nearA ? ax : bx;
    const py = nearA ? ay : by;
    const distance = len(px - ox, py - oy);
    if (distance > R[6]!) return 0;
    setHit(H, distance, px, py, -ux, -uy);
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
    const ahead = aheadOnLine(R, S, j);
    if (ahead < 0) return 0;
    px = S[j]!;
    py = S[j + 1]!;
    distance = ahead === 0 ? 0 : len(px - ox, py - oy);
    if (distance > R[6]!) return 0;
  } else {
    // The endpoints strictly on opposite sides: the crossing is ahead when the origin is on
    // the side of the segment's line that the ray leaves: sign(orientation(a, b, o)) = sign(sb).
    ORIGIN[0] = ox;
    ORIGIN[1] = oy;
    const turn = orientationSign(S, i, S, i + 2, ORIGIN, 0);
    if (turn === 0) {
      distance = 0; // the origin is on the segment
      px = ox;
      py = oy;
    } else {
      if (turn > 0 !== sb > 0) return 0; // behind the origin
      const crossUW = ux * wy - uy * wx; // |w|·sin θ, θ the angle between the ray and the wall
      if (R[7] === 1 || Math.abs(crossUW) < GRAZING * (Math.abs(wx) + Math.abs(wy))) {
        // The crossing exactly, rounded once: the point and the distance within 1 ulp.
        rayCrossingAt(R, S, i, CROSSING, 0);
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
      if (distance > R[6]!) return 0;
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
  setHit(H, distance, px, py, nx, ny);
  return 1;
}

/**
 * The ray `R` against the closed disk `C[j] = [cx, cy, radius]`: the first
 * point of its circumference along the ray, within `R[6]`. From outside, the
 * entry point, with the outward normal; from inside or on the circle, the exit
 * point (0 when on the circle and heading out), with the inward normal (both
 * face the ray). A zero-radius circle is its centre (normal `−u`).
 */
export function rayCircleAt(R: Float64Array, C: Float64Array, j: number, H: Float64Array): number {
  const ox = R[0]!;
  const oy = R[1]!;
  const ux = R[4]!;
  const uy = R[5]!;
  const cx = C[j]!;
  const cy = C[j + 1]!;
  const radius = C[j + 2]!;
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
  if (distance > R[6]!) return 0;
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
  setHit(H, distance, px, py, nx, ny);
  return 1;
}

/** The rect's four edges (top, right, bottom, left), packed for `raySegmentAt` (reused: synchronous). */
const EDGES = new Float64Array(16);
/** One edge's hit (reused). */
const EDGE_HIT = new Float64Array(HIT_RECORD);

/**
 * The ray `R` against the closed rect `Q[k] = [x, y, width, height]`: the
 * first point of its boundary along the ray, within `R[6]`: from outside the
 * entry, from inside the exit, 0 when starting on the boundary. Each edge is a
 * segment, decided exactly, so a ray through a corner hits. The normal is the
 * axis normal of the edge hit, facing the ray; where two edges are hit at the
 * same distance (a corner), the one facing the ray more squarely, then the
 * first of top, right, bottom, left.
 */
export function rayRectAt(R: Float64Array, Q: Float64Array, k: number, H: Float64Array): number {
  const x = Q[k]!;
  const y = Q[k + 1]!;
  const right = x + Q[k + 2]!;
  const bottom = y + Q[k + 3]!;
  const e = EDGES;
  e[0] = x; e[1] = y; e[2] = right; e[3] = y; // top
  e[4] = right; e[5] = y; e[6] = right; e[7] = bottom; // right
  e[8] = right; e[9] = bottom; e[10] = x; e[11] = bottom; // bottom
  e[12] = x; e[13] = bottom; e[14] = x; e[15] = y; // left
  const ux = R[4]!;
  const uy = R[5]!;
  let found = 0;
  let bestSquareness = -1;
  for (let edge = 0; edge < 4; edge++) {
    if (raySegmentAt(R, e, 4 * edge, EDGE_HIT) === 0) continue;
    const horizontal = (edge & 1) === 0;
    const squareness = horizontal ? Math.abs(uy) : Math.abs(ux);
    const distance = EDGE_HIT[0]!;
    if (found === 1 && (distance > H[0]! || (distance === H[0]! && squareness <= bestSquareness))) continue;
    // The edge's axis normal facing the ray (outward when the ray runs along the edge).
    let nx = 0;
    let ny = 0;
    if (horizontal) ny = uy > 0 ? -1 : uy < 0 ? 1 : edge === 0 ? -1 : 1;
    else nx = ux > 0 ? -1 : ux < 0 ? 1 : edge === 3 ? -1 : 1;
    setHit(H, distance, EDGE_HIT[1]!, EDGE_HIT[2]!, nx, ny);
    bestSquareness = squareness;
    found = 1;
  }
  return found;
}

/**
 * The ray `R` against the chain of closed segments through the points
 * `P = [x0, y0, x1, y1, …]` (a polyline; a polygon with its first point
 * repeated at the end; a point as `[x, y, x, y]`): the nearest hit of any edge
 * within `R[6]`, each edge as {@link raySegmentAt} answers it; at equal
 * distances the first edge. `R[6]` is unchanged on return.
 */
export function rayChainAt(R: Float64Array, P: Float64Array, H: Float64Array): number {
  const limit = R[6]!;
  let found = 0;
  const last = P.length - 2;
  for (let i = 0; i < last; i += 2) {
    if (raySegmentAt(R, P, i, EDGE_HIT) === 0) continue;
    if (found === 1 && EDGE_HIT[0]! >= H[0]!) continue;
    found = 1;
    H[0] = EDGE_HIT[0]!;
    H[1] = EDGE_HIT[1]!;
    H[2] = EDGE_HIT[2]!;
    H[3] = EDGE_HIT[3]!;
    H[4] = EDGE_HIT[4]!;
    R[6] = EDGE_HIT[0]!; // later edges only as near or nearer
  }
  R[6] = limit;
  return found;
}
