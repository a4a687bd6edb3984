export { useSegmentCircleHit, type SegmentCircleHitOptions, type SegmentCircleHitResult } from './useSegmentCircleHit';
export { useSegmentCircleIntersection } from './useSegmentCircleIntersection';
export { useDistanceToRect, type DistanceToRectResult } from './useDistanceToRect';
export { useDistanceToPolygon, type DistanceToPolygonResult } from './useDistanceToPolygon';
export { usePointInPolygon, useSegmentPolygonIntersection, useSegmentPolylineIntersection } from './usePolygonQueries';
export { useRectRectDistance, type RectRectDistanceResult } from './useRectRectDistance';
export { useDistanceToCircle, type DistanceToCircleResult } from './useDistanceToCircle';
export { useDistanceToSegment, type DistanceToSegmentResult } from './useDistanceToSegment';
export { useDistanceToLine, type DistanceToLineResult } from './useDistanceToLine';
export { useCircleCircleDistance, type CircleCircleDistanceResult } from './useCircleCircleDistance';
export { useSegmentIntersection } from './useSegmentIntersection';
export { useSegmentRectIntersection } from './useSegmentRectIntersection';
export { useLineCircleIntersection } from './useLineCircleIntersection';
export { useCircleLineContact } from './useCircleLineContact';
export { useCircleContact, type ContactObstacle } from './useCircleContact';
export { useShapeDistance, type ShapeDistanceResult } from './useShapeDistance';
export { useLidarScan, type LidarScanResult } from './useLidarScan';
export { createLiveValue, useLive, useLiveSelector, useLiveValue, type LiveValue } from './liveValue';
export type { AnyShape, ShapeKind } from './memo';
export {
  clientToElement,
  useDraggablePoint,
  type ClientToScene,
  type DragEndInfo,
  type DragEndReason,
  type DragInput,
  type DragStartInfo,
  type DragOptions,
  type DraggablePoint,
  type DraggablePointHandleProps,
  type DraggablePointOptions,
} from './useDraggablePoint';
export {
  useDraggableShape,
  type DraggableShapeResult,
  type DraggableShapeOptions,
  type EditableKind,
  type EditableShape,
  type ShapeHandle,
  type ShapePart,
  type ShapePartProps,
} from './useDraggableShape';
export {
  useDraggablePose,
  type DraggablePose,
  type DraggablePoseOptions,
  type Pose,
  type PosePart,
  type PosePartProps,
} from './useDraggablePose';
export { constraints, type Constraint } from './constraints';
export { formatHeading, formatNumber, formatPoint, formatSigned } from './format';
export { useHover, usePick, type PickInfo, type PickState, type PickSurfaceProps, type UsePickOptions } from './usePick';
export { PICK_TOLERANCE, type PickTolerance } from './pickTolerance';
export {
  useSelection,
  type BandMode,
  type SelectionBand,
  type SelectionState,
  type SelectionSurfaceProps,
  type UseSelectionOptions,
} from './useSelection';
export { objectSnap, type ObjectSnapOptions } from './objectSnap';
export { type ObjectSnap, type SnapState } from './snapper';
export { SNAP_KIND_NAMES, SNAP_RADIUS_PX } from './snapNames';
export { useSnapCursor, type SnapCursor, type SnapCursorOptions, type SnapSurfaceProps } from './useSnapCursor';
