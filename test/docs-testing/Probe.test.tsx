import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Probe.stories';

// the decorators and parameters of your .storybook/preview, for every story (once per test file, or in a setup file)
setProjectAnnotations([preview]);
afterEach(cleanup);

it.each(Object.entries(composeStories(stories)))('%s: plays and matches its snapshot', async (_name, Story) => {
  const { container } = render(<Story />);
  // Storybook gives a play function `canvas` and `userEvent` when it runs the story itself; here you do
  await Story.play?.({ canvasElement: container, canvas: within(container), userEvent: userEvent.setup() });
  expect(container.querySelector('svg')).toMatchSnapshot();
});
