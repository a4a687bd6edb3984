'use client';
import { useCallback, useMemo, type KeyboardEvent } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertFinite, assertPositive } from '../../geometry/shapes/validate';
import { formatPoint, headingDegrees, wrapAngle } from '../../format';
import { useControllableState } from '../state/useControllableState';
import { useLatest, type Latest } from '../state/useLatest';
import { arrowMove, PAGE_KEYS } from '../gesture/arrowKeys';
import { clientToElement } from '../gesture/clientToScene';
import { keyTarget } from './constraints';
import type { DragEndInfo, DragStartInfo } from '../gesture/dragEvents';
import { readDragOptions, type DragOptions, type DragSettings } from './dragOptions';
import type { Grip } from '../gesture/heldPointers';
import { placeProposed } from './placement';
import type { ShapePartProps } from './shapePartProps';
import { useDragSession, type DragSession } from '../gesture/useDragSession';

/**
 * Where a robot (or any sensor) is and which way it faces: scene units, and
 * `heading` in radians, y down (0 = +x, +π/2 points down the screen, so a
 * growing heading turns clockwise on screen). A pose is also a point
 * (`{ x, y }`), so it can be a lidar sensor's `origin` as it is.
 */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** The two grabbable parts of a pose: its body (moves) and its heading handle (turns). */
export type PosePart = 'body' | 'heading';

/** Options of {@link useDraggablePose}. Give `value` (controlled) or `defaultValue` (uncontrolled). */
export interface DraggablePoseOptions extends Omit<DragOptions, 'snap'> {
  /** Grid step the body's position snaps to, scene units (`undefined`, `0` or `false`: none); a pose has no object snapping. */
  readonly snap?: number | false | undefined;
  /** The pose, when controlled; pair it with `onChange`. */
  readonly value?: Pose | undefined;
  /** The starting pose, when uncontrolled. */
  readonly defaultValue?: Pose | undefined;
  /** Called with every new pose (a move or a turn, by pointer or key), in both modes. */
  readonly onChange?: ((pose: Pose) => void) | undefined;
  /**
   * Turn per key press (Q, E; the heading handle's arrows), radians, > 0 (default π/36 = 5°).
   * @defaultValue π/36
   */
  readonly turnStep?: number | undefined;
  /**
   * Turn per key press with Shift, radians, > 0 (default π/4 = 45°).
   * @defaultValue π/4
   */
  readonly largeTurnStep?: number | undefined;
  /**
   * Distance from the pose to its heading handle, scene units, > 0.
   * @defaultValue 20
   */
  readonly reach?: number | undefined;
  /** Called when a gesture starts (a pointer press, or the first key press of a run), with the pose and the part. */
  readonly onDragStart?: ((pose: Pose, part: PosePart, info: DragStartInfo) => void) | undefined;
  /** Called once per gesture, after the commit that ends it, with the pose shown then, the part and why ({@link DragEndInfo}). */
  readonly onDragEnd?: ((pose: Pose, part: PosePart, info: DragEndInfo) => void) | undefined;
  /**
   * Accessible name; the position and heading are appended: `"Robot at (120, 80), heading 45°"`.
   * @defaultValue "Robot"
   */
  readonly label?: string | undefined;
}

/**
 * Props to spread on a pose's part: those of a shape's part (a `ref` that
 * takes pointer presses, keys, role and accessible name), and the keys it takes.
 */
export interface PosePartProps extends ShapePartProps {
  readonly 'aria-keyshortcuts': string;
}

/** What {@link useDraggablePose} returns. */
export interface DraggablePose {
  /** The current pose. */
  readonly pose: Pose;
  /** The part a pointer drags now, or `null`. */
  readonly activePart: PosePart | null;
  /** Spread on the element drawn for the body. */
  readonly bodyProps: PosePartProps;
  /** Where to draw the heading handle: `reach` from the pose along the heading, scene units. */
  readonly headingPoint: Vec2;
  /** Spread on the heading handle (a `role="slider"` of the heading in degrees). */
  readonly headingProps: PosePartProps;
}

/** Throws unless `pose` is a `{ x, y, heading }` of finite numbers, naming `name` and the field. @internal */
export function assertPose(pose: unknown, name: string): asserts pose is Pose {
  if (typeof pose !== 'object' || pose === null || Array.isArray(pose)) {
    throw new TypeError(`${name} must be a pose { x, y, heading }, got ${pose === null ? 'null' : Array.isArray(pose) ? 'an array' : typeof pose}`);
  }
  const p = pose as Record<string, unknown>;
  assertFinite(p.x, `${name}.x`);
  assertFinite(p.y, `${name}.y`);
  assertFinite(p.heading, `${name}.heading`);
}

