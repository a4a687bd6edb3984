import { tangentTolerance } from './tangent';
import { distanceToPoint } from '../distance/pointToShape';
import type { Circle, Vec2 } from '../shapes/types';
import { copy } from '../shapes/vec';

/** Circle against circle: where two circumferences meet. */

/** The result of {@link intersectCircleCircle}. */
export type CircleCircleIntersection =
  | {
      /**
       * The circumferences share no point: the circles lie apart (`'separate'`)
       * or one lies inside the other (`'contained'`).
       */
      readonly kind: 'none';
      readonly reason: 'separate' | 'contained';
    }
  | {
      /**
       * One point (the circles touch, outside or inside) or two (they cross).
       * With two, `points[0]` is on the front side of the directed line from the
       * first centre to the second (`lineThrough(c1.center, c2.center)`; with y
       * down, on your right looking from c1 to c2 on screen), `points[1]` behind it.
       */
      readonly kind: 'points';
      readonly points: readonly Vec2[];
    }
  | {
      /** The same circle twice (equal centres and equal radii > 0): every point is shared. */
      readonly kind: 'coincident';
    };

/**
 * Where two circumferences meet. Along the line of centres the common chord
 * lies at `a = (d + (r₁ − r₂)(r₁ + r₂)/d) / 2` from the first centre (no
 * cancellation of squares), with half-length `√((r₁ − a)(r₁ + a))`. Circles
 * whose centre distance equals `r₁ + r₂` or `|r₁ − r₂|` within rounding (`16·ε`
 * times the size of the numbers) touch: one point. Generalises article
 * “Shape classes 3: distance” (図形クラス3「距離」)'s circle–circle distance (`d − r₁ − r₂`) to the
 * points themselves.
 *
 * Degenerate input: equal centres give `'coincident'` when the radii are equal
 * and positive, `'contained'` when they differ; two zero-radius circles at the
 * same point give that point; a zero-radius circle on the other's circumference
 * gives its centre.
 *
 * @param c1 - a valid circle (not re-checked)
 * @param c2 - a valid circle (not re-checked)
 */
export function intersectCircleCircle(c1: Circle, c2: Circle): CircleCircleIntersection {
  const r1 = c1.radius;
  const r2 = c2.radius;
  const dx = c2.center.x - c1.center.x;
  const dy = c2.center.y - c1.center.y;
  const d = distanceToPoint(c1.center, c2.center);
  if (d === 0) {
    if (r1 !== r2) return { kind: 'none', reason: 'contained' };
    return r1 === 0 ? { kind: 'points', points: [copy(c1.center)] } : { kind: 'coincident' };
  }
  const tolerance = tangentTolerance(d + r1 + r2);
  if (d > r1 + r2 + tolerance) return { kind: 'none', reason: 'separate' };
  if (d < Math.abs(r1 - r2) - tolerance) return { kind: 'none', reason: 'contained' };
  const ux = dx / d;
  const uy = dy / d;
  if (Math.abs(d - (r1 + r2)) <= tolerance) {
    // Touching from outside: the point between the centres, r₁ from the first.
    return { kind: 'points', points: [{ x: c1.center.x + ux * r1, y: c1.center.y + uy * r1 }] };
  }
  if (Math.abs(d - Math.abs(r1 - r2)) <= tolerance) {
    // Touching from inside: on the far side of the smaller circle from the larger's centre.
    const point = r1 >= r2 ? { x: c1.center.x + ux * r1, y: c1.center.y + uy * r1 } : { x: c2.center.x - ux * r2, y: c2.center.y - uy * r2 };
    return { kind: 'points', points: [point] };
  }
  const along = (d + ((r1 - r2) * (r1 + r2)) / d) / 2;
  const half = Math.sqrt(Math.max(0, (r1 - along) * (r1 + along)));
  const mx = c1.center.x + ux * along;
  const my = c1.center.y + uy * along;
  // The front normal of c1 → c2 is perp(u) = (−uy, ux).
  return {
    kind: 'points',
    points: [
      { x: mx - uy * half, y: my + ux * half },
      { x: mx + uy * half, y: my - ux * half },
    ],
  };
}
