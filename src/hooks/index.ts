export { useSegmentCircleHit, type SegmentCircleHitOptions, type SegmentCircleHitResult } from './useSegmentCircleHit';
export { useDistanceToRect, type DistanceToRectResult } from './useDistanceToRect';
export {
  clientToElement,
  useDraggablePoint,
  type ClientToScene,
  type DraggablePoint,
  type DraggablePointHandleProps,
  type DraggablePointOptions,
} from './useDraggablePoint';
export { formatNumber, formatPoint } from './format';
