import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createWorld, DraggableShape, Handle, Label, Scene, SceneStatus, SelectionLayer, type Rect, type Vec2, type WorldId } from '../../src';
import { mouse, settle, touchDrag, type Pt } from './input';

/**
 * Handles, labels and the status line keep their CSS size whatever the
 * figure's width (364, 742 and 1,076 CSS px here, as in the three
 * apps): a handle's dot is `size` CSS px in radius, its grab target
 * `max(12, size + 4)`, a `<Label size={11}>` is 11 CSS px text, the status
 * line 14 CSS px text on a backing 4 px larger on each side. A press further
 * than the grab radius from a handle goes to the background or the body; a
 * press on a label goes to what it annotates. Real input through the DevTools
 * protocol.
 */

const WIDTHS = [364, 742, 1076] as const;

beforeAll(async () => {
  // a frame wide enough for the widest figure, drawn at 1:1
  await page.viewport(1200, 1000);
});

/** This frame's client coordinates → the main frame's CSS px (where the DevTools protocol sends input). */
async function toMainFrame(svg: Element, title: string): Promise<(p: Pt) => Pt> {
  const main = await commands.boundingBox(`svg[aria-label="${title}"]`);
  const here = svg.getBoundingClientRect();
  const k = main.width / here.width;
  return (p) => ({ x: main.x + (p.x - here.left) * k, y: main.y + (p.y - here.top) * k });
}

/** The height of a line of HTML text in the labels' font at `size` CSS px: what a label of that size measures. */
function textHeight(size: number): number {
  const span = document.createElement('span');
  span.style.fontFamily = 'system-ui, sans-serif';
  span.style.fontSize = `${size}px`;
  span.textContent = 'Box 1 · 0.5';
  document.body.appendChild(span);
  const h = span.getBoundingClientRect().height;
  span.remove();
  return h;
}

/** The font size a `<text>` is drawn at on screen, CSS px: its computed size (written units) times its screen scale. */
function drawnFontSize(text: SVGTextElement): number {
  const ctm = text.getScreenCTM()!;
  return parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b);
}

const VIEW = { x: 0, y: 0, width: 200, height: 100 };

function Sizes({ width }: { width: number }) {
  return (
    <div style={{ width }}>
      <Scene viewBox={VIEW} title="Sizes">
        <Handle label="P" defaultValue={{ x: 40, y: 60 }} />
        <DraggableShape<Rect> label="Box" defaultValue={{ x: 100, y: 50, width: 60, height: 30 }} />
        <Label at={{ x: 30, y: 30 }} size={11} className="probe-label">
          Box 1
        </Label>
        <SceneStatus>Sizes · at any width</SceneStatus>
      </Scene>
    </div>
  );
}

describe('sizes in CSS pixels at figure widths 364, 742 and 1,076 px', () => {
  for (const width of WIDTHS) {
    it(`${width} px: a handle's dot 12 px across (size 6) and its grab target 24 px; a rect's corner dot 10 px (handleSize 5), target 24 px`, async () => {
      const screen = await render(<Sizes width={width} />);
      await settle();
      const svg = screen.container.querySelector('svg')!;
      expect(svg.getBoundingClientRect().width).toBeCloseTo(width, 0);
      const handle = screen.container.querySelector('[aria-label^="P at"]')!;
      const circles = handle.querySelectorAll('circle');
      const target = circles[0]!.getBoundingClientRect();
      const dot = circles[circles.length - 1]!.getBoundingClientRect();
      expect(Math.abs(dot.width - 12)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(dot.height - 12)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(target.width - 24)).toBeLessThanOrEqual(0.5);
      const corner = screen.container.querySelector('[aria-label^="Box top-left corner"], .hitkit-draggable-shape .hitkit-handle')!;
      const cornerCircles = corner.querySelectorAll('circle');
      expect(Math.abs(cornerCircles[cornerCircles.length - 1]!.getBoundingClientRect().width - 10)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(cornerCircles[0]!.getBoundingClientRect().width - 24)).toBeLessThanOrEqual(0.5);
      await screen.unmount();
    });

    it(`${width} px: <Label size={11}> is 11 CSS px text; the status line is 14 px text on a backing 4 px past it, from the view's top`, async () => {
      const screen = await render(<Sizes width={width} />);
      await document.fonts.ready;
      await expect.poll(() => screen.container.querySelector('.hitkit-status-backing')).not.toBeNull();
      await settle();
      const label = screen.container.querySelector<SVGTextElement>('text.probe-label')!;
      expect(Math.abs(drawnFontSize(label) - 11)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(label.getBoundingClientRect().height - textHeight(11))).toBeLessThanOrEqual(0.5);
      const status = screen.container.querySelector<SVGTextElement>('text.hitkit-status')!;
      expect(Math.abs(drawnFontSize(status) - 14)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(status.getBoundingClientRect().height - textHeight(14))).toBeLessThanOrEqual(0.5);
      const backing = screen.container.querySelector('.hitkit-status-backing')!.getBoundingClientRect();
      // 4 px below the text, and up to 3 px past the view's top edge
      const figure = screen.container.querySelector('svg.hitkit-scene')!.getBoundingClientRect();
      expect(Math.abs(backing.bottom - (status.getBoundingClientRect().bottom + 4))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(backing.top - (figure.top - 3))).toBeLessThanOrEqual(0.5);
      await screen.unmount();
    });
  }
});

