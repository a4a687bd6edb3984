import {
  boundsOf,
  resizeBox,
  rotatedRectCorners,
  type Circle,
  type Rect,
  type ResizeHandle,
  type RotatedRect,
  type Segment,
  type Vec2,
} from '../../geometry/index';
import { addStep, clampToRect, snapToGrid, snapValue } from './constraints';
import type { DragSettings } from './dragOptions';

/**
 * The pure edits behind `useDraggableShape`: where each handle is, and what a
 * body or handle move does to a segment, circle, rect or rotated rect. Scene
 * units, y down.
 *
 * @internal
 */

/** A shape `useDraggableShape` can move and resize. */
export type EditableShape = Segment | Circle | Rect | RotatedRect;

/** Which kind of {@link EditableShape} a value is. */
export type EditableKind = 'segment' | 'circle' | 'rect' | 'rotatedRect';

/** The parts of a shape a user can grab: its body, or one of its handles. */
export type ShapePart = 'body' | 'start' | 'end' | 'radius' | 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft';

/** A shape's handles, in tab order. */
export const HANDLES: Readonly<Record<EditableKind, readonly Exclude<ShapePart, 'body'>[]>> = {
  segment: ['start', 'end'],
  circle: ['radius'],
  rect: ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'],
  rotatedRect: ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'],
};

const OPPOSITE = { topLeft: 'bottomRight', topRight: 'bottomLeft', bottomRight: 'topLeft', bottomLeft: 'topRight' } as const;

/** A rect's corner handle. */
export type Corner = keyof typeof OPPOSITE;

/** A rotated rect's corner handles, named in its own axes: the index among `rotatedRectCorners` and the transform box's handle. */
const ROTATED_CORNER: Readonly<Record<Corner, readonly [number, ResizeHandle]>> = {
  topLeft: [0, 'top-left'],
  topRight: [1, 'top-right'],
  bottomRight: [2, 'bottom-right'],
  bottomLeft: [3, 'bottom-left'],
};

/** Where a rect's corner is. */
export function cornerOf(rect: Rect, corner: Corner): Vec2 {
  const right = corner === 'topRight' || corner === 'bottomRight';
  const bottom = corner === 'bottomLeft' || corner === 'bottomRight';
  return { x: right ? rect.x + rect.width : rect.x, y: bottom ? rect.y + rect.height : rect.y };
}

/** The rect with these two opposite corners, width and height >= 0 whichever way they lie. */
export function rectFromCorners(p: Vec2, q: Vec2): Rect {
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), width: Math.abs(q.x - p.x), height: Math.abs(q.y - p.y) };
}

/** Where a handle is drawn. The radius handle sits on the circumference at `angle` (radians, y down). */
export function handlePoint(shape: EditableShape, kind: EditableKind, part: Exclude<ShapePart, 'body'>, angle = 0): Vec2 {
  if (kind === 'segment') return (shape as Segment)[part as 'start' | 'end'];
  if (kind === 'circle') {
    const { center, radius } = shape as Circle;
    return { x: center.x + radius * Math.cos(angle), y: center.y + radius * Math.sin(angle) };
  }
  if (kind === 'rotatedRect') return rotatedRectCorners(shape as RotatedRect)[ROTATED_CORNER[part as Corner][0]]!;
  return cornerOf(shape as Rect, part as Corner);
}

/** The point a body move snaps to the grid: the start, the centre (a circle's, a rotated rect's) or the top-left corner. */
export function anchorOf(shape: EditableShape, kind: EditableKind): Vec2 {
  if (kind === 'segment') return (shape as Segment).start;
  if (kind === 'circle' || kind === 'rotatedRect') return (shape as Circle).center;
  return shape as Rect;
}

/** One axis of a translation that keeps [min, max] inside [lo, hi] (the low edge wins when it cannot fit). */
function keepInside(delta: number, min: number, max: number, lo: number, hi: number): number {
  let d = delta;
  if (max + d > hi) d = hi - max;
  if (min + d < lo) d = lo - min;
  return d;
}

/** `shape` moved by `delta`, its anchor snapped to the grid, and kept inside the bounds. */
export function moveBody(shape: EditableShape, kind: EditableKind, delta: Vec2, settings: DragSettings): EditableShape {
  let { x: dx, y: dy } = delta;
  if (settings.snap) {
    const anchor = anchorOf(shape, kind);
    const to = snapToGrid({ x: anchor.x + dx, y: anchor.y + dy }, settings.snap);
    dx = to.x - anchor.x;
    dy = to.y - anchor.y;
  }
  if (settings.bounds) {
    const box = boundsOf(shape);
    const b = settings.bounds;
    dx = keepInside(dx, box.x, box.x + box.width, b.x, b.x + b.width);
    dy = keepInside(dy, box.y, box.y + box.height, b.y, b.y + b.height);
  }
  const move = (p: Vec2): Vec2 => ({ x: p.x + dx, y: p.y + dy });
  if (kind === 'segment') {
    const s = shape as Segment;
    return { start: move(s.start), end: move(s.end) };
  }
  if (kind === 'circle') {
    const c = shape as Circle;
    return { center: move(c.center), radius: c.radius };
  }
  if (kind === 'rotatedRect') {
    const q = shape as RotatedRect;
    return { center: move(q.center), width: q.width, height: q.height, rotation: q.rotation };
  }
  const r = shape as Rect;
  return { ...move(r), width: r.width, height: r.height };
}

