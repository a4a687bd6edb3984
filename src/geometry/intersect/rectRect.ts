import type { ClosestPoints } from '../distance/shapeToShape';
import type { Rect, Vec2 } from '../shapes/types';

/**
 * Rect against rect (closed, axis-aligned, `(x, y)` = top-left, y down): hit
 * test, signed distance with witness points, the overlap rect, the contact
 * (minimum translation). Comparisons
 * of edges are exact (each edge is `x`, or `x + width` as rounded once, the
 * same number every hitkit rect query uses). The functions take valid shapes
 * (not re-checked).
 */

/**
 * Do the closed rects overlap or touch (within `tolerance`, scene units ≥ 0)?
 * Touching edges or corners count. Allocates nothing.
 */
export function rectRectHit(a: Rect, b: Rect, tolerance = 0): boolean {
  return (
    a.x <= b.x + b.width + tolerance &&
    b.x <= a.x + a.width + tolerance &&
    a.y <= b.y + b.height + tolerance &&
    b.y <= a.y + a.height + tolerance
  );
}

/** The gaps between the rects along x and y (negative: overlap extents), into `GAPS`. */
const GAPS = new Float64Array(2);

function gaps(a: Rect, b: Rect): void {
  const aRight = a.x + a.width;
  const bRight = b.x + b.width;
  const aBottom = a.y + a.height;
  const bBottom = b.y + b.height;
  GAPS[0] = Math.max(b.x - aRight, a.x - bRight);
  GAPS[1] = Math.max(b.y - aBottom, a.y - bBottom);
}

/**
 * Signed distance between the closed rects: the Euclidean distance between
 * them when apart (> 0), 0 when touching, and when they overlap minus the
 * penetration depth, the smaller overlap extent along x or y (the length of
 * `rectRectContact`'s push-out). Allocates nothing.
 */
export function rectRectDistance(a: Rect, b: Rect): number {
  gaps(a, b);
  const gx = GAPS[0]!;
  const gy = GAPS[1]!;
  if (gx > 0 || gy > 0) return Math.hypot(Math.max(gx, 0), Math.max(gy, 0));
  return Math.max(gx, gy) + 0; // both ≤ 0: minus the smaller overlap (or 0 touching)
}

/**
 * `rectRectDistance` with witness points: apart, the nearest points of `a` and
 * of `b` (on a side, the middle of the facing sides' shared span; at a corner,
 * the corners); overlapping, the deepest points along the push-out axis, so
 * that `|pointA − pointB| = |distance|`.
 */
export function rectRectClosestPoints(a: Rect, b: Rect): ClosestPoints {
  const distance = rectRectDistance(a, b);
  const aRight = a.x + a.width;
  const bRight = b.x + b.width;
  const aBottom = a.y + a.height;
  const bBottom = b.y + b.height;
  // Per axis: the two facing coordinates (apart), or a shared one (spans overlap).
  const axis = (a0: number, a1: number, b0: number, b1: number): [number, number] => {
    if (b0 > a1) return [a1, b0];
    if (a0 > b1) return [a0, b1];
    const mid = (Math.max(a0, b0) + Math.min(a1, b1)) / 2;
    return [mid, mid];
  };
  if (distance >= 0) {
    const [ax, bx] = axis(a.x, aRight, b.x, bRight);
    const [ay, by] = axis(a.y, aBottom, b.y, bBottom);
    return { distance, pointA: { x: ax, y: ay }, pointB: { x: bx, y: by } };
  }
  const contact = rectRectContact(a, b);
  const n = contact.normal;
  // a's deepest point into b and b's matching boundary point, along the push-out axis
  const [sy0, sy1] = [Math.max(a.y, b.y), Math.min(aBottom, bBottom)];
  const [sx0, sx1] = [Math.max(a.x, b.x), Math.min(aRight, bRight)];
  if (n.x !== 0) {
    const y = (sy0 + sy1) / 2;
    return n.x > 0 ? { distance, pointA: { x: a.x, y }, pointB: { x: bRight, y } } : { distance, pointA: { x: aRight, y }, pointB: { x: b.x, y } };
  }
  const x = (sx0 + sx1) / 2;
  return n.y > 0 ? { distance, pointA: { x, y: a.y }, pointB: { x, y: bBottom } } : { distance, pointA: { x, y: aBottom }, pointB: { x, y: b.y } };
}

/**
 * The overlap of the closed rects, or `null` when they do not meet. Touching
 * rects overlap in a zero-width or zero-height rect (a shared edge) or a
 * zero-size one (a shared corner).
 */
export function intersectRectRect(a: Rect, b: Rect): Rect | null {
  if (!rectRectHit(a, b)) return null;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
}

/** The contact of a rect pushed out of another: the minimum translation. */
export interface RectContact {
  /** Whether the rects overlap with positive depth (touching is not penetrating). */
  readonly penetrating: boolean;
  /** `rectRectDistance(a, b)`: negative overlapping. */
  readonly signedDistance: number;
  /** The push-out's length (`|pushOut|`): the smaller overlap extent up to rounding, 0 when not penetrating. */
  readonly depth: number;
  /** The axis unit vector `a` is pushed along: (±1, 0) or (0, ±1), away from `b`. */
  readonly normal: Vec2;
  /** `normal · depth`; `(0, 0)` when not penetrating. */
  readonly pushOut: Vec2;
  /** `a` moved by `pushOut`: its near side placed on `b`'s far side (touching `b`, up to the rounding of `x + width`). */
  readonly resolved: Rect;
}

/**
 * `a` pushed out of `b` by the minimum translation (separating axis test on
 * x and y): along the axis of the smaller overlap (x on a tie), towards the
 * side of `b` that `a`'s centre is on (to +x or +y when the centres are level).
 * Not overlapping (apart or touching): not penetrating, the normal still the
 * axis that separates them best.
 */
export function rectRectContact(a: Rect, b: Rect): RectContact {
  gaps(a, b);
  const gx = GAPS[0]!;
  const gy = GAPS[1]!;
  const signedDistance = rectRectDistance(a, b);
  const alongX = gx >= gy; // the axis that separates most (or overlaps least)
  const centreA = alongX ? a.x + a.width / 2 : a.y + a.height / 2;
  const centreB = alongX ? b.x + b.width / 2 : b.y + b.height / 2;
  const direction = centreA < centreB ? -1 : 1;
  const normal = alongX ? { x: direction, y: 0 } : { x: 0, y: direction };
  const penetrating = gx < 0 && gy < 0;
  if (!penetrating) return { penetrating, signedDistance, depth: 0, normal, pushOut: { x: 0, y: 0 }, resolved: { x: a.x, y: a.y, width: a.width, height: a.height } };
  // The exact target edge: a's near side onto b's far side.
  const resolved = alongX
    ? { x: direction > 0 ? b.x + b.width : b.x - a.width, y: a.y, width: a.width, height: a.height }
    : { x: a.x, y: direction > 0 ? b.y + b.height : b.y - a.height, width: a.width, height: a.height };
  const pushOut = { x: resolved.x - a.x + 0, y: resolved.y - a.y + 0 };
  return { penetrating, signedDistance, depth: Math.hypot(pushOut.x, pushOut.y), normal, pushOut, resolved };
}
