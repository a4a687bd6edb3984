import { memo, type ReactNode } from 'react';
import {
  formatHeading,
  formatNumber,
  LidarLegend,
  LidarRangePlot,
  theme,
  useScene,
  useSceneNumbers,
  type Circle,
  type LidarScanResult,
  type Segment,
} from '../../src';
import { segmentNear } from './worlds';
import { ReadoutLine } from '../figure';

const WALLS = { stroke: theme.shape, strokeWidth: 2.5, strokeLinecap: 'round', fill: 'none' } as const;
const DISCS = { stroke: theme.shape, strokeWidth: 1.25, fill: theme.shapeFill } as const;

/**
 * The world's walls as one `<path>` and its circles as another, drawn with the
 * Scene's numbers; only what lies near the visible area (so a world of 10,000
 * walls draws the few hundred on screen). Decorative: the figure's title and the
 * lidar's summary say what matters.
 */
export const Obstacles = memo(function Obstacles({ segments, circles }: { segments: readonly Segment[]; circles: readonly Circle[] }) {
  const scene = useScene();
  const { x, y, len } = useSceneNumbers();
  const view = scene?.viewBox;
  const pad = view ? Math.max(view.width, view.height) * 0.1 : 0;
  let walls = '';
  for (const s of segments) {
    if (view && !segmentNear(s, view, pad)) continue;
    walls += `M${x(s.start.x)} ${y(s.start.y)}L${x(s.end.x)} ${y(s.end.y)}`;
  }
  let discs = '';
  for (const { center: c, radius: r } of circles) {
    if (view && !segmentNear({ start: c, end: c }, view, pad + r)) continue;
    const R = len(r);
    discs += `M${x(c.x + r)} ${y(c.y)}A${R} ${R} 0 1 1 ${x(c.x - r)} ${y(c.y)}A${R} ${R} 0 1 1 ${x(c.x + r)} ${y(c.y)}Z`;
  }
  return (
    <g aria-hidden="true" className="story-obstacles" data-walls-drawn={walls.split('M').length - 1}>
      {discs ? <path d={discs} vectorEffect="non-scaling-stroke" style={DISCS} /> : null}
      {walls ? <path d={walls} vectorEffect="non-scaling-stroke" style={WALLS} /> : null}
    </g>
  );
});

/**
 * The view of a room whose outer walls run along 0…width × 0…height: the room
 * and a margin of 2.5 % of its larger side all round, so that the squares where
 * rays hit the outer walls (drawn centred on the wall) stay inside the frame.
 */
export function roomView({ width, height }: { readonly width: number; readonly height: number }) {
  const margin = 0.025 * Math.max(width, height);
  return { x: -margin, y: -margin, width: width + 2 * margin, height: height + 2 * margin };
}

const READOUT = { font: '13px system-ui, sans-serif', margin: '6px 0 0' } as const;

/**
 * The readout under a figure: the nearest return, the count of returns and the
 * story's own `items`, as text a play function reads; `children` on a line below.
 */
export function Readout({ scan, items = [], children }: { scan: LidarScanResult; items?: readonly string[]; children?: ReactNode }) {
  const { nearest, returns, ranges, angles, sensor } = scan;
  const first =
    nearest >= 0
      ? `Nearest return ${formatNumber(ranges[nearest] as number)} at ${formatHeading((angles[nearest] as number) - sensor.heading)}`
      : `No return within ${formatNumber(sensor.range)}`;
  return (
    <ReadoutLine className="story-readout" style={READOUT} items={[first, `${nearest >= 0 ? returns : 0} of ${ranges.length} rays return`, ...items]}>
      {children}
    </ReadoutLine>
  );
}

/** What every Lidar story shows under its Scene: the readout, the legend and the range plot. */
export function ScanPanel({ scan, items, children }: { scan: LidarScanResult; items?: readonly string[]; children?: ReactNode }) {
  return (
    <>
      <Readout scan={scan} {...(items ? { items } : {})}>
        {children}
      </Readout>
      <LidarLegend />
      <LidarRangePlot scan={scan} style={{ marginTop: 6 }} />
    </>
  );
}
