'use client';
import { useGesture } from '@use-gesture/react';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type SVGProps,
} from 'react';
import type { Rect, Vec2 } from '../geometry/index';
import { assertNonNegative, assertPositive, assertRect, assertVec2 } from '../geometry/validate';
import { useControllableState } from '../hooks/useControllableState';
import { clientToElement } from '../hooks/useDraggablePoint';
import { n } from './number';
import { classNames, theme } from './theme';

/** A pan and zoom of a {@link Scene}: the scene point at the middle of the figure, and the magnification (1 = the `viewBox`). */
export interface SceneView {
  readonly center: Vec2;
  readonly zoom: number;
}

/** What a {@link Scene} tells the components inside it. */
export interface SceneContextValue {
  /** The visible area, scene units, after pan and zoom; `(x, y)` is its least corner. */
  readonly viewBox: Rect;
  /** True when the y axis points up (`<Scene yUp>`). */
  readonly yUp: boolean;
  /** The scene point at the figure's top-left corner on screen. */
  readonly topLeft: Vec2;
  /**
   * One nominal pixel in scene units: `max(width, height) / 400` of the visible
   * area, so markers and labels keep a sensible size at every zoom.
   */
  readonly unit: number;
  /**
   * One CSS pixel of the rendered figure in scene units, measured from the
   * `<svg>`'s screen transform after layout (and on resize, pan and zoom);
   * `unit` until measured (server rendering, jsdom).
   */
  readonly pixel: number;
  /**
   * Client (CSS pixel) coordinates → scene coordinates through the `<svg>`'s
   * current `getScreenCTM()`, so CSS scaling, zoom and scrolling are accounted
   * for. Identity (y flipped with `yUp`) before mount or where there is no CTM.
   */
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
  /** Says `message` politely to assistive technology (the Scene's `aria-live` region). */
  readonly announce: (message: string) => void;
}

const SceneContext = createContext<SceneContextValue | null>(null);

/** The nearest {@link Scene}'s context, or `null` outside one. */
export function useScene(): SceneContextValue | null {
  return useContext(SceneContext);
}

/** The nearest Scene's context; throws an Error naming `component` outside one. @internal */
export function useRequiredScene(component: string): SceneContextValue {
  const scene = useContext(SceneContext);
  if (!scene) throw new Error(`${component} must be rendered inside a <Scene>`);
  return scene;
}

/** One nominal pixel in scene units: the nearest Scene's `unit`, 1 outside a Scene. @internal */
export function useSceneUnit(): number {
  return useContext(SceneContext)?.unit ?? 1;
}

/**
 * `pixels` screen pixels in scene units at the Scene's current zoom: use it for
 * a hit tolerance that feels the same at every zoom
 * (`segmentCircleHit(s, c, useScenePixels(8))`). Outside a Scene, 1 unit per pixel.
 *
 * @throws RangeError for a negative or non-finite `pixels`.
 */
export function useScenePixels(pixels: number): number {
  assertNonNegative(pixels, 'pixels');
  return pixels * (useContext(SceneContext)?.pixel ?? 1);
}

/** Props of {@link Scene}: any `<svg>` prop, plus these. */
export interface SceneProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'ref'> {
  /** The area shown at zoom 1, in scene units, `(x, y)` = its least corner (top-left with y down). */
  readonly viewBox: Rect;
  /** Grid spacing in scene units; `false`, `0` or omitted for no grid. */
  readonly grid?: number | false;
  /** Accessible name of the figure. */
  readonly title: string;
  /**
   * Maths-style axes: y points up. Geometry is unchanged (still plain numbers);
   * the figure is drawn flipped, labels stay upright, ArrowUp on a handle increases y.
   */
  readonly yUp?: boolean;
  /** The pan and zoom, when controlled; pair it with `onViewChange`. */
  readonly view?: SceneView;
  /** The starting pan and zoom, when uncontrolled. Giving it (or `onViewChange`) makes the Scene pannable. */
  readonly defaultView?: SceneView;
  /**
   * Called with the new view when the user pans (drag the background, arrow
   * keys on the focused figure) or zooms (pinch, Ctrl/⌘ + wheel, `+`/`-`; `0`
   * resets). Giving it makes the Scene pannable.
   */
  readonly onViewChange?: (view: SceneView) => void;
  /** Zoom limits (defaults 0.1 and 50). */
  readonly minZoom?: number;
  readonly maxZoom?: number;
  readonly children?: ReactNode;
}

