import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** Presses `key` (with Shift when `shift`) `times` times, each its own gesture, and returns the point after each press. */
async function press(user: ReturnType<typeof userEvent.setup>, onChange: ReturnType<typeof vi.fn>, key: string, times: number, shift = true): Promise<Vec2[]> {
  const seen: Vec2[] = [];
  for (let k = 0; k < times; k++) {
    const before = onChange.mock.calls.length;
    await user.keyboard(shift ? `{Shift>}{${key}}{/Shift}` : `{${key}}`);
    const calls = onChange.mock.calls;
    seen.push(calls.length > before ? (calls.at(-1)![0] as Vec2) : (seen.at(-1) ?? { x: Number.NaN, y: Number.NaN }));
  }
  return seen;
}

const center = { x: 100, y: 100 };
const radius = 50;
const angleOf = (p: Vec2) => Math.atan2(p.y - center.y, p.x - center.x);

describe('arrow keys along a constraint', () => {
  it('on a circle: each Shift+ArrowDown walks the same arc length (the large step), through the bottom and beyond; ArrowUp retraces exactly', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const start = { x: 150, y: 100 };
    render(<Handle defaultValue={start} onChange={onChange} constrain={constraints.onCircle({ center, radius })} />);
    handle().focus();
    const down = await press(user, onChange, 'ArrowDown', 12);
    const path = [start, ...down];
    for (let k = 1; k < path.length; k++) {
      const p = path[k]!;
      expect(Math.abs(Math.hypot(p.x - center.x, p.y - center.y) - radius)).toBeLessThan(1e-9);
      let turn = angleOf(p) - angleOf(path[k - 1]!);
      if (turn < -Math.PI) turn += 2 * Math.PI;
      if (turn > Math.PI) turn -= 2 * Math.PI;
      // y down: going down from the rightmost point turns clockwise on screen (the angle grows)
      expect(Math.abs(turn * radius - 10)).toBeLessThan(1e-9);
    }
    // 12 steps of 0.2 rad: 2.4 rad, past the bottom (π/2) and up the left side
    expect(Math.abs(angleOf(path.at(-1)!) - 2.4)).toBeLessThan(1e-9);
    const up = await press(user, onChange, 'ArrowUp', 12);
    const back = [...path].reverse().slice(1);
    up.forEach((p, k) => {
      expect(Math.abs(p.x - back[k]!.x)).toBeLessThan(1e-9);
      expect(Math.abs(p.y - back[k]!.y)).toBeLessThan(1e-9);
    });
  });

  it('on a circle: ArrowRight near the top walks clockwise by the step (its projection on the tangent chooses the way)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 100, y: 50 }} step={5} onChange={onChange} constrain={constraints.onCircle({ center, radius })} />);
    handle().focus();
    const [p] = await press(user, onChange, 'ArrowRight', 1, false);
    expect(Math.abs(angleOf(p!) - (-Math.PI / 2 + 0.1))).toBeLessThan(1e-12);
  });

  it('on a segment: walks the full step whatever the key angle, and stops at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const segment = { start: { x: 0, y: 0 }, end: { x: 30, y: 40 } }; // length 50, direction (0.6, 0.8)
    render(<Handle defaultValue={{ x: 0, y: 0 }} onChange={onChange} constrain={constraints.onSegment(segment)} />);
    handle().focus();
    const down = await press(user, onChange, 'ArrowDown', 6);
    const expected = [1, 2, 3, 4, 5, 5].map((k) => ({ x: 6 * k, y: 8 * k }));
    down.forEach((p, k) => {
      expect(Math.abs(p.x - expected[k]!.x)).toBeLessThan(1e-9);
      expect(Math.abs(p.y - expected[k]!.y)).toBeLessThan(1e-9);
    });
    expect(onChange).toHaveBeenCalledTimes(5); // the sixth press, at the end, changes nothing
    const [back] = await press(user, onChange, 'ArrowLeft', 1, false);
    expect(Math.abs(back!.x - 29.4)).toBeLessThan(1e-9);
    expect(Math.abs(back!.y - 39.2)).toBeLessThan(1e-9);
    const up = await press(user, onChange, 'ArrowUp', 6);
    expect(up.at(-1)).toEqual({ x: 0, y: 0 });
  });
});

describe('constraint paths', () => {
  it('onPolyline walks round its corners by arc length and stops at both ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const polyline = {
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ],
    };
    render(<Handle defaultValue={{ x: 4, y: 0 }} step={4} onChange={onChange} constrain={constraints.onPolyline(polyline)} />);
    handle().focus();
    const right = await press(user, onChange, 'ArrowRight', 4, false);
    expect(right.slice(0, 3)).toEqual([
      { x: 8, y: 0 },
      { x: 10, y: 2 },
      { x: 10, y: 6 },
    ]);
    expect(right[3]!.x).toBe(10);
    expect(Math.abs(right[3]!.y - 10)).toBeLessThan(1e-12);
    const left = await press(user, onChange, 'ArrowLeft', 5, false);
    expect(left.at(-1)).toEqual({ x: 0, y: 0 });
  });

  it('onLine walks along the infinite line in its positive sense (b, −a)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Handle defaultValue={{ x: 0, y: 0 }} step={5} onChange={onChange} constrain={constraints.onLine({ a: 3, b: -4, c: 0 })} />);
    handle().focus();
    const [p] = await press(user, onChange, 'ArrowLeft', 1, false); // direction (−0.8, −0.6): Left projects to +0.8
    expect(Math.abs(p!.x + 4)).toBeLessThan(1e-12);
    expect(Math.abs(p!.y + 3)).toBeLessThan(1e-12);
  });

  it('a key perpendicular to the path (a tie) walks the positive way towards +x or +y, the other way towards −x or −y', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // at the exact bottom of the circle, ArrowDown and ArrowUp are perpendicular to the tangent
    const bottom = { x: 100, y: 150 };
    const one = render(<Handle defaultValue={bottom} step={5} onChange={onChange} constrain={constraints.onCircle({ center, radius })} />);
    handle().focus();
    const [down] = await press(user, onChange, 'ArrowDown', 1, false);
    expect(Math.abs(angleOf(down!) - (Math.PI / 2 + 0.1))).toBeLessThan(1e-12);
    one.unmount();
    render(<Handle defaultValue={bottom} step={5} onChange={onChange} constrain={constraints.onCircle({ center, radius })} />);
    handle().focus();
    const [up] = await press(user, onChange, 'ArrowUp', 1, false);
    expect(Math.abs(angleOf(up!) - (Math.PI / 2 - 0.1))).toBeLessThan(1e-12);
  });

  it('a zero-length segment and a zero-radius circle do not move under the keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const one = render(
      <Handle defaultValue={{ x: 1, y: 1 }} onChange={onChange} constrain={constraints.onSegment({ start: { x: 1, y: 1 }, end: { x: 1, y: 1 } })} />,
    );
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    one.unmount();
    render(<Handle defaultValue={{ x: 1, y: 1 }} onChange={onChange} constrain={constraints.onCircle({ center: { x: 1, y: 1 }, radius: 0 })} />);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the new presets validate their shape, naming it', () => {
    expect(() => constraints.onLine({ a: 0, b: 0, c: 1 })).toThrow(
      new RangeError('line.a and line.b must not both be 0 (a line needs a normal), got a = 0, b = 0'),
    );
    expect(() => constraints.onPolyline({ points: [{ x: 0, y: 0 }] })).toThrow(new RangeError('polyline.points must have at least 2 points, got 1'));
  });
});
