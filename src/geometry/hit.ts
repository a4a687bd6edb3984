import { segmentDistanceSquared } from './distance';
import type { Circle, Segment } from './types';

/**
 * Boolean hit tests on closed shapes: touching counts.
 *
 * They take already-valid shapes (see `shapes.ts`) and do not re-check them.
 */

/**
 * Does the closed segment touch the closed disk?
 *
 * Sources: article `000_e7c7224ea5d02438.txt` (the same question as a quadratic
 * inequality in the segment parameter s; its examples: the disk `(0,0)`, r = 10
 * is hit by `(10,0)–(0,10)` and missed by `(15,0)–(0,15)`) and article
 * `001_dce494016c63ac41.txt` (cross product for the distance to the carrier line,
 * dot products for whether the foot falls inside the segment, then the endpoints;
 * y down). Computed here by clamped projection of the centre onto the segment,
 * relative to the centre, which needs no square root of a discriminant and no
 * case split, and holds at coordinates around 1e9.
 *
 * Ties and degenerate input:
 * - touching counts: a tangent segment, or an endpoint exactly on the circle, hits;
 * - a zero-length segment is its point (hits when the point is in the disk);
 *   a zero-radius circle is its centre (hit when the segment passes through it).
 *   Article 000 answers "no hit" for both; hitkit takes article 003's reading
 *   because an editor creates such shapes mid-gesture;
 * - the answer equals `distanceToSegment(circle.center, segment) - circle.radius <= tolerance`
 *   bit for bit (both use one squared-distance computation), so a hit test and a
 *   displayed gap never disagree.
 *
 * @param segment - valid segment, scene units (not re-checked)
 * @param circle - valid circle, radius >= 0 (not re-checked)
 * @param tolerance - extra reach added to the radius, scene units (default 0). A
 *   negative tolerance shrinks the disk; when `radius + tolerance < 0` nothing hits.
 * @returns `true` when some point of the segment is within `radius + tolerance`
 *   of the centre
 */
export function segmentCircleHit(segment: Segment, circle: Circle, tolerance = 0): boolean {
  const reach = circle.radius + tolerance;
  if (!(reach >= 0)) return false;
  return Math.sqrt(segmentDistanceSquared(segment, circle.center.x, circle.center.y)) <= reach;
}
