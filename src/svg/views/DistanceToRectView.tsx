'use client';
import { memo, type CSSProperties } from 'react';
import type { Rect, Vec2 } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useDistanceToRect } from '../../hooks/queries/useDistanceToRect';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { formatSigned } from '../../format';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { RectShape } from '../shapes/RectShape';
import { classNames } from '../style/theme';
import { placeOf, regionStyle } from './answerParts';
import { EditableInput, useViewShape } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link DistanceToRectView}. The point is controlled (`point` + `onPointChange`) or uncontrolled (`defaultPoint`). */
export interface DistanceToRectViewProps {
  readonly point?: Vec2;
  readonly defaultPoint?: Vec2;
  readonly onPointChange?: (point: Vec2) => void;
  /** The rectangle, `(x, y)` = top-left, y down. */
  readonly rect: Rect;
  /**
   * A draggable handle on the point.
   * @defaultValue true
   */
  readonly draggable?: boolean;
  /**
   * Arrow-key step of the handle, scene units.
   * @defaultValue 1
   */
  readonly step?: number;
  /**
   * Arrow-key step of the handle with Shift held, scene units.
   * @defaultValue 10
   */
  readonly largeStep?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
}

const STATUS = { inside: 'Inside', edge: 'On the edge', outside: 'Outside' } as const;

/**
 * Point vs axis-aligned rectangle, drawn with its answer: the shortest segment
 * from the point to the rectangle's boundary with the signed distance at its
 * middle, the rectangle tinted when the point is inside (`--hitkit-inside`), and
 * a status line (`Outside · distance 15`, `Inside · distance -3`, `On the edge ·
 * distance 0`) in the Scene's top-left corner. Uses {@link useDistanceToRect};
 * renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when the point has neither a value nor
 *   a default; TypeError / RangeError naming a bad point or rect.
 */
export const DistanceToRectView = memo(function DistanceToRectView(props: DistanceToRectViewProps) {
  useRequiredScene('DistanceToRectView');
  const { rect, draggable = true, step, largeStep, className, style } = props;
  const [point, setPoint] = useViewShape('DistanceToRectView', 'point', props.point, props.defaultPoint, props.onPointChange);
  const { distance, closestPoint } = useDistanceToRect(point, rect);
  const place = placeOf(distance);
  const value = formatNumber(distance);

  return (
    <g className={classNames('hitkit-distance-to-rect', className)} style={style} data-place={place} data-distance={formatNumber(distance, 6)}>
      <RectShape rect={rect} style={regionStyle(place)} />
      {distance === 0 ? null : <DistanceSegment from={point} to={closestPoint} label={formatSigned(distance)} />}
      <SceneStatus>{`${STATUS[place]} · distance ${value}`}</SceneStatus>
      <EditableInput shape={point} onChange={(p) => setPoint(p as Vec2)} draggable={draggable} label="Point" settings={{ step, largeStep }} />
    </g>
  );
}, sameProps);
