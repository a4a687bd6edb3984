import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';
import * as circleCircleDistance from '../stories/CircleCircleDistance.stories';
import * as segmentIntersection from '../stories/SegmentIntersection.stories';
import * as segmentCircleIntersection from '../stories/SegmentCircleIntersection.stories';
import * as segmentRectIntersection from '../stories/SegmentRectIntersection.stories';
import * as circleLineContact from '../stories/CircleLineContact.stories';
import * as circleContact from '../stories/CircleContact.stories';
import * as shapeDistance from '../stories/ShapeDistance.stories';
import * as scene from '../stories/Scene.stories';
import * as editor from '../stories/Editor.stories';
import * as distanceToCircle from '../stories/DistanceToCircle.stories';
import * as distanceToLine from '../stories/DistanceToLine.stories';
import * as distanceToRect from '../stories/DistanceToRect.stories';
import * as distanceToSegment from '../stories/DistanceToSegment.stories';
import * as segmentCircleHit from '../stories/SegmentCircleHit.stories';

setProjectAnnotations([preview]);

const files = {
  SegmentCircleHit: composeStories(segmentCircleHit),
  DistanceToRect: composeStories(distanceToRect),
  DistanceToCircle: composeStories(distanceToCircle),
  DistanceToSegment: composeStories(distanceToSegment),
  DistanceToLine: composeStories(distanceToLine),
  CircleCircleDistance: composeStories(circleCircleDistance),
  SegmentIntersection: composeStories(segmentIntersection),
  SegmentCircleIntersection: composeStories(segmentCircleIntersection),
  SegmentRectIntersection: composeStories(segmentRectIntersection),
  CircleLineContact: composeStories(circleLineContact),
  CircleContact: composeStories(circleContact),
  ShapeDistance: composeStories(shapeDistance),
  Scene: composeStories(scene),
  Editor: composeStories(editor),
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
