import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';
import { freezeNewShape } from '../shapes/frozen';
import { type Affine, applyAffine, isIdentityAffine, keepsAxesAligned } from './affine';

/**
 * What each kind of shape becomes under a transform box's map (`transformShape`).
 *
 * | kind | becomes | how |
 * | --- | --- | --- |
 * | point | point | the map applied to it, exactly as `applyAffine` |
 * | segment | segment | both ends mapped |
 * | polyline | polyline | every point mapped (same count, same order) |
 * | polygon | polygon | every point mapped (a flip reverses its winding: any winding is a polygon) |
 * | rect | rect | when the map keeps axes axis-aligned (no turn, no shear: `b = c = 0`, or a quarter turn `a = d = 0`): its corners mapped |
 * | rect | rotatedRect | otherwise: as a rotated rect of rotation 0 (next row) |
 * | rotatedRect | rotatedRect | its centre mapped exactly; when the map keeps its axes perpendicular (any move, turn, flip, uniform scale, or a stretch along its own axes) the exact image; otherwise the nearest rotated rect (see below) |
 * | circle | circle | its centre mapped exactly; radius × `√|det|` (the geometric mean of the map's two stretches: the image ellipse's area), so a uniform scale `s` gives `|s|·radius` |
 *
 * A map whose coefficients are exactly the identity's returns the shape's
 * numbers unchanged (bit for bit), whatever the kind.
 *
 * **A rotated rect in a box of another rotation.** Stretching a box along one
 * axis sends a rect turned against that axis to a parallelogram, which no
 * rotated rect is. Peers either skew the shape or jump it (Excalidraw #672,
 * #1989, #5423; Excalidraw gave up and resizes such selections only
 * proportionally). Here the result is the rotated rect **nearest to the true
 * image**: the one whose four corners are closest, in the least-squares sense,
 * to the parallelogram's — centred on the mapped centre, turned to the principal
 * axis of `A·Aᵀ − B·Bᵀ` (`A`, `B`: the images of its half-axes) and sized by the
 * projections of `A` and `B` on its axes. It is exact whenever an exact answer
 * exists, symmetric in width and height, never skews, and moves continuously
 * with the pointer — through a flip too (only a map that collapses the rect to a
 * segment leaves its turn undecided; the turn nearest the image of its x axis is
 * kept). A long thin rect follows where its long side goes; a square keeps its
 * turn. Apps that prefer the exact parallelogram pass `{ skewed: 'polygon' }`.
 *
 * **Strokes do not scale**: a stroke width is a drawing style, not part of a
 * shape, so nothing here touches it (Konva #1440 reports strokes that thicken
 * with a resize).
 *
 * @packageDocumentation
 */

/**
 * A shape with its kind, as a transform box moves it (a world's entries fit):
 * `{ kind: 'segment', shape: segment(…) }`, ….
 */
export type TransformableShape =
  | { readonly kind: 'point'; readonly shape: Vec2 }
  | { readonly kind: 'segment'; readonly shape: Segment }
  | { readonly kind: 'circle'; readonly shape: Circle }
  | { readonly kind: 'rect'; readonly shape: Rect }
  | { readonly kind: 'rotatedRect'; readonly shape: RotatedRect }
  | { readonly kind: 'polyline'; readonly shape: Polyline }
  | { readonly kind: 'polygon'; readonly shape: Polygon };

/** The kinds a transform box moves. */
export type TransformableKind = TransformableShape['kind'];

/** Options of {@link transformShape}. */
export interface TransformShapeOptions {
  /**
   * What a rect or rotated rect becomes when the map would skew it into a
   * parallelogram (its axes' images not perpendicular, within 1e-9 relative):
   * `'nearest'` (default) the nearest rotated rect, so the shape keeps its
   * kind; `'polygon'` the exact parallelogram as a polygon (its corners from the
   * rect's own top-left, clockwise on screen for an unflipped map).
   */
  readonly skewed?: 'nearest' | 'polygon';
}

/**
 * The shape `item` becomes under `map`, with its new kind (the table in this
 * module's description): points, segments, polylines and polygons map exactly
 * through their points; rects stay rects under axis-aligned maps and become
 * rotated rects otherwise; rotated rects stay rotated rects (the nearest one
 * when the map would skew them); circles keep their ratio.
 *
 * Apply it to the shape **as it was when the gesture started**, with the map of
 * the current frame (`resizeBox`, `rotateBox`): never to the previous frame's
 * result, so no error accumulates. Returns new plain objects; takes valid shapes
 * and a valid map and does not check them.
 *
 * @throws TypeError when `item.kind` is not one of the transformable kinds
 */
