'use client';
import { memo } from 'react';
import type { Circle } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useCircleCircleDistance } from '../../hooks/queries/useCircleCircleDistance';
import { HitHighlight } from '../overlays/HitHighlight';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { SignedGap } from './answerParts';
import { dragSettings, LetteredPair, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link CircleCircleDistanceView}. Each circle is controlled (`a` + `onAChange`) or uncontrolled (`defaultA`). */
export interface CircleCircleDistanceViewProps extends ViewProps {
  readonly a?: Circle;
  readonly defaultA?: Circle;
  readonly onAChange?: (circle: Circle) => void;
  readonly b?: Circle;
  readonly defaultB?: Circle;
  readonly onBChange?: (circle: Circle) => void;
}

/** The relation of two circles, as the view's status line and `data-relation` name it. */
export type CircleRelation = 'apart' | 'touching' | 'crossing' | 'contained' | 'coincident';

/**
 * Two circles, drawn with their answer: the signed distance between the
 * circumferences (`+5 apart`, `−3 overlap`) as the segment between the closest
 * points, a hit highlight when the disks touch or overlap, the points where the
 * circumferences meet, and a status line (`Crossing · distance -4 · 2 points`).
 * Uses {@link useCircleCircleDistance} (article 003). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when a circle has neither a value nor a default; TypeError / RangeError naming a bad circle.
 */
export const CircleCircleDistanceView = memo(function CircleCircleDistanceView(props: CircleCircleDistanceViewProps) {
  useRequiredScene('CircleCircleDistanceView');
  const { draggable = true, className, style } = props;
  const [a, setA] = useViewShape('CircleCircleDistanceView', 'a', props.a, props.defaultA, props.onAChange);
  const [b, setB] = useViewShape('CircleCircleDistanceView', 'b', props.b, props.defaultB, props.onBChange);
  const { distance, hit, pointA, pointB, intersection } = useCircleCircleDistance(a, b);
  const relation: CircleRelation =
    intersection.kind === 'coincident'
      ? 'coincident'
      : intersection.kind === 'none'
        ? intersection.reason === 'contained'
          ? 'contained'
          : 'apart'
        : intersection.points.length === 1
          ? 'touching'
          : 'crossing';
  const points = intersection.kind === 'points' ? intersection.points.map((point) => ({ point })) : [];
  const settings = dragSettings(props);
  const tone = hitTone(hit, true);
  const count = points.length === 1 ? '1 point' : `${points.length} points`;
  return (
    <g className={classNames('hitkit-circle-circle-distance', className)} style={style} data-relation={relation} data-distance={formatNumber(distance, 6)}>
      <HitHighlight shape={a} hit={hit} />
      <HitHighlight shape={b} hit={hit} />
      <LetteredPair a={a} b={b} onAChange={setA} onBChange={setB} name="Circle" draggable={draggable} settings={settings} style={tone} />
      <SignedGap from={pointA} to={pointB} value={distance} positive="apart" negative="overlap" dy={12} />
      <IntersectionMarkers points={points} />
      <SceneStatus>{`${relation.charAt(0).toUpperCase()}${relation.slice(1)} · distance ${formatNumber(distance)} · ${count}`}</SceneStatus>
    </g>
  );
}, sameProps);
