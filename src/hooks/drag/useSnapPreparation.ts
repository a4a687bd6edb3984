'use client';
import { useEffect } from 'react';
import { isObjectSnap, snapPreparers } from './snapper';

/** Main-thread time one slice of preparation takes where the browser has no idle callbacks (Safari), ms. */
const SLICE_MS = 4;
/** The idle time a slice needs left to take another step (a step is about 2 ms at 10,000 shapes), ms. */
const STEP_MS = 2;

/**
 * Prepares an object-snap setting's searches in idle time, so that the first
 * frames of the next gesture do not make what they need (the alignment index
 * of the world's still shapes, `prepareAlignIndex`): after a commit where
 * `version` (the world's) moved while `idle` (no gesture runs), a step at a
 * time in idle callbacks (timer slices of 4 ms where the browser has none),
 * until made or until the next change starts it over. Nothing for a setting
 * without alignment, a grid step or no snapping. @internal
 */
export function useSnapPreparation(snap: unknown, version: number, idle: boolean): void {
  const setting = isObjectSnap(snap) ? snap : undefined;
  const world = setting?.world;
  const prepare = setting ? snapPreparers.get(setting) : undefined;
  useEffect(() => {
    if (!idle || !world || !prepare) return;
    const idleCallbacks = typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function';
    let handle: number | ReturnType<typeof setTimeout> | undefined;
    const run = (deadline?: IdleDeadline) => {
      handle = undefined;
      const until = performance.now() + SLICE_MS;
      const more = deadline ? () => deadline.timeRemaining() > STEP_MS : () => performance.now() < until;
      if (!prepare(world, more)) schedule();
    };
    const schedule = () => {
      handle = idleCallbacks ? requestIdleCallback(run) : setTimeout(run, 16);
    };
    schedule();
    return () => {
      if (handle === undefined) return;
      if (idleCallbacks) cancelIdleCallback(handle as number);
      else clearTimeout(handle);
    };
  }, [world, prepare, version, idle]);
}
