import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as validate from '../../src/geometry/shapes/validate';
import { CircleShape, Scene, SegmentShape } from '../../src';
import { samePlain, sameProps } from '../../src/svg/memo';

/** CircleShape and SegmentShape validate their shape on every render: count those calls to count renders. */
vi.mock('../../src/geometry/shapes/validate', async (original) => {
  const real = await original<typeof import('../../src/geometry/shapes/validate')>();
  return { ...real, assertCircle: vi.fn(real.assertCircle), assertSegment: vi.fn(real.assertSegment) };
});

const renders = () => vi.mocked(validate.assertCircle).mock.calls.filter((c) => c[1] === 'circle').length;

describe('components re-render only when their own props change', () => {
  it('sameProps compares shapes, styles and marker lists by value, callbacks and elements by identity', () => {
    const f = () => {};
    expect(
      sameProps(
        { circle: { center: { x: 1, y: 2 }, radius: 3 }, style: { stroke: 'red' } },
        { circle: { center: { x: 1, y: 2 }, radius: 3 }, style: { stroke: 'red' } },
      ),
    ).toBe(true);
    expect(sameProps({ circle: { center: { x: 1, y: 2 }, radius: 3 } }, { circle: { center: { x: 1, y: 2.5 }, radius: 3 } })).toBe(false);
    expect(sameProps({ style: { stroke: 'red' } }, { style: { stroke: 'red', fill: 'none' } })).toBe(false);
    expect(sameProps({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameProps({ a: undefined }, { b: 5 })).toBe(false); // other keys, though as many
    expect(sameProps({ a: undefined }, { a: undefined })).toBe(true);
    expect(sameProps({ a: Number.NaN }, { a: Number.NaN })).toBe(true);
    expect(sameProps({ onChange: f }, { onChange: f })).toBe(true);
    expect(sameProps({ onChange: f }, { onChange: () => {} })).toBe(false);
    expect(sameProps({ markers: [{ point: { x: 0, y: 0 }, t: 0.5 }] }, { markers: [{ point: { x: 0, y: 0 }, t: 0.5 }] })).toBe(true);
    expect(sameProps({ markers: [{ point: { x: 0, y: 0 } }] }, { markers: [] })).toBe(false);
    expect(samePlain(<b />, <b />, 6)).toBe(false);
    expect(samePlain(new Date(0), new Date(0), 6)).toBe(false);
    expect(samePlain(Number.NaN, Number.NaN, 6)).toBe(true);
    expect(samePlain(0, -0, 6)).toBe(false);
  });

  it('N circles under a parent that re-renders on every probe move: only those whose look changed render again', () => {
    const HIT = { stroke: 'crimson' };
    const MISS = { stroke: 'green' };
    let move: (x: number) => void = () => {};
    function Page(): ReactNode {
      const [x, setX] = useState(0);
      move = setX;
      return (
        <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Many">
          <SegmentShape segment={{ start: { x: 0, y: 50 }, end: { x, y: 50 } }} />
          {Array.from({ length: 10 }, (_, i) => (
            // inline literals every render: equal numbers must not re-render
            <CircleShape key={i} circle={{ center: { x: 10 * i + 5, y: 50 }, radius: 2 }} style={x >= 10 * i + 3 ? { ...HIT } : { ...MISS }} />
          ))}
        </Scene>
      );
    }
    render(<Page />);
    expect(renders()).toBe(10);
    act(() => move(4)); // reaches circle 0 (x ≥ 3)
    expect(renders()).toBe(11);
    act(() => move(5)); // nothing changes colour
    expect(renders()).toBe(11);
    act(() => move(40)); // circles 1, 2 and 3 change (x ≥ 13, 23, 33)
    expect(renders()).toBe(14);
  });
});
