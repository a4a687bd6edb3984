import type { SceneScratch } from './candidates';
import { clampedParameter, closestPointOnCircle, closestPointOnRect, distanceToRectXY, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { pointInRing } from '../hit/polygon';
import { inBoxXY } from '../hit/segmentTouch';
import { orientationSignXY } from '../robust/orientation';
import type { Circle, Rect, Vec2 } from '../shapes/types';
import { CIRCLE_KIND, circleAt, isClosedChainKind, itemSlot, itemTag, POINT_KIND, RECT_KIND, rectAt, SEGMENT_KIND, segmentAt } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The distance of a point to a shape of a world, the per-shape rule of `pick`
 * and `nearest`, and the shape's point nearest it.
 *
 * **Distance of a point to a shape** (scene units, ≥ 0): to a point, segment
 * or polyline, the distance to it; to a filled circle, rect or polygon (the
 * default, see `ShapeOptions.filled`) 0 inside and on the boundary, else the
 * distance to the boundary; to an outline-only one, the distance to its
 * boundary from either side. **Closed boundaries, exactly:** a point exactly on
 * a segment, an edge or a rect's side is at distance exactly 0 (decided with
 * the exact orientation predicate, so it is hit at tolerance 0), and a point
 * in a filled polygon is found by `pointInPolygon`'s test on its ring (exact). Distances
 * elsewhere are in floating point, as `distanceToSegment`, `distanceToCircle`
 * and `distanceToRect` compute them.
 */

/**
 * Squared distance from `(px, py)` to the segment, exactly 0 when the point is
 * exactly on it (the floating-point distance of a point on a slanted segment
 * can be a few ulps above 0: then the exact orientation decides).
 */
function segmentSquared(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  const d2 = segmentDistanceSquaredXY(ax, ay, bx, by, px, py);
  if (d2 === 0) return 0;
  const ux = ax - px;
  const uy = ay - py;
  const vx = bx - px;
  const vy = by - py;
  // Far above the rounding of a distance to a segment through the point (≈ 2⁻⁵² of the coordinates' spread).
  if (d2 > 2 ** -80 * (ux * ux + uy * uy + vx * vx + vy * vy)) return d2;
  return inBoxXY(px, py, ax, ay, bx, by) && orientationSignXY(ax, ay, bx, by, px, py) === 0 ? 0 : d2;
}

/** The squared distance to a chain's nearest edge (the first on a tie); that edge's index into `s.edge`. */
function chainSquared(s: SceneScratch, chain: Float64Array, px: number, py: number): number {
  let best = Infinity;
  let edge = 0;
  for (let i = 0; i + 2 < chain.length; i += 2) {
    const d2 = segmentSquared(chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!, px, py);
    if (d2 < best) {
      best = d2;
      edge = i / 2;
    }
  }
  s.edge = edge;
  return best;
}

/**
 * The distance from `(px, py)` to the shape of `item` (the rule above); its
 * nearest edge into `s.edge` (a polyline's or polygon's; −1 for the other
 * kinds), and into `s.inside` whether the point is in the filled shape or on
 * the boundary (its closest point is then the point itself).
 */
export function measure(s: SceneScratch, w: WorldImpl, item: number, px: number, py: number): number {
  const tag = itemTag(item);
  const filled = w.isFilled(item);
  s.edge = -1;
  s.inside = 0;
  let distance: number;
  if (tag === SEGMENT_KIND) {
    const d = w.data[SEGMENT_KIND];
    const i = segmentAt(item);
    distance = Math.sqrt(segmentSquared(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, px, py));
  } else if (tag === CIRCLE_KIND) {
    const d = w.data[CIRCLE_KIND];
    const i = circleAt(item);
    const dx = px - d[i]!;
    const dy = py - d[i + 1]!;
    const signed = Math.sqrt(dx * dx + dy * dy) - d[i + 2]!; // distanceToCircle
    distance = filled && signed < 0 ? 0 : Math.abs(signed);
    if (signed === 0 || (filled && signed < 0)) s.inside = 1;
    return distance;
  } else if (tag === RECT_KIND) {
    const d = w.data[RECT_KIND];
    const i = rectAt(item);
    const signed = distanceToRectXY(px, py, d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!);
    distance = filled && signed < 0 ? 0 : Math.abs(signed);
  } else {
    const slot = itemSlot(item);
    distance = Math.sqrt(chainSquared(s, w.chains[slot]!, px, py));
    const kind = w.chainKind[slot];
    if (kind === POINT_KIND) s.edge = -1;
    else if (filled && distance > 0 && isClosedChainKind(kind)) {
      // the closed chain is the polygon's ring: no polygon object made (none of a gesture's pending shapes)
      if (pointInRing(w.chains[slot]!, px, py, w.fillRuleOf(item))) distance = 0;
    }
  }
  if (distance === 0) s.inside = 1;
  return distance;
}

/**
 * The point of the shape of `item` nearest `point`, after `measure` (its
 * `edge`, and `inside`: then the point itself). A new `{ x, y }`.
 */
export function closestPointOf(w: WorldImpl, item: number, point: Vec2, edge: number, inside: boolean): Vec2 {
  if (inside) return { x: point.x, y: point.y };
  const tag = itemTag(item);
  if (tag === CIRCLE_KIND) return closestPointOnCircle(point, w.shapeAt(CIRCLE_KIND, itemSlot(item)) as Circle);
  if (tag === RECT_KIND) return closestPointOnRect(point, w.shapeAt(RECT_KIND, itemSlot(item)) as Rect);
  // A segment, or the edge of a chain.
  const data = tag === SEGMENT_KIND ? w.data[SEGMENT_KIND] : w.chains[itemSlot(item)]!;
  const i = tag === SEGMENT_KIND ? segmentAt(item) : edge < 0 ? 0 : 2 * edge;
  const ax = data[i]!;
  const ay = data[i + 1]!;
  const dx = data[i + 2]! - ax;
  const dy = data[i + 3]! - ay;
  const t = clampedParameter(ax - point.x, ay - point.y, dx, dy); // as closestPointOnSegment
  return t === 0 ? { x: ax, y: ay } : t === 1 ? { x: ax + dx, y: ay + dy } : { x: ax + t * dx, y: ay + t * dy };
}
