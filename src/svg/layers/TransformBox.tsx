'use client';
import { memo, useState } from 'react';
import { boxHandlePoint, type RotatedRect, type Vec2 } from '../../geometry/index';
import { ROTATE_HANDLE_GAP, rotateHandlePoint, TRANSFORM_HANDLES, type TransformBoxState } from '../../hooks/scene/transformBox';
import { BOX_PARTS, type BoxPart } from '../../hooks/scene/transformHandles';
import { useSceneNumbers, useScenePixels } from '../scene/sceneContext';
import { formatSvgNumber, type SceneNumbers } from '../scene/number';
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

/** Path data of the square of half-side `h` centred on `q`, in the box's own frame (unturned). */
function squarePath(q: Vec2, h: number, n: SceneNumbers): string {
  const [x0, x1, y0, y1] = [n.len(q.x - h), n.len(q.x + h), n.len(q.y - h), n.len(q.y + h)];
  return `M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`;
}

/** The outline of a box of `width` × `height` in its own frame. */
function boxOutline(width: number, height: number, n: SceneNumbers): string {
  const [x0, x1, y0, y1] = [n.len(-width / 2), n.len(width / 2), n.len(-height / 2), n.len(height / 2)];
  return `M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`;
}

/**
 * Where the box's own frame (its centre at 0, unturned, written units) is
 * drawn: turned by the box's rotation and moved to its centre as the Scene
 * writes it. A move or a rotation changes this transform alone.
 */
function placement(box: RotatedRect, n: SceneNumbers): string {
  const lin = (v: number) => formatSvgNumber(Number(v.toPrecision(12)), 15);
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  return `matrix(${lin(cos)} ${lin(sin)} ${lin(-sin)} ${lin(cos)} ${n.x(box.center.x)} ${n.y(box.center.y)})`;
}

/** A scene point in the box's own frame (from its centre, unturned), scene units. */
function inBox(box: RotatedRect, p: Vec2): Vec2 {
  const dx = p.x - box.center.x;
  const dy = p.y - box.center.y;
  if (box.rotation === 0) return { x: dx, y: dy };
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  return { x: cos * dx + sin * dy, y: cos * dy - sin * dx };
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
  // Drawn in the box's own frame under one transform (`placement`): the frames of a move or a rotation
  // rewrite that attribute (and the rotation handle's name), not every handle's coordinates.
  const own: RotatedRect = { center: { x: 0, y: 0 }, width: box.width, height: box.height, rotation: 0 };
  const rotatePoint = rotateHandlePoint(own, ROTATE_HANDLE_GAP * px);
  const top = boxHandlePoint(own, 'top');
  return (
    <g className="hitkit-transform-box" transform={placement(box, n)}>
      <path
        aria-hidden="true"
        d={`${boxOutline(box.width, box.height, n)}M${n.len(top.x)} ${n.len(top.y)}L${n.len(rotatePoint.x)} ${n.len(rotatePoint.y)}`}
        vectorEffect="non-scaling-stroke"
        style={{ fill: 'none', stroke: theme.selection, strokeWidth: 1.5, pointerEvents: 'none' }}
      />
      {(state.pivotHandle ? BOX_PARTS : TRANSFORM_HANDLES).map((h) => {
        const q = h === 'pivot' ? inBox(box, state.pivot) : h === 'rotate' ? rotatePoint : boxHandlePoint(own, h);
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
            <circle cx={n.len(q.x)} cy={n.len(q.y)} r={n.len(TARGET_RADIUS * px)} style={{ fill: 'transparent', stroke: 'none' }} />
            <HandleMark part={h} q={q} px={px} n={n} />
            {focused === h && <FocusRingCircle cx={n.len(q.x)} cy={n.len(q.y)} r={n.len(FOCUS_RADIUS * px)} />}
          </g>
        );
      })}
    </g>
  );
});

/** What a part looks like: a square (resize), a disc (rotate), a ring with a cross (the pivot); `q` in the box's own frame. */
function HandleMark({ part, q, px, n }: { part: BoxPart; q: Vec2; px: number; n: SceneNumbers }) {
  const stroke = { stroke: theme.selection, strokeWidth: 1.5 };
  if (part === 'rotate') {
    return (
      <circle cx={n.len(q.x)} cy={n.len(q.y)} r={n.len(ROTATE_RADIUS * px)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />
    );
  }
  if (part === 'pivot') {
    const c = PIVOT_CROSS * px;
    return (
      <>
        <path
          d={`M${n.len(q.x - c)} ${n.len(q.y)}L${n.len(q.x + c)} ${n.len(q.y)}M${n.len(q.x)} ${n.len(q.y - c)}L${n.len(q.x)} ${n.len(q.y + c)}`}
          vectorEffect="non-scaling-stroke"
          style={{ fill: 'none', ...stroke }}
        />
        <circle cx={n.len(q.x)} cy={n.len(q.y)} r={n.len(PIVOT_RADIUS * px)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />
      </>
    );
  }
  return <path d={squarePath(q, HANDLE_HALF * px, n)} vectorEffect="non-scaling-stroke" style={{ fill: theme.handleFill, ...stroke }} />;
}
