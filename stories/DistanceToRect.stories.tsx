import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceToRectView, Scene } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The point. */
  px: number;
  py: number;
  /** The rectangle: top-left corner (y down) and size (>= 0). */
  x: number;
  y: number;
  width: number;
  height: number;
}

function DistanceToRectFigure(args: Args) {
  const { px, py, x, y, width, height } = args;
  const viewBox = frame([
    { x: px, y: py },
    { x, y },
    { x: x + width, y: y + height },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Signed distance from a point to a rectangle">
      {/* A new key when the controls change restarts the uncontrolled view from them. */}
      <DistanceToRectView key={JSON.stringify(args)} defaultPoint={{ x: px, y: py }} rect={{ x, y, width, height }} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['outside', 'inside', 'closest', 'query'])],
  title: 'Queries/Distance to rect',
  render: DistanceToRectFigure,
  tags: ['autodocs'],
  args: { px: 30, py: 5, x: 10, y: 20, width: 40, height: 20 },
  argTypes: {
    px: numberControl(),
    py: numberControl(),
    x: numberControl(),
    y: numberControl(),
    width: { control: { type: 'number', min: 0, step: 1 } },
    height: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Signed distance from a point to an axis-aligned rectangle: positive outside, 0 on the boundary, negative inside. ' +
          '`distanceToRect` / `useDistanceToRect` (article 003). Drag the point, or focus it and use the arrow keys (Shift for 10).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads what the figure shows: the status line and where the point is (`data-place`). */
const shown = figureReader('.hitkit-distance-to-rect', /· distance/, 'data-place');

/** A play function that checks the figure shows this place and status line. */
const shows = (place: 'inside' | 'edge' | 'outside', status: string): NonNullable<Story['play']> => showsFigure(shown, place, status);

/** Above the top edge: the distance is measured straight to that edge. */
export const OutsideBesideEdge: Story = {
  play: shows('outside', 'Outside · distance 15'),
};

/** Past the bottom-right corner: the distance is measured to the corner (a 3-4-5 triangle). */
export const OutsidePastCorner: Story = {
  args: { px: 53, py: 44 },
  play: shows('outside', 'Outside · distance 5'),
};

/** Inside: minus the distance to the nearest edge (here the bottom one). */
export const Inside: Story = {
  args: { px: 30, py: 37 },
  play: shows('inside', 'Inside · distance -3'),
};

/** On an edge: exactly 0. */
export const OnEdge: Story = {
  args: { px: 10, py: 30 },
  play: shows('edge', 'On the edge · distance 0'),
};

/** Exactly on a corner: also 0. */
export const OnCorner: Story = {
  args: { px: 50, py: 40 },
  play: shows('edge', 'On the edge · distance 0'),
};

/** Drag the point, or focus it and use the arrow keys (Shift: ×10). */
export const Interactive: Story = {
  args: { px: 30, py: 10 },
  play: async ({ canvasElement, userEvent }) => {
    const { canvas } = shown(canvasElement);
    await expect(shown(canvasElement).status).toHaveTextContent('Outside · distance 10');
    const point = canvas.getByRole('button', { name: 'Point at (30, 10)' });
    point.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(shown(canvasElement).status).toHaveTextContent('On the edge · distance 0');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(point).toHaveAccessibleName('Point at (30, 23)');
    await expect(shown(canvasElement).state).toBe('inside');
    await expect(shown(canvasElement).status).toHaveTextContent('Inside · distance -3');
  },
};