const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

function assertView(view: SceneView, name: string): void {
  if (typeof view !== 'object' || view === null) throw new TypeError(`${name} must be a view { center, zoom }, got ${String(view)}`);
  assertVec2(view.center, `${name}.center`);
  assertPositive(view.zoom, `${name}.zoom`);
}

/**
 * The `<svg>` that holds a hitkit figure: its viewBox (scene units, y down, or
 * y up with `yUp`), an optional grid, an optional pan and zoom, the
 * screen→scene transform and an `aria-live` region the components inside use
 * (see {@link useScene}). Fills the width of its container and keeps its aspect
 * ratio unless `width`/`height`/`style` say otherwise. Server-renderable.
 *
 * Pan and zoom are on when `defaultView` (uncontrolled) or `onViewChange`
 * (controlled with `view`) is given: drag the background, pinch or Ctrl/⌘ +
 * wheel, or focus the figure and use the arrow keys, `+`, `-` and `0`. A
 * pannable Scene sets `touch-action: none` on itself (it claims touch drags,
 * as a map does); otherwise only the handles do, and touch scrolling the page
 * over a figure works.
 *
 * @throws TypeError / RangeError for a bad `viewBox` (`viewBox.width must be a
 *   finite number >= 0, got -1`), `grid`, `view`, `defaultView` or zoom limit.
 */
