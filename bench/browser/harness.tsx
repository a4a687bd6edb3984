// What every stress page shares: the measurement hooks the driver (run.mjs)
// reads through `window.__bench`. Nothing here depends on the library under test.
//
// - moves: pointermove events seen (a capture listener on window), so that the
//   counters below are kept per move (index = moves seen when the work ran);
// - items: renders of the page's item component (it calls `countItem()`);
// - shapes: renders of the component that draws one circle (hitkit's
//   CircleShape, Mafs's Circle, the plain page's item), counted in the
//   profiling build from the fiber tree React hands to the DevTools hook
//   (the driver installs a minimal hook before React loads);
// - commit: `<Profiler onRender>` actualDuration summed per move (reported
//   only by a profiling build of react-dom);
// - heap: the largest `performance.memory.usedJSHeapSize` (exact with
//   --enable-precise-memory-info), sampled at every pointermove (the state
//   after the previous move), after a press or release, and when read.
import { Profiler, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

const SLOTS = 4096;

interface Fiber {
  readonly elementType: unknown;
  readonly flags: number;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

interface BenchState {
  moves: number;
  readonly items: Float64Array;
  readonly shapes: Float64Array;
  readonly commit: Float64Array;
  readonly heap: Float64Array;
  ready: boolean;
  shapeType: unknown;
  probe: () => { x: number; y: number };
  probeSelector: string;
}

const state: BenchState = {
  moves: 0,
  items: new Float64Array(SLOTS),
  shapes: new Float64Array(SLOTS),
  commit: new Float64Array(SLOTS),
  heap: new Float64Array(SLOTS),
  ready: false,
  shapeType: null,
  probe: () => ({ x: NaN, y: NaN }),
  probeSelector: '',
};

const slot = () => (state.moves < SLOTS ? state.moves : SLOTS - 1);

/** Moves whose result has been drawn, and the driver's waits on them. */
let drawn = 0;
/** Whether each move sets up the frame callbacks that tell when it is drawn (off while traced). */
let trackDrawn = true;
const waiting: { moves: number; resolve: (moves: number) => void }[] = [];

function sampleHeap(): void {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  state.heap[slot()] = Math.max(state.heap[slot()]!, memory?.usedJSHeapSize ?? 0);
}

function markDrawn(moves: number): void {
  drawn = Math.max(drawn, moves);
  for (let i = waiting.length - 1; i >= 0; i--) {
    const wait = waiting[i]!;
    if (drawn >= wait.moves) {
      waiting.splice(i, 1);
      wait.resolve(state.moves);
    }
  }
}

/*
 * Every pointermove samples the heap (the state after the previous move was
 * drawn) and, unless the driver switched it off, finds out when the move is
 * drawn: two animation frames and one task later. Chromium dispatches a
 * pointermove at the start of a frame (A), React renders it in a task after
 * that frame, the next frame (B) draws it, and a task queued from B's
 * animation-frame callback runs once B has painted. Frames A and B happen
 * anyway for a move that changes the DOM.
 */
addEventListener(
  'pointermove',
  () => {
    sampleHeap();
    const moves = ++state.moves;
    if (trackDrawn) requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => markDrawn(moves), 0)));
  },
  { capture: true, passive: true },
);

/** Call in the item component's render. */
export function countItem(): void {
  state.items[slot()]! += 1;
}

function onRender(_id: string, _phase: string, actualDuration: number): void {
  state.commit[slot()]! += actualDuration;
}

/** React's PerformedWork fiber flag: the component's function ran in this render. */
const PERFORMED_WORK = 1;

/**
 * Renders of `state.shapeType` in one commit, walked as React DevTools walks it:
 * a fiber rendered if it is new or has PerformedWork; a subtree whose child
 * pointer did not change was bailed out and is skipped (its old flags are stale).
 */
