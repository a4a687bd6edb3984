import { closestPointOnCircle, closestPointOnSegment, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { intersectCircleCircle, intersectSegmentCircle, intersectSegmentSegment } from '../intersect/intersect';
import type { CellLists } from '../world/cellLists';
import type { Circle, Segment, Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import { KINDS } from '../world/itemCode';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * Object snapping on a world (`createWorld`), as in CAD: where should a point
 * that is being drawn or dragged go, given the shapes around it?
 *
 * **Targets** (`SnapKind`), each from the shapes passing `filter`:
 * - `endpoint`: a segment's ends, a polyline's or polygon's vertices, a rect's
 *   corners, a point shape;
 * - `intersection`: where two shapes' outlines cross or touch (and where a
 *   polyline or polygon crosses itself), by `intersectSegmentSegment`,
 *   `intersectSegmentCircle` and `intersectCircleCircle` (exact for segments:
 *   an end lying on the other segment is that end exactly); for collinear
 *   overlapping pieces, the overlap's two ends;
 * - `midpoint`: the middle of a segment, of each polyline segment and polygon
 *   edge, of each side of a rect;
 * - `center`: a circle's centre, a rect's middle, a polygon's centroid
 *   (`polygonCentroid`, when it lies in the polygon's bounding box);
 * - `quadrant`: a circle's rightmost, lowest, leftmost and topmost points
 *   (y down);
 * - `perpendicular` (with `from`): the foot of the perpendicular from `from`
 *   to a segment, edge or side (within it, not at `from` itself), and the two
 *   points of a circle on the line through `from` and its centre;
 * - `tangent` (with `from` outside a circle): the two points where the lines
 *   from `from` touch the circle;
 * - `nearest`: each shape's outline point nearest the query point (the
 *   boundary, also for a filled shape);
 * - `alignment`: x and/or y taken from other shapes' key points (endpoints,
 *   midpoints, centres, quadrants) and from `from`, each axis when within
 *   `radius` of the query point's, anywhere in the world; with the guide lines
 *   to draw from those key points;
 * - `grid` (with `grid`): x and/or y on the nearest grid line, each axis when
 *   within `radius`.
 *
 * Every target but `alignment` and `grid` lies within `radius` of the query
 * point (Euclidean); those two snap each axis within `radius`.
 *
 * **Ranking** (`snapCandidates`' order; `snapPoint` returns the first):
 * 1. key points (endpoint, intersection, midpoint, center, quadrant,
 *    perpendicular, tangent) before `nearest`, before `alignment`, before `grid`:
 *    any key point beats `nearest`, however much nearer that is;
 * 2. key points and `nearest` nearest the query point first; `alignment` and
 *    `grid` with both axes first, then nearest;
 * 3. at equal distance (e.g. the same spot) the kind earlier in the list above
 *    (`SNAP_KINDS`): an endpoint beats an intersection at the same spot, so a
 *    T-junction snaps to the endpoint;
 * 4. then the higher `z` of the shapes, then the shape inserted later; then x,
 *    then y. An alignment guide starts at the aligned key point nearest the
 *    target (a shape's before `from`; then the topmost shape's; then smaller x, y).
 *
 * The same kind at the same point from several shapes is one target whose
 * `ids` list them all (topmost first): two segments sharing an end give one
 * endpoint with both ids. Shapes added without an id appear as `undefined`.
 *
 * Source: the intersection and closest-point queries of this library (article
 * “Shape classes 3: distance” and the segment and circle intersection of
 * “Simulating a 2D lidar”); the kinds, glyphs and priorities follow CAD object
 * snaps (endpoint before intersection, nearest last).
 */

/** A snap target's kind, in the order of precedence at equal distance. */
export type SnapKind =
  | 'endpoint'
  | 'intersection'
  | 'midpoint'
  | 'center'
  | 'quadrant'
  | 'perpendicular'
  | 'tangent'
  | 'nearest'
  | 'alignment'
  | 'grid';

/** Every snap kind, in order of precedence (at equal distance, the earlier wins). */
export const SNAP_KINDS: readonly SnapKind[] = Object.freeze([
  'endpoint',
  'intersection',
  'midpoint',
  'center',
  'quadrant',
  'perpendicular',
  'tangent',
  'nearest',
  'alignment',
  'grid',
] as const);

const ENDPOINT = 0;
const INTERSECTION = 1;
const MIDPOINT = 2;
const CENTER = 3;
const QUADRANT = 4;
const PERPENDICULAR = 5;
const TANGENT = 6;
const NEAREST = 7;
const ALIGNMENT = 8;
const GRID = 9;

/** A guide line to draw for an `alignment` target: from the key point aligned with to the target. */
export interface SnapGuide {
  /** `'x'`: a vertical guide (the target's x is the key point's); `'y'`: a horizontal one. */
  readonly axis: 'x' | 'y';
  /** The key point aligned with (scene units). */
  readonly from: Vec2;
  /** The target point. */
  readonly to: Vec2;
}

/** Where a point snaps: the target point, its kind, the shapes that make it. */
export interface SnapTarget {
  readonly kind: SnapKind;
  /** The snapped point, scene units (y down). */
  readonly point: Vec2;
  /**
   * The ids of the shapes that make the target, topmost first; for `alignment`, the shapes of its guides' key points in the guides'
   * order (none for `from`). `undefined` for shapes added without an id; empty for `grid`.
   */
  readonly ids: readonly (WorldId | undefined)[];
  /** From the query point to `point`, scene units. */
  readonly distance: number;
  /** For `alignment`: one guide per aligned axis; else empty. */
  readonly guides: readonly SnapGuide[];
}

/** Options of `snapPoint` and `snapCandidates`. */
export interface SnapOptions {
  /** The kinds to look for (default all of `SNAP_KINDS`; `perpendicular` and `tangent` need `from`, `grid` needs `grid`). */
  readonly kinds?: readonly SnapKind[];
  /** The point a line being drawn starts from (the last point clicked): enables `perpendicular` and `tangent`, and is an alignment reference. */
  readonly from?: Vec2;
  /** A grid to snap to: its spacing (scene units, > 0), or `{ size, origin }` (origin default (0, 0)). */
  readonly grid?: number | { readonly size: number; readonly origin?: Vec2 };
  /** Only shapes for which this returns true (e.g. not the shape being drawn or dragged). */
  readonly filter?: (id: WorldId | undefined, kind: ObstacleKind, index: number) => boolean;
}

/** A target before merging: kind, point, the shapes' item codes, distance, guides. */
interface Raw {
  kind: number;
  x: number;
  y: number;
  items: number[];
  distance: number;
  guides: SnapGuide[];
  axes: number;
}

/** A piece of a shape's outline near the query point: a closed segment, or a circle. */
interface Piece {
  item: number;
  /** Segment, side or edge index (−1 for a circle). */
  edge: number;
  /** Edges in the shape's chain, for adjacency (0: not a chain; polygons are closed). */
  edges: number;
  closed: boolean;
  circle: boolean;
  /** A point shape (a zero-length piece: an endpoint only). */
  point: boolean;
  ax: number;
  ay: number;
  bx: number;
  by: number;
  r: number;
}

/** One query's state (made per call: a filter may run another query meanwhile). */
interface Query {
  w: WorldImpl;
  px: number;
  py: number;
  radius: number;
  on: boolean[];
  raws: Raw[];
  pieces: Piece[];
  /** The alignment references being collected: `x, y, item` (−1: `from`) of key points aligned with the point on either axis. */
  refs: number[];
}

/**
 * Every snap target within `radius` of `point`, best first (the ranking
 * above), for a UI that cycles among them (e.g. with Tab). Only the shapes
 * whose outline passes within `radius` (or whose centre lies within it) are
 * examined, found through the world's grid, so a query costs about the same
 * in a world of 10,000 shapes as of 10; `alignment` reads the grid's rows and
 * columns through the point.
 *
 * @param world a world made by `createWorld`
 * @param point the query point (the pointer), scene units (y down)
 * @param radius how far to snap, scene units, ≥ 0 (pixels ÷ the Scene's scale)
 * @param options `kinds`, `from`, `grid`, `filter`
 * @returns `{ kind, point, ids, distance, guides }[]`, best first; empty when nothing is in reach
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad point, radius or option
 */
export function snapCandidates(world: World, point: Vec2, radius: number, options?: SnapOptions): SnapTarget[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof radius === 'number' && radius >= 0 && radius < Infinity)) {
    const message = `radius must be a finite number >= 0 (scene units), got ${String(radius)}`;
    throw typeof radius === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const o = readOptions(options);
  const q: Query = { w, px: point.x, py: point.y, radius, on: o.on, raws: [], pieces: [], refs: [] };
  const near: number[] = [];
  const band: number[] = [];
  const stamp = w.nextStamp();
  // The rows and columns through the point, for shapes with key points aligned with it: a second stamp (the near shapes again).
  const bandStamp = o.on[ALIGNMENT] ? w.nextStamp() : 0;
  w.filtering = o.filter !== undefined;
  try {
    gatherNear(q, stamp, o.filter, near);
    if (o.on[ALIGNMENT]) gatherBand(q, bandStamp, o.filter, band);
  } finally {
    w.filtering = false;
  }
  for (const item of near) piecesOf(q, item);
  keyPoints(q, near, o.from);
  if (o.on[NEAREST]) nearestPoints(q);
  if (o.on[ALIGNMENT]) alignment(q, band, o.from);
  if (o.on[GRID] && o.grid !== undefined) gridTargets(q, o.grid);
  return rank(q);
}

