import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createWorld, SNAP_KINDS, snapCandidates, type SnapKind, type SnapTarget, type Vec2, type World, type WorldItem } from '../src';
import { Handle, objectSnap, Scene, SNAP_KIND_NAMES, SnapCursorLayer, SnapMarker, theme, WorldLayer, type DraggablePoint, type SnapState } from '../src';
import { formatPoint } from '../src';
import { ReadoutLine, sceneToClient, type PlayContext } from './figure';

const VIEW = { x: 0, y: 0, width: 240, height: 160 };
const RADIUS_PX = 12;

/** The shapes to snap to: an L of two walls, a post across the top wall, a ring and a box. */
const ITEMS: readonly WorldItem[] = [
  { id: 'top wall', kind: 'segment', shape: { start: { x: 20, y: 20 }, end: { x: 120, y: 20 } } },
  { id: 'side wall', kind: 'segment', shape: { start: { x: 120, y: 20 }, end: { x: 120, y: 100 } } },
  { id: 'post', kind: 'segment', shape: { start: { x: 60, y: 5 }, end: { x: 60, y: 45 } } },
  { id: 'ring', kind: 'circle', shape: { center: { x: 185, y: 60 }, radius: 25 }, filled: false },
  { id: 'box', kind: 'rect', shape: { x: 30, y: 100, width: 50, height: 40 }, filled: false },
];

const makeWorld = () => createWorld({ items: ITEMS.map((i) => ({ ...i })) });

/** The drawing as a shape of the world (so its own vertices are snap targets): none, a point, or a polyline. */
function syncDrawing(world: World, points: readonly Vec2[]) {
  world.delete('drawing');
  if (points.length === 1) world.insert('drawing', 'point', points[0]!);
  else if (points.length > 1) world.insert('drawing', 'polyline', { points: points.slice() });
}

const describeTarget = (t: SnapTarget | null) => (t ? `${t.kind}${t.ids.length ? ` (${t.ids.join(', ')})` : ''} at ${formatPoint(t.point)}` : 'free');

/** A switch per snap kind, each with its glyph: the legend is the control. */
function KindSwitches({
  on,
  onChange,
  grid,
  onGrid,
}: {
  on: readonly SnapKind[];
  onChange: (kinds: SnapKind[]) => void;
  grid: boolean;
  onGrid: (on: boolean) => void;
}) {
  return (
    <fieldset className="story-kinds" style={{ border: 'none', padding: 0, margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: '4px 14px' }}>
      <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>Snap to</legend>
      {SNAP_KINDS.map((kind) => (
        <label key={kind} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <input
            type="checkbox"
            checked={kind === 'grid' ? grid : on.includes(kind)}
            onChange={(e) =>
              kind === 'grid' ? onGrid(e.currentTarget.checked) : onChange(e.currentTarget.checked ? [...on, kind] : on.filter((k) => k !== kind))
            }
            style={{ accentColor: '#a21caf', width: 16, height: 16, margin: 0 }}
          />
          <svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true">
            <SnapMarker snap={{ kind, point: { x: 0, y: 0 }, ids: [], distance: 0, guides: [] }} tooltip={false} announce={false} />
          </svg>
          {SNAP_KIND_NAMES[kind]}
        </label>
      ))}
    </fieldset>
  );
}

const ALL_BUT_GRID = SNAP_KINDS.filter((k) => k !== 'grid');

