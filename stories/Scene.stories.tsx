import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import {
  ArrowShape,
  CircleShape,
  constraints,
  Handle,
  Label,
  lineThrough,
  LineShape,
  RayShape,
  Scene,
  SegmentCircleHitView,
  SegmentShape,
  type SceneView,
} from '../src';

const meta = {
  title: 'Scene and interaction',
  component: Scene,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The `<Scene>` (y down by default, `yUp` for maths figures, pan and zoom with `view`/`onViewChange`, pixel tolerances), ' +
          'the primitive shapes (line clipped to the view, ray, arrow, upright labels) and the drag options of `useDraggablePoint` / `<Handle>`: ' +
          '`constrain` (presets in `constraints`), `snap`, `bounds`.',
      },
    },
  },
} satisfies Meta<typeof Scene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maths-style axes: y up. Labels stay upright; ArrowUp on the handle increases y. */
export const YUp: Story = {
  args: { viewBox: { x: -10, y: -10, width: 40, height: 30 }, title: 'A figure with y pointing up', grid: 5, yUp: true },
  render: (args) => (
    <Scene fit {...args}>
      <ArrowShape from={{ x: 0, y: 0 }} to={{ x: 25, y: 0 }} aria-label="x axis" />
      <ArrowShape from={{ x: 0, y: 0 }} to={{ x: 0, y: 17 }} aria-label="y axis" />
      <Label at={{ x: 25, y: 0 }} dx={-8} dy={12}>
        x
      </Label>
      <Label at={{ x: 0, y: 17 }} dx={8}>
        y
      </Label>
      <Handle label="Point" defaultValue={{ x: 10, y: 5 }} />
    </Scene>
  ),
  play: async ({ canvas, userEvent }) => {
    const point = canvas.getByRole('button', { name: 'Point at (10, 5)' });
    point.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(point).toHaveAccessibleName('Point at (10, 6)');
    // the label is counter-flipped, so it reads upright
    await expect(canvas.getByText('x')).toHaveAttribute('transform', 'scale(1 -1)');
    await expect(await canvas.findByText('Point at (10, 6)')).toHaveAttribute('aria-live', 'polite');
  },
};

/** An infinite line (clipped to the visible area), a ray from its origin to the edge, and an arrow. */
export const LineRayArrow: Story = {
  args: { viewBox: { x: 0, y: 0, width: 40, height: 30 }, title: 'Line, ray and arrow', grid: 5 },
  render: (args) => (
    <Scene fit {...args}>
      <LineShape line={lineThrough({ x: 0, y: 5 }, { x: 10, y: 10 })} />
      <RayShape ray={{ origin: { x: 20, y: 25 }, direction: { x: 1, y: -1 } }} style={{ stroke: 'var(--hitkit-measure, #c2410c)' }} />
      <ArrowShape from={{ x: 5, y: 25 }} to={{ x: 15, y: 20 }} />
    </Scene>
  ),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('.hitkit-line');
    // y = 5 + x/2 meets the left edge at (0, 5) and the right edge at (40, 25)
    await expect(line).toHaveAttribute('x1', '0');
    await expect(line).toHaveAttribute('y1', '5');
    await expect(line).toHaveAttribute('x2', '40');
    await expect(line).toHaveAttribute('y2', '25');
    const ray = canvasElement.querySelector('.hitkit-ray');
    await expect(ray).toHaveAttribute('x2', '40');
    await expect(ray).toHaveAttribute('y2', '5');
  },
};

/** Controlled pan and zoom: drag the background, pinch or Ctrl + wheel; or focus the figure and use the arrows, + and −, 0 to reset. */
export const PanAndZoom: Story = {
  args: { viewBox: { x: -20, y: -15, width: 40, height: 30 }, title: 'A pannable figure', grid: 5 },
  render: function Render(args) {
    const [view, setView] = useState<SceneView>({ center: { x: 0, y: 0 }, zoom: 1 });
    return (
      <>
        <Scene fit {...args} view={view} onViewChange={setView}>
          <CircleShape circle={{ center: { x: 0, y: 0 }, radius: 8 }} />
          <SegmentShape segment={{ start: { x: -15, y: 10 }, end: { x: 15, y: -10 } }} />
        </Scene>
        <p style={{ font: '12px system-ui' }}>{`centre (${view.center.x}, ${view.center.y}) · zoom ${view.zoom}`}</p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const figure = canvas.getByRole('group', { name: 'A pannable figure' });
    figure.focus();
    await userEvent.keyboard('+');
    await expect(figure).toHaveAttribute('data-zoom', '1.25');
    await expect(figure).toHaveAttribute('viewBox', '-16 -12 32 24');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('centre (3.2, 0) · zoom 1.25')).toBeInTheDocument();
    await userEvent.keyboard('0');
    await expect(figure).toHaveAttribute('viewBox', '-20 -15 40 30');
  },
};

