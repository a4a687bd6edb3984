import { crossingsAt } from './segmentCircleRecord';
import { SEGMENT_CIRCLE_INTERSECTION_STRIDE } from '../batch/packed';
import { clearOfDisk } from '../hit/segmentCircle';
import type { Circle, Segment, SegmentPoint } from '../shapes/types';

/**
 * Segment against circle: where a closed segment crosses a circumference.
 * Source: article “Simulating a 2D lidar: segment intersection”
 * (2D Lidarのシミュレーション) (the quadratic in the segment parameter). The
 * steps are those of the batch form (`clearOfDisk`, then
 * `segmentCircleRecord.ts`), so the two agree to the bit.
 */

/**
 * The segment and circle (`[sx, sy, ex, ey, cx, cy, radius]`) and the record the
 * object API hands to the record's steps (module-level scratch: filled and read
 * in one synchronous call that runs no user code).
 */
const INPUT = new Float64Array(7);
const RECORD = new Float64Array(SEGMENT_CIRCLE_INTERSECTION_STRIDE);
/** The "no crossing" answer, shared and frozen, so a segment away from the disk allocates nothing. */
const NO_CROSSINGS: readonly SegmentPoint[] = Object.freeze([]);

/**
 * Where the closed segment crosses or touches the circle's circumference.
 * Article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) solves the quadratic in the segment
 * parameter and keeps the root nearest the ray's origin, excluding its
 * boundaries; hitkit returns every crossing of the closed segment, nearest first.
 *
 * Numerics: everything is computed relative to the centre. The roots along the
 * segment come from the foot of the perpendicular and the half chord
 * `√((r − h)(r + h))`, in the stable form (the larger root `q = p + sign(p)·half`,
 * the smaller `c/q` with `c = (|f| − r)(|f| + r)`), so neither cancels. Which
 * roots exist is decided from the endpoints' sides of the circle (inside, on,
 * outside), so an endpoint exactly on the circle is returned exactly with
 * `t = 0` or `1`, and a line whose distance from the centre equals the radius
 * within rounding (`16·ε` times the size of the numbers) is a tangent: one point.
 *
 * Degenerate input: a zero-length segment is its point (returned when it lies
 * exactly on the circle); a zero-radius circle is its centre (returned when the
 * segment passes through it, within the tangent tolerance).
 *
 * Speed: a segment clearly away from the disk (beyond it on one side, or its
 * squared distance from the centre beyond the radius, each by a margin far
 * above rounding) is answered before any square root is taken, with one
 * shared frozen empty array: nothing is allocated. The same steps run in
 * `intersectSegmentCircleBatch`, which gives the same answer, bit for bit.
 *
 * @param segment - a valid segment, scene units (not re-checked)
 * @param circle - a valid circle (not re-checked)
 * @returns 0, 1 or 2 `{ point, t }` sorted by `t` from the segment's start; a
 *   segment inside the disk, or one that misses it, gives an empty array (one
 *   shared frozen array: copy it before you change it). Never a point of the
 *   infinite line outside the segment.
 */
export function intersectSegmentCircle(segment: Segment, circle: Circle): readonly SegmentPoint[] {
  const sx = segment.start.x;
  const sy = segment.start.y;
  const ex = segment.end.x;
  const ey = segment.end.y;
  const cx = circle.center.x;
  const cy = circle.center.y;
  const radius = circle.radius;
  // The common case, a segment clearly away from the disk: a few comparisons.
  if (clearOfDisk(sx, sy, ex, ey, cx, cy, radius)) return NO_CROSSINGS;
  const input = INPUT;
  input[0] = sx;
  input[1] = sy;
  input[2] = ex;
  input[3] = ey;
  input[4] = cx;
  input[5] = cy;
  input[6] = radius;
  return nearCrossings();
}

/** {@link intersectSegmentCircle} for the segment and circle in `INPUT`. */
function nearCrossings(): readonly SegmentPoint[] {
  const r = RECORD;
  const count = crossingsAt(INPUT, 0, INPUT, 4, r, 0);
  if (count === 0) return NO_CROSSINGS;
  const first: SegmentPoint = { point: { x: r[1]!, y: r[2]! }, t: r[3]! };
  if (count === 1) return [first];
  return [first, { point: { x: r[4]!, y: r[5]! }, t: r[6]! }];
}
