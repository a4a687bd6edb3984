'use client';
import { memo } from 'react';
import type { Circle, Vec2 } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useDistanceToCircle } from '../../hooks/queries/useDistanceToCircle';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames } from '../style/theme';
import { placeOf, regionStyle, SignedGap } from './answerParts';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link DistanceToCircleView}. Each input is controlled (`point` + `onPointChange`) or uncontrolled (`defaultPoint`). */
export interface DistanceToCircleViewProps extends ViewProps {
  readonly point?: Vec2;
  readonly defaultPoint?: Vec2;
  readonly onPointChange?: (point: Vec2) => void;
  readonly circle?: Circle;
  readonly defaultCircle?: Circle;
  readonly onCircleChange?: (circle: Circle) => void;
}

const STATUS = { inside: 'Inside', edge: 'On the circle', outside: 'Outside' } as const;

/**
 * Point vs circle, drawn with its answer: the shortest segment from the point to
 * the circumference with the signed distance (`+5 outside`, `−3 inside`), the
 * disk tinted when the point is inside (`--hitkit-inside`), and a status line
 * (`Outside · distance 5 · to centre 10`). Uses {@link useDistanceToCircle}
 * (article 003). The point is a handle; the circle can be moved and resized.
 * Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input.
 */
export const DistanceToCircleView = memo(function DistanceToCircleView(props: DistanceToCircleViewProps) {
  useRequiredScene('DistanceToCircleView');
  const { draggable = true, className, style } = props;
  const [point, setPoint] = useViewShape('DistanceToCircleView', 'point', props.point, props.defaultPoint, props.onPointChange);
  const [circle, setCircle] = useViewShape('DistanceToCircleView', 'circle', props.circle, props.defaultCircle, props.onCircleChange);
  const { distance, centerDistance, closestPoint } = useDistanceToCircle(point, circle);
  const place = placeOf(distance);
  const settings = dragSettings(props);
  return (
    <g className={classNames('hitkit-distance-to-circle', className)} style={style} data-place={place} data-distance={formatNumber(distance, 6)}>
      <EditableInput
        shape={circle}
        onChange={(c) => setCircle(c as Circle)}
        draggable={draggable}
        label="Circle"
        settings={settings}
        style={regionStyle(place)}
      />
      <SignedGap from={point} to={closestPoint} value={distance} />
      <SceneStatus>{`${STATUS[place]} · distance ${formatNumber(distance)} · to centre ${formatNumber(centerDistance)}`}</SceneStatus>
      <EditableInput shape={point} onChange={(p) => setPoint(p as Vec2)} draggable={draggable} label="Point" settings={settings} />
    </g>
  );
}, sameProps);
