import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Probe } from './Probe';

const meta = {
  title: 'Figures/Probe',
  component: Probe,
  args: { circle: { center: { x: 50, y: 30 }, radius: 15 }, start: { x: 10, y: 50 }, defaultEnd: { x: 90, y: 10 } },
} satisfies Meta<typeof Probe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The segment runs through the circle's centre: a hit, 15 units deep. */
export const Crossing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hit · gap -15')).toBeInTheDocument();
  },
};

/** Shift + ArrowDown moves the end down by 10: four presses, and the segment passes 5 units below the circle. */
export const MovedWithKeys: Story = {
  play: async ({ canvas, userEvent }) => {
    const end = canvas.getByRole('button', { name: 'Segment end at (90, 10)' });
    end.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(end).toHaveAccessibleName('Segment end at (90, 50)');
    await expect(canvas.getByText('Miss · gap 5')).toBeInTheDocument();
  },
};