const samePose = (a: Pose, b: Pose) => a.x === b.x && a.y === b.y && a.heading === b.heading;

const KEYS = 'ArrowUp ArrowDown ArrowLeft ArrowRight Q E';

interface Settings extends DragSettings {
  readonly turnStep: number;
  readonly largeTurnStep: number;
}

/** Q turns left on screen, E right: the heading change, or 0 for another key. */
function turnKey(event: KeyboardEvent, s: Settings, yUp: boolean): number {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  const key = event.key.toLowerCase();
  if (key !== 'q' && key !== 'e') return 0;
  const by = event.shiftKey ? s.largeTurnStep : s.turnStep;
  // y down: a growing heading turns clockwise on screen (right); y up: counter-clockwise
  const right = yUp ? -by : by;
  return key === 'e' ? right : -right;
}

/** The heading slider's arrows: Right and Up increase the heading, Left and Down decrease it. */
function sliderKey(event: KeyboardEvent, s: Settings): number {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  const by = event.shiftKey ? s.largeTurnStep : s.turnStep;
  if (event.key === 'ArrowRight' || event.key === 'ArrowUp') return by;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') return -by;
  if (event.key === 'PageUp') return s.largeTurnStep;
  if (event.key === 'PageDown') return -s.largeTurnStep;
  return 0;
}

/** A proposed centre placed as a point is (snapped, clamped), the heading kept; `was` when nothing changes or it is not finite. */
function placeBody(proposed: Vec2, was: Pose, s: Settings): Pose {
  const next = placeProposed(proposed, was, s);
  return next ? Object.freeze({ x: next.x, y: next.y, heading: was.heading }) : was;
}

/** Where the heading handle of `pose` is: `reach` from it along the heading. */
function headingPointOf(pose: Pose, reach: number): Vec2 {
  return { x: pose.x + reach * Math.cos(pose.heading), y: pose.y + reach * Math.sin(pose.heading) };
}

function turn(was: Pose, by: number): Pose {
  return Object.freeze({ x: was.x, y: was.y, heading: wrapAngle(was.heading + by) });
}

/**
 * A pose (position and heading) the user can move and turn: drag the body to
 * move it and the heading handle to turn it (pointer capture; touch never
 * scrolls the page), or focus the body and use the keyboard: arrow keys move
 * (`step`, Shift: `largeStep`), Q turns left and E turns right on screen
 * (`turnStep`, Shift: `largeTurnStep`). The heading handle is a slider of the
 * heading in degrees: its arrow keys turn too (Right/Up increase the heading,
 * i.e. clockwise with y down), PageUp/PageDown by the large step. Escape during
 * a gesture restores its start pose. `snap` and `bounds` apply to the position.
 *
 * Gestures, controlled use and drag callbacks work as in `useDraggablePoint`.
 * A heading the user sets is wrapped into (−π, π].
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given; TypeError /
 *   RangeError naming the option for a bad pose (`options.value.heading must be a
 *   finite number, got NaN`), step, turn step, reach, snap or bounds.
 */
