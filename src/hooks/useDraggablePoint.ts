'use client';
import { useDrag } from '@use-gesture/react';
import { useCallback, useRef, useState, type CSSProperties, type DOMAttributes, type KeyboardEvent } from 'react';
import type { Rect, Vec2 } from '../geometry/index';
import { assertPositive, assertRect, assertVec2 } from '../geometry/validate';
import { clampToRect, keyTarget, readSnap, snapPoint, type Constraint } from './constraints';
import { formatPoint } from './format';
import { useControllableState } from './useControllableState';

/**
 * Converts a pointer's client coordinates (CSS pixels) to the coordinates the
 * point lives in. `element` is the element the handle props are spread on.
 */
export type ClientToScene = (clientX: number, clientY: number, element: Element) => Vec2;

/** Options every draggable thing shares: keys, snapping, bounds, callbacks. */
export interface DragOptions {
  /** Arrow-key step, scene units (default 1; ignored when `snap` is on: the step is then `snap`). */
  readonly step?: number | undefined;
  /** Arrow-key step with Shift held, scene units (default 10 × the step). */
  readonly largeStep?: number | undefined;
  /**
   * Grid step to snap to, scene units (`undefined`, `0` or `false`: no snapping).
   * Positions are rounded to the nearest multiple; the arrow keys then move by
   * exactly one grid step (Shift: `largeStep`, default ten).
   */
  readonly snap?: number | false | undefined;
  /** A closed rect the point (or the whole shape) may not leave, applied last, after snapping and `constrain`. */
  readonly bounds?: Rect | undefined;
  /** When true, nothing can be dragged or focused. */
  readonly disabled?: boolean | undefined;
  /**
   * `true` when the scene's y axis points up (a `<Scene yUp>`): ArrowUp then
   * increases y. Default `false` (y down: ArrowUp decreases y). `<Handle>` reads it from its Scene.
   */
  readonly yUp?: boolean | undefined;
  /**
   * Client → scene transform. Default: the inverse of the handle element's
   * `getScreenCTM()`, so CSS scaling, the viewBox and any `transform` on the
   * way are accounted for; identity where the element has no CTM (e.g. jsdom).
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
  /** Called with the point when a pointer drag starts. */
  readonly onDragStart?: ((point: Vec2) => void) | undefined;
  /** Called with the final point when a pointer drag ends (also when it is cancelled). */
  readonly onDragEnd?: ((point: Vec2) => void) | undefined;
  /** Accessible name; the coordinates are appended: `"Centre at (3, 4)"`. Default `"Point"`. */
  readonly label?: string | undefined;
}

/**
 * The props to spread on the element that acts as the handle (an SVG `<circle>`,
 * say): pointer and keyboard handlers, focusability, an accessible name and
 * `touch-action: none`. If you also need your own handler for one of these
 * events, call ours from it.
 */
export type DraggablePointHandleProps = DOMAttributes<Element> & {
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly tabIndex: number;
  readonly role: 'button';
  readonly 'aria-roledescription': string;
  readonly 'aria-label': string;
  readonly 'aria-disabled': true | undefined;
  readonly style: CSSProperties;
};

/** What {@link useDraggablePoint} returns. */
export interface DraggablePoint {
  /** The current point. */
  readonly point: Vec2;
  /** True between pointer down and pointer up of a drag. */
  readonly isDragging: boolean;
  /** Spread on the handle element. */
  readonly handleProps: DraggablePointHandleProps;
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
  readonly bounds: Rect | undefined;
}

/** Validates the shared drag options, naming them in errors. @internal */
export function readDragOptions(options: DragOptions): DragSettings {
  const snap = readSnap(options.snap, 'options.snap');
  if (options.step !== undefined) assertPositive(options.step, 'options.step');
  if (options.largeStep !== undefined) assertPositive(options.largeStep, 'options.largeStep');
  if (options.bounds !== undefined) assertRect(options.bounds, 'options.bounds');
  const step = snap ?? options.step ?? 1;
  return { step, largeStep: options.largeStep ?? 10 * step, snap, bounds: options.bounds };
}

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
 * decreases y (increases it with `yUp`).
 *
 * Every proposed position goes through, in order: snapping to the `snap` grid,
 * `constrain`, and clamping into `bounds`. A move that changes nothing calls
 * nothing. The pointer keeps its grab offset: pressing off the handle's centre
 * does not make the point jump. A pointer position the transform cannot map is
 * ignored. The handle sets `touch-action: none` so that a touch drag never
 * scrolls the page. Pointer handling is `@use-gesture/react`'s `useDrag`.
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
  const [dragStarted, setDragging] = useState(false);
  // Disabling mid-drag ends the gesture without a last event: derive, don't store.
  const isDragging = dragStarted && !disabled;

  // The handlers read the latest props through a ref, so that a drag in
  // progress survives re-renders.
  const latest = useRef({ point, options, settings });
  latest.current = { point, options, settings };

  const moveTo = useCallback(
    (proposed: Vec2) => {
      const { point: was, options: o, settings: s } = latest.current;
      let next = s.snap ? snapPoint(proposed, s.snap) : proposed;
      if (o.constrain) next = o.constrain(next, was);
      if (s.bounds) next = clampToRect(next, s.bounds);
      if (!Number.isFinite(next.x) || !Number.isFinite(next.y) || (next.x === was.x && next.y === was.y)) return;
      const frozen = Object.freeze({ x: next.x, y: next.y });
      latest.current.point = frozen;
      setPoint(frozen);
    },
    [setPoint],
  );

  const bind = useDrag(
    ({ first, last, xy: [clientX, clientY], currentTarget, memo }) => {
      const toScene = latest.current.options.clientToScene ?? clientToElement;
      const pointer = toScene(clientX, clientY, currentTarget as Element);
      let grab = memo as Vec2 | undefined;
      if (first) {
        const at = latest.current.point;
        grab = { x: at.x - pointer.x, y: at.y - pointer.y };
        setDragging(true);
        latest.current.options.onDragStart?.(at);
      } else if (grab) {
        moveTo({ x: pointer.x + grab.x, y: pointer.y + grab.y });
      }
      if (last) {
        setDragging(false);
        latest.current.options.onDragEnd?.(latest.current.point);
      }
      return grab;
    },
    { enabled: !disabled, pointer: { keys: false, capture: true } },
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (disabled) return;
      const move = arrowMove(event, latest.current.settings, yUp);
      if (!move) return;
      event.preventDefault();
      moveTo(keyTarget(latest.current.point, move, latest.current.settings.snap));
    },
    [disabled, yUp, moveTo],
  );

  const handleProps: DraggablePointHandleProps = {
    ...(bind() as DOMAttributes<Element>),
    onKeyDown,
    tabIndex: disabled ? -1 : 0,
    role: 'button',
    'aria-roledescription': 'draggable point',
    'aria-label': `${label} at ${formatPoint(point)}`,
    'aria-disabled': disabled ? true : undefined,
    style: { touchAction: 'none', cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab' },
  };
  return { point, isDragging, handleProps };
}
