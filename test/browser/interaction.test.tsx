import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  DraggableShape,
  formatPoint,
  Handle,
  RectShape,
  Scene,
  type Circle,
  type DragEndInfo,
  type Rect,
  type SceneView,
  type Segment,
  type Vec2,
} from '../../src';
import {
  centre,
  centreOf,
  hold,
  keyDown,
  keyUp,
  MODIFIERS,
  mouse,
  penDrag,
  press,
  recordErrors,
  recordPointerEvents,
  settle,
  touchDrag,
  type Pt,
} from './input';

/**
 * Issue 17, one test per defect, each driven by real input through the
 * DevTools protocol (mouse, touch points, keys with auto-repeat). Each of
 * these failed on the code before the fix.
 */

/** A figure 400 CSS px wide (100 units: 4 px a unit) in a page taller than the window. */
function Page({ children }: { children: ReactNode }) {
  return (
    <div>
      <div style={{ width: 400 }}>{children}</div>
      <div style={{ height: 3000 }} aria-hidden="true" />
    </div>
  );
}

const VIEW = { x: 0, y: 0, width: 100, height: 100 };

/** Scene units → main-frame CSS px, from the svg's box (the frame may be scaled). */
async function toPage(title: string) {
  const box = await commands.boundingBox(`svg[aria-label="${title}"]`);
  const k = box.width / VIEW.width;
  return { k, at: (p: Vec2): Pt => ({ x: box.x + (p.x - VIEW.x) * k, y: box.y + (p.y - VIEW.y) * k }) };
}

const handleAt = (name: string) => `[aria-label^="${name} at"]`;
// the visible dot: the last circle of a handle (what a person aims at)
const dotOf = (name: string) => `${handleAt(name)} > circle:last-child`;

afterEach(() => {
  window.scrollTo(0, 0);
});

describe('0. holding an arrow key', () => {
  it('1,000 back-to-back auto-repeat key downs on a handle do not throw React’s update-depth error', async () => {
    const bounds = { x: 0, y: 0, width: 97, height: 62 };
    const log: unknown[] = [];
    const screen = await render(
      <Page>
        <Scene viewBox={{ x: -10, y: -10, width: 120, height: 90 }} title="Keys" grid={5}>
          <RectShape rect={bounds} />
          <Handle label="K" defaultValue={{ x: 20, y: 55 }} snap={5} bounds={bounds} onChange={(p) => log.push(p)} />
          <Handle label="F" defaultValue={{ x: 20.3, y: 30.7 }} bounds={bounds} step={0.1} onChange={(p) => log.push(p)} />
          <DraggableShape label="C" defaultValue={{ center: { x: 60, y: 30 }, radius: 10 }} bounds={bounds} snap={5} onChange={(c) => log.push(c)} />
        </Scene>
      </Page>,
    );
    const errors = recordErrors();
    for (const name of ['F', 'K']) {
      (screen.container.querySelector(handleAt(name)) as SVGGElement).focus();
      await hold('ArrowRight', 1000);
      await settle();
    }
    errors.stop();
    expect(errors.errors).toEqual([]);
    // F went from 20.3 to the right bound in 767 steps of 0.1; K from 20 to 95 by 5, then clamped to 97
    expect(screen.container.querySelector(handleAt('F'))).toHaveAccessibleName('F at (97, 30.7)');
    expect(screen.container.querySelector(handleAt('K'))).toHaveAccessibleName('K at (97, 55)');
    expect(log).toHaveLength(767 + 16);
  });
});

