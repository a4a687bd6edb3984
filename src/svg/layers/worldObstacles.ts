'use client';
import { useContext, useRef } from 'react';
import type { World } from '../../geometry/index';
import { countStillOutlinesIn } from '../../geometry/scene/queryRect';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { ObstacleBoardContext } from '../labels/labelLayer';
import type { LabelObstacleSource } from '../labels/labelTypes';

/**
 * Tells the Scene's labels to keep clear of a world's shapes: a place whose
 * text box a shape's stroke or outline touches costs what crossing a stroke
 * drawn one by one costs. Nothing is registered per shape: each place a label
 * considers asks the world (its broad phase, exactly per shape, as
 * `queryRect` does) how many shapes touch that place's box, so a label costs
 * a few small queries, not a list of every shape within its reach. Shapes
 * that float (a gesture's, drawn apart while it lasts: `gesture`, its ids,
 * null without one) are left out. Each new `version`, and a gesture's start
 * and end, place the labels again — but not a version the same `gesture`'s
 * own frames made (`writes`, as `WorldTiles.tiles` counts them: its floating
 * shapes are not counted). Two layers of one world count its shapes once, and
 * place the labels once per version.
 * Nothing until the Scene's board wants obstacles.
 *
 * @internal
 */
export function useWorldLabelObstacles(world: World, version: number, gesture: object | null = null, writes = -1): void {
  const board = useContext(ObstacleBoardContext);
  // the version, gesture writes and gesture the labels were last placed for
  const seen = useRef<Seen>({ version, writes, gesture });
  useIsomorphicLayoutEffect(() => {
    if (!board) return undefined;
    // keyed by the world: a second layer of it adds no second count of its shapes; registering places the labels
    return board.addObstacleSource(world, worldObstacleSource(world), [seen.current.version, seen.current.gesture]);
  }, [board, world]);
  // a new version, or a gesture's start or end (settling its floating shapes steps no version); the board places the
  // labels once per version and gesture of the world, however many layers draw it (and not again right after registering)
  useIsomorphicLayoutEffect(() => {
    const last = seen.current;
    const now = { version, writes, gesture };
    seen.current = now;
    if (!onlyGestureWrites(last, now)) board?.obstacleSourcesChanged(world, [version, gesture]);
  }, [board, world, version, gesture]);
}

/** What the labels were placed for: the world's version, the gesture's writes then (−1: none counted), the gesture (its ids). */
interface Seen {
  readonly version: number;
  readonly writes: number;
  readonly gesture: object | null;
}

/**
 * Whether the world's version moved by exactly the same gesture's own writes
 * since `last` (both counted): then only its floating shapes changed, which no
 * label counts, and the labels stand (a frame of a gesture of 1,000 shapes
 * would otherwise place them all again and forget every answer). Another
 * gesture (one ended and one began in a commit) places them again.
 */
function onlyGestureWrites(last: Seen, now: Seen): boolean {
  return now.gesture !== null && now.gesture === last.gesture && now.writes >= 0 && last.writes >= 0 && now.version - last.version === now.writes - last.writes;
}

/** How many still shapes of `world` a box touches by outline or stroke, asked when a label considers a place. @internal */
export function worldObstacleSource(world: World): LabelObstacleSource {
  return {
    crossingsIn: (left, top, right, bottom) => countStillOutlinesIn(world, { x: left, y: top, width: right - left, height: bottom - top }),
  };
}
