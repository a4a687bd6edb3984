import type { Circle, Line, Rect, Segment, Vec2 } from '../shapes/types';
import { assertCircle, assertLine, assertRect, assertSegment, assertVec2 } from '../shapes/validate';

/**
 * Packed shapes and result records for the batch API (the `…Batch` functions): shapes laid
 * out one after another in a `Float64Array` (structure of arrays, interleaved),
 * so that bulk queries read memory in order and allocate nothing.
 *
 * Layouts (scene units, x to the right, y down):
 *
 * | shapes   | numbers per shape | layout                                   |
 * | -------- | ----------------- | ---------------------------------------- |
 * | points   | 2                 | `[x, y, x, y, …]`                        |
 * | segments | 4                 | `[startX, startY, endX, endY, …]`        |
 * | circles  | 3                 | `[centerX, centerY, radius, …]`          |
 * | rects    | 4                 | `[x, y, width, height, …]` (top-left)    |
 * | lines    | 3                 | `[a, b, c, …]` (`a·x + b·y + c = 0`)     |
 *
 * Shape `i` starts at index `i · stride`. The `pack…` helpers build these
 * arrays from shape objects and validate every number on the way in, as the
 * shape constructors do; the batch functions then trust the numbers.
 */

/** Numbers per packed point: `[x, y]`. */
export const POINT_STRIDE = 2;
/** Numbers per packed segment: `[startX, startY, endX, endY]`. */
export const SEGMENT_STRIDE = 4;
/** Numbers per packed circle: `[centerX, centerY, radius]`. */
export const CIRCLE_STRIDE = 3;
/** Numbers per packed rect: `[x, y, width, height]`, `(x, y)` the top-left corner (y down). */
export const RECT_STRIDE = 4;
/** Numbers per packed line: `[a, b, c]` of `a·x + b·y + c = 0`. */
export const LINE_STRIDE = 3;

/**
 * Numbers per segment–segment intersection record (`intersectSegmentSegmentBatch`):
 * `[code, startX, startY, endX, endY, tStart, tEnd, uStart, uEnd]`. `code` is a
 * {@link SegmentIntersectionCode}. A `point` is written as a piece of zero
 * length (start = end = the point, `tStart = tEnd = t`, `uStart = uEnd = u`); an
 * `overlap` as the shared piece ordered along the first segment; `none` and
 * `parallel` write only the code and leave the other slots as they were.
 */
export const SEGMENT_INTERSECTION_STRIDE = 9;

/**
 * Numbers per segment–circle intersection record (`intersectSegmentCircleBatch`):
 * `[count, x0, y0, t0, x1, y1, t1]`, `count` (0, 1 or 2) points sorted by their
 * parameter `t` along the segment; slots past `count` are left as they were.
 */
export const SEGMENT_CIRCLE_INTERSECTION_STRIDE = 7;

/**
 * Numbers per contact record (`circleLineContactBatch`): `[penetrating,
 * signedDistance, t, depth, normalX, normalY, footX, footY, pushOutX, pushOutY,
 * resolvedCenterX, resolvedCenterY]`, the fields of a `Contact` in order, with
 * `penetrating` as 1 or 0.
 */
export const CONTACT_STRIDE = 12;

/**
 * Slot 0 of a segment–segment intersection record: what
 * `intersectSegmentSegment` would answer. `none` is `{ kind: 'none', parallel:
 * false }`, `parallel` is `{ kind: 'none', parallel: true }`.
 */
export const SegmentIntersectionCode = Object.freeze({ none: 0, parallel: 1, point: 2, overlap: 3 } as const);

/** Checks that `shapes` is an array, naming it. */
function assertArray(shapes: unknown, name: string): asserts shapes is readonly unknown[] {
  if (!Array.isArray(shapes)) {
    throw new TypeError(`${name} must be an array, got ${shapes === null ? 'null' : typeof shapes}`);
  }
}

/**
 * Packs points as `[x, y, x, y, …]`.
 *
 * @param points - `{ x, y }` objects, scene units
 * @returns a new `Float64Array` of `2 · points.length` numbers
 * @throws TypeError when `points` is not an array or an entry is not a point;
 *   RangeError when a coordinate is not finite, naming it (`points[3].x must be
 *   a finite number, got NaN`)
 */
export function packPoints(points: readonly Vec2[]): Float64Array {
  assertArray(points, 'points');
  const packed = new Float64Array(points.length * POINT_STRIDE);
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    assertVec2(p, `points[${i}]`);
    packed[i * POINT_STRIDE] = p.x;
    packed[i * POINT_STRIDE + 1] = p.y;
  }
  return packed;
}

