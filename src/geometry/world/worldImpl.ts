import { Grid } from './grid';
import { FILLED, FLOATING, IN_GRID, NONZERO, OUTSIDE, REMOVED } from './shapeStore';
import type { ObstacleKind, ObstacleShapes, ShapeOptions, World, WorldEntry, WorldId } from './types';
import { assertId, assertOptions, assertShape, kindCode } from './validate';
import type { Rect } from '../shapes/types';
import { frameKind, frameShape, type FrameMap } from '../transform/frameMap';
import { writeFrameNumbers } from './frameWrite';

/** A shape of a gesture's frame, under its id (`writeFrame`; the hooks' `EditedShape`). @internal */
export interface FrameShape {
  readonly id: WorldId;
  readonly kind: ObstacleKind;
  readonly shape: ObstacleShapes[ObstacleKind];
}

/**
 * The world behind the `World` interface: its methods by id and by index,
 * each touching only the grid cells of the shape it changes, and what the
 * queries share on it (query stamps, the filter guard, the z-order, their
 * scratch space). @internal
 */
export class WorldImpl extends Grid implements World {
  version = 0;
  /** True while a scene query runs its caller's filter (queries on this world then throw: they would reuse its buffers). */
  filtering = false;
  /** Every shape's item code in z-order, topmost first (`queryRect`); null when the order changed. */
  zSorted: Int32Array | null = null;
  /** Each query family's scratch space on this world (`scratchOf`). */
  private readonly scratch = new Map<new () => object, object>();

  get size(): number {
    return this.alive;
  }

  /**
   * The scratch space of a query family on this world, made on first use
   * (one per class). A query keeps its buffers here, not in its module: while
   * it runs a caller's filter, that filter may query another world, whose
   * buffers are its own, and may not query this one (`nextStamp` throws), so
   * nothing overwrites them mid-query.
   */
  scratchOf<T extends object>(Scratch: new () => T): T {
    let scratch = this.scratch.get(Scratch);
    if (scratch === undefined) {
      scratch = new Scratch();
      this.scratch.set(Scratch, scratch);
    }
    return scratch as T;
  }

  /**
   * A fresh query stamp (each shape is tested once per ray or query: its
   * `stamps` entry set to it), after rebuilding the grid if it must be.
   * @throws TypeError while a query on this world runs its caller's filter
   */
  nextStamp(): number {
    if (this.filtering) {
      throw new TypeError('options.filter must not query the world it filters (it runs in the middle of that query): collect what it needs before the query');
    }
    if (this.needsRebuild) this.rebuild();
    let stamp = this.stamp + 1;
    if (stamp > 0xfffffffe) {
      this.stamps.fill(0);
      stamp = 1;
    }
    this.stamp = stamp;
    return stamp;
  }

  count(kind: ObstacleKind): number {
    return this.shapes[kindCode(kind, 'kind')]!.length;
  }

  get<K extends ObstacleKind>(kind: K, index: number): ObstacleShapes[K] | undefined {
    const code = kindCode(kind, 'kind');
    const inRange = Number.isInteger(index) && index >= 0 && index < this.shapes[code]!.length;
    return (inRange ? this.shapeAt(code, index) : undefined) as ObstacleShapes[K] | undefined;
  }

  set<K extends ObstacleKind>(kind: K, index: number, shape: ObstacleShapes[K], options?: ShapeOptions): void {
    const code = this.slot(kind, index);
    assertShape(code, shape, 'shape');
    assertOptions(options, 'options');
    this.replace(this.itemOf(code, index), code, shape, options);
  }

  add<K extends ObstacleKind>(kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): number {
    const code = kindCode(kind, 'kind');
    assertShape(code, shape, 'shape');
    assertOptions(options, 'options');
    return this.append(code, shape, undefined, options);
  }

  remove(kind: ObstacleKind, index: number): void {
    const code = this.slot(kind, index);
    this.drop(this.itemOf(code, index));
  }

  insert<K extends ObstacleKind>(id: WorldId, kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): number {
    assertId(id, 'id');
    const code = kindCode(kind, 'kind');
    assertShape(code, shape, 'shape');
    assertOptions(options, 'options');
    if (this.idMap.has(id)) throw new RangeError(`id ${JSON.stringify(id)} is already in the world (use world.update to change its shape)`);
    return this.append(code, shape, id, options);
  }

