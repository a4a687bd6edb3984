import { SegmentIntersectionCode } from '../batch/packed';
import { segmentsTouchNear } from '../hit/segmentTouch';
import { crossingAt } from '../robust/crossingPoint';
import { orientationSign } from '../robust/orientation';
import { segmentPairFilter } from '../robust/segmentPairFilter';

/**
 * The segment–segment intersection written as a record, the steps that
 * `intersectSegmentSegment` (object API) and `intersectSegmentSegmentBatch`
 * (batch API) both run, so the two agree to the bit by construction. A record
 * is `[code, startX, startY, endX, endY, tStart, tEnd, uStart, uEnd]`, the
 * public `SEGMENT_INTERSECTION_STRIDE` layout: `NONE`/`PARALLEL` write only the
 * code; `POINT` writes the point as a piece of zero length; `OVERLAP` the shared
 * piece ordered along the first segment. Every decision is exact.
 *
 * Written for the engine as much as for the reader: the common case (segments
 * far apart) is answered by small functions the engine inlines into the
 * caller's loop; the rest goes to a larger function that takes its segments as
 * arrays and indices, never as loose numbers, so that nothing is boxed
 * (allocated) across a call the engine does not inline. No closures, no
 * spreads, literals instead of module constants on the hot paths. The steps
 * trust their input (the callers document it). @internal
 */

/** Record codes (slot 0) of a segment–segment intersection: the public `SegmentIntersectionCode`'s. */
export const NONE = SegmentIntersectionCode.none;
export const PARALLEL = SegmentIntersectionCode.parallel;
export const POINT = SegmentIntersectionCode.point;
export const OVERLAP = SegmentIntersectionCode.overlap;

/*
 * In three parts that the object API and the batch API both call in the same
 * order: `boxesApartXY` (the segment touch tests' box filter) for the common
 * far-apart case, then `apartCode` (small, inlined) for the code of segments
 * that miss, or `intersectNearAt` (larger, reads the segments from arrays) for
 * the rest.
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
  // The fused filter of the four orientations first: a certified miss or proper crossing (every
  // end strictly on one side of the other's line) needs no exact sign; the rest (ties, near-
  // collinear ends) takes the exact signs below.
  const sure = segmentPairFilter(P, i, Q, j);
  if (sure === 0) return (out[o] = (p2x - px) * (q2y - qy) - (p2y - py) * (q2x - qx) === 0 ? PARALLEL : NONE);
  if (sure === 1) {
    crossingAt(P, i, Q, j, CROSSING, 0);
    return writePoint(out, o, CROSSING[2]!, CROSSING[3]!, inside(CROSSING[0]!), inside(CROSSING[1]!));
  }
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
  return writePoint(out, o, x, y, t, u);
}

/** A `POINT` record at `out[o]`: the point `(x, y)` as a piece of zero length, its parameters `t` and `u`. */
function writePoint(out: Float64Array, o: number, x: number, y: number, t: number, u: number): number {
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

/** The exact crossing's t, u, x, y (module-level scratch: filled and read in one synchronous call). */
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

/** Packs the segments `p → p₂` and `q → q₂` into `input[0 … 8)` for the record's steps (`intersectNearAt(input, 0, input, 4, …)`). @internal */
export function packSegmentPair(input: Float64Array, px: number, py: number, p2x: number, p2y: number, qx: number, qy: number, q2x: number, q2y: number): void {
  input[0] = px;
  input[1] = py;
  input[2] = p2x;
  input[3] = p2y;
  input[4] = qx;
  input[5] = qy;
  input[6] = q2x;
  input[7] = q2y;
}
