import { createRequire } from 'node:module';
import type * as Check2d from 'check2d';

/**
 * check2d (the engine of detect-collisions), loaded from its CommonJS build:
 * its ES build names a source map it does not ship, which Vite reports as an
 * error on every `vitest run`. Same code, same API.
 */
export const check2d = createRequire(import.meta.url)('check2d') as typeof Check2d;
