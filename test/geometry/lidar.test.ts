import { describe, expect, it } from 'vitest';
import { castRay, createWorld, lidarRayAngle, lidarRayDirection, lidarScan, type LidarSensor } from '../../src/geometry';
import { castRayIn } from '../../src/geometry/ray/castRay';
import { disk, seg, v } from './builders';

const room = () =>
  createWorld({
    segments: [seg(0, 0, 100, 0), seg(100, 0, 100, 100), seg(100, 100, 0, 100), seg(0, 100, 0, 0), seg(50, 0, 50, 40)],
    circles: [disk(75, 75, 5)],
  });

const sensor = (extra: Partial<LidarSensor> = {}): LidarSensor => ({
  origin: v(25, 30),
  heading: 0,
  fov: 2 * Math.PI,
  rayCount: 360,
  range: 60,
  ...extra,
});

describe('lidarScan', () => {
  it('ray angles: both ends of the field when fov < 2π, no ray twice when fov = 2π, one ray along the heading', () => {
    expect(Array.from(lidarScan(room(), sensor({ fov: Math.PI, rayCount: 3, heading: 1 })).angles)).toEqual([1 - Math.PI / 2, 1, 1 + Math.PI / 2]);
    const full = lidarScan(room(), sensor({ rayCount: 4 })).angles;
    expect(Array.from(full)).toEqual([-Math.PI, -Math.PI / 2, 0, Math.PI / 2]);
    expect(Array.from(lidarScan(room(), sensor({ rayCount: 1, heading: 0.3 })).angles)).toEqual([0.3]);
    expect(lidarRayAngle(0, Math.PI, 5, 4)).toBe(Math.PI / 2);
  });
  it('lidarRayDirection: the heading turning the sensor-frame fan; (cos h, sin h) for one ray; a bad index throws', () => {
    const h = 0.7;
    const a = -Math.PI / 2 + 3 * (Math.PI / 4); // ray 3 of 5 over π
    const expected = { x: Math.cos(h) * Math.cos(a) - Math.sin(h) * Math.sin(a), y: Math.sin(h) * Math.cos(a) + Math.cos(h) * Math.sin(a) };
    expect(lidarRayDirection(h, Math.PI, 5, 3)).toEqual(expected);
    expect(lidarRayDirection(h, 2 * Math.PI, 1, 0)).toEqual({ x: Math.cos(h), y: Math.sin(h) });
    // heading 0: the fan itself, so the ends of a half turn are straight up and down (y down)
    const up = lidarRayDirection(0, Math.PI, 3, 0);
    expect(up.x).toBeCloseTo(0, 15);
    expect(up.y).toBe(-1);
    for (const i of [-1, 5, 1.5, Number.NaN]) expect(() => lidarRayDirection(h, Math.PI, 5, i)).toThrow(RangeError);
    expect(() => lidarRayDirection(h, Math.PI, 5, 5)).toThrow('i must be an integer from 0 to rayCount − 1 (4), got 5');
  });
  it('each ray is castRay’s answer: ranges, kinds, indices and points; misses read range and the ray’s end', () => {
    const world = room();
    const s = sensor({ rayCount: 720 });
    const scan = lidarScan(world, s);
    let misses = 0;
    let inexact = 0;
    for (let i = 0; i < s.rayCount; i++) {
      const angle = scan.angles[i]!;
      const direction = lidarRayDirection(s.heading, s.fov, s.rayCount, i);
      // within a few ulps of the angle's cosine and sine
      expect(Math.abs(direction.x - Math.cos(angle))).toBeLessThanOrEqual(4e-16);
      expect(Math.abs(direction.y - Math.sin(angle))).toBeLessThanOrEqual(4e-16);
      const ray = { origin: s.origin, direction };
      // castRay's exact crossing: the same obstacle, the range to within 1e-12 relative
      const exact = castRay(world, ray, s.range);
      expect(exact === null).toBe(scan.hitKinds[i] === -1);
      if (exact) {
        expect(Math.abs(scan.ranges[i]! - exact.distance)).toBeLessThanOrEqual(1e-12 * exact.distance);
        if (scan.ranges[i] !== exact.distance) inexact++;
        expect([scan.hitKinds[i], scan.hitIndices[i]]).toEqual([exact.kind === 'segment' ? 0 : exact.kind === 'circle' ? 1 : 2, exact.index]);
      }
      // in the cores' fast mode (the lidar's), castRay's answer to the bit
      const hit = castRayIn(world, ray, s.range, 0);
      if (hit) {
        expect(scan.ranges[i]).toBe(hit.distance);
        expect(scan.hitKinds[i]).toBe(hit.kind === 'segment' ? 0 : hit.kind === 'circle' ? 1 : 2);
        expect(scan.hitIndices[i]).toBe(hit.index);
        expect([scan.points[2 * i], scan.points[2 * i + 1]]).toEqual([hit.point.x, hit.point.y]);
      } else {
        misses++;
        expect(scan.ranges[i]).toBe(60);
        expect(scan.hitKinds[i]).toBe(-1);
        expect(scan.hitIndices[i]).toBe(-1);
        expect(scan.points[2 * i]).toBeCloseTo(25 + 60 * Math.cos(angle), 12);
      }
    }
    expect(inexact).toBeGreaterThan(0); // the fast mode is not exact: the exact comparison above can fail
    expect(misses).toBeGreaterThan(50); // the range is limited: some rays see nothing
    expect(misses).toBeLessThan(700);
    // straight right: the partition at x = 50 (index 4), 25 away
    const right = Array.from(scan.angles).indexOf(0);
    expect([scan.ranges[right], scan.hitKinds[right], scan.hitIndices[right]]).toEqual([25, 0, 4]);
  });
  it('out: the same object and arrays come back, rewritten; a different rayCount gets new arrays', () => {
    const world = room();
    const first = lidarScan(world, sensor());
    const arrays = [first.angles, first.ranges, first.hitKinds, first.hitIndices, first.points];
    const again = lidarScan(world, sensor({ origin: v(80, 20) }), first);
    expect(again).toBe(first);
    expect([again.angles, again.ranges, again.hitKinds, again.hitIndices, again.points]).toEqual(arrays);
    arrays.forEach((array, k) => expect([again.angles, again.ranges, again.hitKinds, again.hitIndices, again.points][k]).toBe(array));
    expect(Array.from(again.ranges)).toEqual(Array.from(lidarScan(world, sensor({ origin: v(80, 20) })).ranges));
    expect(lidarScan(world, sensor({ rayCount: 10 }), first)).not.toBe(first);
  });
  it('out reused across poses, fields and ranges: every array equals a fresh scan’s (nothing left from the scan before)', () => {
    const world = room();
    const poses = [
      sensor({ origin: v(20, 20) }),
      sensor({ origin: v(80, 20), range: 10 }), // mostly misses: every point at the ray's end
      sensor({ origin: v(45, 20), minRange: 6, heading: 0.2 }), // returns nearer than minRange: blocked points
      sensor({ origin: v(30, 30), fov: 1, heading: -2 }),
    ];
    let out = lidarScan(world, poses[0]!);
    for (const s of [...poses, ...poses.reverse()]) {
      out = lidarScan(world, s, out);
      const fresh = lidarScan(world, s);
      for (const key of ['angles', 'ranges', 'hitKinds', 'hitIndices', 'points'] as const) expect(Array.from(out[key])).toEqual(Array.from(fresh[key]));
    }
  });
  it('minRange: a nearer return reads as none, and still blocks what is behind it', () => {
    const world = room();
    // as a fan (three rays, the middle one straight right) and as a single ray
    const fan = lidarScan(world, sensor({ origin: v(45, 20), fov: 0.1, heading: 0, rayCount: 3, minRange: 6 }));
    expect([fan.ranges[1], fan.hitKinds[1], fan.hitIndices[1], fan.points[2], fan.points[3]]).toEqual([60, -1, -1, 50, 20]);
    const near = lidarScan(world, sensor({ origin: v(45, 20), fov: 0.1, heading: 0, rayCount: 1 }));
    expect([near.ranges[0], near.hitKinds[0]]).toEqual([5, 0]);
    const blind = lidarScan(world, sensor({ origin: v(45, 20), fov: 0.1, heading: 0, rayCount: 1, minRange: 6 }));
    expect([blind.ranges[0], blind.hitKinds[0], blind.hitIndices[0]]).toEqual([60, -1, -1]);
    expect([blind.points[0], blind.points[1]]).toEqual([50, 20]); // drawn to where the beam is blocked
  });
  it('noise: reproducible from the seed, different for another seed, Gaussian with stdDev, clamped to [minRange, range]', () => {
    const world = room();
    const clean = lidarScan(world, sensor({ rayCount: 2000, range: 1000 }));
    const noisy = (seed: number, stdDev = 0.5) => lidarScan(world, sensor({ rayCount: 2000, range: 1000, noise: { stdDev, seed } }));
    expect(Array.from(noisy(42).ranges)).toEqual(Array.from(noisy(42).ranges));
    expect(Array.from(noisy(42).ranges)).not.toEqual(Array.from(noisy(43).ranges));
    expect(Array.from(noisy(0.5).ranges)).not.toEqual(Array.from(noisy(-0.5).ranges));
    const errors = Array.from(noisy(7).ranges, (r, i) => r - clean.ranges[i]!);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    const sd = Math.sqrt(errors.reduce((a, b) => a + (b - mean) ** 2, 0) / errors.length);
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(sd).toBeGreaterThan(0.45);
    expect(sd).toBeLessThan(0.55);
    expect(Array.from(noisy(7).hitKinds)).toEqual(Array.from(clean.hitKinds));
    const huge = lidarScan(world, sensor({ range: 30, minRange: 2, noise: { stdDev: 100, seed: 1 } }));
    for (const r of huge.ranges) expect(r >= 2 && r <= 30).toBe(true);
    // stdDev 0 is no noise
    expect(Array.from(noisy(3, 0).ranges)).toEqual(Array.from(clean.ranges));
  });
  it('noise on a ray depends on the seed and its index only: moving an obstacle changes no other ray', () => {
    const world = room();
    const s = sensor({ origin: v(60, 60), noise: { stdDev: 0.3, seed: 5 } });
    const before = Array.from(lidarScan(world, s).ranges);
    world.set('circle', 0, disk(75, 75, 6));
    const after = Array.from(lidarScan(world, s).ranges);
    const clean = lidarScan(world, sensor({ origin: v(60, 60) }));
    let changed = 0;
    for (let i = 0; i < before.length; i++) {
      if (before[i] !== after[i]) {
        changed++;
        expect(clean.hitKinds[i]).toBe(1); // only rays that now see the grown circle
      }
    }
    expect(changed).toBeGreaterThan(0);
  });
  it('no ray escapes a closed room through its corners (rays aimed at all four corners among 360)', () => {
    const world = room();
    // from the room's centre, 360 rays over 2π include the four diagonals (±45°, ±135°)
    const scan = lidarScan(world, sensor({ origin: v(50, 50), range: 1000, rayCount: 360 }));
    for (let i = 0; i < 360; i++) expect(scan.hitKinds[i]).not.toBe(-1);
  });
  it('errors name the sensor field and its value', () => {
    const world = room();
    expect(() => lidarScan(world, sensor({ fov: 0 }))).toThrow(new RangeError('sensor.fov must be a number in (0, 2π] (radians), got 0'));
    expect(() => lidarScan(world, sensor({ fov: 7 }))).toThrow(RangeError);
    expect(() => lidarScan(world, sensor({ rayCount: 2.5 }))).toThrow(/sensor\.rayCount/);
    expect(() => lidarScan(world, sensor({ range: Infinity }))).toThrow(/sensor\.range/);
    expect(() => lidarScan(world, sensor({ minRange: 60 }))).toThrow(/sensor\.minRange/);
    expect(() => lidarScan(world, sensor({ origin: v(NaN, 0) }))).toThrow(/sensor\.origin\.x/);
    expect(() => lidarScan(world, sensor({ noise: { stdDev: -1, seed: 1 } }))).toThrow(/sensor\.noise\.stdDev/);
    expect(() => lidarScan(world, sensor({ heading: '0' as never }))).toThrow(TypeError);
    expect(() => lidarScan({} as never, sensor())).toThrow(TypeError);
  });
});