export function transformShape(item: TransformableShape, map: Affine, options?: TransformShapeOptions): TransformableShape {
  const shape = mappedShape(item, map, options?.skewed === 'polygon');
  return { kind: transformedKind(item.kind, shape), shape } as TransformableShape;
}

/**
 * `transformShape`'s result as a gesture's frame holds it, `{ id, kind, shape }`,
 * with the shape frozen deeply in place (`freezeNewShape`), so that a world
 * stores it without a copy; made without `transformShape`'s intermediate
 * `{ kind, shape }` (a resize of 1,000 shapes makes one per shape per frame).
 * Skewed rects become the nearest rotated rect. Takes valid input; does not
 * check it. @internal
 */
export function transformedEntry<Id>(
  id: Id,
  item: TransformableShape,
  map: Affine,
): { readonly id: Id; readonly kind: TransformableKind; readonly shape: TransformableShape['shape'] } {
  const shape = transformedFrozen(item, map);
  return { id, kind: transformedKind(item.kind, shape), shape };
}

/** `transformShape`'s shape (skewed rects: the nearest rotated rect), new and deeply frozen (`freezeNewShape`). @internal */
export function transformedFrozen(item: TransformableShape, map: Affine): TransformableShape['shape'] {
  return freezeNewShape(mappedShape(item, map, false));
}

/** The kind of `shape`, the image of a shape of kind `from` (`mappedShape`): a rect may become a rotated rect, either a polygon. */
function transformedKind(from: TransformableKind, shape: TransformableShape['shape']): TransformableKind {
  if (from !== 'rect' && from !== 'rotatedRect') return from;
  return 'points' in shape ? 'polygon' : 'center' in shape ? 'rotatedRect' : 'rect';
}

/** `p` under `m`, or a copy of `p` when `same` (the identity: its numbers bit for bit). */
function mapPoint(m: Affine, same: boolean, p: Vec2): Vec2 {
  return same ? { x: p.x, y: p.y } : applyAffine(m, p);
}

/** `points` under `m`, in a new array of the same length. */
function mapPoints(m: Affine, same: boolean, points: readonly Vec2[]): Vec2[] {
  const out = new Array<Vec2>(points.length);
  for (let k = 0; k < points.length; k++) out[k] = mapPoint(m, same, points[k]!);
  return out;
}

/** The shape `item.shape` becomes under `map` (its kind: {@link transformedKind}); new plain objects. */
function mappedShape(item: TransformableShape, map: Affine, skewedPolygon: boolean): TransformableShape['shape'] {
  const same = isIdentityAffine(map);
  switch (item.kind) {
    case 'point':
      return mapPoint(map, same, item.shape);
    case 'segment':
      return { start: mapPoint(map, same, item.shape.start), end: mapPoint(map, same, item.shape.end) };
    case 'polyline':
    case 'polygon':
      return { points: mapPoints(map, same, item.shape.points) };
    case 'circle': {
      const { center, radius } = item.shape;
      return { center: mapPoint(map, same, center), radius: same ? radius : radius * Math.sqrt(Math.abs(map.a * map.d - map.b * map.c)) };
    }
    case 'rect': {
      const r = item.shape;
      if (same) return { x: r.x, y: r.y, width: r.width, height: r.height };
      return alignedRect(r, map) ?? turnedRect({ x: r.x + r.width / 2, y: r.y + r.height / 2 }, r.width, r.height, 0, map, skewedPolygon);
    }
    case 'rotatedRect': {
      const { center, width, height, rotation } = item.shape;
      if (same) return { center: mapPoint(map, same, center), width, height, rotation };
      return turnedRect(center, width, height, rotation, map, skewedPolygon);
    }
    default:
      throw new TypeError(`transformShape.item.kind must be a transformable kind, got ${String((item as { kind: unknown }).kind)}`);
  }
}

/** A rect's image when the map keeps axes axis-aligned (no turn, or a quarter turn, no shear), else `null`. */
function alignedRect(r: Rect, m: Affine): Rect | null {
  const out = RECT_OUT;
  if (!alignedRectInto(out, r.x, r.y, r.width, r.height, m)) return null;
  return { x: out[0]!, y: out[1]!, width: out[2]!, height: out[3]! };
}

/** `alignedRect`'s and `turnedRect`'s answers (read before the next call; no user code runs in between). */
const RECT_OUT = new Float64Array(5);

/**
 * The numbers of a rect's image `[x, y, width, height]` into `out` when the
 * map keeps axes axis-aligned (no turn, or a quarter turn, no shear): true;
 * else false (`out` untouched). The one formula of `transformShape`'s rects
 * (a world writes a frame's numbers with it). @internal
 */
