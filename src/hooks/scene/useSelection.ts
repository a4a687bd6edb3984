'use client';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { queryRect, type PickHit, type Rect, type Vec2, type World, type WorldEntry, type WorldId } from '../../geometry/index';
import { useControllableState } from '../state/useControllableState';
import { useLatest, type Latest } from '../state/useLatest';
import { clientToElement } from '../gesture/clientToScene';
import { CLICK_SLOP, usePick, type PickState, type PickSurfaceProps, type UsePickOptions } from './usePick';

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
export interface UseSelectionOptions<Id extends WorldId = WorldId> extends Omit<UsePickOptions<Id>, 'onPick'> {
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
  /** Called with the selection when Delete or Backspace is pressed on the surface. */
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
export interface SelectionSurfaceProps extends PickSurfaceProps {
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
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
 * Keyboard: the surface is one tab stop (`tabIndex` 0, role `application`); the
 * arrow keys move a keyboard focus through the shapes `filter` accepts in reading order (by
 * the bounding box's top, then its left, then insertion; ArrowDown /
 * ArrowRight next, ArrowUp / ArrowLeft previous, Home / End first / last),
 * Space toggles the focused shape, Enter selects it alone, Delete or
 * Backspace calls `onDelete` with the selection. Changes are announced
 * politely through `announce` ("circle c12, 3 of 120, selected").
 *
 * Picking is `usePick`'s (tolerance in CSS px per pointer type, the nearest
 * shape wins); a band is decided by `queryRect` exactly. Shapes added to the
 * world without an id cannot be selected.
 *
 * @param world a world made by `createWorld` (the ids in the selection are of its id type: `createWorld<RoomId>`)
 * @param options selection (`selected` / `defaultSelected` / `onSelectedChange`), `band`, `onDelete`, `announce`, `describe`, `label`, and `usePick`'s `tolerance`, `filter`, `clientToScene`, `disabled`
 * @returns `{ selected, isSelected, hover, band, focused, announcement, tolerance, surfaceProps, setSelected }`
 * @throws TypeError / RangeError naming a bad tolerance or band option (during render)
 */
export function useSelection<Id extends WorldId = WorldId>(world: World<Id>, options?: UseSelectionOptions<NoInfer<Id>>): SelectionState<Id>;
export function useSelection(world: World, options: UseSelectionOptions = {}): SelectionState {
  const bandOption = options.band ?? 'auto';
  if (bandOption !== 'auto' && bandOption !== 'window' && bandOption !== 'crossing') {
    throw new RangeError(`options.band must be 'auto', 'window' or 'crossing', got ${String(bandOption)}`);
  }
  const [value, setValue] = useControllableState(options.selected, options.defaultSelected ?? NONE, options.onSelectedChange);
  const selected = value ?? NONE;
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [band, setBand] = useState<SelectionBand | null>(null);
  const [focused, setFocused] = useState<WorldId | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const picker = usePick(world, options);
  const stateRef = useLatest({ world, options, selected, focused, band });
  const actions = useSelectionActions(stateRef, setValue, setAnnouncement, setFocused);
  const pointer = useSelectionPointer(stateRef, picker, actions, setBand);
  const onKeyDown = useSelectionKeys(stateRef, actions, pointer.endBand);

  const label = options.label ?? 'Shapes';
  const { handlers } = pointer;
  const surfaceProps = useMemo<SelectionSurfaceProps>(
    () => ({ ...handlers, onKeyDown, tabIndex: 0, role: 'application', 'aria-label': label }),
    [handlers, onKeyDown, label],
  );
  const isSelected = useCallback((id: WorldId) => selectedSet.has(id), [selectedSet]);
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
  };
}

const NONE: readonly WorldId[] = Object.freeze([]);

/** What the selection's handlers read at event time: the state of the last commit. */
interface SelectionNow {
  readonly world: World;
  readonly options: UseSelectionOptions;
  readonly selected: readonly WorldId[];
  readonly focused: WorldId | null;
  readonly band: SelectionBand | null;
}

/** What clicks, bands and keys do to a selection, each announced. */
interface SelectionActions {
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
    return { choose, toggle, click, selectBand, focus };
  }, [stateRef, setValue, setAnnouncement, setFocused]);
}

/** A press on a focusable control inside the surface (a drag handle, a button): the control's, not a selection's. */
function onControl(e: ReactPointerEvent<Element>): boolean {
  for (let node = e.target as Element | null; node && node !== e.currentTarget; node = node.parentElement) {
    if (node.getAttribute('tabindex') !== null && node.getAttribute('tabindex') !== '-1') return true;
  }
  return false;
}

/** A press on the surface, until its release: where, and what was under it. */
interface Press {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly start: Vec2;
  readonly hit: PickHit | null;
  /** Moved more than the click slop: a band. */
  banding: boolean;
}

/**
 * The pointer side of a selection: hover and clicks through `usePick`, and a
 * drag of more than 4 CSS px for a rubber band (it follows the pointer outside
 * the surface, captured), a window or a crossing by its direction on screen.
 * Returns the surface's pointer handlers and what ends a band (Escape).
 */
