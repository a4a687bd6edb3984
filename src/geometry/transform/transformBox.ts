import type { RotatedRect, Vec2 } from '../shapes/types';
import { assertFinite, assertNonNegative, assertPositive, assertVec2 } from '../shapes/validate';
import { type Affine, AFFINE_IDENTITY, applyAffine, composeAffine, rotationAbout, scaleAbout } from './affine';
import { checkBox, HANDLE_SIGNS, handleSigns, type ResizeHandle } from './boxHandles';

/**
 * The transform box's gestures as pure functions: `resizeBox` (a corner or edge
 * handle dragged) and `rotateBox` / `rotateBoxBy` (the rotation handle, a key, a
 * two-finger twist). Each takes the box **as it was when the gesture started**
 * and the pointer now, and returns the proposed box and the affine map from the
 * start box to it; the caller applies that map to the shapes **as they were at
 * the start** (`transformShape`). No frame reads the frame before it, so nothing
 * accumulates: a gesture whose pointer comes back to where it started gives the
 * identity map exactly, and the shapes their start values bit for bit.
 *
 * The box is a {@link RotatedRect}: rotation 0 for the axis-aligned box of
 * several shapes, the shape's own for one rotated rect. Scene units, y down
 * (a positive angle turns clockwise on screen; counter-clockwise in a yUp Scene).
 *
 * @packageDocumentation
 */

/** What a transform box gesture proposes for the current frame. */
export interface BoxTransform {
  /** The proposed box (width and height ≥ 0; its rotation is not normalised). */
  readonly box: RotatedRect;
  /**
   * The signed scale along the start box's own x axis: the new width over the
   * start width, negative when the box was flipped (mirrored across its own y
   * axis); 1 for a rotation, and 1 along an axis `resizeBox` cannot scale
   * (zero start extent, or one within the rounding of the box's coordinates).
   */
  readonly scaleX: number;
  /** The signed scale along the start box's own y axis (see `scaleX`). */
  readonly scaleY: number;
  /** The angle turned from the start box, radians (positive: clockwise on screen, y down); 0 for a resize. */
  readonly angle: number;
  /**
   * The map from the start box to the proposed one: apply it to the shapes as
   * they were at the start (`transformShape`). The identity exactly when the
   * pointer is where it started (and no snap or bound-box function moved the box).
   */
  readonly map: Affine;
}

/**
 * The app's last word on a frame (Konva's `boundBoxFunc`): given the box the
 * gesture proposes and the box at the start, return the box to use (the
 * proposed one to accept it, `start` to refuse the frame, or any other box: a
 * clamped size, a position kept inside bounds). It is called once per frame and
 * must return a valid box (finite, sizes ≥ 0); it gets the start box, not the
 * previous frame's (unlike Konva), so its answer cannot drift either. An axis
 * the gesture cannot scale (no start extent, or one within the rounding of the
 * box's coordinates: see `resizeBox`) keeps its start size whatever the
 * function returns for it.
 */
export type BoundBoxFunction = (proposed: RotatedRect, start: RotatedRect) => RotatedRect;

/** Options of {@link resizeBox}: the modifiers of a resize. */
export interface ResizeOptions {
  /**
   * Keep the box's width-to-height ratio (Shift, usually). At a corner the scale
   * is the projection of the pointer's movement on the diagonal through the fixed
   * corner; at an edge the other side scales by the same factor, about the centre
   * line. Default `false`.
   */
  readonly keepRatio?: boolean;
  /** Scale about the box's centre instead of the opposite side (Alt, usually). Default `false`. */
  readonly fromCenter?: boolean;
  /**
   * Whether dragging past the opposite side flips (mirrors) the box. With
   * `false` the box stops at its minimum size there instead. Default `true`.
   */
  readonly flip?: boolean;
  /**
   * The smallest width, scene units (default 0). A box that starts narrower is
   * not widened, only kept from shrinking further; when flipping, the width jumps
   * from `minWidth` on one side to `minWidth` on the other.
   */
  readonly minWidth?: number;
  /** The smallest height, scene units (default 0); as `minWidth`. */
  readonly minHeight?: number;
  /** The app's last word on each frame's box; see {@link BoundBoxFunction}. */
  readonly boundBox?: BoundBoxFunction;
}

