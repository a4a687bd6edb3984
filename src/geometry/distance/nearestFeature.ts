import { closestPointOnRect, closestPointOnSegment, distanceToCircle, distanceToRect, distanceToSegment, nearestEdge } from './pointToShape';
import { orientationSignXY } from '../robust/orientation';
import type { Circle, Rect, Segment, Vec2 } from '../shapes/types';
import { perp, RIGHT, unit } from '../shapes/vec';

/**
 * A point's relation to a shape's boundary, the common core of the contacts and
 * of the circle–shape closest points: the signed distance, the boundary point
 * nearest the query point (the foot), and the unit normal that points from the
 * shape towards the query point (the way to push a circle centred there). @internal
 */
export interface Nearest {
  /** Signed distance of the point from the shape: > 0 outside, 0 on, < 0 inside. */
  readonly signedDistance: number;
  /** The nearest point of the shape's boundary. */
  readonly foot: Vec2;
  /** Unit vector from the shape towards the point (outward at the foot). */
  readonly normal: Vec2;
}

/**
 * Against a closed segment (never negative). The normal points from the segment
 * to the point: perpendicular to the segment when the point is beside it (its
 * front normal `perp(normalize(end − start))`, or the opposite when the point is
 * strictly behind, decided exactly; a point on the segment goes to the front),
 * and from the nearer end when the point is beyond an end. Which of the three
 * regions the point is in is measured from each end, so the direction stays
 * accurate however close the point is, and at coordinates around 1e9. A
 * zero-length segment gives the direction from its point, or `(1, 0)` on it.
 */
export function nearestOnSegment(point: Vec2, segment: Segment): Nearest {
  const { start, end } = segment;
  const foot = closestPointOnSegment(point, segment).point;
  // The same number as distanceToSegment, so a contact and a hit test agree.
  const signedDistance = distanceToSegment(point, segment);
  const fromStartX = point.x - start.x;
  const fromStartY = point.y - start.y;
  const along = unit(end.x - start.x, end.y - start.y);
  if (along === null) return { signedDistance, foot, normal: unit(fromStartX, fromStartY) ?? { ...RIGHT } };
  const front = perp(along);
  if (fromStartX * along.x + fromStartY * along.y <= 0) {
    return { signedDistance, foot, normal: unit(fromStartX, fromStartY) ?? front };
  }
  const fromEndX = point.x - end.x;
  const fromEndY = point.y - end.y;
  if (fromEndX * along.x + fromEndY * along.y >= 0) {
    return { signedDistance, foot, normal: unit(fromEndX, fromEndY) ?? front };
  }
  const behind = orientationSignXY(start.x, start.y, end.x, end.y, point.x, point.y) < 0;
  return { signedDistance, foot, normal: behind ? { x: -front.x + 0, y: -front.y + 0 } : front };
}

/** Against a circle's circumference (negative inside). At the centre the normal is `(1, 0)`. */
export function nearestOnCircle(point: Vec2, circle: Circle): Nearest {
  const { center, radius } = circle;
  const dx = point.x - center.x;
  const dy = point.y - center.y;
  const normal = unit(dx, dy) ?? { ...RIGHT };
  return {
    signedDistance: distanceToCircle(point, circle),
    foot: { x: center.x + normal.x * radius, y: center.y + normal.y * radius },
    normal,
  };
}

const EDGE_NORMALS = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  top: { x: 0, y: -1 },
  bottom: { x: 0, y: 1 },
} as const satisfies Record<string, Vec2>;

/**
 * Against a closed axis-aligned rect (negative inside). Outside, the normal
 * points from the nearest boundary point to the query point; in the rect (its
 * boundary included) it is the outward normal of the nearest edge, with the
 * tie order of `closestPointOnRect` (left, right, top, bottom).
 */
export function nearestOnRect(point: Vec2, rect: Rect): Nearest {
  const foot = closestPointOnRect(point, rect);
  const signedDistance = distanceToRect(point, rect);
  if (signedDistance > 0) {
    const away = unit(point.x - foot.x, point.y - foot.y);
    if (away !== null) return { signedDistance, foot, normal: away };
  }
  const edge = EDGE_NORMALS[nearestEdge(point.x, point.y, rect)];
  return { signedDistance, foot, normal: { x: edge.x, y: edge.y } };
}
