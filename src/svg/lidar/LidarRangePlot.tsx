'use client';
import { memo, useRef, useState, type CSSProperties } from 'react';
import { assertPositive } from '../../geometry/shapes/validate';
import { formatHeading, formatNumber } from '../../format';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { bearingOf, describeScan, LIDAR_LOOK, readScan, type DrawableLidarScan } from './drawnScan';
import { plotAxes, plotFrame, plotPaths, PLOT_FONT_SIZE, PLOT_TEXT } from './rangePlotLayout';
import { sameProps } from '../memo';
import { formatPlainSvgNumber } from '../scene/number';
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

const FONT = { fontFamily: 'system-ui, sans-serif', fontSize: PLOT_FONT_SIZE, fill: theme.label } as const;

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
export const LidarRangePlot = memo(function LidarRangePlot({ scan, width = 480, height = 170, label = 'Range plot', className, style }: LidarRangePlotProps) {
  const summary = readScan(scan, 'scan');
  assertPositive(width, 'width');
  assertPositive(height, 'height');
  // The rendered width, measured after layout and on resize (null before, and where nothing lays out).
  const svgRef = useRef<SVGSVGElement | null>(null);
  const chartWidth = useRenderedWidth(svgRef) ?? width;
  const frame = plotFrame(scan, chartWidth, height);
  const { left, right, top, bottom, x, y } = frame;
  const { curve, marks, misses } = plotPaths(scan, summary.rays, frame);
  const { bearingTicks, rangeTicks, grid, axes } = plotAxes(frame);
  const { nearest } = summary;
  const nearestText = nearest >= 0 ? `nearest ${formatNumber(scan.ranges[nearest] as number)} at ${formatHeading(bearingOf(scan, nearest))}` : 'no return';

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${formatPlainSvgNumber(chartWidth)} ${formatPlainSvgNumber(height)}`}
      role="img"
      aria-label={`${label}: ${describeScan(scan, summary)}`}
      className={classNames('hitkit-lidar-plot', className)}
      data-rays={summary.rays}
      data-returns={summary.returns}
      style={{ display: 'block', width: '100%', height: 'auto', background: theme.background, ...style }}
    >
      <path d={grid} style={{ stroke: theme.grid, strokeWidth: 1, fill: 'none' }} />
      <path d={axes} style={{ stroke: theme.shape, strokeWidth: 1, fill: 'none' }} />
      {bearingTicks.map((d) => (
        <text
          key={`b${d}`}
          x={formatPlainSvgNumber(x((d * Math.PI) / 180))}
          y={formatPlainSvgNumber(bottom + PLOT_TEXT.bearingLabel)}
          textAnchor="middle"
          style={FONT}
        >
          {`${formatNumber(d, 1)}°`}
        </text>
      ))}
      {rangeTicks.map((r) => (
        <text key={`r${r}`} x={formatPlainSvgNumber(left - PLOT_TEXT.gap)} y={formatPlainSvgNumber(y(r) + PLOT_TEXT.rangeLabel)} textAnchor="end" style={FONT}>
          {formatNumber(r, 3)}
        </text>
      ))}
      <text x={formatPlainSvgNumber(left - PLOT_TEXT.gap)} y={formatPlainSvgNumber(top - PLOT_TEXT.title)} textAnchor="end" style={FONT}>
        range
      </text>
      <text x={formatPlainSvgNumber((left + right) / 2)} y={formatPlainSvgNumber(height - PLOT_TEXT.axisTitle)} textAnchor="middle" style={FONT}>
        bearing from heading (° clockwise, y down)
      </text>
      <text
        x={formatPlainSvgNumber(right)}
        y={formatPlainSvgNumber(top - PLOT_TEXT.title)}
        textAnchor="end"
        style={{ ...FONT, fontWeight: 600 }}
        className="hitkit-lidar-plot-nearest"
      >
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
