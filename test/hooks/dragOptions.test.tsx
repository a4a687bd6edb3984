import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Vec2 } from '../../src/geometry';
import { constraints, useDraggablePoint, type DraggablePointOptions } from '../../src/hooks';

function Handle(props: DraggablePointOptions) {
  const { point, handleProps } = useDraggablePoint(props);
  return (
    <svg>
      <circle cx={point.x} cy={point.y} r={5} {...handleProps} />
    </svg>
  );
}

const handle = () => screen.getByRole('button');

/** A pointer drag in jsdom (identity client → scene): press at `from`, move through `path`, release. */
async function drag(user: ReturnType<typeof userEvent.setup>, from: Vec2, ...path: Vec2[]) {
  const el = handle();
  await user.pointer([
    { keys: '[MouseLeft>]', target: el, coords: { clientX: from.x, clientY: from.y } },
    ...path.map((p) => ({ target: el, coords: { clientX: p.x, clientY: p.y } })),
    { keys: '[/MouseLeft]', target: el },
  ]);
}

const at = (x: number, y: number) => expect(handle()).toHaveAccessibleName(`Point at (${x}, ${y})`);

describe('useDraggablePoint: constrain', () => {
  it('a custom function sees the proposed and the current point (pointer and keyboard)', async () => {
    const user = userEvent.setup();
    const constrain = vi.fn((p: Vec2) => ({ x: Math.max(0, p.x), y: p.y }));
    render(<Handle defaultValue={{ x: 5, y: 5 }} constrain={constrain} />);
    await drag(user, { x: 5, y: 5 }, { x: -20, y: 8 });
    at(0, 8);
    expect(constrain).toHaveBeenCalledWith({ x: -20, y: 8 }, { x: 5, y: 5 });
    handle().focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    at(0, 7);
  });

  it('horizontal keeps y, vertical keeps x, whatever the pointer does', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Handle defaultValue={{ x: 0, y: 0 }} constrain={constraints.horizontal} />);
    await drag(user, { x: 0, y: 0 }, { x: 12, y: 30 });
    at(12, 0);
    unmount();
    render(<Handle defaultValue={{ x: 0, y: 0 }} constrain={constraints.vertical} />);
    await drag(user, { x: 0, y: 0 }, { x: 12, y: 30 });
    at(0, 30);
  });

  it('onCircle projects onto the circumference; onSegment onto the closed segment; insideRect clamps', async () => {
    const user = userEvent.setup();
    const one = render(<Handle defaultValue={{ x: 10, y: 0 }} constrain={constraints.onCircle({ center: { x: 0, y: 0 }, radius: 10 })} />);
    await drag(user, { x: 10, y: 0 }, { x: 30, y: 40 });
    at(6, 8);
    one.unmount();
    const two = render(<Handle defaultValue={{ x: 0, y: 0 }} constrain={constraints.onSegment({ start: { x: 0, y: 0 }, end: { x: 10, y: 0 } })} />);
    await drag(user, { x: 0, y: 0 }, { x: 4, y: 7 }, { x: 25, y: -3 });
    at(10, 0);
    two.unmount();
    render(<Handle defaultValue={{ x: 5, y: 5 }} constrain={constraints.insideRect({ x: 0, y: 0, width: 10, height: 10 })} />);
    await drag(user, { x: 5, y: 5 }, { x: -5, y: 50 });
    at(0, 10);
  });

  it('the presets validate their shape, naming it', () => {
    expect(() => constraints.onCircle({ center: { x: 0, y: 0 }, radius: -1 })).toThrow(new RangeError('circle.radius must be a finite number >= 0, got -1'));
    expect(() => constraints.insideRect({ x: 0, y: 0, width: Number.NaN, height: 1 })).toThrow(
      new RangeError('rect.width must be a finite number >= 0, got NaN'),
    );
  });
});

describe('useDraggablePoint: snap, bounds, callbacks, yUp', () => {
  it('snaps pointer positions to the grid; the arrow keys move exactly one grid step (Shift: ten)', async () => {
    const user = userEvent.setup();
    render(<Handle defaultValue={{ x: 0, y: 0 }} snap={5} step={1} />);
    await drag(user, { x: 0, y: 0 }, { x: 7, y: 13 });
    at(5, 15);
    handle().focus();
    await user.keyboard('{ArrowRight}');
    at(10, 15);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    at(10, 65);
  });

  it('from an off-grid point, a key goes to the next grid line in its direction', async () => {
    const user = userEvent.setup();
    render(<Handle defaultValue={{ x: 3.5, y: 2 }} snap={0.5} />);
    handle().focus();
    await user.keyboard('{ArrowRight}');
    at(4, 2);
  });

  it('snaps decimal steps without float noise (0.1 × 3 is 0.3)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 0, y: 0 }} snap={0.1} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith({ x: 0.3, y: 0 });
  });

  it('bounds clamp last, after snapping and constrain; a move that changes nothing calls nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 8, y: 8 }} bounds={{ x: 0, y: 0, width: 10, height: 10 }} onChange={onChange} />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    at(10, 8);
    expect(onChange).toHaveBeenCalledTimes(2);
    await drag(user, { x: 10, y: 8 }, { x: -40, y: -40 });
    at(0, 0);
  });

  it('calls onDragStart with the point before and onDragEnd with the point after a pointer drag', async () => {
    const user = userEvent.setup();
    const onDragStart = vi.fn();
    const onDragEnd = vi.fn();
    render(<Handle defaultValue={{ x: 1, y: 2 }} onDragStart={onDragStart} onDragEnd={onDragEnd} />);
    await drag(user, { x: 1, y: 2 }, { x: 11, y: 2 }, { x: 21, y: 12 });
    expect(onDragStart).toHaveBeenCalledTimes(1);
    expect(onDragStart).toHaveBeenCalledWith({ x: 1, y: 2 }, { input: 'pointer' });
    expect(onDragEnd).toHaveBeenCalledTimes(1);
    expect(onDragEnd).toHaveBeenCalledWith({ x: 21, y: 12 }, { input: 'pointer', reason: 'release', cancelled: false });
  });

  it('yUp: ArrowUp increases y', async () => {
    const user = userEvent.setup();
    render(<Handle defaultValue={{ x: 0, y: 0 }} yUp />);
    handle().focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}');
    at(1, 2);
  });

  it('controlled with snapping: reports snapped points and shows only what the parent passes back', async () => {
    const user = userEvent.setup();
    const seen: Vec2[] = [];
    function Parent() {
      const [p, setP] = useState<Vec2>({ x: 0, y: 0 });
      // the parent refuses x > 20
      return <Handle value={p} onChange={(next) => (seen.push(next), next.x <= 20 && setP(next))} snap={10} />;
    }
    render(<Parent />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(seen).toEqual([
      { x: 10, y: 0 },
      { x: 20, y: 0 },
      { x: 30, y: 0 },
    ]);
    at(20, 0);
  });

  it.each([
    [{ defaultValue: { x: 0, y: 0 }, snap: -1 }, RangeError, 'options.snap must be a finite number > 0, got -1'],
    [{ defaultValue: { x: 0, y: 0 }, bounds: { x: 0, y: 0, width: -1, height: 1 } }, RangeError, 'options.bounds.width must be a finite number >= 0, got -1'],
    [{ defaultValue: { x: 0, y: 0 }, constrain: 'horizontal' }, TypeError, 'options.constrain must be a function (proposed, current) => point, got string'],
  ] as const)('bad drag options throw with the option named (%#)', (options, ErrorType, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Handle {...(options as DraggablePointOptions)} />)).toThrow(new ErrorType(message));
  });
});
