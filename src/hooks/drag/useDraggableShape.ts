'use client';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Circle, Rect, Segment, Vec2 } from '../../geometry/index';
import { assertPositive } from '../../geometry/shapes/validate';
import { useDragSession, type DragEndInfo, type DragStartInfo, type Grip } from './dragSession';
import { useSnapper, type SnapQuery, type SnapState, type Snapper } from '../scene/snapper';
import type { SnapTarget } from '../../geometry/index';
import { formatNumber, formatPoint } from '../../format';
import { clampToRect, keyTarget, snapToGrid } from './constraints';
import { shapeKind, shapeNumbers } from '../queries/shapeKind';
import {
  anchorOf,
  HANDLES,
  handlePoint,
  maxRadiusInside,
  moveBody,
  moveHandle,
  nearestCorner,
  resizeRadius,
  setRadius,
  type EditableKind,
  type EditableShape,
  type ShapePart,
} from './shapeEdit';
import { useControllableState } from '../state/useControllableState';
import { arrowMove, clientToElement, keyPerPixel, PAGE_KEYS, readDragOptions, type DragOptions, type DragSettings } from './useDraggablePoint';

export type { EditableKind, EditableShape, ShapePart } from './shapeEdit';

/** Options of {@link useDraggableShape}. Give `value` (controlled) or `defaultValue` (uncontrolled). */
export interface DraggableShapeOptions<S extends EditableShape> extends DragOptions {
  /** The shape, when controlled; pair it with `onChange`. */
  readonly value?: S | undefined;
  /** The starting shape, when uncontrolled. */
  readonly defaultValue?: S | undefined;
  /** Called with every new shape, from a drag or a key, in both modes. */
  readonly onChange?: ((shape: S) => void) | undefined;
  /**
   * Called when a gesture starts (a pointer press on any part, or the first
   * key press of a run), with the shape and the part. Pointers that join a
   * running gesture (a second finger on another handle) do not start another.
   */
  readonly onDragStart?: ((shape: S, part: ShapePart, info: DragStartInfo) => void) | undefined;
  /**
   * Called once per gesture, after the commit that ends it (the last pointer
   * released, the last key up, Escape, an interruption, unmount), with the
   * shape shown then, the part last grabbed and why ({@link DragEndInfo}).
   */
  readonly onDragEnd?: ((shape: S, part: ShapePart, info: DragEndInfo) => void) | undefined;
  /**
   * The largest radius the circle's radius handle allows, scene units
   * (`aria-valuemax`). Default: the largest radius that stays inside `bounds`,
   * or, without bounds, 1000 × the step.
   * @defaultValue the largest radius inside `bounds`, else 1000 × the step
   */
  readonly maxRadius?: number | undefined;
  /**
   * Offer the resize handles; false: the body only.
   * @defaultValue true
   */
  readonly resizable?: boolean | undefined;
  /**
   * Accessible name of the shape, the start of each handle's name too.
   * @defaultValue "Segment", "Circle" or "Rect"
   */
  readonly label?: string | undefined;
}

/** Props to spread on a grabbable element: the body or a handle (a `ref` that takes pointer presses, keys, role, name). */
export interface ShapePartProps {
  readonly ref: (element: Element | null) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onKeyUp: (event: KeyboardEvent) => void;
  readonly onBlur: () => void;
  readonly tabIndex: number;
  readonly role: 'button' | 'slider';
  readonly 'aria-roledescription'?: string;
  readonly 'aria-label': string;
  readonly 'aria-valuenow'?: number;
  readonly 'aria-valuemin'?: number;
  readonly 'aria-valuemax'?: number;
  readonly 'aria-valuetext'?: string;
  readonly 'aria-disabled': true | undefined;
  readonly style: CSSProperties;
}

/** One resize handle of a {@link DraggableShapeResult}. */
export interface ShapeHandle {
  /** Which handle: `start`/`end` (segment), `radius` (circle), or a rect corner (`topLeft`, …). */
  readonly part: Exclude<ShapePart, 'body'>;
  /** Where to draw it, scene units. */
  readonly point: Vec2;
  /** True while a pointer drags this handle. */
  readonly isDragging: boolean;
  /** Spread on the handle element. */
  readonly props: ShapePartProps;
}