/**
 * A hit tolerance in screen pixels (`tolerancePx={12}`), converted to scene units through the current zoom: the 0.5-unit gap counts
 * as a hit while 12 px cover at least half a unit; zoom in (Ctrl + wheel, or focus the figure and press +) and it stops counting.
 */
export const PixelTolerance: Story = {
  args: { viewBox: { x: -20, y: -15, width: 40, height: 30 }, title: 'Hit tolerance in screen pixels' },
  render: (args) => (
    <Scene fit {...args} defaultView={{ center: { x: 0, y: 0 }, zoom: 1 }}>
      <SegmentCircleHitView
        defaultSegment={{ start: { x: -15, y: 8.5 }, end: { x: 15, y: 8.5 } }}
        defaultCircle={{ center: { x: 0, y: 0 }, radius: 8 }}
        tolerancePx={12}
      />
    </Scene>
  ),
  play: async ({ canvasElement }) => {
    // 12 px is 0.86 scene units on a 560 px figure showing 40 units (1.2 with jsdom's nominal 400 px): the 0.5-unit gap counts
    await expect(canvasElement.querySelector('.hitkit-segment-circle-hit')).toHaveAttribute('data-hit', 'true');
  },
};

/**
 * Handles with constraints: horizontal only, on a circle, on a segment, inside a rect, and snapping to a grid of 5. The arrow keys
 * walk the circle's and the segment's handles along them by a whole step (Shift: ten) of arc length.
 */
export const Constraints: Story = {
  args: { viewBox: { x: 0, y: 0, width: 100, height: 60 }, title: 'Constrained handles', grid: 5 },
  render: (args) => {
    const ring = { center: { x: 30, y: 30 }, radius: 15 };
    const rail = { start: { x: 60, y: 10 }, end: { x: 90, y: 50 } };
    return (
      <Scene fit {...args}>
        <CircleShape circle={ring} style={{ fill: 'none' }} />
        <SegmentShape segment={rail} />
        <Handle label="Horizontal" defaultValue={{ x: 10, y: 5 }} constrain={constraints.horizontal} />
        <Handle label="On the circle" defaultValue={{ x: 45, y: 30 }} constrain={constraints.onCircle(ring)} />
        <Handle label="On the segment" defaultValue={{ x: 60, y: 10 }} constrain={constraints.onSegment(rail)} />
        <Handle label="Snapped" defaultValue={{ x: 20, y: 55 }} snap={5} bounds={{ x: 0, y: 0, width: 100, height: 60 }} />
      </Scene>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const horizontal = canvas.getByRole('button', { name: 'Horizontal at (10, 5)' });
    horizontal.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(horizontal).toHaveAccessibleName('Horizontal at (11, 5)');
    const onCircle = canvas.getByRole('button', { name: 'On the circle at (45, 30)' });
    onCircle.focus();
    // each Shift+ArrowDown walks 10 units of arc round the circle (2/3 rad), past its lowest point; ArrowUp retraces
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(onCircle).toHaveAccessibleName('On the circle at (41.79, 39.28)');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(onCircle).toHaveAccessibleName('On the circle at (23.76, 43.64)');
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowUp}{ArrowUp}{/Shift}');
    await expect(onCircle).toHaveAccessibleName('On the circle at (45, 30)');
    const onSegment = canvas.getByRole('button', { name: 'On the segment at (60, 10)' });
    onSegment.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(onSegment).toHaveAccessibleName('On the segment at (90, 50)'); // 10 units along the rail per press, stopped at its end
    const snapped = canvas.getByRole('button', { name: 'Snapped at (20, 55)' });
    snapped.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    await expect(snapped).toHaveAccessibleName('Snapped at (25, 60)'); // one grid step each, stopped by the bounds
  },
};
