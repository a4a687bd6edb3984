import { clampedParameter, closestPointOnCircle, closestPointOnRect, distanceToRectXY, segmentDistanceSquaredXY } from '../distance/pointToShape';
import { segmentBoxTouchXY } from '../intersect/intersect';
import { pointInPolygon } from '../intersect/polygon';
import { inBoxXY, side } from '../robust/predicates';
import type { Circle, Polygon, Rect, Vec2 } from '../shapes/types';
import { assertRect, assertVec2 } from '../shapes/validate';
import type { CellLists } from '../world/cellLists';
import { KINDS } from '../world/itemCode';
import { FILLED, NONZERO } from '../world/shapeStore';
import type { ObstacleKind, World, WorldId } from '../world/types';
import { worldInternals } from '../world/world';
import type { WorldImpl } from '../world/worldImpl';

/**
 * Scene queries on a world (`createWorld`): what is under the pointer
 * (`pick`), the k nearest shapes (`nearest`), what a rubber band selects
 * (`queryRect`). Every answer is decided per shape by exact geometry, never by
 * bounding boxes (the grid only proposes candidates), and equals a loop over
 * every shape with the same per-shape rule.
 *
 * **Distance of a point to a shape** (scene units, ≥ 0): to a point, segment
 * or polyline, the distance to it; to a filled circle, rect or polygon (the
 * default, see `ShapeOptions.filled`) 0 inside and on the boundary, else the
 * distance to the boundary; to an outline-only one, the distance to its
 * boundary from either side. **Closed boundaries, exactly:** a point exactly on
 * a segment, an edge or a rect's side is at distance exactly 0 (decided with
 * the exact orientation predicate, so it is hit at tolerance 0), and a point
 * in a filled polygon is found by `pointInPolygon` (exact). Distances
 * elsewhere are in floating point, as `distanceToSegment`, `distanceToCircle`
 * and `distanceToRect` compute them.
 *
 * **Order** of results: nearest first; at equal distance the higher `z` (drawn
 * on top) first, then the shape inserted later.
 */

/** A shape `pick` or `nearest` found: which it is, how far, and its nearest point. */
export interface PickHit {
  readonly id: WorldId | undefined;
  readonly kind: ObstacleKind;
  /** Its index among the world's shapes of its kind. */
  readonly index: number;
  /** Scene units from the query point, ≥ 0 (0 inside a filled shape and on any boundary). */
  readonly distance: number;
  /** The point of the shape nearest the query point: the query point itself when it is inside or on the shape. */
  readonly closestPoint: Vec2;
  /** For a polyline the segment, for a polygon the edge nearest the query point (the first on a tie); −1 for the other kinds. */
  readonly edge: number;
  readonly z: number;
}

/** A shape `queryRect` selected. */
export interface SceneMatch {
  readonly id: WorldId | undefined;
  readonly kind: ObstacleKind;
  readonly index: number;
  readonly z: number;
}

/** Options of `pick` and `nearest`. */
export interface PickOptions {
  /** At most this many results (the first in order), default all. */
  readonly limit?: number;
  /** Only shapes for which this returns true (e.g. not the shape being dragged). */
  readonly filter?: (id: WorldId | undefined, kind: ObstacleKind, index: number) => boolean;
}

/** What `queryRect` selects: shapes that touch the box, or shapes wholly inside it. */
export type QueryRectMode = 'intersects' | 'contains';

// ─── the per-shape rule ─────────────────────────────────────────────────────

/**
 * A scene query's scratch space, one per world (`WorldImpl.scratchOf`): the
 * candidates gathered from the grid and the shapes found, grown as needed.
 * On the world, not in this module: a caller's filter may run a query on
 * another world in the middle of this one.
 */