/** Writes a segment's record at `packed[o]` (`[startX, startY, endX, endY]`). @internal */
export function putSegment(packed: Float64Array, o: number, s: Segment): void {
  packed[o] = s.start.x;
  packed[o + 1] = s.start.y;
  packed[o + 2] = s.end.x;
  packed[o + 3] = s.end.y;
}

/** Writes a circle's record at `packed[o]` (`[centerX, centerY, radius]`). @internal */
export function putCircle(packed: Float64Array, o: number, c: Circle): void {
  packed[o] = c.center.x;
  packed[o + 1] = c.center.y;
  packed[o + 2] = c.radius;
}

/** Writes a rect's record at `packed[o]` (`[x, y, width, height]`). @internal */
export function putRect(packed: Float64Array, o: number, r: Rect): void {
  packed[o] = r.x;
  packed[o + 1] = r.y;
  packed[o + 2] = r.width;
  packed[o + 3] = r.height;
}

/**
 * Packs segments as `[startX, startY, endX, endY, …]`. Zero-length segments
 * are accepted (a zero-length segment is its point).
 *
 * @param segments - `{ start, end }` objects, scene units
 * @returns a new `Float64Array` of `4 · segments.length` numbers
 * @throws TypeError when `segments` is not an array or an entry is not a
 *   segment; RangeError when a coordinate is not finite, naming it
 *   (`segments[2].end.y must be a finite number, got Infinity`)
 */
export function packSegments(segments: readonly Segment[]): Float64Array {
  assertArray(segments, 'segments');
  const packed = new Float64Array(segments.length * SEGMENT_STRIDE);
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    assertSegment(s, `segments[${i}]`);
    putSegment(packed, i * SEGMENT_STRIDE, s);
  }
  return packed;
}

/**
 * Packs circles as `[centerX, centerY, radius, …]`. Zero radii are accepted (a
 * zero-radius circle is its centre).
 *
 * @param circles - `{ center, radius }` objects, scene units
 * @returns a new `Float64Array` of `3 · circles.length` numbers
 * @throws TypeError when `circles` is not an array or an entry is not a circle;
 *   RangeError when a number is not finite or a radius is negative, naming it
 *   (`circles[0].radius must be a finite number >= 0, got -3`)
 */
export function packCircles(circles: readonly Circle[]): Float64Array {
  assertArray(circles, 'circles');
  const packed = new Float64Array(circles.length * CIRCLE_STRIDE);
  for (let i = 0; i < circles.length; i++) {
    const c = circles[i];
    assertCircle(c, `circles[${i}]`);
    putCircle(packed, i * CIRCLE_STRIDE, c);
  }
  return packed;
}

/**
 * Packs axis-aligned rects as `[x, y, width, height, …]`, `(x, y)` the top-left
 * corner (y down). Zero sizes are accepted (a zero-size rect is its corner).
 *
 * @param rects - `{ x, y, width, height }` objects, scene units
 * @returns a new `Float64Array` of `4 · rects.length` numbers
 * @throws TypeError when `rects` is not an array or an entry is not a rect;
 *   RangeError when a number is not finite or a size is negative, naming it
 *   (`rects[5].width must be a finite number >= 0, got -1`)
 */
export function packRects(rects: readonly Rect[]): Float64Array {
  assertArray(rects, 'rects');
  const packed = new Float64Array(rects.length * RECT_STRIDE);
  for (let i = 0; i < rects.length; i++) {
    const r = rects[i];
    assertRect(r, `rects[${i}]`);
    putRect(packed, i * RECT_STRIDE, r);
  }
  return packed;
}

/**
 * Packs lines as `[a, b, c, …]` (`a·x + b·y + c = 0`, coefficients kept as given).
 *
 * @param lines - `{ a, b, c }` objects, e.g. from `lineThrough`
 * @returns a new `Float64Array` of `3 · lines.length` numbers
 * @throws TypeError when `lines` is not an array or an entry is not a line;
 *   RangeError when a coefficient is not finite or `a = b = 0`, naming it
 *   (`lines[1].a and lines[1].b must not both be 0 …`)
 */
export function packLines(lines: readonly Line[]): Float64Array {
  assertArray(lines, 'lines');
  const packed = new Float64Array(lines.length * LINE_STRIDE);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    assertLine(l, `lines[${i}]`);
    const o = i * LINE_STRIDE;
    packed[o] = l.a;
    packed[o + 1] = l.b;
    packed[o + 2] = l.c;
  }
  return packed;
}
