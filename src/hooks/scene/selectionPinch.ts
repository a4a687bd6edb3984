'use client';
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { pinchBox, type RotatedRect, type Vec2 } from '../../geometry/index';
import { useLatest, type Latest } from '../state/useLatest';
import { clientToElement, isFinitePoint, sceneUnitsPerPixel } from '../gesture/clientToScene';
import { watchWindow } from '../gesture/pointerListeners';
import { PICK_TOLERANCE } from './pickTolerance';
import { onControl, useUnwatchOnUnmount } from './selectionPointer';
import { transformFrame, translationFrame } from '../../geometry/transform/frameMap';
import { boundsOfShapes, clampMove } from './groupMove';
import { boxOfSelection } from './transformBox';
import { degrees } from './transformHandles';
import type { PickState } from './usePick';
import type { SelectionTransactions, Transaction } from './useSelectionGesture';
import type { SelectionNow } from './selectionActions';
import type { UseSelectionOptions } from './selectionOptions';

// A two-finger pinch and twist on a selection (`transformable`), and the touches the
// selection surface claims from the browser (no page scroll or zoom under them).

/**
 * How far a twist may stay from none, or from a multiple of `rotationSnap`, and
 * still snap there, degrees: a pure pinch never turns a shape (a rect stays a
 * rect), and a twist near 0°, 15°, 30°, … lands on it.
 */
export const PINCH_SNAP_TOLERANCE = 3;

/**
 * The selection surface's touch props (part of `surfaceProps`): capture-phase
 * pointer handlers that see every touch on the surface first (a second finger
 * starts a pinch, and the pinch's fingers go nowhere else), and `ref`, which
 * claims touches from the browser with a non-passive `touchstart` listener
 * (`touch-action` is not honoured on SVG children).
 */
export interface SelectionTouchProps {
  readonly onPointerDownCapture: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerMoveCapture: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerUpCapture: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerCancelCapture: (event: ReactPointerEvent<Element>) => void;
  readonly onLostPointerCaptureCapture: (event: ReactPointerEvent<Element>) => void;
  /** Put it on the surface element (merge it with your own ref). */
  readonly ref: (element: Element | null) => void;
}

/** A finger down on the surface: where it is now (client px) and whether it landed on the selection or its box. */
interface Finger {
  clientX: number;
  clientY: number;
  readonly onSelection: boolean;
}

/**
 * A running two-finger gesture: its fingers, where they were when it started
 * (scene), the box then, and its transaction; `pan` for a selection that is
 * `movable` but not `transformable` (the fingers' midpoint moves it; no scale, no turn).
 */
interface Pinch {
  readonly ids: readonly [number, number];
  readonly pan: boolean;
  readonly from: readonly [Vec2, Vec2];
  readonly box: RotatedRect;
  readonly element: Element;
  readonly t: Transaction;
  readonly unwatch: (() => void) | null;
}

/** What the pinch's handlers close over. */
interface PinchContext {
  readonly stateRef: Latest<SelectionNow>;
  readonly boxRef: Latest<RotatedRect | null>;
  readonly tx: SelectionTransactions;
  readonly endBand: () => void;
  readonly say: (message: string) => void;
  readonly fingers: Map<number, Finger>;
  /** Fingers of a pinch that ended while they stayed down: their events go nowhere until they lift. */
  readonly spent: Set<number>;
  readonly pinch: { current: Pinch | null };
}

