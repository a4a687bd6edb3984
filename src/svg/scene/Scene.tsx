'use client';
import { useGesture } from '@use-gesture/react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type SVGProps,
} from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { Rect, Vec2 } from '../../geometry/index';
import { assertNonNegative, assertPositive, assertRect, assertVec2 } from '../../geometry/shapes/validate';
import { useControllableState } from '../../hooks/state/useControllableState';
import { GrabRouterContext, isPointerDragActive } from '../../hooks/drag/dragSession';
import { clientToElement } from '../../hooks/drag/useDraggablePoint';
import { createGrabRouter } from '../handles/grabRouter';
import { createHandleSpots, HandleSpotsContext } from '../handles/handleSpots';
import { LabelBoard } from '../labels/labelBoard';
import { unionOf } from '../labels/contentBounds';
import { LabelBoardContext, StatusRoomContext } from '../labels/labelLayer';
import {
  createSceneNumbers,
  DEFAULT_SCENE_NUMBERS,
  formatExactNumber,
  formatPlainSvgNumber,
  formatSvgNumber,
  sceneDecimals,
  sceneOrigin,
  sceneScale,
  type SceneNumbers,
} from './number';
import { classNames, theme } from '../style/theme';

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
   * The local origin, scene units: every component writes its coordinates as
   * `value − origin` (the viewBox too), so that the browser, which composes
   * SVG in single precision, draws them exactly far from 0. `(0, 0)` while
   * the visible area lies within 2^14 nominal pixels of 0; otherwise the
   * view's centre rounded to a multiple of a power of two about the view's
   * size (see `sceneOrigin`). The `<svg>` then carries `data-origin="ox oy"`
   * (exact, scene units).
   */
  readonly origin: Vec2;
  /**
   * How to write numbers into this Scene's SVG: `numbers.x(v)` and
   * `numbers.y(v)` for scene coordinates (relative to `origin`),
   * `numbers.len(v)` for lengths, all times `numbers.scale` (1 unless the view
   * is narrower than 1e-2 or wider than 1e5 units; the `<svg>` then carries
   * `data-scale`) and with `numbers.decimals` decimals (a twentieth of a
   * nominal pixel or finer, at least 3). Also from {@link useSceneNumbers}.
   */
  readonly numbers: SceneNumbers;
  /**
   * Client (CSS pixel) coordinates → scene coordinates through the `<svg>`'s
   * current `getScreenCTM()`, so CSS scaling, zoom and scrolling are accounted
   * for; the written units are turned back into scene units (`/ numbers.scale`,
   * `+ origin`). Before mount or where there is no CTM (jsdom), the client
   * point is taken as the svg's own written coordinates:
   * `(clientX / scale + origin.x, ±clientY / scale + origin.y)`, y flipped with `yUp`.
   */
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
  /**
   * Scene coordinates → client (CSS pixel) coordinates through the `<svg>`'s
   * current `getScreenCTM()`: the inverse of `clientToScene` (the point is
   * written as the components write it, `(p − origin) × scale` with y flipped
   * under `yUp`, then the CTM is applied). Before mount or where there is no
   * CTM: that written point itself. A non-finite point gives non-finite
   * coordinates (nothing is thrown).
   */
  readonly sceneToClient: (p: Vec2) => { x: number; y: number };
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

/**
 * How to write numbers into the nearest Scene's SVG (the Scene context's
 * `numbers`): `x(v)` / `y(v)` write a scene coordinate relative to the
 * Scene's local origin, `len(v)` a length (scene units in, y down), all times
 * the Scene's `scale` and rounded to `decimals` decimals. Use it for any SVG
 * you draw yourself inside a Scene. Outside a Scene: origin `(0, 0)`, scale 1
 * and 3 decimals. The `x`/`y`/`len` functions throw a RangeError for NaN or
 * ±Infinity.
 */
