'use client';
import { useRef, useState } from 'react';
import { SNAP_KINDS, snapCandidates, type SnapKind, type SnapOptions, type SnapTarget, type Vec2, type World } from '../geometry/index';
import { assertPositive, assertVec2 } from '../geometry/validate';
import { assertSnapKinds } from '../geometry/snap';
import { worldInternals } from '../geometry/world';
import { snapToGrid } from './constraints';
import type { DragEndInfo } from './dragSession';

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
 * An object-snap setting for the `snap` option of `useDraggablePoint`,
 * `useDraggableShape`, `<Handle>` and `useSnapCursor`: made by
 * {@link objectSnap}, read-only.
 */
export interface ObjectSnap {
  readonly world: World;
  /** The kinds on, in `SNAP_KINDS` order. */
  readonly kinds: readonly SnapKind[];
  readonly radiusPx: number;
  readonly grid: number | undefined;
  readonly from: Vec2 | undefined;
  readonly filter: SnapOptions['filter'] | undefined;
}

/** The names of the snap kinds, as `<SnapMarker>`'s tooltip and announcements and `useDraggablePoint`'s accessible name say them. */
export const SNAP_KIND_NAMES: Readonly<Record<SnapKind, string>> = Object.freeze({
  endpoint: 'Endpoint',
  intersection: 'Intersection',
  midpoint: 'Midpoint',
  center: 'Centre',
  quadrant: 'Quadrant',
  perpendicular: 'Perpendicular',
  tangent: 'Tangent',
  nearest: 'Nearest',
  alignment: 'Aligned',
  grid: 'Grid',
});

/** The default snap radius, CSS pixels. */
export const SNAP_RADIUS_PX = 10;

const objectSnaps = new WeakSet<object>();

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
  objectSnaps.add(snap);
  return Object.freeze(snap);
}

/** Whether `value` was made by {@link objectSnap}. @internal */
export function isObjectSnap(value: unknown): value is ObjectSnap {
  return typeof value === 'object' && value !== null && objectSnaps.has(value);
}

/** The grid target of a point (the fallback when no shape is within reach). */
function gridTarget(point: Vec2, grid: number): SnapTarget {
  const to = snapToGrid(point, grid);
  return Object.freeze({
    kind: 'grid' as const,
    point: Object.freeze(to),
    ids: Object.freeze([]),
    distance: Math.hypot(to.x - point.x, to.y - point.y),
    guides: Object.freeze([]),
  });
}

/** Where a query is made: the scene units per CSS pixel there, and the key move that made it (keyboard). @internal */
export interface SnapQuery {
  /** Scene units per CSS pixel at the point (the radius is `radiusPx` × this). */
  readonly perPixel: number;
  /** For an arrow key: the move, so that only targets ahead count. */
  readonly move?: Vec2 | undefined;
  /** The point the move starts from (arrow keys: only targets ahead of it count; never a target at it). */
  readonly was?: Vec2 | undefined;
  /** A `from` for this query when the setting has none (a segment's other end). */
  readonly from?: Vec2 | undefined;
}

/** What {@link useSnapper} gives a drag hook. @internal */
export interface Snapper {
  /** The target for `point` under the current cycle position, or null (no setting, nothing in reach). */
  find(snap: ObjectSnap | undefined, point: Vec2, query: SnapQuery): SnapTarget | null;
  /** Tab: the next (or previous) candidate at the same point; true when there was another. */
  cycle(backwards: boolean): boolean;
  /** Shows `target` (the one the value now sits on) or nothing; re-renders only on a change. */
  show(target: SnapTarget | null): void;
  /** Forgets the candidates and shows nothing. */
  reset(): void;
  /**
   * A drag ended: the target stops being shown, except after a run of arrow
   * keys that was released (the point still sits on it, and keeps focus).
   */
  end(info: DragEndInfo): void;
}

/**
 * The snap target a drag or a cursor sits on, for `<SnapMarker>`: the target
 * (null when the point is not on one), how many candidates there were at the
 * pointer and which of them (0-based) Tab has chosen.
 */