/** A world with one rect, selected, edited by a DraggableShape drawn after the selection layer (the select-then-edit recipe). */
function SelectedRect({ width, view, rect, onRect, onBand }: { width: number; view: Rect; rect: Rect; onRect: (r: Rect) => void; onBand: () => void }) {
  const [world] = useState(() => createWorld({ items: [{ id: 'box', kind: 'rect', shape: rect }] }));
  const [selected, setSelected] = useState<readonly WorldId[]>(['box']);
  return (
    <div style={{ width }}>
      <Scene viewBox={view} title="Selected rect">
        <SelectionLayer
          world={world}
          selected={selected}
          onSelectedChange={setSelected}
          onState={(s) => {
            if (s.band) onBand();
          }}
        />
        <DraggableShape<Rect> label="Box" defaultValue={rect} onChange={onRect} />
      </Scene>
    </div>
  );
}

/** Presses at `from` (this frame's client px), drags by `by` and lets go, with a real mouse. */
async function dragBy(at: (p: Pt) => Pt, from: Pt, by: Pt): Promise<void> {
  const a = at(from);
  const b = at({ x: from.x + by.x, y: from.y + by.y });
  await mouse.down(a);
  await mouse.drag(a, b, 6);
  await mouse.up(b);
  await settle();
}

describe('a grab target takes no press further than its radius (12 CSS px) from the handle', () => {
  it('742 px: a press 20 CSS px outside a selected rect’s corner starts a rubber band, not a resize', async () => {
    const rects: Rect[] = [];
    let bands = 0;
    const view = { x: 0, y: 0, width: 400, height: 200 };
    const rect = { x: 150, y: 60, width: 100, height: 60 };
    const screen = await render(<SelectedRect width={742} view={view} rect={rect} onRect={(r) => rects.push(r)} onBand={() => bands++} />);
    await settle();
    const svg = screen.container.querySelector('svg')!;
    const at = await toMainFrame(svg, 'Selected rect');
    const box = svg.getBoundingClientRect();
    const k = box.width / view.width;
    const corner = { x: box.left + rect.x * k, y: box.top + rect.y * k };
    // 20 px left of the top-left corner, on empty space
    await dragBy(at, { x: corner.x - 20, y: corner.y }, { x: -40, y: -30 });
    expect(rects).toEqual([]);
    expect(bands).toBeGreaterThan(0);
    await screen.unmount();
  });

  it('1,076 px: a press inside a 140 × 70 CSS px box, 20 px in from its corner both ways, drags the box (not its corner)', async () => {
    const rects: Rect[] = [];
    // 2 CSS px a unit: the box is 70 × 35 units
    const view = { x: 0, y: 0, width: 538, height: 300 };
    const rect = { x: 200, y: 100, width: 70, height: 35 };
    const screen = await render(<SelectedRect width={1076} view={view} rect={rect} onRect={(r) => rects.push(r)} onBand={() => {}} />);
    await settle();
    const svg = screen.container.querySelector('svg')!;
    const at = await toMainFrame(svg, 'Selected rect');
    const box = svg.getBoundingClientRect();
    const k = box.width / view.width;
    expect(k).toBeCloseTo(2, 2);
    const corner = { x: box.left + rect.x * k, y: box.top + rect.y * k };
    await dragBy(at, { x: corner.x + 20, y: corner.y + 20 }, { x: 40, y: 20 });
    const last = rects.at(-1)!;
    expect(last.width).toBe(70);
    expect(last.height).toBe(35);
    expect(last.x).toBeCloseTo(220, 1);
    expect(last.y).toBeCloseTo(110, 1);
    await screen.unmount();
  });

  it('a mouse or a finger 11 CSS px from a handle’s centre grabs it (a target 24 px across); a mouse 14 px away does not', async () => {
    for (const [input, off] of [
      ['mouse', 11],
      ['touch', 11],
      ['mouse', 14],
    ] as const) {
      const points: Vec2[] = [];
      const screen = await render(
        <div style={{ width: 400 }}>
          <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Reach">
            <Handle label="P" defaultValue={{ x: 50, y: 50 }} onChange={(p) => points.push(p)} />
          </Scene>
        </div>,
      );
      await settle();
      const svg = screen.container.querySelector('svg')!;
      const at = await toMainFrame(svg, 'Reach');
      const box = svg.getBoundingClientRect();
      const from = { x: box.left + box.width / 2 + off, y: box.top + box.height / 2 };
      // (Chromium's own touch adjustment widens a finger's reach: a finger is not checked further out)
      if (input === 'touch') await touchDrag([{ from: at(from), to: at({ x: from.x, y: from.y + 40 }) }]);
      else await dragBy(at, from, { x: 0, y: 40 });
      await settle();
      if (off === 11) expect(points.at(-1)?.y, input).toBeCloseTo(60, 0);
      else expect(points, input).toEqual([]);
      await screen.unmount();
    }
  });
});

