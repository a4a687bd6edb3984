import { segmentDistanceSquaredXY } from '../distance/pointToShape';
import { crossingAt } from '../robust/crossingPoint';
import { orientationSign } from '../robust/orientation';
import { segmentsTouchNear } from '../robust/predicates';
import { length as vectorLength } from '../shapes/vec';

/**
 * The cores of the queries whose answer is a record (segment–segment and
 * segment–circle intersections, the circle–line contact), written into a
 * `Float64Array` record. For the intersections the object API
 * (`intersectSegmentSegment`, …) and the batch API (`batch.ts`) run the same
 * steps (the far-apart shortcut answered in place, the rest through the cores
 * and a scratch record), so the two agree to the bit by construction; the
 * contact's object API writes the same expressions out itself, so that the
 * engine can build its result from locals. The tests check every number of
 * every record against the object API. The record layouts are public (see
 * `packed.ts`).
 *
 * Written for the engine as much as for the reader: the common case (shapes far
 * apart) is answered by a small function the engine inlines into the caller's
 * loop; the rest goes to a larger function that takes its shapes as arrays and
 * indices, never as loose numbers, so that nothing is boxed (allocated) across
 * a call the engine does not inline. No closures, no spreads, literals instead
 * of module constants on the hot paths. The cores trust their input (the
 * callers document it). @internal
 */

/**
 * How close to a tangent, relative to the size of the numbers involved, counts
 * as one: `16·ε·scale` (ε = 2⁻⁵²). Below this the rounding of the inputs
 * themselves decides, so the answer is one touching point, never zero or a
 * spurious pair.
 */
export function tangentTolerance(scale: number): number {
  return 16 * Number.EPSILON * scale;
}

// ─── segment–segment ────────────────────────────────────────────────────────

/** Record codes (slot 0) of a segment–segment intersection; see `SegmentIntersectionCode`. */
export const NONE = 0;
export const PARALLEL = 1;
export const POINT = 2;
export const OVERLAP = 3;

/*
 * Segment–segment, in three parts that the object API and the batch API both
 * call in the same order: `boxesApartXY` (predicates.ts) for the common
 * far-apart case, then `apartCode` (small, inlined) for the code of segments
 * that miss, or `intersectNearAt` (larger, reads the segments from arrays) for
 * the rest. Every decision is exact. A record is
 * `[code, startX, startY, endX, endY, tStart, tEnd, uStart, uEnd]`:
 * `NONE`/`PARALLEL` write only the code; `POINT` writes the point as a piece
 * of zero length; `OVERLAP` the shared piece ordered along the first segment.
 */

/** What {@link apartCode} answers when only the exact test can tell (see {@link collinearCode}). */
export const UNSURE_CODE = -1;

/**
 * The code of segments whose bounding boxes are apart (so they share no point),
 * with directions `(rx, ry)` and `(sx, sy)`: a zero-length segment has no
 * direction, so it is never parallel; otherwise "parallel" is what it is for
 * segments that miss: the rounded cross product of the directions is 0, or the
 * segments are exactly collinear. A cross product clearly away from the rounding
 * of 0 (2⁻⁵⁰ relative; its error is below 3.01·2⁻⁵³) rules collinearity out;
 * otherwise `UNSURE_CODE`, and {@link collinearCode} decides.
 */
export function apartCode(rx: number, ry: number, sx: number, sy: number): number {
  // Literals, not the module's constants, on this hot path (they cost loads): 0 NONE, 1 PARALLEL, −1 UNSURE_CODE.
  if ((rx === 0 && ry === 0) || (sx === 0 && sy === 0)) return 0;
  const left = rx * sy;
  const right = ry * sx;
  const cross = left - right;
  if (cross === 0) return 1;
  const size = Math.abs(left) + Math.abs(right);
  return size >= 1e-290 && Math.abs(cross) > 8.881784197001252e-16 * size ? 0 : -1;
}

/** The code of non-degenerate segments that miss, p at `P[i]` and q at `Q[j]`: `PARALLEL` when exactly collinear. */
export function collinearCode(P: Float64Array, i: number, Q: Float64Array, j: number): number {
  return orientationSign(Q, j, Q, j + 2, P, i) === 0 && orientationSign(Q, j, Q, j + 2, P, i + 2) === 0 ? PARALLEL : NONE;
}

/**
 * Where segments whose bounding boxes meet, p at `P[i]` and q at `Q[j]`
 * (`[x, y, x2, y2]` each), meet: the record at `out[o]`, and its code.
 */
