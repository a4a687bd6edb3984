import { circleLineContactInto } from '../contact/circleLine';
import { readBothSides, readMaxDepth, type CircleLineContactOptions } from '../contact/contact';
import { distanceToRectXY, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { clearOfDisk, segmentCircleHitXY } from '../hit/segmentCircle';
import { boxesApartXY, segmentsTouchNear } from '../hit/segmentTouch';
import { crossingsAt } from '../intersect/segmentCircleRecord';
import { apartCode, collinearCode, intersectNearAt } from '../intersect/segmentSegmentRecord';
import {
  CIRCLE_STRIDE,
  CONTACT_STRIDE,
  LINE_STRIDE,
  RECT_STRIDE,
  SEGMENT_CIRCLE_INTERSECTION_STRIDE,
  SEGMENT_INTERSECTION_STRIDE,
  SEGMENT_STRIDE,
} from './packed';
import { segmentSegmentDistance } from '../distance/shapeToShape';
import type { Circle, Segment, Vec2 } from '../shapes/types';

/**
 * The batch API: one query shape against many packed shapes (the `…_STRIDE`
 * layouts and the `pack…` helpers), answers written into a typed array
 * the caller provides, so a loop over thousands of shapes allocates nothing and
 * reads memory in order:
 *
 * ```ts
 * const circles = packCircles(shapes);            // once, or when the shapes change
 * const hits = new Uint8Array(shapes.length);     // reused from call to call
 * segmentCircleHitBatch(pointerSegment, circles, hits); // hits[i] is 1 when shapes[i] is hit
 * ```
 *
 * Each function gives, for shape `i`, exactly the answer of its scalar function
 * for that shape, bit for bit (−0 and 0 told apart): both run the same steps,
 * in the same order (for the contact, the same record), and the tests
 * check every number.
 *
 * Checks: each function throws a `TypeError` when an array argument is not the
 * typed array it names, and a `RangeError` naming the argument when a packed
 * array's length is not a multiple of its stride or `out` does not have room
 * for exactly one answer per shape. The numbers themselves are not re-checked
 * on the hot path (pack them with the `pack…` helpers, which validate); like
 * the scalar functions, the batch functions take the query shape as already
 * valid.
 *
 * Degenerate shapes mean what they mean everywhere in hitkit: a zero-length
 * segment is its point, a zero-radius circle its centre, a zero-size rect its
 * corner. Scene units, x to the right, y down. Not re-entrant across threads of
 * control that share a module instance (they are synchronous, as JavaScript is).
 */

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  return (value as object).constructor?.name ?? 'an object';
}

/*
 * The checks are split in two: a small test that the engine inlines into the
 * caller's loop (it runs once per batch), and the message-building throw, which
 * never runs in a correct program and so is never inlined. That keeps the batch
 * functions small enough for the engine to inline the per-shape core as well.
 */

/** The number of packed shapes in `packed`, after checking its type and length. */
function countPacked(packed: unknown, stride: number, name: string, layout: string): number {
  if (packed instanceof Float64Array && packed.length % stride === 0) return packed.length / stride;
  return badPacked(packed, stride, name, layout);
}

function badPacked(packed: unknown, stride: number, name: string, layout: string): never {
  if (!(packed instanceof Float64Array)) {
    throw new TypeError(`${name} must be a Float64Array of packed ${layout}, got ${describe(packed)}`);
  }
  throw new RangeError(`${name}.length must be a multiple of ${stride} (${layout}), got ${packed.length}`);
}

/** Checks that `out` is a `Uint8Array` with one slot per shape. */
function checkFlags(out: unknown, count: number, per: string): asserts out is Uint8Array {
  if (!(out instanceof Uint8Array) || out.length !== count) badFlags(out, count, per);
}

function badFlags(out: unknown, count: number, per: string): never {
  if (!(out instanceof Uint8Array)) throw new TypeError(`out must be a Uint8Array, got ${describe(out)}`);
  throw new RangeError(`out.length must be ${count} (one answer per ${per}), got ${out.length}`);
}

/** Checks that `out` is a `Float64Array` with `stride` slots per shape. */
function checkRecords(out: unknown, count: number, stride: number, per: string): asserts out is Float64Array {
  if (!(out instanceof Float64Array) || out.length !== count * stride) badRecords(out, count, stride, per);
}

