import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { circleLineContact, CircleLineContactView, lineThrough, Scene } from '../src';
import { agreesWithArticle, figureReader, frame, gridStep, numberControl, PublishedVsOurs, showsFigure, type PlayContext, withLegend } from './figure';

/** Flat numbers, so that every one of them is a Storybook control. */
interface Args {
  /** The wall passes through a then b; its front (omote) is on the left of a → b on a y-down screen. */
  ax: number;
  ay: number;
  bx: number;
  by: number;
  /** The circle's centre and radius (>= 0). */
  cx: number;
  cy: number;
  r: number;
  /** One-sided (`front`) or two-sided (`both`) wall. */
  sides: 'front' | 'both';
}

function CircleLineFigure(args: Args) {
  const { ax, ay, bx, by, cx, cy, r, sides } = args;
  const viewBox = frame([
    { x: ax, y: ay },
    { x: bx, y: by },
    { x: cx - r, y: cy - r },
    { x: cx + r, y: cy + r },
  ]);
  return (
    <Scene fit viewBox={viewBox} grid={gridStep(viewBox.width)} title="A circle sunk into a wall, and its push-out">
      <CircleLineContactView
        key={JSON.stringify(args)}
        defaultCircle={{ center: { x: cx, y: cy }, radius: r }}
        defaultThrough={{ start: { x: ax, y: ay }, end: { x: bx, y: by } }}
        sides={sides}
      />
    </Scene>
  );
}

/** Article 002's worked example with its published numbers beside ours. */
function Article002Figure(args: Args & { published: { distance: number; t: number; x: number; y: number } }) {
  const { ax, ay, bx, by, cx, cy, r, sides, published } = args;
  const ours = circleLineContact({ center: { x: cx, y: cy }, radius: r }, lineThrough({ x: ax, y: ay }, { x: bx, y: by }), { sides });
  return (
    <>
      <CircleLineFigure {...args} />
      <PublishedVsOurs
        source={`Article 002, ${sides === 'front' ? 'one-sided' : 'two-sided'}`}
        rows={[
          ['signed distance', published.distance, ours.signedDistance],
          ['t', published.t, ours.t],
          ['resolved centre x', published.x, ours.resolvedCenter.x],
          ['resolved centre y', published.y, ours.resolvedCenter.y],
        ]}
      />
    </>
  );
}

const meta = {
  decorators: [withLegend(['hit', 'miss', 'normal', 'pushOut', 'closest', 'query'])],
  title: 'Queries/Circle–line contact',
  render: CircleLineFigure,
  tags: ['autodocs'],
  args: { ax: 640, ay: 360, bx: 160, by: 280, cx: 400, cy: 244, r: 128, sides: 'front' },
  argTypes: {
    ax: numberControl(),
    ay: numberControl(),
    bx: numberControl(),
    by: numberControl(),
    cx: numberControl(),
    cy: numberControl(),
    r: { control: { type: 'number', min: 0, step: 1 } },
    sides: { control: { type: 'inline-radio' }, options: ['front', 'both'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Article 002: a circle sunk into a straight wall — signed distance by the cross product, penetration depth, t = distance / radius, ' +
          'the push-out along the normal, the foot of the perpendicular; one-sided (only the front is solid) or two-sided. ' +
          '`circleLineContact` / `useCircleLineContact` / `<CircleLineContactView>`. The dashed circle is where the circle is pushed to.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = figureReader('.hitkit-circle-line-contact', /^(Penetrating|Clear)/, 'data-penetrating');
const shows = (penetrating: boolean, status: string) => showsFigure(shown, String(penetrating), status);
const showsAndAgrees = (penetrating: boolean, status: string) => async (context: PlayContext) => {
  await agreesWithArticle(context.canvasElement);
  await shows(penetrating, status)(context);
};

/**
 * Article 002, one-sided. Published: distance 74.96593821124291, t 0.5856713922753353,
 * resolved centre (408.7187460507614, 191.68752369543154).
 */
export const Article002OneSided: Story = {
  name: 'Article 002: one-sided worked example',
  render: (args) => (
    <Article002Figure {...args} published={{ distance: 74.96593821124291, t: 0.5856713922753353, x: 408.7187460507614, y: 191.68752369543154 }} />
  ),
  play: showsAndAgrees(true, 'Penetrating · depth 53.03 · t 0.59'),
};

/**
 * Article 002, two-sided. Published: distance −33.40173201957967, t −0.26095103140296616,
 * resolved centre (394.3382659446833, 264.20704070848234).
 */
export const Article002TwoSided: Story = {
  name: 'Article 002: two-sided worked example',
  args: { ax: 665, ay: 299, bx: 302, by: 42, cx: 449, cy: 187, r: 128, sides: 'both' },
  render: (args) => (
    <Article002Figure {...args} published={{ distance: -33.40173201957967, t: -0.26095103140296616, x: 394.3382659446833, y: 264.20704070848234 }} />
  ),
  play: showsAndAgrees(true, 'Penetrating · depth 94.6 · t -0.26'),
};

/** The same circle behind a one-sided wall: pushed through to the front, however deep. */
export const BehindOneSided: Story = {
  args: { ax: 665, ay: 299, bx: 302, by: 42, cx: 449, cy: 187, r: 128, sides: 'front' },
  play: shows(true, 'Penetrating · depth 161.4 · t -0.26'),
};

/** Touching (t = 1) is not penetration. */
export const Touching: Story = {
  args: { ax: 400, ay: 100, bx: 0, by: 100, cx: 200, cy: 0, r: 100 },
  play: shows(false, 'Clear · t 1'),
};

export const Clear: Story = {
  args: { ax: 400, ay: 100, bx: 0, by: 100, cx: 200, cy: -60, r: 100 },
  play: shows(false, 'Clear · t 1.6'),
};

/** The centre exactly on a two-sided wall: pushed to the front (the article's code would pick the back). */
export const CentreOnTheWall: Story = {
  args: { ax: 400, ay: 100, bx: 0, by: 100, cx: 200, cy: 100, r: 50, sides: 'both' },
  play: shows(true, 'Penetrating · depth 50 · t 0'),
};

/** Push the circle into the wall with the keyboard. */
export const Interactive: Story = {
  args: { ax: 400, ay: 100, bx: 0, by: 100, cx: 200, cy: 0, r: 100 },
  play: async (context) => {
    const { canvas } = shown(context.canvasElement);
    const circle = canvas.getByRole('button', { name: 'Circle at (200, 0), radius 100' });
    circle.focus();
    await context.userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(shown(context.canvasElement).status).toHaveTextContent('Penetrating · depth 20 · t 0.8');
    await expect(canvas.getByText('depth 20')).toBeInTheDocument();
  },
};
