export { Scene, useScene, useSceneNumbers, useScenePixels, type SceneContextValue, type SceneProps, type SceneView } from './Scene';
export { formatSvgNumber, sceneDecimals, sceneOrigin, sceneScale, type SceneNumbers } from './number';
export { Handle, HandleMarker, type HandleMarkerProps, type HandleProps } from './Handle';
export { DraggableShape, type DraggableShapeProps } from './DraggableShape';
export { Shape, type ShapeProps } from './shapes/Shape';
export { PointShape, type PointShapeProps } from './shapes/PointShape';
export { SegmentShape, type SegmentShapeProps } from './shapes/SegmentShape';
export { RayShape, type RayShapeProps } from './shapes/RayShape';
export { LineShape, type LineShapeProps } from './shapes/LineShape';
export { CircleShape, type CircleShapeProps } from './shapes/CircleShape';
export { DEGENERATE_PX, MIN_LABEL_PX } from './sizes';
export { RectShape, type RectShapeProps } from './shapes/RectShape';
export { PolygonShape, PolylineShape, type PolygonShapeProps, type PolylineShapeProps } from './shapes/PolygonShape';
export { PolygonEditor, type PolygonEditorProps } from './PolygonEditor';
export { ArrowShape, type ArrowShapeProps } from './shapes/ArrowShape';
export { Label, type LabelProps } from './overlays/Label';
export { SceneStatus } from './overlays/SceneStatus';
export { HitHighlight, type HitHighlightProps } from './overlays/HitHighlight';
export { DistanceSegment, type DistanceSegmentProps } from './overlays/DistanceSegment';
export { SignedDistanceLabel, type SignedDistanceLabelProps } from './overlays/SignedDistanceLabel';
export { IntersectionMarkers, type IntersectionMarker, type IntersectionMarkersProps } from './overlays/IntersectionMarkers';
export { ContactOverlay, type ContactOverlayProps } from './overlays/ContactOverlay';
export { LidarOverlay, type LidarOverlayProps } from './overlays/LidarOverlay';
export { LidarLegend, type LidarLegendProps } from './overlays/LidarLegend';
export { LidarRobot, type LidarRobotProps } from './LidarRobot';
export { LidarRangePlot, type LidarRangePlotProps } from './LidarRangePlot';
export type { DrawableLidarScan } from './lidar';
export type { ViewProps } from './views/shared';
export { SegmentCircleHitView, type SegmentCircleHitViewProps } from './views/SegmentCircleHitView';
export { SegmentCircleIntersectionView, type SegmentCircleIntersectionViewProps } from './views/SegmentCircleIntersectionView';
export { DistanceToRectView, type DistanceToRectViewProps } from './views/DistanceToRectView';
export { DistanceToPolygonView, type DistanceToPolygonViewProps } from './views/DistanceToPolygonView';
export { SegmentPolygonIntersectionView, type SegmentPolygonIntersectionViewProps } from './views/SegmentPolygonIntersectionView';
export { DistanceToCircleView, type DistanceToCircleViewProps } from './views/DistanceToCircleView';
export { DistanceToSegmentView, type DistanceToSegmentViewProps } from './views/DistanceToSegmentView';
export { DistanceToLineView, type DistanceToLineViewProps } from './views/DistanceToLineView';
export { CircleCircleDistanceView, type CircleCircleDistanceViewProps, type CircleRelation } from './views/CircleCircleDistanceView';
export { SegmentIntersectionView, type SegmentIntersectionViewProps } from './views/SegmentIntersectionView';
export { SegmentRectIntersectionView, type SegmentRectIntersectionViewProps } from './views/SegmentRectIntersectionView';
export { CircleLineContactView, type CircleLineContactViewProps } from './views/CircleLineContactView';
export { CircleContactView, type CircleContactViewProps } from './views/CircleContactView';
export { ShapeDistanceView, type ShapeDistanceViewProps } from './views/ShapeDistanceView';
export { hitTone, MISS_DASH, theme } from './theme';
export { Legend, type LegendItem, type LegendMeaning, type LegendProps } from './Legend';
export { SelectionLayer, type SelectionLayerProps } from './SelectionLayer';
export {
  HitAreaOverlay,
  HoverHighlight,
  RubberBand,
  SelectionOutline,
  type HitAreaOverlayProps,
  type HoverHighlightProps,
  type RubberBandProps,
  type SelectionOutlineProps,
} from './overlays/SelectionOverlays';
export { WorldLayer, type WorldLayerProps } from './WorldLayer';
export { SnapMarker, type SnapMarkerProps } from './overlays/SnapMarker';
export { SnapCursorLayer, type SnapCursorLayerProps } from './SnapCursorLayer';
