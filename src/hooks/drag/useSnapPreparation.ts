'use client';
import { useEffect } from 'react';
import { isObjectSnap, snapPreparers } from './snapper';

/** How long the world must stay as it is before preparing starts, ms (a world changed on every frame is never prepared). */
const QUIET_MS = 150;
/** Main-thread time one slice of preparation takes where the browser has no idle callbacks (Safari), ms. */
const SLICE_MS = 4;
/** The idle time a slice needs left to take another step (a step is about 2 ms at 10,000 simple shapes), ms. */
const STEP_MS = 2;

/**
 * Prepares an object-snap setting's searches in idle time, so that the first
 * frames of the next gesture do not make what they need (the alignment index
 * of the world's still shapes, `prepareAlignIndex`): once the setting's world
 * has kept its `version` for {@link QUIET_MS} after a commit while `idle` (no
 * gesture runs), a step at a time in idle callbacks (timer slices of 4 ms
 * where the browser has none), until made. It stops when the world changes
 * (the next commit that sees it starts over), so a world written on every
 * frame costs nothing. A step is checked against the time left before it
 * starts: one step of a world of long polylines, or a sort of a large one, may
 * run past an idle deadline. Nothing for a setting without alignment, a grid
 * step or no snapping. @internal
 */
export function useSnapPreparation(snap: unknown, idle: boolean): void {
  const setting = isObjectSnap(snap) ? snap : undefined;
  const world = setting?.world;
  const prepare = setting ? snapPreparers.get(setting) : undefined;
  const version = world?.version;
  useEffect(() => {
    if (!idle || !world || !prepare) return;
    const idleCallbacks = typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idleHandle: number | undefined;
    const run = (deadline?: IdleDeadline) => {
      timer = idleHandle = undefined;
      if (world.version !== version) return; // changed since: the commit that shows it starts over
      const until = performance.now() + SLICE_MS;
      const more = deadline ? () => deadline.timeRemaining() > STEP_MS : () => performance.now() < until;
      if (!prepare(world, more)) schedule();
    };
    const schedule = () => {
      if (idleCallbacks) idleHandle = requestIdleCallback(run);
      else timer = setTimeout(run, 16);
    };
    timer = setTimeout(schedule, QUIET_MS);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
    };
  }, [world, prepare, version, idle]);
}
