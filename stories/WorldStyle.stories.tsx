import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { createWorld, Scene, theme, WorldLayer, type WorldEntry, type WorldShapeStyle } from '../src';
import type { PlayContext } from './figure';

type RoomId = `wall-${number}` | `room-${number}` | `pillar-${number}` | `door-${number}`;

const VIEW = { x: 0, y: 0, width: 300, height: 200 };

/**
 * A floor plan: the outer walls and two partitions (segments), four rooms
 * (rect outlines, not filled), two pillars (filled circles) and the reach
 * of two doors (circle outlines, not filled).
 */
function floorPlan() {
  const world = createWorld<RoomId>();
  const walls = [
    [10, 10, 290, 10],
    [290, 10, 290, 190],
    [290, 190, 10, 190],
    [10, 190, 10, 10],
    [150, 10, 150, 80],
    [150, 120, 150, 190],
    [10, 100, 120, 100],
    [180, 100, 290, 100],
  ] as const;
  walls.forEach(([x0, y0, x1, y1], k) => world.insert(`wall-${k}`, 'segment', { start: { x: x0, y: y0 }, end: { x: x1, y: y1 } }));
  const rooms = [
    { x: 20, y: 20, width: 120, height: 70 },
    { x: 160, y: 20, width: 120, height: 70 },
    { x: 20, y: 110, width: 120, height: 70 },
    { x: 160, y: 110, width: 120, height: 70 },
  ];
  rooms.forEach((r, k) => world.insert(`room-${k}`, 'rect', r, { filled: false }));
  world.insert('pillar-0', 'circle', { center: { x: 80, y: 55 }, radius: 6 });
  world.insert('pillar-1', 'circle', { center: { x: 220, y: 145 }, radius: 6 });
  world.insert('door-0', 'circle', { center: { x: 150, y: 80 }, radius: 20 }, { filled: false });
  world.insert('door-1', 'circle', { center: { x: 120, y: 100 }, radius: 18 }, { filled: false });
  return world;
}

const WALL: WorldShapeStyle = { strokeWidth: 4, stroke: theme.shape };
const ROOM: WorldShapeStyle = { strokeWidth: 1, stroke: theme.b, dash: [5, 3] };
const PILLAR: WorldShapeStyle = { strokeWidth: 1.5, fill: theme.shape };
const DOOR: WorldShapeStyle = { strokeWidth: 1, stroke: theme.measure, dash: [2, 3] };

/** The style of each shape, by its id: a module-level function, so its identity is stable and the paths are built once per version. */
function styleOf(entry: WorldEntry<RoomId>): WorldShapeStyle | undefined {
  const id = entry.id ?? '';
  if (id.startsWith('wall-')) return WALL;
  if (id.startsWith('room-')) return ROOM;
  if (id.startsWith('door-')) return DOOR;
  return entry.kind === 'circle' ? PILLAR : undefined;
}

/** One entry of the plan's key: a swatch drawn with the style it explains, 28 × 16 CSS px, and its words. */
interface KeyItem {
  readonly words: string;
  readonly swatch: ReactNode;
}

const SWATCH = {
  wall: <line x1={3} y1={8} x2={25} y2={8} style={{ stroke: theme.shape, strokeWidth: 4 }} />,
  room: <rect x={3.5} y={3.5} width={21} height={9} style={{ stroke: theme.b, strokeWidth: 1, strokeDasharray: '5 3', fill: 'none' }} />,
  pillar: <circle cx={14} cy={8} r={5} style={{ stroke: theme.shape, strokeWidth: 1.5, fill: theme.shape }} />,
  door: <circle cx={14} cy={8} r={6} style={{ stroke: theme.measure, strokeWidth: 1, strokeDasharray: '2 3', fill: 'none' }} />,
};