function badRecords(out: unknown, count: number, stride: number, per: string): never {
  if (!(out instanceof Float64Array)) throw new TypeError(`out must be a Float64Array, got ${describe(out)}`);
  const unit = stride === 1 ? 'one number' : `${stride} numbers`;
  throw new RangeError(`out.length must be ${count * stride} (${unit} per ${per}), got ${out.length}`);
}

/**
 * `segmentCircleHit(segment, circles[i], tolerance)` for every packed circle:
 * `out[i]` is 1 when the closed segment touches the closed disk `i` (within
 * `tolerance`), 0 otherwise. Articles "線分と円の当たり判定" (hit test of a segment and a
 * circle) and "線分と円の当たり" (segment vs circle collision), by clamped projection.
 *
 * @param segment - the query segment, scene units (not re-checked; zero length is its point)
 * @param circles - packed circles `[centerX, centerY, radius, …]` (see `packCircles`)
 * @param out - one slot per circle
 * @param tolerance - extra reach added to every radius, scene units (default 0)
 * @returns `out`
 * @throws TypeError / RangeError when `circles` or `out` has the wrong type or length
 */
export function segmentCircleHitBatch(segment: Segment, circles: Float64Array, out: Uint8Array, tolerance = 0): Uint8Array {
  const count = countPacked(circles, CIRCLE_STRIDE, 'circles', '[centerX, centerY, radius, …]');
  checkFlags(out, count, 'circle');
  const sx = segment.start.x;
  const sy = segment.start.y;
  const ex = segment.end.x;
  const ey = segment.end.y;
  for (let i = 0, j = 0; i < count; i++, j += CIRCLE_STRIDE) {
    out[i] = segmentCircleHitXY(sx, sy, ex, ey, circles[j]!, circles[j + 1]!, circles[j + 2]! + tolerance) ? 1 : 0;
  }
  return out;
}

/** The query segment, packed, for the steps that read shapes from arrays (module-level scratch: filled and read in one synchronous call). */
const QUERY = new Float64Array(SEGMENT_STRIDE);

function packQuery(segment: Segment): Float64Array {
  QUERY[0] = segment.start.x;
  QUERY[1] = segment.start.y;
  QUERY[2] = segment.end.x;
  QUERY[3] = segment.end.y;
  return QUERY;
}

/** Packed segment `i` as an object, for the tolerance path of {@link segmentSegmentHitBatch} (module-level scratch, as `QUERY`). */
const OTHER_SEGMENT = { start: { x: 0, y: 0 }, end: { x: 0, y: 0 } };

/**
 * `segmentSegmentHit(segment, segments[i], tolerance)` for every packed segment:
 * `out[i]` is 1 when the closed segments share a point (within `tolerance`), 0
 * otherwise. At `tolerance = 0` decided exactly (the exact orientation, behind a
 * bounding-box filter), as the scalar function; article "2D Lidarのシミュレーション -
 * 線分交差判定" (simulating a 2D lidar: segment intersection), generalised to closed segments.
 *
 * @param segment - the query segment, scene units (not re-checked)
 * @param segments - packed segments `[startX, startY, endX, endY, …]` (see `packSegments`)
 * @param out - one slot per segment
 * @param tolerance - scene units (default 0)
 * @returns `out`
 * @throws TypeError / RangeError when `segments` or `out` has the wrong type or length
 */
export function segmentSegmentHitBatch(segment: Segment, segments: Float64Array, out: Uint8Array, tolerance = 0): Uint8Array {
  const count = countPacked(segments, SEGMENT_STRIDE, 'segments', '[startX, startY, endX, endY, …]');
  checkFlags(out, count, 'segment');
  if (tolerance === 0) {
    const query = packQuery(segment);
    const px = query[0]!;
    const py = query[1]!;
    const p2x = query[2]!;
    const p2y = query[3]!;
    for (let i = 0, j = 0; i < count; i++, j += SEGMENT_STRIDE) {
      const apart = boxesApartXY(px, py, p2x, p2y, segments[j]!, segments[j + 1]!, segments[j + 2]!, segments[j + 3]!);
      out[i] = !apart && segmentsTouchNear(query, 0, segments, j) ? 1 : 0;
    }
    return out;
  }
  const other = OTHER_SEGMENT;
  for (let i = 0, j = 0; i < count; i++, j += SEGMENT_STRIDE) {
    other.start.x = segments[j]!;
    other.start.y = segments[j + 1]!;
    other.end.x = segments[j + 2]!;
    other.end.y = segments[j + 3]!;
    out[i] = segmentSegmentDistance(segment, other) <= tolerance ? 1 : 0;
  }
  return out;
}

