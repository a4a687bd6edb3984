import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { createWorld, queryRect, type PickHit, type Vec2, type World, type WorldId, type WorldItem } from '../src';
import { Scene, SelectionLayer, WorldLayer, theme, type SelectionLayerProps } from '../src';
import { random } from '../bench/random.js';
import { randomScene } from '../bench/scene/scenes';
import { ReadoutLine, type PlayContext } from './figure';

/** A seeded scene of `count` mixed shapes (as the scene bench builds it), about 40 × 40 units per shape. */
function mixedWorld(count: number): { world: World; size: number } {
  const size = Math.round(40 * Math.sqrt(count));
  const entries = randomScene(random(16), count, size);
  return { world: createWorld({ items: entries.map(({ id, kind, shape, z, filled }) => ({ id, kind, shape, z, filled })) }), size };
}

type Args = Pick<SelectionLayerProps, 'band' | 'showHitAreas'> & { count?: number };

/** A world in a Scene with a SelectionLayer, and a readout of what is hovered and selected. */
function SelectionFigure({
  world,
  view,
  title,
  band,
  showHitAreas: initialHitAreas = false,
  legend = false,
  figureWidth,
}: Args & { world: World; view: { x: number; y: number; width: number; height: number }; title: string; legend?: boolean; figureWidth?: number }) {
  const [hover, setHover] = useState<PickHit | null>(null);
  const [selected, setSelected] = useState<readonly WorldId[]>([]);
  const [hitAreas, setHitAreas] = useState(initialHitAreas);
  const onHoverChange = useCallback((hit: PickHit | null) => setHover(hit), []);
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#0f172a', maxWidth: 720 }}>
      {legend && <Legend />}
      <Scene
        viewBox={view}
        title={title}
        style={{
          width: figureWidth === undefined ? '100%' : `min(${figureWidth}px, 100%)`,
          maxWidth: 720,
          height: 'auto',
          aspectRatio: `${view.width} / ${view.height}`,
        }}
      >
        <SelectionLayer world={world} selected={selected} onSelectedChange={setSelected} onHoverChange={onHoverChange} band={band} showHitAreas={hitAreas}>
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <ReadoutLine
        className="story-readout"
        items={[
          `${world.size.toLocaleString('en')} shapes`,
          `under the pointer: ${hover ? `${hover.kind} ${String(hover.id)}` : 'nothing'}`,
          `selected: ${selected.length}${selected.length > 0 && selected.length <= 6 ? ` (${selected.map(String).join(', ')})` : ''}`,
        ]}
      />
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        <input
          type="checkbox"
          checked={hitAreas}
          onChange={(e) => setHitAreas(e.currentTarget.checked)}
          style={{ accentColor: '#2563eb', width: 16, height: 16 }}
        />
        Show hit areas
      </label>
    </div>
  );
}

/**
 * What the overlays mean: told apart by shape and dash, not by hue alone. The
 * entries wrap as wholes (a flex row that wraps), never inside one's words.
 */
function Legend() {
  const swatch = (children: React.ReactNode, text: string) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <svg width="34" height="18" aria-hidden="true">
        {children}
      </svg>
      {text}
    </span>
  );
  return (
    <div className="story-legend" style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 16px', margin: '0 0 8px' }}>
      {swatch(<line x1="3" y1="9" x2="31" y2="9" style={{ stroke: theme.hover, strokeWidth: 8, strokeLinecap: 'round' }} />, 'under the pointer')}
      {swatch(
        <>
          <rect x="4" y="3" width="26" height="12" style={{ fill: 'none', stroke: theme.selection, strokeWidth: 1 }} />
          <rect x="1.5" y="0.5" width="5" height="5" style={{ fill: '#fff', stroke: theme.selection, strokeWidth: 1.5 }} />
        </>,
        'selected',
      )}
      {swatch(
        <rect x="2" y="3" width="30" height="12" style={{ fill: theme.selectionFill, stroke: theme.selection, strokeWidth: 1.5 }} />,
        'window: wholly inside (drag →)',
      )}
      {swatch(
        <rect x="2" y="3" width="30" height="12" style={{ fill: theme.selectionFill, stroke: theme.selection, strokeWidth: 1.5, strokeDasharray: '6 4' }} />,
        'crossing: touching (drag ←)',
      )}
    </div>
  );
}

