import {
  applyAffine,
  boxHandlePoint,
  oppositeHandle,
  resizeBox,
  type BoxTransform,
  type ResizeHandle,
  type RotatedRect,
  type SnapTarget,
  type Vec2,
  type WorldId,
} from '../../geometry/index';
import { readSnap } from '../drag/constraints';
import { isObjectSnap, type ObjectSnap } from '../drag/snapper';
import { HANDLE_SIGNS } from '../../geometry/transform/boxHandles';
import { snapMove, type EditedShape } from './groupMove';

// Snapping while resizing: the dragged corner or edge goes where a move's
// grabbed point would (groupMove's `snapMove`, the same targets and ranking).

/** The selection's `snap` option, validated: an `objectSnap`, a grid step, or undefined (none). @internal */
export function selectionSnap(snap: number | false | ObjectSnap | undefined): ObjectSnap | number | undefined {
  return isObjectSnap(snap) ? snap : readSnap(snap as number | false | undefined, 'options.snap');
}

/** Where a resize's pointer goes after snapping, the target (null: none), and which of how many candidates (Tab). @internal */
export interface SnappedResize {
  readonly pointer: Vec2;
  readonly target: SnapTarget | null;
  /** How many candidates the search found (0 without a target, or with a grid step). */
  readonly candidates: number;
  /** Which of them is taken, 0-based (0: the best). */
  readonly index: number;
}

/**
 * The pointer of a resize of `box` by `handle` from `start` to `pointer`,
 * snapped: the handle's point moved by the pointer's offset (where the
 * dragged corner, or the middle of the dragged edge, is going) snaps as the
 * grabbed point of a move (`snapMove`: the key points of the shapes not in
 * `moving`, their alignment guides, else the grid), and the pointer is
 * shifted by the same correction. An edge moves only along its axis, so it
 * goes through the target. `cycle` picks a candidate (Tab / Shift+Tab
 * during the drag: 0 the best, then the next, wrapping round). Without
 * snapping, the pointer as it is. @internal
 */
export function snapResize(
  snap: ObjectSnap | number | undefined,
  box: RotatedRect,
  handle: ResizeHandle,
  start: Vec2,
  pointer: Vec2,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  cycle = 0,
): SnappedResize {
  if (snap === undefined) return unsnapped(pointer);
  const grabbed: EditedShape = { id: HANDLE_ID, kind: 'point', shape: boxHandlePoint(box, handle) };
  const m = snapMove(snap, grabbed, pointer.x - start.x, pointer.y - start.y, moving, perPixel, cycle);
  if (!Number.isFinite(m.dx) || !Number.isFinite(m.dy)) return unsnapped(pointer);
  return { pointer: { x: start.x + m.dx, y: start.y + m.dy }, target: m.target, candidates: m.candidates, index: m.index };
}

/** The pointer as it is: no target, no candidates. */
function unsnapped(pointer: Vec2): SnappedResize {
  return { pointer, target: null, candidates: 0, index: 0 };
}

/**
 * The pointer of a resize that keeps the ratio (Shift) of `box` by the corner
 * `handle`, snapped along the ratio's diagonal: the corner can only move on
 * the line through the fixed point (the opposite corner; the centre with
 * `fromCenter`) and itself, so it cannot go onto a target off that line.
 * Where the corner would go unsnapped, the best target is found as without
 * Shift (`snapMove`: key points of the shapes not in `moving`, their guides,
 * the grid); the corner then goes where the diagonal crosses the vertical or
 * the horizontal line through that target, whichever crossing is nearer, so
 * one side of the box lines up with the target exactly (tldraw's rule for an
 * aspect-locked resize; an alignment guide says which line: for an
 * `alignment` target, its own guides' lines). A target on the diagonal is
 * reached itself (both crossings are it) and reported as it is; otherwise the
 * reported target is an `alignment` at the crossing, with a guide from the
 * target, and the target's ids. `cycle` picks another candidate than the
 * best (Tab / Shift+Tab during the drag, as without Shift): the corner then
 * lines up with that one the same way. An edge handle keeps
 * {@link snapResize} (it moves along its axis, the other side follows the
 * ratio). Without snapping, or no target, the pointer as it is. @internal
 */
export function snapRatioResize(
  snap: ObjectSnap | number | undefined,
  box: RotatedRect,
  handle: ResizeHandle,
  start: Vec2,
  pointer: Vec2,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  fromCenter: boolean,
  cycle = 0,
): SnappedResize {
  const [hx, hy] = HANDLE_SIGNS[handle];
  if (snap === undefined || hx === 0 || hy === 0) return snapResize(snap, box, handle, start, pointer, moving, perPixel, cycle);
  const h = boxHandlePoint(box, handle);
  const fixed = fromCenter ? box.center : boxHandlePoint(box, oppositeHandle(handle));
  const q = applyAffine(resizeBox(box, handle, start, pointer, { keepRatio: true, fromCenter }).map, h);
  const m = snapMove(snap, { id: HANDLE_ID, kind: 'point', shape: h }, q.x - h.x, q.y - h.y, moving, perPixel, cycle);
  if (!Number.isFinite(m.dx) || !Number.isFinite(m.dy) || (m.target === null && typeof snap !== 'number')) return unsnapped(pointer);
  const chosen = { candidates: m.candidates, index: m.index };
  const t = m.target;
  const to = t ? t.point : { x: h.x + m.dx, y: h.y + m.dy };
  const axes: readonly ('x' | 'y')[] = t?.kind === 'alignment' && t.guides.length > 0 ? t.guides.map((g) => g.axis) : ['x', 'y'];
  const dx = h.x - fixed.x;
  const dy = h.y - fixed.y;
  let best: { at: Vec2; axis: 'x' | 'y'; d: number } | null = null;
  for (const axis of axes) {
    const along = axis === 'x' ? dx : dy;
    if (along === 0) continue; // the diagonal runs along that line: no crossing
    const k = (axis === 'x' ? to.x - fixed.x : to.y - fixed.y) / along;
    const at = axis === 'x' ? { x: to.x, y: fixed.y + k * dy } : { x: fixed.x + k * dx, y: to.y };
    const d = Math.hypot(at.x - q.x, at.y - q.y);
    if (!best || d < best.d) best = { at, axis, d };
  }
  if (!best || !Number.isFinite(best.at.x) || !Number.isFinite(best.at.y)) return unsnapped(pointer);
  const c = best.at;
  const moved = { x: start.x + c.x - h.x, y: start.y + c.y - h.y };
  if (!t) return { pointer: moved, target: null, ...chosen };
  const onIt = Math.hypot(c.x - to.x, c.y - to.y) <= 1e-9 * (1 + Math.abs(to.x) + Math.abs(to.y) + box.width + box.height);
  if (onIt) return { pointer: moved, target: t, ...chosen };
  const target: SnapTarget = Object.freeze({
    kind: 'alignment' as const,
    point: Object.freeze(c),
    ids: t.ids,
    distance: best.d,
    guides: Object.freeze([Object.freeze({ axis: best.axis, from: to, to: c })]),
  });
  return { pointer: moved, target, ...chosen };
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
