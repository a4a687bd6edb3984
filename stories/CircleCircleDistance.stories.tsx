import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CircleCircleDistanceView, Scene } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** Circle A: centre and radius (>= 0). */
  ax: number;
  ay: number;
  ar: number;
  /** Circle B. */
  bx: number;
  by: number;
  br: number;
}

function CircleCircleFigure(args: Args) {
  const { ax, ay, ar, bx, by, br } = args;
  const viewBox = frame([
    { x: ax - ar, y: ay - ar },
    { x: ax + ar, y: ay + ar },
    { x: bx - br, y: by - br },
    { x: bx + br, y: by + br },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Distance between two circles">
      <CircleCircleDistanceView
        key={JSON.stringify(args)}
        defaultA={{ center: { x: ax, y: ay }, radius: ar }}
        defaultB={{ center: { x: bx, y: by }, radius: br }}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'a', 'b', 'closest', 'query'])],
  title: 'Queries/Circle–circle distance',
  render: CircleCircleFigure,
  tags: ['autodocs'],
  args: { ax: 0, ay: 0, ar: 10, bx: 25, by: 0, br: 10 },
  argTypes: {
    ax: numberControl(),
    ay: numberControl(),
    ar: { control: { type: 'number', min: 0, step: 1 } },
    bx: numberControl(),
    by: numberControl(),
    br: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Signed distance between two circumferences (article 003’s `DistanceCircleToCircle`: centre distance − r1 − r2, negative when the disks overlap), ' +
          'their closest points, the hit test and where the circumferences meet. `circleCircleDistance` / `circleCircleClosestPoints` / `circleCircleHit` / ' +
          '`intersectCircleCircle` / `useCircleCircleDistance` / `<CircleCircleDistanceView>`.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-circle-circle-distance', /· distance/, 'data-relation');
const shows = (relation: string, status: string): NonNullable<Story['play']> => showsFigure(shown, relation, status);

export const Apart: Story = { play: shows('apart', 'Apart · distance 5 · 0 points') };

/** Touching from outside: distance exactly 0, one point. */
export const TangentOutside: Story = {
  args: { bx: 20 },
  play: shows('touching', 'Touching · distance 0 · 1 point'),
};

export const Crossing: Story = {
  args: { bx: 16 },
  play: shows('crossing', 'Crossing · distance -4 · 2 points'),
};

/** Touching from inside: one point, the small circle inside the large one. */
export const TangentInside: Story = {
  args: { ar: 10, bx: 6, br: 4 },
  play: shows('touching', 'Touching · distance -8 · 1 point'),
};

/** One inside the other: the circumferences never meet, though the disks overlap. */
export const Contained: Story = {
  args: { bx: 2, br: 3 },
  play: shows('contained', 'Contained · distance -11 · 0 points'),
};

/** The same circle twice: every point is shared. */
export const Coincident: Story = {
  args: { bx: 0 },
  play: shows('coincident', 'Coincident · distance -20 · 0 points'),
};

/** Zero radius: a point on the other circle's circumference. */
export const ZeroRadius: Story = {
  args: { bx: 10, br: 0 },
  play: shows('touching', 'Touching · distance 0 · 1 point'),
};

/** Move B into A with the keyboard: apart → touching → crossing. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const b = canvas.getByRole('button', { name: 'Circle B at (25, 0), radius 10' });
    b.focus();
    await context.userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(shown(context.canvasElement).state).toBe('touching');
    await context.userEvent.keyboard('{ArrowLeft}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Crossing · distance -1 · 2 points');
    await expect(canvas.getAllByRole('img', { name: /^Intersection \d at/ })).toHaveLength(2);
  },
};
