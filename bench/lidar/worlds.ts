import { packCircles, packSegments, type Circle, type Segment } from '../../src/geometry';
import type { LidarSensor } from '../../src/geometry/lidar/sensor';
import { random } from '../random.js';

/**
 * The lidar benchmark's worlds: article 004's kind of scene (“Simulating a 2D
 * lidar”, the ConvNetJS robot demo): a square room (an outer frame of four
 * walls) holding random short walls and small circles, and a 360° lidar of
 * limited range at several poses inside. Seeded (mulberry32, as the rest of
 * the bench), so every run and every implementation sees the same scene.
 *
 * Scene units, y down, the room is `[0, size]²`. Walls are 1–3 % of the room's
 * side long at any angle; circles have radii of 0.3–1.2 % of it. The sensor's
 * range is 20 % of the side. The big world is ten times the small one's
 * obstacles in ten times its area (side × √10), so it is the same kind of
 * clutter over a larger map; the obstacles keep their absolute sizes (so they
 * are a smaller share of its side) and the range stays 20 % of the side.
 *
 * Poses: `POSES` sensor origins, each at least one unit clear of every
 * obstacle (never inside a circle), with a random heading; `fov` = 2π. No
 * exact ties here (evenly spread rays through wall endpoints are not
 * constructible in floating point); the unit tests cover ties.
 */

export const LIDAR_SEED = 0x11da4;
export const POSES = 16;

export interface LidarWorldSpec {
  readonly name: string;
  /** Side of the square room. */
  readonly size: number;
  /** Wall segments in all, the frame's four included. */
  readonly segments: number;
  readonly circles: number;
  readonly rayCount: number;
  readonly range: number;
  /** Random walls' length, [min, max]. */
  readonly wallLength: readonly [number, number];
  readonly radius: readonly [number, number];
}

export const SMALL: LidarWorldSpec = {
  name: 'small',
  size: 1000,
  segments: 1000,
  circles: 100,
  rayCount: 360,
  range: 200,
  wallLength: [10, 30],
  radius: [3, 12],
};

const BIG_SIZE = Math.round(1000 * Math.sqrt(10)); // 3162: ten times the area
export const BIG: LidarWorldSpec = {
  name: 'big',
  size: BIG_SIZE,
  segments: 10_000,
  circles: 1000,
  rayCount: 1024,
  range: Math.round(0.2 * BIG_SIZE),
  wallLength: [10, 30],
  radius: [3, 12],
};

export interface LidarWorld {
  readonly spec: LidarWorldSpec;
  /** The frame's four walls first (top, right, bottom, left), then the random walls. */
  readonly segments: readonly Segment[];
  readonly circles: readonly Circle[];
  readonly sensors: readonly LidarSensor[];
  /** `[x1, y1, x2, y2]` per segment. */
  readonly packedSegments: Float64Array;
  /** `[cx, cy, r]` per circle. */
  readonly packedCircles: Float64Array;
  /** Per pose, `rayFan(sensor)`: the first ray's angle and the step. */
  readonly fans: readonly { readonly start: number; readonly step: number }[];
}

/**
 * The first ray's angle and the step between rays, by the documented formula:
 * ray `i` is at `start + i·step`, with `start = heading − fov/2` and step =
 * fov / (rayCount − 1) below a full turn, fov / rayCount for a full turn (2π);
 * one ray: the heading (step 0). The bench's own implementations compute their
 * rays' directions from these in every scan (`cos`, `sin`), as `lidarScan` does.
 */
export function rayFan(sensor: LidarSensor): { readonly start: number; readonly step: number } {
  const { heading, fov, rayCount } = sensor;
  if (rayCount === 1) return { start: heading, step: 0 };
  return { start: heading - fov / 2, step: fov === 2 * Math.PI ? fov / rayCount : fov / (rayCount - 1) };
}

/** The angles of a sensor's rays (see `rayFan`). */
export function rayAngles(sensor: LidarSensor): Float64Array {
  const { start, step } = rayFan(sensor);
  const angles = new Float64Array(sensor.rayCount);
  for (let i = 0; i < angles.length; i++) angles[i] = start + i * step;
  return angles;
}

/** Distance from (px, py) to the segment (x1, y1)–(x2, y2), in floating point (for placing the poses). */
function segmentDistance(px: number, py: number, x1: number, y1: number, x2: number, y2: number): number {
  const ex = x2 - x1;
  const ey = y2 - y1;
  const l2 = ex * ex + ey * ey;
  let t = l2 > 0 ? ((px - x1) * ex + (py - y1) * ey) / l2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(px - (x1 + t * ex), py - (y1 + t * ey));
}

export function makeWorld(spec: LidarWorldSpec, seed = LIDAR_SEED): LidarWorld {
  const rnd = random(seed ^ spec.segments);
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const W = spec.size;
  const p = (x: number, y: number) => ({ x, y });
  const segments: Segment[] = [
    { start: p(0, 0), end: p(W, 0) },
    { start: p(W, 0), end: p(W, W) },
    { start: p(W, W), end: p(0, W) },
    { start: p(0, W), end: p(0, 0) },
  ];
  while (segments.length < spec.segments) {
    // A wall centred anywhere in the room, at any angle, clipped to stay inside it.
    const cx = uniform(0, W);
    const cy = uniform(0, W);
    const half = uniform(spec.wallLength[0], spec.wallLength[1]) / 2;
    const a = uniform(0, Math.PI);
    const hx = half * Math.cos(a);
    const hy = half * Math.sin(a);
    const clamp = (v: number) => (v < 0 ? 0 : v > W ? W : v);
    segments.push({ start: p(clamp(cx - hx), clamp(cy - hy)), end: p(clamp(cx + hx), clamp(cy + hy)) });
  }
  const circles: Circle[] = [];
  while (circles.length < spec.circles) {
    const radius = uniform(spec.radius[0], spec.radius[1]);
    circles.push({ center: p(uniform(radius, W - radius), uniform(radius, W - radius)), radius });
  }

  const sensors: LidarSensor[] = [];
  while (sensors.length < POSES) {
    const x = uniform(0.05 * W, 0.95 * W);
    const y = uniform(0.05 * W, 0.95 * W);
    const clear =
      circles.every((c) => Math.hypot(x - c.center.x, y - c.center.y) > c.radius + 1) &&
      segments.every((s) => segmentDistance(x, y, s.start.x, s.start.y, s.end.x, s.end.y) > 1);
    if (!clear) continue;
    sensors.push({ origin: p(x, y), heading: uniform(0, 2 * Math.PI), fov: 2 * Math.PI, rayCount: spec.rayCount, range: spec.range });
  }
  return { spec, segments, circles, sensors, packedSegments: packSegments(segments), packedCircles: packCircles(circles), fans: sensors.map(rayFan) };
}
