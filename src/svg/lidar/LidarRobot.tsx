'use client';
import { memo, type CSSProperties } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertPositive } from '../../geometry/shapes/validate';
import { formatNumber } from '../../format';
import { assertPose, useDraggablePose, type DraggablePoseOptions, type Pose } from '../../hooks/drag/useDraggablePose';
import { useControllableState } from '../../hooks/state/useControllableState';
import { useGrabbablePart } from '../handles/grabbablePart';
import { HANDLE_CLASS, HANDLE_DOT_CLASS, ROBOT_BODY_CLASS } from '../handles/grabRouter';
import { HandleMarker } from '../handles/Handle';
import { sameProps } from '../memo';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { FocusRingCircle } from '../handles/FocusRingCircle';
import { LIDAR_MARK_SIZE, type DrawableLidarScan } from './drawnScan';
import { clearHeadingReach } from './headingReach';

/** The heading handle's dot: radius and stroke, CSS px. */
const HEADING_DOT = 4.5;
const HEADING_DOT_STROKE = 2;
/** The gap kept between the heading handle's dot and a return's mark, CSS px. */
const MARK_GAP = 2;

/**
 * Props of {@link LidarRobot}: the options of `useDraggablePose` (`value`,
 * `defaultValue`, `onChange`, `step`, `largeStep`, `turnStep`,
 * `largeTurnStep`, `snap`, `bounds`, `disabled`, `label`, drag callbacks),
 * with the pose named `pose` / `defaultPose` / `onPoseChange`, plus looks.
 */
export interface LidarRobotProps extends Omit<DraggablePoseOptions, 'value' | 'defaultValue' | 'onChange' | 'reach' | 'yUp'> {
  /** The pose, when controlled (pair it with `onPoseChange`): scene units, heading in radians, y down (+π/2 faces down the screen). */
  readonly pose?: DraggablePoseOptions['value'];
  /** The starting pose, when uncontrolled. */
  readonly defaultPose?: DraggablePoseOptions['defaultValue'];
  /** Called with every new pose, from a drag, an arrow key (move) or Q/E (turn), in both modes. */
  readonly onPoseChange?: DraggablePoseOptions['onChange'];
  /**
   * Radius of the robot's body, scene units, > 0 (default 10, the agent of the ConvNetJS demo the article's robot comes from).
   * @defaultValue 10
   */
  readonly radius?: number;
  /**
   * The scan drawn with this robot (by a {@link LidarOverlay} with its default
   * `markSize`), if any: the heading handle, usually 14 CSS px past the rim,
   * is then pulled in along the heading (down to its dot resting against the
   * rim) so that its dot keeps 2 CSS px clear of every return's square mark —
   * on a small figure a wall in front of the robot is otherwise under the
   * handle; when no place there is clear, pushed out up to 14 px farther
   * instead. Only where the handle is drawn changes; the pose does not.
   */
  readonly scan?: DrawableLidarScan | undefined;
  readonly className?: string;
  /** Applied to the body's circle: `stroke`, `fill`. */
  readonly style?: CSSProperties;
}

/**
 * Checks a robot's props, naming the prop.
 *
 * @throws RangeError for a radius that is not > 0; TypeError when neither
 *   `pose` nor `defaultPose` is given; TypeError / RangeError for a bad pose.
 */
function assertRobot(pose: Pose | undefined, defaultPose: Pose | undefined, radius: number): void {
  assertPositive(radius, 'radius');
  if (pose === undefined && defaultPose === undefined) {
    throw new TypeError('LidarRobot needs pose (controlled) or defaultPose (uncontrolled)');
  }
  if (pose !== undefined) assertPose(pose, 'pose');
  else assertPose(defaultPose, 'defaultPose');
}

/** What {@link RobotDisc} draws: scene units, y down. */
interface RobotDiscProps {
  readonly center: Vec2;
  /** Where the heading line meets the rim. */
  readonly rim: Vec2;
  readonly radius: number;
  readonly ringVisible: boolean;
  readonly dragging: boolean;
  readonly style: CSSProperties | undefined;
}

/**
 * The robot's body as drawn inside its grabbable group: a touch target of at
 * least 24 CSS px across (however small the body is drawn), the focus ring,
 * the disc (the part a press on it aims at) and the heading line to the rim.
 */
