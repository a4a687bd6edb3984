import { render } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  circleLineContact,
  CircleShape,
  ContactOverlay,
  formatNumber,
  lineThrough,
  Handle,
  Label,
  RectShape,
  Scene,
  SegmentShape,
  useScene,
  useSceneNumbers,
  type Rect,
  type SceneContextValue,
  type SceneNumbers,
} from '../../src';
import {
  createSceneNumbers,
  DEFAULT_SCENE_NUMBERS,
  formatExactNumber,
  formatSvgNumber,
  sceneDecimals,
  sceneOrigin,
  sceneScale,
} from '../../src/svg/scene/number';

/** The Scene's nominal pixel for a visible area, as the Scene computes it. */
const unitOf = (view: Rect) => Math.max(view.width, view.height, 1e-9) / 400;

function svgAttribute(markup: string, name: string): string | undefined {
  return new RegExp(`<svg[^>]* ${name}="([^"]*)"`).exec(markup)?.[1];
}

function attributes(markup: string, element: string, name: string): string[] {
  return [...markup.matchAll(new RegExp(`<${element}[^>]* ${name}="([^"]*)"`, 'g'))].map((m) => m[1] as string);
}

describe('formatSvgNumber', () => {
  it('rounds to the decimals, drops trailing zeros, never writes -0', () => {
    expect(formatSvgNumber(1 / 3, 3)).toBe('0.333');
    expect(formatSvgNumber(1 / 3, 7)).toBe('0.3333333');
    expect(formatSvgNumber(2.5, 6)).toBe('2.5');
    expect(formatSvgNumber(-0.0004, 3)).toBe('0');
    expect(formatSvgNumber(-0, 8)).toBe('0');
    expect(formatSvgNumber(-1e-12, 11)).toBe('0');
    expect(formatSvgNumber(123456.7891, 3)).toBe('123456.789');
    expect(formatSvgNumber(12, 0)).toBe('12');
  });

  it('never writes an exponent below 1e21', () => {
    expect(formatSvgNumber(1e-7, 8)).toBe('0.0000001');
    expect(formatSvgNumber(-2.5e-9, 10)).toBe('-0.0000000025');
    expect(formatSvgNumber(1.23456789e-6, 14)).toBe('0.00000123456789');
    expect(formatSvgNumber(1e20, 3)).toBe('100000000000000000000');
    expect(formatSvgNumber(-5e12 + 0.25, 3)).toBe('-4999999999999.75');
    fc.assert(
      fc.property(fc.double({ min: -1e21 + 1e6, max: 1e21 - 1e6, noNaN: true }), fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        expect(formatSvgNumber(value, decimals)).not.toMatch(/e|^-0$|NaN|Infinity/);
      }),
    );
  });

  it('throws a RangeError for NaN and ±Infinity, and for bad decimals', () => {
    expect(() => formatSvgNumber(Number.NaN, 3)).toThrow(new RangeError('formatNumber: value must be a finite number, got NaN'));
    expect(() => formatSvgNumber(Number.POSITIVE_INFINITY, 3)).toThrow(RangeError);
    expect(() => formatSvgNumber(Number.NEGATIVE_INFINITY, 3)).toThrow(RangeError);
    expect(() => formatSvgNumber(1, -1)).toThrow(RangeError);
    expect(() => formatSvgNumber(1, 2.5)).toThrow(RangeError);
  });

  it('with 3 decimals writes exactly what hitkit always wrote (existing markup stays byte-identical)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatSvgNumber(value, 3)).toBe(formatNumber(value, 3));
      }),
      { numRuns: 2000 },
    );
  });

  it('formatExactNumber writes the double exactly, without an exponent', () => {
    expect(formatExactNumber(2 ** -20)).toBe('0.00000095367431640625');
    expect(Number(formatExactNumber(2 ** -20))).toBe(2 ** -20);
    expect(formatExactNumber(-1.5e-7)).toBe('-0.00000015');
    expect(formatExactNumber(1e12)).toBe('1000000000000');
    expect(formatExactNumber(-0)).toBe('0');
  });
});

