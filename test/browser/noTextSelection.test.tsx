import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Handle, Label, Scene, type Vec2 } from '../../src';
import { centreOf, mouse, settle, type Pt } from './input';

/**
 * A drag in a figure selects no text: a drag from the figure's background
 * across a label's text leaves the document's text selection empty, as in a
 * drawing app (without `user-select: none` on the Scene, Chromium selected the
 * label's words: that test fails on the commit before). A handle dragged
 * across a label moves and selects nothing (it did not before either: a guard).
 * `style={{ userSelect: 'text' }}` on the Scene makes its text selectable
 * again, and text outside the figure stays selectable (so the checks can
 * fail). Real mouse input through the DevTools protocol. A Scene 100 units
 * wide drawn 400 CSS px wide: 4 px a unit.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

function HandleAndLabel({ onPoint, selectable = false }: { onPoint: (p: Vec2) => void; selectable?: boolean }) {
  return (
    <div style={{ width: 400 }}>
      <p id="before">Text before the figure</p>
      <Scene viewBox={VIEW} title="Handle and label" style={selectable ? { userSelect: 'text' } : undefined}>
        <Label at={{ x: 50, y: 50 }} anchor="middle" size={16}>
          Selectable words in a label
        </Label>
        <Handle label="P" defaultValue={{ x: 10, y: 80 }} onChange={onPoint} />
      </Scene>
      <p id="after">Text after the figure</p>
    </div>
  );
}

const selected = () => document.getSelection()?.toString() ?? '';

/** Presses at the first point, drags through the others in turn (6 moves each) and lets go at the last. */
async function dragThrough(...points: Pt[]): Promise<void> {
  await mouse.down(points[0]!);
  for (let k = 1; k < points.length; k++) await mouse.drag(points[k - 1]!, points[k]!, 6);
  await mouse.up(points.at(-1)!);
  await settle();
}

afterEach(() => document.getSelection()?.removeAllRanges());

describe('no text selection while dragging in a figure', () => {
  it('dragging a handle across a label’s text moves the handle and selects nothing', async () => {
    const points: Vec2[] = [];
    const screen = await render(<HandleAndLabel onPoint={(p) => points.push(p)} />);
    const dot = await centreOf('[aria-label^="P at"] > circle:last-child');
    const text = await centreOf('.hitkit-scene text');
    await dragThrough(dot, text, { x: text.x + 120, y: text.y - 10 });
    expect(points.length).toBeGreaterThan(0);
    expect(points.at(-1)!.x).toBeGreaterThan(50);
    expect(selected()).toBe('');
    await screen.unmount();
  });

  /** Presses on the background below-left of the label, drags across its text and lets go. */
  async function dragAcrossLabel(): Promise<void> {
    const text = await centreOf('.hitkit-scene text');
    await dragThrough({ x: text.x - 150, y: text.y + 60 }, text, { x: text.x + 150, y: text.y - 5 });
  }

  it('a drag from the figure’s background across the label selects nothing', async () => {
    const screen = await render(<HandleAndLabel onPoint={() => {}} />);
    await dragAcrossLabel();
    expect(selected()).toBe('');
    await screen.unmount();
  });

  it('with style={{ userSelect: "text" }} the same drag selects the label’s text (both spellings follow the user’s value)', async () => {
    const screen = await render(<HandleAndLabel onPoint={() => {}} selectable />);
    const svg = document.querySelector('.hitkit-scene')!;
    expect(getComputedStyle(svg).userSelect).toBe('text');
    await dragAcrossLabel();
    expect(selected()).toContain('Selectable words');
    await screen.unmount();
  });

  it('text outside the figure stays selectable with the same drag (the check can fail)', async () => {
    const screen = await render(<HandleAndLabel onPoint={() => {}} />);
    const before = await commands.boundingBox('#before');
    const y = before.y + before.height / 2;
    await dragThrough({ x: before.x + 2, y }, { x: before.x + 100, y });
    expect(selected().length).toBeGreaterThan(3);
    await screen.unmount();
  });
});
