'use client';
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../state/useIsomorphicLayoutEffect';
import type { Vec2 } from '../../geometry/index';

/**
 * Converts a pointer's client coordinates (CSS pixels) to the coordinates the
 * point lives in. `element` is the element the handle props are spread on.
 */
export type ClientToScene = (clientX: number, clientY: number, element: Element) => Vec2;

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

/**
 * Decides which grabbable element takes a pointer that went down on `element`
 * (a Scene routes a press to the handle whose visible dot is under the
 * pointer, else to the nearest handle centre). Returns `element` to keep it.
 */
export interface GrabRouter {
  route(event: PointerEvent, element: Element): Element;
}

/** The {@link GrabRouter} of the nearest Scene; `null` outside one (every element then takes its own presses). */
export const GrabRouterContext = createContext<GrabRouter | null>(null);

/** Pointer drags running now, in any draggable: a drawing cursor leaves Tab to them. @internal */
let pointerDrags = 0;

/** Whether a pointer drags some handle or shape now (so Tab belongs to that drag). @internal */
export function isPointerDragActive(): boolean {
  return pointerDrags > 0;
}

/** How to start a gesture on an element that has our handle props: what a router hands a pointer to. @internal */
const takers = new WeakMap<Element, (event: PointerEvent) => void>();

/** Whether `element` carries handle props of a live draggable (a router only hands pointers to those). @internal */
export function isGrabbable(element: Element): boolean {
  return takers.has(element);
}

/** The scene point a pointer holds on a part, and whatever the part needs to follow it. @internal */
export interface Grip<P> {
  readonly part: P;
  /** The scene point kept under the pointer (a handle's centre, a body's anchor). */
  readonly point: Vec2;
}

/** What a draggable tells its {@link useDragSession}, read on every event through a ref. @internal */
export interface DragSessionConfig<V, P, G extends Grip<P>> {
  /** The value as rendered (given by the parent, or the uncontrolled state). */
  readonly value: V;
  /** Proposes a new value (calls `onChange`; updates the state when uncontrolled). */
  readonly setValue: (next: V) => void;
  readonly same: (a: V, b: V) => boolean;
  readonly toScene: ClientToScene;
  /** The grip a pointer takes on `part` of `value`, pressed at scene point `pointer`. */
  readonly grip: (value: V, part: P, pointer: Vec2) => G;
  /**
   * `value` with the grip's point moved to `target` (snapped, constrained,
   * clamped); `perPixel()` gives the scene units per CSS pixel at the pointer.
   */
  readonly drag: (value: V, grip: G, target: Vec2, perPixel: () => number) => V;
  /**
   * Tab (Shift+Tab: `backwards`) during a pointer drag: step through what the
   * drag cycles (snap candidates); true when it did, and the move is then made
   * again. Absent: Tab is left to the browser.
   */
  readonly cycle?: ((backwards: boolean) => boolean) | undefined;
  /** Whether several pointers may drive parts at once (a shape's parts), or one (a point). */
  readonly multiPointer: boolean;
  readonly disabled: boolean;
  readonly onStart: (value: V, part: P, info: DragStartInfo) => void;
  readonly onEnd: (value: V, part: P, info: DragEndInfo) => void;
}

interface ActivePointer<G> {
  readonly element: Element;
  readonly grip: G;
  /** From the pointer to the grip's point, CSS pixels: kept through zoom and pan. */
  readonly offset: Vec2;
  readonly detach: () => void;
  /** The pointer's last event (the press, then each move): a Tab makes its move again. */
  last: PointerEvent;
}

interface Gesture<V, P> {
  readonly input: DragInput;
  readonly start: V;
  part: P;
  /** Movement keys held down (keyboard gestures). */
  readonly keys: Set<string>;
}

