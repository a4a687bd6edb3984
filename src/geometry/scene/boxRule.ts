import { distanceToRectXY } from '../distance/pointToShape';
import { pointInRing } from '../hit/polygon';
import { segmentBoxTouchXY } from '../hit/segmentTouch';
import type { Rect } from '../shapes/types';
import { CIRCLE_KIND, circleAt, isClosedChainKind, itemSlot, itemTag, RECT_KIND, SEGMENT_KIND, segmentAt } from '../world/itemCode';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The per-shape rule of `queryRect`: whether a shape of a world touches a
 * closed box (`intersects`) or lies wholly inside it (`contains`), decided
 * exactly per kind, never by bounding boxes alone.
 */

/** A `queryRect` box: its sides (`right`, `bottom` as `x + width`, `y + height` round), its width and height as given, its mode. */
export interface QueryBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
  readonly contains: boolean;
  /** Every shape as its outline (a filled shape around the whole box does not touch it). */
  readonly outlines: boolean;
}

/** The query box of `queryRect(world, box, mode)`; `outlines`: every shape as its outline. */
export function queryBox(box: Rect, contains: boolean, outlines = false): QueryBox {
  return {
    left: box.x,
    top: box.y,
    right: box.x + box.width,
    bottom: box.y + box.height,
    width: box.width,
    height: box.height,
    contains,
    outlines,
  };
}

/** Exactly `a − b ≥ r` (not as rounded): the difference with its rounding error (Knuth's two-sum). */
function atLeastApart(a: number, b: number, r: number): boolean {
  const s = a - b;
  if (s !== r) return s > r;
  const bVirtual = a - s;
  const error = a - (s + bVirtual) + (bVirtual - b);
  return error >= 0;
}

/**
 * Does the shape of `item` touch the closed box `box` (`[left, right] × [top, bottom]`)
 * (`intersects`), or lie wholly inside it (`box.contains`)?
 */
export function boxRule(w: WorldImpl, item: number, box: QueryBox): boolean {
  const tag = itemTag(item);
  if (tag === CIRCLE_KIND) return circleBoxRule(w, item, box);
  // (the box's numbers read here, not passed: a double passed to a call that is not inlined is boxed, per call)
  const { left, top, right, bottom } = box;
  const b = w.boxOf(item);
  if (box.contains) return b[0]! >= left && b[2]! <= right && b[1]! >= top && b[3]! <= bottom;
  // Boxes apart: no shape point in the box.
  if (b[0]! > right || b[2]! < left || b[1]! > bottom || b[3]! < top) return false;
  const filled = !box.outlines && w.isFilled(item);
  if (tag === SEGMENT_KIND) {
    const d = w.data[SEGMENT_KIND];
    const i = segmentAt(item);
    return segmentBoxTouchXY(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, left, top, right, bottom);
  }
  if (tag === RECT_KIND) {
    // The boxes meet (rectRectHit's rule); for an outline, the box is not strictly inside the rect.
    if (filled) return true;
    return !(left > b[0]! && right < b[2]! && top > b[1]! && bottom < b[3]!);
  }
  const slot = itemSlot(item);
  const chain = w.chains[slot]!;
  for (let i = 0; i + 2 < chain.length; i += 2) {
    const x1 = chain[i]!;
    const y1 = chain[i + 1]!;
    const x2 = chain[i + 2]!;
    const y2 = chain[i + 3]!;
    // an edge wholly to one side of the box misses it (exact comparisons), decided here: the test
    // below is a call, which boxes its eight numbers, for most edges of a shape near a small box
    if ((x1 < left && x2 < left) || (x1 > right && x2 > right) || (y1 < top && y2 < top) || (y1 > bottom && y2 > bottom)) continue;
    if (segmentBoxTouchXY(x1, y1, x2, y2, left, top, right, bottom)) return true;
  }
  if (!filled || !isClosedChainKind(w.chainKind[slot])) return false;
  // No edge touches the box: the box is wholly inside the polygon or wholly outside it (its ring, the chain: no
  // polygon object made, none of a gesture's pending shapes).
  return pointInRing(chain, left, top, w.fillRuleOf(item));
}

/**
 * `boxRule` for a circle: contained when `center ± radius` lies in the box
 * exactly (not as rounded); touching when its box meets the box and the disk
 * meets it (`circleRectHit`'s rule), and for an outline when the box is not
 * wholly inside the open disk.
 */
function circleBoxRule(w: WorldImpl, item: number, box: QueryBox): boolean {
  const { left, top, right, bottom } = box;
  const d = w.data[CIRCLE_KIND];
  const i = circleAt(item);
  const cx = d[i]!;
  const cy = d[i + 1]!;
  const r = d[i + 2]!;
  if (box.contains) return atLeastApart(cx, left, r) && atLeastApart(right, cx, r) && atLeastApart(cy, top, r) && atLeastApart(bottom, cy, r);
  // Boxes apart (the circle's box as `boxOf` rounds it): no shape point in the box.
  if (cx - r > right || cx + r < left || cy - r > bottom || cy + r < top) return false;
  // The disk meets the box (circleRectHit's rule) …
  if (!(distanceToRectXY(cx, cy, left, top, box.width, box.height) <= r)) return false;
  if (!box.outlines && w.isFilled(item)) return true;
  // … and, for an outline, the box is not wholly inside the open disk (its farthest corner not nearer than r).
  const fx = Math.max(cx - left, right - cx);
  const fy = Math.max(cy - top, bottom - cy);
  return Math.sqrt(fx * fx + fy * fy) >= r;
}