/**
 * `distanceToSegment(point, segments[i])` for every packed segment: the
 * Euclidean distance (≥ 0) from the point to the closed segment, by article
 * "図形クラス3「距離」" (shape classes 3: distance)'s projection factor, clamped. A
 * zero-length segment is its point.
 *
 * @param point - the query point, scene units (not re-checked)
 * @param segments - packed segments `[startX, startY, endX, endY, …]` (see `packSegments`)
 * @param out - one number per segment
 * @returns `out`
 * @throws TypeError / RangeError when `segments` or `out` has the wrong type or length
 */
export function distanceToSegmentBatch(point: Vec2, segments: Float64Array, out: Float64Array): Float64Array {
  const count = countPacked(segments, SEGMENT_STRIDE, 'segments', '[startX, startY, endX, endY, …]');
  checkRecords(out, count, 1, 'segment');
  const px = point.x;
  const py = point.y;
  for (let i = 0, j = 0; i < count; i++, j += SEGMENT_STRIDE) {
    out[i] = Math.sqrt(segmentDistanceSquaredXY(segments[j]!, segments[j + 1]!, segments[j + 2]!, segments[j + 3]!, px, py));
  }
  return out;
}

/**
 * `distanceToRect(point, rects[i])` for every packed rect: the signed distance
 * from the point to the closed axis-aligned rect (positive outside, 0 on the
 * boundary, negative inside), article "図形クラス3「距離」" (shape classes 3: distance),
 * y down. A zero-size rect is its corner.
 *
 * @param point - the query point, scene units (not re-checked)
 * @param rects - packed rects `[x, y, width, height, …]`, top-left corners (see `packRects`)
 * @param out - one number per rect
 * @returns `out`
 * @throws TypeError / RangeError when `rects` or `out` has the wrong type or length
 */
export function distanceToRectBatch(point: Vec2, rects: Float64Array, out: Float64Array): Float64Array {
  const count = countPacked(rects, RECT_STRIDE, 'rects', '[x, y, width, height, …]');
  checkRecords(out, count, 1, 'rect');
  const px = point.x;
  const py = point.y;
  for (let i = 0, j = 0; i < count; i++, j += RECT_STRIDE) {
    out[i] = distanceToRectXY(px, py, rects[j]!, rects[j + 1]!, rects[j + 2]!, rects[j + 3]!);
  }
  return out;
}

/**
 * `intersectSegmentSegment(segment, segments[i])` for every packed segment,
 * as records of `SEGMENT_INTERSECTION_STRIDE` (9) numbers:
 * `[code, startX, startY, endX, endY, tStart, tEnd, uStart, uEnd]` at
 * `out[9·i]`, `code` a `SegmentIntersectionCode` (`none` 0, `parallel` 1,
 * `point` 2, `overlap` 3). A point is a piece of zero length; `t` is along the
 * query segment, `u` along segment `i`; `none` and `parallel` write only the
 * code. Exact decisions; article "2D Lidarのシミュレーション - 線分交差判定" (simulating a
 * 2D lidar: segment intersection), generalised to closed segments.
 *
 * @param segment - the query segment, scene units (not re-checked)
 * @param segments - packed segments `[startX, startY, endX, endY, …]` (see `packSegments`)
 * @param out - 9 numbers per segment
 * @returns `out`
 * @throws TypeError / RangeError when `segments` or `out` has the wrong type or length
 */
export function intersectSegmentSegmentBatch(segment: Segment, segments: Float64Array, out: Float64Array): Float64Array {
  const count = countPacked(segments, SEGMENT_STRIDE, 'segments', '[startX, startY, endX, endY, …]');
  checkRecords(out, count, SEGMENT_INTERSECTION_STRIDE, 'segment');
  const query = packQuery(segment);
  const px = query[0]!;
  const py = query[1]!;
  const p2x = query[2]!;
  const p2y = query[3]!;
  const rx = p2x - px;
  const ry = p2y - py;
  for (let i = 0, j = 0, o = 0; i < count; i++, j += SEGMENT_STRIDE, o += SEGMENT_INTERSECTION_STRIDE) {
    const qx = segments[j]!;
    const qy = segments[j + 1]!;
    const q2x = segments[j + 2]!;
    const q2y = segments[j + 3]!;
    if (boxesApartXY(px, py, p2x, p2y, qx, qy, q2x, q2y)) {
      // As intersectSegmentSegment, step for step.
      let code = apartCode(rx, ry, q2x - qx, q2y - qy);
      if (code === -1) code = collinearCode(query, 0, segments, j); // −1: UNSURE_CODE (a literal: no load)
      out[o] = code;
    } else {
      intersectNearAt(query, 0, segments, j, out, o);
    }
  }
  return out;
}

