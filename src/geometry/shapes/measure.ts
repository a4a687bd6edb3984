import type { Polygon, Vec2 } from './types';

/**
 * Measures of a polygon: its signed area and its centroid (scene units, y
 * down). They take a valid polygon (not re-checked) and compute relative to its
 * first point, so far-away coordinates do not cancel.
 */

/**
 * The polygon's signed area (shoelace formula, relative to its first point so
 * far-away coordinates do not cancel): positive when its points run clockwise
 * on a y-down screen (counterclockwise in y-up maths), negative the other way,
 * 0 for a degenerate polygon. A self-intersecting polygon's lobes count with
 * their own signs (a figure eight can give 0).
 */
export function polygonArea(polygon: Polygon): number {
  const pts = polygon.points;
  const ox = pts[0]!.x;
  const oy = pts[0]!.y;
  let twice = 0;
  for (let k = 1; k + 1 < pts.length; k++) {
    const ax = pts[k]!.x - ox;
    const ay = pts[k]!.y - oy;
    const bx = pts[k + 1]!.x - ox;
    const by = pts[k + 1]!.y - oy;
    twice += ax * by - ay * bx;
  }
  return twice / 2 + 0;
}

/**
 * The polygon's centroid (centre of area). A polygon of zero area is its
 * boundary: then the centroid of the boundary (each edge's midpoint weighted by
 * its length), and for a polygon whose points are all equal, that point.
 * For a self-intersecting polygon, lobes weigh by their signed areas.
 */
export function polygonCentroid(polygon: Polygon): Vec2 {
  const pts = polygon.points;
  const n = pts.length;
  const ox = pts[0]!.x;
  const oy = pts[0]!.y;
  let twice = 0;
  let cx = 0;
  let cy = 0;
  for (let k = 1; k + 1 < n; k++) {
    const ax = pts[k]!.x - ox;
    const ay = pts[k]!.y - oy;
    const bx = pts[k + 1]!.x - ox;
    const by = pts[k + 1]!.y - oy;
    const cross = ax * by - ay * bx;
    twice += cross;
    cx += (ax + bx) * cross; // triangle (origin, a, b): centroid (a + b)/3, weight cross/2
    cy += (ay + by) * cross;
  }
  if (twice !== 0) return { x: ox + cx / (3 * twice) + 0, y: oy + cy / (3 * twice) + 0 };
  // Zero area: the boundary's centroid.
  let length = 0;
  let mx = 0;
  let my = 0;
  for (let k = 0; k < n; k++) {
    const a = pts[k]!;
    const b = pts[k + 1 === n ? 0 : k + 1]!;
    const l = Math.hypot(b.x - a.x, b.y - a.y);
    length += l;
    mx += ((a.x + b.x) / 2 - ox) * l;
    my += ((a.y + b.y) / 2 - oy) * l;
  }
  if (length === 0) return { x: ox, y: oy };
  return { x: ox + mx / length + 0, y: oy + my / length + 0 };
}
