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

/**
 * A closed rectangle turned about its centre: `width` along its own x axis, `height` along its
 * own y axis, both ≥ 0, and `rotation` the angle in radians from the scene's +x axis to the
 * rectangle's own x axis — positive turns +x towards +y, which is clockwise on screen (y down)
 * and counter-clockwise in a yUp Scene. Corners, in order: centre ± the half-extents along its
 * axes (see `rotatedRectCorners`). A zero-size rotated rect is its centre.
 */
export interface RotatedRect {
  readonly center: Vec2;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
}

/**
 * An infinite straight line `a·x + b·y + c = 0` (article “Shape classes 3: distance” (図形クラス3「距離」)'s
 * general form); `(a, b)` is a normal of the line and must not be `(0, 0)`.
 *
 * Lines made by `lineThrough(p, q)` have a unit normal, so `a·x + b·y + c` is
 * the signed distance of `(x, y)`: positive on the front side (article 002's 表),
 * which is the side `(a, b)` points to, negative on the back side (裏). Its
 * direction, from `p` towards `q`, is `(b, −a)`; the front side is on your
 * right as you look from `p` to `q` with y down, on your left in a `yUp` Scene.
 */
export interface Line {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/**
 * A point on a segment with its parameter along it: `t = 0` at `start`, `t = 1`
 * at `end`, and `point = start + t·(end − start)` in between (exactly `start` or
 * `end` at the two ends).
 */
export interface SegmentPoint {
  /** The point, scene units. */
  readonly point: Vec2;
  /** Its parameter along `start → end`, in [0, 1]. */
  readonly t: number;
}

/**
 * A half-line from `origin` along `direction` (any nonzero length; only its
 * direction matters). Scene units, y down.
 */
export interface Ray {
  readonly origin: Vec2;
  readonly direction: Vec2;
}

/**
 * An open path through `points` (at least 2), each consecutive pair a closed
 * segment. Repeated consecutive points are allowed (a zero-length segment is its
 * point); a polyline whose points are all equal is that point.
 */
export interface Polyline {
  readonly points: readonly Vec2[];
}

/**
 * A closed polygon through `points` (at least 3), implicitly closed (the last
 * point joins the first); any winding, concave allowed. Its region is closed
 * (the boundary belongs to it). A self-intersecting polygon's inside follows a
 * fill rule: even-odd by default, non-zero on request. Repeated consecutive
 * points are allowed; a zero-area polygon is its boundary.
 */
export interface Polygon {
  readonly points: readonly Vec2[];
}

/** How a self-intersecting polygon's inside is counted. */
export type FillRule = 'evenodd' | 'nonzero';