describe('1. one-finger touch drags', () => {
  function Figure({ pannable, touchAction, onMove }: { pannable: boolean; touchAction?: string; onMove: (p: Vec2) => void }) {
    const [view, setView] = useState<SceneView>({ center: { x: 50, y: 50 }, zoom: 1 });
    return (
      <Page>
        <Scene viewBox={VIEW} title="Touch" {...(pannable ? { view, onViewChange: setView } : {})} {...(touchAction ? { touchAction } : {})}>
          <Handle label="P" defaultValue={{ x: 25, y: 50 }} onChange={onMove} />
        </Scene>
      </Page>
    );
  }

  for (const pannable of [false, true]) {
    it(`move a handle exactly and never scroll the page (${pannable ? 'pannable' : 'non-pannable'} Scene)`, async () => {
      const moves: Vec2[] = [];
      await render(<Figure pannable={pannable} onMove={(p) => moves.push(p)} />);
      const { k } = await toPage('Touch');
      const from = await centreOf(dotOf('P'));
      const events = recordPointerEvents();
      await touchDrag([{ from, to: { x: from.x + 60, y: from.y + 30 } }]);
      await settle();
      events.stop();
      expect(events.types).not.toContain('pointercancel:touch');
      expect(events.types).toContain('pointerup:touch');
      expect(window.scrollY).toBe(0);
      expect(moves.at(-1)?.x).toBeCloseTo(25 + 60 / k, 1);
      expect(moves.at(-1)?.y).toBeCloseTo(50 + 30 / k, 1);
    });
  }

  /**
   * Waits until the page's scroll has come to rest (a fling may outlast any fixed wait on a slow machine),
   * then scrolls to the top and checks it is still there 200 ms later; at most 20 rounds (8 s, within the
   * test's timeout), then throws.
   */
  async function scrollBackToTop() {
    const pause = () => new Promise((r) => setTimeout(r, 200));
    for (let round = 0; round < 20; round++) {
      const before = window.scrollY;
      await pause();
      if (window.scrollY !== before) continue;
      window.scrollTo(0, 0);
      await pause();
      if (window.scrollY === 0) return;
    }
    throw new Error(`the page did not come to rest at the top (scrollY ${window.scrollY})`);
  }

  it('a finger on the background of a non-pannable figure scrolls the page; with touchAction="none" it does not', async () => {
    const screen = await render(<Figure pannable={false} onMove={() => {}} />);
    const box = await commands.boundingBox('svg[aria-label="Touch"]');
    const from = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.8 };
    await touchDrag([{ from, to: { x: from.x, y: from.y - 150 } }]);
    await settle();
    expect(window.scrollY).toBeGreaterThan(50);
    await scrollBackToTop(); // after the fling has ended, however long it takes on a slow machine
    await screen.rerender(<Figure pannable={false} touchAction="none" onMove={() => {}} />);
    await settle();
    expect(window.scrollY).toBe(0);
    await touchDrag([{ from, to: { x: from.x, y: from.y - 150 } }]);
    await settle();
    expect(window.scrollY).toBe(0);
  });
});

