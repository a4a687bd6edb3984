import { CIRCLE_STRIDE, putCircle, putRect, putSegment, RECT_STRIDE, SEGMENT_STRIDE } from '../batch/packed';
import type { FillRule } from '../shapes/types';
import type { Circle, Rect, Segment, Vec2 } from '../shapes/types';
import {
  CHAIN_TAG,
  chainItem,
  CIRCLE_KIND,
  circleAt,
  isChain,
  isClosedChainKind,
  itemCapacity,
  itemSlot,
  itemTag,
  KINDS,
  PACKED_KINDS,
  packedItem,
  RECT_KIND,
  rectAt,
  SEGMENT_KIND,
  segmentAt,
} from './itemCode';
import type { ObstacleKind, ObstacleShapes, WorldEntry, WorldId } from './types';
import { deeplyFrozen, frozenCopy } from './storedShape';
import { setChainCenter, writeChain } from './chainWrite';
import { frameShape, type FrameMap } from '../transform/frameMap';

/**
 * The store of a world's shapes: each shape's frozen copy, its numbers
 * packed for the queries (a record of `data[kind]` for segments, circles and
 * rects, a chain of points for the others: a rotated rect's is its four
 * corners, closed, as a polygon's), its box and centre, and its
 * per-shape arrays indexed by item code (`world/itemCode.ts`): where it is, its
 * query stamp, z, insertion order, flags and id. The arrays grow by doubling.
 */

/** Per-shape flags: filled (hit inside). @internal */
export const FILLED = 1;
/** Per-shape flags: a polygon's non-zero fill rule (else even-odd). @internal */
export const NONZERO = 2;
/** Per-shape flags: floating, kept off the grid on the list every query tests (`Grid.float`). @internal */
export const FLOATING = 4;

/** Where a shape is (`place`): removed (or never set), in the grid's cells, or on the list tested on every query. @internal */
export const REMOVED = 0;
/** @internal */
export const IN_GRID = 1;
/** @internal */
export const OUTSIDE = 2;

/** Numbers per shape of the packed kinds, by kind code. */
const STRIDES = [SEGMENT_STRIDE, CIRCLE_STRIDE, RECT_STRIDE] as const;

/** A copy of a typed array, `length` long (the new tail zero): how the store's arrays grow. */
function grown<T extends Float64Array | Uint32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/** A shape whose object a frame left to be made: its start shape and the frame (`ShapeStore.pending`). @internal */
export interface PendingShape {
  readonly start: { readonly kind: ObstacleKind; readonly shape: ObstacleShapes[ObstacleKind] };
  frame: FrameMap;
}

/**
 * A world's shapes and their per-shape arrays (the base of `WorldImpl`).
 * @internal
 *
 * Chains: a point, polyline or polygon's points `[x0, y0, x1, y1, …]`, a
 * polygon's first point repeated at the end, a point as `[x, y, x, y]`: a
 * chain of closed segments.
 */
export class ShapeStore {
  /** Packed records of the segments, circles and rects, by kind code (`segmentAt`, `circleAt`, `rectAt`). */
  data: [Float64Array, Float64Array, Float64Array] = [new Float64Array(64), new Float64Array(48), new Float64Array(64)];
  /** The frozen shapes by kind code (0–6), by index (`undefined`: removed). */
  shapes: (ObstacleShapes[ObstacleKind] | undefined)[][] = [[], [], [], [], [], [], []];
  /** Chains by slot: their points, their kind code (point, polyline, polygon, rotated rect) and index, their boxes (4 per slot). */
  chains: Float64Array[] = [];
  chainKind: number[] = [];
  chainIndex: number[] = [];
  chainBox = new Float64Array(64);
  /**
   * A polygon's centre for snapping (`centerOf`), by slot: its centroid when
   * that lies in its box, else null; a rotated rect's centre (undefined while
   * its shape is pending: see `pendingStart`).
   */
  chainCenter: (Vec2 | null | undefined)[] = [];
  /** The chain slot of each point, polyline, polygon and rotated rect, by kind code − `PACKED_KINDS`, by index. */
  chainSlot: [number[], number[], number[], number[]] = [[], [], [], []];
  /** Per item code: `REMOVED`, `IN_GRID` or `OUTSIDE`. */
  place = new Uint8Array(64);
  /** Per item code: the query stamp that last tested it (each is tested once per ray or query; see `WorldImpl.nextStamp`). */
  stamps = new Uint32Array(64);
  stamp = 0;
  /** Per item code: z, insertion order, `FILLED` / `NONZERO` / `FLOATING` flags, the caller's id. */
  z = new Float64Array(64);
  order = new Float64Array(64);
  flags = new Uint8Array(64);
  itemIds: (WorldId | undefined)[] = [];
  /** The item code under each id. */
  idMap = new Map<WorldId, number>();
  /** Shapes appended so far (the next insertion order). */
  inserted = 0;
  /**
   * The items whose shape object a gesture's frame left to be made
   * (`writeFrameNumbers`: their numbers are written, their objects made on
   * first use, `shapeAt`): each one's start shape and frame, by item code.
   */
  readonly pending = new Map<number, PendingShape>();
  /**
   * `boxOf`'s answer (minX, minY, maxX, maxY) and `centerOf`'s (x, y): the
   * world's own, so a query on another world (run by a caller's filter) never
   * overwrites them. Read each before the next call.
   */
  private readonly box = new Float64Array(4);
  private readonly center = new Float64Array(2);

