'use client';
import { useCallback, useMemo, useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import {
  boxHandlePoint,
  resizeBox,
  rotateBox,
  rotateBoxBy,
  selectionBox,
  type BoxTransform,
  type RotatedRect,
  type SnapTarget,
  type TransformableShape,
  type Vec2,
  type World,
  type WorldId,
} from '../../geometry/index';
import { transformFrame } from '../../geometry/transform/frameMap';
import type { Latest } from '../state/useLatest';
import { clientToElement, sceneUnitsPerPixel } from '../gesture/clientToScene';
import { watchWindow } from '../gesture/pointerListeners';
import { snapshotOf } from './groupMove';
import { moveSteps } from './selectionKeys';
import { landedOn, selectionSnap, snapRatioResize, snapResize } from './resizeSnap';
import { degrees, nearestHandle, partName, pivotTo, ROTATE_HANDLE_GAP, round, type BoxPart } from './transformHandles';
import { transformOptions } from './transformOptions';
import type { SelectionTransactions, TransformHandle } from './useSelectionGesture';
import type { SelectionNow } from './selectionActions';
import { NO_CYCLE, tabCycleStep, useUnwatchOnUnmount, type MoveCycle } from './selectionPointer';

export { ROTATE_HANDLE_GAP, TRANSFORM_HANDLES, rotateHandlePoint } from './transformHandles';

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
  /** "Resize selection, top-left corner", "Resize selection, top edge", "Rotate selection, 30°", "Rotation pivot". */
  readonly 'aria-label': string;
}

/** The transform box of a selection (`useSelection`'s `transformBox`, with `transformable`). */
export interface TransformBoxState {
  /**
   * The box, scene units (y down): for one rotated rect that rect; for other
   * selections their axis-aligned bounding box (rotation 0), or the turned box
   * a rotation left (kept until the selection or its shapes change otherwise);
   * during a resize or rotate, the gesture's proposed box.
   */
  readonly box: RotatedRect;
  /** The rotation pivot, scene units (y down): the box's centre unless the user moved it (or the `pivot` option says). */
  readonly pivot: Vec2;
  /** Props for one handle: spread them on the element drawn there (`<SelectionLayer transformable>` draws them). */
  readonly handleProps: (handle: TransformHandle) => TransformHandleProps;
  /** Props for the rotation pivot's handle ("Rotation pivot"): dragging it or its arrow keys move the pivot only (inert without the `pivotHandle` option). */
  readonly pivotProps: TransformHandleProps;
  /** Whether the pivot is drawn and takes presses and keys (the `pivotHandle` option). */
  readonly pivotHandle: boolean;
}

/** The box of the shapes `ids` in `world` now, or null when none is there. @internal */
export function boxOfSelection(world: World, ids: readonly WorldId[]): RotatedRect | null {
  const shapes = snapshotOf(world, ids);
  return shapes.length === 0 ? null : selectionBox(shapes as unknown as TransformableShape[]);
}

/** The pivot option of a rotation: none when it is the box's centre (turned about it exactly), or with Alt (about the centre). */
function pivotOption(box: RotatedRect, pivot: Vec2, alt: boolean): { pivot?: Vec2 } {
  return alt || (pivot.x === box.center.x && pivot.y === box.center.y) ? {} : { pivot };
}

/** A pointer gesture on a handle or the pivot, from its press. */
interface HandlePress {
  readonly pointerId: number;
  readonly handle: BoxPart;
  readonly clientX: number;
  readonly clientY: number;
  readonly start: Vec2;
  readonly box: RotatedRect;
  readonly pivot: Vec2;
  /** Scene units per CSS pixel at the press. */
  readonly perPixel: number;
  /** The transaction began (the pointer moved). */
  begun: boolean;
  last: { to: Vec2; shift: boolean; alt: boolean };
  /** Where the pointer was last, client px: Tab's choice holds until it moves on. */
  client: { x: number; y: number };
  /** Which snap candidate Tab has chosen (0: the best), and how many the last frame had. */
  cycle: number;
  candidates: number;
  /** Stops watching the window's keys (Tab, during a resize). */
  unwatch: (() => void) | null;
}

/**
 * The frame of a pointer gesture on `handle` from its start, with the
 * modifiers (Shift: keep ratio / snap the angle; Alt: about the centre) and,
 * for a resize, the selection's `snap` (with Shift at a corner, along the
 * ratio's diagonal: `snapRatioResize`), on the candidate Tab chose (`d.cycle`);
 * and which candidate of how many that is.
 */
