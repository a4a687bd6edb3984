'use client';
import { useMemo } from 'react';
import { queryRect, type PickHit, type World, type WorldId } from '../../geometry/index';
import type { Latest } from '../state/useLatest';
import type { SelectionBand, UseSelectionOptions } from './selectionOptions';

// What clicks, bands and keys do to a selection, and what its handlers read.

const NONE: readonly WorldId[] = Object.freeze([]);

/** What the selection's handlers read at event time: the state of the last commit. @internal */
export interface SelectionNow {
  readonly world: World;
  readonly options: UseSelectionOptions;
  readonly selected: readonly WorldId[];
  readonly focused: WorldId | null;
  readonly band: SelectionBand | null;
}

/** What clicks, bands and keys do to a selection, each announced. @internal */
export interface SelectionActions {
  /** Selects `ids`, announcing `message` (default: what is selected now). */
  readonly choose: (ids: readonly WorldId[], message?: string) => void;
  /** Adds `id` to the selection or removes it. */
  readonly toggle: (id: WorldId) => void;
  /** A click released on `hit` (null: empty space); `additive` with Shift, Ctrl or ⌘. */
  readonly click: (hit: PickHit | null, additive: boolean) => void;
  /** A band released: selects the shapes it selects (added to the selection when `additive`). */
  readonly selectBand: (band: SelectionBand, additive: boolean) => void;
  /** The keyboard focus goes to `id`, announced with its place in `ids`. */
  readonly focus: (id: WorldId, ids: readonly WorldId[]) => void;
  /** Announces `message` politely (and returns it as `announcement`). */
  readonly say: (message: string) => void;
}

/** The selection's actions (stable), announcing every change through `announce` and the returned `announcement`. @internal */
export function useSelectionActions(
  stateRef: Latest<SelectionNow>,
  setValue: (ids: readonly WorldId[]) => void,
  setAnnouncement: (message: string) => void,
  setFocused: (id: WorldId) => void,
): SelectionActions {
  return useMemo(() => {
    const say = (message: string) => {
      setAnnouncement(message);
      stateRef.current.options.announce?.(message);
    };
    const name = (id: WorldId): string => {
      const { world: w, options: o } = stateRef.current;
      const entry = w.lookup(id);
      if (!entry) return String(id);
      return o.describe ? o.describe(id, entry) : `${entry.kind} ${String(id)}`;
    };
    const choose = (ids: readonly WorldId[], message?: string) => {
      setValue(ids);
      say(message ?? (ids.length === 0 ? 'Selection cleared' : ids.length === 1 ? `${name(ids[0]!)} selected` : `${ids.length} shapes selected`));
    };
    const toggle = (id: WorldId) => {
      const was = stateRef.current.selected;
      choose(was.includes(id) ? was.filter((x) => x !== id) : [...was, id], `${name(id)} ${was.includes(id) ? 'removed from' : 'added to'} the selection`);
    };
    const click = (hit: PickHit | null, additive: boolean) => {
      const was = stateRef.current.selected;
      const id = hit?.id;
      if (id === undefined) {
        if (!additive && was.length > 0) choose(NONE);
        return;
      }
      setFocused(id);
      if (additive) toggle(id);
      else if (!(was.length === 1 && was[0] === id)) choose([id]);
    };
    const selectBand = (band: SelectionBand, additive: boolean) => {
      const { world: w, selected: was, options: o } = stateRef.current;
      const found: WorldId[] = [];
      for (const m of queryRect(w, band.box, band.mode === 'window' ? 'contains' : 'intersects')) {
        if (m.id !== undefined && (!o.filter || o.filter(m.id, m.kind, m.index))) found.push(m.id);
      }
      const next = additive ? [...was, ...found.filter((id) => !was.includes(id))] : found;
      choose(
        next,
        `${found.length} ${found.length === 1 ? 'shape' : 'shapes'} in the ${band.mode === 'window' ? 'window' : 'crossing'}; ${next.length} selected`,
      );
    };
    const focus = (id: WorldId, ids: readonly WorldId[]) => {
      setFocused(id);
      const state = stateRef.current.selected.includes(id) ? 'selected' : 'not selected';
      say(`${name(id)}, ${ids.indexOf(id) + 1} of ${ids.length}, ${state}`);
    };
    return { choose, toggle, click, selectBand, focus, say };
  }, [stateRef, setValue, setAnnouncement, setFocused]);
}
