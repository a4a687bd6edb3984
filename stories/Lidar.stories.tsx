import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatNumber } from '../src';
import { dragBy } from './figure';
import { bruteScan, crosses, pathPoints, shownPose } from './lidar/checks';
import { DRIVE } from './lidar/autopilot';
import { BigWorldFigure, ConvNetFigure, CornerFigure, getBigWorld } from './lidar/figures';
import { AutopilotFigure, DragWallFigure } from './lidar/motion';
import { CONVNET, DRAG_ROOM, pointSegmentDistance, type LidarArgs } from './lidar/worlds';

/** The lidar controls, and the self-driving story's two. */
type Args = LidarArgs & { running?: boolean; steps?: number };

const meta = {
  title: 'Queries/Lidar',
  tags: ['autodocs'],
  render: (args) => <ConvNetFigure {...args} />,
  args: { rayCount: 9, fov: 120, range: 85, noise: 0 },
  argTypes: {
    rayCount: { description: 'Number of rays (an integer ≥ 1)', control: { type: 'range', min: 1, max: 720, step: 1 } },
    fov: { description: 'Field of view, degrees (0 < fov ≤ 360)', control: { type: 'range', min: 1, max: 360, step: 1 } },
    range: { description: 'Maximum range, scene units', control: { type: 'number', min: 1, step: 5 } },
    noise: { description: 'Standard deviation of the seeded Gaussian range noise, scene units', control: { type: 'number', min: 0, step: 0.5 } },
    running: { table: { disable: true } },
    steps: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A 2D lidar over a world of obstacles: `createWorld`, `lidarScan` / `useLidarScan`, drawn by `<LidarOverlay>` (rays with a return solid, ending in a square mark; rays without one dashed; the range limit dotted; see `<LidarLegend>`) ' +
          'and `<LidarRangePlot>`, carried by a `<LidarRobot>` (article “Simulating a 2D lidar: segment intersection”). ' +
          'Drag the robot, or focus it and use the arrow keys to move (Shift: ×10) and Q / E to turn left / right (5°; Shift: 45°); drag its heading handle to turn it.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const readout = (canvasElement: HTMLElement) => canvasElement.querySelector('.story-readout') as HTMLElement;
const overlay = (canvasElement: HTMLElement, index = 0) => canvasElement.querySelectorAll('.hitkit-lidar')[index] as SVGGElement;
const moves = (d: string | null | undefined) => (d ?? '').split('M').length - 1;

/**
 * The article's set-up, in the layout of the demo its robot comes from
 * (Stanford's ConvNetJS deep Q-learning demo; the article gives no numbers):
 * a 700 × 500 world inside an outer box of walls, two partitions (boxes open
 * on their left), 30 round items of radius 10, and a robot of radius 10 with
 * a lidar reaching 85 (the demo's eye range). The robot faces the left
 * partition 50 away: 7 of its 9 rays return, the outer two reach their range.
 */
export const ArticleSetup: Story = {
  name: 'Article set-up: walls, partitions, items',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const scan = overlay(canvasElement);
    await expect(scan).toHaveAttribute('data-rays', '9');
    await expect(scan).toHaveAttribute('data-returns', '7');
    // one path per style, whatever the number of rays: 7 solid rays, 2 dashed, 7 marks
    await expect(moves(scan.querySelector('.hitkit-lidar-hit')?.getAttribute('d'))).toBe(7);
    await expect(moves(scan.querySelector('.hitkit-lidar-miss')?.getAttribute('d'))).toBe(2);
    await expect(moves(scan.querySelector('.hitkit-lidar-marks')?.getAttribute('d'))).toBe(7);
    await expect(readout(canvasElement)).toHaveTextContent('Nearest return 50 at 0° · 7 of 9 rays return');
    canvas.getByRole('img', { name: 'Range plot: 9 rays over 120°, 7 returns, nearest 50 at 0° from the heading; 2 rays see nothing within 85' });

    const robot = canvas.getByRole('button', { name: 'Robot at (350, 250), heading 180°' });
    robot.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(robot).toHaveAccessibleName('Robot at (340, 250), heading 180°');
    await expect(readout(canvasElement)).toHaveTextContent('Nearest return 40 at 0° · 9 of 9 rays return');
    // E turns right on screen (clockwise, y down): facing left, the nose turns up
    await userEvent.keyboard('e');
    await expect(robot).toHaveAccessibleName('Robot at (340, 250), heading -175°');
    await expect(readout(canvasElement)).toHaveTextContent(`Nearest return ${formatNumber(40 / Math.cos(Math.PI / 36))} at 0°`);
    await userEvent.keyboard('q');
    await expect(robot).toHaveAccessibleName('Robot at (340, 250), heading 180°');
    // the heading handle is a slider of the heading in degrees
    const heading = canvas.getByRole('slider', { name: 'Robot heading' });
    await expect(heading).toHaveAttribute('aria-valuenow', '180');
    // back to the start, 50 from the wall: the heading handle is drawn between the body and the wall's marks, clear of them (scan={scan})
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    robot.blur();
  },
};

/**
 * A closed room of five walls sharing their corners exactly. Rays aimed
 * exactly at each corner (`castRay`, direction = corner − origin, exact in
 * integers) stop at the corner, and no ray of the lidar escapes between two
 * walls (the article counts a touch at a wall's end as no intersection; hitkit's
 * shapes are closed). Move the robot: the check holds everywhere in the room.
 */
export const ThroughCorners: Story = {
  name: 'Rays through exact corners',
  render: (args) => <CornerFigure {...args} />,
  args: { rayCount: 72, fov: 360, range: 200 },
  play: async ({ canvasElement, userEvent, args }) => {
    const check = async () => {
      await expect(canvasElement.querySelector('.story-corners')).toHaveAttribute('data-agrees', 'true');
      await expect(overlay(canvasElement, 1)).toHaveAttribute('data-returns', '5');
      const escape = canvasElement.querySelector('.story-escape');
      await expect(escape).toHaveAttribute('data-escaped', 'false');
      await expect(escape).toHaveTextContent(`All ${args.rayCount} rays return`);
      await expect(overlay(canvasElement)).toHaveAttribute('data-returns', String(args.rayCount));
    };
    await check();
    const robot = within(canvasElement).getByRole('button', { name: /^Robot at \(3, 2\)/ });
    robot.focus();
    for (const keys of [
      '{Shift>}{ArrowRight}{ArrowRight}{/Shift}',
      '{Shift>}{ArrowDown}{ArrowDown}{/Shift}',
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    ]) {
      await userEvent.keyboard(keys);
      await check();
    }
    await expect(robot).toHaveAccessibleName('Robot at (-7, 12), heading 0°');
    robot.blur();
  },
};

/**
 * 10,000 walls and 1,000 circles (seeded): the scan runs against the whole
 * world on every move (through the world's broad phase) and is redrawn live
 * while the robot is dragged; only the obstacles near the view are drawn.
 * The play function checks the scan against a brute-force loop over every
 * obstacle, before and after moving the robot by keyboard and by pointer.
 */
export const BigWorld: Story = {
  name: 'Big world: 10,000 walls, 1,000 circles',
  render: (args) => <BigWorldFigure {...args} />,
  args: { rayCount: 360, fov: 360, range: 150 },
  play: async ({ canvasElement, userEvent, args }) => {
    const { segments, circles } = getBigWorld();
    const agrees = async (tolerance: number) => {
      const expected = bruteScan(shownPose(canvasElement), args, segments, circles);
      const scan = overlay(canvasElement);
      await expect(scan).toHaveAttribute('data-returns', String(expected.returns));
      await expect(Math.abs(Number(scan.getAttribute('data-nearest')) - expected.nearest)).toBeLessThanOrEqual(tolerance);
      return expected;
    };
    const first = await agrees(1e-6);
    await expect(first.returns).toBeGreaterThan(0);
    await expect(first.returns).toBeLessThan(args.rayCount);
    const robot = within(canvasElement).getByRole('button', { name: /^Robot at \(2000, 1500\)/ });
    robot.focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowRight}{/Shift}');
    await expect(robot).toHaveAccessibleName('Robot at (2020, 1460), heading 0°');
    await agrees(1e-6);
    robot.blur();
    const before = shownPose(canvasElement);
    // a drag by (40, 60) scene units whatever the screen, so the robot ends in the same open spot
    // (jsdom lays nothing out: there, 40 by 60 px)
    const width = canvasElement.querySelector('svg')!.getBoundingClientRect().width;
    const pxPerUnit = width > 0 ? width / 600 : 1;
    await dragBy({ canvasElement, userEvent }, robot, 40 * pxPerUnit, 60 * pxPerUnit);
    const after = shownPose(canvasElement);
    await expect(after.x).toBeGreaterThan(before.x);
    await expect(after.y).toBeGreaterThan(before.y);
    // the pose is read back from markup (6 decimals), so the nearest range may differ by that much
    await agrees(1e-4);
  },
};

