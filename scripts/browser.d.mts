// Types of scripts/browser.mjs, for the TypeScript that imports it (test/browser/docsPages.ts).
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';

/** Serves `root` on 127.0.0.1 at a free port (a folder's `index.html` for the folder). */
export function serve(root: string): Promise<{ origin: string; server: Server }>;
/** Debian's Chromium, and the flags that keep it off the closed network. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
/** Debian's Chromium (or `executablePath`), headless. */
export function launchChromium(executablePath?: string): Promise<Browser>;
/** The page's uncaught errors and console errors, collected from now on. */
export function pageErrors(page: Page): string[];
