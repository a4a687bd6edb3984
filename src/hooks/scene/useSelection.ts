'use client';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { type PickHit, type World, type WorldId } from '../../geometry/index';
import { useControllableState } from '../state/useControllableState';
import { useLatest } from '../state/useLatest';
import { isObjectSnap, type SnapState } from '../drag/snapper';
import { useSnapPreparation } from '../drag/useSnapPreparation';
import { readSnap } from '../drag/constraints';
import { assertPositive, assertRect } from '../../geometry/shapes/validate';
import { usePick, type PickSurfaceProps } from './usePick';
import { useCycleState, useSelectionPointer, type MoveCycle } from './selectionPointer';
import { useSelectionKeys } from './selectionKeys';
import { useSelectionGesture, type SelectionGesture, type SelectionGestureOptions } from './useSelectionGesture';
import { useTransformBox, type TransformBoxState } from './transformBox';
import { assertTransformOptions } from './transformOptions';
import { useTransformState } from './transformState';
import { useSelectionActions } from './selectionActions';
import { useSelectionPinch, type SelectionTouchProps } from './selectionPinch';
import { useReshape, type ReshapeState } from './reshapeHandles';
import type { SelectionBand, UseSelectionOptions } from './selectionOptions';

export type { SelectionActions, SelectionNow } from './selectionActions';
export type { BandMode, SelectionBand, UseSelectionOptions } from './selectionOptions';

/** Props to spread on the selection surface: pointer handlers, keyboard, focus and its accessible description. */
export interface SelectionSurfaceProps extends PickSurfaceProps, SelectionTouchProps {
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
  /** Ends a run of arrow-key nudges (the last key up). */
  readonly onKeyUp: (event: KeyboardEvent<Element>) => void;
  /** Ends a run of arrow-key nudges where it is (interrupted). */
  readonly onBlur: () => void;
  /** Ends a move where it is when the browser takes the pointer. */
  readonly onLostPointerCapture: (event: ReactPointerEvent<Element>) => void;
  readonly tabIndex: 0;
  /** `application`: a screen reader passes the arrow keys through to the surface (its shapes are not DOM elements to browse). */
  readonly role: 'application';
  readonly 'aria-label': string;
}

/** What {@link useSelection} returns. `Id`: the world's id type. */
export interface SelectionState<Id extends WorldId = WorldId> {
  /** The selected ids, in the order they were selected. */
  readonly selected: readonly Id[];
  readonly isSelected: (id: WorldId) => boolean;
  /** The shape under the pointer (as `usePick`), null during a band. */
  readonly hover: PickHit<Id> | null;
  /** The rubber band while one is dragged, else null. */
  readonly band: SelectionBand | null;
  /** The shape the keyboard is on (arrow keys), or null. */
  readonly focused: Id | null;
  /** The last announcement (also passed to `announce`). */
  readonly announcement: string;
  /** The pick tolerance of the last pointer, scene units (for a hit-area overlay). */
  readonly tolerance: number;
  readonly surfaceProps: SelectionSurfaceProps;
  readonly setSelected: (ids: readonly Id[]) => void;
  /** The gesture running now (a move, a nudge run, a resize, a rotation or a pinch), re-rendered on every frame, or null. */
  readonly gesture: SelectionGesture | null;
  /** The snap target the grabbed shape (a move) or the dragged corner or edge (a resize) sits on, for `<SnapMarker>`. */
  readonly snap: SnapState;
  /**
   * A click at client point `(clientX, clientY)` over `element` (as on the
   * surface: the shape there alone, added or removed with `additive`, empty
   * space clears). For a press a control inside the figure took (a
   * `<DraggableShape>`'s body), which the surface never sees.
   */
  readonly clickAt: (clientX: number, clientY: number, element: Element, pointerType: string, additive: boolean) => void;
  /** Calls `onDelete` with the selection, if there is one and an `onDelete`; returns whether it did. */
  readonly deleteSelected: () => boolean;
  /** With `transformable` and a selection: the transform box and its handles' props; else null. */
  readonly transformBox: TransformBoxState | null;
  /** With `reshapable` and one segment, polyline or polygon selected: its vertex handles' points and props; else null. */
  readonly reshape: ReshapeState | null;
}

