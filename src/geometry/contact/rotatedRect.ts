import { circlePolygonContact, type Contact, type ContactOptions } from './contact';
import { segmentSegmentDistance } from '../distance/shapeToShape';
import { polygonPolygonHit } from '../hit/polygon';
import { rotatedRectCorners } from '../shapes/rotatedRect';
import type { Circle, Rect, RotatedRect, Vec2 } from '../shapes/types';

/**
 * Contacts of rotated rects: a circle pushed out of a rotated rect, and rects
 * (axis-aligned or rotated) pushed out of each other by the minimum translation
 * of the separating axis test. A rotated rect is the quadrilateral of its
 * corners (`rotatedRectCorners`). Scene units, y down; the shapes are valid
 * (not re-checked).
 */

/**
 * A rect or rotated rect (`S`) pushed out of a rotated rect or rect: the
 * minimum translation. The shape of `RectContact`, with a normal along any of
 * the four axes of the two rects.
 */
export interface RotatedRectContact<S> {
  /** Whether the shapes overlap with positive depth on every axis (touching is not penetrating). */
  readonly penetrating: boolean;
  /** Penetrating: minus the depth. Apart: the distance between them (0 touching). Scene units. */
  readonly signedDistance: number;
  /** The push-out's length: the smallest overlap over the four axes, 0 when not penetrating. */
  readonly depth: number;
  /** The unit axis `a` is pushed along, away from `b` (not penetrating: the axis that separates them best). */
  readonly normal: Vec2;
  /** `normal · depth`; `(0, 0)` when not penetrating. */
  readonly pushOut: Vec2;
  /** `a` moved by `pushOut` (touching `b` up to rounding). */
  readonly resolved: S;
}

/**
 * A circle against a closed rotated rect (a solid box): `circlePolygonContact`
 * on its corners. Centre outside: pushed straight away from the nearest point;
 * centre inside or on the boundary: out through the nearest edge (the first in
 * corner order on a tie), by the distance to it plus the radius.
 * `signedDistance` is negative inside. Generalises article “Correcting a circle
 * sunk into a line” (直線に埋まった円を補正する)'s push-out to a turned box.
 *
 * @param circle - a valid circle (not re-checked)
 * @param r - a valid rotated rect (not re-checked)
 * @param options - `{ maxDepth?: number }`
 * @throws RangeError for a `maxDepth` that is negative or NaN
 */
export function circleRotatedRectContact(circle: Circle, r: RotatedRect, options?: ContactOptions): Contact {
  return circlePolygonContact(circle, { points: rotatedRectCorners(r) }, options);
}

/** A box for the separating axis test: its corners, centre and two unit axes. */
interface Box {
  readonly corners: readonly Vec2[];
  readonly cx: number;
  readonly cy: number;
  readonly axes: readonly Vec2[];
}

function rectBox(r: Rect): Box {
  const right = r.x + r.width;
  const bottom = r.y + r.height;
  const corners = [
    { x: r.x, y: r.y },
    { x: right, y: r.y },
    { x: right, y: bottom },
    { x: r.x, y: bottom },
  ];
  return { corners, cx: r.x + r.width / 2, cy: r.y + r.height / 2, axes: [AXIS_X, AXIS_Y] };
}

const AXIS_X: Vec2 = Object.freeze({ x: 1, y: 0 });
const AXIS_Y: Vec2 = Object.freeze({ x: 0, y: 1 });

function rotatedBox(r: RotatedRect): Box {
  const c = Math.cos(r.rotation);
  const s = Math.sin(r.rotation);
  return {
    corners: rotatedRectCorners(r),
    cx: r.center.x,
    cy: r.center.y,
    axes: [
      { x: c, y: s },
      { x: -s + 0, y: c },
    ],
  };
}

/** The corners' extent along `n`: [min, max]. */
function extent(corners: readonly Vec2[], n: Vec2): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of corners) {
    const d = p.x * n.x + p.y * n.y;
    if (d < lo) lo = d;
    if (d > hi) hi = d;
  }
  return [lo, hi];
}

