'use client';
import { useCallback, useMemo, useState } from 'react';
import { selectionBox, type RotatedRect, type TransformableShape, type Vec2, type World, type WorldId } from '../../geometry/index';
import type { DragEndInfo } from '../gesture/dragEvents';
import { useLatest } from '../state/useLatest';
import { pivotInBox, pivotOnBox, type PivotInBox } from './pivotFrame';
import { boxOfSelection } from './transformBox';
import type { TransformBoxOptions } from './transformOptions';
import type { EditedShape, SelectionGesture } from './useSelectionGesture';

// What the transform box keeps between gestures: a group's turned box, and
// the pivot the user moved. Both belong to one selection (the array the
// selection state holds) and are dropped when it changes.

/** A turned box kept after a gesture: for `selected`, while the shapes' bounds are still `bounds`. */
interface KeptBox {
  readonly selected: readonly WorldId[];
  readonly box: RotatedRect;
  /** `selectionBox` of the shapes as the gesture left them: a change of the shapes by anything else drops the box. */
  readonly bounds: RotatedRect;
}

/**
 * The pivot the user moved, in the box's own frame (fractions of its size, see
 * `PivotInBox`), so it follows the box through moves, resizes, flips (mirrored)
 * and rotations.
 */
interface MovedPivot extends PivotInBox {
  readonly selected: readonly WorldId[];
}

/** What {@link useTransformState} gives the transform box. @internal */
export interface TransformState {
  /** The box to draw and to start the next gesture from (null without a selection). */
  readonly box: RotatedRect | null;
  /** The rotation pivot, scene units (the box's centre unless moved). */
  readonly pivot: Vec2 | null;
  /** Moves the pivot to `p` (scene units) on the box `box` as drawn now. */
  readonly setPivot: (p: Vec2, box: RotatedRect) => void;
  /** To be called with every gesture's end: keeps a turned box after a rotation or resize, carries it through a move. */
  readonly onGestureEnd: (gesture: SelectionGesture, info: DragEndInfo) => void;
}

/**
 * The transform box of `selected` (empty: none) and its pivot: during a resize
 * or rotate, the gesture's proposed box; during a move whose frames the
 * gesture writes into the world (not `updateWorld: false`), the box at its
 * start moved by its offset (the turned box kept from the last gesture, or
 * `selectionBox` of the shapes at the start); else the turned box kept from
 * the last gesture while it still fits the shapes; else `selectionBox` of the
 * shapes now. So a gesture's frames do not read every selected shape again
 * (a move's shapes are exactly the start's moved by the offset). Memoised on
 * the world's version. @internal
 */
export function useTransformState(
  world: World,
  selected: readonly WorldId[],
  gesture: SelectionGesture | null,
  options: TransformBoxOptions & { readonly updateWorld?: boolean | undefined },
): TransformState {
  const [kept, setKept] = useState<KeptBox | null>(null);
  const [moved, setMoved] = useState<MovedPivot | null>(null);
  const latest = useLatest({ selected, options });
  const version = world.version;
  const f = gesture?.transform ?? null;
  const moving = gesture?.type === 'move' && gesture.before.length > 0 ? gesture.before : null;
  const startBounds = useMemo(() => (moving ? boundsOf(moving) : null), [moving]);
  // a move's frames are `before` moved by `offset`, written so into the world unless `updateWorld` is false
  const written = startBounds !== null && options.updateWorld !== false;
  const framed = f !== null || written;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  const now = useMemo(() => (selected.length === 0 || framed ? null : boxOfSelection(world, selected)), [world, selected, version, framed]);
  // whether any selected shape is in the world (on a gesture's frame, without reading them all)
  const present = framed ? selected.some((id) => world.lookup(id) !== undefined) : now !== null;
  const offset = gesture?.offset ?? ZERO;
  let box: RotatedRect | null = present ? now : null;
  if (present && f) box = f.box;
  else if (present && startBounds && kept?.selected === selected && sameBox(kept.bounds, startBounds)) box = translated(kept.box, offset);
  else if (present && written) box = translated(startBounds, offset);
  else if (now && gesture?.type !== 'move' && kept?.selected === selected && sameBox(kept.bounds, now)) box = kept.box;
  let pivot: Vec2 | null = null;
  if (box) {
    if (options.pivot !== undefined) pivot = options.pivot ?? box.center;
    else if (moved?.selected !== selected) pivot = box.center;
    // during a resize, a flipped axis mirrors the pivot's fraction: it goes where the gesture's map takes it
    else pivot = f ? pivotOnBox(box, moved, f.scaleX, f.scaleY) : pivotOnBox(box, moved);
  }
  const setPivot = useCallback(
    (p: Vec2, b: RotatedRect) => {
      const { selected: s, options: o } = latest.current;
      if (o.pivot === undefined) setMoved({ selected: s, ...pivotInBox(b, p) });
      o.onPivotChange?.(p);
    },
    [latest],
  );
  const onGestureEnd = useCallback(
    (g: SelectionGesture, info: DragEndInfo) => {
      if (info.cancelled) return;
      const s = latest.current.selected;
      setKept((k) => keptAfter(k, g, s));
      const f = g.transform;
      // after a transform, the moved pivot is re-read in the box the shapes now have (a flip mirrored it)
      if (f) setMoved((m) => (m?.selected === s ? { selected: s, ...pivotInBox(boxAfter(g, f.box), pivotOnBox(f.box, m, f.scaleX, f.scaleY)) } : m));
    },
    [latest],
  );
  return { box, pivot, setPivot, onGestureEnd };
}

/** The kept box after the gesture `g` on `selected` ended (not cancelled). */
function keptAfter(k: KeptBox | null, g: SelectionGesture, selected: readonly WorldId[]): KeptBox | null {
  const f = g.transform;
  if (f) return turned(f.box) ? { selected, box: f.box, bounds: boundsOf(g.after) } : null;
  if (g.type === 'move' && k?.selected === selected && sameBox(k.bounds, boundsOf(g.before))) {
    return { selected, box: translated(k.box, g.offset), bounds: boundsOf(g.after) };
  }
  return null;
}

/** The box shown after the transform gesture `g` (its last box `box`) ends: that box when turned (kept), else the shapes' box. */
function boxAfter(g: SelectionGesture, box: RotatedRect): RotatedRect {
  return turned(box) ? box : boundsOf(g.after);
}

/** A box not at rotation 0 (mod a full turn). */
function turned(b: RotatedRect): boolean {
  return Math.abs(Math.sin(b.rotation)) > 1e-12 || Math.cos(b.rotation) < 0;
}

function boundsOf(shapes: readonly EditedShape[]): RotatedRect {
  return selectionBox(shapes as unknown as TransformableShape[]);
}

/** The same box, within rounding (1e-9 of its size). */
function sameBox(a: RotatedRect, b: RotatedRect): boolean {
  const tol = 1e-9 * (1 + Math.abs(a.center.x) + Math.abs(a.center.y) + a.width + a.height);
  return (
    Math.abs(a.center.x - b.center.x) <= tol &&
    Math.abs(a.center.y - b.center.y) <= tol &&
    Math.abs(a.width - b.width) <= tol &&
    Math.abs(a.height - b.height) <= tol &&
    Math.abs(a.rotation - b.rotation) <= 1e-12
  );
}

const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

function translated(b: RotatedRect, by: Vec2): RotatedRect {
  return { ...b, center: { x: b.center.x + by.x, y: b.center.y + by.y } };
}
