import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleShape, Scene, SceneStatus } from '../../src';

/**
 * A figure re-renders its status line on every pointer move, whether its text
 * changed or not. The status is measured after layout (getBBox, getCTM), and
 * a measurement after a commit forces the browser to lay the page out again:
 * it must happen when the text (or the view) changed, not on every render.
 * jsdom measures nothing, so the two calls are stubbed and counted here.
 */

const identity = () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0, inverse: identity, multiply: identity });
let getBBox: ReturnType<typeof vi.fn>;

beforeEach(() => {
  getBBox = vi.fn(() => ({ x: 0, y: 0, width: 40, height: 10 }));
  Object.defineProperty(SVGElement.prototype, 'getBBox', { value: getBBox, configurable: true });
  Object.defineProperty(SVGElement.prototype, 'getCTM', { value: identity, configurable: true });
});
afterEach(() => {
  delete (SVGElement.prototype as unknown as Record<string, unknown>)['getBBox'];
  delete (SVGElement.prototype as unknown as Record<string, unknown>)['getCTM'];
});

let move: (x: number) => void = () => {};
let say: (text: string) => void = () => {};

function Figure() {
  const [x, setX] = useState(10);
  const [text, setText] = useState('Hit');
  move = setX;
  say = setText;
  return (
    <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Status">
      <CircleShape circle={{ center: { x, y: 50 }, radius: 5 }} />
      <SceneStatus>{text}</SceneStatus>
    </Scene>
  );
}

describe('SceneStatus measures its text only when it may have changed', () => {
  it('a re-render with the same text and view measures nothing; a new text is measured', () => {
    const { container } = render(<Figure />);
    const atMount = getBBox.mock.calls.length;
    expect(atMount).toBeGreaterThan(0);
    expect(container.querySelector('.hitkit-status-backing')?.getAttribute('width')).not.toBeNull();
    for (let k = 1; k <= 5; k++) act(() => move(10 + k));
    expect(getBBox.mock.calls.length).toBe(atMount);
    act(() => say('Miss · gap 3.2'));
    expect(getBBox.mock.calls.length).toBeGreaterThan(atMount);
    expect(container.querySelector('.hitkit-status')?.textContent).toBe('Miss · gap 3.2');
  });
});
