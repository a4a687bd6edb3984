import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createWorld,
  DraggableShape,
  LidarOverlay,
  LidarRobot,
  Scene,
  theme,
  useLidarScan,
  useSceneNumbers,
  type LidarScan,
  type Pose,
  type Segment,
  type Vec2,
} from '../../src';
import { driveStep } from './autopilot';
import { Obstacles, roomView, ScanPanel } from './figure';
import { CONVNET, DRAG_ROOM, sensorAt, type LidarArgs } from './worlds';

/** The controls of the self-driving story. */
export interface DriveArgs extends LidarArgs {
  /** Drive (one step per animation frame) or stand still. */
  running: boolean;
  /** Steps to drive, then stop (0: drive until unmounted). */
  steps: number;
}

/** Most points of the trail kept (a robot driving forever does not grow it forever). */
const MAX_TRAIL = 2000;

/** The trail with the pose's point added, its oldest points dropped beyond {@link MAX_TRAIL}. */
const extendTrail = (trail: readonly Vec2[], pose: Pose): Vec2[] => [...trail.slice(-MAX_TRAIL), { x: pose.x, y: pose.y }];

/** The robot's path so far, one `<path>` (decorative). */
function Trail({ points }: { points: readonly Vec2[] }) {
  const { x, y } = useSceneNumbers();
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x)} ${y(p.y)}`).join('');
  return (
    <path
      className="story-trail"
      aria-hidden="true"
      d={d}
      vectorEffect="non-scaling-stroke"
      style={{ fill: 'none', stroke: theme.handle, strokeOpacity: 0.45, strokeWidth: 1.5, strokeDasharray: '1 2' }}
    />
  );
}

/**
 * (d) The robot drives itself, one step per `requestAnimationFrame`, steering
 * away from its nearest return (a deterministic step: the same run every
 * time). The loop stops after `steps` steps, when `running` is turned off, and
 * on unmount (its frame is cancelled).
 */
export function AutopilotFigure(args: DriveArgs) {
  const { running, steps } = args;
  const world = useMemo(() => createWorld({ segments: CONVNET.segments, circles: CONVNET.circles }), []);
  const [state, setState] = useState({ pose: CONVNET.start, step: 0, trail: [CONVNET.start as Vec2] });
  const latest = useRef(state);
  latest.current = state;
  const sensor = sensorAt(state.pose, args);
  const scan = useLidarScan(world, sensor);
  // the driver's own scan buffer (it scans the pose it is about to leave, before React renders it)
  const buffer = useRef<{ scan?: LidarScan }>({});
  const { rayCount, fov, range, noise } = args;

  useEffect(() => {
    if (!running) return undefined;
    let frame = 0;
    const tick = () => {
      const now = latest.current;
      if (steps > 0 && now.step >= steps) return; // done: no next frame
      const pose = driveStep(now.pose, world, CONVNET.segments, sensorAt(now.pose, { rayCount, fov, range, noise }), buffer.current);
      const next = { pose, step: now.step + 1, trail: extendTrail(now.trail, pose) };
      latest.current = next;
      setState(next);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, steps, world, rayCount, fov, range, noise]);

  const onPoseChange = useCallback((pose: Pose) => {
    const next = { ...latest.current, pose, trail: extendTrail(latest.current.trail, pose) };
    latest.current = next;
    setState(next);
  }, []);
  const done = steps > 0 && state.step >= steps;
  const { width, height } = CONVNET.size;
  return (
    <div className="story-autopilot" data-step={state.step} data-running={running && !done}>
      <Scene viewBox={roomView(CONVNET.size)} title="A robot that drives itself, steering away from its nearest lidar return">
        <Obstacles segments={CONVNET.segments} circles={CONVNET.circles} />
        <Trail points={state.trail} />
        <LidarOverlay scan={scan} />
        <LidarRobot
          pose={state.pose}
          onPoseChange={onPoseChange}
          scan={scan}
          radius={CONVNET.robotRadius}
          bounds={{ x: 20, y: 20, width: width - 40, height: height - 40 }}
        />
      </Scene>
      <ScanPanel scan={scan} items={[`step ${state.step}${steps > 0 ? ` of ${steps}` : ''}`, running && !done ? 'driving' : 'stopped']} />
    </div>
  );
}

/**
 * (e) A wall the user drags (its body, or either end) while the robot scans:
 * every move calls `world.set`, which bumps `world.version`, so `useLidarScan`
 * scans again in the render the move causes.
 */
export function DragWallFigure(args: LidarArgs) {
  const world = useMemo(() => createWorld({ segments: DRAG_ROOM.segments }), []);
  const [wall, setWall] = useState<Segment>(DRAG_ROOM.segments[DRAG_ROOM.movable] as Segment);
  const [pose, setPose] = useState<Pose>(DRAG_ROOM.start);
  const onWallChange = useCallback(
    (next: Segment) => {
      world.set('segment', DRAG_ROOM.movable, next);
      setWall(next);
    },
    [world],
  );
  const scan = useLidarScan(world, sensorAt(pose, args));
  const fixed = useMemo(() => DRAG_ROOM.segments.filter((_, i) => i !== DRAG_ROOM.movable), []);
  return (
    <>
      <Scene viewBox={roomView(DRAG_ROOM.size)} title="A room with a wall you can drag while the robot scans">
        <Obstacles segments={fixed} circles={[]} />
        <LidarOverlay scan={scan} />
        <DraggableShape<Segment>
          label="Movable wall"
          value={wall}
          onChange={onWallChange}
          bounds={{ x: 10, y: 10, width: 400, height: 280 }}
          style={{ strokeWidth: 3 }}
        />
        <LidarRobot pose={pose} onPoseChange={setPose} scan={scan} bounds={{ x: 20, y: 20, width: 380, height: 260 }} />
      </Scene>
      <ScanPanel scan={scan} items={[`world version ${world.version}`]} />
    </>
  );
}
