'use client';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import type { Latest } from '../state/useLatest';
import type { DragEndInfo, DragEndReason, DragInput, DragStartInfo } from './dragEvents';
import { pointerDragEnded, pointerDragStarted } from './pointerDrags';

/** A gesture running: a pointer press to the last release, or a run of movement keys. @internal */
export interface Gesture<V, P> {
  readonly input: DragInput;
  /** The value it started from (Escape restores it). */
  readonly start: V;
  /** The part grabbed last. */
  part: P;
  /** Movement keys held down (keyboard gestures). */
  readonly keys: Set<string>;
}

/** What a draggable is told of its gestures. */
export interface GestureCallbacks<V, P> {
  readonly onStart: (value: V, part: P, info: DragStartInfo) => void;
  readonly onEnd: (value: V, part: P, info: DragEndInfo) => void;
}

/** What {@link useGestureLifecycle} gives a drag session. @internal */
export interface GestureLifecycle<V, P> {
  /** The gesture running now, or null. */
  readonly current: () => Gesture<V, P> | null;
  /** Starts a gesture on `part` from the base value, and tells `onStart`. */
  readonly start: (input: DragInput, part: P) => Gesture<V, P>;
  /** Another pointer joined the running gesture on `part`: the part grabbed last. */
  readonly regrip: (part: P) => void;
  /**
   * Ends the gesture. `onEnd` is told after the commit this schedules, with
   * the value shown then; `now` tells it at once (a gesture another replaces).
   */
  readonly finish: (reason: DragEndReason, now?: boolean) => void;
  /** Unmounting: an end waiting for a commit is told now, and a gesture still running ends as `'unmount'` (cancelled). */
  readonly unmount: () => void;
}

/**
 * The lifecycle of a drag session's gestures: one gesture at a time, started
 * by the first pointer or key, ended by the last release, Escape, an
 * interruption or unmount, with `onEnd` told after the commit that ends it. @internal
 */
export function useGestureLifecycle<V, P>(baseRef: Latest<V>, callbacksRef: Latest<GestureCallbacks<V, P>>): GestureLifecycle<V, P> {
  const gesture = useRef<Gesture<V, P> | null>(null);
  const pendingEnd = useRef<{ part: P; info: DragEndInfo } | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const reportPendingEnd = useCallback(() => {
    const end = pendingEnd.current;
    if (!end) return;
    pendingEnd.current = null;
    callbacksRef.current.onEnd(baseRef.current, end.part, end.info);
  }, [baseRef, callbacksRef]);
  // the end is told after the commit that ends the gesture, with the value shown then
  useIsomorphicLayoutEffect(() => reportPendingEnd());

  const start = useCallback(
    (input: DragInput, part: P) => {
      const g: Gesture<V, P> = { input, start: baseRef.current, part, keys: new Set() };
      gesture.current = g;
      if (input === 'pointer') pointerDragStarted();
      callbacksRef.current.onStart(baseRef.current, part, { input });
      return g;
    },
    [baseRef, callbacksRef],
  );

  const regrip = useCallback((part: P) => {
    if (gesture.current) gesture.current.part = part;
  }, []);

  const finish = useCallback(
    (reason: DragEndReason, now = false) => {
      const g = gesture.current;
      if (!g) return;
      gesture.current = null;
      if (g.input === 'pointer') pointerDragEnded();
      const info: DragEndInfo = { input: g.input, reason, cancelled: reason === 'escape' || reason === 'unmount' };
      if (now) {
        callbacksRef.current.onEnd(baseRef.current, g.part, info);
        return;
      }
      pendingEnd.current = { part: g.part, info };
      rerender();
    },
    [baseRef, callbacksRef],
  );

  const unmount = useCallback(() => {
    // an end waiting for a commit that unmounts this component is reported now
    reportPendingEnd();
    const g = gesture.current;
    if (!g) return;
    gesture.current = null;
    if (g.input === 'pointer') pointerDragEnded();
    callbacksRef.current.onEnd(baseRef.current, g.part, { input: g.input, reason: 'unmount', cancelled: true });
  }, [baseRef, callbacksRef, reportPendingEnd]);

  const current = useCallback(() => gesture.current, []);
  return useMemo(() => ({ current, start, regrip, finish, unmount }), [current, start, regrip, finish, unmount]);
}
