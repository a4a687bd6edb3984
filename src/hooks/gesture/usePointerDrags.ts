'use client';
import { useCallback, useMemo, useState } from 'react';
import type { Vec2 } from '../../geometry/index';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import type { Latest } from '../state/useLatest';
import { isFinitePoint, pixelOffset, sceneUnitsPerPixel, type ClientToScene } from './clientToScene';
import type { DragEndReason } from './dragEvents';
import { HeldPointers, type Grip, type HeldPointer } from './heldPointers';
import { followPointer } from './pointerListeners';
import type { GestureLifecycle } from './useGestureLifecycle';
import type { ProposedValue } from './useProposedValue';

/** How a draggable follows pointers. */
export interface PointerSettings<V, P, G extends Grip<P>> {
  readonly toScene: ClientToScene;
  /** The grip a pointer takes on `part` of `value`, pressed at scene point `pointer`. */
  readonly grip: (value: V, part: P, pointer: Vec2) => G;
  /**
   * `value` with the grip's point moved to `target` (snapped, constrained,
   * clamped); `perPixel()` gives the scene units per CSS pixel at the pointer.
   */
  readonly drag: (value: V, grip: G, target: Vec2, perPixel: () => number) => V;
  /**
   * Tab (Shift+Tab: `backwards`) during a pointer drag: step through what the
   * drag cycles (snap candidates); true when it did, and the move is then made
   * again. Absent: Tab is left to the browser.
   */
  readonly cycle?: ((backwards: boolean) => boolean) | undefined;
  /** Whether several pointers may drive parts at once (a shape's parts), or one (a point). */
  readonly multiPointer: boolean;
  readonly disabled: boolean;
}

/** What {@link usePointerDrags} gives a drag session (stable functions). @internal */
export interface PointerDrags<P> {
  /** A press on the element of `part`, routed to it: a pointer takes the part. */
  readonly begin: (event: PointerEvent, element: Element, part: P) => void;
  /** Escape: every pointer lets go and the value goes back to where the gesture started. */
  readonly cancel: () => void;
  /** The drag ends where it is (window blur, page hidden, disabled). */
  readonly interrupt: () => void;
  /** Unmounting: every listener goes, nothing is told. */
  readonly detachAll: () => void;
  /** Whether a pointer drives the value now (read at event time). */
  readonly active: () => boolean;
}

const NO_PARTS: readonly never[] = [];

/**
 * The pointer side of a drag session, as react-aria's `useMove` is to its
 * slider: pointer drags with capture, one grip per pointer, the grab offset
 * kept in CSS pixels; while one runs, Escape cancels it, Tab cycles the snap
 * candidates of the pointer that moved last, and losing the window, the page
 * or a part's element ends it where it is. Returns the parts held now too. @internal
 */
export function usePointerDrags<V, P, G extends Grip<P>>(
  settingsRef: Latest<PointerSettings<V, P, G>>,
  value: ProposedValue<V>,
  lifecycle: GestureLifecycle<V, P>,
): [PointerDrags<P>, readonly P[]] {
  const [parts, setParts] = useState<readonly P[]>(NO_PARTS);
  const [held] = useState(() => new HeldPointers<P, G>(setParts));

  const interrupt = useCallback(() => {
    held.releaseAll();
    lifecycle.finish('interrupted');
  }, [held, lifecycle]);
  const cancel = useCallback(() => {
    const g = lifecycle.current();
    if (!g) return;
    held.releaseAll();
    value.emit(g.start);
    lifecycle.finish('escape');
  }, [held, lifecycle, value]);
  const release = useCallback(
    (id: number, reason: DragEndReason) => {
      if (held.drop(id) && held.size === 0) lifecycle.finish(reason);
    },
    [held, lifecycle],
  );

  const moveTo = useCallback(
    (p: HeldPointer<G>, event: PointerEvent, releasing: boolean) => {
      const { toScene, drag } = settingsRef.current;
      held.moved(event.pointerId, event);
      const clientX = event.clientX + p.offset.x;
      const clientY = event.clientY + p.offset.y;
      const target = toScene(clientX, clientY, p.element);
      if (!isFinitePoint(target)) return;
      const perPixel = () => sceneUnitsPerPixel(toScene, clientX, clientY, p.element, target);
      value.propose(drag(value.baseRef.current, p.grip, target, perPixel), releasing);
    },
    [held, settingsRef, value],
  );

  const onWindowKey = useWindowKey(settingsRef, lifecycle, held, moveTo, cancel);
  const begin = useCallback(
    (event: PointerEvent, element: Element, part: P) => {
      const { disabled, multiPointer, toScene, grip: gripOf } = settingsRef.current;
      const id = event.pointerId;
      if (disabled || held.get(id) || (!multiPointer && held.size > 0)) return;
      if (lifecycle.current()?.input === 'keyboard') lifecycle.finish('interrupted', true);
      const at = toScene(event.clientX, event.clientY, element);
      if (!isFinitePoint(at)) return;
      const grip = gripOf(value.baseRef.current, part, at);
      const offset = pixelOffset(toScene, element, event.clientX, event.clientY, at, grip.point);
      const detach = followPointer(element, id, {
        move: (e) => {
          const p = held.get(id);
          if (p) moveTo(p, e, false);
        },
        up: (e) => {
          const p = held.get(id);
          if (!p) return;
          moveTo(p, e, true);
          release(id, 'release');
        },
        lost: () => release(id, 'interrupted'),
      });
      const first = held.size === 0;
      held.hold(id, { element, grip, offset, detach, last: event });
      if (first) {
        value.forgetProposal();
        held.watchWindow(element, onWindowKey, interrupt);
        lifecycle.start('pointer', part);
      } else lifecycle.regrip(part);
    },
    [held, interrupt, lifecycle, moveTo, onWindowKey, release, settingsRef, value],
  );

  // a part that left the document while a pointer held it (a handle no longer drawn): that drag ends
  // where it is (the browser sends its lost capture to the document, not to the element)
  useIsomorphicLayoutEffect(() => {
    for (const id of held.disconnected()) release(id, 'interrupted');
  });

  const detachAll = useCallback(() => held.detachAll(), [held]);
  const active = useCallback(() => held.size > 0, [held]);
  const drags = useMemo(() => ({ begin, cancel, interrupt, detachAll, active }), [begin, cancel, interrupt, detachAll, active]);
  return [drags, parts];
}

/** The window's keys during a pointer drag: Tab cycles the snap candidates of the pointer that moved last; Escape cancels. */
function useWindowKey<V, P, G extends Grip<P>>(
  settingsRef: Latest<PointerSettings<V, P, G>>,
  lifecycle: GestureLifecycle<V, P>,
  held: HeldPointers<P, G>,
  moveTo: (p: HeldPointer<G>, event: PointerEvent, releasing: boolean) => void,
  cancel: () => void,
): (event: KeyboardEvent) => void {
  return useCallback(
    (event: KeyboardEvent) => {
      if (lifecycle.current()?.input !== 'pointer') return;
      if (event.key === 'Tab') {
        // the pointer that moved last: its candidates are the ones shown
        const p = held.lastMoved();
        if (!p || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !settingsRef.current.cycle?.(event.shiftKey)) return;
        event.preventDefault();
        moveTo(p, p.last, false);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      }
    },
    [cancel, held, lifecycle, moveTo, settingsRef],
  );
}
