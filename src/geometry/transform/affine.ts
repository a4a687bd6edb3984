import type { Vec2 } from '../shapes/types';
import { assertFinite, assertVec2 } from '../shapes/validate';

/**
 * Affine maps of the plane: the small immutable 2×3 matrix a transform box hands
 * to the shapes it moves, and the operations the box needs (compose, invert,
 * apply; translate, rotate about a point, scale about a point along turned axes).
 *
 * Scene units, **y down**: a positive angle turns +x towards +y, which is
 * clockwise on screen (counter-clockwise in a yUp Scene, where the same numbers
 * are drawn mirrored).
 *
 * @packageDocumentation
 */

/**
 * An affine map `p ↦ (a·x + c·y + e, b·x + d·y + f)`: the layout of SVG's
 * `matrix(a b c d e f)` and of `DOMMatrix`, so `[a, c, e]` is the first row and
 * `[b, d, f]` the second. Plain, readonly and serialisable, like the shapes.
 * `(a, b)` is where the map sends the unit x vector, `(c, d)` the unit y vector,
 * `(e, f)` the origin.
 */
export interface Affine {
  /** x of the image of the unit x vector (how much x feeds x'). */
  readonly a: number;
  /** y of the image of the unit x vector (how much x feeds y'). */
  readonly b: number;
  /** x of the image of the unit y vector (how much y feeds x'). */
  readonly c: number;
  /** y of the image of the unit y vector (how much y feeds y'). */
  readonly d: number;
  /** x of the image of the origin: the translation's x, scene units. */
  readonly e: number;
  /** y of the image of the origin: the translation's y, scene units. */
  readonly f: number;
}

/** The identity map (frozen): every point stays where it is. */
export const AFFINE_IDENTITY: Affine = Object.freeze({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 });

/**
 * The affine map with the given coefficients (see {@link Affine} for their
 * layout), frozen.
 *
 * @throws TypeError when a coefficient is not a number; RangeError when it is
 *   not finite (`affine.e must be a finite number, got NaN`)
 */
export function affine(a: number, b: number, c: number, d: number, e: number, f: number): Affine {
  assertFinite(a, 'affine.a');
  assertFinite(b, 'affine.b');
  assertFinite(c, 'affine.c');
  assertFinite(d, 'affine.d');
  assertFinite(e, 'affine.e');
  assertFinite(f, 'affine.f');
  return Object.freeze({ a, b, c, d, e, f });
}

/**
 * The translation by `(dx, dy)` scene units.
 *
 * @throws TypeError / RangeError when `dx` or `dy` is not a finite number
 */
export function affineTranslate(dx: number, dy: number): Affine {
  assertFinite(dx, 'affineTranslate.dx');
  assertFinite(dy, 'affineTranslate.dy');
  return Object.freeze({ a: 1, b: 0, c: 0, d: 1, e: dx, f: dy });
}

/**
 * The rotation by `angle` radians about `pivot` (default the origin). Positive
 * turns +x towards +y: clockwise on screen with y down. `angle = 0` gives the
 * identity exactly (every coefficient 1 or 0), whatever the pivot.
 *
 * @throws TypeError / RangeError when `angle` is not finite or `pivot` is not a point
 */
export function affineRotate(angle: number, pivot: Vec2 = { x: 0, y: 0 }): Affine {
  assertFinite(angle, 'affineRotate.angle');
  assertVec2(pivot, 'affineRotate.pivot');
  return rotationAbout(angle, pivot.x, pivot.y);
}

/**
 * The scale by `scaleX` along a turned x axis and `scaleY` along the turned y
 * axis, about `pivot` (default the origin): the axes are the scene's turned by
 * `rotation` radians (default 0, the scene's own axes). A negative factor
 * mirrors across the other axis through the pivot. The pivot stays fixed; factors
 * of 1 give the identity exactly, whatever the rotation.
 *
 * @throws TypeError / RangeError when an argument is not finite or `pivot` is not a point
 */
export function affineScale(scaleX: number, scaleY: number, pivot: Vec2 = { x: 0, y: 0 }, rotation = 0): Affine {
  assertFinite(scaleX, 'affineScale.scaleX');
  assertFinite(scaleY, 'affineScale.scaleY');
  assertVec2(pivot, 'affineScale.pivot');
  assertFinite(rotation, 'affineScale.rotation');
  return scaleAbout(scaleX, scaleY, pivot.x, pivot.y, rotation);
}

