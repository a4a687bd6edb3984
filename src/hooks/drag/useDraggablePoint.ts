'use client';
import { useCallback, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { assertPositive, assertRect, assertVec2 } from '../../geometry/shapes/validate';
import { clampToRect, keyTarget, readSnap, snapToGrid, type Constraint } from './constraints';
import { sceneUnitsPerPixel, useDragSession, type ClientToScene, type DragEndInfo, type DragStartInfo, type Grip } from './dragSession';
import { isObjectSnap, useSnapper, type ObjectSnap, type SnapQuery, type SnapState, type Snapper } from '../scene/snapper';
import { SNAP_KIND_NAMES } from '../scene/snapNames';
import { formatPoint } from '../../format';
import { useControllableState } from '../state/useControllableState';

export type { ClientToScene, DragEndInfo, DragEndReason, DragInput, DragStartInfo } from './dragSession';

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

/** Options of {@link useDraggablePoint}. Give `value` (controlled) or `defaultValue` (uncontrolled). */
export interface DraggablePointOptions extends DragOptions {
  /** The point, when controlled; pair it with `onChange`. */
  readonly value?: Vec2 | undefined;
  /** The starting point, when uncontrolled. */
  readonly defaultValue?: Vec2 | undefined;
  /** Called with every new position, from a pointer drag or an arrow key, in both modes. */
  readonly onChange?: ((point: Vec2) => void) | undefined;
  /**
   * Where the point may go ({@link Constraint}), applied after snapping: a
   * function of your own or one of {@link constraints} (`horizontal`,
   * `vertical`, `onCircle(c)`, `onSegment(s)`, `insideRect(r)`).
   */
  readonly constrain?: Constraint | undefined;
  /**
   * Called with the point when a gesture starts: a pointer press, or the first
   * key press of a run of arrow keys (a held key is one gesture).
   */
  readonly onDragStart?: ((point: Vec2, info: DragStartInfo) => void) | undefined;
  /**
   * Called once per gesture, after the commit that ends it, with the point
   * shown then (in controlled use, what the parent passed back) and why it
   * ended ({@link DragEndInfo}): released, Escape (the start point was
   * restored; `cancelled: true`), interrupted (pointer cancelled, window blur,
   * page hidden, focus lost, disabled: kept where it is), or unmount
   * (`cancelled: true`, called during the unmount).
   */
  readonly onDragEnd?: ((point: Vec2, info: DragEndInfo) => void) | undefined;
  /**
   * Accessible name; the coordinates are appended: `"Centre at (3, 4)"`, and
   * with an `objectSnap` the target it sits on: `"Centre at (3, 4), snapped to endpoint"`.
   * @defaultValue "Point"
   */
  readonly label?: string | undefined;
}

/**
 * The props to spread on the element that acts as the handle (an SVG `<circle>`,
 * say): a `ref` (pointer presses and touches are taken by native listeners it
 * attaches), keyboard handlers, focusability, an accessible name and
 * `touch-action: none`. If you also need your own handler for one of these
 * events or your own ref, call ours from it.
 */
export interface DraggablePointHandleProps {
  readonly ref: (element: Element | null) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onKeyUp: (event: KeyboardEvent) => void;
  readonly onBlur: () => void;
  readonly tabIndex: number;
  readonly role: 'button';
  readonly 'aria-roledescription': string;
  readonly 'aria-label': string;
  readonly 'aria-disabled': true | undefined;
  readonly style: CSSProperties;
}

/** What {@link useDraggablePoint} returns. */
export interface DraggablePoint {
  /** The current point. */
  readonly point: Vec2;
  /** True while a pointer drags the point (not during keyboard moves). */
  readonly isDragging: boolean;
  /** Spread on the handle element. */
  readonly handleProps: DraggablePointHandleProps;
  /** With an `objectSnap`: the target the point sits on (null when none), for `<SnapMarker>`. */
  readonly snap: SnapState;
}

/** The default {@link ClientToScene}: the inverse of the element's screen CTM. */
export const clientToElement: ClientToScene = (clientX, clientY, element) => {
  const ctm = 'getScreenCTM' in element ? (element as SVGGraphicsElement).getScreenCTM() : null;
  if (!ctm) return { x: clientX, y: clientY };
  const m = ctm.inverse();
  return { x: m.a * clientX + m.c * clientY + m.e, y: m.b * clientX + m.d * clientY + m.f };
};

/** The arrow keys as unit moves on screen, y down. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

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

/** Keys that scroll the page from a focused element; a handle takes them (doing nothing) so they never do. @internal */
export const PAGE_KEYS: ReadonlySet<string> = new Set(['PageUp', 'PageDown', 'Home', 'End']);

/**
 * The scene-unit move of an arrow key press, or `null` for any other key (and
 * for arrows with Ctrl, Alt or Meta, which belong to the browser). @internal
 */
export function arrowMove(event: KeyboardEvent, settings: DragSettings, yUp: boolean): Vec2 | null {
  const arrow = ARROWS[event.key];
  if (!arrow || event.altKey || event.ctrlKey || event.metaKey) return null;
  const by = event.shiftKey ? settings.largeStep : settings.step;
  return { x: arrow[0] * by, y: (yUp ? -arrow[1] : arrow[1]) * by };
}

/**
 * A point the user can drag with a pointer (mouse, pen or touch, with pointer
 * capture so the drag follows the pointer outside the handle) or move with the
 * arrow keys (`step`, or `largeStep` with Shift). Scene units, y down: ArrowUp
 * decreases y (increases it with `yUp`). PageUp, PageDown, Home and End do
 * nothing on a point handle (and do not scroll the page).
 *
 * Every proposed position goes through, in order: snapping to the `snap` grid,
 * `constrain`, and clamping into `bounds`. A move that changes nothing calls
 * nothing. Without `snap`, key steps are rounded to the decimals of the step
 * and the point (20.3 + 0.1 is 20.4). The grabbed spot stays under the
 * pointer, in CSS pixels, even when the view zooms or pans mid-drag. A
 * pointer position the transform cannot map is ignored.
 *
 * Gestures: a pointer press to its release, or a run of arrow keys, calls
 * `onDragStart` once and `onDragEnd` once (record one undo step per end with
 * `cancelled: false`). Escape during a gesture restores the point it started
 * from. Controlled use is truly controlled: every move continues from the
 * `value` given, so a parent that refuses or changes a move is followed, and
 * `onDragEnd` reports what the parent passed back.
 *
 * Touch: the handle cancels the browser's touch panning itself (a non-passive
 * `touchstart` listener; `touch-action` is ignored on SVG children), so a touch
 * drag never scrolls the page. A press on the handle stops there: a Scene's
 * pan and pinch never see it; inside a Scene, a press is handed to the handle
 * whose visible dot is under the pointer, else the nearest one.
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given; TypeError /
 *   RangeError naming the option for a bad point, step, snap or bounds
 *   (`options.step must be a finite number > 0, got 0`).
 */
export function useDraggablePoint(options: DraggablePointOptions): DraggablePoint {
  const { value, defaultValue, onChange, label = 'Point', disabled = false, yUp = false } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggablePoint needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  if (value !== undefined) assertVec2(value, 'options.value');
  else assertVec2(defaultValue, 'options.defaultValue');
  if (options.constrain !== undefined && typeof options.constrain !== 'function') {
    throw new TypeError(`options.constrain must be a function (proposed, current) => point, got ${typeof options.constrain}`);
  }
  const settings = readDragOptions(options);

  const [current, setPoint] = useControllableState(value, defaultValue, onChange);
  const point = current as Vec2;

  const [snapper, snapState] = useSnapper();
  const toScene = options.clientToScene ?? clientToElement;
  const session = useDragSession<Vec2, 'point', Grip<'point'>>({
    value: point,
    setValue: setPoint,
    same: samePoint,
    toScene,
    grip: (at) => ({ part: 'point', point: at }),
    drag: (was, _grip, target, perPixel) => placePoint(target, was, options, settings, snapper, settings.object && { perPixel: perPixel() }),
    cycle: settings.object && snapper.cycle,
    multiPointer: false,
    disabled,
    onStart: (at, _part, info) => options.onDragStart?.(at, info),
    onEnd: (at, _part, info) => {
      snapper.end(info);
      options.onDragEnd?.(at, info);
    },
  });
  const isDragging = session.activeParts.length > 0 && !disabled;

  const latest = useRef({ options, settings, toScene });
  latest.current = { options, settings, toScene };
  const { keyDown, keyUp, blur: endKeys, pointerActive } = session;
  const { show } = snapper;
  const blur = useCallback(() => {
    show(null);
    endKeys();
  }, [endKeys, show]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (disabled) return;
      if (PAGE_KEYS.has(event.key)) {
        event.preventDefault();
        return;
      }
      if (pointerActive()) {
        // a pointer drag owns the point (and its snap candidates): an arrow key only keeps the page still
        if (arrowMove(event, latest.current.settings, yUp)) event.preventDefault();
        return;
      }
      keyDown(event, 'point', (was) => {
        const { options: o, settings: s, toScene: t } = latest.current;
        const move = arrowMove(event, s, yUp);
        if (!move) return undefined;
        const query = s.object && { perPixel: keyPerPixel(t, event.currentTarget), move, was };
        return placePoint(keyTarget(was, move, s.snap), was, o, s, snapper, query);
      });
    },
    [disabled, keyDown, yUp, snapper, pointerActive],
  );

  const ref = session.refFor('point');
  const on = snapState.target;
  const ariaLabel = `${label} at ${formatPoint(point)}${on ? `, snapped to ${SNAP_KIND_NAMES[on.kind].toLowerCase()}` : ''}`;
  const cursor = disabled ? 'default' : isDragging ? 'grabbing' : 'grab';
  const handleProps = useMemo<DraggablePointHandleProps>(
    () => ({
      ref,
      onKeyDown,
      onKeyUp: keyUp,
      onBlur: blur,
      tabIndex: disabled ? -1 : 0,
      role: 'button',
      'aria-roledescription': 'draggable point',
      'aria-label': ariaLabel,
      'aria-disabled': disabled ? true : undefined,
      style: { touchAction: 'none', cursor },
    }),
    [ref, onKeyDown, keyUp, blur, disabled, ariaLabel, cursor],
  );
  return { point, isDragging, handleProps, snap: snapState };
}

