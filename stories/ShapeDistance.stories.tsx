import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scene, ShapeDistanceView, type AnyShape } from '../src';
import { figureReader, showsFigure, withLegend } from './figure';

/** The two shapes, as JSON-friendly objects (edit them in the controls). */
interface Args {
  a: AnyShape;
  b: AnyShape;
}

function ShapeDistanceFigure(args: Args) {
  return (
    <Scene fit viewBox={{ x: -10, y: -10, width: 60, height: 40 }} grid={5} title="Distance and hit test of two shapes">
      <ShapeDistanceView key={JSON.stringify(args)} defaultA={args.a} defaultB={args.b} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'a', 'b', 'closest', 'query'])],
  title: 'Queries/Shape–shape distance',
  render: ShapeDistanceFigure,
  tags: ['autodocs'],
  args: {
    a: { start: { x: 0, y: 0 }, end: { x: 20, y: 0 } },
    b: { start: { x: 25, y: 5 }, end: { x: 40, y: 20 } },
  },
  argTypes: { a: { control: 'object' }, b: { control: 'object' } },
  parameters: {
    docs: {
      description: {
        component:
          'The distance, closest points and hit test of any two shapes — every pair of point, segment, circle and rect. ' +
          '`segmentSegmentDistance`, `segmentRectDistance`, `circleRectDistance`, `segmentCircleDistance` and their `…ClosestPoints` / `…Hit`; ' +
          '`useShapeDistance` / `<ShapeDistanceView>`. Segment pairs and segment–rect are decided exactly: distance 0 exactly when they touch.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-shape-distance', /^(Hit|Miss) · distance/, 'data-hit');
const shows = (hit: boolean, status: string): NonNullable<Story['play']> => showsFigure(shown, String(hit), status);

/** Segment–segment, apart: end of A to start of B. */
export const SegmentSegment: Story = { play: shows(false, 'Miss · distance 7.07') };

export const SegmentSegmentCrossing: Story = {
  args: { b: { start: { x: 10, y: -5 }, end: { x: 10, y: 5 } } },
  play: shows(true, 'Hit · distance 0'),
};

export const SegmentRect: Story = {
  args: { b: { x: 5, y: 5, width: 20, height: 10 } },
  play: shows(false, 'Miss · distance 5'),
};

/** A segment touching a rect only at its corner: exactly 0. */
export const SegmentRectCorner: Story = {
  args: { a: { start: { x: 0, y: 10 }, end: { x: 10, y: 0 } }, b: { x: 5, y: 5, width: 20, height: 10 } },
  play: shows(true, 'Hit · distance 0'),
};

export const CircleRect: Story = {
  args: { a: { center: { x: 0, y: 10 }, radius: 3 }, b: { x: 5, y: 5, width: 20, height: 10 } },
  play: shows(false, 'Miss · distance 2'),
};

export const CircleRectOverlap: Story = {
  args: { a: { center: { x: 6, y: 10 }, radius: 3 }, b: { x: 5, y: 5, width: 20, height: 10 } },
  play: shows(true, 'Hit · distance -4'),
};

export const SegmentCircle: Story = {
  args: { b: { center: { x: 10, y: 8 }, radius: 5 } },
  play: shows(false, 'Miss · distance 3'),
};

/** Two rects overlapping: minus the penetration depth (the smaller overlap, 3 along x), the deepest points 3 apart. */
export const RectRectOverlap: Story = {
  args: { a: { x: 0, y: 0, width: 12, height: 15 }, b: { x: 9, y: 5, width: 20, height: 10 } },
  play: shows(true, 'Hit · distance -3'),
};

/** Two rects apart past a corner: a 3-4-5 triangle between the nearest corners. */
export const RectRectApart: Story = {
  args: { a: { x: 0, y: 0, width: 7, height: 4 }, b: { x: 10, y: 8, width: 20, height: 10 } },
  play: shows(false, 'Miss · distance 5'),
};

export const PointRect: Story = {
  args: { a: { x: 0, y: 0 }, b: { x: 3, y: 4, width: 20, height: 10 } },
  play: shows(false, 'Miss · distance 5'),
};

/** Move B onto A with the keyboard: the distance falls to exactly 0 when they touch. */
export const Interactive: Story = {
  args: { b: { start: { x: 10, y: 3 }, end: { x: 10, y: 10 } } },
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    await expect(shown(context.canvasElement).status).toHaveTextContent('Miss · distance 3');
    const b = canvas.getByRole('button', { name: 'Shape B from (10, 3) to (10, 10)' });
    b.focus();
    await context.userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Hit · distance 0');
  },
};
