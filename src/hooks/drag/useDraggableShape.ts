'use client';
import { useCallback, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Circle } from '../../geometry/index';
import { assertNonNegative, assertPositive } from '../../geometry/shapes/validate';
import { shapeKind } from '../queries/shapeKind';
import { useControllableState } from '../state/useControllableState';
import { useLatest, type Latest } from '../state/useLatest';
import { arrowMove, PAGE_KEYS } from '../gesture/arrowKeys';
import { clientToElement, keyPerPixel, type ClientToScene } from '../gesture/clientToScene';
import type { DragEndInfo, DragStartInfo } from '../gesture/dragEvents';
import { readDragOptions, type DragOptions, type DragSettings } from './dragOptions';
import { anchorOf, HANDLES, handlePoint, type EditableKind, type EditableShape, type ShapePart } from './shapeEdit';
import { dragShape, radiusKey, radiusLimit, sameShape, stepShape, type ShapeGrip, type ShapeMoveContext } from './shapeMoves';
import { bodyProps, DEFAULT_LABEL, handlesOf, type CommonPartProps, type ShapeHandle, type ShapePartProps } from './shapePartProps';
import { useSnapper, type SnapState, type Snapper } from './snapper';
import { useDragSession, type DragSession } from '../gesture/useDragSession';

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
   * The smallest a resize makes the shape, scene units: a rect's or rotated
   * rect's width and height, a circle's radius (a segment has no minimum length). A rect's
   * corner dragged towards or past the opposite side stops this far short of
   * it: the rect never flips (a transform box will offer flipping). The
   * radius slider's `aria-valuemin` and Home. Scene units, not pixels, so
   * the result does not depend on the zoom at which it was made; by default
   * the key step, the smallest change the keyboard makes (with a grid, one
   * cell, so a snapped rect stays on the grid). 0 lets a shape collapse to
   * a point. A shape already smaller is left alone until that part is dragged.
   * @defaultValue the key step (`step`, 1; the grid step with `snap`)
   */
  readonly minSize?: number | undefined;
  /**
   * Offer the resize handles; false: the body only.
   * @defaultValue true
   */
  readonly resizable?: boolean | undefined;
  /**
   * Accessible name of the shape, the start of each handle's name too.
   * @defaultValue "Segment", "Circle", "Rect" or "Rotated rect"
   */
  readonly label?: string | undefined;
}