export function useDraggablePose(options: DraggablePoseOptions): DraggablePose {
  const { value, defaultValue, onChange, label = 'Robot', disabled = false, yUp = false, reach = 20 } = options;
  const settings = readPoseOptions(options);
  const [current, setPose] = useControllableState(value, defaultValue, onChange);
  const pose = current as Pose;
  const latestRef = useLatest({ options, settings, reach });
  const session = useDragSession<Pose, PosePart, Grip<PosePart>>({
    value: pose,
    setValue: setPose,
    same: samePose,
    toScene: options.clientToScene ?? clientToElement,
    grip: (at, part) => ({
      part,
      point: part === 'body' ? { x: at.x, y: at.y } : headingPointOf(at, latestRef.current.reach),
    }),
    drag: (was, grip, target) => (grip.part === 'body' ? placeBody(target, was, latestRef.current.settings) : aimAt(target, was)),
    multiPointer: false,
    disabled,
    onStart: (at, part, info) => latestRef.current.options.onDragStart?.(at, part, info),
    onEnd: (at, part, info) => latestRef.current.options.onDragEnd?.(at, part, info),
  });
  const activePart = disabled ? null : (session.activeParts[0] ?? null);
  const keyDownOf = usePoseKeys(session, latestRef, disabled, yUp);

  const degrees = headingDegrees(pose.heading);
  const cursor = (part: PosePart, idle: string) => (disabled ? 'default' : activePart === part ? 'grabbing' : idle);
  const common = {
    onKeyUp: session.keyUp,
    onBlur: session.blur,
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled ? (true as const) : undefined,
    'aria-keyshortcuts': KEYS,
  };
  const bodyProps: PosePartProps = {
    ...common,
    ref: session.refFor('body'),
    onKeyDown: keyDownOf.body,
    role: 'button',
    'aria-roledescription': 'draggable robot',
    'aria-label': `${label} at ${formatPoint(pose)}, heading ${degrees}°`,
    style: { touchAction: 'none', cursor: cursor('body', 'move') },
  };
  const headingProps: PosePartProps = {
    ...common,
    ref: session.refFor('heading'),
    onKeyDown: keyDownOf.heading,
    role: 'slider',
    'aria-label': `${label} heading`,
    'aria-valuenow': Number(degrees),
    'aria-valuemin': -180,
    'aria-valuemax': 180,
    'aria-valuetext': `${degrees}°`,
    style: { touchAction: 'none', cursor: cursor('heading', 'grab') },
  };
  return { pose, activePart, bodyProps, headingPoint: headingPointOf(pose, reach), headingProps };
}

/** Validates a pose's options and the shared ones ({@link readDragOptions}), naming them in errors. */
function readPoseOptions(options: DraggablePoseOptions): Settings {
  const { value, defaultValue, reach = 20 } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggablePose needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  if (value !== undefined) assertPose(value, 'options.value');
  else assertPose(defaultValue, 'options.defaultValue');
  if (typeof options.snap === 'object' && options.snap !== null)
    throw new TypeError('useDraggablePose: options.snap must be a grid step (a number); a pose has no object snapping');
  if (options.turnStep !== undefined) assertPositive(options.turnStep, 'options.turnStep');
  if (options.largeTurnStep !== undefined) assertPositive(options.largeTurnStep, 'options.largeTurnStep');
  assertPositive(reach, 'options.reach');
  return {
    ...readDragOptions(options),
    turnStep: options.turnStep ?? Math.PI / 36,
    largeTurnStep: options.largeTurnStep ?? Math.PI / 4,
  };
}

/** The pose turned to face `target` (the heading handle dragged there); `was` on the centre itself, where there is no direction. */
function aimAt(target: Vec2, was: Pose): Pose {
  const dx = target.x - was.x;
  const dy = target.y - was.y;
  if ((dx === 0 && dy === 0) || !Number.isFinite(dx) || !Number.isFinite(dy)) return was;
  const heading = Math.atan2(dy, dx) + 0;
  return heading === was.heading ? was : Object.freeze({ x: was.x, y: was.y, heading });
}

/**
 * The key handlers of the body and the heading handle (stable while `disabled`
 * and `yUp` are): arrows move the body, Q and E turn either part, the heading
 * slider's arrows and PageUp / PageDown turn; other page keys do nothing (and
 * do not scroll the page).
 */
function usePoseKeys(session: DragSession<Pose, PosePart>, settingsRef: Latest<{ readonly settings: Settings }>, disabled: boolean, yUp: boolean) {
  const { keyDown } = session;
  const keyDownOf = useCallback(
    (part: PosePart) => (event: KeyboardEvent) => {
      if (disabled) return;
      if (PAGE_KEYS.has(event.key) && !(part === 'heading' && event.key.startsWith('Page'))) {
        event.preventDefault();
        return;
      }
      keyDown(event, part, (was) => {
        const s = settingsRef.current.settings;
        const by = turnKey(event, s, yUp) || (part === 'heading' ? sliderKey(event, s) : 0);
        if (by !== 0) return turn(was, by);
        if (part === 'heading') return undefined;
        const move = arrowMove(event, s, yUp);
        return move ? placeBody(keyTarget(was, move, s.snap), was, s) : undefined;
      });
    },
    [disabled, keyDown, settingsRef, yUp],
  );
  return useMemo(() => ({ body: keyDownOf('body'), heading: keyDownOf('heading') }), [keyDownOf]);
}
