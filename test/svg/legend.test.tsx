import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Legend, theme, type LegendMeaning } from '../../src';
import * as RotatedRectStories from '../../stories/RotatedRect.stories';
import * as LinesStories from '../../stories/Lines.stories';
import * as SegmentIntersectionStories from '../../stories/SegmentIntersection.stories';

const MEANINGS: LegendMeaning[] = [
  'hit',
  'miss',
  'inside',
  'outside',
  'a',
  'b',
  'normal',
  'pushOut',
  'closest',
  'query',
  'intersection',
  'tolerance',
  'ray',
  'rayMiss',
];

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
      [`${theme.miss} 6 4`]: ['miss', 'rayMiss'],
      [`${theme.pushOut} 6 4`]: ['pushOut'],
      [`${theme.measure} 4 3`]: ['closest'],
      [`${theme.hit} 2 3`]: ['tolerance'],
    });
  });

  it('draws a ray that misses as the figures do: a dashed line in the miss colour from its origin, no box and no hit', () => {
    const { container } = render(<Legend items={['rayMiss']} />);
    expect(container.querySelector('li')?.textContent).toBe('ray that misses');
    expect(container.querySelector('svg rect')).toBeNull();
    const line = container.querySelector('svg line') as SVGLineElement;
    expect(line.style.stroke).toBe(theme.miss);
    expect(line.style.strokeDasharray).toBe('6 4');
    expect(Math.abs(Number(line.getAttribute('y1')) - Number(line.getAttribute('y2')))).toBe(0);
    const dots = Array.from(container.querySelectorAll('svg circle')) as SVGCircleElement[];
    expect(dots.map((d) => d.style.fill)).toEqual([theme.shape]);
  });

  it("with swatch 'line', draws a shape's meaning as a segment's mark: its stroke (dashed for a miss), no box, no fill", () => {
    const { container } = render(<Legend items={(['hit', 'miss', 'inside', 'outside'] as const).map((meaning) => ({ meaning, swatch: 'line' as const }))} />);
    const entries = Array.from(container.querySelectorAll('li'));
    expect(entries).toHaveLength(4);
    expect(container.querySelector('svg rect')).toBeNull();
    const lines = entries.map((li) => li.querySelector('svg line') as SVGLineElement);
    expect(lines.map((l) => l.style.stroke)).toEqual([theme.hit, theme.miss, theme.inside, theme.shape]);
    expect(lines.map((l) => l.style.strokeDasharray)).toEqual(['', '6 4', '', '']);
    expect(lines.map((l) => l.style.fill)).toEqual(['none', 'none', 'none', 'none']);
  });

  it('keeps one swatch for the meanings that have one, and throws a TypeError naming a bad swatch', () => {
    const a = render(<Legend items={[{ meaning: 'query', swatch: 'line' }]} />);
    const b = render(<Legend items={['query']} />);
    expect(a.container.querySelector('svg')!.innerHTML).toBe(b.container.querySelector('svg')!.innerHTML);
    expect(() => render(<Legend items={[{ meaning: 'hit', swatch: 'dot' as 'box' }]} />)).toThrow(
      new TypeError("items[0].swatch must be 'box' or 'line', got dot"),
    );
  });

  it('draws the segments of the Lines and Segment intersection stories as lines in their legends, not as boxes', () => {
    for (const stories of [LinesStories, SegmentIntersectionStories]) {
      for (const Story of Object.values(composeStories(stories))) {
        const { container, unmount } = render(<Story />);
        const legend = container.querySelector('ul[aria-label="Legend"]')!;
        const swatches = Array.from(legend.querySelectorAll('li')).filter((li) => /^(hit|miss|segment (meets|misses))/.test(li.textContent!));
        expect(swatches).toHaveLength(2);
        for (const li of swatches) {
          expect(li.querySelector('svg rect')).toBeNull();
          expect(li.querySelector('svg line')).not.toBeNull();
        }
        unmount();
      }
    }
  });

  it('is under every Rotated rect story, with the ray and its hit named, and a miss as a ray', () => {
    for (const Story of Object.values(composeStories(RotatedRectStories))) {
      const { container, unmount } = render(<Story />);
      const words = Array.from(container.querySelectorAll('[aria-label="Legend"] li')).map((li) => li.textContent);
      expect(words).toContain('ray, and where it hits');
      expect(words).toContain('ray that misses');
      // the miss is shown as a ray (a dashed line), not as a shape's dashed box
      const entry = Array.from(container.querySelectorAll('[aria-label="Legend"] li')).find((li) => li.textContent === 'ray that misses');
      expect(entry?.querySelector('rect')).toBeNull();
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
