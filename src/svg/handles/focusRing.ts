'use client';
import { useMemo, useRef, useState } from 'react';

/** What `useFocusRing`'s handlers read of a focus event: where it happened and whose handler runs. */
interface FocusEventLike {
  readonly target: EventTarget;
  readonly currentTarget: EventTarget;
}

/**
 * The `:focus-visible` rule, decided here so it behaves the same everywhere: a
 * ring when an element is focused by keyboard or script, none when focused by
 * pressing it with a pointer (pointer down comes before the focus it causes).
 * Spread `focusProps` on the focusable element and draw the ring while
 * `ringVisible`; `onBlur` is the element's own blur handler (from a drag
 * hook's props), which `focusProps.onBlur` calls after hiding the ring.
 *
 * Only the element's OWN focus shows its ring: React's focus events bubble,
 * so a focusable inside it (a layer's vertex or transform handle, a
 * `<Handle>` among its children) focused from the keyboard would otherwise
 * light the layer's ring too, and two marks would show. Focus moving to an
 * element inside hides the ring; it shows again when the element itself is
 * focused again (from the keyboard).
 *
 * @internal
 */
export function useFocusRing(onBlur?: () => void) {
  const [ringVisible, setRingVisible] = useState(false);
  const pressed = useRef(false);
  // the same props while `onBlur` is (a handle re-renders on every move of a drag)
  const focusProps = useMemo(
    () => ({
      onPointerDownCapture: () => {
        pressed.current = true;
      },
      onFocus: (e: FocusEventLike) => {
        setRingVisible(e.target === e.currentTarget && !pressed.current);
        pressed.current = false;
      },
      onBlur: () => {
        setRingVisible(false);
        onBlur?.(); // the element's own blur (a drag hook ends a keyboard gesture there)
      },
    }),
    [onBlur],
  );
  return { ringVisible, focusProps };
}