  /** The kind code (0–6) of an item code. */
  kindOf(item: number): number {
    return isChain(item) ? this.chainKind[itemSlot(item)]! : itemTag(item);
  }

  /** The index among its kind of an item code. */
  indexOf(item: number): number {
    return isChain(item) ? this.chainIndex[itemSlot(item)]! : itemSlot(item);
  }

  /** The item code of the shape at `index` of kind code `kind` (a slot that exists). */
  itemOf(kind: number, index: number): number {
    return kind < PACKED_KINDS ? packedItem(kind, index) : chainItem(this.chainSlot[kind - PACKED_KINDS]![index]!);
  }

  /** Whether the shape of an item code is filled (hit inside: `ShapeOptions.filled`). */
  isFilled(item: number): boolean {
    return (this.flags[item]! & FILLED) !== 0;
  }

  /** A polygon's fill rule (`ShapeOptions.fillRule`), by item code. */
  fillRuleOf(item: number): FillRule {
    return this.flags[item]! & NONZERO ? 'nonzero' : 'evenodd';
  }

  /** Whether shape `a` is drawn above shape `b` (item codes): the higher z, then the one inserted later. */
  above(a: number, b: number): boolean {
    const za = this.z[a]!;
    const zb = this.z[b]!;
    return za !== zb ? za > zb : this.order[a]! > this.order[b]!;
  }

  /**
   * The shape at `index` of kind code `kind` (`undefined`: removed), its
   * object made first if a gesture's frame left it pending (`materialize`):
   * read the world's shape objects through this, never `shapes` directly.
   */
  shapeAt(kind: number, index: number): ObstacleShapes[ObstacleKind] | undefined {
    if (this.pending.size !== 0) this.materialize(this.itemOf(kind, index));
    return this.shapes[kind]![index];
  }

  /**
   * Makes the shape object of an item whose frame left it pending, from its
   * start shape and the frame (`frameShape`: the same numbers
   * `writeMappedFrame` wrote), and a chain's centre; no-op for the others.
   */
  materialize(item: number): void {
    const p = this.pending.get(item);
    if (p === undefined) return;
    this.pending.delete(item);
    const kind = this.kindOf(item);
    const shape = frameShape(p.start.kind, p.start.shape, p.frame);
    this.shapes[kind]![this.indexOf(item)] = shape;
    if (isChain(item)) setChainCenter(this, itemSlot(item), kind, shape);
  }

  /** Forgets an item's pending frame (written again, moved to another slot, removed). */
  dropPending(item: number): void {
    if (this.pending.size !== 0) this.pending.delete(item);
  }

  /** The shape behind an item code, as `world.lookup` returns it. */
  entry(item: number): WorldEntry {
    const kind = this.kindOf(item);
    const index = this.indexOf(item);
    return {
      id: this.itemIds[item],
      kind: KINDS[kind]!,
      index,
      shape: this.shapeAt(kind, index)!,
      z: this.z[item]!,
      filled: this.isFilled(item),
      fillRule: this.fillRuleOf(item),
    } as WorldEntry; // kind and shape agree: the shape is stored under its kind's code
  }

  /**
   * A new slot for a shape of kind code `kind`, the next index of its kind
   * (empty until `write`); returns its item code.
   */
  newItem(kind: number): number {
    const index = this.shapes[kind]!.length;
    let item: number;
    if (kind < PACKED_KINDS) {
      item = packedItem(kind, index);
      this.grow(kind, index + 1);
    } else {
      const slot = this.chains.length;
      item = chainItem(slot);
      this.growChains(slot + 1);
      this.chains.push(new Float64Array(0));
      this.chainKind.push(kind);
      this.chainIndex.push(index);
      this.chainSlot[kind - PACKED_KINDS]!.push(slot);
    }
    this.shapes[kind]!.push(undefined);
    return item;
  }

  /** Room for `slots` shapes of a packed kind (doubling). */
  private grow(kind: number, slots: number): void {
    const data = this.data[kind]!;
    const stride = STRIDES[kind as 0 | 1 | 2];
    if (slots * stride > data.length) this.data[kind] = grown(data, Math.max(slots, (2 * data.length) / stride) * stride);
    this.growItems(itemCapacity(slots));
  }

