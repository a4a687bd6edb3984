import type { Circle, Line, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from './types';
import { frozenChain, frozenCircle, frozenRect, frozenRotatedRect, frozenSegment } from './frozen';
import { assertCircle, assertLine, assertPolygon, assertPolyline, assertRect, assertRotatedRect, assertSegment, assertVec2 } from './validate';

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
 *
 * The point constructor `vec(x, y)` lives with the vector helpers (`vec.ts`).
 */

/** The closed segment from `start` to `end`. */
export function segment(start: Vec2, end: Vec2): Segment {
  const s = { start, end };
  assertSegment(s, 'segment');
  return frozenSegment(s);
}

/** The closed disk of `radius >= 0` around `center`. */
export function circle(center: Vec2, radius: number): Circle {
  const c = { center, radius };
  assertCircle(c, 'circle');
  return frozenCircle(c);
}

/** The closed axis-aligned rectangle with top-left corner `(x, y)` (y down) and size `width × height`, both `>= 0`. */
export function rect(x: number, y: number, width: number, height: number): Rect {
  const r = { x, y, width, height };
  assertRect(r, 'rect');
  return frozenRect(r);
}

/**
 * The closed rectangle of size `width × height` (both `>= 0`) centred on `center` and turned by
 * `rotation` radians (positive turns +x towards +y: clockwise on screen, y down;
 * counter-clockwise in a yUp Scene). Its region is the quadrilateral of `rotatedRectCorners`.
 * A zero-size rotated rect is its centre; a zero-width or zero-height one a segment.
 *
 * @throws TypeError naming the argument when it has the wrong type (`rotatedRect.center must be a point { x, y }, got null`)
 * @throws RangeError for a non-finite coordinate or rotation, or a negative size
 *   (`rotatedRect.width must be a finite number >= 0, got -2`)
 */
export function rotatedRect(center: Vec2, width: number, height: number, rotation: number): RotatedRect {
  const r = { center, width, height, rotation };
  assertRotatedRect(r, 'rotatedRect');
  return frozenRotatedRect(r);
}

/**
 * The infinite line `a·x + b·y + c = 0` with the given coefficients, kept as given
 * (not normalised). Article “Shape classes 3: distance” (図形クラス3「距離」) (its StraightLine).
 *
 * @throws RangeError when a coefficient is not finite, or when `a = b = 0`
 *   (`line.a and line.b must not both be 0 …`): such an equation has no line.
 * @throws TypeError when a coefficient is not a number
 */
export function lineFromCoefficients(a: number, b: number, c: number): Line {
  assertLine({ a, b, c }, 'line');
  return Object.freeze({ a, b, c });
}

/**
 * The infinite line through `p` and `q`, directed from `p` to `q`, with a unit
 * normal: `(a, b) = perp(normalize(q − p))` where `perp(v) = (−v.y, v.x)` as in
 * article “Correcting a circle sunk into a line” (直線に埋まった円を補正する), and `c = −(a·p.x + b·p.y)`. So
 * `a·x + b·y + c` is the signed distance of `(x, y)` from the line, positive on
 * the article's 表 (front) side, negative on its 裏 (back) side. Where the
 * front side lies on screen depends on how y is drawn: with y down (SVG, the
 * default) it is on your right as you look from `p` towards `q`; in a `yUp`
 * Scene (maths-style) the figure is mirrored and it is on your left. The
 * numbers are the same either way. The line's direction `(b, −a)` is
 * `normalize(q − p)`. Example: `lineThrough((0, 0), (1, 0))` has normal
 * `(0, 1)`: the front side is `y > 0`, below the line with y down, above it with y up.
 *
 * Example (article 002): `lineThrough((640, 360), (160, 280))` puts `(400, 244)`
 * at signed distance 74.96593821124291 (front side).
 *
 * Rounding: the coefficients are rounded, `c` to about `ε·|p|`; so a point
 * exactly on the line through `p` and `q` gets a signed distance of that size,
 * of either sign (around 1e9, about 1e-7). Decisions that must be exact at such
 * ties (segments touching) use the segment queries, which keep the points.
 *
 * @throws RangeError when `p` and `q` are the same point (no direction), or a
 *   coordinate is not finite
 * @throws TypeError when a point is not a `{ x, y }` of numbers
 */
export function lineThrough(p: Vec2, q: Vec2): Line {
  assertVec2(p, 'lineThrough.p');
  assertVec2(q, 'lineThrough.q');
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) {
    throw new RangeError(`lineThrough.p and lineThrough.q must be different points, got (${p.x}, ${p.y}) twice`);
  }
  if (!Number.isFinite(length)) {
    throw new RangeError(`lineThrough: q − p must be finite, got (${dx}, ${dy})`);
  }
  // `+ 0` turns −0 into 0 (a horizontal or vertical line has an exact 0 coefficient).
  const a = -dy / length + 0;
  const b = dx / length + 0;
  return Object.freeze({ a, b, c: -(a * p.x + b * p.y) + 0 });
}

/**
 * The open polyline through `points` (at least 2; repeated consecutive points
 * allowed). The points are copied and frozen.
 *
 * @throws TypeError naming the argument (`polyline.points[2] must be a point …`);
 *   RangeError for fewer than 2 points or a non-finite coordinate (`polyline.points[2].x …`)
 */
export function polyline(points: readonly Vec2[]): Polyline {
  const p = { points };
  assertPolyline(p, 'polyline');
  return frozenChain(p);
}

/**
 * The closed polygon through `points` (at least 3; implicitly closed; any
 * winding; concave and self-intersecting allowed; repeated consecutive points
 * allowed). The points are copied and frozen.
 *
 * @throws TypeError naming the argument; RangeError for fewer than 3 points or a
 *   non-finite coordinate (`polygon.points[0].y must be a finite number, got NaN`)
 */
export function polygon(points: readonly Vec2[]): Polygon {
  const p = { points };
  assertPolygon(p, 'polygon');
  return frozenChain(p);
}
