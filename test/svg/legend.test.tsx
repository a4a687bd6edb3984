import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Legend, theme } from '../../src';
import * as RotatedRectStories from '../../stories/RotatedRect.stories';

describe('Legend', () => {
  it("explains a ray: its origin, the dashed ray and the hit dot in the hit colour, in words 'ray, and where it hits'", () => {
    const { container } = render(<Legend items={['ray']} />);
    expect(container.querySelector('li')!.textContent).toBe('ray, and where it hits');
    const line = container.querySelector('svg line') as SVGLineElement;
    expect(line.style.strokeDasharray).toBe('4 3');
    const dots = Array.from(container.querySelectorAll('svg circle')) as SVGCircleElement[];
    expect(dots.map((d) => d.style.fill)).toEqual([theme.shape, theme.hit]);
  });

  it('is under every Rotated rect story, with the ray and its hit named', () => {
    for (const Story of Object.values(composeStories(RotatedRectStories))) {
      const { container, unmount } = render(<Story />);
      const words = Array.from(container.querySelectorAll('[aria-label="Legend"] li')).map((li) => li.textContent);
      expect(words).toContain('ray, and where it hits');
      unmount();
    }
  });
});