describe('2. multi-touch', () => {
  function Two({ pannable, onView, onA, onB }: { pannable: boolean; onView: (v: SceneView) => void; onA: (p: Vec2) => void; onB: (p: Vec2) => void }) {
    const [view, setView] = useState<SceneView>({ center: { x: 50, y: 50 }, zoom: 1 });
    return (
      <Page>
        <Scene
          viewBox={VIEW}
          title="Two"
          {...(pannable
            ? {
                view,
                onViewChange: (v: SceneView) => {
                  onView(v);
                  setView(v);
                },
              }
            : {})}
        >
          <Handle label="A" defaultValue={{ x: 20, y: 30 }} onChange={onA} />
          <Handle label="B" defaultValue={{ x: 70, y: 60 }} onChange={onB} />
        </Scene>
      </Page>
    );
  }

  for (const pannable of [false, true]) {
    it(`two fingers on two handles drive each its own, and never pan or zoom the view (${pannable ? 'pannable' : 'non-pannable'})`, async () => {
      const a: Vec2[] = [];
      const b: Vec2[] = [];
      const views: SceneView[] = [];
      await render(<Two pannable={pannable} onView={(v) => views.push(v)} onA={(p) => a.push(p)} onB={(p) => b.push(p)} />);
      const { k } = await toPage('Two');
      const fa = await centreOf(dotOf('A'));
      const fb = await centreOf(dotOf('B'));
      const events = recordPointerEvents();
      // parallel moves, then a spread (a pinch shape): neither may touch the view
      await touchDrag([
        { from: fa, to: { x: fa.x + 40, y: fa.y + 20 } },
        { from: fb, to: { x: fb.x + 80, y: fb.y - 20 } },
      ]);
      await settle();
      events.stop();
      expect(events.types).not.toContain('pointercancel:touch');
      expect(views).toEqual([]);
      expect(a.at(-1)?.x).toBeCloseTo(20 + 40 / k, 1);
      expect(a.at(-1)?.y).toBeCloseTo(30 + 20 / k, 1);
      expect(b.at(-1)?.x).toBeCloseTo(70 + 80 / k, 1);
      expect(b.at(-1)?.y).toBeCloseTo(60 - 20 / k, 1);
    });
  }

  it('two fingers on the two endpoints of one segment move both endpoints', async () => {
    const shapes: Segment[] = [];
    await render(
      <Page>
        <Scene viewBox={VIEW} title="Seg">
          <DraggableShape<Segment> label="S" defaultValue={{ start: { x: 20, y: 20 }, end: { x: 80, y: 70 } }} onChange={(s) => shapes.push(s)} />
        </Scene>
      </Page>,
    );
    const { k } = await toPage('Seg');
    const s = await centreOf('[aria-label^="S start at"] > circle:last-child');
    const e = await centreOf('[aria-label^="S end at"] > circle:last-child');
    await touchDrag([
      { from: s, to: { x: s.x + 20, y: s.y + 40 } },
      { from: e, to: { x: e.x - 40, y: e.y - 20 } },
    ]);
    await settle();
    const last = shapes.at(-1);
    expect(last?.start.x).toBeCloseTo(20 + 20 / k, 1);
    expect(last?.start.y).toBeCloseTo(20 + 40 / k, 1);
    expect(last?.end.x).toBeCloseTo(80 - 40 / k, 1);
    expect(last?.end.y).toBeCloseTo(70 - 20 / k, 1);
  });

  it('a two-finger pinch on the background of a pannable Scene zooms about the fingers’ centre', async () => {
    const views: SceneView[] = [];
    await render(<Two pannable onView={(v) => views.push(v)} onA={() => {}} onB={() => {}} />);
    const { k, at } = await toPage('Two');
    // fingers either side of (50, 85), an empty spot; spread from 20 to 40 units apart
    const c = at({ x: 50, y: 85 });
    await touchDrag([
      { from: { x: c.x - 10 * k, y: c.y }, to: { x: c.x - 20 * k, y: c.y } },
      { from: { x: c.x + 10 * k, y: c.y }, to: { x: c.x + 20 * k, y: c.y } },
    ]);
    await settle();
    const last = views.at(-1);
    expect(last?.zoom).toBeCloseTo(2, 1);
    // (50, 85) stays under the fingers: the centre moves halfway towards it
    expect(last?.center.x).toBeCloseTo(50, 0);
    expect(last?.center.y).toBeCloseTo(67.5, 0);
  });
});

describe('3. Ctrl/⌘ + wheel', () => {
  for (const [deltaY, zoom] of [
    [100, Math.exp(-0.2)],
    [-100, Math.exp(0.2)],
  ] as const) {
    it(`one notch (deltaY ${deltaY}) zooms exactly once, to ${zoom.toFixed(3)}`, async () => {
      const views: SceneView[] = [];
      await render(
        <Page>
          <Scene viewBox={VIEW} title="Wheel" defaultView={{ center: { x: 50, y: 50 }, zoom: 1 }} onViewChange={(v) => views.push(v)} />
        </Page>,
      );
      const box = await commands.boundingBox('svg[aria-label="Wheel"]');
      await mouse.wheel(centre(box), deltaY, MODIFIERS.ctrl);
      await new Promise((r) => setTimeout(r, 300));
      expect(views).toHaveLength(1);
      expect(views[0]?.zoom).toBeCloseTo(zoom, 6);
    });
  }
});