export function intersectNearAt(P: Float64Array, i: number, Q: Float64Array, j: number, out: Float64Array, o: number): number {
  const px = P[i]!;
  const py = P[i + 1]!;
  const p2x = P[i + 2]!;
  const p2y = P[i + 3]!;
  const qx = Q[j]!;
  const qy = Q[j + 1]!;
  const q2x = Q[j + 2]!;
  const q2y = Q[j + 3]!;
  if ((px === p2x && py === p2y) || (qx === q2x && qy === q2y)) return degenerateAt(P, i, Q, j, out, o);
  // d1, d2: the sides of q's line (directed q → q2) that p and p2 are on; d3, d4: those of p's
  // line that q and q2 are on (the exact orientation sign: its filter, exact when it cannot tell).
  const sx = q2x - qx;
  const sy = q2y - qy;
  const d1 = orientationSign(Q, j, Q, j + 2, P, i);
  const d2 = orientationSign(Q, j, Q, j + 2, P, i + 2);
  if (d1 === 0 && d2 === 0) return collinearAt(P, i, Q, j, out, o);
  const rx = p2x - px;
  const ry = p2y - py;
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return (out[o] = rx * sy - ry * sx === 0 ? PARALLEL : NONE);
  const d3 = orientationSign(P, i, P, i + 2, Q, j);
  const d4 = orientationSign(P, i, P, i + 2, Q, j + 2);
  if ((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0)) return (out[o] = rx * sy - ry * sx === 0 ? PARALLEL : NONE);
  // The lines cross at one point, inside both closed segments. It is computed
  // exactly and rounded once (crossingAt: t, u, x, y each within 1 ulp, at any
  // angle). An endpoint that the exact predicates put on the other segment is
  // returned as that endpoint, exactly, with its parameter 0 or 1; any other
  // crossing keeps its parameters strictly inside (0, 1), even where the
  // rounding of an exact 1 − 10⁻²⁰ would give 1.
  crossingAt(P, i, Q, j, CROSSING, 0);
  const t = d1 === 0 ? 0 : d2 === 0 ? 1 : inside(CROSSING[0]!);
  const u = d3 === 0 ? 0 : d4 === 0 ? 1 : inside(CROSSING[1]!);
  const x = d1 === 0 ? px : d2 === 0 ? p2x : d3 === 0 ? qx : d4 === 0 ? q2x : CROSSING[2]!;
  const y = d1 === 0 ? py : d2 === 0 ? p2y : d3 === 0 ? qy : d4 === 0 ? q2y : CROSSING[3]!;
  out[o] = POINT;
  out[o + 1] = x;
  out[o + 2] = y;
  out[o + 3] = x;
  out[o + 4] = y;
  out[o + 5] = t;
  out[o + 6] = t;
  out[o + 7] = u;
  out[o + 8] = u;
  return POINT;
}

/** The exact crossing's t, u, x, y (reused: synchronous). */
const CROSSING = new Float64Array(4);

/** A parameter strictly inside (0, 1): the nearest double inside when rounding reached an end. */
function inside(v: number): number {
  return v <= 0 ? Number.MIN_VALUE : v >= 1 ? 1 - 2 ** -53 : v;
}

/**
 * Writes the parameter of the point `X[x]` (known to lie on the segment's line)
 * along the segment `S[s]` to `out[slot]`, measured on the segment's dominant
 * axis so that its ends give exactly 0 and 1. A zero-length segment gives 0.
 */
function writeParameter(S: Float64Array, s: number, X: Float64Array, x: number, out: Float64Array, slot: number): void {
  const sx = S[s]!;
  const sy = S[s + 1]!;
  const ex = S[s + 2]!;
  const ey = S[s + 3]!;
  const px = X[x]!;
  const py = X[x + 1]!;
  const dx = ex - sx;
  const dy = ey - sy;
  let t = 0;
  if ((dx !== 0 || dy !== 0) && (px !== sx || py !== sy)) {
    if (px === ex && py === ey) t = 1;
    else {
      const raw = Math.abs(dx) >= Math.abs(dy) ? (px - sx) / dx : (py - sy) / dy;
      t = raw <= 0 ? 0 : raw >= 1 ? 1 : raw; // also turns −0 into 0
    }
  }
  out[slot] = t;
}

/** A `POINT` record for the point `X[x]`, its parameters along `P[i]` and `Q[j]`. */
function pointAt(P: Float64Array, i: number, Q: Float64Array, j: number, X: Float64Array, x: number, out: Float64Array, o: number): number {
  out[o] = POINT;
  out[o + 1] = out[o + 3] = X[x]!;
  out[o + 2] = out[o + 4] = X[x + 1]!;
  writeParameter(P, i, X, x, out, o + 5);
  out[o + 6] = out[o + 5]!;
  writeParameter(Q, j, X, x, out, o + 7);
  out[o + 8] = out[o + 7]!;
  return POINT;
}

