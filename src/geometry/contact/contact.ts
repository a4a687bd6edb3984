import { nearestOnCircle, nearestOnRect, nearestOnSegment, type Nearest } from '../distance/nearestFeature';
import { nearestPolygonEdge } from '../distance/polygon';
import { pointInPolygon } from '../hit/polygon';
import { polygonArea } from '../shapes/measure';
import type { Circle, FillRule, Polygon, Rect, Segment, Vec2 } from '../shapes/types';
import { RIGHT, unit } from '../shapes/vec';

/**
 * Contacts: how far a circle has sunk into another shape, and the smallest move
 * (the minimum translation, or push-out, vector) that takes it out. Source:
 * article “Correcting a circle sunk into a line” (直線に埋まった円を補正する) (a circle sunk into a straight line: signed
 * distance by the cross product, penetration depth, normalised position
 * `t = distance / radius`, push-out along the line normal, one- and two-sided),
 * generalised to segments, rects and circles with the same result.
 *
 * The functions take already-valid shapes and do not re-check them; they check
 * their `options` (a `RangeError` names the bad option).
 */

/**
 * A circle's contact with another shape. All lengths in scene units (y down).
 *
 * The circle penetrates when its centre is nearer the shape than its radius
 * (`t < 1`); touching (`t = 1`) is not penetration. After moving the centre to
 * `resolvedCenter` the circle touches the shape and no longer penetrates it.
 */
export interface Contact {
  /** Whether the circle is pushed out: it penetrates, on a side and to a depth the options accept. */
  readonly penetrating: boolean;
  /**
   * Signed distance from the circle's centre to the other shape: to a line, by the
   * line's side (positive in front); to a segment, ≥ 0; to a rect or circle,
   * negative when the centre is inside it.
   */
  readonly signedDistance: number;
  /**
   * Article 002's normalised position `signedDistance / radius`: ≥ 1 apart or
   * touching, in [0, 1) sunk in from the front, < 0 with the centre past the
   * shape. For a zero radius: `±Infinity` by the sign of the distance, `0` on it.
   */
  readonly t: number;
  /** How far the circle must move to come out: `radius − distance` when penetrating, else 0. */
  readonly depth: number;
  /** Unit vector the circle is (or would be) pushed along, away from the shape. */
  readonly normal: Vec2;
  /** The point of the other shape nearest the circle's centre (for a line, the foot of the perpendicular). */
  readonly foot: Vec2;
  /** The push-out (minimum translation) vector, `normal · depth`; `(0, 0)` when not penetrating. */
  readonly pushOut: Vec2;
  /** `center + pushOut`: where the centre goes. The centre itself when not penetrating. */
  readonly resolvedCenter: Vec2;
}

/** Options shared by every contact. */
export interface ContactOptions {
  /**
   * Ignore penetration deeper than this (scene units, ≥ 0; default `Infinity`):
   * such a circle is reported as not penetrating. Article 002's "only up to the
   * radius" variant is `maxDepth: radius`.
   */
  readonly maxDepth?: number | undefined;
}

/** Options of {@link circleLineContact}. */
export interface CircleLineContactOptions extends ContactOptions {
  /**
   * `'front'` (default; article 002's 表のみ, a one-sided wall): the circle is pushed
   * to the front side whenever `t < 1`, however deep, even from behind the line.
   * `'both'` (article 002's 両面対応, a two-sided wall): pushed away on the side its
   * centre is on when `|t| < 1`.
   */
  readonly sides?: 'front' | 'both' | undefined;
}

/** @internal Reads and checks `options.maxDepth` (default `Infinity`). */
export function readMaxDepth(options: ContactOptions | undefined): number {
  const maxDepth = options?.maxDepth ?? Infinity;
  if (typeof maxDepth !== 'number' || !(maxDepth >= 0)) {
    throw new RangeError(`options.maxDepth must be a number >= 0, got ${String(maxDepth)}`);
  }
  return maxDepth;
}

/** @internal Reads and checks `options.sides` (default `'front'`): `true` for `'both'`. */
export function readBothSides(options: CircleLineContactOptions | undefined): boolean {
  const sides = options?.sides ?? 'front';
  if (sides === 'front') return false;
  if (sides === 'both') return true;
  throw new RangeError(`options.sides must be 'front' or 'both', got ${String(sides)}`);
}

/** Article 002's normalised position `t = signedDistance / radius`, kept finite-or-signed-infinite for a zero radius (never NaN). @internal */
export function normalisedPosition(signedDistance: number, radius: number): number {
  if (radius > 0) return signedDistance / radius;
  return signedDistance > 0 ? Infinity : signedDistance < 0 ? -Infinity : 0;
}

/**
 * The contact from the centre's relation to the shape: push along `normal` by
 * `radius − distance`, where `distance` is measured along `normal`'s side.
 */
function contactFrom(circle: Circle, near: Nearest, normal: Vec2, distanceOnNormalSide: number, maxDepth: number): Contact {
  const { center, radius } = circle;
  const depth = radius - distanceOnNormalSide;
  const penetrating = depth > 0 && depth <= maxDepth;
  const pushOut = penetrating ? { x: normal.x * depth, y: normal.y * depth } : { x: 0, y: 0 };
  return {
    penetrating,
    signedDistance: near.signedDistance,
    t: normalisedPosition(near.signedDistance, radius),
    depth: penetrating ? depth : 0,
    normal,
    foot: near.foot,
    pushOut,
    resolvedCenter: penetrating ? { x: center.x + pushOut.x, y: center.y + pushOut.y } : { x: center.x, y: center.y },
  };
}

