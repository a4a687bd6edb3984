'use client';
import { useContext } from 'react';
import type { World } from '../../geometry/index';
import { countStillOutlinesIn, stillOutlinesState } from '../../geometry/scene/queryRect';
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
 * that float (a gesture's, drawn apart while it lasts) are left out. The
 * labels are placed again when what the world lists for them changed
 * (`stillOutlinesState`: its still shapes' version and how many float),
 * looked at on each new `version` and when `gesture` (the running gesture's
 * token, null without one) starts or ends: so not for a gesture's own frames,
 * which rewrite floating shapes only, and once for two layers of one world,
 * inside a `<SelectionLayer>` or not (the board keeps the state per world).
 * Nothing until the Scene's board wants obstacles.
 *
 * @internal
 */
export function useWorldLabelObstacles(world: World, version: number, gesture: object | null = null): void {
  const board = useContext(ObstacleBoardContext);
  useIsomorphicLayoutEffect(() => {
    if (!board) return undefined;
    // keyed by the world: a second layer of it adds no second count of its shapes; registering places the labels
    return board.addObstacleSource(world, worldObstacleSource(world), stillOutlinesState(world));
  }, [board, world]);
  // a new version, or a gesture's start or end (floating and settling shapes step no version): placed again when the
  // world lists something else for the labels than when they were last placed (the same state: nothing to do)
  useIsomorphicLayoutEffect(() => {
    board?.obstacleSourcesChanged(world, stillOutlinesState(world));
  }, [board, world, version, gesture]);
}

/** How many still shapes of `world` a box touches by outline or stroke, asked when a label considers a place. @internal */
export function worldObstacleSource(world: World): LabelObstacleSource {
  return {
    crossingsIn: (left, top, right, bottom, atMost) => countStillOutlinesIn(world, { x: left, y: top, width: right - left, height: bottom - top }, atMost),
  };
}
