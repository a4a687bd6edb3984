'use client';
import { useEffect, useRef, useState } from 'react';
import type { BoxTransform, ResizeHandle, SnapTarget, Vec2, World, WorldId } from '../../geometry/index';
import type { DragEndInfo, DragEndReason, DragInput } from '../gesture/dragEvents';
import { useLatest, type Latest } from '../state/useLatest';
import { pointerDragEnded, pointerDragStarted } from '../gesture/pointerDrags';
import { floatShapes, settleShapes, writeFrame, writeMappedFrame } from '../../geometry/world/world';
import type { FrameMap } from '../../geometry/transform/frameMap';
import { frameShapes, snapshotOf, type EditedShape } from './groupMove';

export type { EditedShape } from './groupMove';

/**
 * A gesture on the selection, as its callbacks see it: a transaction from the
 * shapes as they were when it started (`before`) to the shapes it proposes
 * now (`after`). Every frame is computed from `before` and the pointer or key
 * state alone (never from the previous frame), so a long gesture does not
 * drift and Escape can restore `before` exactly.
 */
export interface SelectionGesture {
  /**
   * What the gesture does: `'move'` (press-and-drag, arrow keys), `'resize'`
   * (a transform box's corner or edge handle), `'rotate'` (its rotation handle)
   * or `'pinch'` (two fingers on a `transformable` selection: scale, turn and move at once), or
   * `'reshape'` (a vertex handle of one `reshapable` shape: one of its points moves, the others stay).
   */
  readonly type: SelectionGestureType;
  /** What drives it: a pointer, or a run of arrow keys (one gesture from the first key down to the last key up). */
  readonly input: DragInput;
  /** The shapes it edits, in the selection's order (those still in the world when it started). */
  readonly ids: readonly WorldId[];
  /** Each shape as it was when the gesture started, in the order of `ids` (the world's own objects). */
  readonly before: readonly EditedShape[];
  /**
   * Each shape as the gesture proposes it now, in the order of `ids`; at the
   * end, as it ends (equal to `before` when cancelled). New frozen objects
   * (a move by zero keeps `before`'s), made when first read: a frame of a move
   * or transform that no one reads makes none (the world holds its own
   * objects of the same shapes, equal to these).
   */
  readonly after: readonly EditedShape[];
  /** For a move: the total offset from the start, scene units (y down; after snapping); for a reshape, the dragged vertex's. */
  readonly offset: Vec2;
  /** The snap target the grabbed shape (a reshape: the dragged vertex) sits on now (`objectSnap` or its grid), or null. */
  readonly snap: SnapTarget | null;
  /** For a resize: the handle dragged; for a rotate: `'rotate'`; for a move or a pinch: null. */
  readonly handle: TransformHandle | null;
  /**
   * For a reshape: the index of the dragged vertex among the shape's points
   * (a segment: 0 its start, 1 its end; a polyline or polygon: the index in
   * `points`); null for every other gesture.
   */
  readonly vertex: number | null;
  /**
   * For a resize, rotate or pinch: the transform box's frame (`resizeBox` /
   * `rotateBox` / `pinchBox` of the box at the start: the proposed box, `scaleX`, `scaleY`,
   * `angle`, and the map each `before` shape went through with
   * `transformShape`); null before the first frame, for a move, and when cancelled.
   */
  readonly transform: BoxTransform | null;
}

/** What a selection gesture does (see {@link SelectionGesture}). */
export type SelectionGestureType = 'move' | 'resize' | 'rotate' | 'pinch' | 'reshape';

/** A transform box's handle: one of the 8 resize handles, or the rotation handle. */
export type TransformHandle = ResizeHandle | 'rotate';

/** The transaction options of {@link useSelection} (and `<SelectionLayer>`). */
export interface SelectionGestureOptions {
  /**
   * `true` (default): the hook writes every frame into the world,
   * `world.update(id, shape)` per moved shape, so pick, hover and snapping see
   * the shapes where they are drawn during the gesture, and restores `before`
   * on Escape. `false` (controlled): the hook writes nothing; apply
   * `gesture.after` in `onGestureChange` (and `gesture.before` in a cancelled
   * `onGestureEnd`) yourself, to the world or to your own state.
   * @defaultValue true
   */
  readonly updateWorld?: boolean | undefined;
  /** A gesture started (a drag past the click slop, the first arrow key of a run). */
  readonly onGestureStart?: ((gesture: SelectionGesture) => void) | undefined;
  /** A new frame: `gesture.after` holds the proposed shapes (already in the world unless `updateWorld` is false). Re-render your shapes here. */
  readonly onGestureChange?: ((gesture: SelectionGesture) => void) | undefined;
  /**
   * The gesture ended, exactly once per gesture: released (`cancelled: false`:
   * record one undo step, `before` → `after`), Escape or unmount (`cancelled:
   * true`: the shapes are back to `before`), or interrupted (pointer cancel,
   * lost capture or focus: `cancelled: false`, the shapes stay where they got;
   * except a pinch, which a `pointercancel` restores: reason `'interrupted'`,
   * `cancelled: true`).
   */
  readonly onGestureEnd?: ((gesture: SelectionGesture, info: DragEndInfo) => void) | undefined;
}

