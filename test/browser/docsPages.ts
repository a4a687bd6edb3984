import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import { serve } from '../../scripts/browser.mjs';
import { SCREENSHOT_SLACK } from './screenshotSlack';

/**
 * Server-side commands for test/browser/docsPages.test.ts: the docs pages as
 * Storybook's static build shows them (the MDX pages and every component's
 * autodocs page), opened in a new tab of the test's own Chromium at a given
 * screen size. The build is served from `storybook-static/` on 127.0.0.1;
 * `npm run test:browser` builds it first.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const STATIC = join(ROOT, 'storybook-static');
const REFERENCES = join(ROOT, 'test/browser/screenshots');

let origin: Promise<string> | null = null;

function missingBuild(): Error {
  return new Error(`${STATIC} is missing: run \`npm run build-storybook\` first (\`npm run test:browser\` does)`);
}

/** Serves storybook-static on 127.0.0.1, once per test run; resolves to its origin. */
function serveStatic(): Promise<string> {
  if (!existsSync(join(STATIC, 'index.json'))) return Promise.reject(missingBuild());
  origin ??= serve(STATIC).then(({ origin: at, server }) => {
    server.unref();
    return at;
  });
  return origin;
}

/** Every docs page of the static build (MDX pages and autodocs), from its index: `{ id, title }`. */
export const docsEntries: BrowserCommand<[]> = async () => {
  if (!existsSync(join(STATIC, 'index.json'))) throw missingBuild();
  const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')) as { entries: Record<string, { id: string; title: string; type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .map(({ id, title }) => ({ id, title }));
};

/** What the checks found on one docs page (see `inspect`). */
export interface DocsReport {
  /** Document width beyond the screen's, CSS px (0 when nothing scrolls sideways). */
  readonly overflow: number;
  /** Text left as Markdown table syntax (`| a | b |`, `|---|`) outside code. */
  readonly rawTables: readonly string[];
  /** TSDoc `{@link …}` left as text. */
  readonly rawLinks: readonly string[];
  /** Props-table type cells that say only "union" or "unknown". */
  readonly vagueTypes: readonly string[];
  /** Props whose description states a default "(default …)" but whose Default column is empty. */
  readonly missingDefaults: readonly string[];
  /** Characters of scripts the test machine's fonts cannot draw (a missing-glyph box). */
  readonly missingGlyphs: readonly string[];
  /** Number of props tables and of rendered Markdown tables on the page. */
  readonly argsTables: number;
  readonly tables: number;
  /** Full page height, CSS px. */
  readonly height: number;
}

/** Runs in the docs page: the structural checks of a docs page. */
function inspect(): DocsReport {
  // a description that states a default: "(default 6)", "(defaults 1 and 10)", "… Default `false`.", "Default: …"
  const STATED_DEFAULT = /\(defaults? [^)]*\)|(?:^|[.;)]\s+)Default[: ]\s*\S+/;
  const root = document.querySelector('#storybook-docs') ?? document.body;
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('pre, code, script, style, svg')) continue;
    const text = node.textContent ?? '';
    if (text.trim()) texts.push(text);
  }
  const all = texts.join('\n');
  // a row has three bars or more (`| a | b |`); `|corner − origin|` is a norm, not a table
  const rawTables = texts.filter((t) => /\|[^|\n]*\|[^|\n]*\|/.test(t) || /\|\s*:?-{3,}:?\s*\|/.test(t));
  const rawLinks = texts.filter((t) => t.includes('{@link'));
  const argsTables = [...root.querySelectorAll('table.docblock-argstable')];
  const vagueTypes: string[] = [];
  const missingDefaults: string[] = [];
  for (const table of argsTables) {
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll(':scope > td');
      if (cells.length < 3) continue;
      const name = cells[0]!.textContent?.trim() ?? '';
      const description = cells[1]!;
      for (const summary of description.querySelectorAll('span, code')) {
        const word = summary.textContent?.trim();
        if (summary.children.length === 0 && (word === 'union' || word === 'unknown')) vagueTypes.push(`${name}: ${word}`);
      }
      const stated = STATED_DEFAULT.test(description.textContent ?? '');
      const shown = (cells[2]!.textContent ?? '').trim();
      if (stated && (shown === '' || shown === '-')) missingDefaults.push(`${name}: ${description.textContent?.match(STATED_DEFAULT)?.[0]}`);
    }
  }
  const missingGlyphs = [...new Set(all.match(/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\u25af]/g) ?? [])];
  return {
    overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    rawTables,
    rawLinks,
    vagueTypes,
    missingDefaults,
    missingGlyphs,
    argsTables: argsTables.length,
    tables: root.querySelectorAll('table:not(.docblock-argstable)').length,
    height: document.documentElement.scrollHeight,
  };
}

