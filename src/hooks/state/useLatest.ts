'use client';
import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** A ref to a value as of the last commit, as {@link useLatest} gives it. @internal */
export interface Latest<T> {
  readonly current: T;
}

/**
 * A ref to `value` as of the last commit: what event handlers and effects read
 * to see the latest props and state without being made anew on every render
 * (the "latest value ref").
 *
 * Written in a layout effect, never during render: a render that React
 * discards (an interrupted transition, StrictMode's second render) never
 * reaches it, so a handler never acts on props that were not committed.
 * Layout effects run in the order they are declared, so an effect declared
 * after this call already sees the new value. Read `.current` in handlers and
 * effects only; during render, use `value` itself.
 *
 * @internal
 */
export function useLatest<T>(value: T): Latest<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
