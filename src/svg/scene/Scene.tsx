'use client';
import { useMemo, useRef, useState, type CSSProperties, type ReactNode, type SVGProps } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { assertNonNegative, assertPositive, assertRect } from '../../geometry/shapes/validate';
import { GrabRouterContext } from '../../hooks/gesture/grabRouting';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { createGrabRouter } from '../handles/grabRouter';
import { createHandleSpots, HandleSpotsContext } from '../handles/handleSpots';
import { LabelBoard } from '../labels/labelBoard';
import { LabelBoardContext, ObstacleBoardContext, StatusRoomContext, useWantedObstacles } from '../labels/labelLayer';
import { classNames, theme } from '../style/theme';
import { LiveRegion, useAnnouncer } from './announcer';
import { FIT_PADDING } from './fitView';
import { Grid } from './Grid';
import { formatExactNumber, formatPlainSvgNumber, formatSvgNumber, type SceneNumbers } from './number';
import { SceneContext, type SceneContextValue } from './sceneContext';
import { SCENE_CLASS } from './sceneCoordinates';
import { assertView, type SceneView } from './sceneView';
import { useSceneView } from './useSceneView';
import { ViewPointerGestures } from './useViewGestures';

/** Props of {@link Scene}: any `<svg>` prop, plus these. */
export interface SceneProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'ref'> {
  /** The area shown at zoom 1, in scene units, `(x, y)` = its least corner (top-left with y down). */
  readonly viewBox: Rect;
  /**
   * Fit the view to what is drawn: the area shown at zoom 1 becomes `viewBox`
   * grown to take in every shape, handle and marker (not infinite lines or
   * rays) with `padding` nominal pixels around them (default 24; a nominal
   * pixel is 1/400 of the view's larger side, so the padding is a share of
   * the figure, not a CSS size), and below a
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
 * pointer wins, else the nearest centre; a visible dot also wins over a
 * shape's or a robot's body drawn over it.
 *
 * Text: the figure sets `user-select: none` (and `-webkit-user-select`), so
 * a drag across it (a rubber band, a drag from its background) never selects
 * its labels' text, as in a drawing app; `style={{ userSelect: 'text' }}`
 * makes them selectable again (both spellings). Inputs and text areas in a
 * `<foreignObject>` stay editable; an element with `contenteditable` there
 * needs its own `user-select: text` in WebKit.
 *
 * @throws TypeError / RangeError for a bad `viewBox` (`viewBox.width must be a
 *   finite number >= 0, got -1`), `grid`, `view`, `defaultView` or zoom limit.
 */
export function Scene(props: SceneProps) {
  const { viewBox, fit = false, grid, title, yUp = false, view: viewProp, defaultView, onViewChange, minZoom = 0.1, maxZoom = 50, ...svgProps } = props;
  const { touchAction, className, style, children, ...rest } = svgProps;
  const padding = assertSceneProps({ viewBox, fit, grid, view: viewProp, defaultView, minZoom, maxZoom });
  // Everything drawn registers with the label board, which also tells `fit` its bounds.
  const [labels] = useState(() => new LabelBoard());
  // ...once something reads obstacles (a label, `fit`): until then shapes register none
  const obstacles = useWantedObstacles(labels, Boolean(fit));
  // the room a status line takes at the top, nominal px (SceneStatus says)
  const [statusRoom, setStatusRoom] = useState(0);
  const svgRef = useRef<SVGSVGElement>(null);
  const viewProps = { view: viewProp, defaultView, onViewChange, minZoom, maxZoom };
  const shown = useSceneView({ svgRef, labels, viewBox, fit: Boolean(fit), padding, statusRoom, yUp, ...viewProps });
  const { visible, unit, measuredPixel: pixel, numbers, view, pannable, clientToScene, sceneToClient } = shown;
  const { x, y, width, height } = visible;
  const { announce, regionRef } = useAnnouncer();
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
  // A press on overlapping handle targets goes to the dot under it, else the nearest; a dot beats a body over it.
  // eslint-disable-next-line react-hooks/refs -- the router keeps the getter and calls it only when a press arrives, never during render
  const [router] = useState(() => createGrabRouter(() => svgRef.current));
  // Where the handles are: a marker drawn over one makes way for it.
  const [handleSpots] = useState(createHandleSpots);
  // Labels keep inside the visible area, clear of handles, strokes and each other.
  useIsomorphicLayoutEffect(() => labels.setFrame({ x, y, width, height }, yUp), [labels, x, y, width, height, yUp]);

  const content = (
    <>
      {grid ? <Grid viewBox={visible} step={grid} numbers={numbers} /> : null}
      <SceneContext.Provider value={context}>
        <GrabRouterContext.Provider value={router}>
          <LabelBoardContext.Provider value={labels}>
            <ObstacleBoardContext.Provider value={obstacles}>
              <StatusRoomContext.Provider value={setStatusRoom}>
                <HandleSpotsContext.Provider value={handleSpots}>{children}</HandleSpotsContext.Provider>
              </StatusRoomContext.Provider>
            </ObstacleBoardContext.Provider>
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
        data-origin={originAttribute(numbers.origin)}
        data-scale={numbers.scale === 1 ? undefined : formatExactNumber(numbers.scale)}
        role="group"
        aria-label={title}
        aria-roledescription={pannable ? 'pannable figure' : undefined}
        aria-description={pannable ? 'Drag or arrow keys to pan; pinch, Ctrl + wheel, + and - to zoom; 0 to reset' : undefined}
        tabIndex={pannable ? 0 : undefined}
        onKeyDown={pannable ? shown.onKeyDown : undefined}
        className={classNames(SCENE_CLASS, className)}
        data-zoom={pannable ? formatPlainSvgNumber(view.zoom) : undefined}
        style={sceneStyle(pannable, touchAction, style)}
        {...rest}
      >
        {yUp ? <g transform="scale(1 -1)">{content}</g> : content}
      </svg>
      <LiveRegion regionRef={regionRef} />
      <ViewPointerGestures {...shown.pointerGestures} />
    </>
  );
}

/**
 * The `<svg>`'s style: a block as wide as its container, no text selection,
 * `touch-action` (see {@link Scene}); the user's `style` last. Both spellings
 * of `user-select` start from the user's value of either (Chromium treats the
 * prefixed one as an alias: a `userSelect` of the user's beside our
 * `WebkitUserSelect: 'none'` would lose); one the user gives is kept by the spread.
 */
function sceneStyle(pannable: boolean, touchAction: CSSProperties['touchAction'], style: CSSProperties | undefined): CSSProperties {
  const userSelect = style?.userSelect ?? style?.WebkitUserSelect ?? 'none';
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    background: theme.background,
    userSelect,
    WebkitUserSelect: userSelect as CSSProperties['WebkitUserSelect'],
    touchAction: touchAction ?? (pannable ? 'none' : undefined),
    ...(pannable ? { cursor: 'move' } : null),
    ...style,
  };
}

