import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import * as distanceToRect from '../stories/DistanceToRect.stories';
import * as segmentCircleHit from '../stories/SegmentCircleHit.stories';

setProjectAnnotations([preview]);

const files = {
  SegmentCircleHit: composeStories(segmentCircleHit),
  DistanceToRect: composeStories(distanceToRect),
};

describe.each(Object.entries(files))('%s stories', (_file, stories) => {
  it.each(Object.entries(stories))('%s: renders, passes its play function, matches its snapshot', async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.appendChild(canvasElement);
    try {
      await Story.run({ canvasElement });
      expect(canvasElement.innerHTML).not.toMatch(/NaN|Infinity/);
      // the DOM node, pretty-printed, so that a snapshot diff is reviewable
      expect(canvasElement.querySelector('svg')).toMatchSnapshot();
    } finally {
      canvasElement.remove();
    }
  });
});
