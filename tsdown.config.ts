import { defineConfig } from 'tsdown';

// One build with two entries, so `hitkit` imports the geometry from
// `hitkit/geometry`'s own file instead of carrying a second copy. Only the
// `hitkit` entry (which holds client components) gets 'use client';
// `hitkit/geometry` stays usable from server code and workers. Each entry gets
// one bundled .d.ts. react, react-dom, @use-gesture/react and robust-predicates
// stay external (peer and runtime dependencies).
export default defineConfig({
  entry: { index: 'src/index.ts', geometry: 'src/geometry/index.ts' },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  outputOptions: {
    banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
  },
});
