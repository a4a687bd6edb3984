import fc from 'fast-check';
import type { Circle, Rect, Segment, Vec2 } from '../../src/geometry';

/**
 * hitkit's supported range (see `src/geometry/index.ts`): every nonzero number of
 * magnitude between 1e-100 and 1e100. Smaller ones (fast-check likes subnormals)
 * are flushed to 0, where the squares and the exact predicates would underflow.
 */
const inRange = (v: number) => (Math.abs(v) < 1e-100 ? 0 : v);

/** Coordinates in a range an editor uses, as doubles (no NaN, no infinities). */
export const coord = fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }).map(inRange);
export const size = fc.double({ min: 0, max: 500, noNaN: true, noDefaultInfinity: true }).map(inRange);

/** Small integers make exact ties (tangents, endpoints on boundaries) likely. */
export const smallInt = fc.integer({ min: -20, max: 20 });

export const point: fc.Arbitrary<Vec2> = fc.record({ x: coord, y: coord });
export const intPoint: fc.Arbitrary<Vec2> = fc.record({ x: smallInt, y: smallInt });

export const segmentArb: fc.Arbitrary<Segment> = fc.record({ start: point, end: point });
export const intSegment: fc.Arbitrary<Segment> = fc.record({ start: intPoint, end: intPoint });

export const circleArb: fc.Arbitrary<Circle> = fc.record({ center: point, radius: size });
export const intCircle: fc.Arbitrary<Circle> = fc.record({
  center: intPoint,
  radius: fc.integer({ min: 0, max: 15 }),
});

export const rectArb: fc.Arbitrary<Rect> = fc.record({ x: coord, y: coord, width: size, height: size });
export const intRect: fc.Arbitrary<Rect> = fc.record({
  x: smallInt,
  y: smallInt,
  width: fc.integer({ min: 0, max: 15 }),
  height: fc.integer({ min: 0, max: 15 }),
});

/** Mixes general doubles with small integers, which hit the ties. */
export const anySegment = fc.oneof(segmentArb, intSegment);
export const anyCircle = fc.oneof(circleArb, intCircle);
export const anyRect = fc.oneof(rectArb, intRect);
export const anyPoint = fc.oneof(point, intPoint);

/** 1 + Σ|v|: the size of the numbers in play, for tolerances relative to it (1e-12·scale). */
export function scaleOf(...values: number[]): number {
  return values.reduce((sum, v) => sum + Math.abs(v), 1);
}
