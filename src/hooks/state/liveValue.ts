'use client';
import { useRef, useState, useSyncExternalStore } from 'react';

/**
 * A value many components read, changed without re-rendering the component
 * that owns it: the pattern for thousands of live shapes. A drag writes the
 * dragged shape with `set`; each of N items reads only what it draws through
 * {@link useLiveSelector} (its hit test against the shape, say), so a move
 * re-renders the items whose answer changed, not all N of them, and not their
 * parent.
 */
export interface LiveValue<T> {
  /** The current value. */
  readonly get: () => T;
  /** Replaces the value and tells every subscriber, unless it is the same value (`Object.is`). */
  readonly set: (next: T) => void;
  /** Calls `listener` after every change; returns the function that stops it. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * A {@link LiveValue} holding `initial`: a tiny external store (in the sense of
 * React's `useSyncExternalStore`), usable outside React too. Its `get`, `set`
 * and `subscribe` are bound functions: pass them around as they are.
 */
export function createLiveValue<T>(initial: T): LiveValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return Object.freeze({
    get: () => value,
    set: (next: T) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}

/** A {@link LiveValue} created once per component (from `initial` on the first render; later `initial`s are ignored). */
export function useLiveValue<T>(initial: T): LiveValue<T> {
  return useState(() => createLiveValue(initial))[0];
}

function assertLive(live: unknown, name: string): void {
  const l = live as Partial<LiveValue<unknown>> | null;
  if (typeof l !== 'object' || l === null || typeof l.get !== 'function' || typeof l.subscribe !== 'function') {
    throw new TypeError(`${name} must be a LiveValue from createLiveValue or useLiveValue, got ${l === null ? 'null' : typeof l}`);
  }
}

/** The live value itself, as state: the component re-renders on every change. */
export function useLive<T>(live: LiveValue<T>): T {
  assertLive(live, 'live');
  return useSyncExternalStore(live.subscribe, live.get, live.get);
}

/**
 * What `select` reads from a live value, as state: the component re-renders
 * only when the selection changes (`Object.is`), not on every change of the
 * value. `select` runs at least once per change in every subscribed component
 * (for N items, N calls per drag move: keep it a cheap query such as
 * `segmentCircleHit`), and again in the render of a component whose answer
 * changed when `select` is a new function (an inline arrow; twice more under
 * StrictMode). Return a primitive, or an object that keeps its identity while
 * the answer is the same: a new object from every call re-renders the
 * component on every change (the last selection is cached per value, so it
 * does not loop).
 *
 * @example
 * const Item = memo(function Item({ circle, probe }: { circle: Circle; probe: LiveValue<Segment> }) {
 *   const hit = useLiveSelector(probe, (segment) => segmentCircleHit(segment, circle));
 *   return <CircleShape circle={circle} style={hit ? HIT : MISS} />;
 * });
 * @throws TypeError when `live` is not a LiveValue or `select` not a function
 */
export function useLiveSelector<T, S>(live: LiveValue<T>, select: (value: T) => S): S {
  assertLive(live, 'live');
  if (typeof select !== 'function') throw new TypeError(`select must be a function, got ${typeof select}`);
  // the last selection, kept per (value, select): a selection is computed once per change
  const memo = useRef<{ value: T; select: (value: T) => S; selected: S } | null>(null);
  const snapshot = (): S => {
    const value = live.get();
    const last = memo.current;
    if (last !== null && Object.is(last.value, value) && last.select === select) return last.selected;
    const selected = select(value);
    if (last === null) memo.current = { value, select, selected };
    else {
      last.value = value;
      last.select = select;
      last.selected = selected;
    }
    return selected;
  };
  return useSyncExternalStore(live.subscribe, snapshot, snapshot);
}
