import type { BrowserCommand } from 'vitest/node';

/**
 * Server-side helpers for the browser tests, run by Playwright: real mouse
 * input at page coordinates, which the in-page userEvent API does not expose.
 * Both work in the page's main-frame coordinates (Playwright's), so a test
 * never needs to know where Vitest's iframe sits or how it is scaled.
 */

interface PlaywrightContext {
  page: { mouse: { move(x: number, y: number, o?: { steps?: number }): Promise<void>; down(): Promise<void>; up(): Promise<void> } };
  iframe: { locator(selector: string): { boundingBox(): Promise<Box | null> } };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type MouseStep = { type: 'move'; x: number; y: number; steps?: number } | { type: 'down' } | { type: 'up' };

function playwright(context: unknown): PlaywrightContext {
  const ctx = context as { provider: { name: string } } & PlaywrightContext;
  if (ctx.provider.name !== 'playwright') throw new Error('the browser tests need the playwright provider');
  return ctx;
}

/** The bounding box of the first element matching `selector`, in main-frame CSS pixels. */
export const boundingBox: BrowserCommand<[selector: string]> = async (context, selector) => {
  const box = await playwright(context).iframe.locator(selector).boundingBox();
  if (!box) throw new Error(`no visible element matches ${selector}`);
  return box;
};

/** Real mouse input: moves (optionally in several steps), presses and releases of the left button. */
export const mouse: BrowserCommand<[steps: MouseStep[]]> = async (context, steps) => {
  const { page } = playwright(context);
  for (const step of steps) {
    if (step.type === 'move') await page.mouse.move(step.x, step.y, step.steps === undefined ? {} : { steps: step.steps });
    else if (step.type === 'down') await page.mouse.down();
    else await page.mouse.up();
  }
};
