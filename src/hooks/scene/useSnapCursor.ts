'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useLatest, type Latest } from '../state/useLatest';
import type { SnapTarget, Vec2 } from '../../geometry/index';
import { assertPositive } from '../../geometry/shapes/validate';
import { formatPoint } from '../../format';
import { arrowMove } from '../gesture/arrowKeys';
import { clientToElement, keyPerPixel, sceneUnitsPerPixel, type ClientToScene } from '../gesture/clientToScene';
import { keyTarget } from '../drag/constraints';
import { isPointerDragActive } from '../gesture/pointerDrags';
import { isObjectSnap, NO_SNAP, useSnapper, type ObjectSnap, type SnapState } from '../drag/snapper';
import { CLICK_SLOP } from './usePick';

/** Options of {@link useSnapCursor}. */
export interface SnapCursorOptions {
  /** Client → scene transform (default: the inverse of the surface element's screen CTM; a `<Scene>` gives its own). */
  readonly clientToScene?: ClientToScene | undefined;
  /** Called with the snapped point and its target (null: a free point) on a click, a tap, or Enter / Space. */
  readonly onPlace?: ((point: Vec2, target: SnapTarget | null) => void) | undefined;
  /** Arrow-key step of the keyboard cursor, scene units (default: the setting's grid while its `grid` kind is on, else 1; Shift: ten steps). */
  readonly step?: number | undefined;
  /** Where the keyboard cursor starts when the pointer has not been over the surface (default: the setting's `from`, else (0, 0)). */
  readonly start?: Vec2 | undefined;
  /** `true` in a y-up Scene: ArrowUp then increases y. */
  readonly yUp?: boolean | undefined;
  /** When true, the cursor is hidden and nothing is placed. */
  readonly disabled?: boolean | undefined;
  /**
   * Accessible name of the surface; the cursor's point and target are appended.
   * @defaultValue "Drawing surface"
   */
  readonly label?: string | undefined;
}

/** Props to spread on the drawing surface (an SVG `<rect>` or `<g>` covering the figure). */
export interface SnapSurfaceProps {
  readonly onPointerMove: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerDown: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerUp: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerLeave: () => void;
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
  readonly tabIndex: number;
  readonly role: 'application';
  readonly 'aria-roledescription': string;
  readonly 'aria-label': string;
}

/** What {@link useSnapCursor} returns. */
export interface SnapCursor {
  /** Where a click would place a point (the snap target's point, or the free point), scene units; null when there is no cursor. */
  readonly point: Vec2 | null;
  /** The snap target under the cursor, the number of candidates and which one Tab chose, for `<SnapMarker>`. */
  readonly snap: SnapState;
  /** Spread on the surface. */
  readonly surfaceProps: SnapSurfaceProps;
}

/** `useSnapCursor`'s arguments, checked. */
function assertSnapCursorInput(snap: ObjectSnap | undefined, options: SnapCursorOptions): void {
  if (snap !== undefined && !isObjectSnap(snap))
    throw new TypeError(`snap must be made by objectSnap(world, options) or be undefined, got ${snap === null ? 'null' : typeof snap}`);
  if (options.step !== undefined) assertPositive(options.step, 'options.step');
}

/**
 * A drawing cursor with object snapping: for tools that create shapes by
 * clicking points (a polyline, a polygon, a segment's two ends). Over the
 * surface, the pointer's scene point goes to the best target of `snap`
 * (`objectSnap(world, { kinds, radiusPx, grid, from })`; `from`, the last point
 * placed, turns on `perpendicular` and `tangent`) within `radiusPx` CSS pixels,
 * or stays free; a click or tap (moving at most 4 px) calls `onPlace`.
 *
 * Keys: while the pointer is over the surface (and focus is on the page or
 * in the figure, not in some other control) or the surface has focus, Tab
 * goes to the next candidate at the cursor and Shift+Tab to the previous one
 * (only when there are two or more, and no handle is being dragged: a drag
 * cycles its own; else Tab moves focus as usual). With the
 * surface focused, the arrow keys move a keyboard cursor by `step` (Shift: ten
 * steps), snapping only to targets ahead of it, and Enter or Space places it.
 *
 * Re-renders when the cursor's point or target changes. Pass `snap`
 * `undefined` for no snapping (the cursor is then the free point).
 *
 * @throws TypeError when `snap` is neither `undefined` nor made by `objectSnap`; RangeError / TypeError naming a bad option
 */
