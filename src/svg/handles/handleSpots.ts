'use client';
import { createContext, useCallback, useContext, useRef, useState, useSyncExternalStore } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';

/**
 * Where a Scene's handles are, so that what is drawn over them (an
 * intersection marker at a segment's end) can make way: a marker on a handle
 * is drawn around it and leaves presses to it. Handles register their dot
 * (scene units) after layout; readers subscribe and are told of every change,
 * and re-render only when their own answer changes. @internal
 */
export interface HandleSpots {
  /** Registers (or moves) the dot of the handle `key`, scene units. */
  set(key: object, x: number, y: number, r: number): void;
  remove(key: object): void;
  subscribe(listener: () => void): () => void;
  /** Every handle dot whose centre is within `within` of `(x, y)`, nearest first (ties in registration order); each the same object while its handle stays put. */
  near(x: number, y: number, within: number): HandleSpot[];
}

/** A handle's dot: centre and radius, scene units. @internal */
export interface HandleSpot {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** A new, empty set of handle spots (one per Scene). @internal */
export function createHandleSpots(): HandleSpots {
  const spots = new Map<object, HandleSpot>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    set(key, x, y, r) {
      const spot = spots.get(key);
      if (spot && spot.x === x && spot.y === y && spot.r === r) return;
      spots.set(key, { x, y, r });
      notify();
    },
    remove(key) {
      if (spots.delete(key)) notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    near(x, y, within) {
      const found: { spot: HandleSpot; distance: number }[] = [];
      for (const spot of spots.values()) {
        const distance = Math.hypot(spot.x - x, spot.y - y);
        if (distance <= within) found.push({ spot, distance });
      }
      // (a stable sort: equal distances keep registration order)
      return found.sort((a, b) => a.distance - b.distance).map(({ spot }) => spot);
    },
  };
}

/** The nearest Scene's handle spots; null outside a Scene. @internal */
export const HandleSpotsContext = createContext<HandleSpots | null>(null);

/** Registers a handle's dot (centre and radius, scene units) with the nearest Scene. @internal */
export function useHandleSpot(x: number, y: number, r: number): void {
  const spots = useContext(HandleSpotsContext);
  const [key] = useState(() => ({}));
  useIsomorphicLayoutEffect(() => {
    spots?.set(key, x, y, r);
  }, [spots, key, x, y, r]);
  useIsomorphicLayoutEffect(() => () => spots?.remove(key), [spots, key]);
}

const NO_SUBSCRIPTION = () => () => {};

const NONE: readonly HandleSpot[] = [];
const READ_NONE = () => NONE;

/** The same handles, in the same order? */
const sameSpots = (a: readonly HandleSpot[], b: readonly HandleSpot[]) => a.length === b.length && a.every((spot, i) => spot === b[i]);

/**
 * Every handle dot whose centre is within `within` of `(x, y)` (scene
 * units), nearest first: updated when handles move, a re-render only when
 * the answer changes (the same array while it does not). Empty outside a
 * Scene and on the server. (All of them, not only the nearest: a mark
 * between two handles has to make way for both.) @internal
 */
export function useHandlesNear(x: number, y: number, within: number): readonly HandleSpot[] {
  const spots = useContext(HandleSpotsContext);
  const subscribe = spots ? spots.subscribe : NO_SUBSCRIPTION;
  // the last answer, returned again while the handles near stay the same (useSyncExternalStore compares by identity)
  const last = useRef<readonly HandleSpot[]>(NONE);
  const read = useCallback(() => {
    const found = spots ? spots.near(x, y, within) : NONE;
    if (!sameSpots(found, last.current)) last.current = found.length === 0 ? NONE : found;
    return last.current;
  }, [spots, x, y, within, last]);
  return useSyncExternalStore(subscribe, read, READ_NONE);
}
