import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createWorld, objectSnap, Scene, SelectionLayer, WorldLayer, type Polygon, type Segment, type SnapState, type Vec2, type World } from '../src';
import { ReadoutLine, sceneToClient } from './figure';

const ROCK: readonly Vec2[] = [
  { x: 20, y: 25 },
  { x: 55, y: 20 },
  { x: 60, y: 55 },
  { x: 28, y: 65 },
  { x: 15, y: 50 },
];

/**
 * A rock for a figure with a transform box too: each vertex at least 10 units (27 px on a
 * phone) from every box handle (the corners and edge midpoints of its box, 15…60 × 20…65),
 * so no vertex handle's 24 px target overlaps a box handle's.
 */
const BOXED_ROCK: readonly Vec2[] = [
  { x: 25, y: 20 },
  { x: 48, y: 22 },
  { x: 60, y: 30 },
  { x: 50, y: 65 },
  { x: 15, y: 55 },
];

/** A rock (a polygon) and a wall (a segment): select one, drag its vertex handles. */
const level = (rock: readonly Vec2[]): World =>
  createWorld({
    items: [
      { id: 'rock', kind: 'polygon', shape: { points: rock.map((p) => ({ ...p })) } },
      { id: 'wall', kind: 'segment', shape: { start: { x: 80, y: 15 }, end: { x: 110, y: 75 } } },
    ],
  });

const r1 = (v: number) => String(Math.round(v * 10) / 10 + 0);
const pt = (p: Vec2) => `(${r1(p.x)}, ${r1(p.y)})`;

/** What the dragged vertex sits on. */
function snapLine(s: SnapState): string {
  const t = s.target;
  return t ? `snapped: ${t.kind}${t.ids.length ? ` (${t.ids.join(', ')})` : ''} at ${pt(t.point)}` : 'snapped: nothing';
}

function ReshapeFigure({ transformable = false }: { transformable?: boolean }) {
  const world = useMemo(() => level(transformable ? BOXED_ROCK : ROCK), [transformable]);
  const snap = useMemo(() => objectSnap(world, { kinds: ['endpoint', 'midpoint', 'grid'], grid: 5, radiusPx: 10 }), [world]);
  const [, setVersion] = useState(0);
  const [said, setSaid] = useState('');
  const [snapped, setSnapped] = useState('snapped: nothing');
  const redraw = () => setVersion((v) => v + 1);
  const rock = (world.lookup('rock')!.shape as Polygon).points;
  const wall = world.lookup('wall')!.shape as Segment;
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a' }}>
      <Scene viewBox={{ x: 0, y: 0, width: 130, height: 80 }} title="Select a shape, then drag its vertex handles, or focus one and use the arrow keys">
        <SelectionLayer
          world={world}
          movable
          reshapable
          transformable={transformable}
          snap={snap}
          defaultSelected={['rock']}
          describe={(id) => String(id)}
          onSnapChange={(s) => setSnapped(snapLine(s))}
          onGestureChange={redraw}
          onGestureEnd={redraw}
          onState={(s) => setSaid(s.announcement)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <ReadoutLine className="story-reshape-readout" items={[`rock ${rock.map(pt).join(' ')}`, `wall ${pt(wall.start)} ${pt(wall.end)}`]} />
      <p className="story-reshape-snapped" style={{ margin: '6px 0' }}>
        {snapped}
      </p>
      <p className="story-reshape-said" style={{ margin: '6px 0' }}>
        {said}
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Reshape',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const text = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector(`.story-reshape-${name}`)!.textContent;

/**
 * The rock selected: a handle on each vertex. Vertex 3 dragged to
 * (81, 14) snaps onto the wall's start (80, 15); then vertex 1 moves
 * right by two arrow keys (the grid's step, 5); every step checked by the
 * positions.
 */
export const DragAVertex: Story = {
  render: () => <ReshapeFigure />,
  // After this play function Chromium draws the handles' and the focus ring's circles with one of two anti-aliasings
  // (281 of 133,000 phone pixels differ, 0.0021) with the same DOM: the whole <svg>'s markup after the play function is
  // the same in a build that drew one and a build that drew the other. The default slack (0.0002) is for text edges.
  parameters: { screenshotSlack: { allowedMismatchedPixelRatio: 0.003 } },
  play: async ({ canvasElement, userEvent }) => {
    const svg = canvasElement.querySelector('svg') as SVGSVGElement;
    const handle = canvasElement.querySelector<SVGGElement>('[data-vertex="2"]')!;
    await expect(handle.getAttribute('aria-label')).toBe('Move vertex 3 of 5, rock');
    await expect(text(canvasElement, 'readout')).toBe('rock (20, 25) (55, 20) (60, 55) (28, 65) (15, 50) · wall (80, 15) (110, 75)');
    const from = sceneToClient(svg, { x: 60, y: 55 });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: from },
      { target: handle, coords: sceneToClient(svg, { x: 70, y: 35 }) },
      { target: handle, coords: sceneToClient(svg, { x: 81, y: 14 }) },
    ]);
    await waitFor(() => expect(text(canvasElement, 'snapped')).toBe('snapped: endpoint (wall) at (80, 15)'));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: handle, coords: sceneToClient(svg, { x: 81, y: 14 }) });
    await waitFor(() => expect(text(canvasElement, 'readout')).toBe('rock (20, 25) (55, 20) (80, 15) (28, 65) (15, 50) · wall (80, 15) (110, 75)'));
    await waitFor(() => expect(text(canvasElement, 'said')).toBe('Moved vertex 3 of 5, rock, at 80, 15'));
    const first = canvasElement.querySelector<SVGGElement>('[data-vertex="0"]')!;
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(text(canvasElement, 'readout')).toBe('rock (30, 25) (55, 20) (80, 15) (28, 65) (15, 50) · wall (80, 15) (110, 75)'));
    await waitFor(() => expect(text(canvasElement, 'said')).toBe('Vertex 1 of 5, rock, at 30, 25'));
  },
};

/**
 * With `transformable` too: the vertex handles (round) over the transform box (square handles); the nearest handle takes a press.
 * The rock's vertices keep clear of the box's handles (each vertex 10 units from the box's corners and edge midpoints).
 */
export const WithTransformBox: Story = {
  render: () => <ReshapeFigure transformable />,
};
