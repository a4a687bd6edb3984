import { freezeNewShape } from '../shapes/frozen';
import type { ObstacleKind, ObstacleShapes } from '../world/types';
import { keepsAxesAligned, type Affine } from './affine';
import { transformedFrozen, type TransformableShape } from './transformShape';
import { translateShape } from './translate';

/**
 * One frame of a selection gesture as a map of the shapes it started from:
 * what the selection hooks hand the world (`writeMappedFrame`), which writes
 * each shape's numbers from its start shape and the map, and makes the shape
 * objects only when someone asks for them (`world.lookup`, `gesture.after`).
 * Both go through the functions of this module, so the numbers a query reads
 * and the object it is given are the same. @internal
 */
export interface FrameMap {
  /** From the start shapes to the frame's, scene units (y down). */
  readonly map: Affine;
  /**
   * The map is a translation (`a = d = 1`, `b = c = 0`) and the shapes move as
   * `translateShape` moves them: each coordinate plus the offset, sizes and
   * turns copied (a move never changes a shape's size). Otherwise they go
   * through the map as `transformShape` takes them (a skewed rect or rotated
   * rect becomes the nearest rotated rect).
   */
  readonly translation: boolean;
}

/** A move's frame: every shape by `(dx, dy)` as `translateShape` moves it. @internal */
export function translationFrame(dx: number, dy: number): FrameMap {
  return { map: { a: 1, b: 0, c: 0, d: 1, e: dx, f: dy }, translation: true };
}

/** A transform's frame: every shape through `map` as `transformShape` takes it. @internal */
export function transformFrame(map: Affine): FrameMap {
  return { map, translation: false };
}

/** The kind a shape of `kind` has in the frame `f`: a rect turned by a transform becomes a rotated rect; the others keep theirs. @internal */
export function frameKind(kind: ObstacleKind, f: FrameMap): ObstacleKind {
  return kind === 'rect' && !f.translation && !keepsAxesAligned(f.map) ? 'rotatedRect' : kind;
}

/**
 * The shape a start shape `shape` of `kind` is in the frame `f` (of kind
 * `frameKind(kind, f)`), new and deeply frozen; a move of `(0, 0)` gives the
 * start shape itself. Takes valid input; does not check it. @internal
 */
export function frameShape(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind], f: FrameMap): ObstacleShapes[ObstacleKind] {
  if (!f.translation) return transformedFrozen({ kind, shape } as TransformableShape, f.map);
  const dx = f.map.e;
  const dy = f.map.f;
  return dx === 0 && dy === 0 ? shape : freezeNewShape(translateShape(kind, shape, dx, dy));
}
