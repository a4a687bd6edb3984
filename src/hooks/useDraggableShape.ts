'use client';
import { useDrag } from '@use-gesture/react';
import { useRef, useState, type CSSProperties, type DOMAttributes, type KeyboardEvent } from 'react';
import type { Circle, Rect, Segment, Vec2 } from '../geometry/index';
import { formatNumber, formatPoint } from './format';
import { keyTarget } from './constraints';
import { shapeKind, shapeNumbers } from './memo';
import {
  anchorOf,
  HANDLES,
  handlePoint,
  moveBody,
  moveHandle,
  resizeRadius,
  type EditableKind,
  type EditableShape,
  type ShapePart,
} from './shapeEdit';
import { useControllableState } from './useControllableState';
import { arrowMove, clientToElement, readDragOptions, type DragOptions } from './useDraggablePoint';

export type { EditableShape, ShapePart } from './shapeEdit';

/** Options of {@link useDraggableShape}. Give `value` (controlled) or `defaultValue` (uncontrolled). */
export interface DraggableShapeOptions<S extends EditableShape> extends DragOptions {
  /** The shape, when controlled; pair it with `onChange`. */
  readonly value?: S | undefined;
  /** The starting shape, when uncontrolled. */
  readonly defaultValue?: S | undefined;
  /** Called with every new shape, from a drag or a key, in both modes. */
  readonly onChange?: ((shape: S) => void) | undefined;
  /** Called with the shape and the grabbed part when a pointer drag starts. */
  readonly onDragStart?: ((shape: S, part: ShapePart) => void) | undefined;
  /** Called with the final shape and the part when a pointer drag ends. */
  readonly onDragEnd?: ((shape: S, part: ShapePart) => void) | undefined;
  /** Offer the resize handles (default true); false: the body only. */
  readonly resizable?: boolean | undefined;
  /** Accessible name of the shape, the start of each handle's name too. Default `"Segment"`, `"Circle"` or `"Rect"`. */
  readonly label?: string | undefined;
}

/** Props to spread on a grabbable element: the body or a handle. */
export type ShapePartProps = DOMAttributes<Element> & {
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly tabIndex: number;
  readonly role: 'button' | 'slider';
  readonly 'aria-roledescription'?: string;
  readonly 'aria-label': string;
  readonly 'aria-valuenow'?: number;
  readonly 'aria-valuemin'?: number;
  readonly 'aria-valuetext'?: string;
  readonly 'aria-disabled': true | undefined;
  readonly style: CSSProperties;
};

/** One resize handle of a {@link DraggableShapeResult}. */
export interface ShapeHandle {
  /** Which handle: `start`/`end` (segment), `radius` (circle), or a rect corner (`topLeft`, …). */
  readonly part: Exclude<ShapePart, 'body'>;
  /** Where to draw it, scene units. */
  readonly point: Vec2;
  /** True while this handle is dragged. */
  readonly isDragging: boolean;
  /** Spread on the handle element. */
  readonly props: ShapePartProps;
}

/** What {@link useDraggableShape} returns. */
export interface DraggableShapeResult<S extends EditableShape> {
  /** The current shape. */
  readonly shape: S;
  /** `'segment'`, `'circle'` or `'rect'`. */
  readonly kind: EditableKind;
  /** The part being dragged by a pointer, or `null`. */
  readonly activePart: ShapePart | null;
  /** Spread on the element drawn for the shape's body (drag it to move the whole shape). */
  readonly bodyProps: ShapePartProps;
  /** The resize handles, in tab order (none when `resizable` is false). */
  readonly handles: readonly ShapeHandle[];
}

const NAMES: Readonly<Record<Exclude<ShapePart, 'body'>, string>> = {
  start: 'start',
  end: 'end',
  radius: 'radius',
  topLeft: 'top-left corner',
  topRight: 'top-right corner',
  bottomRight: 'bottom-right corner',
  bottomLeft: 'bottom-left corner',
};

