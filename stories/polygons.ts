import type { Vec2 } from '../src';

/** A concave "C": a notch cut in from the right between y = 30 and 70 (the polygon stories' test shape). */
export const NOTCHED: readonly Vec2[] = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 30 },
  { x: 40, y: 30 },
  { x: 40, y: 70 },
  { x: 100, y: 70 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];