function pointerFrame(d: HandlePress, handle: TransformHandle, now: SelectionNow, moving: ReadonlySet<WorldId>): [BoxTransform, SnapTarget | null, MoveCycle] {
  const o = now.options;
  const { min, snapStep } = transformOptions(o);
  const { to, shift, alt } = d.last;
  if (handle === 'rotate') return [rotateBox(d.box, d.start, to, { snap: shift, snapStep, ...pivotOption(d.box, d.pivot, alt) }), null, NO_CYCLE];
  const snap = selectionSnap(o.snap);
  const s = shift
    ? snapRatioResize(snap, d.box, handle, d.start, to, moving, d.perPixel, alt, d.cycle)
    : snapResize(snap, d.box, handle, d.start, to, moving, d.perPixel, d.cycle);
  const f = resizeBox(d.box, handle, d.start, s.pointer, { keepRatio: shift, fromCenter: alt, flip: true, minWidth: min, minHeight: min });
  return [f, s.target && landedOn(f, d.box, handle, s.target) ? s.target : null, { candidates: s.candidates, index: s.index }];
}

/** A run of keys on a handle: the box and pivot at its start and the total key offset or angle. */
interface KeyRun {
  readonly handle: TransformHandle;
  readonly box: RotatedRect;
  readonly pivot: Vec2;
  offset: Vec2;
  angle: number;
}

/** What a handle's props close over. */
interface HandleContext {
  readonly stateRef: Latest<SelectionNow>;
  readonly tx: SelectionTransactions;
  readonly press: { current: HandlePress | null };
  readonly keys: { current: KeyRun | null };
  readonly sceneOf: (e: ReactPointerEvent<Element>) => Vec2;
  readonly frame: (t: ReturnType<SelectionTransactions['current']>, f: BoxTransform, snap?: SnapTarget | null) => void;
  readonly finish: () => void;
  readonly redraw: (d: HandlePress) => void;
  readonly say: (message: string) => void;
  readonly setPivot: (p: Vec2, box: RotatedRect) => void;
  /** Whether the pivot takes presses (else the nearest handle is one of the other 9). */
  readonly pivotHandle: boolean;
  /** Keys anywhere in the window during a resize: Tab / Shift+Tab cycle the snap candidates. */
  readonly onWindowKey: (event: globalThis.KeyboardEvent) => void;
}

/**
 * The transform box's handles (the selection's `transformBox`): pointer drags
 * and keys on its 8 resize handles and its rotation handle, each a transaction
 * of the selection (`type` `'resize'` or `'rotate'`) whose every frame is
 * `transformShape(before, map)` with `map` from `resizeBox` / `rotateBox` of
 * the box at the gesture's start; and the rotation pivot, moved by a drag or
 * the arrow keys without a transaction. During a resize's drag, Tab /
 * Shift+Tab go to the next / previous snap candidate (told to `setCycle`, as
 * a move's), until the pointer moves on. @internal
 */
export function useTransformBox(
  stateRef: Latest<SelectionNow>,
  tx: SelectionTransactions,
  say: (message: string) => void,
  box: RotatedRect | null,
  pivot: Vec2 | null,
  setPivot: (p: Vec2, box: RotatedRect) => void,
  pivotHandle = false,
  setCycle: (cycle: MoveCycle) => void = IGNORE,
): TransformBoxState | null {
  const press = useRef<HandlePress | null>(null);
  useUnwatchOnUnmount(press);
  const keys = useRef<KeyRun | null>(null);
  const handlers = useMemo(() => {
    const sceneOf = (e: ReactPointerEvent<Element>) => (stateRef.current.options.clientToScene ?? clientToElement)(e.clientX, e.clientY, e.currentTarget);
    const frame = (t: ReturnType<SelectionTransactions['current']>, f: BoxTransform, snap: SnapTarget | null = null) => {
      if (t) tx.frame(transformFrame(f.map), ZERO, snap, f);
    };
    const finish = () => {
      const g = tx.current()?.gesture;
      tx.end('release');
      const f = g?.transform;
      if (f) say(announcement(g.type === 'rotate', f.box));
    };
    const redraw = (d: HandlePress) => {
      const t = tx.current();
      if (!t || !d.begun || d.handle === 'pivot') return;
      const [f, target, cycle] = pointerFrame(d, d.handle, stateRef.current, t.moving);
      d.candidates = cycle.candidates;
      setCycle(cycle);
      frame(t, f, target);
    };
    const onWindowKey = (event: globalThis.KeyboardEvent) => {
      const d = press.current;
      // with Shift held to keep the aspect ratio, Shift+Tab steps forward like Tab
      const step = d && d.begun && !event.defaultPrevented ? tabCycleStep(event, d.candidates, d.last.shift) : 0;
      if (step === 0) return;
      event.preventDefault();
      d!.cycle += step;
      redraw(d!);
    };
    return { sceneOf, frame, finish, redraw, say, setPivot, onWindowKey };
  }, [say, setPivot, setCycle, stateRef, tx]);

  // The pivot by value: a new point object at the same place is the same pivot.
  const px = pivot?.x ?? box?.center.x ?? 0;
  const py = pivot?.y ?? box?.center.y ?? 0;
  const p = useMemo(() => ({ x: px, y: py }), [px, py]);
  const partProps = useCallback(
    (part: BoxPart): TransformHandleProps => handlePropsOf(part, box!, p, { stateRef, tx, press, keys, pivotHandle, ...handlers }),
    [box, handlers, stateRef, tx, p, pivotHandle],
  );
  // eslint-disable-next-line react-hooks/refs -- `partProps` only makes closures; they read the refs when called, from event handlers
  return useMemo(() => (box ? { box, pivot: p, handleProps: partProps, pivotProps: partProps('pivot'), pivotHandle } : null), [box, partProps, p, pivotHandle]);
}

