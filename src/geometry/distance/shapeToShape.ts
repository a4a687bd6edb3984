import { closestPointOnRect, closestPointOnSegment, distanceToPoint, distanceToRect, distanceToSegment, segmentDistanceSquared } from './pointToShape';
import { nearestOnCircle, nearestOnRect, nearestOnSegment, type Nearest } from './nearestFeature';
import { segmentRectTouch, segmentsTouch } from '../hit/segmentTouch';
import { intersectSegmentLine } from '../intersect/lines';
import { intersectSegmentRect } from '../intersect/segmentRect';
import { intersectSegmentSegment } from '../intersect/segmentSegment';
import type { Circle, Line, Rect, Segment, Vec2 } from '../shapes/types';
import { copy } from '../shapes/vec';

/**
 * Shape–shape distances and their witness points, for circles, segments, rects
 * and lines (`rectRectDistance` and the polygon distances have files of their
 * own beside this one). Source: article
 * “Shape classes 3: distance” (図形クラス3「距離」) ("the distance between a circumference and another
 * shape is the distance from the centre minus the radius"), and for two
 * segments and segment–rect the fact that two disjoint convex shapes in the
 * plane are nearest at a vertex of one of them.
 *
 * Distances that involve a circle are signed (negative when the shapes
 * overlap); segment–segment and segment–rect distances are ≥ 0 and exactly 0
 * when the shapes touch, decided with exact predicates, so `…Hit` ⇔ `…Distance ≤ 0`.
 * The functions take already-valid shapes and do not re-check them. The number
 * functions allocate nothing.
 */

/** Two witness points that realise a distance between shapes. */
export interface ClosestPoints {
  /** The distance between the shapes, as the matching `…Distance` function returns it. */
  readonly distance: number;
  /** The witness point on the first shape. */
  readonly pointA: Vec2;
  /**
   * The witness point on the second shape. `|pointA − pointB| = |distance|`: for
   * overlapping shapes with a signed distance these are the deepest points, for
   * touching or crossing shapes one common point.
   */
  readonly pointB: Vec2;
}

// ─── with a circle: the centre's distance minus the radius ──────────────────

/**
 * Signed distance between two circles' circumferences, article
 * “Shape classes 3: distance” (図形クラス3「距離」) (circle–circle: `d − r₁ − r₂`, written
 * `d − (r₁ + r₂)` so that it is symmetric to the bit): positive apart, 0 touching,
 * negative overlapping (or one inside the other).
 */
export function circleCircleDistance(c1: Circle, c2: Circle): number {
  return distanceToPoint(c1.center, c2.center) - (c1.radius + c2.radius);
}

/**
 * Signed distance between a segment and a circle: the distance from the centre
 * to the segment minus the radius (article 003's rule); negative when the
 * segment enters the disk. `segmentCircleHit(s, c)` ⇔ this ≤ 0, bit for bit.
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」)'s rule (the centre's distance minus the radius).
 *
 * @param segment - a valid segment, scene units (not re-checked)
 * @param circle - a valid circle (not re-checked)
 */
export function segmentCircleDistance(segment: Segment, circle: Circle): number {
  return distanceToSegment(circle.center, segment) - circle.radius;
}

/**
 * Signed distance between a circle and a closed axis-aligned rect: the centre's
 * signed distance to the rect (article 003, negative inside) minus the radius.
 * Negative when they overlap; then its magnitude is how far the circle must move
 * to come out (see `circleRectContact`).
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」) (point–rectangle, then minus the radius).
 *
 * @param circle - a valid circle (not re-checked)
 * @param rect - a valid rect, `(x, y)` = top-left, y down (not re-checked)
 */
export function circleRectDistance(circle: Circle, rect: Rect): number {
  return distanceToRect(circle.center, rect) - circle.radius;
}

/** Witnesses for a circle against a shape, from the centre's nearest feature. */
function circleWitness(circle: Circle, near: Nearest): { onCircle: Vec2; onShape: Vec2 } {
  const { center, radius } = circle;
  return {
    onCircle: { x: center.x - near.normal.x * radius, y: center.y - near.normal.y * radius },
    onShape: near.foot,
  };
}

/**
 * The points that realise {@link circleCircleDistance}: on each circumference, on
 * the line of centres (apart: facing each other; overlapping: the deepest
 * points). Equal centres use the direction `(1, 0)`.
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」), circle–circle.
 *
 * @param c1 - a valid circle (not re-checked)
 * @param c2 - a valid circle (not re-checked)
 */