const meta = {
  title: 'Editor/Selection',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Hover, click, rubber-band and keyboard selection over a world (`createWorld`), with `<SelectionLayer>` (`useSelection`, `usePick`) and `<WorldLayer>`. ' +
          'Hover picks the nearest shape within 6 CSS px (20 for a finger), through the zoom; click selects it, Shift-click adds or removes; drag from empty space: left to right a window (wholly inside), right to left a crossing (touching). ' +
          'Escape clears, Ctrl/⌘-A selects all; Tab to the figure, then the arrow keys walk the shapes in reading order, Space toggles, Enter selects one. "Show hit areas" tints where each shape is hit.',
      },
    },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Meta<Args>>;

const readout = (canvasElement: HTMLElement) => canvasElement.querySelector('.story-readout') as HTMLElement;
/** The Scene's svg (after the legend's swatches). */
const sceneSvg = (canvasElement: HTMLElement) => canvasElement.querySelector('svg.hitkit-scene') as SVGSVGElement;
const layer = (canvasElement: HTMLElement) => canvasElement.querySelector('.hitkit-selection-layer') as SVGGElement;

/**
 * A scene point in client coordinates: through the svg's CTM in a browser
 * (origin 0, scale 1: written units are scene units); as written in jsdom. In
 * a browser the client point is nudged by a few ulps until the Scene's
 * client → scene conversion (the inverse CTM, `a·x + c·y + e`) gives the
 * scene point back exactly, so a band's corner lands exactly on a tie at any
 * figure width.
 */
function toClient(svg: SVGSVGElement, p: Vec2): { clientX: number; clientY: number } {
  const m = svg.getScreenCTM?.();
  if (!m) return { clientX: p.x, clientY: p.y };
  const inv = m.inverse();
  const x0 = m.a * p.x + m.c * p.y + m.e;
  const y0 = m.b * p.x + m.d * p.y + m.f;
  const near = (v: number, k: number) => v + k * Math.max(Number.EPSILON * Math.abs(v), Number.MIN_VALUE);
  for (let k = 0; k <= 64; k++) {
    for (const i of [k, -k]) {
      for (let l = -k; l <= k; l++) {
        const x = near(x0, i);
        const y = near(y0, l);
        if (inv.a * x + inv.c * y + inv.e === p.x && inv.b * x + inv.d * y + inv.f === p.y) return { clientX: x, clientY: y };
      }
    }
  }
  return { clientX: x0, clientY: y0 };
}

/** Moves the mouse to scene points over the layer (a hover at each). */
async function hoverAt({ canvasElement, userEvent }: PlayContext, ...points: Vec2[]) {
  const svg = sceneSvg(canvasElement);
  const target = layer(canvasElement);
  await userEvent.pointer(points.map((p) => ({ target, coords: toClient(svg, p) })));
}

/** Clicks at a scene point (with Shift held when `shift`). */
async function clickAt(context: PlayContext, p: Vec2, shift = false) {
  const svg = sceneSvg(context.canvasElement);
  const target = layer(context.canvasElement);
  const coords = toClient(svg, p);
  if (shift) await context.userEvent.keyboard('{Shift>}');
  await context.userEvent.pointer([
    { target, coords },
    { keys: '[MouseLeft>]', target, coords },
    { keys: '[/MouseLeft]', target, coords },
  ]);
  if (shift) await context.userEvent.keyboard('{/Shift}');
}