describe('where two grab targets overlap, the nearest handle wins', () => {
  for (const order of ['A first', 'B first'] as const) {
    it(`two handles 16 CSS px apart (${order}): a press 7 px from A drags A, 7 px from B drags B`, async () => {
      for (const [near, off] of [
        ['A', 7],
        ['B', 9],
      ] as const) {
        const moved: string[] = [];
        const a = <Handle key="A" label="A" defaultValue={{ x: 46, y: 50 }} onChange={() => moved.push('A')} />;
        const b = <Handle key="B" label="B" defaultValue={{ x: 50, y: 50 }} onChange={() => moved.push('B')} />;
        // 4 CSS px a unit: A at 184 px, B at 200 px
        const screen = await render(
          <div style={{ width: 400 }}>
            <Scene viewBox={{ x: 0, y: 0, width: 100, height: 100 }} title="Two handles">
              {order === 'A first' ? [a, b] : [b, a]}
            </Scene>
          </div>,
        );
        await settle();
        const svg = screen.container.querySelector('svg')!;
        const at = await toMainFrame(svg, 'Two handles');
        const box = svg.getBoundingClientRect();
        // `off` px right of A's centre: off both dots (radius 6), inside both targets (radius 12)
        const from = { x: box.left + 46 * 4 + off, y: box.top + 50 * 4 };
        await dragBy(at, from, { x: 0, y: 30 });
        expect(new Set(moved), `${order}, ${off} px from A`).toEqual(new Set([near]));
        await screen.unmount();
      }
    });
  }
});

describe('a label takes no press meant for what it annotates', () => {
  it('a drag that starts on a Label’s text over a DraggableShape moves the shape', async () => {
    const rects: Rect[] = [];
    const screen = await render(
      <div style={{ width: 742 }}>
        <Scene viewBox={{ x: 0, y: 0, width: 400, height: 200 }} title="Labelled box">
          <DraggableShape<Rect> label="Box" defaultValue={{ x: 100, y: 60, width: 140, height: 70 }} onChange={(r) => rects.push(r)} />
          <Label at={{ x: 170, y: 95 }} anchor="middle" placement="fixed" className="probe-label">
            Start
          </Label>
        </Scene>
      </div>,
    );
    await document.fonts.ready;
    await settle();
    const svg = screen.container.querySelector('svg')!;
    const at = await toMainFrame(svg, 'Labelled box');
    const text = screen.container.querySelector('text.probe-label')!.getBoundingClientRect();
    const from = { x: text.left + text.width / 2, y: text.top + text.height / 2 };
    // the press lands on the text's glyphs, inside the box
    expect(text.width).toBeGreaterThan(20);
    await dragBy(at, from, { x: 37.1, y: 18.55 });
    expect(rects.at(-1)?.x).toBeCloseTo(120, 0);
    expect(rects.at(-1)?.y).toBeCloseTo(70, 0);
    expect(rects.at(-1)?.width).toBe(140);
  });
});
