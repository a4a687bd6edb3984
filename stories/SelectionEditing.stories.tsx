import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { expect, waitFor } from 'storybook/test';
import {
  createWorld,
  objectSnap,
  Scene,
  SelectionLayer,
  WorldLayer,
  type EditedShape,
  type DragEndInfo,
  type SelectionGesture,
  type Vec2,
  type World,
  type WorldId,
  type WorldItem,
} from '../src';
import { ReadoutLine, sceneToClient, type PlayContext } from './figure';

/** A small robot-arena level: two walls, a pillar, a box, a rock and a beacon, 200 × 120 units. */
const LEVEL: readonly WorldItem[] = [
  { id: 'wall-top', kind: 'segment', shape: { start: { x: 10, y: 10 }, end: { x: 190, y: 10 } } },
  { id: 'wall-left', kind: 'segment', shape: { start: { x: 10, y: 10 }, end: { x: 10, y: 110 } } },
  { id: 'pillar', kind: 'circle', shape: { center: { x: 60, y: 60 }, radius: 8 } },
  { id: 'box', kind: 'rect', shape: { x: 100, y: 40, width: 30, height: 20 } },
  {
    id: 'rock',
    kind: 'polygon',
    shape: {
      points: [
        { x: 150, y: 70 },
        { x: 180, y: 75 },
        { x: 170, y: 100 },
        { x: 145, y: 95 },
      ],
    },
  },
  { id: 'beacon', kind: 'point', shape: { x: 30, y: 90 } },
];

const VIEW = { x: 0, y: 0, width: 200, height: 120 };

/** One undo step: the shapes before and after (absent: the shape did not exist on that side). */
interface Step {
  readonly label: string;
  readonly before: readonly EditedShape[];
  readonly after: readonly EditedShape[];
}

/** Makes the world hold `shapes` and not `gone` (the other side of a step). */
function apply(world: World, shapes: readonly EditedShape[], gone: readonly EditedShape[]): void {
  for (const s of gone) if (!shapes.some((t) => t.id === s.id)) world.delete(s.id);
  for (const s of shapes) {
    const kind = world.lookup(s.id)?.kind;
    if (kind === s.kind) world.update(s.id, s.shape);
    else {
      // absent, or of another kind (a rect that a turn made a rotated rect): inserted again under its id
      if (kind !== undefined) world.delete(s.id);
      world.insert(s.id, s.kind, s.shape);
    }
  }
}

/** Where a shape is, for the readout: a point, a segment's start, a circle's or rotated rect's centre, a rect's corner, a polygon's first vertex. */
function anchor(world: World, id: WorldId): string {
  const e = world.lookup(id);
  if (!e) return 'deleted';
  const s = e.shape as unknown as Record<string, unknown>;
  const p = (
    e.kind === 'point'
      ? s
      : e.kind === 'segment'
        ? s.start
        : e.kind === 'circle' || e.kind === 'rotatedRect'
          ? s.center
          : e.kind === 'rect'
            ? s
            : (s.points as Vec2[])[0]
  ) as Vec2;
  return `(${Math.round(p.x * 100) / 100}, ${Math.round(p.y * 100) / 100})`;
}

/** A rect's or rotated rect's size (and turn, whole degrees), for the keyboard story's readout. */
function size(world: World, id: WorldId): string {
  const e = world.lookup(id);
  if (!e || (e.kind !== 'rect' && e.kind !== 'rotatedRect')) return '';
  const r = e.shape as { width: number; height: number; rotation?: number };
  const turn = r.rotation ? ` turned ${Math.round((r.rotation * 180) / Math.PI)}°` : '';
  return ` ${Math.round(r.width * 100) / 100} × ${Math.round(r.height * 100) / 100}${turn}`;
}

/**
 * An editor that selects and edits in one place: press a shape and drag (it
 * is selected and moves), Shift-press to add, drag any selected shape to move
 * them all (snapping to the other shapes' key points, alignment and a 5-unit
 * grid), arrow keys nudge (Shift ×10), Delete removes, Escape cancels a move,
 * and undo / redo on a plain history stack fed by the transaction callbacks.
 */
