import { boundsOf } from '../shapes/bounds';
import type { RotatedRect } from '../shapes/types';
import type { TransformableShape } from './transformShape';

/**
 * The transform box of a selection, the start box of `resizeBox` and `rotateBox`.
 *
 * @packageDocumentation
 */

/**
 * The transform box around a selection, scene units (y down): for one rotated
 * rect alone, that rect (its own centre, size and rotation, so the box turns
 * with it); for anything else, the axis-aligned bounding box of all the shapes
 * (rotation 0; a rotated rect counts by its corners, a circle by its centre ±
 * radius). A single point gives a zero-size box, which no resize can grow (only
 * move or rotate).
 *
 * @throws RangeError when `items` is empty (a selection of nothing has no box)
 */
export function selectionBox(items: readonly TransformableShape[]): RotatedRect {
  if (items.length === 0) throw new RangeError('selectionBox.items must hold at least one shape, got an empty list');
  if (items.length === 1 && items[0]!.kind === 'rotatedRect') {
    const { center, width, height, rotation } = items[0]!.shape;
    return { center: { x: center.x, y: center.y }, width, height, rotation };
  }
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const item of items) {
    // boundsOf takes every kind, a rotated rect by its corners (rotatedRectCorners, the region its queries use)
    const b = boundsOf(item.shape);
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return { center: { x: (x0 + x1) / 2, y: (y0 + y1) / 2 }, width: x1 - x0, height: y1 - y0, rotation: 0 };
}
