// The README's Quick start copied once per shape, under a parent whose state changes on
// every pointer move: what one move costs, counted (not timed).
import { render } from '@testing-library/react';
import { act, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as gesture from '@use-gesture/react';
import * as drawArea from '../../src/svg/shapes/drawArea';
import { CircleShape, Scene, SegmentShape, useSegmentCircleHit, type Circle, type Segment, type SegmentCircleHitResult } from '../../src';

/** CircleShape asks once per render whether its circle is drawn as a `<circle>`: count those calls to count its renders. */
vi.mock('../../src/svg/shapes/drawArea', async (original) => {
  const real = await original<typeof import('../../src/svg/shapes/drawArea')>();
  return { ...real, drawsAsCircle: vi.fn(real.drawsAsCircle) };
});
/** The Scene's pointer pan and zoom: count how often @use-gesture is set up again. */
vi.mock('@use-gesture/react', async (original) => {
  const real = await original<typeof import('@use-gesture/react')>();
  return { ...real, useGesture: vi.fn(real.useGesture) };
});

const shapeRenders = () => vi.mocked(drawArea.drawsAsCircle).mock.calls.length;
const gestureSetups = () => vi.mocked(gesture.useGesture).mock.calls.length;

const results: SegmentCircleHitResult[] = [];

/** The Quick start's component, for one circle (not memoised, inline style, as the README writes it). */
function CircleHit({ segment, circle }: { segment: Segment; circle: Circle }) {
  const result = useSegmentCircleHit(segment, circle);
  results.push(result);
  return <CircleShape circle={circle} style={{ stroke: result.hit ? 'crimson' : 'green' }} />;
}

const circles: Circle[] = Array.from({ length: 10 }, (_, i) => ({ center: { x: 10 * i + 5, y: 50 }, radius: 2 }));
let moveTo: (x: number) => void = () => {};

function Page(): ReactNode {
  const [x, setX] = useState(0);
  moveTo = setX;
  const segment = { start: { x: 0, y: 50 }, end: { x, y: 50 } };
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Quick start, once per circle">
      {circles.map((circle, i) => (
        <CircleHit key={i} segment={segment} circle={circle} />
      ))}
      <SegmentShape segment={segment} />
    </Scene>
  );
}

describe('the Quick start copied once per circle', () => {
  it('a move re-renders only the shapes whose look changed, and sets up no gesture again', () => {
    const { container } = render(<Page />);
    expect(shapeRenders()).toBe(10);
    const setups = gestureSetups();
    expect(setups).toBeGreaterThan(0);
    results.length = 0;
    act(() => moveTo(4)); // reaches circle 0 (x ≥ 3)
    expect(shapeRenders()).toBe(11);
    act(() => moveTo(5)); // nothing changes colour
    expect(shapeRenders()).toBe(11);
    act(() => moveTo(40)); // circles 1, 2 and 3 change (x ≥ 13, 23, 33)
    expect(shapeRenders()).toBe(14);
    // every move renders each CircleHit once, with a result for its own numbers
    expect(results).toHaveLength(30);
    expect(results.slice(20).map((r) => r.hit)).toEqual([true, true, true, true, false, false, false, false, false, false]);
    // the Scene re-rendered three times (its parent's state), its pan and zoom were not set up again
    expect(gestureSetups()).toBe(setups);
    const strokes = [...container.querySelectorAll('circle')].map((c) => c.style.stroke);
    expect(strokes).toEqual(['crimson', 'crimson', 'crimson', 'crimson', 'green', 'green', 'green', 'green', 'green', 'green']);
  });
});
