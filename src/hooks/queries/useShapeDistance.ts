'use client';
import {
  circleCircleClosestPoints,
  circleCircleHit,
  circleRectClosestPoints,
  circleRectHit,
  circleRotatedRectClosestPoints,
  circleRotatedRectHit,
  closestPointOnCircle,
  closestPointOnRect,
  closestPointOnRotatedRect,
  closestPointOnSegment,
  distanceToCircle,
  distanceToPoint,
  distanceToRect,
  distanceToRotatedRect,
  distanceToSegment,
  pointInCircle,
  pointInRect,
  pointInRotatedRect,
  rectRectClosestPoints,
  rectRectHit,
  rectRotatedRectClosestPoints,
  rectRotatedRectHit,
  rotatedRectRotatedRectClosestPoints,
  rotatedRectRotatedRectHit,
  segmentCircleClosestPoints,
  segmentCircleHit,
  segmentRectClosestPoints,
  segmentRectHit,
  segmentRotatedRectClosestPoints,
  segmentRotatedRectHit,
  segmentSegmentClosestPoints,
  segmentSegmentHit,
} from '../../geometry/index';
import type { Circle, ClosestPoints, Rect, RotatedRect, Segment, Vec2 } from '../../geometry/index';
import { useFrozenMemo } from '../state/memo';
import { shapeKind, shapeNumbers, type AnyShape, type ShapeKind } from './shapeKind';

/** What {@link useShapeDistance} returns: frozen, the same object while the numbers are unchanged. */
export interface ShapeDistanceResult extends ClosestPoints {
  /** Do the closed shapes touch or overlap? Decided by the pair's hit test; `hit` ⇔ `distance <= 0`. */
  readonly hit: boolean;
}

type Query = (a: AnyShape, b: AnyShape) => { distance: number; pointA: Vec2; pointB: Vec2; hit: boolean };

/** The pair's query with `a` of the first kind; the reversed pairs swap their points. */
const QUERIES: Partial<Record<`${ShapeKind}-${ShapeKind}`, Query>> = {
  'point-point': (a, b) => {
    const distance = distanceToPoint(a as Vec2, b as Vec2);
    return { distance, pointA: a as Vec2, pointB: b as Vec2, hit: distance === 0 };
  },
  'point-segment': (a, b) => {
    const distance = distanceToSegment(a as Vec2, b as Segment);
    return { distance, pointA: a as Vec2, pointB: closestPointOnSegment(a as Vec2, b as Segment).point, hit: distance === 0 };
  },
  'point-circle': (a, b) => ({
    distance: distanceToCircle(a as Vec2, b as Circle),
    pointA: a as Vec2,
    pointB: closestPointOnCircle(a as Vec2, b as Circle),
    hit: pointInCircle(a as Vec2, b as Circle),
  }),
  'point-rect': (a, b) => ({
    distance: distanceToRect(a as Vec2, b as Rect),
    pointA: a as Vec2,
    pointB: closestPointOnRect(a as Vec2, b as Rect),
    hit: pointInRect(a as Vec2, b as Rect),
  }),
  'point-rotatedRect': (a, b) => ({
    distance: distanceToRotatedRect(a as Vec2, b as RotatedRect),
    pointA: a as Vec2,
    pointB: closestPointOnRotatedRect(a as Vec2, b as RotatedRect),
    hit: pointInRotatedRect(a as Vec2, b as RotatedRect),
  }),
  'segment-segment': (a, b) => ({
    ...segmentSegmentClosestPoints(a as Segment, b as Segment),
    hit: segmentSegmentHit(a as Segment, b as Segment),
  }),
  'segment-circle': (a, b) => ({
    ...segmentCircleClosestPoints(a as Segment, b as Circle),
    hit: segmentCircleHit(a as Segment, b as Circle),
  }),
  'segment-rect': (a, b) => ({
    ...segmentRectClosestPoints(a as Segment, b as Rect),
    hit: segmentRectHit(a as Segment, b as Rect),
  }),
  'circle-circle': (a, b) => ({
    ...circleCircleClosestPoints(a as Circle, b as Circle),
    hit: circleCircleHit(a as Circle, b as Circle),
  }),
  'circle-rect': (a, b) => ({
    ...circleRectClosestPoints(a as Circle, b as Rect),
    hit: circleRectHit(a as Circle, b as Rect),
  }),
  'rect-rect': (a, b) => ({
    ...rectRectClosestPoints(a as Rect, b as Rect),
    hit: rectRectHit(a as Rect, b as Rect),
  }),
  'segment-rotatedRect': (a, b) => ({
    ...segmentRotatedRectClosestPoints(a as Segment, b as RotatedRect),
    hit: segmentRotatedRectHit(a as Segment, b as RotatedRect),
  }),
  'circle-rotatedRect': (a, b) => ({
    ...circleRotatedRectClosestPoints(a as Circle, b as RotatedRect),
    hit: circleRotatedRectHit(a as Circle, b as RotatedRect),
  }),
  'rect-rotatedRect': (a, b) => ({
    ...rectRotatedRectClosestPoints(a as Rect, b as RotatedRect),
    hit: rectRotatedRectHit(a as Rect, b as RotatedRect),
  }),
  'rotatedRect-rotatedRect': (a, b) => ({
    ...rotatedRectRotatedRectClosestPoints(a as RotatedRect, b as RotatedRect),
    hit: rotatedRectRotatedRectHit(a as RotatedRect, b as RotatedRect),
  }),
};

