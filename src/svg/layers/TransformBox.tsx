'use client';
import { memo, useState } from 'react';
import { boxHandlePoint, type RotatedRect, type Vec2 } from '../../geometry/index';
import { ROTATE_HANDLE_GAP, rotateHandlePoint, TRANSFORM_HANDLES, type TransformBoxState } from '../../hooks/scene/transformBox';
import { BOX_PARTS, type BoxPart } from '../../hooks/scene/transformHandles';
import { useSceneNumbers, useScenePixels } from '../scene/sceneContext';
import type { SceneNumbers } from '../scene/number';
import { theme } from '../style/theme';
import { FocusRingCircle } from '../handles/FocusRingCircle';

/** The class of every transform handle (a press on one resizes or rotates; it selects nothing). @internal */
export const TRANSFORM_HANDLE_CLASS = 'hitkit-transform-handle';

/** Half the side of a resize handle's square, CSS px (an 8 px square). */
const HANDLE_HALF = 4;
/** The radius of every handle's invisible grab target, CSS px: a 24 px touch target (WCAG 2.5.8). */
const TARGET_RADIUS = 12;
/** The rotation handle's visible radius, CSS px. */
const ROTATE_RADIUS = 5;
/** The pivot's visible ring radius and its cross's half-length, CSS px. */
const PIVOT_RADIUS = 4;
const PIVOT_CROSS = 7;
/**
 * The radius of a focused handle's focus mark, CSS px: its 4 px double line
 * (15-19 px from the handle's centre) lies outside the grab target and outside
 * a snap marker's 18 px square on the same point (corners at about 14 px), so
 * the two are never squeezed together.
 */
const FOCUS_RADIUS = 17;

/** Props of {@link TransformBox}. */
export interface TransformBoxProps {
  /** `useSelection`'s `transformBox` (null: nothing is drawn). */
  readonly state: TransformBoxState | null;
}

/** Path data of the square of half-side `h` centred on `q`, turned by `rotation`. */
function squarePath(q: Vec2, h: number, rotation: number, n: SceneNumbers): string {
  const c = Math.cos(rotation) * h;
  const s = Math.sin(rotation) * h;
  const pts = [
    [q.x - c + s, q.y - s - c],
    [q.x + c + s, q.y + s - c],
    [q.x + c - s, q.y + s + c],
    [q.x - c - s, q.y - s + c],
  ] as const;
  return `M${pts.map(([x, y]) => `${n.x(x)} ${n.y(y)}`).join('L')}Z`;
}

/** The outline of the box itself. */
function boxOutline(box: RotatedRect, n: SceneNumbers): string {
  const corners = (['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const).map((h) => boxHandlePoint(box, h));
  return `M${corners.map((p) => `${n.x(p.x)} ${n.y(p.y)}`).join('L')}Z`;
}

/** The resize cursor of `handle` on a box turned by `rotation` (the nearest of the four double arrows on screen). */
function cursorOf(handle: BoxPart, rotation: number): string {
  if (handle === 'rotate') return 'grab';
  if (handle === 'pivot') return 'move';
  const sx = handle.includes('left') ? -1 : handle.includes('right') ? 1 : 0;
  const sy = handle.includes('top') ? -1 : handle.includes('bottom') ? 1 : 0;
  const a = Math.atan2(sy, sx) + rotation;
  const octant = ((Math.round(a / (Math.PI / 4)) % 4) + 4) % 4;
  return ['ew-resize', 'nwse-resize', 'ns-resize', 'nesw-resize'][octant]!;
}

/**
 * A selection's transform box (drawn by `<SelectionLayer transformable>`):
 * its outline, 8 square resize handles (8 CSS px) at the corners and the
 * middles of the edges, and a round rotation handle 28 CSS px beyond the top
 * edge, joined to it by a line, and with `pivotHandle` the rotation pivot (a ring with a cross,
 * at the box's centre until moved). Sizes are in CSS pixels at any figure
 * size and zoom; every handle has a 24 CSS px round grab target, and where
 * targets overlap (a small box, the pivot in its middle) the nearest handle to
 * the press wins. Each handle is a focusable, named button ("Resize
 * selection, top-left corner", "Rotate selection, 30°", "Rotation pivot"),
 * drawn with the focus mark (a double line of `--hitkit-focus`, 17 CSS px
 * around it, clear of a snap marker on the same point) when focused; the keys are `useSelection`'s (option
 * `transformable`).
 */
export const TransformBox = memo(function TransformBox({ state }: TransformBoxProps) {
  const n = useSceneNumbers();
  const px = useScenePixels(1);
  const [focused, setFocused] = useState<BoxPart | null>(null);
  if (!state) return null;
  const { box } = state;
  const rotatePoint = rotateHandlePoint(box, ROTATE_HANDLE_GAP * px);
  const top = boxHandlePoint(box, 'top');
  return (
    <g className="hitkit-transform-box">
      <path
        aria-hidden="true"
        d={`${boxOutline(box, n)}M${n.x(top.x)} ${n.y(top.y)}L${n.x(rotatePoint.x)} ${n.y(rotatePoint.y)}`}
        vectorEffect="non-scaling-stroke"
        style={{ fill: 'none', stroke: theme.selection, strokeWidth: 1.5, pointerEvents: 'none' }}
      />
      {(state.pivotHandle ? BOX_PARTS : TRANSFORM_HANDLES).map((h) => {
        const q = h === 'pivot' ? state.pivot : h === 'rotate' ? rotatePoint : boxHandlePoint(box, h);
        return (
          <g
            key={h}
            className={TRANSFORM_HANDLE_CLASS}
            data-handle={h}
            {...(h === 'pivot' ? state.pivotProps : state.handleProps(h))}
            onFocus={() => setFocused(h)}
            onBlur={() => setFocused((f) => (f === h ? null : f))}
            style={{ cursor: cursorOf(h, box.rotation), outline: 'none', touchAction: 'none' }}
          >
            <circle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len(TARGET_RADIUS * px)} style={{ fill: 'transparent', stroke: 'none' }} />
            <HandleMark part={h} q={q} rotation={box.rotation} px={px} n={n} />
            {focused === h && <FocusRingCircle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len(FOCUS_RADIUS * px)} />}
          </g>
        );
      })}
    </g>
  );
});

/** What a part looks like: a square (resize), a disc (rotate), a ring with a cross (the pivot). */
function HandleMark({ part, q, rotation, px, n }: { part: BoxPart; q: Vec2; rotation: number; px: number; n: SceneNumbers }) {
  const stroke = { stroke: theme.selection, strokeWidth: 1.5 };
  if (part === 'rotate') {
    return <circle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len(ROTATE_RADIUS * px)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />;
  }
  if (part === 'pivot') {
    const c = PIVOT_CROSS * px;
    return (
      <>
        <path
          d={`M${n.x(q.x - c)} ${n.y(q.y)}L${n.x(q.x + c)} ${n.y(q.y)}M${n.x(q.x)} ${n.y(q.y - c)}L${n.x(q.x)} ${n.y(q.y + c)}`}
          vectorEffect="non-scaling-stroke"
          style={{ fill: 'none', ...stroke }}
        />
        <circle cx={n.x(q.x)} cy={n.y(q.y)} r={n.len(PIVOT_RADIUS * px)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />
      </>
    );
  }
  return <path d={squarePath(q, HANDLE_HALF * px, rotation, n)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />;
}
