'use client';
import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import { NO_SNAP, type SnapState } from './snapper';

/**
 * The `onSnapChange` callback of every draggable and drawing surface:
 * `<Handle>`, `<DraggableShape>`, `<PolygonEditor>` and `<SnapCursorLayer>`
 * (the same type and timing everywhere). Called with the {@link SnapState}
 * shown: `snap.target` is the target the dragged point (or the cursor) now
 * sits on, or `null` when it sits on none; `candidates` and `index` say which
 * of the candidates at the point Tab has chosen.
 *
 * Timing: once per change of what is shown (a new target, no target, another
 * Tab choice), never twice for the same, in a layout effect of the commit
 * that draws the change: before the browser paints that frame, so state an
 * app sets in it (a status line naming the target) paints in the same frame
 * as the `<SnapMarker>`. Not called on mount (nothing is shown then); a drag
 * that ends on a target calls it with `target: null` when the marker goes
 * (after a pointer release; after arrow keys, when focus leaves).
 */
export type SnapChangeHandler = (snap: SnapState) => void;

/**
 * Calls `onSnapChange` (see {@link SnapChangeHandler}) when `snap` changes,
 * before paint; `onSnapChange` may be a new function every render. @internal
 */
export function useSnapReport(snap: SnapState, onSnapChange: SnapChangeHandler | undefined): void {
  const report = useRef(onSnapChange);
  const last = useRef<SnapState>(NO_SNAP);
  useIsomorphicLayoutEffect(() => {
    report.current = onSnapChange;
  });
  useIsomorphicLayoutEffect(() => {
    if (last.current === snap) return;
    last.current = snap;
    report.current?.(snap);
  }, [snap]);
}
