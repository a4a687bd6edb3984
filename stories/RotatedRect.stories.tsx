import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import {
  closestPointOnRotatedRect,
  distanceToRotatedRect,
  DistanceSegment,
  Handle,
  PointShape,
  ray,
  raycastRotatedRect,
  RotatedRectShape,
  rotatedRectCorners,
  Scene,
  SceneStatus,
  SegmentShape,
  hitTone,
  theme,
  type Vec2,
} from '../src';
import { figureReader, frame, gridStep, numberControl, showsFigure, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The probe. */
  px: number;
  py: number;
  /** The rotated rect: centre, size, and rotation in degrees (positive: clockwise on screen, y down). */
  cx: number;
  cy: number;
  width: number;
  height: number;
  degrees: number;
}

/** A ray that hits: a thin solid line in the hit colour (dashed is kept for misses). */
const RAY_HITS = { stroke: theme.hit, strokeWidth: 1.5 } as const;

/** Where the ray starts; it runs along +x. */
const EMITTER: Vec2 = { x: -10, y: 50 };

const rounded = (v: number) => String(Math.round(v * 100) / 100 + 0);

function RotatedRectFigure(args: Args) {
  const { cx, cy, width, height, degrees } = args;
  const [probe, setProbe] = useState<Vec2>({ x: args.px, y: args.py });
  const r = { center: { x: cx, y: cy }, width, height, rotation: (degrees * Math.PI) / 180 };
  const distance = distanceToRotatedRect(probe, r);
  const closest = closestPointOnRotatedRect(probe, r);
  const hit = raycastRotatedRect(ray(EMITTER, { x: 1, y: 0 }), r);
  const place = distance < 0 ? 'inside' : distance === 0 ? 'edge' : 'outside';
  const viewBox = frame([...rotatedRectCorners(r), EMITTER, { x: args.px, y: args.py }], 0.15);
  // the palette's meanings: outside slate, inside purple and tinted (as the other distance figures)
  const region = { stroke: place === 'outside' ? theme.shape : theme.inside, fill: place === 'inside' ? theme.insideFill : theme.shapeFill };
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="Signed distance to a rotated rectangle, and a ray cast against it">
      <g className="hitkit-rotated-rect-figure" data-place={place} data-distance={rounded(distance)} data-ray={hit ? rounded(hit.distance) : 'miss'}>
        <RotatedRectShape rect={r} style={region} />
        {/* as a lidar's rays: solid in the hit colour up to where it hits, or the miss's dashed green when it misses */}
        <SegmentShape
          segment={{ start: EMITTER, end: hit ? hit.point : { x: EMITTER.x + 2 * viewBox.width, y: EMITTER.y } }}
          style={hit ? RAY_HITS : hitTone(false)}
        />
        <PointShape point={EMITTER} />
        {hit ? <PointShape point={hit.point} style={{ fill: theme.hit }} /> : null}
        {distance === 0 ? null : <DistanceSegment from={probe} to={closest} label={rounded(distance)} />}
        <Handle label="Probe" value={probe} onChange={setProbe} />
      </g>
      <SceneStatus>{`${place === 'inside' ? 'Inside' : place === 'edge' ? 'On the edge' : 'Outside'} · distance ${rounded(distance)} · ray ${hit ? `hits at ${rounded(hit.distance)}` : 'misses'}`}</SceneStatus>
    </Scene>
  );
}

const meta = {
  decorators: [withLegend(['outside', 'inside', 'closest', 'ray', 'rayMiss', 'query'])],
  title: 'Queries/Rotated rect',
  // A new key when the controls change restarts the figure (and its probe) from them.
  render: (args) => <RotatedRectFigure key={JSON.stringify(args)} {...args} />,
  tags: ['autodocs'],
  args: { px: 37.5, py: 50 + 25 * Math.cos(Math.PI / 6), cx: 50, cy: 50, width: 60, height: 30, degrees: 30 },
  argTypes: {
    px: numberControl(),
    py: numberControl(),
    cx: numberControl(),
    cy: numberControl(),
    width: { control: { type: 'number', min: 0, step: 1 } },
    height: { control: { type: 'number', min: 0, step: 1 } },
    degrees: { control: { type: 'range', min: -180, max: 180, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A rectangle turned about its centre (`rotatedRect(center, width, height, rotation)`): it is the quadrilateral of its four corners ' +
          '(`rotatedRectCorners`), and every query answers for that quadrilateral. Signed distance from the probe (negative inside, 0 on the boundary), ' +
          'its closest point, and a ray from the left cast along +x (`distanceToRotatedRect`, `closestPointOnRotatedRect`, `raycastRotatedRect`). ' +
          'Drag the probe, or focus it and use the arrow keys (Shift for 10); turn the rect with the `degrees` control.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads what the figure shows: the status line and where the probe is (`data-place`). */
const shown = figureReader('.hitkit-rotated-rect-figure', /· distance/, 'data-place');
const shows = (place: 'inside' | 'edge' | 'outside', status: string): NonNullable<Story['play']> => showsFigure(shown, place, status);

/** Beside its long edge, 10 units out along its own y axis (turned 30°); the ray meets its lower-left edge 30 units from the emitter. */
export const OutsideBesideEdge: Story = {
  play: shows('outside', 'Outside · distance 10 · ray hits at 30'),
};

/** At its centre: minus the distance to the nearer long edges (its half height). */
export const InsideAtCentre: Story = {
  args: { px: 50, py: 50 },
  play: shows('inside', 'Inside · distance -15 · ray hits at 30'),
};

/** A quarter turn: the rect stands upright; the probe right of it, the ray meets its left edge. */
export const QuarterTurn: Story = {
  args: { degrees: 90, px: 80, py: 50 },
  play: shows('outside', 'Outside · distance 15 · ray hits at 45'),
};

/** Turned away from the ray's line: the ray passes below it. */
export const RayMisses: Story = {
  args: { cy: 10, degrees: 0, px: 50, py: 40 },
  play: shows('outside', 'Outside · distance 15 · ray misses'),
};

/** Drag the probe, or focus it and use the arrow keys: crossing the boundary flips the sign. */
export const Interactive: Story = {
  args: { degrees: 0, px: 50, py: 70 },
  play: async ({ canvasElement, userEvent }) => {
    await expect(shown(canvasElement).status).toHaveTextContent('Outside · distance 5');
    const probe = shown(canvasElement).canvas.getByRole('button', { name: 'Probe at (50, 70)' });
    probe.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(shown(canvasElement).state).toBe('edge');
    await expect(shown(canvasElement).status).toHaveTextContent('On the edge · distance 0');
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(probe).toHaveAccessibleName('Probe at (50, 55)');
    await expect(shown(canvasElement).status).toHaveTextContent('Inside · distance -10');
  },
};