/**
 * `shape` with the handle `part` moved to `to` (snapped, then kept `minSize`
 * from the opposite side, then clamped into the bounds). A segment's endpoint
 * moves (no minimum length: a zero-length segment is its point); a circle's
 * radius becomes the distance from the centre (snapped to the grid step, at
 * least `minSize`, and no larger than the bounds allow); a rect's corner
 * moves with the opposite corner fixed and stops `minSize` short of it on
 * each axis: it never flips. A rotated rect's corner likewise, in its own
 * axes (`resizeBox` without flipping, `minSize` as its minimum width and
 * height): it keeps its rotation, and the corner lands on the point unless the
 * minimum stops it.
 */
export function moveHandle(
  shape: EditableShape,
  kind: EditableKind,
  part: Exclude<ShapePart, 'body'>,
  to: Vec2,
  settings: DragSettings,
  minSize = 0,
): EditableShape {
  let p = settings.snap && kind !== 'circle' ? snapToGrid(to, settings.snap) : to;
  if (kind === 'rect') p = keepMinSize(shape as Rect, part as Corner, p, minSize);
  if (settings.bounds) p = clampToRect(p, settings.bounds);
  if (kind === 'rotatedRect') return resizeRotatedRect(shape as RotatedRect, part as Corner, p, minSize);
  if (kind === 'segment') {
    const s = shape as Segment;
    return part === 'start' ? { start: p, end: s.end } : { start: s.start, end: p };
  }
  if (kind === 'circle') {
    const { center } = shape as Circle;
    let radius = Math.max(minSize, Math.hypot(p.x - center.x, p.y - center.y));
    if (settings.snap) radius = snapValue(radius, settings.snap);
    if (settings.bounds) radius = Math.min(radius, maxRadiusInside(center, settings.bounds));
    return { center, radius: Math.max(0, radius) };
  }
  const fixed = cornerOf(shape as Rect, OPPOSITE[part as Corner]);
  return rectFromCorners(fixed, p);
}

/**
 * The rotated rect with `corner` moved to `p` and the opposite corner fixed,
 * by the transform box's resize (`resizeBox` from the corner as it is now to
 * `p`, no flip, at least `minSize` wide and high unless already smaller).
 */
export function resizeRotatedRect(r: RotatedRect, corner: Corner, p: Vec2, minSize: number): RotatedRect {
  const [index, handle] = ROTATED_CORNER[corner];
  const from = rotatedRectCorners(r)[index]!;
  return resizeBox(r, handle, from, p, { flip: false, minWidth: minSize, minHeight: minSize }).box;
}

/** `p`, the new place of `rect`'s `corner`, kept at least `minSize` from the opposite corner on each axis, on its own side. */
export function keepMinSize(rect: Rect, corner: Corner, p: Vec2, minSize: number): Vec2 {
  const fixed = cornerOf(rect, OPPOSITE[corner]);
  const right = corner === 'topRight' || corner === 'bottomRight';
  const bottom = corner === 'bottomLeft' || corner === 'bottomRight';
  return {
    x: right ? Math.max(p.x, fixed.x + minSize) : Math.min(p.x, fixed.x - minSize),
    y: bottom ? Math.max(p.y, fixed.y + minSize) : Math.min(p.y, fixed.y - minSize),
  };
}

/** The circle with its radius changed by `by` (a key on the radius handle; rounded as key steps are), then as {@link setRadius}. */
export function resizeRadius(circle: Circle, by: number, settings: DragSettings, max: number, min = 0): Circle {
  return setRadius(circle, addStep(circle.radius, by), settings, max, min);
}

/** The circle with radius `radius` snapped to the grid step, kept in [`min`, `max`] and inside the bounds (the bounds win). */
export function setRadius(circle: Circle, radius: number, settings: DragSettings, max: number, min = 0): Circle {
  let r = settings.snap ? snapValue(radius, settings.snap) : radius;
  r = Math.min(Math.max(r, min), max);
  if (settings.bounds) r = Math.min(r, maxRadiusInside(circle.center, settings.bounds));
  r = Math.max(0, r);
  return r === circle.radius ? circle : { center: circle.center, radius: r };
}

/** The largest radius a circle at `center` can have inside `bounds` (0 when the centre is outside). */
export function maxRadiusInside(center: Vec2, bounds: Rect): number {
  return Math.max(0, Math.min(center.x - bounds.x, bounds.x + bounds.width - center.x, center.y - bounds.y, bounds.y + bounds.height - center.y));
}
