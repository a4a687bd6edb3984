import { CIRCLE_KIND, circleAt, itemSlot, RECT_KIND, rectAt, ROTATED_RECT_KIND } from './itemCode';
import type { World, WorldId } from './types';
import { WorldImpl } from './worldImpl';

/**
 * A shape's numbers as its world stores them, read without its object
 * (`readShapeNumbers`): what a layer needs to draw the circles, rects and
 * rotated rects a gesture's frame rewrites, whose objects the world makes
 * only when asked for (`writeMappedFrame`). @internal
 */
export interface ShapeNumbers {
  /** The kind: `'circle'`, `'rect'` or `'rotatedRect'` (the kinds read this way). */
  kind: 'circle' | 'rect' | 'rotatedRect';
  /** `ShapeOptions.filled`. */
  filled: boolean;
  /**
   * A circle's `[centerX, centerY, radius]`, a rect's `[x, y, width, height]`,
   * a rotated rect's corners `[x0, y0, x1, y1, x2, y2, x3, y3]` (its
   * `rotatedRectCorners`, in their order), scene units.
   */
  readonly xy: Float64Array;
}

/** A record to read into (`readShapeNumbers`). @internal */
export function shapeNumbers(): ShapeNumbers {
  return { kind: 'circle', filled: false, xy: new Float64Array(8) };
}

/**
 * Reads the numbers of the circle, rect or rotated rect under `id` into `out`
 * (making no object); false, `out` untouched, for an id not in the world, a
 * shape of another kind, or a world not made by `createWorld` (read its
 * `lookup` instead). @internal
 */
export function readShapeNumbers(world: World, id: WorldId, out: ShapeNumbers): boolean {
  if (!(world instanceof WorldImpl)) return false;
  const item = world.idMap.get(id);
  if (item === undefined) return false;
  const kind = world.kindOf(item);
  const xy = out.xy;
  if (kind === CIRCLE_KIND) {
    const d = world.data[CIRCLE_KIND];
    const i = circleAt(item);
    for (let k = 0; k < 3; k++) xy[k] = d[i + k]!;
    out.kind = 'circle';
  } else if (kind === RECT_KIND) {
    const d = world.data[RECT_KIND];
    const i = rectAt(item);
    for (let k = 0; k < 4; k++) xy[k] = d[i + k]!;
    out.kind = 'rect';
  } else if (kind === ROTATED_RECT_KIND) {
    const chain = world.chains[itemSlot(item)]!;
    for (let k = 0; k < 8; k++) xy[k] = chain[k]!;
    out.kind = 'rotatedRect';
  } else return false;
  out.filled = world.isFilled(item);
  return true;
}
