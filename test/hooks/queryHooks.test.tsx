import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  circleCircleClosestPoints,
  circleLineContact,
  circleRectContact,
  circleSegmentContact,
  closestPointOnCircle,
  distanceToCircle,
  distanceToLine,
  intersectCircleCircle,
  intersectLineCircle,
  intersectSegmentCircle,
  intersectSegmentRect,
  intersectSegmentSegment,
  lineThrough,
  segmentRectClosestPoints,
  signedDistanceToLine,
} from '../../src/geometry';
import {
  useCircleCircleDistance,
  useCircleContact,
  useCircleLineContact,
  useDistanceToCircle,
  useDistanceToLine,
  useDistanceToSegment,
  useLineCircleIntersection,
  useSegmentCircleIntersection,
  useSegmentIntersection,
  useSegmentRectIntersection,
  useShapeDistance,
} from '../../src/hooks';
import { fieldsLike } from './fields';

/** Every value reachable from `value` is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

const v = (x: number, y: number) => ({ x, y });
const seg = (ax: number, ay: number, bx: number, by: number) => ({ start: v(ax, ay), end: v(bx, by) });
const disk = (x: number, y: number, radius: number) => ({ center: v(x, y), radius });

/**
 * Each hook, with a builder of its arguments from one number `k` (new literals
 * on every call), and the geometry it must equal.
 */
const cases: ReadonlyArray<readonly [string, (k: number) => unknown, (k: number) => unknown]> = [
  [
    'useDistanceToCircle',
    (k) => useDistanceToCircle(v(k, 0), disk(0, 0, 5)),
    (k) => ({
      distance: distanceToCircle(v(k, 0), disk(0, 0, 5)),
      centerDistance: Math.abs(k),
      inside: Math.abs(k) <= 5,
      closestPoint: closestPointOnCircle(v(k, 0), disk(0, 0, 5)),
    }),
  ],
  [
    'useDistanceToSegment',
    (k) => useDistanceToSegment(v(k, 3), seg(0, 0, 10, 0)),
    (k) => ({
      distance: Math.hypot(Math.max(0, k - 10, -k), 3),
      closestPoint: v(Math.min(10, Math.max(0, k)), 0),
      t: Math.min(1, Math.max(0, k / 10)),
    }),
  ],
  [
    'useDistanceToLine',
    (k) => useDistanceToLine(v(k, 7), lineThrough(v(0, 0), v(1, 1))),
    (k) => ({
      distance: distanceToLine(v(k, 7), lineThrough(v(0, 0), v(1, 1))),
      signedDistance: signedDistanceToLine(v(k, 7), lineThrough(v(0, 0), v(1, 1))),
      closestPoint: expect.objectContaining({}),
    }),
  ],
  [
    'useCircleCircleDistance',
    (k) => useCircleCircleDistance(disk(0, 0, 5), disk(k, 0, 5)),
    (k) => ({
      ...circleCircleClosestPoints(disk(0, 0, 5), disk(k, 0, 5)),
      hit: Math.abs(k) <= 10,
      intersection: intersectCircleCircle(disk(0, 0, 5), disk(k, 0, 5)),
    }),
  ],
  [
    'useSegmentIntersection',
    (k) => useSegmentIntersection(seg(0, 0, 10, 0), seg(k, -5, k, 5)),
    (k) => intersectSegmentSegment(seg(0, 0, 10, 0), seg(k, -5, k, 5)),
  ],
  [
    'useSegmentCircleIntersection',
    (k) => useSegmentCircleIntersection(seg(-20, k, 20, k), disk(0, 0, 5)),
    (k) => intersectSegmentCircle(seg(-20, k, 20, k), disk(0, 0, 5)),
  ],
  [
    'useSegmentRectIntersection',
    (k) => useSegmentRectIntersection(seg(-10, k, 30, k), { x: 0, y: 0, width: 20, height: 10 }),
    (k) => intersectSegmentRect(seg(-10, k, 30, k), { x: 0, y: 0, width: 20, height: 10 }),
  ],
  [
    'useLineCircleIntersection',
    (k) => useLineCircleIntersection(lineThrough(v(0, k), v(1, k)), disk(0, 0, 5)),
    (k) => intersectLineCircle(lineThrough(v(0, k), v(1, k)), disk(0, 0, 5)),
  ],
  [
    'useCircleLineContact',
    (k) => useCircleLineContact(disk(0, k, 5), lineThrough(v(10, 0), v(0, 0)), { sides: 'both' }),
    (k) => circleLineContact(disk(0, k, 5), lineThrough(v(10, 0), v(0, 0)), { sides: 'both' }),
  ],
  ['useCircleContact (segment)', (k) => useCircleContact(disk(5, k, 5), seg(0, 0, 10, 0)), (k) => circleSegmentContact(disk(5, k, 5), seg(0, 0, 10, 0))],
  [
    'useCircleContact (rect)',
    (k) => useCircleContact(disk(k, 5, 3), { x: 0, y: 0, width: 20, height: 10 }),
    (k) => circleRectContact(disk(k, 5, 3), { x: 0, y: 0, width: 20, height: 10 }),
  ],
  [
    'useShapeDistance (segment–rect)',
    (k) => useShapeDistance(seg(-10, k, 30, k), { x: 0, y: 0, width: 20, height: 10 }),
    (k) => ({
      ...segmentRectClosestPoints(seg(-10, k, 30, k), { x: 0, y: 0, width: 20, height: 10 }),
      hit: k >= 0 && k <= 10,
    }),
  ],
];