class SceneScratch {
  /** Candidates gathered from cell lists, each once per query (`gather`). */
  candidates = new Int32Array(256);
  candidateCount = 0;
  /** Found shapes: item codes, distances, nearest edges, and whether the point is on or in them (`keep`). */
  foundItems = new Int32Array(64);
  foundDistances = new Float64Array(64);
  foundEdges = new Int32Array(64);
  foundIn = new Uint8Array(64);
  found = 0;
  /** `measure`'s other outputs: the nearest edge of a chain (−1 otherwise), and whether the point is on or in the shape (1) or not (0). */
  edge = -1;
  inside = 0;
  /** A query point for `pointInPolygon`. */
  readonly probe = { x: 0, y: 0 };
}

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
  return inBoxXY(px, py, ax, ay, bx, by) && side(ax, ay, bx, by, px, py) === 0 ? 0 : d2;
}

/** The nearest edge of a chain: its squared distance, its index into `s.edge`. */
function chainSquared(s: SceneScratch, chain: Float64Array, px: number, py: number): number {
  let best = Infinity;
  let edge = 0;
  for (let i = 0; i + 2 < chain.length; i += 2) {
    const d2 = segmentSquared(chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!, px, py);
    if (d2 < best) {
      best = d2;
      edge = i >> 1;
    }
  }
  s.edge = edge;
  return best;
}

/**
 * The distance from `(px, py)` to the shape of `item` (the rule above); its
 * nearest edge into `s.edge`, and into `s.inside` whether the point is in the
 * filled shape or on the boundary (its closest point is then the point itself).
 */
function measure(s: SceneScratch, w: WorldImpl, item: number, px: number, py: number): number {
  const code = item & 3;
  const filled = (w.flags[item]! & FILLED) !== 0;
  s.edge = -1;
  s.inside = 0;
  let distance: number;
  if (code === 0) {
    const d = w.data[0];
    const i = item & ~3;
    distance = Math.sqrt(segmentSquared(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, px, py));
  } else if (code === 1) {
    const d = w.data[1];
    const i = 3 * (item >> 2);
    const dx = px - d[i]!;
    const dy = py - d[i + 1]!;
    const signed = Math.sqrt(dx * dx + dy * dy) - d[i + 2]!; // distanceToCircle
    distance = filled && signed < 0 ? 0 : Math.abs(signed);
    if (signed === 0 || (filled && signed < 0)) s.inside = 1;
    return distance;
  } else if (code === 2) {
    const d = w.data[2];
    const i = item & ~3;
    const signed = distanceToRectXY(px, py, d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!);
    distance = filled && signed < 0 ? 0 : Math.abs(signed);
  } else {
    const slot = item >> 2;
    const chain = w.chains[slot]!;
    distance = Math.sqrt(chainSquared(s, chain, px, py));
    if (w.chainKind[slot] === 3) s.edge = -1;
    else if (filled && distance > 0 && w.chainKind[slot] === 5) {
      const shape = w.shapes[5]![w.chainIndex[slot]!] as Polygon;
      s.probe.x = px;
      s.probe.y = py;
      if (pointInPolygon(s.probe, shape, w.flags[item]! & NONZERO ? 'nonzero' : 'evenodd')) distance = 0;
    }
  }
  if (distance === 0) s.inside = 1;
  return distance;
}

/** The closest point of the shape of `item` to `point`, after `measure` (its `edge` and `inside`). */
function closestPointOf(w: WorldImpl, item: number, point: Vec2, edge: number, inside: boolean): Vec2 {
  if (inside) return { x: point.x, y: point.y };
  const code = item & 3;
  const index = item >> 2;
  if (code === 1) return closestPointOnCircle(point, w.shapes[1]![index] as Circle);
  if (code === 2) return closestPointOnRect(point, w.shapes[2]![index] as Rect);
  let data: Float64Array;
  let i: number;
  if (code === 0) {
    data = w.data[0];
    i = item & ~3;
  } else {
    data = w.chains[index]!;
    i = edge < 0 ? 0 : 2 * edge;
  }
  const ax = data[i]!;
  const ay = data[i + 1]!;
  const dx = data[i + 2]! - ax;
  const dy = data[i + 3]! - ay;
  const t = clampedParameter(ax - point.x, ay - point.y, dx, dy); // as closestPointOnSegment
  return t === 0 ? { x: ax, y: ay } : t === 1 ? { x: ax + dx, y: ay + dy } : { x: ax + t * dx, y: ay + t * dy };
}

