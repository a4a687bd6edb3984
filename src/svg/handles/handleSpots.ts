'use client';
import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
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
  /** The handle dot nearest `(x, y)` whose centre is within `within` of it, or null; the same object while that handle stays put. */
  nearest(x: number, y: number, within: number): HandleSpot | null;
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
    nearest(x, y, within) {
      let best: HandleSpot | null = null;
      let bestDistance = within;
      for (const spot of spots.values()) {
        const distance = Math.hypot(spot.x - x, spot.y - y);
        if (distance <= bestDistance) {
          best = spot;
          bestDistance = distance;
        }
      }
      return best;
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

const NONE = () => null;

/**
 * The handle dot nearest `(x, y)` whose centre is within `within` of it
 * (scene units), or null: updated when handles move, a re-render only when
 * the answer changes. Null outside a Scene and on the server. @internal
 */
export function useHandleNear(x: number, y: number, within: number): HandleSpot | null {
  const spots = useContext(HandleSpotsContext);
  const subscribe = spots ? spots.subscribe : NO_SUBSCRIPTION;
  const read = useCallback(() => (spots ? spots.nearest(x, y, within) : null), [spots, x, y, within]);
  return useSyncExternalStore(subscribe, read, NONE);
}
