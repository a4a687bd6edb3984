'use client';
import { useCallback, useMemo, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { queryRect, type PickHit, type Rect, type World, type WorldEntry, type WorldId } from '../../geometry/index';
import { useControllableState } from '../state/useControllableState';
import { useLatest, type Latest } from '../state/useLatest';
import { isObjectSnap, type ObjectSnap, type SnapState } from '../drag/snapper';
import { readSnap } from '../drag/constraints';
import { assertPositive } from '../../geometry/shapes/validate';
import { usePick, type PickSurfaceProps, type UsePickOptions } from './usePick';
import { useSelectionPointer } from './selectionPointer';
import { useSelectionKeys } from './selectionKeys';
import { useSelectionGesture, type SelectionGesture, type SelectionGestureOptions } from './useSelectionGesture';
import { boxOfSelection, useTransformBox, type TransformBoxState } from './transformBox';
import { useSelectionPinch, type SelectionTouchProps } from './selectionPinch';

/** How a rubber band selects: shapes wholly inside it (`'window'`), or every shape it touches (`'crossing'`). */
export type BandMode = 'window' | 'crossing';

/** The rubber band being dragged. */
export interface SelectionBand {
  /** The band, scene units, `(x, y)` its least corner (y down). */
  readonly box: Rect;
  /** Window (left to right on screen, by default) or crossing (right to left). */
  readonly mode: BandMode;
}

/**
 * Options of {@link useSelection}. Give `selected` (controlled) or `defaultSelected` (uncontrolled).
 * `Id`: the world's id type.
 */
export interface UseSelectionOptions<Id extends WorldId = WorldId> extends Omit<UsePickOptions<Id>, 'onPick'>, SelectionGestureOptions {
  /** The selected ids, when controlled; pair it with `onSelectedChange`. */
  readonly selected?: readonly Id[] | undefined;
  /**
   * The ids selected at first, when uncontrolled.
   * @defaultValue [] (none)
   */
  readonly defaultSelected?: readonly Id[] | undefined;
  /** Called with every new selection (click, band, keys), in both modes. */
  readonly onSelectedChange?: ((ids: readonly Id[]) => void) | undefined;
  /**
   * What a rubber band selects: `'auto'` (default, as in CAD: dragged left to
   * right on screen, a window selects the shapes wholly inside; right to left,
   * a crossing selects every shape it touches), `'window'` or `'crossing'`
   * always.
   * @defaultValue 'auto'
   */
  readonly band?: 'auto' | BandMode | undefined;
  /**
   * Press-and-drag and arrow keys move the selection: a press on a shape
   * selects it at once (Shift, Ctrl or ⌘: adds it to the selection) and a drag
   * past the click slop (4 CSS px) moves every selected shape; with a
   * selection, the arrow keys nudge it by `step` (Shift: `largeStep`), Alt +
   * arrows then move the keyboard focus. A press on empty space still starts a
   * rubber band. Each drag or held run of keys is one transaction
   * (`onGestureStart` / `onGestureChange` / `onGestureEnd`); Escape cancels it.
   * @defaultValue false
   */
  readonly movable?: boolean | undefined;
  /**
   * Snapping of a move: a grid step (scene units: the grabbed shape's anchor
   * — a segment's start, a circle's centre, a rect's top-left corner, the
   * first vertex — goes to the grid), or `objectSnap(world, …)`: the grabbed
   * shape's key points (ends, middles, corners, centre, quadrants, vertices)
   * go to the best target among the shapes that do not move (alignment
   * guides included), else its grid. The target is returned as `snap`, for
   * `<SnapMarker>`. Arrow keys do not snap: they step by the grid.
   */
  readonly snap?: number | false | ObjectSnap | undefined;
  /**
   * Arrow-key step of a move, scene units (the grid's step when `snap` has one).
   * @defaultValue 1
   */
  readonly step?: number | undefined;
  /**
   * Arrow-key step with Shift, scene units.
   * @defaultValue 10 × the step
   */
  readonly largeStep?: number | undefined;
  /**
   * `true` in a scene whose y axis points up (a `<Scene yUp>`): ArrowUp then
   * increases y. `<SelectionLayer>` reads it from its Scene.
   * @defaultValue false
   */
  readonly yUp?: boolean | undefined;
  /**
   * A transform box around the selection (`transformBox`; `<SelectionLayer>`
   * draws it): 8 resize handles and a rotation handle, each focusable and
   * named. Dragging a corner or an edge resizes every selected shape with the
   * opposite corner or edge fixed (Shift keeps the ratio, Alt about the
   * centre, past the opposite side flips, never below `minSize`); dragging
   * the rotation handle turns them about the box's centre (Shift snaps to
   * `rotationSnap` degrees). Keys on a focused handle: the arrows move a
   * resize handle by `step` (Shift: `largeStep`), and turn the rotation
   * handle by 1° (Shift: 15°; ArrowRight / ArrowDown clockwise on screen).
   * Each drag or held run of keys is one transaction (`type` `'resize'` or
   * `'rotate'`), every frame `transformShape` of the shapes at its start;
   * Escape restores them. A rect that turns becomes a rotated rect (see
   * `transformShape` for every kind); its id, z and fill are kept. On touch,
   * two fingers (one on the selection or its box) pinch and twist it: `type`
   * `'pinch'`, `pinchBox` about the fingers' midpoint (3° rotation magnet);
   * lifting a finger ends it, `pointercancel` restores (see the docs' Touch).
   * @defaultValue false
   */
  readonly transformable?: boolean | undefined;
  /**
   * The smallest width and height a resize leaves the transform box, scene units.
   * @defaultValue 1
   */
  readonly minSize?: number | undefined;
  /**
   * The rotation handle's snap step with Shift, degrees.
   * @defaultValue 15
   */
  readonly rotationSnap?: number | undefined;
  /** Called with the selection when Delete or Backspace is pressed on the surface or on anything focused inside it (a shape's body, a handle; not a text field). */
  readonly onDelete?: ((ids: readonly Id[]) => void) | undefined;
  /** Says a message politely to assistive technology (a `<Scene>`'s `announce`); the last one is also returned as `announcement`. */
  readonly announce?: ((message: string) => void) | undefined;
  /**
   * How a shape is named in announcements.
   * @defaultValue `"<kind> <id>"`, e.g. `"circle c12"`
   */
  readonly describe?: ((id: Id, entry: WorldEntry<Id>) => string) | undefined;
  /**
   * The surface's accessible name.
   * @defaultValue "Shapes"
   */
  readonly label?: string | undefined;
}

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
  /** The move running now (`movable`), re-rendered on every frame, or null. */
  readonly gesture: SelectionGesture | null;
  /** The snap target the grabbed shape sits on during a move, for `<SnapMarker>`. */
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
 * @param options selection (`selected` / `defaultSelected` / `onSelectedChange`), `band`, `onDelete`, `announce`, `describe`, `label`; editing (`movable`, `snap`, `step`, `largeStep`, `yUp`, `updateWorld`, `onGestureStart` / `onGestureChange` / `onGestureEnd`); and `usePick`'s `tolerance`, `filter`, `clientToScene`, `disabled`
 * @returns `{ selected, isSelected, hover, band, focused, announcement, tolerance, surfaceProps, setSelected, gesture, snap, clickAt, deleteSelected }`
 * @throws TypeError / RangeError naming a bad tolerance, band, snap or step option (during render)
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
  const [gesture, tx] = useSelectionGesture(world, options);
  const pointer = useSelectionPointer(stateRef, picker, actions, setBand, tx);
  const { onKeyDown, onKeyUp, onBlur } = useSelectionKeys(stateRef, actions, pointer.endBand, tx);
  const box = useSelectionBox(world, options.transformable === true ? selected : NONE, gesture);
  const transformBox = useTransformBox(stateRef, tx, actions.say, box);
  const touch = useSelectionPinch(stateRef, picker, tx, pointer.endBand, actions.say, box);

  const label = options.label ?? 'Shapes';
  const { handlers } = pointer;
  const surfaceProps = useMemo<SelectionSurfaceProps>(
    () => ({
      ...handlers,
      ...touch,
      onKeyDown,
      onKeyUp,
      onBlur,
      onLostPointerCapture: () => tx.end('interrupted'),
      tabIndex: 0,
      role: 'application',
      'aria-label': label,
    }),
    [handlers, touch, onKeyDown, onKeyUp, onBlur, tx, label],
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
  const snapTarget = gesture?.snap ?? null;
  const snap = useMemo<SnapState>(() => (snapTarget ? { target: snapTarget, candidates: 1, index: 0 } : NO_TARGET), [snapTarget]);
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
  };
}

