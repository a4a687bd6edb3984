import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scene, SegmentCircleHitView } from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** Segment start. */
  ax: number;
  ay: number;
  /** Segment end. */
  bx: number;
  by: number;
  /** Circle centre. */
  cx: number;
  cy: number;
  /** Circle radius (>= 0). */
  r: number;
  /** Extra reach for the hit test. */
  tolerance: number;
}

function SegmentCircleFigure(args: Args) {
  const { ax, ay, bx, by, cx, cy, r, tolerance } = args;
  const viewBox = frame([
    { x: ax, y: ay },
    { x: bx, y: by },
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Segment–circle hit test">
      {/* A new key when the controls change restarts the uncontrolled view from them. */}
      <SegmentCircleHitView
        key={JSON.stringify(args)}
        defaultSegment={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        defaultCircle={{ center: { x: cx, y: cy }, radius: r }}
        tolerance={tolerance}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'closest', 'tolerance', 'intersection', 'query'])],
  title: 'Queries/Segment–circle hit',
  render: SegmentCircleFigure,
  tags: ['autodocs'],
  args: { ax: -15, ay: 0, bx: 15, by: 0, cx: 0, cy: 0, r: 8, tolerance: 0 },
  argTypes: {
    ax: numberControl(),
    ay: numberControl(),
    bx: numberControl(),
    by: numberControl(),
    cx: numberControl(),
    cy: numberControl(),
    r: { control: { type: 'number', min: 0, step: 1 } },
    tolerance: numberControl(0.5),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Does a closed segment touch a closed disk? `segmentCircleHit` / `useSegmentCircleHit` (articles 000 and 001). ' +
          'Drag the endpoints or the centre, or focus a handle and use the arrow keys (Shift for 10).',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads what the figure shows: the status line and the hit state (`data-hit`). */
const shown = figureReader('.hitkit-segment-circle-hit', /^(Hit|Miss) · gap/, 'data-hit');

/** A play function that checks the figure shows this hit state and status line. */
const shows = (hit: boolean, status: string | RegExp): NonNullable<Story['play']> => showsFigure(shown, String(hit), status);

export const Crossing: Story = {
  play: shows(true, 'Hit · gap -8'),
};

export const Miss: Story = {
  args: { ay: 12, by: 12 },
  play: shows(false, 'Miss · gap 4'),
};

/** Touching counts: the segment grazes the circle at one point, the gap is exactly 0. */
export const Tangent: Story = {
  args: { ay: 8, by: 8 },
  play: shows(true, 'Hit · gap 0'),
};

/** An endpoint exactly on the circle, the segment pointing away: touching counts. */
export const EndpointOnCircle: Story = {
  args: { ax: 8, ay: 0, bx: 20, by: 6 },
  play: shows(true, 'Hit · gap 0'),
};

export const OneEndpointInside: Story = {
  args: { ax: 3, ay: 2, bx: 20, by: 10 },
  play: shows(true, /^Hit · gap -/),
};

/** Both endpoints inside the disk: a hit, though the segment never crosses the circle. */
export const SegmentInsideDisk: Story = {
  args: { ax: -4, ay: -2, bx: 3, by: 3 },
  play: shows(true, /^Hit · gap -/),
};

/** The carrier line crosses the circle but the segment stops short (article 001's green circle). */
export const StopsShort: Story = {
  args: { ax: 12, ay: 0, bx: 24, by: 0 },
  play: shows(false, 'Miss · gap 4'),
};

/** A zero-length segment is its point (article 003's reading; article 000 would say "no hit"). */
export const ZeroLengthSegment: Story = {
  args: { ax: 5, ay: 3, bx: 5, by: 3 },
  play: shows(true, 'Hit · gap -2.17'),
};

/** A zero-radius circle is its centre: hit only when the segment passes through it. */
export const ZeroRadius: Story = {
  args: { r: 0 },
  play: shows(true, 'Hit · gap 0'),
};

/** A tolerance adds reach: a gap of 2 counts as a hit with tolerance 2. The dashed ring (radius + tolerance) is what the segment must reach; here it touches it. */
export const WithTolerance: Story = {
  args: { ay: 10, by: 10, tolerance: 2 },
  play: shows(true, 'Hit · gap 2'),
};

/** Article 000: the disk (0,0), r = 10 is hit by the segment (10,0)–(0,10). */
export const Article000Hit: Story = {
  name: 'Article 000: (10,0)–(0,10) hits',
  args: { ax: 10, ay: 0, bx: 0, by: 10, cx: 0, cy: 0, r: 10 },
  play: shows(true, 'Hit · gap -2.93'), // 5√2 − 10
};

/** Article 000: the disk (0,0), r = 10 is missed by the segment (15,0)–(0,15). */
export const Article000Miss: Story = {
  name: 'Article 000: (15,0)–(0,15) misses',
  args: { ax: 15, ay: 0, bx: 0, by: 15, cx: 0, cy: 0, r: 10 },
  play: shows(false, 'Miss · gap 0.61'), // 7.5√2 − 10
};

/** Drag both endpoints and the centre, or focus a handle and use the arrow keys (Shift: ×10). */
export const Interactive: Story = {
  args: { ax: -15, ay: 5, bx: 15, by: 5, cx: 0, cy: 0, r: 8 },
  play: async ({ canvasElement, userEvent }) => {
    const { canvas } = shown(canvasElement);
    await expect(shown(canvasElement).status).toHaveTextContent('Hit · gap -3');
    const centre = canvas.getByRole('button', { name: 'Circle centre at (0, 0)' });
    centre.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(centre).toHaveAccessibleName('Circle centre at (0, -4)');
    await expect(shown(canvasElement).status).toHaveTextContent('Miss · gap 1');
    await expect(shown(canvasElement).state).toBe('false');
    // Shift moves by 10: the far endpoint crosses the circle again
    const end = canvas.getByRole('button', { name: 'Segment end at (15, 5)' });
    end.focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(end).toHaveAccessibleName('Segment end at (15, -5)');
    await expect(shown(canvasElement).state).toBe('true');
  },
};
