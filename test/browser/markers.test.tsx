import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Scene, SegmentCircleIntersectionView, SegmentIntersectionView } from '../../src';
import { centreOf, mouse, settle } from './input';

/**
 * An intersection marker where a handle is: a crossing at a segment's end (an
 * end on a circle, a T-junction). The handle is what a person aims at; the
 * marker (drawn after it) must neither take the press nor hide the handle.
 * Real mouse input through the DevTools protocol. A Scene 100 units wide drawn
 * 400 CSS px wide: 4 px a unit.
 */

const VIEW = { x: 0, y: 0, width: 100, height: 100 };
// the visible dot: the last circle of a handle (what a person aims at)
const dotOf = (name: string) => `[aria-label^="${name} at"] > circle:last-child`;

/** The point in a handle's accessible name: `Segment start at (37.5, 30)`. */
function pointOf(container: Element, name: string): { x: number; y: number } {
  const label = container.querySelector(`[aria-label^="${name} at"]`)?.getAttribute('aria-label') ?? '';
  const match = /at \((-?[\d.]+), (-?[\d.]+)\)/.exec(label);
  if (!match) throw new Error(`no handle ${name}: ${label}`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

async function dragBy(selector: string, dx: number, dy: number): Promise<void> {
  const from = await centreOf(selector);
  const to = { x: from.x + dx, y: from.y + dy };
  await mouse.down(from);
  await mouse.drag(from, to);
  await mouse.up(to);
  await settle();
}

describe('an intersection marker on a handle', () => {
  it('a press on a segment end that lies on the circle drags that end, not the marker over it', async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <Scene viewBox={VIEW} title="Marker on an end">
          <SegmentCircleIntersectionView
            defaultSegment={{ start: { x: 50, y: 30 }, end: { x: 90, y: 10 } }}
            defaultCircle={{ center: { x: 50, y: 50 }, radius: 20 }}
          />
        </Scene>
      </div>,
    );
    // the start is on the circle, the segment leaves it: one crossing, at t = 0, where the start's handle is
    expect(screen.container.querySelector('[aria-label^="Intersection at (50, 30)"]')).not.toBeNull();
    await dragBy(dotOf('Segment start'), -40, 0);
    // the end moved 40 px left (10 units, less if the page is drawn scaled), level
    expect(pointOf(screen.container, 'Segment start').x).toBeLessThan(45);
    expect(pointOf(screen.container, 'Segment start').y).toBe(30);
  });

  it('a press on the stem of a T-junction drags the stem’s end', async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <Scene viewBox={VIEW} title="Marker on a T">
          <SegmentIntersectionView
            defaultA={{ start: { x: 10, y: 50 }, end: { x: 90, y: 50 } }}
            defaultB={{ start: { x: 50, y: 50 }, end: { x: 50, y: 90 } }}
          />
        </Scene>
      </div>,
    );
    expect(screen.container.querySelector('[aria-label^="Intersection at (50, 50)"]')).not.toBeNull();
    await dragBy(dotOf('Segment B start'), 0, -20);
    expect(pointOf(screen.container, 'Segment B start').x).toBe(50);
    expect(pointOf(screen.container, 'Segment B start').y).toBeLessThan(46);
  });
});
