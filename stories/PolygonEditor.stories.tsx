import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { PolygonEditor, Scene, SceneStatus, polygonArea, type Polygon } from '../src';

const START: Polygon = {
  points: [
    { x: 10, y: 10 },
    { x: 90, y: 10 },
    { x: 90, y: 40 },
    { x: 50, y: 40 },
    { x: 50, y: 70 },
    { x: 10, y: 70 },
  ],
};

/** A controlled editor with a status line of the vertex count and the area, so the play functions can read the edits. */
function EditorFigure({ closed }: { closed: boolean }) {
  const [shape, setShape] = useState<Polygon>(closed ? START : { points: START.points.slice(0, 4) });
  const area = closed ? Math.abs(polygonArea(shape)) : 0;
  return (
    <Scene fit viewBox={{ x: -10, y: -10, width: 120, height: 100 }} grid={10} title={closed ? 'Polygon editor' : 'Polyline editor'}>
      <PolygonEditor polygon={shape} onPolygonChange={setShape} closed={closed} label={closed ? 'Polygon' : 'Path'} />
      <SceneStatus>{closed ? `${shape.points.length} vertices · area ${area}` : `${shape.points.length} points`}</SceneStatus>
    </Scene>
  );
}

const meta = {
  title: 'Editors/Polygon editor',
  render: (args) => <EditorFigure {...args} />,
  tags: ['autodocs'],
  args: { closed: true },
  parameters: {
    docs: {
      description: {
        component:
          '`PolygonEditor`: drag a vertex, or focus it and use the arrow keys (Shift for 10); `Delete` / `Backspace` removes the focused vertex, `Insert` / `+` adds one after it, ' +
          'a double-click on an edge adds one there; the middle handle moves the whole shape. `closed: false` edits a polyline.',
      },
    },
  },
} satisfies Meta<{ closed: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => canvasElement.querySelector('.hitkit-status')!;

/** Move a vertex with the keyboard, insert one after it, delete it again: all keyboard-operable. */
export const KeyboardEditing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(status(canvasElement)).toHaveTextContent('6 vertices · area 3600');
    const third = canvas.getByRole('button', { name: 'Polygon vertex 3 at (90, 40)' });
    third.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(third).toHaveAccessibleName('Polygon vertex 3 at (90, 50)');
    await expect(status(canvasElement)).toHaveTextContent('6 vertices · area 3800'); // a 200 triangle added
    await userEvent.keyboard('+');
    await expect(status(canvasElement)).toHaveTextContent('7 vertices · area 3800'); // on the edge: the same area
    const inserted = canvas.getByRole('button', { name: 'Polygon vertex 4 at (70, 45)' });
    await expect(inserted).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(status(canvasElement)).toHaveTextContent('6 vertices · area 3800');
    await expect(canvas.getByRole('button', { name: 'Polygon vertex 3 at (90, 50)' })).toHaveFocus(); // focus on the previous vertex
  },
};

/** Never below three vertices: Delete on a triangle does nothing. */
export const AtLeastThree: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    for (let k = 0; k < 3; k++) {
      canvas.getByRole('button', { name: /^Polygon vertex 1 at/ }).focus();
      await userEvent.keyboard('{Backspace}');
    }
    await expect(status(canvasElement)).toHaveTextContent(/^3 vertices/);
    canvas.getByRole('button', { name: /^Polygon vertex 1 at/ }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(status(canvasElement)).toHaveTextContent(/^3 vertices/);
  },
};

/** The middle handle moves the whole shape: every vertex by the same step, the area unchanged. */
export const MoveWhole: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /^Move polygon at/ }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Polygon vertex 1 at (12, 10)' })).toBeInTheDocument();
    await expect(status(canvasElement)).toHaveTextContent('6 vertices · area 3600');
  },
};

/** A polyline (open): at least two points; `+` on the last point extends the path. */
export const Polyline: Story = {
  args: { closed: false },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(status(canvasElement)).toHaveTextContent('4 points');
    canvas.getByRole('button', { name: 'Path vertex 4 at (50, 40)' }).focus();
    await userEvent.keyboard('+');
    await expect(status(canvasElement)).toHaveTextContent('5 points');
    await expect(canvas.getByRole('button', { name: 'Path vertex 5 at (30, 40)' })).toHaveFocus();
  },
};