/** A running transaction. @internal */
export interface Transaction {
  gesture: SelectionGesture;
  /** The ids it edits, for filters (snapping leaves them out). */
  readonly moving: ReadonlySet<WorldId>;
  /** Keys held (a keyboard gesture ends when the last is released). */
  readonly keys: Set<string>;
  /** How many `world.update`s its frames have made so far (each adds exactly 1 to `world.version`). */
  writes: number;
  /** Whether a frame has been written (a cancel then puts `before` back). */
  written: boolean;
  /** The world whose shapes it floats (`floatShapes`: written every frame, kept off the grid until the end), or null (`updateWorld` false). */
  readonly floated: World | null;
}

/**
 * Per frame of a gesture (its `SelectionGesture` object, made once per frame
 * and never changed), how many `world.update`s the gesture had made when that
 * frame was written: a layer that sees `world.version` move by exactly as
 * many since its last drawing knows nothing but the gesture's own shapes
 * changed (`WorldLayer`'s tiles then skip their pass over every shape). A
 * frame's count is set once, when the frame is written. @internal
 */
const framesWrites = new WeakMap<SelectionGesture, number>();

/** The world writes a gesture had made when its frame `gesture` was written (undefined: not a written frame of a running gesture). @internal */
export function gestureWrites(gesture: SelectionGesture): number | undefined {
  return framesWrites.get(gesture);
}

/** What {@link useSelectionGesture} gives the selection's pointer and keys. @internal */
export interface SelectionTransactions {
  readonly current: () => Transaction | null;
  /**
   * Starts a gesture on `ids` (snapshot of the world now), a move unless `handle` says which transform handle (or `'pinch'`, or
   * a vertex index: a reshape); null when none of them is in the world. Ends a running one first (released).
   */
  readonly begin: (input: DragInput, ids: readonly WorldId[], handle?: TransformHandle | 'pinch' | number) => Transaction | null;
  /**
   * A frame: the proposed shapes (same order as `before`), or the map that
   * takes `before` to them (written as numbers, the shape objects made only
   * when asked for: `writeMappedFrame`); the offset, the snap target and, for
   * a resize or rotate, the box's frame.
   */
  readonly frame: (after: readonly EditedShape[] | FrameMap, offset: Vec2, snap: SnapTarget | null, transform?: BoxTransform) => void;
  /** Ends the running gesture (no-op without one); Escape and unmount restore `before`, as does any reason with `restore` (then cancelled). */
  readonly end: (reason: DragEndReason, restore?: boolean) => void;
}

/**
 * The transaction side of editing a selection: one gesture at a time, a
 * snapshot at its start, frames written into the world (unless `updateWorld`
 * is false), exactly one end, Escape and unmount restoring the snapshot.
 * Returns the running gesture (re-rendered on every frame) and the actions. @internal
 */
export function useSelectionGesture(world: World, options: SelectionGestureOptions): [SelectionGesture | null, SelectionTransactions] {
  const [shown, setShown] = useState<SelectionGesture | null>(null);
  const tx = useRef<Transaction | null>(null);
  const latest = useLatest({ world, options });
  // eslint-disable-next-line react-hooks/refs -- `transactions` only makes closures; they read the refs when called, from event handlers and effects
  const [actions] = useState(() => transactions(tx, latest, setShown));
  // Unmounted mid-gesture: the shapes go back, and the end is reported as cancelled.
  useEffect(() => () => actions.end('unmount'), [actions]);
  return [shown, actions];
}

