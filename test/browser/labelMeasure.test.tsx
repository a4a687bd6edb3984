import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Label, Scene } from '../../src';
import { settle } from './input';

/**
 * A label measures its text after layout (`getComputedTextLength`, a layout
 * read), but a plain text it has measured before at the same size is not
 * measured again: a snap tooltip whose text changes on every frame of a drag
 * among a few values forces no layout per frame, and is placed as when it was
 * first measured.
 */

const proto = SVGTextContentElement.prototype;
const measure = proto.getComputedTextLength;
let calls = 0;
afterEach(() => {
  proto.getComputedTextLength = measure;
});

let show: (text: string) => void = () => {};

function Figure() {
  const [text, setText] = useState('Endpoint · 1 of 3 · Tab');
  show = setText;
  return (
    <div data-testid="figure" style={{ width: 400 }}>
      <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Tooltip">
        <Label at={{ x: 50, y: 50 }} dx={8} dy={8} className="tip">
          {text}
        </Label>
      </Scene>
    </div>
  );
}

async function showing(text: string): Promise<{ calls: number; x: string; y: string }> {
  calls = 0;
  show(text);
  await settle();
  const el = document.querySelector('.tip')!;
  expect(el.textContent).toBe(text);
  return { calls, x: el.getAttribute('x')!, y: el.getAttribute('y')! };
}

describe('Label: a text measured before is not measured again', () => {
  it('texts A, B, A, B: measured on first sight only, each placed as at its first measurement', async () => {
    proto.getComputedTextLength = function (this: SVGTextContentElement) {
      calls++;
      return measure.call(this);
    };
    const screen = await render(<Figure />);
    await settle();
    const a = await showing('Endpoint · 2 of 3 · Tab');
    const b = await showing('Alignment · 1 of 5 · Tab — a much longer tooltip text');
    expect(a.calls).toBe(1);
    expect(b.calls).toBe(1);
    const a2 = await showing('Endpoint · 2 of 3 · Tab');
    const b2 = await showing('Alignment · 1 of 5 · Tab — a much longer tooltip text');
    expect([a2.calls, b2.calls]).toEqual([0, 0]);
    expect([a2.x, a2.y]).toEqual([a.x, a.y]);
    expect([b2.x, b2.y]).toEqual([b.x, b.y]);
    screen.unmount();
  });

  it('the same text in another style, or other lines with the same joined text, is measured again', async () => {
    proto.getComputedTextLength = function (this: SVGTextContentElement) {
      calls++;
      return measure.call(this);
    };
    let set: (v: { bold: boolean; lines: readonly string[] }) => void = () => {};
    function Styled() {
      const [v, setV] = useState<{ bold: boolean; lines: readonly string[] }>({ bold: false, lines: ['12', '3'] });
      set = setV;
      return (
        <div style={{ width: 400 }}>
          <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Styled">
            <Label at={{ x: 20, y: 50 }} className="styled" lines={v.lines} {...(v.bold ? { style: { fontWeight: 700 } } : {})}>
              {v.lines.join('')}
            </Label>
          </Scene>
        </div>
      );
    }
    const screen = await render(<Styled />);
    await settle();
    const step = async (v: { bold: boolean; lines: readonly string[] }) => {
      calls = 0;
      set(v);
      await settle();
      return calls;
    };
    // two lines '1' / '23' join to the same '123' as '12' / '3', but their longest line differs
    expect(await step({ bold: false, lines: ['1', '23'] })).toBeGreaterThan(0);
    // bold: the same lines in another font
    expect(await step({ bold: true, lines: ['1', '23'] })).toBeGreaterThan(0);
    // and back: both seen before
    expect(await step({ bold: false, lines: ['12', '3'] })).toBe(0);
    screen.unmount();
  });
});
