import { expect, within } from 'storybook/test';
import type { Rect, Vec2 } from '../src';

/**
 * A viewBox framing the given points (and circles, by their extent), with a
 * margin, square, so a story shows its case without hand-picked numbers.
 */
export function frame(points: ReadonlyArray<Vec2>, margin = 0.35, minSize = 20): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const size = Math.max(maxX - minX, maxY - minY, minSize) * (1 + 2 * margin);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return { x: cx - size / 2, y: cy - size / 2, width: size, height: size };
}

/** A grid step of about a tenth of the frame, rounded to 1, 2 or 5 × 10^k. */
export function gridStep(size: number): number {
  const raw = size / 10;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * power;
}

/** Controls for a number arg. */
export const numberControl = (step = 1) => ({ control: { type: 'number' as const, step } });

/**
 * Reads what a view shows: the canvas, its status line (found by `status`) and
 * its state (the `attribute` of the element matching `view`).
 */
export function figureReader(view: string, status: RegExp, attribute: string) {
  return (canvasElement: HTMLElement) => {
    const canvas = within(canvasElement);
    const state = canvasElement.querySelector(view)?.getAttribute(attribute);
    return { canvas, status: canvas.getByText(status), state };
  };
}

/** A play function that checks the figure shows this state and status line. */
export function showsFigure(read: ReturnType<typeof figureReader>, state: string, status: string | RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const now = read(canvasElement);
    await expect(now.state).toBe(state);
    await expect(now.status).toHaveTextContent(status);
  };
}
