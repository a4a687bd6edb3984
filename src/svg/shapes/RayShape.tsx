'use client';
import type { SVGProps } from 'react';
import type { Ray } from '../../geometry/index';
import { assertRay } from '../../geometry/validate';
import { clipRay } from '../clip';
import { n } from '../number';
import { useRequiredScene } from '../Scene';
import { classNames, theme } from '../theme';

/** Props of {@link RayShape}: any `<line>` prop except the coordinates, plus `ray`. */
export interface RayShapeProps extends Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'> {
  /** `{ origin, direction }`; the direction's length does not matter. */
  readonly ray: Ray;
}

/**
 * Draws a ray from its origin to the edge of the Scene's visible area; nothing
 * when no part of it is visible. Colour: `--hitkit-shape`, or `style.stroke`.
 * Renders inside a Scene.
 *
 * @throws TypeError / RangeError for a bad ray (`ray.direction must not be (0, 0) …`); Error outside a Scene.
 */
export function RayShape({ ray, className, style, ...rest }: RayShapeProps) {
  assertRay(ray, 'ray');
  const { viewBox } = useRequiredScene('RayShape');
  const visible = clipRay(ray, viewBox);
  if (!visible) return null;
  return (
    <line
      x1={n(visible.start.x)}
      y1={n(visible.start.y)}
      x2={n(visible.end.x)}
      y2={n(visible.end.y)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap="round"
      className={classNames('hitkit-ray', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, ...style }}
      {...rest}
    />
  );
}