export interface SnapState {
  readonly target: SnapTarget | null;
  readonly candidates: number;
  readonly index: number;
}

/** Same kind, point and shapes: nothing to re-render. @internal */
export function sameTarget(a: SnapTarget | null, b: SnapTarget | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.kind !== b.kind || a.point.x !== b.point.x || a.point.y !== b.point.y || a.ids.length !== b.ids.length) return false;
  return a.ids.every((id, i) => id === b.ids[i]);
}

/**
 * The candidates list of a drag or cursor. Asked the same question again (a
 * Tab, a click where the pointer rests) with the same setting and world, it
 * answers from the list it has, at the candidate Tab chose. When the setting
 * or the world changed meanwhile (an `objectSnap` made anew with other kinds,
 * a world edited by the drag itself), the list is made again and, for the same
 * point, the candidate chosen stays chosen if it is still there. @internal
 */
export function useSnapper(): [Snapper, SnapState] {
  const state = useRef<{ x: number; y: number; key: string; snap: ObjectSnap; version: number; list: SnapTarget[]; index: number } | null>(null);
  const [shown, setShown] = useState<SnapState>(NO_SNAP);
  const [snapper] = useState<Snapper>(() => {
    const find = (snap: ObjectSnap | undefined, point: Vec2, query: SnapQuery): SnapTarget | null => {
      if (!snap) {
        state.current = null;
        return null;
      }
      const s = state.current;
      const version = snap.world.version;
      const { move, was, from, perPixel } = query;
      const key = `${perPixel},${move?.x},${move?.y},${was?.x},${was?.y},${from?.x},${from?.y}`;
      const samePoint = s !== null && s.x === point.x && s.y === point.y && s.key === key;
      if (samePoint && s.snap === snap && s.version === version) return s.list[s.index] ?? null;
      const list = candidatesAt(snap, point, query);
      const chosen = samePoint ? s.list[s.index] ?? null : null;
      const index = chosen ? Math.max(0, list.findIndex((t) => sameTarget(t, chosen))) : 0;
      state.current = { x: point.x, y: point.y, key, snap, version, list, index };
      return list[index] ?? null;
    };
    const cycle = (backwards: boolean) => {
      const s = state.current;
      if (!s || s.list.length < 2) return false;
      s.index = (s.index + (backwards ? s.list.length - 1 : 1)) % s.list.length;
      return true;
    };
    const show = (target: SnapTarget | null) => {
      const s = state.current;
      const candidates = target && s ? s.list.length : 0;
      const index = target && s ? s.index : 0;
      setShown((was) =>
        sameTarget(was.target, target) && was.candidates === candidates && was.index === index ? was : target ? Object.freeze({ target, candidates, index }) : NO_SNAP,
      );
    };
    const reset = () => {
      state.current = null;
      show(null);
    };
    const end = (info: DragEndInfo) => {
      if (info.input === 'pointer' || info.reason !== 'release') show(null);
    };
    return { find, cycle, show, reset, end };
  });
  return [snapper, shown];
}

/** No snap target. */
export const NO_SNAP: SnapState = Object.freeze({ target: null, candidates: 0, index: 0 });

/** Every target for a query, best first; the grid point last (when a grid is set). */
function candidatesAt(snap: ObjectSnap, point: Vec2, query: SnapQuery): SnapTarget[] {
  const radius = snap.radiusPx * query.perPixel;
  const from = snap.from ?? query.from;
  const kinds = snap.kinds.filter((k) => k !== 'grid');
  let list = Number.isFinite(radius) && radius >= 0
    ? snapCandidates(snap.world, point, radius, {
        kinds,
        ...(from ? { from } : {}),
        ...(snap.filter ? { filter: snap.filter } : {}),
      })
    : [];
  const { move, was } = query;
  if (move && was) {
    // an arrow key: only targets ahead, so a press never stays or goes back
    list = list.filter((t) => (t.point.x - was.x) * move.x + (t.point.y - was.y) * move.y > 0);
  }
  if (snap.grid !== undefined && snap.kinds.includes('grid') && !move) list.push(gridTarget(point, snap.grid));
  return list;
}
