import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, DraggableShape, Handle, Scene, SelectionLayer, WorldLayer, type Circle } from '../../src';
import { FOCUS_RING, FOCUS_RING_CORE, theme } from '../../src/svg/style/theme';

/** The focus marks under `root`: [class, tag, stroke, width, dash] of each element. */
const marks = (root: Element) =>
  [...root.querySelectorAll<SVGElement>('.hitkit-focus-ring')].map((e) => [
    e.classList.contains('hitkit-focus-ring-core') ? 'core' : 'ring',
    e.getAttribute('vector-effect'),
    e.style.stroke,
    e.style.strokeWidth,
    e.style.strokeDasharray,
  ]);
const ONE_MARK = [
  ['ring', 'non-scaling-stroke', theme.focus, '4', 'none'],
  ['core', 'non-scaling-stroke', theme.labelHalo, '1.25', 'none'],
];

function Editor() {
  const world = createWorld<string>({});
  world.insert('box', 'rect', { x: 30, y: 30, width: 40, height: 30 });
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Focus">
      <SelectionLayer world={world} movable transformable defaultSelected={['box']}>
        <WorldLayer world={world} version={world.version} />
      </SelectionLayer>
      <Handle defaultValue={{ x: 10, y: 10 }} label="Point" />
    </Scene>
  );
}

describe('one focus mark: the same two-element double line on every focusable part', () => {
  it('the style source: a 4 px line of --hitkit-focus, a 1.25 px white core, both undashed', () => {
    expect([FOCUS_RING.stroke, FOCUS_RING.strokeWidth, FOCUS_RING.strokeDasharray]).toEqual([theme.focus, 4, 'none']);
    expect([FOCUS_RING_CORE.stroke, FOCUS_RING_CORE.strokeWidth, FOCUS_RING_CORE.strokeDasharray]).toEqual([theme.labelHalo, 1.25, 'none']);
  });

  it('the layer, the shape under the keyboard, each transform handle and a Handle', () => {
    const { container } = render(<Editor />);
    const layer = container.querySelector<SVGElement>('.hitkit-selection-layer')!;
    act(() => layer.focus());
    expect(marks(container.querySelector('.hitkit-selection-layer-focus')!)).toEqual(ONE_MARK);
    expect(marks(container)).toEqual(ONE_MARK); // nothing else marked
    for (const handle of container.querySelectorAll<SVGElement>('.hitkit-transform-handle')) {
      act(() => handle.focus());
      expect(marks(handle)).toEqual(ONE_MARK);
      expect(handle.querySelectorAll('circle.hitkit-focus-ring')).toHaveLength(2);
    }
    const point = container.querySelector<SVGElement>('[aria-label^="Point"]')!;
    act(() => point.focus());
    expect(marks(point)).toEqual(ONE_MARK);
  });

  it('the shape under the keyboard: the box is the double line, not a dashed box', () => {
    const world = createWorld<string>({});
    world.insert('box', 'rect', { x: 30, y: 30, width: 40, height: 30 });
    const { container } = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Focus">
        <SelectionLayer world={world} movable>
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>,
    );
    const layer = container.querySelector<SVGElement>('.hitkit-selection-layer')!;
    act(() => layer.focus());
    fireEvent.keyDown(layer, { key: 'ArrowRight' });
    const box = container.querySelector('.hitkit-selection')!;
    expect(marks(box)).toEqual(ONE_MARK);
    expect([...box.querySelectorAll('.hitkit-selection-focus')].map((e) => e.tagName.toLowerCase())).toEqual(['path', 'path']);
  });

  it('DraggableShape draws the same mark: the shared double line, a box 10 CSS px outside the body', () => {
    const { container } = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Focus">
        <DraggableShape<Circle> label="Pillar" defaultValue={{ center: { x: 50, y: 50 }, radius: 10 }} />
      </Scene>,
    );
    act(() => container.querySelector<SVGElement>('[aria-label^="Pillar"]')!.focus());
    expect(marks(container)).toEqual(ONE_MARK);
    const ring = [...container.querySelectorAll('.hitkit-draggable-focus')];
    expect(ring.map((e) => e.tagName.toLowerCase())).toEqual(['path', 'path']);
    // the circle's bounds (40..60) grown on every side: a box around it
    const [x0, y0, x1, y1] = /^M(-?[\d.]+) (-?[\d.]+)H(-?[\d.]+)V(-?[\d.]+)H-?[\d.]+Z$/.exec(ring[0]!.getAttribute('d')!)!.slice(1).map(Number);
    expect(x0).toBeLessThan(40);
    expect(y0).toBeLessThan(40);
    expect(x1).toBeGreaterThan(60);
    expect(y1).toBeGreaterThan(60);
    expect(x1! - 60).toBeCloseTo(40 - x0!, 9);
  });
});
