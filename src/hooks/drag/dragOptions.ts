import type { Rect } from '../../geometry/index';
import { assertPositive, assertRect } from '../../geometry/shapes/validate';
import type { ClientToScene } from '../gesture/clientToScene';
import { readSnap } from './constraints';
import { isObjectSnap, type ObjectSnap } from './snapper';

/** Options every draggable thing shares: keys, snapping, bounds, callbacks. */
export interface DragOptions {
  /**
   * Arrow-key step, scene units (default 1; ignored when `snap` is on: the step is then `snap`).
   * @defaultValue 1
   */
  readonly step?: number | undefined;
  /**
   * Arrow-key step with Shift held, scene units.
   * @defaultValue 10 × the step
   */
  readonly largeStep?: number | undefined;
  /**
   * Grid step to snap to, scene units (`undefined`, `0` or `false`: no snapping).
   * Positions are rounded to the nearest multiple; the arrow keys then move by
   * exactly one grid step (Shift: `largeStep`, default ten).
   *
   * Or object snapping, `objectSnap(world, { kinds, radiusPx, grid })`: moves
   * go to the best snap target of the world's shapes within `radiusPx` CSS
   * pixels (else to its `grid`, when given), for pointer and arrow-key moves
   * alike; Tab during a pointer drag goes to the next candidate. The target
   * taken is returned as `snap`, for `<SnapMarker>`.
   */
  readonly snap?: number | false | ObjectSnap | undefined;
  /** A closed rect the point (or the whole shape) may not leave, applied last, after snapping and `constrain`. */
  readonly bounds?: Rect | undefined;
  /** When true, nothing can be dragged or focused. */
  readonly disabled?: boolean | undefined;
  /**
   * `true` when the scene's y axis points up (a `<Scene yUp>`): ArrowUp then
   * increases y; `false` is y down (ArrowUp decreases y). `<Handle>` reads it from its Scene.
   * @defaultValue false
   */
  readonly yUp?: boolean | undefined;
  /**
   * Client → scene transform. Default: the inverse of the handle element's
   * `getScreenCTM()`, so CSS scaling, the viewBox and any `transform` on the
   * way are accounted for; identity where the element has no CTM (e.g. jsdom).
   * @defaultValue the inverse of the element's `getScreenCTM()`
   */
  readonly clientToScene?: ClientToScene | undefined;
}

/** The validated keyboard and snapping settings of a {@link DragOptions}. @internal */
export interface DragSettings {
  readonly step: number;
  readonly largeStep: number;
  readonly snap: number | undefined;
  /** The object snapping, when `snap` is an `objectSnap` (its grid is then `snap`). */
  readonly object: ObjectSnap | undefined;
  readonly bounds: Rect | undefined;
}

/** Validates the shared drag options, naming them in errors. @internal */
export function readDragOptions(options: DragOptions): DragSettings {
  const object = isObjectSnap(options.snap) ? options.snap : undefined;
  // an objectSnap's grid rounds (and steps the keys) when its 'grid' kind is on, as in useSnapCursor
  const snap = object ? (object.kinds.includes('grid') ? object.grid : undefined) : readSnap(options.snap as number | false | undefined, 'options.snap');
  if (options.step !== undefined) assertPositive(options.step, 'options.step');
  if (options.largeStep !== undefined) assertPositive(options.largeStep, 'options.largeStep');
  if (options.bounds !== undefined) assertRect(options.bounds, 'options.bounds');
  const step = snap ?? options.step ?? 1;
  return { step, largeStep: options.largeStep ?? 10 * step, snap, object, bounds: options.bounds };
}
