import type { FillRule } from '../shapes/types';
import type { Circle, Polygon, Polyline, Rect, RotatedRect, Segment, Vec2 } from '../shapes/types';

/**
 * The types of a world of shapes (`createWorld`): its kinds, its input, its
 * interface, and what it answers about a shape.
 */

/** The kinds of shape a {@link World} holds. */
export type ObstacleKind = 'point' | 'segment' | 'circle' | 'rect' | 'polyline' | 'polygon' | 'rotatedRect';

/** The shape type of each kind. */
export interface ObstacleShapes {
  point: Vec2;
  segment: Segment;
  circle: Circle;
  rect: Rect;
  polyline: Polyline;
  polygon: Polygon;
  rotatedRect: RotatedRect;
}

/** The caller's name for a shape in a world: a string, or a finite number. */
export type WorldId = string | number;

/**
 * The shapes to build a world from (each list may be empty or absent).
 * `Id`: the type of the ids in `items` (see {@link World}).
 */
export interface WorldShapes<Id extends WorldId = WorldId> {
  readonly segments?: readonly Segment[];
  readonly circles?: readonly Circle[];
  readonly rects?: readonly Rect[];
  readonly points?: readonly Vec2[];
  readonly polylines?: readonly Polyline[];
  readonly polygons?: readonly Polygon[];
  /** Rotated rects: in every query the quadrilateral of their corners (`rotatedRectCorners`). */
  readonly rotatedRects?: readonly RotatedRect[];
  /** Shapes under ids, inserted in this order after the lists (see `world.insert`). */
  readonly items?: readonly WorldItem<Id>[];
}

/** A shape under an id, for `createWorld({ items })`. */
export interface WorldItem<Id extends WorldId = WorldId> extends ShapeOptions {
  readonly id: Id;
  readonly kind: ObstacleKind;
  readonly shape: ObstacleShapes[ObstacleKind];
}

/** How a shape takes part in scene queries (`pick`, `queryRect`, `nearest`, `snapPoint`). */
export interface ShapeOptions {
  /**
   * Drawing order: a larger z is drawn later, on top, and wins ties at equal
   * distance. Any finite number; default: the order of insertion (each new
   * shape above all the shapes inserted before it without a z).
   */
  readonly z?: number;
  /**
   * Whether a circle, rect, rotated rect or polygon is hit inside (a filled shape: default
   * `true`) or only along its outline (`false`). Points, segments and
   * polylines have no inside. Ray casts ignore it: every closed shape stops a ray.
   */
  readonly filled?: boolean;
  /** A polygon's inside for self-intersecting polygons: `'evenodd'` (default) or `'nonzero'`. */
  readonly fillRule?: FillRule;
}

/**
 * A shape of kind `K` in a world, as `world.lookup(id)` returns it: the
 * member of {@link WorldEntry} whose `kind` is `K`.
 */
export interface WorldEntryOf<K extends ObstacleKind, Id extends WorldId = WorldId> {
  /** Its id (`undefined` for a shape added without one, by `add` or the kind lists). */
  readonly id: Id | undefined;
  readonly kind: K;
  /** Its slot among the world's shapes of that kind (see `world.get`). */
  readonly index: number;
  /** The shape, of the type its kind names (`ObstacleShapes[K]`). */
  readonly shape: ObstacleShapes[K];
  readonly z: number;
  readonly filled: boolean;
  readonly fillRule: FillRule;
}

/**
 * A shape in a world, as `world.lookup(id)` returns it: a union discriminated
 * by `kind`, one member per {@link ObstacleKind} (a kind added to
 * `ObstacleShapes` joins it), so testing the kind narrows the shape:
 * `if (e.kind === 'segment') e.shape.start` (a `Segment`).
 */
export type WorldEntry<Id extends WorldId = WorldId> = { [K in ObstacleKind]: WorldEntryOf<K, Id> }[ObstacleKind];

