import type { SVGProps } from 'react';
import type { Circle } from '../../geometry/index';
import { assertCircle } from '../../geometry/validate';
import { n } from '../number';
import { classNames, theme } from '../theme';

/** Props of {@link CircleShape}: any `<circle>` prop except the geometry, plus `circle`. */
export interface CircleShapeProps extends Omit<SVGProps<SVGCircleElement>, 'cx' | 'cy' | 'r' | 'ref'> {
  readonly circle: Circle;
}

/**
 * Draws a closed disk as an SVG `<circle>`. Colours: `--hitkit-shape` and
 * `--hitkit-shape-fill`, or `style.stroke` / `style.fill`.
 *
 * @throws TypeError / RangeError for a bad circle (`circle.radius must be a finite number >= 0, got -3`).
 */
export function CircleShape({ circle, className, style, ...rest }: CircleShapeProps) {
  assertCircle(circle, 'circle');
  return (
    <circle
      cx={n(circle.center.x)}
      cy={n(circle.center.y)}
      r={n(circle.radius)}
      vectorEffect="non-scaling-stroke"
      className={classNames('hitkit-circle', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style }}
      {...rest}
    />
  );
}
