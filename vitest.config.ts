import { defineConfig } from 'vitest/config';

// One DOM environment (jsdom) for every test file, so snapshots have one shape.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
  },
});
