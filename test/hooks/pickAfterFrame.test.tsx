import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { createWorld, type Vec2, type World } from '../../src';
import { useSelection } from '../../src/hooks';

/**
 * The hover of a selection follows a drag's frames: the frame writes the world,
 * then the same pointer event picks under the pointer. The commit that follows
 * does not pick again (its layout effect would only convert the same pointer
 * position once more, which in a browser forces a layout right after the
 * commit's changes); a change of the world by another writer under a still
 * pointer is still picked after the commit.
 */

function Editor({ w, toScene, inHandler }: { w: World; toScene: (x: number, y: number) => Vec2; inHandler: { now: boolean } }) {
  const s = useSelection(w, { movable: true, clientToScene: toScene });
  const { onPointerMove, onPointerDown, ...rest } = s.surfaceProps;
  const wrap =
    (handler: ((e: ReactPointerEvent<Element>) => void) | undefined) =>
    (e: ReactPointerEvent<Element>): void => {
      inHandler.now = true;
      try {
        handler?.(e);
      } finally {
        inHandler.now = false;
      }
    };
  return (
    <svg
      data-testid="surface"
      data-hover={s.hover ? String(s.hover.id) : ''}
      {...rest}
      onPointerMove={wrap(onPointerMove)}
      onPointerDown={wrap(onPointerDown)}
    />
  );
}

describe('usePick after a drag frame', () => {
  it('picks once per move, in the event; picks again after a commit only when the world changed since', async () => {
    const w = createWorld({
      items: [
        { id: 'a', kind: 'segment', shape: { start: { x: 0, y: 0 }, end: { x: 100, y: 0 } } },
        { id: 'b', kind: 'circle', shape: { center: { x: 300, y: 300 }, radius: 10 } },
      ],
    });
    const inHandler = { now: false };
    const outside: Vec2[] = [];
    const toScene = (x: number, y: number) => {
      if (!inHandler.now) outside.push({ x, y });
      return { x, y };
    };
    const user = userEvent.setup();
    const view = render(<Editor w={w} toScene={toScene} inHandler={inHandler} />);
    const surface = screen.getByTestId('surface');
    const at = (x: number, y: number) => ({ target: surface, coords: { clientX: x, clientY: y } });
    // the pointer comes over the segment, presses it and drags it (a press picks in its event too)
    await user.pointer([at(50, 1), { keys: '[MouseLeft>]', ...at(50, 1) }, at(55, 6), at(70, 31), at(90, 61)]);
    // the segment moved with the pointer, and the hover found it there
    expect(w.lookup('a')!.shape).toEqual({ start: { x: 40, y: 60 }, end: { x: 140, y: 60 } });
    expect(surface).toHaveAttribute('data-hover', 'a');
    expect(outside).toEqual([]);
    await user.pointer({ keys: '[/MouseLeft]', ...at(90, 61) });
    expect(surface).toHaveAttribute('data-hover', 'a');
    outside.length = 0;
    // another writer moves the segment away from the still pointer: picked after the commit, nothing under it now
    w.update('a', { start: { x: 0, y: 200 }, end: { x: 10, y: 200 } });
    view.rerender(<Editor w={w} toScene={toScene} inHandler={inHandler} />);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside[0]).toEqual({ x: 90, y: 61 });
    expect(surface).toHaveAttribute('data-hover', '');
  });
});
