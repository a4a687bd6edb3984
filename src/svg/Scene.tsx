'use client';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode, type SVGProps } from 'react';
import type { Rect, Vec2 } from '../geometry/index';
import { assertNonNegative, assertRect } from '../geometry/validate';
import { clientToElement } from '../hooks/useDraggablePoint';
import { n } from './number';
import { classNames, theme } from './theme';

/** What a {@link Scene} tells the components inside it. */
export interface SceneContextValue {
  /** The visible area, scene units. */
  readonly viewBox: Rect;
  /**
   * One nominal pixel in scene units: `max(width, height) / 400`, so markers and
   * labels keep a sensible size whatever the viewBox. Components size themselves by it.
   */
  readonly unit: number;
  /**
   * Client (CSS pixel) coordinates → scene coordinates through the `<svg>`'s
   * current `getScreenCTM()`, so CSS scaling, zoom and scrolling are accounted
   * for. Identity before mount or where there is no CTM (e.g. jsdom).
   */
  readonly clientToScene: (clientX: number, clientY: number) => Vec2;
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

/** Props of {@link Scene}: any `<svg>` prop, plus these. */
export interface SceneProps extends Omit<SVGProps<SVGSVGElement>, 'viewBox' | 'children' | 'ref'> {
  /** The visible area in scene units, `(x, y)` = top-left, y down. */
  readonly viewBox: Rect;
  /** Grid spacing in scene units; `false`, `0` or omitted for no grid. */
  readonly grid?: number | false;
  /** Accessible name of the figure. */
  readonly title: string;
  readonly children?: ReactNode;
}

/**
 * The `<svg>` that holds a hitkit figure: its viewBox (scene units, y down), an
 * optional grid, and the screen→scene transform the components inside use (see
 * {@link useScene}). Fills the width of its container and keeps its aspect ratio
 * unless `width`/`height`/`style` say otherwise. Server-renderable.
 *
 * @throws TypeError / RangeError for a bad `viewBox` (`viewBox.width must be a
 *   finite number >= 0, got -1`) or `grid`.
 */
export function Scene({ viewBox, grid, title, className, style, children, ...rest }: SceneProps) {
  assertRect(viewBox, 'viewBox');
  // grid: a step >= 0; 0, like false, means no grid
  if (grid !== undefined && grid !== false) assertNonNegative(grid, 'grid');
  const svgRef = useRef<SVGSVGElement>(null);
  const clientToScene = useCallback((clientX: number, clientY: number): Vec2 => {
    const svg = svgRef.current;
    return svg ? clientToElement(clientX, clientY, svg) : { x: clientX, y: clientY };
  }, []);
  const { x, y, width, height } = viewBox;
  const context = useMemo<SceneContextValue>(
    () => ({ viewBox: { x, y, width, height }, unit: Math.max(width, height, 1e-9) / 400, clientToScene }),
    [x, y, width, height, clientToScene],
  );
  return (
    <svg
      ref={svgRef}
      viewBox={`${n(x)} ${n(y)} ${n(width)} ${n(height)}`}
      role="group"
      aria-label={title}
      className={classNames('hitkit-scene', className)}
      style={{ display: 'block', width: '100%', height: 'auto', background: theme.background, ...style }}
      {...rest}
    >
      {grid ? <Grid viewBox={viewBox} step={grid} /> : null}
      <SceneContext.Provider value={context}>{children}</SceneContext.Provider>
    </svg>
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