export function circleCircleClosestPoints(c1: Circle, c2: Circle): ClosestPoints {
  const { onCircle, onShape } = circleWitness(c1, nearestOnCircle(c1.center, c2));
  return { distance: circleCircleDistance(c1, c2), pointA: onCircle, pointB: onShape };
}

/**
 * The points that realise {@link segmentCircleDistance}: `pointA` on the segment
 * (its point nearest the centre), `pointB` on the circumference.
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」): point–segment from the centre, then the radius. When the segment passes through the centre, `pointB` lies on the segment's front normal.
 *
 * @param segment - a valid segment (not re-checked)
 * @param circle - a valid circle (not re-checked)
 */
export function segmentCircleClosestPoints(segment: Segment, circle: Circle): ClosestPoints {
  const { onCircle, onShape } = circleWitness(circle, nearestOnSegment(circle.center, segment));
  return { distance: segmentCircleDistance(segment, circle), pointA: onShape, pointB: onCircle };
}

/**
 * The points that realise {@link circleRectDistance}: `pointA` on the
 * circumference, `pointB` on the rect's boundary (ties as `closestPointOnRect`).
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」), point–rectangle from the centre.
 *
 * @param circle - a valid circle (not re-checked)
 * @param rect - a valid rect (not re-checked)
 */
export function circleRectClosestPoints(circle: Circle, rect: Rect): ClosestPoints {
  const { onCircle, onShape } = circleWitness(circle, nearestOnRect(circle.center, rect));
  return { distance: circleRectDistance(circle, rect), pointA: onCircle, pointB: onShape };
}

// ─── segment–segment and segment–rect: ≥ 0, exact 0 on contact ──────────────

/**
 * Distance between two closed segments (≥ 0). Exactly 0 when they touch,
 * cross or overlap (decided exactly); otherwise the least of the four
 * endpoint-to-segment distances (article 003's point–segment distance), which
 * is where two disjoint segments in the plane are nearest, and never 0 (at
 * least `Number.MIN_VALUE`, even where the rounding of large coordinates hides
 * a tiny gap). Zero-length segments are their points. Symmetric.
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」), point–segment, four times.
 *
 * @param s1 - a valid segment, scene units (not re-checked)
 * @param s2 - a valid segment (not re-checked)
 */
export function segmentSegmentDistance(s1: Segment, s2: Segment): number {
  if (segmentsTouch(s1, s2)) return 0;
  return apart(
    Math.sqrt(
      Math.min(
        segmentDistanceSquared(s2, s1.start.x, s1.start.y),
        segmentDistanceSquared(s2, s1.end.x, s1.end.y),
        segmentDistanceSquared(s1, s2.start.x, s2.start.y),
        segmentDistanceSquared(s1, s2.end.x, s2.end.y),
      ),
    ),
  );
}

/**
 * The distance of shapes the exact test found apart: never 0. When the true distance is below the rounding of the coordinates (a
 * tiny segment beside a long one), the computed one can round to 0; then the
 * smallest positive double is returned, so `…Hit` ⇔ `…Distance <= 0` stays exact. @internal
 */
export function apart(distance: number): number {
  return Math.max(Number.MIN_VALUE, distance);
}

/**
 * The points that realise {@link segmentSegmentDistance}. Touching segments give
 * their common point twice (for an overlap, the start of the shared piece along
 * `s1`). Ties between equally near endpoint pairs go to the first of `s1.start`,
 * `s1.end`, `s2.start`, `s2.end`.
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」), point–segment.
 *
 * @param s1 - a valid segment (not re-checked)
 * @param s2 - a valid segment (not re-checked)
 */
export function segmentSegmentClosestPoints(s1: Segment, s2: Segment): ClosestPoints {
  const meet = intersectSegmentSegment(s1, s2);
  if (meet.kind !== 'none') {
    const p = meet.kind === 'point' ? meet.point : meet.start;
    return { distance: 0, pointA: p, pointB: { x: p.x, y: p.y } };
  }
  const candidates: Candidate[] = [
    [segmentDistanceSquared(s2, s1.start.x, s1.start.y), () => [copy(s1.start), closestPointOnSegment(s1.start, s2).point]],
    [segmentDistanceSquared(s2, s1.end.x, s1.end.y), () => [copy(s1.end), closestPointOnSegment(s1.end, s2).point]],
    [segmentDistanceSquared(s1, s2.start.x, s2.start.y), () => [closestPointOnSegment(s2.start, s1).point, copy(s2.start)]],
    [segmentDistanceSquared(s1, s2.end.x, s2.end.y), () => [closestPointOnSegment(s2.end, s1).point, copy(s2.end)]],
  ];
  return nearestPair(candidates, segmentSegmentDistance(s1, s2));
}

