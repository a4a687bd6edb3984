import type { Rect } from '../../geometry/index';
import type { LabelObstacle } from './labelTypes';

/**
 * The bounds of what one component draws, from the obstacles it registers
 * for the labels (scene units): its outlines and strokes, the centres of its
 * dots (a handle's dot is sized in pixels, not in scene units). For the
 * Scene's `fit`. Not the geometry's `boundsOf` of a shape.
 *
 * @internal
 */
export function obstacleBounds(list: readonly LabelObstacle[]): Rect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (x: number, y: number, r = 0) => {
    left = Math.min(left, x - r);
    right = Math.max(right, x + r);
    top = Math.min(top, y - r);
    bottom = Math.max(bottom, y + r);
  };
  for (const o of list) {
    if (o.kind === 'disc') add(o.x, o.y);
    else if (o.kind === 'ring') add(o.x, o.y, o.r);
    else if (o.kind === 'segment') {
      add(o.x1, o.y1);
      add(o.x2, o.y2);
    } else if (o.kind === 'box') {
      add(o.x, o.y);
      add(o.x + o.width, o.y + o.height);
    }
  }
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The least rect holding both, scene units. @internal */
export function unionOf(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** Whether two rects (or two nulls) are the same numbers. @internal */
export function sameRect(a: Rect | null, b: Rect | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
}
