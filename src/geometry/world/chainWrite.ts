import { polygonCentroid } from '../shapes/measure';
import { writeCornerChain } from '../shapes/rotatedRect';
import type { Polygon, Polyline, RotatedRect, Vec2 } from '../shapes/types';
import { isClosedChainKind, POINT_KIND, ROTATED_RECT_KIND } from './itemCode';
import type { ObstacleKind, ObstacleShapes } from './types';

// A world's chains (points, polylines, polygons, rotated rects): their numbers, boxes and centres.

/** The chain arrays of a world's store (`ShapeStore`'s fields of these names). @internal */
export interface ChainArrays {
  readonly chains: Float64Array[];
  readonly chainBox: Float64Array;
  readonly chainCenter: (Vec2 | null | undefined)[];
}

/**
 * A point's, polyline's, polygon's or rotated rect's chain, box and (a
 * polygon's or rotated rect's) centre, written straight into the slot's
 * array (the same when it is as long: a frame of a drag allocates no chain). @internal
 */
export function writeChain(store: ChainArrays, slot: number, kind: number, copy: ObstacleShapes[ObstacleKind]): void {
  const closed = isClosedChainKind(kind);
  const n = kind === POINT_KIND ? 2 : kind === ROTATED_RECT_KIND ? 4 : (copy as Polyline).points.length;
  const length = 2 * n + (closed ? 2 : 0);
  const chain = store.chains[slot]!.length === length ? store.chains[slot]! : new Float64Array(length);
  if (kind === ROTATED_RECT_KIND) writeCornerChain(copy as RotatedRect, chain);
  else if (kind === POINT_KIND) {
    const p = copy as Vec2;
    chain[0] = chain[2] = p.x;
    chain[1] = chain[3] = p.y;
  } else {
    const points = (copy as Polyline).points;
    for (let k = 0; k < n; k++) {
      chain[2 * k] = points[k]!.x;
      chain[2 * k + 1] = points[k]!.y;
    }
    if (closed) {
      chain[2 * n] = chain[0]!;
      chain[2 * n + 1] = chain[1]!;
    }
  }
  closeChain(store, slot, chain, n);
  setChainCenter(store, slot, kind, copy);
}

/**
 * Stores a slot's chain (`n` points written, closed when its kind is) and
 * its box. The centre is the caller's (`setChainCenter`, or pending). @internal
 */
export function closeChain(store: ChainArrays, slot: number, chain: Float64Array, n: number): void {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let k = 0; k < 2 * n; k += 2) {
    const x = chain[k]!;
    const y = chain[k + 1]!;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  store.chains[slot] = chain;
  const b = store.chainBox;
  b[4 * slot] = x0;
  b[4 * slot + 1] = y0;
  b[4 * slot + 2] = x1;
  b[4 * slot + 3] = y1;
}

/** A chain's centre (`chainCenter`) from its shape object, its box already stored. @internal */
export function setChainCenter(store: ChainArrays, slot: number, kind: number, shape: ObstacleShapes[ObstacleKind]): void {
  if (kind === ROTATED_RECT_KIND) store.chainCenter[slot] = (shape as RotatedRect).center;
  else if (isClosedChainKind(kind)) {
    const c = polygonCentroid(shape as Polygon);
    const b = store.chainBox;
    const i = 4 * slot;
    store.chainCenter[slot] = c.x >= b[i]! && c.x <= b[i + 2]! && c.y >= b[i + 1]! && c.y <= b[i + 3]! ? c : null;
  }
}
