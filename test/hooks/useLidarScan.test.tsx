import { renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as geometry from '../../src/geometry/index';
import { createWorld, type LidarSensor, type World } from '../../src/geometry/index';
import { useLidarScan, type LidarScanResult } from '../../src/hooks';
import { roomWalls } from '../svg/lidarRoom';

/** lidarScan wrapped in a spy, so a test can count scans (the hook imports it from the geometry index). */
vi.mock('../../src/geometry/index', async (original) => {
  const real = await original<typeof import('../../src/geometry/index')>();
  return { ...real, lidarScan: vi.fn(real.lidarScan) };
});
const scans = () => vi.mocked(geometry.lidarScan).mock.calls.length;

/** The lidar tests' room (a box and a wall x = 60 that a sensor at (20, 50) facing +x sees 40 away), and a circle. */
function room(): World {
  return createWorld({ segments: roomWalls(), circles: [{ center: { x: 20, y: 90 }, radius: 5 }] });
}

/** A fresh literal every call: the same numbers, new objects. */
const sensor = (over: Partial<LidarSensor> = {}): LidarSensor => ({
  origin: { x: 20, y: 50 },
  heading: 0,
  fov: Math.PI / 2,
  rayCount: 5,
  range: 60,
  ...over,
});

type Props = { world: World; sensor: LidarSensor };
const render = (initialProps: Props, wrapper?: (p: { children: ReactNode }) => ReactNode) =>
  renderHook((p: Props) => useLidarScan(p.world, p.sensor), { initialProps, ...(wrapper ? { wrapper } : {}) });

describe('useLidarScan', () => {
  it('scans: ranges, hit kinds, points, the nearest return and the sensor scanned', () => {
    const world = room();
    const { result } = render({ world, sensor: sensor() });
    const scan = result.current;
    expect(scan.ranges).toHaveLength(5);
    // the middle ray (heading 0) hits the wall at x = 60; the others (±22.5°, ±45°) pass it and reach 60 without a return
    expect(scan.ranges[2]).toBe(40);
    expect(scan.hitKinds[2]).toBe(geometry.ObstacleCode.segment);
    expect(scan.hitIndices[2]).toBe(4);
    expect([scan.points[4], scan.points[5]]).toEqual([60, 50]);
    expect(Array.from(scan.hitKinds)).toEqual([-1, -1, 0, -1, -1]);
    expect(scan.ranges[0]).toBe(60);
    expect(scan.returns).toBe(1);
    expect(scan.nearest).toBe(2);
    expect(scan.sensor).toEqual({ origin: { x: 20, y: 50 }, heading: 0, fov: Math.PI / 2, rayCount: 5, range: 60 });
    expect(Object.isFrozen(scan)).toBe(true);
    expect(Object.isFrozen(scan.sensor.origin)).toBe(true);
  });

  it('memoises on the numbers: new literals with the same numbers do not rescan', () => {
    const world = room();
    const { result, rerender } = render({ world, sensor: sensor() });
    const first = result.current;
    const before = scans();
    rerender({ world, sensor: sensor() });
    rerender({ world, sensor: { ...sensor(), noise: undefined } as unknown as LidarSensor });
    expect(scans()).toBe(before);
    expect(result.current).toBe(first);
    // each number of the sensor counts
    const changes: Partial<LidarSensor>[] = [
      { origin: { x: 21, y: 50 } },
      { origin: { x: 21, y: 51 } },
      { heading: 0.1 },
      { fov: 1 },
      { rayCount: 6 },
      { range: 70 },
      { minRange: 1 },
      { noise: { stdDev: 1, seed: 1 } },
      { noise: { stdDev: 1, seed: 2 } },
      { noise: { stdDev: 2, seed: 2 } },
    ];
    let previous = result.current;
    let accumulated: Partial<LidarSensor> = {};
    for (const change of changes) {
      accumulated = { ...accumulated, ...change };
      const count = scans();
      rerender({ world, sensor: sensor(accumulated) });
      expect(scans(), JSON.stringify(change)).toBe(count + 1);
      expect(result.current).not.toBe(previous);
      expect(result.current.revision).toBeGreaterThan(previous.revision);
      previous = result.current;
    }
  });

  it('rescans when the world changes: world.set bumps its version, and another world', () => {
    const world = room();
    const { result, rerender } = render({ world, sensor: sensor() });
    const first = result.current;
    expect(first.ranges[2]).toBe(40);
    world.set('segment', 4, { start: { x: 50, y: 40 }, end: { x: 50, y: 60 } });
    const count = scans();
    rerender({ world, sensor: sensor() });
    expect(scans()).toBe(count + 1);
    expect(result.current).not.toBe(first);
    expect(result.current.ranges[2]).toBe(30);
    world.remove('segment', 4);
    rerender({ world, sensor: sensor() });
    expect(result.current.ranges[2]).toBe(60);
    expect(result.current.hitKinds[2]).toBe(-1);
    const other = room();
    rerender({ world: other, sensor: sensor() });
    expect(result.current.ranges[2]).toBe(40);
  });

  it('reuses its arrays: two sets written alternately, never the set of the scan on screen', () => {
    const world = room();
    const { result, rerender } = render({ world, sensor: sensor() });
    const a = result.current;
    const aRanges = Array.from(a.ranges);
    rerender({ world, sensor: sensor({ heading: 0.2 }) });
    const b = result.current;
    // the second scan is written into the other set: the first one's arrays still hold the first scan
    expect(b.ranges).not.toBe(a.ranges);
    expect(Array.from(a.ranges)).toEqual(aRanges);
    rerender({ world, sensor: sensor({ heading: 0.4 }) });
    const c = result.current;
    for (const key of ['angles', 'ranges', 'hitKinds', 'hitIndices', 'points'] as const) expect(c[key]).toBe(a[key]);
    rerender({ world, sensor: sensor({ heading: 0.6 }) });
    for (const key of ['angles', 'ranges', 'hitKinds', 'hitIndices', 'points'] as const) expect(result.current[key]).toBe(b[key]);
    // and lidarScan was handed the old set as `out`
    const calls = vi.mocked(geometry.lidarScan).mock.calls;
    expect(calls.at(-1)?.[2]?.ranges).toBe(b.ranges);
    // a new ray count needs new arrays
    rerender({ world, sensor: sensor({ rayCount: 9 }) });
    expect(result.current.ranges).toHaveLength(9);
    expect(result.current.points).toHaveLength(18);
  });

  it('the same seed replays the same noise; another seed gives other ranges; no noise without stdDev', () => {
    const world = room();
    const noisy = (seed: number) => render({ world, sensor: sensor({ rayCount: 31, noise: { stdDev: 2, seed } }) }).result.current;
    const one = Array.from(noisy(1).ranges);
    expect(Array.from(noisy(1).ranges)).toEqual(one);
    expect(Array.from(noisy(2).ranges)).not.toEqual(one);
    const clean = render({ world, sensor: sensor({ rayCount: 31 }) }).result.current;
    expect(Array.from(clean.ranges)).not.toEqual(one);
  });

  it('under StrictMode (render computed twice) the result is stable and right', () => {
    const world = room();
    const { result, rerender } = render({ world, sensor: sensor() }, ({ children }) => <StrictMode>{children}</StrictMode>);
    const first: LidarScanResult = result.current;
    expect(first.ranges[2]).toBe(40);
    rerender({ world, sensor: sensor() });
    expect(result.current).toBe(first);
    rerender({ world, sensor: sensor({ origin: { x: 30, y: 50 } }) });
    expect(result.current.ranges[2]).toBe(30);
    expect(first.ranges[2]).toBe(40);
  });

  it('throws naming the bad argument or sensor field, even while memoised', () => {
    const world = room();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render({ world, sensor: sensor({ fov: 7 }) })).toThrow(RangeError);
    expect(() => render({ world, sensor: sensor({ fov: 7 }) })).toThrow(/^sensor\.fov must be/);
    expect(() => render({ world, sensor: sensor({ rayCount: 2.5 }) })).toThrow(/^sensor\.rayCount must be/);
    expect(() => render({ world, sensor: sensor({ range: 0 }) })).toThrow(/^sensor\.range must be .*, got 0$/);
    expect(() => render({ world, sensor: sensor({ origin: { x: Number.NaN, y: 0 } }) })).toThrow(/^sensor\.origin\.x must be a finite number, got NaN$/);
    expect(() => render({ world, sensor: sensor({ noise: { stdDev: -1, seed: 0 } }) })).toThrow(/^sensor\.noise\.stdDev must be/);
    expect(() => render({ world, sensor: null as unknown as LidarSensor })).toThrow(TypeError);
    expect(() => render({ world: {} as World, sensor: sensor() })).toThrow(/^world must be a World from createWorld, got an object$/);
    expect(() => render({ world: null as unknown as World, sensor: sensor() })).toThrow(TypeError);
    spy.mockRestore();
  });
});