/** One segment (or both) of zero length, bounding boxes meeting: its point, when it lies on the other. */
function degenerateAt(P: Float64Array, i: number, Q: Float64Array, j: number, out: Float64Array, o: number): number {
  if (!segmentsTouchNear(P, i, Q, j)) return (out[o] = NONE);
  const degenerate1 = P[i] === P[i + 2] && P[i + 1] === P[i + 3];
  return degenerate1 ? pointAt(P, i, Q, j, P, i, out, o) : pointAt(P, i, Q, j, Q, j, out, o);
}

/** Two non-degenerate collinear segments: overlap, touch at one shared endpoint, or miss. */
function collinearAt(P: Float64Array, i: number, Q: Float64Array, j: number, out: Float64Array, o: number): number {
  const px = P[i]!;
  const py = P[i + 1]!;
  const p2x = P[i + 2]!;
  const p2y = P[i + 3]!;
  // Position along p's direction, on its dominant axis: exact for points on one
  // line (negation is exact).
  const useX = Math.abs(p2x - px) >= Math.abs(p2y - py);
  const sign = (useX ? p2x > px : p2y > py) ? 1 : -1;
  const kq = sign * (useX ? Q[j]! : Q[j + 1]!);
  const kq2 = sign * (useX ? Q[j + 2]! : Q[j + 3]!);
  // q's ends in p's order: b0 first, b1 last.
  const qFirst = kq <= kq2;
  const b0 = qFirst ? j : j + 2;
  const kb0 = qFirst ? kq : kq2;
  const b1 = qFirst ? j + 2 : j;
  const kb1 = qFirst ? kq2 : kq;
  // The shared piece runs from lo to hi (each an end of p or of q).
  const kp = sign * (useX ? px : py);
  const kp2 = sign * (useX ? p2x : p2y);
  const loIsP = kp >= kb0;
  const hiIsP = kp2 <= kb1;
  const gap = (hiIsP ? kp2 : kb1) - (loIsP ? kp : kb0);
  if (gap < 0) return (out[o] = PARALLEL);
  const L = loIsP ? P : Q;
  const l = loIsP ? i : b0;
  if (gap === 0) return pointAt(P, i, Q, j, L, l, out, o);
  const H = hiIsP ? P : Q;
  const h = hiIsP ? i + 2 : b1;
  out[o] = OVERLAP;
  out[o + 1] = L[l]!;
  out[o + 2] = L[l + 1]!;
  out[o + 3] = H[h]!;
  out[o + 4] = H[h + 1]!;
  writeParameter(P, i, L, l, out, o + 5);
  writeParameter(P, i, H, h, out, o + 6);
  writeParameter(Q, j, L, l, out, o + 7);
  writeParameter(Q, j, H, h, out, o + 8);
  return OVERLAP;
}

// ─── segment–circle ─────────────────────────────────────────────────────────

/*
 * Segment–circle, in two parts that the object API and the batch API both call
 * in the same order: `clearOfDisk` (small, inlined) for a segment that clearly
 * misses the disk, then `crossingsAt` (reads the shapes from arrays). A record
 * is `[count, x0, y0, t0, x1, y1, t1]`, the points sorted by `t`; slots past
 * `count` are left as they were. See `intersectSegmentCircle` for the method
 * and the ties.
 */

/**
 * Does the segment `(sx, sy) → (ex, ey)` clearly miss the closed disk around
 * `(cx, cy)`? Clear by a margin, relative to the size of the numbers
 * (`|start − centre|₁ + radius`), of 2⁻²⁰: millions of times the rounding of
 * the computation it skips (and of the tests' own rounding), so skipping never
 * changes an answer. First the segment's whole line beyond the margin
 * (`cross(start − centre, end − start)² > clear²·|end − start|²`: a few products,
 * and it rules out most disks), then both ends beyond it on one side (a few
 * comparisons), then the segment's distance (one division, no square root).
 * An overflow or underflow in the squares never clears a disk the long way would not.
 */
