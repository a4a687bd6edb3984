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
    // Fast Refresh while editing components under `storybook dev`; TSDoc links readable in props tables.
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
 * Props tables show each prop's TSDoc as Markdown, where `{@link Name}` and
 * `{@link Name | text}` would stay raw: in the docgen info the props tables
 * read (`X.__docgenInfo = {…}` lines of our own modules), they become code.
 */
function docgenLinks(): PluginOption {
  const link = /\{@link\s+([^}|\s]+)\s*(?:\|\s*([^}]+?)\s*)?\}/g;
  return {
    name: 'hitkit-docgen-links',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/') || !code.includes('__docgenInfo') || !code.includes('{@link')) return null;
      const out = code
        .split('\n')
        .map((line) => (line.includes('__docgenInfo') ? line.replace(link, (_, name: string, text?: string) => '`' + (text ?? name) + '`') : line))
        .join('\n');
      return { code: out, map: null };
    },
  };
}

export default config;
