import type { Circle, Line, Rect, Segment, SegmentPoint, Vec2 } from '../shapes/types';
import { length as vectorLength, RIGHT, unit } from '../shapes/vec';

/**
 * Point queries: distances and closest points. Source: article
 * “Shape classes 3: distance” (図形クラス3「距離」) (point–segment by the projection factor k, with a
 * zero-length segment falling back to its point; point–circle as the distance to
 * the centre minus the radius; point–rectangle signed distance, y down), with the segment computed relative to the query point so that results
 * hold at coordinates around 1e9 as well as around 1.
 *
 * These functions take already-valid shapes (see the shape constructors and the
 * `assert…` checks) and do not re-check
 * them: they are the hot path. They allocate nothing, except the returned object
 * of the `closestPointOn…` functions.
 *
 * Range: distances go through squared lengths, so they are accurate while the
 * coordinate differences involved lie between about 1e-150 and 1e150 (beyond,
 * the squares underflow or overflow). Absolute coordinates may be anything
 * finite; ties are decided exactly when the inputs are exact.
 */

/**
 * The projection factor k of article 003, clamped to [0, 1]: where along
 * `start → start + (dx, dy)` the foot of the perpendicular from the query point
 * falls. `(ax, ay)` is `start − point`. A zero-length segment gives 0. @internal
 */