export function useSnapCursor(snap: ObjectSnap | undefined, options: SnapCursorOptions = {}): SnapCursor {
  assertSnapCursorInput(snap, options);
  const { disabled = false, label = 'Drawing surface' } = options;
  const [snapper, snapState] = useSnapper();
  const [point, setPoint] = useState<Vec2 | null>(null);
  const latestRef = useLatest({ snap, options, shown: snapState });
  const press = useRef<{ x: number; y: number; id: number } | null>(null);
  const { find, show, cycle, reset } = snapper;

  /** Moves the cursor to the snap target for `raw` (or `raw` itself), and shows it. */
  const place = useCallback(
    (raw: Vec2, perPixel: number, move?: Vec2, was?: Vec2) => {
      const s = latestRef.current.snap;
      const target = s ? find(s, raw, { perPixel, move, was }) : null;
      show(target);
      const at = target ? target.point : raw;
      setPoint((p) => (p && p.x === at.x && p.y === at.y ? p : Object.freeze({ x: at.x, y: at.y })));
      return { at, target };
    },
    [find, latestRef, show],
  );

  /** The cursor placed where a pointer event is; null where the transform cannot map it. */
  const fromClient = useCallback(
    (event: ReactPointerEvent<Element>) => {
      const toScene = latestRef.current.options.clientToScene ?? clientToElement;
      const element = event.currentTarget;
      const raw = toScene(event.clientX, event.clientY, element);
      if (!Number.isFinite(raw.x) || !Number.isFinite(raw.y)) return null;
      const perPixel = sceneUnitsPerPixel(toScene, event.clientX, event.clientY, element, raw);
      return { ...place(raw, perPixel), raw, perPixel };
    },
    [latestRef, place],
  );

  const tab = useTabCycling(latestRef, cycle);
  const { put, unwatch } = tab;
  /** No cursor: nothing shown, nothing for Enter or Tab. */
  const clear = useCallback(() => {
    unwatch();
    put(null);
    reset();
    setPoint(null);
  }, [put, reset, unwatch]);

  const onKeyDown = useCursorKeys(latestRef, tab, place);
  const surfaceProps = useMemo<SnapSurfaceProps>(() => {
    const move = (event: ReactPointerEvent<Element>) => {
      if (latestRef.current.options.disabled) return;
      tab.watch(event.currentTarget);
      const found = fromClient(event);
      if (found) put(() => place(found.raw, found.perPixel).at, found.at);
    };
    return {
      onPointerMove: move,
      onPointerDown: (event) => {
        press.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        move(event);
      },
      onPointerUp: (event) => {
        const p = press.current;
        press.current = null;
        if (!p || p.id !== event.pointerId || latestRef.current.options.disabled) return;
        if (Math.hypot(event.clientX - p.x, event.clientY - p.y) > CLICK_SLOP) return;
        const found = fromClient(event);
        if (found) latestRef.current.options.onPlace?.(found.at, found.target);
      },
      onPointerLeave: () => {
        press.current = null;
        clear();
      },
      onKeyDown,
      tabIndex: disabled ? -1 : 0,
      role: 'application',
      'aria-roledescription': 'drawing surface',
      'aria-label': label,
    };
  }, [clear, disabled, fromClient, label, latestRef, onKeyDown, place, put, tab]);

  // Disabled: no cursor. (Its state and the window's Tab listener go together, once per change of `disabled`.)
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate: disabling ends the cursor's window listener (an external system) and clears its state with it, once
    if (disabled) clear();
  }, [disabled, clear]);

  const shownPoint = disabled ? null : point;
  const ariaLabel = shownPoint ? `${label}, cursor at ${formatPoint(shownPoint)}` : label;
  const props = useMemo(() => ({ ...surfaceProps, 'aria-label': ariaLabel }), [surfaceProps, ariaLabel]);
  return { point: shownPoint, snap: disabled ? NO_SNAP : snapState, surfaceProps: props };
}

/** What the cursor's handlers read at event time (the last commit's). */
interface CursorNow {
  readonly snap: ObjectSnap | undefined;
  readonly options: SnapCursorOptions;
  /** The snap target shown. */
  readonly shown: SnapState;
}

/** What {@link useTabCycling} gives the cursor (stable functions). */
interface TabCycling {
  /** The cursor point, for Enter and the arrow keys (null: no cursor). */
  readonly at: () => Vec2 | null;
  /** Puts the cursor at `redo()` (or at `at`, already placed), and lets Tab place it again; null: no cursor. */
  readonly put: (redo: (() => Vec2) | null, at?: Vec2) => void;
  /** A Tab (Shift+Tab): the next (previous) candidate at the cursor; true when taken. */
  readonly onTab: (event: TabEvent) => boolean;
  /** While the pointer is over the surface: the window's Tab goes to {@link TabCycling.onTab}. */
  readonly watch: (element: Element) => void;
  readonly unwatch: () => void;
}

