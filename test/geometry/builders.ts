import type { Circle, Rect, Segment, Vec2 } from '../../src/geometry';

/** Terse, unvalidated shape literals for the geometry tests. */

export const v = (x: number, y: number): Vec2 => ({ x, y });
export const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({
  start: { x: x1, y: y1 },
  end: { x: x2, y: y2 },
});
export const disk = (x: number, y: number, radius: number): Circle => ({ center: { x, y }, radius });
export const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/** Euclidean distance between two points. */
export const gap = (a: Vec2, b: Vec2) => Math.hypot(a.x - b.x, a.y - b.y);

/** `start + t·(end − start)`. */
export const at = (s: Segment, t: number): Vec2 => ({
  x: s.start.x + t * (s.end.x - s.start.x),
  y: s.start.y + t * (s.end.y - s.start.y),
});

/** Vectors (directions, displacements) in results do not move with a scene; points do. */
const VECTORS = new Set(['normal', 'pushOut']);

/**
 * Moves a scene or a result by `by` in x and y: every `x`, `y` except those of
 * the vectors. Rects move too (their `x`, `y`); sizes and radii stay.
 */
export function move<T>(value: T, by: number): T {
  if (Array.isArray(value)) return value.map((item: unknown) => move(item, by)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = VECTORS.has(key) ? item : (key === 'x' || key === 'y') && typeof item === 'number' ? item + by : move(item, by);
  }
  return out as T;
}