  /** Room for `slots` chains (doubling). */
  private growChains(slots: number): void {
    if (slots * 4 > this.chainBox.length) this.chainBox = grown(this.chainBox, Math.max(slots * 4, 2 * this.chainBox.length));
    this.growItems(itemCapacity(slots));
  }

  /** Room for `items` item codes (0 … items − 1). */
  private growItems(items: number): void {
    if (items <= this.stamps.length) return;
    const capacity = Math.max(items, this.stamps.length * 2);
    this.stamps = grown(this.stamps, capacity);
    this.place = grown(this.place, capacity);
    this.flags = grown(this.flags, capacity);
    this.z = grown(this.z, capacity);
    this.order = grown(this.order, capacity);
  }

  /**
   * Stores the shape (validated, of kind code `kind`) and its packed record or
   * chain: a frozen copy, or the shape itself when `frame` says it may be a
   * gesture frame's and it is deeply frozen (no one can change it).
   */
  write(item: number, kind: number, shape: unknown, frame = false): void {
    const copy = frame && deeplyFrozen(kind, shape) ? (shape as ObstacleShapes[ObstacleKind]) : frozenCopy(kind, shape);
    this.dropPending(item);
    const index = this.indexOf(item);
    this.shapes[kind]![index] = copy;
    if (kind === SEGMENT_KIND) putSegment(this.data[SEGMENT_KIND], segmentAt(item), copy as Segment);
    else if (kind === CIRCLE_KIND) putCircle(this.data[CIRCLE_KIND], circleAt(item), copy as Circle);
    else if (kind === RECT_KIND) putRect(this.data[RECT_KIND], rectAt(item), copy as Rect);
    else writeChain(this, itemSlot(item), kind, copy);
  }

  /** The shape's bounding box into the world's box (minX, minY, maxX, maxY: read it before the next call). */
  boxOf(item: number): Float64Array {
    const box = this.box;
    const tag = itemTag(item);
    if (tag === CHAIN_TAG) {
      const b = this.chainBox;
      const i = 4 * itemSlot(item);
      box[0] = b[i]!;
      box[1] = b[i + 1]!;
      box[2] = b[i + 2]!;
      box[3] = b[i + 3]!;
    } else if (tag === CIRCLE_KIND) {
      const d = this.data[CIRCLE_KIND];
      const i = circleAt(item);
      box[0] = d[i]! - d[i + 2]!;
      box[1] = d[i + 1]! - d[i + 2]!;
      box[2] = d[i]! + d[i + 2]!;
      box[3] = d[i + 1]! + d[i + 2]!;
    } else if (tag === SEGMENT_KIND) {
      const d = this.data[SEGMENT_KIND];
      const i = segmentAt(item);
      box[0] = Math.min(d[i]!, d[i + 2]!);
      box[1] = Math.min(d[i + 1]!, d[i + 3]!);
      box[2] = Math.max(d[i]!, d[i + 2]!);
      box[3] = Math.max(d[i + 1]!, d[i + 3]!);
    } else {
      const d = this.data[RECT_KIND];
      const i = rectAt(item);
      box[0] = d[i]!;
      box[1] = d[i + 1]!;
      box[2] = d[i]! + d[i + 2]!;
      box[3] = d[i + 1]! + d[i + 3]!;
    }
    return box;
  }

  /**
   * The centre of a circle (its centre), a rect (the middle of its box) or a
   * polygon (its centroid, `polygonCentroid`, when that lies in its bounding
   * box: a self-intersecting polygon's may not) or a rotated rect (its centre), into the world's centre
   * (x, y: read it before the next call); null for the other kinds.
   */
  centerOf(item: number): Float64Array | null {
    const center = this.center;
    const tag = itemTag(item);
    if (tag === CIRCLE_KIND) {
      const d = this.data[CIRCLE_KIND];
      const i = circleAt(item);
      center[0] = d[i]!;
      center[1] = d[i + 1]!;
      return center;
    }
    if (tag === RECT_KIND) {
      const d = this.data[RECT_KIND];
      const i = rectAt(item);
      center[0] = d[i]! + d[i + 2]! / 2;
      center[1] = d[i + 1]! + d[i + 3]! / 2;
      return center;
    }
    if (!isChain(item)) return null;
    // a pending polygon's or rotated rect's centre is made with its object (points and polylines have none)
    const slot = itemSlot(item);
    if (this.pending.size !== 0 && this.chainCenter[slot] === undefined && isClosedChainKind(this.chainKind[slot])) this.materialize(item);
    const c = this.chainCenter[itemSlot(item)];
    if (c == null) return null;
    center[0] = c.x;
    center[1] = c.y;
    return center;
  }
}