/** The parts of a keyboard event a Tab reads (React's or the DOM's). */
interface TabEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * The cursor point and Tab cycling: Tab goes to the next candidate at the
 * cursor (the cursor's point is asked again: the same point keeps its list).
 * While the pointer is over the surface, Tab cycles even when the surface has
 * no focus, but only when nothing else has it (the page, or the figure
 * itself), so Tab still leaves a form field.
 */
function useTabCycling(latestRef: Latest<CursorNow>, cycle: (backwards: boolean) => boolean): TabCycling {
  const cursor = useRef<Vec2 | null>(null);
  const again = useRef<(() => void) | null>(null);
  const overSurface = useRef<(() => void) | null>(null);

  const put = useCallback((redo: (() => Vec2) | null, at?: Vec2) => {
    if (!redo) {
      cursor.current = null;
      again.current = null;
      return;
    }
    cursor.current = at ?? redo();
    again.current = () => {
      cursor.current = redo();
    };
  }, []);

  const onTab = useCallback(
    (event: TabEvent) => {
      // (the window's listener and the focused surface's both see a Tab: the first one takes it;
      // a handle dragged by a pointer takes it before us)
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
      if (latestRef.current.options.disabled || !latestRef.current.snap || isPointerDragActive()) return false;
      if (!again.current || !cycle(event.shiftKey)) return false;
      event.preventDefault();
      again.current();
      return true;
    },
    [cycle, latestRef],
  );

  const watch = useCallback(
    (element: Element) => {
      if (overSurface.current) return;
      const doc = element.ownerDocument;
      const view = doc.defaultView;
      if (!view) return;
      const figure = (element as SVGElement).ownerSVGElement ?? element;
      const onKey = (event: globalThis.KeyboardEvent) => {
        const active = doc.activeElement;
        if (active === null || active === doc.body || figure.contains(active)) onTab(event);
      };
      view.addEventListener('keydown', onKey, true);
      overSurface.current = () => {
        view.removeEventListener('keydown', onKey, true);
        overSurface.current = null;
      };
    },
    [onTab],
  );
  const unwatch = useCallback(() => overSurface.current?.(), []);
  useEffect(() => unwatch, [unwatch]);
  const at = useCallback(() => cursor.current, []);
  return useMemo(() => ({ at, put, onTab, watch, unwatch }), [at, put, onTab, watch, unwatch]);
}

/**
 * The focused surface's keys: Tab cycles the candidates; Enter or Space
 * places the cursor (with its target when it sits on it); the arrow keys move
 * a keyboard cursor by the step (Shift: ten steps), snapping only to targets
 * ahead of it, from where the cursor is (else `start`, the setting's `from`,
 * or (0, 0)).
 */
function useCursorKeys(latestRef: Latest<CursorNow>, tab: TabCycling, place: (raw: Vec2, perPixel: number, move?: Vec2, was?: Vec2) => { at: Vec2 }) {
  return useCallback(
    (event: KeyboardEvent<Element>) => {
      const { options: o, snap: s, shown } = latestRef.current;
      if (o.disabled || tab.onTab(event) || (event.key === 'Tab' && event.defaultPrevented)) return;
      if (event.key === 'Enter' || event.key === ' ') {
        const at = tab.at();
        if (!at) return;
        event.preventDefault();
        const target = shown.target;
        o.onPlace?.(at, target && target.point.x === at.x && target.point.y === at.y ? target : null);
        return;
      }
      // the grid steps the keys while its kind is on, as in the drag hooks
      const grid = s?.kinds.includes('grid') ? s.grid : undefined;
      const step = o.step ?? grid ?? 1;
      const by = arrowMove(event, { step, largeStep: 10 * step }, o.yUp ?? false);
      if (!by) return;
      event.preventDefault();
      const was = tab.at() ?? o.start ?? s?.from ?? { x: 0, y: 0 };
      const stepped = keyTarget(was, by, grid);
      const perPixel = keyPerPixel(o.clientToScene ?? clientToElement, event.currentTarget);
      tab.put(() => place(stepped, perPixel, by, was).at);
    },
    [latestRef, place, tab],
  );
}
