// What a gesture tells a draggable's callbacks (plain types, shared by every drag hook).

/** How a gesture is driven: a pointer (mouse, pen, touch) or the keyboard. */
export type DragInput = 'pointer' | 'keyboard';

/**
 * Why a gesture ended:
 * - `'release'`: the user let go (pointer up; the last movement key released);
 * - `'escape'`: Escape was pressed: the value was restored to what it was at the start;
 * - `'interrupted'`: the browser took the pointer (`pointercancel`, lost
 *   pointer capture), the window lost focus, the page was hidden, the handle
 *   lost keyboard focus or was disabled: the value reached so far is kept;
 * - `'unmount'`: the component unmounted mid-gesture: nothing more is called.
 */
export type DragEndReason = 'release' | 'escape' | 'interrupted' | 'unmount';

/** What `onDragStart` is told besides the value. */
export interface DragStartInfo {
  readonly input: DragInput;
}

/**
 * What `onDragEnd` is told besides the value. `cancelled` is true when the
 * gesture should not count as an edit (Escape, which restored the start value,
 * and unmount); record one undo step for every end with `cancelled: false`.
 */
export interface DragEndInfo {
  readonly input: DragInput;
  readonly reason: DragEndReason;
  readonly cancelled: boolean;
}