/**
 * Selection in an editor over a world: click a shape to select it alone,
 * Shift- (or Ctrl-/⌘-) click to add or remove it, click empty space to clear;
 * drag (more than 4 CSS px, from anywhere: the surface moves no shape, and in
 * a dense scene every point is near one) for a rubber band, a window or a
 * crossing by drag direction (option `band`), Shift adding to the selection;
 * Escape cancels a band, else clears; Ctrl/⌘-A selects every shape with an
 * id. Presses on a focusable control inside the surface (a `<Handle>`, a
 * button) are left to it.
 *
 * Editing (`movable`): a press on a shape selects it at once (Shift, Ctrl or
 * ⌘ adds it) and dragging it moves the whole selection (press-and-drag, as
 * in tldraw, Figma and Konva); a click without moving (within 4 CSS px) on a
 * selected shape selects it alone (Shift: removes it); a press on empty
 * space starts a band as before. Every frame is the selection as the gesture
 * found it moved by the total offset (`translateShape`), snapped by the
 * grabbed shape's key points (option `snap`); the arrow keys nudge the
 * selection by `step` (Shift: `largeStep`; ArrowUp is −y, or +y with `yUp`)
 * and a held run of them is one gesture. Each gesture is a transaction
 * (`onGestureStart`, `onGestureChange`, exactly one `onGestureEnd` with
 * `cancelled`); Escape during it puts every shape back exactly. By default
 * the frames are written into the world (`world.update` per moved shape; see
 * `updateWorld`).
 *
 * Keyboard: the surface is one tab stop (`tabIndex` 0, role `application`); the
 * arrow keys move a keyboard focus through the shapes `filter` accepts in reading order (by
 * the bounding box's top, then its left, then insertion; ArrowDown /
 * ArrowRight next, ArrowUp / ArrowLeft previous, Home / End first / last),
 * Space toggles the focused shape, Enter selects it alone, Delete or
 * Backspace calls `onDelete` with the selection (also from a focused control
 * inside the surface, such as a shape's body). Changes are announced
 * politely through `announce` ("circle c12, 3 of 120, selected").
 *
 * Picking is `usePick`'s (tolerance in CSS px per pointer type, the nearest
 * shape wins); a band is decided by `queryRect` exactly. Shapes added to the
 * world without an id cannot be selected.
 *
 * @param world a world made by `createWorld` (the ids in the selection are of its id type: `createWorld<RoomId>`)
 * @param options selection (`selected` / `defaultSelected` / `onSelectedChange`), `band`, `onDelete`, `announce`, `describe`, `label`; editing (`movable`, `snap`, `bounds`, `step`, `largeStep`, `yUp`, `updateWorld`, `onGestureStart` / `onGestureChange` / `onGestureEnd`); the transform box (`transformable`, `minSize`, `rotationSnap`, `pivotHandle`, `pivot` / `onPivotChange`: see {@link TransformBoxOptions}); and `usePick`'s `tolerance`, `filter`, `clientToScene`, `disabled`
 * @returns `{ selected, isSelected, hover, band, focused, announcement, tolerance, surfaceProps, setSelected, gesture, snap, clickAt, deleteSelected, transformBox, reshape }`
 * @throws TypeError / RangeError naming a bad tolerance, band, snap, step, bounds, minSize, rotationSnap or pivot option, or a `movable`, `reshapable`, `transformable` or `pivotHandle` that is not a boolean (during render)
 */
