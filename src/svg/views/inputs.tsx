'use client';
/*
 * A view's inputs: the shapes it takes from its props (each controlled or
 * uncontrolled), drawn draggable (a handle for a point, a DraggableShape
 * otherwise) or plain, with the view's drag settings.
 */
import { memo, type CSSProperties } from 'react';
import type { Segment, Vec2 } from '../../geometry/index';
import { shapeKind, type AnyShape } from '../../hooks/queries/shapeKind';
import { useControllableState } from '../../hooks/state/useControllableState';
import type { DragOptions } from '../../hooks/drag/dragOptions';
import type { EditableShape } from '../../hooks/drag/useDraggableShape';
import { DraggableShape } from '../editors/DraggableShape';
import { Handle } from '../handles/Handle';
import { PointShape } from '../shapes/PointShape';
import { Shape } from '../shapes/Shape';
import { theme } from '../style/theme';
import { sameProps } from '../memo';
import { ShapeLetter } from './answerParts';

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
 * otherwise (with no minimum size: the degenerate cases stay reachable);
 * plain shapes when not draggable.
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
    // minSize 0: a view's cases include zero-radius circles and zero-size rects, which a drag must be able to reach
    <DraggableShape<EditableShape> label={label} value={shape as EditableShape} onChange={onChange} minSize={0} {...settings} {...look} />
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

/** Props of {@link LetteredPair}. @internal */
interface LetteredPairProps<S extends AnyShape> {
  readonly a: S;
  readonly b: S;
  readonly onAChange: (next: S) => void;
  readonly onBChange: (next: S) => void;
  /** What the shapes are, for their names: `"Segment"` names them `"Segment A"` and `"Segment B"`. */
  readonly name: string;
  readonly draggable: boolean;
  readonly settings: Pick<DragOptions, 'step' | 'largeStep' | 'snap' | 'bounds'>;
  /** Applied to both outlines. */
  readonly style?: CSSProperties;
}

/**
 * The two inputs of a view of a pair of shapes, A and B: each an
 * {@link EditableInput} named `"<name> A"` / `"<name> B"`, then the letters
 * beside them ({@link ShapeLetter}).
 *
 * @internal
 */
export function LetteredPair<S extends AnyShape>({ a, b, onAChange, onBChange, name, draggable, settings, style }: LetteredPairProps<S>) {
  const look = style === undefined ? {} : { style };
  return (
    <>
      <EditableInput shape={a} onChange={(next) => onAChange(next as S)} draggable={draggable} label={`${name} A`} settings={settings} {...look} />
      <EditableInput shape={b} onChange={(next) => onBChange(next as S)} draggable={draggable} label={`${name} B`} settings={settings} {...look} />
      <ShapeLetter shape={a} letter="A" other={b} />
      <ShapeLetter shape={b} letter="B" other={a} />
    </>
  );
}
