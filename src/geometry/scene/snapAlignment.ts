import { pointsOf } from './snapPieces';
import { SNAP_ALIGNMENT, SNAP_GRID, type SnapGuide } from './snapKinds';
import { square, type RawTarget, type SnapQuery } from './snapQuery';
import type { Vec2 } from '../shapes/types';
import { CIRCLE_KIND, circleAt, isChain, isClosedChainKind, itemSlot, itemTag, POINT_KIND, RECT_KIND } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The `alignment` and `grid` snap targets: x and/or y taken from other
 * shapes' key points (and from `from`) within the radius of the query point's,
 * with the guide lines to draw; and the nearest grid lines.
 */

/**
 * Adds a key point to the query's alignment references when it is aligned with the query point on either axis
 * (within the radius). `+ 0` makes −0 the 0 it equals, so which of two such references is met first cannot
 * change a target's or a guide's coordinates (as `offerTarget`).
 */
function addRef(q: SnapQuery, x: number, y: number, item: number): void {
  if (Math.abs(x - q.px) <= q.radius || Math.abs(y - q.py) <= q.radius) q.refs.push(x + 0, y + 0, item);
}

/**
 * Adds each key point of a shape an alignment can take (ends, vertices,
 * midpoints, centre, quadrants) to the query's alignment references, when it
 * is aligned with the query point (`addRef`).
 */
export function addKeyPointRefs(q: SnapQuery, item: number): void {
  const w = q.w;
  const tag = itemTag(item);
  const c = w.centerOf(item);
  if (c !== null) addRef(q, c[0]!, c[1]!, item);
  if (tag === CIRCLE_KIND) {
    const d = w.data[CIRCLE_KIND];
    const i = circleAt(item);
    const r = d[i + 2]!;
    addRef(q, d[i]! + r, d[i + 1]!, item);
    addRef(q, d[i]!, d[i + 1]! + r, item);
    addRef(q, d[i]! - r, d[i + 1]!, item);
    addRef(q, d[i]!, d[i + 1]! - r, item);
    return;
  }
  if (tag === RECT_KIND) {
    // A rect: corners and side midpoints, from its box (no corner array).
    const b = w.boxOf(item);
    const x0 = b[0]!;
    const y0 = b[1]!;
    const x1 = b[2]!;
    const y1 = b[3]!;
    // As the sides' midpoints near the point are computed (`keyPoints`), which may differ from the centre's x + width / 2 by an ulp.
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    addRef(q, x0, y0, item);
    addRef(q, x1, y0, item);
    addRef(q, x1, y1, item);
    addRef(q, x0, y1, item);
    addRef(q, mx, y0, item);
    addRef(q, x1, my, item);
    addRef(q, mx, y1, item);
    addRef(q, x0, my, item);
    return;
  }
  const pts = pointsOf(w, item);
  const last = pts.length - 2;
  const chainKind = isChain(item) ? w.chainKind[itemSlot(item)] : -1;
  // A polygon's last point repeats its first; a point shape has no midpoint.
  const end = isClosedChainKind(chainKind) ? last : pts.length;
  for (let k = 0; k < end; k += 2) addRef(q, pts[k]!, pts[k + 1]!, item);
  if (chainKind === POINT_KIND) return;
  for (let k = 0; k < last; k += 2) addRef(q, (pts[k]! + pts[k + 2]!) / 2, (pts[k + 1]! + pts[k + 3]!) / 2, item);
}

/** Snaps x and y, each to the nearest key point coordinate within the radius; the guides from the key points nearest the target. */
export function alignment(q: SnapQuery, band: readonly number[], from: Vec2 | undefined): void {
  const { px, py, radius, w } = q;
  for (const item of band) {
    // Every key point lies in the shape's box: a box beside both bands has none aligned.
    const b = w.boxOf(item);
    if ((b[0]! > px + radius || b[2]! < px - radius) && (b[1]! > py + radius || b[3]! < py - radius)) continue;
    addKeyPointRefs(q, item);
  }
  alignTargets(q, from);
}

