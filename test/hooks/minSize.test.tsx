import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Circle, Rect } from '../../src/geometry';
import { useDraggableShape, type DraggableShapeOptions, type EditableShape } from '../../src/hooks';
import { moveHandle } from '../../src/hooks/drag/shapeEdit';
import { readDragOptions } from '../../src/hooks/drag/dragOptions';

function Editable<S extends EditableShape>(props: DraggableShapeOptions<S>) {
  const { bodyProps, handles } = useDraggableShape(props);
  return (
    <svg>
      <g {...bodyProps} />
      {handles.map((h) => (
        <circle key={h.part} cx={h.point.x} cy={h.point.y} r={3} {...h.props} />
      ))}
    </svg>
  );
}

async function drag(user: ReturnType<typeof userEvent.setup>, el: Element, ...path: [number, number][]) {
  const [from, ...rest] = path;
  await user.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: from![0], clientY: from![1] } },
    ...rest.map(([x, y]) => ({ target: el, coords: { clientX: x, clientY: y } })),
    { keys: '[/MouseLeft]', target: el },
  ]);
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('useDraggableShape: minimum size', () => {
  it('a rect corner dragged past the opposite corner stops minSize short of it on each axis, never flipping (default: the step, 1)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 10, height: 10 }} onChange={onChange} />);
    await drag(user, button('Rect bottom-right corner at (10, 10)'), [10, 10], [4, 3], [-20, -15]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 1, height: 1 });
    // the same corner is still held: back out, it grows again from the same fixed corner
    await drag(user, button('Rect bottom-right corner at (1, 1)'), [1, 1], [-30, -30], [6, 8]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 6, height: 8 });
  });

  it('minSize in scene units; each axis on its own; the top-left corner too; by keys as well', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Rect> defaultValue={{ x: 10, y: 10, width: 20, height: 20 }} minSize={5} onChange={onChange} />);
    await drag(user, button('Rect top-left corner at (10, 10)'), [10, 10], [40, 12]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 25, y: 12, width: 5, height: 18 });
    const corner = button('Rect top-left corner at (25, 12)');
    corner.focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 25, y: 25, width: 5, height: 5 });
  });

  it('with a grid, the default minimum is one cell', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 40, height: 40 }} snap={10} onChange={onChange} />);
    await drag(user, button('Rect bottom-right corner at (40, 40)'), [40, 40], [-3, 2]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 10, height: 10 });
  });

  it('a circle’s radius stops at minSize, by pointer and by key; the slider says so (aria-valuemin, Home)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Circle> defaultValue={{ center: { x: 0, y: 0 }, radius: 10 }} minSize={3} onChange={onChange} />);
    const radius = screen.getByRole('slider', { name: 'Circle radius' });
    expect(radius).toHaveAttribute('aria-valuemin', '3');
    await drag(user, radius, [10, 0], [1, 0], [0.5, 0]);
    expect(radius).toHaveAttribute('aria-valuenow', '3');
    radius.focus();
    await user.keyboard('{End}{Home}');
    expect(radius).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith({ center: { x: 0, y: 0 }, radius: 3 });
  });

  it('minSize 0 lets a rect collapse to a point and a circle to its centre (still no flip)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 10, height: 10 }} minSize={0} onChange={onChange} />);
    await drag(user, button('Rect bottom-right corner at (10, 10)'), [10, 10], [-5, -5]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 0, height: 0 });
  });

  it('rejects a bad minSize, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 1, height: 1 }} minSize={-1} />)).toThrow(
      new RangeError('options.minSize must be a finite number >= 0, got -1'),
    );
    vi.restoreAllMocks();
  });

  it('property: wherever a corner goes, the fixed corner stays and the rect is at least minSize on each axis (bounds aside)', () => {
    const settings = readDragOptions({});
    const corners = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
    const opposite = { topLeft: 'bottomRight', topRight: 'bottomLeft', bottomRight: 'topLeft', bottomLeft: 'topRight' } as const;
    const at = (r: Rect, c: (typeof corners)[number]) => ({
      x: c === 'topRight' || c === 'bottomRight' ? r.x + r.width : r.x,
      y: c === 'bottomLeft' || c === 'bottomRight' ? r.y + r.height : r.y,
    });
    fc.assert(
      fc.property(
        fc.record({
          x: fc.integer({ min: -1000, max: 1000 }),
          y: fc.integer({ min: -1000, max: 1000 }),
          width: fc.integer({ min: 1, max: 500 }),
          height: fc.integer({ min: 1, max: 500 }),
        }),
        fc.constantFrom(...corners),
        fc.record({ x: fc.double({ min: -3000, max: 3000, noNaN: true }), y: fc.double({ min: -3000, max: 3000, noNaN: true }) }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (rect, corner, to, minSize) => {
          const next = moveHandle(rect, 'rect', corner, to, settings, minSize) as Rect;
          const slack = 1e-12 * 4000; // the rounding of fixed ± minSize at coordinates up to 3000
          expect(next.width).toBeGreaterThanOrEqual(minSize - slack);
          expect(next.height).toBeGreaterThanOrEqual(minSize - slack);
          // the fixed corner, up to the rounding of x + width (the rect stores a corner and a size)
          const fixed = at(next, opposite[corner]);
          const was = at(rect, opposite[corner]);
          expect(Math.abs(fixed.x - was.x)).toBeLessThanOrEqual(slack);
          expect(Math.abs(fixed.y - was.y)).toBeLessThanOrEqual(slack);
        },
      ),
    );
  });
});
