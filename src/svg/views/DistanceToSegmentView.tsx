'use client';
import { memo } from 'react';
import type { Segment, Vec2 } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useDistanceToSegment } from '../../hooks/queries/useDistanceToSegment';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames } from '../style/theme';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';
import { MeasureDot } from '../overlays/MeasureDot';

/** Props of {@link DistanceToSegmentView}. Each input is controlled (`point` + `onPointChange`) or uncontrolled (`defaultPoint`). */
export interface DistanceToSegmentViewProps extends ViewProps {
  readonly point?: Vec2;
  readonly defaultPoint?: Vec2;
  readonly onPointChange?: (point: Vec2) => void;
  readonly segment?: Segment;
  readonly defaultSegment?: Segment;
  readonly onSegmentChange?: (segment: Segment) => void;
}

/**
 * Point vs segment, drawn with its answer: the closest point of the segment,
 * the shortest segment to it with its length, and a status line (`Distance
 * 7.07 · t 0.63`, `On the segment · t 0.5`; `t` is the closest point's
 * parameter, 0 at the start, 1 at the end). Uses {@link useDistanceToSegment}
 * (article 003). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input.
 */
export const DistanceToSegmentView = memo(function DistanceToSegmentView(props: DistanceToSegmentViewProps) {
  useRequiredScene('DistanceToSegmentView');
  const { draggable = true, className, style } = props;
  const [point, setPoint] = useViewShape('DistanceToSegmentView', 'point', props.point, props.defaultPoint, props.onPointChange);
  const [segment, setSegment] = useViewShape('DistanceToSegmentView', 'segment', props.segment, props.defaultSegment, props.onSegmentChange);
  const { distance, closestPoint, t } = useDistanceToSegment(point, segment);
  const settings = dragSettings(props);
  const status = distance === 0 ? `On the segment · t ${formatNumber(t)}` : `Distance ${formatNumber(distance)} · t ${formatNumber(t)}`;
  return (
    <g className={classNames('hitkit-distance-to-segment', className)} style={style} data-distance={formatNumber(distance, 6)} data-t={formatNumber(t, 6)}>
      <EditableInput shape={segment} onChange={(s) => setSegment(s as Segment)} draggable={draggable} label="Segment" settings={settings} />
      {distance === 0 ? <MeasureDot point={closestPoint} size={3.5} /> : <DistanceSegment from={point} to={closestPoint} label={formatNumber(distance)} />}
      <SceneStatus>{status}</SceneStatus>
      <EditableInput shape={point} onChange={(p) => setPoint(p as Vec2)} draggable={draggable} label="Point" settings={settings} />
    </g>
  );
}, sameProps);
