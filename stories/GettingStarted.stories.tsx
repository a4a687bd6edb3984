/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withLegend } from './figure';
// The example's own source, shown on the Docs/Getting started page: what you read there is this file.
import source from './GettingStarted.stories.tsx?raw';

// #region example
import { useState } from 'react';
import { CircleShape, Handle, Scene, SceneStatus, SegmentShape } from '../src';
import { formatNumber, hitTone, useSegmentCircleHit, type Vec2 } from '../src';

const circle = { center: { x: 0, y: 0 }, radius: 8 };
// the palette's hit and miss styles, CSS custom properties: var(--hitkit-hit, #d55e00), var(--hitkit-miss, #117733), …
const HIT = hitTone(true, true); // solid, tinted
const MISS = hitTone(false); // dashed too: never hue alone

export function HitTestEditor() {
  const [start, setStart] = useState<Vec2>({ x: -15, y: 5 });
  const [end, setEnd] = useState<Vec2>({ x: 15, y: 5 });
  const { hit, distance } = useSegmentCircleHit({ start, end }, circle); // memoised on the numbers
  return (
    <Scene fit viewBox={{ x: -20, y: -20, width: 40, height: 40 }} grid={5} title="Segment–circle hit test">
      <CircleShape circle={circle} style={hit ? HIT : MISS} />
      <SegmentShape segment={{ start, end }} />
      <Handle label="Segment start" value={start} onChange={setStart} />
      <Handle label="Segment end" value={end} onChange={setEnd} />
      <SceneStatus>{`${hit ? 'Hit' : 'Miss'} · gap ${formatNumber(distance)}`}</SceneStatus>
    </Scene>
  );
}
// #endregion example

/**
 * The example as a user writes it: the code between the region markers, imported
 * from the package, in a client module (the directive a React Server Components app needs).
 */
const region = /\/\/ #region example\n([\s\S]*?)\/\/ #endregion example/.exec(source)?.[1];
if (!region) throw new Error('GettingStarted.stories.tsx: the example region markers are missing');
const exampleSource = `'use client';\n\n${region.replaceAll("from '../src'", "from 'hitkit'").trimEnd()}`;

const meta = {
  title: 'Docs/Getting started',
  component: HitTestEditor,
  // the example component is an export of this file, not a story
  excludeStories: ['HitTestEditor'],
  decorators: [withLegend(['hit', 'miss', 'query'])],
  parameters: {
    docs: {
      description: {
        component: 'The Getting started example: a segment with two draggable endpoints and a circle coloured by `useSegmentCircleHit`.',
      },
      source: { code: exampleSource, language: 'tsx' },
    },
  },
} satisfies Meta<typeof HitTestEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Drag either endpoint, or focus one with Tab and move it with the arrow keys
 * (Shift moves by 10): the circle and the status line follow the hit test.
 */
export const Editor: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = () => canvasElement.querySelector('.hitkit-status');
    const circleStyle = () => canvasElement.querySelector<SVGElement>('circle.hitkit-circle')?.style;
    // the segment y = 5 passes 3 units inside the circle of radius 8
    await expect(status()).toHaveTextContent('Hit · gap -3');
    // a hit: solid, in the palette's hit colour
    await expect(circleStyle()?.stroke).toContain('--hitkit-hit');
    await expect(circleStyle()?.strokeDasharray ?? '').toBe('');
    // Shift + ArrowDown moves the end by 10, to (15, 15): the segment now passes 9.49 from the centre
    const end = canvas.getByRole('button', { name: 'Segment end at (15, 5)' });
    end.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(end).toHaveAccessibleName('Segment end at (15, 15)');
    await expect(status()).toHaveTextContent('Miss · gap 1.49');
    // a miss: dashed, in the palette's miss colour
    await expect(circleStyle()?.stroke).toContain('--hitkit-miss');
    await expect(circleStyle()?.strokeDasharray).toMatch(/^6,? 4$/);
    // one step back up (ArrowUp, by 1): still a miss; then Shift + ArrowUp crosses the circle again
    await userEvent.keyboard('{ArrowUp}');
    await expect(end).toHaveAccessibleName('Segment end at (15, 14)');
    await expect(status()).toHaveTextContent(/^Miss · gap /);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(end).toHaveAccessibleName('Segment end at (15, 4)');
    await expect(status()).toHaveTextContent(/^Hit · gap -/);
    // the start handle moves too: down by 10 tilts the segment clear of the circle again
    const start = canvas.getByRole('button', { name: 'Segment start at (-15, 5)' });
    start.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(start).toHaveAccessibleName('Segment start at (-15, 15)');
    await expect(status()).toHaveTextContent('Miss · gap 0.92');
    start.blur();
  },
};
