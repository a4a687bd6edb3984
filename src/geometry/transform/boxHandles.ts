import type { RotatedRect, Vec2 } from '../shapes/types';
import { assertFinite, assertNonNegative, assertVec2 } from '../shapes/validate';

/**
 * The handles of a transform box: their names, where each sits on a box, and
 * the box check the gestures share.
 *
 * @packageDocumentation
 */

/**
 * A resize handle of a transform box: 4 corners and 4 edge midpoints, named in
 * the box's own axes — `'top'` is its −y side (the top of the screen for an
 * unturned box, y down; the bottom in a yUp Scene), `'left'` its −x side.
 */
export type ResizeHandle = 'top-left' | 'top' | 'top-right' | 'right' | 'bottom-right' | 'bottom' | 'bottom-left' | 'left';

/** The 8 resize handles, clockwise on screen from the top-left corner (y down). */
export const RESIZE_HANDLES: readonly ResizeHandle[] = Object.freeze([
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
]);

/** Each handle's side along the box's own x and y axes: −1, 0 (the middle) or +1. @internal */
export const HANDLE_SIGNS: Readonly<Record<ResizeHandle, readonly [number, number]>> = Object.freeze({
  'top-left': [-1, -1],
  top: [0, -1],
  'top-right': [1, -1],
  right: [1, 0],
  'bottom-right': [1, 1],
  bottom: [0, 1],
  'bottom-left': [-1, 1],
  left: [-1, 0],
});

/**
 * The handle on the other side of the box from `handle` (the corner or edge a
 * resize keeps fixed): `'top-left'` ↔ `'bottom-right'`, `'top'` ↔ `'bottom'`, ….
 *
 * @throws TypeError when `handle` is not a resize handle
 */
export function oppositeHandle(handle: ResizeHandle): ResizeHandle {
  const signs = handleSigns(handle, 'oppositeHandle.handle');
  return RESIZE_HANDLES.find((h) => HANDLE_SIGNS[h][0] === -signs[0] && HANDLE_SIGNS[h][1] === -signs[1])!;
}

/**
 * Where `handle` sits on `box`, scene units: the centre plus the half-extents
 * along the box's own axes (`± width/2` along its x axis, `± height/2` along its
 * y axis, 0 for the middle of an edge), turned with the box.
 *
 * @throws TypeError / RangeError naming a bad box or handle
 */
export function boxHandlePoint(box: RotatedRect, handle: ResizeHandle): Vec2 {
  checkBox(box, 'boxHandlePoint.box');
  const [hx, hy] = handleSigns(handle, 'boxHandlePoint.handle');
  return boxPoint(box, (hx * box.width) / 2, (hy * box.height) / 2);
}

/**
 * The point at `(u, v)` in a box's own axes from its centre, in the scene. An
 * unturned box's points are exact. @internal
 */
export function boxPoint(box: RotatedRect, u: number, v: number): Vec2 {
  if (box.rotation === 0) return { x: box.center.x + u, y: box.center.y + v };
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  return { x: box.center.x + cos * u - sin * v, y: box.center.y + sin * u + cos * v };
}

/** The signs of a handle, or a `TypeError` naming `name`. @internal */
export function handleSigns(handle: ResizeHandle, name: string): readonly [number, number] {
  if (typeof handle !== 'string' || !Object.prototype.hasOwnProperty.call(HANDLE_SIGNS, handle)) {
    throw new TypeError(`${name} must be one of ${RESIZE_HANDLES.join(', ')}, got ${JSON.stringify(handle) ?? String(handle)}`);
  }
  return HANDLE_SIGNS[handle];
}

/**
 * Throws unless `value` is a box: `{ center, width, height, rotation }` with a
 * finite centre and rotation and finite sizes ≥ 0. @internal
 */
export function checkBox(value: unknown, name: string): asserts value is RotatedRect {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${name} must be a box { center, width, height, rotation }, got ${value === null ? 'null' : typeof value}`);
  }
  const box = value as Record<string, unknown>;
  assertVec2(box.center, `${name}.center`);
  assertNonNegative(box.width, `${name}.width`);
  assertNonNegative(box.height, `${name}.height`);
  assertFinite(box.rotation, `${name}.rotation`);
}
