import { act, render, renderHook } from '@testing-library/react';
import { memo, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { segmentCircleHit, type Circle, type Segment } from '../../src/geometry';
import { createLiveValue, useLive, useLiveSelector, type LiveValue } from '../../src/hooks';

describe('createLiveValue', () => {
  it('get, set, subscribe; the same value tells no one; unsubscribe stops the calls', () => {
    const live = createLiveValue(1);
    const seen: number[] = [];
    const stop = live.subscribe(() => seen.push(live.get()));
    live.set(2);
    live.set(2); // the same value
    live.set(3);
    stop();
    live.set(4);
    expect(seen).toEqual([2, 3]);
    expect(live.get()).toBe(4);
    expect(Object.isFrozen(live)).toBe(true);
  });
});

describe('useLiveSelector: N items re-render only when their own answer changes', () => {
  const circles: Circle[] = Array.from({ length: 50 }, (_, i) => ({ center: { x: i * 10, y: 0 }, radius: 3 }));
  let renders = 0;
  const Item = memo(function Item({ circle, probe }: { circle: Circle; probe: LiveValue<Segment> }) {
    renders++;
    const hit = useLiveSelector(probe, (segment) => segmentCircleHit(segment, circle));
    return <circle data-hit={hit} />;
  });
  let parentRenders = 0;
  function Many({ probe }: { probe: LiveValue<Segment> }) {
    parentRenders++;
    return (
      <svg>
        {circles.map((c, i) => (
          <Item key={i} circle={c} probe={probe} />
        ))}
      </svg>
    );
  }

  it('a change re-renders the items whose hit changed, not the others, not the parent', () => {
    const probe = createLiveValue<Segment>({ start: { x: -5, y: 0 }, end: { x: 45, y: 0 } }); // hits circles 0…4 (centres x = 0…40)
    const { container } = render(<Many probe={probe} />);
    const hits = () => container.querySelectorAll('circle[data-hit="true"]').length;
    const expected = (s: Segment) => circles.filter((c) => segmentCircleHit(s, c)).length;
    expect(hits()).toBe(expected(probe.get()));
    renders = 0;
    parentRenders = 0;
    act(() => probe.set({ start: { x: -5, y: 0 }, end: { x: 95, y: 0 } })); // now circles 0…9
    expect(hits()).toBe(expected(probe.get()));
    expect(renders).toBe(5); // circles 5…9: their hit changed
    expect(parentRenders).toBe(0);
    renders = 0;
    act(() => probe.set({ start: { x: -5, y: 0.5 }, end: { x: 95, y: 0.5 } })); // moved, the same hits
    expect(renders).toBe(0);
  });

  it('useLiveSelector under StrictMode; a new live value or a new select is read at once, the old live value no longer heard', () => {
    const a = createLiveValue(2);
    const b = createLiveValue(10);
    type P = { live: LiveValue<number>; k: number };
    const { result, rerender } = renderHook(({ live, k }: P) => useLiveSelector(live, (v) => v * k), { initialProps: { live: a, k: 1 }, wrapper: StrictMode });
    expect(result.current).toBe(2);
    rerender({ live: a, k: 3 }); // a new select
    expect(result.current).toBe(6);
    rerender({ live: b, k: 3 }); // another live value
    expect(result.current).toBe(30);
    act(() => a.set(100)); // the old one: not heard
    expect(result.current).toBe(30);
    act(() => b.set(11));
    expect(result.current).toBe(33);
  });

  it('useLive re-renders on every change; works under StrictMode', () => {
    const live = createLiveValue(1);
    const { result } = renderHook(() => useLive(live), { wrapper: StrictMode });
    expect(result.current).toBe(1);
    act(() => live.set(5));
    expect(result.current).toBe(5);
  });

  it('a selector that returns a new object per call does not loop (the selection is cached per value); errors name the argument', () => {
    const live = createLiveValue({ a: 1, b: 2 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useLiveSelector(live, (v) => ({ sum: v.a + v.b })));
    expect(result.current).toEqual({ sum: 3 }); // a new object per change is computed once per change
    const first = result.current;
    act(() => live.set({ a: 2, b: 2 }));
    expect(result.current).toEqual({ sum: 4 });
    expect(result.current).not.toBe(first);
    expect(error).not.toHaveBeenCalled();
    expect(() => renderHook(() => useLiveSelector({} as LiveValue<number>, (v) => v))).toThrow(/live must be a LiveValue/);
    expect(() => renderHook(() => useLiveSelector(live, 3 as unknown as (v: unknown) => unknown))).toThrow(/select must be a function, got number/);
    error.mockRestore();
  });
});
