import type { Vec2 } from '../shapes/types';
import type { WorldId } from '../world/types';

/**
 * The kinds of snap target and the answer of `snapCandidates` / `snapPoint`:
 * the target, its kind, the shapes that make it, its guides.
 */

/** A snap target's kind, in the order of precedence at equal distance. */
export type SnapKind = 'endpoint' | 'intersection' | 'midpoint' | 'center' | 'quadrant' | 'perpendicular' | 'tangent' | 'nearest' | 'alignment' | 'grid';

/** Every snap kind, in order of precedence (at equal distance, the earlier wins). */
export const SNAP_KINDS: readonly SnapKind[] = Object.freeze([
  'endpoint',
  'intersection',
  'midpoint',
  'center',
  'quadrant',
  'perpendicular',
  'tangent',
  'nearest',
  'alignment',
  'grid',
] as const);

/** Each snap kind's number: its position in `SNAP_KINDS` (the smaller wins at equal distance). */
export const SNAP_ENDPOINT = 0;
export const SNAP_INTERSECTION = 1;
export const SNAP_MIDPOINT = 2;
export const SNAP_CENTER = 3;
export const SNAP_QUADRANT = 4;
export const SNAP_PERPENDICULAR = 5;
export const SNAP_TANGENT = 6;
export const SNAP_NEAREST = 7;
export const SNAP_ALIGNMENT = 8;
export const SNAP_GRID = 9;

/** A guide line to draw for an `alignment` target: from the key point aligned with to the target. */
export interface SnapGuide {
  /** `'x'`: a vertical guide (the target's x is the key point's); `'y'`: a horizontal one. */
  readonly axis: 'x' | 'y';
  /** The key point aligned with (scene units). */
  readonly from: Vec2;
  /** The target point. */
  readonly to: Vec2;
}

/** Where a point snaps: the target point, its kind, the shapes that make it. */
export interface SnapTarget {
  readonly kind: SnapKind;
  /** The snapped point, scene units (y down). */
  readonly point: Vec2;
  /**
   * The ids of the shapes that make the target, topmost first; for `alignment`, the shapes of its guides' key points in the guides'
   * order (none for `from`). `undefined` for shapes added without an id; empty for `grid`.
   */
  readonly ids: readonly (WorldId | undefined)[];
  /** From the query point to `point`, scene units. */
  readonly distance: number;
  /** For `alignment`: one guide per aligned axis; else empty. */
  readonly guides: readonly SnapGuide[];
}

/** Checks a list of snap kinds, naming it in the error (TypeError: not an array of strings; RangeError: an unknown kind). @internal */
export function assertSnapKinds(kinds: unknown, name: string): asserts kinds is readonly SnapKind[] {
  if (!Array.isArray(kinds)) throw new TypeError(`${name} must be an array of snap kinds, got ${typeof kinds}`);
  for (const kind of kinds) {
    if (typeof kind !== 'string') throw new TypeError(`${name} must hold snap kind names, got ${typeof kind}`);
    if (!SNAP_KINDS.includes(kind as SnapKind)) throw new RangeError(`${name}: unknown snap kind ${JSON.stringify(kind)} (one of ${SNAP_KINDS.join(', ')})`);
  }
}
