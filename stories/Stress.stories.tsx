import type { Meta, StoryObj } from '@storybook/react-vite';
import { memo, useMemo } from 'react';
import { expect } from 'storybook/test';
import {
  CircleShape,
  Handle,
  Scene,
  segmentCircleHit,
  SegmentShape,
  theme,
  useLive,
  useLiveSelector,
  useLiveValue,
  type Circle,
  type LiveValue,
  type Segment,
  type Vec2,
} from '../src';
import { seeded } from './lidar/worlds';

/*
 * Many live shapes, written the way the README teaches (copy it):
 * 1. what the drag changes (here the probe segment) is a LiveValue, not state of
 *    the component that renders the N items: the items are rendered once;
 * 2. one small memoised item per shape reads only its answer with
 *    useLiveSelector (its hit test), so a move re-renders the items whose hit
 *    changed, and nothing else;
 * 3. a small component draws what moves (the segment, the handle) with useLive,
 *    and writes the live value in the handle's onChange;
 * 4. styles hoisted to constants; hitkit's components are memoised and compare
 *    shapes and styles by value.
 */

const VIEW = { x: 0, y: 0, width: 600, height: 400 };
const ANCHOR: Vec2 = { x: 20, y: 380 };
const START: Segment = { start: ANCHOR, end: { x: 560, y: 200 } };

// hit: the hit colour, filled and thicker; miss: the shape colour, unfilled (not hue alone)
const HIT = { stroke: theme.hit, fill: theme.hitFill, strokeWidth: 2 } as const;
const MISS = { stroke: theme.shape, fill: 'none', strokeWidth: 1 } as const;
const PROBE_LINE = { stroke: theme.measure, strokeWidth: 2 } as const;

/** `n` circles from a fixed seed ({@link seeded}), the same on every run. */
function seededCircles(n: number, seed = 20261123): Circle[] {
  const next = seeded(seed);
  return Array.from({ length: n }, () => ({
    center: { x: 10 + next() * (VIEW.width - 20), y: 10 + next() * (VIEW.height - 20) },
    radius: 2 + next() * 6,
  }));
}

/** One circle: re-renders only when its own hit changes. */
const Item = memo(function Item({ circle, probe }: { circle: Circle; probe: LiveValue<Segment> }) {
  const hit = useLiveSelector(probe, (segment) => segmentCircleHit(segment, circle));
  return <CircleShape circle={circle} style={hit ? HIT : MISS} data-hit={hit} />;
});

/** What moves: the segment and its handle (re-renders on every move). */
function Probe({ probe }: { probe: LiveValue<Segment> }) {
  const segment = useLive(probe);
  return (
    <>
      <SegmentShape segment={segment} style={PROBE_LINE} />
      <Handle label="Probe" value={segment.end} onChange={(end) => probe.set({ start: ANCHOR, end })} step={5} />
    </>
  );
}

function StressScene({ count }: { count: number }) {
  const circles = useMemo(() => seededCircles(count), [count]);
  const probe = useLiveValue(START);
  return (
    <Scene fit viewBox={VIEW} title={`${count} circles against a probe segment`}>
      {circles.map((circle, i) => (
        <Item key={i} circle={circle} probe={probe} />
      ))}
      <Probe probe={probe} />
    </Scene>
  );
}

const meta = {
  title: 'Stress',
  component: StressScene,
  tags: ['autodocs'],
  argTypes: { count: { control: { type: 'select' }, options: [100, 1000, 5000] } },
  parameters: {
    docs: {
      description: {
        component:
          'N circles, each a memoised item reading its hit against the segment from a fixed anchor to a draggable probe with `useLiveSelector`, and drawing a ' +
          '`<CircleShape>` in the hit style (filled, thicker) or the miss style. Written the way the README teaches: the segment is a `LiveValue` the handle writes, ' +
          'the items are rendered once, styles are hoisted. Drag the probe (or focus it and use the arrow keys): only the circles whose hit changed re-render.',
      },
    },
  },
} satisfies Meta<typeof StressScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hit circles on screen, counted independently with plain arithmetic (clamped projection, squared distances). */
function independentCount(count: number, probe: Vec2): number {
  const dx = probe.x - ANCHOR.x;
  const dy = probe.y - ANCHOR.y;
  const length2 = dx * dx + dy * dy;
  return seededCircles(count).filter(({ center, radius }) => {
    const t = Math.min(1, Math.max(0, ((center.x - ANCHOR.x) * dx + (center.y - ANCHOR.y) * dy) / length2));
    const ex = ANCHOR.x + t * dx - center.x;
    const ey = ANCHOR.y + t * dy - center.y;
    return ex * ex + ey * ey <= radius * radius;
  }).length;
}

/** 100 circles (the controls offer 1,000 and 5,000). The play function moves the probe and recounts the hits. */
export const Circles: Story = {
  args: { count: 100 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const hits = () => canvasElement.querySelectorAll('circle[data-hit="true"]').length;
    await expect(canvasElement.querySelectorAll('circle[data-hit]')).toHaveLength(args.count);
    const before = independentCount(args.count, { x: 560, y: 200 });
    await expect(before).toBeGreaterThan(0);
    await expect(hits()).toBe(before);
    const probe = canvas.getByRole('button', { name: 'Probe at (560, 200)' });
    probe.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowLeft}{/Shift}');
    await expect(probe).toHaveAccessibleName('Probe at (510, 300)');
    const after = independentCount(args.count, { x: 510, y: 300 });
    await expect(after).not.toBe(before);
    await expect(hits()).toBe(after);
  },
};
