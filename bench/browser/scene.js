// The stress scene shared by the three pages (bench/browser/*.tsx) and the
// driver (run.mjs): plain JavaScript so that Node runs it as it is.
//
// Scene units, y down: a 1000 × 1000 view drawn at 800 × 800 CSS pixels at the
// page's top-left corner (0.8 px per unit) in all three pages. The anchor is
// the centre; the probe starts at (900, 500) and the drag goes 300° around the
// anchor on a wavy circle, one real pointer move per step, on whole pixels.

import { random } from '../random.js';

/** Scene units across the (square) view. */
export const VIEW = 1000;
/** CSS pixels across the figure. */
export const PX = 800;
/** Scene units per CSS pixel. */
export const UNITS_PER_PX = VIEW / PX;
/** The fixed end of the segment. */
export const ANCHOR = { x: 500, y: 500 };
/** Where the probe starts (scene units); on a whole pixel. */
export const START = { x: 900, y: 500 };
/** The scene sizes measured. */
export const SIZES = [100, 1000, 5000];
/** The seed of the circles. */
export const SEED = 0x5eed;

/** The first `n` circles of the seeded sequence: centres anywhere in the view, radii 3–11 units. */
export function makeCircles(n, seed = SEED) {
  const next = random(seed);
  const circles = [];
  for (let i = 0; i < n; i++) {
    const x = next() * VIEW;
    const y = next() * VIEW;
    const radius = 3 + next() * 8;
    circles.push(Object.freeze({ center: Object.freeze({ x, y }), radius }));
  }
  return Object.freeze(circles);
}

/**
 * The pointer path in CSS pixels (relative to the figure's top-left corner):
 * element 0 is the press point (the probe's start), elements 1..moves the moves.
 * Whole pixels, so the scene position of the release point is exact.
 */
export function pointerPath(moves) {
  const cx = ANCHOR.x / UNITS_PER_PX;
  const cy = ANCHOR.y / UNITS_PER_PX;
  const points = [{ x: START.x / UNITS_PER_PX, y: START.y / UNITS_PER_PX }];
  for (let k = 1; k <= moves; k++) {
    const angle = (k / moves) * (300 / 180) * Math.PI; // 300° in all, whatever the number of moves
    const r = 320 - 60 * Math.sin(3 * angle); // 260–380 px from the anchor: inside the figure
    points.push({ x: Math.round(cx + r * Math.cos(angle)), y: Math.round(cy - r * Math.sin(angle)) });
  }
  return points;
}
