import { boundsOf, pointInPolygon, polygonCentroid, type Vec2 } from '../../geometry/index';

/** How many candidate places {@link moveAnchor} tries after the first (it stays cheap for a polygon of many vertices). */
const MOST_CANDIDATES = 256;

/**
 * Where a {@link PolygonEditor}'s move handle sits: a place at least `clear`
 * (scene units) from every vertex, so that it never hides under a vertex's
 * handle, and, for a polygon, inside it. In order: the centroid (a polyline:
 * the middle of its bounding box); for a polygon, the middles of its
 * diagonals (`p[i]`, `p[j]` not adjacent, in index order); for a polyline,
 * the middles of its segments, longest first; the first that qualifies, else
 * the centroid (or middle). Moving the shape moves this place with it (each
 * test depends on the points relative to each other, up to rounding), so a
 * drag of the move handle moves the shape by the pointer's movement. @internal
 */
export function moveAnchor(points: readonly Vec2[], closed: boolean, clear: number): Vec2 {
  const first = closed ? polygonCentroid({ points }) : boxMiddle(points);
  const polygon = { points };
  const fits = (p: Vec2) => clearOfVertices(p, points, clear) && (!closed || pointInPolygon(p, polygon));
  if (fits(first)) return first;
  let tried = 0;
  if (closed) {
    const n = points.length;
    for (let i = 0; i < n && tried < MOST_CANDIDATES; i++) {
      for (let j = i + 2; j < n && tried < MOST_CANDIDATES; j++) {
        if (i === 0 && j === n - 1) continue; // adjacent through the closing edge
        tried++;
        const a = points[i] as Vec2;
        const b = points[j] as Vec2;
        const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        if (fits(middle)) return middle;
      }
    }
    return first;
  }
  const lengths = points.slice(0, -1).map((a, i) => Math.hypot((points[i + 1] as Vec2).x - a.x, (points[i + 1] as Vec2).y - a.y));
  const order = lengths.map((_, i) => i).sort((i, j) => (lengths[j] as number) - (lengths[i] as number) || i - j);
  for (const i of order.slice(0, MOST_CANDIDATES)) {
    const a = points[i] as Vec2;
    const b = points[i + 1] as Vec2;
    const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    if (fits(middle)) return middle;
  }
  return first;
}

/** The middle of the points' bounding box (`boundsOf`). */
function boxMiddle(points: readonly Vec2[]): Vec2 {
  const box = boundsOf({ points });
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function clearOfVertices(p: Vec2, points: readonly Vec2[], clear: number): boolean {
  for (const q of points) if (Math.hypot(q.x - p.x, q.y - p.y) < clear) return false;
  return true;
}
