import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    // GitHub-flavoured Markdown, so the docs pages' tables render as tables
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Props tables from the TypeScript types (react-docgen-typescript), so they show
  // `boolean`, `Vec2` and `(point: Vec2) => void` rather than "union"; our own props only.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !prop.parent.fileName.includes('node_modules'),
    },
  },
  // The network is closed on our machines, and users should not be reported on.
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Fast Refresh while editing components under `storybook dev`; TSDoc links and defaults in props tables.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), react(), docgenLinks()];
    const build = (viteConfig.build ??= {});
    // Storybook is one app bundle: our 'use client' markers (meant for the
    // library's users' server-component bundlers) have no meaning here, so the
    // bundler's notice that it drops them is noise; so is its report of how long
    // the MDX plugin took. Other warnings still show.
    const input = (build.rollupOptions ??= {});
    const previous = input.onwarn;
    input.onwarn = (warning, warn) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
      if (previous) previous(warning, warn);
      else warn(warning);
    };
    // Storybook's own preview runtime is a single large chunk; that is expected.
    build.chunkSizeWarningLimit = 2000;
    return viteConfig;
  },
};

/**
 * Props tables read the docgen info of our own modules (`X.__docgenInfo = {…}`
 * lines, JSON). Two fixes there: `{@link Name}` and `{@link Name | text}`, which
 * would stay raw in the Markdown of a description, become code; and a prop's
 * TSDoc `@defaultValue` fills the Default column (react-docgen-typescript only
 * reads JSDoc's `@default`, and our defaults live in destructuring it cannot
 * see through `memo`).
 */
function docgenLinks(): PluginOption {
  const link = /\{@link\s+([^}|\s]+)\s*(?:\|\s*([^}]+?)\s*)?\}/g;
  const unlink = (text: string) => text.replace(link, (_, name: string, label?: string) => '`' + (label ?? name) + '`');
  const info = /^(.*\.__docgenInfo = )(\{.*\});$/;
  interface Prop {
    description?: string;
    defaultValue?: { value: string } | null;
    tags?: Record<string, string>;
  }
  return {
    name: 'hitkit-docgen-links',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/') || !code.includes('__docgenInfo')) return null;
      const out = code
        .split('\n')
        .map((line) => {
          // (only a table with a link or a stated default needs rewriting)
          if (!line.includes('{@link') && !line.includes('"defaultValue":"')) return line;
          const match = info.exec(line);
          if (!match?.[1] || !match[2]) return line;
          const doc = JSON.parse(match[2]) as { description?: string; props?: Record<string, Prop> };
          if (doc.description) doc.description = unlink(doc.description);
          for (const prop of Object.values(doc.props ?? {})) {
            if (prop.description) prop.description = unlink(prop.description);
            const stated = prop.tags?.defaultValue;
            // (TSDoc escapes braces and at signs with a backslash)
            if (!prop.defaultValue && stated) prop.defaultValue = { value: stated.replace(/\\([{}@])/g, '$1') };
          }
          return `${match[1]}${JSON.stringify(doc)};`;
        })
        .join('\n');
      return { code: out, map: null };
    },
  };
}

export default config;
