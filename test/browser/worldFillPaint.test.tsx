import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createWorld, Scene, WorldLayer } from '../../src';
import { settle } from './input';

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
