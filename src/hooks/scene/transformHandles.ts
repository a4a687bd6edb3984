import { boxHandlePoint, RESIZE_HANDLES, type RotatedRect, type Vec2 } from '../../geometry/index';
import type { TransformHandle } from './useSelectionGesture';

// Where the transform box's handles are, which one a press grabs, and their names.

/**
 * The rotation handle's distance from the middle of the box's top edge, CSS
 * px, along the box's own −y axis (above an unturned box, y down).
 */
export const ROTATE_HANDLE_GAP = 28;

/** The 8 resize handles and the rotation handle, in drawing and tab order (the rotation pivot comes after them). */
export const TRANSFORM_HANDLES: readonly TransformHandle[] = Object.freeze([...RESIZE_HANDLES, 'rotate'] as const);

/** A handle of the transform box, or its rotation pivot. @internal */
export type BoxPart = TransformHandle | 'pivot';

/** Every part of the box with the pivot, in drawing and tab order (the pivot last). @internal */
export const BOX_PARTS: readonly BoxPart[] = Object.freeze([...TRANSFORM_HANDLES, 'pivot'] as const);

/** The rotation handle's point on `box`, `gap` scene units beyond the middle of its top edge. */
export function rotateHandlePoint(box: RotatedRect, gap: number): Vec2 {
  const top = boxHandlePoint(box, 'top');
  return { x: top.x + Math.sin(box.rotation) * gap, y: top.y - Math.cos(box.rotation) * gap };
}

/**
 * The part a press at `p` grabs: the nearest of the 9 handle points (the
 * rotation handle `gap` beyond the top edge) and the `pivot` (when given), so
 * where targets overlap (a small box, the pivot at its centre) the nearest
 * wins; `pressed` (the element hit) on a tie, except that a handle wins a tie
 * with the pivot. @internal
 */
export function nearestHandle(box: RotatedRect, p: Vec2, gap: number, pressed: BoxPart, pivot?: Vec2): BoxPart {
  const at = (h: BoxPart): Vec2 => (h === 'pivot' ? (pivot ?? box.center) : h === 'rotate' ? rotateHandlePoint(box, gap) : boxHandlePoint(box, h));
  let best = pressed;
  let bestD = Math.hypot(at(pressed).x - p.x, at(pressed).y - p.y);
  const parts = pivot ? BOX_PARTS : TRANSFORM_HANDLES;
  for (const h of parts) {
    const q = at(h);
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    // (on a tie a handle beats the pivot: a pivot dragged onto a handle point must not hide the handle)
    if (d < bestD || (d === bestD && best === 'pivot' && h !== 'pivot')) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

/**
 * Where a dragged pivot goes: `p`, or the box's centre or one of its 8
 * handle points when within `radius` scene units (the nearest), so the
 * pivot is easily put back in the middle or on a corner. @internal
 */
export function pivotTo(box: RotatedRect, p: Vec2, radius: number): Vec2 {
  let best = p;
  let bestD = Math.hypot(box.center.x - p.x, box.center.y - p.y);
  if (bestD <= radius) best = box.center;
  else bestD = radius;
  for (const h of RESIZE_HANDLES) {
    const q = boxHandlePoint(box, h);
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bestD) {
      best = q;
      bestD = d;
    }
  }
  return best;
}

/** An angle in radians as whole degrees in (−180, 180]. @internal */
export function degrees(radians: number): number {
  let d = Math.round((radians * 180) / Math.PI) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d === 0 ? 0 : d;
}

/** A number for an announcement: at most two decimals. @internal */
export function round(v: number): number {
  const r = Math.round(v * 100) / 100;
  return r === 0 ? 0 : r;
}

/** A part's accessible name: "Resize selection, top-left corner", "Resize selection, top edge", "Rotate selection, 30°", "Rotation pivot". @internal */
export function partName(part: BoxPart, box: RotatedRect): string {
  if (part === 'pivot') return 'Rotation pivot';
  if (part === 'rotate') return `Rotate selection, ${degrees(box.rotation)}°`;
  return `Resize selection, ${part.includes('-') ? `${part} corner` : `${part} edge`}`;
}