/** Options of {@link createWorld}. */
export interface WorldOptions {
  /** Side of the broad phase's grid cells, scene units; chosen from the shapes when absent. */
  readonly cellSize?: number;
}

/**
 * A world of shapes with a broad phase; see createWorld.
 *
 * `Id`: the type of the ids its shapes are inserted under (any string or
 * number by default; `createWorld<RoomId>(…)` for a narrower one). The world
 * answers with ids of that type (`ids()`, `idOf`, `lookup(id).id`, and the
 * scene queries `pick`, `nearest`, `queryRect` on it). A `World<Id>` is also a
 * `World` (of any id): code that takes a `World` takes it.
 */
export interface World<Id extends WorldId = WorldId> {
  /** Increases by one on every change (insert, update, delete, set, add, remove); hooks memoise on it. */
  readonly version: number;
  /** The number of shapes in the world (removed ones not counted). */
  readonly size: number;
  /** Number of index slots of a kind (removed shapes keep their slot). */
  count(kind: ObstacleKind): number;
  /** The shape at `index`, or `undefined` if removed or out of range. */
  get<K extends ObstacleKind>(kind: K, index: number): ObstacleShapes[K] | undefined;
  /** Replaces the shape at `index` (a slot that exists, removed or not); `options` as `insert`'s, unchanged where absent. */
  set<K extends ObstacleKind>(kind: K, index: number, shape: ObstacleShapes[K], options?: ShapeOptions): void;
  /** Adds a shape without an id; returns its index (the next slot of its kind). */
  add<K extends ObstacleKind>(kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): number;
  /** Removes the shape at `index`; its slot stays (indices of the others never change). */
  remove(kind: ObstacleKind, index: number): void;
  /**
   * Adds a shape under the caller's `id`; returns its index among its kind.
   * @throws RangeError when `id` is already in the world; TypeError / RangeError naming a bad id, shape or option
   */
  insert<K extends ObstacleKind>(id: Id, kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): number;
  /**
   * Replaces the shape under `id` by one of the same kind; `options` (z, fill,
   * fill rule) unchanged where absent.
   * @throws RangeError when `id` is not in the world; TypeError / RangeError naming a bad shape (checked as its present kind) or option
   */
  update(id: Id, shape: ObstacleShapes[ObstacleKind], options?: ShapeOptions): void;
  /**
   * Replaces the shape under `id` by one of kind `kind`, which may differ from
   * its present kind (a rect turned into a rotated rect): the shape keeps its
   * id, its place in `ids()`, its z, fill and fill rule (`options` override
   * them), and its place in the tie orders (z ties of `pick`, `nearest` and
   * `queryRect`; ray ties of `castRay` and `lidarScan`), so every query
   * answers as a world built afresh with the shapes in `ids()` order would.
   * A new kind takes the next index of that kind (as `insert` would give);
   * the old index stays an empty slot (`get` returns `undefined`, as after
   * `remove`). The same kind: exactly `update(id, shape, options)`.
   * @throws RangeError when `id` is not in the world; TypeError naming a bad `kind`; TypeError / RangeError naming a bad shape or option (nothing changed)
   */
  update<K extends ObstacleKind>(id: Id, kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): void;
  /** Removes the shape under `id`; returns whether there was one. */
  delete(id: Id): boolean;
  /** Whether a shape is under `id`. */
  has(id: WorldId): boolean;
  /** The shape under `id` with its kind, index, z and fill (narrow it by `kind`), or `undefined`. */
  lookup(id: WorldId): WorldEntry<Id> | undefined;
  /** The id of the shape at `index` of a kind (`undefined` for one added without an id, or no shape). */
  idOf(kind: ObstacleKind, index: number): Id | undefined;
  /** Every id in the world, in the order inserted (an id deleted and inserted again moves to the end; `update` keeps its place, even with a new kind). */
  ids(): Id[];
  /** The bounding box of the shape under `id` (scene units, y down; a point's has zero size), or `undefined`. */
  bounds(id: WorldId): Rect | undefined;
}