function RobotDisc({ center, rim, radius, ringVisible, dragging, style }: RobotDiscProps) {
  const scene = useScene();
  const pixel = scene?.pixel ?? 1;
  const numbers = useSceneNumbers();
  const cx = numbers.x(center.x);
  const cy = numbers.y(center.y);
  return (
    <>
      <circle cx={cx} cy={cy} r={numbers.len(Math.max(radius, 12 * pixel))} style={{ fill: 'transparent', stroke: 'none' }} />
      {ringVisible ? <FocusRingCircle cx={cx} cy={cy} r={numbers.len(radius + 4.5 * pixel)} /> : null}
      <circle
        cx={cx}
        cy={cy}
        r={numbers.len(radius)}
        vectorEffect="non-scaling-stroke"
        className={HANDLE_DOT_CLASS}
        style={{ fill: theme.handleFill, stroke: theme.handle, strokeWidth: dragging ? 3 : 2, ...style }}
      />
      <path
        d={`M${cx} ${cy}L${numbers.x(rim.x)} ${numbers.y(rim.y)}`}
        vectorEffect="non-scaling-stroke"
        style={{ fill: 'none', stroke: theme.handle, strokeWidth: 2.5, strokeLinecap: 'round' }}
      />
    </>
  );
}

/**
 * A robot (a lidar's carrier) the user can move and turn, driven by
 * `useDraggablePose`: a disk with a heading line, and a heading handle in front
 * of it. Drag the body to move it and the heading handle to turn it; or focus
 * the body and use the **arrow keys to move** (Shift: ×10) and **Q / E to turn**
 * left / right on screen (5°; Shift: 45°). The heading handle is a slider
 * (arrows turn it). The body's accessible name says the pose, `"Robot at
 * (120, 80), heading 45°"` (degrees clockwise from +x on screen, y down), and
 * keyboard changes are announced through the Scene's live region; both parts
 * show a focus ring when focused by keyboard. Controlled (`pose` +
 * `onPoseChange`) or uncontrolled (`defaultPose`).
 *
 * Compose it with `useLidarScan` (the pose is a point, so it can be the
 * sensor's `origin`) and `LidarOverlay`. Memoised (props compared by value;
 * keep callbacks stable).
 *
 * @throws TypeError when neither `pose` nor `defaultPose` is given; TypeError /
 *   RangeError naming the prop for a bad pose (`pose.heading must be a finite
 *   number, got NaN`), radius, step or bounds.
 */
export const LidarRobot = memo(function LidarRobot({
  pose: value,
  defaultPose,
  onPoseChange,
  radius = 10,
  scan,
  className,
  style,
  label = 'Robot',
  ...options
}: LidarRobotProps) {
  assertRobot(value, defaultPose, radius);
  const scene = useScene();
  const pixel = scene?.pixel ?? 1;
  const numbers = useSceneNumbers();
  const clientToScene = options.clientToScene ?? scene?.clientToScene;
  // the pose is held here (not in useDraggablePose) so that the handle's reach, which depends on it, is known before the hook
  const [current, setPose] = useControllableState(value, defaultPose, onPoseChange);
  const shown = current as Pose;
  const reach = clearHeadingReach(shown, scan, {
    // the body's rim, its 2 px stroke's outer half included
    radius: radius + pixel,
    reach: radius + 14 * pixel,
    dot: (HEADING_DOT + HEADING_DOT_STROKE / 2) * pixel,
    markHalf: LIDAR_MARK_SIZE * pixel,
    gap: MARK_GAP * pixel,
    beyond: 14 * pixel,
  });
  const { pose, activePart, bodyProps, headingPoint, headingProps } = useDraggablePose({
    ...options,
    label,
    yUp: scene?.yUp ?? false,
    reach,
    clientToScene,
    value: shown,
    onChange: setPose,
  });
  const { ref: bodyRef, ringVisible, focusProps } = useGrabbablePart<SVGGElement>(bodyProps, bodyProps['aria-label'], activePart === 'body');

  const rim = { x: pose.x + radius * Math.cos(pose.heading), y: pose.y + radius * Math.sin(pose.heading) };
  const dragging = activePart === 'body';
  return (
    <g
      className={classNames('hitkit-lidar-robot', className)}
      data-x={formatNumber(pose.x, 6)}
      data-y={formatNumber(pose.y, 6)}
      data-heading={formatNumber((pose.heading * 180) / Math.PI, 6)}
    >
      <g
        {...bodyProps}
        ref={bodyRef}
        {...focusProps}
        className={classNames(HANDLE_CLASS, ROBOT_BODY_CLASS)}
        data-dragging={dragging || undefined}
        style={{ ...bodyProps.style, outline: 'none' }}
      >
        <RobotDisc center={pose} rim={rim} radius={radius} ringVisible={ringVisible} dragging={dragging} style={style} />
      </g>
      {/* the heading handle, joined to the rim by a thin line */}
      <path
        aria-hidden="true"
        d={`M${numbers.x(rim.x)} ${numbers.y(rim.y)}L${numbers.x(headingPoint.x)} ${numbers.y(headingPoint.y)}`}
        vectorEffect="non-scaling-stroke"
        style={{ fill: 'none', stroke: theme.handle, strokeWidth: 1 }}
      />
      <HandleMarker point={headingPoint} isDragging={activePart === 'heading'} size={HEADING_DOT} handleProps={headingProps} />
    </g>
  );
}, sameProps);
