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
 * Every query function allocates nothing beyond its result (booleans and numbers:
 * nothing at all). For bulk work, the batch functions (`…Batch`) answer one
 * query shape against many shapes packed in a `Float64Array` (built with the
 * `pack…` helpers, laid out as the `…_STRIDE` constants describe), into a typed
 * array the caller provides, with the scalar functions' answers bit for bit.
 *
 * @packageDocumentation
 */
export type { Circle, FillRule, Line, Polygon, Polyline, Ray, Rect, RotatedRect, Segment, SegmentPoint, Vec2 } from './shapes/types';
export { circle, lineFromCoefficients, lineThrough, polygon, polyline, rect, rotatedRect, segment } from './shapes/constructors';
export { rotatedRectCorners } from './shapes/rotatedRect';
export { vec } from './shapes/vec';
export { boundsOf, type BoundedShape } from './shapes/bounds';
export { polygonArea, polygonCentroid } from './shapes/measure';
export { translateShape } from './transform/translate';
export { orientation } from './robust/orientation';
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
} from './distance/pointToShape';
export {
  circleCircleClosestPoints,
  circleCircleDistance,
  circleRectClosestPoints,
  circleRectDistance,
  segmentCircleClosestPoints,
  segmentCircleDistance,
  segmentLineDistance,
  segmentRectClosestPoints,
  segmentRectDistance,
  segmentSegmentClosestPoints,
  segmentSegmentDistance,
  type ClosestPoints,
} from './distance/shapeToShape';
export { rectRectClosestPoints, rectRectDistance } from './distance/rectRect';
export {
  closestPointOnPolygon,
  closestPointOnPolyline,
  distanceToPolygon,
  distanceToPolyline,
  type PolygonNearest,
  type PolylineNearest,
} from './distance/polygon';
export { circleCircleHit, circleRectHit, pointInCircle, pointInRect, rectRectHit, segmentRectHit, segmentSegmentHit } from './hit/hit';
export { segmentCircleHit } from './hit/segmentCircle';
export { circlePolygonHit, pointInPolygon, polygonPolygonHit, segmentPolygonHit, segmentPolylineHit } from './hit/polygon';
export {
  circleRotatedRectHit,
  pointInRotatedRect,
  polygonRotatedRectHit,
  rectRotatedRectHit,
  rotatedRectRotatedRectHit,
  segmentRotatedRectHit,
} from './hit/rotatedRect';
export { closestPointOnRotatedRect, distanceToRotatedRect } from './distance/rotatedRect';
export {
  circleRotatedRectClosestPoints,
  circleRotatedRectDistance,
  rectRotatedRectClosestPoints,
  rectRotatedRectDistance,
  rotatedRectRotatedRectClosestPoints,
  rotatedRectRotatedRectDistance,
  segmentRotatedRectClosestPoints,
  segmentRotatedRectDistance,
} from './distance/rotatedRectPairs';
export { intersectSegmentSegment, type SegmentSegmentIntersection } from './intersect/segmentSegment';
export { intersectSegmentCircle } from './intersect/segmentCircle';
export { intersectSegmentRect, type SegmentRectIntersection } from './intersect/segmentRect';
export { intersectCircleCircle, type CircleCircleIntersection } from './intersect/circleCircle';
export { intersectLineCircle, intersectLineLine, intersectSegmentLine, type LineLineIntersection, type SegmentLineIntersection } from './intersect/lines';
export { intersectRectRect } from './intersect/rectRect';
export { intersectSegmentRotatedRect } from './intersect/segmentRotatedRect';
export { intersectSegmentPolygon, intersectSegmentPolyline, type PolygonCrossing, type PolylineCrossing } from './intersect/polygon';
export {
  circleCircleContact,
  circlePolygonContact,
  circleRectContact,
  circleSegmentContact,
  type CircleLineContactOptions,
  type Contact,
  type ContactOptions,
} from './contact/contact';
export { circleLineContact } from './contact/circleLine';
export { rectRectContact, type RectContact } from './contact/rectRect';
export {
  circleRotatedRectContact,
  rectRotatedRectContact,
  rotatedRectRectContact,
  rotatedRectRotatedRectContact,
  type RotatedRectContact,
} from './contact/rotatedRect';
export {
  CIRCLE_STRIDE,
  CONTACT_STRIDE,
  LINE_STRIDE,
  packCircles,
  packLines,
  packPoints,
  packRects,
  packSegments,
  POINT_STRIDE,
  RECT_STRIDE,
  SEGMENT_CIRCLE_INTERSECTION_STRIDE,
  SEGMENT_INTERSECTION_STRIDE,
  SEGMENT_STRIDE,
  SegmentIntersectionCode,
} from './batch/packed';
export {
  circleLineContactBatch,
  distanceToRectBatch,
  distanceToSegmentBatch,
  intersectSegmentCircleBatch,
  intersectSegmentSegmentBatch,
  segmentCircleHitBatch,
  segmentSegmentHitBatch,
} from './batch/batch';
export { ray, raycastCircle, raycastRect, raycastRotatedRect, raycastSegment, type RaycastHit } from './ray/raycast';
export { createWorld } from './world/world';
export { ObstacleCode } from './world/itemCode';
export type { ObstacleKind, ObstacleShapes, ShapeOptions, World, WorldEntry, WorldEntryOf, WorldId, WorldItem, WorldOptions, WorldShapes } from './world/types';
export { castRay, type WorldHit } from './ray/castRay';
export { pick, type PickHit, type PickOptions } from './scene/pick';
export { nearest } from './scene/nearest';
export { queryRect, type QueryRectMode, type SceneMatch } from './scene/queryRect';
export { lidarScan, type LidarScan } from './lidar/lidar';
export { lidarRayAngle, lidarRayDirection, type LidarNoise, type LidarSensor } from './lidar/sensor';
export { snapCandidates, snapPoint } from './scene/snap';
export { SNAP_KINDS, type SnapGuide, type SnapKind, type SnapTarget } from './scene/snapKinds';
export type { SnapOptions } from './scene/snapOptions';
export {
  AFFINE_IDENTITY,
  affine,
  affineRotate,
  affineScale,
  affineTranslate,
  applyAffine,
  applyAffineToVector,
  composeAffine,
  invertAffine,
  isIdentityAffine,
  type Affine,
} from './transform/affine';
export { boxHandlePoint, oppositeHandle, RESIZE_HANDLES, type ResizeHandle } from './transform/boxHandles';
export { resizeBox, rotateBox, rotateBoxBy, type BoundBoxFunction, type BoxTransform, type ResizeOptions, type RotateOptions } from './transform/transformBox';
export { transformShape, type TransformableKind, type TransformableShape, type TransformShapeOptions } from './transform/transformShape';
export { selectionBox } from './transform/selectionBox';
export { pinchBox, twoPointSimilarity, type PinchOptions, type Similarity } from './transform/pinch';