/** Options of {@link rotateBox} and {@link rotateBoxBy}: the modifiers of a rotation. */
export interface RotateOptions {
  /** The point to turn about, scene units (default the start box's centre). A pivot the user moved goes here. */
  readonly pivot?: Vec2;
  /** Snap the box's rotation to a multiple of `snapStep` (Shift, usually). Default `false`. */
  readonly snap?: boolean;
  /** The snapping step, radians, > 0. Default π/12 (15°). */
  readonly snapStep?: number;
  /**
   * How far from a multiple of `snapStep` a rotation still snaps to it, radians
   * (Konva's `rotationSnapTolerance`). Default `snapStep / 2`: every rotation
   * snaps, as Shift-rotate does in most editors; a smaller value snaps only near
   * the steps (a "magnet", useful with `snap` always on).
   */
  readonly snapTolerance?: number;
  /** The app's last word on each frame's box; see {@link BoundBoxFunction}. */
  readonly boundBox?: BoundBoxFunction;
}

/**
 * Resizes a transform box by dragging one of its 8 handles, from the start of
 * the gesture: the handle moves with the pointer (by `pointer − startPointer`,
 * measured along the box's own axes, so grabbing a handle off-centre does not
 * jump), and the opposite corner — or, for an edge handle, the opposite edge —
 * stays fixed in scene coordinates, for a rotated box too. An edge handle changes
 * one side only (both with `keepRatio`).
 *
 * Modifiers (see {@link ResizeOptions}): `keepRatio`, `fromCenter` (the centre
 * stays fixed instead), `flip` (dragging past the opposite side mirrors the box:
 * a negative `scaleX`/`scaleY`), `minWidth`/`minHeight`, `boundBox`. An axis of
 * zero start extent (the box of a vertical segment has width 0) is never scaled:
 * no map can give it a size; nor is one within the rounding of the box's
 * coordinates (width ≤ ε · max(|centre.x|, |centre.y|, 1): a subnormal width,
 * a vertical segment turned by 1e-17 rad), nor one whose scale would overflow.
 *
 * Ties: a pointer exactly at the opposite side with `flip` gives the minimum size
 * unflipped (scale +0 when the minimum is 0: the box collapses onto that side).
 *
 * Precision: the map is an `Affine` (`x' = a·x + c·y + e`), so a shape lands
 * within about ε · |scale| · max(|centre.x|, |centre.y|) of its exact place
 * (the offset `e` rounds at the size of `scale · centre`): nothing for boxes
 * of ordinary size, but a box 1e-6 wide at x = 1e6 stretched 1e7-fold is
 * placed to within about 2e-3 scene units.
 *
 * @param start - the box when the gesture started
 * @param handle - the handle grabbed, named in the box's own axes (`'top'` is its −y side)
 * @param startPointer - the pointer when the gesture started, scene units
 * @param pointer - the pointer now, scene units
 * @throws TypeError / RangeError naming a bad box, handle, point or option, and
 *   when `boundBox` returns something that is not a valid box
 */
export function resizeBox(start: RotatedRect, handle: ResizeHandle, startPointer: Vec2, pointer: Vec2, options: ResizeOptions = {}): BoxTransform {
  checkResizeInput(start, handle, startPointer, pointer, options);
  const { center, width, height, rotation } = start;
  const [hx, hy] = HANDLE_SIGNS[handle];
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  const dx = pointer.x - startPointer.x;
  const dy = pointer.y - startPointer.y;
  // the pointer's movement along the box's own axes
  const du = cos * dx + sin * dy;
  const dv = cos * dy - sin * dx;
  const fromCenter = options.fromCenter === true;
  const flip = options.flip !== false;
  // the smallest scale each axis may take: a box already under its minimum is not widened
  // an axis thinner than the rounding of the box's coordinates scales as one of no extent: not at all
  const w = scalable(width, center);
  const h = scalable(height, center);
  const minX = w === 0 ? 0 : Math.min(options.minWidth ?? 0, w) / w;
  const minY = h === 0 ? 0 : Math.min(options.minHeight ?? 0, h) / h;
  let sx = axisScale(w, hx, du, fromCenter);
  let sy = axisScale(h, hy, dv, fromCenter);
  if (options.keepRatio === true) {
    let s = hx !== 0 && hy !== 0 ? diagonalScale(w * hx, h * hy, du, dv, fromCenter) : hx !== 0 ? sx : sy;
    s = clampScale(s, Math.max(minX, minY), flip);
    sx = hx !== 0 ? s : Math.abs(s);
    sy = hy !== 0 ? s : Math.abs(s);
  } else {
    if (hx !== 0) sx = clampScale(sx, minX, flip);
    if (hy !== 0) sy = clampScale(sy, minY, flip);
  }
  if (w === 0) sx = 1;
  if (h === 0) sy = 1;
  // the fixed point, in the box's own axes from its centre: the opposite side, or the centre
  const u = fromCenter || hx === 0 ? 0 : (-hx * width) / 2;
  const v = fromCenter || hy === 0 ? 0 : (-hy * height) / 2;
  const map = scaleAbout(sx, sy, center.x + cos * u - sin * v, center.y + sin * u + cos * v, rotation);
  const box: RotatedRect = { center: applyAffine(map, center), width: Math.abs(sx) * width, height: Math.abs(sy) * height, rotation };
  return settle(start, { box, scaleX: sx, scaleY: sy, angle: 0, map }, options.boundBox, 'resizeBox');
}

