'use client';
import { useCallback, useMemo, useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import {
  boxHandlePoint,
  resizeBox,
  rotateBox,
  rotateBoxBy,
  selectionBox,
  transformShape,
  type Affine,
  type BoxTransform,
  type RotatedRect,
  type TransformableShape,
  type Vec2,
  type World,
  type WorldId,
} from '../../geometry/index';
import type { Latest } from '../state/useLatest';
import { arrowMove } from '../gesture/arrowKeys';
import { clientToElement, sceneUnitsPerPixel } from '../gesture/clientToScene';
import { snapshotOf, type EditedShape } from './groupMove';
import { moveSteps } from './selectionKeys';
import type { SelectionTransactions, TransformHandle } from './useSelectionGesture';
import type { SelectionNow, UseSelectionOptions } from './useSelection';

/**
 * The rotation handle's distance from the middle of the box's top edge, CSS
 * px, along the box's own −y axis (above an unturned box, y down).
 */
export const ROTATE_HANDLE_GAP = 28;

/** The 8 resize handles and the rotation handle, in drawing and tab order. */
export const TRANSFORM_HANDLES: readonly TransformHandle[] = Object.freeze([
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
  'rotate',
]);

/** Props to spread on one handle of the transform box (an SVG element): pointer, keys, focus and its accessible name. */
export interface TransformHandleProps {
  readonly onPointerDown: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerMove: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerUp: (event: ReactPointerEvent<Element>) => void;
  readonly onPointerCancel: (event: ReactPointerEvent<Element>) => void;
  readonly onLostPointerCapture: (event: ReactPointerEvent<Element>) => void;
  readonly onKeyDown: (event: KeyboardEvent<Element>) => void;
  readonly tabIndex: 0;
  readonly role: 'button';
  /** "Resize selection, top-left corner", "Resize selection, top edge", "Rotate selection, 30°". */
  readonly 'aria-label': string;
}

/** The transform box of a selection (`useSelection`'s `transformBox`, with `transformable`). */
export interface TransformBoxState {
  /**
   * The box, scene units (y down): for several shapes their axis-aligned
   * bounding box (rotation 0), for one rotated rect that rect; during a resize
   * or rotate, the gesture's proposed box (so a group's box turns while it is
   * rotated, and is axis-aligned again after).
   */
  readonly box: RotatedRect;
  /** Props for one handle: spread them on the element drawn there (`<SelectionLayer transformable>` draws them). */
  readonly handleProps: (handle: TransformHandle) => TransformHandleProps;
}

/** The rotation handle's point on `box`, `gap` scene units beyond the middle of its top edge. */
export function rotateHandlePoint(box: RotatedRect, gap: number): Vec2 {
  const top = boxHandlePoint(box, 'top');
  return { x: top.x + Math.sin(box.rotation) * gap, y: top.y - Math.cos(box.rotation) * gap };
}

/** Every `before` shape through `map` (`transformShape`): one frame of a resize or rotate, from the snapshot alone. @internal */
export function transformedShapes(before: readonly EditedShape[], map: Affine): EditedShape[] {
  const out = new Array<EditedShape>(before.length);
  for (let i = 0; i < before.length; i++) {
    const s = before[i]!;
    const r = transformShape(s as unknown as TransformableShape, map);
    out[i] = { id: s.id, kind: r.kind, shape: r.shape };
  }
  return out;
}

/** The box of the shapes `ids` in `world` now, or null when none is there. @internal */
export function boxOfSelection(world: World, ids: readonly WorldId[]): RotatedRect | null {
  const shapes = snapshotOf(world, ids);
  return shapes.length === 0 ? null : selectionBox(shapes as unknown as TransformableShape[]);
}

/** "top-left corner", "top edge", … */
function handleName(handle: TransformHandle): string {
  return handle.includes('-') ? `${handle} corner` : `${handle} edge`;
}

/** An angle in radians as whole degrees in (−180, 180]. */
export function degrees(radians: number): number {
  let d = Math.round((radians * 180) / Math.PI) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d === 0 ? 0 : d;
}

/** The resize and rotate options in force: min size (default 1) and snap step (default 15°, in radians). */
function transformOptions(o: UseSelectionOptions): { min: number; snapStep: number } {
  return { min: o.minSize ?? 1, snapStep: ((o.rotationSnap ?? 15) * Math.PI) / 180 };
}

/** The frame of a pointer gesture on `handle` from its start, with the modifiers (Shift: keep ratio / snap; Alt: about the centre). */
function pointerFrame(handle: TransformHandle, start: RotatedRect, from: Vec2, to: Vec2, shift: boolean, alt: boolean, o: UseSelectionOptions): BoxTransform {
  const { min, snapStep } = transformOptions(o);
  if (handle === 'rotate') return rotateBox(start, from, to, { snap: shift, snapStep });
  return resizeBox(start, handle, from, to, { keepRatio: shift, fromCenter: alt, flip: true, minWidth: min, minHeight: min });
}

/** A pointer gesture on a handle, from its press. */
interface HandlePress {
  readonly pointerId: number;
  readonly handle: TransformHandle;
  readonly clientX: number;
  readonly clientY: number;
  readonly start: Vec2;
  readonly box: RotatedRect;
  /** The transaction began (the pointer moved). */
  begun: boolean;
  last: { to: Vec2; shift: boolean; alt: boolean };
}

/** A run of keys on a handle: the box at its start and the total key offset or angle. */
interface KeyRun {
  readonly handle: TransformHandle;
  readonly box: RotatedRect;
  offset: Vec2;
  angle: number;
}

/**
 * The transform box's handles (the selection's `transformBox`): pointer drags
 * and keys on its 8 resize handles and its rotation handle, each a transaction
 * of the selection (`type` `'resize'` or `'rotate'`) whose every frame is
 * `transformShape(before, map)` with `map` from `resizeBox` / `rotateBox` of
 * the box at the gesture's start. @internal
 */
export function useTransformBox(
  stateRef: Latest<SelectionNow>,
  tx: SelectionTransactions,
  say: (message: string) => void,
  box: RotatedRect | null,
): TransformBoxState | null {
  const press = useRef<HandlePress | null>(null);
  const keys = useRef<KeyRun | null>(null);
  const handlers = useMemo(() => {
    const sceneOf = (e: ReactPointerEvent<Element>) => (stateRef.current.options.clientToScene ?? clientToElement)(e.clientX, e.clientY, e.currentTarget);
    const frame = (t: ReturnType<SelectionTransactions['current']>, f: BoxTransform) => {
      if (t) tx.frame(transformedShapes(t.gesture.before, f.map), ZERO, null, f);
    };
    const finish = () => {
      const g = tx.current()?.gesture;
      tx.end('release');
      const f = g?.transform;
      if (!f) return;
      say(g.type === 'rotate' ? `Rotated to ${degrees(f.box.rotation)}°` : `Resized to ${round(f.box.width)} × ${round(f.box.height)}`);
    };
    const redraw = (d: HandlePress) => {
      const t = tx.current();
      if (!t || !d.begun) return;
      frame(t, pointerFrame(d.handle, d.box, d.start, d.last.to, d.last.shift, d.last.alt, stateRef.current.options));
    };
    return { sceneOf, frame, finish, redraw, say };
  }, [say, stateRef, tx]);

  const handleProps = useCallback(
    (handle: TransformHandle): TransformHandleProps => handlePropsOf(handle, box!, { stateRef, tx, press, keys, ...handlers }),
    [box, handlers, stateRef, tx],
  );
  return useMemo(() => (box ? { box, handleProps } : null), [box, handleProps]);
}

/** What a handle's props close over. */
interface HandleContext {
  readonly stateRef: Latest<SelectionNow>;
  readonly tx: SelectionTransactions;
  readonly press: { current: HandlePress | null };
  readonly keys: { current: KeyRun | null };
  readonly sceneOf: (e: ReactPointerEvent<Element>) => Vec2;
  readonly frame: (t: ReturnType<SelectionTransactions['current']>, f: BoxTransform) => void;
  readonly finish: () => void;
  readonly redraw: (d: HandlePress) => void;
  readonly say: (message: string) => void;
}

/** The props of one handle of the box `b`: a press (the nearest handle wins), its drag, release, loss, and keys. */
function handlePropsOf(handle: TransformHandle, b: RotatedRect, c: HandleContext): TransformHandleProps {
  const { stateRef, tx, press, keys, sceneOf, frame, finish, redraw } = c;
  const lost = (e: ReactPointerEvent<Element>) => {
    if (press.current?.pointerId !== e.pointerId) return;
    const begun = press.current.begun;
    press.current = null;
    if (begun && tx.current()?.gesture.input === 'pointer') tx.end('interrupted');
  };
  return {
    onPointerDown: (e) => {
      const { options: o, selected } = stateRef.current;
      if (o.disabled || (e.pointerType === 'mouse' && e.button !== 0) || selected.length === 0) return;
      e.stopPropagation();
      const start = sceneOf(e);
      const perPixel = sceneUnitsPerPixel(o.clientToScene ?? clientToElement, e.clientX, e.clientY, e.currentTarget, start);
      const h = nearestHandle(b, start, ROTATE_HANDLE_GAP * perPixel, handle);
      press.current = {
        pointerId: e.pointerId,
        handle: h,
        clientX: e.clientX,
        clientY: e.clientY,
        start,
        box: b,
        begun: false,
        last: { to: start, shift: false, alt: false },
      };
      try {
        e.currentTarget.setPointerCapture?.(e.pointerId);
      } catch {
        // not an active pointer (synthetic events)
      }
    },
    onPointerMove: (e) => {
      const d = press.current;
      if (!d || d.pointerId !== e.pointerId) return;
      if (!d.begun) {
        if (e.clientX === d.clientX && e.clientY === d.clientY) return;
        if (!tx.begin('pointer', stateRef.current.selected, d.handle)) return;
        d.begun = true;
      }
      d.last = { to: sceneOf(e), shift: e.shiftKey, alt: e.altKey };
      redraw(d);
    },
    onPointerUp: (e) => {
      const d = press.current;
      if (!d || d.pointerId !== e.pointerId) return;
      press.current = null;
      if (d.begun && tx.current()?.gesture.input === 'pointer') finish();
    },
    onPointerCancel: lost,
    onLostPointerCapture: lost,
    onKeyDown: (e) => {
      const d = press.current;
      if (d && (e.key === 'Shift' || e.key === 'Alt')) {
        // A frame is a function of the start and the modifiers: pressing Shift or Alt redraws it at once.
        d.last = { ...d.last, shift: e.shiftKey, alt: e.altKey };
        redraw(d);
        return;
      }
      if (!keyFrame(e, handle, b, stateRef.current, tx, keys, frame)) return;
      e.preventDefault();
      const f = tx.current()?.gesture.transform;
      if (f) c.say(handle === 'rotate' ? `Rotated to ${degrees(f.box.rotation)}°` : `Resized to ${round(f.box.width)} × ${round(f.box.height)}`);
    },
    tabIndex: 0,
    role: 'button',
    'aria-label': handle === 'rotate' ? `Rotate selection, ${degrees(b.rotation)}°` : `Resize selection, ${handleName(handle)}`,
  };
}

/**
 * A key on a handle: arrows move a resize handle by the selection's `step`
 * (Shift: `largeStep`; ArrowUp toward −y, +y with `yUp`); on the rotation
 * handle ArrowRight / ArrowDown turn clockwise on screen and ArrowLeft /
 * ArrowUp counter-clockwise by 1° (Shift: 15°, landing on the snap steps). A
 * held run is one gesture, ended by the last key up on the surface. Returns
 * whether the key was used.
 */
function keyFrame(
  e: KeyboardEvent<Element>,
  handle: TransformHandle,
  box: RotatedRect,
  now: SelectionNow,
  tx: SelectionTransactions,
  keys: { current: KeyRun | null },
  frame: (t: ReturnType<SelectionTransactions['current']>, f: BoxTransform) => void,
): boolean {
  const o = now.options;
  if (o.disabled || now.selected.length === 0 || !ARROWS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return false;
  let t = tx.current();
  if (!t) {
    t = tx.begin('keyboard', now.selected, handle);
    if (!t) return false;
    keys.current = { handle, box, offset: ZERO, angle: 0 };
  }
  const run = keys.current;
  if (t.gesture.input !== 'keyboard' || t.gesture.handle !== handle || !run || run.handle !== handle) return true;
  t.keys.add(e.key);
  const { min, snapStep } = transformOptions(o);
  if (handle === 'rotate') {
    const clockwise = e.key === 'ArrowRight' || e.key === 'ArrowDown';
    const screen = (clockwise ? 1 : -1) * (o.yUp ? -1 : 1);
    run.angle += (screen * (e.shiftKey ? 15 : 1) * Math.PI) / 180;
    frame(t, rotateBoxBy(run.box, run.angle, { snap: e.shiftKey, snapStep }));
    return true;
  }
  const move = arrowMove(e, moveSteps(o), o.yUp ?? false)!;
  run.offset = { x: run.offset.x + move.x, y: run.offset.y + move.y };
  const p0 = boxHandlePoint(run.box, handle);
  const to = { x: p0.x + run.offset.x, y: p0.y + run.offset.y };
  frame(t, resizeBox(run.box, handle, p0, to, { flip: true, minWidth: min, minHeight: min }));
  return true;
}

/**
 * The handle a press at `p` grabs: the nearest of the 9 handle points (the
 * rotation handle `gap` beyond the top edge), so where targets overlap on a
 * small box the nearest handle wins; `pressed` (the element hit) on a tie.
 */
export function nearestHandle(box: RotatedRect, p: Vec2, gap: number, pressed: TransformHandle): TransformHandle {
  const at = (h: TransformHandle) => (h === 'rotate' ? rotateHandlePoint(box, gap) : boxHandlePoint(box, h));
  let best = pressed;
  let bestD = Math.hypot(at(pressed).x - p.x, at(pressed).y - p.y);
  for (const h of TRANSFORM_HANDLES) {
    const q = at(h);
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bestD) {
      best = h;
      bestD = d;
    }
  }
  return best;
}

const ARROWS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

/** A size for an announcement: at most two decimals. */
function round(v: number): number {
  return Math.round(v * 100) / 100;
}
