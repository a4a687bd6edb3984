'use client';
import { memo, type CSSProperties, useEffect, useRef } from 'react';
import type { SnapKind, SnapTarget } from '../../geometry/index';
import { formatPoint } from '../../format';
import type { SnapState } from '../../hooks/drag/snapper';
import { SNAP_KIND_NAMES } from '../../hooks/drag/snapNames';
import { type SceneNumbers } from '../scene/number';
import { useScene, useSceneNumbers, useScenePixels, type SceneContextValue } from '../scene/sceneContext';
import { theme } from '../style/theme';
import { SegmentShape } from '../shapes/SegmentShape';
import { Label } from '../labels/Label';

/** Props of {@link SnapMarker}. */
export interface SnapMarkerProps {
  /**
   * What to mark: the `snap` of `useDraggablePoint`, `useDraggableShape` or
   * `useSnapCursor` (a {@link SnapState}), or a `SnapTarget` from
   * `snapPoint`; nothing is drawn for null or a state without a target.
   */
  readonly snap: SnapState | SnapTarget | null | undefined;
  /**
   * Show the kind's name next to the glyph.
   * @defaultValue true
   */
  readonly tooltip?: boolean;
  /**
   * Say the target politely through the Scene's live region when it changes.
   * @defaultValue true
   */
  readonly announce?: boolean;
}

/** The dashed alignment guides. */
const GUIDE_STYLE = { stroke: theme.snap, strokeWidth: 1.5 };

/** Half the glyph's size, CSS pixels. */
const GLYPH = 9;

/**
 * Where a dragged or drawn point snaps, drawn as in CAD: a glyph per kind
 * (`--hitkit-snap`, 2 CSS px strokes), so kinds are told apart by shape, not
 * hue — square: endpoint; ×: intersection; triangle: midpoint; circle: centre;
 * diamond: quadrant; ⊥: perpendicular; circle with a tangent line: tangent;
 * hourglass: nearest; small dot: aligned; plus: grid. Alignment targets draw
 * their guides as dashed lines from the key points aligned with. A tooltip
 * beside the glyph (below and right of it, clear of a handle on the point)
 * names the kind, with "1 of 3 · Tab" when Tab can choose another candidate.
 * When the target changes, the Scene's live region says it politely
 * (`"Snap: endpoint at (100, 0)"`). Glyph and guides are hidden from
 * assistive technology and take no pointer events.
 */
export const SnapMarker = memo(function SnapMarker({ snap, tooltip = true, announce = true }: SnapMarkerProps) {
  const target = snap ? ('kind' in snap ? snap : snap.target) : null;
  const candidates = snap && !('kind' in snap) ? snap.candidates : 0;
  const index = snap && !('kind' in snap) ? snap.index : 0;
  const numbers = useSceneNumbers();
  const px = useScenePixels(1);
  const scene = useScene();
  const say = scene?.announce;
  const said = useRef<string | null>(null);
  const text = target ? `Snap: ${SNAP_KIND_NAMES[target.kind].toLowerCase()} at ${formatPoint(target.point)}` : null;
  useEffect(() => {
    if (text !== null && text !== said.current && announce) say?.(text);
    said.current = text;
  }, [text, say, announce]);
  if (!target) return null;
  const { x, y } = target.point;
  const s = GLYPH * px;
  const tipText = candidates > 1 ? `${SNAP_KIND_NAMES[target.kind]} · ${index + 1} of ${candidates} · Tab` : SNAP_KIND_NAMES[target.kind];
  const tip = placeTip(tipText, x, y, scene);
  return (
    <g className="hitkit-snap-marker" data-kind={target.kind} aria-hidden="true" style={{ pointerEvents: 'none' }}>
      {target.guides.map((g, i) => (
        // (a SegmentShape: a guide from a key point far outside the view is cut to draw exactly)
        <SegmentShape key={i} segment={{ start: g.from, end: g.to }} className="hitkit-snap-guide" strokeDasharray="6 4" style={GUIDE_STYLE} />
      ))}
      <path
        className="hitkit-snap-glyph"
        d={glyph(target.kind, x, y, s, scene?.yUp ? -1 : 1, numbers)}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
        strokeLinecap="round"
        style={{ stroke: theme.snap, strokeWidth: 2, fill: target.kind === 'alignment' ? theme.snap : 'none' }}
      />
      {tooltip ? (
        <Label at={target.point} anchor={tip.anchor} dx={tip.dx} dy={tip.dy} size={TIP_SIZE} className="hitkit-snap-tooltip" style={TIP_STYLE}>
          {tip.text}
        </Label>
      ) : null}
    </g>
  );
});

