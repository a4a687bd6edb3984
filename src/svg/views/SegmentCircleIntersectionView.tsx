'use client';
import { memo } from 'react';
import type { Circle, Segment } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useSegmentCircleHit } from '../../hooks/queries/useSegmentCircleHit';
import { useSegmentCircleIntersection } from '../../hooks/queries/useSegmentCircleIntersection';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link SegmentCircleIntersectionView}. Each input is controlled (`segment` + `onSegmentChange`) or uncontrolled (`defaultSegment`). */
export interface SegmentCircleIntersectionViewProps extends ViewProps {
  readonly segment?: Segment;
  readonly defaultSegment?: Segment;
  readonly onSegmentChange?: (segment: Segment) => void;
  readonly circle?: Circle;
  readonly defaultCircle?: Circle;
  readonly onCircleChange?: (circle: Circle) => void;
}

/**
 * Where a segment crosses a circle's circumference: a marker at each point
 * (its `t` along the segment on hover or focus), and a status line (`2 points
 * · t 0.38, 0.63`, `1 point · t 0.5`, `No points`). A segment wholly inside the
 * disk has none (`No points · inside the disk`), and is drawn as a hit. Uses {@link useSegmentCircleIntersection} (article 004, the
 * ball). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input.
 */
export const SegmentCircleIntersectionView = memo(function SegmentCircleIntersectionView(props: SegmentCircleIntersectionViewProps) {
  useRequiredScene('SegmentCircleIntersectionView');
  const { draggable = true, className, style } = props;
  const [segment, setSegment] = useViewShape('SegmentCircleIntersectionView', 'segment', props.segment, props.defaultSegment, props.onSegmentChange);
  const [circle, setCircle] = useViewShape('SegmentCircleIntersectionView', 'circle', props.circle, props.defaultCircle, props.onCircleChange);
  const points = useSegmentCircleIntersection(segment, circle);
  const settings = dragSettings(props);
  // a segment wholly inside the disk crosses no boundary but still hits the disk
  const { hit } = useSegmentCircleHit(segment, circle);
  const tone = hitTone(hit);
  const status =
    points.length === 0
      ? hit
        ? 'No points · inside the disk'
        : 'No points'
      : `${points.length === 1 ? '1 point' : `${points.length} points`} · t ${points.map((p) => formatNumber(p.t)).join(', ')}`;
  return (
    <g className={classNames('hitkit-segment-circle-intersection', className)} style={style} data-count={points.length}>
      <EditableInput shape={circle} onChange={(c) => setCircle(c as Circle)} draggable={draggable} label="Circle" settings={settings} style={tone} />
      <EditableInput shape={segment} onChange={(s) => setSegment(s as Segment)} draggable={draggable} label="Segment" settings={settings} style={tone} />
      <IntersectionMarkers points={points} />
      <SceneStatus>{status}</SceneStatus>
    </g>
  );
}, sameProps);