function useSelectionPointer(stateRef: Latest<SelectionNow>, picker: PickState, actions: SelectionActions, setBand: (band: SelectionBand | null) => void) {
  const press = useRef<Press | null>(null);
  const { surfaceProps: pickProps, pickAt } = picker;
  return useMemo(() => {
    const toScene = (e: ReactPointerEvent<Element>) => (stateRef.current.options.clientToScene ?? clientToElement)(e.clientX, e.clientY, e.currentTarget);
    /** The band from the press to the pointer of `e`. */
    const bandTo = (d: Press, e: ReactPointerEvent<Element>): SelectionBand => {
      const p = toScene(e);
      const mode = stateRef.current.options.band ?? 'auto';
      const box = { x: Math.min(d.start.x, p.x), y: Math.min(d.start.y, p.y), width: Math.abs(p.x - d.start.x), height: Math.abs(p.y - d.start.y) };
      return { box, mode: mode === 'auto' ? (e.clientX >= d.clientX ? 'window' : 'crossing') : mode };
    };
    const endBand = () => {
      press.current = null;
      setBand(null);
    };
    const handlers: PickSurfaceProps = {
      onPointerMove: (e) => {
        const d = press.current;
        if (!d || d.pointerId !== e.pointerId) {
          pickProps.onPointerMove(e);
          return;
        }
        if (!d.banding && Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) <= CLICK_SLOP) return;
        d.banding = true;
        setBand(bandTo(d, e));
      },
      onPointerDown: (e) => {
        if (stateRef.current.options.disabled || (e.pointerType === 'mouse' && e.button !== 0) || onControl(e)) return;
        pickProps.onPointerDown(e);
        const hit = pickAt(e.clientX, e.clientY, e.currentTarget, e.pointerType);
        press.current = { pointerId: e.pointerId, clientX: e.clientX, clientY: e.clientY, start: toScene(e), hit, banding: false };
        // A band follows the pointer even outside the surface (a press on a child control never gets here).
        try {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } catch {
          // not an active pointer (synthetic events): the band works while over the surface
        }
      },
      onPointerUp: (e) => {
        const d = press.current;
        pickProps.onPointerUp(e);
        if (!d || d.pointerId !== e.pointerId) return;
        const additive = e.shiftKey || e.ctrlKey || e.metaKey;
        endBand();
        // The band as of the release (its last move may not have rendered yet).
        if (d.banding || Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) > CLICK_SLOP) actions.selectBand(bandTo(d, e), additive);
        else actions.click(d.hit, additive);
      },
      onPointerLeave: (e) => pickProps.onPointerLeave(e),
      onPointerCancel: (e) => {
        pickProps.onPointerCancel(e);
        endBand();
      },
    };
    return { handlers, endBand };
  }, [actions, pickAt, pickProps, setBand, stateRef]);
}

/** The ids of `world`'s shapes that `filter` accepts (all with an id, without a filter), in insertion order. */
function selectableIds(world: World, filter: UseSelectionOptions['filter']): WorldId[] {
  return world.ids().filter((id) => {
    const entry = world.lookup(id)!;
    return !filter || filter(id, entry.kind, entry.index);
  });
}

/** The ids in keyboard order: reading order of their bounding boxes (top, then left, then insertion). */
function readingOrder(world: World, filter: UseSelectionOptions['filter']): WorldId[] {
  const ids = selectableIds(world, filter);
  const boxes = new Map(ids.map((id) => [id, world.bounds(id)!] as const));
  const rank = new Map(ids.map((id, k) => [id, k] as const));
  return ids.sort((a, b) => {
    const p = boxes.get(a)!;
    const q = boxes.get(b)!;
    return p.y - q.y || p.x - q.x || rank.get(a)! - rank.get(b)!;
  });
}

/** Where an arrow, Home or End key takes the keyboard focus among `count` shapes, from `current` (−1: none yet). */
function nextFocus(key: string, count: number, current: number): number {
  const forward = key === 'ArrowDown' || key === 'ArrowRight';
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (current < 0) return forward ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + (forward ? 1 : -1)));
}

const FOCUS_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End']);

/**
 * The surface's keys (on the surface itself, not on a control inside it):
 * Escape cancels a band, else clears; Ctrl/⌘-A selects all; the arrows, Home
 * and End move the keyboard focus in reading order (cached per world version
 * and filter); Space toggles the focused shape, Enter selects it alone;
 * Delete and Backspace call `onDelete`.
 */
function useSelectionKeys(stateRef: Latest<SelectionNow>, actions: SelectionActions, endBand: () => void) {
  const order = useRef<{ world: World; version: number; filter: UseSelectionOptions['filter']; ids: WorldId[] } | null>(null);
  return useCallback(
    (e: KeyboardEvent<Element>) => {
      const { world: w, selected: was, focused: at, band, options: o } = stateRef.current;
      if (o.disabled || e.target !== e.currentTarget) return;
      const key = e.key;
      if (key === 'Escape') {
        if (band) endBand();
        else if (was.length > 0) actions.choose(NONE);
        else return;
      } else if ((key === 'a' || key === 'A') && (e.ctrlKey || e.metaKey)) {
        const all = selectableIds(w, o.filter);
        actions.choose(all, `All ${all.length} shapes selected`);
      } else if (FOCUS_KEYS.has(key)) {
        const cached = order.current;
        const fresh = cached && cached.world === w && cached.version === w.version && cached.filter === o.filter;
        const ids = fresh ? cached.ids : readingOrder(w, o.filter);
        if (!fresh) order.current = { world: w, version: w.version, filter: o.filter, ids };
        if (ids.length === 0) return;
        const next = ids[nextFocus(key, ids.length, at === null ? -1 : ids.indexOf(at))]!;
        actions.focus(next, ids);
      } else if ((key === ' ' || key === 'Enter') && at !== null && w.has(at)) {
        if (key === 'Enter') actions.choose([at]);
        else actions.toggle(at);
      } else if ((key === 'Delete' || key === 'Backspace') && was.length > 0 && o.onDelete) {
        o.onDelete(was);
      } else return;
      e.preventDefault();
    },
    [actions, endBand, stateRef],
  );
}
