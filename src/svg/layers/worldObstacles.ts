'use client';
import { useContext } from 'react';
import { queryRect, rotatedRectCorners } from '../../geometry/index';
import type { Circle, ObstacleKind, ObstacleShapes, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2, World } from '../../geometry/index';
import { useIsomorphicLayoutEffect } from '../../hooks/state/useIsomorphicLayoutEffect';
import { ObstacleBoardContext } from '../labels/labelLayer';
import type { LabelObstacle, LabelObstacleSource } from '../labels/labelTypes';

/** A point of the world is drawn as a dot about this wide, CSS pixels: labels keep clear of it as of a dot. */
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
      for (const m of queryRect(world, { x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach })) {
        const shape = world.get(m.kind, m.index);
        if (shape !== undefined) pushShape(m.kind, shape, px, into);
      }
    },
  };
}

function pushShape(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind], px: number, into: LabelObstacle[]): void {
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
      const { x, y, width, height } = shape as Rect;
      pushEdges(
        [
          { x, y },
          { x: x + width, y },
          { x: x + width, y: y + height },
          { x, y: y + height },
        ],
        true,
        into,
      );
      return;
    }
    case 'rotatedRect':
      pushEdges(rotatedRectCorners(shape as RotatedRect), true, into);
      return;
    case 'polyline':
      pushEdges((shape as Polyline).points, false, into);
      return;
    case 'polygon':
      pushEdges((shape as Polygon).points, true, into);
      return;
  }
}

function pushEdges(points: readonly Vec2[], closed: boolean, into: LabelObstacle[]): void {
  const n = points.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const p = points[i]!;
    const q = points[(i + 1) % n]!;
    into.push({ kind: 'segment', x1: p.x, y1: p.y, x2: q.x, y2: q.y });
  }
}
