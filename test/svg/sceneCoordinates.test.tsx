import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientToScene, Handle, Scene, sceneToClient, useScene, type Rect, type SceneContextValue, type SceneView, type Vec2 } from '../../src';

/**
 * The public conversions between client and scene coordinates, read from a
 * rendered Scene's `<svg>` alone, as a user's own test has it. jsdom has no
 * layout and no CTM: there they give the Scene's written coordinates, which
 * is what the Scene's own pointer handling reads back; a stubbed CTM stands
 * for the browser's (the real one is tested in test/browser/sceneCoordinates.test.tsx).
 */

interface Case {
  readonly name: string;
  readonly viewBox: Rect;
  readonly yUp: boolean;
  readonly defaultView?: SceneView;
}

const CASES: readonly Case[] = [
  { name: 'near 0, y down', viewBox: { x: -10, y: -10, width: 40, height: 30 }, yUp: false },
  {
    name: 'near 0, y up, zoomed and panned',
    viewBox: { x: -10, y: -10, width: 40, height: 30 },
    yUp: true,
    defaultView: { center: { x: 8, y: 6 }, zoom: 2.5 },
  },
  // a local origin (data-origin) and a scale (data-scale: the view is 1e-3 wide)
  { name: 'at 1e6, 1e-3 wide, y up', viewBox: { x: 1e6, y: -1e6, width: 1e-3, height: 7.5e-4 }, yUp: true },
  {
    name: 'at 1e12, y down, zoomed',
    viewBox: { x: 1e12, y: 1e12, width: 400, height: 300 },
    yUp: false,
    defaultView: { center: { x: 1e12 + 100, y: 1e12 + 50 }, zoom: 4 },
  },
];

/** Hands the Scene's context to the test. */
function Probe({ into }: { into: { scene: SceneContextValue | null } }) {
  into.scene = useScene();
  return null;
}

function renderScene({ name, viewBox, yUp, defaultView }: Case, handle: Vec2) {
  const got: { scene: SceneContextValue | null } = { scene: null };
  const onChange = vi.fn<(p: Vec2) => void>();
  const { container } = render(
    <Scene viewBox={viewBox} title={name} yUp={yUp} {...(defaultView ? { defaultView } : {})}>
      <Handle label="P" defaultValue={handle} onChange={onChange} />
      <Probe into={got} />
    </Scene>,
  );
  const svg = container.querySelector('svg') as SVGSVGElement;
  return { svg, scene: got.scene as SceneContextValue, onChange };
}

/** Points inside the visible area, as fractions of its width and height. */
const pointsIn = (view: Rect): Vec2[] =>
  [
    [0.1, 0.15],
    [0.5, 0.5],
    [0.8183, 0.3141],
  ].map(([fx, fy]) => ({ x: view.x + (fx as number) * view.width, y: view.y + (fy as number) * view.height }));

describe('sceneToClient and clientToScene from the <svg> alone (jsdom: no CTM)', () => {
  for (const c of CASES) {
    it(`${c.name}: the Scene context's conversions, the written coordinates, and back`, () => {
      const { svg, scene } = renderScene(c, { x: c.viewBox.x, y: c.viewBox.y });
      const handle = screen.getByRole('button', { name: /^P at/ });
      for (const p of pointsIn(scene.viewBox)) {
        const client = sceneToClient(p, svg);
        // the same numbers as the context's (one implementation), from the svg or any element inside it
        expect(client).toEqual(scene.sceneToClient(p));
        expect(sceneToClient(p, handle)).toEqual(client);
        // without a CTM: the point as the Scene writes it (origin subtracted, scaled, y negated under yUp)
        const { origin, scale } = scene.numbers;
        expect(client.x).toBe((p.x - origin.x) * scale);
        expect(client.y).toBe((c.yUp ? -(p.y - origin.y) : p.y - origin.y) * scale);
        const back = clientToScene(client.x, client.y, svg);
        expect(back).toEqual(scene.clientToScene(client.x, client.y));
        const tolerance = Math.max(scene.viewBox.width, scene.viewBox.height) * 1e-12;
        expect(Math.abs(back.x - p.x)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(back.y - p.y)).toBeLessThanOrEqual(tolerance);
      }
    });
  }

  it('a y-up Scene, zoomed: a handle dragged by pointer events to sceneToClient(target) lands on the target', async () => {
    const c = CASES[1] as Case;
    const start = { x: 2, y: 3 };
    const target = { x: 12.5, y: 8.25 };
    const { svg, onChange } = renderScene(c, start);
    const handle = screen.getByRole('button', { name: /^P at/ });
    const from = sceneToClient(start, svg);
    const to = sceneToClient(target, svg);
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: from.x, clientY: from.y } },
      { target: handle, coords: { clientX: to.x, clientY: to.y } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    expect(onChange).toHaveBeenLastCalledWith(target);
    expect(handle).toHaveAccessibleName('P at (12.5, 8.25)');
  });

  it('is a ClientToScene: the hooks can take it as their clientToScene', async () => {
    const c = CASES[1] as Case;
    const onChange = vi.fn<(p: Vec2) => void>();
    const { container } = render(
      <Scene viewBox={c.viewBox} title="Given" yUp defaultView={c.defaultView as SceneView}>
        <Handle label="Q" defaultValue={{ x: 0, y: 0 }} onChange={onChange} clientToScene={clientToScene} />
      </Scene>,
    );
    const svg = container.querySelector('svg') as SVGSVGElement;
    const handle = screen.getByRole('button', { name: /^Q at/ });
    const from = sceneToClient({ x: 0, y: 0 }, svg);
    const to = sceneToClient({ x: -4, y: 7 }, svg);
    await userEvent.setup().pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: from.x, clientY: from.y } },
      { target: handle, coords: { clientX: to.x, clientY: to.y } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    expect(onChange).toHaveBeenLastCalledWith({ x: -4, y: 7 });
  });
});

