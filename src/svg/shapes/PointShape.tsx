'use client';
import { memo, type SVGProps } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertNonNegative, assertVec2 } from '../../geometry/shapes/validate';
import { useLabelDisc } from '../labels/labelLayer';
import { useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props of {@link PointShape}: any `<circle>` prop except the geometry, plus these. */
export interface PointShapeProps extends Omit<SVGProps<SVGCircleElement>, 'cx' | 'cy' | 'r' | 'ref'> {
  readonly point: Vec2;
  /**
   * Marker radius, CSS pixels, at any figure size and zoom.
   * @defaultValue 4
   */
  readonly size?: number;
}

/**
 * Draws a point as a small filled dot of a fixed CSS size (`size` px), whatever
 * the figure's size, zoom or the point's coordinates. Decorative (hidden from assistive technology) unless
 * you give it an `aria-label`. Colour: `--hitkit-shape`, or `style.fill`.
 *
 * @throws TypeError / RangeError for a bad point or size.
 */
export const PointShape = memo(function PointShape({ point, size = 4, className, style, ...rest }: PointShapeProps) {
  assertVec2(point, 'point');
  assertNonNegative(size, 'size');
  const px = useScenePixel();
  const numbers = useSceneNumbers();
  const labelled = rest['aria-label'] !== undefined;
  useLabelDisc(point.x, point.y, size * px);
  return (
    <circle
      cx={numbers.x(point.x)}
      cy={numbers.y(point.y)}
      r={numbers.len(size * px)}
      aria-hidden={labelled ? undefined : true}
      className={classNames('hitkit-point', className)}
      style={{ fill: theme.shape, stroke: 'none', ...style }}
      {...rest}
    />
  );
}, sameProps);
