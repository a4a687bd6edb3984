import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Handle, Scene } from '../../src';

/**
 * Where a browser draws a handle, modelled as the browser computes it: in
 * single precision. Each number written into the markup is read as a float
 * (Math.fround), and each step of the viewBox transform (the scale, the
 * translation, the product and the sum) is rounded to a float too.
 *
 * The figure is FIGURE px wide and keeps the viewBox's aspect ratio, so the
 * viewBox maps to the viewport with one scale for both axes.
 */
const FIGURE = 400;
const f = Math.fround;

interface Drawn {
  readonly px: number;
  readonly py: number;
  /** The handle's centre in scene units, read back from the markup in double precision (scale undone, origin added back). */
  readonly scene: { x: number; y: number };
}

function attribute(markup: string, pattern: RegExp): string {
  const match = pattern.exec(markup);
  if (!match?.[1]) throw new Error(`no ${String(pattern)} in ${markup.slice(0, 300)}`);
  return match[1];
}

/** Parses the Scene's markup and maps the handle's dot to CSS pixels from the figure's top-left corner. */
function drawnHandle(markup: string, yUp: boolean): Drawn {
  const [vx, vy, vw] = attribute(markup, /<svg[^>]* viewBox="([^"]*)"/)
    .split(' ')
    .map(Number) as [number, number, number, number];
  const originText = /<svg[^>]* data-origin="([^"]*)"/.exec(markup)?.[1] ?? '0 0';
  const [ox, oy] = originText.split(' ').map(Number) as [number, number];
  const written = Number(/<svg[^>]* data-scale="([^"]*)"/.exec(markup)?.[1] ?? '1');
  const handle = markup.slice(markup.indexOf('hitkit-handle'));
  const cx = Number(attribute(handle, / cx="([^"]*)"/));
  const cy = Number(attribute(handle, / cy="([^"]*)"/));
  // the browser: user units → viewport, all in floats
  const scale = f(FIGURE / f(vw));
  const tx = f(-f(f(vx) * scale));
  const ty = f(-f(f(vy) * scale));
  const userY = yUp ? -f(cy) : f(cy); // the content sits in <g transform="scale(1 -1)">
  const px = f(f(f(cx) * scale) + tx);
  const py = f(f(userY * scale) + ty);
  return { px, py, scene: { x: ox + cx / written, y: oy + cy / written } };
}

