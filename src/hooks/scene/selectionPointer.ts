'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { PickHit, Vec2, WorldId } from '../../geometry/index';
import type { Latest } from '../state/useLatest';
import { clientToElement, sceneUnitsPerPixel } from '../gesture/clientToScene';
import { readSnap } from '../drag/constraints';
import { isObjectSnap } from '../drag/snapper';
import { CLICK_SLOP, type PickState, type PickSurfaceProps } from './usePick';
import { watchWindow } from '../gesture/pointerListeners';
import { translationFrame } from '../../geometry/transform/frameMap';
import { boundsOfShapes, clampMove, snapMove } from './groupMove';
import type { SelectionTransactions } from './useSelectionGesture';
import type { SelectionBand, UseSelectionOptions } from './selectionOptions';
import type { SelectionActions, SelectionNow } from './selectionActions';

/** A press on a focusable control inside the surface (a drag handle, a button): the control's, not a selection's. @internal */
export function onControl(target: EventTarget | null, surface: EventTarget | null): boolean {
  for (let node = target as Element | null; node && node !== surface; node = node.parentElement) {
    if (typeof node.getAttribute === 'function' && node.getAttribute('tabindex') !== null && node.getAttribute('tabindex') !== '-1') return true;
  }
  return false;
}

/** A press on the surface, until its release: where, what was under it, and what it became. */
interface Press {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly start: Vec2;
  readonly hit: PickHit | null;
  /** Moved more than the click slop from empty space (or without `movable`): a band. */
  banding: boolean;
  /** Pressed on a shape with `movable`: the ids a drag moves (the selection as the press left it), else null. */
  readonly moves: readonly WorldId[] | null;
  /** The press selected its shape already (press-and-drag): its release is not a click. */
  readonly selectedOnPress: boolean;
  /** Moved past the slop: a move gesture runs. */
  moving: boolean;
  /** Which snap candidate Tab has chosen (0: the best), until the pointer moves on; and how many the last frame had. */
  cycle: number;
  candidates: number;
  /** The last pointer position and the surface (Tab makes the move again from there). */
  last: { readonly clientX: number; readonly clientY: number; readonly element: Element };
  /** Stops watching the window (its keys, its blur, the page hidden). */
  unwatch: (() => void) | null;
}

/** Which snap candidate a move sits on, of how many (for `SnapState`). @internal */
export interface MoveCycle {
  readonly candidates: number;
  readonly index: number;
}

/** No snap cycle (no candidates). @internal */
export const NO_CYCLE: MoveCycle = Object.freeze({ candidates: 0, index: 0 });

/**
 * The snap cycle of a selection's pointer drag (a move's, a resize's or a
 * reshape's: one runs at a time) as state: set with a new object per frame, it
 * re-renders only when a number changed. @internal
 */
export function useCycleState(): [MoveCycle, (next: MoveCycle) => void] {
  const [cycle, setCycle] = useState<MoveCycle>(NO_CYCLE);
  const set = useCallback((next: MoveCycle) => setCycle((was) => (was.candidates === next.candidates && was.index === next.index ? was : next)), []);
  return [cycle, set];
}

/**
 * What a key pressed during a pointer drag does to its snap cycle: +1 for Tab,
 * −1 for Shift+Tab (+1 when Shift is held for the drag itself, `shiftHeld`), 0
 * for any other key or chord, or when there is no other candidate. @internal
 */
export function tabCycleStep(event: KeyboardEvent, candidates: number, shiftHeld = false): number {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || candidates < 2) return 0;
  return event.shiftKey && !shiftHeld ? -1 : 1;
}

/** The grid or object snapping of a move, validated. */
function moveSnap(options: UseSelectionOptions) {
  const s = options.snap;
  return isObjectSnap(s) ? s : readSnap(s as number | false | undefined, 'options.snap');
}

/**
 * The pointer side of a selection: hover and clicks through `usePick`; a drag
 * of more than the click slop from empty space (or anywhere without
 * `movable`) for a rubber band (captured: it follows the pointer outside the
 * surface), a window or a crossing by its direction on screen; with
 * `movable`, a press on a shape selects it at once (Shift, Ctrl or ⌘: adds it)
 * and a drag moves the whole selection, each frame the snapshot moved by the
 * total offset, snapped by the grabbed shape's key points (Tab / Shift+Tab:
 * the next / previous candidate) and kept inside `bounds`. While a press is
 * down the window is watched: Escape anywhere cancels the move (or drops the
 * band); the window losing focus, the page hidden or the capture lost end the
 * move where it is (`interrupted`) and drop a band. Returns the surface's
 * pointer handlers and what ends a band (Escape); a move's snap cycle goes to
 * `setCycle` (`useCycleState`). @internal
 */
