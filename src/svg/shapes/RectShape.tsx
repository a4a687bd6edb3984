'use client';
import { memo, useMemo, type SVGProps } from 'react';
import type { Rect } from '../../geometry/index';
import { assertRect } from '../../geometry/shapes/validate';
import { useLabelOutline } from '../labels/labelLayer';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { drawArea, rectToDraw } from './drawArea';
import { sameProps } from '../memo';

/** Props of {@link RectShape}: any `<rect>` prop except the geometry, plus `rect`. */
export interface RectShapeProps extends Omit<SVGProps<SVGRectElement>, 'x' | 'y' | 'width' | 'height' | 'ref'> {
  readonly rect: Rect;
}

/**
 * Draws an axis-aligned rectangle, `(x, y)` = top-left (y down). Colours:
 * `--hitkit-shape` and `--hitkit-shape-fill`, or `style.stroke` / `style.fill`.
 * Inside a Scene, a rect reaching far beyond the view (more than 800 nominal
 * pixels from its centre) is drawn cut to that distance, so that it draws
 * exactly at every zoom (the cut edges are off screen); one that lies wholly
 * beyond it draws nothing.
 *
 * @throws TypeError / RangeError for a bad rect (`rect.width must be a finite number >= 0, got -1`).
 */
export const RectShape = memo(function RectShape({ rect, className, style, ...rest }: RectShapeProps) {
  assertRect(rect, 'rect');
  const numbers = useSceneNumbers();
  const drawn = rectToDraw(rect, drawArea(useScene()));
  const corners = useMemo(
    () =>
      drawn
        ? [
            { x: drawn.x, y: drawn.y },
            { x: drawn.x + drawn.width, y: drawn.y },
            { x: drawn.x + drawn.width, y: drawn.y + drawn.height },
            { x: drawn.x, y: drawn.y + drawn.height },
          ]
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the numbers, not the object: an inline rect literal with the same numbers keeps the corners
    [drawn?.x, drawn?.y, drawn?.width, drawn?.height],
  );
  // a rect cut to the drawing area (which grows with the view) is left out of `fit`
  useLabelOutline(corners, true, drawn === null || (drawn.x === rect.x && drawn.y === rect.y && drawn.width === rect.width && drawn.height === rect.height));
  if (!drawn) return null;
  return (
    <rect
      x={numbers.x(drawn.x)}
      y={numbers.y(drawn.y)}
      width={numbers.len(drawn.width)}
      height={numbers.len(drawn.height)}
      vectorEffect="non-scaling-stroke"
      className={classNames('hitkit-rect', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style }}
      {...rest}
    />
  );
}, sameProps);
