'use client';
import { memo, useState, type CSSProperties } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertFinite, assertVec2 } from '../../geometry/validate';
import { formatNumber, formatPoint } from '../../hooks/format';
import { useHandleRadiusNear } from '../handleSpots';
import { useLabelDisc } from '../labelLayer';
import { useSceneNumbers, useSceneUnit } from '../Scene';
import { classNames, theme } from '../theme';
import { Label } from './Label';
import { sameProps } from '../memo';

/** One marker of {@link IntersectionMarkers}: a point and, when known, its parameters along the inputs. */
export interface IntersectionMarker {
  readonly point: Vec2;
  /** Parameter along the first input, in [0, 1]. */
  readonly t?: number;
  /** Parameter along the second input, in [0, 1]. */
  readonly u?: number;
  /** Words after the point in its name and its label, e.g. `'on edge 3'` for a polygon's edge. */
  readonly detail?: string;
}

/** Props of {@link IntersectionMarkers}. */
export interface IntersectionMarkersProps {
  readonly points: readonly IntersectionMarker[];
  /**
   * Start of each marker's accessible name.
   * @defaultValue "Intersection"
   */
  readonly label?: string;
  readonly className?: string;
  /** `stroke` sets the colour, which is `--hitkit-label` when not set; a `--hitkit-label-halo` halo keeps it visible over any stroke, band or handle. */
  readonly style?: CSSProperties;
}

/** `t = 0.5, u = 0` for the accessible name, or `on edge 3, t 0.5, u 0` (the detail first) for the label beside the marker. */
function describe(marker: IntersectionMarker, forLabel: boolean): string {
  const parts = [];
  const equals = forLabel ? ' ' : ' = ';
  if (forLabel && marker.detail) parts.push(marker.detail);
  if (marker.t !== undefined) parts.push(`t${equals}${formatNumber(marker.t, 3)}`);
  if (marker.u !== undefined) parts.push(`u${equals}${formatNumber(marker.u, 3)}`);
  return parts.join(', ');
}

/**
 * Intersection points as crosses. Each is focusable (`role="img"`, a visible
 * focus ring) and named with its coordinates and parameters (`Intersection 1
 * at (5, 0), t = 0.5, u = 0.5`, with its `detail` after the point: `Crossing 1
 * at (0, 5) on edge 7, t = 0.25, u = 0.5`); hovering or focusing one shows its
 * `detail`, `t` and `u` beside it.
 *
 * A marker on a handle's dot (a crossing at a segment's end, a T-junction) makes
 * way for the handle: its cross is drawn as four ticks around the dot, and
 * near a handle its hover area takes no presses, so the handle under it can
 * still be grabbed. (It learns where the Scene's handles are as they move.)
 *
 * @throws TypeError / RangeError for a bad point or parameter.
 */
export const IntersectionMarkers = memo(function IntersectionMarkers({ points, label = 'Intersection', className, style }: IntersectionMarkersProps) {
  for (const [i, m] of points.entries()) {
    assertVec2(m.point, `points[${i}].point`);
    if (m.t !== undefined) assertFinite(m.t, `points[${i}].t`);
    if (m.u !== undefined) assertFinite(m.u, `points[${i}].u`);
    if (m.detail !== undefined && typeof m.detail !== 'string') throw new TypeError(`points[${i}].detail must be a string, got ${typeof m.detail}`);
  }
  if (points.length === 0) return null;
  return (
    <g className={classNames('hitkit-intersections', className)}>
      {points.map((marker, i) => (
        <Marker key={i} marker={marker} name={`${label}${points.length > 1 ? ` ${i + 1}` : ''}`} style={style} />
      ))}
    </g>
  );
}, sameProps);

function Marker({ marker, name, style }: { marker: IntersectionMarker; name: string; style: CSSProperties | undefined }) {
  const unit = useSceneUnit();
  const { x: fx, y: fy, len } = useSceneNumbers();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { x, y } = marker.point;
  const r = 5 * unit;
  useLabelDisc(x, y, r * 1.2);
  // A handle's dot under the cross (a crossing at a segment's end): the cross is
  // drawn around the dot, as four ticks clear of its ring, and the hover target
  // leaves presses to the handle.
  const handle = useHandleRadiusNear(x, y, unit);
  // a handle whose touch target the hover target would cover: presses go to it
  const handleNearby = useHandleRadiusNear(x, y, 3 * r + 16 * unit) > 0;
  const params = describe(marker, false);
  const colour = style?.stroke ?? theme.label;
  const cross = handle > 0 ? ticksAround(x, y, handle + 3 * unit, 6 * unit, fx, fy) : crossAt(x, y, r, fx, fy);
  return (
    <g
      tabIndex={0}
      role="img"
      aria-label={`${name} at ${formatPoint(marker.point)}${marker.detail ? ` ${marker.detail}` : ''}${params ? `, ${params}` : ''}`}
      className="hitkit-intersection"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ outline: 'none' }}
    >
      <circle cx={fx(x)} cy={fy(y)} r={len(3 * r)} style={{ fill: 'transparent', stroke: 'none', pointerEvents: handleNearby ? 'none' : undefined }} />
      {focused ? (
        <circle
          cx={fx(x)}
          cy={fy(y)}
          r={len(handle > 0 ? handle + 9 * unit + r : 2 * r)}
          vectorEffect="non-scaling-stroke"
          className="hitkit-focus-ring"
          style={{ fill: 'none', stroke: theme.focus, strokeWidth: 3 }}
        />
      ) : null}
      {/* a halo under the cross keeps it visible on any stroke, band or handle */}
      <path d={cross} vectorEffect="non-scaling-stroke" style={{ strokeWidth: 5.5, strokeLinecap: 'round', fill: 'none', stroke: theme.labelHalo }} />
      <path d={cross} vectorEffect="non-scaling-stroke" style={{ strokeWidth: 2.5, strokeLinecap: 'round', fill: 'none', ...style, stroke: colour }} />
      {(hovered || focused) && (params || marker.detail) ? (
        <Label at={marker.point} dx={9} dy={12} size={11}>
          {describe(marker, true)}
        </Label>
      ) : null}
    </g>
  );
}

type Written = (v: number) => string;

/** A cross of half-width `r` at `(x, y)` as path data (scene units in, written numbers out). */
function crossAt(x: number, y: number, r: number, fx: Written, fy: Written): string {
  return `M${fx(x - r)} ${fy(y - r)}L${fx(x + r)} ${fy(y + r)}M${fx(x - r)} ${fy(y + r)}L${fx(x + r)} ${fy(y - r)}`;
}

/** A cross's four arms cut to the ring from `inner` to `inner + length` around `(x, y)`: a cross around a handle's dot. */
function ticksAround(x: number, y: number, inner: number, length: number, fx: Written, fy: Written): string {
  const a = inner / Math.SQRT2;
  const b = (inner + length) / Math.SQRT2;
  let d = '';
  for (const [sx, sy] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    d += `M${fx(x + sx * a)} ${fy(y + sy * a)}L${fx(x + sx * b)} ${fy(y + sy * b)}`;
  }
  return d;
}