/**
 * The query for this pair of kinds, in either order (a reversed pair swaps its
 * points), or `null` for a pair it does not know.
 */
function queryFor(kindA: ShapeKind, kindB: ShapeKind): Query | null {
  const forward = QUERIES[`${kindA}-${kindB}`];
  if (forward) return forward;
  const reverse = QUERIES[`${kindB}-${kindA}`];
  if (!reverse) return null;
  return (a, b) => {
    const { distance, pointA, pointB, hit } = reverse(b, a);
    return { distance, pointA: pointB, pointB: pointA, hit };
  };
}

/**
 * Distance, closest points and hit test of any two shapes (points, segments,
 * circles, rects and rotated rects: every pair), told apart by their fields, as a
 * memoised React hook: frozen, the same object while their numbers are
 * unchanged, even when a shape changes kind. The geometry of the pair:
 * `distanceTo…`/`closestPointOn…` for a point, `…ClosestPoints` and `…Hit` for
 * two shapes (article “Shape classes 3: distance” (図形クラス3「距離」), generalised). `pointA` lies
 * on `a`, `pointB` on `b`.
 *
 * The distance is signed (negative when they overlap) when a circle, a point
 * and a rect or rotated rect, or two rects (axis-aligned or rotated) are
 * involved, as their geometry functions are (two rects: minus the penetration
 * depth, `rectRectDistance`, `rotatedRectRotatedRectDistance`);
 * segment–segment, segment–rect, segment–rotated rect and point–segment
 * distances are ≥ 0. `hit` is the pair's exact hit test, so `hit` ⇔
 * `distance <= 0` (up to the distance's rounding for a circle). y down.
 *
 * @param a - a point, segment, circle, rect or rotated rect
 * @param b - another
 * @throws TypeError naming `a` or `b` when it is not a shape; TypeError /
 *   RangeError naming a bad field
 */
export function useShapeDistance(a: AnyShape, b: AnyShape): ShapeDistanceResult {
  const kindA = shapeKind(a, 'a');
  const kindB = shapeKind(b, 'b');
  const query = queryFor(kindA, kindB);
  if (!query) throw new TypeError(`useShapeDistance does not answer ${kindA}–${kindB} pairs`);
  return useFrozenMemo(() => query(a, b), [...shapeNumbers(a, kindA), ...shapeNumbers(b, kindB)]);
}