/** Every length written is at least 1e-4 and every coordinate at most 2^24 in magnitude. */
function writtenNumbersChromiumDraws(markup: string): boolean {
  const [vx, vy, vw, vh] = attribute(markup, /<svg[^>]* viewBox="([^"]*)"/)
    .split(' ')
    .map(Number) as [number, number, number, number];
  const coordinates = [vx, vy, ...[...markup.matchAll(/ c[xy]="([^"]*)"/g)].map((m) => Number(m[1]))];
  const lengths = [vw, vh, ...[...markup.matchAll(/ r="([^"]*)"/g)].map((m) => Number(m[1]))];
  return coordinates.every((v) => Math.abs(v) <= 2 ** 24) && lengths.every((v) => v >= 1e-4);
}

type View = { x: number; y: number; width: number; height: number };

/** Where the point should be, CSS pixels from the figure's top-left corner, computed in double precision. */
function truePosition(p: { x: number; y: number }, view: View, yUp: boolean) {
  const perUnit = FIGURE / view.width;
  return { px: (p.x - view.x) * perUnit, py: (yUp ? view.y + view.height - p.y : p.y - view.y) * perUnit };
}

/**
 * A Handle at `point` in a Scene of `view`, rendered to markup: where the
 * browser draws it and where it should be.
 */
function drawHandleAt(point: { x: number; y: number }, view: View, yUp: boolean) {
  const markup = renderToStaticMarkup(
    <Scene viewBox={view} title="Scale" yUp={yUp}>
      <Handle defaultValue={point} />
    </Scene>,
  );
  const drawn = drawnHandle(markup, yUp);
  const want = truePosition(point, view, yUp);
  return { markup, drawn, want };
}

/**
 * Random views: width log-uniform over 1e-6 … 1e9, an aspect ratio, an offset
 * of either sign up to 1e12 that double precision can still resolve (one CSS
 * pixel of the FIGURE-px figure is at least 1e-12 × the offset), a point
 * inside the view, y down or y up.
 */
const cases = fc
  .record({
    logWidth: fc.double({ min: -6, max: 9, noNaN: true }),
    aspect: fc.double({ min: 0.25, max: 1, noNaN: true }),
    logOffset: fc.double({ min: -1, max: 12, noNaN: true }),
    offsetShare: fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
    at: fc.tuple(fc.double({ min: 0.02, max: 0.98, noNaN: true }), fc.double({ min: 0.02, max: 0.98, noNaN: true })),
    yUp: fc.boolean(),
  })
  .map(({ logWidth, aspect, logOffset, offsetShare, at, yUp }) => {
    const width = 10 ** logWidth;
    const height = width * aspect;
    const pixel = width / FIGURE;
    const offset = Math.min(10 ** logOffset, 1e12, pixel / 1e-12);
    const view = { x: offset * offsetShare[0], y: offset * offsetShare[1], width, height };
    const point = { x: view.x + at[0] * width, y: view.y + at[1] * height };
    return { view, point, yUp };
  });

describe('the SVG layer draws exactly at any scale (browser model: single precision)', () => {
  it('property: a handle is drawn within 0.5 px of where it is, for views 1e-6 … 1e9 wide at offsets up to 1e12', () => {
    fc.assert(
      fc.property(cases, ({ view, point, yUp }) => {
        const { markup, drawn, want } = drawHandleAt(point, view, yUp);
        expect(Math.abs(drawn.px - want.px)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(drawn.py - want.py)).toBeLessThanOrEqual(0.5);
        // and every number is one Chromium draws as written: it ignores a viewBox below
        // about 1e-6, draws lengths below about 1e-6 as 0 and clamps coordinates beyond 2^25
        expect(writtenNumbersChromiumDraws(markup)).toBe(true);
        // the origin added back (in double precision) gives the point to within a pixel too
        const pixel = view.width / FIGURE;
        expect(Math.abs(drawn.scene.x - point.x)).toBeLessThanOrEqual(0.5 * pixel);
        expect(Math.abs(drawn.scene.y - point.y)).toBeLessThanOrEqual(0.5 * pixel);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it.each([
    ['1e-6 wide near 0', { x: -3e-7, y: 1e-7, width: 1e-6, height: 7.5e-7 }, false],
    ['1e-3 wide at offset 1e6', { x: 1e6, y: -1e6, width: 1e-3, height: 7.5e-4 }, false],
    ['1e-3 wide at offset 1e6, y up', { x: 1e6, y: -1e6, width: 1e-3, height: 7.5e-4 }, true],
    ['1 wide at offset 1e12', { x: 1e12, y: 1e12, width: 1, height: 0.75 }, false],
    ['400 wide at offset 1e12 (a 1-unit pixel)', { x: -1e12, y: 1e12 + 0.5, width: 400, height: 300 }, true],
    ['1e9 wide', { x: -5e8, y: -3e8, width: 1e9, height: 7.5e8 }, false],
    ['1e9 wide at offset 1e12', { x: 1e12, y: 1e12, width: 1e9, height: 7.5e8 }, false],
    ['10 wide at offset 1e7 (2.8 px off before)', { x: 1e7, y: 1e7, width: 10, height: 7.5 }, false],
  ])('%s', (_name, view, yUp) => {
    for (const [ax, ay] of [
      [0.1, 0.2],
      [0.5, 0.5],
      [0.9, 0.7],
      [0.3183, 0.618],
    ] as const) {
      const point = { x: view.x + ax * view.width, y: view.y + ay * view.height };
      const { drawn, want } = drawHandleAt(point, view, yUp);
      expect(Math.abs(drawn.px - want.px)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(drawn.py - want.py)).toBeLessThanOrEqual(0.5);
    }
  });
});
