'use client';
import { memo } from 'react';
import { lineThrough } from '../../geometry/index';
import type { Line, Segment, Vec2 } from '../../geometry/index';
import { formatNumber } from '../../format';
import { useDistanceToLine } from '../../hooks/queries/useDistanceToLine';
import { SceneStatus } from '../scene/SceneStatus';
import { useRequiredScene } from '../scene/sceneContext';
import { ArrowShape } from '../shapes/ArrowShape';
import { LineShape } from '../shapes/LineShape';
import { classNames, theme } from '../style/theme';
import { SignedGap } from './answerParts';
import { dragSettings, EditableInput, LineThroughHandles, useViewShape, type ViewProps } from './inputs';
import { sameProps } from '../memo';

/**
 * Props of {@link DistanceToLineView}. The point is controlled or uncontrolled.
 * The line is either fixed (`line`, e.g. `lineFromCoefficients(1, -1, 0)`) or
 * given by two points it passes through (`through` + `onThroughChange`, or
 * `defaultThrough`), which get handles.
 */
export interface DistanceToLineViewProps extends ViewProps {
  readonly point?: Vec2;
  readonly defaultPoint?: Vec2;
  readonly onPointChange?: (point: Vec2) => void;
  readonly line?: Line;
  readonly through?: Segment;
  readonly defaultThrough?: Segment;
  readonly onThroughChange?: (through: Segment) => void;
}

const SIDE = { front: 'Front', on: 'On the line', back: 'Back' } as const;

/**
 * Point vs infinite line, drawn with its answer: the line clipped to the view,
 * its unit normal as an arrow (pointing to the front side), the foot of the
 * perpendicular, and the signed distance (`+7.07 front`, `−7.07 back`), with a
 * status line (`Back · signed distance -7.07`). Uses {@link useDistanceToLine}
 * (articles 002 and 003). With `through`, the line is `lineThrough(start,
 * end)`: its front is on the left of `start → end` as seen on a y-down screen
 * (article 002's front side, omote). Renders inside a {@link Scene}.
 *
 * @throws Error outside a Scene; TypeError when the point has neither a value nor a default or the line is missing; TypeError / RangeError naming a bad input (two equal `through` points).
 */
export const DistanceToLineView = memo(function DistanceToLineView(props: DistanceToLineViewProps) {
  const { unit } = useRequiredScene('DistanceToLineView');
  const { draggable = true, className, style } = props;
  const [point, setPoint] = useViewShape('DistanceToLineView', 'point', props.point, props.defaultPoint, props.onPointChange);
  const fixed = props.line;
  const [through, setThrough] = useViewShape<Segment | undefined>(
    'DistanceToLineView',
    'through',
    fixed ? undefined : props.through,
    fixed ? { start: { x: 0, y: 0 }, end: { x: 1, y: 0 } } : props.defaultThrough,
    props.onThroughChange as ((next: Segment | undefined) => void) | undefined,
  );
  const line = fixed ?? lineThrough((through as Segment).start, (through as Segment).end);
  const { signedDistance, closestPoint } = useDistanceToLine(point, line);
  const side = signedDistance > 0 ? 'front' : signedDistance < 0 ? 'back' : 'on';
  const settings = dragSettings(props);
  const length = Math.hypot(line.a, line.b);
  const normal = { x: line.a / length, y: line.b / length };
  const unitReach = 30 * unit;
  return (
    <g className={classNames('hitkit-distance-to-line', className)} style={style} data-side={side} data-distance={formatNumber(signedDistance, 6)}>
      <LineShape line={line} />
      <ArrowShape
        from={closestPoint}
        to={{ x: closestPoint.x + normal.x * unitReach, y: closestPoint.y + normal.y * unitReach }}
        head={7}
        className="hitkit-normal"
        style={{ stroke: theme.normal, strokeWidth: 1.5 }}
      />
      <SignedGap from={point} to={closestPoint} value={signedDistance} positive="front" negative="back" />
      <SceneStatus>{`${SIDE[side]} · signed distance ${formatNumber(signedDistance)}`}</SceneStatus>
      {!fixed && through && draggable ? (
        <LineThroughHandles through={through} onChange={setThrough} labels={['Line point 1', 'Line point 2']} settings={settings} />
      ) : null}
      <EditableInput shape={point} onChange={(p) => setPoint(p as Vec2)} draggable={draggable} label="Point" settings={settings} />
    </g>
  );
}, sameProps);