/**
 * The best snap target within `radius` of `point` (the first of
 * `snapCandidates`), or null when there is none: where a dragged or drawn
 * point should go.
 *
 * @returns `{ kind, point, ids, distance, guides }` or null
 * @throws as `snapCandidates`
 */
export function snapPoint(world: World, point: Vec2, radius: number, options?: SnapOptions): SnapTarget | null {
  return snapCandidates(world, point, radius, options)[0] ?? null;
}

// ─── options ────────────────────────────────────────────────────────────────

interface ReadOptions {
  on: boolean[];
  from: Vec2 | undefined;
  grid: { size: number; ox: number; oy: number } | undefined;
  filter: SnapOptions['filter'];
}

/** Checks a list of snap kinds, naming it in the error (TypeError: not an array of strings; RangeError: an unknown kind). @internal */
export function assertSnapKinds(kinds: unknown, name: string): asserts kinds is readonly SnapKind[] {
  if (!Array.isArray(kinds)) throw new TypeError(`${name} must be an array of snap kinds, got ${typeof kinds}`);
  for (const kind of kinds) {
    if (typeof kind !== 'string') throw new TypeError(`${name} must hold snap kind names, got ${typeof kind}`);
    if (!SNAP_KINDS.includes(kind as SnapKind)) throw new RangeError(`${name}: unknown snap kind ${JSON.stringify(kind)} (one of ${SNAP_KINDS.join(', ')})`);
  }
}

