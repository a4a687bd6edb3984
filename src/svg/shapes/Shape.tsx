'use client';
import { memo, type CSSProperties } from 'react';
import type { Circle, Rect, RotatedRect, Segment, Vec2 } from '../../geometry/index';
import { shapeKind, type AnyShape } from '../../hooks/queries/shapeKind';
import { CircleShape } from './CircleShape';
import { PointShape } from './PointShape';
import { RectShape } from './RectShape';
import { RotatedRectShape } from './RotatedRectShape';
import { SegmentShape } from './SegmentShape';
import { sameProps } from '../memo';

/** Props of {@link Shape}. */
export interface ShapeProps {
  /** A point `{ x, y }`, segment `{ start, end }`, circle `{ center, radius }`, rect `{ x, y, width, height }` or rotated rect `{ center, width, height, rotation }`. */
  readonly shape: AnyShape;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * Draws any of the five shapes with its own component (`PointShape`,
 * `SegmentShape`, `CircleShape`, `RectShape`, `RotatedRectShape`), told apart by its fields.
 *
 * @throws TypeError naming `shape` when it is none of them; TypeError / RangeError for a bad field.
 */
export const Shape = memo(function Shape({ shape, className, style }: ShapeProps) {
  const kind = shapeKind(shape, 'shape');
  const look = { ...(className === undefined ? {} : { className }), ...(style === undefined ? {} : { style }) };
  if (kind === 'segment') return <SegmentShape segment={shape as Segment} {...look} />;
  if (kind === 'circle') return <CircleShape circle={shape as Circle} {...look} />;
  if (kind === 'rect') return <RectShape rect={shape as Rect} {...look} />;
  if (kind === 'rotatedRect') return <RotatedRectShape rect={shape as RotatedRect} {...look} />;
  return <PointShape point={shape as Vec2} {...look} />;
}, sameProps);
