'use client';
import { useEffect } from 'react';
import { useLatest } from '../state/useLatest';
import type { Grip } from './heldPointers';
import { useGestureLifecycle, type GestureCallbacks } from './useGestureLifecycle';
import { useKeyGesture, type KeyGesture } from './useKeyGesture';
import { usePartRefs, type PartRef } from './usePartRefs';
import { usePointerDrags, type PointerSettings } from './usePointerDrags';
import { useProposedValue, type ValueOwner } from './useProposedValue';

/** What a draggable tells its {@link useDragSession}, read on every event through a ref. @internal */
export interface DragSessionConfig<V, P, G extends Grip<P>> extends ValueOwner<V>, GestureCallbacks<V, P>, PointerSettings<V, P, G> {
  /** The value as rendered (given by the parent, or the uncontrolled state). */
  readonly value: V;
}

/** What {@link useDragSession} gives its draggable. @internal */
export interface DragSession<V, P> extends KeyGesture<V, P> {
  /** A stable ref callback per part: spread as `ref` with the part's props. */
  readonly refFor: (part: P) => PartRef;
  /** The parts pointers hold now, in the order they were grabbed. */
  readonly activeParts: readonly P[];
  /** Whether a pointer drives the value now (read at event time, unlike `activeParts`). */
  readonly pointerActive: () => boolean;
}

/**
 * The gesture machinery shared by the drag hooks, in the seams of react-aria's
 * `useMove` and `useSliderThumb`:
 * - the value ({@link useProposedValue}): every move continues from the value
 *   last committed (in controlled use, the value the parent gives), and a
 *   parent that refuses or changes a move is followed;
 * - the lifecycle ({@link useGestureLifecycle}): one gesture at a time, with
 *   `onStart`, and `onEnd` after the commit that ends it, with the value shown
 *   then; unmount ends it as cancelled;
 * - the inputs: pointer drags with capture, one grip per pointer, the grab
 *   offset kept in CSS pixels ({@link usePointerDrags}); presses taken by
 *   native listeners on each part's element ({@link usePartRefs}); runs of
 *   movement keys ({@link useKeyGesture}). Escape cancels (the start value is
 *   restored); window blur, a hidden page, a lost pointer or disabling end a
 *   drag where it is.
 *
 * @internal
 */
export function useDragSession<V, P, G extends Grip<P>>(config: DragSessionConfig<V, P, G>): DragSession<V, P> {
  const configRef = useLatest(config);
  const value = useProposedValue(config.value, configRef);
  const lifecycle = useGestureLifecycle(value.baseRef, configRef);
  const [pointers, activeParts] = usePointerDrags(configRef, value, lifecycle);
  const refFor = usePartRefs(pointers.begin, configRef);
  const keys = useKeyGesture(configRef, value, lifecycle, pointers);

  // Disabled mid-drag: the drag ends where it is.
  const { disabled } = config;
  useEffect(() => {
    if (disabled && lifecycle.current()) pointers.interrupt();
  }, [disabled, lifecycle, pointers]);

  // Unmounted mid-gesture: listeners go, and the end is reported as cancelled.
  useEffect(
    () => () => {
      pointers.detachAll();
      lifecycle.unmount();
    },
    [lifecycle, pointers],
  );
  return { ...keys, refFor, activeParts, pointerActive: pointers.active };
}