function readOptions(options: SnapOptions | undefined): ReadOptions {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`options must be an object { kinds?, from?, grid?, filter? }, got ${options === null ? 'null' : typeof options}`);
  }
  const on = SNAP_KINDS.map(() => options?.kinds === undefined);
  if (options?.kinds !== undefined) {
    assertSnapKinds(options.kinds, 'options.kinds');
    for (const kind of options.kinds) on[SNAP_KINDS.indexOf(kind)] = true;
  }
  const from = options?.from;
  if (from !== undefined) assertVec2(from, 'options.from');
  else on[PERPENDICULAR] = on[TANGENT] = false;
  let grid: ReadOptions['grid'];
  const g = options?.grid;
  if (g !== undefined) {
    const size = typeof g === 'object' && g !== null ? g.size : g;
    if (!(typeof size === 'number' && size > 0 && size < Infinity)) {
      const message = `options.grid must be a finite number > 0 or { size, origin? }, got ${typeof g === 'object' && g !== null ? `size ${String(size)}` : String(g)}`;
      throw typeof size === 'number' ? new RangeError(message) : new TypeError(message);
    }
    const origin = typeof g === 'object' ? g.origin : undefined;
    if (origin !== undefined) assertVec2(origin, 'options.grid.origin');
    grid = { size, ox: origin?.x ?? 0, oy: origin?.y ?? 0 };
  }
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function') throw new TypeError(`options.filter must be a function, got ${typeof filter}`);
  return { on, from, grid, filter };
}