describe('4. cancel', () => {
  it('Escape during a mouse drag restores the start point, ends the drag as cancelled, and later moves do nothing', async () => {
    const moves: Vec2[] = [];
    const ends: [Vec2, DragEndInfo][] = [];
    await render(
      <Page>
        <Scene viewBox={VIEW} title="Esc">
          <Handle label="P" defaultValue={{ x: 25, y: 50 }} onChange={(p) => moves.push(p)} onDragEnd={(p, info) => ends.push([p, info])} />
        </Scene>
      </Page>,
    );
    const from = await centreOf(dotOf('P'));
    await mouse.down(from);
    await mouse.drag(from, { x: from.x + 80, y: from.y + 40 });
    expect(moves.length).toBeGreaterThan(0);
    await press('Escape');
    await mouse.drag({ x: from.x + 80, y: from.y + 40 }, { x: from.x + 120, y: from.y });
    await mouse.up({ x: from.x + 120, y: from.y });
    await settle();
    expect(moves.at(-1)).toEqual({ x: 25, y: 50 });
    expect(ends).toEqual([
      [
        { x: 25, y: 50 },
        { input: 'pointer', reason: 'escape', cancelled: true },
      ],
    ]);
    expect(document.querySelector(handleAt('P'))).toHaveAccessibleName('P at (25, 50)');
  });

  it('a held arrow key is one gesture: one start and one end, and Escape mid-run goes back', async () => {
    const starts: Vec2[] = [];
    const ends: [Vec2, DragEndInfo][] = [];
    const screen = await render(
      <Page>
        <Scene viewBox={VIEW} title="Run">
          <Handle label="P" defaultValue={{ x: 10, y: 10 }} onDragStart={(p) => starts.push(p)} onDragEnd={(p, info) => ends.push([p, info])} />
        </Scene>
      </Page>,
    );
    (screen.container.querySelector(handleAt('P')) as SVGGElement).focus();
    await hold('ArrowRight', 20, false);
    await settle();
    expect(starts).toEqual([{ x: 10, y: 10 }]);
    expect(ends).toEqual([
      [
        { x: 30, y: 10 },
        { input: 'keyboard', reason: 'release', cancelled: false },
      ],
    ]);
    await keyDown('ArrowDown');
    await keyDown('ArrowDown');
    await press('Escape');
    await keyUp('ArrowDown');
    await settle();
    expect(starts).toHaveLength(2);
    expect(ends[1]).toEqual([
      { x: 30, y: 10 },
      { input: 'keyboard', reason: 'escape', cancelled: true },
    ]);
  });
});

describe('5. a controlled handle follows its parent', () => {
  function Refusing({ onChange, onEnd }: { onChange: (p: Vec2) => void; onEnd: (p: Vec2) => void }) {
    const [p, setP] = useState<Vec2>({ x: 25, y: 50 });
    return (
      <Page>
        <Scene viewBox={VIEW} title="Refuse">
          <Handle
            label="P"
            value={p}
            onChange={(next) => {
              onChange(next);
              if (next.x <= 30) setP(next); // the parent allows x <= 30
            }}
            onDragEnd={onEnd}
          />
        </Scene>
      </Page>
    );
  }

  it('keys: a refused move shows the parent’s value and the next press starts from it', async () => {
    const proposed: Vec2[] = [];
    const screen = await render(<Refusing onChange={(p) => proposed.push(p)} onEnd={() => {}} />);
    (screen.container.querySelector(handleAt('P')) as SVGGElement).focus();
    await press('ArrowRight', 10);
    expect(proposed.map((p) => p.x)).toEqual([26, 27, 28, 29, 30, 31, 31, 31, 31, 31]);
    await press('ArrowLeft');
    expect(proposed.at(-1)?.x).toBe(29);
    expect(screen.container.querySelector(handleAt('P'))).toHaveAccessibleName('P at (29, 50)');
  });

  it('pointer: onDragEnd reports the point shown, not the one proposed', async () => {
    const ends: Vec2[] = [];
    await render(<Refusing onChange={() => {}} onEnd={(p) => ends.push(p)} />);
    const { k } = await toPage('Refuse');
    const from = await centreOf(dotOf('P'));
    await mouse.down(from);
    await mouse.drag(from, { x: from.x + 23 * k, y: from.y }, 8);
    await mouse.up({ x: from.x + 23 * k, y: from.y });
    await settle();
    expect(ends).toHaveLength(1);
    expect(ends[0]?.x).toBeLessThanOrEqual(30);
    expect(document.querySelector(handleAt('P'))).toHaveAccessibleName(`P at ${formatPoint(ends[0] ?? { x: NaN, y: NaN })}`);
  });
});

