import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DistanceToSegmentView, Scene } from '../src';
import { dragBy, figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The point. */
  px: number;
  py: number;
  /** The segment's start and end. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

function DistanceToSegmentFigure(args: Args) {
  const { px, py, ax, ay, bx, by } = args;
  const viewBox = frame([
    { x: px, y: py },
    { x: ax, y: ay },
    { x: bx, y: by },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Distance from a point to a segment">
      <DistanceToSegmentView key={JSON.stringify(args)} defaultPoint={{ x: px, y: py }} defaultSegment={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['closest', 'query'])],
  title: 'Queries/Distance to segment',
  render: DistanceToSegmentFigure,
  tags: ['autodocs'],
  // article 003's example: P = (10, 0), L1 = (−20, −20)–(20, 20)
  args: { px: 10, py: 0, ax: -20, ay: -20, bx: 20, by: 20 },
  argTypes: { px: numberControl(), py: numberControl(), ax: numberControl(), ay: numberControl(), bx: numberControl(), by: numberControl() },
  parameters: {
    docs: {
      description: {
        component:
          'Distance from a point to a closed segment and the closest point with its parameter t (0 at the start, 1 at the end). ' +
          '`distanceToSegment` / `closestPointOnSegment` / `useDistanceToSegment` / `<DistanceToSegmentView>` (article 003). ' +
          'Drag the point, the segment or its endpoints; or focus one and use the arrow keys.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-distance-to-segment', /· t /, 'data-t');
const shows = (t: string, status: string): NonNullable<Story['play']> => showsFigure(shown, t, status);

/** Article 003: P = (10, 0) to (−20, −20)–(20, 20). Published: 10/√2 = 7.0710678…, the same as to the line. */
export const Article003FootInside: Story = {
  name: 'Article 003: (10, 0) to (−20, −20)–(20, 20) is 10/√2',
  play: shows('0.625', 'Distance 7.07 · t 0.63'),
};

/** Past the end (article 003's k > 1): measured to the endpoint. */
export const PastTheEnd: Story = {
  args: { px: 23, py: 24 },
  play: shows('1', 'Distance 5 · t 1'),
};

/** Before the start (k < 0): measured to the start. */
export const BeforeTheStart: Story = {
  args: { px: -23, py: -24 },
  play: shows('0', 'Distance 5 · t 0'),
};

/** On the segment: 0. */
export const OnTheSegment: Story = {
  args: { px: 5, py: 5 },
  play: shows('0.625', 'On the segment · t 0.63'),
};

/** Article 003: a zero-length segment falls back to the point: (30, 0) to (0, 40) is 50. */
export const Article003ZeroLength: Story = {
  name: 'Article 003: zero-length segment (30, 0) to (0, 40) is 50',
  args: { px: 30, py: 0, ax: 0, ay: 40, bx: 0, by: 40 },
  play: shows('0', 'Distance 50 · t 0'),
};

/** Move the point onto the segment with the keyboard; drag the segment's body with a pointer. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const point = canvas.getByRole('button', { name: 'Point at (10, 0)' });
    point.focus();
    await context.userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(point).toHaveAccessibleName('Point at (5, 5)');
    await expect(shown(context.canvasElement).status).toHaveTextContent('On the segment · t 0.63');
    const body = canvas.getByRole('button', { name: 'Segment from (-20, -20) to (20, 20)' });
    await dragBy(context, body, 30, 0);
    await expect(body).not.toHaveAccessibleName('Segment from (-20, -20) to (20, 20)');
    await expect(shown(context.canvasElement).status).toHaveTextContent(/^Distance /);
  },
};