export function Scene(props: SceneProps) {
  const {
    viewBox,
    grid,
    title,
    yUp = false,
    view: viewProp,
    defaultView,
    onViewChange,
    minZoom = 0.1,
    maxZoom = 50,
    className,
    style,
    children,
    ...rest
  } = props;
  assertRect(viewBox, 'viewBox');
  // grid: a step >= 0; 0, like false, means no grid
  if (grid !== undefined && grid !== false) assertNonNegative(grid, 'grid');
  if (viewProp !== undefined) assertView(viewProp, 'view');
  if (defaultView !== undefined) assertView(defaultView, 'defaultView');
  assertPositive(minZoom, 'minZoom');
  assertPositive(maxZoom, 'maxZoom');
  if (maxZoom < minZoom) throw new RangeError(`maxZoom must be >= minZoom (${minZoom}), got ${maxZoom}`);

  const pannable = defaultView !== undefined || onViewChange !== undefined;
  const [viewValue, setView] = useControllableState(viewProp, defaultView, onViewChange);
  const home: SceneView = { center: { x: viewBox.x + viewBox.width / 2, y: viewBox.y + viewBox.height / 2 }, zoom: 1 };
  const view = viewValue ?? home;
  const visible: Rect = {
    x: view.center.x - viewBox.width / view.zoom / 2,
    y: view.center.y - viewBox.height / view.zoom / 2,
    width: viewBox.width / view.zoom,
    height: viewBox.height / view.zoom,
  };
  const { x, y, width, height } = visible;
  const unit = Math.max(width, height, 1e-9) / 400;

  const svgRef = useRef<SVGSVGElement>(null);
  const clientToScene = useCallback(
    (clientX: number, clientY: number): Vec2 => {
      const svg = svgRef.current;
      const p = svg ? clientToElement(clientX, clientY, svg) : { x: clientX, y: clientY };
      return yUp ? { x: p.x, y: -p.y } : p;
    },
    [yUp],
  );

  // One CSS pixel in scene units, measured after layout and on resize.
  const [pixel, setPixel] = useState<number | null>(null);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof svg.getScreenCTM !== 'function') return undefined;
    const measure = () => {
      const ctm = svg.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 0;
      setPixel(scale > 0 && Number.isFinite(scale) ? 1 / scale : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [x, y, width, height]);

  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);

  const context = useMemo<SceneContextValue>(
    () => ({
      viewBox: { x, y, width, height },
      yUp,
      topLeft: { x, y: yUp ? y + height : y },
      unit,
      pixel: pixel ?? unit,
      clientToScene,
      announce,
    }),
    [x, y, width, height, yUp, unit, pixel, clientToScene, announce],
  );

  // Pan and zoom: the gestures read the latest view through a ref.
  const latest = useRef({ view, setView, minZoom, maxZoom, yUp });
  latest.current = { view, setView, minZoom, maxZoom, yUp };
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

  useGesture(
    {
      onDrag: ({ first, xy: [cx, cy], initial: [ix, iy], event, cancel, memo }) => {
        if (first) {
          const target = event.target as Element | null;
          // a handle, shape body or marker drags itself, not the view
          if (target?.closest('[tabindex]') !== svgRef.current) return cancel();
          const ctm = svgRef.current?.getScreenCTM?.();
          const scale = ctm ? 1 / Math.hypot(ctm.a, ctm.b) : 1;
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
      pinch: { scaleBounds: { min: 0.01, max: 100 } },
    },
  );

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!pannable || event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const now = latest.current.view;
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
    else if (event.key === '0') setView(defaultView ?? home);
    else return;
    event.preventDefault();
  };

  const content = (
    <>
      {grid ? <Grid viewBox={visible} step={grid} /> : null}
      <SceneContext.Provider value={context}>{children}</SceneContext.Provider>
    </>
  );
  return (
    <>
      <svg
        ref={svgRef}
        viewBox={`${n(x)} ${n(yUp ? -(y + height) : y)} ${n(width)} ${n(height)}`}
        role="group"
        aria-label={title}
        aria-roledescription={pannable ? 'pannable figure' : undefined}
        aria-description={pannable ? 'Drag or arrow keys to pan; pinch, Ctrl + wheel, + and - to zoom; 0 to reset' : undefined}
        tabIndex={pannable ? 0 : undefined}
        onKeyDown={pannable ? onKeyDown : undefined}
        className={classNames('hitkit-scene', className)}
        data-zoom={pannable ? n(view.zoom) : undefined}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          background: theme.background,
          ...(pannable ? { touchAction: 'none', cursor: 'move' } : null),
          ...style,
        }}
        {...rest}
      >
        {yUp ? <g transform="scale(1 -1)">{content}</g> : content}
      </svg>
      <div aria-live="polite" className="hitkit-live" style={VISUALLY_HIDDEN}>
        {message}
      </div>
    </>
  );
}

/** Most grid lines drawn per axis; a finer grid is coarsened by doubling the step. */
const MAX_GRID_LINES = 200;

/**
 * The grid as one `<path>` of lines at multiples of `step` (so the lines pass
 * through the origin), deterministic markup with no ids.
 */
function Grid({ viewBox, step }: { viewBox: Rect; step: number }) {
  const { x, y, width, height } = viewBox;
  let spacing = step;
  while (Math.max(width, height) / spacing > MAX_GRID_LINES) spacing *= 2;
  const parts: string[] = [];
  for (let k = Math.ceil(x / spacing); k * spacing <= x + width; k++) {
    parts.push(`M${n(k * spacing)} ${n(y)}V${n(y + height)}`);
  }
  for (let k = Math.ceil(y / spacing); k * spacing <= y + height; k++) {
    parts.push(`M${n(x)} ${n(k * spacing)}H${n(x + width)}`);
  }
  return (
    <path
      className="hitkit-grid"
      aria-hidden="true"
      d={parts.join('')}
      fill="none"
      vectorEffect="non-scaling-stroke"
      style={{ stroke: theme.grid, strokeWidth: 1 }}
    />
  );
}
