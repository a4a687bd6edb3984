'use client';
import { memo, type CSSProperties } from 'react';
import { closestPointOnCircle } from '../../geometry/index';
import type { Circle, Segment } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useSegmentCircleHit } from '../../hooks/queries/useSegmentCircleHit';
import { Handle } from '../handles/Handle';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { SceneStatus } from '../scene/SceneStatus';
import { IntersectionMarkers } from '../overlays/IntersectionMarkers';
import { useRequiredScene, useScenePixels } from '../scene/sceneContext';
import { CircleShape } from '../shapes/CircleShape';
import { SegmentShape } from '../shapes/SegmentShape';
import { classNames, hitTone } from '../style/theme';
import { useViewShape } from './inputs';
import { sameProps } from '../memo';
import { MeasureDot } from '../overlays/MeasureDot';

/** Props of {@link SegmentCircleHitView}. Each shape is controlled (`segment` + `onSegmentChange`) or uncontrolled (`defaultSegment`). */
export interface SegmentCircleHitViewProps {
  readonly segment?: Segment;
  readonly defaultSegment?: Segment;
  readonly onSegmentChange?: (segment: Segment) => void;
  readonly circle?: Circle;
  readonly defaultCircle?: Circle;
  readonly onCircleChange?: (circle: Circle) => void;
  /**
   * Extra reach added to the radius for the hit test, scene units.
   * @defaultValue 0
   */
  readonly tolerance?: number;
  /**
   * Extra reach in screen pixels, converted to scene units through the Scene's
   * current zoom ({@link useScenePixels}) and added to `tolerance`: a pointer
   * slop that feels the same at every zoom.
   */
  readonly tolerancePx?: number;
  /**
   * Draggable handles on both endpoints and the centre.
   * @defaultValue true
   */
  readonly draggable?: boolean;
  /**
   * Arrow-key step of the handles, scene units.
   * @defaultValue 1
   */
  readonly step?: number;
  /**
   * Arrow-key step of the handles with Shift held, scene units.
   * @defaultValue 10
   */
  readonly largeStep?: number;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/**
 * Segment vs circle, drawn with its answer: both shapes coloured by the hit
 * state (`--hitkit-hit` / `--hitkit-miss`), the point of the segment nearest the
 * centre, the gap to the circle as a measured segment when they miss, the
 * points where the segment crosses the circumference (`t` on hover or focus), with a
 * tolerance the tolerance band (a dashed ring at radius + tolerance: what the
 * segment must reach), and a
 * status line (`Hit · gap -2.93` / `Miss · gap 4.14`) in the Scene's top-left
 * corner. Uses {@link useSegmentCircleHit}; renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when a shape has neither a value nor a
 *   default; TypeError / RangeError naming the bad shape or tolerance.
 */
export const SegmentCircleHitView = memo(function SegmentCircleHitView(props: SegmentCircleHitViewProps) {
  useRequiredScene('SegmentCircleHitView');
  const slop = useScenePixels(props.tolerancePx ?? 0);
  const { tolerance: sceneTolerance = 0, draggable = true, step, largeStep, className, style } = props;
  const [segment, setSegment] = useViewShape('SegmentCircleHitView', 'segment', props.segment, props.defaultSegment, props.onSegmentChange);
  const [circle, setCircle] = useViewShape('SegmentCircleHitView', 'circle', props.circle, props.defaultCircle, props.onCircleChange);
  const tolerance = sceneTolerance + slop;
  const { hit, distance, closestPoint, intersections } = useSegmentCircleHit(segment, circle, { tolerance });

  const tone = hitTone(hit, true);
  const status = `${hit ? 'Hit' : 'Miss'} · gap ${formatNumber(distance)}`;
  const keys = { step, largeStep }; // every handle's arrow-key steps

  return (
    <g className={classNames('hitkit-segment-circle-hit', className)} style={style} data-hit={hit} data-distance={formatNumber(distance, 6)}>
      {tolerance > 0 ? (
        // the tolerance band: the segment hits when it reaches this dashed ring
        <CircleShape
          circle={{ center: circle.center, radius: circle.radius + tolerance }}
          className="hitkit-tolerance-band"
          style={{ stroke: tone.stroke, strokeDasharray: '2 3', fill: 'none' }}
        />
      ) : null}
      <CircleShape circle={circle} style={tone} />
      <SegmentShape segment={segment} style={hitTone(hit)} />
      {distance > 0 ? (
        // a gap (a miss, or a hit only through the tolerance): from the segment to the circumference
        <DistanceSegment from={closestPoint} to={closestPointOnCircle(closestPoint, circle)} label={formatNumber(distance)} />
      ) : (
        <MeasureDot point={closestPoint} size={3.5} />
      )}
      <IntersectionMarkers points={intersections} />
      <SceneStatus>{status}</SceneStatus>
      {draggable ? (
        <>
          <Handle label="Segment start" value={segment.start} onChange={(start) => setSegment({ start, end: segment.end })} {...keys} />
          <Handle label="Segment end" value={segment.end} onChange={(end) => setSegment({ start: segment.start, end })} {...keys} />
          <Handle label="Circle centre" value={circle.center} onChange={(center) => setCircle({ center, radius: circle.radius })} {...keys} />
        </>
      ) : null}
    </g>
  );
}, sameProps);
