import { describe, expect, it } from 'vitest';
import { clearHeadingReach, type HeadingReachLayout } from '../../src/svg/lidar/headingReach';
import type { DrawableLidarScan } from '../../src/svg/lidar/drawnScan';

/** A scan whose returns are `points` (null: a ray without a return). */
function scanOf(points: readonly ({ x: number; y: number } | null)[]): DrawableLidarScan {
  const n = points.length;
  return {
    angles: new Float64Array(n),
    ranges: new Float64Array(n).fill(1),
    hitKinds: Int8Array.from(points, (p) => (p ? 0 : -1)),
    points: Float64Array.from(points.flatMap((p) => (p ? [p.x, p.y] : [0, 0]))),
    sensor: { origin: { x: 0, y: 0 }, heading: 0, fov: Math.PI, rayCount: n, range: 100 },
  };
}

// a body of radius 10, the handle usually at 24; its dot 5.5, marks 3.5 half a side, 2 apart
const LAYOUT: HeadingReachLayout = { radius: 10, reach: 24, dot: 5.5, markHalf: 3.5, gap: 2, beyond: 14 };
const POSE = { x: 0, y: 0, heading: 0 };
/** The distance from the handle at `t` along +x to the nearest mark's square. */
const gapAt = (t: number, marks: readonly { x: number; y: number }[]) =>
  Math.min(...marks.map((m) => Math.hypot(Math.max(Math.abs(t - m.x) - 3.5, 0), Math.max(Math.abs(m.y) - 3.5, 0))));

describe('clearHeadingReach', () => {
  it('keeps the usual reach without a scan, with only misses, and with every mark far', () => {
    expect(clearHeadingReach(POSE, undefined, LAYOUT)).toBe(24);
    expect(clearHeadingReach(POSE, scanOf([null, null]), LAYOUT)).toBe(24);
    expect(
      clearHeadingReach(
        POSE,
        scanOf([
          { x: 40, y: 0 },
          { x: 0, y: 30 },
        ]),
        LAYOUT,
      ),
    ).toBe(24);
  });

  it('pulls the handle in, between the rim and a wall of marks in front, clear of every mark', () => {
    const wall = [-6, -3, 0, 3, 6].map((y) => ({ x: 30, y }));
    const t = clearHeadingReach(POSE, scanOf(wall), LAYOUT);
    expect(t).toBeLessThan(24);
    expect(t).toBeGreaterThanOrEqual(10 + 5.5);
    expect(gapAt(t, wall)).toBeGreaterThanOrEqual(5.5 + 2);
    // the farthest clear place (within a step of 14 / 24)
    expect(gapAt(t + 14 / 24 + 1e-9, wall)).toBeLessThan(5.5 + 2);
  });

  it('turns with the heading (y down: +π/2 faces down the screen)', () => {
    const wall = [-3, 0, 3].map((x) => ({ x, y: 30 }));
    const t = clearHeadingReach({ x: 0, y: 0, heading: Math.PI / 2 }, scanOf(wall), LAYOUT);
    expect(t).toBeLessThan(24);
    expect(clearHeadingReach(POSE, scanOf(wall), LAYOUT)).toBe(24);
  });

  it('pushes it out past the marks when nothing nearer is clear, and never inside the body', () => {
    // a mark against the rim: no place inward is clear; 14 farther is
    const near = [{ x: 16, y: 0 }];
    const t = clearHeadingReach(POSE, scanOf(near), LAYOUT);
    expect(t).toBeGreaterThan(24);
    expect(gapAt(t, near)).toBeGreaterThanOrEqual(7.5);
    // marks all along: the tried place farthest from them
    const along = Array.from({ length: 40 }, (_, i) => ({ x: i, y: 0 }));
    const best = clearHeadingReach(POSE, scanOf(along), LAYOUT);
    expect(best).toBeGreaterThanOrEqual(15.5);
    expect(best).toBeLessThanOrEqual(38);
  });
});