/**
 * `intersectSegmentCircle(segment, circles[i])` for every packed circle, as
 * records of `SEGMENT_CIRCLE_INTERSECTION_STRIDE` (7) numbers
 * `[count, x0, y0, t0, x1, y1, t1]` at `out[7·i]`: where the closed segment
 * crosses or touches circumference `i`, sorted by `t` along the segment; slots
 * past `count` are left as they were. Article "2D Lidarのシミュレーション - 線分交差判定"
 * (simulating a 2D lidar: segment intersection), segment–circle, every crossing.
 *
 * @param segment - the query segment, scene units (not re-checked)
 * @param circles - packed circles `[centerX, centerY, radius, …]` (see `packCircles`)
 * @param out - 7 numbers per circle
 * @returns `out`
 * @throws TypeError / RangeError when `circles` or `out` has the wrong type or length
 */
export function intersectSegmentCircleBatch(segment: Segment, circles: Float64Array, out: Float64Array): Float64Array {
  const count = countPacked(circles, CIRCLE_STRIDE, 'circles', '[centerX, centerY, radius, …]');
  checkRecords(out, count, SEGMENT_CIRCLE_INTERSECTION_STRIDE, 'circle');
  const query = packQuery(segment);
  const sx = query[0]!;
  const sy = query[1]!;
  const ex = query[2]!;
  const ey = query[3]!;
  for (let i = 0, j = 0, o = 0; i < count; i++, j += CIRCLE_STRIDE, o += SEGMENT_CIRCLE_INTERSECTION_STRIDE) {
    // As intersectSegmentCircle, step for step.
    if (clearOfDisk(sx, sy, ex, ey, circles[j]!, circles[j + 1]!, circles[j + 2]!)) out[o] = 0;
    else crossingsAt(query, 0, circles, j, out, o);
  }
  return out;
}

/**
 * `circleLineContact(circle, lines[i], options)` for every packed line, as
 * records of `CONTACT_STRIDE` (12) numbers at `out[12·i]`: `[penetrating (1 or
 * 0), signedDistance, t, depth, normalX, normalY, footX, footY, pushOutX,
 * pushOutY, resolvedCenterX, resolvedCenterY]`. Article "直線に埋まった円を補正する"
 * (correcting a circle sunk into a line): signed distance, normalised position
 * `t = distance / radius`, push-out along the line normal; one-sided or two-sided.
 *
 * @param circle - the query circle, scene units (not re-checked)
 * @param lines - packed lines `[a, b, c, …]` of `a·x + b·y + c = 0`, `(a, b) ≠ (0, 0)` (see `packLines`)
 * @param out - 12 numbers per line
 * @param options - `{ sides?: 'front' | 'both'; maxDepth?: number }`, as `circleLineContact`
 * @returns `out`
 * @throws TypeError / RangeError when `lines` or `out` has the wrong type or
 *   length; RangeError for an unknown `sides` or a `maxDepth` that is negative or NaN
 */
export function circleLineContactBatch(circle: Circle, lines: Float64Array, out: Float64Array, options?: CircleLineContactOptions): Float64Array {
  const count = countPacked(lines, LINE_STRIDE, 'lines', '[a, b, c, …]');
  checkRecords(out, count, CONTACT_STRIDE, 'line');
  const maxDepth = readMaxDepth(options);
  const both = readBothSides(options);
  const cx = circle.center.x;
  const cy = circle.center.y;
  const radius = circle.radius;
  for (let i = 0, j = 0, o = 0; i < count; i++, j += LINE_STRIDE, o += CONTACT_STRIDE) {
    circleLineContactInto(cx, cy, radius, lines[j]!, lines[j + 1]!, lines[j + 2]!, both, maxDepth, out, o);
  }
  return out;
}
