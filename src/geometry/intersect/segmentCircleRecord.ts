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
 * does not inline. (Split finer, into steps the engine inlines into the batch
 * loop, it made `intersectSegmentCircleBatch` about 10 % slower.) @internal
 */

/**
 * Where the segment at `S[i]` (`[sx, sy, ex, ey]`) crosses the circumference of
 * the circle at `C[j]` (`[cx, cy, radius]`): the record at `out[o]`, and its
 * count. Everything is
 * computed relative to the centre: the roots along the segment from the foot of
 * the perpendicular and the half chord `√((r − h)(r + h))`, in the stable form;
 * which roots exist from the endpoints' sides of the circle. When only the end
 * lies exactly on the circle, the segment is solved from that end and the
 * answer turned round, so that end is returned exactly.
 */
export function crossingsAt(S: Float64Array, i: number, C: Float64Array, j: number, out: Float64Array, o: number): number {
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
  // Only the end on the circle: solved from that end, so it is returned exactly.
  if (length !== 0 && endDistance - radius === 0 && startDistance - radius !== 0) return crossingsFromEnd(S, i, C, j, out, o);
  const startGap = startDistance - radius;
  const endGap = endDistance - radius;
  // What each crossing is: 0 the start (t = 0), 1 the end (t = 1), 2 a point at a distance along the segment.
  let count = 0;
  let first = 0;
  let firstDistance = 0;
  let second = 0;
  let secondDistance = 0;
  if (length === 0) {
    count = startGap === 0 ? 1 : 0; // a zero-length segment is its point
  } else if (!(startGap < 0 && endGap < 0)) {
    const fx = sx - cx;
    const fy = sy - cy;
    const ux = (ex - sx) / length;
    const uy = (ey - sy) / length;
    /** Distance along the segment from its start to the foot of the perpendicular. */
    const foot = -(fx * ux + fy * uy);
    /** Distance from the centre to the segment's line. */
    const h = Math.abs(fx * uy - fy * ux);
    const tolerance = tangentTolerance(startDistance + radius);
    const halfChord = h < radius ? Math.sqrt((radius - h) * (radius + h)) : 0;
    /** (|f| − r)(|f| + r): the product of the two roots. */
    const rootProduct = startGap * (startDistance + radius);
    if (startGap === 0) {
      count = 1;
      if (endGap === 0) {
        second = 1;
        count = 2;
      } else if (endGap > 0 && 2 * foot > tolerance) {
        // in and out again
        second = 2;
        secondDistance = 2 * foot;
        count = 2;
      }
    } else if (startGap < 0) {
      // From inside to outside: the larger root, where the segment leaves.
      first = 2;
      firstDistance = foot >= 0 ? foot + halfChord : rootProduct / (foot - halfChord);
      count = 1;
    } else if (endGap < 0) {
      // From outside to inside: the smaller root, where the segment enters.
      first = 2;
      firstDistance = foot <= 0 ? foot - halfChord : rootProduct / (foot + halfChord);
      count = 1;
    } else if (!(h > radius + tolerance || foot <= 0 || foot >= length)) {
      // Both ends outside: the segment crosses twice or touches once.
      first = 2;
      if (Math.abs(h - radius) <= tolerance) {
        firstDistance = foot;
        count = 1;
      } else {
        const far = foot + halfChord;
        firstDistance = rootProduct / far;
        second = 2;
        secondDistance = far;
        count = 2;
      }
    }
  }
  const roots = ROOTS;
  roots[0] = first;
  roots[1] = firstDistance;
  roots[2] = second;
  roots[3] = secondDistance;
  writeCrossings(S, i, count, length, out, o);
  return count;
}

/** What the crossings are: `[first kind, first distance, second kind, second distance]` (module-level scratch, as `REVERSED`). */
const ROOTS = new Float64Array(4);

/**
 * Writes `count` crossings of the segment at `S[i]` (of `length`) described in
 * `ROOTS` as the record at `out[o]`: each `start + t·(end − start)`, exactly the
 * start at t = 0 and the end at t = 1.
 */
function writeCrossings(S: Float64Array, i: number, count: number, length: number, out: Float64Array, o: number): void {
  const sx = S[i]!;
  const sy = S[i + 1]!;
  const ex = S[i + 2]!;
  const ey = S[i + 3]!;
  out[o] = count;
  for (let k = 0; k < count; k++) {
    const kind = ROOTS[2 * k]!;
    let t = kind === 1 ? 1 : 0;
    if (kind === 2) {
      const raw = ROOTS[2 * k + 1]! / length;
      t = raw <= 0 ? 0 : raw >= 1 ? 1 : raw; // also turns −0 into 0
    }
    const slot = o + 1 + 3 * k;
    out[slot] = t === 0 ? sx : t === 1 ? ex : sx + t * (ex - sx);
    out[slot + 1] = t === 0 ? sy : t === 1 ? ey : sy + t * (ey - sy);
    out[slot + 2] = t;
  }
}

/** The segment turned round, `[ex, ey, sx, sy]` (module-level scratch: filled and read in one synchronous call). */
const REVERSED = new Float64Array(4);

/**
 * {@link crossingsAt} for a segment whose end, and not its start, lies exactly
 * on the circle: solved from that end (which is then returned exactly), and the
 * answer turned round: the points in the segment's order, `t` → `1 − t`.
 */
function crossingsFromEnd(S: Float64Array, i: number, C: Float64Array, j: number, out: Float64Array, o: number): number {
  const r = REVERSED;
  r[0] = S[i + 2]!;
  r[1] = S[i + 3]!;
  r[2] = S[i]!;
  r[3] = S[i + 1]!;
  const count = crossingsAt(r, 0, C, j, out, o);
  if (count === 2) {
    for (let k = 1; k < 3; k++) {
      const near = out[o + k]!;
      out[o + k] = out[o + 3 + k]!;
      out[o + 3 + k] = near;
    }
    const tNear = out[o + 3]!;
    out[o + 3] = 1 - out[o + 6]!;
    out[o + 6] = 1 - tNear;
  } else if (count === 1) {
    out[o + 3] = 1 - out[o + 3]!;
  }
  return count;
}
