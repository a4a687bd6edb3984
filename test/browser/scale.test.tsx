import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CircleShape, Handle, Scene, SegmentShape, useScene, type Rect, type SceneContextValue, type Vec2 } from '../../src';

/**
 * Real Chromium composes SVG in single precision. These Scenes sit at extreme
 * scales and offsets; each handle's dot must be drawn within 0.5 CSS px of
 * where its point is. Positions only: no events are dispatched.
 */
const FIGURE = 400; // CSS px

interface Case {
  readonly name: string;
  readonly view: Rect;
  readonly yUp?: boolean;
}

const CASES: readonly Case[] = [
  { name: 'width 1e-6 near 0', view: { x: -4e-7, y: -1e-7, width: 1e-6, height: 7.5e-7 } },
  { name: 'width 1e-3 at offset 1e6', view: { x: 1e6, y: 1e6, width: 1e-3, height: 7.5e-4 } },
  { name: 'width 1e-3 at offset 1e6, y up', view: { x: -1e6, y: 1e6, width: 1e-3, height: 7.5e-4 }, yUp: true },
  { name: 'width 1 at offset 1e12', view: { x: 1e12, y: -1e12, width: 1, height: 0.75 } },
  { name: 'width 400 at offset 1e12 (a 1-unit pixel)', view: { x: 1e12, y: 1e12, width: 400, height: 300 } },
  { name: 'width 1e9', view: { x: -3e8, y: -2e8, width: 1e9, height: 7.5e8 } },
];

/** Points inside the view, as fractions of its width and height. */
const AT: readonly (readonly [number, number])[] = [
  [0.1, 0.15],
  [0.5, 0.5],
  [0.8183, 0.3141],
  [0.95, 0.9],
];

const pointAt = (view: Rect, [fx, fy]: readonly [number, number]): Vec2 => ({ x: view.x + fx * view.width, y: view.y + fy * view.height });

/** Where `p` should be drawn, CSS px from the figure's top-left corner, computed in double precision. */
function expected(view: Rect, p: Vec2, yUp: boolean, box: DOMRect) {
  const perUnit = box.width / view.width;
  return {
    x: box.left + (p.x - view.x) * perUnit,
    y: box.top + (yUp ? view.y + view.height - p.y : p.y - view.y) * perUnit,
  };
}

/** Hands the Scene's context to the test. */
function Probe({ into }: { into: { scene: SceneContextValue | null } }) {
  into.scene = useScene();
  return null;
}