/** "Rotated to 15°" or "Resized to 36 × 50". */
function announcement(rotated: boolean, box: RotatedRect): string {
  return rotated ? `Rotated to ${degrees(box.rotation)}°` : `Resized to ${round(box.width)} × ${round(box.height)}`;
}

/** The props of one handle (or the pivot) of the box `b`: a press (the nearest part wins), its drag, release, loss, and keys. */
function handlePropsOf(part: BoxPart, b: RotatedRect, pivot: Vec2, c: HandleContext): TransformHandleProps {
  const { stateRef, tx, press, sceneOf, finish, redraw } = c;
  const lost = (e: ReactPointerEvent<Element>) => {
    if (press.current?.pointerId !== e.pointerId) return;
    const begun = press.current.begun;
    press.current.unwatch?.();
    press.current = null;
    if (begun && tx.current()?.gesture.input === 'pointer') tx.end('interrupted');
  };
  return {
    onPointerDown: (e) => {
      const { options: o, selected } = stateRef.current;
      if (o.disabled || (e.pointerType === 'mouse' && e.button !== 0) || selected.length === 0 || (part === 'pivot' && !c.pivotHandle)) return;
      e.stopPropagation();
      const start = sceneOf(e);
      const perPixel = sceneUnitsPerPixel(o.clientToScene ?? clientToElement, e.clientX, e.clientY, e.currentTarget, start);
      const h = nearestHandle(b, start, ROTATE_HANDLE_GAP * perPixel, part, c.pivotHandle ? pivot : undefined);
      press.current?.unwatch?.();
      press.current = {
        pointerId: e.pointerId,
        handle: h,
        clientX: e.clientX,
        clientY: e.clientY,
        start,
        box: b,
        pivot,
        perPixel,
        begun: false,
        last: { to: start, shift: false, alt: false },
        client: { x: e.clientX, y: e.clientY },
        cycle: 0,
        candidates: 0,
        // a resize's Tab cycles its snap candidates (a rotation and the pivot snap to no shape)
        unwatch: h === 'rotate' || h === 'pivot' ? null : watchWindow(e.currentTarget, c.onWindowKey, IGNORE),
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
        if (d.handle !== 'pivot' && !tx.begin('pointer', stateRef.current.selected, d.handle)) return;
        d.begun = true;
      }
      if (e.clientX !== d.client.x || e.clientY !== d.client.y) d.cycle = 0;
      d.client = { x: e.clientX, y: e.clientY };
      d.last = { to: sceneOf(e), shift: e.shiftKey, alt: e.altKey };
      if (d.handle !== 'pivot') redraw(d);
      else c.setPivot(pivotTo(d.box, { x: d.pivot.x + d.last.to.x - d.start.x, y: d.pivot.y + d.last.to.y - d.start.y }, PIVOT_SNAP * d.perPixel), d.box);
    },
    onPointerUp: (e) => {
      const d = press.current;
      if (!d || d.pointerId !== e.pointerId) return;
      d.unwatch?.();
      press.current = null;
      if (d.begun && d.handle === 'pivot') c.say('Rotation pivot moved');
      else if (d.begun && tx.current()?.gesture.input === 'pointer') finish();
    },
    onPointerCancel: lost,
    onLostPointerCapture: lost,
    onKeyDown: (e) => onHandleKey(e, part, b, pivot, c),
    tabIndex: 0,
    role: 'button',
    'aria-label': partName(part, b),
  };
}

