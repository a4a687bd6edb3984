import { normalisedPosition, readBothSides, readMaxDepth, type CircleLineContactOptions, type Contact } from './contact';
import { CONTACT_STRIDE } from '../batch/packed';
import type { Circle, Line } from '../shapes/types';
import { length as vectorLength } from '../shapes/vec';

/**
 * A circle against an infinite line, article “Correcting a circle sunk into a
 * line” (直線に埋まった円を補正する): the maths once, as a record
 * (`circleLineContactInto`), which the object API reads and the batch API
 * writes for every line.
 */

/** The record `circleLineContact` reads its result from (module-level scratch: filled and read in one synchronous call). */
const RECORD = new Float64Array(CONTACT_STRIDE);

/**
 * A circle against an infinite line (a wall), article “Correcting a circle sunk into a line” (直線に埋まった円を補正する).
 *
 * The signed distance of the centre is measured along the line's unit normal
 * (for `lineThrough(a, b)`, `perp(normalize(b − a))`, so it equals the article's
 * `abn.cross(ac)`); `t = distance / radius`; the foot is `center − n·distance`.
 *
 * - `sides: 'front'` (default): penetrating when `t < 1`; pushed along `n` by
 *   `radius − distance` (`(1 − t)·radius`), to the front however deep.
 * - `sides: 'both'`: penetrating when `|t| < 1`; pushed along `±n`, the side the
 *   centre is on, by `radius − |distance|`. A centre exactly on the line goes to
 *   the front (the article's code, `distance.positive? ? 1 : -1`, sends it to the
 *   back; hitkit keeps one rule with `'front'`).
 * - `maxDepth`: deeper penetration is ignored. The article's "only up to the
 *   radius" variant (`(0...1).cover?(t)`) is `{ sides: 'front', maxDepth: radius }`.
 *
 * Article 002's worked numbers (one-sided `a = (640, 360)`, `b = (160, 280)`,
 * centre `(400, 244)`, r = 128): signed distance 74.96593821124291, t
 * 0.5856713922753353, resolved centre (408.7187460507614, 191.68752369543154),
 * foot (387.6756756756757, 317.94594594594594).
 *
 * @param circle - a valid circle (not re-checked)
 * @param line - a valid line (not re-checked); its coefficients need not be normalised
 * @param options - `{ sides?: 'front' | 'both'; maxDepth?: number }`
 * @throws RangeError for an unknown `sides` or a `maxDepth` that is negative or NaN
 */
export function circleLineContact(circle: Circle, line: Line, options?: CircleLineContactOptions): Contact {
  const maxDepth = readMaxDepth(options);
  const both = readBothSides(options);
  const r = RECORD;
  circleLineContactInto(circle.center.x, circle.center.y, circle.radius, line.a, line.b, line.c, both, maxDepth, r, 0);
  return {
    penetrating: r[0] === 1,
    signedDistance: r[1]!,
    t: r[2]!,
    depth: r[3]!,
    normal: { x: r[4]!, y: r[5]! },
    foot: { x: r[6]!, y: r[7]! },
    pushOut: { x: r[8]!, y: r[9]! },
    resolvedCenter: { x: r[10]!, y: r[11]! },
  };
}

/**
 * A circle `(cx, cy)`, `radius` against the line `a·x + b·y + c = 0`, written as
 * a record of `CONTACT_STRIDE` numbers at `out[o]`: `[penetrating (1 or 0),
 * signedDistance, t, depth, normalX, normalY, footX, footY, pushOutX, pushOutY,
 * resolvedX, resolvedY]`. `both` is `sides: 'both'`; `maxDepth` is already
 * checked. The one computation of the circle–line contact: `circleLineContact`
 * reads its result from this record and `circleLineContactBatch` writes one per
 * line, so the two agree bit for bit. @internal
 */
export function circleLineContactInto(
  cx: number,
  cy: number,
  radius: number,
  a: number,
  b: number,
  c: number,
  both: boolean,
  maxDepth: number,
  out: Float64Array,
  o: number,
): void {
  const length = vectorLength(a, b);
  const nx = a / length;
  const ny = b / length;
  // The same numbers as signedDistanceToLine and closestPointOnLine.
  const signedDistance = (a * cx + b * cy + c) / length;
  let normalX = nx + 0;
  let normalY = ny + 0;
  let distance = signedDistance;
  if (both) {
    if (signedDistance < 0) {
      normalX = -normalX + 0;
      normalY = -normalY + 0;
    }
    distance = Math.abs(signedDistance);
  }
  const depth = radius - distance;
  out[o + 1] = signedDistance;
  out[o + 2] = normalisedPosition(signedDistance, radius);
  out[o + 4] = normalX;
  out[o + 5] = normalY;
  out[o + 6] = cx - nx * signedDistance;
  out[o + 7] = cy - ny * signedDistance;
  // One branch on penetration (it is as likely as not), not one per field.
  if (depth > 0 && depth <= maxDepth) {
    const pushX = normalX * depth;
    const pushY = normalY * depth;
    out[o] = 1;
    out[o + 3] = depth;
    out[o + 8] = pushX;
    out[o + 9] = pushY;
    out[o + 10] = cx + pushX;
    out[o + 11] = cy + pushY;
  } else {
    out[o] = 0;
    out[o + 3] = 0;
    out[o + 8] = 0;
    out[o + 9] = 0;
    out[o + 10] = cx;
    out[o + 11] = cy;
  }
}
