import type { Rect, RotatedRect, Vec2 } from '../shapes/types';
import { assertNonNegative, assertPositive, assertRect, assertVec2 } from '../shapes/validate';
import { type Affine, AFFINE_IDENTITY, applyAffine } from './affine';
import { checkBox } from './boxHandles';
import type { BoxTransform } from './transformBox';

/**
 * A two-finger pinch and twist as pure functions of the gesture's start:
 * `twoPointSimilarity` (the map that sends two points onto two others) and
 * `pinchBox` (a transform box under it, with a minimum size and a rotation
 * magnet). As with `resizeBox` and `rotateBox`, every frame is computed from
 * the touches where they landed and where they are now, never from the frame
 * before, so fingers that come back to where they landed give the identity
 * exactly. Scene units, y down (a positive angle turns clockwise on screen;
 * counter-clockwise in a yUp Scene).
 *
 * @packageDocumentation
 */

/** A similarity transform: a uniform scale and a turn, then a move (no skew, no flip). */
export interface Similarity {
  /** The uniform scale factor, ≥ 0 (1: the size is kept). */
  readonly scale: number;
  /** The angle turned, radians, in (−π, π] (positive: clockwise on screen, y down). */
  readonly angle: number;
  /** The map itself (SVG matrix layout), for `applyAffine` and `transformShape`. */
  readonly map: Affine;
}

/**
 * The similarity (uniform scale, turn, move; never a skew or a flip) that
 * sends `from0` onto `to0` and `from1` onto `to1`: the two-finger pinch and
 * twist of touch screens. In complex numbers `z ↦ k·(z − m₀) + m`, with
 * `k = (to1 − to0) / (from1 − from0)` and `m₀`, `m` the two midpoints, so the
 * midpoint of the start pair goes to the midpoint of the current pair, the
 * scale is the ratio of the two distances and the angle the turn of the line
 * through the points. It maps both pairs exactly up to rounding (a few ulps of
 * the coordinates), and is the identity exactly when `to0 = from0` and `to1 = from1`.
 *
 * Degenerate input: when `from0` and `from1` are the same point (or so close
 * that the square of their distance underflows to 0) no scale or
 * turn can be told, and the result is the move that takes that point to the
 * current midpoint (scale 1, angle 0). When `to0` and `to1` are the same point
 * (and the start ones are not), the scale is 0 and the angle 0: everything
 * collapses onto that point (a transform box keeps its minimum size, see
 * {@link pinchBox}).
 *
 * @param from0 - the first point at the start (the first finger where it landed), scene units
 * @param from1 - the second point at the start
 * @param to0 - where the first point is now
 * @param to1 - where the second point is now
 * @throws TypeError / RangeError naming a point that is not a finite `{ x, y }`, and
 *   when the scale is not a finite number (the start points so close, or all the
 *   coordinates so large, around 1e154, that the squared distances overflow)
 */
export function twoPointSimilarity(from0: Vec2, from1: Vec2, to0: Vec2, to1: Vec2): Similarity {
  assertVec2(from0, 'twoPointSimilarity.from0');
  assertVec2(from1, 'twoPointSimilarity.from1');
  assertVec2(to0, 'twoPointSimilarity.to0');
  assertVec2(to1, 'twoPointSimilarity.to1');
  const ux = from1.x - from0.x;
  const uy = from1.y - from0.y;
  const vx = to1.x - to0.x;
  const vy = to1.y - to0.y;
  const m0 = midpoint(from0, from1);
  const m = midpoint(to0, to1);
  const squared = ux * ux + uy * uy;
  if (squared === 0) return { scale: 1, angle: 0, map: similarityMap(1, 0, m0, m) };
  // k = v / u as complex numbers: (v · conj u) / |u|²; exactly (1, 0) when v = u
  const a = (vx * ux + vy * uy) / squared;
  const b = (vy * ux - vx * uy) / squared;
  const scale = Math.hypot(a, b);
  if (!Number.isFinite(scale) || !Number.isFinite(squared)) {
    throw new RangeError(`twoPointSimilarity: the scale from (from0, from1) to (to0, to1) is not a finite number (start distance² ${squared})`);
  }
  return { scale, angle: scale === 0 ? 0 : Math.atan2(b, a), map: similarityMap(a, b, m0, m) };
}

