import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../.storybook/preview';
import * as ReshapeStories from '../../stories/Reshape.stories';
import * as SegmentCircleIntersectionStories from '../../stories/SegmentCircleIntersection.stories';
import { settle } from './input';

/**
 * Marks kept apart in the stories' figures, measured in Chromium after each
 * play function, in CSS px, at the widths the figures are seen at (a desktop
 * story, a phone, a phone's docs column): an intersection marker's centre is
 * never on a handle's dot (the cross would be drawn as ticks around a handle
 * that is not where the crossing is); a vertex handle's grab target (24 px
 * across) does not overlap a transform box handle's (a press between them
 * would pick by a pixel).
 */

setProjectAnnotations([preview]);

type Runnable = { run(context: { canvasElement: HTMLElement }): Promise<void> };

/** Runs `story` in a box `width` CSS px wide (a screen 1280 or 390 px wide), then calls `check` on it. */
async function runAt(story: Runnable, screen: number, width: number, check: (root: HTMLElement) => void): Promise<void> {
  await page.viewport(screen, 844);
  const canvasElement = document.createElement('div');
  canvasElement.style.width = `${width}px`;
  document.body.appendChild(canvasElement);
  try {
    await story.run({ canvasElement });
    await settle();
    check(canvasElement);
  } finally {
    canvasElement.remove();
  }
}

const centre = (el: Element) => {
  const b = el.getBoundingClientRect();
  return { x: b.left + b.width / 2, y: b.top + b.height / 2, r: b.width / 2 };
};

/** Every intersection marker whose crossing lies within `gap` CSS px of a handle dot's edge. */
function markersOnDots(root: HTMLElement, gap: number): string[] {
  const dots = Array.from(root.querySelectorAll('.hitkit-handle-dot')).map(centre);
  const problems: string[] = [];
  for (const marker of Array.from(root.querySelectorAll('.hitkit-intersection'))) {
    const at = marker.querySelector('circle');
    if (!at) continue;
    const c = centre(at);
    for (const d of dots) {
      const apart = Math.hypot(c.x - d.x, c.y - d.y) - d.r;
      if (apart < gap) problems.push(`the crossing at (${c.x.toFixed(1)}, ${c.y.toFixed(1)}) is ${apart.toFixed(1)} px from a handle's dot`);
    }
  }
  return problems;
}

describe('an intersection marker is not drawn on a handle it is not at', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });
  const { TwoPoints } = composeStories(SegmentCircleIntersectionStories);
  // a desktop story, a phone story, the phone's docs column (the docs page shows this story first)
  for (const [screen, width] of [
    [1280, 640],
    [390, 358],
    [390, 248],
  ] as const) {
    it(`Segment–circle intersection, two points, ${width} px wide: each crossing at least a cross's arm (7 px) from every handle's dot`, async () => {
      await runAt(TwoPoints as unknown as Runnable, screen, width, (root) => {
        expect(root.querySelectorAll('.hitkit-intersection')).toHaveLength(2);
        expect(markersOnDots(root, 7)).toEqual([]);
      });
    });
  }
});

/** Every vertex handle whose grab target overlaps a transform box handle's. */
function crowdedHandles(root: HTMLElement): string[] {
  const targets = (selector: string) => Array.from(root.querySelectorAll(`${selector} > circle:first-child`)).map(centre);
  const boxHandles = targets('.hitkit-transform-handle');
  const problems: string[] = [];
  targets('.hitkit-vertex-handle').forEach((v, i) => {
    for (const b of boxHandles) {
      const apart = Math.hypot(v.x - b.x, v.y - b.y);
      if (apart < v.r + b.r - 0.75) problems.push(`vertex ${i + 1}'s target overlaps a box handle's: ${apart.toFixed(1)} px apart`);
    }
  });
  return problems;
}

describe('vertex handles keep clear of the transform box handles', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });
  const { WithTransformBox } = composeStories(ReshapeStories);
  for (const [screen, width] of [
    [1280, 640],
    [390, 358],
  ] as const) {
    it(`Reshape with a transform box, ${width} px wide: no vertex handle's 24 px target overlaps a box handle's`, async () => {
      await runAt(WithTransformBox as unknown as Runnable, screen, width, (root) => {
        expect(root.querySelectorAll('.hitkit-vertex-handle')).toHaveLength(5);
        expect(root.querySelectorAll('.hitkit-transform-handle').length).toBeGreaterThanOrEqual(8);
        expect(crowdedHandles(root)).toEqual([]);
      });
    });
  }
});
