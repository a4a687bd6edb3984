import type { KeyboardEvent } from 'react';
import type { Circle, Rect, Segment, SnapTarget, Vec2 } from '../../geometry/index';
import { clampToRect, keyTarget, snapToGrid } from './constraints';
import type { DragSettings } from './dragOptions';
import type { Grip } from '../gesture/heldPointers';
import {
  anchorOf,
  handlePoint,
  maxRadiusInside,
  moveBody,
  keepMinSize,
  moveHandle,
  resizeRadius,
  setRadius,
  type Corner,
  type EditableKind,
  type EditableShape,
  type ShapePart,
} from './shapeEdit';
import { shapeNumbers } from '../queries/shapeKind';
import type { SnapQuery, Snapper } from './snapper';

// How `useDraggableShape` moves a part, by pointer and by key: object and grid
// snapping around the pure edits (`moveBody`, `moveHandle`, `setRadius`).

/** A pointer's hold on a part. @internal */
export type ShapeGrip = Grip<ShapePart>;

/** What moving a part reads: the shape's kind, the settings, the `maxRadius` and `minSize` options, the snapper. @internal */
export interface ShapeMoveContext {
  readonly kind: EditableKind;
  readonly settings: DragSettings;
  readonly maxRadius: number | undefined;
  /** The smallest width and height of a rect or rotated rect, and the smallest radius of a circle, scene units. */
  readonly minSize: number;
  readonly snapper: Snapper;
}

/**
 * A pointer drag of the grip's part to `target`: to the object snap target
 * within reach, taken as it is (no grid rounding after it), else to `target`
 * (grid-snapped); the target is shown when the dragged point ended on it.
 * `turn` is told the radius handle's new angle. @internal
 */
export function dragShape(
  now: EditableShape,
  grip: ShapeGrip,
  target: Vec2,
  perPixel: () => number,
  context: ShapeMoveContext,
  turn: (angle: number) => void,
): EditableShape {
  const { kind, settings: grid, snapper } = context;
  const query = grid.object && { perPixel: perPixel(), from: otherEnd(now, kind, grip.part) };
  const snapped = query ? snapper.find(grid.object, target, query) : null;
  const on = snapped && snapped.kind !== 'grid' ? snapped.point : null;
  const to = on ?? target;
  const next = movePart(now, grip, to, on ? { ...grid, snap: undefined } : grid, context, turn);
  if (query) {
    const c = kind === 'circle' ? (next as Circle).center : to;
    showIfOn(snapper, snapped, next, kind, grip.part, Math.atan2(to.y - c.y, to.x - c.x));
  }
  return next;
}

/** The grip's part moved to `to`; the shape as it was when the edit is not finite. */
function movePart(now: EditableShape, grip: ShapeGrip, to: Vec2, s: DragSettings, context: ShapeMoveContext, turn: (angle: number) => void): EditableShape {
  const { kind } = context;
  if (grip.part === 'body') {
    const anchor = anchorOf(now, kind);
    return keepFinite(moveBody(now, kind, { x: to.x - anchor.x, y: to.y - anchor.y }, s), now, kind);
  }
  if (kind === 'circle') {
    const { center } = now as Circle;
    if (to.x !== center.x || to.y !== center.y) turn(Math.atan2(to.y - center.y, to.x - center.x));
    const moved = moveHandle(now, kind, grip.part, to, s, context.minSize) as Circle;
    return keepFinite(setRadius(moved, moved.radius, s, radiusLimit(center, s, context.maxRadius), context.minSize), now, kind);
  }
  if (kind === 'rect') {
    // a corner stops minSize short of the opposite one (the rect never flips), so the corner held stays the same
    let p = s.snap ? snapToGrid(to, s.snap) : to;
    p = keepMinSize(now as Rect, grip.part as Corner, p, context.minSize);
    if (s.bounds) p = clampToRect(p, s.bounds);
    return keepFinite(moveHandle(now, kind, grip.part, p, s, context.minSize), now, kind);
  }
  return keepFinite(moveHandle(now, kind, grip.part, to, s, kind === 'rotatedRect' ? context.minSize : 0), now, kind);
}