/** What {@link useDraggableShape} returns. */
export interface DraggableShapeResult<S extends EditableShape> {
  /** The current shape. */
  readonly shape: S;
  /** `'segment'`, `'circle'` or `'rect'`. */
  readonly kind: EditableKind;
  /** The part a pointer grabbed last among those dragged now, or `null`. */
  readonly activePart: ShapePart | null;
  /** Every part pointers drag now (two fingers can drag two handles). */
  readonly activeParts: readonly ShapePart[];
  /** Spread on the element drawn for the shape's body (drag it to move the whole shape). */
  readonly bodyProps: ShapePartProps;
  /** The resize handles, in tab order (none when `resizable` is false). */
  readonly handles: readonly ShapeHandle[];
  /** With an `objectSnap`: the target the dragged handle (or the body's anchor) sits on, for `<SnapMarker>`. */
  readonly snap: SnapState;
}

const NAMES: Readonly<Record<Exclude<ShapePart, 'body'>, string>> = {
  start: 'start',
  end: 'end',
  radius: 'radius',
  topLeft: 'top-left corner',
  topRight: 'top-right corner',
  bottomRight: 'bottom-right corner',
  bottomLeft: 'bottom-left corner',
};

const DEFAULT_LABEL: Readonly<Record<EditableKind, string>> = { segment: 'Segment', circle: 'Circle', rect: 'Rect' };

function describeBody(shape: EditableShape, kind: EditableKind, label: string): string {
  if (kind === 'segment') {
    const s = shape as Segment;
    return `${label} from ${formatPoint(s.start)} to ${formatPoint(s.end)}`;
  }
  if (kind === 'circle') {
    const c = shape as Circle;
    return `${label} at ${formatPoint(c.center)}, radius ${formatNumber(c.radius)}`;
  }
  const r = shape as Rect;
  return `${label} at ${formatPoint(r)}, ${formatNumber(r.width)} × ${formatNumber(r.height)}`;
}

/** A pointer's hold on a part; a rect corner remembers where it is, since a flip renames corners. */
interface ShapeGrip extends Grip<ShapePart> {
  held: Vec2;
}

/**
 * A segment, circle or rect the user can move by dragging its body and reshape
 * by dragging its handles, with a pointer (mouse, pen, touch; pointer capture;
 * several pointers at once, each on its own part) or the keyboard. Scene
 * units, y down.
 *
 * - Body: moves the whole shape; the arrow keys move it by `step` (Shift: `largeStep`).
 * - Segment: a handle on each endpoint.
 * - Circle: one radius handle on the circumference, a `role="slider"` with
 *   `aria-valuemin` 0 and `aria-valuemax` (`maxRadius`): Right/Up grow and
 *   Left/Down shrink by the step (Shift: large step), PageUp/PageDown by the
 *   large step, Home to 0, End to the maximum. It stays at the angle it was
 *   dragged to.
 * - Rect: a handle on each corner; the opposite corner stays put, and dragging
 *   past it flips the rect, which stays normalised (width, height >= 0).
 *
 * With `snap`, a body move snaps the segment's start, the centre or the
 * top-left corner to the grid; handles snap their point (the radius snaps its
 * length). With an `objectSnap`, the same point (the radius handle's point)
 * goes to the best snap target within reach, else to the grid; a segment's
 * end handle snaps `perpendicular` and `tangent` from the other end unless the
 * setting has a `from`. Leave the shape itself out with the setting's `filter`. `bounds` keeps the whole shape inside (a body move stops at the
 * edge; handles are clamped). Every grabbable part is focusable, has a role
 * and an accessible name with its coordinates; PageUp/PageDown/Home/End do
 * nothing on the body and point handles (and never scroll the page).
 * Gestures, Escape, controlled use, touch and the grab offset behave as in
 * `useDraggablePoint`.
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given, or the
 *   shape is not a segment, circle or rect; TypeError / RangeError naming a bad
 *   field or option.
 */
