'use client';
import { useCallback, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertVec2 } from '../../geometry/shapes/validate';
import { formatPoint } from '../../format';
import { useControllableState } from '../state/useControllableState';
import { useLatest } from '../state/useLatest';
import { arrowMove, PAGE_KEYS } from '../gesture/arrowKeys';
import { clientToElement, keyPerPixel, type ClientToScene } from '../gesture/clientToScene';
import { clampToRect, keyTarget, type Constraint } from './constraints';
import { walkSense, type WalkMemory } from './constraintPaths';
import type { DragEndInfo, DragStartInfo } from '../gesture/dragEvents';
import { readDragOptions, type DragOptions, type DragSettings } from './dragOptions';
import type { Grip } from '../gesture/heldPointers';
import { placePoint, samePoint } from './placement';
import { SNAP_KIND_NAMES } from './snapNames';
import { useSnapper, type Snapper, type SnapState } from './snapper';
import { useDragSession, type DragSession } from '../gesture/useDragSession';

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
 * Keys along a path: when `constrain` carries a path (`constraints.onCircle`,
 * `onSegment`, `onLine`, `onPolyline`, or your own with a
 * `ConstraintPath`), an arrow key walks the point along it by the
 * whole step (an arc length of `step`, `largeStep` with Shift), then clamps
 * it into `bounds`; grid and object snapping do not apply to those key moves.
 * The way is the sign of the key's projection on the path's tangent at the
 * point; a run of the same key keeps its way (so ArrowDown goes on round a
 * circle past its lowest point) and the opposite key retraces each step; a
 * key perpendicular to the path goes the path's positive way when it points
 * towards +x or +y, else the other. An open path's ends stop it.
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
  const settings = readPointOptions(options);
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
    drag: (was, _grip, target, perPixel) => placePoint(target, was, settings, options.constrain, snapper, settings.object && { perPixel: perPixel() }),
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
  const { onKeyDown, onBlur } = usePointKeys(session, snapper, { options, settings, toScene }, disabled, yUp);

  const ref = session.refFor('point');
  const on = snapState.target;
  const ariaLabel = `${label} at ${formatPoint(point)}${on ? `, snapped to ${SNAP_KIND_NAMES[on.kind].toLowerCase()}` : ''}`;
  const cursor = disabled ? 'default' : isDragging ? 'grabbing' : 'grab';
  const { keyUp } = session;
  const handleProps = useMemo<DraggablePointHandleProps>(
    () => ({
      ref,
      onKeyDown,
      onKeyUp: keyUp,
      onBlur,
      tabIndex: disabled ? -1 : 0,
      role: 'button',
      'aria-roledescription': 'draggable point',
      'aria-label': ariaLabel,
      'aria-disabled': disabled ? true : undefined,
      style: { touchAction: 'none', cursor },
    }),
    [ref, onKeyDown, keyUp, onBlur, disabled, ariaLabel, cursor],
  );
  return { point, isDragging, handleProps, snap: snapState };
}

/** Validates a point's own options and the shared ones ({@link readDragOptions}), naming them in errors. */
function readPointOptions(options: DraggablePointOptions): DragSettings {
  const { value, defaultValue } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggablePoint needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  if (value !== undefined) assertVec2(value, 'options.value');
  else assertVec2(defaultValue, 'options.defaultValue');
  if (options.constrain !== undefined && typeof options.constrain !== 'function') {
    throw new TypeError(`options.constrain must be a function (proposed, current) => point, got ${typeof options.constrain}`);
  }
  return readDragOptions(options);
}

/** What a point's arrow keys read when pressed. */
interface PointKeySettings {
  readonly options: DraggablePointOptions;
  readonly settings: DragSettings;
  readonly toScene: ClientToScene;
}

/**
 * The handle's key handlers: the arrow keys move the point (placed as a drag
 * places it, snapping only to targets ahead); PageUp, PageDown, Home and End
 * do nothing (and do not scroll the page); while a pointer drags the point,
 * an arrow key only keeps the page still. Losing focus hides the snap target.
 */
function usePointKeys(session: DragSession<Vec2, 'point'>, snapper: Snapper, keySettings: PointKeySettings, disabled: boolean, yUp: boolean) {
  const keySettingsRef = useLatest(keySettings);
  const { keyDown, blur, pointerActive } = session;
  const { show } = snapper;
  // the last walk along a constraint's path: a run of the same key keeps its way round
  const walked = useRef<WalkMemory | null>(null);
  const onBlur = useCallback(() => {
    show(null);
    blur();
  }, [blur, show]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (disabled) return;
      if (PAGE_KEYS.has(event.key)) {
        event.preventDefault();
        return;
      }
      if (pointerActive()) {
        // a pointer drag owns the point (and its snap candidates): an arrow key only keeps the page still
        if (arrowMove(event, keySettingsRef.current.settings, yUp)) event.preventDefault();
        return;
      }
      keyDown(event, 'point', (was) => {
        const { options: o, settings: s, toScene } = keySettingsRef.current;
        const move = arrowMove(event, s, yUp);
        if (!move) return undefined;
        if (o.constrain?.path) return walkKey(o.constrain, was, move, s, snapper, walked);
        const query = s.object && { perPixel: keyPerPixel(toScene, event.currentTarget), move, was };
        return placePoint(keyTarget(was, move, s.snap), was, s, o.constrain, snapper, query);
      });
    },
    [disabled, keyDown, keySettingsRef, pointerActive, snapper, yUp],
  );
  return { onKeyDown, onBlur };
}

/**
 * An arrow key on a point whose constraint has a path: the point walks along
 * it by the key's step (the way {@link walkSense} chooses), then is clamped
 * into the bounds; no grid or object snapping (a target off the path would
 * make the steps uneven). Remembers the walk in `walked`. `was` when it
 * goes nowhere (an open path's end).
 */
function walkKey(constrain: Constraint, was: Vec2, move: Vec2, s: DragSettings, snapper: Snapper, walked: { current: WalkMemory | null }): Vec2 {
  const path = constrain.path!;
  const sense = walkSense(path, was, move, walked.current);
  let next = path.advance(was, sense * Math.hypot(move.x, move.y));
  if (s.bounds) next = clampToRect(next, s.bounds);
  if (s.object) snapper.show(null);
  if (!Number.isFinite(next.x) || !Number.isFinite(next.y) || samePoint(next, was)) return was; // nothing to do (an end reached)
  const at = Object.freeze({ x: next.x, y: next.y });
  walked.current = { at, move, sense };
  return at;
}
