import { defineConfig } from 'tsdown';

// Two entries, built apart so that only `hitkit` (which holds client components)
// carries 'use client'; `hitkit/geometry` stays usable from server code and
// workers. Each gets one bundled .d.ts. react, react-dom and @use-gesture/react
// stay external (peer and runtime dependencies).
const common = {
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  outDir: 'dist',
  sourcemap: true,
} as const;

export default defineConfig([
  { ...common, entry: { geometry: 'src/geometry/index.ts' }, clean: true },
  { ...common, entry: { index: 'src/index.ts' }, clean: false, banner: { js: "'use client';" } },
]);
