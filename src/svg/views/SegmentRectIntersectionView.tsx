'use client';
import { memo } from 'react';
import type { Rect, Segment } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useSegmentRectIntersection } from '../../hooks/queries/useSegmentRectIntersection';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { HitBand } from './answerParts';
import { dragSettings, EditableInput, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link SegmentRectIntersectionView}. Each input is controlled (`segment` + `onSegmentChange`) or uncontrolled (`defaultSegment`). */
export interface SegmentRectIntersectionViewProps extends ViewProps {
  readonly segment?: Segment;
  readonly defaultSegment?: Segment;
  readonly onSegmentChange?: (segment: Segment) => void;
  readonly rect?: Rect;
  readonly defaultRect?: Rect;
  readonly onRectChange?: (rect: Rect) => void;
}

/**
 * The part of a segment inside a rect: highlighted, with markers at its entry
 * and exit (their `t` on hover or focus; a start or end inside the rect is
 * its own entry or exit), and a status line (`Inside from t 0.25 to 0.75`,
 * `Touches at t 0.5`, `Outside`). Uses {@link useSegmentRectIntersection}
 * (decided exactly). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when an input has neither a value nor a default; TypeError / RangeError naming a bad input.
 */
export const SegmentRectIntersectionView = memo(function SegmentRectIntersectionView(props: SegmentRectIntersectionViewProps) {
  useRequiredScene('SegmentRectIntersectionView');
  const { draggable = true, className, style } = props;
  const [segment, setSegment] = useViewShape('SegmentRectIntersectionView', 'segment', props.segment, props.defaultSegment, props.onSegmentChange);
  const [rect, setRect] = useViewShape('SegmentRectIntersectionView', 'rect', props.rect, props.defaultRect, props.onRectChange);
  const clip = useSegmentRectIntersection(segment, rect);
  const settings = dragSettings(props);
  const tone = hitTone(clip.kind === 'clip');
  let status = 'Outside';
  if (clip.kind === 'clip') {
    status =
      clip.entry.t === clip.exit.t
        ? `Touches at t ${formatNumber(clip.entry.t)}`
        : `Inside from t ${formatNumber(clip.entry.t)} to ${formatNumber(clip.exit.t)}`;
  }
  return (
    <g className={classNames('hitkit-segment-rect-intersection', className)} style={style} data-kind={clip.kind}>
      {clip.kind === 'clip' ? <HitBand from={clip.entry.point} to={clip.exit.point} /> : null}
      <EditableInput shape={rect} onChange={(r) => setRect(r as Rect)} draggable={draggable} label="Rect" settings={settings} style={tone} />
      <EditableInput shape={segment} onChange={(s) => setSegment(s as Segment)} draggable={draggable} label="Segment" settings={settings} style={tone} />
      {clip.kind === 'clip' ? (
        <>
          {clip.entry.t === clip.exit.t ? (
            <IntersectionMarkers points={[clip.entry]} label="Touch" />
          ) : (
            <>
              <IntersectionMarkers points={[clip.entry]} label="Entry" />
              <IntersectionMarkers points={[clip.exit]} label="Exit" />
            </>
          )}
        </>
      ) : null}
      <SceneStatus>{status}</SceneStatus>
    </g>
  );
}, sameProps);
