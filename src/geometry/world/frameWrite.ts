import { isIdentityAffine, type Affine } from '../transform/affine';
import type { FrameMap } from '../transform/frameMap';
import { alignedRectInto, turnedRectInto } from '../transform/transformShape';
import { writeCornerChain } from '../shapes/rotatedRect';
import type { Circle, Polyline, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';
import { circleAt, CIRCLE_KIND, isClosedChainKind, itemSlot, POINT_KIND, rectAt, ROTATED_RECT_KIND, SEGMENT_KIND, segmentAt } from './itemCode';
import { closeChain } from './chainWrite';
import type { ShapeStore } from './shapeStore';
import type { ObstacleKind, ObstacleShapes, WorldId } from './types';

// A gesture frame written as numbers: each shape's packed record or chain
// computed from its start shape and the frame's map with the arithmetic of
// `frameShape` (`translateShape` for a move, `transformShape` otherwise:
// `alignedRectInto`, `turnedRectInto`, the map applied as `applyAffine`
// does), so what the queries read is what the shape object made later holds,
// bit for bit. A frame of a move or a transform of 1,000 shapes then makes
// no shape object at all.

/** How a frame maps a point: a copy (the identity, or a move by zero), a move, or the affine map. */
const SAME = 0;
const MOVE = 1;
const AFFINE = 2;

/** A frame's numbers before they are stored (checked finite first): a packed record, a rotated rect. */
const RECORD = new Float64Array(5);
/** A chain's numbers before they are stored; grows to the longest chain written. */
let chainScratch = new Float64Array(64);
/** A rotated rect for `writeCornerChain` (the one corner formula). */
const TURNED = { center: { x: 0, y: 0 }, width: 0, height: 0, rotation: 0 };

/** `x` of the point `(x, y)` in the frame (mode and map: see `writeFrameNumbers`). */
function mapX(mode: number, m: Affine, x: number, y: number): number {
  return mode === SAME ? x : mode === MOVE ? x + m.e : m.a * x + m.c * y + m.e;
}

/** `y` of the point `(x, y)` in the frame. */
function mapY(mode: number, m: Affine, x: number, y: number): number {
  return mode === SAME ? y : mode === MOVE ? y + m.f : m.b * x + m.d * y + m.f;
}

/**
 * Writes the numbers of the start shape `start` in `frame` into the item
 * `item` (floating, already of kind code `kind`, the frame's kind of
 * `start.kind`) and leaves its object pending (`ShapeStore.materialize`
 * makes it on first use). Returns false, writing nothing, when a number would
 * not be finite (the caller then writes the object, whose validation throws).
 * @internal
 */
export function writeFrameNumbers(
  store: ShapeStore,
  item: number,
  kind: number,
  start: { readonly id: WorldId; readonly kind: ObstacleKind; readonly shape: ObstacleShapes[ObstacleKind] },
  frame: FrameMap,
): boolean {
  const m = frame.map;
  const mode = frame.translation ? (m.e === 0 && m.f === 0 ? SAME : MOVE) : isIdentityAffine(m) ? SAME : AFFINE;
  const written = kind < POINT_KIND ? writeRecord(store, item, kind, start.kind, start.shape, mode, m) : writeChainOf(store, item, kind, start.shape, mode, m);
  if (!written) return false;
  // the slot keeps its last object until `shapeAt` makes the frame's (it says the slot holds a shape)
  const pending = store.pending.get(item);
  if (pending !== undefined && pending.start === start) pending.frame = frame;
  else store.pending.set(item, { start, frame });
  return true;
}

/** A segment's, circle's or rect's packed record in the frame (`kind`: its code). */
function writeRecord(store: ShapeStore, item: number, kind: number, from: ObstacleKind, shape: unknown, mode: number, m: Affine): boolean {
  const r = RECORD;
  if (kind === SEGMENT_KIND) {
    const { start: a, end: b } = shape as Segment;
    r[0] = mapX(mode, m, a.x, a.y);
    r[1] = mapY(mode, m, a.x, a.y);
    r[2] = mapX(mode, m, b.x, b.y);
    r[3] = mapY(mode, m, b.x, b.y);
  } else if (kind === CIRCLE_KIND) {
    const { center: c, radius } = shape as Circle;
    r[0] = mapX(mode, m, c.x, c.y);
    r[1] = mapY(mode, m, c.x, c.y);
    r[2] = mode === AFFINE ? radius * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : radius;
  } else {
    if (from !== 'rect') return false;
    const { x, y, width, height } = shape as Rect;
    if (mode === AFFINE) {
      if (!alignedRectInto(r, x, y, width, height, m)) return false;
    } else {
      r[0] = mode === MOVE ? x + m.e : x;
      r[1] = mode === MOVE ? y + m.f : y;
      r[2] = width;
      r[3] = height;
    }
  }
  const n = kind === CIRCLE_KIND ? 3 : 4;
  if (!Number.isFinite(r[0]! + r[1]! + r[2]! + (n === 4 ? r[3]! : 0))) return false;
  const data = store.data[kind as 0 | 1 | 2];
  const at = kind === SEGMENT_KIND ? segmentAt(item) : kind === CIRCLE_KIND ? circleAt(item) : rectAt(item);
  for (let k = 0; k < n; k++) data[at + k] = r[k]!;
  return true;
}

/** A point's, polyline's, polygon's or rotated rect's chain and box in the frame; its centre left pending. */
function writeChainOf(store: ShapeStore, item: number, kind: number, shape: unknown, mode: number, m: Affine): boolean {
  const slot = itemSlot(item);
  const closed = isClosedChainKind(kind);
  const n = kind === POINT_KIND ? 2 : kind === ROTATED_RECT_KIND ? 4 : (shape as Polyline).points.length;
  const length = 2 * n + (closed ? 2 : 0);
  if (chainScratch.length < length) chainScratch = new Float64Array(Math.max(length, 2 * chainScratch.length));
  const out = chainScratch;
  if (kind === ROTATED_RECT_KIND) {
    if (!turnedInto(shape as Rect | RotatedRect, mode, m)) return false;
    writeCornerChain(TURNED, out);
  } else if (kind === POINT_KIND) {
    const p = shape as Vec2;
    out[0] = out[2] = mapX(mode, m, p.x, p.y);
    out[1] = out[3] = mapY(mode, m, p.x, p.y);
  } else {
    const points = (shape as Polyline).points;
    for (let k = 0; k < n; k++) {
      const p = points[k]!;
      out[2 * k] = mapX(mode, m, p.x, p.y);
      out[2 * k + 1] = mapY(mode, m, p.x, p.y);
    }
    if (closed) {
      out[2 * n] = out[0]!;
      out[2 * n + 1] = out[1]!;
    }
  }
  let sum = 0;
  for (let k = 0; k < length; k++) sum += out[k]!;
  if (!Number.isFinite(sum)) return false;
  const chain = store.chains[slot]!.length === length ? store.chains[slot]! : new Float64Array(length);
  for (let k = 0; k < length; k++) chain[k] = out[k]!;
  closeChain(store, slot, chain, n);
  store.chainCenter[slot] = undefined; // pending: made with the shape
  return true;
}

/**
 * The frame's rotated rect (`TURNED`) of a start rotated rect, or of a start
 * rect a transform turns (as `transformShape` takes it: a rotated rect of
 * rotation 0 about its middle). False when a size would not be finite.
 */
function turnedInto(shape: Rect | RotatedRect, mode: number, m: Affine): boolean {
  const t = TURNED;
  if ('center' in shape) {
    const { center: c, width, height, rotation } = shape;
    if (mode === AFFINE) turnedRectInto(RECORD, c.x, c.y, width, height, rotation, m);
    else {
      RECORD[0] = mapX(mode, m, c.x, c.y);
      RECORD[1] = mapY(mode, m, c.x, c.y);
      RECORD[2] = width;
      RECORD[3] = height;
      RECORD[4] = rotation;
    }
  } else if (mode === AFFINE) turnedRectInto(RECORD, shape.x + shape.width / 2, shape.y + shape.height / 2, shape.width, shape.height, 0, m);
  else return false; // a rect stays a rect unless a transform turns it
  t.center.x = RECORD[0]!;
  t.center.y = RECORD[1]!;
  t.width = RECORD[2]!;
  t.height = RECORD[3]!;
  t.rotation = RECORD[4]!;
  return Number.isFinite(t.width + t.height + t.rotation);
}
