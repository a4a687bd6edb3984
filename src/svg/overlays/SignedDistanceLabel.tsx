'use client';
import { memo } from 'react';
import type { Vec2 } from '../../geometry/index';
import { formatSigned } from '../../format';
import { theme } from '../style/theme';
import { Label } from '../labels/Label';
import { sameProps } from '../memo';

/** Props of {@link SignedDistanceLabel}. */
export interface SignedDistanceLabelProps {
  /** Anchor point, scene units. */
  readonly at: Vec2;
  /** The signed distance. */
  readonly value: number;
  /**
   * The word after a positive distance; 0 reads `on the boundary`.
   * @defaultValue 'outside'
   */
  readonly positive?: string;
  /**
   * The word after a negative distance.
   * @defaultValue 'inside'
   */
  readonly negative?: string;
  /**
   * Horizontal offset from `at`, CSS pixels.
   * @defaultValue 6
   */
  readonly dx?: number;
  /**
   * Vertical offset from `at`, CSS pixels; negative is up on screen.
   * @defaultValue -8
   */
  readonly dy?: number;
}

/**
 * A signed distance that shows its sign: `+15 outside`, `−3 inside`, `0 on the
 * boundary`, coloured `--hitkit-label` / `--hitkit-inside`. Readable text.
 *
 * @throws RangeError for a non-finite value or a bad anchor.
 */
export const SignedDistanceLabel = memo(function SignedDistanceLabel({
  at,
  value,
  positive = 'outside',
  negative = 'inside',
  dx = 6,
  dy = -8,
}: SignedDistanceLabelProps) {
  const text = formatSigned(value);
  const words = text === '0' ? 'on the boundary' : value > 0 ? positive : negative;
  return (
    <Label at={at} dx={dx} dy={dy} className="hitkit-signed-distance" style={value < 0 && text !== '0' ? { fill: theme.inside } : {}}>
      {`${text} ${words}`}
    </Label>
  );
}, sameProps);