export function useDraggableShape<S extends EditableShape>(options: DraggableShapeOptions<S>): DraggableShapeResult<S> {
  const { value, defaultValue, onChange, disabled = false, yUp = false, resizable = true } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggableShape needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  const kind = shapeKind(value ?? defaultValue, value !== undefined ? 'options.value' : 'options.defaultValue');
  if (kind === 'point') throw new TypeError('useDraggableShape moves segments, circles and rects; for a point use useDraggablePoint');
  const settings = readDragOptions(options);
  if (options.maxRadius !== undefined) assertPositive(options.maxRadius, 'options.maxRadius');
  const label = options.label ?? DEFAULT_LABEL[kind];

  const [current, setShape] = useControllableState<S>(value, defaultValue, onChange);
  const shape = current as S;
  const [angle, setAngle] = useState(0); // where the radius handle sits
  const toScene = options.clientToScene ?? clientToElement;
  const latest = useRef({ kind, settings, options, angle, toScene });
  latest.current = { kind, settings, options, angle, toScene };

  const maxRadius = kind === 'circle' ? radiusLimit((shape as Circle).center, settings, options.maxRadius) : 0;
  const [snapper, snapState] = useSnapper();

  const session = useDragSession<EditableShape, ShapePart, ShapeGrip>({
    value: shape,
    setValue: setShape as (next: EditableShape) => void,
    same: (a, b) => sameShape(a, b, kind),
    toScene,
    grip: (now, part) => {
      const point = part === 'body' ? anchorOf(now, kind) : handlePoint(now, kind, part, latest.current.angle);
      return { part, point, held: point };
    },
    drag: (now, grip, target, perPixel) => {
      const { settings: grid, options: o } = latest.current;
      const query = grid.object && { perPixel: perPixel(), from: otherEnd(now, kind, grip.part) };
      const snapped = query ? snapper.find(grid.object, target, query) : null;
      // an object target is taken as it is (no grid rounding after it)
      const on = snapped && snapped.kind !== 'grid' ? snapped.point : null;
      const s = on ? { ...grid, snap: undefined } : grid;
      const to = on ?? target;
      let next: EditableShape;
      if (grip.part === 'body') {
        const anchor = anchorOf(now, kind);
        next = keepFinite(moveBody(now, kind, { x: to.x - anchor.x, y: to.y - anchor.y }, s), now, kind);
      } else if (kind === 'circle') {
        const { center } = now as Circle;
        if (to.x !== center.x || to.y !== center.y) setAngle(Math.atan2(to.y - center.y, to.x - center.x));
        const moved = moveHandle(now, kind, grip.part, to, s) as Circle;
        next = keepFinite(setRadius(moved, moved.radius, s, radiusLimit(center, s, o.maxRadius)), now, kind);
      } else if (kind === 'rect') {
        // the corner this pointer holds is the one nearest where it left it
        let p = s.snap ? snapToGrid(to, s.snap) : to;
        if (s.bounds) p = clampToRect(p, s.bounds);
        const corner = nearestCorner(now as Rect, grip.held);
        grip.held = p;
        next = keepFinite(moveHandle(now, kind, corner, p, s), now, kind);
      } else {
        next = keepFinite(moveHandle(now, kind, grip.part, to, s), now, kind);
      }
      if (query) {
        const c = kind === 'circle' ? (next as Circle).center : to;
        showIfOn(snapper, snapped, next, kind, grip.part, Math.atan2(to.y - c.y, to.x - c.x));
      }
      return next;
    },
    cycle: settings.object && snapper.cycle,
    multiPointer: true,
    disabled,
    onStart: (now, part, info) => latest.current.options.onDragStart?.(now as S, part, info),
    onEnd: (now, part, info) => {
      snapper.end(info);
      latest.current.options.onDragEnd?.(now as S, part, info);
    },
  });
  const activeParts = disabled ? NONE : session.activeParts;
  const activePart = activeParts.at(-1) ?? null;

  const { keyDown, keyUp, blur: endKeys, refFor, pointerActive } = session;
  const { show } = snapper;
  const blur = useCallback(() => {
    show(null);
    endKeys();
  }, [endKeys, show]);
  const keyHandler = useCallback(
    (part: ShapePart) => (event: KeyboardEvent) => {
      if (disabled) return;
      const slider = part === 'radius' && kind === 'circle';
      if (PAGE_KEYS.has(event.key) && !slider) {
        event.preventDefault();
        return;
      }
      if (pointerActive()) {
        // pointers own the shape (and its snap candidates): a movement key only keeps the page still
        if (arrowMove(event, latest.current.settings, yUp) || (slider && PAGE_KEYS.has(event.key))) event.preventDefault();
        return;
      }
      keyDown(event, part, (now) => {
        const { settings: grid, options: o, toScene } = latest.current;
        if (slider) return radiusKey(event, now as Circle, grid, radiusLimit((now as Circle).center, grid, o.maxRadius));
        const move = arrowMove(event, grid, yUp);
        if (!move) return undefined;
        const was = part === 'body' ? anchorOf(now, kind) : handlePoint(now, kind, part);
        const stepped = keyTarget(was, move, grid.snap);
        const query: SnapQuery | undefined = grid.object && { perPixel: keyPerPixel(toScene, event.currentTarget), move, was, from: otherEnd(now, kind, part) };
        const snapped = query ? snapper.find(grid.object, stepped, query) : null;
        const s = snapped ? { ...grid, snap: undefined } : grid;
        const to = snapped ? snapped.point : stepped;
        const next = part === 'body' ? moveBody(now, kind, { x: to.x - was.x, y: to.y - was.y }, s) : moveHandle(now, kind, part, to, s);
        if (query) showIfOn(snapper, snapped, next, kind, part, 0);
        return next;
      });
    },
    [disabled, kind, keyDown, yUp, snapper, pointerActive],
  );
  const keyHandlers = useMemo(() => new Map<ShapePart, (event: KeyboardEvent) => void>(), [keyHandler]);
  const onKeyDownFor = (part: ShapePart) => {
    let handler = keyHandlers.get(part);
    if (!handler) keyHandlers.set(part, (handler = keyHandler(part)));
    return handler;
  };

  const common = (part: ShapePart) => ({
    ref: refFor(part),
    onKeyDown: onKeyDownFor(part),
    onKeyUp: keyUp,
    onBlur: blur,
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled ? (true as const) : undefined,
    style: {
      touchAction: 'none',
      cursor: disabled ? 'default' : activeParts.includes(part) ? 'grabbing' : part === 'body' ? 'move' : 'grab',
    } satisfies CSSProperties,
  });

  const bodyProps: ShapePartProps = {
    ...common('body'),
    role: 'button',
    'aria-roledescription': `draggable ${kind}`,
    'aria-label': describeBody(shape, kind, label),
  };

  const handles: ShapeHandle[] = resizable
    ? HANDLES[kind].map((part) => {
        const point = handlePoint(shape, kind, part, angle);
        const props: ShapePartProps =
          part === 'radius'
            ? {
                ...common(part),
                role: 'slider',
                'aria-label': `${label} radius`,
                'aria-valuenow': Number(formatNumber((shape as Circle).radius, 3)),
                'aria-valuemin': 0,
                'aria-valuemax': Number(formatNumber(maxRadius, 3)),
                'aria-valuetext': formatNumber((shape as Circle).radius),
              }
            : {
                ...common(part),
                role: 'button',
                'aria-roledescription': 'draggable point',
                'aria-label': `${label} ${NAMES[part]} at ${formatPoint(point)}`,
              };
        return { part, point, isDragging: activeParts.includes(part), props };
      })
    : [];

  return { shape, kind, activePart, activeParts, bodyProps, handles, snap: snapState };
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

const NONE: readonly ShapePart[] = [];

/** The largest radius allowed: `maxRadius`, and what keeps the circle inside the bounds; 1000 steps without either. */
function radiusLimit(center: Vec2, settings: DragSettings, maxRadius: number | undefined): number {
  const inside = settings.bounds ? maxRadiusInside(center, settings.bounds) : Infinity;
  const limit = Math.min(maxRadius ?? Infinity, inside);
  return Number.isFinite(limit) ? limit : 1000 * settings.step;
}

/** The slider keys of the radius handle; `undefined` for other keys. */
function radiusKey(event: KeyboardEvent, circle: Circle, s: DragSettings, max: number): Circle | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const by = event.shiftKey ? s.largeStep : s.step;
  switch (event.key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return resizeRadius(circle, by, s, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return resizeRadius(circle, -by, s, max);
    case 'PageUp':
      return resizeRadius(circle, s.largeStep, s, max);
    case 'PageDown':
      return resizeRadius(circle, -s.largeStep, s, max);
    case 'Home':
      return setRadius(circle, 0, s, max);
    case 'End':
      return setRadius(circle, max, s, max);
    default:
      return undefined;
  }
}

function sameShape(a: EditableShape, b: EditableShape, kind: EditableKind): boolean {
  if (a === b) return true;
  const x = shapeNumbers(a, kind);
  const y = shapeNumbers(b, kind);
  return x.every((value, i) => value === y[i]);
}

/** `next`, or `was` when an edit produced a non-finite number (a transform that could not map the pointer). */
function keepFinite(next: EditableShape, was: EditableShape, kind: EditableKind): EditableShape {
  return shapeNumbers(next, kind).every(Number.isFinite) ? next : was;
}
