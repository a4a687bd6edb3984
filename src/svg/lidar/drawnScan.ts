'use client';
import type { CSSProperties } from 'react';
import type { LidarScan } from '../../geometry/lidar/lidar';
import type { LidarSensor } from '../../geometry/lidar/sensor';
import { assertPositive, assertVec2 } from '../../geometry/shapes/validate';
import { formatHeading, formatNumber } from '../../format';
import { countReturns } from '../../hooks/scene/useLidarScan';
import { theme } from '../style/theme';

/**
 * A scan as hitkit's lidar components draw it: the arrays of a
 * {@link LidarScan}, the sensor that took it and, when the arrays are reused
 * between scans (as `useLidarScan` does), a `revision` that changes whenever
 * they were rewritten (memoised components compare props by value, and
 * reused arrays are the same objects). The result of `useLidarScan` is one.
 */
export interface DrawableLidarScan extends Pick<LidarScan, 'angles' | 'ranges' | 'hitKinds' | 'points'> {
  readonly sensor: LidarSensor;
  readonly revision?: number;
}

/**
 * How the lidar components draw, shared by the overlay, the range plot and
 * the legend so that the legend always matches. Never hue alone: rays with a
 * return are solid and end in a square mark, rays without one are dashed; the
 * range limit is dotted.
 *
 * @internal
 */
export const LIDAR_LOOK = {
  hitRay: { stroke: theme.hit, strokeWidth: 1, strokeOpacity: 0.7, fill: 'none' },
  missRay: { stroke: theme.miss, strokeWidth: 1, strokeDasharray: '4 3', fill: 'none' },
  mark: { fill: theme.hit, stroke: 'none' },
  range: { stroke: theme.measure, strokeWidth: 1.25, strokeDasharray: '1.5 3', strokeLinecap: 'round', fill: 'none' },
} as const satisfies Record<string, CSSProperties>;

/** Half the side of a return's square mark, CSS px (`LidarOverlay`'s default `markSize`). @internal */
export const LIDAR_MARK_SIZE = 3.5;

/** What a scan shows, in numbers. @internal */
export interface ScanSummary {
  readonly rays: number;
  readonly returns: number;
  /** Index of the nearest return (the first on a tie), −1 without one. */
  readonly nearest: number;
}

/**
 * Checks a drawable scan's arrays agree with each other and its sensor can be
 * drawn, naming the prop, and counts its returns.
 *
 * @throws TypeError / RangeError naming `name` and the field.
 * @internal
 */
export function readScan(scan: DrawableLidarScan, name: string): ScanSummary {
  if (typeof scan !== 'object' || scan === null) {
    throw new TypeError(`${name} must be a lidar scan (the result of useLidarScan), got ${scan === null ? 'null' : typeof scan}`);
  }
  const { angles, ranges, hitKinds, points, sensor } = scan;
  for (const [field, array] of [
    ['angles', angles],
    ['ranges', ranges],
    ['hitKinds', hitKinds],
    ['points', points],
  ] as const) {
    if (!ArrayBuffer.isView(array)) throw new TypeError(`${name}.${field} must be a typed array, got ${typeof array}`);
  }
  const rays = ranges.length;
  if (angles.length !== rays) throw new RangeError(`${name}.angles.length must be ${name}.ranges.length (${rays}), got ${angles.length}`);
  if (hitKinds.length !== rays) throw new RangeError(`${name}.hitKinds.length must be ${name}.ranges.length (${rays}), got ${hitKinds.length}`);
  if (points.length !== 2 * rays) throw new RangeError(`${name}.points.length must be 2 × ${name}.ranges.length (${2 * rays}), got ${points.length}`);
  if (typeof sensor !== 'object' || sensor === null) throw new TypeError(`${name}.sensor must be the lidar sensor, got ${String(sensor)}`);
  assertVec2(sensor.origin, `${name}.sensor.origin`);
  assertPositive(sensor.range, `${name}.sensor.range`);
  assertPositive(sensor.fov, `${name}.sensor.fov`);
  const { returns, nearest } = countReturns(hitKinds, ranges);
  return { rays, returns, nearest };
}

/**
 * Ray `i`'s bearing from the heading, radians (y down: positive is clockwise
 * on screen, to the right), within the field of view: from −fov/2 (give or
 * take rounding) up to 2π − fov/2, so the first ray of a whole circle is at
 * −π, not +π, and a plot runs from the first ray to the last. @internal
 */
export function bearingOf(scan: DrawableLidarScan, i: number): number {
  const b = (scan.angles[i] as number) - scan.sensor.heading;
  const from = -Math.min(scan.sensor.fov, TWO_PI) / 2 - 1e-9;
  return b - TWO_PI * Math.floor((b - from) / TWO_PI) + 0;
}

const TWO_PI = 2 * Math.PI;

/**
 * One sentence for assistive technology: `9 rays over 120°, 7 returns,
 * nearest 50 at 0° from the heading; 2 rays see nothing within 85`.
 *
 * @internal
 */
export function describeScan(scan: DrawableLidarScan, summary: ScanSummary): string {
  const { rays, returns, nearest } = summary;
  const fov = formatNumber((scan.sensor.fov * 180) / Math.PI, 1);
  const parts = [`${rays} ${rays === 1 ? 'ray' : 'rays'} over ${fov}°`, `${returns} ${returns === 1 ? 'return' : 'returns'}`];
  if (nearest >= 0) {
    parts.push(`nearest ${formatNumber(scan.ranges[nearest] as number)} at ${formatHeading(bearingOf(scan, nearest))} from the heading`);
  }
  const misses = rays - returns;
  const text = parts.join(', ');
  return misses > 0 ? `${text}; ${misses} ${misses === 1 ? 'ray sees' : 'rays see'} nothing within ${formatNumber(scan.sensor.range)}` : text;
}