export function useSelection<Id extends WorldId = WorldId>(world: World<Id>, options?: UseSelectionOptions<NoInfer<Id>>): SelectionState<Id>;
export function useSelection(world: World, options: UseSelectionOptions = {}): SelectionState {
  const bandOption = options.band ?? 'auto';
  if (bandOption !== 'auto' && bandOption !== 'window' && bandOption !== 'crossing') {
    throw new RangeError(`options.band must be 'auto', 'window' or 'crossing', got ${String(bandOption)}`);
  }
  assertMoveOptions(options);
  const [value, setValue] = useControllableState(options.selected, options.defaultSelected ?? NONE, options.onSelectedChange);
  const selected = value ?? NONE;
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [band, setBand] = useState<SelectionBand | null>(null);
  const [focused, setFocused] = useState<WorldId | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const picker = usePick(world, options);
  const stateRef = useLatest({ world, options, selected, focused, band });
  const actions = useSelectionActions(stateRef, setValue, setAnnouncement, setFocused);
  const ended = useRef<SelectionGestureOptions['onGestureEnd']>(undefined);
  const [gesture, tx] = useSelectionGesture(world, { ...options, onGestureEnd: (g, info) => ended.current?.(g, info) });
  // the snap cycle of the pointer drag that runs (a move's, a resize's or a reshape's)
  const [cycle, setCycle] = useCycleState();
  const pointer = useSelectionPointer(stateRef, picker, actions, setBand, tx, setCycle);
  const { handlers, onLostPointerCapture } = pointer;
  const { onKeyDown, onKeyUp, onBlur } = useSelectionKeys(stateRef, actions, pointer.endBand, tx);
  const frame = useTransformState(world, options.transformable === true ? selected : NONE, gesture, options);
  // eslint-disable-next-line react-hooks/refs -- read when a gesture ends (an event), never during render
  ended.current = (g, info) => {
    frame.onGestureEnd(g, info);
    options.onGestureEnd?.(g, info);
  };
  const transformBox = useTransformBox(stateRef, tx, actions.say, frame.box, frame.pivot, frame.setPivot, options.pivotHandle === true, setCycle);
  const touch = useSelectionPinch(stateRef, picker, tx, pointer.endBand, actions.say, frame.box);
  const reshape = useReshape(stateRef, tx, actions.say, world, selected, options.reshapable === true, transformBox, setCycle);

  const label = options.label ?? 'Shapes';
  const surfaceProps = useMemo<SelectionSurfaceProps>(
    () => ({
      ...handlers,
      ...touch,
      onKeyDown,
      onKeyUp,
      onBlur,
      onLostPointerCapture,
      tabIndex: 0,
      role: 'application',
      'aria-label': label,
    }),
    [handlers, touch, onKeyDown, onKeyUp, onBlur, onLostPointerCapture, label],
  );
  const isSelected = useCallback((id: WorldId) => selectedSet.has(id), [selectedSet]);
  const { pickAt } = picker;
  const clickAt = useCallback(
    (clientX: number, clientY: number, element: Element, pointerType: string, additive: boolean) => {
      if (!stateRef.current.options.disabled) actions.click(pickAt(clientX, clientY, element, pointerType), additive);
    },
    [actions, pickAt, stateRef],
  );
  const deleteSelected = useCallback(() => {
    const { selected: ids, options: o } = stateRef.current;
    if (o.disabled || ids.length === 0 || !o.onDelete) return false;
    o.onDelete(ids);
    return true;
  }, [stateRef]);
  const snap = useSnapState(gesture, cycle);
  const edits = options.movable === true || options.transformable === true || options.reshapable === true;
  useSnapPreparation(edits && options.disabled !== true ? options.snap : undefined, gesture === null);
  return {
    selected,
    isSelected,
    hover: band ? null : picker.hover,
    band,
    focused: focused !== null && world.has(focused) ? focused : null,
    announcement,
    tolerance: picker.tolerance,
    surfaceProps,
    setSelected: actions.choose,
    gesture,
    snap,
    clickAt,
    deleteSelected,
    transformBox,
    reshape,
  };
}

/** What the gesture's snap target is, for `<SnapMarker>`: with a pointer drag's Tab cycle `cycle` (a move's, a reshape's or a resize's). */
function useSnapState(gesture: SelectionGesture | null, cycle: MoveCycle): SnapState {
  const byPointer = gesture?.input === 'pointer' && cycle.candidates > 0;
  const candidates = byPointer ? cycle.candidates : 1;
  const index = byPointer ? cycle.index : 0;
  const target = gesture?.snap ?? null;
  return useMemo<SnapState>(() => (target ? { target, candidates, index } : NO_TARGET), [target, candidates, index]);
}

const NONE: readonly WorldId[] = Object.freeze([]);
const NO_TARGET: SnapState = Object.freeze({ target: null, candidates: 0, index: 0 });

/** The options that switch a part on or off: true, false or left out. */
const FLAGS = ['movable', 'reshapable', 'transformable', 'pivotHandle'] as const;

/** Checks the move options once per render: the switches (`movable`, `reshapable`, `transformable`, `pivotHandle`), `snap` (a grid step or an `objectSnap`), `step`, `largeStep`, `bounds`, `minSize`, `rotationSnap`. */
function assertMoveOptions(o: UseSelectionOptions): void {
  for (const flag of FLAGS) {
    const v = o[flag];
    if (v !== undefined && typeof v !== 'boolean') throw new TypeError(`options.${flag} must be a boolean, got ${JSON.stringify(v) ?? String(v)}`);
  }
  if (!isObjectSnap(o.snap)) readSnap(o.snap as number | false | undefined, 'options.snap');
  if (o.step !== undefined) assertPositive(o.step, 'options.step');
  if (o.largeStep !== undefined) assertPositive(o.largeStep, 'options.largeStep');
  if (o.bounds !== undefined) assertRect(o.bounds, 'options.bounds');
  assertTransformOptions(o);
}