export function useSceneNumbers(): SceneNumbers {
  return useContext(SceneContext)?.numbers ?? DEFAULT_SCENE_NUMBERS;
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
  /**
   * Fit the view to what is drawn: the area shown at zoom 1 becomes `viewBox`
   * grown to take in every shape, handle and marker (not infinite lines or
   * rays) with `padding` nominal pixels around them (default 24), and below a
   * `<SceneStatus>` line when there is one, so nothing is cut by the frame
   * edge or hidden under the status, also after the shapes move. It grows the view,
   * never shrinks it below `viewBox`, and never past four times `viewBox`'s
   * size on each side. During a pointer drag it only grows (the view does not
   * jump under the pointer).
   * @defaultValue false
   */
  readonly fit?: boolean | { readonly padding?: number };
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
  /**
   * The smallest zoom.
   * @defaultValue 0.1
   */
  readonly minZoom?: number;
  /**
   * The largest zoom.
   * @defaultValue 50
   */
  readonly maxZoom?: number;
  /**
   * What a finger on the figure's background does, as the CSS `touch-action`
   * of the `<svg>` (handles and shape bodies always take their own touches,
   * pannable or not, and never scroll the page). Default: `'none'` in a
   * pannable Scene (the finger pans the view, as on a map) and `'auto'`
   * otherwise (the finger scrolls the page, as a figure inside an article
   * should); `'none'` keeps the page still, `'pan-y'` lets it scroll vertically only.
   * @defaultValue 'none' when pannable, else 'auto'
   */
  readonly touchAction?: CSSProperties['touchAction'];
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
 * Draws exactly for views 1e-6 to 1e9 units wide and at offsets up to 1e12,
 * wherever double precision can still resolve the view (a CSS pixel spans at
 * least 1e-12 × the offset): coordinates are written relative to a local
 * origin near the view (`data-origin` on the `<svg>` when it is not 0), in
 * units that keep the view 1e-2 to 1e5 units wide (`data-scale` when they are
 * not scene units) and with the decimals the zoom needs. Figures near 0 and
 * 4 to 1e5 units wide are written exactly as before: scene units, 3 decimals.
 *
 * Pan and zoom are on when `defaultView` (uncontrolled) or `onViewChange`
 * (controlled with `view`) is given: drag the background, pinch or Ctrl/⌘ +
 * wheel, or focus the figure and use the arrow keys, `+`, `-` and `0`. A
 * pannable Scene sets `touch-action: none` on itself (it claims touch drags,
 * as a map does); otherwise a finger on the background scrolls the page
 * (`touchAction` chooses). One Ctrl/⌘ + wheel notch (deltaY ±100) zooms by
 * e^∓0.2 (×0.819 or ×1.221) about the pointer; a trackpad pinch arrives as
 * Ctrl + wheel with small deltas and zooms smoothly. A two-finger pinch on the
 * background zooms about the fingers' centre.
 *
 * Pointers: a press on a handle or shape body belongs to it alone (it never
 * pans or pinches the view), and every pointer drives its own handle, so two
 * fingers drag two handles. Where handles' invisible touch targets (at least
 * 24 CSS px across) overlap, the handle whose visible dot is under the
 * pointer wins, else the nearest centre.
 *
 * @throws TypeError / RangeError for a bad `viewBox` (`viewBox.width must be a
 *   finite number >= 0, got -1`), `grid`, `view`, `defaultView` or zoom limit.
 */
