import { frozenChain, frozenCircle, frozenPoint, frozenRect, frozenRotatedRect, frozenSegment } from '../shapes/frozen';
import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';
import { CIRCLE_KIND, POINT_KIND, RECT_KIND, ROTATED_RECT_KIND, SEGMENT_KIND } from './itemCode';
import type { ObstacleKind, ObstacleShapes } from './types';

// What a world stores of a shape it is given: a frozen copy, or the shape itself when no one can change it.

/**
 * A frozen copy of a shape of kind code `kind`, already validated by the
 * world's method (`assertShape`): the same plain object as the validating
 * constructors make (`frozen.ts`), without checking it a second time. @internal
 */
export function frozenCopy(kind: number, shape: unknown): ObstacleShapes[ObstacleKind] {
  if (kind === SEGMENT_KIND) return frozenSegment(shape as Segment);
  if (kind === CIRCLE_KIND) return frozenCircle(shape as Circle);
  if (kind === RECT_KIND) return frozenRect(shape as Rect);
  if (kind === POINT_KIND) return frozenPoint(shape as Vec2);
  if (kind === ROTATED_RECT_KIND) return frozenRotatedRect(shape as RotatedRect);
  return frozenChain(shape as Polyline | Polygon);
}

/**
 * Whether a shape of kind code `kind` is deeply frozen: it and every object in
 * it (points, the points array). No one can change such a shape, so the store
 * may keep it as it is instead of a copy (a gesture's frames are frozen by the
 * hooks that make them: `writeFrame`). @internal
 */
export function deeplyFrozen(kind: number, shape: unknown): boolean {
  if (!Object.isFrozen(shape)) return false;
  if (kind === RECT_KIND || kind === POINT_KIND) return true;
  if (kind === SEGMENT_KIND) return Object.isFrozen((shape as Segment).start) && Object.isFrozen((shape as Segment).end);
  if (kind === CIRCLE_KIND || kind === ROTATED_RECT_KIND) return Object.isFrozen((shape as Circle | RotatedRect).center);
  const points = (shape as Polyline).points;
  if (!Object.isFrozen(points)) return false;
  for (let k = 0; k < points.length; k++) if (!Object.isFrozen(points[k])) return false;
  return true;
}
