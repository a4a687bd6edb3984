// Plain data (no 'use client'): a React Server Component can read it too.

/** A hit tolerance in CSS pixels per pointer type. */
export interface PickTolerance {
  readonly mouse?: number;
  readonly pen?: number;
  readonly touch?: number;
}

/**
 * The default hit tolerances, CSS pixels: 6 for a mouse or pen, 20 for a
 * finger (a fingertip covers about 40 px; JSXGraph uses 4 and 30, tldraw and
 * Excalidraw 8 for all).
 */
export const PICK_TOLERANCE: Readonly<Required<PickTolerance>> = Object.freeze({ mouse: 6, pen: 6, touch: 20 });
