'use client';
import { closestPointOnSegment, distanceToSegment, intersectSegmentCircle, segmentCircleHit } from '../../geometry/index';
import type { Circle, Segment, SegmentPoint, Vec2 } from '../../geometry/index';
import { assertCircle, assertFinite, assertSegment } from '../../geometry/shapes/validate';
import { useRef } from 'react';
import { freezeDeep } from '../state/memo';

/** Options of {@link useSegmentCircleHit}. */
export interface SegmentCircleHitOptions {
  /**
   * Extra reach added to the radius, scene units (default 0; may be negative to shrink the disk).
   * @defaultValue 0
   */
  readonly tolerance?: number;
}

/**
 * What {@link useSegmentCircleHit} returns: a frozen object, the same while the
 * numbers are unchanged. `hit` is computed with it; `distance`, `closestPoint`
 * and `intersections` are computed the first time they are read (then kept), so
 * a caller that reads only `hit` pays only for the hit test. Those three are
 * getters on the result's prototype: read them by name (a spread,
 * `JSON.stringify` or a deep-equal helper sees `hit` only). The other hooks'
 * results with fields computed on first read are built the same way.
 */
export interface SegmentCircleHitResult {
  /** Does the closed segment touch the closed disk (within `tolerance`)? Touching counts. */
  readonly hit: boolean;
  /**
   * The signed gap `distanceToSegment(circle.center, segment) − circle.radius`, scene
   * units: positive = clearance, 0 = touching, negative = how far the segment is
   * inside the disk. Without tolerance, `distance <= 0` exactly when `hit`. The
   * tolerance is not subtracted.
   */
  readonly distance: number;
  /** The point of the segment nearest the circle's centre. */
  readonly closestPoint: Vec2;
  /**
   * Where the segment crosses the circumference: 0–2 `{ point, t }` sorted by `t`
   * along `start → end` ({@link intersectSegmentCircle}, article 004). Empty for
   * a miss and for a segment wholly inside the disk (which still hits); one
   * point for a tangent or an endpoint on the circle. The tolerance does not apply.
   */
  readonly intersections: readonly SegmentPoint[];
}

/**
 * Hit test of a segment against a circle, as a memoised React hook.
 *
 * Recomputes only when one of the eight numbers (two endpoints, centre, radius)
 * or the tolerance changes: inline object literals with the same numbers return
 * the same result object. It computes only what is read: `hit` at once, the
 * other fields on first read (from the shapes of the render that computed the
 * result; shapes are immutable values). Geometry: {@link segmentCircleHit},
 * {@link distanceToSegment}, {@link closestPointOnSegment} and
 * {@link intersectSegmentCircle} (articles “Hit test of a segment and a circle” (線分と円の当たり判定),
 * “Segment vs circle collision” (線分と円の当たり), “Shape classes 3: distance” (図形クラス3「距離」), “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)),
 * y down, with their tie rules: touching counts, a zero-length segment is its
 * point, a zero-radius circle is its centre.
 *
 * @param segment - `{ start, end }`, finite coordinates
 * @param circle - `{ center, radius }`, finite, radius >= 0
 * @param options - `{ tolerance }`, a finite number of scene units (default 0)
 * @throws TypeError / RangeError naming the argument, e.g.
 *   `circle.radius must be a finite number >= 0, got -3`
 */
export function useSegmentCircleHit(segment: Segment, circle: Circle, options?: SegmentCircleHitOptions): SegmentCircleHitResult {
  assertSegment(segment, 'segment');
  assertCircle(circle, 'circle');
  const tolerance = options?.tolerance ?? 0;
  assertFinite(tolerance, 'options.tolerance');
  // A ref, not useState: a re-render of useState builds a new [state, setState] pair, one per
  // shape per move where the Quick start is copied for every shape. The memo is a pure cache
  // keyed on all its inputs, safe under discarded renders (see HitMemo).
  const memo = useRef<HitMemo | null>(null);
  return (memo.current ??= new HitMemo()).resultFor(segment, circle, tolerance);
}

/**
 * One call site's last result and the eight numbers and tolerance it was
 * computed from (compared with `Object.is`, as `useMemo` compares its
 * dependencies), without the key array and memo entry `useMemo` would
 * allocate on every render in which a number changed: the Quick start's
 * component copied once per shape re-renders thousands of times per move.
 *
 * Kept in a ref and written during render, and that is safe when React discards the render: the
 * memo only ever pairs a result with the numbers it was computed from, so a
 * discarded render costs at most one recomputation.
 */
class HitMemo {
  #key = new Float64Array(8);
  #result: SegmentCircleHit | null = null;

  resultFor(segment: Segment, circle: Circle, tolerance: number): SegmentCircleHit {
    const key = this.#key;
    const { start, end } = segment;
    const { center, radius } = circle;
    if (
      this.#result !== null &&
      Object.is(key[0], start.x) &&
      Object.is(key[1], start.y) &&
      Object.is(key[2], end.x) &&
      Object.is(key[3], end.y) &&
      Object.is(key[4], center.x) &&
      Object.is(key[5], center.y) &&
      Object.is(key[6], radius) &&
      Object.is(key[7], tolerance)
    ) {
      return this.#result;
    }
    key[0] = start.x;
    key[1] = start.y;
    key[2] = end.x;
    key[3] = end.y;
    key[4] = center.x;
    key[5] = center.y;
    key[6] = radius;
    key[7] = tolerance;
    return (this.#result = new SegmentCircleHit(segment, circle, tolerance));
  }
}

/**
 * The result: `hit` computed at once, the rest on first read (private fields,
 * getters on the prototype; frozen). A class, not an object literal with
 * getters: V8 builds and freezes such a literal ~20× slower, which showed at
 * thousands of items per pointer move.
 */
class SegmentCircleHit implements SegmentCircleHitResult {
  readonly hit: boolean;
  readonly #segment: Segment;
  readonly #circle: Circle;
  #distance: number | undefined;
  #closestPoint: Vec2 | undefined;
  #intersections: readonly SegmentPoint[] | undefined;
  constructor(segment: Segment, circle: Circle, tolerance: number) {
    // `hit` is what nearly every caller reads
    this.hit = segmentCircleHit(segment, circle, tolerance);
    this.#segment = segment;
    this.#circle = circle;
    Object.freeze(this);
  }
  get distance(): number {
    return (this.#distance ??= distanceToSegment(this.#circle.center, this.#segment) - this.#circle.radius);
  }
  get closestPoint(): Vec2 {
    return (this.#closestPoint ??= Object.freeze(closestPointOnSegment(this.#circle.center, this.#segment).point));
  }
  get intersections(): readonly SegmentPoint[] {
    return (this.#intersections ??= freezeDeep(intersectSegmentCircle(this.#segment, this.#circle)));
  }
}