export function Scene(props: SceneProps) {
  const {
    viewBox,
    fit = false,
    grid,
    title,
    yUp = false,
    view: viewProp,
    defaultView,
    onViewChange,
    minZoom = 0.1,
    maxZoom = 50,
    touchAction,
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

  const padding = typeof fit === 'object' && fit !== null ? (fit.padding ?? FIT_PADDING) : FIT_PADDING;
  if (typeof fit === 'object' && fit !== null) assertNonNegative(padding, 'fit.padding');

  // Everything drawn registers with the label board, which also tells `fit` its bounds.
  const [labels] = useState(() => new LabelBoard());
  const [drawn, setDrawn] = useState<Rect | null>(null);
  // the room a status line takes at the top, nominal px (SceneStatus says)
  const [statusRoom, setStatusRoom] = useState(0);
  const fitting = Boolean(fit);
  useIsomorphicLayoutEffect(() => (fitting ? labels.watchContent(setDrawn) : undefined), [labels, fitting]);
  const lastFit = useRef<Rect | null>(null);
  let frame = viewBox;
  if (fit && drawn) {
    frame = fitView(viewBox, drawn, padding, statusRoom, yUp);
    const was = lastFit.current;
    if (was && isPointerDragActive()) frame = unionOf(frame, was);
  }
  const sameFrame = lastFit.current !== null && lastFit.current.x === frame.x && lastFit.current.y === frame.y && lastFit.current.width === frame.width && lastFit.current.height === frame.height;
  if (!sameFrame) lastFit.current = frame;

  const pannable = defaultView !== undefined || onViewChange !== undefined;
  const [viewValue, setView] = useControllableState(viewProp, defaultView, onViewChange);
  const home: SceneView = { center: { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 }, zoom: 1 };
  const view = viewValue ?? home;
  const visible: Rect = {
    x: view.center.x - frame.width / view.zoom / 2,
    y: view.center.y - frame.height / view.zoom / 2,
    width: frame.width / view.zoom,
    height: frame.height / view.zoom,
  };
  const { x, y, width, height } = visible;
  const unit = Math.max(width, height, 1e-9) / 400;
  // Numbers are written relative to a local origin near the view, in units
  // that keep the view 1e-2 to 1e5 units wide, with the decimals the view's
  // scale needs: browsers compose SVG in single precision (see ./number).
  const scale = sceneScale(Math.max(width, height));
  const { x: ox, y: oy } = sceneOrigin(visible, unit);
  const decimals = sceneDecimals(unit * scale);
  const numbers = useMemo(() => createSceneNumbers({ x: ox, y: oy }, decimals, scale), [ox, oy, decimals, scale]);

  const svgRef = useRef<SVGSVGElement>(null);
  const clientToScene = useCallback(
    (clientX: number, clientY: number): Vec2 => {
      const svg = svgRef.current;
      const p = svg ? clientToElement(clientX, clientY, svg) : { x: clientX, y: clientY };
      return { x: p.x / scale + ox, y: (yUp ? -p.y : p.y) / scale + oy };
    },
    [yUp, ox, oy, scale],
  );
  const sceneToClient = useCallback(
    (p: Vec2): { x: number; y: number } => {
      const rx = (p.x - ox) * scale;
      const ry = (yUp ? -(p.y - oy) : p.y - oy) * scale;
      const svg = svgRef.current;
      const ctm = svg && typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
      if (!ctm) return { x: rx, y: ry };
      return { x: ctm.a * rx + ctm.c * ry + ctm.e, y: ctm.b * rx + ctm.d * ry + ctm.f };
    },
    [yUp, ox, oy, scale],
  );

  // One CSS pixel in scene units, measured after layout and on resize.
  const [pixel, setPixel] = useState<number | null>(null);
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

  // The live region is written directly, not through React state: an
  // announcement follows every key press of a held arrow key, and a state
  // update from the effect that announces it would leave an update pending
  // after each key's synchronous commit; React counts those as nested updates
  // and throws "Maximum update depth exceeded" after 50 keys in a row.
  const liveRef = useRef<HTMLDivElement>(null);
  const announce = useCallback((next: string) => {
    const region = liveRef.current;
    if (region && region.textContent !== next) region.textContent = next;
  }, []);

  const context = useMemo<SceneContextValue>(
    () => ({
      viewBox: { x, y, width, height },
      yUp,
      topLeft: { x, y: yUp ? y + height : y },
      unit,
      pixel: pixel ?? unit,
      origin: numbers.origin,
      numbers,
      clientToScene,
      sceneToClient,
      announce,
    }),
    [x, y, width, height, yUp, unit, pixel, numbers, clientToScene, sceneToClient, announce],
  );

  // A press on overlapping handle targets goes to the dot under it, else the nearest.
  const router = useMemo(() => createGrabRouter(() => svgRef.current), []);
  // Where the handles are: a marker drawn over one makes way for it.
  const [handleSpots] = useState(createHandleSpots);

  // Labels keep inside the visible area, clear of handles, strokes and each other.
  useIsomorphicLayoutEffect(() => labels.setFrame({ x, y, width, height }, yUp), [labels, x, y, width, height, yUp]);

  // Pan and zoom: the gestures read the latest view through a ref.
  const latest = useRef({ view, setView, minZoom, maxZoom, yUp, numbers });
  latest.current = { view, setView, minZoom, maxZoom, yUp, numbers };
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
      {grid ? <Grid viewBox={visible} step={grid} numbers={numbers} /> : null}
      <SceneContext.Provider value={context}>
        <GrabRouterContext.Provider value={router}>
          <LabelBoardContext.Provider value={labels}>
            <StatusRoomContext.Provider value={setStatusRoom}>
              <HandleSpotsContext.Provider value={handleSpots}>{children}</HandleSpotsContext.Provider>
            </StatusRoomContext.Provider>
          </LabelBoardContext.Provider>
        </GrabRouterContext.Provider>
      </SceneContext.Provider>
    </>
  );
  return (
    <>
      <svg
        ref={svgRef}
        viewBox={viewBoxAttribute(visible, yUp, numbers)}
        data-origin={ox === 0 && oy === 0 ? undefined : `${formatExactNumber(ox)} ${formatExactNumber(oy)}`}
        data-scale={scale === 1 ? undefined : formatExactNumber(scale)}
        role="group"
        aria-label={title}
        aria-roledescription={pannable ? 'pannable figure' : undefined}
        aria-description={pannable ? 'Drag or arrow keys to pan; pinch, Ctrl + wheel, + and - to zoom; 0 to reset' : undefined}
        tabIndex={pannable ? 0 : undefined}
        onKeyDown={pannable ? onKeyDown : undefined}
        className={classNames('hitkit-scene', className)}
        data-zoom={pannable ? formatPlainSvgNumber(view.zoom) : undefined}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          background: theme.background,
          touchAction: touchAction ?? (pannable ? 'none' : undefined),
          ...(pannable ? { cursor: 'move' } : null),
          ...style,
        }}
        {...rest}
      >
        {yUp ? <g transform="scale(1 -1)">{content}</g> : content}
      </svg>
      <div ref={liveRef} aria-live="polite" className="hitkit-live" style={VISUALLY_HIDDEN} />
    </>
  );
}

