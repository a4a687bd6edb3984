'use client';
import { SNAP_KINDS, type SnapKind, type SnapOptions, type Vec2, type World } from '../../geometry/index';
import { assertPositive, assertVec2 } from '../../geometry/shapes/validate';
import { assertSnapKinds } from '../../geometry/scene/snapKinds';
import { searchSnap } from '../../geometry/scene/snap';
import { prepareAlignIndex } from '../../geometry/scene/snapAlignIndex';
import { worldInternals } from '../../geometry/world/world';
import { SNAP_RADIUS_PX } from './snapNames';
import { snapPreparers, snapSearches, type ObjectSnap } from './snapper';

/** Options of {@link objectSnap}. */
export interface ObjectSnapOptions {
  /**
   * The kinds to snap to (default every kind of `SNAP_KINDS`). `perpendicular`
   * and `tangent` need a `from` (a segment's end handle uses the other end);
   * `grid` needs `grid`.
   */
  readonly kinds?: readonly SnapKind[] | undefined;
  /**
   * How far the pointer snaps, in CSS pixels: converted to scene units where the pointer is, so it feels the same at every zoom.
   * @defaultValue 10
   */
  readonly radiusPx?: number | undefined;
  /**
   * A grid, scene units (> 0): where no shape is within reach, the point is
   * rounded to it (as the numeric `snap` option does), and arrow keys step by
   * it — while the `grid` kind is on (it is by default).
   */
  readonly grid?: number | undefined;
  /** The point a line being drawn starts from: enables `perpendicular` and `tangent`, and is an alignment reference. */
  readonly from?: Vec2 | undefined;
  /** Only shapes for which this returns true: leave out the shape being dragged (`(id) => id !== 'wall-3'`). */
  readonly filter?: SnapOptions['filter'] | undefined;
}

/**
 * Object snapping for drags and drawing, as in CAD: pass the result as the
 * `snap` option of `useDraggablePoint`, `useDraggableShape` or `<Handle>`, or to
 * `useSnapCursor`. Every pointer or arrow-key move then goes to the best
 * `snapCandidates` target within `radiusPx` CSS pixels of the proposed point
 * (the ranking of `snapCandidates`: key points before `nearest`, before
 * `alignment`; at equal distance an endpoint before an intersection, and so
 * on); where there is none, to the `grid` when one is given; then
 * `constrain` and `bounds` apply as usual. Tab during a pointer drag goes to
 * the next candidate at the pointer (Shift+Tab: the previous one).
 *
 * An arrow key snaps only to a target ahead of the point in the key's
 * direction, so a key press never stays or goes back; without such a target it
 * moves by the step (the grid's, with `grid`).
 *
 * Cheap to call on every render (a small frozen object); the world is read at
 * every move, so edits to it are seen at once.
 *
 * @param world a world made by `createWorld`: the shapes to snap to
 * @param options `{ kinds, radiusPx, grid, from, filter }`
 * @returns a frozen {@link ObjectSnap}
 * @throws TypeError when `world` was not made by `createWorld`; TypeError / RangeError naming a bad option
 *   (`options.radiusPx must be a finite number > 0, got -1`)
 */
export function objectSnap(world: World, options: ObjectSnapOptions = {}): ObjectSnap {
  worldInternals(world, 'world');
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object { kinds?, radiusPx?, grid?, from?, filter? }, got ${options === null ? 'null' : typeof options}`);
  }
  const { radiusPx = SNAP_RADIUS_PX, grid, from, filter } = options;
  assertPositive(radiusPx, 'options.radiusPx');
  if (grid !== undefined) assertPositive(grid, 'options.grid');
  if (from !== undefined) assertVec2(from, 'options.from');
  if (filter !== undefined && typeof filter !== 'function') throw new TypeError(`options.filter must be a function, got ${typeof filter}`);
  let kinds: readonly SnapKind[] = SNAP_KINDS;
  if (options.kinds !== undefined) {
    const given = options.kinds;
    assertSnapKinds(given, 'options.kinds');
    kinds = SNAP_KINDS.filter((k) => given.includes(k));
  }
  const snap: ObjectSnap = {
    world,
    kinds: Object.freeze(kinds.slice()),
    radiusPx,
    grid,
    from: from === undefined ? undefined : Object.freeze({ x: from.x, y: from.y }),
    filter,
  };
  const frozen = Object.freeze(snap);
  snapSearches.set(frozen, searchSnap);
  if (frozen.kinds.includes('alignment')) snapPreparers.set(frozen, prepareAlignIndex);
  return frozen;
}
