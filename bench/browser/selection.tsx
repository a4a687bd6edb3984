// The page of `npm run bench:browser`'s hover scene (hover.mjs): the
// "10,000 shapes" story of Editor/Selection as a user builds it — the same
// seeded world of mixed shapes, a <Scene> of 800 × 800 CSS px, <SelectionLayer>
// (usePick, useSelection) over <WorldLayer>, and a readout of the shape under
// the pointer kept in the figure's state (so a hover change re-renders the
// figure, as in the story). `window.__hover` is what the driver reads.
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createWorld, pick, PICK_TOLERANCE, Scene, SelectionLayer, WorldLayer, type PickHit, type WorldId } from 'hitkit';
import { random } from '../random.js';
import { randomScene } from '../scene/scenes';

const COUNT = 10_000;
const SIZE = Math.round(40 * Math.sqrt(COUNT));
const world = createWorld({ items: randomScene(random(16), COUNT, SIZE).map(({ id, kind, shape, z, filled }) => ({ id, kind, shape, z, filled })) });

let moves = 0;
let hovered: WorldId | null = null;
window.addEventListener('pointermove', () => moves++, true);

function Figure() {
  const [hover, setHover] = useState<PickHit | null>(null);
  const [selected, setSelected] = useState<readonly WorldId[]>([]);
  const onHoverChange = useCallback((hit: PickHit | null) => {
    hovered = hit?.id ?? null;
    setHover(hit);
  }, []);
  const view = useMemo(() => ({ x: 0, y: 0, width: SIZE, height: SIZE }), []);
  return (
    <div style={{ font: '14px system-ui, sans-serif' }}>
      <Scene viewBox={view} title="10,000 mixed shapes" style={{ width: 800, height: 800, display: 'block' }}>
        <SelectionLayer world={world} selected={selected} onSelectedChange={setSelected} onHoverChange={onHoverChange}>
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <p>{`under the pointer: ${hover ? `${hover.kind} ${String(hover.id)}` : 'nothing'} · selected: ${selected.length}`}</p>
    </div>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

declare global {
  interface Window {
    __hover: {
      ready: boolean;
      moves: () => number;
      hovered: () => WorldId | null;
      expected: (clientX: number, clientY: number) => WorldId | null;
      settle: () => Promise<void>;
    };
  }
}

window.__hover = {
  ready: false,
  moves: () => moves,
  hovered: () => hovered,
  /** The shape under a client point by `pick` alone, at the documented mouse tolerance through the svg's CTM: the hook's answer must be this. */
  expected: (clientX, clientY) => {
    const svg = document.querySelector('svg.hitkit-scene') as SVGSVGElement;
    const m = svg.getScreenCTM()!.inverse();
    const p = { x: m.a * clientX + m.c * clientY + m.e, y: m.b * clientX + m.d * clientY + m.f };
    const perPixel = Math.max(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
    return pick(world, p, PICK_TOLERANCE.mouse * perPixel, { limit: 1 })[0]?.id ?? null;
  },
  /** Resolves once what the last pointermove caused is drawn: two animation frames and a task. */
  settle: async () => {
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};

createRoot(document.body.appendChild(document.createElement('div'))).render(<Figure />);
requestAnimationFrame(() => requestAnimationFrame(() => (window.__hover.ready = true)));