/** A `queryRect` box: its sides (`right`, `bottom` as `x + width`, `y + height` round), its width and height as given, its mode. */
interface QueryBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
  readonly contains: boolean;
  /** A point for `pointInPolygon`. */
  readonly probe: { x: number; y: number };
}

/** Does the shape of `item` touch the closed box (`intersects`), or lie wholly inside it (`contains`)? */
function boxRule(w: WorldImpl, item: number, box: QueryBox): boolean {
  const { left, top, right, bottom, contains } = box;
  const code = item & 3;
  const b = w.boxOf(item);
  if (contains) {
    if (code === 1) {
      const d = w.data[1];
      const i = 3 * (item >> 2);
      const cx = d[i]!;
      const cy = d[i + 1]!;
      const r = d[i + 2]!;
      return atLeastApart(cx, left, r) && atLeastApart(right, cx, r) && atLeastApart(cy, top, r) && atLeastApart(bottom, cy, r);
    }
    return b[0]! >= left && b[2]! <= right && b[1]! >= top && b[3]! <= bottom;
  }
  // Boxes apart: no shape point in the box.
  if (b[0]! > right || b[2]! < left || b[1]! > bottom || b[3]! < top) return false;
  const filled = (w.flags[item]! & FILLED) !== 0;
  if (code === 0) {
    const d = w.data[0];
    const i = item & ~3;
    return segmentBoxTouchXY(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, left, top, right, bottom);
  }
  if (code === 1) {
    const d = w.data[1];
    const i = 3 * (item >> 2);
    const cx = d[i]!;
    const cy = d[i + 1]!;
    const r = d[i + 2]!;
    // The disk meets the box (circleRectHit's rule) …
    if (!(distanceToRectXY(cx, cy, left, top, box.width, box.height) <= r)) return false;
    if (filled) return true;
    // … and, for an outline, the box is not wholly inside the open disk (its farthest corner not nearer than r).
    const fx = Math.max(cx - left, right - cx);
    const fy = Math.max(cy - top, bottom - cy);
    return Math.sqrt(fx * fx + fy * fy) >= r;
  }
  if (code === 2) {
    // The boxes meet (rectRectHit's rule); for an outline, the box is not strictly inside the rect.
    if (filled) return true;
    return !(left > b[0]! && right < b[2]! && top > b[1]! && bottom < b[3]!);
  }
  const slot = item >> 2;
  const chain = w.chains[slot]!;
  for (let i = 0; i + 2 < chain.length; i += 2) {
    if (segmentBoxTouchXY(chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!, left, top, right, bottom)) return true;
  }
  if (!filled || w.chainKind[slot] !== 5) return false;
  // No edge touches the box: the box is wholly inside the polygon or wholly outside it.
  box.probe.x = left;
  box.probe.y = top;
  return pointInPolygon(box.probe, w.shapes[5]![w.chainIndex[slot]!] as Polygon, w.flags[item]! & NONZERO ? 'nonzero' : 'evenodd');
}

/** Exactly `a − b ≥ r` (not as rounded): the difference with its rounding error (Knuth's two-sum). */
function atLeastApart(a: number, b: number, r: number): boolean {
  const s = a - b;
  if (s !== r) return s > r;
  const bVirtual = a - s;
  const error = a - (s + bVirtual) + (bVirtual - b);
  return error >= 0;
}

// ─── candidates from the grid ───────────────────────────────────────────────

/**
 * Appends to the candidates the shapes of one cell's list not yet met in this
 * query (stamping them); returns how many it added.
 */
