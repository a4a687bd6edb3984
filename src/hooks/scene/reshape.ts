import type { ObstacleKind, ObstacleShapes, Rect, Vec2, WorldId } from '../../geometry/index';
import { clampToRect } from '../drag/constraints';
import type { ObjectSnap } from '../drag/snapper';
import { snapMove, snapNudge, type EditedShape, type SnappedMove } from './groupMove';

// The pure part of reshaping one selected shape: which points are its
// vertex handles, the shape with one of them moved, and where a dragged
// vertex snaps (the other shapes, and the shape's own other vertices).

/**
 * The kinds a `reshapable` selection shows vertex handles for: a segment
 * (both ends), a polyline and a polygon (every vertex). A point moves as a
 * whole; a circle, a rect and a rotated rect are reshaped by the transform
 * box (`transformable`).
 */
export type ReshapableKind = 'segment' | 'polyline' | 'polygon';

/** Whether shapes of `kind` have vertex handles (see {@link ReshapableKind}). @internal */
export function isReshapable(kind: ObstacleKind): kind is ReshapableKind {
  return kind === 'segment' || kind === 'polyline' || kind === 'polygon';
}

/** The vertex handles' points of a shape, in order (a segment: start, end; a polyline or polygon: its points); empty for other kinds. @internal */
export function vertexPoints(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind]): readonly Vec2[] {
  if (kind === 'segment') {
    const s = shape as ObstacleShapes['segment'];
    return [s.start, s.end];
  }
  return kind === 'polyline' || kind === 'polygon' ? (shape as ObstacleShapes['polygon']).points : NO_POINTS;
}

/**
 * The shape `s` with its vertex `index` at `to` (a new object; the other
 * points are the same objects). @internal
 * @throws RangeError when `index` is not a vertex of `s`
 */
export function withVertex(s: EditedShape, index: number, to: Vec2): EditedShape {
  const points = vertexPoints(s.kind, s.shape);
  if (!Number.isInteger(index) || index < 0 || index >= points.length) {
    throw new RangeError(`index must be a vertex of the ${s.kind} (0 to ${points.length - 1}), got ${index}`);
  }
  const p = Object.freeze({ x: to.x, y: to.y });
  if (s.kind === 'segment') {
    const seg = s.shape as ObstacleShapes['segment'];
    return { id: s.id, kind: s.kind, shape: index === 0 ? { start: p, end: seg.end } : { start: seg.start, end: p } };
  }
  const next = points.slice();
  next[index] = p;
  return { id: s.id, kind: s.kind, shape: { ...(s.shape as ObstacleShapes['polygon']), points: next } };
}

/** What a vertex's frame is: where it goes, and the snap target it sits on (null: none). @internal */
export interface VertexFrame {
  readonly to: Vec2;
  readonly move: SnappedMove;
}

/**
 * Where vertex `index` of `before` goes when dragged by `(dx, dy)` (scene
 * units, from the gesture's start): snapped as a move's grabbed point is
 * (`snapMove`: the key points of the shapes not in `moving`, their alignment
 * guides, the grid; `cycle` picks a candidate, Tab), with the shape's OTHER
 * vertices as targets too (never the dragged one, nor the edges that move
 * with it); then clamped into `bounds` (a clamped vertex sits on no target). With
 * `nudge` (an arrow key's move), snapped as a nudge is (`snapNudge`: a
 * key-point target ahead of it, never the grid). @internal
 */
export function vertexFrame(
  snap: ObjectSnap | number | undefined,
  before: EditedShape,
  index: number,
  dx: number,
  dy: number,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  options: { readonly cycle?: number; readonly nudge?: Vec2; readonly bounds?: Rect | undefined },
): VertexFrame {
  const points = vertexPoints(before.kind, before.shape);
  const v = points[index]!;
  const own = { id: before.id, points: points.filter((_, k) => k !== index) };
  const grabbed: EditedShape = { id: before.id, kind: 'point', shape: v };
  const m = options.nudge
    ? snapNudge(snap, [grabbed], dx, dy, options.nudge, moving, perPixel, own)
    : snapMove(snap, grabbed, dx, dy, moving, perPixel, options.cycle ?? 0, own);
  const at = { x: v.x + m.dx, y: v.y + m.dy };
  if (!options.bounds) return { to: at, move: m };
  const to = clampToRect(at, options.bounds);
  return to.x === at.x && to.y === at.y ? { to, move: m } : { to, move: { dx: to.x - v.x, dy: to.y - v.y, target: null, candidates: 0, index: 0 } };
}

/** Which vertex it is, in words: "vertex 2 of 5, rock"; a segment's "start, wall w1" / "end, wall w1". @internal */
export function vertexPhrase(kind: ObstacleKind, index: number, count: number, shapeName: string): string {
  if (kind === 'segment') return `${index === 0 ? 'start' : 'end'}, ${shapeName}`;
  return `vertex ${index + 1} of ${count}, ${shapeName}`;
}

const NO_POINTS: readonly Vec2[] = Object.freeze([]);
