import { bearingOf, type DrawableLidarScan } from './drawnScan';
import { formatPlainSvgNumber } from '../scene/number';

/**
 * The size of the range plot's text, CSS px. A line of it is laid out about
 * 0.92 em above its baseline and 0.26 em below (13 px in all at 11 px, the
 * box every browser's hit test and layout check uses, a little larger than
 * the ink): the baselines below keep those boxes clear of each other.
 *
 * @internal
 */
export const PLOT_FONT_SIZE = 11;

/** The plot area's margins inside the chart, CSS px: room for the tick labels and the titles. @internal */
export const PLOT_MARGIN = { top: 25, right: 14, bottom: 40, left: 44 } as const;

/**
 * Where the text around the plot area sits, CSS px:
 *
 * - `rangeLabel`: a range tick's label, right-aligned `gap` left of the axis,
 *   its baseline this far below the tick (so the text is centred on it);
 * - `title`: the range axis's title (over the range labels) and the nearest
 *   return (at the right), their baseline this far above the plot area: the
 *   top tick's label, centred on the top edge, reaches 6.6 px above it;
 * - `bearingLabel`: a bearing tick's label, its baseline this far below the
 *   plot area: clear of the 4 px ticks and of the lowest range label ("0",
 *   centred on the bottom edge, reaching 6.4 px below it);
 * - `axisTitle`: the bearing axis's title, its baseline this far above the
 *   chart's bottom edge.
 *
 * @internal
 */
export const PLOT_TEXT = { gap: 7, rangeLabel: 3.5, title: 12, bearingLabel: 18, axisTitle: 6 } as const;

/** A tick's length outside the plot area, CSS px. */
const TICK = 4;
/** How far the first and last rays sit inside the axes, CSS px, clear of the tick labels. */
const INSET = 6;
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
 * The plot area of a range plot `width` × `height` CSS px (y down): its
 * edges, and where a bearing (radians from the heading) and a range (scene
 * units, clamped to 0…`range`) are drawn.
 *
 * @internal
 */
export interface PlotFrame {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Half the field of view, radians (at most π). */
  readonly half: number;
  readonly range: number;
  readonly x: (bearing: number) => number;
  readonly y: (range: number) => number;
}

/** The {@link PlotFrame} of `scan` on a chart `width` × `height` CSS px; a plot area at least 1 px each way. @internal */
export function plotFrame(scan: DrawableLidarScan, width: number, height: number): PlotFrame {
  const { range, fov } = scan.sensor;
  const half = Math.min(fov, 2 * Math.PI) / 2;
  const left = PLOT_MARGIN.left;
  const right = Math.max(left + 1, width - PLOT_MARGIN.right);
  const top = PLOT_MARGIN.top;
  const bottom = Math.max(top + 1, height - PLOT_MARGIN.bottom);
  return {
    left,
    right,
    top,
    bottom,
    half,
    range,
    x: (bearing) => left + INSET + ((bearing + half) / (2 * half)) * (right - left - 2 * INSET),
    y: (r) => bottom - (Math.min(Math.max(r, 0), range) / range) * (bottom - top),
  };
}

/** The scan as a range plot draws it: `d` attributes, CSS px, empty where there is nothing to draw. @internal */
export interface PlotPaths {
  /** The returns, one polyline broken at every ray without one. */
  readonly curve: string;
  /** A 5 px square on every return while rays are 4 px apart or more, and on every lone return. */
  readonly marks: string;
  /** A dash along the range limit for every ray without a return, as wide as the rays' spacing (at least 3 px). */
  readonly misses: string;
}

/** The curve, marks and misses of `scan`'s `rays` rays in `frame`. @internal */
export function plotPaths(scan: DrawableLidarScan, rays: number, frame: PlotFrame): PlotPaths {
  const { ranges, hitKinds } = scan;
  const { left, right, top, x, y } = frame;
  const spacing = rays > 1 ? (right - left - 2 * INSET) / (rays - 1) : right - left;
  const withMarks = spacing >= 4;
  const missHalf = Math.max(spacing / 2, 1.5);
  let curve = '';
  let marks = '';
  let misses = '';
  let previousHit = false;
  for (let i = 0; i < rays; i++) {
    const px = x(bearingOf(scan, i));
    if (hitKinds[i] === -1) {
      misses += `M${formatPlainSvgNumber(Math.max(left, px - missHalf))} ${formatPlainSvgNumber(top)}H${formatPlainSvgNumber(Math.min(right, px + missHalf))}`;
      previousHit = false;
      continue;
    }
    const py = y(ranges[i] as number);
    curve += `${previousHit ? 'L' : 'M'}${formatPlainSvgNumber(px)} ${formatPlainSvgNumber(py)}`;
    // a lone return (misses either side) has no line to show it: it keeps its mark at any spacing
    const lone = !previousHit && (i + 1 === rays || hitKinds[i + 1] === -1);
    if (withMarks || lone) marks += `M${formatPlainSvgNumber(px - 2.5)} ${formatPlainSvgNumber(py - 2.5)}h5v5h-5z`;
    previousHit = true;
  }
  return { curve, marks, misses };
}

/** A range plot's axes: the ticks to label, and the grid, axis and tick lines as `d` attributes (CSS px). @internal */
export interface PlotAxes {
  /** Bearings to label, whole degrees from the heading, −half…half. */
  readonly bearingTicks: readonly number[];
  /** Ranges to label, 0…range, ending with the range itself. */
  readonly rangeTicks: readonly number[];
  /** A horizontal grid line at every labelled range. */
  readonly grid: string;
  /** The two axes and their ticks. */
  readonly axes: string;
}

/**
 * The ticks of `frame`: bearings at a step of whole degrees, 36 px or more
 * apart; ranges at 1, 2 or 5 × 10^k, 18 px or more apart, the top of the axis
 * (the range) labelled in place of a nice tick less than 14 px below it.
 *
 * @internal
 */
export function plotAxes(frame: PlotFrame): PlotAxes {
  const { left, right, top, bottom, half, range, x, y } = frame;
  const halfDegrees = (half * 180) / Math.PI;
  const degreeStep = DEGREE_STEPS.find((s) => ((right - left - 2 * INSET) * s) / (2 * halfDegrees) >= 36) ?? 180;
  const bearingTicks = multiples(-halfDegrees, halfDegrees, degreeStep);
  const rangeTicks = multiples(0, range, niceStep(range, Math.max(1, Math.floor((bottom - top) / 18))));
  if (rangeTicks.at(-1) !== range) {
    if (rangeTicks.length > 1 && y(rangeTicks.at(-1) as number) - y(range) < 14) rangeTicks.pop();
    rangeTicks.push(range);
  }
  const grid = rangeTicks.map((r) => `M${formatPlainSvgNumber(left)} ${formatPlainSvgNumber(y(r))}H${formatPlainSvgNumber(right)}`).join('');
  const ticks =
    bearingTicks.map((d) => `M${formatPlainSvgNumber(x((d * Math.PI) / 180))} ${formatPlainSvgNumber(bottom)}v${TICK}`).join('') +
    rangeTicks.map((r) => `M${formatPlainSvgNumber(left)} ${formatPlainSvgNumber(y(r))}h-${TICK}`).join('');
  return {
    bearingTicks,
    rangeTicks,
    grid,
    axes: `M${formatPlainSvgNumber(left)} ${formatPlainSvgNumber(top)}V${formatPlainSvgNumber(bottom)}H${formatPlainSvgNumber(right)}${ticks}`,
  };
}