describe('a Scene draws exactly at extreme scales in Chromium', () => {
  for (const { name, view, yUp = false } of CASES) {
    it(name, async () => {
      const points = AT.map((at) => pointAt(view, at));
      const got: { scene: SceneContextValue | null } = { scene: null };
      const screen = await render(
        <div style={{ width: FIGURE }}>
          <Scene viewBox={view} title={name} yUp={yUp}>
            {points.map((p, i) => (
              <Handle key={i} label={`P${i}`} defaultValue={p} />
            ))}
            <Probe into={got} />
          </Scene>
        </div>,
      );
      const scene = got.scene as SceneContextValue;
      const svg = screen.container.querySelector('svg') as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      expect(box.width).toBeCloseTo(FIGURE, 3);
      const handles = [...screen.container.querySelectorAll('.hitkit-handle')];
      expect(handles).toHaveLength(points.length);
      // the measured pixel, in scene units (the svg's CTM is in written units)
      expect(scene.pixel / (view.width / box.width)).toBeCloseTo(1, 3);
      let error = 0;
      let transformError = 0;
      handles.forEach((handle, i) => {
        const circles = handle.querySelectorAll('circle');
        const dot = circles[circles.length - 1] as SVGCircleElement; // the visible dot
        const r = dot.getBoundingClientRect();
        const drawn = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        const want = expected(view, points[i] as Vec2, yUp, box);
        // the dot is 6 nominal px in radius: 12 px wide in a 400 px figure
        expect(r.width).toBeGreaterThan(10);
        expect(r.width).toBeLessThan(14);
        const dx = Math.abs(drawn.x - want.x);
        const dy = Math.abs(drawn.y - want.y);
        error = Math.max(error, dx, dy);
        expect(dx, `P${i} x`).toBeLessThanOrEqual(0.5);
        expect(dy, `P${i} y`).toBeLessThanOrEqual(0.5);
        // the Scene's transforms through the real CTM agree with what is drawn, both ways
        const client = scene.sceneToClient(points[i] as Vec2);
        const back = scene.clientToScene(drawn.x, drawn.y);
        const pixel = view.width / box.width;
        transformError = Math.max(
          transformError,
          Math.abs(client.x - drawn.x),
          Math.abs(client.y - drawn.y),
          Math.abs(back.x - (points[i] as Vec2).x) / pixel,
          Math.abs(back.y - (points[i] as Vec2).y) / pixel,
        );
      });
      expect(transformError).toBeLessThanOrEqual(0.5);
      console.log(`[scale] ${name}: worst drawn error ${error.toFixed(4)} px; sceneToClient/clientToScene ${transformError.toFixed(4)} px`);
    });
  }

  it('the edge of a circle of radius 1000 and a long segment, seen through a view 1 unit wide at 1e6', async () => {
    const view = { x: 1e6 - 0.5, y: -0.375, width: 1, height: 0.75 };
    const circle = { center: { x: 1e6 - 1000, y: 0 }, radius: 1000 };
    // a segment from far away to far away, crossing the view's centre at 45°
    const segment = { start: { x: 1e6 - 1e5, y: -1e5 }, end: { x: 1e6 + 1e5, y: 1e5 } };
    const screen = await render(
      <div style={{ width: FIGURE }}>
        <Scene viewBox={view} title="Edge">
          <CircleShape circle={circle} style={{ stroke: 'none' }} />
          <SegmentShape segment={segment} style={{ strokeWidth: 1 }} />
        </Scene>
      </div>,
    );
    const svg = screen.container.querySelector('svg') as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    const perUnit = box.width / view.width;
    const body = screen.container.querySelector('.hitkit-circle') as Element;
    const line = screen.container.querySelector('.hitkit-segment') as Element;
    /** Is the disk drawn at this client point (under the segment or not)? */
    const onDisk = (x: number, y: number) => document.elementsFromPoint(x, y).includes(body);
    let worstCircle = 0;
    for (const fy of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      const y = view.y + fy * view.height;
      const edge = circle.center.x + Math.sqrt(circle.radius ** 2 - y * y);
      const clientX = box.left + (edge - view.x) * perUnit;
      const clientY = box.top + fy * box.height;
      // 2 px inside the edge hits the disk, 2 px outside does not
      expect(onDisk(clientX - 2, clientY)).toBe(true);
      expect(onDisk(clientX + 2, clientY)).toBe(false);
      // find the drawn edge to a tenth of a pixel
      let inside = clientX - 2;
      let outside = clientX + 2;
      for (let k = 0; k < 6; k++) {
        const mid = (inside + outside) / 2;
        if (onDisk(mid, clientY)) inside = mid;
        else outside = mid;
      }
      worstCircle = Math.max(worstCircle, Math.abs((inside + outside) / 2 - clientX));
    }
    // the segment's drawn line (1 px wide) passes through the view's centre at 45°
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const onLine = (x: number, y: number) => document.elementsFromPoint(x, y).includes(line);
    for (const t of [-100, -20, 0, 20, 100]) {
      expect(onLine(centre.x + t, centre.y + t)).toBe(true);
      expect(onLine(centre.x + t + 1.5, centre.y + t - 1.5)).toBe(false);
      expect(onLine(centre.x + t - 1.5, centre.y + t + 1.5)).toBe(false);
    }
    console.log(`[scale] circle of radius 1000 at 1e6 through a 1-unit view: worst edge error ${worstCircle.toFixed(3)} px`);
    expect(worstCircle).toBeLessThanOrEqual(0.5);
  });
});
