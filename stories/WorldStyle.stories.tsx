import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
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

function StyledPlan({ byKind }: { byKind: boolean }) {
  const world = useMemo(floorPlan, []);
  return (
    <Scene
      viewBox={VIEW}
      title={byKind ? 'A floor plan styled per kind' : 'A floor plan: walls thicker than room outlines'}
      style={{ width: '100%', maxWidth: 720 }}
    >
      <WorldLayer world={world} version={world.version} shapeStyle={byKind ? BY_KIND : styleOf} />
    </Scene>
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
 * a pillar (so the door swings are filled like pillars). Three styles: three
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
