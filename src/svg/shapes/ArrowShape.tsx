'use client';
import { memo, type CSSProperties } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertNonNegative, assertVec2 } from '../../geometry/shapes/validate';
import { useLabelStroke } from '../labels/labelLayer';
import { useScene, useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { drawArea, segmentToDraw } from './drawArea';
import { sameProps } from '../memo';

/** Props of {@link ArrowShape}. */
export interface ArrowShapeProps {
  /** Tail, scene units. */
  readonly from: Vec2;
  /** Tip, scene units. */
  readonly to: Vec2;
  /**
   * Length of the head, CSS pixels, at any figure size and zoom; never more than half the arrow.
   * @defaultValue 9
   */
  readonly head?: number;
  /** Accessible name; without one the arrow is decorative (hidden from assistive technology). */
  readonly 'aria-label'?: string;
  readonly className?: string;
  /** `stroke` sets the colour of shaft and head, which is `--hitkit-shape` when not set. */
  readonly style?: CSSProperties;
}

/**
 * A vector drawn as an arrow from `from` to `to`: a shaft and a filled head,
 * with no `<marker>` ids (deterministic markup). A zero-length arrow draws
 * nothing. Colour: `--hitkit-shape`, or `style.stroke`.
 *
 * @throws TypeError / RangeError for a bad point or head size.
 */
export const ArrowShape = memo(function ArrowShape({ from, to, head = 9, className, style, ...rest }: ArrowShapeProps) {
  assertVec2(from, 'from');
  assertVec2(to, 'to');
  assertNonNegative(head, 'head');
  const px = useScenePixel();
  const numbers = useSceneNumbers();
  const area = drawArea(useScene());
  // labels keep clear of the arrow; `fit` leaves it out, since arrows such as normals are
  // sized in CSS pixels and would grow with the view they make grow
  useLabelStroke(Number.isFinite(to.x - from.x + to.y - from.y) ? { start: from, end: to } : null, false);
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  if (!(length > 0) || !Number.isFinite(length)) return null;
  const ux = dx / length;
  const uy = dy / length;
  const h = Math.min(head * px, length / 2);
  const w = h * 0.45;
  const base = { x: to.x - ux * h, y: to.y - uy * h };
  const colour = style?.stroke ?? theme.shape;
  const labelled = rest['aria-label'] !== undefined;
  // a shaft reaching far beyond the view is cut (see SegmentShape)
  const shaft = segmentToDraw({ start: from, end: base }, area);
  const { x: fx, y: fy } = numbers;
  return (
    <g
      className={classNames('hitkit-arrow', className)}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      aria-label={rest['aria-label']}
    >
      {shaft ? (
        <line
          x1={fx(shaft.start.x)}
          y1={fy(shaft.start.y)}
          x2={fx(shaft.end.x)}
          y2={fy(shaft.end.y)}
          vectorEffect="non-scaling-stroke"
          style={{ strokeWidth: 2, ...style, stroke: colour }}
        />
      ) : null}
      <path
        d={`M${fx(to.x)} ${fy(to.y)}L${fx(base.x - uy * w)} ${fy(base.y + ux * w)}L${fx(base.x + uy * w)} ${fy(base.y - ux * w)}Z`}
        style={{ fill: colour, stroke: 'none' }}
      />
    </g>
  );
}, sameProps);
