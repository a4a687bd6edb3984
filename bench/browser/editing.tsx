// The page of `npm run bench:browser`'s editing rows (editing.mjs): a level
// editor over 10,000 mixed shapes written as the README's "Select and edit"
// teaches — a <Scene> of 800 × 800 CSS px, <SelectionLayer movable
// transformable> with object snapping, a controlled selection, one undo step
// recorded per gesture in `onGestureEnd`, and <WorldLayer> redrawn on every
// frame (`onGestureChange`). `?selected=1000` preselects the 1,000 shapes
// nearest the middle; `?selected=1` one rotated rect near the middle.
// `window.__edit` is what the driver reads: where to press, when a move is
// drawn, the gesture callbacks seen, and the correctness checks (every shape
// after the gesture against an independent answer in plain arithmetic).
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createWorld,
  objectSnap,
  pick,
  PICK_TOLERANCE,
  Scene,
  selectionBox,
  SelectionLayer,
  WorldLayer,
  type EditedShape,
  type ObstacleKind,
  type ObstacleShapes,
  type RotatedRect,
  type SelectionGesture,
  type TransformableShape,
  type Vec2,
  type WorldId,
} from 'hitkit';
import { random } from '../random.js';
import { randomScene } from '../scene/scenes';
import { checkEdit, type Expected, type Snapshot } from './editingCheck';

const COUNT = 10_000;
const SIZE = Math.round(40 * Math.sqrt(COUNT)); // 4,000 units across 800 px: 5 units per CSS px
const MIDDLE = { x: SIZE / 2, y: SIZE / 2 };

/** The seeded world of hover.mjs's page, every other rect turned into a rotated rect (a seeded angle). */
function items() {
  const turn = random(30);
  let rects = 0;
  return randomScene(random(16), COUNT, SIZE).map(({ id, kind, shape, z, filled }) => {
    if (kind === 'rect' && rects++ % 2 === 0) {
      const r = shape as ObstacleShapes['rect'];
      const rotated: RotatedRect = {
        center: { x: r.x + r.width / 2, y: r.y + r.height / 2 },
        width: Math.max(1, r.width),
        height: Math.max(1, r.height),
        rotation: (turn() - 0.5) * Math.PI,
      };
      return { id, kind: 'rotatedRect' as const, shape: rotated, z, filled };
    }
    return { id, kind, shape, z, filled };
  });
}
const world = createWorld({ items: items() });

/** A point that stands for where a shape is (its first vertex, centre or corner), for choosing the selection. */
function placeOf(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind]): Vec2 {
  switch (kind) {
    case 'point':
      return shape as Vec2;
    case 'segment':
      return (shape as ObstacleShapes['segment']).start;
    case 'circle':
      return (shape as ObstacleShapes['circle']).center;
    case 'rect':
      return shape as ObstacleShapes['rect'];
    case 'rotatedRect':
      return (shape as RotatedRect).center;
    default:
      return (shape as ObstacleShapes['polygon']).points[0]!;
  }
}

/** The preselection: the 1,000 shapes nearest the middle, or the rotated rect nearest it of at least 40 × 40 units. */
function preselection(count: number): WorldId[] {
  const ranked = world
    .ids()
    .map((id) => {
      const e = world.lookup(id)!;
      const p = placeOf(e.kind, e.shape);
      return { id, e, d: Math.hypot(p.x - MIDDLE.x, p.y - MIDDLE.y) };
    })
    .sort((a, b) => a.d - b.d || String(a.id).localeCompare(String(b.id)));
  if (count === 1) {
    const one = ranked.find(({ e }) => e.kind === 'rotatedRect' && (e.shape as RotatedRect).width >= 40 && (e.shape as RotatedRect).height >= 40);
    return [one!.id];
  }
  return ranked.slice(0, count).map((r) => r.id);
}

const COUNT_SELECTED = Number(new URLSearchParams(location.search).get('selected') ?? '1000');
const INITIAL = preselection(COUNT_SELECTED);

/** One undo step, as the README's editor records it. */
interface Step {
  readonly before: readonly EditedShape[];
  readonly after: readonly EditedShape[];
}

/** What the gesture callbacks saw since the driver's last `reset()`. */
const seen = { starts: 0, changes: 0, ends: [] as { type: string; cancelled: boolean; offset: Vec2; snap: Vec2 | null }[], undo: 0, selected: 0 };
let pointerMoves = 0;
window.addEventListener('pointermove', () => pointerMoves++, true);

function Editor() {
  const snap = useMemo(() => objectSnap(world, { grid: 10 }), []);
  const [selected, setSelected] = useState<readonly WorldId[]>(INITIAL);
  const [, setVersion] = useState(world.version);
  const [undo, setUndo] = useState<readonly Step[]>([]);
  const redraw = () => setVersion(world.version);
  seen.undo = undo.length;
  seen.selected = selected.length;
  return (
    <div style={{ font: '14px system-ui, sans-serif' }}>
      <Scene viewBox={{ x: 0, y: 0, width: SIZE, height: SIZE }} title="10,000 mixed shapes" style={{ width: 800, height: 800, display: 'block' }}>
        <SelectionLayer
          world={world}
          movable
          transformable
          snap={snap}
          selected={selected}
          onSelectedChange={setSelected}
          onGestureStart={() => seen.starts++}
          onGestureChange={() => {
            seen.changes++;
            redraw(); // every frame is already in the world (world.update)
          }}
          onGestureEnd={(gesture: SelectionGesture, { cancelled }) => {
            // the snap target the dragged corner (a resize) or the grabbed shape (a move) sits on: the check's resize answer starts from it
            seen.ends.push({ type: gesture.type, cancelled, offset: gesture.offset, snap: gesture.snap?.point ?? null });
            // one undo step per gesture; Escape cancels (nothing to record)
            if (!cancelled) setUndo([...undo, { before: gesture.before, after: gesture.after }]);
            redraw();
          }}
        >
          <WorldLayer world={world} version={world.version} />
        </SelectionLayer>
      </Scene>
      <p>{`${selected.length} selected · ${undo.length} undo steps`}</p>
    </div>
  );
}

