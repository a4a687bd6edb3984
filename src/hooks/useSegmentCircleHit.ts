import { closestPointOnSegment, distanceToSegment, intersectSegmentCircle, segmentCircleHit } from '../geometry/index';
import type { Circle, Segment, SegmentPoint, Vec2 } from '../geometry/index';
import { assertCircle, assertFinite, assertSegment } from '../geometry/validate';
import { useFrozenMemo } from './memo';

/** Options of {@link useSegmentCircleHit}. */
export interface SegmentCircleHitOptions {
  /** Extra reach added to the radius, scene units (default 0; may be negative to shrink the disk). */
  readonly tolerance?: number;
}

/** What {@link useSegmentCircleHit} returns: a frozen object, stable while the numbers are unchanged. */
export interface SegmentCircleHitResult {
  /** Does the closed segment touch the closed disk (within `tolerance`)? Touching counts. */
  readonly hit: boolean;
  /**
   * The signed gap `distanceToSegment(circle.center, segment) − circle.radius`, scene
   * units: positive = clearance, 0 = touching, negative = how far the segment is
   * inside the disk. Without tolerance, `distance <= 0` exactly when `hit`. The
   * tolerance is not subtracted.
   */
  readonly distance: number;
  /** The point of the segment nearest the circle's centre. */
  readonly closestPoint: Vec2;
  /**
   * Where the segment crosses the circumference: 0–2 `{ point, t }` sorted by `t`
   * along `start → end` ({@link intersectSegmentCircle}, article 004). Empty for
   * a miss and for a segment wholly inside the disk (which still hits); one
   * point for a tangent or an endpoint on the circle. The tolerance does not apply.
   */
  readonly intersections: readonly SegmentPoint[];
}

/**
 * Hit test of a segment against a circle, as a memoised React hook.
 *
 * Recomputes only when one of the eight numbers (two endpoints, centre, radius)
 * or the tolerance changes: inline object literals with the same numbers return
 * the same result object. Geometry: {@link segmentCircleHit},
 * {@link distanceToSegment}, {@link closestPointOnSegment} and
 * {@link intersectSegmentCircle} (articles `000_e7c7224ea5d02438.txt`,
 * `001_dce494016c63ac41.txt`, `003_3767818ab5c6ffa5.txt`, `004_737919cd1dc52fd2.txt`),
 * y down, with their tie rules: touching counts, a zero-length segment is its
 * point, a zero-radius circle is its centre.
 *
 * @param segment - `{ start, end }`, finite coordinates
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @param options - `{ tolerance }`, a finite number of scene units (default 0)
 * @throws TypeError / RangeError naming the argument, e.g.
 *   `circle.radius must be a finite number >= 0, got -3`
 */
export function useSegmentCircleHit(
  segment: Segment,
  circle: Circle,
  options?: SegmentCircleHitOptions,
): SegmentCircleHitResult {
  assertSegment(segment, 'segment');
  assertCircle(circle, 'circle');
  const tolerance = options?.tolerance ?? 0;
  assertFinite(tolerance, 'options.tolerance');
  const { start, end } = segment;
  const { center, radius } = circle;
  return useFrozenMemo(
    () => ({
      hit: segmentCircleHit(segment, circle, tolerance),
      distance: distanceToSegment(center, segment) - radius,
      closestPoint: closestPointOnSegment(center, segment).point,
      intersections: intersectSegmentCircle(segment, circle),
    }),
    [start.x, start.y, end.x, end.y, center.x, center.y, radius, tolerance],
  );
}