export function useSelectionPointer(
  stateRef: Latest<SelectionNow>,
  picker: PickState,
  actions: SelectionActions,
  setBand: (band: SelectionBand | null) => void,
  tx: SelectionTransactions,
  setCycle: (next: MoveCycle) => void,
) {
  const press = useRef<Press | null>(null);
  useUnwatchOnUnmount(press);
  const { surfaceProps: pickProps, pickAt } = picker;
  const api = useMemo(() => {
    const toScene = (e: ReactPointerEvent<Element>) => sceneOf(stateRef.current.options, e);
    const bandTo = (d: Press, e: ReactPointerEvent<Element>) => bandFrom(d, e, stateRef.current.options);
    // eslint-disable-next-line react-hooks/refs -- `pressControl` only makes closures; they read the refs when called, from event handlers
    const { endBand, moveTo, moved, onWindowKey, interrupt } = pressControl(press, stateRef, setBand, setCycle, tx);
    const handlers: PickSurfaceProps = {
      onPointerMove: (e) => {
        const d = press.current;
        if (!d || d.pointerId !== e.pointerId) {
          pickProps.onPointerMove(e);
          return;
        }
        if (d.moving) {
          moved(d, e);
          moveTo(d);
          pickProps.onPointerMove(e); // the hover follows the moved shapes
          return;
        }
        if (!d.banding && Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) <= CLICK_SLOP) return;
        if (d.moves && tx.begin('pointer', d.moves)) {
          d.moving = true;
          moved(d, e);
          moveTo(d);
          pickProps.onPointerMove(e);
          return;
        }
        d.banding = true;
        setBand(bandTo(d, e));
      },
      onPointerDown: (e) => {
        if (stateRef.current.options.disabled || (e.pointerType === 'mouse' && e.button !== 0) || onControl(e.target, e.currentTarget)) return;
        pickProps.onPointerDown(e);
        const hit = pickAt(e.clientX, e.clientY, e.currentTarget, e.pointerType);
        const { moves, selectedOnPress } = selectOnPress(hit, e.shiftKey || e.ctrlKey || e.metaKey, stateRef.current, actions);
        press.current?.unwatch?.();
        press.current = pressAt(e, toScene(e), hit, moves, selectedOnPress, watchWindow(e.currentTarget, onWindowKey, interrupt));
        // A band or a move follows the pointer even outside the surface (a press on a child control never gets here).
        try {
          e.currentTarget.setPointerCapture?.(e.pointerId);
        } catch {
          // not an active pointer (synthetic events): the band works while over the surface
        }
      },
      onPointerUp: (e) => {
        const d = press.current;
        pickProps.onPointerUp(e);
        if (!d || d.pointerId !== e.pointerId) return;
        const additive = e.shiftKey || e.ctrlKey || e.metaKey;
        endBand();
        if (d.moving) tx.end('release');
        // The band as of the release (its last move may not have rendered yet).
        else if (d.banding || (!d.moves && Math.hypot(e.clientX - d.clientX, e.clientY - d.clientY) > CLICK_SLOP)) actions.selectBand(bandTo(d, e), additive);
        else if (!d.selectedOnPress) actions.click(d.hit, additive);
        // What is under the pointer now (a band or a move may have ended far from where it started).
        pickProps.onPointerMove(e);
      },
      onPointerLeave: (e) => pickProps.onPointerLeave(e),
      onPointerCancel: (e) => {
        pickProps.onPointerCancel(e);
        interrupt();
      },
    };
    /** The surface lost the pointer's capture mid-press: as a cancel (a release's own loss comes after the release, with no press left). */
    const onLostPointerCapture = (e: ReactPointerEvent<Element>) => {
      if (press.current?.pointerId === e.pointerId) interrupt();
      else tx.end('interrupted');
    };
    return { handlers, endBand, onLostPointerCapture };
  }, [actions, pickAt, pickProps, setBand, setCycle, stateRef, tx]);
  return { handlers: api.handlers, endBand: api.endBand, onLostPointerCapture: api.onLostPointerCapture };
}

/** A new press of `e` at scene point `start`, on `hit`. */
function pressAt(
  e: ReactPointerEvent<Element>,
  start: Vec2,
  hit: PickHit | null,
  moves: readonly WorldId[] | null,
  selectedOnPress: boolean,
  unwatch: (() => void) | null,
): Press {
  const { pointerId, clientX, clientY } = e;
  const last = { clientX, clientY, element: e.currentTarget };
  return { pointerId, clientX, clientY, start, hit, banding: false, moves, selectedOnPress, moving: false, cycle: 0, candidates: 0, last, unwatch };
}

