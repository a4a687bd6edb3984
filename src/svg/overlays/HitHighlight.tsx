'use client';
import { memo } from 'react';
import type { AnyShape } from '../../hooks/queries/shapeKind';
import { Shape } from '../shapes/Shape';
import { theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props of {@link HitHighlight}. */
export interface HitHighlightProps {
  /** The shape to highlight. */
  readonly shape: AnyShape;
  /** Whether it is hit; nothing is drawn when false. */
  readonly hit: boolean;
}

/**
 * A hit highlight: a wide translucent halo (`--hitkit-hit-fill`) around a shape
 * that is hit, drawn under the shape. Decorative (hidden from assistive
 * technology): say the hit in text too, e.g. with a status line.
 *
 * @throws TypeError / RangeError for a bad shape.
 */
export const HitHighlight = memo(function HitHighlight({ shape, hit }: HitHighlightProps) {
  if (!hit) return null;
  return (
    <g className="hitkit-hit-highlight" aria-hidden="true">
      <Shape shape={shape} style={{ stroke: theme.hitBand, strokeWidth: 10, fill: theme.hitFill }} />
    </g>
  );
}, sameProps);
