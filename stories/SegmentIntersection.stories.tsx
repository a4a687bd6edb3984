import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scene, SegmentIntersectionView } from '../src';
import { dragBy, figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** Segment A. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** Segment B. */
  cx: number;
  cy: number;
  dx: number;
  dy: number;
}

function SegmentIntersectionFigure(args: Args) {
  const { ax, ay, bx, by, cx, cy, dx, dy } = args;
  const viewBox = frame([
    { x: ax, y: ay },
    { x: bx, y: by },
    { x: cx, y: cy },
    { x: dx, y: dy },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Where two segments meet">
      <SegmentIntersectionView
        key={JSON.stringify(args)}
        defaultA={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        defaultB={{ start: { x: cx, y: cy }, end: { x: dx, y: dy } }}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend([{ meaning: 'hit', swatch: 'line' }, { meaning: 'miss', swatch: 'line' }, 'a', 'b', 'intersection', 'query'])],
  title: 'Queries/Segment–segment intersection',
  render: SegmentIntersectionFigure,
  tags: ['autodocs'],
  // article 004's wall: the ray O = (0, 0) → C = (10, 0) against A = (5, −5)–(5, 5)
  args: { ax: 0, ay: 0, bx: 10, by: 0, cx: 5, cy: -5, dx: 5, dy: 5 },
  argTypes: Object.fromEntries(['ax', 'ay', 'bx', 'by', 'cx', 'cy', 'dx', 'dy'].map((k) => [k, numberControl()])),
  parameters: {
    docs: {
      description: {
        component:
          'Where two closed segments meet: a point (crossing, T-junction, shared endpoint) with its parameters t along A and u along B, a collinear overlap, ' +
          'or nothing (parallel told apart). Sidedness is decided exactly. `intersectSegmentSegment` / `useSegmentIntersection` / `<SegmentIntersectionView>` ' +
          '(article 004, generalised to closed segments). Hover or focus a marker for its t and u.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-segment-intersection', /^(Point|Overlap|None)/, 'data-kind');
const shows = (kind: 'none' | 'point' | 'overlap', status: string): NonNullable<Story['play']> => showsFigure(shown, kind, status);

/** Article 004: the ray O→C crosses the wall A–B. Published: P = (5, 0) at t = 0.5 along OC (and s = 0.5 along AB). */
export const Article004Wall: Story = {
  name: 'Article 004: ray (0,0)→(10,0) against the wall x = 5',
  play: shows('point', 'Point (5, 0) · t 0.5 · u 0.5'),
};

export const Miss: Story = {
  args: { cx: 15, dx: 15 },
  play: shows('none', 'None'),
};

export const Parallel: Story = {
  args: { cx: 0, cy: 4, dx: 10, dy: 4 },
  play: shows('none', 'None · parallel'),
};

/** B ends on A: a T-junction, u = 0 exactly (the article's open intervals would say no). */
export const TJunction: Story = {
  args: { cy: 0 },
  play: shows('point', 'Point (5, 0) · t 0.5 · u 0'),
};

/** A shared endpoint: t = 1, u = 0. */
export const SharedEndpoint: Story = {
  args: { cx: 10, cy: 0, dx: 15, dy: 8 },
  play: shows('point', 'Point (10, 0) · t 1 · u 0'),
};

/** Collinear and overlapping: the shared part, ordered along A. */
export const CollinearOverlap: Story = {
  args: { cx: 4, cy: 0, dx: 20, dy: 0 },
  play: shows('overlap', 'Overlap (4, 0) to (10, 0)'),
};

/** Collinear but apart: parallel, no intersection. */
export const CollinearDisjoint: Story = {
  args: { cx: 12, cy: 0, dx: 20, dy: 0 },
  play: shows('none', 'None · parallel'),
};

/** A zero-length segment on the other: its point, at u = 0. */
export const ZeroLength: Story = {
  args: { cx: 3, cy: 0, dx: 3, dy: 0 },
  play: shows('point', 'Point (3, 0) · t 0.3 · u 0'),
};

/** Focus the marker to read t and u; move B with the keyboard and by dragging its end. */
export const Interactive: Story = {
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const marker = canvas.getByRole('img', { name: 'Intersection at (5, 0), t = 0.5, u = 0.5' });
    marker.focus();
    await expect(await canvas.findByText('t 0.5, u 0.5')).toBeInTheDocument();
    const b = canvas.getByRole('button', { name: 'Segment B from (5, -5) to (5, 5)' });
    b.focus();
    await context.userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Point (7, 0) · t 0.7 · u 0.5');
    await context.userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(shown(context.canvasElement).state).toBe('none');
    const end = canvas.getByRole('button', { name: 'Segment B end at (17, 5)' });
    await dragBy(context, end, -10, 0);
    await expect(end).not.toHaveAccessibleName('Segment B end at (17, 5)');
  },
};
