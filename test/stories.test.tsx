import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations([preview]);

/** Every story file, found by name: a new one is tested without editing a list. */
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('../stories/*.stories.tsx', { eager: true });
/** A composed story: run it into a canvas element (loaders, render, play function). */
type Runnable = { run(context: { canvasElement: HTMLElement }): Promise<void> };
const files: Record<string, Record<string, Runnable>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [
    path.replace(/^.*\/(.*)\.stories\.tsx$/, '$1'),
    composeStories(module) as unknown as Record<string, Runnable>,
  ]),
);

describe.each(Object.entries(files))('%s stories', (_file, stories) => {
  it.each(Object.entries(stories))('%s: renders, passes its play function, matches its snapshot', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    try {
      await Story.run({ canvasElement });
      expect(canvasElement.innerHTML).not.toMatch(/NaN|Infinity/);
      // the DOM node, pretty-printed, so that a snapshot diff is reviewable
      expect(canvasElement.querySelector('svg')).toMatchSnapshot();
    } finally {
      canvasElement.remove();
    }
  });
});
