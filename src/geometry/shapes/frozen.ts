import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from './types';

/**
 * Frozen copies of shapes already validated: the plain objects the validating
 * constructors (`segment`, `circle`, …) return, made here once for them and for
 * the world, whose methods validate a shape themselves before storing its copy
 * (a drag writes a thousand shapes a frame: each is checked once). Copying
 * means a later mutation of the argument cannot change the copy. @internal
 */

/** A frozen copy of a point. @internal */
export function frozenPoint(p: Vec2): Vec2 {
  return Object.freeze({ x: p.x, y: p.y });
}

/** A frozen copy of a segment. @internal */
export function frozenSegment(s: Segment): Segment {
  return Object.freeze({ start: frozenPoint(s.start), end: frozenPoint(s.end) });
}

/** A frozen copy of a circle. @internal */
export function frozenCircle(c: Circle): Circle {
  return Object.freeze({ center: frozenPoint(c.center), radius: c.radius });
}

/** A frozen copy of an axis-aligned rect. @internal */
export function frozenRect(r: Rect): Rect {
  return Object.freeze({ x: r.x, y: r.y, width: r.width, height: r.height });
}

/** A frozen copy of a rotated rect. @internal */
export function frozenRotatedRect(r: RotatedRect): RotatedRect {
  return Object.freeze({ center: frozenPoint(r.center), width: r.width, height: r.height, rotation: r.rotation });
}

/** A frozen copy of a polyline or polygon (its points copied and frozen). @internal */
export function frozenChain<T extends Polyline | Polygon>(c: T): T {
  return Object.freeze({ points: Object.freeze(c.points.map(frozenPoint)) }) as T;
}

/**
 * Freezes a shape the caller has just made and no one else holds (a frame of a
 * gesture: `translateShape`'s or `transformShape`'s result), in place and deeply:
 * its points, its points array, then itself; returns it. A world stores such a
 * shape as it is (nothing can change it), so a frame is not copied again. Any
 * shape kind: a point, segment, circle, rect, rotated rect, polyline or polygon. @internal
 */
export function freezeNewShape<T extends object>(shape: T): T {
  const s = shape as Partial<Segment & Circle & Polyline>;
  if (s.points !== undefined) {
    const points = s.points;
    for (let k = 0; k < points.length; k++) Object.freeze(points[k]);
    Object.freeze(points);
  } else if (s.center !== undefined) Object.freeze(s.center);
  else if (s.start !== undefined) {
    Object.freeze(s.start);
    Object.freeze(s.end);
  }
  return Object.freeze(shape);
}
