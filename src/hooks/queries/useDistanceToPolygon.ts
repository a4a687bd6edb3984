'use client';
import { closestPointOnPolygon, distanceToPolygon, pointInPolygon, type FillRule, type Polygon, type PolygonNearest, type Vec2 } from '../../geometry/index';
import { assertFillRule, assertPolygon, assertVec2 } from '../../geometry/shapes/validate';
import { freezeDeep, usePointsVersion, useValueMemo } from '../state/memo';

/**
 * What {@link useDistanceToPolygon} returns: frozen, the same object while the
 * numbers are unchanged. `distance` and `inside` are computed with it; the
 * nearest boundary point (`closestPoint`, `edgeIndex`, `t`) on first read.
 */
export interface DistanceToPolygonResult {
  /** Signed distance, scene units: negative inside, 0 on the boundary, positive outside. */
  readonly distance: number;
  /** Is the point in the closed polygon (the boundary counts), by the fill rule: `pointInPolygon`, exact (a point a hair outside can have a rounded distance of 0). */
  readonly inside: boolean;
  /** The nearest boundary point. */
  readonly closestPoint: Vec2;
  /** The edge it lies on, from `points[edgeIndex]` (the first on a tie). */
  readonly edgeIndex: number;
  /** Its parameter along that edge, [0, 1]. */
  readonly t: number;
}

/**
 * Signed distance from a point to a polygon (concave and self-intersecting
 * allowed), as a memoised React hook: recomputes only when a number changes
 * (the point, any vertex, their count, the fill rule), so inline literals with
 * the same numbers return the same result. Geometry: `distanceToPolygon`,
 * `closestPointOnPolygon` (exact inside/boundary decision, y down).
 *
 * @param point - `{ x, y }`, finite
 * @param polygon - `{ points }`, at least 3 finite points
 * @param fillRule - `'evenodd'` (default) or `'nonzero'`
 * @throws TypeError / RangeError naming the argument (`polygon.points[2].x must be a finite number, got NaN`)
 */
export function useDistanceToPolygon(point: Vec2, polygon: Polygon, fillRule: FillRule = 'evenodd'): DistanceToPolygonResult {
  assertVec2(point, 'point');
  assertPolygon(polygon, 'polygon');
  assertFillRule(fillRule, 'fillRule');
  const version = usePointsVersion(polygon.points);
  const { x, y } = point;
  return useValueMemo(
    () => new DistanceToPolygon(point, polygon, fillRule),
    // the numbers (the polygon's through its version), not the objects
    [x, y, version, fillRule],
  );
}

/** The result: `distance` and `inside` at once, the nearest edge on first read (frozen). A class with private fields, not an object literal with getters: V8 builds and freezes such a literal ~20× slower (measured), which showed at thousands of items per pointer move. */
class DistanceToPolygon implements DistanceToPolygonResult {
  readonly distance: number;
  readonly inside: boolean;
  readonly #point: Vec2;
  readonly #polygon: Polygon;
  readonly #fillRule: FillRule;
  #nearest: PolygonNearest | undefined;
  constructor(point: Vec2, polygon: Polygon, fillRule: FillRule) {
    this.distance = distanceToPolygon(point, polygon, fillRule);
    this.inside = pointInPolygon(point, polygon, fillRule);
    this.#point = point;
    this.#polygon = polygon;
    this.#fillRule = fillRule;
    Object.freeze(this);
  }
  #near(): PolygonNearest {
    return (this.#nearest ??= freezeDeep(closestPointOnPolygon(this.#point, this.#polygon, this.#fillRule)));
  }
  get closestPoint(): Vec2 {
    return this.#near().point;
  }
  get edgeIndex(): number {
    return this.#near().edgeIndex;
  }
  get t(): number {
    return this.#near().t;
  }
}
