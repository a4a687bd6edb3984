export { useSegmentCircleHit, type SegmentCircleHitOptions, type SegmentCircleHitResult } from './queries/useSegmentCircleHit';
export { useSegmentCircleIntersection } from './queries/useSegmentCircleIntersection';
export { useDistanceToRect, type DistanceToRectResult } from './queries/useDistanceToRect';
export { useDistanceToPolygon, type DistanceToPolygonResult } from './queries/useDistanceToPolygon';
export { usePointInPolygon, useSegmentPolygonIntersection, useSegmentPolylineIntersection } from './queries/usePolygonQueries';
export { useRectRectDistance, type RectRectDistanceResult } from './queries/useRectRectDistance';
export { useDistanceToCircle, type DistanceToCircleResult } from './queries/useDistanceToCircle';
export { useDistanceToSegment, type DistanceToSegmentResult } from './queries/useDistanceToSegment';
export { useDistanceToLine, type DistanceToLineResult } from './queries/useDistanceToLine';
export { useCircleCircleDistance, type CircleCircleDistanceResult } from './queries/useCircleCircleDistance';
export { useSegmentIntersection } from './queries/useSegmentIntersection';
export { useSegmentRectIntersection } from './queries/useSegmentRectIntersection';
export { useLineCircleIntersection } from './queries/useLineCircleIntersection';
export { useCircleLineContact } from './queries/useCircleLineContact';
export { useCircleContact, type ContactObstacle } from './queries/useCircleContact';
export { useShapeDistance, type ShapeDistanceResult } from './queries/useShapeDistance';
export { useLidarScan, type LidarScanResult } from './scene/useLidarScan';
export { createLiveValue, useLive, useLiveSelector, useLiveValue, type LiveValue } from './state/liveValue';
export type { AnyShape, ShapeKind } from './queries/shapeKind';
export { clientToElement, type ClientToScene } from './gesture/clientToScene';
export type { DragEndInfo, DragEndReason, DragInput, DragStartInfo } from './gesture/dragEvents';
export type { DragOptions } from './drag/dragOptions';
export { useDraggablePoint, type DraggablePoint, type DraggablePointHandleProps, type DraggablePointOptions } from './drag/useDraggablePoint';
export {
  useDraggableShape,
  type DraggableShapeResult,
  type DraggableShapeOptions,
  type EditableKind,
  type EditableShape,
  type ShapePart,
} from './drag/useDraggableShape';
export type { ShapeHandle, ShapePartProps } from './drag/shapePartProps';
export { useDraggablePose, type DraggablePose, type DraggablePoseOptions, type Pose, type PosePart, type PosePartProps } from './drag/useDraggablePose';
export { constraints, type Constraint, type ConstraintPath } from './drag/constraints';
export { formatHeading, formatNumber, formatPoint, formatSigned } from '../format';
export { useHover, usePick, type PickInfo, type PickState, type PickSurfaceProps, type UsePickOptions } from './scene/usePick';
export { PICK_TOLERANCE, type PickTolerance } from './scene/pickTolerance';
export {
  useSelection,
  type BandMode,
  type SelectionBand,
  type SelectionState,
  type SelectionSurfaceProps,
  type UseSelectionOptions,
} from './scene/useSelection';
export type { TransformBoxOptions } from './scene/transformOptions';
export type { ReshapeState } from './scene/reshapeHandles';
export type { ReshapableKind } from './scene/reshape';
export type { EditedShape, SelectionGesture, SelectionGestureOptions, SelectionGestureType, TransformHandle } from './scene/useSelectionGesture';
export { ROTATE_HANDLE_GAP, TRANSFORM_HANDLES, rotateHandlePoint, type TransformBoxState, type TransformHandleProps } from './scene/transformBox';
export { PINCH_SNAP_TOLERANCE, type SelectionTouchProps } from './scene/selectionPinch';
export { objectSnap, type ObjectSnapOptions } from './drag/objectSnap';
export { type ObjectSnap, type SnapState } from './drag/snapper';
export { type SnapChangeHandler } from './drag/useSnapReport';
export { SNAP_KIND_NAMES, SNAP_RADIUS_PX } from './drag/snapNames';
export { useSnapCursor, type SnapCursor, type SnapCursorOptions, type SnapSurfaceProps } from './scene/useSnapCursor';
