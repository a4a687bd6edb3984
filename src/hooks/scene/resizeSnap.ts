import {
  applyAffine,
  boxHandlePoint,
  type BoxTransform,
  type ResizeHandle,
  type RotatedRect,
  type SnapTarget,
  type Vec2,
  type WorldId,
} from '../../geometry/index';
import { readSnap } from '../drag/constraints';
import { isObjectSnap, type ObjectSnap } from '../drag/snapper';
import { snapMove, type EditedShape } from './groupMove';

// Snapping while resizing: the dragged corner or edge goes where a move's
// grabbed point would (groupMove's `snapMove`, the same targets and ranking).

/** The selection's `snap` option, validated: an `objectSnap`, a grid step, or undefined (none). @internal */
export function selectionSnap(snap: number | false | ObjectSnap | undefined): ObjectSnap | number | undefined {
  return isObjectSnap(snap) ? snap : readSnap(snap as number | false | undefined, 'options.snap');
}

/** Where a resize's pointer goes after snapping, and the target (null: none). @internal */
export interface SnappedResize {
  readonly pointer: Vec2;
  readonly target: SnapTarget | null;
}

/**
 * The pointer of a resize of `box` by `handle` from `start` to `pointer`,
 * snapped: the handle's point moved by the pointer's offset (where the
 * dragged corner, or the middle of the dragged edge, is going) snaps as the
 * grabbed point of a move (`snapMove`: the key points of the shapes not in
 * `moving`, their alignment guides, else the grid), and the pointer is
 * shifted by the same correction. An edge moves only along its axis, so it
 * goes through the target. Without snapping, the pointer as it is. @internal
 */
export function snapResize(
  snap: ObjectSnap | number | undefined,
  box: RotatedRect,
  handle: ResizeHandle,
  start: Vec2,
  pointer: Vec2,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
): SnappedResize {
  if (snap === undefined) return { pointer, target: null };
  const grabbed: EditedShape = { id: HANDLE_ID, kind: 'point', shape: boxHandlePoint(box, handle) };
  const m = snapMove(snap, grabbed, pointer.x - start.x, pointer.y - start.y, moving, perPixel);
  if (!Number.isFinite(m.dx) || !Number.isFinite(m.dy)) return { pointer, target: null };
  return { pointer: { x: start.x + m.dx, y: start.y + m.dy }, target: m.target };
}

/**
 * Whether the frame `f` put the dragged handle on `target` (a corner on the
 * point, an edge through it, within 1e-9 of the scene's size): not when the
 * minimum size held it back. A marker is shown only where the shape landed. @internal
 */
export function landedOn(f: BoxTransform, box: RotatedRect, handle: ResizeHandle, target: SnapTarget): boolean {
  const q = applyAffine(f.map, boxHandlePoint(box, handle));
  const dx = target.point.x - q.x;
  const dy = target.point.y - q.y;
  const tol = 1e-9 * (1 + Math.abs(target.point.x) + Math.abs(target.point.y) + box.width + box.height);
  if (handle.includes('-')) return Math.hypot(dx, dy) <= tol;
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  // An edge: only the offset across it (along the axis it moves on) counts.
  const across = handle === 'left' || handle === 'right' ? cos * dx + sin * dy : -sin * dx + cos * dy;
  return Math.abs(across) <= tol;
}

/** The id the dragged handle's point goes by while snapping (it is no shape of the world). */
const HANDLE_ID = '\u0000transform-handle';
