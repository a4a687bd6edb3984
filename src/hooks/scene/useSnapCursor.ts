'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import type { SnapTarget, Vec2 } from '../../geometry/index';
import { assertPositive } from '../../geometry/shapes/validate';
import { formatPoint } from '../../format';
import { arrowMove } from '../drag/arrowKeys';
import { clientToElement, keyPerPixel, sceneUnitsPerPixel, type ClientToScene } from '../drag/clientToScene';
import { keyTarget } from '../drag/constraints';
import { isPointerDragActive } from '../drag/pointerDrags';
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
  if (snap !== undefined && !isObjectSnap(snap)) throw new TypeError(`snap must be made by objectSnap(world, options) or be undefined, got ${snap === null ? 'null' : typeof snap}`);
  if (options.step !== undefined) assertPositive(options.step, 'options.step');
  const { disabled = false, label = 'Drawing surface' } = options;
  const [snapper, snapState] = useSnapper();
  const shown = useRef(snapState);
  shown.current = snapState;
  const [point, setPoint] = useState<Vec2 | null>(null);
  const latest = useRef({ snap, options });
  latest.current = { snap, options };
  const press = useRef<{ x: number; y: number; id: number } | null>(null);
  const { find, show, cycle, reset } = snapper;

  const place = useCallback(
    (raw: Vec2, perPixel: number, move?: Vec2, was?: Vec2) => {
      const s = latest.current.snap;
      const target = s ? find(s, raw, { perPixel, move, was }) : null;
      show(target);
      const at = target ? target.point : raw;
      setPoint((p) => (p && p.x === at.x && p.y === at.y ? p : Object.freeze({ x: at.x, y: at.y })));
      return { at, target };
    },
    [find, show],
  );

  const fromClient = useCallback(
    (event: ReactPointerEvent<Element>) => {
      const toScene = latest.current.options.clientToScene ?? clientToElement;
      const element = event.currentTarget;
      const raw = toScene(event.clientX, event.clientY, element);
      if (!Number.isFinite(raw.x) || !Number.isFinite(raw.y)) return null;
      const perPixel = sceneUnitsPerPixel(toScene, event.clientX, event.clientY, element, raw);
      return { ...place(raw, perPixel), raw, perPixel };
    },
    [place],
  );

  // Tab cycles the candidates (the cursor's point is asked again: the same point keeps its list).
  const again = useRef<(() => void) | null>(null);
  const cursor = useRef<Vec2 | null>(null);
  const onTab = useCallback(
    (event: { key: string; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean; defaultPrevented: boolean; preventDefault(): void }) => {
      // (the window's listener and the focused surface's both see a Tab: the first one takes it;
      // a handle dragged by a pointer takes it before us)
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
      if (latest.current.options.disabled || !latest.current.snap || isPointerDragActive()) return false;
      if (!again.current || !cycle(event.shiftKey)) return false;
      event.preventDefault();
      again.current();
      return true;
    },
    [cycle],
  );

  // While the pointer is over the surface, Tab cycles even when the surface has no focus — but
  // only when nothing else has it (the page, or the figure itself), so Tab still leaves a form field.
  const overSurface = useRef<(() => void) | null>(null);
  const watchTab = useCallback(
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
  useEffect(() => () => overSurface.current?.(), []);

  /** No cursor: nothing shown, nothing for Enter or Tab. */
  const clear = useCallback(() => {
    overSurface.current?.();
    cursor.current = null;
    again.current = null;
    reset();
    setPoint(null);
  }, [reset]);

  const surfaceProps = useMemo<SnapSurfaceProps>(() => {
    const move = (event: ReactPointerEvent<Element>) => {
      if (latest.current.options.disabled) return;
      watchTab(event.currentTarget);
      const found = fromClient(event);
      if (!found) return;
      const { raw, perPixel } = found;
      cursor.current = found.at;
      again.current = () => {
        cursor.current = place(raw, perPixel).at;
      };
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
        if (!p || p.id !== event.pointerId || latest.current.options.disabled) return;
        if (Math.hypot(event.clientX - p.x, event.clientY - p.y) > CLICK_SLOP) return;
        const found = fromClient(event);
        if (found) latest.current.options.onPlace?.(found.at, found.target);
      },
      onPointerLeave: () => {
        press.current = null;
        clear();
      },
      onKeyDown: (event) => {
        const o = latest.current.options;
        if (o.disabled || onTab(event) || (event.key === 'Tab' && event.defaultPrevented)) return;
        const s = latest.current.snap;
        if (event.key === 'Enter' || event.key === ' ') {
          const at = cursor.current;
          if (!at) return;
          event.preventDefault();
          const target = shown.current.target;
          o.onPlace?.(at, target && target.point.x === at.x && target.point.y === at.y ? target : null);
          return;
        }
        // the grid steps the keys while its kind is on, as in the drag hooks
        const grid = s?.kinds.includes('grid') ? s.grid : undefined;
        const step = o.step ?? grid ?? 1;
        const by = arrowMove(event, { step, largeStep: 10 * step }, o.yUp ?? false);
        if (!by) return;
        event.preventDefault();
        const was = cursor.current ?? o.start ?? s?.from ?? { x: 0, y: 0 };
        const stepped = keyTarget(was, by, grid);
        const perPixel = keyPerPixel(o.clientToScene ?? clientToElement, event.currentTarget);
        cursor.current = place(stepped, perPixel, by, was).at;
        again.current = () => {
          cursor.current = place(stepped, perPixel, by, was).at;
        };
      },
      tabIndex: disabled ? -1 : 0,
      role: 'application',
      'aria-roledescription': 'drawing surface',
      'aria-label': label,
    };
  }, [fromClient, place, clear, onTab, watchTab, disabled, label]);

  // Disabled: no cursor.
  useEffect(() => {
    if (disabled) clear();
  }, [disabled, clear]);

  const shownPoint = disabled ? null : point;
  const ariaLabel = shownPoint ? `${label}, cursor at ${formatPoint(shownPoint)}` : label;
  const props = useMemo(() => ({ ...surfaceProps, 'aria-label': ariaLabel }), [surfaceProps, ariaLabel]);
  return { point: shownPoint, snap: disabled ? NO_SNAP : snapState, surfaceProps: props };
}
