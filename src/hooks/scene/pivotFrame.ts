import type { RotatedRect, Vec2 } from '../../geometry/index';
import { boxPoint } from '../../geometry/transform/boxHandles';

// The rotation pivot in the transform box's own frame: kept as fractions of the
// box, so it follows the box through moves, resizes (flips mirrored), rotations
// and pinches. Pure: the transform state hook and the tests use it.

/**
 * A pivot in a box's own frame: `u`, `v` as fractions of the box's width and
 * height from its centre along its own axes (so `u = −0.25` is 25 % of the
 * width from the left side, a quarter of the way in); `du`, `dv` the offset
 * itself, scene units, used along an axis of zero extent. @internal
 */
export interface PivotInBox {
  readonly u: number;
  readonly v: number;
  readonly du: number;
  readonly dv: number;
}

/** `p` (scene units) in the frame of the box `b` (see {@link PivotInBox}). @internal */
export function pivotInBox(b: RotatedRect, p: Vec2): PivotInBox {
  const dx = p.x - b.center.x;
  const dy = p.y - b.center.y;
  const cos = Math.cos(b.rotation);
  const sin = Math.sin(b.rotation);
  const du = b.rotation === 0 ? dx : cos * dx + sin * dy;
  const dv = b.rotation === 0 ? dy : -sin * dx + cos * dy;
  return { u: b.width > 0 ? du / b.width : 0, v: b.height > 0 ? dv / b.height : 0, du, dv };
}

/**
 * The scene point of the pivot `q` on the box `box`, which a gesture reached
 * with the signed scales `scaleX`, `scaleY` along the start box's axes (a
 * transform box frame's; 1 outside a gesture): a negative scale is a flip,
 * and the pivot's fraction is mirrored across the box's centre line with it
 * (a pivot 25 % from the left is 25 % from the right after a horizontal flip),
 * so the pivot is where the gesture's map takes it. @internal
 */
export function pivotOnBox(box: RotatedRect, q: PivotInBox, scaleX = 1, scaleY = 1): Vec2 {
  const sx = scaleX < 0 ? -1 : 1;
  const sy = scaleY < 0 ? -1 : 1;
  const u = box.width > 0 ? sx * q.u * box.width : sx * q.du;
  const v = box.height > 0 ? sy * q.v * box.height : sy * q.dv;
  return boxPoint(box, u + 0, v + 0);
}
