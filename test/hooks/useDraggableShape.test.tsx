import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Circle, Rect, Segment } from '../../src/geometry';
import { useDraggableShape, type DraggableShapeOptions, type EditableShape } from '../../src/hooks';

function Editable<S extends EditableShape>(props: DraggableShapeOptions<S>) {
  const { bodyProps, handles, activePart } = useDraggableShape(props);
  return (
    <svg data-active={activePart ?? ''}>
      <g {...bodyProps} />
      {handles.map((h) => (
        <circle key={h.part} cx={h.point.x} cy={h.point.y} r={3} {...h.props} />
      ))}
    </svg>
  );
}

async function drag(user: ReturnType<typeof userEvent.setup>, el: Element, from: [number, number], to: [number, number]) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: from[0], clientY: from[1] } },
    { target: el, coords: { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 } },
    { target: el, coords: { clientX: to[0], clientY: to[1] } },
    { keys: '[/MouseLeft]', target: el },
  ]);
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('useDraggableShape: segment', () => {
  it('drags the body (both endpoints move), and each endpoint alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Segment> defaultValue={{ start: { x: 0, y: 0 }, end: { x: 10, y: 0 } }} onChange={onChange} />);
    await drag(user, button(/^Segment from/), [5, 0], [8, 4]);
    expect(button('Segment from (3, 4) to (13, 4)')).toHaveAttribute('aria-roledescription', 'draggable segment');
    await drag(user, button('Segment end at (13, 4)'), [13, 4], [20, 20]);
    expect(onChange).toHaveBeenLastCalledWith({ start: { x: 3, y: 4 }, end: { x: 20, y: 20 } });
    expect(button('Segment start at (3, 4)')).toHaveStyle({ touchAction: 'none' });
  });

  it('moves with the arrow keys, snapping the start to the grid, kept in bounds', async () => {
    const user = userEvent.setup();
    render(<Editable<Segment> defaultValue={{ start: { x: 1, y: 1 }, end: { x: 6, y: 1 } }} snap={5} bounds={{ x: 0, y: 0, width: 20, height: 20 }} />);
    button(/^Segment from/).focus();
    await user.keyboard('{ArrowRight}');
    // the start lands on the grid: the next line to the right, and y snapped too
    expect(button('Segment from (5, 0) to (10, 0)')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // the end stops at the right edge, 20
    expect(button('Segment from (15, 0) to (20, 0)')).toBeInTheDocument();
  });
});

describe('useDraggableShape: circle', () => {
  it('resizes from the radius handle (a slider), by pointer and by keys, never below minSize (0 here)', async () => {
    const user = userEvent.setup();
    render(<Editable<Circle> defaultValue={{ center: { x: 0, y: 0 }, radius: 5 }} minSize={0} />);
    const radius = screen.getByRole('slider', { name: 'Circle radius' });
    expect(radius).toHaveAttribute('aria-valuenow', '5');
    await drag(user, radius, [5, 0], [0, 12]);
    expect(radius).toHaveAttribute('aria-valuenow', '12');
    // the handle stays where it was dragged to: straight below the centre
    expect(radius).toHaveAttribute('cy', '12');
    radius.focus();
    await user.keyboard('{ArrowLeft}{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(radius).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{ArrowUp}');
    expect(radius).toHaveAttribute('aria-valuenow', '1');
  });

  it('keeps the radius inside the bounds', async () => {
    const user = userEvent.setup();
    render(<Editable<Circle> defaultValue={{ center: { x: 10, y: 10 }, radius: 5 }} bounds={{ x: 0, y: 0, width: 40, height: 40 }} />);
    const radius = screen.getByRole('slider', { name: 'Circle radius' });
    radius.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(radius).toHaveAttribute('aria-valuenow', '10');
  });
});

describe('useDraggableShape: rect', () => {
  it('drags a corner with the opposite one fixed; past it, the rect stops at its minimum size (no flip)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 10, height: 10 }} onChange={onChange} />);
    await drag(user, button('Rect bottom-right corner at (10, 10)'), [10, 10], [20, 15]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 20, height: 15 });
    await drag(user, button('Rect bottom-right corner at (20, 15)'), [20, 15], [-5, -10]);
    expect(onChange).toHaveBeenLastCalledWith({ x: 0, y: 0, width: 1, height: 1 });
    expect(button('Rect at (0, 0), 1 × 1')).toBeInTheDocument();
  });

  it('controlled: shows what the parent passes back; drag start/end report the part', async () => {
    const user = userEvent.setup();
    const onDragStart = vi.fn();
    const onDragEnd = vi.fn();
    function Parent() {
      const [r, setR] = useState<Rect>({ x: 0, y: 0, width: 10, height: 10 });
      return <Editable value={r} onChange={setR} onDragStart={onDragStart} onDragEnd={onDragEnd} label="Box" />;
    }
    render(<Parent />);
    await drag(user, button(/^Box at/), [5, 5], [7, 8]);
    expect(button('Box at (2, 3), 10 × 10')).toBeInTheDocument();
    expect(onDragStart).toHaveBeenCalledWith({ x: 0, y: 0, width: 10, height: 10 }, 'body', { input: 'pointer' });
    expect(onDragEnd).toHaveBeenCalledWith({ x: 2, y: 3, width: 10, height: 10 }, 'body', { input: 'pointer', reason: 'release', cancelled: false });
  });

  it('without resizable, only the body', () => {
    render(<Editable<Rect> defaultValue={{ x: 0, y: 0, width: 10, height: 10 }} resizable={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

it.each([
  [{}, TypeError, 'useDraggableShape needs options.value (controlled) or options.defaultValue (uncontrolled)'],
  [{ defaultValue: { x: 0, y: 0 } }, TypeError, 'useDraggableShape moves segments, circles, rects and rotated rects; for a point use useDraggablePoint'],
  [{ defaultValue: { center: { x: 0, y: 0 }, radius: -2 } }, RangeError, 'options.defaultValue.radius must be a finite number >= 0, got -2'],
] as const)('useDraggableShape: bad options throw, naming the option (%#)', (options, ErrorType, message) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Editable {...(options as DraggableShapeOptions<EditableShape>)} />)).toThrow(new ErrorType(message));
});