/** What {@link useDraggableShape} returns. */
export interface DraggableShapeResult<S extends EditableShape> {
  /** The current shape. */
  readonly shape: S;
  /** `'segment'`, `'circle'`, `'rect'` or `'rotatedRect'`. */
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

/**
 * A segment, circle, rect or rotated rect the user can move by dragging its body and reshape
 * by dragging its handles, with a pointer (mouse, pen, touch; pointer capture;
 * several pointers at once, each on its own part) or the keyboard. Scene
 * units, y down.
 *
 * - Body: moves the whole shape; the arrow keys move it by `step` (Shift: `largeStep`).
 * - Segment: a handle on each endpoint.
 * - Circle: one radius handle on the circumference, a `role="slider"` with
 *   `aria-valuemin` (`minSize`) and `aria-valuemax` (`maxRadius`): Right/Up grow and
 *   Left/Down shrink by the step (Shift: large step), PageUp/PageDown by the
 *   large step, Home to the minimum, End to the maximum. It stays at the angle it was
 *   dragged to.
 * - Rect: a handle on each corner; the opposite corner stays put, and the
 *   corner stops `minSize` short of it on each axis (the rect never flips).
 * - Rotated rect: a handle on each corner (named in its own axes: `topLeft`
 *   is `rotatedRectCorners(r)[0]`); the corner follows the pointer and the
 *   opposite corner stays put, measured along the rect's own axes, by the
 *   transform box's resize (`resizeBox`, no flip); its rotation does not
 *   change (turning it is the transform box's job: `SelectionLayer`
 *   `transformable`). The body moves its centre.
 * - A resize never makes a rect's or rotated rect's width or height, or a
 *   circle's radius, smaller than `minSize` (default: the key step).
 *
 * With `snap`, a body move snaps the segment's start, the centre (a circle's,
 * a rotated rect's) or the top-left corner to the grid; handles snap their point (the radius snaps its
 * length). With an `objectSnap`, the same point (the radius handle's point)
 * goes to the best snap target within reach, else to the grid; a segment's
 * end handle snaps `perpendicular` and `tangent` from the other end unless the
 * setting has a `from`. Leave the shape itself out with the setting's `filter`. `bounds` keeps the whole shape inside (a body move stops at the
 * edge; handles are clamped: for a rotated rect only the dragged corner is, so its other corners may leave the bounds). Every grabbable part is focusable, has a role
 * and an accessible name with its coordinates; PageUp/PageDown/Home/End do
 * nothing on the body and point handles (and never scroll the page).
 * Gestures, Escape, controlled use, touch and the grab offset behave as in
 * `useDraggablePoint`.
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given, or the
 *   shape is not a segment, circle, rect or rotated rect; TypeError / RangeError naming a bad
 *   field or option.
 */
export function useDraggableShape<S extends EditableShape>(options: DraggableShapeOptions<S>): DraggableShapeResult<S> {
  const { value, defaultValue, onChange, disabled = false, yUp = false, resizable = true } = options;
  const kind = readShapeKind(options);
  const settings = readDragOptions(options);
  if (options.maxRadius !== undefined) assertPositive(options.maxRadius, 'options.maxRadius');
  if (options.minSize !== undefined) assertNonNegative(options.minSize, 'options.minSize');
  const label = options.label ?? DEFAULT_LABEL[kind];

  const [current, setShape] = useControllableState<S>(value, defaultValue, onChange);
  const shape = current as S;
  const [angle, setAngle] = useState(0); // where the radius handle sits
  const toScene = options.clientToScene ?? clientToElement;
  const latestRef = useLatest({ settings, options, angle, toScene });
  const maxRadius = kind === 'circle' ? radiusLimit((shape as Circle).center, settings, options.maxRadius) : 0;
  const [snapper, snapState] = useSnapper();
  const moveContext = (): ShapeMoveContext => ({ ...sizeLimits(latestRef.current), kind, settings: latestRef.current.settings, snapper });

  const session = useDragSession<EditableShape, ShapePart, ShapeGrip>({
    value: shape,
    setValue: setShape as (next: EditableShape) => void,
    same: (a, b) => sameShape(a, b, kind),
    toScene,
    grip: (now, part) => {
      const point = part === 'body' ? anchorOf(now, kind) : handlePoint(now, kind, part, latestRef.current.angle);
      return { part, point };
    },
    drag: (now, grip, target, perPixel) => dragShape(now, grip, target, perPixel, moveContext(), setAngle),
    cycle: settings.object && snapper.cycle,
    multiPointer: true,
    disabled,
    onStart: (now, part, info) => latestRef.current.options.onDragStart?.(now as S, part, info),
    onEnd: (now, part, info) => {
      snapper.end(info);
      latestRef.current.options.onDragEnd?.(now as S, part, info);
    },
  });
  const activeParts = disabled ? NONE : session.activeParts;
  const { keyDownOf, onBlur } = useShapeKeys(session, snapper, latestRef, kind, disabled, yUp);

  const common = (part: ShapePart): CommonPartProps => ({
    ref: session.refFor(part),
    onKeyDown: keyDownOf.get(part)!,
    onKeyUp: session.keyUp,
    onBlur,
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled ? (true as const) : undefined,
    style: {
      touchAction: 'none',
      cursor: disabled ? 'default' : activeParts.includes(part) ? 'grabbing' : part === 'body' ? 'move' : 'grab',
    } satisfies CSSProperties,
  });
  const handles = resizable
    ? handlesOf(
        shape,
        kind,
        label,
        {
          angle,
          maxRadius,
          minRadius: Math.min(sizeLimits({ settings, options }).minSize, maxRadius, kind === 'circle' ? (shape as Circle).radius : 0),
          activeParts,
        },
        common,
      )
    : [];
  return {
    shape,
    kind,
    activePart: activeParts.at(-1) ?? null,
    activeParts,
    bodyProps: bodyProps(shape, kind, label, common('body')),
    handles,
    snap: snapState,
  };
}

const NONE: readonly ShapePart[] = [];

/** The `maxRadius` option and the smallest size (`minSize`, by default the key step). */
function sizeLimits({
  settings,
  options,
}: {
  readonly settings: DragSettings;
  readonly options: { readonly maxRadius?: number | undefined; readonly minSize?: number | undefined };
}) {
  return { maxRadius: options.maxRadius, minSize: options.minSize ?? settings.step };
}

/** The kind of the shape given, validated: a segment, circle, rect or rotated rect. */
function readShapeKind({
  value,
  defaultValue,
}: {
  readonly value?: EditableShape | undefined;
  readonly defaultValue?: EditableShape | undefined;
}): EditableKind {
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggableShape needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  const kind = shapeKind(value ?? defaultValue, value !== undefined ? 'options.value' : 'options.defaultValue');
  if (kind === 'point') throw new TypeError('useDraggableShape moves segments, circles, rects and rotated rects; for a point use useDraggablePoint');
  return kind;
}

/** What a shape's keys read when pressed. */
interface ShapeKeySettings {
  readonly settings: DragSettings;
  readonly options: { readonly maxRadius?: number | undefined; readonly minSize?: number | undefined };
  readonly toScene: ClientToScene;
}

/**
 * The key handler of each part of a shape of `kind` (stable while `disabled`
 * and `yUp` are), and the blur of every part: the arrow keys move the body or
 * a handle (snapping only to targets ahead); the radius handle is a slider
 * (arrows, PageUp / PageDown, Home / End); other page keys do nothing (and do
 * not scroll the page); while pointers drag the shape, movement keys only keep
 * the page still. Losing focus hides the snap target.
 */
function useShapeKeys(
  session: DragSession<EditableShape, ShapePart>,
  snapper: Snapper,
  settingsRef: Latest<ShapeKeySettings>,
  kind: EditableKind,
  disabled: boolean,
  yUp: boolean,
) {
  const { keyDown, blur, pointerActive } = session;
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
        if (arrowMove(event, settingsRef.current.settings, yUp) || (slider && PAGE_KEYS.has(event.key))) event.preventDefault();
        return;
      }
      keyDown(event, part, (now) => {
        const { settings: grid, options: o, toScene } = settingsRef.current;
        const { minSize } = sizeLimits(settingsRef.current);
        if (slider) return radiusKey(event, now as Circle, grid, radiusLimit((now as Circle).center, grid, o.maxRadius), minSize);
        const move = arrowMove(event, grid, yUp);
        if (!move) return undefined;
        const perPixel = () => keyPerPixel(toScene, event.currentTarget);
        return stepShape(now, part, move, perPixel, { kind, settings: grid, maxRadius: o.maxRadius, minSize, snapper });
      });
    },
    [disabled, kind, keyDown, settingsRef, yUp, snapper, pointerActive],
  );
  const keyDownOf = useMemo(() => new Map((['body', ...HANDLES[kind]] as const).map((part) => [part, keyHandler(part)])), [keyHandler, kind]);
  const { show } = snapper;
  const onBlur = useCallback(() => {
    show(null);
    blur();
  }, [blur, show]);
  return { keyDownOf, onBlur };
}
