'use client';
import { useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Vec2, World, WorldId } from '../../geometry/index';
import type { Latest } from '../state/useLatest';
import { arrowMove } from '../gesture/arrowKeys';
import { readSnap } from '../drag/constraints';
import { isObjectSnap } from '../drag/snapper';
import { clientToElement, keyPerPixel } from '../gesture/clientToScene';
import { translationFrame } from '../../geometry/transform/frameMap';
import { boundsOfShapes, clampMove, snapNudge } from './groupMove';
import type { SelectionTransactions } from './useSelectionGesture';
import type { UseSelectionOptions } from './selectionOptions';
import type { SelectionActions, SelectionNow } from './selectionActions';

const NONE: readonly WorldId[] = Object.freeze([]);

/** The ids of `world`'s shapes that `filter` accepts (all with an id, without a filter), in insertion order. @internal */
export function selectableIds(world: World, filter: UseSelectionOptions['filter']): WorldId[] {
  return world.ids().filter((id) => {
    const entry = world.lookup(id)!;
    return !filter || filter(id, entry.kind, entry.index);
  });
}

/** The ids in keyboard order: reading order of their bounding boxes (top, then left, then insertion). */
function readingOrder(world: World, filter: UseSelectionOptions['filter']): WorldId[] {
  const ids = selectableIds(world, filter);
  const boxes = new Map(ids.map((id) => [id, world.bounds(id)!] as const));
  const rank = new Map(ids.map((id, k) => [id, k] as const));
  return ids.sort((a, b) => {
    const p = boxes.get(a)!;
    const q = boxes.get(b)!;
    return p.y - q.y || p.x - q.x || rank.get(a)! - rank.get(b)!;
  });
}

/** Where an arrow, Home or End key takes the keyboard focus among `count` shapes, from `current` (−1: none yet). */
function nextFocus(key: string, count: number, current: number): number {
  const forward = key === 'ArrowDown' || key === 'ArrowRight';
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (current < 0) return forward ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + (forward ? 1 : -1)));
}

const FOCUS_KEYS: ReadonlySet<string> = new Set(['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End']);

/** A key typed into a text field (an `<input>`, a `<textarea>`, an editable element in a `foreignObject`): never a command. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable === true);
}

/** The arrow-key steps of a move (and of a resize handle): `step` (the grid's, with a grid snap) and `largeStep` (default 10 steps). @internal */
export function moveSteps(o: UseSelectionOptions): { step: number; largeStep: number } {
  const s = o.snap;
  const grid = isObjectSnap(s) ? (s.kinds.includes('grid') ? s.grid : undefined) : readSnap(s as number | false | undefined, 'options.snap');
  const step = grid ?? o.step ?? 1;
  return { step, largeStep: o.largeStep ?? 10 * step };
}

/**
 * The surface's keys: Escape cancels a move (the shapes go back) or a band,
 * else clears; Ctrl/⌘-A selects all; with `movable` and a selection, the
 * arrows nudge it (Shift: the large step; a held run is one gesture, ended by
 * the last key up; with an `objectSnap` a nudge snaps onto a target ahead of
 * it; `bounds` clamp it), Alt + arrows (and the arrows with nothing selected) move
 * the keyboard focus in reading order, as do Home and End; Space toggles the
 * focused shape, Enter selects it alone. These act on the surface itself;
 * Delete and Backspace call `onDelete` from the surface or from anything
 * focused inside it (a shape's body, a handle), except a text field. @internal
 */
export function useSelectionKeys(stateRef: Latest<SelectionNow>, actions: SelectionActions, endBand: () => void, tx: SelectionTransactions) {
  const order = useRef<{ world: World; version: number; filter: UseSelectionOptions['filter']; ids: WorldId[] } | null>(null);
  const nudge = useCallback(
    (e: KeyboardEvent<Element>): boolean => {
      const { selected, options: o } = stateRef.current;
      if (!o.movable || selected.length === 0) return false;
      const move = arrowMove(e, moveSteps(o), o.yUp ?? false);
      if (!move) return false;
      const t = tx.current() ?? tx.begin('keyboard', selected);
      if (!t || t.gesture.input !== 'keyboard') return true;
      t.keys.add(e.key);
      const { before } = t.gesture;
      const total: Vec2 = { x: t.gesture.offset.x + move.x, y: t.gesture.offset.y + move.y };
      const perPixel = isObjectSnap(o.snap) ? keyPerPixel(o.clientToScene ?? clientToElement, e.currentTarget) : 1;
      const snapped = snapNudge(isObjectSnap(o.snap) ? o.snap : undefined, before, total.x, total.y, move, t.moving, perPixel);
      const m = clampMove(snapped, o.bounds ? boundsOfShapes(before) : null, o.bounds);
      tx.frame(translationFrame(m.dx, m.dy), { x: m.dx, y: m.dy }, m.target);
      return true;
    },
    [stateRef, tx],
  );
  const onKeyDown = useCallback(
    (e: KeyboardEvent<Element>) => {
      const { world: w, selected: was, focused: at, band, options: o } = stateRef.current;
      const key = e.key;
      if (key === 'Escape' && tx.current()) {
        tx.end('escape');
        e.preventDefault();
        return;
      }
      if (o.disabled || e.defaultPrevented) return;
      if (e.target !== e.currentTarget) {
        if ((key === 'Delete' || key === 'Backspace') && was.length > 0 && o.onDelete && !typing(e.target)) {
          o.onDelete(was);
          e.preventDefault();
        }
        return;
      }
      if (nudge(e)) {
        e.preventDefault();
        return;
      }
      if (key === 'Escape') {
        if (band) endBand();
        else if (was.length > 0) actions.choose(NONE);
        else return;
      } else if ((key === 'a' || key === 'A') && (e.ctrlKey || e.metaKey)) {
        const all = selectableIds(w, o.filter);
        actions.choose(all, `All ${all.length} shapes selected`);
      } else if (FOCUS_KEYS.has(key) && !e.ctrlKey && !e.metaKey) {
        const cached = order.current;
        const fresh = cached && cached.world === w && cached.version === w.version && cached.filter === o.filter;
        const ids = fresh ? cached.ids : readingOrder(w, o.filter);
        if (!fresh) order.current = { world: w, version: w.version, filter: o.filter, ids };
        if (ids.length === 0) return;
        const next = ids[nextFocus(key, ids.length, at === null ? -1 : ids.indexOf(at))]!;
        actions.focus(next, ids);
      } else if ((key === ' ' || key === 'Enter') && at !== null && w.has(at)) {
        if (key === 'Enter') actions.choose([at]);
        else actions.toggle(at);
      } else if ((key === 'Delete' || key === 'Backspace') && was.length > 0 && o.onDelete) {
        o.onDelete(was);
      } else return;
      e.preventDefault();
    },
    [actions, endBand, nudge, stateRef, tx],
  );
  const onKeyUp = useCallback(
    (e: KeyboardEvent<Element>) => {
      const t = tx.current();
      if (t?.gesture.input === 'keyboard' && t.keys.delete(e.key) && t.keys.size === 0) tx.end('release');
    },
    [tx],
  );
  const onBlur = useCallback(() => {
    if (tx.current()?.gesture.input === 'keyboard') tx.end('interrupted');
  }, [tx]);
  return useMemo(() => ({ onKeyDown, onKeyUp, onBlur }), [onKeyDown, onKeyUp, onBlur]);
}
