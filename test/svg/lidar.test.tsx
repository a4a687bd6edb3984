import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  createWorld,
  LidarLegend,
  LidarOverlay,
  LidarRangePlot,
  LidarRobot,
  Scene,
  useLidarScan,
  type DrawableLidarScan,
  type LidarSensor,
  type Pose,
  type World,
} from '../../src';
import { AutopilotFigure } from '../../stories/lidar/motion';
import { roomWalls } from './lidarRoom';

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const moves = (d: string | null | undefined) => (d ?? '').split('M').length - 1;

/** The lidar tests' room: a box 0…100 and a wall x = 60, y 40…60: from (20, 50) the rays near +x hit the wall, those toward −x the box. */
const world = (): World => createWorld({ segments: roomWalls() });

function Lidar({
  w,
  sensor,
  viewBox = { x: 0, y: 0, width: 100, height: 100 },
}: {
  w: World;
  sensor: LidarSensor;
  viewBox?: { x: number; y: number; width: number; height: number };
}) {
  const scan = useLidarScan(w, sensor);
  return (
    <>
      <Scene viewBox={viewBox} title="Lidar">
        <LidarOverlay scan={scan} />
      </Scene>
      <LidarRangePlot scan={scan} />
    </>
  );
}

const sensor = (over: Partial<LidarSensor> = {}): LidarSensor => ({
  origin: { x: 20, y: 50 },
  heading: 0,
  fov: 2 * Math.PI,
  rayCount: 360,
  range: 70,
  ...over,
});