// ─── candidates from the grid ───────────────────────────────────────────────

/** Appends the shapes of one cell's list not yet met (stamping them) that pass the filter. */
function gatherCell(w: WorldImpl, lists: CellLists, cell: number, stamp: number, filter: SnapOptions['filter'], out: number[]): void {
  const begin = lists.start[cell]!;
  const end = begin + lists.count[cell]!;
  for (let k = begin; k < end; k++) {
    const item = lists.items[k]!;
    if (w.stamps[item] === stamp) continue;
    w.stamps[item] = stamp;
    if (filter === undefined || filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) out.push(item);
  }
}

function gatherBlock(w: WorldImpl, c0: number, c1: number, r0: number, r1: number, stamp: number, filter: SnapOptions['filter'], out: number[]): void {
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      gatherCell(w, w.cells, r * w.nx + c, stamp, filter, out);
      gatherCell(w, w.centers, r * w.nx + c, stamp, filter, out);
    }
  }
}

function gatherOutside(w: WorldImpl, stamp: number, filter: SnapOptions['filter'], out: number[]): void {
  for (const item of w.outside) {
    if (w.stamps[item] === stamp) continue;
    w.stamps[item] = stamp;
    if (filter === undefined || filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) out.push(item);
  }
}

/** The shapes whose outline or centre may lie within the radius: the cells around the point. */
function gatherNear(q: Query, stamp: number, filter: SnapOptions['filter'], out: number[]): void {
  const { w, px, py } = q;
  const reach = q.radius + w.pad;
  gatherOutside(w, stamp, filter, out);
  gatherBlock(w, w.column(px - reach), w.column(px + reach), w.row(py - reach), w.row(py + reach), stamp, filter, out);
}

/** The shapes that may have a key point with x or y within the radius of the point's: its column and row bands. */
function gatherBand(q: Query, stamp: number, filter: SnapOptions['filter'], out: number[]): void {
  const { w, px, py } = q;
  const reach = q.radius + w.pad;
  gatherOutside(w, stamp, filter, out);
  gatherBlock(w, w.column(px - reach), w.column(px + reach), 0, w.ny - 1, stamp, filter, out);
  gatherBlock(w, 0, w.nx - 1, w.row(py - reach), w.row(py + reach), stamp, filter, out);
}

// ─── the shapes' pieces and key points ──────────────────────────────────────

