'use client';
import { useCallback, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { useControllableState } from '../../hooks/state/useControllableState';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { useFitFrame, type FitOptions } from './fitView';
import { createSceneNumbers, sceneDecimals, sceneOrigin, sceneScale, type SceneNumbers } from './number';
import { clientToSceneThrough, sceneToClientThrough } from './sceneCoordinates';
import type { SceneView } from './sceneView';
import { useViewGestures, type ViewPointerGesturesProps } from './useViewGestures';

/** What {@link useSceneView} needs: the Scene's `<svg>`, what fits its frame, and its view props (validated). */
export interface SceneViewOptions extends FitOptions {
  readonly svgRef: RefObject<SVGSVGElement | null>;
  readonly view: SceneView | undefined;
  readonly defaultView: SceneView | undefined;
  readonly onViewChange: ((view: SceneView) => void) | undefined;
  readonly minZoom: number;
  readonly maxZoom: number;
}

/** What a Scene shows and how it writes it: the result of {@link useSceneView}. */
export interface SceneViewState {
  /** The visible area after fit, pan and zoom, scene units. */
  readonly visible: Rect;
  /** One nominal pixel, scene units: the visible area's larger side / 400. */
  readonly unit: number;
  /** One CSS pixel in scene units as measured after layout, or null until measured (server, jsdom). */
  readonly measuredPixel: number | null;
  /** How the Scene and its components write numbers (local origin, scale, decimals). */
  readonly numbers: SceneNumbers;
  /** The pan and zoom now (zoom 1 about the frame's centre when none is given). */
  readonly view: SceneView;
  /** Whether the user can pan and zoom (`defaultView` or `onViewChange` given). */
  readonly pannable: boolean;
  /** The keyboard pan and zoom, for the `<svg>`. */
  readonly onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
  /** The props of the `<ViewPointerGestures>` the Scene renders (pointer pan, pinch and wheel zoom). */
  readonly pointerGestures: ViewPointerGesturesProps;
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
  readonly sceneToClient: (p: Vec2) => { x: number; y: number };
}

/**
 * A Scene's view: the frame (`viewBox`, grown by `fit`), the pan and zoom
 * (controlled or not, and the gestures and keys that change it), the visible
 * area they give, the numbers that write it (a local origin, a scale and the
 * decimals the view needs: browsers compose SVG in single precision, see
 * `SceneNumbers`), the CSS pixel measured on resize, and the conversions
 * between client and scene coordinates through the `<svg>`'s screen CTM.
 *
 * @internal
 */
export function useSceneView(options: SceneViewOptions): SceneViewState {
  const { svgRef, yUp, defaultView, onViewChange } = options;
  const frame = useFitFrame(options);
  const pannable = defaultView !== undefined || onViewChange !== undefined;
  const [viewValue, setView] = useControllableState(options.view, defaultView, onViewChange);
  const home: SceneView = { center: { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }, zoom: 1 };
  const view = viewValue ?? home;
  const visible: Rect = {
    x: view.center.x - frame.width / view.zoom / 2,
    y: view.center.y - frame.height / view.zoom / 2,
    width: frame.width / view.zoom,
    height: frame.height / view.zoom,
  };
  const { width, height } = visible;
  const unit = Math.max(width, height, 1e-9) / 400;
  const scale = sceneScale(Math.max(width, height));
  const { x: ox, y: oy } = sceneOrigin(visible, unit);
  const decimals = sceneDecimals(unit * scale);
  const numbers = useMemo(() => createSceneNumbers({ x: ox, y: oy }, decimals, scale), [ox, oy, decimals, scale]);
  const clientToScene = useCallback(
    (clientX: number, clientY: number): Vec2 => clientToSceneThrough(svgRef.current, { origin: { x: ox, y: oy }, scale, yUp }, clientX, clientY),
    [svgRef, yUp, ox, oy, scale],
  );
  const sceneToClient = useCallback(
    (p: Vec2): { x: number; y: number } => sceneToClientThrough(svgRef.current, { origin: { x: ox, y: oy }, scale, yUp }, p),
    [svgRef, yUp, ox, oy, scale],
  );
  const measuredPixel = useMeasuredPixel(svgRef, visible, scale);
  const gestures = useViewGestures({ ...options, pannable, view, setView, resetTo: defaultView ?? home, numbers, width, height, clientToScene });
  const { onKeyDown, pointer: pointerGestures } = gestures;
  return { visible, unit, measuredPixel, numbers, view, pannable, onKeyDown, pointerGestures, clientToScene, sceneToClient };
}

/**
 * One CSS pixel of the rendered `<svg>` in scene units, measured from its
 * screen CTM after layout, again on resize and whenever the visible area or
 * the scale changes; null until measured and where there is no CTM (server
 * rendering, jsdom).
 */
function useMeasuredPixel(svgRef: RefObject<SVGSVGElement | null>, visible: Rect, scale: number): number | null {
  const [pixel, setPixel] = useState<number | null>(null);
  const { x, y, width, height } = visible;
  useIsomorphicLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof svg.getScreenCTM !== 'function') return undefined;
    const measure = () => {
      const ctm = svg.getScreenCTM();
      // CSS px per written unit; a scene unit is `scale` written units
      const perUnit = ctm ? Math.hypot(ctm.a, ctm.b) * scale : 0;
      setPixel(perUnit > 0 && Number.isFinite(perUnit) ? 1 / perUnit : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [x, y, width, height, scale]);
  return pixel;
}
