import { isGrabbable, type GrabRouter } from '../../hooks/gesture/grabRouting';

/** The class of a handle's root element, and of its visible dot. @internal */
export const HANDLE_CLASS = 'hitkit-handle';
export const HANDLE_DOT_CLASS = 'hitkit-handle-dot';

/**
 * A Scene's rule for a press on a handle, where handles' invisible touch
 * targets overlap each other or a neighbour's visible dot: the handle whose
 * visible dot is under the pointer wins (the nearest centre among several),
 * and where only touch targets are under it, the nearest handle centre wins.
 * The browser's own hit test (`elementsFromPoint`) says what is under the
 * pointer, so every shape of dot and every transform is honoured. A press on
 * anything but a handle (a shape's body) stays where it landed. Where the
 * document cannot list what is under a point (jsdom), every press stays.
 *
 * @internal
 */
export function createGrabRouter(root: () => Element | null): GrabRouter {
  return {
    route(event, element) {
      const scope = root();
      const doc = element.ownerDocument;
      if (!scope || !element.classList.contains(HANDLE_CLASS) || typeof doc.elementsFromPoint !== 'function') return element;
      const under = doc.elementsFromPoint(event.clientX, event.clientY);
      let best: Element | null = null;
      let bestOnDot = false;
      let bestDistance = Infinity;
      const seen = new Set<Element>();
      for (const hit of under) {
        const handle = hit.closest(`.${HANDLE_CLASS}`);
        if (!handle || seen.has(handle) || !scope.contains(handle) || !isGrabbable(handle)) continue;
        seen.add(handle);
        const dot = handle.querySelector(`.${HANDLE_DOT_CLASS}`);
        if (!dot) continue;
        const box = dot.getBoundingClientRect();
        const distance = Math.hypot(box.left + box.width / 2 - event.clientX, box.top + box.height / 2 - event.clientY);
        const onDot = under.includes(dot);
        if ((onDot && !bestOnDot) || (onDot === bestOnDot && distance < bestDistance)) {
          best = handle;
          bestOnDot = onDot;
          bestDistance = distance;
        }
      }
      return best ?? element;
    },
  };
}
