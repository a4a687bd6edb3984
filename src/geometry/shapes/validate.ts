import type { Circle, Line, Polygon, Polyline, Ray, Rect, RotatedRect, Segment, Vec2 } from './types';

/**
 * Input checks shared by the shape constructors, the hooks and the components.
 *
 * Each `assert…` function throws a `TypeError` when the value has the wrong type
 * (not an object, a missing field, a string where a number belongs) and a
 * `RangeError` when a number is out of range (NaN, ±Infinity, a negative radius
 * or size). The message names the argument by the path the caller gives, and the
 * value it got, e.g. `circle.radius must be a finite number >= 0, got -3`.
 *
 * The geometry queries themselves do not call these: they take already-valid
 * shapes and stay check-free on the hot path.
 */

/** Formats a received value for an error message: `NaN`, `-3`, `"12"`, `null`, `object`. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/**
 * The one number check: `TypeError` when `value` is not a number, `RangeError`
 * when it is not finite or fails `inRange`; the message says `requirement`.
 */
function assertNumber(value: unknown, name: string, requirement: string, inRange: (value: number) => boolean): asserts value is number {
  if (typeof value === 'number' && Number.isFinite(value) && inRange(value)) return;
  const message = `${name} must be ${requirement}, got ${describe(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

const anyNumber = () => true;
const nonNegative = (value: number) => value >= 0;
const positive = (value: number) => value > 0;

/** Throws unless `value` is a finite number. */
export function assertFinite(value: unknown, name: string): asserts value is number {
  assertNumber(value, name, 'a finite number', anyNumber);
}

/** Throws unless `value` is a finite number `>= 0`. */
export function assertNonNegative(value: unknown, name: string): asserts value is number {
  assertNumber(value, name, 'a finite number >= 0', nonNegative);
}

/** Throws unless `value` is a finite number `> 0`. */
export function assertPositive(value: unknown, name: string): asserts value is number {
  assertNumber(value, name, 'a finite number > 0', positive);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A non-array object with finite `x` and `y` (the check without a message). */
function isPoint(value: unknown): value is Vec2 {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && isFiniteNumber((value as Vec2).x) && isFiniteNumber((value as Vec2).y);
}

/** Throws a `TypeError` unless `value` is a non-null, non-array object. */
function assertObject(value: unknown, name: string, shape: string): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${name} must be ${shape}, got ${describe(value)}`);
  }
}

/** Throws unless `value` is a `{ x, y }` with finite coordinates. */
export function assertVec2(value: unknown, name: string): asserts value is Vec2 {
  // fast path: a valid point builds no message (hooks and components check on every render)
  if (isPoint(value)) return;
  assertObject(value, name, 'a point { x, y }');
  assertFinite(value.x, `${name}.x`);
  assertFinite(value.y, `${name}.y`);
}

/** Throws unless `value` is a `{ start, end }` of valid points. */
export function assertSegment(value: unknown, name: string): asserts value is Segment {
  if (typeof value === 'object' && value !== null && isPoint((value as Segment).start) && isPoint((value as Segment).end)) return;
  assertObject(value, name, 'a segment { start, end }');
  assertVec2(value.start, `${name}.start`);
  assertVec2(value.end, `${name}.end`);
}

/** Throws unless `value` is a `{ center, radius }` with a valid centre and a finite radius `>= 0`. */
export function assertCircle(value: unknown, name: string): asserts value is Circle {
  if (typeof value === 'object' && value !== null && isPoint((value as Circle).center)) {
    const r = (value as Circle).radius;
    if (typeof r === 'number' && r >= 0 && r < Infinity) return;
  }
  assertObject(value, name, 'a circle { center, radius }');
  assertVec2(value.center, `${name}.center`);
  assertNonNegative(value.radius, `${name}.radius`);
}

