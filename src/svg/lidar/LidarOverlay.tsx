'use client';
import { memo, type CSSProperties } from 'react';
import type { Rect } from '../../geometry/index';
import { assertNonNegative } from '../../geometry/shapes/validate';
import { formatNumber } from '../../format';
import { describeScan, LIDAR_LOOK, LIDAR_MARK_SIZE, readScan, type DrawableLidarScan } from './drawnScan';
import { sameProps } from '../memo';
import type { SceneNumbers } from '../scene/number';
import { useScene, useSceneNumbers } from '../scene/sceneContext';
import { circleToDraw, drawArea, inArea, polygonPath, segmentToDraw } from '../shapes/drawArea';
import { classNames } from '../style/theme';

/** Props of {@link LidarOverlay}. */
export interface LidarOverlayProps {
  /**
   * The scan to draw: the result of `useLidarScan`, or any {@link DrawableLidarScan}
   * (`{ ...lidarScan(world, sensor), sensor, revision }`; change `revision`
   * whenever you rewrite reused arrays, or the memoised overlay will not redraw).
   * Scene units, y down.
   */
  readonly scan: DrawableLidarScan;
  /**
   * Draw the rays.
   * @defaultValue true
   */
  readonly rays?: boolean;
  /**
   * Draw a square mark on every return.
   * @defaultValue true
   */
  readonly marks?: boolean;
  /**
   * Draw the range limit: the sector of radius `sensor.range` over the field of view, or the whole circle.
   * @defaultValue true
   */
  readonly rangeLimit?: boolean;
  /**
   * Half the side of a return's square mark, CSS pixels, at any figure size and zoom
   * (7 px squares by default: visible on a wall's stroke). Where the return of
   * the next or previous ray lies closer than `2 · markSize + 1` px (the larger
   * of the x and y gaps), both get smaller squares, down to 2.5 (5 px), so the
   * two keep 1 px between them; returns of neighbouring rays under 5 px apart
   * draw as squares that overlap, a band along the surface they hit. A
   * `markSize` under 2.5 is never made smaller.
   * @defaultValue 3.5
   */
  readonly markSize?: number;
  /**
   * Start of the accessible name; a summary of the scan follows.
   * @defaultValue "Lidar scan"
   */
  readonly label?: string;
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** `M x y L x y` for every ray, those with a return in `hit` and the others in `miss`, cut to the draw area. */
function raysPaths(scan: DrawableLidarScan, numbers: SceneNumbers, area: Rect | null): { hit: string; miss: string } {
  const { hitKinds, points, sensor } = scan;
  const { x: ox, y: oy } = sensor.origin;
  const from = `M${numbers.x(ox)} ${numbers.y(oy)}L`;
  const originInside = !area || inArea(ox, oy, area);
  let hit = '';
  let miss = '';
  for (let i = 0; i < hitKinds.length; i++) {
    const px = points[2 * i] as number;
    const py = points[2 * i + 1] as number;
    let d: string;
    if (originInside && (!area || inArea(px, py, area))) {
      d = `${from}${numbers.x(px)} ${numbers.y(py)}`;
    } else {
      // a ray reaching far beyond the view is cut (see SegmentShape)
      const cut = segmentToDraw({ start: { x: ox, y: oy }, end: { x: px, y: py } }, area);
      if (!cut) continue;
      d = `M${numbers.x(cut.start.x)} ${numbers.y(cut.start.y)}L${numbers.x(cut.end.x)} ${numbers.y(cut.end.y)}`;
    }
    if (hitKinds[i] === -1) miss += d;
    else hit += d;
  }
  return { hit, miss };
}

const NO_RAYS = { hit: '', miss: '' } as const;

/** The least half side of a return's square when neighbouring returns crowd it, and the gap kept between them, CSS px. */
const MARK_HALF_LEAST = 2.5;
const MARK_GAP = 1;

/**
 * How far apart the returns of rays `i` and `j` lie, as axis-aligned squares
 * see it (the larger coordinate gap); Infinity when either ray has no return.
 */
function apart(scan: DrawableLidarScan, i: number, j: number): number {
  const { hitKinds, points } = scan;
  if (j < 0 || j >= hitKinds.length || hitKinds[j] === -1 || hitKinds[i] === -1) return Infinity;
  return Math.max(Math.abs((points[2 * i] as number) - (points[2 * j] as number)), Math.abs((points[2 * i + 1] as number) - (points[2 * j + 1] as number)));
}

/**
 * A square on every return, scene units: of half side `half`, or smaller where
 * the return of a neighbouring ray (the next or previous one, round the circle
 * for a whole field of view) lies closer, so that the two stay `gap` apart —
 * down to `least` (closer returns draw as touching squares).
 */
function marksPath(scan: DrawableLidarScan, half: number, least: number, gap: number, numbers: SceneNumbers, area: Rect | null): string {
  const { hitKinds, points } = scan;
  const n = hitKinds.length;
  const round = scan.sensor.fov >= 2 * Math.PI && n > 2;
  // the side written once for the squares of full size (most of them)
  const full = numbers.len(2 * half);
  let d = '';
  for (let i = 0; i < n; i++) {
    if (hitKinds[i] === -1) continue;
    const px = points[2 * i] as number;
    const py = points[2 * i + 1] as number;
    if (area && (px < area.x || px > area.x + area.width || py < area.y || py > area.y + area.height)) continue;
    const prev = i > 0 ? i - 1 : round ? n - 1 : -1;
    const next = i < n - 1 ? i + 1 : round ? 0 : n;
    const h = Math.min(half, Math.max(least, (Math.min(apart(scan, i, prev), apart(scan, i, next)) - gap) / 2));
    const side = h === half ? full : numbers.len(2 * h);
    d += `M${numbers.x(px - h)} ${numbers.y(py - h)}h${side}v${side}h-${side}z`;
  }
  return d;
}

/**
 * The range limit: a circle when the field of view is whole, else the sector's
 * outline (origin, arc in two halves so no arc flag is ambiguous, back to the
 * origin); `null` when it is too far or too large to draw.
 */
function rangePath(scan: DrawableLidarScan, numbers: SceneNumbers, area: Rect | null): string | null {
  const { origin, range, heading, fov } = scan.sensor;
  const drawn = circleToDraw(origin, range, area);
  if (drawn === null) return null;
  const whole = fov >= 2 * Math.PI;
  if (drawn !== 'circle') return whole ? polygonPath(drawn, numbers) : null;
  const at = (angle: number) => `${numbers.x(origin.x + range * Math.cos(angle))} ${numbers.y(origin.y + range * Math.sin(angle))}`;
  const r = numbers.len(range);
  const arc = (angle: number) => `A${r} ${r} 0 0 1 ${at(angle)}`;
  if (whole) return `M${at(heading)}${arc(heading + Math.PI)}${arc(heading + 2 * Math.PI)}Z`;
  const start = heading - fov / 2;
  return `M${numbers.x(origin.x)} ${numbers.y(origin.y)}L${at(start)}${arc(heading)}${arc(heading + fov / 2)}Z`;
}

/**
 * A lidar scan drawn over its world ({@link DrawableLidarScan}, e.g. from
 * `useLidarScan`): every ray with a return as one solid `<path>` in the hit
 * colour (`--hitkit-hit`), ending in a square mark (one `<path>` of marks);
 * every ray without a return within range as one dashed `<path>` in the miss
 * colour (`--hitkit-miss`) to its end at `range`; and the range limit, dotted
 * (`--hitkit-measure`). So a scan of any size is four elements, and hit and miss
 * differ by dash and marks, not by hue alone. Pair it with `LidarLegend`.
 *
 * The group is a `role="img"` named with a summary (`Lidar scan: 9 rays over
 * 120°, 7 returns, nearest 50 at 0° from the heading; 2 rays see nothing
 * within 85`) and carries `data-rays`, `data-returns` and `data-nearest` (the
 * nearest return's range, `ranges[scan.nearest]`, 6 decimals — a distance,
 * where the scan's `nearest` is a ray index; empty without one). Coordinates are
 * written as every hitkit component writes them (relative to the Scene's
 * origin, rounded to its pixel size); rays reaching far beyond the view are
 * cut. Memoised: a new scan redraws it (its `revision` differs), the same scan
 * does not.
 *
 * @throws TypeError / RangeError naming the prop for arrays of mismatched
 *   lengths (`scan.points.length must be 2 × scan.ranges.length (18), got 10`),
 *   a bad sensor origin or range, or a bad `markSize`; RangeError for a
 *   non-finite point (nothing writes NaN into markup).
 */
export const LidarOverlay = memo(function LidarOverlay({
  scan,
  rays = true,
  marks = true,
  rangeLimit = true,
  markSize = LIDAR_MARK_SIZE,
  label = 'Lidar scan',
  className,
  style,
}: LidarOverlayProps) {
  const summary = readScan(scan, 'scan');
  assertNonNegative(markSize, 'markSize');
  const scene = useScene();
  const numbers = useSceneNumbers();
  const area = drawArea(scene);
  const pixel = scene?.pixel ?? 1;
  const range = rangeLimit ? rangePath(scan, numbers, area) : null;
  const { hit: hitRays, miss: missRays } = rays ? raysPaths(scan, numbers, area) : NO_RAYS;
  const hitMarks = marks ? marksPath(scan, markSize * pixel, Math.min(markSize, MARK_HALF_LEAST) * pixel, MARK_GAP * pixel, numbers, area) : '';
  const { nearest } = summary;
  return (
    <g
      className={classNames('hitkit-lidar', className)}
      role="img"
      aria-label={`${label}: ${describeScan(scan, summary)}`}
      data-rays={summary.rays}
      data-returns={summary.returns}
      data-nearest={nearest >= 0 ? formatNumber(scan.ranges[nearest] as number, 6) : ''}
      style={style}
    >
      {range ? <path className="hitkit-lidar-range" d={range} vectorEffect="non-scaling-stroke" style={LIDAR_LOOK.range} /> : null}
      {missRays ? <path className="hitkit-lidar-miss" d={missRays} vectorEffect="non-scaling-stroke" style={LIDAR_LOOK.missRay} /> : null}
      {hitRays ? <path className="hitkit-lidar-hit" d={hitRays} vectorEffect="non-scaling-stroke" style={LIDAR_LOOK.hitRay} /> : null}
      {hitMarks ? <path className="hitkit-lidar-marks" d={hitMarks} vectorEffect="non-scaling-stroke" style={LIDAR_LOOK.mark} /> : null}
    </g>
  );
}, sameProps);
