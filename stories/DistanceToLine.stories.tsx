import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceToLineView, lineFromCoefficients, Scene } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The point. */
  px: number;
  py: number;
  /** Two points the line passes through, in its direction. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

function DistanceToLineFigure(args: Args) {
  const { px, py, ax, ay, bx, by } = args;
  const viewBox = frame([
    { x: px, y: py },
    { x: ax, y: ay },
    { x: bx, y: by },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Signed distance from a point to a line">
      <DistanceToLineView key={JSON.stringify(args)} defaultPoint={{ x: px, y: py }} defaultThrough={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend([{ meaning: 'normal', label: 'normal (to the front side)' }, 'closest', 'query'])],
  title: 'Queries/Distance to line',
  render: DistanceToLineFigure,
  tags: ['autodocs'],
  // article 003's example: P = (10, 0) and the line through (−20, −20) and (20, 20)
  args: { px: 10, py: 0, ax: -20, ay: -20, bx: 20, by: 20 },
  argTypes: { px: numberControl(), py: numberControl(), ax: numberControl(), ay: numberControl(), bx: numberControl(), by: numberControl() },
  parameters: {
    docs: {
      description: {
        component:
          'Signed distance from a point to an infinite line `a·x + b·y + c = 0`: positive on the side the unit normal points to (the arrow), which for ' +
          '`lineThrough(p, q)` is article 002’s front (omote) side. `distanceToLine` / `signedDistanceToLine` / `closestPointOnLine` / ' +
          '`useDistanceToLine` / `<DistanceToLineView>` (articles 002, 003). The line is drawn clipped to the view.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-distance-to-line', /signed distance/, 'data-side');
const shows = (side: 'front' | 'on' | 'back', status: string): NonNullable<Story['play']> => showsFigure(shown, side, status);

/** Article 003: (10, 0) to the line y = x. Published: 10/√2 = 7.0710678…; it lies behind the directed line (−20,−20)→(20,20). */
export const Article003Line: Story = {
  name: 'Article 003: (10, 0) to y = x is 10/√2',
  play: shows('back', 'Back · signed distance -7.07'),
};

export const Front: Story = {
  args: { px: 0, py: 10 },
  play: shows('front', 'Front · signed distance 7.07'),
};

export const OnTheLine: Story = {
  args: { px: 30, py: 30 },
  play: shows('on', 'On the line · signed distance 0'),
};

/** Far beyond the two points: the line is infinite, unlike a segment. */
export const BeyondThePoints: Story = {
  args: { px: 60, py: 40 },
  play: shows('back', 'Back · signed distance -14.14'),
};

/** A fixed line from coefficients (article 003's ax + by + c = 0): x − y = 0 has the normal (1, −1)/√2. */
export const FromCoefficients: Story = {
  name: 'From coefficients: x − y = 0',
  render: ({ px, py }) => (
    <Scene fit viewBox={{ x: -30, y: -30, width: 60, height: 60 }} grid={10} title="Signed distance from a point to x − y = 0">
      <DistanceToLineView defaultPoint={{ x: px, y: py }} line={lineFromCoefficients(1, -1, 0)} />
    </Scene>
  ),
  play: shows('front', 'Front · signed distance 7.07'),
};

/** Cross the line with the keyboard: the sign changes. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const point = canvas.getByRole('button', { name: 'Point at (10, 0)' });
    point.focus();
    await context.userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(point).toHaveAccessibleName('Point at (10, 10)');
    await expect(shown(context.canvasElement).status).toHaveTextContent('On the line · signed distance 0');
    await context.userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Front · signed distance 7.07');
  },
};