/** What a press does beside its pointer events: ends, moves the selection, follows the pointer, watches the window. */
function pressControl(
  press: { current: Press | null },
  stateRef: Latest<SelectionNow>,
  setBand: (band: SelectionBand | null) => void,
  setCycle: (next: MoveCycle) => void,
  tx: SelectionTransactions,
) {
  const endBand = () => {
    press.current?.unwatch?.();
    press.current = null;
    setBand(null);
  };
  const moveTo = (d: Press) => {
    const m = moveFrame(d, stateRef.current.options, tx);
    if (!m) return;
    d.candidates = m.candidates;
    setCycle(m);
  };
  const moved = (d: Press, e: ReactPointerEvent<Element>) => {
    if (e.clientX !== d.last.clientX || e.clientY !== d.last.clientY) d.cycle = 0;
    d.last = { clientX: e.clientX, clientY: e.clientY, element: e.currentTarget };
  };
  /** Keys anywhere in the window while a press is down: Tab cycles the move's snap candidates, Escape cancels. */
  const onWindowKey = (event: KeyboardEvent) => {
    const d = press.current;
    if (!d || event.defaultPrevented) return;
    const step = d.moving ? tabCycleStep(event, d.candidates) : 0;
    if (event.key === 'Escape' && (d.moving || d.banding)) {
      event.preventDefault();
      if (d.moving) tx.end('escape');
      endBand();
    } else if (step !== 0) {
      event.preventDefault();
      d.cycle += step;
      moveTo(d);
    }
  };
  /** The window lost focus, the page was hidden, or the browser took the pointer: a move ends where it is, a band is dropped. */
  const interrupt = () => {
    if (press.current?.moving) tx.end('interrupted');
    endBand();
  };
  return { endBand, moveTo, moved, onWindowKey, interrupt };
}

/** The scene point of a pointer event over the surface. */
function sceneOf(o: UseSelectionOptions, e: ReactPointerEvent<Element>): Vec2 {
  return (o.clientToScene ?? clientToElement)(e.clientX, e.clientY, e.currentTarget);
}

/** The band from the press to the pointer of `e`. */
function bandFrom(d: Press, e: ReactPointerEvent<Element>, o: UseSelectionOptions): SelectionBand {
  const p = sceneOf(o, e);
  const mode = o.band ?? 'auto';
  const box = { x: Math.min(d.start.x, p.x), y: Math.min(d.start.y, p.y), width: Math.abs(p.x - d.start.x), height: Math.abs(p.y - d.start.y) };
  return { box, mode: mode === 'auto' ? (e.clientX >= d.clientX ? 'window' : 'crossing') : mode };
}

/** A frame of the move: the snapshot moved by the pointer's total offset from the press, snapped by the grabbed shape (the candidate Tab chose), kept inside `bounds`. */
function moveFrame(d: Press, o: UseSelectionOptions, tx: SelectionTransactions): MoveCycle | null {
  const t = tx.current();
  if (!t) return null;
  const { clientX, clientY, element } = d.last;
  const toScene = o.clientToScene ?? clientToElement;
  const p = toScene(clientX, clientY, element);
  const grabbed = t.gesture.before.find((s) => s.id === d.hit?.id);
  const perPixel = sceneUnitsPerPixel(toScene, clientX, clientY, element, p);
  const snapped = snapMove(moveSnap(o), grabbed, p.x - d.start.x, p.y - d.start.y, t.moving, perPixel, d.cycle);
  const m = clampMove(snapped, o.bounds ? boundsOfShapes(t.gesture.before) : null, o.bounds);
  if (!Number.isFinite(m.dx) || !Number.isFinite(m.dy)) return null;
  tx.frame(translationFrame(m.dx, m.dy), { x: m.dx, y: m.dy }, m.target);
  return m;
}

/** What a press on `hit` does to the selection at once, with `movable`: the ids a drag will move, and whether it selected. */
function selectOnPress(
  hit: PickHit | null,
  additive: boolean,
  now: SelectionNow,
  actions: SelectionActions,
): { moves: readonly WorldId[] | null; selectedOnPress: boolean } {
  const { selected, options: o } = now;
  const id = hit?.id;
  if (!o.movable || id === undefined) return { moves: null, selectedOnPress: false };
  if (selected.includes(id)) return { moves: selected, selectedOnPress: false };
  const next = additive ? [...selected, id] : [id];
  actions.choose(next);
  return { moves: next, selectedOnPress: true };
}

/**
 * On unmount, removes the window listeners of a press (or pinch) still held in
 * `ref`; its transaction ends by itself (reason `'unmount'`). @internal
 */
export function useUnwatchOnUnmount(ref: { current: { readonly unwatch: (() => void) | null } | null }): void {
  useEffect(
    () => () => {
      ref.current?.unwatch?.();
      ref.current = null;
    },
    [ref],
  );
}