/** What {@link useDragSession} gives its draggable. @internal */
export interface DragSession<V, P> {
  /** A stable ref callback per part: spread as `ref` with the part's props. */
  readonly refFor: (part: P) => (element: Element | null) => void;
  /**
   * A key press on `part`: `next` computes the proposed value from the current
   * one, or returns `undefined` for a key that is not ours. Escape cancels.
   */
  readonly keyDown: (event: KeyboardEvent, part: P, next: (value: V) => V | undefined) => void;
  readonly keyUp: (event: KeyboardEvent) => void;
  readonly blur: () => void;
  /** The parts pointers hold now, in the order they were grabbed. */
  readonly activeParts: readonly P[];
  /** Whether a pointer drives the value now (read at event time, unlike `activeParts`). */
  readonly pointerActive: () => boolean;
}

const finite = (p: Vec2) => Number.isFinite(p.x) && Number.isFinite(p.y);

/**
 * Scene units per CSS pixel at a client point: the larger of the transform's
 * steps for one pixel right and one down (1 where it cannot be measured). @internal
 */
export function sceneUnitsPerPixel(toScene: ClientToScene, clientX: number, clientY: number, element: Element, p = toScene(clientX, clientY, element)): number {
  const right = toScene(clientX + 1, clientY, element);
  const down = toScene(clientX, clientY + 1, element);
  const perPixel = Math.max(Math.hypot(right.x - p.x, right.y - p.y), Math.hypot(down.x - p.x, down.y - p.y));
  return Number.isFinite(perPixel) && perPixel > 0 ? perPixel : 1;
}

/**
 * `grip − pointer` in CSS pixels: the scene offset mapped through the inverse
 * of the client → scene transform's local derivative, so the grabbed spot
 * stays under the pointer when the view zooms or pans mid-drag.
 */
function pixelOffset(toScene: ClientToScene, element: Element, clientX: number, clientY: number, at: Vec2, grip: Vec2): Vec2 {
  const dx = grip.x - at.x;
  const dy = grip.y - at.y;
  const ex = toScene(clientX + 1, clientY, element);
  const ey = toScene(clientX, clientY + 1, element);
  const a = ex.x - at.x;
  const b = ex.y - at.y;
  const c = ey.x - at.x;
  const d = ey.y - at.y;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || det === 0) return { x: dx, y: dy };
  return { x: (d * dx - c * dy) / det, y: (a * dy - b * dx) / det };
}

/**
 * The gesture lifecycle shared by the drag hooks:
 * - pointer drags with capture, one grip per pointer, the grab offset kept in
 *   CSS pixels;
 * - keyboard runs (one gesture from the first key press to the last key
 *   release);
 * - Escape to cancel (the start value is restored);
 * - window blur, a hidden page, a lost pointer or disabling end a drag where it
 *   is;
 * - unmount ends it as cancelled.
 *
 * Every move continues from the value last rendered (in controlled use, the
 * value the parent gives), and `onEnd` fires after the commit that ends the
 * gesture, with the value shown then.
 *
 * Presses are taken by native listeners on the part's element: `pointerdown`
 * (it stops there, so nothing around, such as a Scene's pan or pinch, also
 * claims the pointer; a Scene's {@link GrabRouter} may hand it to a nearer
 * handle), and a non-passive `touchstart` that cancels the browser's own
 * touch panning (`touch-action` is not honoured on SVG children).
 *
 * @internal
 */
