import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import {
  createWorld,
  objectSnap,
  Scene,
  SelectionLayer,
  WorldLayer,
  type Circle,
  type Rect,
  type RotatedRect,
  type SnapState,
  type Vec2,
  type World,
  type WorldEntry,
} from '../src';

/** A mixed selection: a rect, a circle, a segment and a triangle, all selected, with a transform box. */
const level = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: { x: 20, y: 30, width: 30, height: 20 } },
      { id: 'pillar', kind: 'circle', shape: { center: { x: 70, y: 40 }, radius: 8 } },
      { id: 'wall', kind: 'segment', shape: { start: { x: 20, y: 65 }, end: { x: 80, y: 65 } } },
      {
        id: 'rock',
        kind: 'polygon',
        shape: {
          points: [
            { x: 60, y: 55 },
            { x: 80, y: 55 },
            { x: 70, y: 60 },
          ],
        },
      },
    ],
  });

/** A box to resize among shapes it snaps to: a crate and a wall. */
const yard = (): World =>
  createWorld({
    items: [
      { id: 'box', kind: 'rect', shape: { x: 20, y: 30, width: 30, height: 20 } },
      { id: 'crate', kind: 'rect', shape: { x: 70, y: 60, width: 32, height: 16 } },
      { id: 'wall', kind: 'segment', shape: { start: { x: 10, y: 85 }, end: { x: 120, y: 85 } } },
    ],
  });

const r1 = (v: number) => String(Math.round(v * 10) / 10 + 0);

/** One line per shape: where it is now. */
function describe(e: WorldEntry): string {
  switch (e.kind) {
    case 'rect': {
      const s = e.shape as Rect;
      if (e.id === 'crate') return '';
      return `box rect ${r1(s.width)}×${r1(s.height)} at (${r1(s.x)}, ${r1(s.y)})`;
    }
    case 'rotatedRect': {
      const s = e.shape as RotatedRect;
      return `box turned ${r1((s.rotation * 180) / Math.PI)}° ${r1(s.width)}×${r1(s.height)} at (${r1(s.center.x)}, ${r1(s.center.y)})`;
    }
    case 'circle':
      return `pillar r ${r1((e.shape as Circle).radius)}`;
    default:
      return '';
  }
}

/** What the dragged corner sits on. */
function snapLine(s: SnapState): string {
  const t = s.target;
  return t ? `snapped: ${t.kind}${t.ids.length ? ` (${t.ids.join(', ')})` : ''} at (${r1(t.point.x)}, ${r1(t.point.y)})` : 'snapped: nothing';
}

function TransformBoxFigure({ snapping = false }: { snapping?: boolean }) {
  const world = useMemo(() => (snapping ? yard() : level()), [snapping]);
  const snap = useMemo(() => (snapping ? objectSnap(world, { radiusPx: 10 }) : undefined), [snapping, world]);
  const [, setVersion] = useState(0);
  const [said, setSaid] = useState('');
  const [snapped, setSnapped] = useState('snapped: nothing');
  const redraw = () => setVersion((v) => v + 1);
  const readout = world
    .ids()
    .map((id) => describe(world.lookup(id)!))
    .filter(Boolean)
    .sort()
    .join(' · ');
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a' }}>
      <Scene viewBox={{ x: 0, y: 0, width: 130, height: 100 }} title="A mixed selection in a transform box: drag a handle, or focus one and use the arrow keys">
        <SelectionLayer
          world={world}
          movable
          transformable
          pivotHandle
          step={1}
          snap={snap}
          onSnapChange={(st) => setSnapped(snapLine(st))}
          defaultSelected={snapping ? ['box'] : ['box', 'pillar', 'wall', 'rock']}
          onGestureChange={redraw}
          onGestureEnd={redraw}
          onState={(s) => setSaid(s.announcement)}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <p className="hitkit-transform-readout" style={{ margin: '6px 0' }}>
        {readout}
      </p>
      {snapping && (
        <p className="hitkit-transform-snapped" style={{ margin: '6px 0' }}>
          {snapped}
        </p>
      )}
      <p className="hitkit-transform-said" style={{ margin: '6px 0' }}>
        {said}
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Transform box',
  component: TransformBoxFigure,
  parameters: {
    docs: {
      description: {
        component:
          'A mixed selection (a rect, a circle, a segment, a triangle) in a transform box. Drag a corner or an edge to resize (Shift keeps the ratio, Alt about the centre, past the opposite side flips), the round handle to rotate about the pivot (the ring with a cross, at the centre until you drag it; Shift snaps to 15°, Alt turns about the centre); Escape cancels. After a rotation the box stays turned, so the next resize works in the turned frame. Every handle is focusable: the arrows move a resize handle (Alt: about the centre), turn the rotation handle by 1° (Shift 15°), and move the pivot. The rect becomes a rotated rect once turned; the circle keeps its ratio.',
      },
    },
  },
} satisfies Meta<typeof TransformBoxFigure>;
export default meta;