/** Options of {@link pinchBox}. */
export interface PinchOptions {
  /**
   * The smallest width, scene units (default 0): the scale stops where the box
   * would get narrower. A box that starts narrower is not widened, only kept
   * from shrinking further; an axis of zero extent is never limited.
   */
  readonly minWidth?: number;
  /** The smallest height, scene units (default 0); as `minWidth`. */
  readonly minHeight?: number;
  /**
   * A rotation magnet: a twist within `snapTolerance` of none leaves the box's
   * rotation as it started (so the jitter of a pure pinch never turns a shape,
   * and a rect stays a rect); otherwise the box's resulting rotation snaps to a
   * multiple of `snapStep` when it is within `snapTolerance` of one. Default
   * `false`: the box turns by the fingers' angle.
   */
  readonly snap?: boolean;
  /** The snapping step, radians, > 0. Default π/12 (15°). */
  readonly snapStep?: number;
  /** How far from a multiple of `snapStep` a rotation still snaps to it, radians. Default π/60 (3°). */
  readonly snapTolerance?: number;
  /**
   * A rect, scene units, that the pinched box's axis-aligned bounds stay inside
   * (a selection's `bounds`, as its moves have them). First the scale stops
   * where the box, at the rotation it turns to, would no longer fit (so a
   * twist in a tight space shrinks it to fit, like a picture turned in a
   * frame), never below the minimum size; then the box is moved by the least
   * offset that puts it inside. When it cannot fit even at its minimum size
   * (or the bounds are smaller than the box at the start and `minWidth` /
   * `minHeight` keep it from shrinking to them), on that axis its least side
   * (least x, least y) goes on the bounds' least side, as a group move's
   * `bounds` do. A box that starts outside the bounds goes inside on the first
   * frame, so the identity is then not kept. Default: no bounds.
   */
  readonly bounds?: Rect;
}

/**
 * A transform box under a two-finger pinch and twist, from the start of the
 * gesture: the {@link twoPointSimilarity} of the two touches where they landed
 * (`startTouches`) to where they are now (`touches`), so the box scales
 * uniformly and turns about the midpoint of the fingers and moves with it.
 * The scale is limited so that neither side gets under its minimum (the
 * midpoint still follows the fingers), and with `snap` the box's rotation
 * snaps to the steps within the tolerance; the map is then rebuilt from the
 * limited scale and snapped angle. With `bounds` the box stays inside them
 * (see {@link PinchOptions.bounds}). A pinch never flips: `scaleX = scaleY ≥ 0`.
 * Touches back where they landed give the identity exactly, with or without `snap`.
 *
 * Degenerate input is {@link twoPointSimilarity}'s: two start touches at one
 * point only move the box; two current touches at one point shrink it to its
 * minimum size.
 *
 * @param start - the box when the gesture started
 * @param startTouches - the two touches where they landed, scene units
 * @param touches - the same two touches now, in the same order
 * @returns the proposed box, `scaleX = scaleY` (the scale), `angle` (the turn) and the map from the start box
 * @throws TypeError / RangeError naming a bad box, touch or option (and as {@link twoPointSimilarity})
 */
