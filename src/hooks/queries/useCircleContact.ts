'use client';
import { circleCircleContact, circleRectContact, circleRotatedRectContact, circleSegmentContact } from '../../geometry/index';
import type { Circle, Contact, ContactOptions, Rect, RotatedRect, Segment } from '../../geometry/index';
import { assertCircle } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';
import { shapeKind, shapeNumbers } from './shapeKind';

/** An obstacle a circle can be pushed out of by {@link useCircleContact}. */
export type ContactObstacle = Segment | Rect | Circle | RotatedRect;

/**
 * How far a circle has sunk into a segment, a rect, a rotated rect or another
 * circle and where to push it, as a memoised React hook: the result of
 * {@link circleSegmentContact}, {@link circleRectContact},
 * {@link circleRotatedRectContact} or {@link circleCircleContact} (article “Correcting a circle sunk into a line” (直線に埋まった円を補正する), generalised),
 * chosen by the obstacle's fields, frozen, the same object while the numbers
 * are unchanged.
 *
 * `{ penetrating, signedDistance, t, depth, normal, foot, pushOut, resolvedCenter }`,
 * scene units, y down. A rect or circle obstacle is solid: a centre inside it is
 * pushed out through the nearest edge (ties: left, right, top, bottom) or
 * radially (concentric: along +x). A segment is pushed away from along the
 * normal from its nearest point. Touching is not penetration.
 *
 * @param circle - the moving circle `{ center, radius }`, finite, radius >= 0
 * @param obstacle - a segment `{ start, end }`, rect `{ x, y, width, height }` or circle `{ center, radius }`
 * @param options - `{ maxDepth }` (default `Infinity`): ignore deeper contacts
 * @throws TypeError naming `obstacle` when it is not one of those; TypeError /
 *   RangeError naming a bad field or option
 */
export function useCircleContact(circle: Circle, obstacle: ContactObstacle, options?: ContactOptions): Contact {
  assertCircle(circle, 'circle');
  const kind = shapeKind(obstacle, 'obstacle');
  if (kind === 'point') {
    throw new TypeError('obstacle must be a segment, rect or circle; for a point use a circle of radius 0');
  }
  // a bad maxDepth is a new dependency, so the geometry's own RangeError is thrown on its first render
  const maxDepth = options?.maxDepth ?? Infinity;
  return useFrozenMemo(() => {
    const opts = { maxDepth };
    if (kind === 'segment') return circleSegmentContact(circle, obstacle as Segment, opts);
    if (kind === 'rect') return circleRectContact(circle, obstacle as Rect, opts);
    if (kind === 'rotatedRect') return circleRotatedRectContact(circle, obstacle as RotatedRect, opts);
    return circleCircleContact(circle, obstacle as Circle, opts);
  }, [circle.center.x, circle.center.y, circle.radius, ...shapeNumbers(obstacle, kind), maxDepth]);
}