/** The transform box of `ids`: the running resize or rotate's proposed box, else the shapes' box now (memoised on the world's version). */
function useSelectionBox(world: World, ids: readonly WorldId[], gesture: SelectionGesture | null) {
  const version = world.version;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  const now = useMemo(() => (ids.length === 0 ? null : boxOfSelection(world, ids)), [world, ids, version]);
  return gesture?.transform && ids.length > 0 ? gesture.transform.box : now;
}

const NONE: readonly WorldId[] = Object.freeze([]);
const NO_TARGET: SnapState = Object.freeze({ target: null, candidates: 0, index: 0 });

/** What the selection's handlers read at event time: the state of the last commit. @internal */
export interface SelectionNow {
  readonly world: World;
  readonly options: UseSelectionOptions;
  readonly selected: readonly WorldId[];
  readonly focused: WorldId | null;
  readonly band: SelectionBand | null;
}

/** What clicks, bands and keys do to a selection, each announced. @internal */
export interface SelectionActions {
  /** Selects `ids`, announcing `message` (default: what is selected now). */
  readonly choose: (ids: readonly WorldId[], message?: string) => void;
  /** Adds `id` to the selection or removes it. */
  readonly toggle: (id: WorldId) => void;
  /** A click released on `hit` (null: empty space); `additive` with Shift, Ctrl or ⌘. */
  readonly click: (hit: PickHit | null, additive: boolean) => void;
  /** A band released: selects the shapes it selects (added to the selection when `additive`). */
  readonly selectBand: (band: SelectionBand, additive: boolean) => void;
  /** The keyboard focus goes to `id`, announced with its place in `ids`. */
  readonly focus: (id: WorldId, ids: readonly WorldId[]) => void;
  /** Announces `message` politely (and returns it as `announcement`). */
  readonly say: (message: string) => void;
}

