import type { Circle, Pose, Segment, Vec2 } from '../../src';
import type { LidarArgs } from './worlds';

/*
 * The play functions' own arithmetic, independent of hitkit: a brute-force scan
 * (every ray against every obstacle, the article's 2 × 2 system for walls and
 * its quadratic for circles, closed intervals) and a crossing test.
 */

/** Where a ray (origin, unit direction) first meets a closed segment, as a distance; Infinity when it does not. */
function rayWall(o: Vec2, ux: number, uy: number, s: Segment): number {
  const ax = s.start.x - o.x;
  const ay = s.start.y - o.y;
  const ex = s.end.x - s.start.x;
  const ey = s.end.y - s.start.y;
  // o + t·u = a + v·e  →  t·u − v·e = a
  const det = ux * -ey - uy * -ex;
  if (det === 0) return Infinity; // parallel: the worlds here have no wall along a ray
  const t = (ax * -ey - ay * -ex) / det;
  const v = (ux * ay - uy * ax) / det;
  return t >= 0 && v >= 0 && v <= 1 ? t : Infinity;
}

/** Where a ray first meets a closed disk's circle from outside (the nearer root), as a distance. */
function rayDisc(o: Vec2, ux: number, uy: number, c: Circle): number {
  const fx = o.x - c.center.x;
  const fy = o.y - c.center.y;
  const b = fx * ux + fy * uy;
  const cc = fx * fx + fy * fy - c.radius * c.radius;
  const d = b * b - cc;
  if (d < 0) return Infinity;
  const near = -b - Math.sqrt(d);
  const far = -b + Math.sqrt(d);
  return near >= 0 ? near : far >= 0 ? far : Infinity;
}

/** The brute-force scan of a robot at `pose` with the story's controls: how many rays return and the nearest range. */
export function bruteScan(pose: Pose, args: LidarArgs, segments: readonly Segment[], circles: readonly Circle[]) {
  const fov = (args.fov * Math.PI) / 180;
  const n = args.rayCount;
  const step = n === 1 ? 0 : args.fov >= 360 ? (2 * Math.PI) / n : fov / (n - 1);
  let returns = 0;
  let nearest = Infinity;
  for (let i = 0; i < n; i++) {
    const angle = n === 1 ? pose.heading : pose.heading - fov / 2 + i * step;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    let best = Infinity;
    for (const s of segments) best = Math.min(best, rayWall(pose, ux, uy, s));
    for (const c of circles) best = Math.min(best, rayDisc(pose, ux, uy, c));
    if (best <= args.range) {
      returns++;
      nearest = Math.min(nearest, best);
    }
  }
  return { returns, nearest };
}

/** Does the step p → q cross the wall s (proper crossing or touching)? Plain orientation signs. */
export function crosses(p: Vec2, q: Vec2, s: Segment): boolean {
  const orient = (a: Vec2, b: Vec2, c: Vec2) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  const d1 = orient(s.start, s.end, p);
  const d2 = orient(s.start, s.end, q);
  const d3 = orient(p, q, s.start);
  const d4 = orient(p, q, s.end);
  return d1 * d2 <= 0 && d3 * d4 <= 0 && !(d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0);
}

/** The points of an SVG path `d` made of `M`/`L` commands (as the stories' trail writes it). */
export function pathPoints(d: string): Vec2[] {
  return Array.from(d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g), (m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

/** The pose a `LidarRobot` shows, from its data attributes (degrees → radians). */
export function shownPose(canvasElement: HTMLElement, index = 0): Pose {
  const robot = canvasElement.querySelectorAll('.hitkit-lidar-robot')[index];
  if (!robot) throw new Error('no robot in the figure');
  return {
    x: Number(robot.getAttribute('data-x')),
    y: Number(robot.getAttribute('data-y')),
    heading: (Number(robot.getAttribute('data-heading')) * Math.PI) / 180,
  };
}