function gather(s: SceneScratch, w: WorldImpl, lists: CellLists, cell: number, stamp: number): number {
  const stamps = w.stamps;
  const items = lists.items;
  const begin = lists.start[cell]!;
  const end = begin + lists.count[cell]!;
  const before = s.candidateCount;
  let count = before;
  let candidates = s.candidates;
  for (let k = begin; k < end; k++) {
    const item = items[k]!;
    if (stamps[item] === stamp) continue;
    stamps[item] = stamp;
    if (count === candidates.length) {
      const grown = new Int32Array(2 * candidates.length);
      grown.set(candidates);
      candidates = s.candidates = grown;
    }
    candidates[count++] = item;
  }
  s.candidateCount = count;
  return count - before;
}

/**
 * Runs a query's walk with a fresh stamp and empty results in the world's
 * scene scratch; while a caller's filter may run, any query on the world
 * throws (it would reuse these buffers).
 */
function run(w: WorldImpl, filter: PickOptions['filter'], walk: (s: SceneScratch, stamp: number) => void): SceneScratch {
  const stamp = w.nextStamp();
  const s = w.scratchOf(SceneScratch);
  s.found = 0;
  s.candidateCount = 0;
  w.filtering = filter !== undefined;
  try {
    walk(s, stamp);
  } finally {
    w.filtering = false;
  }
  return s;
}

/** Keeps a found shape, with `measure`'s edge and inside from the scratch. */
function keep(s: SceneScratch, item: number, distance: number): void {
  const found = s.found;
  if (found === s.foundItems.length) {
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    s.foundItems = grow(s.foundItems);
    s.foundDistances = grow(s.foundDistances);
    s.foundEdges = grow(s.foundEdges);
    s.foundIn = grow(s.foundIn);
  }
  s.foundItems[found] = item;
  s.foundDistances[found] = distance;
  s.foundEdges[found] = s.edge;
  s.foundIn[found] = s.inside;
  s.found = found + 1;
}

/** Is `a` before `b` in the order of results (nearer; then higher z; then inserted later)? */
function before(w: WorldImpl, da: number, a: number, db: number, b: number): boolean {
  if (da !== db) return da < db;
  const za = w.z[a]!;
  const zb = w.z[b]!;
  if (za !== zb) return za > zb;
  return w.order[a]! > w.order[b]!;
}

/** Sorts the found shapes into the order of results: their positions in `found…`. */
function sortFound(s: SceneScratch, w: WorldImpl): Int32Array {
  const { found, foundItems, foundDistances } = s;
  const order = new Int32Array(found);
  for (let k = 0; k < found; k++) order[k] = k;
  if (found > 1) order.sort((a, b) => (before(w, foundDistances[a]!, foundItems[a]!, foundDistances[b]!, foundItems[b]!) ? -1 : 1));
  return order;
}

function results(s: SceneScratch, w: WorldImpl, point: Vec2, order: Int32Array, limit: number): PickHit[] {
  const { foundItems, foundDistances, foundEdges, foundIn } = s;
  const out: PickHit[] = [];
  const n = Math.min(limit, order.length);
  for (let k = 0; k < n; k++) {
    const f = order[k]!;
    const item = foundItems[f]!;
    out.push({
      id: w.itemIds[item],
      kind: KINDS[w.kindOf(item)]!,
      index: w.indexOf(item),
      distance: foundDistances[f]!,
      closestPoint: closestPointOf(w, item, point, foundEdges[f]!, foundIn[f] === 1),
      edge: foundEdges[f]!,
      z: w.z[item]!,
    });
  }
  return out;
}

function readLimit(options: PickOptions | undefined): number {
  const limit = options?.limit;
  if (limit === undefined) return Infinity;
  if (!(typeof limit === 'number' && limit >= 0 && (Number.isInteger(limit) || limit === Infinity))) {
    const message = `options.limit must be an integer >= 0, got ${String(limit)}`;
    throw typeof limit === 'number' ? new RangeError(message) : new TypeError(message);
  }
  return limit;
}