/**
 * The alignment targets from the query's references (`q.refs`) and `from`:
 * x and y each snapped to the nearest reference coordinate within the radius
 * (`closerValue`), the guides from the references nearest the target
 * (`aligned`). Only the references whose x or y is a snapped value matter.
 */
export function alignTargets(q: SnapQuery, from: Vec2 | undefined): void {
  const { px, py, radius } = q;
  if (from !== undefined) addRef(q, from.x, from.y, -1);
  const found = q.refs;
  let ax = NaN;
  let ay = NaN;
  for (let k = 0; k < found.length; k += 3) {
    ax = closerValue(found[k]!, px, radius, ax);
    ay = closerValue(found[k + 1]!, py, radius, ay);
  }
  const hasX = ax === ax;
  const hasY = ay === ay;
  if (hasX && hasY) q.targets.push(aligned(q, found, ax, ay, true, true));
  if (hasX) q.targets.push(aligned(q, found, ax, py, true, false));
  if (hasY) q.targets.push(aligned(q, found, px, ay, false, true));
}

/** The value nearer `target` of `value` (when within `radius`) and `best`; on a tie the smaller. */
export function closerValue(value: number, target: number, radius: number, best: number): number {
  const d = Math.abs(value - target);
  if (!(d <= radius)) return best;
  if (best !== best) return value;
  const e = Math.abs(best - target);
  return d < e || (d === e && value < best) ? value : best;
}

/** An alignment target at `(x, y)` with a guide per aligned axis, from the aligned key point nearest the target. */
function aligned(q: SnapQuery, refs: readonly number[], x: number, y: number, onX: boolean, onY: boolean): RawTarget {
  const guides: SnapGuide[] = [];
  const items: number[] = [];
  const to = { x, y };
  for (const axis of ['x', 'y'] as const) {
    if (axis === 'x' ? !onX : !onY) continue;
    let best = -1;
    let bestD = Infinity;
    for (let k = 0; k < refs.length; k += 3) {
      if (axis === 'x' ? refs[k] !== x : refs[k + 1] !== y) continue;
      const d = axis === 'x' ? Math.abs(refs[k + 1]! - y) : Math.abs(refs[k]! - x);
      if (d < bestD || (d === bestD && closerRef(q.w, refs, k, best))) {
        best = k;
        bestD = d;
      }
    }
    guides.push({ axis, from: { x: refs[best]!, y: refs[best + 1]! }, to });
    if (refs[best + 2]! >= 0) items.push(refs[best + 2]!);
  }
  const distance = Math.sqrt(square(x - q.px) + square(y - q.py));
  return { kind: SNAP_ALIGNMENT, x, y, items, distance, guides, axes: guides.length };
}

/**
 * Of two key points equally far from an alignment target, which gives the
 * guide: a shape's before `from`, the topmost shape's, then the smaller x,
 * then the smaller y.
 */
function closerRef(w: WorldImpl, refs: readonly number[], k: number, best: number): boolean {
  const a = refs[k + 2]!;
  const b = refs[best + 2]!;
  if (a < 0 !== b < 0) return b < 0;
  if (a >= 0 && a !== b) return w.above(a, b);
  return refs[k]! !== refs[best]! ? refs[k]! < refs[best]! : refs[k + 1]! < refs[best + 1]!;
}

/** Grid lines within the radius: a node (both axes), then each axis alone. */
export function gridTargets(q: SnapQuery, grid: { size: number; ox: number; oy: number }): void {
  const gx = grid.ox + Math.round((q.px - grid.ox) / grid.size) * grid.size;
  const gy = grid.oy + Math.round((q.py - grid.oy) / grid.size) * grid.size;
  const onX = Math.abs(gx - q.px) <= q.radius;
  const onY = Math.abs(gy - q.py) <= q.radius;
  const push = (x: number, y: number, axes: number) =>
    q.targets.push({ kind: SNAP_GRID, x, y, items: [], distance: Math.sqrt(square(x - q.px) + square(y - q.py)), guides: [], axes });
  if (onX && onY) push(gx, gy, 2);
  if (onX) push(gx, q.py, 1);
  if (onY) push(q.px, gy, 1);
}
