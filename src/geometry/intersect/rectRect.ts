import { rectRectHit } from '../hit/hit';
import type { Rect } from '../shapes/types';

/** Rect against rect (closed, axis-aligned, y down): their overlap. Takes valid shapes (not re-checked). */

/**
 * The overlap of the closed rects, or `null` when they do not meet. Touching
 * rects overlap in a zero-width or zero-height rect (a shared edge) or a
 * zero-size one (a shared corner).
 */
export function intersectRectRect(a: Rect, b: Rect): Rect | null {
  if (!rectRectHit(a, b)) return null;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
}