  update(id: WorldId, shape: ObstacleShapes[ObstacleKind], options?: ShapeOptions): void;
  update<K extends ObstacleKind>(id: WorldId, kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): void;
  update(id: WorldId, ...rest: [unknown, unknown?, unknown?]): void {
    assertId(id, 'id');
    const item = this.idMap.get(id);
    if (item === undefined) throw new RangeError(`id ${JSON.stringify(id) ?? String(id)} is not in the world (use world.insert to add it)`);
    const withKind = typeof rest[0] === 'string';
    const code = withKind ? kindCode(rest[0], 'kind') : this.kindOf(item);
    const shape = withKind ? rest[1] : rest[0];
    const options = (withKind ? rest[2] : rest[1]) as ShapeOptions | undefined;
    assertShape(code, shape, 'shape');
    assertOptions(options, 'options');
    this.setShape(id, item, code, shape, options, false);
  }

  /** Sets the shape (validated, of kind code `kind`) of the item `item` under `id`: in place, or in a slot of the new kind. */
  private setShape(id: WorldId, item: number, kind: number, shape: unknown, options: ShapeOptions | undefined, frame: boolean): void {
    if (kind === this.kindOf(item)) this.replace(item, kind, shape, options, frame);
    else this.changeKind(id, item, kind, shape, options, frame);
  }

  /**
   * Writes a gesture frame's shapes, each as `update(id, kind, shape)` would
   * (validated the same way, one version step each; ids not in the world
   * skipped), with one id lookup per shape and no per-call argument list; a
   * shape that is deeply frozen is stored as it is (no copy: see
   * `ShapeStore.write`). Returns how many it wrote. A shape that fails
   * validation throws `update`'s error; the shapes before it stay written.
   */
  writeFrame(shapes: readonly FrameShape[]): number {
    let writes = 0;
    for (let i = 0; i < shapes.length; i++) {
      const { id, kind, shape } = shapes[i]!;
      const item = this.idMap.get(id);
      if (item === undefined) continue;
      const code = kindCode(kind, 'kind');
      assertShape(code, shape, 'shape');
      this.setShape(id, item, code, shape, undefined, true);
      writes++;
    }
    return writes;
  }

  /**
   * Writes a gesture frame given as a map of its start shapes (`before`, the
   * world's own shapes when the gesture started, under their ids): as
   * `writeFrame` of `frameShape(kind, shape, frame)` for each, one version
   * step each, ids not in the world skipped. A floating shape that keeps its
   * kind gets its numbers only (`writeFrameNumbers`); its object is made when
   * someone asks for it (`shapeAt`). Returns how many it wrote. A shape whose
   * numbers would not be finite throws `update`'s error (the shapes before it
   * stay written).
   */
  writeMappedFrame(before: readonly FrameShape[], frame: FrameMap): number {
    let writes = 0;
    for (let i = 0; i < before.length; i++) {
      const start = before[i]!;
      const item = this.idMap.get(start.id);
      if (item === undefined) continue;
      const code = kindCode(frameKind(start.kind, frame), 'kind');
      if (code === this.kindOf(item) && this.place[item] === OUTSIDE && this.isFloating(item) && writeFrameNumbers(this, item, code, start, frame)) {
        this.version++;
      } else {
        const shape = frameShape(start.kind, start.shape, frame);
        assertShape(code, shape, 'shape');
        this.setShape(start.id, item, code, shape, undefined, true);
      }
      writes++;
    }
    return writes;
  }

  delete(id: WorldId): boolean {
    const item = this.idMap.get(id);
    if (item === undefined) return false;
    this.drop(item);
    return true;
  }

  has(id: WorldId): boolean {
    return this.idMap.has(id);
  }

  lookup(id: WorldId): WorldEntry | undefined {
    const item = this.idMap.get(id);
    return item === undefined ? undefined : this.entry(item);
  }

  idOf(kind: ObstacleKind, index: number): WorldId | undefined {
    const code = kindCode(kind, 'kind');
    if (this.shapes[code]![index] === undefined) return undefined;
    return this.itemIds[this.itemOf(code, index)];
  }

  ids(): WorldId[] {
    return [...this.idMap.keys()];
  }

  bounds(id: WorldId): Rect | undefined {
    const item = this.idMap.get(id);
    if (item === undefined) return undefined;
    const b = this.boxOf(item);
    return { x: b[0]!, y: b[1]!, width: b[2]! - b[0]!, height: b[3]! - b[1]! };
  }

  /** The kind's code, after checking that `index` is one of its slots. */
  private slot(kind: ObstacleKind, index: number): number {
    const code = kindCode(kind, 'kind');
    const slots = this.shapes[code]!.length;
    if (!Number.isInteger(index) || index < 0 || index >= slots) {
      throw new RangeError(`index must be an integer in [0, ${slots}) for the world's ${kind}s, got ${String(index)}`);
    }
    return code;
  }

