'use client';
import { useCallback, useMemo, type KeyboardEvent } from 'react';
import type { Latest } from '../state/useLatest';
import type { GestureLifecycle } from './useGestureLifecycle';
import type { PointerDrags } from './usePointerDrags';
import type { ProposedValue } from './useProposedValue';

/** What {@link useKeyGesture} gives a drag session: the key handlers of its parts (stable). @internal */
export interface KeyGesture<V, P> {
  /**
   * A key press on `part`: `next` computes the proposed value from the current
   * one, or returns `undefined` for a key that is not ours. Escape cancels.
   */
  readonly keyDown: (event: KeyboardEvent, part: P, next: (value: V) => V | undefined) => void;
  readonly keyUp: (event: KeyboardEvent) => void;
  readonly blur: () => void;
}

/**
 * The keyboard side of a drag session: a run of movement keys is one gesture,
 * from the first key press to the last key release (a held key repeats within
 * it); Escape cancels a gesture of either input; losing focus ends a keyboard
 * gesture where it is. A pointer drag owns the value: keys then move nothing. @internal
 */
export function useKeyGesture<V, P>(
  settingsRef: Latest<{ readonly disabled: boolean }>,
  value: ProposedValue<V>,
  lifecycle: GestureLifecycle<V, P>,
  pointers: PointerDrags<P>,
): KeyGesture<V, P> {
  const keyDown = useCallback(
    (event: KeyboardEvent, part: P, next: (value: V) => V | undefined) => {
      if (event.key === 'Escape') {
        if (lifecycle.current()) {
          event.preventDefault();
          pointers.cancel();
        }
        return;
      }
      if (settingsRef.current.disabled) return;
      const proposed = next(value.baseRef.current);
      if (proposed === undefined) return;
      event.preventDefault();
      if (pointers.active()) return; // a pointer drag owns the value
      const g = lifecycle.current() ?? lifecycle.start('keyboard', part);
      g.keys.add(event.key);
      value.emit(proposed);
    },
    [lifecycle, pointers, settingsRef, value],
  );

  const keyUp = useCallback(
    (event: KeyboardEvent) => {
      const g = lifecycle.current();
      if (g?.input === 'keyboard' && g.keys.delete(event.key) && g.keys.size === 0) lifecycle.finish('release');
    },
    [lifecycle],
  );

  const blur = useCallback(() => {
    if (lifecycle.current()?.input === 'keyboard') lifecycle.finish('interrupted');
  }, [lifecycle]);
  return useMemo(() => ({ keyDown, keyUp, blur }), [keyDown, keyUp, blur]);
}
