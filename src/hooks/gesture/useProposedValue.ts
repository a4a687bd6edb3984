'use client';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import type { Latest } from '../state/useLatest';

/** How a draggable proposes values to its owner. */
export interface ValueOwner<V> {
  /** Proposes a new value (calls `onChange`; updates the state when uncontrolled). */
  readonly setValue: (next: V) => void;
  readonly same: (a: V, b: V) => boolean;
}

/** What {@link useProposedValue} gives a drag session. @internal */
export interface ProposedValue<V> {
  /**
   * The value the next move starts from: the value committed, or our own
   * proposal until the commit that answers it (so that two pointers moving in
   * one frame both count). Every commit resets it to the value given.
   */
  readonly baseRef: Latest<V>;
  /** Proposes `next`, unless it is the base already. */
  readonly emit: (next: V) => void;
  /**
   * A pointer move's proposal: a parent that refused a proposal is not asked
   * again until the proposal changes. At `release`, a move not committed yet is
   * proposed again at the release's (discrete) priority, so that the end of the
   * gesture reports what the parent decided.
   */
  readonly propose: (next: V, release: boolean) => void;
  /** A new pointer gesture: no proposal refused yet. */
  readonly forgetProposal: () => void;
}

/**
 * The value side of a drag session, as react-aria's `useSliderThumb` is to
 * its `useMove`: what a move starts from, and how a new value is proposed to
 * the owner (controlled or not) and followed when the owner refuses or
 * changes it. Every move continues from the value committed last (in
 * controlled use, the value the parent gives). @internal
 */
export function useProposedValue<V>(value: V, ownerRef: Latest<ValueOwner<V>>): ProposedValue<V> {
  const baseRef = useRef(value);
  // whether we proposed a value that no commit has answered yet
  const pendingEmit = useRef(false);
  // the last value a pointer move proposed in this gesture
  const lastProposed = useRef<V | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useIsomorphicLayoutEffect(() => {
    baseRef.current = value;
    pendingEmit.current = false;
  });

  const emit = useCallback(
    (next: V) => {
      if (ownerRef.current.same(next, baseRef.current)) return;
      baseRef.current = next;
      pendingEmit.current = true;
      ownerRef.current.setValue(next);
      rerender(); // so that a parent that refuses the move still re-syncs `base`
    },
    [ownerRef],
  );

  const propose = useCallback(
    (next: V, release: boolean) => {
      const asked = lastProposed.current;
      if (asked === null || !ownerRef.current.same(next, asked)) {
        lastProposed.current = next;
        emit(next);
      } else if (release && pendingEmit.current) {
        ownerRef.current.setValue(next);
        rerender();
      }
    },
    [emit, ownerRef],
  );

  const forgetProposal = useCallback(() => {
    lastProposed.current = null;
  }, []);
  return useMemo(() => ({ baseRef, emit, propose, forgetProposal }), [emit, propose, forgetProposal]);
}
