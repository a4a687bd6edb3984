import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Vec2 } from '../../src/geometry';
import { useDraggablePoint, type DraggablePointOptions } from '../../src/hooks';

function Handle(props: DraggablePointOptions) {
  const { point, isDragging, handleProps } = useDraggablePoint(props);
  return (
    <svg>
      <circle cx={point.x} cy={point.y} r={5} data-dragging={isDragging} {...handleProps} />
    </svg>
  );
}

const handle = () => screen.getByRole('button');

describe('useDraggablePoint', () => {
  it('has an accessible name with its coordinates, is focusable and sets touch-action: none', () => {
    render(<Handle defaultValue={{ x: 3, y: 4.256 }} label="Centre" />);
    expect(handle()).toHaveAccessibleName('Centre at (3, 4.26)');
    expect(handle()).toHaveAttribute('tabindex', '0');
    expect(handle()).toHaveAttribute('aria-roledescription', 'draggable point');
    expect(handle()).toHaveStyle({ touchAction: 'none' });
  });

  it('moves with the arrow keys (y down), by the large step with Shift (uncontrolled)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 0, y: 0 }} step={2} largeStep={25} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(handle()).toHaveAttribute('cx', '4');
    expect(handle()).toHaveAttribute('cy', '-2');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}{ArrowLeft}');
    expect(handle()).toHaveAttribute('cx', '2');
    expect(handle()).toHaveAttribute('cy', '23');
    expect(onChange).toHaveBeenLastCalledWith({ x: 2, y: 23 });
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(handle()).toHaveAccessibleName('Point at (2, 23)');
  });

  it('ignores arrows with Ctrl/Alt/Meta and other keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 0, y: 0 }} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{Control>}{ArrowRight}{/Control}{Alt>}{ArrowRight}{/Alt}a{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('controlled: reports the move and shows only what the parent passes back', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Handle value={{ x: 10, y: 10 }} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith({ x: 11, y: 10 });
    expect(handle()).toHaveAttribute('cx', '10'); // the parent did not update
    rerender(<Handle value={{ x: 50, y: 60 }} onChange={onChange} />);
    expect(handle()).toHaveAttribute('cx', '50');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 50, y: 61 });
  });

  it('controlled by a parent that accepts every change', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [p, setP] = useState<Vec2>({ x: 0, y: 0 });
      return <Handle value={p} onChange={setP} />;
    }
    render(<Parent />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle()).toHaveAttribute('cx', '2');
  });

  it('drags with a pointer, keeping the grab offset, with pointer capture', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 100, y: 100 }} onChange={onChange} />);
    const el = handle();
    // grab 3 px right of the centre (identity transform in jsdom: no CTM)
    await user.pointer([{ keys: '[MouseLeft>]', target: el, coords: { clientX: 103, clientY: 100 } }]);
    expect(el).toHaveAttribute('data-dragging', 'true');
    expect(el.hasPointerCapture(1)).toBe(true);
    await user.pointer([
      { target: el, coords: { clientX: 113, clientY: 90 } },
      { target: el, coords: { clientX: 123, clientY: 80 } },
      { keys: '[/MouseLeft]', target: el },
    ]);
    expect(el).toHaveAttribute('data-dragging', 'false');
    expect(el).toHaveAttribute('cx', '120');
    expect(el).toHaveAttribute('cy', '80');
    expect(onChange).toHaveBeenLastCalledWith({ x: 120, y: 80 });
  });

  it('maps client coordinates through clientToScene (e.g. a scaled SVG)', async () => {
    const user = userEvent.setup();
    const clientToScene = (x: number, y: number) => ({ x: x / 2, y: y / 2 });
    render(<Handle defaultValue={{ x: 10, y: 10 }} clientToScene={clientToScene} />);
    const el = handle();
    await user.pointer([
      { keys: '[MouseLeft>]', target: el, coords: { clientX: 20, clientY: 20 } },
      { target: el, coords: { clientX: 40, clientY: 30 } },
      { keys: '[/MouseLeft]', target: el },
    ]);
    expect(el).toHaveAttribute('cx', '20');
    expect(el).toHaveAttribute('cy', '15');
  });

  it('disabled: not focusable, ignores keys and pointer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 0, y: 0 }} onChange={onChange} disabled />);
    const el = handle();
    expect(el).toHaveAttribute('tabindex', '-1');
    expect(el).toHaveAttribute('aria-disabled', 'true');
    el.focus();
    await user.keyboard('{ArrowRight}');
    await user.pointer([
      { keys: '[MouseLeft>]', target: el, coords: { clientX: 0, clientY: 0 } },
      { target: el, coords: { clientX: 10, clientY: 10 } },
      { keys: '[/MouseLeft]', target: el },
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    [{}, TypeError, 'useDraggablePoint needs options.value (controlled) or options.defaultValue (uncontrolled)'],
    [{ defaultValue: { x: Number.NaN, y: 0 } }, RangeError, 'options.defaultValue.x must be a finite number, got NaN'],
    [{ value: { x: 0, y: Number.POSITIVE_INFINITY } }, RangeError, 'options.value.y must be a finite number, got Infinity'],
    [{ defaultValue: { x: 0, y: 0 }, step: 0 }, RangeError, 'options.step must be a finite number > 0, got 0'],
    [{ defaultValue: { x: 0, y: 0 }, largeStep: -5 }, RangeError, 'options.largeStep must be a finite number > 0, got -5'],
  ] as const)('bad options throw with the option named (%#)', (options, ErrorType, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useDraggablePoint(options as DraggablePointOptions))).toThrow(new ErrorType(message));
  });
});

describe('useDraggablePoint, disabled mid-drag', () => {
  it('stops reporting isDragging when disabled during a drag', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Handle defaultValue={{ x: 0, y: 0 }} />);
    await user.pointer({ keys: '[MouseLeft>]', target: handle(), coords: { clientX: 0, clientY: 0 } });
    expect(handle()).toHaveAttribute('data-dragging', 'true');
    rerender(<Handle defaultValue={{ x: 0, y: 0 }} disabled />);
    expect(handle()).toHaveAttribute('data-dragging', 'false');
  });
});
