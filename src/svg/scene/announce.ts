'use client';
import { useEffect, useRef, type RefObject } from 'react';
import { useScene } from './sceneContext';

/**
 * Announces `text` (an accessible name with coordinates) through the Scene's
 * polite live region when it changes while `element` has keyboard focus, and
 * once when a pointer drag ends — not on every pointer move, and not when
 * something else moves the element.
 *
 * @internal
 */
export function useAnnounceMoves(element: RefObject<Element | null>, text: string, isDragging: boolean): void {
  const announce = useScene()?.announce;
  const previous = useRef({ text, isDragging });
  useEffect(() => {
    const was = previous.current;
    previous.current = { text, isDragging };
    if (!announce) return;
    const focused = element.current !== null && element.current === element.current.ownerDocument.activeElement;
    if ((was.isDragging && !isDragging) || (focused && !isDragging && was.text !== text)) announce(text);
  }, [announce, element, text, isDragging]);
}
