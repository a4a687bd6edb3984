import { intersectSegmentPolygon } from './polygon';
import type { SegmentRectIntersection } from './segmentRect';
import { pointInPolygon, segmentPolygonHit } from '../hit/polygon';
import { cornerPolygon } from '../shapes/rotatedRect';
import type { RotatedRect, Segment, SegmentPoint } from '../shapes/types';

/** Segment against a rotated rect: where a closed segment enters and leaves it. */

/**
 * Where the closed segment enters and leaves the closed rotated rect: the same
 * result as `intersectSegmentRect` (`{ kind: 'none' }`, or `{ kind: 'clip',
 * entry, exit, startInside, endInside }` with `entry.t <= exit.t`). The rotated
 * rect is the quadrilateral of its corners (`rotatedRectCorners`); whether they
 * meet is decided exactly (`segmentPolygonHit`), and each crossing of an edge
 * is `intersectSegmentSegment`'s (exact decision, the point within 1 ulp of the
 * exact crossing). A segment end inside is the end itself (`t = 0` or `1`); a
 * segment through a corner or along an edge touches (`entry` and `exit` the
 * ends of the shared piece). Degenerate input: a zero-length segment is its
 * point; a zero-size rotated rect its centre, a zero-width or zero-height one a
 * segment.
 *
 * @param segment - a valid segment (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 * @returns `{ kind: 'none' }` or `{ kind: 'clip', entry, exit, startInside, endInside }`
 */
export function intersectSegmentRotatedRect(segment: Segment, r: RotatedRect): SegmentRectIntersection {
  const quad = cornerPolygon(r);
  if (!segmentPolygonHit(segment, quad)) return { kind: 'none' };
  const { start, end } = segment;
  const crossings = intersectSegmentPolygon(segment, quad);
  if (start.x === end.x && start.y === end.y) {
    // A zero-length segment is its point: entry = exit at t = 0; strictly inside when it is on no edge.
    const at: SegmentPoint = { point: { x: start.x, y: start.y }, t: 0 };
    const inside = crossings.length === 0;
    return { kind: 'clip', entry: at, exit: at, startInside: inside, endInside: inside };
  }
  const first = crossings[0];
  const last = crossings[crossings.length - 1];
  const startIn = pointInPolygon(start, quad);
  const endIn = pointInPolygon(end, quad);
  // A crossing at t = 0 (or 1) means that end is on the boundary: inside, but not strictly.
  const startInside = startIn && !(first !== undefined && first.t === 0);
  const endInside = endIn && !(last !== undefined && last.t === 1);
  const entry: SegmentPoint = startIn || first === undefined ? { point: { x: start.x, y: start.y }, t: 0 } : { point: first.point, t: first.t };
  const exit: SegmentPoint = endIn || last === undefined ? { point: { x: end.x, y: end.y }, t: 1 } : { point: last.point, t: last.t };
  return { kind: 'clip', entry, exit, startInside, endInside };
}