describe('sceneToClient and clientToScene through the CTM', () => {
  const original = Object.getOwnPropertyDescriptor(SVGElement.prototype, 'getScreenCTM');
  afterEach(() => {
    if (original) Object.defineProperty(SVGElement.prototype, 'getScreenCTM', original);
    else delete (SVGElement.prototype as unknown as { getScreenCTM?: unknown }).getScreenCTM;
  });

  /** A CTM as the browser gives it for a figure drawn at `perUnit` CSS px per written unit, its viewBox corner at (left, top). */
  function stubCtm(perUnit: number, left: number, top: number) {
    const matrix = { a: perUnit, b: 0, c: 0, d: perUnit, e: left, f: top };
    const inverse = { a: 1 / perUnit, b: 0, c: 0, d: 1 / perUnit, e: -left / perUnit, f: -top / perUnit };
    Object.defineProperty(SVGElement.prototype, 'getScreenCTM', { configurable: true, value: () => ({ ...matrix, inverse: () => inverse }) });
  }

  it('applies origin, scale, y flip and the CTM (CSS scaling), and agrees with the Scene context', () => {
    stubCtm(1.75, 30, 12);
    const c = CASES[2] as Case;
    const { svg, scene } = renderScene(c, { x: c.viewBox.x, y: c.viewBox.y });
    expect(svg.getAttribute('data-origin')).not.toBeNull();
    expect(svg.getAttribute('data-scale')).toBe('100000');
    const { origin, scale } = scene.numbers;
    for (const p of pointsIn(c.viewBox)) {
      const client = sceneToClient(p, svg);
      expect(client).toEqual(scene.sceneToClient(p));
      expect(client.x).toBeCloseTo(30 + 1.75 * (p.x - origin.x) * scale, 9);
      expect(client.y).toBeCloseTo(12 - 1.75 * (p.y - origin.y) * scale, 9);
      const back = clientToScene(client.x, client.y, svg);
      expect(back).toEqual(scene.clientToScene(client.x, client.y));
      expect(back.x).toBeCloseTo(p.x, 12);
      expect(back.y).toBeCloseTo(p.y, 12);
    }
  });
});

describe('sceneToClient and clientToScene outside a Scene', () => {
  it('throw a TypeError naming the element', () => {
    const { container } = render(
      <div>
        <svg className="plain" />
      </div>,
    );
    const div = container.firstElementChild as Element;
    const svg = container.querySelector('svg') as SVGSVGElement;
    const message = (name: string, got: string) => `${name}: element must be a <Scene>'s <svg> or an element inside one, got ${got}`;
    expect(() => sceneToClient({ x: 0, y: 0 }, div)).toThrow(new TypeError(message('sceneToClient', '<div>')));
    expect(() => clientToScene(0, 0, svg)).toThrow(new TypeError(message('clientToScene', '<svg>')));
    expect(() => sceneToClient({ x: 0, y: 0 }, null as unknown as Element)).toThrow(TypeError);
    expect(() => clientToScene(0, 0, undefined as unknown as Element)).toThrow(/got undefined/);
  });
});
