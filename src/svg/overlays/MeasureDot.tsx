'use client';
import { memo } from 'react';
import type { Vec2 } from '../../geometry/index';
import { PointShape } from '../shapes/PointShape';
import { theme } from '../style/theme';
import { sameProps } from '../memo';

/** The white ring round a closest point's dot, CSS px (a non-scaling stroke just inside the dot's edge). @internal */
export const MEASURE_DOT_RING = 1;

/**
 * A closest point: a dot `size` CSS px in radius whose outermost
 * {@link MEASURE_DOT_RING} px is a white ring (`--hitkit-label-halo`) round a
 * fill of `--hitkit-measure` (or `colour`), so that it stands apart from a
 * stroke under it by its edge and not only by hue (a rose dot on a vermillion
 * hit outline). The ring lies inside `size`: a dot over a handle covers no more
 * of the handle's outline than a plain dot would. Decorative. @internal
 */
export const MeasureDot = memo(function MeasureDot({ point, size, colour = theme.measure }: { point: Vec2; size: number; colour?: string }) {
  return (
    <PointShape
      point={point}
      size={size - MEASURE_DOT_RING / 2}
      vectorEffect="non-scaling-stroke"
      style={{ fill: colour, stroke: theme.labelHalo, strokeWidth: MEASURE_DOT_RING }}
    />
  );
}, sameProps);