type Story = StoryObj<typeof meta>;

const readout = (root: HTMLElement) => root.querySelector('.hitkit-transform-readout')!.textContent;
const handle = (root: HTMLElement, name: string) => root.querySelector<SVGGElement>(`.hitkit-transform-handle[data-handle="${name}"]`)!;

/** The selection as it starts: box 20..80 × 30..65. */
export const MixedSelection: Story = {
  play: async ({ canvasElement }) => {
    await expect(readout(canvasElement)).toBe('box rect 30×20 at (20, 30) · pillar r 8');
    await expect(handle(canvasElement, 'rotate').getAttribute('aria-label')).toBe('Rotate selection, 0°');
    // the picture shows the result, not the keyboard focus
    handle(canvasElement, 'rotate').blur();
  },
};

/** Stretched by the keyboard: the right edge moved 30 units right (×1.5 wide, the left edge fixed), then the whole turned 15°. */
export const StretchedAndRotated: Story = {
  play: async ({ canvasElement, userEvent }) => {
    handle(canvasElement, 'right').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight>3/}{/Shift}');
    // The box was 20..80 wide (60): now 20..110 (90), ×1.5 along x; the rect 45 wide from x = 20, the pillar's radius 8 × √1.5.
    await waitFor(() => expect(readout(canvasElement)).toBe('box rect 45×20 at (20, 30) · pillar r 9.8'));
    handle(canvasElement, 'rotate').focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(readout(canvasElement)).toBe('box turned 15° 45×20 at (45.2, 34.4) · pillar r 9.8'));
    // The group's box stays turned after the rotation.
    await expect(handle(canvasElement, 'rotate').getAttribute('aria-label')).toBe('Rotate selection, 15°');
    // the picture shows the result, not the keyboard focus
    handle(canvasElement, 'rotate').blur();
  },
};

/** A scene point in client coordinates (jsdom has no CTM: scene units are client pixels there). */
function toClient(root: HTMLElement, p: Vec2): { clientX: number; clientY: number } {
  const m = root.querySelector<SVGSVGElement>('svg.hitkit-scene')!.getScreenCTM?.();
  if (!m) return { clientX: p.x, clientY: p.y };
  return { clientX: m.a * p.x + m.c * p.y + m.e, clientY: m.b * p.x + m.d * p.y + m.f };
}

/**
 * Snapping while resizing (`snap={objectSnap(world)}`): the box's bottom-right
 * corner, dragged near the crate's top-left corner, lands on it exactly (the
 * box grows from 30 × 20 to 50 × 30, its top-left corner fixed) and the snap
 * marker shows the target. The pointer is still down in the picture.
 */
export const SnappingWhileResizing: Story = {
  name: 'Snapping while resizing',
  args: { snapping: true },
  play: async ({ canvasElement, userEvent }) => {
    const corner = handle(canvasElement, 'bottom-right');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: corner, coords: toClient(canvasElement, { x: 50, y: 50 }) },
      { target: corner, coords: toClient(canvasElement, { x: 60, y: 55 }) },
      { target: corner, coords: toClient(canvasElement, { x: 68.6, y: 58.9 }) },
    ]);
    await waitFor(() => expect(readout(canvasElement)).toBe('box rect 50×30 at (20, 30)'));
    await waitFor(() => expect(canvasElement.querySelector('.hitkit-transform-snapped')!.textContent).toBe('snapped: endpoint (crate) at (70, 60)'));
    await expect(canvasElement.querySelector('.hitkit-snap-marker')).not.toBeNull();
  },
};
