import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, Scene, WorldLayer, type World, type WorldShapeStyle } from '../../src';
import { splitFillAlpha } from '../../src/svg/layers/fillAlpha';
import { BOWTIE, TRIANGLE_BACKWARDS } from './fillFixtures';

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
    expect(f.length).toBeGreaterThan(2); // several tiles' solids (the simple polygon among them)
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
      ['rgb(from var(--hitkit-shape-fill, rgba(51, 65, 85, 0.06)) r g b / 1)', '0.06'], // the rects and the (simple) polygon
    ]);
    expect(f[0]!.path.getAttribute('d')!.match(/M/g)).toHaveLength(21);
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

describe('WorldLayer fills: simple polygons join the shared path, written the rects’ way round', () => {
  const xy = (d: string) => [...d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  it('a counter-clockwise triangle is written reversed; a clockwise one as it is; a self-touching one on its own with its rule', () => {
    const world = createWorld<string>({});
    world.insert('box', 'rect', { x: 0, y: 0, width: 10, height: 10 });
    world.insert('ccw', 'polygon', { points: TRIANGLE_BACKWARDS });
    world.insert('cw', 'polygon', {
      points: [
        { x: 100, y: 100 },
        { x: 150, y: 100 },
        { x: 100, y: 150 },
      ],
    });
    world.insert('bow', 'polygon', { points: BOWTIE }, { fillRule: 'evenodd' });
    const f = fills(draw(world));
    expect(f).toHaveLength(2);
    const shared = f[0]!.path.getAttribute('d')!;
    expect(shared.split('M')).toHaveLength(4); // the box, then the two triangles
    const triangles = shared.slice(shared.indexOf('M', 1));
    expect(xy(triangles)).toEqual([
      [80, 45],
      [30, 45],
      [30, 20],
      [100, 100],
      [150, 100],
      [100, 150],
    ]);
    expect(f[1]!.path.getAttribute('fill-rule')).toBe('evenodd');
    expect(xy(f[1]!.path.getAttribute('d')!)).toEqual([
      [10, 60],
      [40, 90],
      [40, 60],
      [10, 90],
    ]);
  });
});