describe('6. the grabbed spot stays under the pointer', () => {
  it('grabbed 8 px off centre, zoomed ×1.5 with Ctrl + wheel mid-drag: the dot stays 8 px from the pointer (error < 0.5 px)', async () => {
    await render(
      <Page>
        <Scene viewBox={VIEW} title="Zoom" defaultView={{ center: { x: 50, y: 50 }, zoom: 1 }}>
          <Handle label="P" defaultValue={{ x: 40, y: 50 }} />
        </Scene>
      </Page>,
    );
    const dot = await centreOf(dotOf('P'));
    const grab = { x: dot.x + 8, y: dot.y };
    await mouse.down(grab);
    await mouse.drag(grab, { x: grab.x + 20, y: grab.y + 10 }, 4);
    await mouse.wheel({ x: grab.x + 20, y: grab.y + 10 }, -Math.log(1.5) / 0.002, MODIFIERS.ctrl);
    await settle();
    const to = { x: grab.x + 40, y: grab.y + 30 };
    await mouse.drag({ x: grab.x + 20, y: grab.y + 10 }, to, 4);
    await settle();
    const now = await centreOf(dotOf('P'));
    await mouse.up(to);
    expect(Number(document.querySelector('svg[aria-label="Zoom"]')?.getAttribute('data-zoom'))).toBeCloseTo(1.5, 2);
    expect(Math.hypot(now.x + 8 - to.x, now.y - to.y)).toBeLessThan(0.5);
  });
});

describe('7. the nearest handle wins', () => {
  function Crowd({ onSegment, onRect }: { onSegment: (s: Segment) => void; onRect: (r: Rect) => void }) {
    return (
      <Page>
        <Scene viewBox={VIEW} title="Crowd">
          <DraggableShape<Segment> label="Seg" defaultValue={{ start: { x: 20, y: 20 }, end: { x: 60, y: 60 } }} onChange={onSegment} />
          {/* drawn later, so its invisible touch target lies on top of the segment end's dot */}
          <DraggableShape<Rect> label="Box" defaultValue={{ x: 62, y: 62, width: 20, height: 20 }} onChange={onRect} />
        </Scene>
      </Page>
    );
  }

  it('mouse, touch and pen: a press on a visible dot takes that handle, not a neighbour’s invisible target on top', async () => {
    for (const input of ['mouse', 'touch', 'pen'] as const) {
      const segments: Segment[] = [];
      const rects: Rect[] = [];
      const screen = await render(<Crowd onSegment={(s) => segments.push(s)} onRect={(r) => rects.push(r)} />);
      const end = await centreOf('[aria-label^="Seg end at"] > circle:last-child');
      const to = { x: end.x - 20, y: end.y - 12 };
      const pointers = recordPointerEvents();
      if (input === 'mouse') {
        await mouse.down(end);
        await mouse.drag(end, to);
        await mouse.up(to);
      } else if (input === 'pen') {
        await penDrag(end, to);
      } else {
        await touchDrag([{ from: end, to }]);
      }
      pointers.stop();
      expect(pointers.types[0]).toBe(`pointerdown:${input}`);
      await settle();
      expect(rects, input).toEqual([]);
      expect(segments.length, input).toBeGreaterThan(0);
      await screen.unmount();
    }
  });

  it('where only touch targets overlap, the nearest handle centre wins', async () => {
    const segments: Segment[] = [];
    const rects: Rect[] = [];
    await render(<Crowd onSegment={(s) => segments.push(s)} onRect={(r) => rects.push(r)} />);
    const { k, at } = await toPage('Crowd');
    // nearer the segment end (60, 60) than the rect corner (62, 62), outside both dots (1.25 units), inside both touch targets (4 units)
    const q = { x: 61.8, y: 58.9 };
    const p = at(q);
    expect(Math.hypot(q.x - 60, q.y - 60)).toBeLessThan(Math.hypot(q.x - 62, q.y - 62));
    expect(Math.min(Math.hypot(q.x - 60, q.y - 60), Math.hypot(q.x - 62, q.y - 62))).toBeGreaterThan(1.25 + 1 / k); // the dot's radius and half its 2 px stroke
    expect(Math.max(Math.hypot(q.x - 60, q.y - 60), Math.hypot(q.x - 62, q.y - 62))).toBeLessThan(4);
    await mouse.down(p);
    await mouse.drag(p, { x: p.x - 20, y: p.y }, 3);
    await mouse.up({ x: p.x - 20, y: p.y });
    await settle();
    expect(rects).toEqual([]);
    expect(segments.at(-1)?.end.x).toBeCloseTo(60 - 20 / k, 1);
  });
});