/** The `data-origin` attribute: the local origin written exactly, scene units; none at `(0, 0)`. */
function originAttribute({ x, y }: Vec2): string | undefined {
  return x === 0 && y === 0 ? undefined : `${formatExactNumber(x)} ${formatExactNumber(y)}`;
}

/**
 * Checks a Scene's props (see {@link Scene}'s throws), defaults applied, and
 * returns `fit`'s padding, nominal pixels.
 */
function assertSceneProps(props: {
  viewBox: Rect;
  fit: NonNullable<SceneProps['fit']>;
  grid: SceneProps['grid'] | undefined;
  view: SceneView | undefined;
  defaultView: SceneView | undefined;
  minZoom: number;
  maxZoom: number;
}): number {
  const { viewBox, fit, grid, view, defaultView, minZoom, maxZoom } = props;
  assertRect(viewBox, 'viewBox');
  // grid: a step >= 0; 0, like false, means no grid
  if (grid !== undefined && grid !== false) assertNonNegative(grid, 'grid');
  if (view !== undefined) assertView(view, 'view');
  if (defaultView !== undefined) assertView(defaultView, 'defaultView');
  assertPositive(minZoom, 'minZoom');
  assertPositive(maxZoom, 'maxZoom');
  if (maxZoom < minZoom) throw new RangeError(`maxZoom must be >= minZoom (${minZoom}), got ${maxZoom}`);
  const padding = typeof fit === 'object' && fit !== null ? (fit.padding ?? FIT_PADDING) : FIT_PADDING;
  if (typeof fit === 'object' && fit !== null) assertNonNegative(padding, 'fit.padding');
  return padding;
}

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
