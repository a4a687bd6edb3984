import type { Pose } from '../../hooks/drag/useDraggablePose';
import type { DrawableLidarScan } from './drawnScan';

/** What {@link clearHeadingReach} needs to know of the drawing, scene units. */
export interface HeadingReachLayout {
  /** The robot's body radius. */
  readonly radius: number;
  /** The heading handle's usual distance from the pose (the body's rim plus a gap). */
  readonly reach: number;
  /** The heading handle dot's outer radius (its stroke included). */
  readonly dot: number;
  /** Half the side of a return's square mark. */
  readonly markHalf: number;
  /** The gap to keep between the dot and a mark. */
  readonly gap: number;
  /** How much farther than `reach` the handle may go when nothing nearer is clear. */
  readonly beyond: number;
}

/** Distance from `(x, y)` to the axis-aligned square of half side `half` about `(cx, cy)` (0 inside it). */
function toSquare(x: number, y: number, cx: number, cy: number, half: number): number {
  return Math.hypot(Math.max(Math.abs(x - cx) - half, 0), Math.max(Math.abs(y - cy) - half, 0));
}

/** How many positions along the heading are tried between the nearest (dot against the rim) and the usual reach. */
const TRIES = 24;

/**
 * Where to draw a robot's heading handle so its dot stays clear of the scan's
 * return marks: the usual `reach` when nothing is near it; else the farthest
 * distance along the heading, down to the dot resting against the body's rim,
 * at which every mark is at least `gap` from the dot; else the nearest such
 * distance up to `beyond` past `reach`; where none is clear (marks all
 * along), the tried distance whose nearest mark is farthest.
 * Scene units from the pose. Allocates one closure; O(rays × 2·TRIES) work only when a
 * mark lies within the handle’s reach.
 *
 * @internal
 */
export function clearHeadingReach(pose: Pose, scan: DrawableLidarScan | undefined, layout: HeadingReachLayout): number {
  const { radius, reach, dot, markHalf, gap, beyond } = layout;
  const nearest = Math.min(reach, radius + dot);
  if (scan === undefined || !(reach > nearest)) return reach;
  const { hitKinds, points } = scan;
  const cos = Math.cos(pose.heading);
  const sin = Math.sin(pose.heading);
  const need = dot + gap;
  // the smallest distance from the handle at `t` to any mark (capped at `need`: clear is clear)
  const clearance = (t: number) => {
    const x = pose.x + t * cos;
    const y = pose.y + t * sin;
    let least = need;
    for (let i = 0; i < hitKinds.length; i++) {
      if (hitKinds[i] === -1) continue;
      const d = toSquare(x, y, points[2 * i] as number, points[2 * i + 1] as number, markHalf);
      if (d < least) least = d;
    }
    return least;
  };
  let best = reach;
  let bestClearance = clearance(reach);
  if (bestClearance >= need) return reach;
  // inward first (k = 1…TRIES), then outward (k = TRIES + 1…2·TRIES)
  for (let k = 1; k <= 2 * TRIES; k++) {
    const t = k <= TRIES ? reach - ((reach - nearest) * k) / TRIES : reach + (beyond * (k - TRIES)) / TRIES;
    const c = clearance(t);
    if (c >= need) return t;
    if (c > bestClearance) [best, bestClearance] = [t, c];
  }
  return best;
}