const KEY_BY_SHAPE: readonly KeyItem[] = [
  { words: 'wall (thick)', swatch: SWATCH.wall },
  { words: 'room (thin, dashed)', swatch: SWATCH.room },
  { words: 'pillar (filled)', swatch: SWATCH.pillar },
  { words: 'door reach (dotted circle)', swatch: SWATCH.door },
];
const KEY_BY_KIND: readonly KeyItem[] = [
  { words: 'segment: wall (thick)', swatch: SWATCH.wall },
  { words: 'rect: room (thin, dashed)', swatch: SWATCH.room },
  { words: 'circle: pillars filled, door reaches outlined', swatch: SWATCH.pillar },
];

/** The plan's key: what each style means, told by width, dash and fill as well as colour. */
function PlanKey({ items }: { items: readonly KeyItem[] }) {
  return (
    <ul
      aria-label="Key"
      style={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        margin: '8px 0 0',
        padding: 0,
        font: '13px system-ui, sans-serif',
        color: theme.label,
      }}
    >
      {items.map(({ words, swatch }) => (
        <li key={words} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <svg width={28} height={16} viewBox="0 0 28 16" aria-hidden="true" style={{ flex: 'none' }}>
            {swatch}
          </svg>
          {words}
        </li>
      ))}
    </ul>
  );
}

function StyledPlan({ byKind }: { byKind: boolean }) {
  const world = useMemo(floorPlan, []);
  return (
    <>
      <Scene
        viewBox={VIEW}
        title={byKind ? 'A floor plan styled per kind' : 'A floor plan: walls thicker than room outlines'}
        style={{ width: '100%', maxWidth: 720 }}
      >
        <WorldLayer world={world} version={world.version} shapeStyle={byKind ? BY_KIND : styleOf} />
      </Scene>
      <PlanKey items={byKind ? KEY_BY_KIND : KEY_BY_SHAPE} />
    </>
  );
}

const BY_KIND = { segment: WALL, rect: ROOM, circle: PILLAR } as const;

const meta = {
  title: 'Editor/World style',
  component: StyledPlan,
  parameters: {
    docs: {
      description: {
        component:
          '`<WorldLayer shapeStyle>`: a style per kind, or a function of each shape’s entry, with widths in CSS pixels that keep their size at any zoom. ' +
          'Shapes of equal style share one path: the cost is a few paths per distinct style, not one element per shape.',
      },
    },
  },
} satisfies Meta<typeof StyledPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layer's paths: [stroke width, number of shapes in it, dashed] per outline path. */
function outlinePaths(canvasElement: HTMLElement) {
  return (
    [...canvasElement.querySelectorAll<SVGPathElement>('.hitkit-world-layer path')]
      .filter((p) => p.style.fill === 'none')
      // (browsers write widths and dashes their own way, `4` or `4px`, `5 3` or `5px, 3px`: read the numbers)
      .map(
        (p) =>
          [
            parseFloat(p.style.strokeWidth),
            (p.getAttribute('d') ?? '').split('M').length - 1,
            (p.style.strokeDasharray.match(/[\d.]+/g) ?? []).join(' '),
          ] as const,
      )
  );
}

/**
 * A style function of the entry, by id: walls 4 CSS px, room outlines 1 px
 * dashed, pillars filled, door reaches dotted. Four styles: four outline paths
 * and one fill path for the pillars, for 18 shapes.
 */
export const ByShape: Story = {
  args: { byKind: false },
  play: async ({ canvasElement }: PlayContext) => {
    await expect(canvasElement.querySelectorAll('.hitkit-world-layer path')).toHaveLength(5);
    await expect(outlinePaths(canvasElement)).toEqual([
      [4, 8, ''],
      [1, 4, '5 3'],
      [1.5, 2, ''],
      [1, 2, '2 3'],
    ]);
  },
};

/**
 * A style per kind: every segment is a wall, every rect a room, every circle
 * a pillar (so the door reaches are drawn in the pillars' style, as outlines). Three styles: three
 * outline paths and one fill path.
 */
export const ByKind: Story = {
  args: { byKind: true },
  play: async ({ canvasElement }: PlayContext) => {
    await expect(canvasElement.querySelectorAll('.hitkit-world-layer path')).toHaveLength(4);
    await expect(outlinePaths(canvasElement)).toEqual([
      [4, 8, ''],
      [1, 4, '5 3'],
      [1.5, 4, ''],
    ]);
  },
};
