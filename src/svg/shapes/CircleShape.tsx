'use client';
import { memo, useContext, type ReactElement, type SVGProps } from 'react';
import type { Circle, Vec2 } from '../../geometry/index';
import { assertCircle } from '../../geometry/shapes/validate';
import { LabelRing, ObstacleBoardContext } from '../labels/labelLayer';
import { useScene } from '../scene/sceneContext';
import { DEFAULT_SCENE_NUMBERS, type SceneNumbers } from '../scene/number';
import { classNames, theme } from '../style/theme';
import { circleToDraw, drawArea, drawsAsCircle, polygonPath } from './drawArea';
import { sameProps } from '../memo';
import { DEGENERATE_PX } from '../style/sizes';

/** Props of {@link CircleShape}: any `<circle>` prop except the geometry, plus `circle`. */
export interface CircleShapeProps extends Omit<SVGProps<SVGCircleElement>, 'cx' | 'cy' | 'r' | 'ref'> {
  readonly circle: Circle;
}

/**
 * Draws a closed disk as an SVG `<circle>`. Colours: `--hitkit-shape` and
 * `--hitkit-shape-fill`, or `style.stroke` / `style.fill`.
 *
 * Inside a Scene, a circle so large or so far away that the browser could not
 * draw its `<circle>` exactly (it reaches more than 2^16 nominal pixels from
 * the view) is drawn instead as a `<path>` (same class, style and props) of
 * the part of the disk near the view: its arc within 0.01 nominal pixel, and
 * edges far off screen; one that passes nowhere near the view draws nothing.
 *
 * A zero-radius circle (a degenerate circle: a point) is drawn as a thin
 * dashed ring of radius 10 CSS pixels about the centre,
 * so it is not mistaken for a handle (its colour comes from `style.stroke`;
 * its width and dash are always the glyph's).
 *
 * @throws TypeError / RangeError for a bad circle (`circle.radius must be a finite number >= 0, got -3`).
 */
export const CircleShape = memo(function CircleShape({ circle, className, style, ...rest }: CircleShapeProps) {
  assertCircle(circle, 'circle');
  // the Scene read once (each read is an entry kept on the fiber) and no draw area
  // allocated for the usual circle: thousands of these mount at once
  const scene = useScene();
  const numbers = scene?.numbers ?? DEFAULT_SCENE_NUMBERS;
  const drawn = drawsAsCircle(circle.center, circle.radius, scene) ? 'circle' : circleToDraw(circle.center, circle.radius, drawArea(scene));
  // the outline labels keep clear of, once the Scene's labels (or `fit`) read obstacles
  const ring = useContext(ObstacleBoardContext) ? <LabelRing x={circle.center.x} y={circle.center.y} r={circle.radius} /> : null;
  const shape = drawnCircle(circle, drawn, numbers, scene?.pixel ?? 1, className, style, rest);
  return ring === null ? (
    shape
  ) : (
    <>
      {shape}
      {ring}
    </>
  );
}, sameProps);

/** The circle's element: `<circle>`, the `<path>` of its part near the view, a zero radius's ring, or nothing. */
function drawnCircle(
  circle: Circle,
  drawn: 'circle' | readonly Vec2[] | null,
  numbers: SceneNumbers,
  px: number,
  className: string | undefined,
  style: CircleShapeProps['style'],
  rest: Omit<CircleShapeProps, 'circle' | 'className' | 'style'>,
): ReactElement | null {
  if (!drawn) return null;
  if (circle.radius === 0) {
    // a zero-radius circle is a point: a dashed ring of constant size tells it from a handle
    return (
      <circle
        cx={numbers.x(circle.center.x)}
        cy={numbers.y(circle.center.y)}
        r={numbers.len(DEGENERATE_PX * px)}
        vectorEffect="non-scaling-stroke"
        className={classNames('hitkit-circle', 'hitkit-degenerate', className)}
        style={{ stroke: theme.shape, ...style, strokeWidth: 1.5, strokeDasharray: '3 2', fill: 'none' }}
        {...rest}
      />
    );
  }
  const look = {
    vectorEffect: 'non-scaling-stroke',
    className: classNames('hitkit-circle', className),
    style: { stroke: theme.shape, strokeWidth: 2, fill: theme.shapeFill, ...style },
  } as const;
  if (drawn !== 'circle') {
    return <path d={polygonPath(drawn, numbers)} {...look} {...(rest as SVGProps<SVGPathElement>)} />;
  }
  return <circle cx={numbers.x(circle.center.x)} cy={numbers.y(circle.center.y)} r={numbers.len(circle.radius)} {...look} {...rest} />;
}
