'use client';
import { circleLineContact } from '../../geometry/index';
import type { Circle, CircleLineContactOptions, Contact, Line } from '../../geometry/index';
import { assertCircle, assertLine } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';

/**
 * How far a circle has sunk into a straight line and where to push it, as a
 * memoised React hook: the {@link circleLineContact} result (article
 * “Correcting a circle sunk into a line” (直線に埋まった円を補正する)), frozen, the same object while the numbers and
 * options are unchanged.
 *
 * `{ penetrating, signedDistance, t, depth, normal, foot, pushOut, resolvedCenter }`,
 * scene units, y down. With `sides: 'front'` (default, the article's one-sided
 * wall) only the side the normal points to is solid: a circle whose centre is
 * behind the line is pushed to the front. With `'both'` the circle is pushed to
 * the side its centre is on; a centre exactly on the line goes to the front.
 * Touching (`t = 1`) is not penetration. `maxDepth` ignores deeper contacts.
 *
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @param line - `{ a, b, c }` from `lineThrough(p, q)` (front = the article's 表 side) or `lineFromCoefficients`
 * @param options - `{ sides: 'front' | 'both', maxDepth }`
 * @throws TypeError / RangeError naming the argument or option (`options.maxDepth must be a number >= 0, got -1`)
 */
export function useCircleLineContact(circle: Circle, line: Line, options?: CircleLineContactOptions): Contact {
  assertCircle(circle, 'circle');
  assertLine(line, 'line');
  const sides = options?.sides ?? 'front';
  const maxDepth = options?.maxDepth ?? Infinity;
  if (sides !== 'front' && sides !== 'both') {
    throw new RangeError(`options.sides must be 'front' or 'both', got ${JSON.stringify(sides)}`);
  }
  // a bad maxDepth is a new dependency, so the geometry's own RangeError is thrown on its first render
  return useFrozenMemo(
    () => circleLineContact(circle, line, { sides, maxDepth }),
    [circle.center.x, circle.center.y, circle.radius, line.a, line.b, line.c, sides === 'both' ? 1 : 0, maxDepth],
  );
}