/** Drags a rubber band between two scene points. */
async function bandFrom(context: PlayContext, from: Vec2, to: Vec2) {
  const svg = sceneSvg(context.canvasElement);
  const target = layer(context.canvasElement);
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
  await context.userEvent.pointer([
    { target, coords: toClient(svg, from) },
    { keys: '[MouseLeft>]', target, coords: toClient(svg, from) },
    { target, coords: toClient(svg, mid) },
    { target, coords: toClient(svg, to) },
    { keys: '[/MouseLeft]', target, coords: toClient(svg, to) },
  ]);
}

function BigScene({ count = 10_000, band, showHitAreas }: Args) {
  const { world, size } = useMemo(() => mixedWorld(count), [count]);
  return (
    <SelectionFigure
      world={world}
      view={{ x: 0, y: 0, width: size, height: size }}
      title={`${count.toLocaleString('en')} mixed shapes`}
      band={band}
      showHitAreas={showHitAreas}
      legend
    />
  );
}

/**
 * Ten thousand mixed shapes (points, segments, circles, rects, polylines,
 * polygons; three quarters filled) drawn by one `<WorldLayer>`: hover, click,
 * Shift-click, a window and a crossing band, Escape, Ctrl-A and the keyboard.
 * The band's result is checked against `queryRect` on the same world.
 */
export const TenThousandShapes: Story = {
  name: '10,000 shapes',
  args: { count: 10_000 },
  argTypes: { count: { control: { type: 'select' }, options: [1000, 10_000] }, band: { control: { type: 'radio' }, options: ['auto', 'window', 'crossing'] } },
  render: (args) => <BigScene {...args} />,
  play: async (context) => {
    const { canvasElement, userEvent } = context;
    const { world } = mixedWorld(context.args.count ?? 10_000);
    await expect(readout(canvasElement)).toHaveTextContent('10,000 shapes · under the pointer: nothing · selected: 0');
    // Over a shape's first point: that shape (or one nearer) is under the pointer, as pick says.
    const target = world.lookup('s42')!;
    const at =
      'start' in (target.shape as object)
        ? (target.shape as { start: Vec2 }).start
        : 'center' in (target.shape as object)
          ? (target.shape as { center: Vec2 }).center
          : 'points' in (target.shape as object)
            ? (target.shape as { points: Vec2[] }).points[0]!
            : (target.shape as Vec2);
    await hoverAt(context, { x: at.x + 30, y: at.y + 30 }, at);
    await waitFor(() => expect(readout(canvasElement)).not.toHaveTextContent('under the pointer: nothing'));
    const hovered = readout(canvasElement).textContent!.match(/under the pointer: (\w+) (s\d+)/)!;
    await clickAt(context, at);
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(`selected: 1 (${hovered[2]})`));
    // A window, dragged left to right, selects exactly the shapes wholly inside (queryRect 'contains').
    const box = { x: 200, y: 200, width: 300, height: 260 };
    const inside = queryRect(world, box, 'contains').length;
    await bandFrom(context, { x: box.x, y: box.y }, { x: box.x + box.width, y: box.y + box.height });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(`selected: ${inside}`));
    // A crossing, dragged right to left, selects every shape the box touches.
    const touching = queryRect(world, box, 'intersects').length;
    await expect(touching).toBeGreaterThan(inside);
    await bandFrom(context, { x: box.x + box.width, y: box.y + box.height }, { x: box.x, y: box.y });
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(`selected: ${touching}`));
    // Escape clears; Ctrl-A selects all; the keyboard walks the shapes.
    layer(canvasElement).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('selected: 0'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent('selected: 10000'));
    await userEvent.keyboard('{Escape}{ArrowDown}{Enter}');
    await waitFor(() => expect(readout(canvasElement)).toHaveTextContent(/selected: 1 \(s\d+\)/));
  },
};

const item = (id: string, kind: WorldItem['kind'], shape: WorldItem['shape'], extra: Partial<WorldItem> = {}): WorldItem => ({ id, kind, shape, ...extra });
const TIE_VIEW = { x: 0, y: 0, width: 180, height: 120 };

