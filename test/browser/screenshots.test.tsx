import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import { mouse } from './input';
import { SCREENSHOT_SLACK } from './screenshotSlack';

/**
 * A screenshot of every story, after its play function, on a 1280 × 800
 * desktop and a 390 × 844 phone screen (made taller for a story that does not
 * fit, so that nothing is cut off), compared with the committed reference
 * in ./screenshots/. A new story file is picked up
 * without editing a list. Update the references after reviewing a change:
 *
 *     npx vitest run --project browser test/browser/screenshots.test.tsx --update
 *
 * Stories whose picture changes on its own (an animation) set
 * `parameters: { screenshot: false }`; a story whose anti-aliasing differs
 * between runs with the same DOM sets `parameters: { screenshotSlack: {
 * allowedMismatchedPixelRatio } }` (and says why beside it).
 */

setProjectAnnotations([preview]);

type Runnable = {
  run(context: { canvasElement: HTMLElement }): Promise<void>;
  parameters?: Record<string, unknown>;
};
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('../../stories/*.stories.tsx', { eager: true });
const files = Object.entries(modules).map(
  ([path, module]) => [path.replace(/^.*\/(.*)\.stories\.tsx$/, '$1'), composeStories(module) as unknown as Record<string, Runnable>] as const,
);

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(SCREENS)('screenshots on a $name screen ($width px)', ({ name: screen, width, height }) => {
  describe.each(files)('%s', (file, stories) => {
    const shown = Object.entries(stories).filter(([, story]) => story.parameters?.['screenshot'] !== false);
    it.each(shown)('%s', async (story, Story) => {
      await page.viewport(width, height);
      // the real pointer out of the way: left over on a marker or a handle (by an
      // earlier test's drag), it would hover it when the story lays out under it
      await mouse.moveTo({ x: 0, y: 0 });
      const canvasElement = document.createElement('div');
      canvasElement.style.padding = '16px';
      document.body.appendChild(canvasElement);
      try {
        await Story.run({ canvasElement });
        // fonts and the layout effects that measure text settle before the picture is taken
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // A story taller than the screen: the screen grows to hold it (Chromium paints
        // nothing below the viewport, so the picture would end there, blank).
        const bottom = Math.ceil(canvasElement.getBoundingClientRect().bottom + window.scrollY);
        if (bottom > height) {
          await page.viewport(width, bottom);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        // a story whose circles' anti-aliasing is known to differ from run to run with the same DOM says how much more it may
        const slack = Story.parameters?.['screenshotSlack'] as { allowedMismatchedPixelRatio: number } | undefined;
        const name = `${file}-${story}-${screen}`;
        if (slack) await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(name, { comparatorOptions: { ...SCREENSHOT_SLACK, ...slack } });
        else await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(name);
      } finally {
        canvasElement.remove();
      }
    });
  });
});
