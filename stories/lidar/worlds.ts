import type { Circle, LidarSensor, Pose, Rect, Segment, Vec2 } from '../../src';

/** The lidar controls every Lidar story shares: flat numbers, so each is a Storybook control. */
export interface LidarArgs {
  /** Number of rays (an integer >= 1). */
  rayCount: number;
  /** Field of view, degrees (0 < fov <= 360). */
  fov: number;
  /** Maximum range, scene units. */
  range: number;
  /** Standard deviation of the seeded Gaussian range noise, scene units (0: none). */
  noise: number;
}

/** The sensor a robot at `pose` carries, from the controls (noise seeded with 7, so every run is the same). */
export function sensorAt(pose: Pose, args: LidarArgs): LidarSensor {
  return {
    origin: { x: pose.x, y: pose.y },
    heading: pose.heading,
    fov: (args.fov * Math.PI) / 180,
    rayCount: args.rayCount,
    range: args.range,
    ...(args.noise > 0 ? { noise: { stdDev: args.noise, seed: 7 } } : {}),
  };
}

/** A small linear congruential generator from a fixed seed: the same numbers on every run and platform. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The four walls of a box, top, right, bottom, left (as ConvNetJS's `util_add_box`). */
export function box(x: number, y: number, w: number, h: number): Segment[] {
  const a = { x, y };
  const b = { x: x + w, y };
  const c = { x: x + w, y: y + h };
  const d = { x, y: y + h };
  return [
    { start: a, end: b },
    { start: b, end: c },
    { start: c, end: d },
    { start: d, end: a },
  ];
}

/** Plain-arithmetic distance from a point to a segment (the stories' own, independent of hitkit). */
export function pointSegmentDistance(p: Vec2, s: Segment): number {
  const dx = s.end.x - s.start.x;
  const dy = s.end.y - s.start.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - s.start.x) * dx + (p.y - s.start.y) * dy) / length2));
  return Math.hypot(s.start.x + t * dx - p.x, s.start.y + t * dy - p.y);
}

/**
 * The set-up of the article "Simulating a 2D lidar: segment intersection": its
 * robot comes from Stanford's ConvNetJS deep Q-learning demo (rldemo), and the
 * article gives no numbers, so this is the demo's layout: a 700 × 500 world,
 * an outer box of walls 10 in from the edge, two inner boxes 200 × 300 at
 * x = 100 and x = 400 with their left walls removed (the partitions), 30 items
 * (circles of radius 10) at seeded places, apart from each other, a robot of radius 10 whose eyes
 * reach 85. Items keep clear of the walls and of the robot's start.
 */
export const CONVNET = (() => {
  const size = { width: 700, height: 500 };
  const segments = [...box(10, 10, 680, 480), ...box(100, 100, 200, 300).slice(0, 3), ...box(400, 100, 200, 300).slice(0, 3)];
  const start: Pose = { x: 350, y: 250, heading: Math.PI };
  const random = seeded(20261124);
  const circles: Circle[] = [];
  while (circles.length < 30) {
    const center = { x: 20 + random() * (size.width - 40), y: 20 + random() * (size.height - 40) };
    const clear =
      segments.every((s) => pointSegmentDistance(center, s) > 14) &&
      circles.every((c) => Math.hypot(c.center.x - center.x, c.center.y - center.y) > 24) &&
      Math.hypot(center.x - start.x, center.y - start.y) > 100;
    if (clear) circles.push({ center, radius: 10 });
  }
  return { size, segments, circles, start, robotRadius: 10, eyeRange: 85 };
})();

/** A closed room of five walls sharing their corners exactly (integer coordinates), around the origin. */
export const ROOM = (() => {
  const corners: Vec2[] = [
    { x: -40, y: -30 },
    { x: 50, y: -35 },
    { x: 60, y: 20 },
    { x: 10, y: 45 },
    { x: -45, y: 25 },
  ];
  const segments: Segment[] = corners.map((c, i) => ({ start: c, end: corners[(i + 1) % corners.length] as Vec2 }));
  return { corners, segments, origin: { x: 3, y: 2 } as Vec2 };
})();

/**
 * A big world: 10,000 short walls and 1,000 circles at seeded places over
 * 4000 × 3000, nothing within 40 of the robot's start (the middle).
 */
export function bigWorld(walls = 10_000, discs = 1_000) {
  const size = { width: 4000, height: 3000 };
  const start: Pose = { x: 2000, y: 1500, heading: 0 };
  const random = seeded(9);
  const segments: Segment[] = [];
  while (segments.length < walls) {
    const a = { x: random() * size.width, y: random() * size.height };
    const angle = random() * 2 * Math.PI;
    const length = 6 + random() * 30;
    const s = { start: a, end: { x: a.x + length * Math.cos(angle), y: a.y + length * Math.sin(angle) } };
    if (pointSegmentDistance(start, s) > 40) segments.push(s);
  }
  const circles: Circle[] = [];
  while (circles.length < discs) {
    const c = { center: { x: random() * size.width, y: random() * size.height }, radius: 2 + random() * 8 };
    if (Math.hypot(c.center.x - start.x, c.center.y - start.y) > 40 + c.radius) circles.push(c);
  }
  return { size, segments, circles, start };
}

/** The room of the wall-dragging story: a box and one movable wall (index 4) across the robot's view. */
export const DRAG_ROOM = {
  size: { width: 420, height: 300 },
  segments: [...box(10, 10, 400, 280), { start: { x: 250, y: 80 }, end: { x: 250, y: 220 } }],
  movable: 4,
  start: { x: 100, y: 150, heading: 0 } as Pose,
} as const;

/** Is the axis-aligned box of `s` within `area`, widened by `pad`? (The stories draw only what is near the view.) */
export function segmentNear(s: Segment, area: Rect, pad: number): boolean {
  return (
    Math.max(s.start.x, s.end.x) >= area.x - pad &&
    Math.min(s.start.x, s.end.x) <= area.x + area.width + pad &&
    Math.max(s.start.y, s.end.y) >= area.y - pad &&
    Math.min(s.start.y, s.end.y) <= area.y + area.height + pad
  );
}
