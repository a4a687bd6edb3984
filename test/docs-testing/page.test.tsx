/// <reference types="vite/client" />
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CircleShape, Handle, Scene } from '../../src';
import page from '../../stories/Testing.mdx?raw';
import snapshots from './__snapshots__/Probe.test.tsx.snap?raw';

/**
 * The Docs/Testing page (stories/Testing.mdx) shows a user's figure, its
 * stories, their test and a Vitest config: the files of this folder, which
 * run here as they would in a user's app (Probe.test.tsx is part of the unit
 * suite; its snapshots are committed). These tests keep the page and the files
 * equal, and check what the page says about the numbers hitkit writes.
 */

/** The example's files, by name, as the page shows them: imported from the package, not from this repository. */
const examples = Object.entries(
  import.meta.glob<string>(['./Probe.tsx', './Probe.stories.tsx', './Probe.test.tsx', './vitest.config.ts'], { query: '?raw', import: 'default', eager: true }),
).map(([path, source]) => [path.slice(2), source.replaceAll("from '../../src'", "from 'hitkit'")] as const);

/** The page's fenced code blocks in `language`, each without its fences. */
function blocks(language: string): string[] {
  return [...page.matchAll(/^```(\w*)(?:[ \t][^\n]*)?\n([\s\S]*?)^```$/gm)].filter((match) => match[1] === language).map((match) => match[2]!);
}

/** The `<svg>` a figure renders to, as markup. */
function markupOf(figure: ReactElement): string {
  return render(figure).container.querySelector('svg')!.outerHTML;
}

describe('Docs/Testing shows the example exactly as test/docs-testing has it', () => {
  const code = [...blocks('tsx'), ...blocks('ts')];

  it('finds the four files', () => {
    expect(examples.map(([name]) => name).sort()).toEqual(['Probe.stories.tsx', 'Probe.test.tsx', 'Probe.tsx', 'vitest.config.ts']);
  });

  it.each(examples)('shows %s', (_name, source) => {
    expect(code).toContain(source);
  });

  it('shows no other code (a snippet left behind when a file changed)', () => {
    const sources: readonly string[] = examples.map(([, source]) => source);
    for (const block of code) expect(sources).toContain(block);
  });

  it('quotes the committed snapshot of MovedWithKeys', () => {
    const [excerpt, ...more] = blocks('svg');
    expect(more).toEqual([]);
    const entry = /^exports\[`MovedWithKeys: [^`]*`\] = `\n([\s\S]*?)^`;$/m.exec(snapshots)?.[1];
    // (the page shows it dedented: the svg's children are indented by two spaces in the snapshot)
    expect(entry).toContain(excerpt!.replace(/^(?=.)/gm, '  '));
  });
});

describe('Docs/Testing: the numbers hitkit writes, as its table says', () => {
  /** The page with each run of spaces as one (a Markdown table's columns may be padded to align). */
  const text = page.replace(/ +/g, ' ');
  const circle = { center: { x: 0.1 + 0.2, y: -1e-17 }, radius: 10 / 3 };

  it('one fixed rounding: 3 decimals in a view 100 units wide, no -0, no exponent', () => {
    const markup = markupOf(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 60 }} title="Rounding">
        <CircleShape circle={circle} />
      </Scene>,
    );
    expect(markup).toContain('cx="0.3" cy="0" r="3.333"');
    expect(text).toContain('`cx="0.3" cy="0" r="3.333"`');
  });

  it('zoomed 40× (a view 2.5 units wide): one more decimal', () => {
    const markup = markupOf(
      <Scene viewBox={{ x: -50, y: -30, width: 100, height: 60 }} view={{ center: { x: 0, y: 0 }, zoom: 40 }} onViewChange={() => {}} title="Zoomed">
        <CircleShape circle={circle} />
      </Scene>,
    );
    expect(markup).toContain('viewBox="-1.25 -0.75 2.5 1.5"');
    expect(markup).toContain('cx="0.3" cy="0" r="3.3333"');
    expect(text).toContain('| the same circle, zoomed 40× (a view 2.5 units wide) | `r="3.3333"` |');
  });

  it('far from 0: relative to the local origin, given in data-origin', () => {
    const markup = markupOf(
      <Scene viewBox={{ x: 1e9, y: 0, width: 100, height: 60 }} title="Far away">
        <CircleShape circle={{ center: { x: 1e9 + 50, y: 30 }, radius: 15 }} />
      </Scene>,
    );
    expect(markup).toContain('data-origin="1000000000 0"');
    expect(markup).toContain('cx="50" cy="30"');
    expect(text).toContain('`cx="50" cy="30"`, and `data-origin="1000000000 0"`');
  });

  it("a handle's dot is 6 nominal pixels: 1/400 of the view's larger side", () => {
    const dot = (width: number) => {
      const markup = markupOf(
        <Scene viewBox={{ x: 0, y: 0, width, height: 60 }} title="Handle">
          <Handle label="Point" value={{ x: 10, y: 10 }} onChange={() => {}} />
        </Scene>,
      );
      return /<circle [^>]*r="([^"]*)"[^>]*class="hitkit-handle-dot"/.exec(markup)?.[1];
    };
    expect([dot(100), dot(200)]).toEqual(['1.5', '3']);
    expect(text).toContain('a dot of `r="1.5"`, then `r="3"`');
  });
});