/** The transaction actions over the running gesture `tx`, reading the world and callbacks of the last render through `latest`. */
function transactions(
  tx: { current: Transaction | null },
  latest: Latest<{ world: World; options: SelectionGestureOptions }>,
  setShown: (gesture: SelectionGesture | null) => void,
): SelectionTransactions {
  /** Writes a frame's shapes, or `before` through its map, into the world (unless `updateWorld` is false); how many `world.update`s that made. */
  const write = (shapes: readonly EditedShape[] | FrameMap, before: readonly EditedShape[]): number => {
    const { world: w, options: o } = latest.current;
    if (o.updateWorld === false) return 0;
    return isShapeList(shapes) ? writeFrame(w, shapes) : writeMappedFrame(w, before, shapes);
  };
  const end = (reason: DragEndReason, restore = false) => {
    const t = tx.current;
    if (!t) return;
    tx.current = null;
    if (t.gesture.input === 'pointer') pointerDragEnded(); // a snap cursor takes Tab again
    const cancelled = restore || reason === 'escape' || reason === 'unmount';
    let g = t.gesture;
    if (cancelled) {
      if (t.written) write(g.before, g.before); // no frame yet: nothing was written, nothing to put back
      g = frameGesture(g, g.before, ZERO, null, null);
    }
    if (t.floated) settleShapes(t.floated);
    if (reason !== 'unmount') setShown(null);
    latest.current.options.onGestureEnd?.(g, { input: g.input, reason, cancelled });
  };
  const begin = (input: DragInput, ids: readonly WorldId[], handle?: TransformHandle | 'pinch' | number) => {
    end('release');
    const before = Object.freeze(snapshotOf(latest.current.world, ids));
    if (before.length === 0) return null;
    const vertex = typeof handle === 'number' ? handle : null;
    const gesture: SelectionGesture = Object.freeze({
      type: typeOf(handle),
      input,
      ids: Object.freeze(before.map((s) => s.id)),
      before,
      after: before,
      offset: ZERO,
      snap: null,
      handle: handle === 'pinch' || typeof handle === 'number' ? null : (handle ?? null),
      vertex,
      transform: null,
    });
    // the edited shapes are rewritten on every frame: off the grid until the end, each write costs no walk over its cells
    const { world: w, options: o } = latest.current;
    const floated = o.updateWorld === false ? null : w;
    if (floated) floatShapes(floated, gesture.ids);
    const t: Transaction = { gesture, moving: new Set(gesture.ids), keys: new Set(), writes: 0, written: false, floated };
    framesWrites.set(gesture, 0);
    tx.current = t;
    if (input === 'pointer') pointerDragStarted(); // Tab is the drag's (snap candidates), not a snap cursor's
    setShown(gesture);
    latest.current.options.onGestureStart?.(gesture);
    return t;
  };
  const frame = (after: readonly EditedShape[] | FrameMap, offset: Vec2, snap: SnapTarget | null, transform?: BoxTransform) => {
    const t = tx.current;
    if (!t) return;
    const before = t.gesture.before;
    // written before the write: a frame that throws part-way has written shapes Escape must put back
    t.written = true;
    t.writes += write(after, before);
    // the gesture moves on only once its frame is in the world (a frame that throws leaves it as it was)
    const shapes = isShapeList(after) ? Object.freeze(after) : lazyShapes(before, after);
    t.gesture = frameGesture(t.gesture, shapes, Object.freeze({ x: offset.x, y: offset.y }), snap, transform ?? null);
    framesWrites.set(t.gesture, t.writes);
    setShown(t.gesture);
    latest.current.options.onGestureChange?.(t.gesture);
  };
  return Object.freeze({ current: () => tx.current, begin, frame, end });
}

const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

/** Whether a frame is given as its shapes (else as a map of `before`). */
function isShapeList(after: readonly EditedShape[] | FrameMap): after is readonly EditedShape[] {
  return Array.isArray(after);
}

/** The shapes of a frame given as a map of `before`, made on first call (`gesture.after`'s getter), frozen. */
function lazyShapes(before: readonly EditedShape[], frame: FrameMap): () => readonly EditedShape[] {
  let shapes: readonly EditedShape[] | null = null;
  return () => (shapes ??= Object.freeze(frameShapes(before, frame)));
}

/**
 * The gesture `g` at a new frame, frozen: `after` its shapes, or a getter
 * that makes them on first read (an own, enumerable property either way: a
 * spread or `JSON.stringify` of the gesture sees it). Built field by field:
 * spreading `g` would make its own lazy `after`.
 */
function frameGesture(
  g: SelectionGesture,
  after: readonly EditedShape[] | (() => readonly EditedShape[]),
  offset: Vec2,
  snap: SnapTarget | null,
  transform: BoxTransform | null,
): SelectionGesture {
  const next = { type: g.type, input: g.input, ids: g.ids, before: g.before } as { -readonly [K in keyof SelectionGesture]: SelectionGesture[K] };
  if (typeof after === 'function') Object.defineProperty(next, 'after', { get: after, enumerable: true });
  else next.after = after;
  next.offset = offset;
  next.snap = snap;
  next.handle = g.handle;
  next.vertex = g.vertex;
  next.transform = transform;
  return Object.freeze(next);
}

/** The type of a gesture begun on `handle` (see `begin`). */
function typeOf(handle: TransformHandle | 'pinch' | number | undefined): SelectionGestureType {
  if (handle === undefined) return 'move';
  if (typeof handle === 'number') return 'reshape';
  return handle === 'rotate' || handle === 'pinch' ? handle : 'resize';
}