/** The distance between the boxes' boundaries: the least over their edge pairs (apart boxes only). */
function gap(a: Box, b: Box): number {
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const sa = { start: a.corners[i]!, end: a.corners[(i + 1) & 3]! };
    for (let j = 0; j < 4; j++) best = Math.min(best, segmentSegmentDistance(sa, { start: b.corners[j]!, end: b.corners[(j + 1) & 3]! }));
  }
  return best;
}

/**
 * The separating axis test on the four axes of the two boxes: the smallest
 * push of `a` out of `b` (the first axis, `a`'s then `b`'s, on a tie; along a
 * tied axis towards the side `a`'s centre is on, +axis when level).
 */
function minimumTranslation(a: Box, b: Box): { depth: number; normal: Vec2 } {
  let depth = Infinity;
  let normal: Vec2 = AXIS_X;
  for (const n of [...a.axes, ...b.axes]) {
    const [minA, maxA] = extent(a.corners, n);
    const [minB, maxB] = extent(b.corners, n);
    const plus = maxB - minA; // move a by +n this much
    const minus = maxA - minB; // or by −n this much
    const level = (a.cx - b.cx) * n.x + (a.cy - b.cy) * n.y;
    const towardsPlus = plus < minus || (plus === minus && level >= 0);
    const push = towardsPlus ? plus : minus;
    if (push < depth) {
      depth = push;
      normal = towardsPlus ? { x: n.x + 0, y: n.y + 0 } : { x: -n.x + 0, y: -n.y + 0 };
    }
  }
  return { depth, normal };
}

function contactOf<S>(a: Box, b: Box, moved: (dx: number, dy: number) => S): RotatedRectContact<S> {
  const { depth, normal } = minimumTranslation(a, b);
  if (depth > 0) {
    const pushOut = { x: normal.x * depth + 0, y: normal.y * depth + 0 };
    return { penetrating: true, signedDistance: -depth, depth, normal, pushOut, resolved: moved(pushOut.x, pushOut.y) };
  }
  const touching = polygonPolygonHit({ points: a.corners }, { points: b.corners });
  return { penetrating: false, signedDistance: touching ? 0 : gap(a, b), depth: 0, normal, pushOut: { x: 0, y: 0 }, resolved: moved(0, 0) };
}

const movedRotated = (r: RotatedRect) => (dx: number, dy: number) => ({
  center: { x: r.center.x + dx, y: r.center.y + dy },
  width: r.width,
  height: r.height,
  rotation: r.rotation,
});

/**
 * The rotated rect `a` pushed out of the rotated rect `b` by the minimum
 * translation (separating axis test on the four axes of the two rects: the
 * axis of the smallest overlap, `a`'s axes first on a tie). Overlap or touch is
 * decided on the corner quadrilaterals; `signedDistance` is minus the depth
 * when they overlap, else the distance between them (0 touching).
 */
export function rotatedRectRotatedRectContact(a: RotatedRect, b: RotatedRect): RotatedRectContact<RotatedRect> {
  return contactOf(rotatedBox(a), rotatedBox(b), movedRotated(a));
}

/** The axis-aligned rect `a` pushed out of the rotated rect `b` (as `rotatedRectRotatedRectContact`); `resolved` is a rect. */
export function rectRotatedRectContact(a: Rect, b: RotatedRect): RotatedRectContact<Rect> {
  return contactOf(rectBox(a), rotatedBox(b), (dx, dy) => ({ x: a.x + dx, y: a.y + dy, width: a.width, height: a.height }));
}

/** The rotated rect `a` pushed out of the axis-aligned rect `b` (as `rotatedRectRotatedRectContact`). */
export function rotatedRectRectContact(a: RotatedRect, b: Rect): RotatedRectContact<RotatedRect> {
  return contactOf(rotatedBox(a), rectBox(b), movedRotated(a));
}