function LevelEditor({ figureWidth, keyboard = false }: { figureWidth?: number; keyboard?: boolean }) {
  const world = useMemo(() => createWorld({ items: LEVEL }), []);
  const snap = useMemo(
    () => (keyboard ? 5 : objectSnap(world, { grid: 5, kinds: ['endpoint', 'midpoint', 'center', 'alignment', 'grid'] })),
    [world, keyboard],
  );
  const [selected, setSelected] = useState<readonly WorldId[]>([]);
  const [, setVersion] = useState(0);
  const [history, setHistory] = useState<{ done: readonly Step[]; undone: readonly Step[] }>({ done: [], undone: [] });
  const redraw = useCallback(() => setVersion(world.version), [world]);
  const record = useCallback((step: Step) => setHistory((h) => ({ done: [...h.done, step], undone: [] })), []);
  const onGestureEnd = useCallback(
    (g: SelectionGesture, info: DragEndInfo) => {
      // one step per gesture that changed something (a move, a resize, a rotation)
      if (!info.cancelled && g.after.some((s, i) => s.shape !== g.before[i]!.shape))
        record({ label: `${g.type} ${g.ids.length}`, before: g.before, after: g.after });
      redraw();
    },
    [record, redraw],
  );
  const onDelete = useCallback(
    (ids: readonly WorldId[]) => {
      const before = ids.flatMap((id) => {
        const e = world.lookup(id);
        return e ? [{ id, kind: e.kind, shape: e.shape }] : [];
      });
      for (const id of ids) world.delete(id);
      setSelected([]);
      record({ label: `Delete ${before.length}`, before, after: [] });
      redraw();
    },
    [world, record, redraw],
  );
  const undo = () => {
    const step = history.done.at(-1);
    if (!step) return;
    apply(world, step.before, step.after);
    setHistory({ done: history.done.slice(0, -1), undone: [...history.undone, step] });
    redraw();
  };
  const redo = () => {
    const step = history.undone.at(-1);
    if (!step) return;
    apply(world, step.after, step.before);
    setHistory({ done: [...history.done, step], undone: history.undone.slice(0, -1) });
    redraw();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
    e.preventDefault();
    if (e.shiftKey) redo();
    else undo();
  };
  const button = { font: 'inherit', padding: '4px 12px', marginRight: 8, borderRadius: 6, border: '1px solid #64748b', background: '#fff', color: '#0f172a' };
  return (
    <div onKeyDown={onKeyDown} style={{ font: '14px system-ui, sans-serif', color: '#0f172a', maxWidth: 720 }}>
      <div style={{ marginBottom: 8 }}>
        <button type="button" onClick={undo} disabled={history.done.length === 0} style={button}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={history.undone.length === 0} style={button}>
          Redo
        </button>
        <span className="story-history">{`${history.done.length} done · ${history.undone.length} to redo`}</span>
      </div>
      {keyboard && (
        <p style={{ margin: '0 0 8px', maxWidth: 560 }}>
          Tab to the figure; arrows go through the shapes, Enter selects one (Space adds it); then arrows move the selection (Shift: 50). Tab on to the box's
          handles: arrows resize, or turn with the rotation handle (Shift: 15°). Delete removes; Undo and Redo are buttons (or Ctrl+Z, Shift+Ctrl+Z in the
          figure).
        </p>
      )}
      <Scene
        viewBox={VIEW}
        grid={10}
        title="A level: walls, a pillar, a box, a rock and a beacon; select and move them"
        style={{ width: figureWidth === undefined ? '100%' : `${figureWidth}px`, maxWidth: 720, height: 'auto', aspectRatio: '200 / 120' }}
      >
        <SelectionLayer
          world={world}
          movable
          transformable={keyboard}
          snap={snap}
          selected={selected}
          onSelectedChange={setSelected}
          onDelete={onDelete}
          onGestureChange={redraw}
          onGestureEnd={onGestureEnd}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <ReadoutLine
        className="story-readout"
        items={[
          `selected: ${selected.length === 0 ? 'none' : selected.map(String).join(', ')}`,
          `box ${anchor(world, 'box')}${keyboard ? size(world, 'box') : ''}`,
          `pillar ${anchor(world, 'pillar')}`,
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/Select and edit',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Presses at scene point `from`, drags through the points to `to` and releases (the layer takes the events). */
async function drag({ canvasElement, userEvent }: PlayContext, from: Vec2, to: Vec2) {
  const svg = canvasElement.querySelector('svg.hitkit-scene, svg') as SVGSVGElement;
  const target = canvasElement.querySelector('.hitkit-selection-background')!;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  await userEvent.pointer([
    { target, coords: sceneToClient(svg, from) },
    { keys: '[MouseLeft>]', target, coords: sceneToClient(svg, from) },
    { target, coords: sceneToClient(svg, mid) },
    { target, coords: sceneToClient(svg, to) },
    { keys: '[/MouseLeft]', target, coords: sceneToClient(svg, to) },
  ]);
}

const readout = (canvasElement: HTMLElement) => canvasElement.querySelector('.story-readout')!.textContent;

/** Press-and-drag, group move, undo and redo (buttons and keys), Delete and its undo: each checked by the shapes' positions. */
export const SelectAndEdit: Story = {
  render: () => <LevelEditor />,
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const read = () => readout(canvasElement);
    await expect(read()).toBe('selected: none · box (100, 40) · pillar (60, 60)');
    // press-and-drag the unselected box by (+20, +10): selected and moved in one gesture
    await drag(context, { x: 115, y: 50 }, { x: 135, y: 60 });
    await waitFor(() => expect(read()).toBe('selected: box · box (120, 50) · pillar (60, 60)'));
    // Shift-press the pillar: added, and the whole selection moves by (−10, +10)
    await userEvent.keyboard('{Shift>}');
    await drag(context, { x: 60, y: 60 }, { x: 50, y: 70 });
    await userEvent.keyboard('{/Shift}');
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (110, 60) · pillar (50, 70)'));
    // undo with ⌘/Ctrl+Z, redo with Shift+⌘/Ctrl+Z and the buttons
    const surface = canvasElement.querySelector<SVGGElement>('.hitkit-selection-layer')!;
    surface.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (120, 50) · pillar (60, 60)'));
    await userEvent.click(canvasElement.querySelector('button')!); // Undo
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (100, 40) · pillar (60, 60)'));
    surface.focus();
    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (120, 50) · pillar (60, 60)'));
    // a held run of arrow keys is one step: nudge up 3 times, undo once
    // (up, clear of every key point: with an objectSnap a nudge that comes within reach of one ahead snaps onto it)
    await userEvent.keyboard('{ArrowUp>3/}');
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (120, 35) · pillar (60, 45)'));
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(read()).toBe('selected: box, pillar · box (120, 50) · pillar (60, 60)'));
    // Delete, and its undo
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(read()).toBe('selected: none · box deleted · pillar deleted'));
    surface.focus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(read()).toBe('selected: none · box (120, 50) · pillar (60, 60)'));
    // a click (no move) on the box selects it, and moves nothing
    await drag(context, { x: 135, y: 60 }, { x: 135, y: 60 });
    await waitFor(() => expect(read()).toBe('selected: box · box (120, 50) · pillar (60, 60)'));
  },
};

