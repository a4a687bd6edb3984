// The docs pages (stories/*.mdx) compiled as Storybook compiles them, with the
// remark plugins .storybook/main.ts gives addon-docs: every Markdown table
// must come out as a table, not as text that starts with "|".
import { describe, expect, it } from 'vitest';
import loader from '@storybook/addon-docs/mdx-loader';
import config from '../.storybook/main';

const sources = import.meta.glob<string>('../stories/*.mdx', { query: '?raw', import: 'default', eager: true });
const pages = Object.keys(sources).map((file) => file.replace('../stories/', ''));
const read = (page: string) => sources[`../stories/${page}`]!;

/** The mdxCompileOptions main.ts gives addon-docs. */
function compileOptions(): object {
  const docs = (config.addons ?? []).find((a) => typeof a === 'object' && a.name === '@storybook/addon-docs') as
    { options?: { mdxPluginOptions?: { mdxCompileOptions?: object } } } | undefined;
  return docs?.options?.mdxPluginOptions?.mdxCompileOptions ?? {};
}

/** Compiles a page through addon-docs' own loader. */
function compile(source: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call(
      {
        resourcePath: file,
        getOptions: () => ({ mdxCompileOptions: compileOptions() }),
        async: () => (error, code) => (error ? reject(error) : resolve(code ?? '')),
      },
      source,
    );
  });
}

/** Markdown tables in a page: a header row followed by a |---| row. */
const tables = (source: string) => source.match(/^\|.*\|\s*\n\|(\s*:?-+:?\s*\|)+\s*$/gm) ?? [];

describe('docs pages', () => {
  it('there are docs pages with tables', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.some((page) => tables(read(page)).length > 0)).toBe(true);
  });
  it.each(pages)('%s: every Markdown table is compiled to a table', async (page: string) => {
    const source = read(page);
    const code = await compile(source, `stories/${page}`);
    const count = tables(source).length;
    expect((code.match(/_components\.table\b/g) ?? []).length).toBeGreaterThanOrEqual(count > 0 ? 1 : 0);
    // no table row left as paragraph text
    for (const table of tables(source)) expect(code).not.toContain(JSON.stringify(table.split('\n')[0]!.trim()).slice(1, 20));
  });
});
