export { Scene, type SceneProps } from './scene/Scene';
export { useScene, useSceneNumbers, useScenePixels, type SceneContextValue } from './scene/sceneContext';
export type { SceneView } from './scene/sceneView';
export { clientToScene, sceneToClient } from './scene/sceneCoordinates';
export type { SceneNumbers } from './scene/number';
export { Handle, HandleMarker, type HandleMarkerProps, type HandleProps } from './handles/Handle';
export { DraggableShape, type DraggableShapeProps } from './editors/DraggableShape';
export { Shape, type ShapeProps } from './shapes/Shape';
export { PointShape, type PointShapeProps } from './shapes/PointShape';
export { SegmentShape, type SegmentShapeProps } from './shapes/SegmentShape';
export { RayShape, type RayShapeProps } from './shapes/RayShape';
export { LineShape, type LineShapeProps } from './shapes/LineShape';
export { CircleShape, type CircleShapeProps } from './shapes/CircleShape';
export { RectShape, type RectShapeProps } from './shapes/RectShape';
export { RotatedRectShape, type RotatedRectShapeProps } from './shapes/RotatedRectShape';
export { PolygonShape, PolylineShape, type PolygonShapeProps, type PolylineShapeProps } from './shapes/PolygonShape';
export { PolygonEditor, type PolygonEditorProps } from './editors/PolygonEditor';
export { ArrowShape, type ArrowShapeProps } from './shapes/ArrowShape';
export { Label, type LabelProps } from './labels/Label';
export { SceneStatus } from './scene/SceneStatus';
export { HitHighlight, type HitHighlightProps } from './overlays/HitHighlight';
export { DistanceSegment, type DistanceSegmentProps } from './overlays/DistanceSegment';
export { SignedDistanceLabel, type SignedDistanceLabelProps, type SignedDistanceTo } from './overlays/SignedDistanceLabel';
export { IntersectionMarkers, type IntersectionMarker, type IntersectionMarkersProps } from './overlays/IntersectionMarkers';
export { ContactOverlay, type ContactOverlayProps } from './overlays/ContactOverlay';
export { LidarOverlay, type LidarOverlayProps } from './lidar/LidarOverlay';
export { LidarLegend, type LidarLegendProps } from './lidar/LidarLegend';
export { LidarRobot, type LidarRobotProps } from './lidar/LidarRobot';
export { LidarRangePlot, type LidarRangePlotProps } from './lidar/LidarRangePlot';
export type { DrawableLidarScan } from './lidar/drawnScan';
export type { ViewProps } from './views/inputs';
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
export { hitTone, theme } from './style/theme';
export { Legend, type LegendItem, type LegendMeaning, type LegendProps } from './labels/Legend';
export { SelectionLayer, type SelectionLayerProps } from './layers/SelectionLayer';
export { TransformBox, type TransformBoxProps } from './layers/TransformBox';
export { VertexHandles, type VertexHandlesProps } from './layers/VertexHandles';
export {
  HitAreaOverlay,
  HoverHighlight,
  RubberBand,
  SelectionOutline,
  type HitAreaOverlayProps,
  type HoverHighlightProps,
  type RubberBandProps,
  type SelectionOutlineProps,
} from './layers/SelectionOverlays';
export { WorldLayer, type WorldLayerProps } from './layers/WorldLayer';
export type { WorldKindStyles, WorldLayerStyle, WorldShapeStyle } from './layers/worldStyle';
export { SnapMarker, type SnapMarkerProps } from './overlays/SnapMarker';
export { SnapCursorLayer, type SnapCursorLayerProps } from './layers/SnapCursorLayer';
