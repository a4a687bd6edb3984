'use client';
import { createContext } from 'react';

// Which element takes a press: what every draggable's press listeners and a
// Scene's router share. The registry is keyed by element: an element carries
// at most one draggable part, and its entry goes when its listeners do.

/**
 * Decides which grabbable element takes a pointer that went down on `element`
 * (a Scene routes a press to the handle whose visible dot is under the
 * pointer, else to the nearest handle centre). Returns `element` to keep it.
 */
export interface GrabRouter {
  route(event: PointerEvent, element: Element): Element;
}

/** The {@link GrabRouter} of the nearest Scene; `null` outside one (every element then takes its own presses). */
export const GrabRouterContext = createContext<GrabRouter | null>(null);

/** How to start a gesture on an element that has our handle props: what a router hands a pointer to. */
const takers = new WeakMap<Element, (event: PointerEvent) => void>();

/** Whether `element` carries handle props of a live draggable (a router only hands pointers to those). @internal */
export function isGrabbable(element: Element): boolean {
  return takers.has(element);
}

/** What starts a gesture on `element`, when it is grabbable. @internal */
export function takerOf(element: Element): ((event: PointerEvent) => void) | undefined {
  return takers.get(element);
}

/** Makes `element` grabbable: a press routed to it calls `take`. Returns what undoes it. @internal */
export function makeGrabbable(element: Element, take: (event: PointerEvent) => void): () => void {
  takers.set(element, take);
  return () => {
    takers.delete(element);
  };
}
