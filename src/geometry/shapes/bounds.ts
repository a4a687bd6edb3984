import { scratchCorners } from './rotatedRect';
import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from './types';

/**
 * `boundsOf`: the axis-aligned bounding box of any bounded shape, the one
 * every layer uses (scene units, y down).
 */

/** A shape `boundsOf` takes: a point, segment, circle, rect, rotated rect, polyline or polygon. */
export type BoundedShape = Vec2 | Segment | Circle | Rect | RotatedRect | Polyline | Polygon;

/**
 * The axis-aligned bounding box of a shape, as a rect: a point is a zero-size
 * rect; a segment spans its ends; a circle its centre ± radius; a rect is
 * itself (a copy); a rotated rect spans its four corners (`rotatedRectCorners`);
 * a polyline or polygon spans its points.
 *
 * @throws TypeError for anything else (lines and rays are unbounded)
 */
export function boundsOf(shape: BoundedShape): Rect {
  const s = shape as Partial<Segment & Circle & Rect & Polygon & RotatedRect>;
  if (typeof s !== 'object' || s === null)
    throw new TypeError(`shape must be a point, segment, circle, rect, rotated rect, polyline or polygon, got ${String(shape)}`);
  const rotated = s.center !== undefined && typeof s.rotation === 'number';
  if (Array.isArray(s.points) || rotated) {
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    const points = rotated ? scratchCorners(s as RotatedRect, 0).points : s.points!;
    for (const p of points) {
      if (p.x < x0) x0 = p.x;
      if (p.y < y0) y0 = p.y;
      if (p.x > x1) x1 = p.x;
      if (p.y > y1) y1 = p.y;
    }
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }
  if (s.start !== undefined && s.end !== undefined) {
    const x0 = Math.min(s.start.x, s.end.x);
    const y0 = Math.min(s.start.y, s.end.y);
    return { x: x0, y: y0, width: Math.max(s.start.x, s.end.x) - x0, height: Math.max(s.start.y, s.end.y) - y0 };
  }
  if (s.center !== undefined && typeof s.radius === 'number') {
    return { x: s.center.x - s.radius, y: s.center.y - s.radius, width: 2 * s.radius, height: 2 * s.radius };
  }
  if (typeof s.width === 'number' && typeof s.height === 'number' && typeof s.x === 'number' && typeof s.y === 'number') {
    return { x: s.x, y: s.y, width: s.width, height: s.height };
  }
  if (typeof s.x === 'number' && typeof s.y === 'number') return { x: s.x, y: s.y, width: 0, height: 0 };
  throw new TypeError('shape must be a point, segment, circle, rect, rotated rect, polyline or polygon (lines and rays are unbounded)');
}
