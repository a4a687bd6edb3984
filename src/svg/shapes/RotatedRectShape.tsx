'use client';
import { memo, useMemo, type SVGProps } from 'react';
import type { RotatedRect } from '../../geometry/index';
import { rotatedRectCorners } from '../../geometry/shapes/rotatedRect';
import { assertRotatedRect } from '../../geometry/shapes/validate';
import { useLabelOutline } from '../labels/labelLayer';
import { useSceneNumbers } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props of {@link RotatedRectShape}: any `<polygon>` prop except `points`, plus `rect`. */
export interface RotatedRectShapeProps extends Omit<SVGProps<SVGPolygonElement>, 'points' | 'ref'> {
  /** The rotated rect `{ center, width, height, rotation }`, scene units and radians (positive: clockwise on screen, y down). */
  readonly rect: RotatedRect;
}

/**
 * Draws a rotated rect as the `<polygon>` of its four corners
 * (`rotatedRectCorners`: the very quadrilateral every rotated-rect query
 * answers for, so what is drawn inside is what the queries call inside), with a
 * stroke of constant screen width. Colours: `--hitkit-shape` and
 * `--hitkit-shape-fill`, or `style.stroke` / `style.fill`. A zero-size rotated
 * rect draws as a zero-area polygon (a point or a segment, stroked).
 *
 * @throws TypeError / RangeError for a bad rotated rect (`rect.rotation must be a finite number, got NaN`), so no NaN reaches the SVG.
 */
export const RotatedRectShape = memo(function RotatedRectShape({ rect, className, style, ...rest }: RotatedRectShapeProps) {
  assertRotatedRect(rect, 'rect');
  const numbers = useSceneNumbers();
  const { center, width, height, rotation } = rect;
  // keyed on the numbers, so an inline literal gives the label layer the same outline every render
  const corners = useMemo(
    () => rotatedRectCorners({ center: { x: center.x, y: center.y }, width, height, rotation }),
    [center.x, center.y, width, height, rotation],
  );
  useLabelOutline(corners);
  let points = '';
  for (let k = 0; k < 4; k++) points += `${k === 0 ? '' : ' '}${numbers.x(corners[k]!.x)},${numbers.y(corners[k]!.y)}`;
  return (
    <polygon
      points={points}
      vectorEffect="non-scaling-stroke"
      strokeLinejoin="round"
      className={classNames('hitkit-rotated-rect', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style }}
      {...rest}
    />
  );
}, sameProps);
