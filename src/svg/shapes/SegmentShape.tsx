import type { SVGProps } from 'react';
import type { Segment } from '../../geometry/index';
import { assertSegment } from '../../geometry/validate';
import { n } from '../number';
import { classNames, theme } from '../theme';

/** Props of {@link SegmentShape}: any `<line>` prop except the coordinates, plus `segment`. */
export interface SegmentShapeProps extends Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'> {
  readonly segment: Segment;
}

/**
 * Draws a segment as an SVG `<line>` with a stroke of constant screen width.
 * Colour: `--hitkit-shape`, or `style.stroke`.
 *
 * @throws TypeError / RangeError for a bad segment (`segment.end.x must be a finite number, got NaN`).
 */
export function SegmentShape({ segment, className, style, ...rest }: SegmentShapeProps) {
  assertSegment(segment, 'segment');
  return (
    <line
      x1={n(segment.start.x)}
      y1={n(segment.start.y)}
      x2={n(segment.end.x)}
      y2={n(segment.end.y)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap="round"
      className={classNames('hitkit-segment', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, ...style }}
      {...rest}
    />
  );
}
