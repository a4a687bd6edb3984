'use client';
import { useMemo, useState } from 'react';
import type { Vec2 } from '../../geometry/index';

/**
 * Freezes `value` and every object and array reachable from it, so that a hook's
 * result cannot be mutated by one consumer under another's feet. Returns
 * `value`; an object already frozen is taken as frozen all the way down.
 *
 * @internal
 */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * What a hook memoises on: the numbers of its shapes (and the odd fill rule or
 * flag), compared by value, and objects such as a world, by identity (`Object.is`).
 */
export type MemoKey = readonly unknown[];

/**
 * `useMemo` keyed on values: the same values give the same result, whatever the
 * identity of the objects they came from, so inline literals do not recompute.
 * `key` must have the same length on every render of one call site.
 *
 * @internal
 */
export function useValueMemo<T>(compute: () => T, key: MemoKey): T {
  // The key is the shapes' numbers, not the shapes: compute reads the objects of
  // the render that (re)computes, which hold exactly these numbers. useMemo is
  // pure, so a render that React discards leaves nothing behind.
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the deps are the key's values by design (a list of fixed length per call site)
  return useMemo(compute, key);
}

/**
 * {@link useValueMemo} with a deeply frozen result ({@link freezeDeep}).
 *
 * @internal
 */
export function useFrozenMemo<T>(compute: () => T, key: MemoKey): T {
  return useValueMemo(() => freezeDeep(compute()), key);
}

/**
 * The coordinates a {@link usePointsVersion} saw last, and the version it gave
 * them. Versions are never reused, so a version names one list of coordinates
 * whichever render gave it.
 */
class PointsVersion {
  #coordinates = new Float64Array(0);
  #count = -1;
  #version = 0;

  /** The version of `points`: the last one when they hold the same numbers, else a new one (the copy is updated in place). */
  of(points: readonly Vec2[]): number {
    const n = points.length;
    if (this.#count === n && this.#holds(points)) return this.#version;
    if (this.#coordinates.length < 2 * n) this.#coordinates = new Float64Array(2 * n);
    for (let k = 0; k < n; k++) {
      this.#coordinates[2 * k] = points[k]!.x;
      this.#coordinates[2 * k + 1] = points[k]!.y;
    }
    this.#count = n;
    return ++this.#version;
  }

  #holds(points: readonly Vec2[]): boolean {
    for (let k = 0; k < points.length; k++) {
      if (!Object.is(this.#coordinates[2 * k], points[k]!.x) || !Object.is(this.#coordinates[2 * k + 1], points[k]!.y)) return false;
    }
    return true;
  }
}

/**
 * A number that changes exactly when the coordinates of `points` change (any
 * count, compared by value), so that a hook can memoise on a polygon's or
 * polyline's numbers: inline arrays with the same numbers keep the same
 * version. Keeps a copy of the coordinates; allocates only when they grow.
 *
 * The copy is updated during render, and that is safe when React discards
 * the render: a version is never given to two lists of coordinates, so a
 * memo keyed on it never pairs a result with other numbers; a discarded
 * render costs at most one recomputation.
 *
 * @internal
 */
export function usePointsVersion(points: readonly Vec2[]): number {
  const [versions] = useState(() => new PointsVersion());
  return versions.of(points);
}
