'use client';
import { memo, type CSSProperties } from 'react';
import type { FillRule, Polygon, Vec2 } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useDistanceToPolygon } from '../../hooks/queries/useDistanceToPolygon';
import { DistanceSegment } from '../overlays/DistanceSegment';
import { formatSigned } from '../../format';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { PolygonShape } from '../shapes/PolygonShape';
import { classNames } from '../style/theme';
import { placeOf, regionStyle } from './answerParts';
import { EditableInput, useViewShape } from './inputs';
import { sameProps } from '../memo';

/** Props of {@link DistanceToPolygonView}. The point is controlled (`point` + `onPointChange`) or uncontrolled (`defaultPoint`). */
export interface DistanceToPolygonViewProps {
  readonly point?: Vec2;
  readonly defaultPoint?: Vec2;
  readonly onPointChange?: (point: Vec2) => void;
  /** The polygon (any winding; concave and self-intersecting allowed). */
  readonly polygon: Polygon;
  /**
   * `'evenodd'` (default) or `'nonzero'`: what a self-intersecting polygon's inside is, in the drawing and the query alike.
   * @defaultValue 'evenodd'
   */
  readonly fillRule?: FillRule;
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

const STATUS = { inside: 'Inside', edge: 'On the boundary', outside: 'Outside' } as const;

/**
 * Point vs polygon, drawn with its answer: the shortest segment from the point
 * to the polygon's boundary with the signed distance at its middle, the polygon
 * tinted when the point is inside (`--hitkit-inside`), and a status line
 * (`Outside · distance 2 · edge 3`, `Inside · distance -1.5 · edge 0`, `On the
 * boundary · distance 0 · edge 2`) in the Scene's top-left corner. Uses
 * {@link useDistanceToPolygon}; renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when the point has neither a value nor
 *   a default; TypeError / RangeError naming a bad point or polygon.
 */
export const DistanceToPolygonView = memo(function DistanceToPolygonView(props: DistanceToPolygonViewProps) {
  useRequiredScene('DistanceToPolygonView');
  const { polygon, fillRule = 'evenodd', draggable = true, step, largeStep, className, style } = props;
  const [point, setPoint] = useViewShape('DistanceToPolygonView', 'point', props.point, props.defaultPoint, props.onPointChange);
  const result = useDistanceToPolygon(point, polygon, fillRule);
  const { distance } = result;
  const place = placeOf(distance);
  const value = formatNumber(distance);

  return (
    <g className={classNames('hitkit-distance-to-polygon', className)} style={style} data-place={place} data-distance={formatNumber(distance, 6)}>
      <PolygonShape polygon={polygon} fillRule={fillRule} style={regionStyle(place)} />
      {distance === 0 ? null : <DistanceSegment from={point} to={result.closestPoint} label={formatSigned(distance)} />}
      <SceneStatus>{`${STATUS[place]} · distance ${value} · edge ${result.edgeIndex}`}</SceneStatus>
      <EditableInput shape={point} onChange={(p) => setPoint(p as Vec2)} draggable={draggable} label="Point" settings={{ step, largeStep }} />
    </g>
  );
}, sameProps);
