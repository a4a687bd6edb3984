'use client';
import { memo, type SVGProps } from 'react';
import type { Ray } from '../../geometry/index';
import { assertRay } from '../../geometry/shapes/validate';
import { clipRay } from './clip';
import { useRequiredScene } from '../scene/sceneContext';
import { ClippedLine } from './ClippedLine';
import { sameProps } from '../memo';

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
export const RayShape = memo(function RayShape({ ray, className, style, ...rest }: RayShapeProps) {
  assertRay(ray, 'ray');
  const { viewBox } = useRequiredScene('RayShape');
  return <ClippedLine visible={clipRay(ray, viewBox)} kind="ray" className={className} style={style} {...rest} />;
}, sameProps);
