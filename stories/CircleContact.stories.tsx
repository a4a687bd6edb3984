import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CircleContactView, Scene, type ContactObstacle } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The moving circle: centre and radius (>= 0). */
  cx: number;
  cy: number;
  r: number;
  /** The obstacle's kind; its numbers are p1…p4 (segment: start, end; rect: x, y, width, height; circle: centre, radius). */
  kind: 'segment' | 'rect' | 'circle';
  p1: number;
  p2: number;
  p3: number;
  p4: number;
}

function obstacleOf({ kind, p1, p2, p3, p4 }: Args): ContactObstacle {
  if (kind === 'segment') return { start: { x: p1, y: p2 }, end: { x: p3, y: p4 } };
  if (kind === 'rect') return { x: p1, y: p2, width: p3, height: p4 };
  return { center: { x: p1, y: p2 }, radius: p3 };
}

function CircleContactFigure(args: Args) {
  const { cx, cy, r, p1, p2, p3, p4 } = args;
  const viewBox = frame([
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
    { x: p1, y: p2 },
    { x: args.kind === 'segment' ? p3 : p1 + p3, y: args.kind === 'segment' ? p4 : p2 + (args.kind === 'rect' ? p4 : p3) },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="A circle pushed out of an obstacle">
      <CircleContactView key={JSON.stringify(args)} defaultCircle={{ center: { x: cx, y: cy }, radius: r }} defaultObstacle={obstacleOf(args)} />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'normal', 'pushOut', 'closest', 'query'])],
  title: 'Queries/Circle contact',
  render: CircleContactFigure,
  tags: ['autodocs'],
  args: { cx: 10, cy: 7, r: 5, kind: 'segment', p1: 0, p2: 10, p3: 20, p4: 10 },
  argTypes: {
    cx: numberControl(),
    cy: numberControl(),
    r: { control: { type: 'number', min: 0, step: 1 } },
    kind: { control: { type: 'inline-radio' }, options: ['segment', 'rect', 'circle'] },
    p1: numberControl(),
    p2: numberControl(),
    p3: numberControl(),
    p4: numberControl(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Article 002’s contact generalised: how far a circle has sunk into a segment, a rect or another circle, the normal, and the push-out ' +
          '(minimum translation) vector that takes it out. `circleSegmentContact` / `circleRectContact` / `circleCircleContact` / `useCircleContact` / ' +
          '`<CircleContactView>`. The dashed circle is where the circle is pushed to.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-circle-contact', /^(Penetrating|Clear|Touching)/, 'data-penetrating');
const shows = (penetrating: boolean, status: string): NonNullable<Story['play']> => showsFigure(shown, String(penetrating), status);

export const IntoSegment: Story = { play: shows(true, 'Penetrating · depth 2 · normal (0, -1)') };

/** Past the segment's end: pushed away from the endpoint, diagonally. */
export const PastSegmentEnd: Story = {
  args: { cx: 22.4, cy: 13.2 },
  play: shows(true, 'Penetrating · depth 1 · normal (0.6, 0.8)'),
};

export const ClearOfSegment: Story = {
  args: { cy: 0 },
  play: shows(false, 'Clear · distance 5'),
};

/** Centre inside a rect: out through the nearest edge. */
export const InsideRect: Story = {
  args: { kind: 'rect', cx: 4, cy: 10, p1: 0, p2: 0, p3: 30, p4: 20 },
  play: shows(true, 'Penetrating · depth 9 · normal (-1, 0)'),
};

/** Exactly on a corner: the documented tie (left, right, top, bottom) sends it out through the left edge. */
export const OnRectCorner: Story = {
  args: { kind: 'rect', cx: 0, cy: 0, p1: 0, p2: 0, p3: 30, p4: 20 },
  play: shows(true, 'Penetrating · depth 5 · normal (-1, 0)'),
};

/** Overlapping another circle: pushed apart along the centre line. */
export const IntoCircle: Story = {
  args: { kind: 'circle', cx: 12, cy: 0, p1: 0, p2: 0, p3: 10, p4: 0 },
  play: shows(true, 'Penetrating · depth 3 · normal (1, 0)'),
};

/** Concentric: the documented direction +x. */
export const Concentric: Story = {
  args: { kind: 'circle', cx: 0, cy: 0, p1: 0, p2: 0, p3: 10, p4: 0 },
  play: shows(true, 'Penetrating · depth 15 · normal (1, 0)'),
};

/** Lower the circle onto the segment with the keyboard: clear → touching → penetrating. */
export const Interactive: Story = {
  args: { cy: 0 },
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const circle = canvas.getByRole('button', { name: 'Circle at (10, 0), radius 5' });
    circle.focus();
    await context.userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Touching · distance 0');
    await context.userEvent.keyboard('{ArrowDown}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Penetrating · depth 1 · normal (0, -1)');
  },
};
