'use client';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { assertNonNegative } from '../geometry/validate';
import { useDraggablePoint, type DraggablePointOptions } from '../hooks/useDraggablePoint';
import { n } from './number';
import { useSceneUnit } from './Scene';
import { classNames, theme } from './theme';

/** Props of {@link Handle}: the options of `useDraggablePoint`, plus looks. */
export interface HandleProps extends DraggablePointOptions {
  /** Radius of the visible dot in nominal pixels (default 6), scaled by the Scene's unit. */
  readonly size?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * A draggable point: a dot with a larger invisible touch target, built on
 * `useDraggablePoint` (pointer drag with capture; arrow keys, Shift for the
 * large step). Focusable, with `role="button"`, an accessible name that includes
 * its coordinates and a visible focus ring (`--hitkit-focus`) when focused by
 * keyboard or script, not when focused by pressing it with a pointer (the
 * `:focus-visible` rule, decided here so it behaves the same everywhere). Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 *
 * @throws as `useDraggablePoint` does, and RangeError for a bad `size`.
 */
export function Handle({ size = 6, className, style, ...options }: HandleProps) {
  assertNonNegative(size, 'size');
  const unit = useSceneUnit();
  const { point, isDragging, handleProps } = useDraggablePoint(options);
  const [ringVisible, setRingVisible] = useState(false);
  const pressed = useRef(false);
  const cx = n(point.x);
  const cy = n(point.y);
  return (
    <g
      {...handleProps}
      onPointerDown={(event: PointerEvent<SVGGElement>) => {
        pressed.current = true; // pointer down comes before the focus it causes
        handleProps.onPointerDown?.(event);
      }}
      onFocus={() => {
        setRingVisible(!pressed.current);
        pressed.current = false;
      }}
      onBlur={() => setRingVisible(false)}
      className={classNames('hitkit-handle', className)}
      data-dragging={isDragging || undefined}
      style={{ ...handleProps.style, outline: 'none', ...style }}
    >
      {/* a touch target of at least ~2.5× the dot */}
      <circle cx={cx} cy={cy} r={n(Math.max(size * 2.5, 16) * unit)} style={{ fill: 'transparent', stroke: 'none' }} />
      {ringVisible ? (
        <circle
          cx={cx}
          cy={cy}
          r={n((size + 4) * unit)}
          vectorEffect="non-scaling-stroke"
          style={{ fill: 'none', stroke: theme.focus, strokeWidth: 3 }}
          className="hitkit-focus-ring"
        />
      ) : null}
      <circle
        cx={cx}
        cy={cy}
        r={n(size * unit)}
        vectorEffect="non-scaling-stroke"
        style={{ fill: isDragging ? theme.handle : theme.handleFill, stroke: theme.handle, strokeWidth: 2 }}
      />
    </g>
  );
}