/**
 * The selection's two-finger gesture (option `transformable`): a second
 * finger landing on the surface while a first is down, one of the two on the
 * selection or its box (within the touch pick tolerance, or on a transform
 * handle), starts a pinch — a transaction of `type` `'pinch'` whose every
 * frame is `transformShape(before, map)` with `map` from `pinchBox` of the
 * box when it started and the two fingers then and now: the selection scales
 * uniformly and turns about the fingers' midpoint and moves with it, never
 * below `minSize`, the rotation kept within {@link PINCH_SNAP_TOLERANCE}° of
 * none and snapped within it of a multiple of `rotationSnap`, and inside the
 * selection's `bounds` (`pinchBox`'s `bounds`: the scale stops where the box
 * would no longer fit, then the box is moved inside). A move the first
 * finger started ends there (released), and a band is dropped. Lifting either
 * finger ends the pinch (released: one undo step); the other finger then does
 * nothing until it lifts. `pointercancel` (the browser or the system took the
 * touches) and Escape restore the shapes (`cancelled: true`); the window
 * losing focus ends it where it is.
 *
 * With `movable` but not `transformable`, the same two fingers MOVE the
 * selection instead (a `'move'` transaction): by the offset of their midpoint,
 * within `bounds` as a one-finger move; their spread and twist are ignored (the
 * app did not ask for resizing or turning), nothing snaps (two fingers are
 * not a precise pointer), and lifting, `pointercancel` and Escape end it as a
 * pinch's. So a second finger never turns a move into a page zoom or a lost
 * gesture. @internal
 */
export function useSelectionPinch(
  stateRef: Latest<SelectionNow>,
  picker: PickState,
  tx: SelectionTransactions,
  endBand: () => void,
  say: (message: string) => void,
  box: RotatedRect | null,
): SelectionTouchProps {
  const boxRef = useLatest(box);
  const [fingers] = useState(() => new Map<number, Finger>());
  const [spent] = useState(() => new Set<number>());
  const pinch = useRef<Pinch | null>(null);
  useUnwatchOnUnmount(pinch);
  const claim = useTouchClaims(stateRef, picker, boxRef);
  return useMemo(() => {
    const c: PinchContext = { stateRef, boxRef, tx, endBand, say, fingers, spent, pinch };
    const mine = (e: ReactPointerEvent<Element>) => {
      const p = pinch.current;
      const held = (p !== null && p.ids.includes(e.pointerId)) || spent.has(e.pointerId);
      if (held) e.stopPropagation();
      return held;
    };
    const lift = (e: ReactPointerEvent<Element>, restore: boolean) => {
      fingers.delete(e.pointerId);
      if (!mine(e)) return;
      if (spent.delete(e.pointerId)) return;
      finish(c, restore ? 'interrupted' : 'release', restore);
    };
    return {
      onPointerDownCapture: (e) => pinchDown(c, e),
      onPointerMoveCapture: (e) => {
        const f = fingers.get(e.pointerId);
        if (f) {
          f.clientX = e.clientX;
          f.clientY = e.clientY;
        }
        if (mine(e) && pinch.current) pinchFrame(c, pinch.current);
      },
      onPointerUpCapture: (e) => lift(e, false),
      onPointerCancelCapture: (e) => lift(e, true),
      onLostPointerCaptureCapture: (e) => {
        mine(e);
      },
      ref: claim,
    };
  }, [boxRef, claim, endBand, fingers, say, spent, stateRef, tx]);
}

/** The touch pick tolerance of the selection, CSS px. */
function touchTolerance(o: UseSelectionOptions): number {
  const t = o.tolerance;
  return typeof t === 'number' ? t : (t?.touch ?? PICK_TOLERANCE.touch);
}

/** Whether client point `(x, y)` over `element` is on the box (grown by the touch tolerance), or `target` is a control inside the surface. */
function onSelectionAt(now: SelectionNow, box: RotatedRect | null, element: Element, x: number, y: number, target: EventTarget | null): boolean {
  if (!box || now.selected.length === 0) return false;
  if (onControl(target, element)) return true;
  const toScene = now.options.clientToScene ?? clientToElement;
  const p = toScene(x, y, element);
  if (!isFinitePoint(p)) return false;
  const margin = touchTolerance(now.options) * sceneUnitsPerPixel(toScene, x, y, element, p);
  const dx = p.x - box.center.x;
  const dy = p.y - box.center.y;
  const cos = Math.cos(box.rotation);
  const sin = Math.sin(box.rotation);
  return Math.abs(cos * dx + sin * dy) <= box.width / 2 + margin && Math.abs(cos * dy - sin * dx) <= box.height / 2 + margin;
}

