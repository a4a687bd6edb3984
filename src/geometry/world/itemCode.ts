import type { ObstacleKind } from './types';
import { CIRCLE_STRIDE, RECT_STRIDE, SEGMENT_STRIDE } from '../batch/packed';

/**
 * Kind codes and item codes: how a world numbers its kinds and names each of
 * its shapes in one integer. No other module does bit arithmetic on item
 * codes; it calls the functions here (small enough for the optimiser to
 * inline in hot loops).
 *
 * **Kind codes** (0–6) number the seven kinds: segment 0, circle 1, rect 2,
 * point 3, polyline 4, polygon 5, rotated rect 6 ({@link ObstacleCode}, public: `lidarScan`'s
 * `hitKinds`). They index the world's per-kind lists (`shapes[kind]`).
 *
 * **Item codes** name one shape of a world: the key of its per-shape arrays
 * (`stamps`, `place`, `z`, `order`, `flags`, `itemIds`) and what the grid's
 * cell lists hold. An item code is `slot·4 + tag`, the tag in its two low bits:
 * - tag `SEGMENT_KIND`, `CIRCLE_KIND` or `RECT_KIND` (0, 1, 2: the kind code
 *   itself): a packed shape, its numbers a record of the world's `data[tag]`
 *   in the layouts of `putSegment`, `putCircle`, `putRect`, the slot its index
 *   among its kind;
 * - tag `CHAIN_TAG` (3): a point, polyline, polygon or rotated rect (its four
 *   corners, `rotatedRectCorners`, as a closed chain), its points in the
 *   world's `chains[slot]`; the kind code and index of a chain slot are stored
 *   with it (`chainKind`, `chainIndex`). Tag 3 is not the point's kind code 3.
 *
 * Ray ties (two shapes at exactly the same distance) go to the smaller tag,
 * then the shape inserted first: segments, circles and rects by kind, then
 * the chains; within a tag in the order they were added ({@link tieBefore}).
 */

/** Kind codes, by kind (`ObstacleCode`'s numbers; literals, so a bundler can inline them). @internal */
export const SEGMENT_KIND = 0;
/** @internal */
export const CIRCLE_KIND = 1;
/** @internal */
export const RECT_KIND = 2;
/** @internal */
export const POINT_KIND = 3;
/** @internal */
export const POLYLINE_KIND = 4;
/** @internal */
export const POLYGON_KIND = 5;
/** @internal */
export const ROTATED_RECT_KIND = 6;

/** Whether a chain of kind code `kind` is closed, its last point joined to its first (a polygon's, a rotated rect's). @internal */
export function isClosedChainKind(kind: number | undefined): boolean {
  return kind === POLYGON_KIND || kind === ROTATED_RECT_KIND;
}

/**
 * The numeric code of each kind, as `lidarScan` writes it into `hitKinds`
 * (`none` = −1: no return). Ray ties between shapes at the same distance go to
 * the smaller code of segment, circle and rect, then the one added first; points,
 * polylines, polygons and rotated rects come after them, in the order they were added.
 */
export const ObstacleCode = Object.freeze({
  none: -1,
  segment: SEGMENT_KIND,
  circle: CIRCLE_KIND,
  rect: RECT_KIND,
  point: POINT_KIND,
  polyline: POLYLINE_KIND,
  polygon: POLYGON_KIND,
  rotatedRect: ROTATED_RECT_KIND,
} as const);

/** How many kinds there are. @internal */
export const KIND_COUNT = 7;
/** How many kinds are packed (segment, circle, rect: kind codes below this); the others are chains. @internal */
export const PACKED_KINDS = 3;

/** The kind names by kind code. @internal */
export const KINDS: readonly ObstacleKind[] = ['segment', 'circle', 'rect', 'point', 'polyline', 'polygon', 'rotatedRect'];

/** The tag of a point's, polyline's, polygon's or rotated rect's item code: its points are a chain. @internal */
export const CHAIN_TAG = 3;

/** An item code's tag: `SEGMENT_KIND`, `CIRCLE_KIND`, `RECT_KIND`, or `CHAIN_TAG`. @internal */
export function itemTag(item: number): number {
  return item & 3;
}

/** An item code's slot: a packed shape's index among its kind, or a chain's slot. @internal */
export function itemSlot(item: number): number {
  return item >> 2;
}

/** Whether an item code is a chain's (a point, polyline or polygon). @internal */
export function isChain(item: number): boolean {
  return (item & 3) === CHAIN_TAG;
}

/** The item code of the packed shape (`kind` below `PACKED_KINDS`) at `index` of its kind. @internal */
export function packedItem(kind: number, index: number): number {
  return index * 4 + kind;
}

/** The item code of chain slot `slot`. @internal */
export function chainItem(slot: number): number {
  return slot * 4 + CHAIN_TAG;
}

/** How many item codes the slots below `slots` have (every tag): the length the per-shape arrays need for them. @internal */
export function itemCapacity(slots: number): number {
  return slots * 4;
}

/** Where a segment's record `[ax, ay, bx, by]` starts in the world's `data[SEGMENT_KIND]`. @internal */
export function segmentAt(item: number): number {
  return SEGMENT_STRIDE * (item >> 2);
}

/** Where a circle's record `[cx, cy, radius]` starts in the world's `data[CIRCLE_KIND]`. @internal */
export function circleAt(item: number): number {
  return CIRCLE_STRIDE * (item >> 2);
}

/** Where a rect's record `[x, y, width, height]` starts in the world's `data[RECT_KIND]`. @internal */
export function rectAt(item: number): number {
  return RECT_STRIDE * (item >> 2);
}

/**
 * Whether item `a` comes before item `b` in the tie order of rays (two hits
 * at exactly the same distance): the smaller tag, then the one inserted first
 * (`order`, the world's insertion order by item code; a shape whose kind
 * `world.update` changed keeps its insertion order).
 * @internal
 */
export function tieBefore(a: number, b: number, order: Float64Array): boolean {
  const tagA = a & 3;
  const tagB = b & 3;
  return tagA < tagB || (tagA === tagB && order[a]! < order[b]!);
}
