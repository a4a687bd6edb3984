'use client';
import { useCallback, useContext, useState } from 'react';
import { useLatest, type Latest } from '../state/useLatest';
import { GrabRouterContext, makeGrabbable, takerOf, type GrabRouter } from './grabRouting';

/** A part's ref callback: attaches the press listeners to the element drawn for it. */
export type PartRef = (element: Element | null) => void;

/**
 * Stable ref callbacks, one per part, that take pointer presses on the
 * part's element with native listeners: `pointerdown` (it stops there, so
 * nothing around, such as a Scene's pan or pinch, also claims the pointer; a
 * Scene's {@link GrabRouter} may hand it to a nearer handle), and a
 * non-passive `touchstart` that cancels the browser's own touch panning
 * (`touch-action` is not honoured on SVG children). A press taken calls
 * `begin`, which must be stable. @internal
 */
export function usePartRefs<P>(
  begin: (event: PointerEvent, element: Element, part: P) => void,
  settingsRef: Latest<{ readonly disabled: boolean }>,
): (part: P) => PartRef {
  const routerRef = useLatest(useContext(GrabRouterContext));
  // Filled during render (refFor is called there): safe when React discards the
  // render, since a part's callback depends on nothing of it (only on `begin`,
  // stable): the one a later render finds is the one it would have made.
  const [refs] = useState(() => new Map<P, PartRef>());
  return useCallback(
    (part: P) => {
      let ref = refs.get(part);
      if (!ref) {
        ref = partRef((event, element) => begin(event, element, part), settingsRef, routerRef);
        refs.set(part, ref);
      }
      return ref;
    },
    [begin, refs, routerRef, settingsRef],
  );
}

/** The ref callback of one part: its element's press listeners, moved when the element changes. */
function partRef(
  take: (event: PointerEvent, element: Element) => void,
  settingsRef: Latest<{ readonly disabled: boolean }>,
  routerRef: Latest<GrabRouter | null>,
): PartRef {
  let attached: { element: Element; detach: () => void } | null = null;
  return (element) => {
    if (attached?.element === element) return;
    attached?.detach();
    attached = null;
    if (element) attached = { element, detach: listenForPresses(element, (event) => take(event, element), settingsRef, routerRef) };
  };
}

/** Makes `element` take presses (routed by the Scene's router, when there is one) with `take`. Returns what undoes it. */
function listenForPresses(
  element: Element,
  take: (event: PointerEvent) => void,
  settingsRef: Latest<{ readonly disabled: boolean }>,
  routerRef: Latest<GrabRouter | null>,
): () => void {
  const onDown = (event: PointerEvent) => {
    if (settingsRef.current.disabled) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    const winner = routerRef.current?.route(event, element) ?? element;
    const taker = winner === element ? take : takerOf(winner);
    if (!taker) return;
    if (winner !== element) event.preventDefault(); // keep focus off the handle that lost
    taker(event);
  };
  const onTouch = (event: TouchEvent) => {
    if (!settingsRef.current.disabled && event.cancelable) event.preventDefault();
  };
  const ungrab = makeGrabbable(element, take);
  element.addEventListener('pointerdown', onDown as EventListener);
  element.addEventListener('touchstart', onTouch as EventListener, { passive: false });
  return () => {
    ungrab();
    element.removeEventListener('pointerdown', onDown as EventListener);
    element.removeEventListener('touchstart', onTouch as EventListener);
  };
}
