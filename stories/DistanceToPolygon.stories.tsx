import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceToPolygonView, Scene, type Vec2 } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';
import { NOTCHED } from './polygons';

/** The polygons the stories use. */
const POLYGONS = {
  /** A concave "C": a notch cut in from the right between y = 30 and 70. */
  notched: NOTCHED,
  /** A five-pointed star drawn in one stroke: it crosses itself, so its centre is inside or not by the fill rule. */
  star: [0, 1, 2, 3, 4].map((k) => {
    const a = -Math.PI / 2 + (k * 4 * Math.PI) / 5;
    return { x: Math.round(50 + 50 * Math.cos(a)), y: Math.round(50 + 50 * Math.sin(a)) };
  }),
  /** Zero area: three points on one line. The polygon is its boundary. */
  flat: [
    { x: 0, y: 0 },
    { x: 50, y: 50 },
    { x: 100, y: 100 },
  ],
} satisfies Record<string, readonly Vec2[]>;

/** Flat values, so that each is a Storybook control. */
interface Args {
  /** The point. */
  px: number;
  py: number;
  polygon: keyof typeof POLYGONS;
  fillRule: 'evenodd' | 'nonzero';
}

function DistanceToPolygonFigure(args: Args) {
  const { px, py, fillRule } = args;
  const points = POLYGONS[args.polygon];
  const viewBox = frame([{ x: px, y: py }, ...points], 0.2);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Signed distance from a point to a polygon">
      {/* A new key when the controls change restarts the uncontrolled view from them. */}
      <DistanceToPolygonView key={JSON.stringify(args)} defaultPoint={{ x: px, y: py }} polygon={{ points }} fillRule={fillRule} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['outside', 'inside', 'closest', 'query'])],
  title: 'Queries/Distance to polygon',
  render: DistanceToPolygonFigure,
  tags: ['autodocs'],
  args: { px: 15, py: 50, polygon: 'notched', fillRule: 'evenodd' },
  argTypes: {
    px: numberControl(),
    py: numberControl(),
    polygon: { control: 'inline-radio', options: Object.keys(POLYGONS) },
    fillRule: { control: 'inline-radio', options: ['evenodd', 'nonzero'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Signed distance from a point to a polygon (any winding, concave and self-intersecting allowed): negative inside, 0 on the boundary, positive outside, ' +
          'with the nearest edge. Inside or not is decided exactly (a point on an edge or a vertex is on the boundary); a self-intersecting polygon follows the fill rule. ' +
          '`distanceToPolygon`, `closestPointOnPolygon`, `pointInPolygon` / `useDistanceToPolygon`. Drag the point, or focus it and use the arrow keys (Shift for 10).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads what the figure shows: the status line and where the point is (`data-place`). */
const shown = figureReader('.hitkit-distance-to-polygon', /· distance/, 'data-place');

/** A play function that checks the figure shows this place and status line. */
const shows = (place: 'inside' | 'edge' | 'outside', status: string): NonNullable<Story['play']> => showsFigure(shown, place, status);

/** Inside the "C": minus the distance to the nearest edge (the left one, edge 7). */
export const Inside: Story = {
  play: shows('inside', 'Inside · distance -15 · edge 7'),
};

/** Outside, beside the top edge. */
export const Outside: Story = {
  args: { px: 50, py: -15 },
  play: shows('outside', 'Outside · distance 15 · edge 0'),
};

/** In the concave notch: outside, though within the polygon's bounding box. */
export const ConcaveNotch: Story = {
  args: { px: 80, py: 50 },
  play: shows('outside', 'Outside · distance 20 · edge 2'),
};

/** Exactly on an edge (the notch's inner one): on the boundary, 0. */
export const OnEdge: Story = {
  args: { px: 40, py: 50 },
  play: shows('edge', 'On the boundary · distance 0 · edge 3'),
};

/** Exactly on a vertex: on the boundary (the first of its two edges). */
export const OnVertex: Story = {
  args: { px: 100, py: 30 },
  play: shows('edge', 'On the boundary · distance 0 · edge 1'),
};

/** A self-intersecting star, even-odd (the default): its centre pentagon is outside. */
export const SelfIntersectingEvenOdd: Story = {
  args: { px: 56, py: 45, polygon: 'star' },
  play: async (context) => {
    const now = shown(context.canvasElement);
    await expect(now.state).toBe('outside');
  },
};

/** The same star, non-zero: its centre is inside (wound twice). */
export const SelfIntersectingNonZero: Story = {
  args: { px: 56, py: 45, polygon: 'star', fillRule: 'nonzero' },
  play: async (context) => {
    const now = shown(context.canvasElement);
    await expect(now.state).toBe('inside');
  },
};

/** Degenerate: a zero-area polygon is its boundary; a point beside it is outside, one on it at 0. */
export const Degenerate: Story = {
  args: { px: 55, py: 45, polygon: 'flat' },
  play: async (context) => {
    const now = shown(context.canvasElement);
    await expect(now.state).toBe('outside');
    await expect(now.status).toHaveTextContent(/^Outside · distance 7\.07/);
  },
};

/** Drag the point, or focus it and use the arrow keys (Shift: ×10). */
export const Interactive: Story = {
  args: { px: 70, py: 50 },
  play: async ({ canvasElement, userEvent }) => {
    const { canvas } = shown(canvasElement);
    await expect(shown(canvasElement).status).toHaveTextContent('Outside · distance 20 · edge 2');
    const point = canvas.getByRole('button', { name: 'Point at (70, 50)' });
    point.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(point).toHaveAccessibleName('Point at (40, 50)');
    await expect(shown(canvasElement).status).toHaveTextContent('On the boundary · distance 0 · edge 3');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(shown(canvasElement).state).toBe('inside');
    await expect(shown(canvasElement).status).toHaveTextContent('Inside · distance -10 · edge 3');
  },
};