describe('LidarOverlay', () => {
  it('draws all rays as one path per style, whatever the number of rays, and one path of marks', () => {
    const { container } = render(<Lidar w={world()} sensor={sensor()} />);
    const overlay = container.querySelector('.hitkit-lidar') as SVGGElement;
    expect(overlay.querySelectorAll('path')).toHaveLength(4);
    expect(overlay.querySelectorAll('line, circle')).toHaveLength(0);
    const returns = Number(overlay.getAttribute('data-returns'));
    expect(overlay).toHaveAttribute('data-rays', '360');
    expect(returns).toBeGreaterThan(0);
    expect(returns).toBeLessThan(360);
    expect(moves(overlay.querySelector('.hitkit-lidar-hit')?.getAttribute('d'))).toBe(returns);
    expect(moves(overlay.querySelector('.hitkit-lidar-miss')?.getAttribute('d'))).toBe(360 - returns);
    expect(moves(overlay.querySelector('.hitkit-lidar-marks')?.getAttribute('d'))).toBe(returns);
    // the nearest return: the box's left wall, 20 away, straight left (bearing 180°)
    expect(overlay).toHaveAttribute('data-nearest', '20');
    expect(overlay).toHaveAccessibleName(
      `Lidar scan: 360 rays over 360°, ${returns} returns, nearest 20 at 180° from the heading; ${360 - returns} rays see nothing within 70`,
    );
    // a whole field of view: the range limit is a circle of two arcs
    expect(overlay.querySelector('.hitkit-lidar-range')).toHaveAttribute('d', 'M90 50A70 70 0 0 1 -50 50A70 70 0 0 1 90 50Z');
  });

  it('writes no NaN, no -0 and no exponent, and a sector for a partial field of view', () => {
    const { container } = render(<Lidar w={world()} sensor={sensor({ fov: Math.PI / 2, rayCount: 7, heading: 0.3, noise: { stdDev: 1, seed: 3 } })} />);
    const html = container.innerHTML;
    expect(html).not.toMatch(/NaN|Infinity|="-0"|[ ML]-0[ LMAhvz]|\de-\d/);
    const range = container.querySelector('.hitkit-lidar-range')?.getAttribute('d') ?? '';
    expect(range).toMatch(/^M20 50L[\d.]+ [\d.-]+A70 70 0 0 1 [\d.]+ [\d.]+A70 70 0 0 1 [\d.]+ [\d.]+Z$/);
  });

  it('writes coordinates relative to the Scene origin, as the other components do', () => {
    const far = 1e9;
    const w = createWorld({ segments: [{ start: { x: far + 40, y: far - 10 }, end: { x: far + 40, y: far + 10 } }] });
    const { container } = render(
      <Lidar
        w={w}
        sensor={sensor({ origin: { x: far, y: far }, fov: 0.5, rayCount: 3, range: 50 })}
        viewBox={{ x: far - 50, y: far - 50, width: 100, height: 100 }}
      />,
    );
    const svg = container.querySelector('svg.hitkit-scene') as SVGSVGElement;
    expect(svg.getAttribute('data-origin')).toBe('1000000000 1000000000');
    // the middle ray meets the wall 40 to the right of the sensor: written relative to the origin
    expect(container.querySelector('.hitkit-lidar-hit')?.getAttribute('d')).toBe('M0 0L40 0');
    expect(container.querySelector('.hitkit-lidar-marks')?.getAttribute('d')).toBe('M39.125 -0.875h1.75v1.75h-1.75z'); // half-side 3.5 px (jsdom has no layout: a px is 1/400 of the view, 0.25)
  });

  it('draws smaller squares where neighbouring returns crowd them: 1 px apart, 5 to 7 px across', () => {
    // jsdom has no layout: a CSS px is 1/400 of the 100-wide view, 0.25 units
    const px = 0.25;
    for (const rayCount of [9, 15, 21, 41]) {
      // a fan at the wall x = 60 (y 40…60), 40 away: returns 10, 6.7, 5 and 2.5 px apart along it (near the middle)
      const s = sensor({ fov: 0.5, rayCount, range: 100 });
      const { container, unmount } = render(<Lidar w={world()} sensor={s} />);
      const d = container.querySelector('.hitkit-lidar-marks')?.getAttribute('d') ?? '';
      const squares = [...d.matchAll(/M([-\d.]+) ([-\d.]+)h([\d.]+)v/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), side: Number(m[3]) }));
      expect(squares).toHaveLength(rayCount);
      for (const [i, q] of squares.entries()) {
        // the return at the square's centre, and how far its neighbours' returns lie (in px, as squares see it)
        const cx = q.x + q.side / 2;
        const cy = q.y + q.side / 2;
        const gaps = [squares[i - 1], squares[i + 1]]
          .filter((n) => n !== undefined)
          .map((n) => Math.max(Math.abs(n.x + n.side / 2 - cx), Math.abs(n.y + n.side / 2 - cy)) / px);
        const want = Math.min(7, Math.max(5, Math.min(...gaps) - 1));
        expect(q.side / px).toBeCloseTo(want, 1);
        const next = squares[i + 1];
        // neighbours 6 px or more apart never overlap: 1 px between them (to the written precision)
        if (next && Math.abs(next.y + next.side / 2 - cy) / px >= 6)
          expect(Math.abs(next.y - q.y) - (q.y < next.y ? q.side : next.side)).toBeGreaterThanOrEqual(px - 0.01);
      }
      unmount();
    }
  });

  it('redraws for a new scan in reused arrays (revision), not for the same scan', () => {
    const w = world();
    let setX: (x: number) => void = () => {};
    let bump: () => void = () => {};
    function Page() {
      const [x, set] = useState(20);
      const [, rerender] = useState(0);
      setX = set;
      bump = () => rerender((n) => n + 1);
      const scan = useLidarScan(w, sensor({ origin: { x, y: 50 }, rayCount: 4 }));
      return (
        <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Lidar">
          <LidarOverlay scan={scan} />
        </Scene>
      );
    }
    const { container } = render(<Page />);
    const d = () => container.querySelector('.hitkit-lidar-hit')?.getAttribute('d');
    expect(d()).toBe('M20 50L0 50M20 50L20 0M20 50L60 50M20 50L20 100');
    act(() => setX(30));
    expect(d()).toBe('M30 50L0 50M30 50L30 0M30 50L60 50M30 50L30 100');
    act(() => setX(20)); // the first set of arrays again, rewritten: must still redraw
    expect(d()).toBe('M20 50L0 50M20 50L20 0M20 50L60 50M20 50L20 100');
    const path = container.querySelector('.hitkit-lidar-hit');
    act(() => bump());
    expect(container.querySelector('.hitkit-lidar-hit')).toBe(path);
  });

  it('throws naming the prop for arrays that disagree, a bad sensor or mark size', () => {
    const spy = quiet();
    const ok: DrawableLidarScan = {
      angles: new Float64Array(2),
      ranges: new Float64Array([1, 2]),
      hitKinds: new Int8Array([0, -1]),
      points: new Float64Array(4),
      sensor: sensor({ rayCount: 2 }),
    };
    expect(() => render(<LidarOverlay scan={{ ...ok, points: new Float64Array(3) }} />)).toThrow(
      'scan.points.length must be 2 × scan.ranges.length (4), got 3',
    );
    expect(() => render(<LidarOverlay scan={{ ...ok, hitKinds: new Int8Array(1) }} />)).toThrow(RangeError);
    expect(() => render(<LidarOverlay scan={{ ...ok, sensor: sensor({ range: -1 }) }} />)).toThrow('scan.sensor.range must be a finite number > 0, got -1');
    expect(() => render(<LidarOverlay scan={{ ...ok, sensor: sensor({ origin: { x: Number.NaN, y: 0 } }) }} />)).toThrow(
      'scan.sensor.origin.x must be a finite number, got NaN',
    );
    expect(() => render(<LidarOverlay scan={ok} markSize={-1} />)).toThrow('markSize must be a finite number >= 0, got -1');
    expect(() => render(<LidarOverlay scan={{ ...ok, points: new Float64Array([0, Number.NaN, 0, 0]) }} />)).toThrow(RangeError);
    expect(() => render(<LidarRangePlot scan={ok} width={0} />)).toThrow('width must be a finite number > 0, got 0');
    spy.mockRestore();
  });
});