/** `fit`'s default padding around the content, nominal pixels. */
const FIT_PADDING = 24;

/**
 * `viewBox` grown to take in `content` with `padding` nominal pixels around it,
 * at most four times its size on each side. A nominal pixel is the fitted
 * view's (its larger side / 400), so the padding is solved for: a side F
 * holding a content side C with padding P on each end has F = C / (1 − 2P/400).
 * `top` more nominal pixels are kept free at the top of the screen (the status
 * line's room; the largest y under `yUp`).
 */
function fitView(viewBox: Rect, content: Rect, padding: number, top: number, yUp: boolean): Rect {
  const bare = unionOf(viewBox, content);
  const side = Math.max(bare.width, bare.height) / Math.max(1 - (2 * padding + top) / 400, 0.5);
  const pad = (padding * side) / 400;
  const room = (top * side) / 400;
  const grown = unionOf(viewBox, {
    x: content.x - pad,
    y: content.y - pad - (yUp ? 0 : room),
    width: content.width + 2 * pad,
    height: content.height + 2 * pad + room,
  });
  const limit = { x: viewBox.x - 4 * viewBox.width, y: viewBox.y - 4 * viewBox.height, width: 9 * viewBox.width, height: 9 * viewBox.height };
  const x = Math.max(grown.x, limit.x);
  const y = Math.max(grown.y, limit.y);
  return { x, y, width: Math.min(grown.x + grown.width, limit.x + limit.width) - x, height: Math.min(grown.y + grown.height, limit.y + limit.height) - y };
}

/** Most grid lines drawn per axis; a finer grid is coarsened by doubling the step. */
const MAX_GRID_LINES = 200;

/**
 * The `viewBox` attribute of the visible area: relative to the local origin,
 * with y negated under `yUp` (the content is flipped by `scale(1 -1)`). A
 * positive width or height is never written as 0, however thin the area.
 */
function viewBoxAttribute(visible: Rect, yUp: boolean, numbers: SceneNumbers): string {
  const { x, y, width, height } = visible;
  const { x: ox, y: oy } = numbers.origin;
  const top = yUp ? -(y + height - oy) : y - oy;
  return `${numbers.len(x - ox)} ${numbers.len(top)} ${positiveLength(width, numbers)} ${positiveLength(height, numbers)}`;
}

/** `numbers.len(value)`, with more decimals when a positive value would round to 0. */
function positiveLength(value: number, numbers: SceneNumbers): string {
  const text = numbers.len(value);
  const written = value * numbers.scale;
  if (text !== '0' || !(written > 0)) return text;
  // two significant digits, without an exponent
  return formatSvgNumber(written, Math.min(100, Math.ceil(-Math.log10(written)) + 1));
}

/**
 * The grid as one `<path>` of lines at multiples of `step` (so the lines pass
 * through the origin), deterministic markup with no ids, written relative to
 * the Scene's local origin.
 */
function Grid({ viewBox, step, numbers }: { viewBox: Rect; step: number; numbers: SceneNumbers }) {
  const { x, y, width, height } = viewBox;
  const { x: fx, y: fy } = numbers;
  let spacing = step;
  while (Math.max(width, height) / spacing > MAX_GRID_LINES) spacing *= 2;
  const parts: string[] = [];
  // (the line counts also stop a view so far out that k no longer counts up in double precision)
  for (let k = Math.ceil(x / spacing), lines = 0; k * spacing <= x + width && lines <= MAX_GRID_LINES; k++, lines++) {
    parts.push(`M${fx(k * spacing)} ${fy(y)}V${fy(y + height)}`);
  }
  for (let k = Math.ceil(y / spacing), lines = 0; k * spacing <= y + height && lines <= MAX_GRID_LINES; k++, lines++) {
    parts.push(`M${fx(x)} ${fy(k * spacing)}H${fx(x + width)}`);
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
