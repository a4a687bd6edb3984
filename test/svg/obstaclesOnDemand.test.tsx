// Shapes register what labels keep clear of only once something reads it: a label, or
// the Scene's `fit`. A scene of thousands of shapes without labels keeps no obstacle
// (and no registration hooks) per shape; a label that mounts later is placed exactly as
// one that was there from the start.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CircleShape, Handle, Label, Scene, SegmentShape } from '../../src';
import { LabelBoard } from '../../src/svg/labels/labelBoard';

afterEach(() => vi.restoreAllMocks());

const circles = Array.from({ length: 40 }, (_, i) => ({ center: { x: 10 + 2 * (i % 10), y: 40 + 2 * Math.floor(i / 10) }, radius: 1.5 }));

function Page({ label, fit = false }: { label: boolean; fit?: boolean }): ReactNode {
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Obstacles on demand" fit={fit}>
      {circles.map((circle, i) => (
        <CircleShape key={i} circle={circle} />
      ))}
      <SegmentShape segment={{ start: { x: 5, y: 30 }, end: { x: 60, y: 30 } }} />
      <Handle label="Probe" value={{ x: 20, y: 35 }} />
      {label ? <Label at={{ x: 20, y: 42 }}>a label among the circles</Label> : null}
    </Scene>
  );
}

/** The label's drawn place: its text element's position and anchor. */
const labelPlace = (container: HTMLElement) => {
  const text = container.querySelector('text.hitkit-label');
  return text && { x: text.getAttribute('x'), y: text.getAttribute('y'), anchor: text.getAttribute('text-anchor') };
};

describe('label obstacles on demand', () => {
  it('a Scene without labels or fit registers no obstacle; a label mounted later gets them all', () => {
    const setObstacles = vi.spyOn(LabelBoard.prototype, 'setObstacles');
    const view = render(<Page label={false} />);
    expect(view.container.querySelectorAll('circle.hitkit-circle')).toHaveLength(40);
    expect(setObstacles).not.toHaveBeenCalled();
    view.rerender(<Page label />);
    // 40 rings, the segment's stroke and the handle's disc
    const kinds = setObstacles.mock.calls.map(([, list]) => list?.[0]?.kind);
    expect(kinds.filter((k) => k === 'ring')).toHaveLength(40);
    expect(kinds.filter((k) => k === 'segment')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'disc')).toHaveLength(1);
    // placed as a label there from the start is
    const late = labelPlace(view.container);
    const early = render(<Page label />);
    expect(late).not.toBeNull();
    expect(late).toEqual(labelPlace(early.container));
    // ...which the obstacles moved: without them the label sits where it asks
    const bare = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="No obstacles">
        <Label at={{ x: 20, y: 42 }}>a label among the circles</Label>
      </Scene>,
    );
    expect(labelPlace(bare.container)).not.toEqual(late);
  });

  it('once wanted, obstacles stay registered after the label leaves; unmounting removes them', () => {
    const setObstacles = vi.spyOn(LabelBoard.prototype, 'setObstacles');
    const view = render(<Page label />);
    const registered = setObstacles.mock.calls.length;
    expect(registered).toBe(42);
    view.rerender(<Page label={false} />);
    expect(setObstacles).toHaveBeenCalledTimes(registered);
    view.unmount();
    expect(setObstacles.mock.calls.slice(registered).every(([, list]) => list === null)).toBe(true);
    expect(setObstacles).toHaveBeenCalledTimes(2 * registered);
  });

  it('a label first in the tree among 300 circles near it is placed a few times, not once per circle', () => {
    const changed = vi.spyOn(LabelBoard.prototype as unknown as { changed(): void }, 'changed');
    const near = Array.from({ length: 300 }, (_, i) => ({ center: { x: 20 + (i % 20), y: 40 + Math.floor(i / 20) }, radius: 0.5 }));
    const view = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A label first">
        <Label at={{ x: 20, y: 42 }}>among many</Label>
        {near.map((circle, i) => (
          <CircleShape key={i} circle={circle} />
        ))}
      </Scene>,
    );
    expect(view.container.querySelectorAll('circle.hitkit-circle')).toHaveLength(300);
    expect(changed.mock.calls.length).toBeLessThanOrEqual(4);
    // and placed among them, as a label after them is
    const after = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A label first">
        {near.map((circle, i) => (
          <CircleShape key={i} circle={circle} />
        ))}
        <Label at={{ x: 20, y: 42 }}>among many</Label>
      </Scene>,
    );
    expect(labelPlace(view.container)).toEqual(labelPlace(after.container));
  });

  it('fit reads the shapes without any label', () => {
    const setObstacles = vi.spyOn(LabelBoard.prototype, 'setObstacles');
    render(<Page label={false} fit />);
    expect(setObstacles.mock.calls.filter(([, list]) => list?.[0]?.kind === 'ring')).toHaveLength(40);
  });
});

describe('LabelBoard.onWantObstacles', () => {
  it('tells its listener once, when a label first listens, asks or fit watches; at once when already wanted', () => {
    for (const start of [
      (b: LabelBoard) => b.listen({}, () => {}),
      (b: LabelBoard) => b.setLabel({}, { x: 0, y: 0, dx: 0, dy: 0, width: 1, height: 1, align: 'start', px: 1, fixed: false }),
      (b: LabelBoard) => b.watchContent(() => {}),
    ]) {
      const board = new LabelBoard();
      const told = vi.fn();
      board.onWantObstacles(told);
      board.setObstacles({}, [{ kind: 'disc', x: 0, y: 0, r: 1 }]);
      board.setLabel({}, null);
      expect(told).not.toHaveBeenCalled();
      start(board);
      start(board);
      expect(told).toHaveBeenCalledTimes(1);
      const later = vi.fn();
      board.onWantObstacles(later);
      expect(later).toHaveBeenCalledTimes(1);
    }
  });

  it('a listener stopped before the board is wanted is not told', () => {
    const board = new LabelBoard();
    const told = vi.fn();
    board.onWantObstacles(told)();
    board.listen({}, () => {});
    expect(told).not.toHaveBeenCalled();
  });
});
