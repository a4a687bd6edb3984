import { normalisedPosition, readBothSides, readMaxDepth, type CircleLineContactOptions, type Contact } from './contact';
import type { Circle, Line } from '../shapes/types';
import { length as vectorLength } from '../shapes/vec';

/**
 * A circle against an infinite line, article “Correcting a circle sunk into a
 * line” (直線に埋まった円を補正する), in two forms with the same numbers: the
 * `Contact` object (`circleLineContact`) and a record (`circleLineContactInto`,
 * which `circleLineContactBatch` writes for every line), computed alike: the
 * side the circle is pushed to (`pushSide`) and its `t` (`normalisedPosition`)
 * are written once; whether it is pushed (`pushedOut`, written out in the
 * record's branch, see there) and the rest are the same few expressions in
 * each. The batch tests check the two agree bit for bit. (Each of these rules
 * as a function called from the record's loop made the batch 4–20 % slower;
 * these are the ones that cost nothing, measured.)
 *
 * (Why not the object read from the record: the engine then keeps the five
 * objects of a `Contact` that its caller only reads numbers from, and the call
 * ran 2.5 times slower in a bench loop; built from locals, they are dropped.)
 */

/** The way the circle is pushed along the line's unit normal `n`: 1 (to the front), or −1 with `sides: 'both'` and the centre strictly behind; the push normal is `side·n`. */
function pushSide(signedDistance: number, both: boolean): number {
  return both && signedDistance < 0 ? -1 : 1;
}

/** Whether a circle sunk `depth` deep is pushed out: it penetrates (`t < 1`: touching is not penetrating), no deeper than `maxDepth`. */
function pushedOut(depth: number, maxDepth: number): boolean {
  return depth > 0 && depth <= maxDepth;
}

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
  const { a, b, c } = line;
  const cx = circle.center.x;
  const cy = circle.center.y;
  const radius = circle.radius;
  const length = vectorLength(a, b);
  const nx = a / length;
  const ny = b / length;
  const signedDistance = (a * cx + b * cy + c) / length; // the number signedDistanceToLine gives
  const side = pushSide(signedDistance, both);
  const depth = radius - (both ? Math.abs(signedDistance) : signedDistance); // on the push side
  const penetrating = pushedOut(depth, maxDepth);
  const normalX = side * nx + 0;
  const normalY = side * ny + 0;
  const pushX = penetrating ? normalX * depth : 0;
  const pushY = penetrating ? normalY * depth : 0;
  return {
    penetrating,
    signedDistance,
    t: normalisedPosition(signedDistance, radius),
    depth: penetrating ? depth : 0,
    normal: { x: normalX, y: normalY },
    foot: { x: cx - nx * signedDistance, y: cy - ny * signedDistance },
    pushOut: { x: pushX, y: pushY },
    resolvedCenter: { x: penetrating ? cx + pushX : cx, y: penetrating ? cy + pushY : cy },
  };
}

/**
 * {@link circleLineContact} for a circle `(cx, cy)`, `radius` against the line
 * `a·x + b·y + c = 0`, written as a record of `CONTACT_STRIDE` numbers at
 * `out[o]`: `[penetrating (1 or 0), signedDistance, t, depth, normalX, normalY,
 * footX, footY, pushOutX, pushOutY, resolvedX, resolvedY]`. `both` is `sides:
 * 'both'`; `maxDepth` is already checked. @internal
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
  const signedDistance = (a * cx + b * cy + c) / length;
  const side = pushSide(signedDistance, both);
  const depth = radius - (both ? Math.abs(signedDistance) : signedDistance); // on the push side
  const normalX = side * nx + 0;
  const normalY = side * ny + 0;
  out[o + 1] = signedDistance;
  out[o + 2] = normalisedPosition(signedDistance, radius);
  out[o + 4] = normalX;
  out[o + 5] = normalY;
  out[o + 6] = cx - nx * signedDistance;
  out[o + 7] = cy - ny * signedDistance;
  // One branch on penetration (it is as likely as not), not one per field. The condition is
  // pushedOut(depth, maxDepth) written out: through the call the engine branched on its
  // boolean once more, and this loop ran 20 % slower.
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
