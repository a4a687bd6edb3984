'use client';
import { memo, type SVGProps } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertNonNegative, assertVec2 } from '../../geometry/shapes/validate';
import { useLabelDisc } from '../labels/labelLayer';
import { useSceneNumbers, useSceneUnit } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props of {@link PointShape}: any `<circle>` prop except the geometry, plus these. */
export interface PointShapeProps extends Omit<SVGProps<SVGCircleElement>, 'cx' | 'cy' | 'r' | 'ref'> {
  readonly point: Vec2;
  /**
   * Marker radius in nominal pixels, scaled by the Scene's unit.
   * @defaultValue 4
   */
  readonly size?: number;
}

/**
 * Draws a point as a small filled dot whose size follows the Scene's unit, not
 * the point's coordinates. Decorative (hidden from assistive technology) unless
 * you give it an `aria-label`. Colour: `--hitkit-shape`, or `style.fill`.
 *
 * @throws TypeError / RangeError for a bad point or size.
 */
export const PointShape = memo(function PointShape({ point, size = 4, className, style, ...rest }: PointShapeProps) {
  assertVec2(point, 'point');
  assertNonNegative(size, 'size');
  const unit = useSceneUnit();
  const numbers = useSceneNumbers();
  const labelled = rest['aria-label'] !== undefined;
  useLabelDisc(point.x, point.y, size * unit);
  return (
    <circle
      cx={numbers.x(point.x)}
      cy={numbers.y(point.y)}
      r={numbers.len(size * unit)}
      aria-hidden={labelled ? undefined : true}
      className={classNames('hitkit-point', className)}
      style={{ fill: theme.shape, stroke: 'none', ...style }}
      {...rest}
    />
  );
}, sameProps);
