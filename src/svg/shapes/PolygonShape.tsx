'use client';
import { memo, type SVGProps } from 'react';
import type { Polygon, Polyline, Vec2 } from '../../geometry/index';
import { assertPolygon, assertPolyline } from '../../geometry/shapes/validate';
import { useLabelOutline } from '../labels/labelLayer';
import { useSceneNumbers } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { sameProps } from '../memo';

/** Props of {@link PolygonShape}: any `<polygon>` prop except `points`, plus `polygon` and its fill rule. */
export interface PolygonShapeProps extends Omit<SVGProps<SVGPolygonElement>, 'points' | 'fillRule' | 'ref'> {
  readonly polygon: Polygon;
  /**
   * How a self-intersecting polygon is filled: `'evenodd'` (default, as `pointInPolygon`) or `'nonzero'`.
   * @defaultValue 'evenodd'
   */
  readonly fillRule?: 'evenodd' | 'nonzero';
}

/** Props of {@link PolylineShape}: any `<polyline>` prop except `points`, plus `polyline`. */
export interface PolylineShapeProps extends Omit<SVGProps<SVGPolylineElement>, 'points' | 'ref'> {
  readonly polyline: Polyline;
}

/** The SVG `points` attribute, each coordinate written by the Scene's numbers (relative to its origin). */
function pointsAttribute(points: readonly Vec2[], numbers: ReturnType<typeof useSceneNumbers>): string {
  let out = '';
  for (let k = 0; k < points.length; k++) out += `${k === 0 ? '' : ' '}${numbers.x(points[k]!.x)},${numbers.y(points[k]!.y)}`;
  return out;
}

/**
 * Draws a closed polygon (any winding; concave and self-intersecting allowed)
 * with a stroke of constant screen width. Colours: `--hitkit-shape` and
 * `--hitkit-shape-fill`, or `style.stroke` / `style.fill`. The fill follows
 * `fillRule` (default `'evenodd'`, the rule `pointInPolygon` uses by default),
 * so what is drawn inside is what the queries call inside.
 *
 * @throws TypeError / RangeError for a bad polygon (`polygon.points[1].x must be a finite number, got NaN`).
 */
export const PolygonShape = memo(function PolygonShape({ polygon, fillRule = 'evenodd', className, style, ...rest }: PolygonShapeProps) {
  assertPolygon(polygon, 'polygon');
  const numbers = useSceneNumbers();
  useLabelOutline(polygon.points);
  return (
    <polygon
      points={pointsAttribute(polygon.points, numbers)}
      fillRule={fillRule}
      vectorEffect="non-scaling-stroke"
      strokeLinejoin="round"
      className={classNames('hitkit-polygon', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style }}
      {...rest}
    />
  );
}, sameProps);

/**
 * Draws an open polyline with a stroke of constant screen width and no fill.
 * Colour: `--hitkit-shape`, or `style.stroke`.
 *
 * @throws TypeError / RangeError for a bad polyline (`polyline.points must have at least 2 points, got 1`).
 */
export const PolylineShape = memo(function PolylineShape({ polyline, className, style, ...rest }: PolylineShapeProps) {
  assertPolyline(polyline, 'polyline');
  const numbers = useSceneNumbers();
  useLabelOutline(polyline.points, false);
  return (
    <polyline
      points={pointsAttribute(polyline.points, numbers)}
      vectorEffect="non-scaling-stroke"
      strokeLinejoin="round"
      strokeLinecap="round"
      className={classNames('hitkit-polyline', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, fill: 'none', ...style }}
      {...rest}
    />
  );
}, sameProps);