describe('sceneDecimals: the decimals the view needs (a twentieth of a nominal pixel at least)', () => {
  it.each([
    // width of the view → decimals
    [1e9, 3],
    [2000, 3],
    [40, 3],
    [34, 3], // the stories' figures
    [4.01, 3],
    [4, 4],
    [1, 4],
    [0.4, 5],
    [1e-3, 7],
    [1e-6, 10],
  ])('a view %d wide: %d decimals', (width, decimals) => {
    expect(sceneDecimals(width / 400)).toBe(decimals);
  });

  it('rounding never moves a number by more than a twentieth of a nominal pixel', () => {
    fc.assert(
      fc.property(fc.double({ min: -6, max: 9, noNaN: true }), (logWidth) => {
        const unit = 10 ** logWidth / 400;
        expect(0.5 * 10 ** -sceneDecimals(unit)).toBeLessThanOrEqual(unit / 20);
      }),
    );
  });

  it('throws a RangeError for a unit that is not finite and > 0', () => {
    expect(() => sceneDecimals(0)).toThrow(RangeError);
    expect(() => sceneDecimals(Number.NaN)).toThrow(RangeError);
    expect(() => sceneDecimals(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('sceneScale: written units keep the view 1e-2 to 1e5 units wide', () => {
  it.each([
    [1e-9, 1e11],
    [0, 1e11],
    [1e-6, 1e8],
    [3e-6, 1e8],
    [0.00999, 1e5],
    [0.01, 1],
    [1, 1],
    [34, 1],
    [1e5, 1],
    [1.0001e5, 1e-3],
    [1e9, 1e-7],
    [7.5e11, 1e-9],
  ])('a view %d wide: scale %d', (size, scale) => {
    expect(sceneScale(size)).toBe(scale);
  });

  it('a written view is 1e-2 to 1e5 units wide, whatever the view', () => {
    fc.assert(
      fc.property(fc.double({ min: -9, max: 15, noNaN: true }), (logSize) => {
        const size = 10 ** logSize;
        const written = size * sceneScale(size);
        expect(written).toBeGreaterThanOrEqual(1e-2);
        expect(written).toBeLessThanOrEqual(1e5);
      }),
    );
  });

  it('throws a RangeError for a size that is not a finite number >= 0', () => {
    expect(() => sceneScale(-1)).toThrow(RangeError);
    expect(() => sceneScale(Number.NaN)).toThrow(RangeError);
  });
});

describe('sceneOrigin: (0, 0) near 0, else the centre rounded to a power of two about the view size', () => {
  const origin = (view: Rect) => sceneOrigin(view, unitOf(view));

  it('is (0, 0) while the view lies within 2^14 nominal pixels of 0', () => {
    expect(origin({ x: -17, y: -17, width: 34, height: 34 })).toEqual({ x: 0, y: 0 });
    expect(origin({ x: -5e8, y: -5e8, width: 1e9, height: 1e9 })).toEqual({ x: 0, y: 0 }); // 1e9 wide
    expect(origin({ x: 1e10, y: 0, width: 1e9, height: 1e9 })).toEqual({ x: 0, y: 0 }); // 11 views away
    expect(origin({ x: -5e-7, y: -5e-7, width: 1e-6, height: 1e-6 })).toEqual({ x: 0, y: 0 }); // 1e-6 wide
    expect(origin({ x: 0, y: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
    // the bound itself: 2^14 × unit
    expect(origin({ x: 2 ** 14 - 400, y: 0, width: 400, height: 400 })).toEqual({ x: 0, y: 0 });
    expect(origin({ x: 2 ** 14 - 399, y: 0, width: 400, height: 400 })).not.toEqual({ x: 0, y: 0 });
  });

  it('an offset of 1e12 with a 1-unit pixel: a multiple of 512 next to the centre', () => {
    const o = origin({ x: 1e12, y: -1e12, width: 400, height: 300 });
    expect(o).toEqual({ x: Math.round((1e12 + 200) / 512) * 512, y: Math.round((-1e12 + 150) / 512) * 512 });
    expect(o.x % 512).toBe(0);
    expect(Math.abs(o.x - (1e12 + 200))).toBeLessThanOrEqual(256);
  });

  it('a view 1e-6 wide at 1: the centre rounded to 2^-19', () => {
    const o = origin({ x: 1, y: 2, width: 1e-6, height: 1e-6 });
    const s = 2 ** -19;
    expect(o).toEqual({ x: Math.round((1 + 5e-7) / s) * s, y: Math.round((2 + 5e-7) / s) * s });
  });

  it('S is the least power of two >= the larger side, even at exact powers of two', () => {
    expect(origin({ x: 1e6, y: 1e6, width: 1024, height: 512 })).toEqual({
      x: Math.round((1e6 + 512) / 1024) * 1024,
      y: Math.round((1e6 + 256) / 1024) * 1024,
    });
    expect(origin({ x: 1e6, y: 1e6, width: 1025, height: 512 })).toEqual({
      x: Math.round((1e6 + 512.5) / 2048) * 2048,
      y: Math.round((1e6 + 256) / 2048) * 2048,
    });
  });

  it('changes only when the view moves far: panning by a pixel keeps it', () => {
    const a = origin({ x: 1e9 + 10, y: 5e8, width: 100, height: 100 });
    const b = origin({ x: 1e9 + 10.25, y: 5e8 + 0.25, width: 100, height: 100 });
    expect(b).toEqual(a);
  });

  it('never returns -0, and relative coordinates of the view are small', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 9, noNaN: true }),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (logWidth, x, y) => {
          const width = 10 ** logWidth;
          const view = { x, y, width, height: width / 2 };
          const o = origin(view);
          expect(Object.is(o.x, -0) || Object.is(o.y, -0)).toBe(false);
          if (o.x !== 0 || o.y !== 0) {
            expect(Math.abs(x - o.x)).toBeLessThanOrEqual(2 * width + 1e-3 * Math.abs(x));
          }
        },
      ),
    );
  });

  it('throws a RangeError for a non-finite view or a bad unit', () => {
    expect(() => sceneOrigin({ x: Number.NaN, y: 0, width: 1, height: 1 }, 1)).toThrow(RangeError);
    expect(() => sceneOrigin({ x: 0, y: 0, width: 1, height: 1 }, 0)).toThrow(RangeError);
  });
});

describe('createSceneNumbers', () => {
  it('writes coordinates relative to the origin and lengths as they are', () => {
    const numbers = createSceneNumbers({ x: 1e12, y: -2048 }, 3);
    expect(numbers.x(1e12 + 0.25)).toBe('0.25');
    expect(numbers.y(-2048.5)).toBe('-0.5');
    expect(numbers.len(1e12 + 0.25)).toBe('1000000000000.25');
    expect(numbers.decimals).toBe(3);
    expect(numbers.scale).toBe(1);
    expect(Object.isFrozen(numbers)).toBe(true);
    const scaled = createSceneNumbers({ x: 1, y: 2 }, 3, 1e6);
    expect([scaled.x(1.0000125), scaled.y(1.9999995), scaled.len(2.5e-6)]).toEqual(['12.5', '-0.5', '2.5']);
    expect(() => createSceneNumbers({ x: 0, y: 0 }, 3, 0)).toThrow(RangeError);
    expect(() => numbers.x(Number.NaN)).toThrow(RangeError);
    expect(() => createSceneNumbers({ x: Number.NaN, y: 0 }, 3)).toThrow(RangeError);
  });

  it('outside a Scene: origin 0 and 3 decimals', () => {
    expect(DEFAULT_SCENE_NUMBERS.origin).toEqual({ x: 0, y: 0 });
    expect(DEFAULT_SCENE_NUMBERS.decimals).toBe(3);
    expect(DEFAULT_SCENE_NUMBERS.scale).toBe(1);
  });
});

/** Renders `children` in a Scene (or none) and hands back what `useScene` and `useSceneNumbers` return inside. */
function probe(children: (scene: SceneContextValue | null, numbers: SceneNumbers) => void, wrap: (node: ReactNode) => ReactNode = (node) => node) {
  function Probe() {
    children(useScene(), useSceneNumbers());
    return null;
  }
  render(<>{wrap(<Probe />)}</>);
}

/** What `useScene` and `useSceneNumbers` return inside a Scene of `view`. */
function sceneContext(view: Rect, title: string, yUp: boolean): { scene: SceneContextValue; numbers: SceneNumbers | undefined } {
  let scene: SceneContextValue | null = null;
  let numbers: SceneNumbers | undefined;
  probe(
    (s, f) => {
      scene = s;
      numbers = f;
    },
    (node) => (
      <Scene viewBox={view} title={title} yUp={yUp}>
        {node}
      </Scene>
    ),
  );
  return { scene: scene as unknown as SceneContextValue, numbers };
}

describe('the Scene context', () => {
  it('useSceneNumbers outside a Scene: origin 0, 3 decimals', () => {
    let got: SceneNumbers | undefined;
    probe((_scene, numbers) => {
      got = numbers;
    });
    expect(got?.origin).toEqual({ x: 0, y: 0 });
    expect(got?.decimals).toBe(3);
    expect(got?.x(1 / 3)).toBe('0.333');
  });

  it('gives origin, numbers, clientToScene and sceneToClient (origin added back; inverse of each other)', () => {
    const view = { x: 1e9, y: -1e9, width: 100, height: 75 };
    for (const yUp of [false, true]) {
      const { scene: s, numbers } = sceneContext(view, 'Far', yUp);
      const o = sceneOrigin(view, unitOf(view));
      expect(s.origin).toEqual(o);
      expect(numbers).toBe(s.numbers);
      expect(s.numbers.decimals).toBe(3);
      expect(s.viewBox).toEqual(view); // absolute, as before
      expect(s.topLeft).toEqual({ x: view.x, y: yUp ? view.y + view.height : view.y });
      // jsdom has no CTM: the client point is taken as the svg's own (origin-relative) coordinates
      const p = { x: 1e9 + 12.5, y: -1e9 + 30.25 };
      const client = s.sceneToClient(p);
      expect(client).toEqual({ x: p.x - o.x, y: yUp ? -(p.y - o.y) : p.y - o.y });
      expect(s.clientToScene(client.x, client.y)).toEqual(p);
    }
  });

  it('with a scale (a view 1e-6 wide at 1): clientToScene undoes it, sceneToClient applies it', () => {
    const view = { x: 1, y: 1, width: 1e-6, height: 1e-6 };
    const { scene: s } = sceneContext(view, 'Tiny', true);
    expect(s.numbers.scale).toBe(1e8);
    expect(s.origin).toEqual(sceneOrigin(view, unitOf(view)));
    const p = { x: 1 + 2.5e-7, y: 1 + 7.5e-7 };
    const client = s.sceneToClient(p);
    expect(client.x).toBeCloseTo((p.x - s.origin.x) * 1e8, 6);
    expect(client.y).toBeCloseTo(-(p.y - s.origin.y) * 1e8, 6);
    const back = s.clientToScene(client.x, client.y);
    expect(back.x).toBeCloseTo(p.x, 14);
    expect(back.y).toBeCloseTo(p.y, 14);
  });

  it('sceneToClient and clientToScene go through the svg CTM when there is one', () => {
    const view = { x: 1e6, y: 1e6, width: 10, height: 10 };
    const original = (SVGElement.prototype as unknown as { getScreenCTM?: unknown }).getScreenCTM;
    // a CTM of 40 px per unit, the figure's corner at (100, 50) on screen
    const matrix = { a: 40, b: 0, c: 0, d: 40, e: 100, f: 50 };
    const ctm = () => ({ ...matrix, inverse: () => ({ a: 1 / 40, b: 0, c: 0, d: 1 / 40, e: -100 / 40, f: -50 / 40 }) });
    Object.defineProperty(SVGElement.prototype, 'getScreenCTM', { configurable: true, value: ctm });
    try {
      const { scene: s } = sceneContext(view, 'CTM', true);
      const o = s.origin;
      expect(o).not.toEqual({ x: 0, y: 0 });
      const p = { x: 1e6 + 2.5, y: 1e6 + 7.25 };
      const client = s.sceneToClient(p);
      expect(client.x).toBeCloseTo(100 + 40 * (p.x - o.x), 9);
      expect(client.y).toBeCloseTo(50 + 40 * -(p.y - o.y), 9);
      const back = s.clientToScene(client.x, client.y);
      expect(back.x).toBeCloseTo(p.x, 9);
      expect(back.y).toBeCloseTo(p.y, 9);
    } finally {
      if (original === undefined) delete (SVGElement.prototype as unknown as { getScreenCTM?: unknown }).getScreenCTM;
      else Object.defineProperty(SVGElement.prototype, 'getScreenCTM', { configurable: true, value: original });
    }
  });
});

describe('Scene markup at extreme scales', () => {
  const markupOf = (view: Rect, children: ReactNode, options: { yUp?: boolean; grid?: number } = {}) =>
    renderToStaticMarkup(
      <Scene viewBox={view} title="T" {...options}>
        {children}
      </Scene>,
    );

  it('near 0 and 3 decimals: no data-origin, coordinates as before', () => {
    const markup = markupOf({ x: -17, y: -17, width: 34, height: 34 }, <Handle defaultValue={{ x: 1 / 3, y: -2 / 3 }} />);
    expect(svgAttribute(markup, 'viewBox')).toBe('-17 -17 34 34');
    expect(svgAttribute(markup, 'data-origin')).toBeUndefined();
    expect(attributes(markup, 'circle', 'cx')[0]).toBe('0.333');
    expect(attributes(markup, 'circle', 'cy')[0]).toBe('-0.667');
  });

  it('a view 1e-6 wide: written 100 units wide (data-scale 1e8), the viewBox and the dot not rounded to 0', () => {
    const view = { x: -3e-7, y: 1e-7, width: 1e-6, height: 7.5e-7 };
    const markup = markupOf(view, <Handle defaultValue={{ x: 1.234567e-7, y: 4e-7 }} />);
    expect(svgAttribute(markup, 'data-scale')).toBe('100000000');
    expect(svgAttribute(markup, 'viewBox')).toBe('-30 10 100 75');
    expect(svgAttribute(markup, 'data-origin')).toBeUndefined();
    expect(attributes(markup, 'circle', 'cx')[0]).toBe('12.346');
    expect(attributes(markup, 'circle', 'cy')[0]).toBe('40');
    expect(attributes(markup, 'circle', 'r').at(-1)).toBe('1.5'); // the dot: 6 nominal pixels
    expect(markup).not.toMatch(/e-\d|NaN/);
  });

  it('a view 1e9 wide: written 100 units wide (data-scale 1e-7), 3 decimals, no exponent', () => {
    const markup = markupOf({ x: -5e8, y: -3e8, width: 1e9, height: 7.5e8 }, <Handle defaultValue={{ x: 123456789.123456, y: 0.5 }} />, { grid: 1e8 });
    expect(svgAttribute(markup, 'data-scale')).toBe('0.0000001');
    expect(svgAttribute(markup, 'viewBox')).toBe('-50 -30 100 75');
    expect(attributes(markup, 'circle', 'cx')[0]).toBe('12.346');
    expect(attributes(markup, 'circle', 'r').at(-1)).toBe('1.5');
    expect(markup).toContain('M-50 -30V45M-40 -30V45'); // the grid, every 1e8
    expect(markup).not.toMatch(/e[-+]\d/);
  });

  it('views 4 to 1e5 units wide near 0 are written in scene units with 3 decimals, as before', () => {
    for (const width of [4.01, 34, 1000, 1e5]) {
      const markup = markupOf({ x: 0, y: 0, width, height: width }, <Handle defaultValue={{ x: width / 3, y: 0 }} />);
      expect(svgAttribute(markup, 'data-scale')).toBeUndefined();
      expect(svgAttribute(markup, 'viewBox')).toBe(`0 0 ${width} ${width}`);
      expect(attributes(markup, 'circle', 'cx')[0]).toBe(formatNumber(width / 3, 3));
    }
  });

  it('at an offset of 1e12 with a 1-unit pixel: data-origin, and small numbers relative to it', () => {
    const view = { x: 1e12, y: -1e12, width: 400, height: 300 };
    const o = sceneOrigin(view, 1);
    const markup = markupOf(view, <Handle defaultValue={{ x: 1e12 + 123.25, y: -1e12 + 7.5 }} />, { grid: 50 });
    expect(svgAttribute(markup, 'data-origin')).toBe(`${o.x} ${o.y}`);
    expect(svgAttribute(markup, 'viewBox')).toBe(`${1e12 - o.x} ${-1e12 - o.y} 400 300`);
    expect(attributes(markup, 'circle', 'cx')[0]).toBe(String(1e12 + 123.25 - o.x));
    expect(attributes(markup, 'circle', 'cy')[0]).toBe(String(-1e12 + 7.5 - o.y));
    // the grid too: every number written is small
    const d = /class="hitkit-grid"[^>]* d="([^"]*)"|d="([^"]*)"[^>]*class="hitkit-grid"/.exec(markup);
    const grid = (d?.[1] ?? d?.[2] ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(grid.length).toBeGreaterThan(0);
    expect(Math.max(...grid.map(Math.abs))).toBeLessThan(1000);
    // and the grid lines sit on multiples of 50 once the origin is added back
    const xs = [...(d?.[1] ?? d?.[2] ?? '').matchAll(/M(-?[\d.]+) /g)].map((m) => Number(m[1]) + o.x);
    expect(xs.some((x) => x % 50 === 0)).toBe(true);
  });

  it('y up at an offset: the viewBox y is -(y + h - origin.y), content flipped, labels upright', () => {
    const view = { x: 5e9, y: 5e9, width: 100, height: 50 };
    const o = sceneOrigin(view, unitOf(view));
    expect(o).not.toEqual({ x: 0, y: 0 });
    const p = { x: 5e9 + 25, y: 5e9 + 40 };
    const markup = markupOf(
      view,
      <>
        <Handle defaultValue={p} />
        <Label at={p}>P</Label>
      </>,
      { yUp: true },
    );
    const [vx, vy, vw, vh] = (svgAttribute(markup, 'viewBox') ?? '').split(' ').map(Number) as [number, number, number, number];
    expect([vx, vy, vw, vh]).toEqual([5e9 - o.x, -(5e9 + 50 - o.y), 100, 50]);
    expect(markup).toContain('<g transform="scale(1 -1)">');
    const cx = Number(attributes(markup, 'circle', 'cx')[0]);
    const cy = Number(attributes(markup, 'circle', 'cy')[0]);
    // on screen (y down, viewBox units): x = cx, y = -cy; 10 units from the top, 25 from the left
    expect(cx - vx).toBe(25);
    expect(-cy - vy).toBe(10);
    // the label, flipped back, sits at (x, -y) in its own coordinates: the same screen point
    const tx = Number(attributes(markup, 'text', 'x')[0]);
    const ty = Number(attributes(markup, 'text', 'y')[0]);
    expect(tx - vx).toBe(25);
    expect(ty - vy).toBe(10);
  });

  it('a positive viewBox width or height is never written as 0', () => {
    expect(svgAttribute(markupOf({ x: 0, y: 0, width: 1000, height: 1e-9 }, null), 'viewBox')).toBe('0 0 1000 0.000000001');
    expect(svgAttribute(markupOf({ x: 0, y: 0, width: 1e-12, height: 1e-12 }, null), 'viewBox')).toBe('0 0 0.1 0.1'); // written × 1e11
    expect(svgAttribute(markupOf({ x: 0, y: 0, width: 1e-3, height: 1e-15 }, null), 'viewBox')).toBe('0 0 100 0.0000000001'); // × 1e5
    expect(svgAttribute(markupOf({ x: 0, y: 0, width: 0, height: 0 }, null), 'viewBox')).toBe('0 0 0 0');
    fc.assert(
      fc.property(
        fc.double({ min: -12, max: 12, noNaN: true }),
        fc.double({ min: -12, max: 12, noNaN: true }),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        (lw, lh, x) => {
          const markup = markupOf({ x, y: -x, width: 10 ** lw, height: 10 ** lh }, null);
          const [, , w, h] = (svgAttribute(markup, 'viewBox') ?? '').split(' ');
          expect(Number(w)).toBeGreaterThan(0);
          expect(Number(h)).toBeGreaterThan(0);
          expect(`${w ?? ''} ${h ?? ''}`).not.toMatch(/e/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a segment reaching far beyond the view is drawn cut near it, exactly along its line', () => {
    const view = { x: 1e6, y: 1e6, width: 1, height: 1 };
    const o = sceneOrigin(view, unitOf(view));
    // through the view's centre, with ends 1e9 away
    const c = { x: 1e6 + 0.5, y: 1e6 + 0.5 };
    const segment = { start: { x: c.x - 1e9, y: c.y - 3e9 }, end: { x: c.x + 1e9, y: c.y + 3e9 } };
    const markup = markupOf(view, <SegmentShape segment={segment} />);
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => Number(attributes(markup, 'line', name)[0])) as [number, number, number, number];
    for (const v of [x1, y1, x2, y2]) expect(Math.abs(v)).toBeLessThan(10);
    // the drawn line still passes through the centre (within a rounding of the written numbers)
    const cross = (x2 - x1) * (c.y - o.y - y1) - (y2 - y1) * (c.x - o.x - x1);
    expect(Math.abs(cross) / Math.hypot(x2 - x1, y2 - y1)).toBeLessThan(1e-5);
    // a segment that passes nowhere near draws nothing
    expect(markupOf(view, <SegmentShape segment={{ start: { x: 0, y: 0 }, end: { x: 1, y: 0 } }} />)).not.toContain('<line');
  });

  it('a rect far larger than the view is drawn cut near it; one inside it is drawn as it is', () => {
    const view = { x: 1e6, y: 1e6, width: 1, height: 1 };
    const huge = renderToStaticMarkup(
      <Scene viewBox={view} title="T">
        <RectShape rect={{ x: 0, y: 0, width: 1e6 + 0.25, height: 3e6 }} />
      </Scene>,
    );
    const o = sceneOrigin(view, unitOf(view));
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(attributes(huge, 'rect', name)[0])) as [number, number, number, number];
    // the right edge is where it should be; the others are cut 800 nominal pixels (2 units) from the centre
    expect(x + width + o.x).toBe(1e6 + 0.25);
    expect(x + o.x).toBe(1e6 + 0.5 - 2);
    expect(y + o.y).toBe(1e6 + 0.5 - 2);
    expect(height).toBe(4);
    const small = markupOf({ x: 0, y: 0, width: 100, height: 100 }, <RectShape rect={{ x: 10, y: 20, width: 30, height: 40 }} />);
    expect(attributes(small, 'rect', 'width')).toEqual(['30']);
  });
});

/** Is `p` inside the polygon (even–odd)? */
function inPolygon(p: { x: number; y: number }, polygon: readonly { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as { x: number; y: number };
    const b = polygon[j] as { x: number; y: number };
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The vertices of a path `d` made of M, L and Z, in scene units (origin added back, scale undone). */
function pathPoints(d: string, origin: { x: number; y: number }, scale: number) {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]) / scale + origin.x, y: Number(m[2]) / scale + origin.y }));
}

describe('circles too large or too far for a <circle>', () => {
  const render1 = (view: Rect, children: ReactNode) =>
    renderToStaticMarkup(
      <Scene viewBox={view} title="T">
        {children}
      </Scene>,
    );

  it('the edge of a circle of radius 1e6 seen through a view 1 unit wide: a path that follows the circle', () => {
    const view = { x: 1e6 - 0.5, y: -0.375, width: 1, height: 0.75 };
    const circle = { center: { x: 0, y: 0 }, radius: 1e6 };
    const markup = render1(view, <CircleShape circle={circle} />);
    expect(markup).not.toContain('<circle');
    const d = /<path[^>]* d="([^"]*)"/.exec(markup)?.[1] ?? '';
    expect(markup).toMatch(/<path[^>]*class="hitkit-circle"/);
    const origin = sceneOrigin(view, unitOf(view));
    const polygon = pathPoints(d, origin, 1);
    expect(polygon.length).toBeGreaterThanOrEqual(4);
    // every written number is small
    expect(Math.max(...[...d.matchAll(/-?[\d.]+/g)].map((m) => Math.abs(Number(m[0]))))).toBeLessThan(10);
    // inside the polygon = inside the disk, everywhere in the view but for a hundredth of a nominal pixel around the edge
    const unit = unitOf(view);
    for (let i = 0; i <= 40; i++) {
      for (let j = 0; j <= 30; j++) {
        const p = { x: view.x + (i / 40) * view.width, y: view.y + (j / 30) * view.height };
        const gap = Math.hypot(p.x, p.y) - circle.radius;
        if (Math.abs(gap) > 0.02 * unit) expect(inPolygon(p, polygon), `(${p.x}, ${p.y})`).toBe(gap < 0);
      }
    }
  });

  it('property: a huge circle whose edge crosses the view is drawn within 0.1 nominal pixel of its edge, at any scale', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 9, noNaN: true }),
        fc.double({ min: 2.5, max: 8, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (logWidth, logRatio, angle, [ax, ay], offsetShare) => {
          const width = 10 ** logWidth;
          const view = { x: offsetShare * Math.min(1e12, width * 2.5e9), y: 0, width, height: width * 0.75 };
          const radius = width * 10 ** logRatio;
          // the edge passes through a point of the view
          const on = { x: view.x + ax * width, y: view.y + ay * view.height };
          const center = { x: on.x - radius * Math.cos(angle), y: on.y - radius * Math.sin(angle) };
          const markup = render1(view, <CircleShape circle={{ center, radius }} />);
          const unit = unitOf(view);
          const numbers = createSceneNumbers(sceneOrigin(view, unit), 3, sceneScale(width));
          const big = Math.max(Math.abs(center.x - view.x - width / 2), Math.abs(center.y - view.y - view.height / 2)) + radius > 2 ** 16 * unit;
          if (!big) return;
          const d = /<path[^>]* d="([^"]*)"/.exec(markup)?.[1];
          expect(d).toBeDefined();
          const polygon = pathPoints(d ?? '', numbers.origin, numbers.scale);
          for (let i = 0; i <= 20; i++) {
            for (let j = 0; j <= 15; j++) {
              const p = { x: view.x + (i / 20) * width, y: view.y + (j / 15) * view.height };
              const gap = Math.hypot(p.x - center.x, p.y - center.y) - radius;
              if (Math.abs(gap) > 0.1 * unit) expect(inPolygon(p, polygon)).toBe(gap < 0);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a view inside a huge disk draws the draw area as a square; a view far outside draws nothing', () => {
    const view = { x: 1e8, y: 1e8, width: 10, height: 10 };
    const inside = render1(view, <CircleShape circle={{ center: { x: 1e8, y: 1e8 }, radius: 1e9 }} />);
    const d = /<path[^>]* d="([^"]*)"/.exec(inside)?.[1] ?? '';
    expect(pathPoints(d, sceneOrigin(view, unitOf(view)), 1)).toHaveLength(4);
    expect(render1(view, <CircleShape circle={{ center: { x: 0, y: 0 }, radius: 1e6 }} />)).not.toMatch(/<circle|<path/);
    // a small circle far away: nothing either
    expect(render1(view, <CircleShape circle={{ center: { x: 0, y: 0 }, radius: 1 }} />)).not.toMatch(/<circle|<path/);
  });

  it('circles of ordinary size stay <circle>s, also when partly off screen', () => {
    const view = { x: 1e6, y: 1e6, width: 10, height: 10 };
    const markup = render1(view, <CircleShape circle={{ center: { x: 1e6 + 5, y: 1e6 + 5 }, radius: 100 }} />);
    const o = sceneOrigin(view, unitOf(view));
    expect(attributes(markup, 'circle', 'cx')).toEqual([String(1e6 + 5 - o.x)]);
    expect(attributes(markup, 'circle', 'r')).toEqual(['100']);
  });

  it('the ghost of a contact overlay follows the same rule', () => {
    const view = { x: 1e6 - 0.5, y: -0.375, width: 1, height: 0.75 };
    const circle = { center: { x: -0.25, y: 0 }, radius: 1e6 };
    const contact = circleLineContact(circle, lineThrough({ x: 1e6 - 0.5, y: -1 }, { x: 1e6 - 0.5, y: 1 }));
    expect(contact.penetrating).toBe(true);
    const markup = render1(view, <ContactOverlay circle={circle} contact={contact} />);
    expect(markup).toMatch(/<path[^>]*class="hitkit-ghost"|<path class="hitkit-ghost"/);
    expect(markup).not.toMatch(/<circle[^>]*hitkit-ghost/);
  });
});
