import { intersections } from './snapIntersections';
import { SNAP_CENTER, SNAP_ENDPOINT, SNAP_INTERSECTION, SNAP_MIDPOINT, SNAP_NEAREST, SNAP_PERPENDICULAR, SNAP_QUADRANT, SNAP_TANGENT } from './snapKinds';
import { circleOf, offerTarget, segmentOf, square, type OutlinePiece, type SnapQuery } from './snapQuery';
import { closestPointOnCircle, closestPointOnSegment, segmentDistanceSquaredXY } from '../distance/pointToShape';
import type { Vec2 } from '../shapes/types';
import {
  CHAIN_TAG,
  CIRCLE_KIND,
  circleAt,
  isClosedChainKind,
  itemSlot,
  itemTag,
  POINT_KIND,
  RECT_KIND,
  rectAt,
  SEGMENT_KIND,
  segmentAt,
} from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The snap targets on and around the shapes near the query point: the pieces
 * of their outlines within the radius, and from those the key points
 * (endpoints, midpoints, centres, quadrants, perpendiculars, tangents; the
 * intersections in `intersections`) and each shape's nearest point.
 */

/** The pieces of a shape's outline that pass within the radius of the point. */
export function piecesOf(q: SnapQuery, item: number): void {
  const w = q.w;
  const tag = itemTag(item);
  if (tag === CIRCLE_KIND) {
    const d = w.data[CIRCLE_KIND];
    const i = circleAt(item);
    const cx = d[i]!;
    const cy = d[i + 1]!;
    const r = d[i + 2]!;
    if (Math.abs(Math.sqrt(square(q.px - cx) + square(q.py - cy)) - r) <= q.radius) {
      q.pieces.push({ item, edge: -1, edges: 0, closed: false, circle: true, point: false, ax: cx, ay: cy, bx: cx, by: cy, r });
    }
    return;
  }
  const pts = pointsOf(w, item);
  const n = pts.length / 2 - 1; // edges
  const chainKind = tag === CHAIN_TAG ? w.chainKind[itemSlot(item)] : -1;
  const point = chainKind === POINT_KIND;
  const closed = tag === RECT_KIND || isClosedChainKind(chainKind);
  const chain = tag === RECT_KIND ? 4 : tag === CHAIN_TAG && !point ? n : 0;
  for (let e = 0; e < (point ? 1 : n); e++) {
    const ax = pts[2 * e]!;
    const ay = pts[2 * e + 1]!;
    const bx = pts[2 * e + 2]!;
    const by = pts[2 * e + 3]!;
    if (Math.sqrt(segmentDistanceSquaredXY(ax, ay, bx, by, q.px, q.py)) <= q.radius) {
      q.pieces.push({ item, edge: tag === SEGMENT_KIND ? -1 : e, edges: chain, closed, circle: false, point, ax, ay, bx, by, r: 0 });
    }
  }
}

/** A segment, rect or chain as a run of points `[x0, y0, x1, y1, …]` (a rect: its corners clockwise from top-left, closed). */
export function pointsOf(w: WorldImpl, item: number): Float64Array {
  const tag = itemTag(item);
  if (tag === CHAIN_TAG) return w.chains[itemSlot(item)]!;
  if (tag === SEGMENT_KIND) {
    const i = segmentAt(item);
    return w.data[SEGMENT_KIND].subarray(i, i + 4);
  }
  const d = w.data[RECT_KIND];
  const i = rectAt(item);
  const x = d[i]!;
  const y = d[i + 1]!;
  const right = x + d[i + 2]!;
  const bottom = y + d[i + 3]!;
  return Float64Array.of(x, y, right, y, right, bottom, x, bottom, x, y);
}

