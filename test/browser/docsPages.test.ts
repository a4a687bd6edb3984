import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { DocsReport } from './docsPages';
import { SCREENSHOT_SLACK } from './screenshotSlack';

/**
 * Every docs page (the MDX pages and each component's autodocs page, listed
 * from the static build's index, so a new page is picked up without editing a
 * list) on a 1280 × 800 desktop and a 390 × 844 phone screen:
 *
 * - nothing scrolls sideways;
 * - every Markdown table rendered as a table, every TSDoc `{@link}` as code;
 * - props tables name real types ("boolean", "Vec2"), never just "union" or
 *   "unknown", and show the default a prop's description states;
 * - no character the fonts cannot draw (a missing-glyph box);
 * - no error thrown by the page;
 * - the first screenful matches its reference in ./screenshots/
 *   (`docs-<id>-<screen>.png`; update after review with
 *   `npx vitest run --project browser test/browser/docsPages.test.ts --update`).
 *
 * The pages come from `storybook-static/`: `npm run test:browser` builds it first.
 */

type Result = DocsReport & {
  screenshot: { reference: string; mismatched: number; ratio: number; status: string };
  errors: string[];
};
type Commands = {
  docsEntries(): Promise<{ id: string; title: string }[]>;
  docsPage(id: string, screen: { name: string; width: number; height: number }): Promise<Result>;
};
const docs = commands as unknown as Commands;

const SCREENS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const entries = await docs.docsEntries();

describe('docs pages', () => {
  it('the static build lists the MDX pages and the autodocs pages', () => {
    const ids = entries.map((entry) => entry.id);
    for (const page of ['introduction--docs', 'docs-hooks--docs', 'docs-components--docs']) expect(ids).toContain(page);
    expect(ids.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(SCREENS)('on a $name screen ($width px)', (screen) => {
    it.each(entries.map((entry) => [entry.title, entry.id] as const))('%s', async (_title, id) => {
      const page = await docs.docsPage(id, screen);
      expect(page.errors).toEqual([]);
      expect(page.overflow).toBe(0);
      expect(page.rawTables).toEqual([]);
      expect(page.rawLinks).toEqual([]);
      expect(page.vagueTypes).toEqual([]);
      expect(page.missingDefaults).toEqual([]);
      expect(page.missingGlyphs).toEqual([]);
      expect(page.screenshot.status, page.screenshot.reference).not.toBe('missing');
      expect(page.screenshot.status, `${page.screenshot.reference}: another size`).not.toBe('size');
      expect(page.screenshot.ratio, `${page.screenshot.reference}: ${page.screenshot.mismatched} pixels differ`).toBeLessThanOrEqual(
        SCREENSHOT_SLACK.allowedMismatchedPixelRatio,
      );
    });
  });
});
