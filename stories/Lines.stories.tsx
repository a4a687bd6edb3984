import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  closestPointOnLine,
  distanceToLine,
  DistanceSegment,
  DraggableShape,
  formatNumber,
  formatPoint,
  Handle,
  hitTone,
  intersectLineLine,
  intersectSegmentLine,
  IntersectionMarkers,
  Label,
  lineThrough,
  LineShape,
  Scene,
  SceneStatus,
  segmentLineDistance,
  theme,
  type Segment,
  type Vec2,
} from '../src';
import { numberControl, withLegend } from './figure';

/*
 * Lines, built from the geometry functions directly (no hook needed: each is a
 * few multiplications): two infinite lines, each through two draggable points,
 * and a segment against the first line.
 */

/** Flat values, so that each is a Storybook control: line A through (a1x, a1y) and (a2x, a2y), line B likewise, the segment. */
interface Args {
  a1x: number;
  a1y: number;
  a2x: number;
  a2y: number;
  b1x: number;
  b1y: number;
  b2x: number;
  b2y: number;
  sx: number;
  sy: number;
  ex: number;
  ey: number;
}

const VIEW = { x: -60, y: -50, width: 160, height: 110 };

/** A handle's onChange that refuses to land on the line's other point (`lineThrough` needs two different points). */
const apart = (other: Vec2, set: (p: Vec2) => void) => (p: Vec2) => {
  if (p.x !== other.x || p.y !== other.y) set(p);
};

/** Where the two lines meet, and where the segment meets line A (or how far it is from it). */
function LinesFigure(args: Args) {
  const [a1, setA1] = useState<Vec2>({ x: args.a1x, y: args.a1y });
  const [a2, setA2] = useState<Vec2>({ x: args.a2x, y: args.a2y });
  const [b1, setB1] = useState<Vec2>({ x: args.b1x, y: args.b1y });
  const [b2, setB2] = useState<Vec2>({ x: args.b2x, y: args.b2y });
  const [segment, setSegment] = useState<Segment>({ start: { x: args.sx, y: args.sy }, end: { x: args.ex, y: args.ey } });
  const lineA = lineThrough(a1, a2);
  const lineB = lineThrough(b1, b2);
  const lines = intersectLineLine(lineA, lineB);
  const onA = intersectSegmentLine(segment, lineA);
  const gap = segmentLineDistance(segment, lineA);
  // the segment's end nearer line A, and its foot on the line: the shortest distance
  const near = distanceToLine(segment.start, lineA) <= distanceToLine(segment.end, lineA) ? segment.start : segment.end;
  const linesText = lines.kind === 'point' ? `Lines cross at ${formatPoint(lines.point)}` : lines.kind === 'parallel' ? 'Lines parallel' : 'Lines coincident';
  const segmentText =
    onA.kind === 'point'
      ? `segment meets A at t ${formatNumber(onA.t, 3)}`
      : onA.kind === 'overlap'
        ? 'segment lies on A'
        : `segment ${formatNumber(gap)} from A`;
  return (
    <Scene fit viewBox={VIEW} grid={10} title="Line–line and segment–line intersections">
      <g data-lines={lines.kind} data-segment={onA.kind} className="lines-figure">
        {/* B wider and under A: where they coincide, A shows with B's colour along both sides (dashed is kept for misses) */}
        <LineShape line={lineB} style={{ stroke: theme.b, strokeWidth: 4 }} />
        <LineShape line={lineA} style={{ stroke: theme.shape, strokeWidth: 2 }} />
        {/* straight below A's first point and above B's: off both lines, clear of the handles */}
        <Label at={a1} dy={22} anchor="middle" size={12}>
          A
        </Label>
        <Label at={b1} dy={-12} anchor="middle" size={12}>
          B
        </Label>
        {onA.kind === 'none' ? <DistanceSegment from={near} to={closestPointOnLine(near, lineA)} label={formatNumber(gap)} /> : null}
        <DraggableShape label="Segment" value={segment} onChange={(next) => setSegment(next as Segment)} style={hitTone(onA.kind !== 'none')} />
        <Handle label="Line A point 1" value={a1} onChange={apart(a2, setA1)} />
        <Handle label="Line A point 2" value={a2} onChange={apart(a1, setA2)} />
        <Handle label="Line B point 1" value={b1} onChange={apart(b2, setB1)} />
        <Handle label="Line B point 2" value={b2} onChange={apart(b1, setB2)} />
        {lines.kind === 'point' ? <IntersectionMarkers points={[{ point: lines.point }]} label="Lines A and B cross" /> : null}
        {onA.kind === 'point' ? <IntersectionMarkers points={[{ point: onA.point, t: onA.t }]} label="Segment meets line A" /> : null}
      </g>
      <SceneStatus>{`${linesText} · ${segmentText}`}</SceneStatus>
    </Scene>
  );
}

