/// <reference types="vite/client" />
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';

// jsdom has PointerEvent but no pointer capture; @use-gesture/react calls it on
// pointer down/up. Events already stay on their target in user-event's pointer
// API, so recording the capture is all a test needs.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  const captured = new WeakMap<Element, Set<number>>();
  Element.prototype.setPointerCapture = function setPointerCapture(id: number) {
    const ids = captured.get(this) ?? new Set<number>();
    ids.add(id);
    captured.set(this, ids);
  };
  Element.prototype.hasPointerCapture = function hasPointerCapture(id: number) {
    return captured.get(this)?.has(id) ?? false;
  };
  Element.prototype.releasePointerCapture = function releasePointerCapture(id: number) {
    captured.get(this)?.delete(id);
  };
}

// Without navigator.clipboard, Storybook injects no userEvent into play
// functions (see shared/TOOLING.md).
if (typeof navigator !== 'undefined' && !('clipboard' in navigator)) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => {}, readText: async () => '', write: async () => {}, read: async () => [] },
  });
}

// Property tests: under CI=true every run draws the same cases, so a red CI
// means a change, not luck; elsewhere each run draws new ones. A failure
// prints its seed: FC_SEED=<seed> replays that run's cases.
const replaySeed = typeof process === 'undefined' ? undefined : process.env['FC_SEED'];
if (replaySeed !== undefined && replaySeed !== '') fc.configureGlobal({ seed: Number(replaySeed) });
else if (import.meta.env.CI) fc.configureGlobal({ seed: 20261121 });

afterEach(() => {
  cleanup();
});