/**
 * `outer ∘ inner`: the map that applies `inner` first, then `outer`
 * (`applyAffine(composeAffine(m, n), p) = applyAffine(m, applyAffine(n, p))`, up
 * to rounding). The matrix product `outer · inner`, as SVG's
 * `transform="outer inner"` reads. Takes valid maps; does not check them.
 */
export function composeAffine(outer: Affine, inner: Affine): Affine {
  return Object.freeze({
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  });
}

/**
 * The inverse map, or `null` when `m` has none: when its determinant `a·d − b·c`
 * is 0 (it collapses the plane onto a line or a point, as a transform box of
 * zero width does) or the inverse would not be finite. The identity's inverse is
 * the identity exactly. Takes a valid map; does not check it.
 */
export function invertAffine(m: Affine): Affine | null {
  const det = m.a * m.d - m.b * m.c;
  if (det === 0 || !Number.isFinite(det)) return null;
  const a = m.d / det;
  const b = -m.b / det + 0;
  const c = -m.c / det + 0;
  const d = m.a / det;
  const e = -(a * m.e + c * m.f) + 0;
  const f = -(b * m.e + d * m.f) + 0;
  if (![a, b, c, d, e, f].every(Number.isFinite)) return null;
  return Object.freeze({ a, b, c, d, e, f });
}

/** Where `m` sends the point `p` (a new point). Takes valid input; does not check it. */
export function applyAffine(m: Affine, p: Vec2): Vec2 {
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
}

/**
 * Where `m`'s linear part sends the vector `v` (a direction or a displacement:
 * the translation `(e, f)` left out). Takes valid input; does not check it.
 */
export function applyAffineToVector(m: Affine, v: Vec2): Vec2 {
  return { x: m.a * v.x + m.c * v.y, y: m.b * v.x + m.d * v.y };
}

/**
 * Whether `m` keeps axes axis-aligned: no turn, or a quarter turn (or a swap
 * of the axes), and no shear (`b = c = 0`, or `a = d = 0`). Rects stay rects
 * under it (`transformShape`). @internal
 */
export function keepsAxesAligned(m: Affine): boolean {
  return (m.b === 0 && m.c === 0) || (m.a === 0 && m.d === 0);
}

/** Whether `m` is the identity exactly (every coefficient 1 or 0). */
export function isIdentityAffine(m: Affine): boolean {
  return m.a === 1 && m.b === 0 && m.c === 0 && m.d === 1 && m.e === 0 && m.f === 0;
}

/**
 * The rotation by `angle` about `(px, py)`, unchecked. Written as `p + R·(x − p)`
 * so that `angle = 0` is the identity exactly. @internal
 */
export function rotationAbout(angle: number, px: number, py: number): Affine {
  if (angle === 0) return AFFINE_IDENTITY;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return fixing(cos, sin, -sin, cos, px, py);
}

/**
 * The scale by `(sx, sy)` along axes turned by `rotation`, about `(px, py)`,
 * unchecked. The linear part is written `I + R·diag(sx − 1, sy − 1)·Rᵀ`, so that
 * unit factors give the identity exactly and a zero rotation gives `diag(sx, sy)`
 * exactly. @internal
 */
export function scaleAbout(sx: number, sy: number, px: number, py: number, rotation: number): Affine {
  const kx = sx - 1;
  const ky = sy - 1;
  if (kx === 0 && ky === 0) return AFFINE_IDENTITY;
  if (rotation === 0) return fixing(sx, 0, 0, sy, px, py);
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const off = (kx - ky) * cos * sin + 0;
  return fixing(1 + kx * cos * cos + ky * sin * sin, off, off, 1 + kx * sin * sin + ky * cos * cos, px, py);
}

/** The map with linear part `[a c; b d]` that keeps `(px, py)` fixed: `p + L·(x − p)`. */
function fixing(a: number, b: number, c: number, d: number, px: number, py: number): Affine {
  return Object.freeze({ a, b, c, d, e: px - (a * px + c * py) + 0, f: py - (b * px + d * py) + 0 });
}