/**
 * An arrow key's move of `part` (not the radius slider): its point (the
 * body's anchor) stepped by `move`, or to the object snap target ahead of it;
 * the target is shown when the point ended on it. @internal
 */
export function stepShape(now: EditableShape, part: ShapePart, move: Vec2, perPixel: () => number, context: ShapeMoveContext): EditableShape {
  const { kind, settings: grid, snapper } = context;
  const was = part === 'body' ? anchorOf(now, kind) : handlePoint(now, kind, part);
  const stepped = keyTarget(was, move, grid.snap);
  const query: SnapQuery | undefined = grid.object && { perPixel: perPixel(), move, was, from: otherEnd(now, kind, part) };
  const snapped = query ? snapper.find(grid.object, stepped, query) : null;
  const s = snapped ? { ...grid, snap: undefined } : grid;
  const to = snapped ? snapped.point : stepped;
  const next = part === 'body' ? moveBody(now, kind, { x: to.x - was.x, y: to.y - was.y }, s) : moveHandle(now, kind, part, to, s, context.minSize);
  if (query) showIfOn(snapper, snapped, next, kind, part, 0);
  return next;
}

/** A segment end handle's other end (the `from` of its perpendicular and tangent snaps); else undefined. */
function otherEnd(shape: EditableShape, kind: EditableKind, part: ShapePart): Vec2 | undefined {
  if (kind !== 'segment' || part === 'body') return undefined;
  return part === 'start' ? (shape as Segment).end : (shape as Segment).start;
}

/** Shows `target` when the dragged point of `shape` (the part's handle, the body's anchor) ended on it, else nothing. */
function showIfOn(snapper: Snapper, target: SnapTarget | null, shape: EditableShape, kind: EditableKind, part: ShapePart, angle: number): void {
  if (!target) {
    snapper.show(null);
    return;
  }
  const at = part === 'body' ? anchorOf(shape, kind) : handlePoint(shape, kind, part, angle);
  const slack = 1e-9 * (1 + Math.abs(target.point.x) + Math.abs(target.point.y));
  snapper.show(Math.abs(at.x - target.point.x) <= slack && Math.abs(at.y - target.point.y) <= slack ? target : null);
}

/** The largest radius allowed: `maxRadius`, and what keeps the circle inside the bounds; 1000 steps without either. @internal */
export function radiusLimit(center: Vec2, settings: DragSettings, maxRadius: number | undefined): number {
  const inside = settings.bounds ? maxRadiusInside(center, settings.bounds) : Infinity;
  const limit = Math.min(maxRadius ?? Infinity, inside);
  return Number.isFinite(limit) ? limit : 1000 * settings.step;
}

/** The slider keys of the radius handle, in [`min`, `max`]; `undefined` for other keys. @internal */
export function radiusKey(event: KeyboardEvent, circle: Circle, s: DragSettings, max: number, min: number): Circle | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const by = event.shiftKey ? s.largeStep : s.step;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return resizeRadius(circle, by, s, max, min);
    case 'ArrowLeft':
    case 'ArrowDown':
      return resizeRadius(circle, -by, s, max, min);
    case 'PageUp':
      return resizeRadius(circle, s.largeStep, s, max, min);
    case 'PageDown':
      return resizeRadius(circle, -s.largeStep, s, max, min);
    case 'Home':
      return setRadius(circle, min, s, max, min);
    case 'End':
      return setRadius(circle, max, s, max, min);
    default:
      return undefined;
  }
}

/** Same kind and numbers. @internal */
export function sameShape(a: EditableShape, b: EditableShape, kind: EditableKind): boolean {
  if (a === b) return true;
  const x = shapeNumbers(a, kind);
  const y = shapeNumbers(b, kind);
  return x.every((value, i) => value === y[i]);
}

/** `next`, or `was` when an edit produced a non-finite number (a transform that could not map the pointer). */
function keepFinite(next: EditableShape, was: EditableShape, kind: EditableKind): EditableShape {
  return shapeNumbers(next, kind).every(Number.isFinite) ? next : was;
}