/**
 * Rotates a transform box with its rotation handle, from the start of the
 * gesture: by the angle the pointer has turned about the pivot since
 * `startPointer` (in (−π, π]; 0 when either pointer is on the pivot), then
 * snapped as {@link rotateBoxBy} says. The pivot (default the start centre)
 * stays fixed; the box keeps its size.
 *
 * @param start - the box when the gesture started
 * @param startPointer - the pointer when the gesture started, scene units
 * @param pointer - the pointer now, scene units
 * @throws TypeError / RangeError naming a bad box, point or option, and when
 *   `boundBox` returns something that is not a valid box
 */
export function rotateBox(start: RotatedRect, startPointer: Vec2, pointer: Vec2, options: RotateOptions = {}): BoxTransform {
  assertVec2(startPointer, 'rotateBox.startPointer');
  assertVec2(pointer, 'rotateBox.pointer');
  checkBox(start, 'rotateBox.start');
  const pivot = options.pivot ?? start.center;
  assertVec2(pivot, 'rotateBox.options.pivot');
  const ax = startPointer.x - pivot.x;
  const ay = startPointer.y - pivot.y;
  const bx = pointer.x - pivot.x;
  const by = pointer.y - pivot.y;
  const still = (ax === 0 && ay === 0) || (bx === 0 && by === 0);
  // the turn from a to b: exactly 0 when b = a (the cross product is then exactly 0)
  const angle = still ? 0 : Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
  return turnBox(start, angle, pivot, options, 'rotateBox');
}

/**
 * Rotates a transform box by `angle` radians (positive: clockwise on screen, y
 * down) about `options.pivot` (default its centre): the keyboard's and a
 * two-finger twist's form of {@link rotateBox}. With `snap`, the box's resulting
 * rotation (not the angle turned) snaps to the nearest multiple of `snapStep`
 * when it is within `snapTolerance` of it, so a box that starts off the steps
 * lands on them; a tie halfway between two steps goes to the larger.
 *
 * @throws TypeError / RangeError naming a bad box, angle or option, and when
 *   `boundBox` returns something that is not a valid box
 */
export function rotateBoxBy(start: RotatedRect, angle: number, options: RotateOptions = {}): BoxTransform {
  checkBox(start, 'rotateBoxBy.start');
  assertFinite(angle, 'rotateBoxBy.angle');
  const pivot = options.pivot ?? start.center;
  assertVec2(pivot, 'rotateBoxBy.options.pivot');
  return turnBox(start, angle, pivot, options, 'rotateBoxBy');
}

/** The turn of `rotateBox` and `rotateBoxBy` (box, angle and pivot checked; `name` for the options' errors). */
function turnBox(start: RotatedRect, angle: number, pivot: Vec2, options: RotateOptions, name: string): BoxTransform {
  const step = options.snapStep ?? Math.PI / 12;
  assertPositive(step, `${name}.options.snapStep`);
  const tolerance = options.snapTolerance ?? step / 2;
  assertNonNegative(tolerance, `${name}.options.snapTolerance`);
  let rotation = start.rotation + angle;
  if (options.snap === true) {
    const snapped = Math.round(rotation / step) * step;
    if (Math.abs(rotation - snapped) <= tolerance) rotation = snapped;
  }
  const turn = rotation - start.rotation;
  const map = rotationAbout(turn, pivot.x, pivot.y);
  const box: RotatedRect = { center: applyAffine(map, start.center), width: start.width, height: start.height, rotation };
  return settle(start, { box, scaleX: 1, scaleY: 1, angle: turn, map }, options.boundBox, name);
}

/**
 * `size`, or 0 when it is within the rounding of the box's centre
 * coordinates (≤ ε · max(|x|, |y|, 1)): a map that scales such an axis by
 * `d / size` cannot place the shapes (its offset, `p − s·p`, loses every
 * digit: a box 1e-15 wide at x = 500 dragged by 10 put its centre at 0).
 */
function scalable(size: number, center: Vec2): number {
  return size <= Number.EPSILON * Math.max(Math.abs(center.x), Math.abs(center.y), 1) ? 0 : size;
}

