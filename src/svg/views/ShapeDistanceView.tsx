'use client';
import { memo } from 'react';
import { formatNumber } from '../../format';
import type { AnyShape } from '../../hooks/queries/shapeKind';
import { useShapeDistance } from '../../hooks/queries/useShapeDistance';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { HitHighlight } from '../overlays/HitHighlight';
import { SceneStatus } from '../scene/SceneStatus';
import { SignedDistanceLabel } from '../overlays/SignedDistanceLabel';
import { useRequiredScene } from '../scene/sceneContext';
import { classNames, hitTone } from '../style/theme';
import { dragSettings, LetteredPair, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';
import { MeasureDot } from '../overlays/MeasureDot';

/** Props of {@link ShapeDistanceView}. Each shape is controlled (`a` + `onAChange`) or uncontrolled (`defaultA`). */
export interface ShapeDistanceViewProps extends ViewProps {
  readonly a?: AnyShape;
  readonly defaultA?: AnyShape;
  readonly onAChange?: (shape: AnyShape) => void;
  readonly b?: AnyShape;
  readonly defaultB?: AnyShape;
  readonly onBChange?: (shape: AnyShape) => void;
  /**
   * Draw the status line; off when several views share a Scene.
   * @defaultValue true
   */
  readonly status?: boolean;
  /**
   * Draw the shapes and their handles; off to overlay the relation on shapes drawn elsewhere.
   * @defaultValue true
   */
  readonly shapes?: boolean;
}

/**
 * Any two shapes (points, segments, circles, rects; every pair)
 * with their distance: hit highlights when they touch or overlap, the segment
 * between the closest points with the signed distance, and a status line
 * (`Hit · distance 0`, `Miss · distance 5`). Uses {@link useShapeDistance}.
 * With `shapes={false}` it draws the relation only, for editors that draw the
 * shapes themselves. Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when a shape has neither a value nor a default; TypeError / RangeError naming a bad shape.
 */
export const ShapeDistanceView = memo(function ShapeDistanceView(props: ShapeDistanceViewProps) {
  useRequiredScene('ShapeDistanceView');
  const { draggable = true, className, style, status = true, shapes = true } = props;
  const [a, setA] = useViewShape('ShapeDistanceView', 'a', props.a, props.defaultA, props.onAChange);
  const [b, setB] = useViewShape('ShapeDistanceView', 'b', props.b, props.defaultB, props.onBChange);
  const { distance, hit, pointA, pointB } = useShapeDistance(a, b);
  const settings = dragSettings(props);
  const tone = hitTone(hit);
  const mid = { x: (pointA.x + pointB.x) / 2, y: (pointA.y + pointB.y) / 2 };
  return (
    <g className={classNames('hitkit-shape-distance', className)} style={style} data-hit={hit} data-distance={formatNumber(distance, 6)}>
      <HitHighlight shape={a} hit={hit} />
      <HitHighlight shape={b} hit={hit} />
      {shapes ? <LetteredPair a={a} b={b} onAChange={setA} onBChange={setB} name="Shape" draggable={draggable} settings={settings} style={tone} /> : null}
      {pointA.x === pointB.x && pointA.y === pointB.y ? <MeasureDot point={pointA} size={3.5} /> : <DistanceSegment from={pointA} to={pointB} />}
      {distance === 0 ? null : <SignedDistanceLabel at={mid} value={distance} positive="apart" negative="overlap" />}
      {status ? <SceneStatus>{`${hit ? 'Hit' : 'Miss'} · distance ${formatNumber(distance)}`}</SceneStatus> : null}
    </g>
  );
}, sameProps);
