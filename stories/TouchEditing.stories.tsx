import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ReadoutLine } from './figure';
import {
  createWorld,
  Scene,
  sceneToClient,
  SelectionLayer,
  WorldLayer,
  type Circle,
  type Rect,
  type RotatedRect,
  type Vec2,
  type World,
  type WorldEntry,
} from '../src';

/** A box and a pillar, both selected. */
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: { x: 30, y: 40, width: 20, height: 20 } },
      { id: 'pillar', kind: 'circle', shape: { center: { x: 70, y: 50 }, radius: 6 } },
    ],
  });

const r1 = (v: number) => String(Math.round(v * 10) / 10 + 0);

/** One line per shape: where it is now. */
function describe(e: WorldEntry): string {
  switch (e.kind) {
    case 'rect': {
      const s = e.shape as Rect;
      return `box rect ${r1(s.width)}×${r1(s.height)} at (${r1(s.x)}, ${r1(s.y)})`;
    }
    case 'rotatedRect': {
      const s = e.shape as RotatedRect;
      return `box turned ${r1((s.rotation * 180) / Math.PI)}° ${r1(s.width)}×${r1(s.height)} at (${r1(s.center.x)}, ${r1(s.center.y)})`;
    }
    case 'circle': {
      const c = e.shape as Circle;
      return `pillar r ${r1(c.radius)} at (${r1(c.center.x)}, ${r1(c.center.y)})`;
    }
    default:
      return '';
  }
}

function TouchFigure() {
  const world = useMemo(level, []);
  const [, setVersion] = useState(0);
  const [said, setSaid] = useState('');
  const redraw = () => setVersion((v) => v + 1);
  const readout = world
    .ids()
    .map((id) => describe(world.lookup(id)!))
    .sort(); // a rect that turns is inserted again under its id, at the end of world.ids()
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a' }}>
      <Scene viewBox={{ x: 0, y: 0, width: 130, height: 100 }} title="Touch: one finger moves the selection or drags a handle, two fingers pinch and twist it">
        <SelectionLayer
          world={world}
          movable
          transformable
          defaultSelected={['box', 'pillar']}
          onGestureChange={redraw}
          onGestureEnd={redraw}
          onState={(s) => setSaid(s.announcement)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <ReadoutLine className="hitkit-touch-readout" items={readout} />
      <p className="hitkit-touch-said" style={{ margin: '6px 0' }}>
        {said}
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Touch',
  component: TouchFigure,
  parameters: {
    docs: {
      description: {
        component:
          'Selection editing on a touch screen. One finger on the selection moves it (the page does not scroll under it); a finger on a handle resizes or rotates. Two fingers, one on the selection or its box, pinch and twist it: it scales uniformly and turns about the fingers’ midpoint and moves with it, never below the minimum size; a twist within 3° of none keeps the rotation (a pure pinch never turns a rect), and within 3° of a 15° step lands on it. Lifting a finger ends the gesture (one undo step); a cancelled touch or Escape restores the shapes. A finger on empty space scrolls the page, as the Scene’s touchAction says.',
      },
    },
  },
} satisfies Meta<typeof TouchFigure>;
export default meta;

type Story = StoryObj<typeof meta>;

const readout = (root: HTMLElement) => root.querySelector('.hitkit-touch-readout')!.textContent;

/**
 * Two touch pointers as a play function can make them (synthetic pointer
 * events: no touch screen, no capture): they land at scene points `from`,
 * the second moves, then `to` each, and both lift. The real touch screen is
 * test/browser/touchEditing.test.tsx's.
 */
function pinch(root: HTMLElement, from: readonly [Vec2, Vec2], to: readonly [Vec2, Vec2]): void {
  const surface = root.querySelector('.hitkit-selection-layer')!;
  const send = (type: string, id: number, p: Vec2) => {
    const c = sceneToClient(p, surface);
    surface.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: id,
        pointerType: 'touch',
        isPrimary: id === 1,
        clientX: c.x,
        clientY: c.y,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
      }),
    );
  };
  send('pointerdown', 1, from[0]);
  send('pointerdown', 2, from[1]);
  for (let i = 1; i <= 4; i++) {
    const at = (k: 0 | 1) => ({ x: from[k].x + ((to[k].x - from[k].x) * i) / 4, y: from[k].y + ((to[k].y - from[k].y) * i) / 4 });
    send('pointermove', 1, at(0));
    send('pointermove', 2, at(1));
  }
  send('pointerup', 2, to[1]);
  send('pointerup', 1, to[0]);
}

const START = 'box rect 20×20 at (30, 40) · pillar r 6 at (70, 50)';

/** The selection as it starts: a box and a pillar in one transform box. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    await expect(readout(canvasElement)).toBe(START);
    await expect(canvasElement.querySelectorAll('.hitkit-transform-handle')).toHaveLength(9);
  },
};

/** Two fingers on the box spread from 10 to 20 units apart: the selection doubles about their midpoint (40, 50). */
export const Pinched: Story = {
  play: async ({ canvasElement }) => {
    await expect(readout(canvasElement)).toBe(START);
    pinch(
      canvasElement,
      [
        { x: 35, y: 50 },
        { x: 45, y: 50 },
      ],
      [
        { x: 30, y: 50 },
        { x: 50, y: 50 },
      ],
    );
    await waitFor(() => expect(readout(canvasElement)).toBe('box rect 40×40 at (20, 30) · pillar r 12 at (100, 50)'));
    // the announcement comes with the state after the gesture's end (`onState`), a commit after the readout
    await waitFor(() => expect(canvasElement.querySelector('.hitkit-touch-said')!.textContent).toBe('Resized to 92 × 40, rotated to 0°'));
  },
};

/** Two fingers on the box twisted 30° clockwise about their midpoint (40, 50): the box becomes a rotated rect; the pillar swings round. */
export const Twisted: Story = {
  play: async ({ canvasElement }) => {
    const c = Math.cos(Math.PI / 6) * 5;
    const s = Math.sin(Math.PI / 6) * 5;
    pinch(
      canvasElement,
      [
        { x: 35, y: 50 },
        { x: 45, y: 50 },
      ],
      [
        { x: 40 - c, y: 50 - s },
        { x: 40 + c, y: 50 + s },
      ],
    );
    await waitFor(() => expect(readout(canvasElement)).toBe('box turned 30° 20×20 at (40, 50) · pillar r 6 at (66, 65)'));
  },
};