/** Throws unless `value` is a `{ x, y, width, height }` with finite numbers and a size `>= 0`. */
export function assertRect(value: unknown, name: string): asserts value is Rect {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { x, y, width, height } = value as Rect;
    if (
      isFiniteNumber(x) &&
      isFiniteNumber(y) &&
      typeof width === 'number' &&
      width >= 0 &&
      width < Infinity &&
      typeof height === 'number' &&
      height >= 0 &&
      height < Infinity
    )
      return;
  }
  assertObject(value, name, 'a rect { x, y, width, height }');
  assertFinite(value.x, `${name}.x`);
  assertFinite(value.y, `${name}.y`);
  assertNonNegative(value.width, `${name}.width`);
  assertNonNegative(value.height, `${name}.height`);
}

/**
 * Throws unless `value` is a `{ center, width, height, rotation }` with a valid centre,
 * finite sizes `>= 0` and a finite rotation (radians, any finite value).
 */
export function assertRotatedRect(value: unknown, name: string): asserts value is RotatedRect {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { center, width, height, rotation } = value as RotatedRect;
    if (
      isPoint(center) &&
      typeof width === 'number' &&
      width >= 0 &&
      width < Infinity &&
      typeof height === 'number' &&
      height >= 0 &&
      height < Infinity &&
      isFiniteNumber(rotation)
    )
      return;
  }
  assertObject(value, name, 'a rotated rect { center, width, height, rotation }');
  assertVec2(value.center, `${name}.center`);
  assertNonNegative(value.width, `${name}.width`);
  assertNonNegative(value.height, `${name}.height`);
  assertFinite(value.rotation, `${name}.rotation`);
}

/**
 * Throws unless `value` is a `{ a, b, c }` of finite numbers with `(a, b) ≠ (0, 0)`
 * (article 003: without a normal there is no line; `RangeError`).
 */
export function assertLine(value: unknown, name: string): asserts value is Line {
  assertObject(value, name, 'a line { a, b, c }');
  assertFinite(value.a, `${name}.a`);
  assertFinite(value.b, `${name}.b`);
  assertFinite(value.c, `${name}.c`);
  if (value.a === 0 && value.b === 0) {
    throw new RangeError(`${name}.a and ${name}.b must not both be 0 (a line needs a normal), got a = 0, b = 0`);
  }
}

/** Throws unless `value` is a `{ origin, direction }` of valid points with a nonzero direction (`RangeError`). */
export function assertRay(value: unknown, name: string): asserts value is Ray {
  assertObject(value, name, 'a ray { origin, direction }');
  assertVec2(value.origin, `${name}.origin`);
  assertVec2(value.direction, `${name}.direction`);
  const d = value.direction as Vec2;
  if (d.x === 0 && d.y === 0) {
    throw new RangeError(`${name}.direction must not be (0, 0) (a ray needs a direction), got (0, 0)`);
  }
}

/** Throws unless `value` is a `{ points }` of at least `least` valid points (`${name}.points[3].x must be …`). */
function assertPath(value: unknown, name: string, least: number, shape: string): void {
  if (typeof value === 'object' && value !== null && Array.isArray((value as Polyline).points)) {
    const points = (value as Polyline).points;
    let valid = points.length >= least;
    for (let k = 0; valid && k < points.length; k++) valid = isPoint(points[k]);
    if (valid) return;
  }
  assertObject(value, name, shape);
  const points = value.points;
  if (!Array.isArray(points)) throw new TypeError(`${name}.points must be an array of points, got ${describe(points)}`);
  if (points.length < least) throw new RangeError(`${name}.points must have at least ${least} points, got ${points.length}`);
  for (let k = 0; k < points.length; k++) assertVec2(points[k], `${name}.points[${k}]`);
}

/** Throws unless `value` is a `{ points }` with at least 2 valid points. */
export function assertPolyline(value: unknown, name: string): asserts value is Polyline {
  assertPath(value, name, 2, 'a polyline { points }');
}

/** Throws unless `value` is a `{ points }` with at least 3 valid points. */
export function assertPolygon(value: unknown, name: string): asserts value is Polygon {
  assertPath(value, name, 3, 'a polygon { points }');
}

/** Throws a `RangeError` unless `value` is `'evenodd'` or `'nonzero'`. */
export function assertFillRule(value: unknown, name: string): asserts value is 'evenodd' | 'nonzero' {
  if (value !== 'evenodd' && value !== 'nonzero') throw new RangeError(`${name} must be 'evenodd' or 'nonzero', got ${String(value)}`);
}
