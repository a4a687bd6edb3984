// The native listeners of a pointer drag: the pointer itself, and the window around it.

/** What the events of a followed pointer do. @internal */
export interface PointerFollower {
  readonly move: (event: PointerEvent) => void;
  readonly up: (event: PointerEvent) => void;
  /** `pointercancel` or lost pointer capture: the browser took the pointer. */
  readonly lost: () => void;
}

/**
 * Follows pointer `id` from its press on `element`: captures it, so that the
 * drag follows it outside the element, and listens to its moves, its release
 * and its loss. Returns what stops listening (the capture ends with the
 * pointer). @internal
 */
export function followPointer(element: Element, id: number, follower: PointerFollower): () => void {
  try {
    element.setPointerCapture(id);
  } catch {
    // not an active pointer (a synthetic event): follow it without capture
  }
  const onMove = (event: PointerEvent) => {
    if (event.pointerId === id) follower.move(event);
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId === id) follower.up(event);
  };
  const onLost = (event: PointerEvent) => {
    if (event.pointerId === id) follower.lost();
  };
  element.addEventListener('pointermove', onMove as EventListener);
  element.addEventListener('pointerup', onUp as EventListener);
  element.addEventListener('pointercancel', onLost as EventListener);
  element.addEventListener('lostpointercapture', onLost as EventListener);
  return () => {
    element.removeEventListener('pointermove', onMove as EventListener);
    element.removeEventListener('pointerup', onUp as EventListener);
    element.removeEventListener('pointercancel', onLost as EventListener);
    element.removeEventListener('lostpointercapture', onLost as EventListener);
  };
}

/**
 * While a pointer drag runs: a key pressed anywhere in the window of `element`
 * (seen first, in the capture phase) goes to `onKey`, and the window losing
 * focus or the page being hidden to `onLeave`. Returns what stops watching,
 * or null where the element has no window. @internal
 */
export function watchWindow(element: Element, onKey: (event: KeyboardEvent) => void, onLeave: () => void): (() => void) | null {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  if (!view) return null;
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') onLeave();
  };
  view.addEventListener('keydown', onKey, true);
  view.addEventListener('blur', onLeave);
  doc.addEventListener('visibilitychange', onHidden);
  return () => {
    view.removeEventListener('keydown', onKey, true);
    view.removeEventListener('blur', onLeave);
    doc.removeEventListener('visibilitychange', onHidden);
  };
}
