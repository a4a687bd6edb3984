import fc from 'fast-check';
import { rotatedRectCorners, type Rect, type RotatedRect, type Vec2 } from '../../src/geometry';
import { intPoint, point, size } from './arbitraries';

/** Rotations: any angle, and the special ones (0, quarter turns, ±π/4) where ties live. */
export const rotation = fc.oneof(
  fc.double({ min: -7, max: 7, noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, Math.PI / 2, Math.PI, -Math.PI / 2, Math.PI / 4, (3 * Math.PI) / 4, 2 * Math.PI),
);

export const rotatedRectArb: fc.Arbitrary<RotatedRect> = fc.record({ center: point, width: size, height: size, rotation });
/** Integer centres and sizes at rotation 0 or a quarter turn: corners on the integer grid (exactly, at 0), so ties are likely. */
export const intRotatedRect: fc.Arbitrary<RotatedRect> = fc.record({
  center: intPoint,
  width: fc.integer({ min: 0, max: 12 }).map((w) => 2 * w),
  height: fc.integer({ min: 0, max: 12 }).map((h) => 2 * h),
  rotation: fc.constantFrom(0, Math.PI / 2, Math.PI),
});
export const anyRotatedRect = fc.oneof(rotatedRectArb, intRotatedRect);

export const cornersOf = (r: RotatedRect): Vec2[] => rotatedRectCorners(r);
export const rectCorners = (r: Rect): Vec2[] => [
  { x: r.x, y: r.y },
  { x: r.x + r.width, y: r.y },
  { x: r.x + r.width, y: r.y + r.height },
  { x: r.x, y: r.y + r.height },
];
