/**
 * `hitkit/geometry`: the geometry layer alone: pure functions on plain data, no
 * React, no DOM. Usable in Node, workers and canvas apps.
 *
 * @packageDocumentation
 */
export type { Circle, Rect, Segment, Vec2 } from './types';
export { circle, rect, segment, vec } from './shapes';
export {
  assertCircle,
  assertFinite,
  assertNonNegative,
  assertPositive,
  assertRect,
  assertSegment,
  assertVec2,
} from './validate';
export {
  closestPointOnCircle,
  closestPointOnRect,
  closestPointOnSegment,
  distanceToRect,
  distanceToSegment,
  type SegmentClosestPoint,
} from './distance';
export { segmentCircleHit } from './hit';