/** A touch down on the surface (capture phase): tracked; the second one on a transformable selection starts a pinch. */
function pinchDown(c: PinchContext, e: ReactPointerEvent<Element>): void {
  if (e.pointerType !== 'touch') return;
  const { stateRef, boxRef, fingers, pinch, spent } = c;
  const now = stateRef.current;
  if (pinch.current || spent.size > 0) {
    // a third finger during a pinch, or a finger while a spent one is still down: it goes nowhere
    spent.add(e.pointerId);
    e.stopPropagation();
    return;
  }
  const o = now.options;
  const twoFingered = o.transformable === true || o.movable === true;
  // (without `transformable` there is no transform box: the selection's box, for where a finger landed)
  const box = twoFingered && !o.disabled && now.selected.length > 0 ? (boxRef.current ?? boxOfSelection(now.world, now.selected)) : null;
  const onSelection = box !== null && onSelectionAt(now, box, e.currentTarget, e.clientX, e.clientY, e.target);
  const first = fingers.size === 1 ? Array.from(fingers)[0]! : null;
  fingers.set(e.pointerId, { clientX: e.clientX, clientY: e.clientY, onSelection });
  if (!first || !box || !(first[1].onSelection || onSelection)) return;
  e.stopPropagation();
  startPinch(c, e, box, first, o.transformable !== true);
}

/** Starts the pinch (or, `pan`, the two-finger move) of fingers `first` and `e`'s: the first finger's press is dropped, a running gesture ends, its transaction begins. */
function startPinch(c: PinchContext, e: ReactPointerEvent<Element>, box: RotatedRect, first: [number, Finger], pan: boolean): void {
  const { stateRef, tx, pinch } = c;
  const element = e.currentTarget;
  const toScene = stateRef.current.options.clientToScene ?? clientToElement;
  const from: [Vec2, Vec2] = [toScene(first[1].clientX, first[1].clientY, element), toScene(e.clientX, e.clientY, element)];
  if (!isFinitePoint(from[0]) || !isFinitePoint(from[1])) return;
  c.endBand();
  const t = tx.begin('pointer', stateRef.current.selected, pan ? undefined : 'pinch');
  if (!t) return;
  try {
    element.setPointerCapture(e.pointerId);
  } catch {
    // not an active pointer (a synthetic event)
  }
  const onKey = (k: KeyboardEvent) => {
    if (k.key !== 'Escape' || !pinch.current) return;
    k.preventDefault();
    finish(c, 'escape', true);
  };
  const unwatch = watchWindow(element, onKey, () => finish(c, 'interrupted', false));
  pinch.current = { ids: [first[0], e.pointerId], pan, from, box, element, t, unwatch };
}

/** A frame of the pinch: both fingers' scene points now, through `pinchBox` of the start box, applied to the snapshot. */
function pinchFrame(c: PinchContext, p: Pinch): void {
  const { stateRef, tx, fingers } = c;
  if (tx.current() !== p.t) {
    // another gesture took over (a key run, an unmount): the pinch is over, its fingers spent
    drop(c);
    return;
  }
  const a = fingers.get(p.ids[0]);
  const b = fingers.get(p.ids[1]);
  if (!a || !b) return;
  const o = stateRef.current.options;
  const toScene = o.clientToScene ?? clientToElement;
  const to: [Vec2, Vec2] = [toScene(a.clientX, a.clientY, p.element), toScene(b.clientX, b.clientY, p.element)];
  if (!isFinitePoint(to[0]) || !isFinitePoint(to[1])) return;
  if (p.pan) {
    // the fingers' midpoint moves the selection, one clamped offset (as a one-finger move's)
    const before = p.t.gesture.before;
    const dx = (to[0].x + to[1].x - p.from[0].x - p.from[1].x) / 2;
    const dy = (to[0].y + to[1].y - p.from[0].y - p.from[1].y) / 2;
    const m = clampMove({ dx, dy, target: null, candidates: 0, index: 0 }, boundsOfShapes(before), o.bounds);
    tx.frame(translationFrame(m.dx, m.dy), { x: m.dx, y: m.dy }, null);
    return;
  }
  const min = o.minSize ?? 1;
  const step = ((o.rotationSnap ?? 15) * Math.PI) / 180;
  const snapTolerance = (PINCH_SNAP_TOLERANCE * Math.PI) / 180;
  const f = pinchBox(p.box, p.from, to, {
    minWidth: min,
    minHeight: min,
    snap: true,
    snapStep: step,
    snapTolerance,
    ...(o.bounds ? { bounds: o.bounds } : {}),
  });
  tx.frame(transformFrame(f.map), ZERO, null, f);
}

