import type { SVGProps } from 'react';
import type { Rect } from '../../geometry/index';
import { assertRect } from '../../geometry/validate';
import { n } from '../number';
import { classNames, theme } from '../theme';

/** Props of {@link RectShape}: any `<rect>` prop except the geometry, plus `rect`. */
export interface RectShapeProps extends Omit<SVGProps<SVGRectElement>, 'x' | 'y' | 'width' | 'height' | 'ref'> {
  readonly rect: Rect;
}

/**
 * Draws an axis-aligned rectangle, `(x, y)` = top-left (y down). Colours:
 * `--hitkit-shape` and `--hitkit-shape-fill`, or `style.stroke` / `style.fill`.
 *
 * @throws TypeError / RangeError for a bad rect (`rect.width must be a finite number >= 0, got -1`).
 */
export function RectShape({ rect, className, style, ...rest }: RectShapeProps) {
  assertRect(rect, 'rect');
  return (
    <rect
      x={n(rect.x)}
      y={n(rect.y)}
      width={n(rect.width)}
      height={n(rect.height)}
      vectorEffect="non-scaling-stroke"
      className={classNames('hitkit-rect', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style }}
      {...rest}
    />
  );
}
