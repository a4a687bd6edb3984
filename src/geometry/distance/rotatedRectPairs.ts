import { closestPointOnPolygon } from './polygon';
import { closestPointOnSegment, segmentDistanceSquared } from './pointToShape';
import { distanceToRotatedRect } from './rotatedRect';
import { apart, segmentSegmentClosestPoints, segmentSegmentDistance, type ClosestPoints } from './shapeToShape';
import { rectRotatedRectContact, rotatedRectRotatedRectContact } from '../contact/rotatedRect';
import { rectRotatedRectHit, rotatedRectRotatedRectHit, segmentRotatedRectHit } from '../hit/rotatedRect';
import { intersectSegmentRotatedRect } from '../intersect/segmentRotatedRect';
import { rotatedRectCorners, scratchCorners } from '../shapes/rotatedRect';
import type { Circle, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';

/**
 * Distances between a rotated rect and a segment, a circle, a rect or another
 * rotated rect, with their witness points: `ClosestPoints`, with the signs and
 * ties of the axis-aligned rect's pairs (`segmentRectClosestPoints`,
 * `circleRectClosestPoints`, `rectRectClosestPoints`). A rotated rect is the
 * closed quadrilateral of its corners (`rotatedRectCorners`); whether the
 * shapes touch is decided exactly on those corners (the `…RotatedRectHit`
 * tests), so a distance is 0 or negative exactly when the pair's hit test is
 * true. Apart, the distance is the least over the corners and edges (two
 * disjoint convex shapes are nearest at a vertex of one of them), each by
 * `distanceToSegment`'s clamped projection: within a few ulps of the scale of
 * the computation (see `distanceToRotatedRect`). Scene units, y down; the
 * shapes are valid (not re-checked).
 */

/**
 * Distance between the closed segment and the closed rotated rect (≥ 0):
 * exactly 0 when they meet (`segmentRotatedRectHit`), else the least of the
 * endpoints' distances to the rotated rect and the corners' distances to the
 * segment, never 0. Allocates nothing.
 *
 * @param segment - a valid segment (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function segmentRotatedRectDistance(segment: Segment, r: RotatedRect): number {
  if (segmentRotatedRectHit(segment, r)) return 0;
  const endpoints = Math.min(distanceToRotatedRect(segment.start, r), distanceToRotatedRect(segment.end, r));
  const quad = scratchCorners(r, 0).points;
  let corners = Infinity;
  for (let k = 0; k < 4; k++) corners = Math.min(corners, segmentDistanceSquared(segment, quad[k]!.x, quad[k]!.y));
  return apart(Math.min(Math.sqrt(corners), endpoints));
}

/**
 * The points that realise {@link segmentRotatedRectDistance}: `pointA` on the
 * segment, `pointB` on the rotated rect's boundary. When they meet, both are
 * the first point of the segment in the rotated rect (`intersectSegmentRotatedRect`'s
 * entry). Ties go to the first of the start, the end, then the corners in order.
 *
 * @param segment - a valid segment (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function segmentRotatedRectClosestPoints(segment: Segment, r: RotatedRect): ClosestPoints {
  const clip = intersectSegmentRotatedRect(segment, r);
  if (clip.kind === 'clip') {
    const p = clip.entry.point;
    return { distance: 0, pointA: p, pointB: { x: p.x, y: p.y } };
  }
  const distance = segmentRotatedRectDistance(segment, r);
  const quad = rotatedRectCorners(r);
  let best: [Vec2, Vec2] | null = null;
  let bestSquared = Infinity;
  for (const end of [segment.start, segment.end]) {
    const on = closestPointOnPolygon(end, { points: quad }).point;
    const squared = (on.x - end.x) ** 2 + (on.y - end.y) ** 2;
    if (squared < bestSquared) [best, bestSquared] = [[{ x: end.x, y: end.y }, on], squared];
  }
  for (const c of quad) {
    const squared = segmentDistanceSquared(segment, c.x, c.y);
    if (squared < bestSquared) [best, bestSquared] = [[closestPointOnSegment(c, segment).point, c], squared];
  }
  return { distance, pointA: best![0], pointB: best![1] };
}

/**
 * Signed distance between a circle and a closed rotated rect: the centre's
 * signed distance to it (`distanceToRotatedRect`, negative inside) minus the
 * radius, as `circleRectDistance`. Negative when they overlap.
 * Allocates nothing.
 *
 * @param circle - a valid circle (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function circleRotatedRectDistance(circle: Circle, r: RotatedRect): number {
  return distanceToRotatedRect(circle.center, r) - circle.radius;
}

/**
 * The points that realise {@link circleRotatedRectDistance}: `pointB` on the
 * rotated rect's boundary nearest the centre (`closestPointOnRotatedRect`,
 * ties to the first edge in corner order), `pointA` on the circumference
 * along the line from the centre to it (centre inside or on the boundary:
 * along that edge's outward normal, so `pointA` is the circle's deepest point).
 * `hit` as `circleRotatedRectHit` ⇔ distance ≤ 0 up to the rounding of the
 * distance.
 *
 * @param circle - a valid circle (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function circleRotatedRectClosestPoints(circle: Circle, r: RotatedRect): ClosestPoints {
  const { center, radius } = circle;
  const near = closestPointOnPolygon(center, { points: rotatedRectCorners(r) });
  const distance = circleRotatedRectDistance(circle, r);
  const dx = center.x - near.point.x;
  const dy = center.y - near.point.y;
  const length = Math.hypot(dx, dy);
  let nx: number;
  let ny: number;
  if (distance + radius > 0 && length > 0) {
    nx = dx / length;
    ny = dy / length;
  } else {
    // inside or on the boundary: the outward normal of the nearest edge (edge k: −v, +u, +v, −u); pointA opposite it
    const c = Math.cos(r.rotation);
    const s = Math.sin(r.rotation);
    const k = near.edgeIndex;
    // edge 0: (s, −c); edge 1: (c, s); edges 2 and 3 their opposites
    const sign = k < 2 ? 1 : -1;
    nx = sign * (k % 2 === 0 ? s : c);
    ny = sign * (k % 2 === 0 ? -c : s);
  }
  return { distance, pointA: { x: center.x - nx * radius, y: center.y - ny * radius }, pointB: near.point };
}

/** The separating axis test's answer for a pair of boxes (`RotatedRectContact`'s fields read here). */
interface Push {
  readonly penetrating: boolean;
  readonly depth: number;
  readonly normal: Vec2;
}

/**
 * Two closed convex quadrilaterals: apart, the least edge–edge distance and
 * its points; touching, a common point; overlapping, minus the push-out's
 * depth and the deepest point of `a` along it with its image pushed out.
 */
function quadPair(a: readonly Vec2[], b: readonly Vec2[], hit: boolean, push: Push): ClosestPoints {
  if (hit && push.penetrating) {
    const n = push.normal;
    let deepest = a[0]!;
    for (const p of a) if (p.x * n.x + p.y * n.y < deepest.x * n.x + deepest.y * n.y) deepest = p;
    const pointA = { x: deepest.x, y: deepest.y };
    return { distance: -push.depth, pointA, pointB: { x: deepest.x + n.x * push.depth, y: deepest.y + n.y * push.depth } };
  }
  const edgesA = edgesOf(a);
  const edgesB = edgesOf(b);
  let bestI = 0;
  let bestJ = 0;
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const d = segmentSegmentDistance(edgesA[i]!, edgesB[j]!);
      if (d < best) [best, bestI, bestJ] = [d, i, j];
    }
  }
  const pair = segmentSegmentClosestPoints(edgesA[bestI]!, edgesB[bestJ]!);
  if (hit && best > 0) return { distance: 0, pointA: pair.pointA, pointB: pair.pointA }; // touching without edges meeting: only a degenerate box
  return { distance: hit ? 0 : apart(best), pointA: pair.pointA, pointB: hit ? { x: pair.pointA.x, y: pair.pointA.y } : pair.pointB };
}

