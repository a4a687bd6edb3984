import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import preview from '../../.storybook/preview';
import { Legend, type LegendMeaning } from '../../src';
import * as SelectionStories from '../../stories/Selection.stories';

/**
 * A legend's entries wrap as wholes: in a box from a desktop column down to a
 * docs page's inline story on a phone (248 px), the words of every entry stay
 * on one line ("(drag →)" is never split from "wholly inside"), so a swatch is
 * never left beside half its words.
 */

setProjectAnnotations([preview]);
const { TenThousandShapes } = composeStories(SelectionStories);

const MEANINGS: LegendMeaning[] = ['hit', 'miss', 'inside', 'outside', 'a', 'b', 'normal', 'pushOut', 'closest', 'query', 'intersection', 'tolerance', 'ray'];

/** How many line boxes the words of `entry` lie on (its text, not its swatch). */
function linesOf(entry: Element): number {
  const bottoms = new Set<number>();
  const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('svg')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of Array.from(range.getClientRects())) if (r.width > 0 && r.height > 0) bottoms.add(Math.round(r.bottom));
  }
  return bottoms.size;
}

let unmount: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

describe.each([400, 358, 300, 248])('legends in a box %i px wide', (width) => {
  it('the Selection stories’ legend keeps each entry’s words on one line', async () => {
    const screen = await render(
      <div style={{ width }}>
        <TenThousandShapes count={60} />
      </div>,
    );
    unmount = () => screen.unmount();
    const entries = Array.from(document.querySelectorAll('.story-legend > span'));
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(linesOf(entry), `${entry.textContent} at ${width} px`).toBe(1);
  });

  it('hitkit’s Legend keeps each entry’s words on one line', async () => {
    const screen = await render(
      <div style={{ width }}>
        <Legend items={MEANINGS} />
      </div>,
    );
    unmount = () => screen.unmount();
    const entries = Array.from(document.querySelectorAll('.hitkit-legend li'));
    expect(entries).toHaveLength(MEANINGS.length);
    for (const entry of entries) expect(linesOf(entry), `${entry.textContent} at ${width} px`).toBe(1);
  });
});