interface Screen {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

interface PlaywrightPage {
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  goto(url: string, options?: object): Promise<unknown>;
  waitForSelector(selector: string, options?: object): Promise<unknown>;
  waitForFunction(fn: string | (() => unknown), arg?: unknown, options?: object): Promise<unknown>;
  evaluate<T>(fn: () => T): Promise<T>;
  screenshot(options?: object): Promise<Buffer>;
  close(): Promise<void>;
  on(event: 'pageerror', listener: (error: Error) => void): void;
}

interface ScreenshotResult {
  /** The reference file, relative to the repository. */
  readonly reference: string;
  /** Pixels that differ, and their share of the picture. */
  readonly mismatched: number;
  readonly ratio: number;
  /** 'compared', 'written' (a new or updated reference), or 'missing' (none, and not allowed to write one). */
  readonly status: 'compared' | 'written' | 'missing' | 'size';
}

/** The same slack as the story screenshots: anti-aliasing of text edges, not a moved block. */
const THRESHOLD = SCREENSHOT_SLACK.threshold;
const ALLOWED_MISMATCH = SCREENSHOT_SLACK.allowedMismatchedPixelRatio;

function compare(actual: Buffer, name: string, update: boolean): ScreenshotResult {
  const file = join(REFERENCES, `${name}.png`);
  const reference = file.slice(ROOT.length + 1);
  const write = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return { reference, mismatched: 0, ratio: 0, status: 'written' as const };
  };
  if (!existsSync(file)) return process.env['CI'] ? { reference, mismatched: 0, ratio: 1, status: 'missing' } : write();
  const want = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  if (want.width !== got.width || want.height !== got.height) return update ? write() : { reference, mismatched: 0, ratio: 1, status: 'size' };
  const mismatched = pixelmatch(want.data, got.data, undefined, got.width, got.height, { threshold: THRESHOLD });
  const ratio = mismatched / (got.width * got.height);
  if (ratio > ALLOWED_MISMATCH && update) return write();
  if (ratio > ALLOWED_MISMATCH) {
    // the picture taken, beside vitest's own failure screenshots (ignored by git)
    const taken = join(ROOT, 'test/browser/__screenshots__/docsPages', `${name}.png`);
    mkdirSync(dirname(taken), { recursive: true });
    writeFileSync(taken, actual);
  }
  return { reference, mismatched, ratio, status: 'compared' };
}

/**
 * A screenshot taken once the page stops changing: two in a row, 250 ms
 * apart, alike to the pixel (up to 12 tries). Code blocks and story previews
 * load late on a busy machine, after the page looks ready.
 */
async function settledScreenshot(page: PlaywrightPage): Promise<Buffer> {
  let last = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let i = 0; i < 12; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

/**
 * Opens docs page `id` of the static build on a `screen`-sized tab, waits for
 * it to settle (fonts, stories), runs the structural checks and compares the
 * first screenful with its reference (`test/browser/screenshots/docs-<id>-<screen>.png`;
 * `--update` rewrites it).
 */
export const docsPage: BrowserCommand<[id: string, screen: Screen]> = async (context, id, screen) => {
  const at = await serveStatic();
  const tester = (context as unknown as { page: { context(): { newPage(): Promise<PlaywrightPage> } } }).page;
  const page = await tester.context().newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.goto(`${at}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 20_000 });
    // every story on the page rendered (no loader left), fonts in, two frames for the label layout
    await page.waitForFunction(() => !document.querySelector('#storybook-docs .sb-loader, #storybook-docs [aria-busy="true"]'), undefined, { timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
    const report = await page.evaluate(inspect);
    const { update: mode } = context.project.config as { update?: boolean | string };
    const update = mode === true || mode === 'all';
    const screenshot = compare(await settledScreenshot(page), `docs-${id}-${screen.name}`, update);
    return { ...report, screenshot, errors };
  } finally {
    await page.close();
  }
};
