'use client';
import { memo, useState, type CSSProperties } from 'react';
import type { Vec2 } from '../../geometry/index';
import { assertFinite, assertVec2 } from '../../geometry/shapes/validate';
import { formatNumber, formatPoint } from '../../format';
import { useHandlesNear, type HandleSpot } from '../handles/handleSpots';
import { useLabelDisc } from '../labels/labelLayer';
import { useSceneNumbers, useScenePixel } from '../scene/sceneContext';
import { classNames, theme } from '../style/theme';
import { FocusRingCircle } from '../handles/FocusRingCircle';
import { Label } from '../labels/Label';
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
 * A marker makes way for handles: on a handle's dot (a crossing at a
 * segment's end, a T-junction) its cross is drawn as four ticks around the
 * dot; beside dots, the arms toward them stop 4 px short of their rings (every
 * dot within reach, not only the nearest: a crossing between a segment's end
 * and a rect's corner clears both); and near a handle its hover area takes no
 * presses, so the handle can still be grabbed. (It learns where the Scene's
 * handles are as they move.)
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
  const px = useScenePixel();
  const { x: fx, y: fy, len } = useSceneNumbers();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { x, y } = marker.point;
  const r = 5 * px;
  // A handle's dot under or beside the cross (a crossing at or near a segment's
  // end): the cross keeps 4 px clear of the dot's ring (on the dot, it is four
  // ticks around it), and near a handle the hover target leaves presses to it.
  // (one query, out to where the hover target meets a handle's touch target; crossPath
  // draws the plain cross for a dot too far to touch it)
  const handles = useHandlesNear(x, y, 3 * r + 16 * px);
  // the dot the crossing lies on, if any (the nearest, when it covers the centre)
  const first = handles[0];
  const onDot = first !== undefined && Math.hypot(first.x - x, first.y - y) < first.r ? first : null;
  // labels keep off the cross, and off the ticks round a dot (they reach CLEAR + TICK past its ring)
  useLabelDisc(x, y, onDot ? Math.max(r * 1.2, Math.hypot(onDot.x - x, onDot.y - y) + onDot.r + (CLEAR_PX + TICK_PX) * px) : r * 1.2);
  const params = describe(marker, false);
  const colour = style?.stroke ?? theme.label;
  const cross = crossPath(x, y, r * Math.SQRT2, handles, CLEAR_PX * px, TICK_PX * px, fx, fy);
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
      <circle cx={fx(x)} cy={fy(y)} r={len(3 * r)} style={{ fill: 'transparent', stroke: 'none', pointerEvents: handles.length > 0 ? 'none' : undefined }} />
      {focused ? <FocusRingCircle cx={fx(x)} cy={fy(y)} r={len(onDot ? onDot.r + 9 * px + r : 2 * r)} /> : null}
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

/** What the cross keeps clear of a handle's ring (the halo's round cap and the ring's stroke stay apart), and a tick's length round a dot, CSS px. */
const CLEAR_PX = 4;
const TICK_PX = 6;

/** The cross's four arms: unit directions from its centre. */
const ARMS = [
  [Math.SQRT1_2, Math.SQRT1_2],
  [Math.SQRT1_2, -Math.SQRT1_2],
  [-Math.SQRT1_2, Math.SQRT1_2],
  [-Math.SQRT1_2, -Math.SQRT1_2],
] as const;

/**
 * A cross at `(x, y)` with arms `arm` long, as path data (scene units in,
 * written numbers out), less what lies within `clear` of any handle's dot:
 * an arm toward a dot beside the cross stops short of its ring (and starts
 * again past it, if it reaches that far); on a dot, each arm becomes a tick
 * from just outside the ring, at least `tick` long, itself cut where it
 * would run onto another dot. Pieces shorter than half a tick are left out
 * (unless no other piece is left).
 */
function crossPath(x: number, y: number, arm: number, handles: readonly HandleSpot[], clear: number, tick: number, fx: Written, fy: Written): string {
  const h = arm * Math.SQRT1_2;
  // no dot within reach of an arm: the plain cross, two strokes
  if (handles.every((spot) => Math.hypot(spot.x - x, spot.y - y) >= arm + spot.r + clear)) {
    return `M${fx(x - h)} ${fy(y - h)}L${fx(x + h)} ${fy(y + h)}M${fx(x - h)} ${fy(y + h)}L${fx(x + h)} ${fy(y - h)}`;
  }
  // [from, to, ux, uy] of every piece of every arm
  const pieces: [number, number, number, number][] = [];
  for (const [ux, uy] of ARMS) {
    // where the arm's line passes within `spot.r + clear` of each dot's centre: t in (enter, leave)
    const blocked: [number, number][] = [];
    let from = 0;
    for (const spot of handles) {
      const vx = spot.x - x;
      const vy = spot.y - y;
      const along = vx * ux + vy * uy;
      const radius = spot.r + clear;
      const room = along * along - (vx * vx + vy * vy - radius * radius);
      if (room <= 0) continue;
      const enter = along - Math.sqrt(room);
      const leave = along + Math.sqrt(room);
      if (enter < 0 && leave > 0)
        from = Math.max(from, leave); // the centre is on (or by) this dot: start past it
      else blocked.push([enter, leave]);
    }
    // on a dot the arm is a tick outside its ring; else the whole arm
    const to = from > 0 ? Math.max(arm, from + tick) : arm;
    blocked.sort((p, q) => p[0] - q[0]);
    let start = from;
    for (const [enter, leave] of blocked) {
      if (leave <= start) continue;
      if (enter >= to) break;
      pieces.push([start, enter, ux, uy]);
      start = leave;
    }
    pieces.push([start, to, ux, uy]);
  }
  // pieces shorter than half a tick (3 px) are specks and left out, unless nothing else is left
  // (a crossing wedged between dots): then every piece that is not empty
  const long = pieces.filter(([from, to]) => to - from >= tick / 2);
  let d = '';
  for (const [from, to, ux, uy] of long.length > 0 ? long : pieces) {
    if (to - from > 1e-9 * arm) d += `M${fx(x + ux * from)} ${fy(y + uy * from)}L${fx(x + ux * to)} ${fy(y + uy * to)}`;
  }
  return d;
}
