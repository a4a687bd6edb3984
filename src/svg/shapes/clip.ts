import { closestPointOnLine, intersectSegmentRect } from '../../geometry/index';
import type { Line, Ray, Rect, Segment, Vec2 } from '../../geometry/index';

/**
 * The part of an infinite line or a ray inside the visible area, as a segment
 * to draw, or `null` when none of it is visible.
 *
 * @internal
 */
function clipAlong(origin: Vec2, dx: number, dy: number, from: number, to: number, visible: Rect): Segment | null {
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const long = {
    start: { x: origin.x + ux * from, y: origin.y + uy * from },
    end: { x: origin.x + ux * to, y: origin.y + uy * to },
  };
  const clip = intersectSegmentRect(long, visible);
  return clip.kind === 'clip' ? { start: clip.entry.point, end: clip.exit.point } : null;
}

/** Half the diagonal of `rect` plus its distance from `p`: every visible point lies within it of `p`. */
function reach(p: Vec2, rect: Rect): number {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return Math.hypot(p.x - cx, p.y - cy) + Math.hypot(rect.width, rect.height) + 1;
}

/** @internal */
export function clipLine(line: Line, visible: Rect): Segment | null {
  const foot = closestPointOnLine({ x: visible.x + visible.width / 2, y: visible.y + visible.height / 2 }, line);
  const far = reach(foot, visible);
  return clipAlong(foot, line.b, -line.a, -far, far, visible);
}

/** @internal */
export function clipRay(ray: Ray, visible: Rect): Segment | null {
  return clipAlong(ray.origin, ray.direction.x, ray.direction.y, 0, reach(ray.origin, visible), visible);
}