function DrawingFigure() {
  const world = useMemo(makeWorld, []);
  const [points, setPoints] = useState<readonly Vec2[]>([]);
  const [kinds, setKinds] = useState<SnapKind[]>(ALL_BUT_GRID);
  const [grid, setGrid] = useState(false);
  const [cursor, setCursor] = useState<SnapTarget | null>(null);
  const last = points.at(-1);
  const snap = objectSnap(world, { kinds: grid ? [...kinds, 'grid'] : kinds, radiusPx: RADIUS_PX, grid: grid ? 10 : undefined, from: last });
  const edit = useCallback(
    (next: readonly Vec2[]) => {
      syncDrawing(world, next);
      setPoints(next);
    },
    [world],
  );
  const onPlace = useCallback((p: Vec2) => edit([...points, p]), [edit, points]);
  const onSnapChange = useCallback((s: SnapState) => setCursor(s.target), []);
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a', maxWidth: 720 }}>
      <KindSwitches on={kinds} onChange={setKinds} grid={grid} onGrid={setGrid} />
      <Scene
        fit
        viewBox={VIEW}
        grid={grid ? 10 : false}
        title="Draw a polyline: click to add points"
        style={{ width: '100%', maxWidth: 720, height: 'auto', aspectRatio: `${VIEW.width} / ${VIEW.height}` }}
      >
        <WorldLayer world={world} version={world.version} />
        <SnapCursorLayer snap={snap} onPlace={onPlace} onSnapChange={onSnapChange} start={last ?? { x: 120, y: 80 }} label="Drawing surface">
          {(c) => (
            <>
              {last && c.point && (
                <line
                  x1={last.x}
                  y1={last.y}
                  x2={c.point.x}
                  y2={c.point.y}
                  vectorEffect="non-scaling-stroke"
                  strokeDasharray="4 3"
                  style={{ stroke: theme.handle, strokeWidth: 1.5, pointerEvents: 'none' }}
                />
              )}
              {points.map((p, i) => (
                <circle
                  key={i}
                  cx={p.x}
                  cy={p.y}
                  r={1.6}
                  style={{ fill: theme.handleFill, stroke: theme.handle, strokeWidth: 1.5, pointerEvents: 'none' }}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </>
          )}
        </SnapCursorLayer>
      </Scene>
      <ReadoutLine
        className="story-readout"
        items={[`Points: ${points.length}`, ...(last ? [`last ${formatPoint(last)}`] : []), `cursor: ${describeTarget(cursor)}`]}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => edit(points.slice(0, -1))} disabled={points.length === 0}>
          Undo last point
        </button>
        <button type="button" onClick={() => edit([])} disabled={points.length === 0}>
          Clear
        </button>
      </div>
      <p style={{ margin: '8px 0 0', color: '#475569' }}>
        Tab over the figure chooses another target at the pointer. Focused, the arrow keys move the cursor and Enter places it.
      </p>
    </div>
  );
}

const meta = {
  title: 'Editor/Snapping',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Object snapping as in CAD, while drawing and while dragging: `objectSnap(world, { kinds, radiusPx, grid, from })` as the `snap` of `<SnapCursorLayer>` (`useSnapCursor`), `<Handle>`, `useDraggablePoint` or `useDraggableShape`, and `<SnapMarker>` to show the target. ' +
          'Within 12 CSS px the pointer goes to the best target: key points (endpoint, intersection, midpoint, centre, quadrant, perpendicular and tangent from the last point) before the nearest point of an outline, before an alignment with other key points (dashed guides), before the grid. ' +
          'Each kind has its own glyph, so they are told apart without colour. Tab, with the pointer over the figure or during a drag, goes to the next candidate; Shift+Tab back.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const readout = (canvasElement: HTMLElement) => canvasElement.querySelector('.story-readout') as HTMLElement;
const surface = (canvasElement: HTMLElement) => canvasElement.querySelector('.hitkit-snap-cursor-layer') as SVGGElement;
const sceneSvg = (canvasElement: HTMLElement) => canvasElement.querySelector('svg.hitkit-scene') as SVGSVGElement;

/** The candidates the story's world gives at a scene point, computed as the figure does (the same world, kinds and radius). */
function expected(canvasElement: HTMLElement, at: Vec2, points: readonly Vec2[]): SnapTarget[] {
  const world = makeWorld();
  syncDrawing(world, points);
  const m = sceneSvg(canvasElement).getScreenCTM?.();
  const perPixel = m ? 1 / Math.hypot(m.a, m.b) : 1;
  return snapCandidates(world, at, RADIUS_PX * perPixel, { kinds: ALL_BUT_GRID, ...(points.length ? { from: points.at(-1)! } : {}) });
}

async function moveTo({ canvasElement, userEvent }: PlayContext, p: Vec2) {
  await userEvent.pointer({ target: surface(canvasElement), coords: sceneToClient(sceneSvg(canvasElement), p) });
}

async function clickAt(context: PlayContext, p: Vec2) {
  const target = surface(context.canvasElement);
  const coords = sceneToClient(sceneSvg(context.canvasElement), p);
  await context.userEvent.pointer([
    { target, coords },
    { keys: '[MouseLeft]', target, coords },
  ]);
}

/**
 * Draw a polyline by clicking: each click snaps to the shapes around it and to
 * the drawing's own points; perpendicular and tangent from the last point;
 * every kind switchable; Tab cycles. The play function draws from the box's
 * corner to the perpendicular foot on the side wall, then to a tangent of the
 * ring, cycles the candidates at the crossing of the post and the top wall,
 * switches endpoints off, and places a point with the keyboard.
 */
export const Drawing: Story = {
  name: 'Drawing with object snaps',
  render: () => <DrawingFigure />,
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const text = () => readout(canvasElement).textContent ?? '';
    await expect(readout(canvasElement)).toHaveTextContent('Points: 0 · cursor: free');
    // 1. Near the box's top-left corner: the endpoint, exactly.
    await moveTo(context, { x: 31.5, y: 101.5 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('cursor: endpoint (box) at (30, 100)'));
    await clickAt(context, { x: 31.5, y: 101.5 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Points: 1 · last (30, 100)'));
    // 2. Near the top wall above it: the foot of the perpendicular from (30, 100), exactly.
    await moveTo(context, { x: 31, y: 21.5 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('cursor: perpendicular (top wall) at (30, 20)'));
    await clickAt(context, { x: 31, y: 21.5 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Points: 2 · last (30, 20)'));
    // 3. The ring: the lower tangent from (30, 20), as snapCandidates computes it.
    const placed = [
      { x: 30, y: 100 },
      { x: 30, y: 20 },
    ];
    const near = { x: 175.5, y: 83.5 };
    const tangent = expected(canvasElement, near, placed).find((t) => t.kind === 'tangent');
    await expect(tangent).toBeDefined();
    await moveTo(context, near);
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(`cursor: tangent (ring) at ${formatPoint(tangent!.point)}`));
    await clickAt(context, near);
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(`Points: 3 · last ${formatPoint(tangent!.point)}`));
    // 4. At the crossing of the post and the top wall: the intersection, and Tab goes to the next candidate and back.
    await moveTo(context, { x: 61, y: 21 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('cursor: intersection (post, top wall) at (60, 20)'));
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(text()).not.toMatch(/cursor: intersection/));
    await expect(canvasElement.querySelector('.hitkit-snap-tooltip')).toHaveTextContent(/ · 2 of \d+ · Tab/);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('cursor: intersection (post, top wall) at (60, 20)'));
    // 5. Endpoints off: the top wall's end is no longer a target.
    await moveTo(context, { x: 21, y: 21 });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('cursor: endpoint (top wall) at (20, 20)'));
    await userEvent.click(canvasElement.querySelector('input[type="checkbox"]') as HTMLInputElement); // Endpoint
    await moveTo(context, { x: 21.2, y: 21 });
    await waitFor(() => expect(text()).toMatch(/cursor: (?!endpoint)/));
    await userEvent.click(canvasElement.querySelector('input[type="checkbox"]') as HTMLInputElement);
    // 6. The keyboard: focus the figure, move the cursor with the arrows, Enter places it.
    surface(canvasElement).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Points: 4'));
  },
};

function HandleFigure() {
  const world = useMemo(makeWorld, []);
  const [snapped, setSnapped] = useState<DraggablePoint['snap'] | null>(null);
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a', maxWidth: 720 }}>
      <Scene
        fit
        viewBox={VIEW}
        title="Drag the point: it snaps to the shapes"
        style={{ width: '100%', maxWidth: 720, height: 'auto', aspectRatio: `${VIEW.width} / ${VIEW.height}` }}
      >
        <WorldLayer world={world} version={world.version} />
        <SnappingHandle world={world} onSnap={setSnapped} />
      </Scene>
      <ReadoutLine className="story-readout" items={[`Snap: ${describeTarget(snapped?.target ?? null)}`]} />
    </div>
  );
}

/** A `<Handle>` with object snapping, and its marker. */
function SnappingHandle({ world, onSnap }: { world: World; onSnap: (s: DraggablePoint['snap']) => void }) {
  const snap = useMemo(() => objectSnap(world, { radiusPx: RADIUS_PX }), [world]);
  const report = useCallback((s: DraggablePoint['snap']) => onSnap(s), [onSnap]);
  return (
    <>
      <Handle defaultValue={{ x: 160, y: 130 }} label="Point" snap={snap} onSnapChange={report} />
    </>
  );
}

/**
 * A handle with `snap={objectSnap(world)}`: drag it near a key point and it
 * lands there exactly; Tab during the drag goes to the next candidate; the
 * arrow keys snap to targets ahead.
 */
export const DragHandle: Story = {
  name: 'Dragging a point with object snaps',
  render: () => <HandleFigure />,
  play: async ({ canvasElement, userEvent }) => {
    const svg = sceneSvg(canvasElement);
    const handle = canvasElement.querySelector('[aria-roledescription="draggable point"]') as SVGGElement;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: sceneToClient(svg, { x: 160, y: 130 }) },
      { target: handle, coords: sceneToClient(svg, { x: 100, y: 60 }) },
      { target: handle, coords: sceneToClient(svg, { x: 118.7, y: 98.7 }) },
    ]);
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Snap: endpoint (side wall) at (120, 100)'));
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(readout(canvasElement)).not.toHaveTextContent('Snap: endpoint'));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('Snap: endpoint (side wall) at (120, 100)'));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: handle });
    await waitFor(() => expect(handle).toHaveAccessibleName('Point at (120, 100)'));
  },
};
