'use client';
import { intersectLineCircle } from '../../geometry/index';
import type { Circle, Line, Vec2 } from '../../geometry/index';
import { assertCircle, assertLine } from '../../geometry/shapes/validate';
import { useFrozenMemo } from '../state/memo';

/**
 * Where an infinite line crosses a circle, as a memoised React hook: the
 * {@link intersectLineCircle} result, a frozen array of 0, 1 (tangent) or 2
 * points ordered along the line's direction `(b, −a)`, the same array while the
 * six numbers are unchanged. Article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション), y down.
 *
 * @param line - `{ a, b, c }`, finite, not both `a` and `b` zero
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @throws TypeError / RangeError naming the argument
 */
export function useLineCircleIntersection(line: Line, circle: Circle): readonly Vec2[] {
  assertLine(line, 'line');
  assertCircle(circle, 'circle');
  return useFrozenMemo(() => intersectLineCircle(line, circle), [line.a, line.b, line.c, circle.center.x, circle.center.y, circle.radius]);
}