/**
 * A circle against a closed segment (a two-sided wall with ends): pushed
 * straight away from the segment's point nearest its centre. When the centre is
 * on the segment it goes to the segment's front side (`perp(normalize(end −
 * start))`, as `lineThrough` orients it); a zero-length segment is its point and
 * pushes a circle centred on it to the right, `(1, 0)`. Generalises article
 * “Correcting a circle sunk into a line” (直線に埋まった円を補正する) (whose footnote checks that the foot lies within
 * the segment) to the segment's ends.
 *
 * @param circle - a valid circle (not re-checked)
 * @param segment - a valid segment (not re-checked)
 * @param options - `{ maxDepth?: number }`
 * @throws RangeError for a `maxDepth` that is negative or NaN
 */
export function circleSegmentContact(circle: Circle, segment: Segment, options?: ContactOptions): Contact {
  const maxDepth = readMaxDepth(options);
  const near = nearestOnSegment(circle.center, segment);
  return contactFrom(circle, near, near.normal, near.signedDistance, maxDepth);
}

/**
 * The first circle against the second (which stays put): pushed along the line
 * of centres until the circumferences touch. `signedDistance` is from the first
 * centre to the second circle's circumference (article “Shape classes 3: distance” (図形クラス3「距離」)'s
 * point–circle distance), so the circles overlap when it is below the first
 * radius. Equal centres push the first circle to the right, `(1, 0)`.
 *
 * @param circle - the circle that moves (valid; not re-checked)
 * @param obstacle - the circle it is pushed out of (valid; not re-checked)
 * @param options - `{ maxDepth?: number }`
 * @throws RangeError for a `maxDepth` that is negative or NaN
 */
export function circleCircleContact(circle: Circle, obstacle: Circle, options?: ContactOptions): Contact {
  const maxDepth = readMaxDepth(options);
  const near = nearestOnCircle(circle.center, obstacle);
  return contactFrom(circle, near, near.normal, near.signedDistance, maxDepth);
}

/**
 * A circle against a closed axis-aligned rect (a solid box). Centre outside:
 * pushed straight away from the rect's nearest point. Centre inside or on the
 * boundary: pushed out through the nearest edge (ties: left, right, top, bottom,
 * as `closestPointOnRect`), by the distance to that edge plus the radius.
 * `signedDistance` is article “Shape classes 3: distance” (図形クラス3「距離」)'s point–rectangle
 * distance (negative inside).
 *
 * @param circle - a valid circle (not re-checked)
 * @param rect - a valid rect, y down (not re-checked)
 * @param options - `{ maxDepth?: number }`
 * @throws RangeError for a `maxDepth` that is negative or NaN
 */
export function circleRectContact(circle: Circle, rect: Rect, options?: ContactOptions): Contact {
  const maxDepth = readMaxDepth(options);
  const near = nearestOnRect(circle.center, rect);
  return contactFrom(circle, near, near.normal, near.signedDistance, maxDepth);
}

/**
 * A circle against a closed polygon (a solid region; concave allowed): the
 * generalisation of article “Correcting a circle sunk into a line”
 * (直線に埋まった円を補正する)'s push-out to a polygon's edges. The nearest edge
 * (the first on a tie) decides, as `circleSegmentContact` does for one segment.
 *
 * - Centre outside: pushed straight away from the polygon's nearest point (the
 *   perpendicular of that edge, or from the vertex), by `radius − distance`.
 * - Centre inside or on the boundary (`pointInPolygon` with `fillRule`): pushed
 *   out through the nearest edge, by the distance to it plus the radius; on the
 *   boundary, along that edge's outward normal (outward by the polygon's winding).
 *
 * `signedDistance` is `distanceToPolygon`'s (negative inside); `foot` the
 * nearest boundary point. For a self-intersecting polygon "outward" follows the
 * fill rule's inside, edge by edge. One contact, through one edge: against a
 * convex polygon the resolved circle touches it; in a concave corner it may
 * still overlap another edge (apply the contact again, as with any
 * single-contact resolver).
 *
 * @param circle - a valid circle (not re-checked)
 * @param polygon - a valid polygon (not re-checked)
 * @param options - `{ maxDepth?: number; fillRule?: 'evenodd' | 'nonzero' }`
 * @throws RangeError for a `maxDepth` that is negative or NaN
 */
export function circlePolygonContact(circle: Circle, polygon: Polygon, options?: ContactOptions & { readonly fillRule?: FillRule }): Contact {
  const maxDepth = readMaxDepth(options);
  const { center } = circle;
  const pts = polygon.points;
  const k = nearestPolygonEdge(center, polygon);
  const a = pts[k]!;
  const b = pts[k + 1 === pts.length ? 0 : k + 1]!;
  const near = nearestOnSegment(center, { start: a, end: b });
  if (!pointInPolygon(center, polygon, options?.fillRule ?? 'evenodd')) return contactFrom(circle, near, near.normal, near.signedDistance, maxDepth);
  const distance = near.signedDistance;
  let normal: Vec2;
  if (distance > 0)
    normal = { x: -near.normal.x + 0, y: -near.normal.y + 0 }; // from the centre towards the edge: out
  else {
    // On the boundary: the edge's outward normal. perp(b − a) points inside a polygon of positive area (clockwise on screen).
    const along = unit(b.x - a.x, b.y - a.y) ?? RIGHT;
    const inward = polygonArea(polygon) >= 0;
    normal = inward ? { x: along.y + 0, y: -along.x + 0 } : { x: -along.y + 0, y: along.x + 0 };
  }
  const signed = -distance + 0;
  return contactFrom(circle, { signedDistance: signed, foot: near.foot, normal }, normal, signed, maxDepth);
}
