import { ObstacleCode, type Circle, type Rect, type RotatedRect, type Segment, type Vec2 } from '../../geometry/index';
import { assertCircle, assertRect, assertRotatedRect, assertSegment, assertVec2 } from '../../geometry/shapes/validate';

/** A shape hitkit's pairwise hooks and components accept. */
export type AnyShape = Vec2 | Segment | Circle | Rect | RotatedRect;

/** Which of the five shapes a value is, told apart by its fields. */
export type ShapeKind = 'point' | 'segment' | 'circle' | 'rect' | 'rotatedRect';

/**
 * Tells a point `{ x, y }`, segment `{ start, end }`, circle `{ center, radius }`,
 * rect `{ x, y, width, height }` and rotated rect `{ center, width, height, rotation }`
 * apart, and validates it.
 *
 * @throws TypeError / RangeError naming `name` when it is none of them or has a bad field.
 * @internal
 */
export function shapeKind(value: unknown, name: string): ShapeKind {
  if (typeof value === 'object' && value !== null) {
    if ('start' in value) return (assertSegment(value, name), 'segment');
    if ('center' in value && 'rotation' in value) return (assertRotatedRect(value, name), 'rotatedRect');
    if ('center' in value) return (assertCircle(value, name), 'circle');
    if ('width' in value || 'height' in value) return (assertRect(value, name), 'rect');
    if ('x' in value) return (assertVec2(value, name), 'point');
  }
  throw new TypeError(
    `${name} must be a point { x, y }, segment { start, end }, circle { center, radius }, rect { x, y, width, height } or rotated rect { center, width, height, rotation }, got ${
      value === null ? 'null' : typeof value === 'object' ? JSON.stringify(value) : String(value)
    }`,
  );
}

/**
 * A shape's numbers with its kind first (its `ObstacleCode`), padded to a fixed
 * length of 6, so that a memo can key on any shape at one call site.
 *
 * @internal
 */
export function shapeNumbers(shape: AnyShape, kind: ShapeKind): [number, number, number, number, number, number] {
  switch (kind) {
    case 'point': {
      const p = shape as Vec2;
      return [ObstacleCode.point, p.x, p.y, 0, 0, 0];
    }
    case 'segment': {
      const s = shape as Segment;
      return [ObstacleCode.segment, s.start.x, s.start.y, s.end.x, s.end.y, 0];
    }
    case 'circle': {
      const c = shape as Circle;
      return [ObstacleCode.circle, c.center.x, c.center.y, c.radius, 0, 0];
    }
    case 'rect': {
      const r = shape as Rect;
      return [ObstacleCode.rect, r.x, r.y, r.width, r.height, 0];
    }
    case 'rotatedRect': {
      const q = shape as RotatedRect;
      return [ObstacleCode.rotatedRect, q.center.x, q.center.y, q.width, q.height, q.rotation];
    }
  }
}
