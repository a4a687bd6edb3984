// A DraggableShape's focus mark is a sign labels keep clear of while it shows, and it is
// no part of what a Scene fits (the view must not move as focus comes and goes).
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DraggableShape, Label, Scene } from '../../src';
import { labelPlace as place } from './labelPlace';

// A vertical segment at x = 50 from y = 20 to 80; at 0.25 units per CSS px its focus mark's
// line (4 px wide, 10 px out) runs from x = 47 to 48 on its left.
function Figure({ at }: { at: number }) {
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="A focused segment and a label">
      <DraggableShape defaultValue={{ start: { x: 50, y: 20 }, end: { x: 50, y: 80 } }} label="Wall" />
      <Label at={{ x: at, y: 50 }}>note</Label>
    </Scene>
  );
}

describe('a DraggableShape focus mark and labels', () => {
  it('a label moves off the mark while it shows, and back when focus leaves', () => {
    const view = render(<Figure at={48} />);
    const free = place(view.container);
    const body = view.container.querySelector<SVGElement>('.hitkit-body')!;
    act(() => body.focus());
    expect(view.container.querySelector('path.hitkit-draggable-focus')!.getAttribute('d')).toBe('M47.5 17.5H52.5V82.5H47.5Z');
    const focused = place(view.container);
    // unfocused, the text ends 0.4 units (1.6 px) short of the mark's line: its halo would cover it
    expect(free).toEqual({ x: 46.6, y: 46.425, anchor: 'end' });
    expect(focused.anchor).toBe('end');
    expect(focused.x).toBeLessThanOrEqual(47 - 0.5);
    expect(focused).not.toEqual(free);
    act(() => body.blur());
    expect(view.container.querySelector('path.hitkit-draggable-focus')).toBeNull();
    expect(place(view.container)).toEqual(free);
  });

  it('a Scene that fits what is drawn does not move when the mark shows', async () => {
    const view = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} fit title="Fitted">
        <DraggableShape defaultValue={{ start: { x: 100, y: 20 }, end: { x: 100, y: 80 } }} label="Wall at the view's edge" />
      </Scene>,
    );
    const svg = view.container.querySelector('svg')!;
    const box = svg.getAttribute('viewBox');
    await act(async () => {
      view.container.querySelector<SVGElement>('.hitkit-body')!.focus();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.container.querySelector('path.hitkit-draggable-focus')).not.toBeNull();
    expect(svg.getAttribute('viewBox')).toBe(box);
  });
});
