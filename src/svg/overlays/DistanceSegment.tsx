'use client';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertVec2 } from '../../geometry/shapes/validate';
import { useLabelStroke } from '../labels/labelLayer';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import { drawArea, segmentToDraw } from '../shapes/drawArea';
import { classNames, theme } from '../style/theme';
import { Label } from '../labels/Label';
import { sameProps } from '../memo';
import { MeasureDot } from './MeasureDot';

/** Props of {@link DistanceSegment}. */
export interface DistanceSegmentProps {
  /** One end of the shortest-distance segment, scene units. */
  readonly from: Vec2;
  /** The other end. */
  readonly to: Vec2;
  /** The value label drawn at the midpoint (e.g. `"12.5"`); none when omitted. */
  readonly label?: ReactNode;
  readonly className?: string;
  /** Applied to the line; `stroke` sets the colour, which is `--hitkit-measure` when not set. */
  readonly style?: CSSProperties;
}

/**
 * The shortest-distance segment between two shapes: a dashed line with a dot
 * at each end and its value at the midpoint. The line is decorative; the label
 * is readable text. A zero-length segment draws its dots and label only.
 *
 * @throws TypeError / RangeError for a bad `from` or `to`.
 */
export const DistanceSegment = memo(function DistanceSegment({ from, to, label, className, style }: DistanceSegmentProps) {
  assertVec2(from, 'from');
  assertVec2(to, 'to');
  const colour = style?.stroke ?? theme.measure;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  const numbers = useSceneNumbers();
  // a line reaching far beyond the view is cut (see SegmentShape)
  const line = segmentToDraw({ start: from, end: to }, drawArea(useScene()));
  useLabelStroke(line, line === null || (line.start.x === from.x && line.start.y === from.y && line.end.x === to.x && line.end.y === to.y));
  return (
    <g className={classNames('hitkit-distance', className)}>
      {line ? (
        <line
          x1={numbers.x(line.start.x)}
          y1={numbers.y(line.start.y)}
          x2={numbers.x(line.end.x)}
          y2={numbers.y(line.end.y)}
          aria-hidden="true"
          vectorEffect="non-scaling-stroke"
          style={{ stroke: colour, strokeWidth: 1.5, strokeDasharray: '4 3', ...style }}
        />
      ) : null}
      <MeasureDot point={from} size={3} colour={colour} />
      <MeasureDot point={to} size={3} colour={colour} />
      {label === undefined ? null : (
        <Label at={mid} dx={6} dy={-8}>
          {label}
        </Label>
      )}
    </g>
  );
}, sameProps);