/** The filter of `pick`'s or `nearest`'s options, after checking the options are an object. */
function readFilter(options: PickOptions | undefined): PickOptions['filter'] {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`options must be an object { limit?, filter? }, got ${options === null ? 'null' : typeof options}`);
  }
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function') throw new TypeError(`options.filter must be a function, got ${typeof filter}`);
  return filter;
}

/** Tests one candidate for `pick` (stamped already): kept when within `tolerance`. */
function pickOne(s: SceneScratch, w: WorldImpl, item: number, px: number, py: number, tolerance: number, filter: PickOptions['filter']): void {
  const b = w.boxOf(item);
  // Its box farther than the tolerance: so is the shape (a few comparisons for most candidates).
  if (px < b[0]! - tolerance || px > b[2]! + tolerance || py < b[1]! - tolerance || py > b[3]! + tolerance) return;
  if (filter !== undefined && !filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) return;
  const distance = measure(s, w, item, px, py);
  if (distance <= tolerance) keep(s, item, distance);
}

/**
 * The shapes within `tolerance` of `point`, nearest first: what is under the
 * pointer. Each shape by the distance rule above (filled shapes hit inside,
 * outlines and open shapes within the tolerance of their boundary; a point
 * exactly on a boundary at distance exactly 0, so it is hit at tolerance 0).
 * **Ties** at equal distance: the higher `z` first, then the shape inserted
 * later (drawn on top). The grid proposes only the shapes whose boundary
 * passes within the tolerance or that are filled around the point; the answer
 * equals a loop over every shape.
 *
 * A tolerance in screen pixels is `pixels / scale` scene units (the Scene's
 * zoom); `usePick` converts it.
 *
 * @param world a world made by `createWorld`
 * @param point the query point, scene units (y down)
 * @param tolerance scene units, ≥ 0 (`Infinity`: every shape, ranked)
 * @param options `limit` (most results), `filter(id, kind, index)` (only shapes it accepts)
 * @returns `{ id, kind, index, distance, closestPoint, edge, z }[]`, nearest first (empty when nothing is within reach)
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad point, tolerance or option
 */
export function pick(world: World, point: Vec2, tolerance: number, options?: PickOptions): PickHit[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof tolerance === 'number' && tolerance >= 0)) {
    const message = `tolerance must be a number >= 0 (scene units), got ${String(tolerance)}`;
    throw typeof tolerance === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const filter = readFilter(options);
  const limit = readLimit(options);
  const s = run(w, filter, (scratch, stamp) => pickIn(scratch, w, stamp, point.x, point.y, tolerance, filter));
  return results(s, w, point, sortFound(s, w), limit);
}

/** `pick`'s walk: the candidates of the cells around the point, and the fills of its cell. */
function pickIn(s: SceneScratch, w: WorldImpl, stamp: number, px: number, py: number, tolerance: number, filter: PickOptions['filter']): void {
  for (const item of w.outside) pickOne(s, w, item, px, py, tolerance, filter);
  const pad = w.pad;
  const c0 = w.column(px - tolerance - pad);
  const c1 = w.column(px + tolerance + pad);
  const r0 = w.row(py - tolerance - pad);
  const r1 = w.row(py + tolerance + pad);
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) gather(s, w, w.cells, r * w.nx + c, stamp);
  // The filled shapes the point's cell lies wholly inside (their boundary may be far away).
  const cell = w.fillCell(px, py);
  if (cell >= 0) gather(s, w, w.fills, cell, stamp);
  const candidates = s.candidates;
  for (let k = 0; k < s.candidateCount; k++) pickOne(s, w, candidates[k]!, px, py, tolerance, filter);
}

/**
 * The `k` shapes nearest `point` (the distance rule and order of `pick`; no
 * tolerance): cells searched ring by ring around the point until no unsearched
 * shape can be nearer than the k-th found. Fewer than `k` when the world holds
 * fewer (passing the filter).
 *
 * @param k how many, an integer ≥ 0
 * @param options `filter(id, kind, index)`
 * @returns `{ id, kind, index, distance, closestPoint, edge, z }[]`, nearest first
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad point, k or option
 */
