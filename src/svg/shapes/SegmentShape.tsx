'use client';
import { memo, type SVGProps } from 'react';
import type { Segment } from '../../geometry/index';
import { assertSegment } from '../../geometry/shapes/validate';
import { useLabelStroke } from '../labels/labelLayer';
import { useScene, useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { DEGENERATE_PX } from '../style/sizes';
import { classNames, theme } from '../style/theme';
import { drawArea, segmentToDraw } from './drawArea';
import { sameProps } from '../memo';

const isSame = (a: Segment, b: Segment) => a.start.x === b.start.x && a.start.y === b.start.y && a.end.x === b.end.x && a.end.y === b.end.y;

/** Props of {@link SegmentShape}: any `<line>` prop except the coordinates, plus `segment`. */
export interface SegmentShapeProps extends Omit<SVGProps<SVGLineElement>, 'x1' | 'y1' | 'x2' | 'y2' | 'ref'> {
  readonly segment: Segment;
}

/**
 * Draws a segment as an SVG `<line>` with a stroke of constant screen width.
 * Colour: `--hitkit-shape`, or `style.stroke`. Inside a Scene, a segment
 * reaching far beyond the view (more than 800 nominal pixels from its centre)
 * is drawn cut to that distance, so that it draws exactly at every zoom; one
 * that passes no nearer draws nothing.
 *
 * A zero-length segment (degenerate: a point) is drawn as a dashed square
 * around the point, so it is not mistaken for a handle.
 *
 * @throws TypeError / RangeError for a bad segment (`segment.end.x must be a finite number, got NaN`).
 */
export const SegmentShape = memo(function SegmentShape({ segment, className, style, ...rest }: SegmentShapeProps) {
  assertSegment(segment, 'segment');
  const numbers = useSceneNumbers();
  const px = useScenePixel();
  const drawn = segmentToDraw(segment, drawArea(useScene()));
  // a segment cut to the drawing area (which grows with the view) is left out of `fit`
  useLabelStroke(drawn, drawn === null || isSame(drawn, segment));
  if (!drawn) return null;
  if (segment.start.x === segment.end.x && segment.start.y === segment.end.y) {
    // a zero-length segment is a point: a dashed square of constant size tells it from a handle
    const h = DEGENERATE_PX * px;
    return (
      <rect
        x={numbers.x(segment.start.x - h)}
        y={numbers.y(segment.start.y - h)}
        width={numbers.len(2 * h)}
        height={numbers.len(2 * h)}
        vectorEffect="non-scaling-stroke"
        className={classNames('hitkit-segment', 'hitkit-degenerate', className)}
        style={{ stroke: theme.shape, ...style, strokeWidth: 1.5, strokeDasharray: '3 2', fill: 'none' }}
        {...(rest as SVGProps<SVGRectElement>)}
      />
    );
  }
  return (
    <line
      x1={numbers.x(drawn.start.x)}
      y1={numbers.y(drawn.start.y)}
      x2={numbers.x(drawn.end.x)}
      y2={numbers.y(drawn.end.y)}
      vectorEffect="non-scaling-stroke"
      strokeLinecap="round"
      className={classNames('hitkit-segment', className)}
      style={{ stroke: theme.shape, strokeWidth: 2, ...style }}
      {...rest}
    />
  );
}, sameProps);
