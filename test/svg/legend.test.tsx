import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Legend, theme, type LegendMeaning } from '../../src';
import * as RotatedRectStories from '../../stories/RotatedRect.stories';

const MEANINGS: LegendMeaning[] = ['hit', 'miss', 'inside', 'outside', 'a', 'b', 'normal', 'pushOut', 'closest', 'query', 'intersection', 'tolerance', 'ray'];

describe('Legend', () => {
  it("explains a ray: its origin, the ray up to its hit (solid, in the hit colour) and the hit dot, in words 'ray, and where it hits'", () => {
    const { container } = render(<Legend items={['ray']} />);
    expect(container.querySelector('li')!.textContent).toBe('ray, and where it hits');
    const line = container.querySelector('svg line') as SVGLineElement;
    expect(line.style.strokeDasharray).toBe('');
    expect(line.style.stroke).toBe(theme.hit);
    const dots = Array.from(container.querySelectorAll('svg circle')) as SVGCircleElement[];
    expect(dots.map((d) => d.style.fill)).toEqual([theme.shape, theme.hit]);
  });

  it('gives each dash one meaning: dashed strokes only for a miss (green), a push-out (khaki) or a measure (rose), dotted only for a limit', () => {
    const { container } = render(<Legend items={MEANINGS} />);
    const entries = Array.from(container.querySelectorAll('li'));
    expect(entries).toHaveLength(MEANINGS.length);
    const dashedBy = new Map<string, string[]>();
    entries.forEach((li, i) => {
      for (const mark of Array.from(li.querySelectorAll<SVGElement>('svg line, svg rect, svg path'))) {
        const dash = mark.style.strokeDasharray;
        if (dash === '' || dash === 'none') continue;
        const key = `${mark.style.stroke} ${dash}`;
        dashedBy.set(key, [...(dashedBy.get(key) ?? []), MEANINGS[i]!]);
      }
    });
    expect(Object.fromEntries(dashedBy)).toEqual({
      [`${theme.miss} 6 4`]: ['miss'],
      [`${theme.pushOut} 6 4`]: ['pushOut'],
      [`${theme.measure} 4 3`]: ['closest'],
      [`${theme.hit} 2 3`]: ['tolerance'],
    });
  });

  it('is under every Rotated rect story, with the ray and its hit named', () => {
    for (const Story of Object.values(composeStories(RotatedRectStories))) {
      const { container, unmount } = render(<Story />);
      const words = Array.from(container.querySelectorAll('[aria-label="Legend"] li')).map((li) => li.textContent);
      expect(words).toContain('ray, and where it hits');
      unmount();
    }
  });

  it('draws each Rotated rect story’s ray as its legend says: solid in the hit colour when it hits, dashed green when it misses', () => {
    for (const [name, Story] of Object.entries(composeStories(RotatedRectStories))) {
      const { container, unmount } = render(<Story />);
      const figure = container.querySelector('.hitkit-rotated-rect-figure')!;
      const ray = figure.querySelector('.hitkit-segment') as SVGLineElement;
      if (figure.getAttribute('data-ray') === 'miss') {
        expect(ray.style.stroke, name).toBe(theme.miss);
        expect(ray.style.strokeDasharray, name).toBe('6 4');
      } else {
        expect(ray.style.stroke, name).toBe(theme.hit);
        expect(ray.style.strokeDasharray, name).toBe('');
      }
      unmount();
    }
  });
});
