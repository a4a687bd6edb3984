import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Handle, IntersectionMarkers, Scene, type Vec2 } from '../../src';

/**
 * An intersection marker on a handle's dot (a crossing at a segment's end)
 * makes way for the handle: its cross is drawn as four ticks around the dot,
 * and its hover target takes no presses (the browser test drags through it).
 * A marker away from every handle keeps its plain cross.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

/** The marker named `name`: its cross (the second path: the first is the halo) and its hover target. */
function parts(container: HTMLElement, name: string) {
  const marker = container.querySelector(`[aria-label^="${name} at"]`);
  if (!marker) throw new Error(`no marker ${name}`);
  const paths = marker.querySelectorAll('path');
  return { cross: paths[1]!.getAttribute('d')!, target: marker.querySelector('circle') as SVGCircleElement };
}

/** Number of separate strokes (M commands) in path data. */
const strokes = (d: string) => d.split('M').length - 1;

function Figure({ handleAt }: { handleAt: Vec2 }) {
  return (
    <Scene viewBox={VIEW} title="Markers">
      <Handle label="P" value={handleAt} onChange={() => {}} />
      <IntersectionMarkers label="On" points={[{ point: { x: 30, y: 30 } }]} />
      <IntersectionMarkers label="Off" points={[{ point: { x: 80, y: 80 } }]} />
    </Scene>
  );
}

describe('IntersectionMarkers on a handle', () => {
  it('draws the cross around the handle’s dot, and its hover target leaves presses to the handle', () => {
    const { container } = render(<Figure handleAt={{ x: 30, y: 30 }} />);
    const on = parts(container, 'On');
    const off = parts(container, 'Off');
    expect(strokes(on.cross)).toBe(4); // four ticks
    expect(strokes(off.cross)).toBe(2); // a plain cross: two strokes
    expect(on.target.style.pointerEvents).toBe('none');
    expect(off.target.style.pointerEvents).toBe('');
  });

  it('follows the handle: moved away, the cross is whole again; moved onto the other marker, that one makes way', () => {
    let move: (p: Vec2) => void = () => {};
    function Moving() {
      const [p, setP] = useState<Vec2>({ x: 30, y: 30 });
      move = setP;
      return <Figure handleAt={p} />;
    }
    const { container } = render(<Moving />);
    expect(strokes(parts(container, 'On').cross)).toBe(4);
    act(() => move({ x: 80, y: 80 }));
    expect(strokes(parts(container, 'On').cross)).toBe(2);
    expect(strokes(parts(container, 'Off').cross)).toBe(4);
  });

  it('beside a dot, every stroke of the cross keeps 4 px clear of the ring (scene: 4 px a unit; dot 6 px)', () => {
    // the handle at (30, 30): radius 6 px = 1.5 units; clear of it means ≥ 10 px = 2.5 units from its centre
    for (const [mx, my] of [
      [32.5, 30],
      [31, 31],
      [30, 33],
      [33.5, 28],
      [30.4, 30],
    ] as const) {
      const { container, unmount } = render(
        <Scene viewBox={VIEW} title="Beside">
          <Handle label="P" value={{ x: 30, y: 30 }} onChange={() => {}} />
          <IntersectionMarkers label="Near" points={[{ point: { x: mx, y: my } }]} />
        </Scene>,
      );
      const d = parts(container, 'Near').cross;
      const numbers = d.match(/-?[\d.]+/g)!.map(Number);
      expect(numbers.length).toBeGreaterThan(0);
      let nearest = Infinity;
      for (let k = 0; k + 3 < numbers.length; k += 4) {
        const [x1, y1, x2, y2] = numbers.slice(k, k + 4) as [number, number, number, number];
        for (let i = 0; i <= 20; i++) {
          const px = x1 + ((x2 - x1) * i) / 20;
          const py = y1 + ((y2 - y1) * i) / 20;
          nearest = Math.min(nearest, Math.hypot(px - 30, py - 30));
        }
      }
      expect(nearest).toBeGreaterThanOrEqual(2.5 - 0.01); // clear of the ring…
      expect(nearest).toBeLessThan(4.5); // …and still beside it (the numbers are scene units)
      unmount();
    }
  });

  it('outside a Scene’s handles (none registered), a marker is a plain cross with a hover target', () => {
    const { container } = render(
      <Scene viewBox={VIEW} title="No handles">
        <IntersectionMarkers label="Alone" points={[{ point: { x: 30, y: 30 } }]} />
      </Scene>,
    );
    expect(strokes(parts(container, 'Alone').cross)).toBe(2);
    expect(parts(container, 'Alone').target.style.pointerEvents).toBe('');
  });
});

describe('IntersectionMarkers among several handles', () => {
  /** The smallest distance (scene units) from any stroke of path data `d` to `(cx, cy)`. */
  function clearance(d: string, cx: number, cy: number) {
    const numbers = d.match(/-?[\d.]+/g)!.map(Number);
    let nearest = Infinity;
    for (let k = 0; k + 3 < numbers.length; k += 4) {
      const [x1, y1, x2, y2] = numbers.slice(k, k + 4) as [number, number, number, number];
      for (let i = 0; i <= 40; i++) nearest = Math.min(nearest, Math.hypot(x1 + ((x2 - x1) * i) / 40 - cx, y1 + ((y2 - y1) * i) / 40 - cy));
    }
    return nearest;
  }

  // (scene: 4 px a unit; dots 6 px = 1.5 units; clear of a ring means ≥ 10 px = 2.5 units from its centre)
  it.each([
    [
      'on one dot, its ticks running onto a second dot',
      { x: 30, y: 30 },
      [
        { x: 30, y: 30 },
        { x: 33, y: 33 },
      ],
    ],
    [
      'beside two dots (a segment’s end and a rect’s corner, as in the Editor playground)',
      { x: 31.5, y: 31 },
      [
        { x: 29, y: 30 },
        { x: 34, y: 32 },
      ],
    ],
    [
      'between two dots on one arm',
      { x: 30, y: 30 },
      [
        { x: 27.6, y: 27.6 },
        { x: 32.4, y: 32.4 },
      ],
    ],
  ] as const)('%s: every stroke keeps clear of every ring', (_case, marker, handles) => {
    const { container } = render(
      <Scene viewBox={VIEW} title="Two handles">
        {handles.map((h, i) => (
          <Handle key={i} label={`H${i}`} value={h} onChange={() => {}} />
        ))}
        <IntersectionMarkers label="Near" points={[{ point: marker }]} />
      </Scene>,
    );
    const { cross, target } = parts(container, 'Near');
    expect(strokes(cross)).toBeGreaterThan(0);
    for (const h of handles) expect(clearance(cross, h.x, h.y)).toBeGreaterThanOrEqual(2.5 - 0.01);
    expect(target.style.pointerEvents).toBe('none');
  });
});