/**
 * The robot drives itself, one step per animation frame, turning away from
 * its nearest return and never coming within 12 of a wall; the loop stops
 * after `steps` steps, when `running` is off, and on unmount. The play
 * function waits for the run to end and checks every step of the trail
 * against every wall with its own arithmetic.
 */
export const Autopilot: Story = {
  name: 'Drives itself (requestAnimationFrame)',
  render: (args) => <AutopilotFigure {...args} running={args.running ?? true} steps={args.steps ?? 120} />,
  args: { rayCount: 15, fov: 140, range: 85, running: true, steps: 120 },
  argTypes: {
    running: { description: 'Drive (one step per frame) or stand still', control: 'boolean', table: { disable: false } },
    steps: { description: 'Steps to drive, then stop (0: until unmounted)', control: { type: 'number', min: 0, step: 10 }, table: { disable: false } },
  },
  play: async ({ canvasElement, args }) => {
    const figure = canvasElement.querySelector('.story-autopilot') as HTMLElement;
    const steps = args.steps ?? 120;
    await waitFor(() => expect(figure).toHaveAttribute('data-step', String(steps)), { timeout: 20_000 });
    await expect(figure).toHaveAttribute('data-running', 'false');
    const trail = pathPoints(canvasElement.querySelector('.story-trail')?.getAttribute('d') ?? '');
    await expect(trail).toHaveLength(steps + 1);
    const end = shownPose(canvasElement);
    await expect(Math.hypot(end.x - CONVNET.start.x, end.y - CONVNET.start.y)).toBeGreaterThan(20);
    for (let i = 1; i < trail.length; i++) {
      const p = trail[i - 1]!;
      const q = trail[i]!;
      for (const wall of CONVNET.segments) {
        await expect(crosses(p, q, wall)).toBe(false);
      }
    }
    // and it kept its clearance (written with 3 decimals)
    const closest = Math.min(...trail.flatMap((p) => CONVNET.segments.map((s) => pointSegmentDistance(p, s))));
    await expect(closest).toBeGreaterThanOrEqual(DRIVE.clearance - 0.01);
  },
};

