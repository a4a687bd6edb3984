import type { Circle, Rect, Segment, Vec2 } from './types';

/**
 * Point queries: distances and closest points. Source: article
 * `003_3767818ab5c6ffa5.txt` (point–segment by the projection factor k, with a
 * zero-length segment falling back to its point; point–circle as the distance to
 * the centre minus the radius; point–rectangle signed distance, y down), with the segment computed relative to the query point so that results
 * hold at coordinates around 1e9 as well as around 1.
 *
 * These functions take already-valid shapes (see `shapes.ts`) and do not re-check
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
 * falls. `(ax, ay)` is `start − point`. A zero-length segment gives 0.
 */
function clampedParameter(ax: number, ay: number, dx: number, dy: number): number {
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
  const ax = segment.start.x - px;
  const ay = segment.start.y - py;
  const dx = segment.end.x - segment.start.x;
  const dy = segment.end.y - segment.start.y;
  const t = clampedParameter(ax, ay, dx, dy);
  if (t === 1) {
    const bx = segment.end.x - px;
    const by = segment.end.y - py;
    return bx * bx + by * by;
  }
  const qx = ax + t * dx;
  const qy = ay + t * dy;
  return qx * qx + qy * qy;
}

/** The closest point of a segment to a query point, and where it lies along the segment. */
export interface SegmentClosestPoint {
  /** The point of the segment nearest the query point (scene units). */
  readonly point: Vec2;
  /** Its parameter along `start → end`, in [0, 1]: 0 at `start`, 1 at `end`. */
  readonly t: number;
}

/**
 * The point of the closed segment nearest `point` (article 003's projection
 * factor k, clamped to [0, 1]).
 *
 * @param point - the query point, scene units (y down)
 * @param segment - a valid segment (finite coordinates; not re-checked)
 * @returns `{ point, t }`: at `t = 0` the point is exactly `segment.start`, at
 *   `t = 1` exactly `segment.end`, in between `start + t·(end − start)`.
 *   When the foot of the perpendicular falls outside the segment, the nearer
 *   endpoint is returned. A zero-length segment returns its point with `t = 0`.
 */
export function closestPointOnSegment(point: Vec2, segment: Segment): SegmentClosestPoint {
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
 * lies on it). Article 003, point–segment. A zero-length segment is its point,
 * so the result is the point–point distance (as article 003 does).
 *
 * @param point - the query point, scene units (y down)
 * @param segment - a valid segment (not re-checked)
 */
export function distanceToSegment(point: Vec2, segment: Segment): number {
  return Math.sqrt(segmentDistanceSquared(segment, point.x, point.y));
}

/**
 * Signed distance from `point` to the closed axis-aligned rectangle, article 003
 * (point–rectangle, y down): positive outside (the distance to the nearest point
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
  // Article 003: per axis, the larger of the two signed edge distances.
  const dx = Math.max(rect.x - point.x, point.x - (rect.x + rect.width));
  const dy = Math.max(rect.y - point.y, point.y - (rect.y + rect.height));
  if (dx > 0 && dy > 0) return Math.sqrt(dx * dx + dy * dy);
  return Math.max(dx, dy);
}

/**
 * The point of the rectangle's boundary nearest `point`.
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
  const toLeft = x - left;
  const toRight = right - x;
  const toTop = y - top;
  const toBottom = bottom - y;
  const nearest = Math.min(toLeft, toRight, toTop, toBottom);
  if (toLeft === nearest) return { x: left, y };
  if (toRight === nearest) return { x: right, y };
  if (toTop === nearest) return { x, y: top };
  return { x, y: bottom };
}

/**
 * The point of the circle's boundary (its circumference) nearest `point`: the
 * centre moved `radius` along the direction to `point`. Article
 * `003_3767818ab5c6ffa5.txt` measures point–circle distance along this line
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
  let dx = point.x - center.x;
  let dy = point.y - center.y;
  if (dx === 0 && dy === 0) return { x: center.x + radius, y: center.y };
  // Only the direction matters. Tiny differences (subnormal ones lose digits
  // even in hypot) are scaled up by an exact power of two first; then hypot
  // (no underflow of the squares), and normalise before scaling by the radius
  // (radius / length could overflow).
  if (Math.abs(dx) < 1e-280 && Math.abs(dy) < 1e-280) {
    dx *= 2 ** 600;
    dy *= 2 ** 600;
  }
  const length = Math.hypot(dx, dy);
  return { x: center.x + (dx / length) * radius, y: center.y + (dy / length) * radius };
}
