'use client';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertFinite, assertVec2 } from '../../geometry/validate';
import { useScene, useSceneNumbers } from '../Scene';
import { classNames, theme } from '../theme';
import { sameProps } from '../memo';

/** Props of {@link Label}. */
export interface LabelProps {
  /** Anchor point, scene units. */
  readonly at: Vec2;
  readonly children: ReactNode;
  /** Horizontal alignment to `at` (default `'start'`). */
  readonly anchor?: 'start' | 'middle' | 'end';
  /** Offset from `at` in nominal pixels (default 0, 0), scaled by the Scene's unit. */
  readonly dx?: number;
  readonly dy?: number;
  /** Font size in nominal pixels (default 12). */
  readonly size?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * A text label with a halo (`--hitkit-label-halo`) so it stays readable over
 * shapes and the grid. Its text is real SVG text, read by assistive technology.
 * It stays upright and readable in a `yUp` Scene; `dx`/`dy` are screen offsets
 * (positive `dy` is down on screen either way).
 *
 * @throws TypeError / RangeError for a bad `at`, offset or size.
 */
export const Label = memo(function Label({ at, children, anchor = 'start', dx = 0, dy = 0, size = 12, className, style }: LabelProps) {
  assertVec2(at, 'at');
  assertFinite(dx, 'dx');
  assertFinite(dy, 'dy');
  assertFinite(size, 'size');
  const scene = useScene();
  const unit = scene?.unit ?? 1;
  const numbers = useSceneNumbers();
  const { x: ox, y: oy } = numbers.origin;
  // Under yUp the text is flipped back, so it stays upright: it is placed at
  // (x, −y) in its own flipped coordinates, and the offsets stay screen-wise.
  const yUp = scene?.yUp ?? false;
  return (
    <text
      x={numbers.len(at.x - ox + dx * unit)}
      y={numbers.len((yUp ? -(at.y - oy) : at.y - oy) + dy * unit)}
      transform={yUp ? 'scale(1 -1)' : undefined}
      textAnchor={anchor}
      dominantBaseline="middle"
      className={classNames('hitkit-label', className)}
      style={{
        fill: theme.label,
        fontFamily: 'system-ui, sans-serif',
        fontSize: `${numbers.len(size * unit)}px`,
        stroke: theme.labelHalo,
        strokeWidth: `${numbers.len(3 * unit)}px`,
        strokeLinejoin: 'round',
        paintOrder: 'stroke',
        ...style,
      }}
    >
      {children}
    </text>
  );
}, sameProps);