  /** Appends a validated shape of kind code `kind` (a new index of its kind); returns the index. */
  append(kind: number, shape: unknown, id: WorldId | undefined, options: ShapeOptions | undefined): number {
    const index = this.shapes[kind]!.length;
    const item = this.newItem(kind);
    this.itemIds[item] = id;
    if (id !== undefined) this.idMap.set(id, item);
    this.order[item] = this.inserted++;
    this.z[item] = options?.z ?? this.order[item]!;
    this.flags[item] = ((options?.filled ?? true) ? FILLED : 0) | (options?.fillRule === 'nonzero' ? NONZERO : 0);
    this.write(item, kind, shape);
    this.placeOne(item);
    this.zSorted = null;
    this.version++;
    this.stillVersion++;
    return index;
  }

  /**
   * Replaces a shape (validated, of kind code `kind`) at an item code; options
   * unchanged where absent. A shape that lies in one grid cell before and
   * after, with as many edges and a centre as before (a small shape moved or
   * turned a little, as in every frame of a drag), keeps its cell entries as
   * they are: the grid's lists do not change (`cellOfBox`). A floating shape
   * (`float`) stays where it is on the outside list: only its numbers change.
   */
  private replace(item: number, kind: number, shape: unknown, options: ShapeOptions | undefined, frame = false): void {
    if (this.place[item] === REMOVED || options?.z !== undefined) this.zSorted = null; // a removed slot set again, or a new z
    const cell = this.place[item] === IN_GRID ? this.cellOfBox(item) : -1;
    if (this.place[item] === OUTSIDE && this.isFloating(item)) {
      this.applyOptions(item, options);
      this.write(item, kind, shape, frame);
    } else if (cell < 0) {
      this.stillVersion++;
      this.unplace(item);
      this.applyOptions(item, options);
      this.write(item, kind, shape, frame);
      this.placeOne(item);
    } else {
      // in one cell: its entries there are known without the old shape (see `cellOfBox`)
      this.stillVersion++;
      const entries = this.entriesInCell(item);
      const centred = this.centerOf(item) !== null;
      this.applyOptions(item, options);
      this.write(item, kind, shape, frame);
      if (this.cellOfBox(item) !== cell || this.entriesInCell(item) !== entries || (this.centerOf(item) !== null) !== centred) {
        this.unplaceFromCell(item, cell, entries, centred);
        this.placeOne(item);
      }
    }
    this.version++;
  }

  /**
   * Moves the shape under `id` (at item code `item`, placed) to a new slot of
   * kind code `kind` holding `shape` (validated): the old slot stays, empty, as
   * `remove` leaves it; the new one, the next index of its kind, takes over the
   * id (its place in `ids()`: `Map.set` on a key keeps its position), the
   * insertion order (z ties, ray ties), z and flags, then `options`.
   */
  private changeKind(id: WorldId, item: number, kind: number, shape: unknown, options: ShapeOptions | undefined, frame = false): void {
    const next = this.newItem(kind); // may grow the per-item arrays: read them after
    this.order[next] = this.order[item]!;
    this.z[next] = this.z[item]!;
    this.flags[next] = this.flags[item]!;
    this.applyOptions(next, options);
    this.unplace(item);
    this.dropPending(item);
    this.flags[item] = this.flags[item]! & ~FLOATING; // the new slot floats instead (its flags are these)
    this.shapes[this.kindOf(item)]![this.indexOf(item)] = undefined;
    this.itemIds[item] = undefined;
    this.itemIds[next] = id;
    this.idMap.set(id, next);
    this.write(next, kind, shape, frame);
    this.placeOne(next);
    this.zSorted = null;
    this.version++;
    this.stillVersion++;
  }

  /** Sets an item's z and flags from the options given (each unchanged where absent). */
  private applyOptions(item: number, options: ShapeOptions | undefined): void {
    if (options?.z !== undefined) this.z[item] = options.z;
    if (options?.filled !== undefined) this.flags[item] = (this.flags[item]! & ~FILLED) | (options.filled ? FILLED : 0);
    if (options?.fillRule !== undefined) this.flags[item] = (this.flags[item]! & ~NONZERO) | (options.fillRule === 'nonzero' ? NONZERO : 0);
  }

  /** Removes the shape at an item code (its slot stays; its id goes). */
  private drop(item: number): void {
    this.unplace(item);
    this.dropPending(item);
    this.flags[item] = this.flags[item]! & ~FLOATING;
    this.shapes[this.kindOf(item)]![this.indexOf(item)] = undefined;
    const id = this.itemIds[item];
    if (id !== undefined) this.idMap.delete(id);
    this.itemIds[item] = undefined;
    this.zSorted = null;
    this.version++;
    this.stillVersion++;
  }
}