export function alignedRectInto(out: Float64Array, rx: number, ry: number, rw: number, rh: number, m: Affine): boolean {
  if (!keepsAxesAligned(m)) return false;
  // a quarter turn (or a swap of the axes): x comes from y and y from x
  const swap = !(m.b === 0 && m.c === 0);
  const kx = swap ? m.c : m.a;
  const ky = swap ? m.b : m.d;
  const width = Math.abs(kx) * (swap ? rh : rw);
  const height = Math.abs(ky) * (swap ? rw : rh);
  const x = kx * (swap ? ry : rx) + m.e;
  const y = ky * (swap ? rx : ry) + m.f;
  out[0] = kx < 0 ? x - width : x;
  out[1] = ky < 0 ? y - height : y;
  out[2] = width;
  out[3] = height;
  return true;
}

/**
 * The image of the rotated rect `(center, width, height, rotation)`: exact when
 * its axes stay perpendicular, the least-squares nearest rotated rect otherwise
 * (or the parallelogram with `skewed: 'polygon'`).
 */
function turnedRect(center: Vec2, width: number, height: number, rotation: number, m: Affine, skewedPolygon: boolean): RotatedRect | Polygon {
  const out = RECT_OUT;
  if (turnedRectInto(out, center.x, center.y, width, height, rotation, m, skewedPolygon)) {
    // the half-axes' images, as `turnedRectInto` computes them
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    const ax = ((m.a * cos + m.c * sin) * width) / 2;
    const ay = ((m.b * cos + m.d * sin) * width) / 2;
    const bx = ((m.c * cos - m.a * sin) * height) / 2;
    const by = ((m.d * cos - m.b * sin) * height) / 2;
    const cx = out[0]!;
    const cy = out[1]!;
    const points = [
      { x: cx - ax - bx, y: cy - ay - by },
      { x: cx + ax - bx, y: cy + ay - by },
      { x: cx + ax + bx, y: cy + ay + by },
      { x: cx - ax + bx, y: cy - ay + by },
    ];
    return { points };
  }
  return { center: { x: out[0]!, y: out[1]! }, width: out[2]!, height: out[3]!, rotation: out[4]! };
}

/**
 * The numbers `[centerX, centerY, width, height, rotation]` of the rotated
 * rect nearest the image of `(center, width, height, rotation)` under `m` (the
 * exact image when its axes stay perpendicular) into `out`; with `testSkew`,
 * returns whether the map skews it (its axes' images not perpendicular within
 * 1e-9 relative), else false. The one formula of `transformShape`'s rects and rotated rects (a
 * world writes a frame's numbers with it). @internal
 */
export function turnedRectInto(
  out: Float64Array,
  cx: number,
  cy: number,
  width: number,
  height: number,
  rotation: number,
  m: Affine,
  testSkew = false,
): boolean {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  // the images of the unit axes u = (cos, sin), v = (−sin, cos), then of the half-axes A, B
  const ux = m.a * cos + m.c * sin;
  const uy = m.b * cos + m.d * sin;
  const vx = m.c * cos - m.a * sin;
  const vy = m.d * cos - m.b * sin;
  const ax = (ux * width) / 2;
  const ay = (uy * width) / 2;
  const bx = (vx * height) / 2;
  const by = (vy * height) / 2;
  // the centre as `applyAffine` maps it
  out[0] = m.a * cx + m.c * cy + m.e;
  out[1] = m.b * cx + m.d * cy + m.f;
  // the turn nearest the image of the rect's own x axis (keeps the rotation's numbers continuous)
  const reference = ux === 0 && uy === 0 ? rotation : rotation + Math.atan2(cos * uy - sin * ux, cos * ux + sin * uy);
  // the principal axis of A·Aᵀ − B·Bᵀ: the turn whose corners fit the parallelogram best
  const s11 = ax * ax - ay * ay - (bx * bx - by * by);
  const s12 = ax * ay - bx * by;
  let turn = s11 === 0 && s12 === 0 ? reference : Math.atan2(2 * s12, s11) / 2;
  turn += Math.PI * Math.round((reference - turn) / Math.PI);
  const ex = Math.cos(turn);
  const ey = Math.sin(turn);
  out[2] = 2 * Math.abs(ax * ex + ay * ey);
  out[3] = 2 * Math.abs(by * ex - bx * ey);
  out[4] = turn;
  return testSkew && Math.abs(ax * bx + ay * by) > 1e-9 * Math.hypot(ax, ay) * Math.hypot(bx, by);
}
