import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';
import type { ObstacleKind, ObstacleShapes } from '../world/types';

/** A point moved by `(dx, dy)`. */
function movePoint(p: Vec2, dx: number, dy: number): Vec2 {
  return { x: p.x + dx, y: p.y + dy };
}

/** Every point of a list moved by `(dx, dy)` (a new array, the same length). */
function movePoints(points: readonly Vec2[], dx: number, dy: number): Vec2[] {
  const out = new Array<Vec2>(points.length);
  for (let i = 0; i < points.length; i++) out[i] = movePoint(points[i]!, dx, dy);
  return out;
}

/**
 * A shape of a world kind moved by `(dx, dy)` scene units: every point of it
 * (a point, a segment's ends, a circle's, a rect's or a rotated rect's reference point, a
 * polyline's or polygon's vertices) plus the offset, each coordinate rounded
 * once (`x + dx`); sizes (radius, width, height) and a rotated rect's rotation are copied unchanged, so a
 * move never changes a shape's size. y down (a yUp Scene flips only what the
 * arrow keys mean, not this). The result is a new plain object of the same
 * kind with only the shape's own fields; `shape` is not changed. `(0, 0)`
 * gives a copy equal field for field.
 *
 * Computing every frame of a drag as `translateShape(kind, start, total.x,
 * total.y)` from the shape as it was when the drag started (never from the
 * previous frame) keeps a long drag exact: the result only depends on the
 * total offset.
 *
 * The shape is not validated (it is already a valid shape of `kind`, e.g. a
 * world's); the offset is.
 *
 * @param kind the shape's kind: `'point'`, `'segment'`, `'circle'`, `'rect'`, `'rotatedRect'`, `'polyline'` or `'polygon'`
 * @param shape the shape, scene units
 * @param dx the move along x, scene units (finite)
 * @param dy the move along y, scene units (finite; positive is down on screen)
 * @returns the moved shape
 * @throws RangeError when `dx` or `dy` is not a finite number; TypeError for an unknown kind
 */
export function translateShape<K extends ObstacleKind>(kind: K, shape: ObstacleShapes[K], dx: number, dy: number): ObstacleShapes[K];
export function translateShape(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind], dx: number, dy: number): ObstacleShapes[ObstacleKind] {
  if (typeof dx !== 'number' || !Number.isFinite(dx)) throw new RangeError(`dx must be a finite number, got ${String(dx)}`);
  if (typeof dy !== 'number' || !Number.isFinite(dy)) throw new RangeError(`dy must be a finite number, got ${String(dy)}`);
  switch (kind) {
    case 'point':
      return movePoint(shape as Vec2, dx, dy);
    case 'segment': {
      const s = shape as Segment;
      return { start: movePoint(s.start, dx, dy), end: movePoint(s.end, dx, dy) };
    }
    case 'circle': {
      const c = shape as Circle;
      return { center: movePoint(c.center, dx, dy), radius: c.radius };
    }
    case 'rect': {
      const r = shape as Rect;
      return { x: r.x + dx, y: r.y + dy, width: r.width, height: r.height };
    }
    case 'rotatedRect': {
      const r = shape as RotatedRect;
      return { center: movePoint(r.center, dx, dy), width: r.width, height: r.height, rotation: r.rotation };
    }
    case 'polyline':
      return { points: movePoints((shape as Polyline).points, dx, dy) };
    case 'polygon':
      return { points: movePoints((shape as Polygon).points, dx, dy) };
    default:
      throw new TypeError(
        `kind must be a world shape kind ('point', 'segment', 'circle', 'rect', 'rotatedRect', 'polyline' or 'polygon'), got ${String(kind)}`,
      );
  }
}
