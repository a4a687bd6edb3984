'use client';
import { useCallback, useMemo, useState } from 'react';
import { selectionBox, type RotatedRect, type TransformableShape, type Vec2, type World, type WorldId } from '../../geometry/index';
import { boxPoint } from '../../geometry/transform/boxHandles';
import type { DragEndInfo } from '../gesture/dragEvents';
import { useLatest } from '../state/useLatest';
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
 * The pivot the user moved, in the box's own frame: `u`, `v` as fractions of
 * the box's width and height from its centre along its own axes (the offset
 * itself, `du`, `dv`, along an axis of zero extent), so it follows the box
 * through moves, resizes and rotations.
 */
interface MovedPivot {
  readonly selected: readonly WorldId[];
  readonly u: number;
  readonly v: number;
  readonly du: number;
  readonly dv: number;
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
 * or rotate, the gesture's proposed box; else the turned box kept from the
 * last gesture while it still fits the shapes (moved along during a move);
 * else `selectionBox` of the shapes now. Memoised on the world's version. @internal
 */
export function useTransformState(world: World, selected: readonly WorldId[], gesture: SelectionGesture | null, options: TransformBoxOptions): TransformState {
  const [kept, setKept] = useState<KeptBox | null>(null);
  const [moved, setMoved] = useState<MovedPivot | null>(null);
  const latest = useLatest({ selected, options });
  const version = world.version;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the mutable world's: the same world object holds other shapes when it changes
  const now = useMemo(() => (selected.length === 0 ? null : boxOfSelection(world, selected)), [world, selected, version]);
  const moving = gesture?.type === 'move' && kept?.selected === selected ? gesture.before : null;
  const startBounds = useMemo(() => (moving ? boundsOf(moving) : null), [moving]);
  let box = now;
  if (now && gesture?.transform) box = gesture.transform.box;
  else if (now && kept?.selected === selected) {
    if (gesture?.type === 'move') box = startBounds && sameBox(kept.bounds, startBounds) ? translated(kept.box, gesture.offset) : now;
    else if (sameBox(kept.bounds, now)) box = kept.box;
  }
  let pivot: Vec2 | null = null;
  if (box) {
    if (options.pivot !== undefined) pivot = options.pivot ?? box.center;
    else
      pivot =
        moved?.selected === selected
          ? boxPoint(box, box.width > 0 ? moved.u * box.width : moved.du, box.height > 0 ? moved.v * box.height : moved.dv)
          : box.center;
  }
  const setPivot = useCallback(
    (p: Vec2, b: RotatedRect) => {
      const { selected: s, options: o } = latest.current;
      if (o.pivot === undefined) setMoved({ selected: s, ...inBox(b, p) });
      o.onPivotChange?.(p);
    },
    [latest],
  );
  const onGestureEnd = useCallback(
    (g: SelectionGesture, info: DragEndInfo) => {
      if (info.cancelled) return;
      const s = latest.current.selected;
      setKept((k) => keptAfter(k, g, s));
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

function translated(b: RotatedRect, by: Vec2): RotatedRect {
  return { ...b, center: { x: b.center.x + by.x, y: b.center.y + by.y } };
}

/** `p` in the box's own frame (see {@link MovedPivot}). */
function inBox(b: RotatedRect, p: Vec2): { u: number; v: number; du: number; dv: number } {
  const dx = p.x - b.center.x;
  const dy = p.y - b.center.y;
  const cos = Math.cos(b.rotation);
  const sin = Math.sin(b.rotation);
  const du = b.rotation === 0 ? dx : cos * dx + sin * dy;
  const dv = b.rotation === 0 ? dy : -sin * dx + cos * dy;
  return { u: b.width > 0 ? du / b.width : 0, v: b.height > 0 ? dv / b.height : 0, du, dv };
}