// ---------------------------------------------------------------- what the driver reads
const svg = () => document.querySelector('svg.hitkit-scene') as SVGSVGElement;
const toScene = (x: number, y: number): Vec2 => {
  const m = svg().getScreenCTM()!.inverse();
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
};
const toClient = (p: Vec2): Vec2 => {
  const m = svg().getScreenCTM()!;
  return { x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f };
};
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Every shape of the world now, by id (the shapes are immutable: a copy of the map is a snapshot). */
const snapshotAll = (): Snapshot => new Map(world.ids().map((id) => [id, { kind: world.lookup(id)!.kind, shape: world.lookup(id)!.shape }]));

let start: Snapshot = snapshotAll();

/** The selection's transform box now: the public `selectionBox` of the selected shapes, scene units. */
function selectedBox(): RotatedRect {
  return selectionBox(
    INITIAL.map((id) => {
      const e = world.lookup(id)!;
      return { kind: e.kind, shape: e.shape } as TransformableShape;
    }),
  );
}

declare global {
  interface Window {
    __edit: unknown;
  }
}

window.__edit = {
  ready: false,
  selected: INITIAL.length,
  /** Resolves once what the last input caused is drawn: two animation frames and a task. */
  settle: async () => {
    await frame();
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
  /** Pointermoves seen and the gesture callbacks since the last reset. */
  seen: () => ({ moves: pointerMoves, ...seen, ends: [...seen.ends] }),
  /** Counters to zero and a new snapshot of every shape (what the next gesture is checked against). */
  reset: () => {
    pointerMoves = 0;
    seen.starts = 0;
    seen.changes = 0;
    seen.ends = [];
    start = snapshotAll();
  },
  /** The centre of the element whose accessible name starts with `label`, client px. */
  handle: (label: string) => {
    const el = [...document.querySelectorAll('[aria-label]')].find((e) => e.getAttribute('aria-label')!.startsWith(label));
    if (!el) return null;
    const r = (el.querySelector('circle') ?? el).getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, name: el.getAttribute('aria-label') };
  },
  /** The selection's transform box now (the public `selectionBox` of the selected shapes), scene units. */
  box: selectedBox,
  toClient,
  /** A whole-pixel client point where `pick` (the mouse tolerance) finds a selected shape, near the selection's middle. */
  grabPoint: () => {
    const chosen = new Set<WorldId>(INITIAL);
    const m = svg().getScreenCTM()!.inverse();
    const perPixel = Math.hypot(m.a, m.b);
    const b = selectedBox();
    const c = toClient(b.center);
    for (let r = 0; r < 200; r++) {
      for (let k = 0; k < Math.max(1, 8 * r); k++) {
        const x = Math.round(c.x + r * Math.cos((2 * Math.PI * k) / Math.max(1, 8 * r)));
        const y = Math.round(c.y + r * Math.sin((2 * Math.PI * k) / Math.max(1, 8 * r)));
        const hit = pick(world, toScene(x, y), PICK_TOLERANCE.mouse * perPixel, { limit: 1 })[0];
        if (hit?.id !== undefined && chosen.has(hit.id)) return { x, y, id: hit.id };
      }
    }
    return null;
  },
  /**
   * The checks after a gesture (a list of failures, empty when all hold): see
   * editingCheck.ts. `from` / `to`: the press and release, client px; `box`:
   * the transform box before the press.
   */
  check: (expected: Omit<Expected, 'from' | 'to' | 'ids' | 'ends' | 'snapRadius'> & { from: Vec2; to: Vec2 }) =>
    checkEdit(world, start, {
      ...expected,
      from: toScene(expected.from.x, expected.from.y),
      to: toScene(expected.to.x, expected.to.y),
      ids: INITIAL,
      ends: seen.ends,
      snapRadius: 10 * Math.hypot(svg().getScreenCTM()!.inverse().a, svg().getScreenCTM()!.inverse().b),
    }),
  /** Every shape equals the snapshot (after Escape). */
  restored: () => {
    const failures: string[] = [];
    const now = snapshotAll();
    for (const [id, s] of start) {
      const t = now.get(id);
      if (!t || t.kind !== s.kind || JSON.stringify(t.shape) !== JSON.stringify(s.shape)) failures.push(String(id));
    }
    return failures.length === 0 && now.size === start.size ? [] : [`${failures.length} shapes not restored by Escape (${failures.slice(0, 3).join(', ')})`];
  },
};

createRoot(document.body.appendChild(document.createElement('div'))).render(<Editor />);
void (async () => {
  while (!document.querySelector('[aria-label^="Rotate selection"]')) await frame();
  await frame();
  await frame();
  start = snapshotAll();
  (window.__edit as { ready: boolean }).ready = true;
})();
