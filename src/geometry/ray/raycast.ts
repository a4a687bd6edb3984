import { HIT_DISTANCE, HIT_NX, HIT_NY, HIT_RECORD, HIT_X, HIT_Y, loadRay, RAY_RECORD, rayCircleAt, rayRectAt, raySegmentAt } from './rayCores';
import { rayMissesRotatedRect, rayQuadAt } from './rayQuad';
import { writeCornerChain } from '../shapes/rotatedRect';
import type { Circle, Ray, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';
import { assertRay } from '../shapes/validate';

/**
 * Ray casts against one shape: where a ray first meets a wall (segment), a
 * circle or a rect, as in the article “Simulating a 2D lidar: segment
 * intersection” (2D Lidarのシミュレーション - 線分交差判定), whose lidar rays are
 * segments of limited range blocked by walls and circles.
 *
 * Coordinates are scene units, y down. `maxDistance` is in scene units along
 * the ray (≥ 0, `Infinity` for no limit): a hit farther than it is a miss, a
 * hit at exactly it counts. The result's `distance` is in scene units, not in
 * units of the direction's length; its `normal` is unit length and faces the
 * ray (`normal · direction ≤ 0`).
 *
 * **Closed shapes, and where we differ from the article.** The article treats
 * a touch at a wall's end as no intersection (`0 < s < 1`, open intervals). In
 * a closed room of walls that lets a ray aimed exactly at a corner pass between
 * the two walls and escape. Here every shape is closed: a ray through a wall's
 * endpoint hits it; a ray aimed at a corner two walls share hits both, at the
 * same distance; a ray starting on a wall hits it at distance 0; a ray running
 * along a wall (collinear) hits its nearest point (distance 0 if it starts on
 * it), with the normal `−direction`. Whether a ray meets a segment (or a rect's
 * edge) is decided exactly, with the exact orientation predicate the segment
 * queries use, so these ties are answered the same way every time and at any
 * offset or scale.
 *
 * **Exact points.** Where a ray crosses a wall or a rect's edge inside it, the
 * crossing is computed exactly and rounded once: the point within 1 ulp of the
 * exact crossing and `distance` within 1 ulp of the exact distance, at any
 * angle (a ray grazing a wall at 10⁻¹⁴ rad included) and any offset. Where it
 * passes through an endpoint, the point is that endpoint. (The plain formula
 * `cross(a − o, w) / cross(u, w)` loses about `log₂(1/sin θ)` bits at an angle
 * θ between ray and wall.) Circles are solved in floating point.
 *
 * The inner functions trust their input (already-valid shapes, as every
 * geometry query); `ray` and the `raycast…` functions check the ray and
 * `maxDistance` and throw `RangeError` naming them.
 */

/** A ray's hit on one shape: scene units along the ray, the point, and the unit normal facing the ray. */
export interface RaycastHit {
  readonly distance: number;
  readonly point: Vec2;
  readonly normal: Vec2;
}

/**
 * The ray, hit and shape records of the `raycast…` functions: module-level
 * scratch, filled and read inside one call, which calls no user code.
 */
const RAY = new Float64Array(RAY_RECORD);
const HIT = new Float64Array(HIT_RECORD);
const SHAPE = new Float64Array(4);
/** A rotated rect's corners as a closed chain (scratch, as the records above). */
const CORNERS = new Float64Array(10);

/**
 * A ray from `origin` along `direction` (any nonzero length: only its direction
 * matters). Returns a new frozen `{ origin, direction }`.
 *
 * @throws TypeError when a point is not a `{ x, y }` of numbers
 * @throws RangeError when a coordinate is not finite, or the direction is `(0, 0)`
 */
export function ray(origin: Vec2, direction: Vec2): Ray {
  assertRay({ origin, direction }, 'ray'); // names 'ray.origin', 'ray.direction'
  return Object.freeze({
    origin: Object.freeze({ x: origin.x, y: origin.y }),
    direction: Object.freeze({ x: direction.x, y: direction.y }),
  });
}

/** The hit in `HIT` as a new result. */
function result(): RaycastHit {
  return { distance: HIT[HIT_DISTANCE]!, point: { x: HIT[HIT_X]!, y: HIT[HIT_Y]! }, normal: { x: HIT[HIT_NX]!, y: HIT[HIT_NY]! } };
}

/**
 * Where `ray` first meets the closed segment `segment` (a wall), within
 * `maxDistance`; `null` if it does not. See the module notes for ties: an
 * endpoint counts, a ray starting on the wall hits at 0, a collinear ray hits
 * the wall's nearest point with normal `−direction`. A zero-length segment is
 * its point.
 *
 * Source: the article “Simulating a 2D lidar: segment intersection”
 * (2D Lidarのシミュレーション - 線分交差判定), section 1, with closed intervals
 * instead of its open ones.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal }` (scene units; unit normal facing the ray) or `null`
 * @throws RangeError for a zero or non-finite direction or a negative / NaN `maxDistance`
 */
export function raycastSegment(ray: Ray, segment: Segment, maxDistance = Infinity): RaycastHit | null {
  loadRay(RAY, ray, maxDistance);
  SHAPE[0] = segment.start.x;
  SHAPE[1] = segment.start.y;
  SHAPE[2] = segment.end.x;
  SHAPE[3] = segment.end.y;
  return raySegmentAt(RAY, SHAPE, 0, HIT) === 1 ? result() : null;
}

/**
 * Where `ray` first meets the circle `circle` (a closed disk), within
 * `maxDistance`; `null` if it does not. From outside: the entry point, with the
 * outward normal; a tangent ray hits at its touching point. **A ray that starts
 * inside (or on) the circle reports its exit point**, with the inward normal
 * (so the normal still faces the ray); starting on the circle and heading out
 * gives distance 0. A zero-radius circle is its centre (normal `−direction`).
 * Decided in floating point: a tangent counts when the rounded distance of the
 * centre from the ray's line is at most the radius.
 *
 * Source: the article “Simulating a 2D lidar: segment intersection”
 * (2D Lidarのシミュレーション - 線分交差判定), section 2 (the intersection nearest the
 * ray's origin), solved in the stable form relative to the centre.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal }` or `null`
 * @throws RangeError for a zero or non-finite direction or a negative / NaN `maxDistance`
 */
export function raycastCircle(ray: Ray, circle: Circle, maxDistance = Infinity): RaycastHit | null {
  loadRay(RAY, ray, maxDistance);
  SHAPE[0] = circle.center.x;
  SHAPE[1] = circle.center.y;
  SHAPE[2] = circle.radius;
  return rayCircleAt(RAY, SHAPE, 0, HIT) === 1 ? result() : null;
}

/**
 * Where `ray` first meets the boundary of the closed axis-aligned rect `rect`,
 * within `maxDistance`; `null` if it does not. From outside: the entry point.
 * **A ray that starts inside reports its exit point**; one that starts on the
 * boundary hits at 0. The normal is the axis normal of the edge hit, facing the
 * ray; at a corner (two edges at the same distance) the edge the ray meets more
 * squarely, then the first of top, right, bottom, left. Each edge is decided
 * exactly, so a ray through a corner hits. A zero-size rect is its corner.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal }` or `null`
 * @throws RangeError for a zero or non-finite direction or a negative / NaN `maxDistance`
 */
export function raycastRect(ray: Ray, rect: Rect, maxDistance = Infinity): RaycastHit | null {
  loadRay(RAY, ray, maxDistance);
  SHAPE[0] = rect.x;
  SHAPE[1] = rect.y;
  SHAPE[2] = rect.width;
  SHAPE[3] = rect.height;
  return rayRectAt(RAY, SHAPE, 0, HIT) === 1 ? result() : null;
}

/**
 * Where `ray` first meets the boundary of the closed rotated rect `r`, within
 * `maxDistance`; `null` if it does not. The rotated rect is the quadrilateral of
 * its corners (`rotatedRectCorners`), and each of its four edges is decided
 * exactly as `raycastSegment` decides a wall (a ray through a corner hits; the
 * crossing point within 1 ulp of the exact one), so the answer is the one
 * `castRay` gives for the same quadrilateral as a polygon in a world. From
 * outside: the entry point; **from inside: the exit point**; starting on the
 * boundary: distance 0. At equal distances (a corner) the first edge in corner
 * order (edge k from corner k to corner k + 1) gives the normal, which faces
 * the ray. A zero-size rotated rect is its centre. Fast, with the same
 * answers: a slab test in the rect's own frame rejects most misses without its
 * corners (`rayMissesRotatedRect`), then the corners' sides of the ray's line
 * pick the one edge that can answer (`rayQuadAt`), so one exact crossing is
 * computed instead of two; the ties (a ray through a corner or along an edge)
 * take all four edges as before.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal }` or `null`
 * @throws RangeError for a zero or non-finite direction or a negative / NaN `maxDistance`
 */
export function raycastRotatedRect(ray: Ray, r: RotatedRect, maxDistance = Infinity): RaycastHit | null {
  loadRay(RAY, ray, maxDistance);
  if (rayMissesRotatedRect(RAY, r)) return null;
  writeCornerChain(r, CORNERS);
  return rayQuadAt(RAY, CORNERS, HIT) === 1 ? result() : null;
}