export function nearest(world: World, point: Vec2, k: number, options?: Pick<PickOptions, 'filter'>): PickHit[] {
  const w = worldInternals(world, 'world');
  assertVec2(point, 'point');
  if (!(typeof k === 'number' && Number.isInteger(k) && k >= 0)) {
    const message = `k must be an integer >= 0, got ${String(k)}`;
    throw typeof k === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const filter = readFilter(options);
  if (k === 0) return [];
  const s = run(w, filter, (scratch, stamp) => nearestIn(scratch, w, stamp, point.x, point.y, k, filter));
  return results(s, w, point, sortFound(s, w), k);
}

/** `nearest`'s walk: rings of cells around the point until the k-th found is nearer than any unsearched cell. */
function nearestIn(s: SceneScratch, w: WorldImpl, stamp: number, px: number, py: number, k: number, filter: PickOptions['filter']): void {
  const consider = (item: number) => {
    if (filter === undefined || filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) keep(s, item, measure(s, w, item, px, py));
  };
  const measureGathered = () => {
    for (let q = 0; q < s.candidateCount; q++) consider(s.candidates[q]!);
    s.candidateCount = 0;
  };
  for (const item of w.outside) {
    w.stamps[item] = stamp;
    consider(item);
  }
  const cell = w.fillCell(px, py);
  const pointCell = cell >= 0;
  const ci = w.column(px);
  const cj = w.row(py);
  if (pointCell) gather(s, w, w.fills, cell, stamp);
  measureGathered();
  const size = w.cellSize;
  for (let ring = 0; ; ring++) {
    const i0 = ci - ring;
    const i1 = ci + ring;
    const j0 = cj - ring;
    const j1 = cj + ring;
    for (let j = Math.max(0, j0); j <= Math.min(w.ny - 1, j1); j++) {
      const edgeRow = j === j0 || j === j1;
      for (let i = Math.max(0, i0); i <= Math.min(w.nx - 1, i1); i++) {
        if (!edgeRow && i !== i0 && i !== i1) continue; // inside the ring: searched before
        gather(s, w, w.cells, j * w.nx + i, stamp);
      }
    }
    measureGathered();
    if ((i0 <= 0 && j0 <= 0 && i1 >= w.nx - 1 && j1 >= w.ny - 1) || !(ring <= w.nx + w.ny)) break; // every cell searched
    if (s.found >= k && pointCell) {
      // Every shape not yet found has its whole boundary outside the searched block of cells
      // (a shape containing the point was found in the point's cell): farther than the block's edge.
      const bound =
        Math.min(px - (w.minX + i0 * size), w.minX + (i1 + 1) * size - px, py - (w.minY + j0 * size), w.minY + (j1 + 1) * size - py) - w.pad;
      if (kthDistance(s, w, k) < bound) break;
    }
  }
}

/** The k-th smallest distance found so far (k ≤ found). */
function kthDistance(s: SceneScratch, w: WorldImpl, k: number): number {
  const order = sortFound(s, w);
  return s.foundDistances[order[k - 1]!]!;
}

/**
 * The shapes a box selects, topmost first (higher `z`, then inserted later):
 * `'intersects'` (a crossing selection: every shape that shares a point with
 * the closed box) or `'contains'` (a window selection: every shape wholly
 * inside it). Decided per shape exactly, not by bounding boxes: a segment
 * crossing only the box's corner intersects (the exact segment–rect test of
 * `segmentRectHit`); a circle whose bounding box meets the box but whose disk
 * does not, does not; a filled shape around the whole box intersects it, an
 * outline-only one does not; a circle is contained when `center ± radius` lies
 * in the box exactly (not as rounded). Touching the box's edge counts for both
 * modes.
 *
 * @param world a world made by `createWorld`
 * @param box the selection box, scene units, `(x, y)` top-left (y down); a zero-size box is its corner
 * @param mode `'intersects'` (default) or `'contains'`
 * @returns `{ id, kind, index, z }[]`
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad box or mode
 */
export function queryRect(world: World, box: Rect, mode: QueryRectMode = 'intersects'): SceneMatch[] {
  const w = worldInternals(world, 'world');
  assertRect(box, 'box');
  if (mode !== 'intersects' && mode !== 'contains') throw new RangeError(`mode must be 'intersects' or 'contains', got ${String(mode)}`);
  const contains = mode === 'contains';
  const query: QueryBox = {
    left: box.x,
    top: box.y,
    right: box.x + box.width,
    bottom: box.y + box.height,
    width: box.width,
    height: box.height,
    contains,
    probe: { x: 0, y: 0 },
  };
  const { left, top, right, bottom } = query;
  let stamp = 0;
  const s = run(w, undefined, (scratch, walkStamp) => {
    stamp = walkStamp;
    for (const item of w.outside) {
      w.stamps[item] = walkStamp;
      if (boxRule(w, item, query)) keep(scratch, item, 0);
    }
    const pad = w.pad;
    const size = w.cellSize;
    const r0 = w.row(top - pad);
    const r1 = w.row(bottom + pad);
    const c0 = w.column(left - pad);
    const c1 = w.column(right + pad);
    for (let r = r0; r <= r1; r++) {
      const cellTop = w.minY + r * size;
      const rowInside = cellTop - pad >= top && cellTop + size + pad <= bottom;
      for (let c = c0; c <= c1; c++) {
        const cellLeft = w.minX + c * size;
        const added = gather(scratch, w, w.cells, r * w.nx + c, walkStamp);
        // A shape whose boundary passes through a cell wholly inside the box (by the margin) touches the box.
        if (!contains && rowInside && cellLeft - pad >= left && cellLeft + size + pad <= right) {
          for (let k = scratch.candidateCount - added; k < scratch.candidateCount; k++) keep(scratch, scratch.candidates[k]!, 0);
          scratch.candidateCount -= added;
        }
      }
    }
    // A filled shape around the whole box: its boundary may be in no cell the box meets.
    const cell = contains ? -1 : w.fillCell(left, top);
    if (cell >= 0) gather(scratch, w, w.fills, cell, walkStamp);
    for (let k = 0; k < scratch.candidateCount; k++) if (boxRule(w, scratch.candidates[k]!, query)) keep(scratch, scratch.candidates[k]!, 0);
  });
  const stamps = w.stamps;
  const { found, foundItems } = s;
  const out: SceneMatch[] = [];
  if (found > 64 && found > w.alive >> 4) {
    // Many: walk the world's z-order (sorted once per change of it), taking the selected shapes.
    for (let k = 0; k < found; k++) stamps[foundItems[k]!] = stamp + 1;
    w.stamp = stamp + 1; // the next query's stamp is above both
    const order = zOrder(w);
    for (let k = 0; k < order.length; k++) {
      const item = order[k]!;
      if (stamps[item] === stamp + 1) out.push(match(w, item));
    }
    return out;
  }
  const order = sortFound(s, w);
  for (let k = 0; k < order.length; k++) out.push(match(w, foundItems[order[k]!]!));
  return out;
}

function match(w: WorldImpl, item: number): SceneMatch {
  return { id: w.itemIds[item], kind: KINDS[w.kindOf(item)]!, index: w.indexOf(item), z: w.z[item]! };
}

/** Every shape's item code, topmost first (higher z, then inserted later); cached until the z-order changes. */
function zOrder(w: WorldImpl): Int32Array {
  if (w.zSorted !== null) return w.zSorted;
  const list: number[] = [];
  for (let code = 0; code < 6; code++) {
    const shapes = w.shapes[code]!;
    for (let index = 0; index < shapes.length; index++) if (shapes[index] !== undefined) list.push(w.itemOf(code, index));
  }
  list.sort((a, b) => (w.z[a] !== w.z[b] ? w.z[b]! - w.z[a]! : w.order[b]! - w.order[a]!));
  w.zSorted = Int32Array.from(list);
  return w.zSorted;
}
