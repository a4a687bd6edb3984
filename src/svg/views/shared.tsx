'use client';
import { memo, type CSSProperties } from 'react';
import type { Segment, Vec2 } from '../../geometry/index';
import { shapeKind, type AnyShape } from '../../hooks/queries/shapeKind';
import { useControllableState } from '../../hooks/state/useControllableState';
import type { DragOptions } from '../../hooks/drag/dragOptions';
import type { EditableShape } from '../../hooks/drag/useDraggableShape';
import { DraggableShape } from '../editors/DraggableShape';
import { Handle } from '../handles/Handle';
import { Label } from '../labels/Label';
import { useScene } from '../scene/Scene';
import { PointShape } from '../shapes/PointShape';
import { Shape } from '../shapes/Shape';
import { theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props every `…View` takes besides its shapes. */
export interface ViewProps extends Pick<DragOptions, 'step' | 'largeStep' | 'snap' | 'bounds'> {
  /**
   * Draggable handles and bodies; false draws the shapes only.
   * @defaultValue true
   */
  readonly draggable?: boolean;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * One controlled-or-uncontrolled shape input of a view (`circle` +
 * `onCircleChange`, or `defaultCircle`).
 *
 * @throws TypeError naming the view and the input when it has neither a value nor a default.
 * @internal
 */
export function useViewShape<S>(
  view: string,
  name: string,
  value: S | undefined,
  defaultValue: S | undefined,
  onChange: ((next: S) => void) | undefined,
): readonly [S, (next: S) => void] {
  if (value === undefined && defaultValue === undefined) {
    const cap = name.charAt(0).toUpperCase() + name.slice(1);
    throw new TypeError(`${view} needs ${name} (controlled) or default${cap} (uncontrolled)`);
  }
  const [current, set] = useControllableState(value, defaultValue, onChange);
  return [current as S, set] as const;
}

/** Where a point is by its signed distance: `'inside'` (< 0), `'edge'` (0) or `'outside'`. @internal */
export function placeOf(distance: number): 'inside' | 'edge' | 'outside' {
  return distance < 0 ? 'inside' : distance === 0 ? 'edge' : 'outside';
}

/** The drag settings of a view, passed on to each of its handles. @internal */
export function dragSettings(props: ViewProps): Pick<DragOptions, 'step' | 'largeStep' | 'snap' | 'bounds'> {
  const { step, largeStep, snap, bounds } = props;
  return { step, largeStep, snap, bounds };
}

/** Props of {@link EditableInput}. @internal */
interface EditableInputProps {
  readonly shape: AnyShape;
  readonly onChange: (next: AnyShape) => void;
  readonly draggable: boolean;
  readonly label: string;
  readonly settings: Pick<DragOptions, 'step' | 'largeStep' | 'snap' | 'bounds'>;
  readonly style?: CSSProperties;
}

/**
 * A view's input shape: a {@link Handle} for a point, a {@link DraggableShape}
 * otherwise; plain shapes when not draggable.
 *
 * @internal
 */
export const EditableInput = memo(function EditableInput({ shape, onChange, draggable, label, settings, style }: EditableInputProps) {
  const look = style === undefined ? {} : { style };
  if (shapeKind(shape, label) === 'point') {
    return draggable ? (
      <Handle label={label} value={shape as Vec2} onChange={onChange} {...settings} />
    ) : (
      <PointShape point={shape as Vec2} size={4} style={{ fill: theme.handle }} />
    );
  }
  return draggable ? (
    <DraggableShape<EditableShape> label={label} value={shape as EditableShape} onChange={onChange} {...settings} {...look} />
  ) : (
    <Shape shape={shape} {...look} />
  );
}, sameProps);

/** Props of {@link LineThroughHandles}. @internal */
interface LineThroughHandlesProps {
  readonly through: Segment;
  readonly onChange: (through: Segment) => void;
  /** The handles' names, start first. */
  readonly labels: readonly [string, string];
  readonly settings: Pick<DragOptions, 'step' | 'largeStep' | 'snap' | 'bounds'>;
}

/**
 * The two handles of a line given by two points it passes through. A move of
 * one onto the other is ignored: two equal points make no line.
 *
 * @internal
 */
export const LineThroughHandles = memo(function LineThroughHandles({ through, onChange, labels, settings }: LineThroughHandlesProps) {
  const { start, end } = through;
  const distinct = (p: Vec2, q: Vec2) => p.x !== q.x || p.y !== q.y;
  return (
    <>
      <Handle label={labels[0]} value={start} onChange={(next) => distinct(next, end) && onChange({ start: next, end })} size={5} {...settings} />
      <Handle label={labels[1]} value={end} onChange={(next) => distinct(start, next) && onChange({ start, end: next })} size={5} {...settings} />
    </>
  );
}, sameProps);

/** Where a shape's letter goes: a segment's start, a circle's top on screen, a rect's corner, a point itself. */
function letterAnchor(shape: AnyShape, yUp: boolean): Vec2 {
  const kind = shapeKind(shape, 'shape');
  if (kind === 'point') return shape as Vec2;
  if (kind === 'segment') return (shape as Segment).start;
  if (kind === 'circle') {
    const c = shape as { center: Vec2; radius: number };
    return { x: c.center.x, y: c.center.y + (yUp ? c.radius : -c.radius) };
  }
  return { x: (shape as { x: number }).x, y: (shape as { y: number }).y };
}

/**
 * The letter naming one shape of a pair ("A", "B"), beside the shape, placed
 * clear of handles and strokes like every label.
 *
 * @internal
 */
export const ShapeLetter = memo(function ShapeLetter({ shape, letter }: { readonly shape: AnyShape; readonly letter: 'A' | 'B' }) {
  const yUp = useScene()?.yUp ?? false;
  return (
    <Label at={letterAnchor(shape, yUp)} dx={-10} dy={-14} anchor="end" size={13} className="hitkit-shape-letter" style={{ fontWeight: 700 }}>
      {letter}
    </Label>
  );
}, sameProps);
