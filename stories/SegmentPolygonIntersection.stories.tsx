import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Scene, SegmentPolygonIntersectionView } from '../src';
import { frame, gridStep, numberControl, withLegend } from './figure';
import { NOTCHED } from './polygons';

/** Flat values, so that each is a Storybook control. */
interface Args {
  /** Segment start and end. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** `true`: the closed polygon; `false`: the open polyline through the same points (no edge from the last point back to the first). */
  closed: boolean;
}

function SegmentPolygonFigure(args: Args) {
  const { ax, ay, bx, by, closed } = args;
  const viewBox = frame([{ x: ax, y: ay }, { x: bx, y: by }, ...NOTCHED], 0.2);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title={closed ? 'Where a segment crosses a polygon' : 'Where a segment crosses a polyline'}>
      {/* A new key when the controls change restarts the uncontrolled view from them. */}
      <SegmentPolygonIntersectionView
        key={JSON.stringify(args)}
        defaultSegment={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        defaultPolygon={{ points: NOTCHED }}
        closed={closed}
      />
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'intersection', 'query'])],
  title: 'Queries/Segment–polygon intersection',
  render: SegmentPolygonFigure,
  tags: ['autodocs'],
  args: { ax: -20, ay: 50, bx: 120, by: 50, closed: true },
  argTypes: { ax: numberControl(), ay: numberControl(), bx: numberControl(), by: numberControl(), closed: { control: 'boolean' } },
  parameters: {
    docs: {
      description: {
        component:
          'Every point where a closed segment meets a polygon’s boundary (or a polyline), sorted along the segment, each with the edge it is on and its parameters ' +
          '(`t` along the segment, `u` along the edge; on hover or focus). Decided exactly; crossing points within 1 ulp of the exact ones. A crossing through a vertex ' +
          'is reported once, on the edge that starts there; a run along an edge reports both ends of the shared piece. ' +
          '`intersectSegmentPolygon`, `segmentPolygonHit`, `intersectSegmentPolyline`, `segmentPolylineHit` / `useSegmentPolygonIntersection`, ' +
          '`useSegmentPolylineIntersection` / `<SegmentPolygonIntersectionView>`. Drag the segment, its ends or the polygon’s vertices.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status line, the view's data attributes and the crossing markers' names. */
function read(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const view = canvasElement.querySelector('.hitkit-segment-polygon-intersection')!;
  return {
    status: canvasElement.querySelector('.hitkit-status')!,
    hit: view.getAttribute('data-hit'),
    names: canvas.queryAllByRole('img', { name: /^Crossing/ }).map((el) => el.getAttribute('aria-label')),
  };
}

/** Straight across the "C": in through the left edge (7), out through the notch's inner edge (3); the notch is open to the right, so 2 crossings. */
export const Crossings: Story = {
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('2 crossings · edges 7, 3');
    await expect(now.names).toEqual(['Crossing 1 at (0, 50) on edge 7, t = 0.143, u = 0.5', 'Crossing 2 at (40, 50) on edge 3, t = 0.429, u = 0.5']);
  },
};

/** Across both arms of the "C": four crossings, in order along the segment. */
export const FourCrossings: Story = {
  args: { ax: 70, ay: -20, bx: 70, by: 120 },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('4 crossings · edges 0, 2, 4, 6');
    await expect(now.names[1]).toBe('Crossing 2 at (70, 30) on edge 2, t = 0.357, u = 0.5');
  },
};

/** Exactly through a vertex: one crossing, on the edge that starts there (u = 0), not twice. */
export const ThroughVertex: Story = {
  args: { ax: 80, ay: 10, bx: 120, by: 50 },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('1 crossing · edge 2');
    await expect(now.names).toEqual(['Crossing at (100, 30) on edge 2, t = 0.5, u = 0']);
  },
};

/** Along an edge: the two ends of the shared piece, both on that edge. */
export const AlongEdge: Story = {
  args: { ax: 60, ay: 30, bx: 120, by: 30 },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('2 crossings · edges 2, 2');
    await expect(now.names).toEqual(['Crossing 1 at (60, 30) on edge 2, t = 0, u = 0.667', 'Crossing 2 at (100, 30) on edge 2, t = 0.667, u = 0']);
  },
};

/** Wholly inside: no crossing, but the segment hits the (closed) polygon. */
export const Inside: Story = {
  args: { ax: 10, ay: 20, bx: 20, by: 80 },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('Inside, no crossing');
    await expect(now.hit).toBe('true');
    await expect(now.names).toEqual([]);
  },
};

/** In the notch, touching nothing: no contact, though inside the polygon's bounding box. */
export const InNotch: Story = {
  args: { ax: 60, ay: 40, bx: 90, by: 60 },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('No contact');
    await expect(now.hit).toBe('false');
  },
};

/** The same points as an open polyline: no edge from the last point back to the first, so the left side is open; nothing is "inside". */
export const Polyline: Story = {
  args: { closed: false },
  play: async ({ canvasElement }) => {
    const now = read(canvasElement);
    await expect(now.status).toHaveTextContent('1 crossing · segment 3');
    await expect(now.names).toEqual(['Crossing at (40, 50) on segment 3, t = 0.429, u = 0.5']);
  },
};

/** Move the segment with the keyboard: down 30 (Shift ×3), below the notch: now through the left edge and the lower arm's end (edge 5). */
export const Interactive: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const segment = canvas.getByRole('button', { name: 'Segment from (-20, 50) to (120, 50)' });
    segment.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(segment).toHaveAccessibleName('Segment from (-20, 80) to (120, 80)');
    await expect(read(canvasElement).status).toHaveTextContent('2 crossings · edges 7, 5');
  },
};
