import type { Polygon, RotatedRect, Vec2 } from './types';

/**
 * A rotated rect's corners: the one function that says which region a
 * `RotatedRect` is.
 *
 * **Exactness contract.** A rotated rect IS the closed quadrilateral (a polygon
 * of four points) through the four corners `rotatedRectCorners` computes, with
 * this fixed formula (left to right, in floating point):
 *
 * ```
 * c = cos(rotation), s = sin(rotation), hw = width / 2, hh = height / 2
 * u = (c·hw, s·hw)            // half its own x axis
 * v = (−s·hh, c·hh)           // half its own y axis
 * corners: center − u − v, center + u − v, center + u + v, center − u + v
 * ```
 *
 * (at rotation 0: top-left, top-right, bottom-right, bottom-left, y down; in
 * that order the corners run clockwise on screen). Every exact query of a
 * rotated rect (hit tests, which side, crossing decisions) is exact with
 * respect to those computed corners, so it answers as the same polygon does
 * under the polygon functions (`pointInPolygon`, `segmentPolygonHit`, …), and
 * in a world as that polygon does. Distances and closest points are the
 * polygon functions' floating-point ones (within a few ulps of the exact
 * distance to that quadrilateral).
 *
 * How far the computed corners are from the true ones: with `Math.cos` and
 * `Math.sin` within 1 ulp (fdlibm, as in V8, SpiderMonkey and JavaScriptCore),
 * each coordinate is within `4·2⁻⁵³·(|center coordinate| + hw + hh)` of the
 * corner of the rectangle turned by exactly `rotation`. So a rotation of
 * `Math.PI / 2` is not exactly a quarter turn (`cos(Math.PI / 2)` is about
 * 6e-17), and a rotated rect at rotation 0 has the corners `center ± (hw, hh)`
 * exactly rounded. A zero-size rotated rect has four corners equal to its
 * centre (a point); a zero-width or zero-height one two pairs of equal corners
 * (a segment).
 */

/**
 * The four corners of the rotated rect, in order (see the module notes for the
 * formula and its rounding): `center − u − v`, `center + u − v`,
 * `center + u + v`, `center − u + v`, with `u` half its own x axis and `v` half
 * its own y axis. At rotation 0, y down: top-left, top-right, bottom-right,
 * bottom-left. Allocates the four points and the array.
 *
 * @param r - a valid rotated rect (not re-checked)
 * @returns four new points
 */
export function rotatedRectCorners(r: RotatedRect): [Vec2, Vec2, Vec2, Vec2] {
  const out = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ] as [MutablePoint, MutablePoint, MutablePoint, MutablePoint];
  writeCorners(r, out);
  return out;
}

/** A point the corner writer fills in place (a scratch corner). @internal */
export interface MutablePoint {
  x: number;
  y: number;
}

/** Writes the corners of `r` into the four points of `out` (the one formula: `rotatedRectCorners`'s). @internal */
export function writeCorners(r: RotatedRect, out: readonly MutablePoint[]): void {
  const c = Math.cos(r.rotation);
  const s = Math.sin(r.rotation);
  const hw = r.width / 2;
  const hh = r.height / 2;
  const ux = c * hw;
  const uy = s * hw;
  const vx = -s * hh;
  const vy = c * hh;
  const { x: cx, y: cy } = r.center;
  const p0 = out[0]!;
  const p1 = out[1]!;
  const p2 = out[2]!;
  const p3 = out[3]!;
  p0.x = cx - ux - vx;
  p0.y = cy - uy - vy;
  p1.x = cx + ux - vx;
  p1.y = cy + uy - vy;
  p2.x = cx + ux + vx;
  p2.y = cy + uy + vy;
  p3.x = cx - ux + vx;
  p3.y = cy - uy + vy;
}

/**
 * Writes the corners of `r` as a closed chain `[x0, y0, …, x3, y3, x0, y0]`
 * (10 numbers, the first corner repeated) into `out` from index 0: the layout
 * of a polygon's chain in a world and of the ray cores. @internal
 */
export function writeCornerChain(r: RotatedRect, out: Float64Array): void {
  writeCorners(r, CHAIN_POINTS);
  for (let k = 0; k < 4; k++) {
    out[2 * k] = CHAIN_POINTS[k]!.x;
    out[2 * k + 1] = CHAIN_POINTS[k]!.y;
  }
  out[8] = out[0]!;
  out[9] = out[1]!;
}

/** The polygon of the corners of `r`, newly allocated (for the queries whose result is an object anyway). @internal */
export function cornerPolygon(r: RotatedRect): Polygon {
  return { points: rotatedRectCorners(r) };
}

function scratchQuad(): { readonly points: MutablePoint[] } {
  return {
    points: [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ],
  };
}

/**
 * Module-level scratch: two corner polygons and a corner list, filled and read
 * inside one call of a query that calls no user code (so the scalar queries
 * allocate nothing). Never handed out in a result.
 */
const SCRATCH = [scratchQuad(), scratchQuad()] as const;
const CHAIN_POINTS = scratchQuad().points;

/**
 * The corners of `r` in scratch polygon `which` (0 or 1): valid until the next
 * call with the same `which`. For queries that read it before returning and
 * never return it. @internal
 */
export function scratchCorners(r: RotatedRect, which: 0 | 1): Polygon {
  const quad = SCRATCH[which];
  writeCorners(r, quad.points);
  return quad;
}
