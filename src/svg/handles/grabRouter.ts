import { isGrabbable, type GrabRouter } from '../../hooks/gesture/grabRouting';

/** The class of a handle's root element, and of its visible dot. @internal */
export const HANDLE_CLASS = 'hitkit-handle';
export const HANDLE_DOT_CLASS = 'hitkit-handle-dot';
/**
 * The class of a body routed like a handle (a `LidarRobot`'s body, also a
 * {@link HANDLE_CLASS}): its disc (a {@link HANDLE_DOT_CLASS}) beats a
 * neighbour's invisible touch target, never a handle's visible dot. @internal
 */
export const ROBOT_BODY_CLASS = 'hitkit-robot-body';

/** How strongly a handle under the pointer claims a press: its visible dot, a routed body's disc, or only its touch target. */
const ON_DOT = 2;
const ON_BODY = 1;
const ON_TARGET = 0;

/** The handle that claims a press most strongly, and how strongly; the nearest centre on a tie. */
interface Claim {
  readonly handle: Element;
  readonly rank: number;
  /** From the pointer to the centre of the handle's dot, CSS px. */
  readonly distance: number;
}

/**
 * The strongest claim among the handles under a press at `(clientX, clientY)`
 * (`under`: the document's hit test there, topmost first): live handles of
 * the Scene `scope` only, each counted once; null where there is none.
 */
function strongestClaim(under: readonly Element[], scope: Element, clientX: number, clientY: number): Claim | null {
  let best: Claim | null = null;
  const seen = new Set<Element>();
  for (const hit of under) {
    const handle = hit.closest(`.${HANDLE_CLASS}`);
    if (!handle || seen.has(handle) || !scope.contains(handle) || !isGrabbable(handle)) continue;
    seen.add(handle);
    const dot = handle.querySelector(`.${HANDLE_DOT_CLASS}`);
    if (!dot) continue;
    const rank = !under.includes(dot) ? ON_TARGET : handle.classList.contains(ROBOT_BODY_CLASS) ? ON_BODY : ON_DOT;
    const box = dot.getBoundingClientRect();
    const distance = Math.hypot(box.left + box.width / 2 - clientX, box.top + box.height / 2 - clientY);
    if (!best || rank > best.rank || (rank === best.rank && distance < best.distance)) best = { handle, rank, distance };
  }
  return best;
}

/**
 * A Scene's rule for a press on something grabbable, where handles'
 * invisible touch targets overlap each other, a neighbour's visible dot or a
 * body:
 *
 * - a handle whose visible dot is under the pointer wins (the nearest centre
 *   among several), whatever is drawn over it: another handle's touch target,
 *   a shape's body (its fill or rim), a robot's body;
 * - else, on a handle or a robot's body, a robot's body whose disc is under
 *   the pointer wins over touch targets, and where only touch targets are
 *   under it, the nearest handle centre wins;
 * - a press on a shape's body with no visible dot under it stays with the body.
 *
 * The browser's own hit test (`elementsFromPoint`) says what is under the
 * pointer, so every shape of dot and every transform is honoured, and the
 * drawing order does not matter. Where the document cannot list what is
 * under a point (jsdom), every press stays where it landed.
 *
 * @internal
 */
export function createGrabRouter(root: () => Element | null): GrabRouter {
  return {
    route(event, element) {
      const scope = root();
      const doc = element.ownerDocument;
      if (!scope || typeof doc.elementsFromPoint !== 'function') return element;
      const claim = strongestClaim(doc.elementsFromPoint(event.clientX, event.clientY), scope, event.clientX, event.clientY);
      if (!claim) return element;
      // a shape's body gives a press up only to a visible dot
      return element.classList.contains(HANDLE_CLASS) || claim.rank === ON_DOT ? claim.handle : element;
    },
  };
}