export function pinchBox(start: RotatedRect, startTouches: readonly [Vec2, Vec2], touches: readonly [Vec2, Vec2], options: PinchOptions = {}): BoxTransform {
  checkBox(start, 'pinchBox.start');
  const { minWidth = 0, minHeight = 0, snapStep = Math.PI / 12, snapTolerance = Math.PI / 60 } = options;
  assertNonNegative(minWidth, 'pinchBox.options.minWidth');
  assertNonNegative(minHeight, 'pinchBox.options.minHeight');
  assertPositive(snapStep, 'pinchBox.options.snapStep');
  assertNonNegative(snapTolerance, 'pinchBox.options.snapTolerance');
  if (options.bounds !== undefined) assertRect(options.bounds, 'pinchBox.options.bounds');
  if (!Array.isArray(startTouches) || startTouches.length !== 2) throw new TypeError('pinchBox.startTouches must be an array of two points');
  if (!Array.isArray(touches) || touches.length !== 2) throw new TypeError('pinchBox.touches must be an array of two points');
  const [p0, p1] = startTouches;
  const [q0, q1] = touches;
  const sim = twoPointSimilarity(p0, p1, q0, q1);
  // the smallest scale: a side already under its minimum is not widened; a zero side is not limited
  const least = Math.min(1, Math.max(floor(start.width, minWidth), floor(start.height, minHeight)));
  let scale = Math.max(sim.scale, least);
  let angle = sim.angle;
  let rotation = start.rotation + angle;
  if (options.snap === true && Math.abs(angle) <= snapTolerance) {
    // the start rotation is a magnet too, and the first: an untwisted pinch never turns
    angle = 0;
    rotation = start.rotation;
  } else if (options.snap === true) {
    const snapped = Math.round(rotation / snapStep) * snapStep + 0; // no −0
    if (Math.abs(rotation - snapped) <= snapTolerance && snapped !== rotation) {
      rotation = snapped;
      angle = snapped - start.rotation;
    }
  }
  const bounds = options.bounds;
  // the box's axis-aligned extent per unit of scale, at the rotation it turns to
  const cos = Math.abs(Math.cos(rotation));
  const sin = Math.abs(Math.sin(rotation));
  const ex = cos * start.width + sin * start.height;
  const ey = sin * start.width + cos * start.height;
  if (bounds) scale = Math.min(scale, Math.max(least, Math.min(ex > 0 ? bounds.width / ex : Infinity, ey > 0 ? bounds.height / ey : Infinity)));
  let map =
    scale === sim.scale && angle === sim.angle ? sim.map : similarityMap(scale * Math.cos(angle), scale * Math.sin(angle), midpoint(p0, p1), midpoint(q0, q1));
  let center = applyAffine(map, start.center);
  if (bounds) {
    const dx = keepInside(center.x, (scale * ex) / 2, bounds.x, bounds.width);
    const dy = keepInside(center.y, (scale * ey) / 2, bounds.y, bounds.height);
    if (dx !== 0 || dy !== 0) {
      map = Object.freeze({ ...map, e: map.e + dx + 0, f: map.f + dy + 0 });
      center = { x: center.x + dx, y: center.y + dy };
    }
  }
  const box: RotatedRect = { center, width: start.width * scale, height: start.height * scale, rotation };
  return { box, scaleX: scale, scaleY: scale, angle, map };
}

/**
 * The offset along one axis that puts `[c − half, c + half]` inside
 * `[lo, lo + size]`; too long to fit, its low end goes on `lo`.
 */
function keepInside(c: number, half: number, lo: number, size: number): number {
  let d = 0;
  if (c + half > lo + size) d = lo + size - (c + half);
  if (c - half + d < lo) d = lo - (c - half);
  return d;
}

/** The least scale a side of `size` may take to stay at `min` (0 for a zero side). */
function floor(size: number, min: number): number {
  return size === 0 ? 0 : Math.min(min, size) / size;
}

function midpoint(p: Vec2, q: Vec2): Vec2 {
  return { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
}

/**
 * `x ↦ m + K·(x − m0)` with `K = [a −b; b a]` (scale and turn as one complex
 * number `a + ib`): the identity exactly when `a = 1`, `b = 0` and `m = m0`.
 */
function similarityMap(a: number, b: number, m0: Vec2, m: Vec2): Affine {
  if (a === 1 && b === 0 && m.x === m0.x && m.y === m0.y) return AFFINE_IDENTITY;
  const c = -b + 0;
  return Object.freeze({ a, b: b + 0, c, d: a, e: m.x - (a * m0.x + c * m0.y) + 0, f: m.y - (b * m0.x + a * m0.y) + 0 });
}
