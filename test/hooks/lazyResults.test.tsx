import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as geometry from '../../src/geometry';
import { useDistanceToRect, useDistanceToSegment, useSegmentCircleHit } from '../../src/hooks';

/** Counts the geometry calls behind the hooks, answering as the real functions do. */
vi.mock('../../src/geometry/index', async (original) => {
  const real = await original<typeof import('../../src/geometry/index')>();
  return {
    ...real,
    segmentCircleHit: vi.fn(real.segmentCircleHit),
    distanceToSegment: vi.fn(real.distanceToSegment),
    closestPointOnSegment: vi.fn(real.closestPointOnSegment),
    intersectSegmentCircle: vi.fn(real.intersectSegmentCircle),
    distanceToRect: vi.fn(real.distanceToRect),
    closestPointOnRect: vi.fn(real.closestPointOnRect),
  };
});

const calls = (fn: unknown) => vi.mocked(fn as () => unknown).mock.calls.length;
const segment = { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } };
const circle = { center: { x: 5, y: 3 }, radius: 4 };

describe('hooks compute only what the caller reads', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('useSegmentCircleHit: reading hit runs the hit test alone; each other field runs once, on first read', () => {
    const { result, rerender } = renderHook(() => useSegmentCircleHit({ ...segment }, { ...circle }));
    expect(result.current.hit).toBe(true);
    expect([geometry.segmentCircleHit, geometry.distanceToSegment, geometry.closestPointOnSegment, geometry.intersectSegmentCircle].map(calls)).toEqual([
      1, 0, 0, 0,
    ]);
    expect(result.current.intersections).toHaveLength(2);
    expect(result.current.intersections).toBe(result.current.intersections);
    expect(result.current.distance).toBe(-1);
    expect(result.current.distance).toBe(-1);
    expect(result.current.closestPoint).toEqual({ x: 5, y: 0 });
    expect([geometry.segmentCircleHit, geometry.distanceToSegment, geometry.closestPointOnSegment, geometry.intersectSegmentCircle].map(calls)).toEqual([
      1, 1, 1, 1,
    ]);
    // new literals with the same numbers: the same result, nothing recomputed
    const before = result.current;
    rerender();
    expect(result.current).toBe(before);
    expect(calls(geometry.segmentCircleHit)).toBe(1);
  });

  it('useSegmentCircleHit: a new result exactly when one of the numbers changes (±0 apart), right for each', () => {
    let props = { segment, circle, tolerance: 0 };
    const { result, rerender } = renderHook(() => useSegmentCircleHit(props.segment, props.circle, { tolerance: props.tolerance }));
    const seen = [result.current];
    const cases = [
      { segment: { start: { x: 0, y: 0 }, end: { x: 10, y: 0 } }, circle: { center: { x: 5, y: 3 }, radius: 4 }, tolerance: 0 }, // same numbers
      { segment: { start: { x: 0, y: 0 }, end: { x: 10, y: 9 } }, circle, tolerance: 0 },
      { segment: { start: { x: 0, y: 0 }, end: { x: 10, y: 9 } }, circle: { center: { x: 5, y: 30 }, radius: 4 }, tolerance: 0 },
      { segment: { start: { x: 0, y: 0 }, end: { x: 10, y: 9 } }, circle: { center: { x: 5, y: 30 }, radius: 4 }, tolerance: 25 },
      { segment: { start: { x: -0, y: 0 }, end: { x: 10, y: 9 } }, circle: { center: { x: 5, y: 30 }, radius: 4 }, tolerance: 25 },
      { segment, circle, tolerance: 0 }, // back to the first numbers: computed again, not a stale answer
    ];
    for (const next of cases) {
      props = next;
      rerender();
      seen.push(result.current);
      expect(result.current.hit).toBe(geometry.segmentCircleHit(next.segment, next.circle, next.tolerance));
      expect(result.current.distance).toBe(geometry.distanceToSegment(next.circle.center, next.segment) - next.circle.radius);
    }
    expect(seen.map((r, i) => (i === 0 ? true : r !== seen[i - 1]))).toEqual([true, false, true, true, true, true, true]);
    // (a hit and a miss among them)
    expect(new Set(seen.map((r) => r.hit))).toEqual(new Set([true, false]));
  });

  it('the result is frozen, its lazy parts too; the lazy fields are prototype getters (a spread copies hit only)', () => {
    const { result } = renderHook(() => useSegmentCircleHit(segment, circle));
    expect(Object.isFrozen(result.current)).toBe(true);
    expect(Object.isFrozen(result.current.closestPoint)).toBe(true);
    expect(Object.isFrozen(result.current.intersections)).toBe(true);
    expect(Object.isFrozen(result.current.intersections[0]?.point)).toBe(true);
    const r = result.current;
    expect({ ...r }).toEqual({ hit: true });
    expect({ hit: r.hit, distance: r.distance, closestPoint: r.closestPoint }).toEqual({ hit: true, distance: -1, closestPoint: { x: 5, y: 0 } });
    expect(r.intersections.map((p) => p.point.x)).toEqual([expect.closeTo(5 - Math.sqrt(7), 12), expect.closeTo(5 + Math.sqrt(7), 12)]);
  });

  it('useDistanceToRect and useDistanceToSegment: the closest point only when read', () => {
    const rect = renderHook(() => useDistanceToRect({ x: 20, y: 5 }, { x: 0, y: 0, width: 10, height: 10 }));
    expect(rect.result.current.distance).toBe(10);
    expect(calls(geometry.closestPointOnRect)).toBe(0);
    expect(rect.result.current.closestPoint).toEqual({ x: 10, y: 5 });
    expect(calls(geometry.closestPointOnRect)).toBe(1);
    const seg = renderHook(() => useDistanceToSegment({ x: 5, y: 5 }, segment));
    expect(seg.result.current.distance).toBe(5);
    expect(calls(geometry.closestPointOnSegment)).toBe(0);
    expect(seg.result.current.t).toBe(0.5);
    expect(seg.result.current.closestPoint).toEqual({ x: 5, y: 0 });
    expect(calls(geometry.closestPointOnSegment)).toBe(1);
  });
});