function countShapes(next: Fiber, prev: Fiber | null): number {
  let count = 0;
  if (next.elementType === state.shapeType && (prev === null || (next.flags & PERFORMED_WORK) !== 0)) count++;
  if (prev !== null && next.child === prev.child) return count;
  for (let child = next.child; child !== null; child = child.sibling) count += countShapes(child, child.alternate);
  return count;
}

function onCommit(root: { current: Fiber }): void {
  if (state.shapeType === null) return;
  state.shapes[slot()]! += countShapes(root.current, root.current.alternate);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * After a move (`moved`): resolves with the moves seen once `moves`
 * pointermoves have been seen and drawn (see above), at once if they have
 * been; gives up after 5 s (the driver then finds the move count wrong).
 * After a press or a release: after two frames and a task.
 */
function settle(moves: number, moved: boolean): Promise<number> {
  if (moved && moves <= drawn) return Promise.resolve(state.moves);
  if (!moved) {
    return new Promise((resolve) =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            sampleHeap();
            resolve(state.moves);
          }, 0),
        ),
      ),
    );
  }
  if (!trackDrawn) return Promise.resolve(state.moves);
  return new Promise((resolve) => {
    const wait = { moves, resolve };
    waiting.push(wait);
    setTimeout(() => {
      const i = waiting.indexOf(wait);
      if (i >= 0) {
        waiting.splice(i, 1);
        resolve(state.moves);
      }
    }, 5000);
  });
}

/** Starts a measured gesture: counters to zero; `track`: whether moves tell when they are drawn. */
function reset(track: boolean): void {
  trackDrawn = track;
  state.moves = 0;
  drawn = 0;
  state.items.fill(0);
  state.shapes.fill(0);
  state.commit.fill(0);
  state.heap.fill(0);
}

/** The per-move counters of moves 1..moves (index 0: the press). */
function read(moves: number) {
  sampleHeap();
  const take = (a: Float64Array) => Array.from(a.subarray(0, moves + 2));
  return { moves: state.moves, items: take(state.items), shapes: take(state.shapes), commit: take(state.commit), heap: take(state.heap) };
}

/** Where the probe's visible dot is drawn, CSS px (centre of its bounding box). */
function probeOnScreen() {
  const element = document.querySelector(state.probeSelector);
  if (!element) return { x: NaN, y: NaN };
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Shapes drawn with the hit colour's stroke. */
function hitsOnScreen(hitStroke: string): number {
  let count = 0;
  for (const element of document.querySelectorAll('svg circle, svg ellipse, svg path')) {
    if (getComputedStyle(element).stroke === hitStroke) count++;
  }
  return count;
}

declare global {
  interface Window {
    __bench: unknown;
    __benchCommit?: (root: { current: Fiber }) => void;
  }
}

window.__benchCommit = onCommit;
window.__bench = { state, settle, reset, read, probeOnScreen, hitsOnScreen, probe: () => state.probe() };

/** The scene size from the page's `?n=` (default 1000). */
export function sceneSize(): number {
  const n = Number(new URLSearchParams(location.search).get('n') ?? '1000');
  return Number.isInteger(n) && n > 0 ? n : 1000;
}

/** The hit and miss colours, the same in every page (`getComputedStyle` spells them `rgb(r, g, b)`). */
export const HIT_COLOR = 'rgb(214, 39, 40)';
export const MISS_COLOR = 'rgb(44, 160, 44)';

/**
 * Mounts the page under a `<Profiler>` and tells the driver it is ready.
 * `shapeType`: the component that draws one circle; `probe`: the probe's
 * position in scene units (y down); `probeSelector`: its visible dot.
 */
export function mount(app: ReactNode, options: { shapeType: unknown; probe: () => { x: number; y: number }; probeSelector: string }): void {
  state.shapeType = options.shapeType;
  state.probe = options.probe;
  state.probeSelector = options.probeSelector;
  document.body.style.margin = '0';
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <Profiler id="scene" onRender={onRender}>
      {app}
    </Profiler>,
  );
  void (async () => {
    while (!document.querySelector(state.probeSelector)) await nextFrame();
    await nextFrame();
    await nextFrame();
    state.ready = true;
  })();
}
