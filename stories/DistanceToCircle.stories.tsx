import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceToCircleView, Scene } from '../src';
import { dragBy, figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The point. */
  px: number;
  py: number;
  /** The circle's centre and radius (>= 0). */
  cx: number;
  cy: number;
  r: number;
}

function DistanceToCircleFigure(args: Args) {
  const { px, py, cx, cy, r } = args;
  const viewBox = frame([
    { x: px, y: py },
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Signed distance from a point to a circle">
      {/* A new key when the controls change restarts the uncontrolled view from them. */}
      <DistanceToCircleView key={JSON.stringify(args)} defaultPoint={{ x: px, y: py }} defaultCircle={{ center: { x: cx, y: cy }, radius: r }} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['outside', 'inside', 'closest', 'query'])],
  title: 'Queries/Distance to circle',
  render: DistanceToCircleFigure,
  tags: ['autodocs'],
  args: { px: 30, py: 0, cx: 0, cy: 0, r: 20 },
  argTypes: {
    px: numberControl(),
    py: numberControl(),
    cx: numberControl(),
    cy: numberControl(),
    r: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Signed distance from a point to a circle: positive outside, 0 on the circumference, negative inside (−radius at the centre). ' +
          '`distanceToCircle` / `useDistanceToCircle` / `<DistanceToCircleView>` (article 003). Drag the point, the circle (its body) or its radius handle; ' +
          'or focus one and use the arrow keys (Shift for 10).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-distance-to-circle', /· distance/, 'data-place');
const shows = (place: 'inside' | 'edge' | 'outside', status: string): NonNullable<Story['play']> => showsFigure(shown, place, status);

export const Outside: Story = { play: shows('outside', 'Outside · distance 10 · to centre 30') };

/** Article 003: P1 = (−50, 0) lies on C1 = (0, 0), r = 50. Published: distance 0 to the circle, 50 to its centre. */
export const Article003OnCircle: Story = {
  name: 'Article 003: (−50, 0) on the circle r = 50',
  args: { px: -50, py: 0, cx: 0, cy: 0, r: 50 },
  play: shows('edge', 'On the circle · distance 0 · to centre 50'),
};

export const Inside: Story = {
  args: { px: 0, py: 12 },
  play: shows('inside', 'Inside · distance -8 · to centre 12'),
};

/** At the centre: −radius; the closest point is the rightmost one (the documented tie). */
export const AtCentre: Story = {
  args: { px: 0, py: 0 },
  play: shows('inside', 'Inside · distance -20 · to centre 0'),
};

/** Zero radius: the circle is its centre, so this is article 003's point–point distance ((30, 0) to (0, 40) is 50). */
export const ZeroRadiusIsPointDistance: Story = {
  name: 'Zero radius: article 003 point–point (30, 0) to (0, 40)',
  args: { px: 30, py: 0, cx: 0, cy: 40, r: 0 },
  play: shows('outside', 'Outside · distance 50 · to centre 50'),
};

/** Drag the point with a pointer; grow the circle from its radius handle with the keyboard. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const point = canvas.getByRole('button', { name: 'Point at (30, 0)' });
    await dragBy(context, point, 0, 40);
    // straight down: x unchanged, y grew
    await expect(point).toHaveAccessibleName(/^Point at \(30, [1-9][\d.]*\)$/);
    const radius = canvas.getByRole('slider', { name: 'Circle radius' });
    radius.focus();
    await context.userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(radius).toHaveAttribute('aria-valuenow', '40');
  },
};
