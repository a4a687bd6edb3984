import { distanceToSegment, lidarScan, type LidarScan, type LidarSensor, type Pose, type Segment, type World } from '../../src';

/** How the robot drives itself: scene units per step, radians per step. */
export const DRIVE = { speed: 2.5, maxTurn: 0.12, clearance: 12 } as const;

const wrap = (a: number) => {
  const w = a - 2 * Math.PI * Math.round(a / (2 * Math.PI));
  return w <= -Math.PI ? w + 2 * Math.PI : w + 0;
};

/**
 * One step of a simple reactive driver, deterministic (a function of the pose
 * alone, so a run replays exactly whatever the frame rate): scan, turn away
 * from the nearest return the more the nearer it is, then move forward unless
 * the new centre would come within `clearance` of a wall; then turn on the
 * spot instead. `buffer` is reused between steps (no allocation per frame).
 */
export function driveStep(pose: Pose, world: World, walls: readonly Segment[], sensor: LidarSensor, buffer: { scan?: LidarScan }): Pose {
  const scan = lidarScan(world, { ...sensor, origin: pose, heading: pose.heading }, buffer.scan);
  buffer.scan = scan;
  let nearest = -1;
  for (let i = 0; i < scan.ranges.length; i++) {
    if (scan.hitKinds[i] !== -1 && (nearest < 0 || (scan.ranges[i] as number) < (scan.ranges[nearest] as number))) nearest = i;
  }
  let heading = pose.heading;
  if (nearest >= 0) {
    const bearing = wrap((scan.angles[nearest] as number) - pose.heading);
    const closeness = 1 - (scan.ranges[nearest] as number) / sensor.range;
    // a return on the right (bearing > 0, y down) turns left, and the other way; dead ahead: left
    heading = wrap(heading - (bearing > 0 ? 1 : bearing < 0 ? -1 : 1) * DRIVE.maxTurn * closeness);
  }
  const next = { x: pose.x + DRIVE.speed * Math.cos(heading), y: pose.y + DRIVE.speed * Math.sin(heading) };
  const blocked = walls.some((w) => distanceToSegment(next, w) < DRIVE.clearance);
  if (blocked) return { x: pose.x, y: pose.y, heading: wrap(heading + DRIVE.maxTurn * 2) };
  return { x: next.x, y: next.y, heading };
}