/** The same editor in a narrow figure (390 px screens). */
export const Narrow: Story = {
  render: () => <LevelEditor figureWidth={340} />,
};

/** The keyboard side of the focused figure: the live region's last words. */
const spoken = (canvasElement: HTMLElement) => canvasElement.querySelector('.hitkit-live')!.textContent;

/**
 * Keyboard only: Tab to the figure, arrows through the shapes, Enter selects
 * the box, arrows nudge it, Tab to its transform box's handles to resize and
 * turn it, Delete, then Undo and Redo with the buttons; every step announced
 * politely and checked by the box's position and size.
 */
export const KeyboardOnly: Story = {
  render: () => <LevelEditor keyboard />,
  play: async ({ canvasElement, userEvent }) => {
    const read = () => readout(canvasElement);
    const surface = canvasElement.querySelector<SVGGElement>('.hitkit-selection-layer')!;
    await userEvent.tab(); // the Undo and Redo buttons are disabled: the figure is the first stop
    await expect(document.activeElement).toBe(surface);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(spoken(canvasElement)).toBe('rect box, 3 of 6, not selected'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(read()).toBe('selected: box · box (100, 40) 30 × 20 · pillar (60, 60)'));
    // nudge: right one grid step, then down ten (Shift)
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(read()).toBe('selected: box · box (105, 90) 30 × 20 · pillar (60, 60)'));
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(read()).toBe('selected: box · box (105, 40) 30 × 20 · pillar (60, 60)'));
    // Tab on to the handles: the fifth is the bottom-right corner; two steps right, one down
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(document.activeElement!.getAttribute('aria-label')).toBe('Resize selection, bottom-right corner');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(read()).toBe('selected: box · box (105, 40) 40 × 25 · pillar (60, 60)'));
    await waitFor(() => expect(spoken(canvasElement)).toBe('Resized to 40 × 25'));
    // the rotation handle is the last: Shift+ArrowRight turns 15° clockwise about the centre (125, 52.5)
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(document.activeElement!.getAttribute('aria-label')).toBe('Rotate selection, 0°');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(read()).toBe('selected: box · box (125, 52.5) 40 × 25 turned 15° · pillar (60, 60)'));
    // Delete from the handle; the focus is then outside the figure: Tab to Undo, Enter; Tab to Redo, Space
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(read()).toBe('selected: none · box deleted · pillar (60, 60)'));
    await userEvent.tab();
    await expect(document.activeElement!.textContent).toBe('Undo');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(read()).toBe('selected: none · box (125, 52.5) 40 × 25 turned 15° · pillar (60, 60)'));
    // each key press was a gesture of its own, so one undo step each: the turn, three resize steps, two of the three moves
    await userEvent.keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}');
    await waitFor(() => expect(read()).toBe('selected: none · box (105, 40) 30 × 20 · pillar (60, 60)'));
    await userEvent.tab();
    await expect(document.activeElement!.textContent).toBe('Redo');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(read()).toBe('selected: none · box (105, 90) 30 × 20 · pillar (60, 60)'));
  },
};
