import { assertSnapKinds, SNAP_KINDS, SNAP_PERPENDICULAR, SNAP_TANGENT, type SnapKind } from './snapKinds';
import type { Vec2 } from '../shapes/types';
import { assertVec2 } from '../shapes/validate';
import type { ObstacleKind, WorldId } from '../world/types';

/** Options of `snapPoint` and `snapCandidates`. */
export interface SnapOptions<Id extends WorldId = WorldId> {
  /** The kinds to look for (default all of `SNAP_KINDS`; `perpendicular` and `tangent` need `from`, `grid` needs `grid`). */
  readonly kinds?: readonly SnapKind[];
  /** The point a line being drawn starts from (the last point clicked): enables `perpendicular` and `tangent`, and is an alignment reference. */
  readonly from?: Vec2;
  /** A grid to snap to: its spacing (scene units, > 0), or `{ size, origin }` (origin default (0, 0)). */
  readonly grid?: number | { readonly size: number; readonly origin?: Vec2 };
  /** Only shapes for which this returns true (e.g. not the shape being drawn or dragged). */
  readonly filter?: (id: Id | undefined, kind: ObstacleKind, index: number) => boolean;
}

/** `SnapOptions` checked: which kinds are on (by `SNAP_KINDS` position), `from`, the grid (size and origin), the filter. */
export interface SnapSettings {
  kindsOn: boolean[];
  from: Vec2 | undefined;
  grid: { size: number; ox: number; oy: number } | undefined;
  filter: SnapOptions['filter'];
}

/**
 * Checks `snapCandidates`' options and reads them: `perpendicular` and
 * `tangent` are off without `from`.
 * @throws TypeError / RangeError naming the bad option (`options.grid must be a finite number > 0 …`)
 */
export function readSnapOptions<Id extends WorldId>(options: SnapOptions<Id> | undefined): SnapSettings {
  if (options !== undefined && (typeof options !== 'object' || options === null)) {
    throw new TypeError(`options must be an object { kinds?, from?, grid?, filter? }, got ${options === null ? 'null' : typeof options}`);
  }
  const kindsOn = SNAP_KINDS.map(() => options?.kinds === undefined);
  if (options?.kinds !== undefined) {
    assertSnapKinds(options.kinds, 'options.kinds');
    for (const kind of options.kinds) kindsOn[SNAP_KINDS.indexOf(kind)] = true;
  }
  const from = options?.from;
  if (from !== undefined) assertVec2(from, 'options.from');
  else kindsOn[SNAP_PERPENDICULAR] = kindsOn[SNAP_TANGENT] = false;
  let grid: SnapSettings['grid'];
  const g = options?.grid;
  if (g !== undefined) {
    const size = typeof g === 'object' && g !== null ? g.size : g;
    if (!(typeof size === 'number' && size > 0 && size < Infinity)) {
      const message = `options.grid must be a finite number > 0 or { size, origin? }, got ${typeof g === 'object' && g !== null ? `size ${String(size)}` : String(g)}`;
      throw typeof size === 'number' ? new RangeError(message) : new TypeError(message);
    }
    const origin = typeof g === 'object' ? g.origin : undefined;
    if (origin !== undefined) assertVec2(origin, 'options.grid.origin');
    grid = { size, ox: origin?.x ?? 0, oy: origin?.y ?? 0 };
  }
  const filter = options?.filter;
  if (filter !== undefined && typeof filter !== 'function') throw new TypeError(`options.filter must be a function, got ${typeof filter}`);
  return { kindsOn, from, grid, filter: filter as SnapSettings['filter'] }; // called with this world's ids only
}
