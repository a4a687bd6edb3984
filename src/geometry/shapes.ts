import type { Circle, Rect, Segment, Vec2 } from './types';
import { assertCircle, assertFinite, assertRect, assertSegment } from './validate';

/**
 * Validating constructors. Each returns a new frozen plain object (copying its
 * inputs, so later mutation of an argument cannot change the shape) and throws:
 *
 * - `TypeError` when an argument has the wrong type (`vec('1', 2)`, `segment(null, …)`);
 * - `RangeError` when a number is not finite or a size is negative
 *   (`circle(c, -3)` → `circle.radius must be a finite number >= 0, got -3`).
 *
 * Degenerate but finite shapes are accepted: a zero-length segment is its point,
 * a zero-radius circle its centre, a zero-size rect its corner.
 */

/** A frozen copy of a (validated) point. */
function frozenPoint(p: Vec2): Vec2 {
  return Object.freeze({ x: p.x, y: p.y });
}

/** A point `(x, y)` in scene units (y down). */
export function vec(x: number, y: number): Vec2 {
  assertFinite(x, 'vec.x');
  assertFinite(y, 'vec.y');
  return Object.freeze({ x, y });
}

/** The closed segment from `start` to `end`. */
export function segment(start: Vec2, end: Vec2): Segment {
  assertSegment({ start, end }, 'segment');
  return Object.freeze({ start: frozenPoint(start), end: frozenPoint(end) });
}

/** The closed disk of `radius >= 0` around `center`. */
export function circle(center: Vec2, radius: number): Circle {
  assertCircle({ center, radius }, 'circle');
  return Object.freeze({ center: frozenPoint(center), radius });
}

/** The closed axis-aligned rectangle with top-left corner `(x, y)` (y down) and size `width × height`, both `>= 0`. */
export function rect(x: number, y: number, width: number, height: number): Rect {
  assertRect({ x, y, width, height }, 'rect');
  return Object.freeze({ x, y, width, height });
}
