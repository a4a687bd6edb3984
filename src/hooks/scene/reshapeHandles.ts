'use client';
import { useCallback, useMemo, useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { boxHandlePoint, type ObstacleKind, type Vec2, type World, type WorldId } from '../../geometry/index';
import type { Latest } from '../state/useLatest';
import { arrowMove } from '../gesture/arrowKeys';
import { clientToElement, keyPerPixel, sceneUnitsPerPixel } from '../gesture/clientToScene';
import { watchWindow } from '../gesture/pointerListeners';
import { isReshapable, vertexFrame, type ReshapableKind, vertexPhrase, vertexPoints, withVertex } from './reshape';
import { selectionSnap } from './resizeSnap';
import { moveSteps } from './selectionKeys';
import { nearestHandle, round, ROTATE_HANDLE_GAP, rotateHandlePoint } from './transformHandles';
import type { TransformBoxState, TransformHandleProps } from './transformBox';
import type { SelectionTransactions } from './useSelectionGesture';
import type { EditedShape } from './groupMove';
import type { SelectionNow } from './selectionActions';
import { tabCycleStep, useUnwatchOnUnmount, type MoveCycle } from './selectionPointer';

/** The vertex handles of one selected shape (`useSelection`'s `reshape`, with `reshapable`). */
export interface ReshapeState {
  /** The shape's id. */
  readonly id: WorldId;
  /** Its kind: `'segment'`, `'polyline'` or `'polygon'`. */
  readonly kind: ReshapableKind;
  /** Where its vertex handles are, scene units (y down), as the world holds the shape now (during a gesture, the frame's). */
  readonly vertices: readonly Vec2[];
  /**
   * Props for vertex `index`'s handle: spread them on the element drawn there
   * (`<SelectionLayer reshapable>` draws them). Named "Move vertex 2 of 5,
   * rock" ("Move start, wall w1" / "Move end, …" for a segment).
   */
  readonly handleProps: (index: number) => TransformHandleProps;
}

/** A pointer drag of a vertex, from its press. */
interface VertexPress {
  readonly pointerId: number;
  readonly index: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly start: Vec2;
  readonly perPixel: number;
  /** The press went to a transform-box handle nearer to it: every event of the pointer is forwarded there. */
  readonly delegate: TransformHandleProps | null;
  begun: boolean;
  /** Which snap candidate Tab has chosen, until the pointer moves on. */
  cycle: number;
  candidates: number;
  last: { clientX: number; clientY: number; element: Element };
  unwatch: (() => void) | null;
}

/** What the handles' props close over. */
interface Context {
  readonly stateRef: Latest<SelectionNow>;
  readonly tx: SelectionTransactions;
  readonly say: (message: string) => void;
  readonly press: { current: VertexPress | null };
  /** Told which snap candidate a drag's frame sits on, of how many. */
  readonly setCycle: (cycle: MoveCycle) => void;
}

/**
 * The vertex handles of the one selected shape when it is a segment, a
 * polyline or a polygon (option `reshapable`): a drag or the arrow keys move
 * one vertex, a transaction of the selection (`type` `'reshape'`, `vertex`
 * its index) whose every frame is the snapshot with that vertex moved
 * (snapped, kept inside `bounds`). A press grabs the nearest vertex, or the
 * transform box's handle (`box`) when that is nearer. Returns the handles
 * (null unless enabled with one such shape selected) and the drag's snap cycle. @internal
 */
export function useReshape(
  stateRef: Latest<SelectionNow>,
  tx: SelectionTransactions,
  say: (message: string) => void,
  world: World,
  selected: readonly WorldId[],
  enabled: boolean,
  box: TransformBoxState | null,
  setCycle: (next: MoveCycle) => void,
): ReshapeState | null {
  const press = useRef<VertexPress | null>(null);
  useUnwatchOnUnmount(press);
  const id = enabled && selected.length === 1 ? selected[0]! : null;
  const entry = id === null ? undefined : world.lookup(id);
  const shape = entry?.shape;
  const kind = entry?.kind;
  const vertices = useMemo(() => (kind && shape && isReshapable(kind) ? vertexPoints(kind, shape) : null), [kind, shape]);
  const handleProps = useCallback(
    (index: number) => vertexProps(index, vertices ?? [], kind!, id!, box, { stateRef, tx, say, press, setCycle }),
    [vertices, kind, id, box, stateRef, tx, say, setCycle],
  );
  return useMemo(
    () => (id === null || !vertices || !kind || !isReshapable(kind) ? null : { id, kind, vertices, handleProps }),
    [id, vertices, kind, handleProps],
  );
}

/** The shape's name in announcements (the selection's `describe`, else "<kind> <id>"). */
function shapeName(now: SelectionNow, id: WorldId): string {
  const entry = now.world.lookup(id);
  if (!entry) return String(id);
  return now.options.describe ? now.options.describe(id, entry) : `${entry.kind} ${String(id)}`;
}

/** The transform-box part nearer to `p` than `d` (scene units), if any: its props. Ties go to the vertex. */
function nearerBoxPart(box: TransformBoxState | null, p: Vec2, d: number, perPixel: number): TransformHandleProps | null {
  if (!box) return null;
  const gap = ROTATE_HANDLE_GAP * perPixel;
  const part = nearestHandle(box.box, p, gap, 'rotate', box.pivotHandle ? box.pivot : undefined);
  const q = part === 'pivot' ? box.pivot : part === 'rotate' ? rotateHandlePoint(box.box, gap) : boxHandlePoint(box.box, part);
  if (Math.hypot(q.x - p.x, q.y - p.y) >= d) return null;
  return part === 'pivot' ? box.pivotProps : box.handleProps(part);
}

/** The nearest vertex of `vertices` to `p` (`pressed` on a tie) and its distance. */
function nearestVertex(vertices: readonly Vec2[], p: Vec2, pressed: number): [number, number] {
  let best = pressed;
  let bestD = Math.hypot(vertices[pressed]!.x - p.x, vertices[pressed]!.y - p.y);
  vertices.forEach((v, k) => {
    const d = Math.hypot(v.x - p.x, v.y - p.y);
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  });
  return [best, bestD];
}

/** A frame of a pointer drag: the snapshot with the vertex moved by the pointer's offset, snapped (the candidate Tab chose), in `bounds`. */
function dragFrame(d: VertexPress, c: Context): void {
  const t = c.tx.current();
  if (!t || t.gesture.type !== 'reshape') return;
  const o = c.stateRef.current.options;
  const toScene = o.clientToScene ?? clientToElement;
  const p = toScene(d.last.clientX, d.last.clientY, d.last.element);
  const before = t.gesture.before[0]!;
  const f = vertexFrame(selectionSnap(o.snap), before, d.index, p.x - d.start.x, p.y - d.start.y, t.moving, d.perPixel, { cycle: d.cycle, bounds: o.bounds });
  if (!Number.isFinite(f.to.x) || !Number.isFinite(f.to.y)) return;
  d.candidates = f.move.candidates;
  c.setCycle({ candidates: f.move.candidates, index: f.move.index });
  c.tx.frame([withVertex(before, d.index, f.to)], { x: f.move.dx, y: f.move.dy }, f.move.target);
}

/** Whether `s` (a gesture's snapshot) has a vertex handle `index`: not when the shape was replaced since the press. */
function hasVertex(s: EditedShape, index: number): boolean {
  return isReshapable(s.kind) && index < vertexPoints(s.kind, s.shape).length;
}

/** Where vertex `index` is now, in words: "vertex 2 of 5, rock, at 30, 40" ("end, wall w1, at 30, 40" for a segment). */
function where(c: Context, index: number): string {
  const s = c.tx.current()?.gesture.after[0];
  if (!s) return '';
  const points = vertexPoints(s.kind, s.shape);
  const p = points[index]!;
  return `${vertexPhrase(s.kind, index, points.length, shapeName(c.stateRef.current, s.id))}, at ${round(p.x)}, ${round(p.y)}`;
}

/** What ends a vertex press (`stop`), and the window's keys during its drag (Escape cancels, Tab cycles the snap candidates). */
function pressHelpers(c: Context) {
  const { tx, press } = c;
  const stop = (d: VertexPress) => {
    d.unwatch?.();
    press.current = null;
  };
  const onWindowKey = (event: globalThis.KeyboardEvent) => {
    const d = press.current;
    if (!d || !d.begun || d.delegate || event.defaultPrevented) return;
    const step = tabCycleStep(event, d.candidates);
    if (event.key === 'Escape') {
      event.preventDefault();
      stop(d);
      tx.end('escape');
    } else if (step !== 0) {
      event.preventDefault();
      d.cycle += step;
      dragFrame(d, c);
    }
  };
  /** The window lost focus or the page was hidden: the drag ends where it is. */
  const interrupt = () => {
    const d = press.current;
    if (d) stop(d);
    if (d?.begun && tx.current()?.gesture.input === 'pointer') tx.end('interrupted');
  };
  return { stop, onWindowKey, interrupt };
}

/** A press on vertex `index`'s handle: the nearest vertex is grabbed, or the press goes to a nearer transform-box handle. */
function pressVertex(e: ReactPointerEvent<Element>, index: number, vertices: readonly Vec2[], box: TransformBoxState | null, c: Context) {
  const { options: o } = c.stateRef.current;
  if (o.disabled || (e.pointerType === 'mouse' && e.button !== 0) || index >= vertices.length) return;
  e.stopPropagation();
  const toScene = o.clientToScene ?? clientToElement;
  const start = toScene(e.clientX, e.clientY, e.currentTarget);
  const perPixel = sceneUnitsPerPixel(toScene, e.clientX, e.clientY, e.currentTarget, start);
  const [nearest, d] = nearestVertex(vertices, start, index);
  const delegate = nearerBoxPart(box, start, d, perPixel);
  c.press.current?.unwatch?.();
  const { clientX, clientY, pointerId } = e;
  const last = { clientX, clientY, element: e.currentTarget };
  const p: VertexPress = { pointerId, index: nearest, clientX, clientY, start, perPixel, delegate, begun: false, cycle: 0, candidates: 0, last, unwatch: null };
  c.press.current = p;
  if (delegate) {
    delegate.onPointerDown(e);
    return;
  }
  const { onWindowKey, interrupt } = pressHelpers(c);
  p.unwatch = watchWindow(e.currentTarget, onWindowKey, interrupt);
  try {
    e.currentTarget.setPointerCapture?.(e.pointerId);
  } catch {
    // not an active pointer (synthetic events)
  }
}

/** The props of vertex `index`'s handle: a press (the nearest vertex, or a nearer box handle, wins), its drag, release, loss, and keys. */
function vertexProps(
  index: number,
  vertices: readonly Vec2[],
  kind: ObstacleKind,
  id: WorldId,
  box: TransformBoxState | null,
  c: Context,
): TransformHandleProps {
  const { stateRef, tx, press } = c;
  const { stop } = pressHelpers(c);
  const lost = (e: ReactPointerEvent<Element>) => {
    const d = press.current;
    if (d?.pointerId !== e.pointerId) return;
    stop(d);
    if (d.delegate) d.delegate.onLostPointerCapture(e);
    else if (d.begun && tx.current()?.gesture.input === 'pointer') tx.end('interrupted');
  };
  return {
    onPointerDown: (e) => pressVertex(e, index, vertices, box, c),
    onPointerMove: (e) => {
      const d = press.current;
      if (!d || d.pointerId !== e.pointerId) return;
      if (d.delegate) {
        d.delegate.onPointerMove(e);
        return;
      }
      if (!d.begun) {
        if (e.clientX === d.clientX && e.clientY === d.clientY) return;
        const t = tx.begin('pointer', [id], d.index);
        if (!t) return;
        d.begun = true;
        if (!hasVertex(t.gesture.before[0]!, d.index)) {
          // another writer replaced the shape since the press (fewer points, another kind): no such vertex to drag
          stop(d);
          tx.end('interrupted', true);
          return;
        }
      }
      if (e.clientX !== d.last.clientX || e.clientY !== d.last.clientY) d.cycle = 0;
      d.last = { clientX: e.clientX, clientY: e.clientY, element: e.currentTarget };
      dragFrame(d, c);
    },
    onPointerUp: (e) => {
      const d = press.current;
      if (!d || d.pointerId !== e.pointerId) return;
      stop(d);
      if (d.delegate) d.delegate.onPointerUp(e);
      else if (d.begun && tx.current()?.gesture.input === 'pointer') {
        const said = where(c, d.index);
        tx.end('release');
        c.say(`Moved ${said}`);
      }
    },
    onPointerCancel: lost,
    onLostPointerCapture: lost,
    onKeyDown: (e) => onVertexKey(e, index, id, c),
    tabIndex: 0,
    role: 'button',
    'aria-label': `Move ${vertexPhrase(kind, index, vertices.length, shapeName(stateRef.current, id))}`,
  };
}

/**
 * An arrow key on vertex `index`'s handle: moves the vertex by the
 * selection's `step` (Shift: `largeStep`; ArrowUp toward −y, +y with `yUp`),
 * snapped onto a target ahead (as a `<Handle>`'s keys), kept inside `bounds`;
 * a held run is one gesture, ended by the last key up on the surface.
 */
function onVertexKey(e: KeyboardEvent<Element>, index: number, id: WorldId, c: Context): void {
  const now = c.stateRef.current;
  const o = now.options;
  if (o.disabled || e.defaultPrevented) return;
  const move = arrowMove(e, moveSteps(o), o.yUp ?? false);
  if (!move) return;
  e.preventDefault();
  const t = c.tx.current() ?? c.tx.begin('keyboard', [id], index);
  if (!t || t.gesture.input !== 'keyboard' || t.gesture.vertex !== index) return;
  t.keys.add(e.key);
  // from where the last key left the vertex (snapped, clamped): a run that stopped on a target never snaps back
  const total = { x: t.gesture.offset.x + move.x, y: t.gesture.offset.y + move.y };
  const snap = selectionSnap(o.snap);
  const perPixel = typeof snap === 'object' ? keyPerPixel(o.clientToScene ?? clientToElement, e.currentTarget) : 1;
  const before = t.gesture.before[0]!;
  const f = vertexFrame(snap, before, index, total.x, total.y, t.moving, perPixel, { nudge: move, bounds: o.bounds });
  if (!Number.isFinite(f.to.x) || !Number.isFinite(f.to.y)) return;
  c.tx.frame([withVertex(before, index, f.to)], { x: f.move.dx, y: f.move.dy }, f.move.target);
  const said = where(c, index);
  c.say(`${said.charAt(0).toUpperCase()}${said.slice(1)}`);
}
