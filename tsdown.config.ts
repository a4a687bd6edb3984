import { defineConfig } from 'tsdown';

// Two entries, `hitkit` (src/index.ts) and `hitkit/geometry`
// (src/geometry/index.ts), built module by module (`unbundle`), as ESM (.js)
// and CommonJS (.cjs), each file with its declarations (.d.ts / .d.cts).
// Module by module, so each module keeps its own 'use client' directive: the
// hooks and components are client modules, the geometry is plain code that a
// React Server Component can call whether imported from `hitkit` or
// `hitkit/geometry` (one bundle marked 'use client' made all of it client
// references). `hitkit` reaches the geometry through the same files as
// `hitkit/geometry`, so there is one copy. react, react-dom and
// @use-gesture/react stay external (peer and runtime dependencies).
// No source maps: the package ships no sources for them to point at.
export default defineConfig({
  entry: { index: 'src/index.ts', geometry: 'src/geometry/index.ts' },
  unbundle: true,
  format: ['esm', 'cjs'],
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  outDir: 'dist',
  sourcemap: false,
  clean: true,
});
