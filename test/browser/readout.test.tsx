import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import * as LidarStories from '../../stories/Lidar.stories';
import * as SelectionEditingStories from '../../stories/SelectionEditing.stories';
import * as TouchEditingStories from '../../stories/TouchEditing.stories';

/**
 * The readouts under the figures, on a 390 px phone: they wrap between whole
 * items. A coordinate pair `(66, 65)` never breaks, and a separator ` · ` that
 * is drawn sits on one line with the items on both sides of it (no line
 * starts or ends with one). Nothing of the text is cut by the readout's box.
 */

setProjectAnnotations([preview]);

type Runnable = { run(context: { canvasElement: HTMLElement }): Promise<void> };
const { Twisted } = composeStories(TouchEditingStories) as unknown as Record<string, Runnable>;
const { KeyboardOnly } = composeStories(SelectionEditingStories) as unknown as Record<string, Runnable>;
const { BigWorld } = composeStories(LidarStories) as unknown as Record<string, Runnable>;

/** The client rects of the characters `from`…`to` of a text node run, one per line box they lie on. */
function rectsOf(root: Element, from: number, to: number): DOMRect[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let at = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent!.length;
    if (!started && from < at + length) {
      range.setStart(node, from - at);
      started = true;
    }
    if (started && to <= at + length) {
      range.setEnd(node, to - at);
      break;
    }
    at += length;
  }
  return Array.from(range.getClientRects()).filter((r) => r.width > 0);
}

const lineTops = (rects: DOMRect[]) => new Set(rects.map((r) => Math.round(r.top)));

let canvasElement: HTMLElement | null = null;
afterEach(() => {
  canvasElement?.remove();
  canvasElement = null;
});

describe.each([
  ['Touch (Twisted)', Twisted!, '.hitkit-touch-readout'],
  ['Select and edit (Keyboard only)', KeyboardOnly!, '.story-readout'],
  ['Lidar (BigWorld)', BigWorld!, '.story-readout'],
] as const)('the readout of %s on a phone', (_name, Story, selector) => {
  it('wraps between whole items: no coordinate pair broken, no separator at a line end', async () => {
    await page.viewport(390, 844);
    canvasElement = document.createElement('div');
    canvasElement.style.padding = '16px';
    document.body.appendChild(canvasElement);
    await Story.run({ canvasElement });
    const readout = canvasElement.querySelector(selector)!;
    const text = readout.textContent!;
    const box = readout.getBoundingClientRect();
    // every coordinate pair on one line
    for (const pair of text.matchAll(/\([^()]*\)/g)) expect(lineTops(rectsOf(readout, pair.index, pair.index + pair[0].length)).size, pair[0]).toBe(1);
    // every drawn separator on the line of the characters beside it
    for (const sep of text.matchAll(/ · /g)) {
      const dot = rectsOf(readout, sep.index + 1, sep.index + 2)[0]!;
      const shown = dot.left >= box.left - 0.5 && dot.right <= box.right + 0.5;
      if (!shown) continue;
      const before = rectsOf(readout, sep.index - 1, sep.index).at(-1)!;
      const after = rectsOf(readout, sep.index + 3, sep.index + 4)[0]!;
      expect(Math.round(before.top), `before the separator at ${sep.index}`).toBe(Math.round(dot.top));
      expect(Math.round(after.top), `after the separator at ${sep.index}`).toBe(Math.round(dot.top));
    }
    // the items' text inside the readout's box
    for (const item of Array.from(readout.querySelectorAll('.story-readout-item'))) {
      const r = item.getBoundingClientRect();
      expect(r.right).toBeLessThanOrEqual(box.right + 0.5);
    }
  });
});
