import type { Preview } from '@storybook/react-vite';
import { layoutProblems } from './layoutChecks';

/** The screen the story tests run on: 'desktop' or 'phone', set per test project in vitest.config.ts. */
declare const __HITKIT_TEST_VIEWPORT__: string | undefined;
const testViewport = typeof __HITKIT_TEST_VIEWPORT__ === 'string' ? __HITKIT_TEST_VIEWPORT__ : undefined;

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'none' },
    // Accessibility checks (addon-a11y) fail a story instead of only warning.
    a11y: { test: 'error' },
    // under test, every story runs on a 1280 × 800 desktop and a 390 × 844 phone screen
    ...(testViewport
      ? {
          viewport: {
            options: {
              desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
              phone: { name: 'Phone', styles: { width: '390px', height: '844px' } },
            },
            defaultViewport: testViewport,
          },
        }
      : {}),
  },
  // Under test (`npm run test:browser`), every story's figure is checked after its play
  // function: labels clear of each other and of handles, nothing cut by the frame, contrast.
  afterEach: ({ canvasElement, parameters }) => {
    if (import.meta.env?.MODE !== 'test') return;
    const problems = layoutProblems(canvasElement, { cutShapes: Boolean(parameters['layoutChecks']?.cutShapes) });
    if (problems.length > 0) throw new Error(`Layout check failed:\n- ${problems.join('\n- ')}`);
  },
  decorators: [
    (Story, { parameters }) => (
      // figures centred, as wide as the frame allows up to 640 px (a square figure then fits an
      // 800 px tall frame); `figureAlign: 'start'` keeps one at the left edge (the tie stories,
      // whose play functions point at exact scene coordinates)
      <div style={{ maxWidth: 640, margin: parameters['figureAlign'] === 'start' ? undefined : '0 auto' }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
