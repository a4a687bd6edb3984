'use client';
import { useRef, useState } from 'react';

/**
 * The `:focus-visible` rule, decided here so it behaves the same everywhere: a
 * ring when an element is focused by keyboard or script, none when focused by
 * pressing it with a pointer (pointer down comes before the focus it causes).
 * Spread `focusProps` on the focusable element and draw the ring while
 * `ringVisible`.
 *
 * @internal
 */
export function useFocusRing() {
  const [ringVisible, setRingVisible] = useState(false);
  const pressed = useRef(false);
  return {
    ringVisible,
    focusProps: {
      onPointerDownCapture: () => {
        pressed.current = true;
      },
      onFocus: () => {
        setRingVisible(!pressed.current);
        pressed.current = false;
      },
      onBlur: () => setRingVisible(false),
    },
  };
}
