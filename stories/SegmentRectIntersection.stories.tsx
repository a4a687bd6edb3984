import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scene, SegmentRectIntersectionView } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** Segment start and end. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** Rect: top-left corner (y down) and size (>= 0). */
  x: number;
  y: number;
  width: number;
  height: number;
}

function SegmentRectFigure(args: Args) {
  const { ax, ay, bx, by, x, y, width, height } = args;
  const viewBox = frame([
    { x: ax, y: ay },
    { x: bx, y: by },
    { x, y },
    { x: x + width, y: y + height },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="The part of a segment inside a rect">
      <SegmentRectIntersectionView
        key={JSON.stringify(args)}
        defaultSegment={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        defaultRect={{ x, y, width, height }}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'intersection', 'query'])],
  title: 'Queries/Segment–rect intersection',
  render: SegmentRectFigure,
  tags: ['autodocs'],
  args: { ax: -10, ay: 5, bx: 30, by: 5, x: 0, y: 0, width: 20, height: 10 },
  argTypes: {
    ax: numberControl(),
    ay: numberControl(),
    bx: numberControl(),
    by: numberControl(),
    x: numberControl(),
    y: numberControl(),
    width: { control: { type: 'number', min: 0, step: 1 } },
    height: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The part of a closed segment inside a closed axis-aligned rect, from entry to exit (a start or end inside is its own entry or exit), ' +
          'decided exactly. `intersectSegmentRect` / `segmentRectHit` / `useSegmentRectIntersection` / `<SegmentRectIntersectionView>`.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-segment-rect-intersection', /^(Inside|Touches|Outside)/, 'data-kind');
const shows = (kind: 'none' | 'clip', status: string): NonNullable<Story['play']> => showsFigure(shown, kind, status);

export const Through: Story = { play: shows('clip', 'Inside from t 0.25 to 0.75') };

/** Starting inside: the entry is the start itself (t = 0). */
export const StartsInside: Story = {
  args: { ax: 10 },
  play: shows('clip', 'Inside from t 0 to 0.5'),
};

export const WhollyInside: Story = {
  args: { ax: 2, bx: 18 },
  play: shows('clip', 'Inside from t 0 to 1'),
};

/** Touching a corner only: entry = exit. */
export const CornerTouch: Story = {
  args: { ax: 10, ay: -10, bx: 30, by: 10 },
  play: shows('clip', 'Touches at t 0.5'),
};

/** Along an edge: the edge part is inside the closed rect. */
export const AlongEdge: Story = {
  args: { ay: 0, by: 0 },
  play: shows('clip', 'Inside from t 0.25 to 0.75'),
};

export const Miss: Story = {
  args: { ay: 12, by: 12 },
  play: shows('none', 'Outside'),
};

/** A zero-size rect is its corner: a segment through it touches. */
export const ZeroSizeRect: Story = {
  args: { x: 10, y: 5, width: 0, height: 0 },
  play: shows('clip', 'Touches at t 0.5'),
};

/** Lift the segment off the rect with the keyboard: inside → along the top edge → outside. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const segment = canvas.getByRole('button', { name: 'Segment from (-10, 5) to (30, 5)' });
    segment.focus();
    await context.userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Inside from t 0.25 to 0.75');
    await context.userEvent.keyboard('{ArrowUp}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Outside');
  },
};
