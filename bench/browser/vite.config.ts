// The stress pages of `npm run bench:browser` (bench/browser/run.mjs builds
// them with this file): four pages — hitkit's two patterns (hooks: a hook per
// shape; hitkit: LiveValue), plain React + SVG, Mafs — in one
// production build. `hitkit` is the repo's src/index.ts, so a run measures
// whatever src/ holds. With `mode: 'profiling'`, react-dom/client is React's
// profiling build (`<Profiler onRender>` reports in production; NODE_ENV stays
// 'production') and the output goes to dist/profiling instead of dist/prod.
// With `mode: 'hover'`, the hover scene of hover.mjs alone, in dist/hover;
// with `mode: 'editing'`, the editor of editing.mjs alone, in dist/editing
// (`'editing-unminified'`: the same, unminified, for a CPU profile's names).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** An absolute file path from a path relative to this file. */
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  const profiling = mode === 'profiling';
  // mode 'hover': the hover scene of hover.mjs alone (selection.html), production React, in dist/hover
  const hover = mode === 'hover';
  // mode 'editing': the editor of editing.mjs alone (editing.html), production React, in dist/editing
  const editing = mode === 'editing' || mode === 'editing-unminified';
  return {
    root: here('.'),
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^hitkit$/, replacement: here('../../src/index.ts') },
        ...(profiling ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
      ],
    },
    build: {
      outDir: here(editing ? 'dist/editing' : hover ? 'dist/hover' : profiling ? 'dist/profiling' : 'dist/prod'),
      emptyOutDir: true,
      target: 'es2022',
      minify: mode !== 'editing-unminified',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: editing
          ? { editing: here('editing.html') }
          : hover
            ? { selection: here('selection.html') }
            : { hooks: here('hooks.html'), hitkit: here('hitkit.html'), plain: here('plain.html'), mafs: here('mafs.html') },
      },
    },
  };
});
