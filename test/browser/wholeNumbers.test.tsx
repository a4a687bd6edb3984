import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { PublishedVsOurs } from '../../stories/figure';

/**
 * The table of a worked example's published numbers beside hitkit's, in
 * boxes from a desktop column down to a docs page's inline story on a phone
 * (248 px) and narrower: every number stays on one line, whole (never broken
 * between digits), and what does not fit scrolls sideways inside the table's
 * own box, which the keyboard can reach; the page itself never gets wider.
 */

const ROWS = [
  ['signed distance', 74.96593821124291, 74.96593821124296],
  ['t', 0.5891284910264729, 0.5891284910264731],
  ['resolved centre x', 1187639.7383749234, 1187639.7383749238],
] as const;

let unmount: (() => Promise<void> | void) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

describe.each([400, 358, 300, 248, 200])('PublishedVsOurs in a box %i px wide', (width) => {
  it('keeps every number on one line and inside the page', async () => {
    const screen = await render(
      <div style={{ width }} data-testid="box">
        <PublishedVsOurs source="Article 002" rows={ROWS} />
      </div>,
    );
    unmount = () => screen.unmount();
    const table = document.querySelector('.published-vs-ours')!;
    const cells = Array.from(table.querySelectorAll('td'));
    expect(cells).toHaveLength(3 * ROWS.length);
    for (const cell of cells) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      expect(lines.size, `${cell.textContent} at ${width} px`).toBe(1);
    }
    // whatever does not fit scrolls inside the table's own box, not the page
    const scroller = table.parentElement!;
    expect(scroller.getBoundingClientRect().width).toBeLessThanOrEqual(width + 0.5);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    if (scroller.scrollWidth > scroller.clientWidth) {
      expect(getComputedStyle(scroller).overflowX).toBe('auto');
      expect(scroller.tabIndex).toBe(0);
    }
  });
});