/** The pieces of a shape's outline that pass within the radius of the point. */
function piecesOf(q: Query, item: number): void {
  const w = q.w;
  const code = item & 3;
  if (code === 1) {
    const d = w.data[1];
    const i = 3 * (item >> 2);
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
  const point = code === 3 && w.chainKind[item >> 2] === 3;
  const closed = code === 2 || (code === 3 && w.chainKind[item >> 2] === 5);
  const chain = code === 2 ? 4 : code === 3 && !point ? n : 0;
  for (let e = 0; e < (point ? 1 : n); e++) {
    const ax = pts[2 * e]!;
    const ay = pts[2 * e + 1]!;
    const bx = pts[2 * e + 2]!;
    const by = pts[2 * e + 3]!;
    if (Math.sqrt(segmentDistanceSquaredXY(ax, ay, bx, by, q.px, q.py)) <= q.radius) {
      q.pieces.push({ item, edge: code === 0 ? -1 : e, edges: chain, closed, circle: false, point, ax, ay, bx, by, r: 0 });
    }
  }
}

/** A segment, rect or chain as a run of points `[x0, y0, x1, y1, …]` (a rect: its corners clockwise from top-left, closed). */
function pointsOf(w: WorldImpl, item: number): Float64Array {
  const code = item & 3;
  if (code === 3) return w.chains[item >> 2]!;
  const d = w.data[code]!;
  const i = item & ~3;
  if (code === 0) return d.subarray(i, i + 4);
  const x = d[i]!;
  const y = d[i + 1]!;
  const right = x + d[i + 2]!;
  const bottom = y + d[i + 3]!;
  return Float64Array.of(x, y, right, y, right, bottom, x, bottom, x, y);
}

function square(v: number): number {
  return v * v;
}

/** Adds a target of `kind` at `(x, y)` when it lies within the radius. */
function offer(q: Query, kind: number, x: number, y: number, items: number[]): void {
  const distance = Math.sqrt(square(x - q.px) + square(y - q.py));
  if (distance <= q.radius) q.raws.push({ kind, x, y, items, distance, guides: [], axes: 0 });
}

/** Endpoints, midpoints, centres, quadrants, intersections, perpendiculars and tangents. */
function keyPoints(q: Query, near: readonly number[], from: Vec2 | undefined): void {
  const { on, pieces, w } = q;
  for (const p of pieces) {
    if (p.circle) {
      if (on[QUADRANT]) {
        offer(q, QUADRANT, p.ax + p.r, p.ay, [p.item]);
        offer(q, QUADRANT, p.ax, p.ay + p.r, [p.item]);
        offer(q, QUADRANT, p.ax - p.r, p.ay, [p.item]);
        offer(q, QUADRANT, p.ax, p.ay - p.r, [p.item]);
      }
      if (from !== undefined) circleFromTargets(q, p, from.x, from.y);
      continue;
    }
    if (on[ENDPOINT]) {
      offer(q, ENDPOINT, p.ax, p.ay, [p.item]);
      if (!p.point) offer(q, ENDPOINT, p.bx, p.by, [p.item]);
    }
    if (p.point) continue;
    if (on[MIDPOINT]) offer(q, MIDPOINT, (p.ax + p.bx) / 2, (p.ay + p.by) / 2, [p.item]);
    if (on[PERPENDICULAR] && from !== undefined) {
      const dx = p.bx - p.ax;
      const dy = p.by - p.ay;
      const length2 = dx * dx + dy * dy;
      const t = ((from.x - p.ax) * dx + (from.y - p.ay) * dy) / length2;
      if (length2 > 0 && t >= 0 && t <= 1) {
        const x = t === 0 ? p.ax : t === 1 ? p.bx : p.ax + t * dx;
        const y = t === 0 ? p.ay : t === 1 ? p.by : p.ay + t * dy;
        if (x !== from.x || y !== from.y) offer(q, PERPENDICULAR, x, y, [p.item]);
      }
    }
  }
  if (on[CENTER]) {
    for (const item of near) {
      const c = w.centerOf(item);
      if (c !== null) offer(q, CENTER, c[0]!, c[1]!, [item]);
    }
  }
  if (on[INTERSECTION]) intersections(q);
}

/** A circle's perpendicular and tangent points from `from`. */
function circleFromTargets(q: Query, p: Piece, fx: number, fy: number): void {
  const dx = fx - p.ax;
  const dy = fy - p.ay;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return;
  const ux = dx / d;
  const uy = dy / d;
  const r = p.r;
  if (q.on[PERPENDICULAR]) {
    for (const s of [1, -1]) {
      const x = p.ax + s * r * ux;
      const y = p.ay + s * r * uy;
      if (x !== fx || y !== fy) offer(q, PERPENDICULAR, x, y, [p.item]);
    }
  }
  if (q.on[TANGENT] && d > r) {
    // The tangent points: r²/d along the line of centres, r·√(d² − r²)/d across it.
    const along = (r / d) * r;
    const across = (r * Math.sqrt((d - r) * (d + r))) / d;
    offer(q, TANGENT, p.ax + along * ux - across * uy, p.ay + along * uy + across * ux, [p.item]);
    offer(q, TANGENT, p.ax + along * ux + across * uy, p.ay + along * uy - across * ux, [p.item]);
  }
}

/** Two pieces of one shape never offered as crossing each other: neighbours in a chain (they share a vertex), a rect's sides. */
function adjacent(a: Piece, b: Piece): boolean {
  if (a.item !== b.item) return false;
  if (a.edges === 0 || (a.item & 3) === 2) return true; // a segment or circle with itself; a rect's sides never cross
  const gap = Math.abs(a.edge - b.edge);
  return gap <= 1 || (a.closed && gap === a.edges - 1);
}

/** Where the pieces near the point cross or touch, pair by pair. */
function intersections(q: Query): void {
  const pieces = q.pieces;
  for (let i = 0; i < pieces.length; i++) {
    if (pieces[i]!.point) continue;
    for (let j = i + 1; j < pieces.length; j++) {
      let a = pieces[i]!;
      let b = pieces[j]!;
      if (b.point || adjacent(a, b)) continue;
      // In a fixed order (the shape inserted first, then the lower edge), so the point does not depend on the grid's.
      const swap = a.item === b.item ? a.edge > b.edge : q.w.order[a.item]! > q.w.order[b.item]!;
      if (swap) [a, b] = [b, a];
      const items = a.item === b.item ? [a.item] : [a.item, b.item];
      if (!a.circle && !b.circle) {
        const x = intersectSegmentSegment(segmentOf(a), segmentOf(b));
        if (x.kind === 'point') offer(q, INTERSECTION, x.point.x, x.point.y, items);
        else if (x.kind === 'overlap') {
          offer(q, INTERSECTION, x.start.x, x.start.y, items);
          offer(q, INTERSECTION, x.end.x, x.end.y, items.slice());
        }
      } else if (a.circle && b.circle) {
        const x = intersectCircleCircle(circleOf(a), circleOf(b));
        if (x.kind === 'points') for (const p of x.points) offer(q, INTERSECTION, p.x, p.y, items.slice());
      } else {
        const s = a.circle ? b : a;
        const c = a.circle ? a : b;
        for (const p of intersectSegmentCircle(segmentOf(s), circleOf(c))) offer(q, INTERSECTION, p.point.x, p.point.y, items.slice());
      }
    }
  }
}

function segmentOf(p: Piece): Segment {
  return { start: { x: p.ax, y: p.ay }, end: { x: p.bx, y: p.by } };
}

function circleOf(p: Piece): Circle {
  return { center: { x: p.ax, y: p.ay }, radius: p.r };
}

/** Each shape's outline point nearest the query point: its nearest piece's (the first on a tie), by `closestPointOnSegment` / `closestPointOnCircle`. */
function nearestPoints(q: Query): void {
  const at = { x: q.px, y: q.py };
  let item = -1;
  let best = Infinity;
  let point = at;
  for (let k = 0; k <= q.pieces.length; k++) {
    const p = q.pieces[k];
    if (p?.point) continue;
    if (p === undefined || p.item !== item) {
      if (item >= 0) offer(q, NEAREST, point.x, point.y, [item]);
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

// ─── alignment and grid ─────────────────────────────────────────────────────

/** Calls `visit(q, x, y, item)` for each key point of a shape an alignment can take: ends, vertices, midpoints, centre, quadrants. */
function eachKeyPoint(q: Query, item: number, visit: (q: Query, x: number, y: number, item: number) => void): void {
  const w = q.w;
  const code = item & 3;
  const c = w.centerOf(item);
  if (c !== null) visit(q, c[0]!, c[1]!, item);
  if (code === 1) {
    const d = w.data[1];
    const i = 3 * (item >> 2);
    const r = d[i + 2]!;
    visit(q, d[i]! + r, d[i + 1]!, item);
    visit(q, d[i]!, d[i + 1]! + r, item);
    visit(q, d[i]! - r, d[i + 1]!, item);
    visit(q, d[i]!, d[i + 1]! - r, item);
    return;
  }
  if (code === 2) {
    // A rect: corners and side midpoints, from its box (no corner array).
    const b = w.boxOf(item);
    const x0 = b[0]!;
    const y0 = b[1]!;
    const x1 = b[2]!;
    const y1 = b[3]!;
    // As the sides' midpoints near the point are computed (`keyPoints`), which may differ from the centre's x + width / 2 by an ulp.
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    visit(q, x0, y0, item);
    visit(q, x1, y0, item);
    visit(q, x1, y1, item);
    visit(q, x0, y1, item);
    visit(q, mx, y0, item);
    visit(q, x1, my, item);
    visit(q, mx, y1, item);
    visit(q, x0, my, item);
    return;
  }
  const pts = pointsOf(w, item);
  const last = pts.length - 2;
  const chainKind = code === 3 ? w.chainKind[item >> 2] : -1;
  // A closed chain's (a rect's, a polygon's) last point repeats its first; a point shape has no midpoint.
  const end = code === 2 || chainKind === 5 ? last : pts.length;
  for (let k = 0; k < end; k += 2) visit(q, pts[k]!, pts[k + 1]!, item);
  if (chainKind === 3) return;
  for (let k = 0; k < last; k += 2) visit(q, (pts[k]! + pts[k + 2]!) / 2, (pts[k + 1]! + pts[k + 3]!) / 2, item);
}

/** Adds a key point to the query's alignment references when it is aligned with the query point on either axis (within the radius). */
function addRef(q: Query, x: number, y: number, item: number): void {
  if (Math.abs(x - q.px) <= q.radius || Math.abs(y - q.py) <= q.radius) q.refs.push(x, y, item);
}

/** Snaps x and y, each to the nearest key point coordinate within the radius; the guides from the key points nearest the target. */
function alignment(q: Query, band: readonly number[], from: Vec2 | undefined): void {
  const { px, py, radius, w } = q;
  for (const item of band) {
    // Every key point lies in the shape's box: a box beside both bands has none aligned.
    const b = w.boxOf(item);
    if ((b[0]! > px + radius || b[2]! < px - radius) && (b[1]! > py + radius || b[3]! < py - radius)) continue;
    eachKeyPoint(q, item, addRef);
  }
  if (from !== undefined) addRef(q, from.x, from.y, -1);
  const found = q.refs;
  let ax = NaN;
  let ay = NaN;
  for (let k = 0; k < found.length; k += 3) {
    ax = closerValue(found[k]!, px, radius, ax);
    ay = closerValue(found[k + 1]!, py, radius, ay);
  }
  const hasX = ax === ax;
  const hasY = ay === ay;
  if (hasX && hasY) q.raws.push(aligned(q, found, ax, ay, true, true));
  if (hasX) q.raws.push(aligned(q, found, ax, py, true, false));
  if (hasY) q.raws.push(aligned(q, found, px, ay, false, true));
}

/** The value nearer `target` of `value` (when within `radius`) and `best`; on a tie the smaller. */
function closerValue(value: number, target: number, radius: number, best: number): number {
  const d = Math.abs(value - target);
  if (!(d <= radius)) return best;
  if (best !== best) return value;
  const e = Math.abs(best - target);
  return d < e || (d === e && value < best) ? value : best;
}

/** An alignment target at `(x, y)` with a guide per aligned axis, from the aligned key point nearest the target. */
function aligned(q: Query, refs: readonly number[], x: number, y: number, onX: boolean, onY: boolean): Raw {
  const guides: SnapGuide[] = [];
  const items: number[] = [];
  const to = { x, y };
  for (const axis of ['x', 'y'] as const) {
    if (axis === 'x' ? !onX : !onY) continue;
    let best = -1;
    let bestD = Infinity;
    for (let k = 0; k < refs.length; k += 3) {
      if (axis === 'x' ? refs[k] !== x : refs[k + 1] !== y) continue;
      const d = axis === 'x' ? Math.abs(refs[k + 1]! - y) : Math.abs(refs[k]! - x);
      if (d < bestD || (d === bestD && closerRef(q.w, refs, k, best))) {
        best = k;
        bestD = d;
      }
    }
    guides.push({ axis, from: { x: refs[best]!, y: refs[best + 1]! }, to });
    if (refs[best + 2]! >= 0) items.push(refs[best + 2]!);
  }
  const distance = Math.sqrt(square(x - q.px) + square(y - q.py));
  return { kind: ALIGNMENT, x, y, items, distance, guides, axes: guides.length };
}

/**
 * Of two key points equally far from an alignment target, which gives the
 * guide: a shape's before `from`, the topmost shape's, then the smaller x,
 * then the smaller y.
 */
function closerRef(w: WorldImpl, refs: readonly number[], k: number, best: number): boolean {
  const a = refs[k + 2]!;
  const b = refs[best + 2]!;
  if ((a < 0) !== (b < 0)) return b < 0;
  if (a >= 0 && a !== b) return above(w, a, b);
  return refs[k]! !== refs[best]! ? refs[k]! < refs[best]! : refs[k + 1]! < refs[best + 1]!;
}

/** Grid lines within the radius: a node (both axes), then each axis alone. */
function gridTargets(q: Query, grid: { size: number; ox: number; oy: number }): void {
  const gx = grid.ox + Math.round((q.px - grid.ox) / grid.size) * grid.size;
  const gy = grid.oy + Math.round((q.py - grid.oy) / grid.size) * grid.size;
  const onX = Math.abs(gx - q.px) <= q.radius;
  const onY = Math.abs(gy - q.py) <= q.radius;
  const push = (x: number, y: number, axes: number) =>
    q.raws.push({ kind: GRID, x, y, items: [], distance: Math.sqrt(square(x - q.px) + square(y - q.py)), guides: [], axes });
  if (onX && onY) push(gx, gy, 2);
  if (onX) push(gx, q.py, 1);
  if (onY) push(q.px, gy, 1);
}

// ─── ranking ────────────────────────────────────────────────────────────────

/** Is item `a` above item `b` (higher z, then inserted later)? */
function above(w: WorldImpl, a: number, b: number): boolean {
  return w.z[a] !== w.z[b] ? w.z[a]! > w.z[b]! : w.order[a]! > w.order[b]!;
}

const tier = (kind: number): number => (kind < NEAREST ? 0 : kind - NEAREST + 1);

/** Merges the same kind at the same point, orders by the ranking, and builds the results. */
function rank(q: Query): SnapTarget[] {
  const w = q.w;
  const merged = new Map<string, Raw>();
  const list: Raw[] = [];
  for (const raw of q.raws) {
    if (raw.kind >= ALIGNMENT) {
      list.push(raw);
      continue;
    }
    const key = `${raw.kind} ${raw.x} ${raw.y}`;
    const same = merged.get(key);
    if (same === undefined) {
      merged.set(key, raw);
      list.push(raw);
    } else {
      for (const item of raw.items) if (!same.items.includes(item)) same.items.push(item);
    }
  }
  for (const raw of list) if (raw.items.length > 1 && raw.kind !== ALIGNMENT) raw.items.sort((a, b) => (a === b ? 0 : above(w, a, b) ? -1 : 1));
  list.sort((a, b) => {
    const ta = tier(a.kind);
    const tb = tier(b.kind);
    if (ta !== tb) return ta - tb;
    if (a.axes !== b.axes) return b.axes - a.axes;
    if (a.distance !== b.distance) return a.distance - b.distance;
    if (a.kind !== b.kind) return a.kind - b.kind;
    const ia = a.items[0];
    const ib = b.items[0];
    if (ia !== undefined && ib !== undefined && ia !== ib) return above(w, ia, ib) ? -1 : 1;
    return a.x !== b.x ? a.x - b.x : a.y - b.y;
  });
  return list.map((raw) => ({
    kind: SNAP_KINDS[raw.kind]!,
    point: { x: raw.x, y: raw.y },
    ids: raw.items.map((item) => w.itemIds[item]),
    distance: raw.distance,
    guides: raw.guides,
  }));
}
