/**
 * `hitkit/geometry`: the geometry layer alone: pure functions on plain data, no
 * React, no DOM. Usable in Node, workers and canvas apps.
 *
 * Coordinates are scene units, x to the right, y down. Supported range: every
 * coordinate, radius and size is 0 or has a magnitude between 1e-100 and 1e100.
 * Within it, every tie (touching, collinear, an endpoint on a boundary) between
 * segments and rects is decided exactly; beyond it, squared lengths and the exact
 * predicates can underflow or overflow and answers are not guaranteed.
 * Translating a scene (e.g. by 1e9) changes results only by rounding relative to
 * the coordinates' size.
 *
 * @packageDocumentation
 */
export type { Circle, Line, Ray, Rect, Segment, SegmentPoint, Vec2 } from './types';
export { circle, lineFromCoefficients, lineThrough, rect, segment, vec } from './shapes';
export {
  assertCircle,
  assertFinite,
  assertLine,
  assertNonNegative,
  assertPositive,
  assertRay,
  assertRect,
  assertSegment,
  assertVec2,
} from './validate';
export {
  closestPointOnCircle,
  closestPointOnLine,
  closestPointOnRect,
  closestPointOnSegment,
  distanceToCircle,
  distanceToLine,
  distanceToPoint,
  distanceToRect,
  distanceToSegment,
  signedDistanceToLine,
} from './distance';
export {
  circleCircleClosestPoints,
  circleCircleDistance,
  circleRectClosestPoints,
  circleRectDistance,
  segmentCircleClosestPoints,
  segmentCircleDistance,
  segmentRectClosestPoints,
  segmentRectDistance,
  segmentSegmentClosestPoints,
  segmentSegmentDistance,
  type ClosestPoints,
} from './shapeDistance';
export {
  circleCircleHit,
  circleRectHit,
  pointInCircle,
  pointInRect,
  segmentCircleHit,
  segmentRectHit,
  segmentSegmentHit,
} from './hit';
export {
  intersectCircleCircle,
  intersectLineCircle,
  intersectSegmentCircle,
  intersectSegmentRect,
  intersectSegmentSegment,
  type CircleCircleIntersection,
  type SegmentRectIntersection,
  type SegmentSegmentIntersection,
} from './intersect';
export {
  circleCircleContact,
  circleLineContact,
  circleRectContact,
  circleSegmentContact,
  type CircleLineContactOptions,
  type Contact,
  type ContactOptions,
} from './contact';
