// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSnippets, docSnippets, extractSnippets, isFragment, ROOT } from './docsSnippets';

/**
 * Every ```ts / ```tsx block of the README and the docs pages compiles under
 * the project's strict options against the package's source (`hitkit` and
 * `hitkit/geometry` mapped to src), in one program. A block that is only a
 * fragment says so in its info string (```tsx fragment) and is skipped; blocks
 * that import each other name their file (```tsx file=src/figures/Probe.tsx).
 * See CONTRIBUTING.md.
 */

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'stories'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `stories/${f}`),
];

/** A snippet that must fail, checked in the same program: the check can fail, and says where. */
const CANARY = extractSnippets(
  'canary.md',
  "# canary\n\n```tsx\nimport { Scene } from 'hitkit';\n\nexport const x = <Scene viewBox={{ x: 0, y: 0, width: 1, height: 1 }} />;\n```\n",
);

describe('the code in the README and the docs pages compiles', () => {
  const snippets = docSnippets(DOCS);
  const errors = checkSnippets([...snippets, ...CANARY]);

  it('finds the blocks, and skips only the fragments', () => {
    expect(snippets.filter((s) => s.doc === 'README.md').length).toBeGreaterThanOrEqual(4);
    expect(snippets.filter((s) => s.doc !== 'README.md').length).toBeGreaterThanOrEqual(8);
    // most blocks are whole modules: a fragment is the exception
    expect(snippets.filter(isFragment).length).toBeLessThanOrEqual(snippets.length / 4);
  });

  it('a broken snippet fails, naming the file, its line and the TypeScript error', () => {
    const canary = errors.filter((e) => e.snippet.doc === 'canary.md').map((e) => e.message);
    expect(canary).toHaveLength(1);
    expect(canary[0]).toMatch(/^canary\.md:6:\d+: TS2741 Property 'title' is missing/);
  });

  it('every snippet that is not a fragment type-checks under strict', () => {
    const found = errors.filter((e) => e.snippet.doc !== 'canary.md').map((e) => e.message);
    expect(found, `snippets that do not compile (mark a fragment with \`\`\`tsx fragment):\n${found.join('\n')}`).toEqual([]);
  });
}, 120_000);
