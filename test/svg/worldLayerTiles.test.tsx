import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, Scene, WorldLayer, type World } from '../../src';

const viewBox = { x: 0, y: 0, width: 1000, height: 1000 };

/** `n` segments on a 100-column grid (ids s-k), and every tenth a filled circle beside it. */
function grid(n: number): World<string> {
  const world = createWorld<string>({});
  for (let k = 0; k < n; k++) {
    const x = (k % 100) * 10;
    const y = Math.floor(k / 100) * 10;
    world.insert(`s-${k}`, 'segment', { start: { x, y }, end: { x: x + 6, y: y + 3 } });
    if (k % 10 === 0) world.insert(`c-${k}`, 'circle', { center: { x: x + 5, y: y + 5 }, radius: 2 });
  }
  return world;
}

const draw = (world: World<string>) => (
  <Scene viewBox={viewBox} title="Grid">
    <WorldLayer world={world} version={world.version} />
  </Scene>
);
const ds = (container: HTMLElement) => [...container.querySelectorAll('.hitkit-world-layer path')].map((p) => p.getAttribute('d') ?? '');
const subpaths = (d: readonly string[]) => d.join('').split('M').length - 1;

describe('WorldLayer: a world of more than 2,048 shapes in spatial tiles', () => {
  it('draws every shape once (outlines), the circles filled, fills before outlines', () => {
    const world = grid(3000);
    const { container } = render(draw(world));
    const paths = [...container.querySelectorAll<SVGPathElement>('.hitkit-world-layer path')];
    expect(paths.length).toBeGreaterThan(2);
    const outlines = paths.filter((p) => p.style.fill === 'none').map((p) => p.getAttribute('d')!);
    const solids = paths.filter((p) => p.style.fill !== 'none').map((p) => p.getAttribute('d')!);
    expect(subpaths(outlines)).toBe(3300);
    expect(subpaths(solids)).toBe(300);
    // every fill is drawn before every outline
    const lastFill = paths.map((p) => p.style.fill !== 'none').lastIndexOf(true);
    const firstOutline = paths.findIndex((p) => p.style.fill === 'none');
    expect(lastFill).toBeLessThan(firstOutline);
  });

  it('after one shape moves, only the paths of its tile change, and it is drawn at its new place', () => {
    const world = grid(3000);
    const { container, rerender } = render(draw(world));
    const before = ds(container);
    world.update('s-1550', { start: { x: 0, y: 0 }, end: { x: 999, y: 999 } });
    rerender(draw(world));
    const after = ds(container);
    expect(after).toHaveLength(before.length);
    const changed = after.filter((d, i) => d !== before[i]);
    expect(changed).toHaveLength(1); // the tile's outlines (a segment: no fill)
    expect(changed[0]).toContain('M0 0L999 999');
    expect(subpaths(after)).toBe(subpaths(before));
  });
});
