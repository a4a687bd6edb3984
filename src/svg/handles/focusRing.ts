'use client';
import { useMemo, useRef, useState } from 'react';

/**
 * The `:focus-visible` rule, decided here so it behaves the same everywhere: a
 * ring when an element is focused by keyboard or script, none when focused by
 * pressing it with a pointer (pointer down comes before the focus it causes).
 * Spread `focusProps` on the focusable element and draw the ring while
 * `ringVisible`; `onBlur` is the element's own blur handler (from a drag
 * hook's props), which `focusProps.onBlur` calls after hiding the ring.
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
      onFocus: () => {
        setRingVisible(!pressed.current);
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