const DEFAULT_LABEL: Readonly<Record<EditableKind, string>> = { segment: 'Segment', circle: 'Circle', rect: 'Rect' };

function describeBody(shape: EditableShape, kind: EditableKind, label: string): string {
  if (kind === 'segment') {
    const s = shape as Segment;
    return `${label} from ${formatPoint(s.start)} to ${formatPoint(s.end)}`;
  }
  if (kind === 'circle') {
    const c = shape as Circle;
    return `${label} at ${formatPoint(c.center)}, radius ${formatNumber(c.radius)}`;
  }
  const r = shape as Rect;
  return `${label} at ${formatPoint(r)}, ${formatNumber(r.width)} × ${formatNumber(r.height)}`;
}

interface Grab {
  readonly part: ShapePart;
  readonly start: EditableShape;
  readonly pointer: Vec2;
  readonly handle: Vec2;
}

/**
 * A segment, circle or rect the user can move by dragging its body and reshape
 * by dragging its handles, with a pointer (mouse, pen, touch; pointer capture)
 * or the keyboard. Scene units, y down.
 *
 * - Body: moves the whole shape; the arrow keys move it by `step` (Shift: `largeStep`).
 * - Segment: a handle on each endpoint.
 * - Circle: one radius handle on the circumference (`role="slider"`; the arrow
 *   keys grow ← → shrink: Right/Up grow, Left/Down shrink). It stays at the
 *   angle it was dragged to.
 * - Rect: a handle on each corner; the opposite corner stays put, and dragging
 *   past it flips the rect, which stays normalised (width, height >= 0).
 *
 * With `snap`, a body move snaps the segment's start, the centre or the
 * top-left corner to the grid; handles snap their point (the radius snaps its
 * length). `bounds` keeps the whole shape inside (a body move stops at the
 * edge; handles are clamped). Every grabbable part is focusable, has a role
 * and an accessible name with its coordinates, and sets `touch-action: none`.
 * Pointer handling is `@use-gesture/react`'s `useDrag`.
 *
 * @throws TypeError when neither `value` nor `defaultValue` is given, or the
 *   shape is not a segment, circle or rect; TypeError / RangeError naming a bad
 *   field or option.
 */
