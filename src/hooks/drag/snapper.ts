'use client';
import { useRef, useState } from 'react';
import type { SnapKind, SnapOptions, SnapTarget, Vec2, World } from '../../geometry/index';
import { snapToGrid } from './constraints';
import type { DragEndInfo } from '../gesture/dragEvents';

// What the drag hooks need of object snapping (reading a setting, the
// candidates list, Tab cycling), apart from `objectSnap` itself, which brings
// the world and the snapping code.

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

/**
 * `snapCandidates`, with a last argument `skipFloating` (true: the search may
 * pass over the world's floating shapes, which the caller's filter rejects
 * anyway). @internal
 */
export type SnapSearch = (world: World, point: Vec2, radius: number, options?: SnapOptions, skipFloating?: boolean) => SnapTarget[];

/**
 * How each setting made by {@link objectSnap} searches its world (its
 * `snapCandidates`, as a {@link SnapSearch}), keyed by the setting. The search comes with the setting,
 * so the drag hooks, which only read settings, do not import the world and
 * snapping code themselves: an app that never calls `objectSnap` does not
 * carry it. @internal
 */
export const snapSearches = new WeakMap<object, SnapSearch>();

/**
 * How each setting made by {@link objectSnap} with alignment on prepares its
 * world's searches in idle time (`prepareAlignIndex`: a step at a time while
 * `more()`; true when done), keyed by the setting, for the same reason as
 * {@link snapSearches}. @internal
 */
export const snapPreparers = new WeakMap<object, (world: World, more: () => boolean) => boolean>();

/** Whether `value` was made by {@link objectSnap}. @internal */
export function isObjectSnap(value: unknown): value is ObjectSnap {
  return typeof value === 'object' && value !== null && snapSearches.has(value);
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
function sameTarget(a: SnapTarget | null, b: SnapTarget | null): boolean {
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
      const chosen = samePoint ? (s.list[s.index] ?? null) : null;
      const index = chosen
        ? Math.max(
            0,
            list.findIndex((t) => sameTarget(t, chosen)),
          )
        : 0;
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
        sameTarget(was.target, target) && was.candidates === candidates && was.index === index
          ? was
          : target
            ? Object.freeze({ target, candidates, index })
            : NO_SNAP,
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
  // every setting that reaches a drag hook passed isObjectSnap, so it has its search
  const search = snapSearches.get(snap)!;
  const radius = snap.radiusPx * query.perPixel;
  const from = snap.from ?? query.from;
  const kinds = snap.kinds.filter((k) => k !== 'grid');
  let list =
    Number.isFinite(radius) && radius >= 0
      ? search(snap.world, point, radius, {
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