/** A key on a handle or the pivot: Shift / Alt mid-drag redraw the frame; Escape mid-drag of the pivot puts it back; else {@link keyFrame}. */
function onHandleKey(e: KeyboardEvent<Element>, part: BoxPart, b: RotatedRect, pivot: Vec2, c: HandleContext): void {
  const d = c.press.current;
  if (d && (e.key === 'Shift' || e.key === 'Alt')) {
    // A frame is a function of the start and the modifiers: pressing Shift or Alt redraws it at once.
    d.last = { ...d.last, shift: e.shiftKey, alt: e.altKey };
    c.redraw(d);
    return;
  }
  if (d?.handle === 'pivot' && e.key === 'Escape') {
    c.press.current = null;
    c.setPivot(d.pivot, d.box);
    e.preventDefault();
    e.stopPropagation();
    return;
  }
  if (part === 'pivot') {
    if (!c.pivotHandle) return;
    const move = arrowOf(e, nowOf(c));
    if (!move || nowOf(c).options.disabled) return;
    e.preventDefault();
    const to = { x: pivot.x + move.x, y: pivot.y + move.y };
    c.setPivot(to, b);
    c.say(`Rotation pivot at ${round(to.x)}, ${round(to.y)}`);
    return;
  }
  if (!keyFrame(e, part, b, pivot, nowOf(c), c)) return;
  e.preventDefault();
  const f = c.tx.current()?.gesture.transform;
  if (f) c.say(announcement(part === 'rotate', f.box));
}

function nowOf(c: HandleContext): SelectionNow {
  return c.stateRef.current;
}

/** The move of an arrow key (Shift: `largeStep`; Alt allowed: it says "about the centre"), or null for other keys and with Ctrl or ⌘. */
function arrowOf(e: KeyboardEvent<Element>, now: SelectionNow): Vec2 | null {
  const arrow = ARROWS[e.key];
  if (!arrow || e.ctrlKey || e.metaKey) return null;
  const { step, largeStep } = moveSteps(now.options);
  const by = e.shiftKey ? largeStep : step;
  return { x: arrow[0] * by, y: (now.options.yUp ? -arrow[1] : arrow[1]) * by };
}

/**
 * A key on a handle: arrows move a resize handle by the selection's `step`
 * (Shift: `largeStep`; Alt: about the centre; ArrowUp toward −y, +y with
 * `yUp`); on the rotation handle ArrowRight / ArrowDown turn clockwise on
 * screen and ArrowLeft / ArrowUp counter-clockwise by 1° (Shift: 15°, landing
 * on the snap steps), about the pivot (Alt: the centre). A held run is one
 * gesture, ended by the last key up on the surface. Returns whether the key
 * was used.
 */
function keyFrame(e: KeyboardEvent<Element>, handle: TransformHandle, box: RotatedRect, pivot: Vec2, now: SelectionNow, c: HandleContext): boolean {
  const { tx, keys } = c;
  const o = now.options;
  const move = arrowOf(e, now);
  if (o.disabled || now.selected.length === 0 || !move) return false;
  let t = tx.current();
  if (!t) {
    t = tx.begin('keyboard', now.selected, handle);
    if (!t) return false;
    keys.current = { handle, box, pivot, offset: ZERO, angle: 0 };
  }
  const run = keys.current;
  if (t.gesture.input !== 'keyboard' || t.gesture.handle !== handle || !run || run.handle !== handle) return true;
  t.keys.add(e.key);
  const { min, snapStep } = transformOptions(o);
  if (handle === 'rotate') {
    const clockwise = e.key === 'ArrowRight' || e.key === 'ArrowDown';
    const screen = (clockwise ? 1 : -1) * (o.yUp ? -1 : 1);
    run.angle += (screen * (e.shiftKey ? 15 : 1) * Math.PI) / 180;
    c.frame(t, rotateBoxBy(run.box, run.angle, { snap: e.shiftKey, snapStep, ...pivotOption(run.box, run.pivot, e.altKey) }));
    return true;
  }
  run.offset = { x: run.offset.x + move.x, y: run.offset.y + move.y };
  const p0 = boxHandlePoint(run.box, handle);
  const to = { x: p0.x + run.offset.x, y: p0.y + run.offset.y };
  c.frame(t, resizeBox(run.box, handle, p0, to, { fromCenter: e.altKey, flip: true, minWidth: min, minHeight: min }));
  return true;
}

/** The arrow keys as unit moves on screen, y down. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });
const IGNORE = () => {};
/** A dragged pivot goes to the box's centre or a handle point within this many CSS px. */
const PIVOT_SNAP = 6;
