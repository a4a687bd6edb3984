'use client';
import { useDrag } from '@use-gesture/react';
import { useCallback, useRef, useState, type CSSProperties, type DOMAttributes, type KeyboardEvent } from 'react';
import type { Vec2 } from '../geometry/index';
import { assertPositive, assertVec2 } from '../geometry/validate';
import { formatPoint } from './format';
import { useControllableState } from './useControllableState';

/**
 * Converts a pointer's client coordinates (CSS pixels) to the coordinates the
 * point lives in. `element` is the element the handle props are spread on.
 */
export type ClientToScene = (clientX: number, clientY: number, element: Element) => Vec2;

/** Options of {@link useDraggablePoint}. Give `value` (controlled) or `defaultValue` (uncontrolled). */
export interface DraggablePointOptions {
  /** The point, when controlled; pair it with `onChange`. */
  readonly value?: Vec2;
  /** The starting point, when uncontrolled. */
  readonly defaultValue?: Vec2;
  /** Called with every new position, from a pointer drag or an arrow key, in both modes. */
  readonly onChange?: (point: Vec2) => void;
  /** Arrow-key step, scene units (default 1; `undefined` means the default). */
  readonly step?: number | undefined;
  /** Arrow-key step with Shift held, scene units (default 10; `undefined` means the default). */
  readonly largeStep?: number | undefined;
  /** Accessible name; the coordinates are appended: `"Centre at (3, 4)"`. Default `"Point"`. */
  readonly label?: string;
  /** When true the point cannot be dragged or focused. */
  readonly disabled?: boolean;
  /**
   * Client → scene transform. Default: the inverse of the handle element's
   * `getScreenCTM()`, so CSS scaling, the viewBox and any `transform` on the
   * way are accounted for; identity where the element has no CTM (e.g. jsdom).
   */
  readonly clientToScene?: ClientToScene;
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

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1], // y down: up is −y
  ArrowDown: [0, 1],
};

/**
 * A point the user can drag with a pointer (mouse, pen or touch, with pointer
 * capture so the drag follows the pointer outside the handle) or move with the
 * arrow keys (`step`, or `largeStep` with Shift). Scene units, y down: ArrowUp
 * decreases y.
 *
 * The pointer keeps its grab offset: pressing off the handle's centre does not
 * make the point jump. A pointer position the transform cannot map (a
 * non-invertible CTM, e.g. an element with `display: none`) is ignored. The
 * handle sets `touch-action: none` so that a touch drag never scrolls the page.
 *
 * Pointer handling is `@use-gesture/react`'s `useDrag`.
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given; TypeError /
 *   RangeError naming the option for a bad point or step
 *   (`options.step must be a finite number > 0, got 0`).
 */
export function useDraggablePoint(options: DraggablePointOptions): DraggablePoint {
  const { value, defaultValue, onChange, step = 1, largeStep = 10, label = 'Point', disabled = false } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggablePoint needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  if (value !== undefined) assertVec2(value, 'options.value');
  else assertVec2(defaultValue, 'options.defaultValue');
  assertPositive(step, 'options.step');
  assertPositive(largeStep, 'options.largeStep');

  const [current, setPoint] = useControllableState(value, defaultValue, onChange);
  const point = current as Vec2;
  const [dragStarted, setDragging] = useState(false);
  // Disabling mid-drag ends the gesture without a last event: derive, don't store.
  const isDragging = dragStarted && !disabled;

  // The handlers read the latest point and transform through a ref, so that a
  // drag in progress survives re-renders.
  const clientToScene = options.clientToScene ?? clientToElement;
  const latest = useRef({ point, clientToScene });
  latest.current = { point, clientToScene };

  const moveTo = useCallback(
    (x: number, y: number) => {
      const was = latest.current.point;
      if (!Number.isFinite(x) || !Number.isFinite(y) || (x === was.x && y === was.y)) return;
      const next = Object.freeze({ x, y });
      latest.current.point = next;
      setPoint(next);
    },
    [setPoint],
  );

  const bind = useDrag(
    ({ first, last, xy: [clientX, clientY], currentTarget, memo }) => {
      const pointer = latest.current.clientToScene(clientX, clientY, currentTarget as Element);
      let grab = memo as Vec2 | undefined;
      if (first) {
        const at = latest.current.point;
        grab = { x: at.x - pointer.x, y: at.y - pointer.y };
        setDragging(true);
      } else if (grab) {
        moveTo(pointer.x + grab.x, pointer.y + grab.y);
      }
      if (last) setDragging(false);
      return grab;
    },
    { enabled: !disabled, pointer: { keys: false, capture: true } },
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key];
      if (disabled || !arrow || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const by = event.shiftKey ? largeStep : step;
      const at = latest.current.point;
      moveTo(at.x + arrow[0] * by, at.y + arrow[1] * by);
    },
    [disabled, largeStep, step, moveTo],
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
