'use client';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { queryRect, type PickHit, type QueryRectMode, type Rect, type Vec2, type World, type WorldEntry, type WorldId } from '../../geometry/index';
import { useControllableState } from '../state/useControllableState';
import { clientToElement } from '../drag/clientToScene';
import { CLICK_SLOP, usePick, type PickSurfaceProps, type UsePickOptions } from './usePick';

/** How a rubber band selects: shapes wholly inside it (`'window'`), or every shape it touches (`'crossing'`). */
export type BandMode = 'window' | 'crossing';

/** The rubber band being dragged. */
export interface SelectionBand {
  /** The band, scene units, `(x, y)` its least corner (y down). */
  readonly box: Rect;
  /** Window (left to right on screen, by default) or crossing (right to left). */
  readonly mode: BandMode;
}

/** Options of {@link useSelection}. Give `selected` (controlled) or `defaultSelected` (uncontrolled). */
export interface UseSelectionOptions extends Omit<UsePickOptions, 'onPick'> {
  /** The selected ids, when controlled; pair it with `onSelectedChange`. */
  readonly selected?: readonly WorldId[] | undefined;
  /**
   * The ids selected at first, when uncontrolled.
   * @defaultValue [] (none)
   */
  readonly defaultSelected?: readonly WorldId[] | undefined;
  /** Called with every new selection (click, band, keys), in both modes. */
  readonly onSelectedChange?: ((ids: readonly WorldId[]) => void) | undefined;
  /**
   * What a rubber band selects: `'auto'` (default, as in CAD: dragged left to
   * right on screen, a window selects the shapes wholly inside; right to left,
   * a crossing selects every shape it touches), `'window'` or `'crossing'`
   * always.
   * @defaultValue 'auto'
   */
  readonly band?: 'auto' | BandMode | undefined;
  /** Called with the selection when Delete or Backspace is pressed on the surface. */
  readonly onDelete?: ((ids: readonly WorldId[]) => void) | undefined;
  /** Says a message politely to assistive technology (a `<Scene>`'s `announce`); the last one is also returned as `announcement`. */
  readonly announce?: ((message: string) => void) | undefined;
  /**
   * How a shape is named in announcements.
   * @defaultValue `"<kind> <id>"`, e.g. `"circle c12"`
   */
  readonly describe?: ((id: WorldId, entry: WorldEntry) => string) | undefined;
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

/** What {@link useSelection} returns. */
export interface SelectionState {
  /** The selected ids, in the order they were selected. */
  readonly selected: readonly WorldId[];
  readonly isSelected: (id: WorldId) => boolean;
  /** The shape under the pointer (as `usePick`), null during a band. */
  readonly hover: PickHit | null;
  /** The rubber band while one is dragged, else null. */
  readonly band: SelectionBand | null;
  /** The shape the keyboard is on (arrow keys), or null. */
  readonly focused: WorldId | null;
  /** The last announcement (also passed to `announce`). */
  readonly announcement: string;
  /** The pick tolerance of the last pointer, scene units (for a hit-area overlay). */
  readonly tolerance: number;
  readonly surfaceProps: SelectionSurfaceProps;
  readonly setSelected: (ids: readonly WorldId[]) => void;
}

const NONE: readonly WorldId[] = Object.freeze([]);

/** A press on a focusable control inside the surface (a drag handle, a button): the control's, not a selection's. */
function onControl(e: ReactPointerEvent<Element>): boolean {
  for (let node = e.target as Element | null; node && node !== e.currentTarget; node = node.parentElement) {
    if (node.getAttribute('tabindex') !== null && node.getAttribute('tabindex') !== '-1') return true;
  }
  return false;
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
 * @param world a world made by `createWorld`
 * @param options selection (`selected` / `defaultSelected` / `onSelectedChange`), `band`, `onDelete`, `announce`, `describe`, `label`, and `usePick`'s `tolerance`, `filter`, `clientToScene`, `disabled`
 * @returns `{ selected, isSelected, hover, band, focused, announcement, tolerance, surfaceProps, setSelected }`
 * @throws TypeError / RangeError naming a bad tolerance or band option (during render)
 */
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
  const { surfaceProps: pickProps, pickAt } = picker;
  const latest = useRef({ world, options, selected, focused, band });
  latest.current = { world, options, selected, focused, band };
  const drag = useRef<{ pointerId: number; clientX: number; clientY: number; start: Vec2; hit: PickHit | null; banding: boolean } | null>(null);
  const order = useRef<{ world: World; version: number; filter: UseSelectionOptions['filter']; ids: WorldId[] } | null>(null);

  const say = useCallback((message: string) => {
    setAnnouncement(message);
    latest.current.options.announce?.(message);
  }, []);

  const name = useCallback((id: WorldId): string => {
    const { world: w, options: o } = latest.current;
    const entry = w.lookup(id);
    if (!entry) return String(id);
    return o.describe ? o.describe(id, entry) : `${entry.kind} ${String(id)}`;
  }, []);

  const choose = useCallback(
    (ids: readonly WorldId[], message?: string) => {
      setValue(ids);
      say(message ?? (ids.length === 0 ? 'Selection cleared' : ids.length === 1 ? `${name(ids[0]!)} selected` : `${ids.length} shapes selected`));
    },
    [setValue, say, name],
  );

  /** The ids in keyboard order (reading order of their boxes), cached per world version. */
  const readingOrder = useCallback((): WorldId[] => {
    const w = latest.current.world;
    const cached = order.current;
    if (cached && cached.world === w && cached.version === w.version && cached.filter === latest.current.options.filter) return cached.ids;
    const filter = latest.current.options.filter;
    const ids = w.ids().filter((id) => {
      const entry = w.lookup(id)!;
      return !filter || filter(id, entry.kind, entry.index);
    });
    const boxes = new Map(ids.map((id) => [id, w.bounds(id)!] as const));
    const rank = new Map(ids.map((id, k) => [id, k] as const));
    ids.sort((a, b) => {
      const p = boxes.get(a)!;
      const q = boxes.get(b)!;
      return p.y - q.y || p.x - q.x || rank.get(a)! - rank.get(b)!;
    });
    order.current = { world: w, version: w.version, filter: latest.current.options.filter, ids };
    return ids;
  }, []);

  const describeFocus = useCallback(
    (id: WorldId, ids: readonly WorldId[]) => {
      const at = ids.indexOf(id);
      const state = latest.current.selected.includes(id) ? 'selected' : 'not selected';
      say(`${name(id)}, ${at + 1} of ${ids.length}, ${state}`);
    },
    [say, name],
  );

  const label = options.label ?? 'Shapes';
  const surfaceProps = useMemo<SelectionSurfaceProps>(() => {
    const toScene = (e: ReactPointerEvent<Element>) => (latest.current.options.clientToScene ?? clientToElement)(e.clientX, e.clientY, e.currentTarget);
    /** The band from the press to the pointer of `e`. */
    const bandTo = (d: { start: Vec2; clientX: number }, e: ReactPointerEvent<Element>): SelectionBand => {
      const p = toScene(e);
      const mode = latest.current.options.band ?? 'auto';
      const box = { x: Math.min(d.start.x, p.x), y: Math.min(d.start.y, p.y), width: Math.abs(p.x - d.start.x), height: Math.abs(p.y - d.start.y) };
      return { box, mode: mode === 'auto' ? (e.clientX >= d.clientX ? 'window' : 'crossing') : mode };
    };
    const endBand = () => {
      drag.current = null;
      setBand(null);
    };
    return {
      onPointerMove: (e) => {
        const d = drag.current;
        if (d && d.pointerId === e.pointerId) {
          if (!d.banding && Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) <= CLICK_SLOP) return;
          d.banding = true;
          setBand(bandTo(d, e));
          return;
        }
        pickProps.onPointerMove(e);
      },
      onPointerDown: (e) => {
        if (latest.current.options.disabled || (e.pointerType === 'mouse' && e.button !== 0) || onControl(e)) return;
        pickProps.onPointerDown(e);
        const hit = pickAt(e.clientX, e.clientY, e.currentTarget, e.pointerType);
        drag.current = { pointerId: e.pointerId, clientX: e.clientX, clientY: e.clientY, start: toScene(e), hit, banding: false };
        // A band follows the pointer even outside the surface (a press on a child control never gets here).
        try {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } catch {
          // not an active pointer (synthetic events): the band works while over the surface
        }
      },
      onPointerUp: (e) => {
        const d = drag.current;
        pickProps.onPointerUp(e);
        if (!d || d.pointerId !== e.pointerId) return;
        const { world: w, selected: was } = latest.current;
        const additive = e.shiftKey || e.ctrlKey || e.metaKey;
        endBand();
        // The band as of the release (its last move may not have rendered yet).
        const shown = d.banding || Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) > CLICK_SLOP ? bandTo(d, e) : null;
        if (shown) {
          const mode: QueryRectMode = shown.mode === 'window' ? 'contains' : 'intersects';
          const filter = latest.current.options.filter;
          const found: WorldId[] = [];
          for (const m of queryRect(w, shown.box, mode)) {
            if (m.id !== undefined && (!filter || filter(m.id, m.kind, m.index))) found.push(m.id);
          }
          const next = additive ? [...was, ...found.filter((id) => !was.includes(id))] : found;
          choose(next, `${found.length} ${found.length === 1 ? 'shape' : 'shapes'} in the ${shown.mode === 'window' ? 'window' : 'crossing'}; ${next.length} selected`);
          return;
        }
        const id = d.hit?.id;
        if (id === undefined) {
          if (!additive && was.length > 0) choose(NONE);
          return;
        }
        setFocused(id);
        if (additive) choose(was.includes(id) ? was.filter((x) => x !== id) : [...was, id], `${name(id)} ${was.includes(id) ? 'removed from' : 'added to'} the selection`);
        else if (!(was.length === 1 && was[0] === id)) choose([id]);
      },
      onPointerLeave: (e) => pickProps.onPointerLeave(e),
      onPointerCancel: (e) => {
        pickProps.onPointerCancel(e);
        endBand();
      },
      onKeyDown: (e) => {
        const { world: w, selected: was, focused: at, band: shown, options: o } = latest.current;
        // Keys on a control inside the surface (a handle, a polygon's vertex) are the control's.
        if (o.disabled || e.target !== e.currentTarget) return;
        const key = e.key;
        if (key === 'Escape') {
          if (shown) endBand();
          else if (was.length > 0) choose(NONE);
          else return;
        } else if ((key === 'a' || key === 'A') && (e.ctrlKey || e.metaKey)) {
          const all = w.ids().filter((id) => {
            const entry = w.lookup(id)!;
            return !o.filter || o.filter(id, entry.kind, entry.index);
          });
          choose(all, `All ${all.length} shapes selected`);
        } else if (key === 'ArrowDown' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowLeft' || key === 'Home' || key === 'End') {
          const ids = readingOrder();
          if (ids.length === 0) return;
          const current = at === null ? -1 : ids.indexOf(at);
          const forward = key === 'ArrowDown' || key === 'ArrowRight';
          const next =
            key === 'Home' ? 0 : key === 'End' ? ids.length - 1 : current < 0 ? (forward ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, current + (forward ? 1 : -1)));
          setFocused(ids[next]!);
          describeFocus(ids[next]!, ids);
        } else if ((key === ' ' || key === 'Enter') && at !== null && w.has(at)) {
          if (key === 'Enter') choose([at]);
          else choose(was.includes(at) ? was.filter((x) => x !== at) : [...was, at], `${name(at)} ${was.includes(at) ? 'removed from' : 'added to'} the selection`);
        } else if ((key === 'Delete' || key === 'Backspace') && was.length > 0 && o.onDelete) {
          o.onDelete(was);
        } else return;
        e.preventDefault();
      },
      tabIndex: 0,
      role: 'application',
      'aria-label': label,
    };
  }, [pickProps, pickAt, choose, name, readingOrder, describeFocus, label]);

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
    setSelected: choose,
  };
}
