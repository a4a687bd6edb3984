'use client';
import { memo } from 'react';
import type { Segment } from '../../geometry/index';
import { formatNumber, formatPoint } from '../../format';
import { useSegmentIntersection } from '../../hooks/queries/useSegmentIntersection';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { HitBand } from './answerParts';
import { dragSettings, LetteredPair, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link SegmentIntersectionView}. Each segment is controlled (`a` + `onAChange`) or uncontrolled (`defaultA`). */
export interface SegmentIntersectionViewProps extends ViewProps {
  readonly a?: Segment;
  readonly defaultA?: Segment;
  readonly onAChange?: (segment: Segment) => void;
  readonly b?: Segment;
  readonly defaultB?: Segment;
  readonly onBChange?: (segment: Segment) => void;
}

/**
 * Two segments, drawn with where they meet: a marker at a crossing, T-junction
 * or shared endpoint (its `t` along A and `u` along B on hover or focus); the
 * shared part of a collinear overlap highlighted, with markers at its ends; and
 * a status line (`Point (5, 0) · t 0.5 · u 0.5`, `Overlap (4, 0) to (10, 0)`,
 * `None · parallel`, `None`). Uses {@link useSegmentIntersection} (article 004,
 * closed segments, decided exactly). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when a segment has neither a value nor a default; TypeError / RangeError naming a bad segment.
 */
export const SegmentIntersectionView = memo(function SegmentIntersectionView(props: SegmentIntersectionViewProps) {
  useRequiredScene('SegmentIntersectionView');
  const { draggable = true, className, style } = props;
  const [a, setA] = useViewShape('SegmentIntersectionView', 'a', props.a, props.defaultA, props.onAChange);
  const [b, setB] = useViewShape('SegmentIntersectionView', 'b', props.b, props.defaultB, props.onBChange);
  const result = useSegmentIntersection(a, b);
  const settings = dragSettings(props);
  const tone = hitTone(result.kind !== 'none');
  let status: string;
  if (result.kind === 'none') status = result.parallel ? 'None · parallel' : 'None';
  else if (result.kind === 'point') status = `Point ${formatPoint(result.point)} · t ${formatNumber(result.t)} · u ${formatNumber(result.u)}`;
  else status = `Overlap ${formatPoint(result.start)} to ${formatPoint(result.end)}`;
  return (
    <g className={classNames('hitkit-segment-intersection', className)} style={style} data-kind={result.kind}>
      {result.kind === 'overlap' ? <HitBand from={result.start} to={result.end} /> : null}
      <LetteredPair a={a} b={b} onAChange={setA} onBChange={setB} name="Segment" draggable={draggable} settings={settings} style={tone} />
      {result.kind === 'point' ? <IntersectionMarkers points={[result]} /> : null}
      {result.kind === 'overlap' ? (
        <IntersectionMarkers
          label="Overlap end"
          points={[
            { point: result.start, t: result.tStart, u: result.uStart },
            { point: result.end, t: result.tEnd, u: result.uEnd },
          ]}
        />
      ) : null}
      <SceneStatus>{status}</SceneStatus>
    </g>
  );
}, sameProps);
