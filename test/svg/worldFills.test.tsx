import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, Scene, WorldLayer, type World, type WorldShapeStyle } from '../../src';
import { splitFillAlpha } from '../../src/svg/layers/fillAlpha';

const viewBox = { x: 0, y: 0, width: 1000, height: 1000 };

/** `n` overlapping filled rects on a grid (ids r-k), every one 14 units wide on a 10-unit pitch, and a polygon over some. */
function overlapping(n: number): World<string> {
  const world = createWorld<string>({});
  for (let k = 0; k < n; k++) world.insert(`r-${k}`, 'rect', { x: (k % 90) * 10, y: Math.floor(k / 90) * 10, width: 14, height: 14 });
  world.insert('poly', 'polygon', {
    points: [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 0, y: 50 },
    ],
  });
  return world;
}

const draw = (world: World<string>, shapeStyle?: Record<string, WorldShapeStyle>) =>
  render(
    <Scene viewBox={viewBox} title="Fills">
      <WorldLayer world={world} version={world.version} shapeStyle={shapeStyle} />
    </Scene>,
  ).container;

/** Every fill path (stroke none) with its group. */
function fills(container: HTMLElement) {
  return [...container.querySelectorAll<SVGPathElement>('.hitkit-world-layer path')]
    .filter((p) => p.style.stroke === 'none')
    .map((p) => ({ path: p, group: p.parentElement as unknown as SVGGElement }));
}

describe('splitFillAlpha', () => {
  it.each([
    ['rgba(51, 65, 85, 0.06)', 'rgb(51 65 85)', undefined, 0.06],
    ['rgb(51 65 85 / 6%)', 'rgb(51 65 85)', undefined, 0.06],
    ['hsla(210, 40%, 50%, 0.5)', 'hsl(210 40% 50%)', undefined, 0.5],
    ['#33415580', '#334155', undefined, 128 / 255],
    ['#3418', '#341', undefined, 0x88 / 255],
    ['rgba(1, 2, 3, 2)', 'rgb(1 2 3)', undefined, 1], // clamped
    ['var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06))', 'rgb(from var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06)) r g b / 1)', 'rgb(51 65 85)', 0.06],
    ['gold', 'gold', undefined, 1],
    ['rgb(1, 2, 3)', 'rgb(1, 2, 3)', undefined, 1], // no alpha: as given
    ['#334155', '#334155', undefined, 1],
    ['none', 'none', undefined, 1],
    ['url(#hatch)', 'url(#hatch)', undefined, 1],
    ['var(--mine)', 'var(--mine)', undefined, 1], // no fallback: nothing known
    ['rgba(1, 2, 3, x)', 'rgba(1, 2, 3, x)', undefined, 1], // not a number: as given
  ])('%s → %s at %s', (fill, paint, fallback, alpha) => {
    const split = splitFillAlpha(fill);
    expect(split.paint).toBe(paint);
    expect(split.fallback).toBe(fallback);
    expect(split.alpha).toBeCloseTo(alpha, 12);
  });
});

describe('WorldLayer fills: opaque, one group per style carrying the alpha', () => {
  it('a tiled world (over 2,048 shapes): every tile’s fills of the default style are opaque under ONE group of opacity 0.06', () => {
    const container = draw(overlapping(3000));
    const f = fills(container);
    expect(f.length).toBeGreaterThan(2); // several tiles' solids and the polygon
    const groups = new Set(f.map((x) => x.group));
    expect(groups.size).toBe(1);
    const group = [...groups][0]!;
    expect(group.tagName.toLowerCase()).toBe('g');
    expect(group.style.opacity).toBe('0.06');
    for (const { path } of f) {
      expect(path.style.fill).toBe('rgb(from var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06)) r g b / 1)');
      expect(path.getAttribute('fill')).toBe('rgb(51 65 85)'); // where relative colours are not read
      expect(path.style.opacity).toBe('');
    }
    // fills under every outline
    const all = [...container.querySelectorAll('.hitkit-world-layer path')];
    expect(all.indexOf(f.at(-1)!.path)).toBeLessThan(all.findIndex((p) => (p as SVGElement).style.fill === 'none'));
  });

  it('a small world keeps its look: the same colour and alpha, now on the group', () => {
    const f = fills(draw(overlapping(20)));
    expect(f.map((x) => [x.path.style.fill, x.group.style.opacity])).toEqual([
      ['rgb(from var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06)) r g b / 1)', '0.06'], // the rects
      ['rgb(from var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06)) r g b / 1)', '0.06'], // the polygon
    ]);
  });

  it('two styles: a group each, with the fill’s alpha times the style’s opacity; an opaque fill without opacity has none', () => {
    const world = overlapping(20);
    const f = fills(draw(world, { rect: { fill: 'rgba(200, 0, 0, 0.5)', opacity: 0.5 }, polygon: { fill: 'gold' } }));
    expect(f.map((x) => [x.path.style.fill, x.group.style.opacity])).toEqual([
      ['rgb(200, 0, 0)', '0.25'], // jsdom writes rgb(200 0 0) with commas
      ['gold', ''],
    ]);
    expect(new Set(f.map((x) => x.group)).size).toBe(2);
  });
});