const meta = {
  title: 'Queries/Lines',
  // every colour has a second cue: the lines are lettered (B also wider), a missing segment is dashed, the distance is written
  decorators: [
    withLegend([
      { meaning: 'a', label: 'line A' },
      { meaning: 'b', label: 'line B (wide, blue)' },
      { meaning: 'hit', label: 'segment meets line A', swatch: 'line' },
      { meaning: 'miss', label: 'segment misses line A (dashed)', swatch: 'line' },
      { meaning: 'closest', label: 'distance from line A' },
      'intersection',
      'query',
    ]),
  ],
  render: (args) => <LinesFigure key={JSON.stringify(args)} {...args} />,
  tags: ['autodocs'],
  args: { a1x: -40, a1y: 40, a2x: 80, a2y: 0, b1x: -40, b1y: -10, b2x: 80, b2y: 40, sx: 20, sy: 40, ex: 60, ey: 50 },
  argTypes: Object.fromEntries(['a1x', 'a1y', 'a2x', 'a2y', 'b1x', 'b1y', 'b2x', 'b2y', 'sx', 'sy', 'ex', 'ey'].map((k) => [k, numberControl()])),
  parameters: {
    docs: {
      description: {
        component:
          'Infinite lines (`a·x + b·y + c = 0`, here `lineThrough` two draggable points; A slate, B wide and blue): `intersectLineLine` → `point` / `parallel` / `coincident`, decided exactly ' +
          '(parallel means the exact cross product of the normals is 0; the point is computed exactly and rounded once). `intersectSegmentLine` → `none` / `point` (with `t`) ' +
          '/ `overlap` (the segment lies on the line); `segmentLineDistance`: 0 when they meet, else the nearer end’s distance. Drag any point, or focus it and use the arrow keys.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('.hitkit-status')!;
const figure = (canvasElement: HTMLElement) => canvasElement.querySelector('.lines-figure')!;

/** The lines cross; the segment lies below line A, 18.97 away at its nearer end. */
export const Crossing: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Lines cross at (26.67, 17.78) · segment 18.97 from A');
    await expect(within(canvasElement).getByRole('img', { name: 'Lines A and B cross at (26.67, 17.78)' })).toBeInTheDocument();
  },
};

/** Parallel lines (B is A moved up 30): no point. */
export const Parallel: Story = {
  args: { b1x: -40, b1y: 10, b2x: 80, b2y: -30 },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute('data-lines', 'parallel');
    await expect(status(canvasElement)).toHaveTextContent(/^Lines parallel/);
  },
};

/** The same line through other points: coincident, told apart from parallel exactly. */
export const Coincident: Story = {
  args: { b1x: -10, b1y: 30, b2x: 50, b2y: 10 },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute('data-lines', 'coincident');
  },
};

/** The segment crosses line A: the point and its t. */
export const SegmentCrossesLine: Story = {
  // (x = −10: its crossing with A is 39 units from the lines' own crossing, so the two crosses stand apart)
  args: { sx: -10, sy: 10, ex: -10, ey: 50 },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('segment meets A at t 0.5');
    await expect(within(canvasElement).getByRole('img', { name: 'Segment meets line A at (-10, 30), t = 0.5' })).toBeInTheDocument();
  },
};

/** The segment's end exactly on line A: it meets it there (t = 1), distance 0. */
export const SegmentTouchesLine: Story = {
  args: { sx: -10, sy: 50, ex: -10, ey: 30 },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('segment meets A at t 1');
  },
};

/** The segment along line A (here horizontal, y = 20): it lies on it. */
export const SegmentOnLine: Story = {
  args: { a1x: -40, a1y: 20, a2x: 80, a2y: 20, sx: -10, sy: 20, ex: 50, ey: 20 },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement)).toHaveAttribute('data-segment', 'overlap');
    await expect(status(canvasElement)).toHaveTextContent('segment lies on A');
  },
};

/** Drag line B's second point with the keyboard until B runs parallel to A. */
export const Interactive: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const point = within(canvasElement).getByRole('button', { name: 'Line B point 2 at (80, 40)' });
    point.focus();
    // A falls 40 over 120 (slope −1/3); B from (−40, −10) is parallel through (80, −50): up 90
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await expect(point).toHaveAccessibleName('Line B point 2 at (80, -50)');
    await expect(figure(canvasElement)).toHaveAttribute('data-lines', 'parallel');
  },
};
