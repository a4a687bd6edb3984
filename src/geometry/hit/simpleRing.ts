import { orientationSignXY } from '../robust/orientation';
import type { Vec2 } from '../shapes/types';
import { segmentsTouchXY } from './segmentTouch';

/**
 * The polygons whose simplicity is decided: a ring of more vertices than this
 * is not examined (the test is quadratic in the vertex count) and counts as not
 * certified. @internal
 */
export const SIMPLE_RING_MAX_VERTICES = 64;

/**
 * Which way round a closed ring of points runs, if it is certainly simple:
 * `1` when it turns the way `(0, 0) → (1, 0) → (1, 1)` does (clockwise on a
 * y-down screen, as a rect's corners are written from its top-left), `-1` the
 * other way, `0` when it is not certified simple.
 *
 * Simple means: at least three vertices, no two consecutive vertices equal, no
 * two edges sharing a point other than the vertex between consecutive edges,
 * and no vertex where the ring folds back on itself along a line. A simple
 * ring's inside is the same under the even-odd and the nonzero rule, and rings
 * that run the same way round fill their union under the nonzero rule, without
 * holes where they overlap. Decided exactly (the exact touch test of segments
 * and the exact orientation sign): a ring that touches itself anywhere,
 * however slightly, is not certified; so is a ring of more than
 * {@link SIMPLE_RING_MAX_VERTICES} vertices, whatever its shape. The way round
 * is the exact orientation sign at the least vertex (by `x`, then `y`), a
 * corner of the convex hull, where a simple ring turns strictly. Allocates
 * nothing.
 *
 * @param points - the ring's vertices, scene units, closed implicitly (the last joins the first)
 * @returns `1`, `-1`, or `0` (not certified simple)
 * @internal
 */
export function simpleRingTurn(points: readonly Vec2[]): -1 | 0 | 1 {
  const n = points.length;
  if (n < 3 || n > SIMPLE_RING_MAX_VERTICES) return 0;
  let least = 0;
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n]!;
    const v = points[i]!;
    const b = points[(i + 1) % n]!;
    if (v.x === b.x && v.y === b.y) return 0;
    if (foldsBack(a, v, b)) return 0;
    const l = points[least]!;
    if (v.x < l.x || (v.x === l.x && v.y < l.y)) least = i;
  }
  // Edges i and j (edge k runs from vertex k to vertex k + 1) that are not consecutive must not touch.
  for (let i = 0; i < n - 2; i++) {
    const p = points[i]!;
    const p2 = points[i + 1]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const q = points[j]!;
      const q2 = points[(j + 1) % n]!;
      if (segmentsTouchXY(p.x, p.y, p2.x, p2.y, q.x, q.y, q2.x, q2.y)) return 0;
    }
  }
  const a = points[(least + n - 1) % n]!;
  const v = points[least]!;
  const b = points[(least + 1) % n]!;
  return orientationSignXY(a.x, a.y, v.x, v.y, b.x, b.y) > 0 ? 1 : -1;
}

/**
 * Do the edges `a → v` and `v → b` (neither of zero length) overlap beyond
 * `v`: are `a`, `v`, `b` collinear with `a` and `b` on the same side of `v`?
 * Exact: the orientation sign, then the signs of the differences (the sign of
 * a rounded difference is the exact difference's).
 */
function foldsBack(a: Vec2, v: Vec2, b: Vec2): boolean {
  if (orientationSignXY(a.x, a.y, v.x, v.y, b.x, b.y) !== 0) return false;
  const ax = Math.sign(a.x - v.x);
  const bx = Math.sign(b.x - v.x);
  if (ax !== 0 || bx !== 0) return ax === bx;
  return Math.sign(a.y - v.y) === Math.sign(b.y - v.y);
}