/**
 * Distance between a closed segment and a closed axis-aligned rect (≥ 0).
 * Exactly 0 when the segment touches the rect or lies inside it (decided
 * exactly); otherwise the least of the endpoints' distances to the rect
 * (article 003's point–rectangle distance) and the corners' distances to the
 * segment, and never 0 (at least `Number.MIN_VALUE`).
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」), point–rectangle and point–segment.
 *
 * @param segment - a valid segment (not re-checked)
 * @param rect - a valid rect, y down (not re-checked)
 */
export function segmentRectDistance(segment: Segment, rect: Rect): number {
  if (segmentRectTouch(segment, rect)) return 0;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const corners = Math.min(
    segmentDistanceSquared(segment, rect.x, rect.y),
    segmentDistanceSquared(segment, right, rect.y),
    segmentDistanceSquared(segment, right, bottom),
    segmentDistanceSquared(segment, rect.x, bottom),
  );
  const endpoints = Math.min(distanceToRect(segment.start, rect), distanceToRect(segment.end, rect));
  return apart(Math.min(Math.sqrt(corners), endpoints));
}

/**
 * The points that realise {@link segmentRectDistance}: `pointA` on the segment,
 * `pointB` on the rect. When they meet, both are the first point of the segment
 * in the rect (its entry point, or its start when that is inside).
 *
 * Source: Article “Shape classes 3: distance” (図形クラス3「距離」).
 *
 * @param segment - a valid segment (not re-checked)
 * @param rect - a valid rect, y down (not re-checked)
 */
export function segmentRectClosestPoints(segment: Segment, rect: Rect): ClosestPoints {
  const clip = intersectSegmentRect(segment, rect);
  if (clip.kind === 'clip') {
    const p = clip.entry.point;
    return { distance: 0, pointA: p, pointB: { x: p.x, y: p.y } };
  }
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const corners: Vec2[] = [
    { x: rect.x, y: rect.y },
    { x: right, y: rect.y },
    { x: right, y: bottom },
    { x: rect.x, y: bottom },
  ];
  const fromEnd = (p: Vec2): Candidate => {
    const d = distanceToRect(p, rect);
    return [d * d, () => [copy(p), closestPointOnRect(p, rect)]];
  };
  const candidates: Candidate[] = [
    fromEnd(segment.start),
    fromEnd(segment.end),
    ...corners.map((c): Candidate => [segmentDistanceSquared(segment, c.x, c.y), () => [closestPointOnSegment(c, segment).point, c]]),
  ];
  return nearestPair(candidates, segmentRectDistance(segment, rect));
}

/**
 * Distance between the closed segment and the infinite line (≥ 0): 0 when
 * they meet (decided exactly), else the nearer end's distance
 * `|a·x + b·y + c| / √(a² + b²)`.
 */
export function segmentLineDistance(segment: Segment, line: Line): number {
  const r = intersectSegmentLine(segment, line);
  if (r.kind !== 'none') return 0;
  const norm = Math.hypot(line.a, line.b);
  const d0 = Math.abs(line.a * segment.start.x + line.b * segment.start.y + line.c) / norm;
  const d1 = Math.abs(line.a * segment.end.x + line.b * segment.end.y + line.c) / norm;
  return Math.min(d0, d1);
}

/**
 * A candidate witness pair: its squared distance, computed from coordinate
 * differences relative to the query point (so the choice between near-equal
 * candidates does not depend on where the scene sits), and the pair itself.
 */
type Candidate = [squared: number, pair: () => [Vec2, Vec2]];

/** The first of the candidates that is nearest, reported with `distance`. */
function nearestPair(candidates: Candidate[], distance: number): ClosestPoints {
  let best = candidates[0]!;
  for (const candidate of candidates) if (candidate[0] < best[0]) best = candidate;
  const [pointA, pointB] = best[1]();
  return { distance, pointA, pointB };
}
