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

  it('with tabular numbers, texts that differ only in their digits are measured once: a count that changes every frame forces no layout', async () => {
    proto.getComputedTextLength = function (this: SVGTextContentElement) {
      calls++;
      return measure.call(this);
    };
    let set: (v: { text: string; tabular: boolean }) => void = () => {};
    function Counting() {
      const [v, setV] = useState({ text: 'Endpoint · 1 of 48 · Tab', tabular: true });
      set = setV;
      return (
        <div style={{ width: 400 }}>
          <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Counting">
            <Label at={{ x: 20, y: 50 }} className="count" {...(v.tabular ? { style: { fontVariantNumeric: 'tabular-nums' } } : {})}>
              {v.text}
            </Label>
          </Scene>
        </div>
      );
    }
    const screen = await render(<Counting />);
    await settle();
    const step = async (v: { text: string; tabular: boolean }) => {
      calls = 0;
      set(v);
      await settle();
      const el = document.querySelector('.count') as SVGTextElement;
      expect(el.textContent).toBe(v.text);
      return { calls, width: measure.call(el) };
    };
    const first = await step({ text: 'Endpoint · 2 of 47 · Tab', tabular: true });
    expect(first.calls).toBe(0);
    // and the width kept is the width drawn: every digit has one advance
    const again = await step({ text: 'Endpoint · 9 of 13 · Tab', tabular: true });
    expect(again.calls).toBe(0);
    expect(again.width).toBeCloseTo(first.width, 6);
    // another number of digits, or proportional digits: measured
    expect((await step({ text: 'Endpoint · 9 of 130 · Tab', tabular: true })).calls).toBeGreaterThan(0);
    expect((await step({ text: 'Endpoint · 3 of 47 · Tab', tabular: false })).calls).toBeGreaterThan(0);
    expect((await step({ text: 'Endpoint · 4 of 47 · Tab', tabular: false })).calls).toBeGreaterThan(0);
    screen.unmount();
  });
});