export function useDraggableShape<S extends EditableShape>(options: DraggableShapeOptions<S>): DraggableShapeResult<S> {
  const { value, defaultValue, onChange, disabled = false, yUp = false, resizable = true } = options;
  if (value === undefined && defaultValue === undefined) {
    throw new TypeError('useDraggableShape needs options.value (controlled) or options.defaultValue (uncontrolled)');
  }
  const kind = shapeKind(value ?? defaultValue, value !== undefined ? 'options.value' : 'options.defaultValue');
  if (kind === 'point') throw new TypeError('useDraggableShape moves segments, circles and rects; for a point use useDraggablePoint');
  const settings = readDragOptions(options);
  const label = options.label ?? DEFAULT_LABEL[kind];

  const [current, setShape] = useControllableState<S>(value, defaultValue, onChange);
  const shape = current as S;
  const [active, setActive] = useState<ShapePart | null>(null);
  const [angle, setAngle] = useState(0); // where the radius handle sits
  const activePart = disabled ? null : active;

  const latest = useRef({ shape: shape as EditableShape, kind, settings, options, angle });
  latest.current = { shape, kind, settings, options, angle };

  const commit = (next: EditableShape) => {
    const { shape: was, kind: k } = latest.current;
    const numbers = shapeNumbers(next, k);
    const before = shapeNumbers(was, k);
    if (!numbers.every(Number.isFinite) || numbers.every((value, i) => value === before[i])) return;
    latest.current.shape = next;
    setShape(next as S);
  };

  const bind = useDrag(
    ({ first, last, xy: [clientX, clientY], currentTarget, memo, args }) => {
      const part = args[0] as ShapePart;
      const { options: o, settings: s, kind: k } = latest.current;
      const toScene = o.clientToScene ?? clientToElement;
      const pointer = toScene(clientX, clientY, currentTarget as Element);
      let grab = memo as Grab | undefined;
      if (first) {
        const start = latest.current.shape;
        const handle = part === 'body' ? pointer : handlePoint(start, k, part, latest.current.angle);
        grab = { part, start, pointer, handle };
        setActive(part);
        o.onDragStart?.(start as S, part);
      } else if (grab && Number.isFinite(pointer.x) && Number.isFinite(pointer.y)) {
        const delta = { x: pointer.x - grab.pointer.x, y: pointer.y - grab.pointer.y };
        if (grab.part === 'body') {
          commit(moveBody(grab.start, k, delta, s));
        } else {
          const to = { x: grab.handle.x + delta.x, y: grab.handle.y + delta.y };
          if (k === 'circle') {
            const { center } = grab.start as Circle;
            if (to.x !== center.x || to.y !== center.y) setAngle(Math.atan2(to.y - center.y, to.x - center.x));
          }
          commit(moveHandle(grab.start, k, grab.part, to, s));
        }
      }
      if (last) {
        setActive(null);
        o.onDragEnd?.(latest.current.shape as S, part);
      }
      return grab;
    },
    { enabled: !disabled, pointer: { keys: false, capture: true } },
  );

  const keyHandler = (part: ShapePart) => (event: KeyboardEvent) => {
    if (disabled) return;
    const { shape: now, kind: k, settings: s } = latest.current;
    const move = arrowMove(event, s, yUp);
    if (!move) return;
    event.preventDefault();
    if (part === 'body') {
      const anchor = anchorOf(now, k);
      const to = keyTarget(anchor, move, s.snap);
      commit(moveBody(now, k, { x: to.x - anchor.x, y: to.y - anchor.y }, s));
    } else if (k === 'circle') {
      // a slider: Right/Up grow, Left/Down shrink, whichever way y points
      const by = event.shiftKey ? s.largeStep : s.step;
      const grow = event.key === 'ArrowRight' || event.key === 'ArrowUp';
      commit(resizeRadius(now as Circle, grow ? by : -by, s));
    } else {
      commit(moveHandle(now, k, part, keyTarget(handlePoint(now, k, part), move, s.snap), s));
    }
  };

  const common = (part: ShapePart) => ({
    ...(bind(part) as DOMAttributes<Element>),
    onKeyDown: keyHandler(part),
    tabIndex: disabled ? -1 : 0,
    'aria-disabled': disabled ? (true as const) : undefined,
    style: {
      touchAction: 'none',
      cursor: disabled ? 'default' : activePart === part ? 'grabbing' : part === 'body' ? 'move' : 'grab',
    } satisfies CSSProperties,
  });

  const bodyProps: ShapePartProps = {
    ...common('body'),
    role: 'button',
    'aria-roledescription': `draggable ${kind}`,
    'aria-label': describeBody(shape, kind, label),
  };

  const handles: ShapeHandle[] = resizable
    ? HANDLES[kind].map((part) => {
        const point = handlePoint(shape, kind, part, angle);
        const props: ShapePartProps =
          part === 'radius'
            ? {
                ...common(part),
                role: 'slider',
                'aria-label': `${label} radius`,
                'aria-valuenow': Number(formatNumber((shape as Circle).radius, 3)),
                'aria-valuemin': 0,
                'aria-valuetext': formatNumber((shape as Circle).radius),
              }
            : {
                ...common(part),
                role: 'button',
                'aria-roledescription': 'draggable point',
                'aria-label': `${label} ${NAMES[part]} at ${formatPoint(point)}`,
              };
        return { part, point, isDragging: activePart === part, props };
      })
    : [];

  return { shape, kind, activePart, bodyProps, handles };
}