/** Scene units per CSS pixel at the middle of a focused element (arrow keys have no pointer). @internal */
export function keyPerPixel(toScene: ClientToScene, element: Element): number {
  const box = element.getBoundingClientRect();
  return sceneUnitsPerPixel(toScene, box.left + box.width / 2, box.top + box.height / 2, element);
}

function samePoint(a: Vec2, b: Vec2): boolean {
  return a.x === b.x && a.y === b.y;
}

/**
 * Where a proposed position goes: snapped to the grid, then `constrain`ed, then
 * clamped into the bounds; `null` when that is not finite or is where `was`
 * already is (nothing to do). The one placement of a point and of a pose's body. @internal
 */
export function placeProposed(proposed: Vec2, was: Vec2, settings: DragSettings, constrain?: Constraint): Vec2 | null {
  let next = settings.snap ? snapToGrid(proposed, settings.snap) : proposed;
  if (constrain) next = constrain(next, was);
  if (settings.bounds) next = clampToRect(next, settings.bounds);
  if (!Number.isFinite(next.x) || !Number.isFinite(next.y) || samePoint(next, was)) return null;
  return next;
}

/**
 * A proposed position placed ({@link placeProposed}), frozen; `was` when it
 * cannot be placed. With object snapping, the proposal first goes to the snap
 * target (then no grid rounding), and the target is shown when the point ends
 * on it (a constraint or the bounds may take it elsewhere).
 */
function placePoint(proposed: Vec2, was: Vec2, options: DraggablePointOptions, settings: DragSettings, snapper: Snapper, query: SnapQuery | undefined): Vec2 {
  const target = query ? snapper.find(settings.object, proposed, query) : null;
  const next = target ? placeProposed(target.point, was, { ...settings, snap: undefined }, options.constrain) : placeProposed(proposed, was, settings, options.constrain);
  const at = next ?? was;
  if (settings.object) snapper.show(target && samePoint(at, target.point) ? target : null);
  return next ? Object.freeze({ x: next.x, y: next.y }) : was;
}
