import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Circle, Segment } from '../../src/geometry';
import { useSegmentCircleHit } from '../../src/hooks';
import { fieldsLike } from './fields';

type Props = { segment: Segment; circle: Circle; tolerance?: number };
const render = (initialProps: Props) =>
  renderHook((p: Props) => useSegmentCircleHit(p.segment, p.circle, p.tolerance === undefined ? undefined : { tolerance: p.tolerance }), {
    initialProps,
  });

describe('useSegmentCircleHit', () => {
  it("answers article 000's examples with the signed gap and closest point", () => {
    const hit = render({ segment: { start: { x: 10, y: 0 }, end: { x: 0, y: 10 } }, circle: { center: { x: 0, y: 0 }, radius: 10 } });
    expect(hit.result.current.hit).toBe(true);
    expect(hit.result.current.distance).toBeCloseTo(5 * Math.SQRT2 - 10, 12);
    expect(hit.result.current.closestPoint).toEqual({ x: 5, y: 5 });

    const miss = render({ segment: { start: { x: 15, y: 0 }, end: { x: 0, y: 15 } }, circle: { center: { x: 0, y: 0 }, radius: 10 } });
    expect(miss.result.current.hit).toBe(false);
    expect(miss.result.current.distance).toBeCloseTo(7.5 * Math.SQRT2 - 10, 12);
    expect(miss.result.current.closestPoint).toEqual({ x: 7.5, y: 7.5 });
  });

  it('a tangent segment hits with distance exactly 0', () => {
    const { result } = render({ segment: { start: { x: -5, y: 3 }, end: { x: 5, y: 3 } }, circle: { center: { x: 0, y: 0 }, radius: 3 } });
    const expected = { hit: true, distance: 0, closestPoint: { x: 0, y: 3 }, intersections: [{ point: { x: 0, y: 3 }, t: 0.5 }] };
    expect(fieldsLike(result.current, expected)).toEqual(expected);
  });

  it('returns the same frozen object for new literals with the same numbers, and a new one when a number changes', () => {
    const props = (y: number): Props => ({
      segment: { start: { x: 0, y }, end: { x: 10, y } },
      circle: { center: { x: 5, y: 0 }, radius: 2 },
    });
    const { result, rerender } = render(props(1));
    const first = result.current;
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.closestPoint)).toBe(true);
    rerender(props(1));
    expect(result.current).toBe(first);
    rerender(props(3));
    expect(result.current).not.toBe(first);
    const expected = { hit: false, distance: 1, closestPoint: { x: 5, y: 3 }, intersections: [] };
    expect(fieldsLike(result.current, expected)).toEqual(expected);
    expect(Object.isFrozen(result.current.intersections)).toBe(true);
  });

  it('tolerance widens the hit but not the distance', () => {
    const base: Props = { segment: { start: { x: 0, y: 4 }, end: { x: 10, y: 4 } }, circle: { center: { x: 5, y: 0 }, radius: 3 } };
    const { result, rerender } = render(base);
    expect(result.current.hit).toBe(false);
    const before = result.current;
    rerender({ ...base, tolerance: 1 });
    expect(result.current).not.toBe(before);
    expect(result.current.hit).toBe(true);
    expect(result.current.distance).toBe(1);
  });

  it.each([
    [
      { segment: { start: { x: Number.NaN, y: 0 }, end: { x: 1, y: 1 } }, circle: { center: { x: 0, y: 0 }, radius: 1 } },
      RangeError,
      'segment.start.x must be a finite number, got NaN',
    ],
    [
      { segment: { start: { x: 0, y: 0 }, end: { x: 1, y: 1 } }, circle: { center: { x: 0, y: 0 }, radius: -3 } },
      RangeError,
      'circle.radius must be a finite number >= 0, got -3',
    ],
    [
      { segment: { start: { x: 0, y: 0 }, end: { x: 1, y: 1 } }, circle: { center: { x: 0, y: 0 }, radius: 1 }, tolerance: Number.POSITIVE_INFINITY },
      RangeError,
      'options.tolerance must be a finite number, got Infinity',
    ],
    [
      { segment: undefined as unknown as Segment, circle: { center: { x: 0, y: 0 }, radius: 1 } },
      TypeError,
      'segment must be a segment { start, end }, got undefined',
    ],
  ] as const)('bad input throws with the argument named (%#)', (props, ErrorType, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(props as Props)).toThrow(new ErrorType(message));
  });
});
