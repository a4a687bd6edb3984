import type { KeyboardEvent } from 'react';
import type { Vec2 } from '../../geometry/index';

/** The arrow keys as unit moves on screen, y down. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keys that scroll the page from a focused element; a handle takes them (doing nothing) so they never do. @internal */
export const PAGE_KEYS: ReadonlySet<string> = new Set(['PageUp', 'PageDown', 'Home', 'End']);

/** The steps of the arrow keys, scene units: without and with Shift. @internal */
export interface KeySteps {
  readonly step: number;
  readonly largeStep: number;
}

/**
 * The scene-unit move of an arrow key press, or `null` for any other key (and
 * for arrows with Ctrl, Alt or Meta, which belong to the browser). ArrowUp
 * decreases y (y down), or increases it when `yUp`. @internal
 */
export function arrowMove(event: KeyboardEvent, steps: KeySteps, yUp: boolean): Vec2 | null {
  const arrow = ARROWS[event.key];
  if (!arrow || event.altKey || event.ctrlKey || event.metaKey) return null;
  const by = event.shiftKey ? steps.largeStep : steps.step;
  return { x: arrow[0] * by, y: (yUp ? -arrow[1] : arrow[1]) * by };
}