/** The tooltip's font size, CSS pixels. */
const TIP_SIZE = 12;
/** Tabular digits: the count ("2 of 47") changes almost every frame, its width only with its number of digits (measured once each). */
const TIP_STYLE = Object.freeze({ fontVariantNumeric: 'tabular-nums' }) as CSSProperties;

/**
 * Where the tooltip goes: below and right of the glyph (clear of a handle on
 * the point), flipped left and / or above where it would leave the view.
 * Widths are estimated (0.6 em per character), CSS pixels × the Scene's `pixel`.
 */
function placeTip(text: string, x: number, y: number, scene: SceneContextValue | null) {
  const dx = GLYPH + 8;
  const dy = GLYPH + 12;
  if (!scene) return { text, anchor: 'start' as const, dx, dy };
  const { viewBox: v, pixel: unit, yUp } = scene;
  const width = text.length * 0.6 * TIP_SIZE * unit;
  const right = v.x + v.width - (x + dx * unit) >= width;
  // room below on screen: y grows downwards, or upwards in a y-up Scene
  const below = (yUp ? y - v.y : v.y + v.height - y) >= (dy + TIP_SIZE) * unit;
  return { text, anchor: right ? ('start' as const) : ('end' as const), dx: right ? dx : -dx, dy: below ? dy : -dy };
}

/** The path of a kind's glyph around (x, y), half-size `s` (scene units); `up` is −1 in a y-up Scene, so glyphs stay upright. */
function glyph(kind: SnapKind, x: number, y: number, size: number, up: number, n: SceneNumbers): string {
  const s = size;
  const v = up * size; // a screen-vertical offset
  const X = (v: number) => n.x(v);
  const Y = (v: number) => n.y(v);
  const L = (v: number) => n.len(v);
  const circle = (r: number, cy = y) => `M${X(x - r)} ${Y(cy)}a${L(r)} ${L(r)} 0 1 0 ${L(2 * r)} 0a${L(r)} ${L(r)} 0 1 0 ${L(-2 * r)} 0`;
  switch (kind) {
    case 'endpoint':
      return `M${X(x - s)} ${Y(y - s)}H${X(x + s)}V${Y(y + s)}H${X(x - s)}Z`;
    case 'intersection':
      return `M${X(x - s)} ${Y(y - s)}L${X(x + s)} ${Y(y + s)}M${X(x + s)} ${Y(y - s)}L${X(x - s)} ${Y(y + s)}`;
    case 'midpoint':
      // a triangle pointing up on screen, its centroid on the point
      return `M${X(x)} ${Y(y - v * 1.15)}L${X(x + s * 1.15)} ${Y(y + v * 0.85)}H${X(x - s * 1.15)}Z`;
    case 'center':
      return circle(s);
    case 'quadrant':
      return `M${X(x)} ${Y(y - s * 1.2)}L${X(x + s * 1.2)} ${Y(y)}L${X(x)} ${Y(y + s * 1.2)}L${X(x - s * 1.2)} ${Y(y)}Z`;
    case 'perpendicular':
      // ⊥ centred on the point, with the small square of the right angle
      return `M${X(x - s)} ${Y(y + 0.8 * v)}H${X(x + s)}M${X(x)} ${Y(y + 0.8 * v)}V${Y(y - v)}M${X(x)} ${Y(y + 0.2 * v)}H${X(x + 0.6 * s)}V${Y(y + 0.8 * v)}`;
    case 'tangent':
      // a circle resting on a line, centred on the point
      return `${circle(0.65 * s, y - 0.35 * v)}M${X(x - s)} ${Y(y + 0.3 * v)}H${X(x + s)}`;
    case 'nearest':
      // an hourglass
      return `M${X(x - s)} ${Y(y - s)}H${X(x + s)}L${X(x - s)} ${Y(y + s)}H${X(x + s)}Z`;
    case 'alignment':
      return circle(0.35 * s);
    case 'grid':
      return `M${X(x - s)} ${Y(y)}H${X(x + s)}M${X(x)} ${Y(y - s)}V${Y(y + s)}`;
  }
}
