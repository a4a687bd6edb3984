import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { clientToScene, Handle, Scene, sceneToClient, useScene, type Rect, type SceneContextValue, type SceneView, type Vec2 } from '../../src';
import { mouse, settle, type Pt } from './input';

/**
 * The public conversions between scene and client coordinates in Chromium, as
 * a user's own test uses them: with the DOM alone, a y-up Scene, zoomed, drawn
 * at a CSS scale other than 1 (its container is CSS-transformed). A handle is
 * dragged by real mouse input (DevTools protocol) from `sceneToClient(start)`
 * to `sceneToClient(target)` and must land on the target, without any y flip
 * or scaling by hand.
 */

interface Case {
  readonly name: string;
  readonly viewBox: Rect;
  readonly view: SceneView;
  readonly start: Vec2;
  readonly target: Vec2;
}

const CASES: readonly Case[] = [
  {
    name: 'y up, zoom 2.5, CSS scale 1.5',
    viewBox: { x: -10, y: -10, width: 40, height: 30 },
    view: { center: { x: 8, y: 6 }, zoom: 2.5 },
    start: { x: 4, y: 3 },
    target: { x: 11.5, y: 8.25 },
  },
  {
    // a local origin (data-origin) and written units that are not scene units (data-scale)
    name: 'y up, zoom 2, CSS scale 1.5, a view 1e-3 wide at 1e6',
    viewBox: { x: 1e6, y: -1e6, width: 1e-3, height: 7.5e-4 },
    view: { center: { x: 1e6 + 5e-4, y: -1e6 + 3.75e-4 }, zoom: 2 },
    start: { x: 1e6 + 3e-4, y: -1e6 + 2.5e-4 },
    target: { x: 1e6 + 6.5e-4, y: -1e6 + 4.5e-4 },
  },
];

/** The figure's CSS width before the container's transform, and the transform's scale. */
const WIDTH = 240;
const CSS_SCALE = 1.5;

/** Hands the Scene's context to the test. */
function Probe({ into }: { into: { scene: SceneContextValue | null } }) {
  into.scene = useScene();
  return null;
}

/**
 * This frame's client coordinates → the main frame's CSS px (where the
 * DevTools protocol sends input): the test frame may sit anywhere and be scaled,
 * so the svg's box in both is the reference.
 */
async function toMainFrame(svg: SVGSVGElement, title: string): Promise<(p: Vec2) => Pt> {
  const main = await commands.boundingBox(`svg[aria-label="${title}"]`);
  const here = svg.getBoundingClientRect();
  const k = main.width / here.width;
  return (p) => ({ x: main.x + (p.x - here.left) * k, y: main.y + (p.y - here.top) * k });
}

describe('sceneToClient and clientToScene in Chromium', () => {
  for (const c of CASES) {
    it(`${c.name}: a handle dragged to sceneToClient(target) lands on the target; the round trip`, async () => {
      const got: { scene: SceneContextValue | null } = { scene: null };
      const moves: Vec2[] = [];
      const screen = await render(
        <div style={{ width: WIDTH, transform: `scale(${CSS_SCALE})`, transformOrigin: '0 0', margin: 20 }}>
          <Scene viewBox={c.viewBox} title={c.name} yUp defaultView={c.view}>
            <Handle label="P" defaultValue={c.start} onChange={(p) => moves.push(p)} />
            <Probe into={got} />
          </Scene>
        </div>,
      );
      const scene = got.scene as SceneContextValue;
      const svg = screen.container.querySelector('svg.hitkit-scene') as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      // the CSS scale is real: the figure is drawn 1.5 times its layout width
      expect(box.width).toBeCloseTo(WIDTH * CSS_SCALE, 3);
      // one CSS px in scene units: the visible area (the viewBox over the zoom) across the drawn width
      const pixel = c.viewBox.width / c.view.zoom / box.width;

      // where the handle's visible dot is drawn is where sceneToClient says
      const dot = [...svg.querySelectorAll('.hitkit-handle circle')].at(-1) as SVGCircleElement;
      const r = dot.getBoundingClientRect();
      const drawn = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      const from = sceneToClient(c.start, svg);
      expect(Math.abs(from.x - drawn.x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(from.y - drawn.y)).toBeLessThanOrEqual(0.5);

      // the round trip, and the same numbers as the Scene context's (one implementation)
      for (const p of [c.start, c.target, c.view.center]) {
        const client = sceneToClient(p, svg);
        expect(client).toEqual(scene.sceneToClient(p));
        const back = clientToScene(client.x, client.y, svg);
        expect(back).toEqual(scene.clientToScene(client.x, client.y));
        expect(Math.abs(back.x - p.x) / pixel).toBeLessThanOrEqual(1e-6);
        expect(Math.abs(back.y - p.y) / pixel).toBeLessThanOrEqual(1e-6);
      }
      // y up: a point higher in the scene is higher on screen
      expect(sceneToClient({ x: c.start.x, y: c.target.y }, svg).y).toBeLessThan(from.y);

      // a real mouse drag from the handle to the target
      const viewBefore = svg.getAttribute('viewBox');
      const toMain = await toMainFrame(svg, c.name);
      const to = sceneToClient(c.target, svg);
      await mouse.down(toMain(from));
      await mouse.drag(toMain(from), toMain(to), 8);
      await mouse.up(toMain(to));
      await settle();
      const landed = moves.at(-1) as Vec2;
      expect(landed, 'the handle moved').toBeDefined();
      // within a CSS px (pointer positions are not exact to the last bit)
      expect(Math.abs(landed.x - c.target.x) / pixel).toBeLessThanOrEqual(1);
      expect(Math.abs(landed.y - c.target.y) / pixel).toBeLessThanOrEqual(1);
      // and the view did not pan under the drag
      expect(svg.getAttribute('viewBox')).toBe(viewBefore);
      const off = [landed.x - c.target.x, landed.y - c.target.y].map((d) => (Math.abs(d) / pixel).toFixed(3));
      console.log(`[sceneCoordinates] ${c.name}: landed ${off.join(', ')} CSS px from the target`);
    });
  }
});
