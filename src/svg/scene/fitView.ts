'use client';
import { useRef, useState } from 'react';
import type { Rect } from '../../geometry/index';
import { isPointerDragActive } from '../../hooks/gesture/pointerDrags';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { LabelBoard } from '../labels/labelBoard';
import { unionOf } from '../labels/contentBounds';

/** `fit`'s default padding around the content, nominal pixels. */
export const FIT_PADDING = 24;

/**
 * `viewBox` grown to take in `content` with `padding` nominal pixels around it,
 * at most four times its size on each side. A nominal pixel is the fitted
 * view's (its larger side / 400), so the padding is solved for: a side F
 * holding a content side C with padding P on each end has F = C / (1 − 2P/400).
 * `top` more nominal pixels are kept free at the top of the screen (the status
 * line's room; the largest y under `yUp`). Scene units.
 */
export function fitView(viewBox: Rect, content: Rect, padding: number, top: number, yUp: boolean): Rect {
  const bare = unionOf(viewBox, content);
  const side = Math.max(bare.width, bare.height) / Math.max(1 - (2 * padding + top) / 400, 0.5);
  const pad = (padding * side) / 400;
  const room = (top * side) / 400;
  const grown = unionOf(viewBox, {
    x: content.x - pad,
    y: content.y - pad - (yUp ? 0 : room),
    width: content.width + 2 * pad,
    height: content.height + 2 * pad + room,
  });
  const limit = { x: viewBox.x - 4 * viewBox.width, y: viewBox.y - 4 * viewBox.height, width: 9 * viewBox.width, height: 9 * viewBox.height };
  const x = Math.max(grown.x, limit.x);
  const y = Math.max(grown.y, limit.y);
  return { x, y, width: Math.min(grown.x + grown.width, limit.x + limit.width) - x, height: Math.min(grown.y + grown.height, limit.y + limit.height) - y };
}

/** What {@link useFitFrame} fits: the Scene's `viewBox` and `fit` props, and the status line's room. */
export interface FitOptions {
  /** The label board everything drawn registers with (it tells the bounds of what is drawn). */
  readonly labels: LabelBoard;
  readonly viewBox: Rect;
  /** Whether to fit at all (`<Scene fit>`). */
  readonly fit: boolean;
  /** Nominal pixels around the content. */
  readonly padding: number;
  /** Nominal pixels kept free at the top for a status line. */
  readonly statusRoom: number;
  readonly yUp: boolean;
}

/**
 * The area a Scene shows at zoom 1, scene units: `viewBox`, or with `fit` the
 * `viewBox` grown to take in what is drawn ({@link fitView}), watched through
 * the label board. During a pointer drag it only grows from the frame on
 * screen, so the view does not jump under the pointer.
 *
 * @internal
 */
export function useFitFrame({ labels, viewBox, fit, padding, statusRoom, yUp }: FitOptions): Rect {
  const [drawn, setDrawn] = useState<Rect | null>(null);
  useIsomorphicLayoutEffect(() => (fit ? labels.watchContent(setDrawn) : undefined), [labels, fit]);
  // The frame on screen: written after each commit, so a render React discards leaves nothing behind.
  const committed = useRef<Rect | null>(null);
  let frame = viewBox;
  if (fit && drawn) {
    frame = fitView(viewBox, drawn, padding, statusRoom, yUp);
    // The committed frame is written in a layout effect, never during a render: every render of the same props reads the same.
    // eslint-disable-next-line react-hooks/refs -- the frame committed last, written after commit only
    const onScreen = committed.current;
    if (onScreen && isPointerDragActive()) frame = unionOf(frame, onScreen);
  }
  useIsomorphicLayoutEffect(() => {
    committed.current = frame;
  });
  return frame;
}
