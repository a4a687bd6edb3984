import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNumber, intersectSegmentSegment, Label, PointShape, raycastSegment, Scene, SceneStatus, SegmentShape, theme, type Segment } from '../src';

/** JTS's "Dave Skea" pair: two segments 1.2e-14 rad from parallel, coordinates around 2e6 (from JTS's robust line intersection tests). */
const A: Segment = { start: { x: 2089426.5233462777, y: 1180182.3877339689 }, end: { x: 2085646.6891757075, y: 1195618.7333999649 } };
const B: Segment = { start: { x: 1889281.8148903656, y: 1997547.0560044837 }, end: { x: 2259977.3672235999, y: 483675.17050843034 } };

/** The plain double formula t = cross(q − p, s) / cross(r, s), as most code computes it. */
function naivePoint(a: Segment, b: Segment) {
  const rx = a.end.x - a.start.x;
  const ry = a.end.y - a.start.y;
  const sx = b.end.x - b.start.x;
  const sy = b.end.y - b.start.y;
  const t = ((b.start.x - a.start.x) * sy - (b.start.y - a.start.y) * sx) / (rx * sy - ry * sx);
  return { x: a.start.x + t * rx, y: a.start.y + t * ry };
}

function NearParallelFigure() {
  const exact = intersectSegmentSegment(A, B);
  if (exact.kind !== 'point') throw new Error('the pair crosses');
  const naive = naivePoint(A, B);
  const off = Math.hypot(naive.x - exact.point.x, naive.y - exact.point.y);
  // A view around the two points (1,569 units apart along segment A), the line kept right of the status line (in the right third, clear of it on a phone too).
  const viewBox = { x: 2077500, y: 1184400, width: 12000, height: 8000 };
  return (
    <Scene viewBox={viewBox} title="Crossing point of two nearly parallel segments: exact and by the plain formula">
      <SegmentShape segment={B} style={{ stroke: theme.b, strokeWidth: 6 }} />
      <SegmentShape segment={A} style={{ stroke: theme.shape, strokeWidth: 2 }} />
      <PointShape point={exact.point} size={6} style={{ fill: theme.handle }} />
      {/* (two lines: one would be cut at the figure's left edge on a docs page on a phone) */}
      <Label at={exact.point} dx={-12} anchor="end" lines={['hitkit:', `(${formatNumber(exact.point.x, 2)}, ${formatNumber(exact.point.y, 2)})`]} separator=" ">
        {`hitkit: (${formatNumber(exact.point.x, 2)}, ${formatNumber(exact.point.y, 2)})`}
      </Label>
      <PointShape point={naive} size={6} style={{ fill: theme.measure }} />
      <Label at={naive} dx={-12} anchor="end">{`plain formula: ${formatNumber(off, 0)} units off`}</Label>
      <SceneStatus>{`Exact crossing · t = ${formatNumber(exact.t, 12)}`}</SceneStatus>
    </Scene>
  );
}

/** Finds an SVG `<text>` by its whole content (a label drawn as lines has it in several `<tspan>`s). */
const wholeText = (content: string) => (_: string, element: Element | null) => element?.tagName === 'text' && element.textContent === content;

/** The plain ray-cast formula: distance = cross(a − o, w) / cross(u, w) with the unit direction u. */
function naiveRayHit(origin: { x: number; y: number }, direction: { x: number; y: number }, wall: Segment) {
  const length = Math.hypot(direction.x, direction.y);
  const ux = direction.x / length;
  const uy = direction.y / length;
  const wx = wall.end.x - wall.start.x;
  const wy = wall.end.y - wall.start.y;
  const distance = ((wall.start.x - origin.x) * wy - (wall.start.y - origin.y) * wx) / (ux * wy - uy * wx);
  return { distance, point: { x: origin.x + ux * distance, y: origin.y + uy * distance } };
}

/** A ray from B's start along B, grazing wall A: where it hits, exactly and by the plain formula. */
function GrazingRayFigure() {
  const direction = { x: B.end.x - B.start.x, y: B.end.y - B.start.y };
  const hit = raycastSegment({ origin: B.start, direction }, A);
  if (hit === null) throw new Error('the ray hits the wall');
  const naive = naiveRayHit(B.start, direction, A);
  // the wall in the right third, so the labels to the left of its points fit a phone at 12 px
  const viewBox = { x: 2077500, y: 1184400, width: 12000, height: 8000 };
  return (
    <Scene viewBox={viewBox} title="A ray grazing a wall: the hit point, exact and by the plain formula">
      <SegmentShape segment={B} style={{ stroke: theme.b, strokeWidth: 6 }} />
      <SegmentShape segment={A} style={{ stroke: theme.shape, strokeWidth: 2 }} />
      <PointShape point={hit.point} size={6} style={{ fill: theme.handle }} />
      <Label at={hit.point} dx={-12} anchor="end" lines={['raycastSegment:', `${formatNumber(hit.distance, 2)} along the ray`]} separator=" ">
        {`raycastSegment: ${formatNumber(hit.distance, 2)} along the ray`}
      </Label>
      <PointShape point={naive.point} size={6} style={{ fill: theme.measure }} />
      <Label at={naive.point} dx={-12} anchor="end">{`plain formula: ${formatNumber(naive.distance - hit.distance, 0)} units off`}</Label>
      <SceneStatus>{`Exact hit · distance ${formatNumber(hit.distance, 6)}`}</SceneStatus>
    </Scene>
  );
}

const meta = {
  title: 'Queries/Exact crossing points',
  render: () => <NearParallelFigure />,
  tags: ['autodocs'],
  parameters: {
    // a close-up: the segments run far beyond the frame, so the figure has no `fit`
    layoutChecks: { cutShapes: 'a close-up of segments 10⁴ times longer than the view' },
    docs: {
      description: {
        component:
          'Two segments 1.2e-14 rad from parallel, at coordinates around 2·10⁶ (JTS\'s "Dave Skea" test pair; they draw as one line). ' +
          '`intersectSegmentSegment` returns the crossing within 1 ulp of the exact one (double-double, exact expansions where that is not enough); ' +
          'the plain double formula lands 1,569 units away, 10 % of the segment.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The exact crossing (indigo dot) and where the plain double formula puts it (rose dot), 1,569 units along the segment. */
export const NearParallel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(wholeText('hitkit: (2087600.47, 1187639.74)'))).toBeInTheDocument();
    await expect(canvas.getByText('plain formula: 1569 units off')).toBeInTheDocument();
  },
};

/** The same pair as a wall and a ray along the other segment: `raycastSegment` (and `castRay`) put the hit within 1 ulp; the plain formula does not. */
export const GrazingRay: Story = {
  render: () => <GrazingRayFigure />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(wholeText('raycastSegment: 833834.6 along the ray'))).toBeInTheDocument();
    await expect(canvas.getByText('plain formula: 1712 units off')).toBeInTheDocument();
  },
};
