import { segmentRectTouch } from '../hit/segmentTouch';
import { crossingAt } from '../robust/crossingPoint';
import type { Rect, Segment, SegmentPoint, Vec2 } from '../shapes/types';

/** Segment against an axis-aligned rect: where a closed segment enters and leaves it. */

/** `start + t·(end − start)`, exactly `start` at t = 0 and `end` at t = 1. */
function pointAt(segment: Segment, t: number): Vec2 {
  const { start, end } = segment;
  if (t === 0) return { x: start.x, y: start.y };
  if (t === 1) return { x: end.x, y: end.y };
  return { x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y) };
}

/** The result of {@link intersectSegmentRect}. */
export type SegmentRectIntersection =
  | { readonly kind: 'none' }
  | {
      /**
       * The part of the segment inside the closed rect runs from `entry` to `exit`
       * (`entry.t <= exit.t`; equal when the segment only touches the rect at one
       * point, a corner or an edge).
       */
      readonly kind: 'clip';
      readonly entry: SegmentPoint;
      readonly exit: SegmentPoint;
      /**
       * `true` when the segment's start is strictly inside, so `entry` is the
       * start itself and not a crossing of the boundary.
       */
      readonly startInside: boolean;
      /** `true` when the segment's end is strictly inside, so `exit` is the end itself. */
      readonly endInside: boolean;
    };

function strictlyInside(p: Vec2, left: number, top: number, right: number, bottom: number): boolean {
  return p.x > left && p.x < right && p.y > top && p.y < bottom;
}

/** The segment and the crossed edge, and their crossing (module-level scratch: filled and read in one synchronous call). */
const CLIP = new Float64Array(8);
const CROSSING = new Float64Array(4);

/**
 * Where the closed segment enters and leaves the closed axis-aligned rectangle,
 * by slab clipping (Liang–Barsky): the segment's parameter range inside
 * `[x, x + width] × [y, y + height]`. Whether they meet at all is decided
 * exactly (the segment against the rect's four edges with the exact
 * orientation, and its
 * endpoints by comparison), so a segment through a corner is never missed. A
 * crossing of an edge has that edge's coordinate exactly, and its other
 * coordinate and `t` within 1 ulp of the exact crossing (computed exactly and
 * rounded once, as in `intersectSegmentSegment`). Generalises article
 * “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)'s segment–wall test to a box of four walls.
 *
 * Degenerate input: a zero-length segment is its point (`entry = exit`, t = 0,
 * when it lies in the rect); a zero-width or zero-height rect is a segment, a
 * zero-size rect its corner.
 *
 * @param segment - a valid segment (not re-checked)
 * @param rect - a valid rect, `(x, y)` = top-left, y down (not re-checked)
 * @returns `{ kind: 'none' }` or `{ kind: 'clip', entry, exit, startInside, endInside }`
 */
export function intersectSegmentRect(segment: Segment, rect: Rect): SegmentRectIntersection {
  if (!segmentRectTouch(segment, rect)) return { kind: 'none' };
  const { start, end } = segment;
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  let tIn = 0;
  let tOut = 1;
  /** Which slab the entry/exit crosses: 'x' = a vertical edge, 'y' = a horizontal one. */
  let inAxis: 'x' | 'y' | null = null;
  let outAxis: 'x' | 'y' | null = null;
  const slab = (axis: 'x' | 'y', origin: number, delta: number, min: number, max: number) => {
    if (delta === 0) return; // parallel to this slab; inside it (the exact test passed)
    const near = ((delta > 0 ? min : max) - origin) / delta;
    const far = ((delta > 0 ? max : min) - origin) / delta;
    if (near > tIn) {
      tIn = near;
      inAxis = axis;
    }
    if (far < tOut) {
      tOut = far;
      outAxis = axis;
    }
  };
  slab('x', start.x, dx, left, right);
  slab('y', start.y, dy, top, bottom);
  if (tIn > tOut) {
    // Rounding around a touched corner: the exact test says they meet.
    const t = (tIn + tOut) / 2;
    tIn = t;
    tOut = t;
  }
  // Each end of the clip: a segment end inside the rect as it is; a crossing of an edge computed
  // exactly and rounded once (`crossingAt`: t and the point within 1 ulp, the edge's coordinate exact).
  const clipped = (t: number, axis: 'x' | 'y' | null, entering: boolean): SegmentPoint => {
    let px: number;
    let py: number;
    if (t !== 0 && t !== 1 && axis !== null) {
      const edge = axis === 'x' ? (dx > 0 === entering ? left : right) : dy > 0 === entering ? top : bottom;
      CLIP[0] = start.x;
      CLIP[1] = start.y;
      CLIP[2] = end.x;
      CLIP[3] = end.y;
      CLIP[4] = axis === 'x' ? edge : left;
      CLIP[5] = axis === 'x' ? top : edge;
      CLIP[6] = axis === 'x' ? edge : right;
      CLIP[7] = axis === 'x' ? bottom : edge;
      if (CLIP[4] === CLIP[6] && CLIP[5] === CLIP[7]) {
        // a zero-size edge: the line along it, through a second point
        const k = axis === 'x' ? 7 : 6;
        CLIP[k] = CLIP[k]! + Math.abs(CLIP[k]!) + 1;
      }
      crossingAt(CLIP, 0, CLIP, 4, CROSSING, 0);
      t = CROSSING[0]! <= 0 ? 0 : CROSSING[0]! >= 1 ? 1 : CROSSING[0]!;
      px = CROSSING[2]!;
      py = CROSSING[3]!;
    } else {
      const p = pointAt(segment, t);
      px = p.x;
      py = p.y;
    }
    // Into the rect (a corner, where the slabs' rounding may pick the other edge).
    const x = px < left ? left : px > right ? right : px;
    const y = py < top ? top : py > bottom ? bottom : py;
    return { point: { x, y }, t };
  };
  return {
    kind: 'clip',
    entry: clipped(tIn, inAxis, true),
    exit: clipped(tOut, outAxis, false),
    startInside: strictlyInside(start, left, top, right, bottom),
    endInside: strictlyInside(end, left, top, right, bottom),
  };
}
