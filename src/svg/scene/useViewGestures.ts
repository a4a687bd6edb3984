'use client';
import { useGesture } from '@use-gesture/react';
import { memo, useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Vec2 } from '../../geometry/index';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { SceneNumbers } from './number';
import type { SceneView } from './sceneView';

/** What {@link useViewGestures} pans and zooms. */
export interface ViewGestureOptions {
  readonly svgRef: RefObject<SVGSVGElement | null>;
  /** Whether the Scene pans and zooms at all. */
  readonly pannable: boolean;
  readonly view: SceneView;
  readonly setView: (view: SceneView) => void;
  /** The view `0` goes back to. */
  readonly resetTo: SceneView;
  readonly minZoom: number;
  readonly maxZoom: number;
  readonly yUp: boolean;
  readonly numbers: SceneNumbers;
  /** The visible area's size, scene units: an arrow key pans a tenth of it. */
  readonly width: number;
  readonly height: number;
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
}

/**
 * A Scene's pan and zoom by pointer, wheel and keyboard: drag the background
 * to pan, pinch or Ctrl/⌘ + wheel to zoom about the pointer (one notch,
 * deltaY ±100, zooms by e^∓0.2), and on the focused figure the arrow keys
 * (a tenth of the view), `+`/`-` (×1.25) and `0` (back to `resetTo`). Zooms stay
 * within `minZoom`…`maxZoom`. The gestures are bound to the `<svg>` while
 * `pannable` by {@link ViewPointerGestures}; returns the `onKeyDown` to put on
 * the `<svg>` and the props of that component, which the Scene renders.
 *
 * @internal
 */
export function useViewGestures(options: ViewGestureOptions): ViewGestures {
  const { pannable, view, setView, resetTo, yUp, width, height } = options;
  // The gestures read the committed view and settings (they run between renders).
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const zoomAbout = useCallback((anchor: Vec2, zoom: number, from: SceneView) => {
    const { minZoom: lo, maxZoom: hi } = latest.current;
    const next = Math.min(hi, Math.max(lo, zoom));
    if (!Number.isFinite(next) || next === from.zoom) return;
    const k = from.zoom / next;
    latest.current.setView({
      center: { x: anchor.x + (from.center.x - anchor.x) * k, y: anchor.y + (from.center.y - anchor.y) * k },
      zoom: next,
    });
  }, []);
  const { svgRef, clientToScene } = options;
  const pointer = { svgRef, pannable, clientToScene, latest, zoomAbout };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!pannable || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const now = view;
    const panX = width / 10;
    const panY = (yUp ? -height : height) / 10;
    const moves: Record<string, Vec2> = {
      ArrowLeft: { x: -panX, y: 0 },
      ArrowRight: { x: panX, y: 0 },
      ArrowUp: { x: 0, y: -panY },
      ArrowDown: { x: 0, y: panY },
    };
    const move = moves[event.key];
    if (move) setView({ center: { x: now.center.x + move.x, y: now.center.y + move.y }, zoom: now.zoom });
    else if (event.key === '+' || event.key === '=') zoomAbout(now.center, now.zoom * 1.25, now);
    else if (event.key === '-' || event.key === '_') zoomAbout(now.center, now.zoom / 1.25, now);
    else if (event.key === '0') setView(resetTo);
    else return;
    event.preventDefault();
  };
  return { onKeyDown, pointer };
}

/** What {@link useViewGestures} returns. @internal */
export interface ViewGestures {
  /** The keyboard pan and zoom, for the `<svg>`. */
  readonly onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
  /** The props of {@link ViewPointerGestures}; each stays the same object while the view's written units do. */
  readonly pointer: ViewPointerGesturesProps;
}

/** Props of {@link ViewPointerGestures}. @internal */
export interface ViewPointerGesturesProps {
  readonly svgRef: RefObject<SVGSVGElement | null>;
  readonly pannable: boolean;
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
  /** The committed view and settings, read when a gesture runs. */
  readonly latest: RefObject<ViewGestureOptions>;
  readonly zoomAbout: (anchor: Vec2, zoom: number, from: SceneView) => void;
}

/**
 * Drag to pan, pinch and Ctrl/⌘ + wheel to zoom, bound to the `<svg>` with
 * @use-gesture; draws nothing. A component of its own, memoised, so that a
 * Scene re-rendered by its parent on every pointer move (the Quick start's
 * pattern, copied for many shapes) does not parse @use-gesture's settings and
 * bind its listeners again each time: its props change only with the view's
 * written units and `pannable`.
 *
 * @internal
 */
export const ViewPointerGestures = memo(function ViewPointerGestures({ svgRef, pannable, clientToScene, latest, zoomAbout }: ViewPointerGesturesProps) {
  useGesture(
    {
      onDrag: ({ first, xy: [cx, cy], initial: [ix, iy], event, cancel, memo, pinching }) => {
        // a second finger makes it a pinch: the pan stops, or the two would fight over the view
        if (pinching) {
          cancel();
          return memo;
        }
        if (first) {
          const target = event.target as Element | null;
          // a handle, shape body or marker drags itself, not the view
          if (target?.closest('[tabindex]') !== svgRef.current) return cancel();
          const ctm = svgRef.current?.getScreenCTM?.();
          // the CTM maps written units (scene units × numbers.scale) to CSS px
          const scale = ctm ? 1 / (Math.hypot(ctm.a, ctm.b) * latest.current.numbers.scale) : 1;
          return { center: latest.current.view.center, zoom: latest.current.view.zoom, scale };
        }
        const start = memo as (SceneView & { scale: number }) | undefined;
        if (!start) return memo;
        const dy = (cy - iy) * start.scale;
        const cx2 = start.center.x - (cx - ix) * start.scale;
        const cy2 = start.center.y + (latest.current.yUp ? dy : -dy);
        if (Number.isFinite(cx2) && Number.isFinite(cy2)) latest.current.setView({ center: { x: cx2, y: cy2 }, zoom: start.zoom });
        return memo;
      },
      onPinch: ({ first, movement: [scale], origin: [ox, oy], memo }) => {
        const start = (first ? latest.current.view : memo) as SceneView;
        zoomAbout(clientToScene(ox, oy), start.zoom * scale, latest.current.view);
        return start;
      },
      onWheel: ({ event, delta: [, dy] }) => {
        if (!event.ctrlKey && !event.metaKey) return; // plain wheel scrolls the page
        event.preventDefault();
        const from = latest.current.view;
        zoomAbout(clientToScene(event.clientX, event.clientY), from.zoom * Math.exp(-dy * 0.002), from);
      },
    },
    {
      target: svgRef,
      enabled: pannable,
      eventOptions: { passive: false },
      drag: { pointer: { keys: false, capture: true }, filterTaps: true },
      // Ctrl/⌘ + wheel (and a trackpad pinch, which arrives as one) is onWheel's alone: one zoom per notch
      pinch: { scaleBounds: { min: 0.01, max: 100 }, pinchOnWheel: false },
    },
  );
  return null;
});
