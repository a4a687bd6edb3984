import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { boundingBox, cdp, mouse } from './test/browser/commands.ts';
import { docsEntries, docsPage } from './test/browser/docsPages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/browser.mjs';
import { SCREENSHOT_SLACK } from './test/browser/screenshotSlack';

/**
 * Real Chromium for the browser projects: Debian's package (`apt-get install
 * chromium`); test tools' own browser downloads do not work on our machines.
 * The flags keep it off the closed network (see shared/TOOLING.md).
 * `hasTouch` gives the page a touch screen (touch events, `maxTouchPoints`),
 * as on a tablet, for the tests that drive touch points.
 */
const chromium = (hasTouch = false, window?: { width: number; height: number }) => ({
  enabled: true,
  headless: true,
  instances: [{ browser: 'chromium' as const }],
  provider: playwright({
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
    contextOptions: { hasTouch, ...(window ? { viewport: window } : {}) },
  }),
});

/**
 * The browser window of the `browser` project: vitest draws each test's page
 * (the "screen" a test sets with `page.viewport`) in a frame scaled down to fit
 * this window. Large enough for a 1280 × 800 desktop, a 390 × 844 phone and a
 * story taller than either at full size, so screenshots are 1:1 CSS pixels and
 * nothing is cut off below the window.
 */
const BROWSER_WINDOW = { width: 1300, height: 1400 };

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        // `npm test`: jsdom, no browser needed. One DOM environment, so snapshots have one shape.
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/browser/**'],
          setupFiles: ['test/setup.ts'],
          // property tests on 2 cores under load can take seconds: a slow run is not a failure
          testTimeout: 30_000,
        },
      },
      {
        // `npm run test:browser`: every story (render, play function, axe checks, the layout
        // checks of .storybook/layoutChecks.ts) in Chromium, on a 1280 × 800 screen…
        plugins: [storybookTest({ configDir: '.storybook' })],
        // (addon-vitest applies .storybook/preview and addon-a11y's annotations itself)
        define: { __HITKIT_TEST_VIEWPORT__: JSON.stringify('desktop') },
        test: { name: 'storybook', browser: chromium() },
      },
      {
        // …and on a 390 × 844 phone screen (the preview picks the viewport from this define).
        plugins: [storybookTest({ configDir: '.storybook' })],
        define: { __HITKIT_TEST_VIEWPORT__: JSON.stringify('phone') },
        test: { name: 'storybook-phone', browser: chromium() },
      },
      {
        // `npm run bench` / `bench:check`: ties and disagreements of hitkit and the peers, in Node.
        // (the timing runs in plain Node: bench/bench.mjs; vitest's module runner would slow every call)
        test: { name: 'bench', environment: 'node', include: ['bench/**/*.check.ts'] },
      },
      {
        // `npm run test:browser`: what only a real browser shows (layout, CSS scaling, real pointer input).
        // (the story modules' dependencies are bundled up front: a mid-run re-bundle reloads the page)
        optimizeDeps: { include: ['@storybook/react-vite', 'storybook/test'] },
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          browser: {
            ...chromium(true, BROWSER_WINDOW),
            commands: { boundingBox, cdp, mouse, docsEntries, docsPage },
            // test/browser/screenshots.test.tsx: the same machine image draws the same pixels;
            // the slack absorbs anti-aliasing of text edges, not a moved label or a new colour
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { ...SCREENSHOT_SLACK },
                // the references live apart from __screenshots__ (where failing tests leave theirs)
                resolveScreenshotPath: ({ arg, browserName, platform, ext, root }) =>
                  `${root}/test/browser/screenshots/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
