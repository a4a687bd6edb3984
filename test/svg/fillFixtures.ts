import type { Vec2 } from '../../src';

// The polygons the fill tests draw (jsdom's path data and Chromium's own fill test).

/** A triangle running the other way round from a rect's corners: (30, 20) → (30, 45) → (80, 45). */
export const TRIANGLE_BACKWARDS: readonly Vec2[] = [
  { x: 30, y: 20 },
  { x: 30, y: 45 },
  { x: 80, y: 45 },
];

/** A bowtie (its edges cross at (25, 75)): its lobes left and right, nothing between them above and below. */
export const BOWTIE: readonly Vec2[] = [
  { x: 10, y: 60 },
  { x: 40, y: 90 },
  { x: 40, y: 60 },
  { x: 10, y: 90 },
];
