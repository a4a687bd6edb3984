import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Rect, Vec2 } from '../../src/geometry';
import { useDistanceToRect } from '../../src/hooks';
import { fieldsLike } from './fields';

type Props = { point: Vec2; rect: Rect };
const render = (initialProps: Props) => renderHook((p: Props) => useDistanceToRect(p.point, p.rect), { initialProps });
const r: Rect = { x: 10, y: 20, width: 40, height: 20 };

describe('useDistanceToRect', () => {
  it.each([
    ['outside beside an edge', { x: 30, y: 5 }, { distance: 15, inside: false, closestPoint: { x: 30, y: 20 } }],
    ['outside past a corner', { x: 53, y: 44 }, { distance: 5, inside: false, closestPoint: { x: 50, y: 40 } }],
    ['inside', { x: 30, y: 37 }, { distance: -3, inside: true, closestPoint: { x: 30, y: 40 } }],
    ['on an edge: distance 0, counts as inside (closed rect)', { x: 10, y: 30 }, { distance: 0, inside: true, closestPoint: { x: 10, y: 30 } }],
  ])('%s', (_name, point, expected) => {
    expect(fieldsLike(render({ point, rect: r }).result.current, expected)).toEqual(expected);
  });

  it('is memoised on the numbers', () => {
    const { result, rerender } = render({ point: { x: 0, y: 0 }, rect: { ...r } });
    const first = result.current;
    expect(Object.isFrozen(first)).toBe(true);
    rerender({ point: { x: 0, y: 0 }, rect: { ...r } });
    expect(result.current).toBe(first);
    rerender({ point: { x: 0, y: 0 }, rect: { ...r, width: 41 } });
    expect(result.current).not.toBe(first);
  });

  it.each([
    [{ point: { x: 0, y: Number.NaN }, rect: r }, RangeError, 'point.y must be a finite number, got NaN'],
    [{ point: { x: 0, y: 0 }, rect: { ...r, width: -1 } }, RangeError, 'rect.width must be a finite number >= 0, got -1'],
    [{ point: { x: 0, y: 0 }, rect: { ...r, height: '3' } }, TypeError, 'rect.height must be a finite number >= 0, got "3"'],
  ] as const)('bad input throws with the argument named (%#)', (props, ErrorType, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(props as unknown as Props)).toThrow(new ErrorType(message));
  });
});
