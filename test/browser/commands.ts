import type { BrowserCommand } from 'vitest/node';

/**
 * Server-side helpers for the browser tests, run by Playwright: real input at
 * page coordinates through the DevTools protocol, which the in-page userEvent
 * API does not expose (touch points, modifiers on the wheel, back-to-back
 * auto-repeat keys). Everything works in the page's main-frame CSS pixels
 * (Playwright's), so a test never needs to know where Vitest's iframe sits or
 * how it is scaled.
 */

interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}

interface PlaywrightContext {
  page: {
    mouse: { move(x: number, y: number, o?: { steps?: number }): Promise<void>; down(): Promise<void>; up(): Promise<void> };
    context(): { newCDPSession(page: unknown): Promise<CdpSession> };
  };
  iframe: { locator(selector: string): { boundingBox(): Promise<Box | null> } };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type MouseStep = { type: 'move'; x: number; y: number; steps?: number } | { type: 'down' } | { type: 'up' };

/** One DevTools protocol call (`Input.dispatchTouchEvent`, `Input.dispatchKeyEvent`, …). */
export interface CdpCall {
  method: string;
  params?: object;
}

function playwright(context: unknown): PlaywrightContext {
  const ctx = context as { provider: { name: string } } & PlaywrightContext;
  if (ctx.provider.name !== 'playwright') throw new Error('the browser tests need the playwright provider');
  return ctx;
}

const sessions = new WeakMap<object, Promise<CdpSession>>();

function session(context: unknown): Promise<CdpSession> {
  const { page } = playwright(context);
  let s = sessions.get(page);
  if (!s) {
    s = page.context().newCDPSession(page);
    sessions.set(page, s);
  }
  return s;
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

/**
 * DevTools protocol calls, in order, each awaited; with `burst`, all sent at
 * once (as a held key's auto-repeat arrives when the page is busy), then awaited.
 */
export const cdp: BrowserCommand<[calls: CdpCall[], burst?: boolean]> = async (context, calls, burst = false) => {
  const s = await session(context);
  if (burst) {
    await Promise.all(calls.map((c) => s.send(c.method, c.params)));
    return;
  }
  for (const c of calls) await s.send(c.method, c.params);
};
