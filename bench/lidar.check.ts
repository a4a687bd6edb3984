import { describe, expect, it } from 'vitest';
import type { Circle, Segment } from '../src/geometry';
import { lidarScan, type LidarScan } from '../src/geometry/lidar/lidar';
import type { LidarSensor } from '../src/geometry/lidar/sensor';
import { ray, raycastCircle, raycastSegment } from '../src/geometry/ray/raycast';
import { createWorld } from '../src/geometry/world/world';
import { random } from './random.js';
import { agreement, check2dImpl, flattenImpl, handGridImpl, hitkitImpl, scanPoses } from './lidar/implementations';
import { LIDAR_SEED, makeWorld, rayAngles, SMALL } from './lidar/worlds';

/**
 * The short mode of the lidar bench (`npm run bench`'s checks, `npm run
 * bench:check`): in the small seeded world, every ray of every pose of
 * hitkit's `lidarScan` against brute force over hitkit's own scalar
 * `raycastSegment` / `raycastCircle` (every obstacle, full range): the same
 * nearest distance (within 1e-9 relative; bit for bit is reported), the same
 * obstacle (kind and index) unless another is exactly as near, and `ranges`,
 * `hitKinds`, `hitIndices`, `points`, `angles` as documented. Again after
 * moving some walls and circles with `world.set`. The hand-written grid's and
 * the peers' disagreements with hitkit are printed, not judged.
 */

const TOLERANCE = 1e-9;
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

interface Brute {
  /** Nearest distance, Infinity for none. */
  distance: Float64Array;
  kind: Int8Array;
  index: Int32Array;
  points: Float64Array;
}

/** Every ray against every obstacle with hitkit's scalar ray casts; ties to the smaller kind code, then index. */
function brute(segments: readonly Segment[], circles: readonly Circle[], sensor: LidarSensor): Brute {
  const angles = rayAngles(sensor);
  const n = sensor.rayCount;
  const result: Brute = { distance: new Float64Array(n), kind: new Int8Array(n), index: new Int32Array(n), points: new Float64Array(2 * n) };
  for (let i = 0; i < n; i++) {
    const r = ray(sensor.origin, { x: Math.cos(angles[i]!), y: Math.sin(angles[i]!) });
    let best = Infinity;
    let kind = -1;
    let index = -1;
    let px = 0;
    let py = 0;
    const keep = (hit: ReturnType<typeof raycastSegment>, k: number, j: number) => {
      if (hit !== null && hit.distance < best) {
        best = hit.distance;
        kind = k;
        index = j;
        px = hit.point.x;
        py = hit.point.y;
      }
    };
    segments.forEach((s, j) => keep(raycastSegment(r, s, sensor.range), 0, j));
    circles.forEach((c, j) => keep(raycastCircle(r, c, sensor.range), 1, j));
    result.distance[i] = best;
    result.kind[i] = kind;
    result.index[i] = index;
    result.points[2 * i] = px;
    result.points[2 * i + 1] = py;
  }
  return result;
}

interface Tally {
  rays: number;
  bitForBit: number;
  /** Same distance, another obstacle exactly as near. */
  tiesOtherObstacle: number;
  problems: string[];
}

/** hitkit's scan against brute force, ray by ray. */
function compare(scan: LidarScan, b: Brute, sensor: LidarSensor, segments: readonly Segment[], circles: readonly Circle[], pose: number, tally: Tally): void {
  const angles = rayAngles(sensor);
  const scale = Math.max(Math.abs(sensor.origin.x), Math.abs(sensor.origin.y), sensor.range);
  const problem = (i: number, text: string) => {
    if (tally.problems.length < 10) tally.problems.push(`pose ${pose}, ray ${i}: ${text}`);
  };
  for (let i = 0; i < sensor.rayCount; i++) {
    tally.rays++;
    if (Math.abs(scan.angles[i]! - angles[i]!) > 1e-12) problem(i, `angle ${scan.angles[i]} vs ${angles[i]}`);
    const kind = scan.hitKinds[i]!;
    const index = scan.hitIndices[i]!;
    const d = b.distance[i]!;
    if (d === Infinity) {
      if (kind !== -1 || index !== -1) problem(i, `hitkit hit kind ${kind} #${index} at ${scan.ranges[i]}, brute force nothing`);
      if (scan.ranges[i] !== sensor.range) problem(i, `no hit but range ${scan.ranges[i]} (not ${sensor.range})`);
      const a = angles[i]!;
      const ex = sensor.origin.x + Math.cos(a) * sensor.range;
      const ey = sensor.origin.y + Math.sin(a) * sensor.range;
      if (Math.abs(scan.points[2 * i]! - ex) > 1e-9 * scale || Math.abs(scan.points[2 * i + 1]! - ey) > 1e-9 * scale)
        problem(i, `no hit, point not the ray's end`);
      if (kind === -1) tally.bitForBit++;
      continue;
    }
    if (kind === -1) {
      problem(i, `hitkit no hit, brute force kind ${b.kind[i]} #${b.index[i]} at ${d}`);
      continue;
    }
    const r = scan.ranges[i]!;
    if (!near(r, d)) problem(i, `distance ${r} vs brute force ${d} (kind ${kind} #${index} vs ${b.kind[i]} #${b.index[i]})`);
    else if (Object.is(r, d)) tally.bitForBit++;
    if (kind !== b.kind[i] || index !== b.index[i]) {
      // Another obstacle: fine only if hitkit's is exactly as near (a tie); reported.
      const a = angles[i]!;
      const probe = ray(sensor.origin, { x: Math.cos(a), y: Math.sin(a) });
      const own = kind === 0 ? raycastSegment(probe, segments[index]!, sensor.range) : kind === 1 ? raycastCircle(probe, circles[index]!, sensor.range) : null;
      if (own !== null && own.distance === d) tally.tiesOtherObstacle++;
      else problem(i, `obstacle kind ${kind} #${index} vs brute force kind ${b.kind[i]} #${b.index[i]} (its distance ${own?.distance})`);
    }
    if (Math.abs(scan.points[2 * i]! - b.points[2 * i]!) > 1e-9 * scale || Math.abs(scan.points[2 * i + 1]! - b.points[2 * i + 1]!) > 1e-9 * scale) {
      problem(i, `point (${scan.points[2 * i]}, ${scan.points[2 * i + 1]}) vs (${b.points[2 * i]}, ${b.points[2 * i + 1]})`);
    }
  }
}

