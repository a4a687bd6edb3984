'use client';
import { memo, useRef, useState, type CSSProperties } from 'react';
import { assertPositive } from '../../geometry/shapes/validate';
import { formatHeading, formatNumber } from '../../format';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { bearingOf, describeScan, LIDAR_LOOK, readScan, type DrawableLidarScan } from './drawnScan';
import { sameProps } from '../memo';
import { formatPlainSvgNumber as n } from '../scene/number';
import { classNames, theme } from '../style/theme';

/** Props of {@link LidarRangePlot}. */
export interface LidarRangePlotProps {
  /** The scan to plot: the result of `useLidarScan`, or any {@link DrawableLidarScan}. */
  readonly scan: DrawableLidarScan;
  /**
   * Width the chart is laid out at, CSS pixels, until its rendered width is
   * known (on the server and in the first paint). The chart fills its
   * container's width; once measured, it is laid out at that width, so its
   * text stays the same size on a phone and on a desktop.
   * @defaultValue 480
   */
  readonly width?: number;
  /**
   * Height, CSS pixels (scaled with the width until the width is measured).
   * @defaultValue 170
   */
  readonly height?: number;
  /**
   * Start of the accessible name; a summary of the scan follows.
   * @defaultValue "Range plot"
   */
  readonly label?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

const MARGIN = { top: 22, right: 14, bottom: 38, left: 44 } as const;
const FONT = { fontFamily: 'system-ui, sans-serif', fontSize: 11, fill: theme.label } as const;
const DEGREE_STEPS = [1, 2, 5, 10, 15, 30, 45, 60, 90, 180];

/** A step of 1, 2 or 5 × 10^k giving at most `most` intervals over `span`. */
function niceStep(span: number, most: number): number {
  const raw = span / most;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Multiples of `step` from `lo` to `hi` (inclusive, with a little slack for rounding). */
function multiples(lo: number, hi: number, step: number): number[] {
  const out: number[] = [];
  for (let k = Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) out.push(k * step + 0);
  return out;
}

/**
 * A lidar scan as a range-versus-bearing chart, as ROS tools plot a
 * `LaserScan`: the bearing from the sensor's heading across (degrees, left of
 * the heading negative, right positive: with y down a positive bearing is
 * clockwise on screen), the range up. Returns are one solid `<path>` in the
 * hit colour, broken where a ray has none, with square marks while rays are
 * at least 4 px apart (and on a lone return, between two rays without one,
 * whatever the spacing); rays without a return are one dashed `<path>` in the miss
 * colour along the range limit (where a real lidar reports "max range").
 * Labelled ticks on both axes; the nearest return is written above the chart.
 *
 * Its own `<svg>` (put it beside the Scene), as wide as its container and
 * laid out at its rendered width (measured after layout and on resize), so
 * that its 11 px text stays 11 px on a phone; `role="img"` with an accessible
 * name summarising the scan (`Range plot: 9 rays over 120°, 7 returns, nearest
 * 50 at 0° from the heading; …`). Numbers are written with 3 decimals, the same
 * on every platform. Memoised (a new scan redraws it).
 *
 * @throws TypeError / RangeError naming the prop for mismatched arrays, a bad
 *   sensor range or field of view, or a `width` / `height` that is not > 0.
 */
export const LidarRangePlot = memo(function LidarRangePlot({
  scan,
  width = 480,
  height = 170,
  label = 'Range plot',
  className,
  style,
}: LidarRangePlotProps) {
  const summary = readScan(scan, 'scan');
  assertPositive(width, 'width');
  assertPositive(height, 'height');
  // The rendered width, measured after layout and on resize (null before, and where nothing lays out).
  const svgRef = useRef<SVGSVGElement | null>(null);
  const measured = useRenderedWidth(svgRef);
  const chartWidth = measured ?? width;
  const { ranges, hitKinds } = scan;
  const { range, fov } = scan.sensor;
  const half = Math.min(fov, 2 * Math.PI) / 2;
  const left = MARGIN.left;
  const right = Math.max(left + 1, chartWidth - MARGIN.right);
  const top = MARGIN.top;
  const bottom = Math.max(top + 1, height - MARGIN.bottom);
  // the first and last rays sit a little inside the axes, clear of the tick labels
  const inset = 6;
  const x = (bearing: number) => left + inset + ((bearing + half) / (2 * half)) * (right - left - 2 * inset);
  const y = (r: number) => bottom - (Math.min(Math.max(r, 0), range) / range) * (bottom - top);

  // the curve, broken at rays without a return; marks while rays are 4 px apart or more, and on lone returns
  const rays = summary.rays;
  const spacing = rays > 1 ? (right - left - 2 * inset) / (rays - 1) : right - left;
  const withMarks = spacing >= 4;
  let curve = '';
  let marks = '';
  let misses = '';
  let previousHit = false;
  const missHalf = Math.max(spacing / 2, 1.5);
  for (let i = 0; i < rays; i++) {
    const px = x(bearingOf(scan, i));
    if (hitKinds[i] === -1) {
      misses += `M${n(Math.max(left, px - missHalf))} ${n(top)}H${n(Math.min(right, px + missHalf))}`;
      previousHit = false;
      continue;
    }
    const py = y(ranges[i] as number);
    curve += `${previousHit ? 'L' : 'M'}${n(px)} ${n(py)}`;
    // a lone return (misses either side) has no line to show it: it keeps its mark at any spacing
    const lone = !previousHit && (i + 1 === rays || hitKinds[i + 1] === -1);
    if (withMarks || lone) marks += `M${n(px - 2.5)} ${n(py - 2.5)}h5v5h-5z`;
    previousHit = true;
  }

  // ticks: bearings at a step of whole degrees, 36 px or more apart; ranges at 1, 2 or 5 × 10^k, 18 px apart
  const halfDegrees = (half * 180) / Math.PI;
  const degreeStep = DEGREE_STEPS.find((s) => ((right - left - 2 * inset) * s) / (2 * halfDegrees) >= 36) ?? 180;
  const bearingTicks = multiples(-halfDegrees, halfDegrees, degreeStep);
  const rangeTicks = multiples(0, range, niceStep(range, Math.max(1, Math.floor((bottom - top) / 18))));
  // the top of the axis is the range: labelled, in place of a nice tick too close below it
  if (rangeTicks.at(-1) !== range) {
    if (rangeTicks.length > 1 && y(rangeTicks.at(-1) as number) - y(range) < 14) rangeTicks.pop();
    rangeTicks.push(range);
  }
  const grid = rangeTicks.map((r) => `M${n(left)} ${n(y(r))}H${n(right)}`).join('');
  const axes = `M${n(left)} ${n(top)}V${n(bottom)}H${n(right)}`;
  const ticks =
    bearingTicks.map((d) => `M${n(x((d * Math.PI) / 180))} ${n(bottom)}v4`).join('') + rangeTicks.map((r) => `M${n(left)} ${n(y(r))}h-4`).join('');
  const { nearest } = summary;
  const nearestText =
    nearest >= 0 ? `nearest ${formatNumber(ranges[nearest] as number)} at ${formatHeading(bearingOf(scan, nearest))}` : 'no return';

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${n(chartWidth)} ${n(height)}`}
      role="img"
      aria-label={`${label}: ${describeScan(scan, summary)}`}
      className={classNames('hitkit-lidar-plot', className)}
      data-rays={rays}
      data-returns={summary.returns}
      style={{ display: 'block', width: '100%', height: 'auto', background: theme.background, ...style }}
    >
      <path d={grid} style={{ stroke: theme.grid, strokeWidth: 1, fill: 'none' }} />
      <path d={axes + ticks} style={{ stroke: theme.shape, strokeWidth: 1, fill: 'none' }} />
      {bearingTicks.map((d) => (
        <text key={`b${d}`} x={n(x((d * Math.PI) / 180))} y={n(bottom + 15)} textAnchor="middle" style={FONT}>
          {`${formatNumber(d, 1)}°`}
        </text>
      ))}
      {rangeTicks.map((r) => (
        <text key={`r${r}`} x={n(left - 7)} y={n(y(r) + 3.5)} textAnchor="end" style={FONT}>
          {formatNumber(r, 3)}
        </text>
      ))}
      <text x={n(left - 7)} y={n(top - 9)} textAnchor="end" style={FONT}>
        range
      </text>
      <text x={n((left + right) / 2)} y={n(height - 6)} textAnchor="middle" style={FONT}>
        bearing from heading (° clockwise, y down)
      </text>
      <text x={n(right)} y={n(top - 9)} textAnchor="end" style={{ ...FONT, fontWeight: 600 }} className="hitkit-lidar-plot-nearest">
        {nearestText}
      </text>
      {misses ? <path className="hitkit-lidar-plot-miss" d={misses} style={{ ...LIDAR_LOOK.missRay, strokeWidth: 2 }} /> : null}
      {curve ? <path className="hitkit-lidar-plot-curve" d={curve} style={{ ...LIDAR_LOOK.hitRay, strokeWidth: 1.5, strokeOpacity: 1 }} /> : null}
      {marks ? <path className="hitkit-lidar-plot-marks" d={marks} style={LIDAR_LOOK.mark} /> : null}
    </svg>
  );
}, sameProps);

/**
 * The rendered width of `ref`'s element in CSS pixels, rounded to a whole
 * pixel: measured after layout and whenever it is resized (ResizeObserver);
 * null until then, on the server, and where nothing is laid out (width 0).
 */
function useRenderedWidth(ref: { readonly current: Element | null }): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.getBoundingClientRect !== 'function') return undefined;
    const measure = () => {
      const w = Math.round(element.getBoundingClientRect().width);
      setWidth(w > 0 ? w : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
