import type { ShapeFilter } from './candidates';
import type { SnapGuide } from './snapKinds';
import type { Circle, Segment } from '../shapes/types';
import type { CellLists } from '../world/cellLists';
import { KINDS } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * A snapping query's state, made per call (a filter may run another query
 * meanwhile), and its candidates from the grid: the shapes whose outline or
 * centre may lie within the radius, and those that may have a key point
 * aligned with the query point.
 */

/** A target before merging: its kind (`SNAP_KINDS` position), point, the shapes' item codes, distance, guides, aligned axes. */
export interface RawTarget {
  kind: number;
  x: number;
  y: number;
  items: number[];
  distance: number;
  guides: SnapGuide[];
  /** How many axes an `alignment` or `grid` target snaps (2 first); 0 for the other kinds. */
  axes: number;
}

/** A piece of a shape's outline near the query point: a closed segment, or a circle. */
export interface OutlinePiece {
  item: number;
  /** Segment, side or edge index (−1 for a circle). */
  edge: number;
  /** Edges in the shape's chain, for adjacency (0: not a chain; polygons are closed). */
  edges: number;
  closed: boolean;
  circle: boolean;
  /** A point shape (a zero-length piece: an endpoint only). */
  point: boolean;
  /** A segment's ends; a circle's centre (twice) and radius. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  r: number;
}

/** One snapping query: the world, the query point and radius, the kinds on, and what it has collected so far. */
export interface SnapQuery {
  w: WorldImpl;
  px: number;
  py: number;
  radius: number;
  /** Which kinds are on, by `SNAP_KINDS` position. */
  kindsOn: boolean[];
  targets: RawTarget[];
  pieces: OutlinePiece[];
  /** The alignment references being collected: `x, y, item` (−1: `from`) of key points aligned with the point on either axis. */
  refs: number[];
  /**
   * The gathers pass over floating shapes (`floatShapes`) without looking at
   * them: set only when the caller's filter rejects every one of them anyway
   * (a selection gesture's search, whose moving shapes are the floating ones),
   * so no answer changes.
   */
  skipFloating: boolean;
}

/** A segment piece as a `Segment` (new objects). */
export function segmentOf(p: OutlinePiece): Segment {
  return { start: { x: p.ax, y: p.ay }, end: { x: p.bx, y: p.by } };
}

/** A circle piece as a `Circle` (new objects). */
export function circleOf(p: OutlinePiece): Circle {
  return { center: { x: p.ax, y: p.ay }, radius: p.r };
}

export function square(v: number): number {
  return v * v;
}

/**
 * Adds a target of `kind` at `(x, y)` made by the shape `item` (and `other`, a second shape, for a point two
 * shapes make) when it lies within the radius; its list of shapes is made only then (most points a query
 * considers lie beyond it). The same kind at the same point from several shapes becomes one target (`rank`);
 * `+ 0` makes −0 the 0 it equals, so which of them is met first cannot change the target's coordinates.
 */
export function offerTarget(q: SnapQuery, kind: number, x: number, y: number, item: number, other = item): void {
  const distance = Math.sqrt(square(x - q.px) + square(y - q.py));
  if (!(distance <= q.radius)) return;
  q.targets.push({ kind, x: x + 0, y: y + 0, items: other === item ? [item] : [item, other], distance, guides: [], axes: 0 });
}

/**
 * The region a gather keeps shapes from, by their boxes: `[x0, x1] × [y0, y1]`;
 * with `band`, the column `x0 … x1` (any y) or the row `y0 … y1` (any x). A
 * shape whose box lies beyond it has no target the query can take (every
 * target of a shape lies in its box), so it is dropped before the caller's
 * filter is asked about it.
 */
interface Reach {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  band: boolean;
}

/** Whether a shape's box (`boxOf`) meets the region `r`. */
function inReach(w: WorldImpl, item: number, r: Reach): boolean {
  const b = w.boxOf(item);
  const column = b[0]! <= r.x1 && b[2]! >= r.x0;
  const row = b[1]! <= r.y1 && b[3]! >= r.y0;
  return r.band ? column || row : column && row;
}

/** Appends a shape met for the first time (stamping it) when its box meets the region and it passes the filter. */
function gatherItem(w: WorldImpl, item: number, stamp: number, reach: Reach, filter: ShapeFilter | undefined, out: number[]): void {
  if (w.stamps[item] === stamp) return;
  w.stamps[item] = stamp;
  if (!inReach(w, item, reach)) return;
  if (filter === undefined || filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item))) out.push(item);
}

/** Appends the shapes of one cell's list (`gatherItem`). */
function gatherCell(w: WorldImpl, lists: CellLists, cell: number, stamp: number, reach: Reach, filter: ShapeFilter | undefined, out: number[]): void {
  const begin = lists.start[cell]!;
  const end = begin + lists.count[cell]!;
  for (let k = begin; k < end; k++) gatherItem(w, lists.items[k]!, stamp, reach, filter, out);
}

function gatherBlock(
  w: WorldImpl,
  c0: number,
  c1: number,
  r0: number,
  r1: number,
  stamp: number,
  reach: Reach,
  filter: ShapeFilter | undefined,
  out: number[],
): void {
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      gatherCell(w, w.cells, r * w.nx + c, stamp, reach, filter, out);
      gatherCell(w, w.centers, r * w.nx + c, stamp, reach, filter, out);
    }
  }
}

/** Appends the shapes of the outside list (`gatherItem`); with `skipFloating`, not the floating ones, and no walk when all are. */
function gatherOutside(w: WorldImpl, stamp: number, reach: Reach, filter: ShapeFilter | undefined, out: number[], skipFloating: boolean): void {
  if (!skipFloating) {
    for (let k = 0; k < w.outside.length; k++) gatherItem(w, w.outside[k]!, stamp, reach, filter, out);
  } else if (w.hasStillOutside()) {
    for (let k = 0; k < w.outside.length; k++) if (!w.isFloating(w.outside[k]!)) gatherItem(w, w.outside[k]!, stamp, reach, filter, out);
  }
}

/** The region within the radius (and the grid's margin) of the query point: a square, or (`band`) its column and row. */
function reachOf(q: SnapQuery, band: boolean): Reach {
  const reach = q.radius + q.w.pad;
  return { x0: q.px - reach, y0: q.py - reach, x1: q.px + reach, y1: q.py + reach, band };
}

/** The shapes whose outline or centre may lie within the radius: the cells around the point. */
export function gatherNear(q: SnapQuery, stamp: number, filter: ShapeFilter | undefined, out: number[]): void {
  const { w } = q;
  const r = reachOf(q, false);
  gatherOutside(w, stamp, r, filter, out, q.skipFloating);
  gatherBlock(w, w.column(r.x0), w.column(r.x1), w.row(r.y0), w.row(r.y1), stamp, r, filter, out);
}

/** The shapes that may have a key point with x or y within the radius of the point's: its column and row bands. */
export function gatherBand(q: SnapQuery, stamp: number, filter: ShapeFilter | undefined, out: number[]): void {
  const { w } = q;
  const r = reachOf(q, true);
  gatherOutside(w, stamp, r, filter, out, q.skipFloating);
  gatherBlock(w, w.column(r.x0), w.column(r.x1), 0, w.ny - 1, stamp, r, filter, out);
  gatherBlock(w, 0, w.nx - 1, w.row(r.y0), w.row(r.y1), stamp, r, filter, out);
}
