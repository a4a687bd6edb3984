import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has PointerEvent but no pointer capture; @use-gesture/react calls it on
// pointer down/up. Events already stay on their target in user-event's pointer
// API, so recording the capture is all a test needs.
if (!Element.prototype.setPointerCapture) {
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
if (!('clipboard' in navigator)) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async () => {}, readText: async () => '', write: async () => {}, read: async () => [] },
  });
}

afterEach(() => {
  cleanup();
});