export function useDragSession<V, P, G extends Grip<P>>(config: DragSessionConfig<V, P, G>): DragSession<V, P> {
  const latest = useRef(config);
  latest.current = config;
  // The value the next move starts from: the rendered one, or our own proposal
  // until the render that answers it (so two pointers moving in one frame
  // both count). A render always resets it to what is given.
  const base = useRef(config.value);
  base.current = config.value;
  const pendingEmit = useRef(false);
  pendingEmit.current = false;
  const router = useContext(GrabRouterContext);
  const routerRef = useRef(router);
  routerRef.current = router;

  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [activeParts, setActiveParts] = useState<readonly P[]>([]);
  const pointers = useRef(new Map<number, ActivePointer<G>>());
  const gesture = useRef<Gesture<V, P> | null>(null);
  const pendingEnd = useRef<{ part: P; info: DragEndInfo } | null>(null);

  const emit = useCallback((next: V) => {
    if (latest.current.same(next, base.current)) return;
    base.current = next;
    pendingEmit.current = true;
    latest.current.setValue(next);
    rerender(); // so that a parent that refuses the move still re-syncs `base`
  }, []);

  /**
   * Ends the gesture. `onEnd` fires after the commit this schedules, with the
   * value shown then; `now` reports at once (a gesture another one replaces).
   */
  const finish = useCallback((reason: DragEndReason, now = false) => {
    const g = gesture.current;
    if (!g) return;
    gesture.current = null;
    if (g.input === 'pointer') pointerDrags--;
    const info: DragEndInfo = { input: g.input, reason, cancelled: reason === 'escape' || reason === 'unmount' };
    if (now) {
      latest.current.onEnd(base.current, g.part, info);
      return;
    }
    pendingEnd.current = { part: g.part, info };
    rerender();
  }, []);

  useIsomorphicLayoutEffect(() => {
    const end = pendingEnd.current;
    if (end) {
      pendingEnd.current = null;
      latest.current.onEnd(base.current, end.part, end.info);
    }
    // a part that left the document while a pointer held it (a handle no longer drawn): that drag ends
    // where it is (the browser sends its lost capture to the document, not to the element)
    for (const [id, p] of pointers.current) if (!p.element.isConnected) release(id, 'interrupted');
  });

  const syncActive = useCallback(() => {
    setActiveParts(Array.from(pointers.current.values(), (p) => p.grip.part));
  }, []);

  const releaseAll = useCallback(() => {
    for (const [id, p] of pointers.current) {
      p.detach();
      try {
        if (p.element.hasPointerCapture?.(id)) p.element.releasePointerCapture(id);
      } catch {
        // the pointer is already gone
      }
    }
    pointers.current.clear();
    syncActive();
  }, [syncActive]);

  /** Removes the window and document listeners of a running pointer drag. */
  const windowListeners = useRef<(() => void) | null>(null);

  /** Escape: every pointer lets go and the value goes back to where the gesture started. */
  const cancel = useCallback(() => {
    const g = gesture.current;
    if (!g) return;
    windowListeners.current?.();
    releaseAll();
    emit(g.start);
    finish('escape');
  }, [emit, finish, releaseAll]);

  // While a pointer drag runs: Escape cancels it; losing the window or the page ends it.
  const interrupt = useCallback(() => {
    windowListeners.current?.();
    releaseAll();
    finish('interrupted');
  }, [finish, releaseAll]);
  /** The pointer that moved last: Tab cycles its candidates. */
  const lastMoved = useRef<number | null>(null);
  const release = useCallback(
    (pointerId: number, reason: DragEndReason) => {
      const p = pointers.current.get(pointerId);
      if (!p) return;
      p.detach();
      pointers.current.delete(pointerId);
      // Tab then goes to a pointer still down
      if (lastMoved.current === pointerId) lastMoved.current = Array.from(pointers.current.keys()).at(-1) ?? null;
      syncActive();
      if (pointers.current.size === 0) {
        windowListeners.current?.();
        finish(reason);
      }
    },
    [finish, syncActive],
  );

  // The last value a pointer move proposed in this gesture: a parent that
  // refused it is not asked again until the proposal changes.
  const lastProposed = useRef<V | null>(null);
  const moveTo = useCallback(
    (p: ActivePointer<G>, event: PointerEvent, release: boolean) => {
      const { toScene, drag, same, setValue } = latest.current;
      p.last = event;
      lastMoved.current = event.pointerId;
      const clientX = event.clientX + p.offset.x;
      const clientY = event.clientY + p.offset.y;
      const target = toScene(clientX, clientY, p.element);
      if (!finite(target)) return;
      const next = drag(base.current, p.grip, target, () => sceneUnitsPerPixel(toScene, clientX, clientY, p.element, target));
      const asked = lastProposed.current;
      if (asked !== null && same(next, asked)) {
        // at release, a move not rendered yet is proposed again at this
        // event's (discrete) priority, so the end reports what the parent decided
        if (release && pendingEmit.current) {
          setValue(next);
          rerender();
        }
        return;
      }
      lastProposed.current = next;
      emit(next);
    },
    [emit],
  );

  const watchWindow = useCallback(
    (element: Element) => {
      const view = element.ownerDocument.defaultView;
      if (!view || windowListeners.current) return;
      const doc = element.ownerDocument;
      const onKey = (event: globalThis.KeyboardEvent) => {
        if (gesture.current?.input !== 'pointer') return;
        if (event.key === 'Tab') {
          // the pointer that moved last: its candidates are the ones shown
          const p = lastMoved.current === null ? undefined : pointers.current.get(lastMoved.current);
          if (!p || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !latest.current.cycle?.(event.shiftKey)) return;
          event.preventDefault();
          moveTo(p, p.last, false);
          return;
        }
        if (event.key !== 'Escape') return;
        event.preventDefault();
        cancel();
      };
      const onHidden = () => {
        if (doc.visibilityState === 'hidden') interrupt();
      };
      view.addEventListener('keydown', onKey, true);
      view.addEventListener('blur', interrupt);
      doc.addEventListener('visibilitychange', onHidden);
      windowListeners.current = () => {
        view.removeEventListener('keydown', onKey, true);
        view.removeEventListener('blur', interrupt);
        doc.removeEventListener('visibilitychange', onHidden);
        windowListeners.current = null;
      };
    },
    [cancel, interrupt, moveTo],
  );

  const begin = useCallback(
    (event: PointerEvent, element: Element, part: P) => {
      const c = latest.current;
      if (c.disabled || pointers.current.has(event.pointerId)) return;
      if (!c.multiPointer && pointers.current.size > 0) return;
      if (gesture.current?.input === 'keyboard') finish('interrupted', true);
      const at = c.toScene(event.clientX, event.clientY, element);
      if (!finite(at)) return;
      const grip = c.grip(base.current, part, at);
      const offset = pixelOffset(c.toScene, element, event.clientX, event.clientY, at, grip.point);
      const id = event.pointerId;
      try {
        element.setPointerCapture(id);
      } catch {
        // not an active pointer (a synthetic event): follow it without capture
      }
      const onMove = (e: PointerEvent) => {
        const p = e.pointerId === id ? pointers.current.get(id) : undefined;
        if (p) moveTo(p, e, false);
      };
      const onUp = (e: PointerEvent) => {
        const p = e.pointerId === id ? pointers.current.get(id) : undefined;
        if (!p) return;
        moveTo(p, e, true);
        release(id, 'release');
      };
      const onLost = (e: PointerEvent) => {
        if (e.pointerId === id) release(id, 'interrupted');
      };
      element.addEventListener('pointermove', onMove as EventListener);
      element.addEventListener('pointerup', onUp as EventListener);
      element.addEventListener('pointercancel', onLost as EventListener);
      element.addEventListener('lostpointercapture', onLost as EventListener);
      const detach = () => {
        element.removeEventListener('pointermove', onMove as EventListener);
        element.removeEventListener('pointerup', onUp as EventListener);
        element.removeEventListener('pointercancel', onLost as EventListener);
        element.removeEventListener('lostpointercapture', onLost as EventListener);
      };
      const first = pointers.current.size === 0;
      pointers.current.set(id, { element, grip, offset, detach, last: event });
      lastMoved.current = id;
      syncActive();
      if (first) {
        gesture.current = { input: 'pointer', start: base.current, part, keys: new Set() };
        pointerDrags++;
        lastProposed.current = null;
        watchWindow(element);
        c.onStart(base.current, part, { input: 'pointer' });
      } else if (gesture.current) {
        gesture.current.part = part;
      }
    },
    [finish, moveTo, release, syncActive, watchWindow],
  );

  // One stable ref callback per part, attaching the native press listeners.
  const refs = useRef(new Map<P, (element: Element | null) => void>());
  const refFor = useCallback(
    (part: P) => {
      let ref = refs.current.get(part);
      if (ref) return ref;
      let attached: { element: Element; detach: () => void } | null = null;
      ref = (element: Element | null) => {
        if (attached?.element === element) return;
        attached?.detach();
        attached = null;
        if (!element) return;
        const take = (event: PointerEvent) => begin(event, element, part);
        const onDown = (event: PointerEvent) => {
          if (latest.current.disabled) return;
          if (event.pointerType === 'mouse' && event.button !== 0) return;
          event.stopPropagation();
          const winner = routerRef.current?.route(event, element) ?? element;
          const taker = winner === element ? take : takers.get(winner);
          if (!taker) return;
          if (winner !== element) event.preventDefault(); // keep focus off the handle that lost
          taker(event);
        };
        const onTouch = (event: TouchEvent) => {
          if (!latest.current.disabled && event.cancelable) event.preventDefault();
        };
        takers.set(element, take);
        element.addEventListener('pointerdown', onDown as EventListener);
        element.addEventListener('touchstart', onTouch as EventListener, { passive: false });
        attached = {
          element,
          detach: () => {
            takers.delete(element);
            element.removeEventListener('pointerdown', onDown as EventListener);
            element.removeEventListener('touchstart', onTouch as EventListener);
          },
        };
      };
      refs.current.set(part, ref);
      return ref;
    },
    [begin],
  );

  const keyDown = useCallback(
    (event: KeyboardEvent, part: P, next: (value: V) => V | undefined) => {
      if (event.key === 'Escape') {
        if (gesture.current) {
          event.preventDefault();
          cancel();
        }
        return;
      }
      const c = latest.current;
      if (c.disabled) return;
      const proposed = next(base.current);
      if (proposed === undefined) return;
      event.preventDefault();
      if (pointers.current.size > 0) return; // a pointer drag owns the value
      let g = gesture.current;
      if (!g) {
        g = { input: 'keyboard', start: base.current, part, keys: new Set() };
        gesture.current = g;
        c.onStart(base.current, part, { input: 'keyboard' });
      }
      g.keys.add(event.key);
      emit(proposed);
    },
    [cancel, emit],
  );

  const keyUp = useCallback(
    (event: KeyboardEvent) => {
      const g = gesture.current;
      if (g?.input === 'keyboard' && g.keys.delete(event.key) && g.keys.size === 0) finish('release');
    },
    [finish],
  );

  const blur = useCallback(() => {
    if (gesture.current?.input === 'keyboard') finish('interrupted');
  }, [finish]);

  // Disabled mid-drag: the drag ends where it is.
  const { disabled } = config;
  useEffect(() => {
    if (disabled && gesture.current) {
      releaseAll();
      windowListeners.current?.();
      finish('interrupted');
    }
  }, [disabled, finish, releaseAll]);

  // Unmounted mid-gesture: listeners go, and the end is reported as cancelled.
  useEffect(
    () => () => {
      // an end waiting for a commit that unmounts this component is reported now
      const end = pendingEnd.current;
      if (end) {
        pendingEnd.current = null;
        latest.current.onEnd(base.current, end.part, end.info);
      }
      const g = gesture.current;
      for (const p of pointers.current.values()) p.detach();
      pointers.current.clear();
      windowListeners.current?.();
      if (g) {
        gesture.current = null;
        if (g.input === 'pointer') pointerDrags--;
        latest.current.onEnd(base.current, g.part, { input: g.input, reason: 'unmount', cancelled: true });
      }
    },
    [],
  );

  const pointerActive = useCallback(() => pointers.current.size > 0, []);
  return { refFor, keyDown, keyUp, blur, activeParts, pointerActive };
}