/** Ends the pinch (its transaction, if it is still the running one); its fingers still down are spent. */
function finish(c: PinchContext, reason: 'release' | 'escape' | 'interrupted', restore: boolean): void {
  const p = c.pinch.current;
  if (!p) return;
  const g = p.t.gesture;
  drop(c);
  if (c.tx.current() !== p.t) return;
  c.tx.end(reason, restore);
  const f = g.transform;
  if (!restore && f) c.say(`Resized to ${round(f.box.width)} × ${round(f.box.height)}, rotated to ${degrees(f.box.rotation)}°`);
}

/** Forgets the pinch: stops watching the window; its fingers still down go nowhere until they lift. */
function drop(c: PinchContext): void {
  const p = c.pinch.current;
  if (!p) return;
  c.pinch.current = null;
  p.unwatch?.();
  for (const id of p.ids) if (c.fingers.has(id)) c.spent.add(id);
}

/**
 * The ref that claims touches for the selection: a non-passive `touchstart`
 * on the surface cancels the browser's scroll and zoom when the touch lands on
 * a control inside it (a transform handle), on a shape a press would move
 * (`movable`), on the selection's box (`transformable` or `movable`), or while another
 * claimed touch is down (the second finger of a pinch). Other touches (empty
 * space) are left to the browser, as the Scene's `touchAction` says.
 */
function useTouchClaims(stateRef: Latest<SelectionNow>, picker: PickState, boxRef: Latest<RotatedRect | null>): (element: Element | null) => void {
  const pickAt = useLatest(picker.pickAt);
  const attached = useRef<(() => void) | null>(null);
  return useCallback(
    (element: Element | null) => {
      attached.current?.();
      attached.current = null;
      if (!element) return;
      const claimed = new Set<number>();
      const claims = (t: Touch, target: EventTarget | null) => {
        const now = stateRef.current;
        if (now.options.disabled) return false;
        if (claimed.size > 0 || onControl(target, element)) return true;
        if (now.options.movable && pickAt.current(t.clientX, t.clientY, element, 'touch')) return true;
        if (now.options.transformable === true) return onSelectionAt(now, boxRef.current, element, t.clientX, t.clientY, null);
        // movable alone: the selection's box too (a two-finger move may start with a finger between its shapes)
        return (
          now.options.movable === true &&
          now.selected.length > 0 &&
          onSelectionAt(now, boxOfSelection(now.world, now.selected), element, t.clientX, t.clientY, null)
        );
      };
      const onStart = (e: TouchEvent) => {
        let claim = false;
        for (const t of Array.from(e.changedTouches)) {
          if (claims(t, e.target)) {
            claimed.add(t.identifier);
            claim = true;
          }
        }
        if (claim && e.cancelable) e.preventDefault();
      };
      const onEnd = (e: TouchEvent) => {
        for (const t of Array.from(e.changedTouches)) claimed.delete(t.identifier);
      };
      element.addEventListener('touchstart', onStart as EventListener, { passive: false });
      element.addEventListener('touchend', onEnd as EventListener);
      element.addEventListener('touchcancel', onEnd as EventListener);
      attached.current = () => {
        element.removeEventListener('touchstart', onStart as EventListener);
        element.removeEventListener('touchend', onEnd as EventListener);
        element.removeEventListener('touchcancel', onEnd as EventListener);
      };
    },
    [boxRef, pickAt, stateRef],
  );
}

const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

/** A size for an announcement: at most two decimals. */
function round(v: number): number {
  return Math.round(v * 100) / 100;
}