const w = makeWorld(SMALL);

describe(`lidar, small world (seed ${LIDAR_SEED}: ${SMALL.segments} walls, ${SMALL.circles} circles, ${SMALL.rayCount} rays, ${w.sensors.length} poses)`, () => {
  it('lidarScan agrees with brute force over hitkit’s scalar ray casts on every ray of every pose', () => {
    const world = createWorld({ segments: w.segments, circles: w.circles });
    const tally: Tally = { rays: 0, bitForBit: 0, tiesOtherObstacle: 0, problems: [] };
    let out: LidarScan | undefined;
    w.sensors.forEach((sensor, pose) => {
      out = lidarScan(world, sensor, out);
      compare(out, brute(w.segments, w.circles, sensor), sensor, w.segments, w.circles, pose, tally);
    });
    console.log(`lidarScan vs brute force: ${tally.rays} rays, ${tally.bitForBit} bit for bit, ${tally.tiesOtherObstacle} ties won by another obstacle`);
    expect(tally.problems).toEqual([]);
  });

  it('after world.set moves 50 walls and 10 circles, still agrees with brute force on the moved scene', () => {
    const world = createWorld({ segments: w.segments, circles: w.circles });
    const segments = [...w.segments];
    const circles = [...w.circles];
    const rnd = random(LIDAR_SEED + 1);
    const size = SMALL.size;
    for (let k = 0; k < 50; k++) {
      const j = 4 + Math.floor(rnd() * (segments.length - 4));
      const x = rnd() * size;
      const y = rnd() * size;
      const s: Segment = { start: { x, y }, end: { x: Math.min(size, x + 5 + 20 * rnd()), y: Math.max(0, y - 20 * rnd()) } };
      segments[j] = s;
      world.set('segment', j, s);
    }
    for (let k = 0; k < 10; k++) {
      const j = Math.floor(rnd() * circles.length);
      const c: Circle = { center: { x: 20 + rnd() * (size - 40), y: 20 + rnd() * (size - 40) }, radius: 3 + 9 * rnd() };
      circles[j] = c;
      world.set('circle', j, c);
    }
    // (a pose may now be inside a moved circle: then both report its exit point)
    const tally: Tally = { rays: 0, bitForBit: 0, tiesOtherObstacle: 0, problems: [] };
    w.sensors.forEach((sensor, pose) => {
      compare(lidarScan(world, sensor), brute(segments, circles, sensor), sensor, segments, circles, pose, tally);
    });
    console.log(`after world.set: ${tally.rays} rays, ${tally.bitForBit} bit for bit, ${tally.tiesOtherObstacle} ties won by another obstacle`);
    expect(tally.problems).toEqual([]);
  });

  it('the hand-written grid and the peers against hitkit (reported, not judged)', () => {
    const reference = scanPoses(hitkitImpl(w), w);
    const rows: Record<string, { agree: number; disagree: number; first: string }> = {};
    for (const impl of [handGridImpl(w), check2dImpl(w), flattenImpl(w)]) {
      const a = agreement(impl, reference, SMALL.rayCount);
      rows[impl.name] = {
        agree: a.agree,
        disagree: a.disagree,
        first: a.first ? `pose ${a.first.pose} ray ${a.first.ray}: hitkit ${a.first.hitkit}, it ${a.first.other}` : '',
      };
    }
    console.table(rows);
    expect(Object.keys(rows)).toHaveLength(3);
  });
});