/** The signed scale along one axis of extent `size` when its handle side `sign` moves by `d` (1 when the axis is not dragged or has no extent). */
function axisScale(size: number, sign: number, d: number, fromCenter: boolean): number {
  if (sign === 0 || size === 0) return 1;
  const s = (size + sign * d * (fromCenter ? 2 : 1)) / size;
  return Number.isFinite(s) ? s : 1; // too thin to scale: kept, as an axis of no extent
}

/** The uniform scale at a corner: the moved corner projected on the diagonal from the fixed point (`(hu, hv)`: corner − fixed corner, halved from the centre). */
function diagonalScale(hu: number, hv: number, du: number, dv: number, fromCenter: boolean): number {
  const k = fromCenter ? 0.5 : 1;
  const squared = (hu * k) ** 2 + (hv * k) ** 2;
  const s = squared === 0 ? 1 : 1 + (du * hu * k + dv * hv * k) / squared;
  return Number.isFinite(s) ? s : 1;
}

/** `s` kept at least `min` in size: flipped across at `±min` with `flip`, stopped at `min` without. */
function clampScale(s: number, min: number, flip: boolean): number {
  if (!flip) return s < min ? min : s;
  if (Math.abs(s) < min) return s < 0 ? -min : min;
  return s === 0 ? 0 : s; // no −0
}

/** Checks `resizeBox`'s input, naming the bad argument. */
function checkResizeInput(start: RotatedRect, handle: ResizeHandle, startPointer: Vec2, pointer: Vec2, options: ResizeOptions): void {
  checkBox(start, 'resizeBox.start');
  handleSigns(handle, 'resizeBox.handle');
  assertVec2(startPointer, 'resizeBox.startPointer');
  assertVec2(pointer, 'resizeBox.pointer');
  if (options.minWidth !== undefined) assertNonNegative(options.minWidth, 'resizeBox.options.minWidth');
  if (options.minHeight !== undefined) assertNonNegative(options.minHeight, 'resizeBox.options.minHeight');
}

/**
 * The frame after the app's bound-box function: unchanged when there is none or
 * it accepts the proposed box; the identity when it returns `start` (or a box
 * equal to it); else the map from `start` to its box, keeping the proposed flips.
 */
function settle(start: RotatedRect, proposed: BoxTransform, boundBox: BoundBoxFunction | undefined, name: string): BoxTransform {
  if (boundBox === undefined) return proposed;
  const answer = boundBox(proposed.box, start);
  checkBox(answer, `${name}.options.boundBox's result`);
  if (sameBox(answer, proposed.box)) return proposed;
  if (sameBox(answer, start)) return { box: copyBox(start), scaleX: 1, scaleY: 1, angle: 0, map: AFFINE_IDENTITY };
  const scaleX = settledScale(scalable(start.width, start.center), answer.width, proposed.scaleX);
  const scaleY = settledScale(scalable(start.height, start.center), answer.height, proposed.scaleY);
  const box: RotatedRect = {
    center: { x: answer.center.x, y: answer.center.y },
    width: scaleX === 1 ? start.width : answer.width,
    height: scaleY === 1 ? start.height : answer.height,
    rotation: answer.rotation,
  };
  return { box, scaleX, scaleY, angle: answer.rotation - start.rotation, map: mapBetweenBoxes(start, box, scaleX, scaleY) };
}

/** The signed scale from a start extent to the bound-box function's, flipped as proposed; 1 (the extent kept) for an axis of no extent or one too thin to scale. */
function settledScale(from: number, to: number, proposed: number): number {
  const s = from === 0 ? 1 : (proposed < 0 ? -to : to) / from;
  return Number.isFinite(s) ? s : 1;
}

/**
 * The map that sends `start` onto `end`: scale by `(scaleX, scaleY)` along the
 * start box's axes about its centre, move the centre onto the end's, then turn
 * about it by the difference of their rotations.
 */
function mapBetweenBoxes(start: RotatedRect, end: RotatedRect, scaleX: number, scaleY: number): Affine {
  const c = start.center;
  const scale = scaleAbout(scaleX, scaleY, c.x, c.y, start.rotation);
  const shift: Affine = { a: 1, b: 0, c: 0, d: 1, e: end.center.x - c.x, f: end.center.y - c.y };
  const turn = rotationAbout(end.rotation - start.rotation, end.center.x, end.center.y);
  return composeAffine(turn, composeAffine(shift, scale));
}

function sameBox(p: RotatedRect, q: RotatedRect): boolean {
  return p.center.x === q.center.x && p.center.y === q.center.y && p.width === q.width && p.height === q.height && p.rotation === q.rotation;
}

function copyBox(b: RotatedRect): RotatedRect {
  return { center: { x: b.center.x, y: b.center.y }, width: b.width, height: b.height, rotation: b.rotation };
}
