'use client';
import { useCallback, useRef, type Ref } from 'react';
import { useAnnounceMoves } from '../scene/announce';
import { useFocusRing } from './focusRing';
import { setRef } from './setRef';

/**
 * What every grabbable part hitkit draws (a handle, a shape's body, a robot's
 * body) adds to the props a drag hook gives it: one stable `ref` that hands
 * the element to the hook's ref (it attaches the press listeners), to
 * `forwarded` and to the announcer; the focus ring (`useFocusRing`, chaining
 * the hook's `onBlur`); and the announcement of `text` after keyboard moves
 * and drag ends (`useAnnounceMoves`). Spread the hook's props first, then
 * `ref` and `focusProps`.
 *
 * @internal
 */
export function useGrabbablePart<T extends Element>(
  hookProps: { readonly ref?: Ref<Element> | undefined; readonly onBlur?: (() => void) | undefined },
  text: string,
  isDragging: boolean,
  forwarded?: Ref<T>,
) {
  const own = useRef<T>(null);
  const { ringVisible, focusProps } = useFocusRing(hookProps.onBlur);
  useAnnounceMoves(own, text, isDragging);
  const hookRef = hookProps.ref;
  const ref = useCallback(
    (node: T | null) => {
      own.current = node;
      setRef(hookRef, node);
      setRef(forwarded, node);
    },
    [hookRef, forwarded],
  );
  return { ref, ringVisible, focusProps };
}