describe('8. slider keys', () => {
  it('the radius slider takes Home, End, PageUp and PageDown and exposes aria-valuemin/max', async () => {
    const screen = await render(
      <Page>
        <Scene viewBox={VIEW} title="Slider">
          <DraggableShape<Circle> label="C" defaultValue={{ center: { x: 50, y: 50 }, radius: 10 }} bounds={VIEW} />
        </Scene>
      </Page>,
    );
    const slider = screen.container.querySelector('[role="slider"]') as SVGGElement;
    // the radius stops at the minimum size (minSize: the key step, 1, by default)
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '50');
    slider.focus();
    await press('PageUp');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await press('PageDown', 2);
    expect(slider).toHaveAttribute('aria-valuenow', '1');
    await press('End');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await press('Home');
    expect(slider).toHaveAttribute('aria-valuenow', '1');
  });

  it('PageDown, End and PageUp on a button handle do nothing and never scroll the page', async () => {
    const moves: Vec2[] = [];
    const screen = await render(
      <Page>
        <Scene viewBox={VIEW} title="Buttons">
          <Handle label="P" defaultValue={{ x: 25, y: 50 }} onChange={(p) => moves.push(p)} />
        </Scene>
      </Page>,
    );
    (screen.container.querySelector(handleAt('P')) as SVGGElement).focus();
    await press('PageDown');
    await press('End');
    await settle();
    expect(window.scrollY).toBe(0);
    expect(moves).toEqual([]);
  });
});

describe('10. clean numbers', () => {
  it('keyboard steps of 0.1 from 20.3 land on one decimal, every time', async () => {
    const xs: number[] = [];
    const screen = await render(
      <Page>
        <Scene viewBox={VIEW} title="Clean">
          <Handle label="F" defaultValue={{ x: 20.3, y: 30.7 }} step={0.1} onChange={(p) => xs.push(p.x)} />
        </Scene>
      </Page>,
    );
    (screen.container.querySelector(handleAt('F')) as SVGGElement).focus();
    await hold('ArrowRight', 200, false);
    expect(xs).toHaveLength(200);
    expect(xs.filter((x) => String(x).replace(/^\d+\.?/, '').length > 1)).toEqual([]);
    expect(xs.at(-1)).toBe(40.3);
  });
});

describe('11. unmounting mid-drag', () => {
  it('ends the gesture with a cancelled end, once', async () => {
    const ends: DragEndInfo[] = [];
    function Maybe({ show }: { show: boolean }) {
      return (
        <Page>
          <Scene viewBox={VIEW} title="Gone">
            {show ? <Handle label="P" defaultValue={{ x: 25, y: 50 }} onDragEnd={(_p, info) => ends.push(info)} /> : null}
          </Scene>
        </Page>
      );
    }
    const screen = await render(<Maybe show />);
    const from = await centreOf(dotOf('P'));
    await mouse.down(from);
    await mouse.drag(from, { x: from.x + 20, y: from.y });
    await screen.rerender(<Maybe show={false} />);
    await mouse.up({ x: from.x + 20, y: from.y });
    await settle();
    expect(ends).toEqual([{ input: 'pointer', reason: 'unmount', cancelled: true }]);
  });
});
