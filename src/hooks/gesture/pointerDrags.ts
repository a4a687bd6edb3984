/**
 * How many pointer drags run now, in any draggable of the page: a drawing
 * cursor leaves Tab to a drag, and a Scene keeps a dragged shape in its fit.
 * A gesture counts itself in when it starts and out when it ends, whatever
 * ends it (unmount included). @internal
 */
let running = 0;

/** Whether a pointer drags some handle or shape now (so Tab belongs to that drag). @internal */
export function isPointerDragActive(): boolean {
  return running > 0;
}

/** A pointer drag started. @internal */
export function pointerDragStarted(): void {
  running++;
}

/** A pointer drag ended. @internal */
export function pointerDragEnded(): void {
  running--;
}