describe('LidarRangePlot and LidarLegend', () => {
  it('plots the returns as one curve with labelled ticks, the misses apart, and names the nearest return', () => {
    render(<Lidar w={world()} sensor={sensor({ fov: Math.PI, rayCount: 19 })} />);
    const plot = screen.getByRole('img', { name: /^Range plot: 19 rays over 180°, \d+ returns, nearest 40 at 0° from the heading/ });
    expect(plot.querySelectorAll('.hitkit-lidar-plot-curve')).toHaveLength(1);
    expect(plot.querySelector('.hitkit-lidar-plot-miss')).not.toBeNull();
    const texts = Array.from(plot.querySelectorAll('text'), (t) => t.textContent);
    expect(texts).toEqual([
      '-90°',
      '-60°',
      '-30°',
      '0°',
      '30°',
      '60°',
      '90°',
      '0',
      '20',
      '40',
      '60',
      '70',
      'range',
      'bearing from heading (° clockwise, y down)',
      'nearest 40 at 0°',
    ]);
    expect(plot.outerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('marks a lone return (misses either side) even where rays are too close for marks', () => {
    const rays = 200; // about 1 px apart: no marks, so a return between two misses would be a line of no length
    const hitKinds = new Int8Array(rays).fill(-1);
    for (const i of [0, 50, 100, 101, 199]) hitKinds[i] = 0;
    const scan: DrawableLidarScan = {
      angles: Float64Array.from({ length: rays }, (_, i) => -Math.PI + (2 * Math.PI * i) / rays),
      ranges: new Float64Array(rays).fill(10),
      hitKinds,
      points: new Float64Array(2 * rays),
      sensor: { origin: { x: 0, y: 0 }, heading: 0, fov: 2 * Math.PI, rayCount: rays, range: 20 },
    };
    const { container } = render(<LidarRangePlot scan={scan} />);
    // rays 0, 50 and 199 stand alone; 100 and 101 are joined by the curve
    expect(moves(container.querySelector('.hitkit-lidar-plot-marks')?.getAttribute('d'))).toBe(3);
    expect(moves(container.querySelector('.hitkit-lidar-plot-curve')?.getAttribute('d'))).toBe(4);
  });

  it('the legend names each style in text', () => {
    render(<LidarLegend />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Ray with a return (square: where it hit)', 'Ray with no return within range (dashed)', 'Range limit (dotted)']);
    expect(screen.getByRole('list', { name: 'Lidar legend' })).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const w = world();
    function Page() {
      const scan = useLidarScan(w, sensor({ rayCount: 12 }));
      return (
        <>
          <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Lidar">
            <LidarOverlay scan={scan} />
            <LidarRobot defaultPose={{ x: 20, y: 50, heading: 0 }} />
          </Scene>
          <LidarRangePlot scan={scan} />
          <LidarLegend />
        </>
      );
    }
    const html = renderToStaticMarkup(<Page />);
    expect(html).toContain('aria-label="Robot at (20, 50), heading 0°"');
    expect(html).not.toMatch(/NaN/);
  });
});

describe('LidarRobot', () => {
  const inScene = (robot: React.ReactNode) =>
    render(
      <Scene viewBox={{ x: 0, y: 0, width: 200, height: 200 }} title="Robot">
        {robot}
      </Scene>,
    );

  it('moves with the arrow keys and turns with Q and E (Shift: bigger steps); named with its pose', async () => {
    const user = userEvent.setup();
    const onPoseChange = vi.fn();
    inScene(<LidarRobot defaultPose={{ x: 120, y: 80, heading: Math.PI / 4 }} onPoseChange={onPoseChange} />);
    const robot = screen.getByRole('button', { name: 'Robot at (120, 80), heading 45°' });
    robot.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(robot).toHaveAccessibleName('Robot at (121, 81), heading 45°');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(robot).toHaveAccessibleName('Robot at (111, 81), heading 45°');
    await user.keyboard('e');
    expect(robot).toHaveAccessibleName('Robot at (111, 81), heading 50°');
    await user.keyboard('qq');
    expect(robot).toHaveAccessibleName('Robot at (111, 81), heading 40°');
    await user.keyboard('{Shift>}Q{/Shift}');
    expect(robot).toHaveAccessibleName('Robot at (111, 81), heading -5°');
    await user.keyboard('{Shift>}QQQQ{/Shift}');
    expect(robot).toHaveAccessibleName('Robot at (111, 81), heading 175°'); // wrapped into (−180°, 180°]
    expect(onPoseChange).toHaveBeenLastCalledWith({ x: 111, y: 81, heading: expect.closeTo((175 * Math.PI) / 180, 12) });
  });

  it("the heading handle is a slider: its arrows turn the robot; Escape restores a gesture's start", async () => {
    const user = userEvent.setup();
    inScene(<LidarRobot defaultPose={{ x: 100, y: 100, heading: 0 }} turnStep={Math.PI / 18} />);
    const slider = screen.getByRole('slider', { name: 'Robot heading' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    slider.focus();
    await user.keyboard('{ArrowRight>}{ArrowRight}{/ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(slider).toHaveAttribute('aria-valuetext', '20°');
    await user.keyboard('{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{ArrowLeft>}{Escape}{/ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('button', { name: 'Robot at (100, 100), heading 10°' })).toBeInTheDocument();
  });

  it('turns by a pointer drag of its heading handle and moves by a drag of its body', async () => {
    const user = userEvent.setup();
    const onPoseChange = vi.fn();
    // jsdom has no screen transform: client coordinates are the Scene's (origin 0, scale 1)
    inScene(<LidarRobot defaultPose={{ x: 100, y: 100, heading: 0 }} onPoseChange={onPoseChange} />);
    const slider = screen.getByRole('slider', { name: 'Robot heading' });
    const tip = { clientX: 100 + 10 + 14 * 0.5, clientY: 100 }; // reach: radius + 14 nominal pixels (unit 0.5)
    await user.pointer([
      { keys: '[MouseLeft>]', target: slider, coords: tip },
      { target: slider, coords: { clientX: 100, clientY: 140 } },
      { keys: '[/MouseLeft]', target: slider, coords: { clientX: 100, clientY: 140 } },
    ]);
    const robot = screen.getByRole('button', { name: 'Robot at (100, 100), heading 90°' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: robot, coords: { clientX: 100, clientY: 100 } },
      { target: robot, coords: { clientX: 130, clientY: 90 } },
      { keys: '[/MouseLeft]', target: robot, coords: { clientX: 130, clientY: 90 } },
    ]);
    expect(robot).toHaveAccessibleName('Robot at (130, 90), heading 90°');
    expect(onPoseChange).toHaveBeenLastCalledWith({ x: 130, y: 90, heading: Math.PI / 2 });
  });

  it('in a y-up Scene, ArrowUp increases y and Q still turns left on screen (counter-clockwise: the heading grows)', async () => {
    const user = userEvent.setup();
    render(
      <Scene viewBox={{ x: 0, y: 0, width: 200, height: 200 }} title="Up" yUp>
        <LidarRobot defaultPose={{ x: 50, y: 50, heading: 0 }} />
      </Scene>,
    );
    const robot = screen.getByRole('button', { name: /^Robot at/ });
    robot.focus();
    await user.keyboard('{ArrowUp}q');
    expect(robot).toHaveAccessibleName('Robot at (50, 51), heading 5°');
  });

  it('is controlled: a parent that refuses a move keeps the pose', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [pose, setPose] = useState<Pose>({ x: 10, y: 10, heading: 0 });
      // refuse moves to x > 11, accept turns
      return <LidarRobot pose={pose} onPoseChange={(next) => next.x <= 11 && setPose(next)} bounds={{ x: 0, y: 0, width: 200, height: 200 }} />;
    }
    inScene(<Parent />);
    const robot = screen.getByRole('button', { name: /^Robot at/ });
    robot.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}e');
    expect(robot).toHaveAccessibleName('Robot at (11, 10), heading 5°');
  });

  it('shows a focus ring under keyboard focus, draws no NaN, and throws naming a bad prop', () => {
    const { container } = inScene(<LidarRobot defaultPose={{ x: 50, y: 50, heading: -Math.PI / 2 }} radius={8} />);
    const robot = screen.getByRole('button', { name: 'Robot at (50, 50), heading -90°' });
    expect(container.querySelector('.hitkit-robot-body .hitkit-focus-ring')).toBeNull();
    act(() => robot.focus());
    expect(container.querySelector('.hitkit-robot-body .hitkit-focus-ring')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
    const spy = quiet();
    expect(() => inScene(<LidarRobot />)).toThrow('LidarRobot needs pose (controlled) or defaultPose (uncontrolled)');
    expect(() => inScene(<LidarRobot pose={{ x: 0, y: 0, heading: Number.NaN }} />)).toThrow('pose.heading must be a finite number, got NaN');
    expect(() => inScene(<LidarRobot defaultPose={{ x: 0, y: 0 } as Pose} />)).toThrow(TypeError);
    expect(() => inScene(<LidarRobot defaultPose={{ x: 0, y: 0, heading: 0 }} radius={0} />)).toThrow('radius must be a finite number > 0, got 0');
    expect(() => inScene(<LidarRobot defaultPose={{ x: 0, y: 0, heading: 0 }} turnStep={-1} />)).toThrow(RangeError);
    spy.mockRestore();
  });
});

describe('the self-driving story', () => {
  it('stops its animation frames on unmount', async () => {
    const request = vi.spyOn(window, 'requestAnimationFrame');
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { container, unmount } = render(<AutopilotFigure rayCount={9} fov={120} range={85} noise={0} running steps={0} />);
    const figure = container.querySelector('.story-autopilot') as HTMLElement;
    await vi.waitFor(() => expect(Number(figure.dataset.step)).toBeGreaterThanOrEqual(3));
    unmount();
    const last = request.mock.results.at(-1)?.value as number;
    expect(cancel).toHaveBeenCalledWith(last);
    const requested = request.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(request.mock.calls.length).toBe(requested);
  });
});