/** The selection's actions (stable), announcing every change through `announce` and the returned `announcement`. */
function useSelectionActions(
  stateRef: Latest<SelectionNow>,
  setValue: (ids: readonly WorldId[]) => void,
  setAnnouncement: (message: string) => void,
  setFocused: (id: WorldId) => void,
): SelectionActions {
  return useMemo(() => {
    const say = (message: string) => {
      setAnnouncement(message);
      stateRef.current.options.announce?.(message);
    };
    const name = (id: WorldId): string => {
      const { world: w, options: o } = stateRef.current;
      const entry = w.lookup(id);
      if (!entry) return String(id);
      return o.describe ? o.describe(id, entry) : `${entry.kind} ${String(id)}`;
    };
    const choose = (ids: readonly WorldId[], message?: string) => {
      setValue(ids);
      say(message ?? (ids.length === 0 ? 'Selection cleared' : ids.length === 1 ? `${name(ids[0]!)} selected` : `${ids.length} shapes selected`));
    };
    const toggle = (id: WorldId) => {
      const was = stateRef.current.selected;
      choose(was.includes(id) ? was.filter((x) => x !== id) : [...was, id], `${name(id)} ${was.includes(id) ? 'removed from' : 'added to'} the selection`);
    };
    const click = (hit: PickHit | null, additive: boolean) => {
      const was = stateRef.current.selected;
      const id = hit?.id;
      if (id === undefined) {
        if (!additive && was.length > 0) choose(NONE);
        return;
      }
      setFocused(id);
      if (additive) toggle(id);
      else if (!(was.length === 1 && was[0] === id)) choose([id]);
    };
    const selectBand = (band: SelectionBand, additive: boolean) => {
      const { world: w, selected: was, options: o } = stateRef.current;
      const found: WorldId[] = [];
      for (const m of queryRect(w, band.box, band.mode === 'window' ? 'contains' : 'intersects')) {
        if (m.id !== undefined && (!o.filter || o.filter(m.id, m.kind, m.index))) found.push(m.id);
      }
      const next = additive ? [...was, ...found.filter((id) => !was.includes(id))] : found;
      choose(
        next,
        `${found.length} ${found.length === 1 ? 'shape' : 'shapes'} in the ${band.mode === 'window' ? 'window' : 'crossing'}; ${next.length} selected`,
      );
    };
    const focus = (id: WorldId, ids: readonly WorldId[]) => {
      setFocused(id);
      const state = stateRef.current.selected.includes(id) ? 'selected' : 'not selected';
      say(`${name(id)}, ${ids.indexOf(id) + 1} of ${ids.length}, ${state}`);
    };
    return { choose, toggle, click, selectBand, focus, say };
  }, [stateRef, setValue, setAnnouncement, setFocused]);
}

/** Checks the move options once per render: `snap` (a grid step or an `objectSnap`), `step`, `largeStep`. */
function assertMoveOptions(o: UseSelectionOptions): void {
  if (!isObjectSnap(o.snap)) readSnap(o.snap as number | false | undefined, 'options.snap');
  if (o.step !== undefined) assertPositive(o.step, 'options.step');
  if (o.largeStep !== undefined) assertPositive(o.largeStep, 'options.largeStep');
  if (o.minSize !== undefined && !(o.minSize >= 0 && Number.isFinite(o.minSize)))
    throw new RangeError(`options.minSize must be a finite number ≥ 0, got ${String(o.minSize)}`);
  if (o.rotationSnap !== undefined) assertPositive(o.rotationSnap, 'options.rotationSnap');
}