export function clearOfDisk(sx: number, sy: number, ex: number, ey: number, cx: number, cy: number, radius: number): boolean {
  const fx = sx - cx;
  const fy = sy - cy;
  const gx = ex - cx;
  const gy = ey - cy;
  const clear = radius + 9.5367431640625e-7 * (Math.abs(fx) + Math.abs(fy) + radius);
  const dx = ex - sx;
  const dy = ey - sy;
  const cross = fx * dy - fy * dx;
  return (
    cross * cross > clear * clear * (dx * dx + dy * dy) ||
    (fx > clear && gx > clear) ||
    (fx < -clear && gx < -clear) ||
    (fy > clear && gy > clear) ||
    (fy < -clear && gy < -clear) ||
    segmentDistanceSquaredXY(sx, sy, ex, ey, cx, cy) > clear * clear
  );
}

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
  let sx = S[i]!;
  let sy = S[i + 1]!;
  let ex = S[i + 2]!;
  let ey = S[i + 3]!;
  const cx = C[j]!;
  const cy = C[j + 1]!;
  const radius = C[j + 2]!;
  // The endpoints' sides of the circle, with the same rounding as the hit test's distances
  // (distanceToPoint: √((q.x − p.x)² + (q.y − p.y)²)).
  let dx = cx - sx;
  let dy = cy - sy;
  let startDistance = Math.sqrt(dx * dx + dy * dy);
  dx = cx - ex;
  dy = cy - ey;
  let endDistance = Math.sqrt(dx * dx + dy * dy);
  dx = ex - sx;
  dy = ey - sy;
  const length = Math.sqrt(dx * dx + dy * dy);
  const reversed = length !== 0 && endDistance - radius === 0 && startDistance - radius !== 0;
  if (reversed) {
    // Solve from the end that lies on the circle, then turn the answer round.
    const x = sx;
    const y = sy;
    const d = startDistance;
    sx = ex;
    sy = ey;
    startDistance = endDistance;
    ex = x;
    ey = y;
    endDistance = d;
  }
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
  out[o] = count;
  for (let k = 0; k < count; k++) {
    const kind = k === 0 ? first : second;
    let t = kind === 1 ? 1 : 0;
    if (kind === 2) {
      const raw = (k === 0 ? firstDistance : secondDistance) / length;
      t = raw <= 0 ? 0 : raw >= 1 ? 1 : raw; // also turns −0 into 0
    }
    // start + t·(end − start), exactly the start at t = 0 and the end at t = 1.
    const slot = reversed ? o + 4 - 3 * k - 3 * (2 - count) : o + 1 + 3 * k;
    out[slot] = t === 0 ? sx : t === 1 ? ex : sx + t * (ex - sx);
    out[slot + 1] = t === 0 ? sy : t === 1 ? ey : sy + t * (ey - sy);
    out[slot + 2] = reversed ? 1 - t : t;
  }
  return count;
}

// ─── circle–line contact ────────────────────────────────────────────────────

/**
 * A circle `(cx, cy)`, `radius` against the line `a·x + b·y + c = 0`, written as
 * a record of `CONTACT_STRIDE` numbers at `out[o]`: `[penetrating (1 or 0),
 * signedDistance, t, depth, normalX, normalY, footX, footY, pushOutX, pushOutY,
 * resolvedX, resolvedY]`. `both` is `sides: 'both'`; `maxDepth` is already
 * checked. See `circleLineContact` for the method: it computes the same
 * expressions (written out there, so that the engine builds its result from
 * locals); the batch tests check the two agree bit for bit.
 */
export function circleLineContactInto(
  cx: number,
  cy: number,
  radius: number,
  a: number,
  b: number,
  c: number,
  both: boolean,
  maxDepth: number,
  out: Float64Array,
  o: number,
): void {
  const length = vectorLength(a, b);
  const nx = a / length;
  const ny = b / length;
  // The same numbers as signedDistanceToLine and closestPointOnLine.
  const signedDistance = (a * cx + b * cy + c) / length;
  let normalX = nx + 0;
  let normalY = ny + 0;
  let distance = signedDistance;
  if (both) {
    if (signedDistance < 0) {
      normalX = -normalX + 0;
      normalY = -normalY + 0;
    }
    distance = Math.abs(signedDistance);
  }
  const depth = radius - distance;
  out[o + 1] = signedDistance;
  // Article 002's t, kept finite-or-signed-infinite for a zero radius (never NaN).
  out[o + 2] = radius > 0 ? signedDistance / radius : signedDistance > 0 ? Infinity : signedDistance < 0 ? -Infinity : 0;
  out[o + 4] = normalX;
  out[o + 5] = normalY;
  out[o + 6] = cx - nx * signedDistance;
  out[o + 7] = cy - ny * signedDistance;
  // One branch on penetration (it is as likely as not), not one per field.
  if (depth > 0 && depth <= maxDepth) {
    const pushX = normalX * depth;
    const pushY = normalY * depth;
    out[o] = 1;
    out[o + 3] = depth;
    out[o + 8] = pushX;
    out[o + 9] = pushY;
    out[o + 10] = cx + pushX;
    out[o + 11] = cy + pushY;
  } else {
    out[o] = 0;
    out[o + 3] = 0;
    out[o + 8] = 0;
    out[o + 9] = 0;
    out[o + 10] = cx;
    out[o + 11] = cy;
  }
}

/** Article 002's t, kept finite-or-signed-infinite for a zero radius (never NaN). */
export function normalisedPosition(signedDistance: number, radius: number): number {
  if (radius > 0) return signedDistance / radius;
  return signedDistance > 0 ? Infinity : signedDistance < 0 ? -Infinity : 0;
}