describe.each(cases)('%s', (_name, hook, geometry) => {
  it('returns the geometry result, deeply frozen', () => {
    for (const k of [-12, 0, 3, 7.5]) {
      const { result } = renderHook((): unknown => hook(k));
      const expected = geometry(k);
      const fields = fieldsLike(result.current, expected);
      expect(fields).toEqual(expected);
      expect(Object.isFrozen(result.current)).toBe(true);
      expect(deeplyFrozen(result.current) && Object.values(fields as object).every(deeplyFrozen)).toBe(true);
    }
  });

  it('same numbers in new literals ⇒ the same object; a changed number ⇒ a new result', () => {
    const { result, rerender } = renderHook(({ k }: { k: number }): unknown => hook(k), { initialProps: { k: 3 } });
    const first = result.current;
    rerender({ k: 3 });
    expect(result.current).toBe(first);
    rerender({ k: 4 });
    expect(result.current).not.toBe(first);
    expect(fieldsLike(result.current, geometry(4))).toEqual(geometry(4));
  });
});

describe('useCircleContact / useShapeDistance across shape kinds', () => {
  it('recomputes when the obstacle changes kind at one call site (no deps-size warning)', () => {
    const error = vi.spyOn(console, 'error');
    const { result, rerender } = renderHook(({ o }) => useCircleContact(disk(0, 0, 5), o), {
      initialProps: { o: seg(-10, 3, 10, 3) as Parameters<typeof useCircleContact>[1] },
    });
    expect(result.current.depth).toBe(2);
    rerender({ o: disk(8, 0, 5) });
    expect(result.current.depth).toBe(2);
    rerender({ o: { x: -3, y: -10, width: 10, height: 20 } }); // centre inside, 3 from the left edge
    expect(result.current.depth).toBe(8);
    expect(error).not.toHaveBeenCalled();
  });

  it('useShapeDistance answers both orders with the points swapped, rect–rect included', () => {
    const a = seg(0, 0, 10, 0);
    const b = disk(5, 8, 3);
    const ab = renderHook(() => useShapeDistance(a, b)).result.current;
    const ba = renderHook(() => useShapeDistance(b, a)).result.current;
    expect(ab.distance).toBe(5);
    expect(ba).toEqual({ distance: ab.distance, hit: ab.hit, pointA: ab.pointB, pointB: ab.pointA });
    const r = { x: 0, y: 0, width: 10, height: 10 };
    const q = { x: 8, y: 1, width: 5, height: 5 };
    expect(renderHook(() => useShapeDistance(q, r)).result.current).toMatchObject({ distance: -2, hit: true });
    expect(renderHook(() => useShapeDistance({ x: 13, y: 2, width: 5, height: 5 }, r)).result.current).toEqual({
      distance: 3,
      hit: false,
      pointA: { x: 13, y: 4.5 },
      pointB: { x: 10, y: 4.5 },
    });
  });
});

describe('bad input throws, naming the argument', () => {
  it.each([
    [() => useDistanceToCircle(v(0, 0), disk(0, 0, -3)), RangeError, 'circle.radius must be a finite number >= 0, got -3'],
    [() => useDistanceToSegment(v(Number.NaN, 0), seg(0, 0, 1, 1)), RangeError, 'point.x must be a finite number, got NaN'],
    [() => useDistanceToLine(v(0, 0), { a: 0, b: 0, c: 1 }), RangeError, 'line.a and line.b must not both be 0 (a line needs a normal), got a = 0, b = 0'],
    [() => useCircleCircleDistance(disk(0, 0, 1), disk(0, 0, -1)), RangeError, 'b.radius must be a finite number >= 0, got -1'],
    [() => useSegmentIntersection(seg(0, 0, 1, 1), seg(0, Number.POSITIVE_INFINITY, 1, 1)), RangeError, 'b.start.y must be a finite number, got Infinity'],
    [() => useCircleLineContact(disk(0, 0, 1), lineThrough(v(0, 0), v(1, 0)), { maxDepth: -1 }), RangeError, 'options.maxDepth must be a number >= 0, got -1'],
    [
      () => useCircleLineContact(disk(0, 0, 1), lineThrough(v(0, 0), v(1, 0)), { sides: 'left' as 'front' }),
      RangeError,
      `options.sides must be 'front' or 'both', got "left"`,
    ],
    [() => useCircleContact(disk(0, 0, 1), v(0, 0) as never), TypeError, 'obstacle must be a segment, rect or circle; for a point use a circle of radius 0'],
    [
      () => useCircleContact(disk(0, 0, 1), 'wall' as never),
      TypeError,
      'obstacle must be a point { x, y }, segment { start, end }, circle { center, radius }, rect { x, y, width, height } or rotated rect { center, width, height, rotation }, got wall',
    ],
  ] as const)('%#', (hook, ErrorType, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook((): unknown => hook())).toThrow(new ErrorType(message));
  });
});
