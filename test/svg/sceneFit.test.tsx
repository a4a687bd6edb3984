import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrowShape, CircleShape, Handle, Scene, SceneStatus, SegmentShape, useScene } from '../../src';

/** Counts the renders of a Scene's content (each new view re-renders it). */
function Renders({ count }: { count: { n: number } }) {
  useScene();
  count.n++;
  return null;
}

const viewBoxOf = (container: HTMLElement) =>
  container.querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];

describe('<Scene fit>', () => {
  it('grows the view to take in what is drawn, with 24 nominal px of the fitted view around it', () => {
    const { container } = render(
      <Scene fit viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fit">
        <CircleShape circle={{ center: { x: -150, y: 50 }, radius: 10 }} />
        <Handle label="Far handle" defaultValue={{ x: 250, y: 50 }} />
      </Scene>,
    );
    const [x, , width] = viewBoxOf(container);
    const unit = width / 400;
    expect(x).toBeLessThanOrEqual(-160 - 24 * unit + 1e-2); // (the attribute has 3 decimals)
    expect(x + width).toBeGreaterThanOrEqual(250 + 24 * unit - 1e-2);
  });

  it('settles in a few renders: an arrow sized in nominal pixels (a normal) does not feed the fit', () => {
    const count = { n: 0 };
    const { container } = render(
      <Scene fit viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fit">
        <SegmentShape segment={{ start: { x: 10, y: 10 }, end: { x: 98, y: 90 } }} />
        <ArrowShape from={{ x: 98, y: 90 }} to={{ x: 140, y: 90 }} />
        <Renders count={count} />
      </Scene>,
    );
    expect(count.n).toBeLessThanOrEqual(3);
    // the arrow is left out: the view only grew for the segment's end and its padding
    const [, , width] = viewBoxOf(container);
    expect(width).toBeLessThan(120);
  });

  it('leaves the view as it is without `fit`', () => {
    const { container } = render(
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="No fit">
        <CircleShape circle={{ center: { x: -350, y: 50 }, radius: 10 }} />
      </Scene>,
    );
    expect(viewBoxOf(container)).toEqual([0, 0, 100, 100]);
  });
});

describe('<Scene fit> with a status line', () => {
  it('keeps the shapes out from under the status line: the view grows at the top', async () => {
    const { SceneStatus } = await import('../../src');
    const shapes = (
      <>
        <CircleShape circle={{ center: { x: 50, y: 12 }, radius: 10 }} />
      </>
    );
    const plain = render(
      <Scene fit viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fit">
        {shapes}
      </Scene>,
    );
    const withStatus = render(
      <Scene fit viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fit">
        {shapes}
        <SceneStatus>Status</SceneStatus>
      </Scene>,
    );
    const [, top0] = viewBoxOf(plain.container);
    const [, top1, width1] = viewBoxOf(withStatus.container);
    // 30 nominal px of the fitted view above the padding: the circle's top (y 2) is below them
    expect(top1).toBeLessThan(top0);
    expect(2 - top1).toBeGreaterThanOrEqual(((24 + 30) * width1) / 400 - 1e-2);
  });
  it('settles with a status that wraps and shapes up to the top edge (its room follows the wrapped text, not the view width: found in review)', () => {
    // jsdom measures no text: a stand-in where a line is 0.6 em per character, and an identity transform.
    const identity = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: () => identity, multiply: () => identity };
    const proto = SVGElement.prototype as unknown as { getCTM?: unknown; getBBox?: unknown };
    proto.getCTM = () => identity;
    proto.getBBox = function (this: SVGElement) {
      const size = parseFloat(this.style.fontSize || '12');
      const spans = Array.from(this.querySelectorAll(':scope > tspan'));
      const lines = spans.length > 0 ? spans.map((span) => span.textContent ?? '') : [this.textContent ?? ''];
      return { x: 0, y: 0, width: Math.max(...lines.map((line) => line.length)) * 0.6 * size, height: 1.2 * size * lines.length };
    };
    try {
      const { container } = render(
        <Scene fit viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Fit with a long status">
          <CircleShape circle={{ center: { x: 50, y: 5 }, radius: 60 }} />
          <SceneStatus>{'Alpha beta gamma · delta epsilon zeta · eta theta iota kappa · lambda mu nu xi omicron'}</SceneStatus>
        </Scene>,
      );
      // wrapped at its separators into its four parts (no per-part widths here: a line each; the hidden separators are tspans inside the lines)
      expect(container.querySelectorAll('.hitkit-status > tspan').length).toBe(4);
    } finally {
      delete proto.getCTM;
      delete proto.getBBox;
    }
  });
});
