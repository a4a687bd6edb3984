import { SNAP_INTERSECTION } from './snapKinds';
import { circleOf, offerTarget, segmentOf, type OutlinePiece, type SnapQuery } from './snapQuery';
import { intersectCircleCircle } from '../intersect/circleCircle';
import { intersectSegmentCircle } from '../intersect/segmentCircle';
import { intersectSegmentSegment } from '../intersect/segmentSegment';
import { itemTag, RECT_KIND } from '../world/itemCode';

/**
 * The `intersection` snap targets: where the outline pieces near the query
 * point cross or touch, by `intersectSegmentSegment`, `intersectSegmentCircle`
 * and `intersectCircleCircle` (exact for segments: an end lying on the other
 * segment is that end exactly); for collinear overlapping pieces, the
 * overlap's two ends.
 */

/** Two pieces of one shape never offered as crossing each other: neighbours in a chain (they share a vertex), a rect's sides. */
function adjacent(a: OutlinePiece, b: OutlinePiece): boolean {
  if (a.item !== b.item) return false;
  if (a.edges === 0 || itemTag(a.item) === RECT_KIND) return true; // a segment or circle with itself; a rect's sides never cross
  const gap = Math.abs(a.edge - b.edge);
  return gap <= 1 || (a.closed && gap === a.edges - 1);
}

/** Where the pieces near the point cross or touch, pair by pair. */
export function intersections(q: SnapQuery): void {
  const pieces = q.pieces;
  for (let i = 0; i < pieces.length; i++) {
    if (pieces[i]!.point) continue;
    for (let j = i + 1; j < pieces.length; j++) {
      let a = pieces[i]!;
      let b = pieces[j]!;
      if (b.point || adjacent(a, b)) continue;
      // In a fixed order (the shape inserted first, then the lower edge), so the point does not depend on the grid's.
      const swap = a.item === b.item ? a.edge > b.edge : q.w.order[a.item]! > q.w.order[b.item]!;
      if (swap) [a, b] = [b, a];
      const items = a.item === b.item ? [a.item] : [a.item, b.item];
      if (!a.circle && !b.circle) {
        const x = intersectSegmentSegment(segmentOf(a), segmentOf(b));
        if (x.kind === 'point') offerTarget(q, SNAP_INTERSECTION, x.point.x, x.point.y, items);
        else if (x.kind === 'overlap') {
          offerTarget(q, SNAP_INTERSECTION, x.start.x, x.start.y, items);
          offerTarget(q, SNAP_INTERSECTION, x.end.x, x.end.y, items.slice());
        }
      } else if (a.circle && b.circle) {
        const x = intersectCircleCircle(circleOf(a), circleOf(b));
        if (x.kind === 'points') for (const p of x.points) offerTarget(q, SNAP_INTERSECTION, p.x, p.y, items.slice());
      } else {
        const s = a.circle ? b : a;
        const c = a.circle ? a : b;
        for (const p of intersectSegmentCircle(segmentOf(s), circleOf(c))) offerTarget(q, SNAP_INTERSECTION, p.point.x, p.point.y, items.slice());
      }
    }
  }
}
