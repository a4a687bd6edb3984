import type { CSSProperties, KeyboardEvent } from 'react';
import type { Circle, Rect, RotatedRect, Segment, Vec2 } from '../../geometry/index';
import { formatNumber, formatPoint } from '../../format';
import { HANDLES, handlePoint, type EditableKind, type EditableShape, type ShapePart } from './shapeEdit';

/** Props to spread on a grabbable element: the body or a handle (a `ref` that takes pointer presses, keys, role, name). */
export interface ShapePartProps {
  readonly ref: (element: Element | null) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
  readonly onKeyUp: (event: KeyboardEvent) => void;
  readonly onBlur: () => void;
  readonly tabIndex: number;
  readonly role: 'button' | 'slider';
  readonly 'aria-roledescription'?: string;
  readonly 'aria-label': string;
  readonly 'aria-valuenow'?: number;
  readonly 'aria-valuemin'?: number;
  readonly 'aria-valuemax'?: number;
  readonly 'aria-valuetext'?: string;
  readonly 'aria-disabled': true | undefined;
  readonly style: CSSProperties;
}

/** One resize handle of a `useDraggableShape` result. */
export interface ShapeHandle {
  /** Which handle: `start`/`end` (segment), `radius` (circle), or a rect corner (`topLeft`, …). */
  readonly part: Exclude<ShapePart, 'body'>;
  /** Where to draw it, scene units. */
  readonly point: Vec2;
  /** True while a pointer drags this handle. */
  readonly isDragging: boolean;
  /** Spread on the handle element. */
  readonly props: ShapePartProps;
}

/** The props every part has, whatever its role: its ref, keys, focus and cursor. @internal */
export type CommonPartProps = Pick<ShapePartProps, 'ref' | 'onKeyDown' | 'onKeyUp' | 'onBlur' | 'tabIndex' | 'aria-disabled' | 'style'>;

const NAMES: Readonly<Record<Exclude<ShapePart, 'body'>, string>> = {
  start: 'start',
  end: 'end',
  radius: 'radius',
  topLeft: 'top-left corner',
  topRight: 'top-right corner',
  bottomRight: 'bottom-right corner',
  bottomLeft: 'bottom-left corner',
};

/** A shape's accessible name when `label` is not given. @internal */
export const DEFAULT_LABEL: Readonly<Record<EditableKind, string>> = { segment: 'Segment', circle: 'Circle', rect: 'Rect', rotatedRect: 'Rotated rect' };

/** The body's accessible name: the label and the shape's numbers (`"Circle at (3, 4), radius 5"`). */
function describeBody(shape: EditableShape, kind: EditableKind, label: string): string {
  if (kind === 'segment') {
    const s = shape as Segment;
    return `${label} from ${formatPoint(s.start)} to ${formatPoint(s.end)}`;
  }
  if (kind === 'circle') {
    const c = shape as Circle;
    return `${label} at ${formatPoint(c.center)}, radius ${formatNumber(c.radius)}`;
  }
  if (kind === 'rotatedRect') {
    const q = shape as RotatedRect;
    const degrees = (q.rotation * 180) / Math.PI;
    return `${label} at ${formatPoint(q.center)}, ${formatNumber(q.width)} × ${formatNumber(q.height)}, turned ${formatNumber(degrees)}°`;
  }
  const r = shape as Rect;
  return `${label} at ${formatPoint(r)}, ${formatNumber(r.width)} × ${formatNumber(r.height)}`;
}

/** The body's props: a button named by the shape's numbers. @internal */
export function bodyProps(shape: EditableShape, kind: EditableKind, label: string, common: CommonPartProps): ShapePartProps {
  return { ...common, role: 'button', 'aria-roledescription': `draggable ${kind}`, 'aria-label': describeBody(shape, kind, label) };
}

/** What the handles of a shape are drawn from. @internal */
export interface HandleState {
  /** Where the radius handle sits on the circumference, radians (y down). */
  readonly angle: number;
  /** The radius handle's `aria-valuemax`. */
  readonly maxRadius: number;
  /** The radius handle's `aria-valuemin`. */
  readonly minRadius: number;
  readonly activeParts: readonly ShapePart[];
}

/**
 * The resize handles of `shape`, in tab order: draggable points named by their
 * position (`"Rect top-left corner at (0, 0)"`), and a circle's radius as a
 * slider of the radius. @internal
 */
export function handlesOf(
  shape: EditableShape,
  kind: EditableKind,
  label: string,
  state: HandleState,
  common: (part: ShapePart) => CommonPartProps,
): ShapeHandle[] {
  return HANDLES[kind].map((part) => {
    const point = handlePoint(shape, kind, part, state.angle);
    const props: ShapePartProps =
      part === 'radius'
        ? {
            ...common(part),
            role: 'slider',
            'aria-label': `${label} radius`,
            'aria-valuenow': Number(formatNumber((shape as Circle).radius, 3)),
            'aria-valuemin': Number(formatNumber(state.minRadius, 3)),
            'aria-valuemax': Number(formatNumber(state.maxRadius, 3)),
            'aria-valuetext': formatNumber((shape as Circle).radius),
          }
        : {
            ...common(part),
            role: 'button',
            'aria-roledescription': 'draggable point',
            'aria-label': `${label} ${NAMES[part]} at ${formatPoint(point)}`,
          };
    return { part, point, isDragging: state.activeParts.includes(part), props };
  });
}