/**
 * Drag the wall (its body, or either end) while the robot scans: every move
 * calls `world.set`, which bumps `world.version`, and the scan follows. The
 * robot faces the wall 150 away.
 */
export const DragAWall: Story = {
  name: 'Drag a wall while scanning',
  render: (args) => <DragWallFigure {...args} />,
  args: { rayCount: 31, fov: 90, range: 200 },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(readout(canvasElement)).toHaveTextContent(/^Nearest return 150 at 0° · \d+ of 31 rays return · world version 0$/);
    const wall = canvas.getByRole('button', { name: 'Movable wall from (250, 80) to (250, 220)' });
    wall.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(wall).toHaveAccessibleName('Movable wall from (240, 80) to (240, 220)');
    await expect(readout(canvasElement)).toHaveTextContent(/^Nearest return 140 at 0° · \d+ of 31 rays return · world version 1$/);
    wall.blur();
    // a pointer drag of the wall's body to the left: the nearest return is the wall, wherever the drag left it
    await dragBy({ canvasElement, userEvent }, wall, -40, 0);
    const [, x] = /^Movable wall from \(([-\d.]+), 80\)/.exec(wall.getAttribute('aria-label') ?? '') ?? [];
    await expect(Number(x)).toBeLessThan(240);
    await expect(readout(canvasElement)).toHaveTextContent(`Nearest return ${formatNumber(Number(x) - DRAG_ROOM.start.x)} at 0°`);
    await expect(readout(canvasElement)).not.toHaveTextContent('world version 1');
  },
};
