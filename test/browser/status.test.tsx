import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LineShape, Scene, SceneStatus } from '../../src';

/** The status line sits on a solid backing that covers its text and reaches the view's corner, drawn over the shapes before it. */
describe('SceneStatus backing', () => {
  for (const yUp of [false, true]) {
    it(`covers the text, after layout, with a line through the corner${yUp ? ' (y up)' : ''}`, async () => {
      const screen = await render(
        <div style={{ width: 400 }}>
          <Scene viewBox={{ x: 0, y: 0, width: 100, height: 75 }} title="Status" yUp={yUp}>
            {/* a diagonal through the top-left corner, under the status text */}
            <LineShape line={yUp ? { a: 1, b: -1, c: 55 } : { a: 1, b: 1, c: -20 }} />
            <SceneStatus>On the line · signed distance 0</SceneStatus>
          </Scene>
        </div>,
      );
      const root = screen.container;
      await expect.poll(() => root.querySelector('.hitkit-status-backing')).not.toBeNull();
      const text = root.querySelector('.hitkit-status')!.getBoundingClientRect();
      const back = root.querySelector('.hitkit-status-backing')!.getBoundingClientRect();
      expect(text.width).toBeGreaterThan(50);
      expect(back.left).toBeLessThanOrEqual(text.left);
      expect(back.right).toBeGreaterThanOrEqual(text.right);
      expect(back.top).toBeLessThanOrEqual(text.top);
      expect(back.bottom).toBeGreaterThanOrEqual(text.bottom);
      // from the view's corner (3 px past it, so only its inner corner is round) to 4 px past the text
      const figure = root.querySelector('svg.hitkit-scene')!.getBoundingClientRect();
      expect(Math.abs(back.left - (figure.left - 3))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(back.top - (figure.top - 3))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(back.right - (text.right + 4))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(back.bottom - (text.bottom + 4))).toBeLessThanOrEqual(0.5);
      // drawn after the line: it hides the line under the text
      const line = root.querySelector('svg.hitkit-scene line')!;
      expect(line.compareDocumentPosition(root.querySelector('.hitkit-status-backing')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  }
});

/** A status too wide for a phone breaks between whole parts: no line ends in a separator, no part is split. */
describe('SceneStatus on a narrow figure', () => {
  const status = 'Lines cross at (26.67, 17.78) · segment 18.97 from A · on';
  it('puts as many whole parts on a line as fit, and keeps the whole status as its text', async () => {
    const screen = await render(
      <div style={{ width: 260 }}>
        <Scene viewBox={{ x: 0, y: 0, width: 100, height: 75 }} title="Status">
          <SceneStatus>{status}</SceneStatus>
        </Scene>
      </div>,
    );
    const root = screen.container;
    await expect.poll(() => root.querySelectorAll('.hitkit-status > tspan').length).toBeGreaterThan(1);
    const lines = Array.from(root.querySelectorAll<SVGTSpanElement>('.hitkit-status > tspan'));
    // what is drawn: each line's own text, without the hidden separator
    const drawn = lines.map((line) => (line.firstChild?.textContent ?? '').trim());
    for (const line of drawn) {
      expect(line).not.toMatch(/·$/);
      expect(line).not.toMatch(/^·/);
    }
    expect(drawn).toEqual(['Lines cross at (26.67, 17.78)', 'segment 18.97 from A · on']);
    // every line fits in the figure
    const figure = root.querySelector('svg.hitkit-scene')!.getBoundingClientRect();
    for (const line of lines) expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(figure.right);
    expect(root.querySelector('.hitkit-status')!.textContent).toBe(status);
  });
});
