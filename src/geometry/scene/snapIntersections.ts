import { SNAP_INTERSECTION } from './snapKinds';
import { circleOf, offerTarget, segmentOf, type OutlinePiece, type SnapQuery } from './snapQuery';
import { intersectCircleCircle } from '../intersect/circleCircle';
import { intersectSegmentCircle } from '../intersect/segmentCircle';
import { intersectNearAt, OVERLAP, packSegmentPair, POINT } from '../intersect/segmentSegmentRecord';
import { SEGMENT_INTERSECTION_STRIDE } from '../batch/packed';
import { boxesApartXY } from '../hit/segmentTouch';
import { itemTag, RECT_KIND } from '../world/itemCode';

/**
 * The `intersection` snap targets: where the outline pieces near the query
 * point cross or touch, by `intersectSegmentSegment`, `intersectSegmentCircle`
 * and `intersectCircleCircle` (exact for segments: an end lying on the other
 * segment is that end exactly); for collinear overlapping pieces, the
 * overlap's two ends. Two segment pieces take `intersectSegmentSegment`'s own
 * steps on their numbers (its box test, then `intersectNearAt` into a record),
 * so a pair of segments that do not meet allocates nothing.
 */

/**
 * The two segment pieces and the record of their intersection (module-level
 * scratch: filled and read within one pair's step, which runs no user code).
 */
const PAIR = new Float64Array(8);
const RECORD = new Float64Array(SEGMENT_INTERSECTION_STRIDE);

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
      if (a.item === b.item ? a.edge > b.edge : q.w.order[a.item]! > q.w.order[b.item]!) {
        const first = b;
        b = a;
        a = first;
      }
      if (!a.circle && !b.circle) segmentPair(q, a, b);
      else if (a.circle && b.circle) {
        const x = intersectCircleCircle(circleOf(a), circleOf(b));
        if (x.kind === 'points') for (const p of x.points) offerTarget(q, SNAP_INTERSECTION, p.x, p.y, a.item, b.item);
      } else {
        const s = a.circle ? b : a;
        const c = a.circle ? a : b;
        for (const p of intersectSegmentCircle(segmentOf(s), circleOf(c))) offerTarget(q, SNAP_INTERSECTION, p.point.x, p.point.y, a.item, b.item);
      }
    }
  }
}

/** The targets of two segment pieces (`a` first): `intersectSegmentSegment`'s point, or an overlap's two ends. */
function segmentPair(q: SnapQuery, a: OutlinePiece, b: OutlinePiece): void {
  if (boxesApartXY(a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by)) return;
  packSegmentPair(PAIR, a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by);
  const code = intersectNearAt(PAIR, 0, PAIR, 4, RECORD, 0);
  if (code !== POINT && code !== OVERLAP) return;
  // read before offering: the record is scratch
  const x0 = RECORD[1]!;
  const y0 = RECORD[2]!;
  const x1 = RECORD[3]!;
  const y1 = RECORD[4]!;
  offerTarget(q, SNAP_INTERSECTION, x0, y0, a.item, b.item);
  if (code === OVERLAP) offerTarget(q, SNAP_INTERSECTION, x1, y1, a.item, b.item);
}
