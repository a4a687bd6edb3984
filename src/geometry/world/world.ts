import type { World, WorldId, WorldOptions, WorldShapes } from './types';
import { assertCellSize, assertWorldShapes, checkedShapes } from './validate';
import { type FrameShape, WorldImpl } from './worldImpl';
import { frameKind, frameShape, type FrameMap } from '../transform/frameMap';

/**
 * A world of shapes with a broad phase: the obstacles of ray casts and lidar
 * scans (the world of the article “Simulating a 2D lidar: segment
 * intersection” (2D Lidarのシミュレーション - 線分交差判定): walls, a partition
 * and circular targets), and the scene of an editor's picking, box selection
 * and snapping (`pick`, `queryRect`, `snapPoint`), over thousands of shapes of
 * every kind: points, segments, circles, rects, polylines and polygons.
 *
 * The world's parts, each in its own module: its types (`World` and its
 * input, `world/types.ts`), the numbering of its kinds and shapes
 * (`world/itemCode.ts`), the checks of its input (`world/validate.ts`), the
 * store of its shapes (`ShapeStore`), its broad phase, a uniform grid
 * (`GridCells`, `Grid`, `CellLists`), and `WorldImpl`, which puts them behind
 * the `World` interface.
 *
 * `castRay` walks the grid cell by cell along a ray; `lidarScan` uses it for a
 * whole fan of rays at once (`castFan`: cells swept ring by ring around the
 * sensor, shapes tested against the rays in their angle, the last open rays
 * walked as `castRay` walks).
 *
 * Narrow phase: the same functions as `raycastSegment`, `raycastCircle` and
 * `raycastRect` (a polyline or polygon edge by edge as a segment), so a world
 * answers exactly what a loop over those would.
 */

/**
 * The world's internals, for the queries.
 * @throws TypeError naming `name` when `world` was not made by `createWorld`
 * @internal
 */
export function worldInternals(world: World, name: string): WorldImpl {
  if (!(world instanceof WorldImpl)) throw new TypeError(`${name} must be a world made by createWorld, got ${world === null ? 'null' : typeof world}`);
  return world;
}

/**
 * Builds a world of shapes: copies them (later changes to the arrays or shapes
 * passed do not reach the world) and builds the broad phase once. Shapes in
 * the kind lists have no id; their indices are their positions in each list,
 * per kind, and never change (`remove` leaves a hole, `add` appends). Shapes
 * in `items` are inserted under their ids after the lists, in order.
 *
 * Change the world by id with `world.insert(id, kind, shape, options)`,
 * `world.update(id, shape)` (e.g. while a shape is dragged; `world.update(id,
 * kind, shape)` to change its kind in place, as a rect turned into a rotated
 * rect) and
 * `world.delete(id)`, or by index with `world.set(kind, index, shape)`,
 * `world.add(kind, shape)` and `world.remove(kind, index)`: each touches only
 * the grid cells of that shape (a shape moved outside the area the grid was
 * built for is kept on a list tested on every query, and the grid is rebuilt
 * once when that list grows long) and increases `world.version`. Moving a
 * sensor or a pointer changes nothing.
 *
 * Ids: any string or finite number. Give their type to have the world answer
 * with it: `createWorld<RoomId>({ items })` is a `World<RoomId>` (its `ids()`,
 * `lookup(id).id` and the `id` of `pick`'s hits are `RoomId`s, and `insert`
 * takes only a `RoomId`). Without it the world's ids are `WorldId`s: the type
 * is never guessed from the ids in `items` (a world built from `'a'` and `'b'`
 * would otherwise refuse `insert('c', …)`).
 *
 * @param shapes `{ segments?, circles?, rects?, points?, polylines?, polygons?, items? }`, scene units, y down
 * @param options `cellSize`: the grid's cell side, scene units (default: about one cell per shape over the shapes’ extent)
 * @throws TypeError / RangeError naming the first invalid shape (`shapes.segments[3].end.x …`), id or option
 */
export function createWorld<Id extends WorldId = WorldId>(shapes: WorldShapes<NoInfer<Id>> = {}, options: WorldOptions = {}): World<Id> {
  assertWorldShapes(shapes);
  const cellSize = options.cellSize;
  assertCellSize(cellSize);
  const world = new WorldImpl(cellSize);
  // Check everything first, then append: a world is never half built.
  const pending = checkedShapes(shapes);
  // Append with no grid yet (every shape on the outside list), then build the grid once.
  world.minX = world.minY = Infinity;
  world.maxX = world.maxY = -Infinity;
  for (const [kind, shape, id, opts] of pending) world.append(kind, shape, id, opts);
  world.rebuild(true);
  world.version = 0;
  // The ids are the caller's, checked as WorldIds; the world hands back what it was given.
  return world as World as World<Id>;
}

/**
 * Floats the shapes under `ids` for the length of a gesture that rewrites
 * them on every frame: each leaves the grid's cells for the list every query
 * tests, so `world.update` of it rewrites its numbers only (no walk over its
 * cells, before or after). No query answers differently and `world.version`
 * does not move. `settleShapes` enters them in the grid again. Ids not in the
 * world are skipped; a world not made by `createWorld` is left alone. @internal
 */
export function floatShapes(world: World, ids: Iterable<WorldId>): void {
  if (!(world instanceof WorldImpl)) return;
  const items: number[] = [];
  for (const id of ids) {
    const item = world.idMap.get(id);
    if (item !== undefined) items.push(item);
  }
  world.float(items);
}

/** Enters every shape `floatShapes` floated in the grid again (see there). @internal */
export function settleShapes(world: World): void {
  if (world instanceof WorldImpl) world.settle();
}

/**
 * Writes a gesture frame's shapes into the world under their ids, each exactly
 * as `world.update(id, kind, shape)` would (validated the same way, the same
 * errors, one `world.version` step each; ids not in the world are skipped),
 * without a second id lookup per shape. A shape that is deeply frozen (it and
 * every object in it: the selection hooks freeze their frames) is stored as it
 * is instead of a copy: no one can change it. Returns how many it wrote. A
 * world not made by `createWorld` gets `has` and `update` per shape. @internal
 */
export function writeFrame(world: World, shapes: readonly FrameShape[]): number {
  if (world instanceof WorldImpl) return world.writeFrame(shapes);
  let writes = 0;
  for (const { id, kind, shape } of shapes) {
    if (!world.has(id)) continue;
    world.update(id, kind, shape);
    writes++;
  }
  return writes;
}

/**
 * Writes a gesture frame given as a map of its start shapes: as `writeFrame`
 * of `frameShape(kind, shape, frame)` for each start shape (`before`, the
 * world's own shapes when the gesture started), with the same version steps
 * and errors, but a floating shape gets its numbers only and its object is
 * made when someone asks for it (`world.lookup`, a query's answer). Returns
 * how many it wrote. A world not made by `createWorld` gets `has` and
 * `update` per shape. @internal
 */
export function writeMappedFrame(world: World, before: readonly FrameShape[], frame: FrameMap): number {
  if (world instanceof WorldImpl) return world.writeMappedFrame(before, frame);
  let writes = 0;
  for (const { id, kind, shape } of before) {
    if (!world.has(id)) continue;
    world.update(id, frameKind(kind, frame), frameShape(kind, shape, frame));
    writes++;
  }
  return writes;
}
