'use client';
import { memo, type SVGProps } from 'react';
import type { Line } from '../../geometry/index';
import { assertLine } from '../../geometry/shapes/validate';
import { clipLine } from './clip';
import { useRequiredScene } from '../scene/sceneContext';
import { ClippedLine } from './ClippedLine';
import { sameProps } from '../memo';

/** Props of {@link LineShape}: any `<line>` prop except the coordinates, plus `line`. */
export interface LineShapeProps extends Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'> {
  /** `a·x + b·y + c = 0` (from `lineThrough` or `lineFromCoefficients`). */
  readonly line: Line;
}

/**
 * Draws an infinite line, clipped to the Scene's visible area (so it reaches
 * the edges at every pan and zoom); nothing when it misses the visible area.
 * Colour: `--hitkit-shape`, or `style.stroke`. Renders inside a Scene.
 *
 * @throws TypeError / RangeError for a bad line (`line.a and line.b must not both be 0 …`); Error outside a Scene.
 */
export const LineShape = memo(function LineShape({ line, className, style, ...rest }: LineShapeProps) {
  assertLine(line, 'line');
  const { viewBox } = useRequiredScene('LineShape');
  return <ClippedLine visible={clipLine(line, viewBox)} kind="line" className={className} style={style} {...rest} />;
}, sameProps);
