import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createWorld, Scene, WorldLayer } from '../../src';
import { settle } from './input';
import { BOWTIE, TRIANGLE_BACKWARDS } from '../svg/fillFixtures';

/**
 * WorldLayer's fills as Chromium paints them: each fill opaque, its alpha
 * carried once by the style's group. jsdom keeps the CSS text as written, so
 * only a real browser shows what `rgb(from var(…) r g b)` computes to (an
 * omitted alpha keeps the origin colour's 0.06, which the group's 0.06 then
 * multiplied to about 0.004: the fills all but vanished).
 */

function Page({ fill }: { fill?: string }) {
  const [world] = useState(() => {
    const w = createWorld<string>({});
    w.insert('a', 'rect', { x: 10, y: 10, width: 50, height: 40 });
    w.insert('b', 'rect', { x: 40, y: 30, width: 50, height: 40 });
    return w;
  });
  return (
    <div style={{ width: 400, ...(fill === undefined ? {} : { ['--hitkit-shape-fill' as string]: fill }) }}>
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fills">
        <WorldLayer world={world} version={world.version} />
      </Scene>
    </div>
  );
}

/** The computed fill of every fill path and the opacity of its group. */
function paints(container: HTMLElement): { fill: string; opacity: string }[] {
  return [...container.querySelectorAll('g.hitkit-world-fills path')].map((p) => ({
    fill: getComputedStyle(p).fill,
    opacity: getComputedStyle(p.parentElement!).opacity,
  }));
}

describe('WorldLayer fills in Chromium', () => {
  it('the default fill is painted opaque under a group at 0.06', async () => {
    const screen = await render(<Page />);
    await settle();
    const got = paints(screen.container);
    expect(got.length).toBeGreaterThan(0);
    for (const p of got) {
      expect(p.fill).toBe('color(srgb 0.2 0.254902 0.333333)'); // #334155, no alpha
      expect(Number(p.opacity)).toBeCloseTo(0.06, 6);
    }
  });

  it('a --hitkit-shape-fill of your own is painted in its colour, opaque, under the same group', async () => {
    const screen = await render(<Page fill="rgba(200, 0, 0, 0.5)" />);
    await settle();
    const got = paints(screen.container);
    expect(got.length).toBeGreaterThan(0);
    for (const p of got) {
      expect(p.fill).toBe('color(srgb 0.784314 0 0)'); // rgb(200 0 0), no alpha
      expect(Number(p.opacity)).toBeCloseTo(0.06, 6);
    }
  });
});

/**
 * Simple filled polygons share the nonzero fill path of rects and circles,
 * written the rects' way round: a polygon that runs the other way would
 * otherwise cancel their winding and cut a hole where they overlap. Asked of
 * Chromium's own fill test (`isPointInFill`) on every fill path.
 */
function Overlap({ yUp = false }: { yUp?: boolean }) {
  const [world] = useState(() => {
    const w = createWorld<string>({});
    w.insert('a', 'rect', { x: 10, y: 10, width: 50, height: 40 });
    // (30, 20) → (30, 45) → (80, 45): the other way round from a rect's corners
    w.insert('tri', 'polygon', { points: TRIANGLE_BACKWARDS });
    w.insert('bow', 'polygon', { points: BOWTIE }, { fillRule: 'evenodd' });
    return w;
  });
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} yUp={yUp} title="Overlapping fills">
        <WorldLayer world={world} version={world.version} />
      </Scene>
    </div>
  );
}

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

/** Is the scene point inside any fill path, by Chromium's fill test? */
function filledAt(container: HTMLElement, p: { x: number; y: number }, yUp: boolean): boolean {
  const b = container.querySelector('svg')!.getBoundingClientRect();
  const c = { x: b.x + ((p.x - VIEW.x) * b.width) / VIEW.width, y: b.y + ((yUp ? VIEW.height - p.y : p.y - VIEW.y) * b.height) / VIEW.height };
  return [...container.querySelectorAll<SVGPathElement>('g.hitkit-world-fills path')].some((path) => {
    const local = new DOMPoint(c.x, c.y).matrixTransform(path.getScreenCTM()!.inverse());
    return path.isPointInFill(local);
  });
}

describe('WorldLayer: simple polygons in the shared fill path', () => {
  it.each([false, true])('a polygon the other way round from a rect fills their overlap (yUp %s); a bowtie keeps its own path and rule', async (yUp) => {
    const screen = await render(<Overlap yUp={yUp} />);
    await settle();
    const paths = [...screen.container.querySelectorAll<SVGPathElement>('g.hitkit-world-fills path')];
    expect(paths).toHaveLength(2); // the rect and the triangle in one path; the bowtie in its own
    expect(paths[1]!.getAttribute('fill-rule')).toBe('evenodd');
    expect(filledAt(screen.container, { x: 35, y: 40 }, yUp)).toBe(true); // rect and triangle overlap
    expect(filledAt(screen.container, { x: 70, y: 44 }, yUp)).toBe(true); // the triangle only
    expect(filledAt(screen.container, { x: 15, y: 15 }, yUp)).toBe(true); // the rect only
    expect(filledAt(screen.container, { x: 80, y: 20 }, yUp)).toBe(false); // neither
    expect(filledAt(screen.container, { x: 15, y: 75 }, yUp)).toBe(true); // a lobe of the bowtie
    expect(filledAt(screen.container, { x: 25, y: 65 }, yUp)).toBe(false); // between its lobes
  });
});