function TieScene({ items, title, band }: Args & { items: WorldItem[]; title: string }) {
  const world = useMemo(() => createWorld({ items }), [items]);
  // 3 CSS px per unit where the frame is wide enough, else as wide as it is (a phone): the play functions'
  // pointer positions are found through the screen transform to land exactly on x = 90 either way (toClient)
  return <SelectionFigure world={world} view={TIE_VIEW} title={title} band={band} figureWidth={540} />;
}

/**
 * Overlapping tolerance zones: the pointer is 1 unit from the thin segment
 * and 4 from the filled rect drawn on top of it. The nearest shape wins, not
 * the topmost zone.
 */
export const NearestWins: Story = {
  name: 'Tie: the nearest shape wins',
  parameters: { figureAlign: 'start' },
  render: (args) => <TieScene {...args} title="A thin segment beside a filled rect drawn on top" items={NEAREST_ITEMS} />,
  play: async (context) => {
    await hoverAt(context, { x: 90, y: 61 });
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('under the pointer: segment wire'));
    await hoverAt(context, { x: 90, y: 75 });
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('under the pointer: rect box'));
  },
};
const NEAREST_ITEMS = [
  item('wire', 'segment', { start: { x: 20, y: 60 }, end: { x: 160, y: 60 } }),
  item('box', 'rect', { x: 40, y: 65, width: 100, height: 40 }),
];

/**
 * Two rects sharing an edge, and the pointer exactly on it: both are at
 * distance 0; the one drawn on top (higher z) is under the pointer.
 */
export const SharedEdge: Story = {
  name: 'Tie: a point exactly on a shared edge',
  parameters: { figureAlign: 'start' },
  render: (args) => <TieScene {...args} title="Two rects sharing the edge x = 90" items={SHARED_ITEMS} />,
  play: async (context) => {
    await hoverAt(context, { x: 90, y: 60 });
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('under the pointer: rect right'));
  },
};
const SHARED_ITEMS = [item('left', 'rect', { x: 30, y: 30, width: 60, height: 60 }), item('right', 'rect', { x: 90, y: 30, width: 60, height: 60 })];

/**
 * Two segments at equal distance from the pointer: the later inserted (drawn
 * on top, equal z) is under it.
 */
export const EqualDistance: Story = {
  name: 'Tie: two shapes at equal distance',
  parameters: { figureAlign: 'start' },
  render: (args) => <TieScene {...args} title="Two parallel segments 2 apart, the pointer halfway" items={EQUAL_ITEMS} />,
  play: async (context) => {
    await hoverAt(context, { x: 90, y: 60 });
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('under the pointer: segment upper'));
  },
};
const EQUAL_ITEMS = [
  item('lower', 'segment', { start: { x: 30, y: 61 }, end: { x: 150, y: 61 } }, { z: 1 }),
  item('upper', 'segment', { start: { x: 30, y: 59 }, end: { x: 150, y: 59 } }, { z: 1 }),
];

/**
 * A band whose corner exactly touches a circle's rightmost point: a crossing
 * selects the circle (touching counts), a window does not (it is not inside);
 * the segment inside the box is selected by both.
 */
export const BoxTouching: Story = {
  name: 'Tie: a box exactly touching a shape',
  parameters: { figureAlign: 'start' },
  render: (args) => <TieScene {...args} title="A circle touching the band's left edge at one point" items={TOUCH_ITEMS} />,
  play: async (context) => {
    await bandFrom(context, { x: 70, y: 20 }, { x: 160, y: 100 }); // window: left to right
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('selected: 1 (inside)'));
    await bandFrom(context, { x: 160, y: 100 }, { x: 70, y: 20 }); // crossing: right to left
    await waitFor(() => expect(readout(context.canvasElement)).toHaveTextContent('selected: 2'));
  },
};
const TOUCH_ITEMS = [
  item('ring', 'circle', { center: { x: 50, y: 60 }, radius: 20 }),
  item('inside', 'segment', { start: { x: 90, y: 40 }, end: { x: 130, y: 80 } }),
];