/** The 4 edges of a quadrilateral, corner k to corner k + 1 (built once for its 16 edge pairs). */
function edgesOf(q: readonly Vec2[]): Segment[] {
  return [0, 1, 2, 3].map((k) => ({ start: q[k]!, end: q[(k + 1) & 3]! }));
}

/** A rect's corners, in the order of `rotatedRectCorners` at rotation 0 (its own edges, not re-rounded). */
function rectCorners(r: Rect): Vec2[] {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  return [
    { x: r.x, y: r.y },
    { x: right, y: r.y },
    { x: right, y: bottom },
    { x: r.x, y: bottom },
  ];
}

/**
 * Signed distance between two closed rotated rects, as `rectRectDistance`:
 * apart, the Euclidean distance between them (> 0); touching, 0; overlapping
 * (`rotatedRectRotatedRectHit`, exact), minus the penetration depth (the
 * separating axis test's smallest overlap, `rotatedRectRotatedRectContact`'s
 * depth; 0 when they only touch).
 *
 * @param a - a valid rotated rect (not re-checked)
 * @param b - another
 */
export function rotatedRectRotatedRectDistance(a: RotatedRect, b: RotatedRect): number {
  return rotatedRectRotatedRectClosestPoints(a, b).distance;
}

/**
 * {@link rotatedRectRotatedRectDistance} with witness points: apart, the
 * nearest points of `a` and `b` (the first nearest pair of edges, `a`'s edges
 * outer, in corner order); touching, a common point twice; overlapping, `a`'s
 * corner deepest along the push-out normal (the first on a tie) and that point
 * moved out by the depth, so `|pointA − pointB| = |distance|`.
 *
 * @param a - a valid rotated rect (not re-checked)
 * @param b - another
 */
export function rotatedRectRotatedRectClosestPoints(a: RotatedRect, b: RotatedRect): ClosestPoints {
  return quadPair(rotatedRectCorners(a), rotatedRectCorners(b), rotatedRectRotatedRectHit(a, b), rotatedRectRotatedRectContact(a, b));
}

/**
 * Signed distance between a closed rect and a closed rotated rect, as
 * {@link rotatedRectRotatedRectDistance} (the rect's own edges `x`,
 * `x + width`, `y`, `y + height`; the push-out of `rectRotatedRectContact`).
 *
 * @param rect - a valid rect (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function rectRotatedRectDistance(rect: Rect, r: RotatedRect): number {
  return rectRotatedRectClosestPoints(rect, r).distance;
}

/**
 * {@link rectRotatedRectDistance} with witness points (as
 * {@link rotatedRectRotatedRectClosestPoints}, `pointA` on the rect).
 *
 * @param rect - a valid rect (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 */
export function rectRotatedRectClosestPoints(rect: Rect, r: RotatedRect): ClosestPoints {
  return quadPair(rectCorners(rect), rotatedRectCorners(r), rectRotatedRectHit(rect, r), rectRotatedRectContact(rect, r));
}
