import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scene, SegmentCircleIntersectionView } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** Segment start and end. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** Circle centre and radius (>= 0). */
  cx: number;
  cy: number;
  r: number;
}

function SegmentCircleIntersectionFigure(args: Args) {
  const { ax, ay, bx, by, cx, cy, r } = args;
  const viewBox = frame([
    { x: ax, y: ay },
    { x: bx, y: by },
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Where a segment crosses a circle">
      <SegmentCircleIntersectionView
        key={JSON.stringify(args)}
        defaultSegment={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        defaultCircle={{ center: { x: cx, y: cy }, radius: r }}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'intersection', 'query'])],
  title: 'Queries/Segment–circle intersection',
  render: SegmentCircleIntersectionFigure,
  tags: ['autodocs'],
  args: { ax: -20, ay: 0, bx: 20, by: 0, cx: 0, cy: 0, r: 5 },
  argTypes: {
    ax: numberControl(),
    ay: numberControl(),
    bx: numberControl(),
    by: numberControl(),
    cx: numberControl(),
    cy: numberControl(),
    r: { control: { type: 'number', min: 0, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Where a closed segment crosses a circumference: 0–2 points sorted by t along the segment. `intersectSegmentCircle` / `useSegmentCircleIntersection` / ' +
          '`<SegmentCircleIntersectionView>` (article 004’s ball, by the stable quadratic). A segment inside the disk has no points but still hits ' +
          '(see Segment–circle hit).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-segment-circle-intersection', /^(No points|\d points?)/, 'data-count');
const shows = (count: number, status: string): NonNullable<Story['play']> => showsFigure(shown, String(count), status);

/**
 * Two crossings, (∓3, −4): the segment runs 4 above the centre, so that neither crossing
 * lies on or beside the circle's radius handle (at the circle's right, (5, 0)), even in a
 * phone's docs column.
 */
export const TwoPoints: Story = { args: { ax: -15, ay: -4, bx: 15, by: -4 }, play: shows(2, '2 points · t 0.4, 0.6') };

/** Article 004's ball: from outside to the centre. Published: the root nearest the ray's origin, here (−5, 0) at t = 0.75. */
export const Article004Ball: Story = {
  name: 'Article 004: from outside into the ball',
  args: { bx: 0 },
  play: shows(1, '1 point · t 0.75'),
};

/** From inside: the exit only. */
export const FromInside: Story = {
  args: { ax: 0, ay: 0, bx: 0, by: 20 },
  play: shows(1, '1 point · t 0.25'),
};

export const Tangent: Story = {
  args: { ay: 5, by: 5 },
  play: shows(1, '1 point · t 0.5'),
};

/** An endpoint exactly on the circle: that endpoint, at t = 0 exactly. */
export const EndpointOnCircle: Story = {
  args: { ax: 3, ay: 4, bx: 30, by: 40 },
  play: shows(1, '1 point · t 0'),
};

/** Wholly inside the disk: no points, but drawn as a hit (the hit test says hit). */
export const InsideDisk: Story = {
  args: { ax: -1, bx: 1 },
  play: shows(0, 'No points · inside the disk'),
};

export const Miss: Story = {
  args: { ay: 8, by: 8 },
  play: showsFigure(shown, '0', /^No points$/),
};

/** Zero radius on the segment: the centre itself. */
export const ZeroRadius: Story = {
  args: { r: 0 },
  play: shows(1, '1 point · t 0.5'),
};

/** Move the circle off the segment's line with the keyboard: 2 → 1 (tangent) → 0. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const circle = canvas.getByRole('button', { name: 'Circle at (0, 0), radius 5' });
    circle.focus();
    await context.userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('1 point · t 0.5');
    await context.userEvent.keyboard('{ArrowDown}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('No points');
  },
};
