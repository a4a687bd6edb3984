/**
 * The plain, immutable shapes every hitkit query takes.
 *
 * Coordinates are SVG user units with x to the right and **y down** (as in every
 * browser, and as in the source articles 001 and 003). They are plain readonly
 * objects: serialisable as JSON, safe to pass as React props and Storybook args.
 *
 * @packageDocumentation
 */

/** A point or a vector. */
export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

/** A closed line segment from `start` to `end`. A zero-length segment is its point. */
export interface Segment {
  readonly start: Vec2;
  readonly end: Vec2;
}

/** A closed disk. A zero-radius circle is its centre. */
export interface Circle {
  readonly center: Vec2;
  readonly radius: number;
}

/**
 * A closed axis-aligned rectangle; `(x, y)` is its top-left corner (y down), so it
 * spans `[x, x + width] × [y, y + height]`. A zero-size rect is its corner.
 */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
