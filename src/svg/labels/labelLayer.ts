'use client';
import { createContext, memo, useContext, useMemo, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import type { Segment, Vec2 } from '../../geometry/index';
import type { LabelBoard } from './labelBoard';
import type { LabelObstacle, LabelPlacement, LabelRequest } from './labelTypes';

/** The nearest Scene's label board (see `LabelBoard`); null outside a Scene. @internal */
export const LabelBoardContext = createContext<LabelBoard | null>(null);

/**
 * The nearest Scene's label board once something reads obstacles (a label, or
 * `fit`: `LabelBoard.onWantObstacles`); null until then and outside a Scene.
 * What obstacles register with, so that a scene without labels keeps none. @internal
 */
export const ObstacleBoardContext = createContext<LabelBoard | null>(null);

/**
 * What a Scene provides as {@link ObstacleBoardContext}: null until something
 * reads obstacles (`LabelBoard.onWantObstacles`), then `board`, for good;
 * `board` from the first render when `fit` will read them (so shapes register
 * as they mount, and the fitted view is reached in the same steps as ever). @internal
 */
export function useWantedObstacles(board: LabelBoard, fit: boolean): LabelBoard | null {
  const [wanted, setWanted] = useState<LabelBoard | null>(() => (fit ? board : null));
  // the value on screen, for the listener (it may be told after a first render with `fit`)
  const shown = useRef(wanted);
  useIsomorphicLayoutEffect(() => {
    shown.current = wanted;
  });
  useIsomorphicLayoutEffect(
    () =>
      board.onWantObstacles(() => {
        if (shown.current !== null) return;
        // every shape registers in the next commit: labels are placed once, after them
        board.hold();
        setWanted(board);
      }),
    [board],
  );
  // the Scene's effect runs after its children's: every shape has registered by now
  useIsomorphicLayoutEffect(() => {
    if (wanted) board.release();
  }, [board, wanted]);
  return wanted;
}

/**
 * Tells the nearest Scene how much room, in nominal pixels (`fit`'s), its status line
 * takes at the top of the figure, so that `fit` keeps shapes out from under
 * it. A no-op outside a Scene. @internal
 */
export const StatusRoomContext = createContext<(px: number) => void>(() => {});

/**
 * Tells the Scene's labels to keep clear of what this component draws. Pass a
 * memoised list: it is registered again whenever it is a new array. Nothing
 * outside a Scene. `bounded: false` leaves the list out of the content's
 * bounds (what `fit` measures; `LabelBoard.setObstacles`): for lines and rays
 * cut to the view, and for marks that come and go with focus.
 *
 * @internal
 */
export function useLabelObstacles(obstacles: readonly LabelObstacle[] | null, bounded = true): void {
  const board = useContext(ObstacleBoardContext);
  const key = useBoardKey();
  useIsomorphicLayoutEffect(() => {
    board?.setObstacles(key, obstacles, bounded);
  }, [board, key, obstacles, bounded]);
  useLeaveBoard(board, key);
}

/**
 * This component's key on the label board: a ref object (the same for the
 * component's life). A ref, not state: every shape of a scene registers an
 * obstacle, and a state hook keeps a queue and a dispatch function per shape
 * that nothing here uses.
 */
function useBoardKey(): object {
  return useRef(null);
}

/** Removes this component's obstacles from the board when it unmounts (or the board changes). */
function useLeaveBoard(board: LabelBoard | null, key: object): void {
  useIsomorphicLayoutEffect(() => () => board?.setObstacles(key, null), [board, key]);
}

/**
 * Asks the Scene's label board for a place and returns it: null before it is
 * placed (the first render, server rendering) and outside a Scene, where the
 * label is drawn where it asks. The request's numbers are compared one by
 * one, so a new object with the same numbers changes nothing.
 *
 * @internal
 */
export function useLabelPlacement(request: LabelRequest | null): LabelPlacement | null {
  const board = useContext(LabelBoardContext);
  const key = useBoardKey();
  const [placement, setPlacement] = useState<LabelPlacement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!board) return undefined;
    board.listen(key, setPlacement);
    return () => board.setLabel(key, null);
  }, [board, key]);
  const r = request;
  useIsomorphicLayoutEffect(() => {
    if (!board) return;
    board.setLabel(key, r);
    // a label that asks for the place it already has is told nothing: read it back
    const now = board.placement(key);
    if (now !== null) setPlacement(now);
    // (the request's numbers, not the object: a new object with the same numbers asks again for nothing)
  }, [board, key, r === null, r?.x, r?.y, r?.dx, r?.dy, r?.width, r?.height, r?.align, r?.px, r?.fixed]);
  return request === null ? null : placement;
}

/**
 * One obstacle about a point (a dot or a circle's outline), registered from its
 * numbers: the list is built in the effect, when a number changed, so a render
 * with the same numbers allocates nothing (no memo of the list).
 */
function useLabelRound(kind: 'disc' | 'ring', x: number, y: number, r: number): void {
  const board = useContext(ObstacleBoardContext);
  const key = useBoardKey();
  useIsomorphicLayoutEffect(() => {
    board?.setObstacles(key, [{ kind, x, y, r }]);
  }, [board, key, kind, x, y, r]);
  useLeaveBoard(board, key);
}

/** A filled dot labels must not cover (a handle's, a marker's), scene units. @internal */
export function useLabelDisc(x: number, y: number, r: number): void {
  useLabelRound('disc', x, y, r);
}

/** A stroke labels keep clear of, scene units; `null` for none; `bounded: false`: not part of what `fit` measures (a line or ray cut to the view). @internal */
export function useLabelStroke(segment: Segment | null, bounded = true): void {
  const board = useContext(ObstacleBoardContext);
  const key = useBoardKey();
  // keyed on the numbers, not the object (an inline segment literal with the same numbers
  // registers nothing again); the list is built in the effect, only when one changed
  const drawn = segment !== null;
  const x1 = segment?.start.x;
  const y1 = segment?.start.y;
  const x2 = segment?.end.x;
  const y2 = segment?.end.y;
  useIsomorphicLayoutEffect(() => {
    const list = drawn ? [{ kind: 'segment' as const, x1: x1 as number, y1: y1 as number, x2: x2 as number, y2: y2 as number }] : null;
    board?.setObstacles(key, list, bounded);
  }, [board, key, drawn, x1, y1, x2, y2, bounded]);
  useLeaveBoard(board, key);
}

/** An outline (a rect's, a polygon's; a polyline's when not `closed`) labels keep clear of, scene units; `null` for none. @internal */
export function useLabelOutline(points: readonly Vec2[] | null, closed = true, bounded = true): void {
  useLabelObstacles(
    useMemo(
      () =>
        points === null
          ? null
          : (closed ? points : points.slice(0, -1)).map((p, i) => {
              const q = points[(i + 1) % points.length] as Vec2;
              return { kind: 'segment' as const, x1: p.x, y1: p.y, x2: q.x, y2: q.y };
            }),
      [points, closed],
    ),
    bounded,
  );
}

/**
 * A circle's outline labels keep clear of, scene units: a component that draws
 * nothing, rendered by a circle only while its Scene's board wants obstacles
 * (`ObstacleBoardContext`), so that thousands of circles in a scene without
 * labels carry no registration hooks. @internal
 */
export const LabelRing = memo(function LabelRing({ x, y, r }: { readonly x: number; readonly y: number; readonly r: number }) {
  useLabelRound('ring', x, y, r);
  return null;
});
