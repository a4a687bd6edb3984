import { rectGapX, rectGapY, rectPushOutNormal, rectRectDistance } from '../distance/rectRect';
import type { Rect, Vec2 } from '../shapes/types';

/**
 * A rect pushed out of another (closed, axis-aligned, `(x, y)` = top-left, y
 * down): the minimum translation by the separating axis test on x and y. Takes
 * valid shapes (not re-checked).
 */

/** The contact of a rect pushed out of another: the minimum translation. */
export interface RectContact {
  /** Whether the rects overlap with positive depth (touching is not penetrating). */
  readonly penetrating: boolean;
  /** `rectRectDistance(a, b)`: negative overlapping. */
  readonly signedDistance: number;
  /** The push-out's length (`|pushOut|`): the smaller overlap extent up to rounding, 0 when not penetrating. */
  readonly depth: number;
  /** The axis unit vector `a` is pushed along: (±1, 0) or (0, ±1), away from `b`. */
  readonly normal: Vec2;
  /** `normal · depth`; `(0, 0)` when not penetrating. */
  readonly pushOut: Vec2;
  /** `a` moved by `pushOut`: its near side placed on `b`'s far side (touching `b`, up to the rounding of `x + width`). */
  readonly resolved: Rect;
}

/**
 * `a` pushed out of `b` by the minimum translation (separating axis test on
 * x and y): along the axis of the smaller overlap (x on a tie), towards the
 * side of `b` that `a`'s centre is on (to +x or +y when the centres are level).
 * Not overlapping (apart or touching): not penetrating, the normal still the
 * axis that separates them best.
 */
export function rectRectContact(a: Rect, b: Rect): RectContact {
  const signedDistance = rectRectDistance(a, b);
  const normal = rectPushOutNormal(a, b);
  const alongX = normal.x !== 0;
  const direction = alongX ? normal.x : normal.y;
  const penetrating = rectGapX(a, b) < 0 && rectGapY(a, b) < 0;
  if (!penetrating)
    return { penetrating, signedDistance, depth: 0, normal, pushOut: { x: 0, y: 0 }, resolved: { x: a.x, y: a.y, width: a.width, height: a.height } };
  // The exact target edge: a's near side onto b's far side.
  const resolved = alongX
    ? { x: direction > 0 ? b.x + b.width : b.x - a.width, y: a.y, width: a.width, height: a.height }
    : { x: a.x, y: direction > 0 ? b.y + b.height : b.y - a.height, width: a.width, height: a.height };
  const pushOut = { x: resolved.x - a.x + 0, y: resolved.y - a.y + 0 };
  return { penetrating, signedDistance, depth: Math.hypot(pushOut.x, pushOut.y), normal, pushOut, resolved };
}
