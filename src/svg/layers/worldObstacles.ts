'use client';
import { useContext } from 'react';
import { queryRect, rotatedRectCorners } from '../../geometry/index';
import type { Circle, ObstacleKind, ObstacleShapes, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2, World } from '../../geometry/index';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { ObstacleBoardContext } from '../labels/labelLayer';
import type { LabelObstacle, LabelObstacleSource } from '../labels/labelTypes';
import { obstacleWithin } from '../labels/placeLabel';

/** Labels keep this far from a world's point, CSS pixels: the radius of its dot (4 px wide by default) and a little. */
const POINT_REACH_PX = 3;

/**
 * Tells the Scene's labels to keep clear of a world's shapes, as of shapes
 * drawn one by one: strokes, circles' outlines, the edges of rects, rotated
 * rects, polylines and polygons, and points as dots. Nothing is registered
 * per shape: a label being placed asks the world (its broad phase, through
 * `queryRect`) for the shapes within its reach. Each new `version` places the
 * labels again. Nothing until the Scene's board wants obstacles.
 *
 * @internal
 */
export function useWorldLabelObstacles(world: World, version: number): void {
  const board = useContext(ObstacleBoardContext);
  useIsomorphicLayoutEffect(() => {
    if (!board) return undefined;
    const key = {};
    board.setObstacleSource(key, worldObstacleSource(world));
    return () => board.setObstacleSource(key, null);
  }, [board, world]);
  useIsomorphicLayoutEffect(() => board?.obstacleSourcesChanged(), [board, world, version]);
}

/** The obstacles of `world` near a point, read when a label is placed. @internal */
export function worldObstacleSource(world: World): LabelObstacleSource {
  return {
    obstaclesNear(x, y, reach, px, into) {
      const box = { x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach };
      // a reach no box can hold (a view zoomed out past the numbers' range): nothing to ask
      if (!(Number.isFinite(box.x) && Number.isFinite(box.y) && Number.isFinite(box.width) && Number.isFinite(box.height) && reach >= 0)) return;
      for (const m of queryRect(world, box)) {
        const shape = world.get(m.kind, m.index);
        if (shape !== undefined) pushShape(m.kind, shape, px, x, y, reach, into);
      }
    },
  };
}

/** The obstacles one shape makes; of a long outline only the edges within `reach` of `(x, y)`. */
function pushShape(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind], px: number, x: number, y: number, reach: number, into: LabelObstacle[]): void {
  switch (kind) {
    case 'segment': {
      const { start, end } = shape as Segment;
      into.push({ kind: 'segment', x1: start.x, y1: start.y, x2: end.x, y2: end.y });
      return;
    }
    case 'circle': {
      const { center, radius } = shape as Circle;
      into.push({ kind: 'ring', x: center.x, y: center.y, r: radius });
      return;
    }
    case 'point': {
      const p = shape as Vec2;
      into.push({ kind: 'disc', x: p.x, y: p.y, r: POINT_REACH_PX * px });
      return;
    }
    case 'rect': {
      const r = shape as Rect;
      const right = r.x + r.width;
      const bottom = r.y + r.height;
      const corners = [
        { x: r.x, y: r.y },
        { x: right, y: r.y },
        { x: right, y: bottom },
        { x: r.x, y: bottom },
      ];
      pushEdges(corners, true, x, y, reach, into);
      return;
    }
    case 'rotatedRect':
      pushEdges(rotatedRectCorners(shape as RotatedRect), true, x, y, reach, into);
      return;
    case 'polyline':
      pushEdges((shape as Polyline).points, false, x, y, reach, into);
      return;
    case 'polygon':
      pushEdges((shape as Polygon).points, true, x, y, reach, into);
      return;
  }
}

function pushEdges(points: readonly Vec2[], closed: boolean, x: number, y: number, reach: number, into: LabelObstacle[]): void {
  const n = points.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const p = points[i]!;
    const q = points[(i + 1) % n]!;
    const edge: LabelObstacle = { kind: 'segment', x1: p.x, y1: p.y, x2: q.x, y2: q.y };
    if (obstacleWithin(edge, x, y, reach)) into.push(edge);
  }
}
