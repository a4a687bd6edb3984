import { tangentTolerance } from './tangent';

/**
 * The segment–circle intersection written as a record, the step that
 * `intersectSegmentCircle` (object API) and `intersectSegmentCircleBatch`
 * (batch API) both run after the same shortcut (`clearOfDisk`), so the two
 * agree to the bit by construction. A record is `[count, x0, y0, t0, x1, y1,
 * t1]`, the public `SEGMENT_CIRCLE_INTERSECTION_STRIDE` layout: the points
 * sorted by `t`; slots past `count` are left as they were. See
 * `intersectSegmentCircle` for the method and the ties.
 *
 * Its steps hand their numbers on in the module-level typed arrays below,
 * filled and read within one synchronous call that runs no user code, and take
 * shapes as arrays and indices, so nothing is boxed across a call the engine
 * does not inline. @internal
 */

/**
 * The segment as solved (from its end, when only the end lies on the circle)
 * and its ends' distances from the centre: `[sx, sy, ex, ey, startDistance,
 * endDistance, length]`.
 */
const SOLVED = new Float64Array(7);
/**
 * What the crossings are: `[first kind, first distance, second kind, second
 * distance]`, a kind being 0 (the start, t = 0), 1 (the end, t = 1) or 2 (a
 * point at that distance along the segment).
 */
const ROOTS = new Float64Array(4);

/**
 * Where the segment at `S[i]` (`[sx, sy, ex, ey]`) crosses the circumference of
 * the circle at `C[j]` (`[cx, cy, radius]`): the record at `out[o]`, and its
 * count. Everything is computed relative to the centre: the roots along the
 * segment from the foot of the perpendicular and the half chord
 * `√((r − h)(r + h))`, in the stable form; which roots exist from the
 * endpoints' sides of the circle. When only the end lies exactly on the
 * circle, the segment is solved from that end and the answer turned round, so
 * that end is returned exactly.
 */
export function crossingsAt(S: Float64Array, i: number, C: Float64Array, j: number, out: Float64Array, o: number): number {
  const reversed = loadSolved(S, i, C, j);
  const count = findRoots(C, j);
  writeCrossings(count, reversed, out, o);
  return count;
}

/** Fills `SOLVED` for the segment at `S[i]` and the circle at `C[j]`; true when it is solved from its end. */
function loadSolved(S: Float64Array, i: number, C: Float64Array, j: number): boolean {
  const sx = S[i]!;
  const sy = S[i + 1]!;
  const ex = S[i + 2]!;
  const ey = S[i + 3]!;
  const cx = C[j]!;
  const cy = C[j + 1]!;
  const radius = C[j + 2]!;
  // The endpoints' sides of the circle, with the same rounding as the hit test's distances
  // (distanceToPoint: √((q.x − p.x)² + (q.y − p.y)²)).
  let dx = cx - sx;
  let dy = cy - sy;
  const startDistance = Math.sqrt(dx * dx + dy * dy);
  dx = cx - ex;
  dy = cy - ey;
  const endDistance = Math.sqrt(dx * dx + dy * dy);
  dx = ex - sx;
  dy = ey - sy;
  const length = Math.sqrt(dx * dx + dy * dy);
  // Solve from the end that lies on the circle, then turn the answer round.
  const reversed = length !== 0 && endDistance - radius === 0 && startDistance - radius !== 0;
  const v = SOLVED;
  v[0] = reversed ? ex : sx;
  v[1] = reversed ? ey : sy;
  v[2] = reversed ? sx : ex;
  v[3] = reversed ? sy : ey;
  v[4] = reversed ? endDistance : startDistance;
  v[5] = reversed ? startDistance : endDistance;
  v[6] = length;
  return reversed;
}

/** The crossings of the segment in `SOLVED` with the circle at `C[j]`, into `ROOTS`; returns their count. */
function findRoots(C: Float64Array, j: number): number {
  const cx = C[j]!;
  const cy = C[j + 1]!;
  const radius = C[j + 2]!;
  const sx = SOLVED[0]!;
  const sy = SOLVED[1]!;
  const startDistance = SOLVED[4]!;
  const length = SOLVED[6]!;
  const startGap = startDistance - radius;
  const endGap = SOLVED[5]! - radius;
  const roots = ROOTS;
  roots[0] = 0;
  if (length === 0) return startGap === 0 ? 1 : 0; // a zero-length segment is its point
  if (startGap < 0 && endGap < 0) return 0;
  const fx = sx - cx;
  const fy = sy - cy;
  const ux = (SOLVED[2]! - sx) / length;
  const uy = (SOLVED[3]! - sy) / length;
  /** Distance along the segment from its start to the foot of the perpendicular. */
  const foot = -(fx * ux + fy * uy);
  /** Distance from the centre to the segment's line. */
  const h = Math.abs(fx * uy - fy * ux);
  const tolerance = tangentTolerance(startDistance + radius);
  const halfChord = h < radius ? Math.sqrt((radius - h) * (radius + h)) : 0;
  /** (|f| − r)(|f| + r): the product of the two roots. */
  const rootProduct = startGap * (startDistance + radius);
  if (startGap === 0) {
    // The start, and the end or a way in and out again.
    if (endGap === 0) {
      roots[2] = 1;
      return 2;
    }
    if (!(endGap > 0 && 2 * foot > tolerance)) return 1;
    roots[2] = 2;
    roots[3] = 2 * foot;
    return 2;
  }
  roots[0] = 2;
  if (startGap < 0) {
    // From inside to outside: the larger root, where the segment leaves.
    roots[1] = foot >= 0 ? foot + halfChord : rootProduct / (foot - halfChord);
    return 1;
  }
  if (endGap < 0) {
    // From outside to inside: the smaller root, where the segment enters.
    roots[1] = foot <= 0 ? foot - halfChord : rootProduct / (foot + halfChord);
    return 1;
  }
  if (h > radius + tolerance || foot <= 0 || foot >= length) return 0;
  // Both ends outside: the segment crosses twice or touches once.
  if (Math.abs(h - radius) <= tolerance) {
    roots[1] = foot;
    return 1;
  }
  const far = foot + halfChord;
  roots[1] = rootProduct / far;
  roots[2] = 2;
  roots[3] = far;
  return 2;
}

/** Writes the `count` crossings in `ROOTS` of the segment in `SOLVED` as the record at `out[o]`, turned round when `reversed`. */
function writeCrossings(count: number, reversed: boolean, out: Float64Array, o: number): void {
  const sx = SOLVED[0]!;
  const sy = SOLVED[1]!;
  const ex = SOLVED[2]!;
  const ey = SOLVED[3]!;
  const length = SOLVED[6]!;
  out[o] = count;
  for (let k = 0; k < count; k++) {
    const kind = ROOTS[2 * k]!;
    let t = kind === 1 ? 1 : 0;
    if (kind === 2) {
      const raw = ROOTS[2 * k + 1]! / length;
      t = raw <= 0 ? 0 : raw >= 1 ? 1 : raw; // also turns −0 into 0
    }
    // start + t·(end − start), exactly the start at t = 0 and the end at t = 1.
    const slot = reversed ? o + 4 - 3 * k - 3 * (2 - count) : o + 1 + 3 * k;
    out[slot] = t === 0 ? sx : t === 1 ? ex : sx + t * (ex - sx);
    out[slot + 1] = t === 0 ? sy : t === 1 ? ey : sy + t * (ey - sy);
    out[slot + 2] = reversed ? 1 - t : t;
  }
}