/** Endpoints, midpoints, centres, quadrants, intersections, perpendiculars and tangents. */
export function keyPoints(q: SnapQuery, near: readonly number[], from: Vec2 | undefined): void {
  const { kindsOn, pieces, w } = q;
  for (const p of pieces) {
    if (p.circle) {
      if (kindsOn[SNAP_QUADRANT]) {
        offerTarget(q, SNAP_QUADRANT, p.ax + p.r, p.ay, p.item);
        offerTarget(q, SNAP_QUADRANT, p.ax, p.ay + p.r, p.item);
        offerTarget(q, SNAP_QUADRANT, p.ax - p.r, p.ay, p.item);
        offerTarget(q, SNAP_QUADRANT, p.ax, p.ay - p.r, p.item);
      }
      if (from !== undefined) circleFromTargets(q, p, from.x, from.y);
      continue;
    }
    if (kindsOn[SNAP_ENDPOINT]) {
      offerTarget(q, SNAP_ENDPOINT, p.ax, p.ay, p.item);
      if (!p.point) offerTarget(q, SNAP_ENDPOINT, p.bx, p.by, p.item);
    }
    if (p.point) continue;
    if (kindsOn[SNAP_MIDPOINT]) offerTarget(q, SNAP_MIDPOINT, (p.ax + p.bx) / 2, (p.ay + p.by) / 2, p.item);
    if (kindsOn[SNAP_PERPENDICULAR] && from !== undefined) {
      const dx = p.bx - p.ax;
      const dy = p.by - p.ay;
      const length2 = dx * dx + dy * dy;
      const t = ((from.x - p.ax) * dx + (from.y - p.ay) * dy) / length2;
      if (length2 > 0 && t >= 0 && t <= 1) {
        const x = t === 0 ? p.ax : t === 1 ? p.bx : p.ax + t * dx;
        const y = t === 0 ? p.ay : t === 1 ? p.by : p.ay + t * dy;
        if (x !== from.x || y !== from.y) offerTarget(q, SNAP_PERPENDICULAR, x, y, p.item);
      }
    }
  }
  if (kindsOn[SNAP_CENTER]) {
    for (const item of near) {
      const c = w.centerOf(item);
      if (c !== null) offerTarget(q, SNAP_CENTER, c[0]!, c[1]!, item);
    }
  }
  if (kindsOn[SNAP_INTERSECTION]) intersections(q);
}

/** A circle's perpendicular and tangent points from `from`. */
function circleFromTargets(q: SnapQuery, p: OutlinePiece, fx: number, fy: number): void {
  const dx = fx - p.ax;
  const dy = fy - p.ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return;
  const ux = dx / d;
  const uy = dy / d;
  const r = p.r;
  if (q.kindsOn[SNAP_PERPENDICULAR]) {
    for (const s of [1, -1]) {
      const x = p.ax + s * r * ux;
      const y = p.ay + s * r * uy;
      if (x !== fx || y !== fy) offerTarget(q, SNAP_PERPENDICULAR, x, y, p.item);
    }
  }
  if (q.kindsOn[SNAP_TANGENT] && d > r) {
    // The tangent points: r²/d along the line of centres, r·√(d² − r²)/d across it.
    const along = (r / d) * r;
    const across = (r * Math.sqrt((d - r) * (d + r))) / d;
    offerTarget(q, SNAP_TANGENT, p.ax + along * ux - across * uy, p.ay + along * uy + across * ux, p.item);
    offerTarget(q, SNAP_TANGENT, p.ax + along * ux + across * uy, p.ay + along * uy - across * ux, p.item);
  }
}

/** Each shape's outline point nearest the query point: its nearest piece's (the first on a tie), by `closestPointOnSegment` / `closestPointOnCircle`. */
export function nearestPoints(q: SnapQuery): void {
  const at = { x: q.px, y: q.py };
  let item = -1;
  let best = Infinity;
  let point = at;
  for (let k = 0; k <= q.pieces.length; k++) {
    const p = q.pieces[k];
    if (p?.point) continue;
    if (p === undefined || p.item !== item) {
      if (item >= 0) offerTarget(q, SNAP_NEAREST, point.x, point.y, item);
      if (p === undefined) return;
      item = p.item;
      best = Infinity;
    }
    const c = p.circle ? closestPointOnCircle(at, circleOf(p)) : closestPointOnSegment(at, segmentOf(p)).point;
    const d2 = square(c.x - q.px) + square(c.y - q.py);
    if (d2 < best) {
      best = d2;
      point = c;
    }
  }
}
