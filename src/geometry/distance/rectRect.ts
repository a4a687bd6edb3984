import type { ClosestPoints } from './shapeToShape';
import type { Rect, Vec2 } from '../shapes/types';

/**
 * Rect against rect (closed, axis-aligned, `(x, y)` = top-left, y down): the
 * signed distance and its witness points. Comparisons of edges are exact (each
 * edge is `x`, or `x + width` as rounded once, the same number every hitkit
 * rect query uses). The functions take valid shapes (not re-checked) and,
 * but for the witness points, allocate nothing.
 */

/** How far apart the rects are along x: the gap between them (> 0), or minus the overlap of their x spans (≤ 0). */
export function rectGapX(a: Rect, b: Rect): number {
  return Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
}

/** How far apart the rects are along y: the gap between them (> 0), or minus the overlap of their y spans (≤ 0). */
export function rectGapY(a: Rect, b: Rect): number {
  return Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
}

/**
 * The axis unit vector along which `a` leaves `b` by the least move, away from
 * `b`: along the axis that separates the rects most (or along which they
 * overlap least; x on a tie), towards the side of `b` that `a`'s centre is on
 * (to +x or +y when the centres are level). `rectRectContact`'s normal, and the
 * axis of `rectRectClosestPoints`' deepest points. @internal
 */
export function rectPushOutNormal(a: Rect, b: Rect): Vec2 {
  const alongX = rectGapX(a, b) >= rectGapY(a, b);
  const centreA = alongX ? a.x + a.width / 2 : a.y + a.height / 2;
  const centreB = alongX ? b.x + b.width / 2 : b.y + b.height / 2;
  const direction = centreA < centreB ? -1 : 1;
  return alongX ? { x: direction, y: 0 } : { x: 0, y: direction };
}

/**
 * Signed distance between the closed rects: the Euclidean distance between
 * them when apart (> 0), 0 when touching, and when they overlap minus the
 * penetration depth, the smaller overlap extent along x or y (the length of
 * `rectRectContact`'s push-out). Allocates nothing.
 */
export function rectRectDistance(a: Rect, b: Rect): number {
  const gx = rectGapX(a, b);
  const gy = rectGapY(a, b);
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
  const n = rectPushOutNormal(a, b);
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