export function clampedParameter(ax: number, ay: number, dx: number, dy: number): number {
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const t = -(ax * dx + ay * dy) / lengthSquared;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/**
 * Squared distance from `(px, py)` to the closed segment, by clamped projection.
 * The one place this number is computed, so that `distanceToSegment` and
 * `segmentCircleHit` agree to the last bit. @internal
 */
export function segmentDistanceSquared(segment: Segment, px: number, py: number): number {
  const { start, end } = segment;
  return segmentDistanceSquaredXY(start.x, start.y, end.x, end.y, px, py);
}

/**
 * {@link segmentDistanceSquared} on coordinates: the segment `(sx, sy) → (ex, ey)`,
 * the point `(px, py)`. Computed relative to the point: with `a = start − point`
 * and `d = end − start`, the clamped factor `k = −(a·d)/|d|²` picks `a` (k ≤ 0),
 * `end − point` (k ≥ 1) or `a + k·d`. No allocation, no square root. @internal
 */
export function segmentDistanceSquaredXY(sx: number, sy: number, ex: number, ey: number, px: number, py: number): number {
  const ax = sx - px;
  const ay = sy - py;
  const dx = ex - sx;
  const dy = ey - sy;
  const lengthSquared = dx * dx + dy * dy;
  // A zero-length segment is its point (k = 0).
  if (lengthSquared === 0) return ax * ax + ay * ay;
  const t = -(ax * dx + ay * dy) / lengthSquared;
  if (t <= 0) return ax * ax + ay * ay;
  if (t >= 1) {
    const bx = ex - px;
    const by = ey - py;
    return bx * bx + by * by;
  }
  const qx = ax + t * dx;
  const qy = ay + t * dy;
  return qx * qx + qy * qy;
}

/**
 * The point of the closed segment nearest `point` (article “Shape classes 3: distance” (図形クラス3「距離」)'s projection
 * factor k, clamped to [0, 1]).
 *
 * @param point - the query point, scene units (y down)
 * @param segment - a valid segment (finite coordinates; not re-checked)
 * @returns `{ point, t }`: at `t = 0` the point is exactly `segment.start`, at
 *   `t = 1` exactly `segment.end`, in between `start + t·(end − start)`.
 *   When the foot of the perpendicular falls outside the segment, the nearer
 *   endpoint is returned. A zero-length segment returns its point with `t = 0`.
 */
export function closestPointOnSegment(point: Vec2, segment: Segment): SegmentPoint {
  const { start, end } = segment;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const t = clampedParameter(start.x - point.x, start.y - point.y, dx, dy);
  if (t === 0) return { point: { x: start.x, y: start.y }, t };
  if (t === 1) return { point: { x: end.x, y: end.y }, t };
  return { point: { x: start.x + t * dx, y: start.y + t * dy }, t };
}

/**
 * Euclidean distance from `point` to the closed segment (≥ 0; 0 when the point
 * lies on it). Article “Shape classes 3: distance” (図形クラス3「距離」), point–segment. A zero-length segment is its point,
 * so the result is the point–point distance (as article 003 does).
 *
 * @param point - the query point, scene units (y down)
 * @param segment - a valid segment (not re-checked)
 */
export function distanceToSegment(point: Vec2, segment: Segment): number {
  const { start, end } = segment;
  return Math.sqrt(segmentDistanceSquaredXY(start.x, start.y, end.x, end.y, point.x, point.y));
}

/**
 * Signed distance from `point` to the closed axis-aligned rectangle, article
 * “Shape classes 3: distance” (図形クラス3「距離」) (point–rectangle, y down): positive outside (the distance to the nearest point
 * of the rectangle, an edge or a corner), exactly 0 on the boundary, negative
 * inside (minus the distance to the nearest edge).
 *
 * A zero-size rect is its corner (the result is then the distance to that point,
 * never negative); a zero-width or zero-height rect is a segment.
 *
 * @param point - the query point, scene units
 * @param rect - a valid rect, `(x, y)` = top-left, `width, height >= 0` (not re-checked)
 */
export function distanceToRect(point: Vec2, rect: Rect): number {
  return distanceToRectXY(point.x, point.y, rect.x, rect.y, rect.width, rect.height);
}

/**
 * {@link distanceToRect} on coordinates: the point `(px, py)`, the rect with
 * top-left `(x, y)` and size `width × height`. @internal
 */
export function distanceToRectXY(px: number, py: number, x: number, y: number, width: number, height: number): number {
  // Article 003: per axis, the larger of the two signed edge distances.
  const dx = Math.max(x - px, px - (x + width));
  const dy = Math.max(y - py, py - (y + height));
  if (dx > 0 && dy > 0) return Math.sqrt(dx * dx + dy * dy);
  return Math.max(dx, dy);
}

/**
 * The point of the rectangle's boundary nearest `point`: the witness of
 * “Shape classes 3: distance” (図形クラス3「距離」)'s point–rectangle distance.
 *
 * - Outside: the point clamped to the rectangle (on an edge, or a corner).
 * - On the boundary: the point itself.
 * - Inside: the foot on the nearest edge. When two or more edges are equally
 *   near (e.g. the centre of a square), the first of left, right, top, bottom
 *   (in that order) wins, so the answer is the same every time.
 *
 * Consistency: the distance from `point` to the result
 * equals `|distanceToRect(point, rect)|` (up to rounding).
 *
 * @param point - the query point, scene units (y down)
 * @param rect - a valid rect (not re-checked)
 * @returns a new point on the boundary
 */
export function closestPointOnRect(point: Vec2, rect: Rect): Vec2 {
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const { x, y } = point;
  if (x < left || x > right || y < top || y > bottom) {
    return {
      x: x < left ? left : x > right ? right : x,
      y: y < top ? top : y > bottom ? bottom : y,
    };
  }
  switch (nearestEdge(x, y, rect)) {
    case 'left':
      return { x: left, y };
    case 'right':
      return { x: right, y };
    case 'top':
      return { x, y: top };
    default:
      return { x, y: bottom };
  }
}

/**
 * For a point in the closed rect: the edge nearest it, the first of left, right,
 * top, bottom on a tie (so a corner point belongs to its vertical edge). The one
 * place this tie order lives. @internal
 */
export function nearestEdge(x: number, y: number, rect: Rect): 'left' | 'right' | 'top' | 'bottom' {
  const toLeft = x - rect.x;
  const toRight = rect.x + rect.width - x;
  const toTop = y - rect.y;
  const toBottom = rect.y + rect.height - y;
  const nearest = Math.min(toLeft, toRight, toTop, toBottom);
  if (toLeft === nearest) return 'left';
  if (toRight === nearest) return 'right';
  if (toTop === nearest) return 'top';
  return 'bottom';
}

/**
 * The point of the circle's boundary (its circumference) nearest `point`: the
 * centre moved `radius` along the direction to `point`. Article
 * “Shape classes 3: distance” (図形クラス3「距離」) measures point–circle distance along this line
 * (distance to the centre minus the radius).
 *
 * Ties and degenerate input: when `point` is exactly the centre every boundary
 * point is equally near; the answer is then the rightmost one,
 * `(center.x + radius, center.y)`, every time. A zero-radius circle returns its
 * centre.
 *
 * @param point - the query point, scene units (y down)
 * @param circle - a valid circle, radius >= 0 (not re-checked)
 * @returns a new point on the circumference
 */
export function closestPointOnCircle(point: Vec2, circle: Circle): Vec2 {
  const { center, radius } = circle;
  // Only the direction matters; `unit` keeps it exact for subnormal differences,
  // and normalising before scaling by the radius cannot overflow.
  const direction = unit(point.x - center.x, point.y - center.y) ?? RIGHT;
  return { x: center.x + direction.x * radius, y: center.y + direction.y * radius };
}

/**
 * Euclidean distance between two points (≥ 0). Article “Shape classes 3: distance” (図形クラス3「距離」),
 * point–point: `√((x₂ − x₁)² + (y₂ − y₁)²)`; its example: `(30, 0)` to `(0, 40)` is 50.
 *
 * @param p - a point, scene units
 * @param q - a point, scene units
 */
export function distanceToPoint(p: Vec2, q: Vec2): number {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Signed distance from `point` to the circle's circumference, article
 * “Shape classes 3: distance” (図形クラス3「距離」) (point–circle: the distance to the centre minus the
 * radius): positive outside, exactly 0 on the circle, negative inside (at the
 * centre, `−radius`). Its example: the circle `(0, 0)`, r = 50 and the point
 * `(−50, 0)` give 0. A zero-radius circle is its centre (the result is then the
 * point–point distance).
 *
 * @param point - the query point, scene units
 * @param circle - a valid circle (not re-checked)
 */
export function distanceToCircle(point: Vec2, circle: Circle): number {
  return distanceToPoint(point, circle.center) - circle.radius;
}

/**
 * Signed distance from `point` to the infinite line `a·x + b·y + c = 0`:
 * `(a·x + b·y + c) / √(a² + b²)` (the square root of the sum of squares, not
 * `Math.hypot`, wherever the squares cannot overflow or underflow). Positive on
 * the side the normal `(a, b)` points to (for `lineThrough(p, q)`, the front
 * side, article 002's 表), exactly 0 on the line, negative behind it. Source:
 * article “Shape classes 3: distance” (図形クラス3「距離」) (point–straight line) with its absolute
 * value left off, and article “Correcting a circle sunk into a line” (直線に埋まった円を補正する) (the sign says which
 * side the point is on).
 *
 * @param point - the query point, scene units
 * @param line - a valid line, `(a, b) ≠ (0, 0)` (not re-checked; make one with
 *   `lineThrough` or `lineFromCoefficients`, which throw a `RangeError` for `(0, 0)`)
 */
export function signedDistanceToLine(point: Vec2, line: Line): number {
  const { a, b, c } = line;
  return (a * point.x + b * point.y + c) / vectorLength(a, b);
}

/**
 * Distance from `point` to the infinite line `a·x + b·y + c = 0`:
 * `|a·x + b·y + c| / √(a² + b²)` (≥ 0). Article “Shape classes 3: distance” (図形クラス3「距離」),
 * point–straight line.
 *
 * @param point - the query point, scene units
 * @param line - a valid line (not re-checked)
 */
export function distanceToLine(point: Vec2, line: Line): number {
  return Math.abs(signedDistanceToLine(point, line));
}

/**
 * The foot of the perpendicular from `point` to the infinite line: the line's
 * nearest point, `point − n·signedDistanceToLine(point, line)` with `n` the unit
 * normal. Article “Correcting a circle sunk into a line” (直線に埋まった円を補正する) (the foot of the perpendicular,
 * `d2 = c − n·r·t`). A point on the line is its own foot (up to rounding).
 *
 * @param point - the query point, scene units
 * @param line - a valid line (not re-checked)
 * @returns a new point on the line
 */
export function closestPointOnLine(point: Vec2, line: Line): Vec2 {
  const { a, b, c } = line;
  const length = vectorLength(a, b);
  const nx = a / length;
  const ny = b / length;
  const s = (a * point.x + b * point.y + c) / length;
  return { x: point.x - nx * s, y: point.y - ny * s };
}
