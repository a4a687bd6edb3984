'use client';
import { useCallback, useRef } from 'react';
import { boundsOf, type Rect, type Vec2 } from '../../geometry/index';
import { useDraggablePoint } from '../../hooks/drag/useDraggablePoint';
import type { ObjectSnap } from '../../hooks/drag/snapper';
import type { SceneContextValue } from '../scene/sceneContext';
import { moveAnchor } from './moveAnchor';

/** What {@link useMoveHandle} moves. @internal */
export interface MoveHandleOptions {
  /** The points drawn now. */
  readonly points: readonly Vec2[];
  /** The points the next edit builds on (an edit not drawn yet included). */
  readonly current: () => readonly Vec2[];
  /** Puts new points in place. */
  readonly replace: (next: Vec2[]) => void;
  readonly closed: boolean;
  /** How far the handle keeps from every vertex, scene units. */
  readonly clear: number;
  readonly label: string;
  readonly step: number | undefined;
  readonly largeStep: number | undefined;
  /** Snaps the handle's point (the grabbed point), as a `<Handle>`'s. */
  readonly snap: number | false | ObjectSnap | undefined;
  /** Every point stays inside: a move stops at the edge. */
  readonly bounds: Rect | undefined;
  readonly scene: SceneContextValue | null;
}

/** One axis of a translation that keeps [min, max] inside [lo, hi] (the low edge wins when it cannot fit). */
function keepInside(delta: number, min: number, max: number, lo: number, hi: number): number {
  let d = delta;
  if (max + d > hi) d = hi - max;
  if (min + d < lo) d = lo - min;
  return d;
}

/**
 * The handle that moves a whole `PolygonEditor` shape: at its `moveAnchor`
 * (the centroid, a polyline's box middle, unless that is under a vertex's
 * handle or outside the polygon); a drag or an arrow key moves every point by
 * the handle's movement. With `snap`, the handle's point snaps (to the grid,
 * or to an `objectSnap`'s targets); with `bounds`, the move stops where the
 * shape's box meets them (a constraint on the handle, so a snap target that
 * would take the shape out is not shown as taken). @internal
 */
export function useMoveHandle({ points, current, replace, closed, clear, label, step, largeStep, snap, bounds, scene }: MoveHandleOptions) {
  // The last anchor, with what it was found for: the render and the drag's next move
  // ask for the same points, and it is found once.
  const lastAnchor = useRef<{ points: readonly Vec2[]; closed: boolean; clear: number; at: Vec2 } | null>(null);
  const anchorOf = useCallback(
    (of: readonly Vec2[]): Vec2 => {
      const last = lastAnchor.current;
      if (last && last.points === of && last.closed === closed && last.clear === clear) return last.at;
      const at = moveAnchor(of, closed, clear);
      lastAnchor.current = { points: of, closed, clear, at };
      return at;
    },
    [closed, clear],
  );
  // A pure cache keyed on all its inputs (the points' identity, closed, clear): what a render React discards stored is still right.
  // eslint-disable-next-line react-hooks/refs -- a pure cache keyed on all its inputs, safe under discarded renders
  const anchor = anchorOf(points);
  const onMoveAll = useCallback(
    (to: Vec2) => {
      const now = current();
      const from = anchorOf(now);
      const dx = to.x - from.x;
      const dy = to.y - from.y;
      replace(now.map((p) => ({ x: p.x + dx, y: p.y + dy })));
    },
    [replace, current, anchorOf],
  );
  const constrain = useCallback(
    (proposed: Vec2, at: Vec2): Vec2 => {
      if (!bounds) return proposed;
      const box = boundsOf({ points: current() });
      const dx = keepInside(proposed.x - at.x, box.x, box.x + box.width, bounds.x, bounds.x + bounds.width);
      const dy = keepInside(proposed.y - at.y, box.y, box.y + box.height, bounds.y, bounds.y + bounds.height);
      return { x: at.x + dx, y: at.y + dy };
    },
    [bounds, current],
  );
  return useDraggablePoint({
    value: anchor,
    onChange: onMoveAll,
    label: `Move ${label.toLowerCase()}`,
    step,
    largeStep,
    snap,
    constrain: bounds ? constrain : undefined,
    yUp: scene?.yUp ?? false,
    clientToScene: scene?.clientToScene,
  });
}
