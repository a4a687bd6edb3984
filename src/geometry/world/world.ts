import { CellLists } from './cellLists';
import { CIRCLE_STRIDE, putCircle, putRect, putSegment, RECT_STRIDE, SEGMENT_STRIDE } from '../batch/packed';
import { pointInPolygon, polygonCentroid, type FillRule } from '../intersect/polygon';
import { circle, polygon, polyline, rect, segment, vec } from '../shapes/constructors';
import type { Circle, Polygon, Polyline, Rect, Segment, Vec2 } from '../shapes/types';
import { assertCircle, assertFillRule, assertPolygon, assertPolyline, assertRect, assertSegment, assertVec2 } from '../shapes/validate';

/**
 * A world of shapes with a broad phase: the obstacles of ray casts and lidar
 * scans (the world of the article “Simulating a 2D lidar: segment
 * intersection” (2D Lidarのシミュレーション - 線分交差判定): walls, a partition
 * and circular targets), and the scene of an editor's picking, box selection
 * and snapping (`scene.ts`), over thousands of shapes of every kind: points,
 * segments, circles, rects, polylines and polygons.
 *
 * **Broad phase: a uniform grid, walked cell by cell along a ray**
 * (Amanatides & Woo's traversal), chosen by measurement: on the article's kind of
 * scene (short walls and small circles spread over a room) it beat brute force
 * by far and a bounding-volume tree's ray cast, and it updates one shape by
 * touching only the cells it covers. Each shape is entered in every cell its
 * boundary passes through (a wall in the cells along it, a rect, polyline or
 * polygon in the cells along its edges, a circle in the cells its
 * circumference crosses), widened by a margin far above the rounding of the
 * cell arithmetic, so a ray never misses a shape at a cell boundary; the walk
 * stops at the first cell that starts beyond the nearest hit found (plus that
 * margin), so a nearer hit in a later cell, or an equally near one, is never
 * skipped. A filled shape (circle, rect, polygon) is also entered, in a second
 * set of lists, in the cells wholly inside it, so a point query finds the shape
 * it is deep inside. A shape that lies partly outside the grid (moved or added
 * outside the area it was built for) is tested on every ray and query; when
 * there are many of those the grid is rebuilt for the new area, once, at the
 * next query.
 *
 * `lidarScan` uses the same grid for a whole fan of rays at once
 * (`fanCast.ts`): cells swept ring by ring around the sensor, shapes tested
 * against the rays in their angle, the last open rays walked as above.
 *
 * Narrow phase: the same functions as `raycastSegment`, `raycastCircle` and
 * `raycastRect` (a polyline or polygon edge by edge as a segment), so a world
 * answers exactly what a loop over those would.
 */

/** The kinds of shape a {@link World} holds. */
export type ObstacleKind = 'point' | 'segment' | 'circle' | 'rect' | 'polyline' | 'polygon';

/** The shape type of each kind. */
export interface ObstacleShapes {
  point: Vec2;
  segment: Segment;
  circle: Circle;
  rect: Rect;
  polyline: Polyline;
  polygon: Polygon;
}

/**
 * The numeric code of each kind, as `lidarScan` writes it into `hitKinds`
 * (`none` = −1: no return). Ray ties between shapes at the same distance go to
 * the smaller code of segment, circle and rect, then the smaller index; points,
 * polylines and polygons come after them, in the order they were added.
 */
export const ObstacleCode = Object.freeze({ none: -1, segment: 0, circle: 1, rect: 2, point: 3, polyline: 4, polygon: 5 } as const);

/** The caller's name for a shape in a world: a string, or a finite number. */
export type WorldId = string | number;

/** The shapes to build a world from (each list may be empty or absent). */
export interface WorldShapes {
  readonly segments?: readonly Segment[];
  readonly circles?: readonly Circle[];
  readonly rects?: readonly Rect[];
  readonly points?: readonly Vec2[];
  readonly polylines?: readonly Polyline[];
  readonly polygons?: readonly Polygon[];
  /** Shapes under ids, inserted in this order after the lists (see `world.insert`). */
  readonly items?: readonly WorldItem[];
}

/** A shape under an id, for `createWorld({ items })`. */
export interface WorldItem extends ShapeOptions {
  readonly id: WorldId;
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
   * Whether a circle, rect or polygon is hit inside (a filled shape: default
   * `true`) or only along its outline (`false`). Points, segments and
   * polylines have no inside. Ray casts ignore it: every closed shape stops a ray.
   */
  readonly filled?: boolean;
  /** A polygon's inside for self-intersecting polygons: `'evenodd'` (default) or `'nonzero'`. */
  readonly fillRule?: FillRule;
}

/** A shape in a world, as `world.lookup(id)` returns it. */
export interface WorldEntry {
  readonly id: WorldId | undefined;
  readonly kind: ObstacleKind;
  /** Its slot among the world's shapes of that kind (see `world.get`). */
  readonly index: number;
  readonly shape: ObstacleShapes[ObstacleKind];
  readonly z: number;
  readonly filled: boolean;
  readonly fillRule: FillRule;
}

/** Options of {@link createWorld}. */
export interface WorldOptions {
  /** Side of the broad phase's grid cells, scene units; chosen from the shapes when absent. */
  readonly cellSize?: number;
}

/** A world of shapes with a broad phase; see createWorld. */
export interface World {
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
  insert<K extends ObstacleKind>(id: WorldId, kind: K, shape: ObstacleShapes[K], options?: ShapeOptions): number;
  /**
   * Replaces the shape under `id` (the same kind); `options` unchanged where absent.
   * @throws RangeError when `id` is not in the world; TypeError / RangeError naming a bad shape or option
   */
  update(id: WorldId, shape: ObstacleShapes[ObstacleKind], options?: ShapeOptions): void;
  /** Removes the shape under `id`; returns whether there was one. */
  delete(id: WorldId): boolean;
  /** Whether a shape is under `id`. */
  has(id: WorldId): boolean;
  /** The shape under `id` with its kind, index, z and fill, or `undefined`. */
  lookup(id: WorldId): WorldEntry | undefined;
  /** The id of the shape at `index` of a kind (`undefined` for one added without an id, or no shape). */
  idOf(kind: ObstacleKind, index: number): WorldId | undefined;
  /** Every id in the world, in the order inserted (an id deleted and inserted again moves to the end). */
  ids(): WorldId[];
  /** The bounding box of the shape under `id` (scene units, y down; a point's has zero size), or `undefined`. */
  bounds(id: WorldId): Rect | undefined;
}

/** The kind names by code. @internal */
export const KINDS: readonly ObstacleKind[] = ['segment', 'circle', 'rect', 'point', 'polyline', 'polygon'];
/** Numbers per shape of the packed kinds, by code. */
const STRIDES = [SEGMENT_STRIDE, CIRCLE_STRIDE, RECT_STRIDE] as const;
const LIST_NAMES = ['segments', 'circles', 'rects', 'points', 'polylines', 'polygons'] as const;

function kindCode(kind: unknown, name: string): number {
  const code = KINDS.indexOf(kind as ObstacleKind);
  if (code < 0) {
    throw new TypeError(`${name} must be one of ${KINDS.map((k) => `'${k}'`).join(', ')}, got ${JSON.stringify(kind) ?? String(kind)}`);
  }
  return code;
}

function assertShape(code: number, shape: unknown, name: string): void {
  if (code === 0) assertSegment(shape, name);
  else if (code === 1) assertCircle(shape, name);
  else if (code === 2) assertRect(shape, name);
  else if (code === 3) assertVec2(shape, name);
  else if (code === 4) assertPolyline(shape, name);
  else assertPolygon(shape, name);
}

function assertId(id: unknown, name: string): asserts id is WorldId {
  if (typeof id === 'string') return;
  if (typeof id === 'number') {
    if (Number.isFinite(id)) return;
    throw new RangeError(`${name} must be a string or a finite number, got ${String(id)}`);
  }
  throw new TypeError(`${name} must be a string or a finite number, got ${id === null ? 'null' : typeof id}`);
}

function assertOptions(options: unknown, name: string): asserts options is ShapeOptions | undefined {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) throw new TypeError(`${name} must be an object { z?, filled?, fillRule? }, got ${String(options)}`);
  const { z, filled, fillRule } = options as ShapeOptions;
  if (z !== undefined && !(typeof z === 'number' && Number.isFinite(z))) {
    const message = `${name}.z must be a finite number, got ${String(z)}`;
    throw typeof z === 'number' ? new RangeError(message) : new TypeError(message);
  }
  if (filled !== undefined && typeof filled !== 'boolean') throw new TypeError(`${name}.filled must be a boolean, got ${String(filled)}`);
  if (fillRule !== undefined) assertFillRule(fillRule, `${name}.fillRule`);
}

/** A frozen copy (a validated shape: the constructors' checks pass). */
function frozenCopy(code: number, shape: unknown): ObstacleShapes[ObstacleKind] {
  if (code === 0) return segment((shape as Segment).start, (shape as Segment).end);
  if (code === 1) return circle((shape as Circle).center, (shape as Circle).radius);
  if (code === 2) {
    const r = shape as Rect;
    return rect(r.x, r.y, r.width, r.height);
  }
  if (code === 3) return vec((shape as Vec2).x, (shape as Vec2).y);
  if (code === 4) return polyline((shape as Polyline).points);
  return polygon((shape as Polygon).points);
}

/** Where a shape is: removed (never set), in the grid's cells, or on the list tested on every query. */
const REMOVED = 0;
const IN_GRID = 1;
const OUTSIDE = 2;

/** Cell operations of `cover`. */
const ADD = 1;
const DELETE = -1;
const COUNT = 2;

/** Per-shape flags: filled (hit inside), and a polygon's non-zero fill rule. @internal */
export const FILLED = 1;
/** @internal */
export const NONZERO = 2;

/** The most cells a grid may have. */
const MAX_CELLS = 1 << 24;

/**
 * Grid cells per shape when the cell size is chosen automatically. Measured
 * on lidar scans (360 rays over 1,100 obstacles, 1,024 over 11,000; the fan
 * sweep of `fanCast.ts`, then per-ray walks) once the sweep's per-obstacle
 * tests had become cheap: from 1 cell per obstacle to 0.4, scans took about
 * 10 % less (fewer cells and rings to visit; each walked cell holds more
 * obstacles, which the walk's first test rejects cheaply), and 0.25 no less
 * again; the scene queries' bench (pick, nearest, queryRect, snapPoint) stayed
 * within its targets. Finer grids cost memory and build time too.
 */
const CELLS_PER_OBSTACLE = 0.4;

/** A copy of a typed array, `length` long (the new tail zero): how the world's arrays grow. */
function grown<T extends Float64Array | Uint32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/**
 * The world behind the `World` interface. @internal
 *
 * Every shape has an **item code**: `index·4 + kind` for segments (0), circles
 * (1) and rects (2), whose records are packed in `data` (`packed.ts` layouts);
 * `slot·4 + 3` for points, polylines and polygons ("chains"), whose points are
 * packed in `chains[slot]` (`[x0, y0, x1, y1, …]`, a polygon's first point
 * repeated at the end, a point as `[x, y, x, y]`: a chain of closed segments).
 * The per-shape arrays (`place`, `stamps`, `z`, `order`, `flags`, `itemIds`) are
 * indexed by item code.
 */
export class WorldImpl implements World {
  version = 0;
  /** Packed shapes of the codes 0–2. */
  data: [Float64Array, Float64Array, Float64Array] = [new Float64Array(64), new Float64Array(48), new Float64Array(64)];
  /** The frozen shapes by kind code (0–5), by index. */
  shapes: (ObstacleShapes[ObstacleKind] | undefined)[][] = [[], [], [], [], [], []];
  /** Chains: their points, their kind code (3–5) and index, their boxes (4 per slot). */
  chains: Float64Array[] = [];
  chainKind: number[] = [];
  chainIndex: number[] = [];
  chainBox = new Float64Array(64);
  /** A polygon's centre for snapping (`centerOf`), by slot: its centroid when that lies in its box, else null. */
  chainCenter: (Vec2 | null)[] = [];
  /** The chain slot of each point, polyline and polygon, by kind code − 3, by index. */
  chainSlot: [number[], number[], number[]] = [[], [], []];
  /** Per item code: REMOVED / IN_GRID / OUTSIDE. */
  place = new Uint8Array(64);
  /** Per item code: the query number that last tested it (each is tested once per ray or query). */
  stamps = new Uint32Array(64);
  stamp = 0;
  /** Per item code: z, insertion order, FILLED / NONZERO flags, the caller's id. */
  z = new Float64Array(64);
  order = new Float64Array(64);
  flags = new Uint8Array(64);
  itemIds: (WorldId | undefined)[] = [];
  idMap = new Map<WorldId, number>();
  inserted = 0;
  /** True while a scene query runs its caller's filter (queries then throw: they would reuse its buffers). */
  filtering = false;
  /** Every shape's item code in z-order, topmost first (`scene.ts`); null when the order changed. */
  zSorted: Int32Array | null = null;
  /** Item codes of the shapes not (wholly) inside the grid. */
  outside: number[] = [];
  alive = 0;
  needsRebuild = false;
  readonly fixedCellSize: number | undefined;
  // The grid.
  minX = 0;
  minY = 0;
  maxX = 1;
  maxY = 1;
  cellSize = 1;
  inverse = 1;
  nx = 1;
  ny = 1;
  pad = 0;
  /** The shapes whose boundary passes through each cell. */
  cells = new CellLists();
  /** The filled shapes each cell lies wholly inside. */
  fills = new CellLists();
  /** The circles, rects and polygons whose centre (`centerOf`) lies in each cell (snapping to centres far from the boundary). */
  centers = new CellLists();
  /** While `collecting`, `cellOp` also notes each cell here (the cells a polygon's edges touch, for `fillPolygon`). */
  private collecting = false;
  private scratchCells = new Set<number>();
  /**
   * `boxOf`'s answer (minX, minY, maxX, maxY), `centerOf`'s (x, y), and a cell's centre for `fillPolygon`:
   * the world's own, so a query on another world (run by a caller's filter) never overwrites them.
   */
  private readonly box = new Float64Array(4);
  private readonly center = new Float64Array(2);
  private readonly cellCentre = { x: 0, y: 0 };
  /** Each query family's scratch space on this world (`scratchOf`). */
  private readonly scratch = new Map<new () => object, object>();

  constructor(cellSize: number | undefined) {
    this.fixedCellSize = cellSize;
  }

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

  /** The cell at `(x, y)` whose fill list a point query reads, or −1 when the point is outside the grid. */
  fillCell(x: number, y: number): number {
    return this.inside(x, y, x, y) ? this.row(y) * this.nx + this.column(x) : -1;
  }

  count(kind: ObstacleKind): number {
    return this.shapes[kindCode(kind, 'kind')]!.length;
  }

  get<K extends ObstacleKind>(kind: K, index: number): ObstacleShapes[K] | undefined {
    return this.shapes[kindCode(kind, 'kind')]![index] as ObstacleShapes[K] | undefined;
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

  update(id: WorldId, shape: ObstacleShapes[ObstacleKind], options?: ShapeOptions): void {
    assertId(id, 'id');
    const item = this.idMap.get(id);
    if (item === undefined) throw new RangeError(`id ${JSON.stringify(id) ?? String(id)} is not in the world (use world.insert to add it)`);
    const code = this.kindOf(item);
    assertShape(code, shape, 'shape');
    assertOptions(options, 'options');
    this.replace(item, code, shape, options);
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

  /** The shape behind an item code, as `lookup` returns it. */
  entry(item: number): WorldEntry {
    const kind = this.kindOf(item);
    const index = this.indexOf(item);
    const flags = this.flags[item]!;
    return {
      id: this.itemIds[item],
      kind: KINDS[kind]!,
      index,
      shape: this.shapes[kind]![index]!,
      z: this.z[item]!,
      filled: (flags & FILLED) !== 0,
      fillRule: flags & NONZERO ? 'nonzero' : 'evenodd',
    };
  }

  /** The kind code (0–5) of an item code. */
  kindOf(item: number): number {
    return (item & 3) === 3 ? this.chainKind[item >> 2]! : item & 3;
  }

  /** The index among its kind of an item code. */
  indexOf(item: number): number {
    return (item & 3) === 3 ? this.chainIndex[item >> 2]! : item >> 2;
  }

  itemOf(code: number, index: number): number {
    return code < 3 ? index * 4 + code : this.chainSlot[code - 3]![index]! * 4 + 3;
  }

  /** The kind's code, after checking that `index` is one of its slots. */
  slot(kind: ObstacleKind, index: number): number {
    const code = kindCode(kind, 'kind');
    const slots = this.shapes[code]!.length;
    if (!Number.isInteger(index) || index < 0 || index >= slots) {
      throw new RangeError(`index must be an integer in [0, ${slots}) for the world's ${kind}s, got ${String(index)}`);
    }
    return code;
  }

  /** Appends a validated shape (a new index of its kind); returns the index. */
  append(code: number, shape: unknown, id: WorldId | undefined, options: ShapeOptions | undefined): number {
    const index = this.shapes[code]!.length;
    let item: number;
    if (code < 3) {
      item = index * 4 + code;
      this.grow(code, index + 1);
    } else {
      const slot = this.chains.length;
      item = slot * 4 + 3;
      this.growChains(slot + 1);
      this.chains.push(new Float64Array(0));
      this.chainKind.push(code);
      this.chainIndex.push(index);
      this.chainSlot[code - 3]!.push(slot);
    }
    this.shapes[code]!.push(undefined);
    this.itemIds[item] = id;
    if (id !== undefined) this.idMap.set(id, item);
    this.order[item] = this.inserted++;
    this.z[item] = options?.z ?? this.order[item]!;
    this.flags[item] = (options?.filled ?? true ? FILLED : 0) | (options?.fillRule === 'nonzero' ? NONZERO : 0);
    this.write(item, code, shape);
    this.placeOne(item);
    this.zSorted = null;
    this.version++;
    return index;
  }

  /** Replaces a shape (validated) at an item code; options unchanged where absent. */
  replace(item: number, code: number, shape: unknown, options: ShapeOptions | undefined): void {
    if (this.place[item] === REMOVED || options?.z !== undefined) this.zSorted = null; // a removed slot set again, or a new z
    this.unplace(item);
    if (options?.z !== undefined) this.z[item] = options.z;
    if (options?.filled !== undefined) this.flags[item] = (this.flags[item]! & ~FILLED) | (options.filled ? FILLED : 0);
    if (options?.fillRule !== undefined) this.flags[item] = (this.flags[item]! & ~NONZERO) | (options.fillRule === 'nonzero' ? NONZERO : 0);
    this.write(item, code, shape);
    this.placeOne(item);
    this.version++;
  }

  /** Removes the shape at an item code (its slot stays; its id goes). */
  drop(item: number): void {
    this.unplace(item);
    this.shapes[this.kindOf(item)]![this.indexOf(item)] = undefined;
    const id = this.itemIds[item];
    if (id !== undefined) this.idMap.delete(id);
    this.itemIds[item] = undefined;
    this.zSorted = null;
    this.version++;
  }

  /** Room for `slots` shapes of a packed kind (doubling). */
  grow(code: number, slots: number): void {
    const data = this.data[code]!;
    const stride = STRIDES[code as 0 | 1 | 2];
    if (slots * stride > data.length) this.data[code] = grown(data, Math.max(slots, (2 * data.length) / stride) * stride);
    this.growItems(slots * 4);
  }

  growChains(slots: number): void {
    if (slots * 4 > this.chainBox.length) this.chainBox = grown(this.chainBox, Math.max(slots * 4, 2 * this.chainBox.length));
    this.growItems(slots * 4);
  }

  /** Room for item codes below `items`. */
  growItems(items: number): void {
    if (items <= this.stamps.length) return;
    const capacity = Math.max(items, this.stamps.length * 2);
    this.stamps = grown(this.stamps, capacity);
    this.place = grown(this.place, capacity);
    this.flags = grown(this.flags, capacity);
    this.z = grown(this.z, capacity);
    this.order = grown(this.order, capacity);
  }

  /** Stores a frozen copy of the shape and its packed record or chain. */
  write(item: number, code: number, shape: unknown): void {
    const copy = frozenCopy(code, shape);
    const index = this.indexOf(item);
    this.shapes[code]![index] = copy;
    if (code < 3) {
      const d = this.data[code]!;
      if (code === 0) putSegment(d, SEGMENT_STRIDE * index, copy as Segment);
      else if (code === 1) putCircle(d, CIRCLE_STRIDE * index, copy as Circle);
      else putRect(d, RECT_STRIDE * index, copy as Rect);
      return;
    }
    const slot = item >> 2;
    const points = code === 3 ? [copy as Vec2, copy as Vec2] : (copy as Polyline).points;
    const n = points.length;
    const closed = code === 5;
    const chain = new Float64Array(2 * n + (closed ? 2 : 0));
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let k = 0; k < n; k++) {
      const p = points[k]!;
      chain[2 * k] = p.x;
      chain[2 * k + 1] = p.y;
      if (p.x < x0) x0 = p.x;
      if (p.x > x1) x1 = p.x;
      if (p.y < y0) y0 = p.y;
      if (p.y > y1) y1 = p.y;
    }
    if (closed) {
      chain[2 * n] = points[0]!.x;
      chain[2 * n + 1] = points[0]!.y;
    }
    this.chains[slot] = chain;
    const b = this.chainBox;
    b[4 * slot] = x0;
    b[4 * slot + 1] = y0;
    b[4 * slot + 2] = x1;
    b[4 * slot + 3] = y1;
    if (closed) {
      const c = polygonCentroid(copy as Polygon);
      this.chainCenter[slot] = c.x >= x0 && c.x <= x1 && c.y >= y0 && c.y <= y1 ? c : null;
    }
  }

  /** The shape's bounding box into the world's `box` (minX, minY, maxX, maxY: read it before the next call). */
  boxOf(item: number): Float64Array {
    const BOX = this.box;
    const code = item & 3;
    if (code === 3) {
      const i = 4 * (item >> 2);
      const b = this.chainBox;
      BOX[0] = b[i]!;
      BOX[1] = b[i + 1]!;
      BOX[2] = b[i + 2]!;
      BOX[3] = b[i + 3]!;
      return BOX;
    }
    const d = this.data[code]!;
    if (code === 1) {
      const i = 3 * (item >> 2);
      BOX[0] = d[i]! - d[i + 2]!;
      BOX[1] = d[i + 1]! - d[i + 2]!;
      BOX[2] = d[i]! + d[i + 2]!;
      BOX[3] = d[i + 1]! + d[i + 2]!;
    } else if (code === 0) {
      const i = item & ~3;
      BOX[0] = Math.min(d[i]!, d[i + 2]!);
      BOX[1] = Math.min(d[i + 1]!, d[i + 3]!);
      BOX[2] = Math.max(d[i]!, d[i + 2]!);
      BOX[3] = Math.max(d[i + 1]!, d[i + 3]!);
    } else {
      const i = item & ~3;
      BOX[0] = d[i]!;
      BOX[1] = d[i + 1]!;
      BOX[2] = d[i]! + d[i + 2]!;
      BOX[3] = d[i + 1]! + d[i + 3]!;
    }
    return BOX;
  }

  /** Enters a shape (already written) in the grid, or on the outside list. */
  placeOne(item: number): void {
    this.alive++;
    if (this.cover(item, ADD)) {
      this.place[item] = IN_GRID;
    } else {
      this.place[item] = OUTSIDE;
      this.outside.push(item);
      if (this.outside.length > 32 + (this.alive >> 3)) this.needsRebuild = true;
    }
  }

  /** Takes a shape out of the grid or the outside list. */
  unplace(item: number): void {
    const where = this.place[item];
    if (where === IN_GRID) this.cover(item, DELETE);
    else if (where === OUTSIDE) removeItem(this.outside, item);
    else return;
    this.place[item] = REMOVED;
    this.alive--;
  }

  /**
   * Visits the cells a shape's boundary passes through (widened by `pad`), and
   * for a filled shape the cells wholly inside it: `op` ADD enters it there,
   * DELETE takes it out, COUNT counts it. Returns false (and does nothing) when
   * the widened shape is not wholly inside the grid.
   */
  cover(item: number, op: number): boolean {
    const pad = this.pad;
    const b = this.boxOf(item);
    if (!this.inside(b[0]! - pad, b[1]! - pad, b[2]! + pad, b[3]! + pad)) return false;
    const code = item & 3;
    const filled = (this.flags[item]! & FILLED) !== 0;
    if (code === 1) {
      const d = this.data[1];
      const i = 3 * (item >> 2);
      this.coverCircle(d[i]!, d[i + 1]!, d[i + 2]!, item, op, filled);
      this.centerOp(item, op);
      return true;
    }
    if (code === 0) {
      const d = this.data[0];
      const i = item & ~3;
      this.coverSegment(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, item, op);
      return true;
    }
    if (code === 2) {
      const d = this.data[2];
      const i = item & ~3;
      const x = d[i]!;
      const y = d[i + 1]!;
      const right = x + d[i + 2]!;
      const bottom = y + d[i + 3]!;
      // The four edges; a corner cell gets the rect twice (once per edge), harmless: each
      // query tests it once (stamps), and DELETE takes out one entry per edge as ADD put in.
      this.coverSegment(x, y, right, y, item, op);
      this.coverSegment(right, y, right, bottom, item, op);
      this.coverSegment(x, bottom, right, bottom, item, op);
      this.coverSegment(x, y, x, bottom, item, op);
      if (filled) this.fillRect(x, y, right, bottom, item, op);
      this.centerOp(item, op);
      return true;
    }
    const chain = this.chains[item >> 2]!;
    const polygonFill = filled && this.chainKind[item >> 2] === 5;
    if (polygonFill) {
      this.scratchCells.clear();
      this.collecting = true;
    }
    for (let k = 0; k + 2 < chain.length; k += 2) this.coverSegment(chain[k]!, chain[k + 1]!, chain[k + 2]!, chain[k + 3]!, item, op);
    if (polygonFill) {
      this.collecting = false;
      this.fillPolygon(item, op);
    }
    if (this.chainKind[item >> 2] === 5) this.centerOp(item, op);
    return true;
  }

  /** Enters (takes out, counts) a shape in the centre list of the cell of its centre, if it has one. */
  centerOp(item: number, op: number): void {
    const c = this.centerOf(item);
    if (c !== null) listOp(this.centers, this.row(c[1]!) * this.nx + this.column(c[0]!), item, op);
  }

  /**
   * The centre of a circle (its centre), a rect (the middle of its box) or a
   * polygon (its centroid, `polygonCentroid`, when that lies in its bounding
   * box: a self-intersecting polygon's may not), into the world's `center`
   * (x, y: read it before the next call); null for the other kinds.
   */
  centerOf(item: number): Float64Array | null {
    const CENTER = this.center;
    const code = item & 3;
    if (code === 1) {
      const d = this.data[1];
      const i = 3 * (item >> 2);
      CENTER[0] = d[i]!;
      CENTER[1] = d[i + 1]!;
      return CENTER;
    }
    if (code === 2) {
      const d = this.data[2];
      const i = item & ~3;
      CENTER[0] = d[i]! + d[i + 2]! / 2;
      CENTER[1] = d[i + 1]! + d[i + 3]! / 2;
      return CENTER;
    }
    const c = code === 3 ? this.chainCenter[item >> 2] : null;
    if (c == null) return null;
    CENTER[0] = c.x;
    CENTER[1] = c.y;
    return CENTER;
  }

  inside(x0: number, y0: number, x1: number, y1: number): boolean {
    return x0 >= this.minX && y0 >= this.minY && x1 <= this.maxX && y1 <= this.maxY;
  }

  column(x: number): number {
    const c = Math.floor((x - this.minX) * this.inverse);
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c;
  }

  row(y: number): number {
    const r = Math.floor((y - this.minY) * this.inverse);
    return r < 0 ? 0 : r >= this.ny ? this.ny - 1 : r;
  }

  /** The cells along a segment: for each row of cells, the columns its piece in that row (widened) spans. */
  coverSegment(ax: number, ay: number, bx: number, by: number, item: number, op: number): void {
    const pad = this.pad;
    const dy = by - ay;
    const dx = bx - ax;
    const r0 = this.row(Math.min(ay, by) - pad);
    const r1 = this.row(Math.max(ay, by) + pad);
    for (let r = r0; r <= r1; r++) {
      let lo = Math.min(ax, bx);
      let hi = Math.max(ax, bx);
      if (dy !== 0 && r0 !== r1) {
        const bandTop = this.minY + r * this.cellSize - pad;
        const bandBottom = bandTop + this.cellSize + 2 * pad;
        let t0 = (bandTop - ay) / dy;
        let t1 = (bandBottom - ay) / dy;
        if (t0 > t1) {
          const t = t0;
          t0 = t1;
          t1 = t;
        }
        if (t0 < 0) t0 = 0;
        if (t1 > 1) t1 = 1;
        const x0 = t0 === 0 ? ax : ax + dx * t0;
        const x1 = t1 === 1 ? bx : ax + dx * t1;
        lo = Math.min(x0, x1);
        hi = Math.max(x0, x1);
      }
      const c1 = this.column(hi + pad);
      for (let c = this.column(lo - pad); c <= c1; c++) this.cellOp(r * this.nx + c, item, op);
    }
  }

  /**
   * The cells a circle's circumference (widened) may pass through: the cells of
   * its box that reach within `radius + pad` of the centre, less those wholly
   * inside the disk; those go to the fill lists when it is filled.
   */
  coverCircle(cx: number, cy: number, radius: number, item: number, op: number, filled: boolean): void {
    const pad = this.pad;
    const r0 = this.row(cy - radius - pad);
    const r1 = this.row(cy + radius + pad);
    const c0 = this.column(cx - radius - pad);
    const c1 = this.column(cx + radius + pad);
    const inner = radius - pad;
    const innerSquared = inner > 0 ? inner * inner : -1;
    const size = this.cellSize;
    const outer = radius + pad;
    const outerSquared = outer * outer;
    for (let r = r0; r <= r1; r++) {
      const top = this.minY + r * size;
      const far = Math.max(Math.abs(top - cy), Math.abs(top + size - cy));
      const gapY = cy < top ? top - cy : cy > top + size ? cy - top - size : 0;
      for (let c = c0; c <= c1; c++) {
        const left = this.minX + c * size;
        const farX = Math.max(Math.abs(left - cx), Math.abs(left + size - cx));
        const cell = r * this.nx + c;
        if (farX * farX + far * far < innerSquared) {
          // the whole cell is inside the disk
          if (filled) this.fillOp(cell, item, op);
        } else {
          // the cell's nearest point within the widened radius: the circumference may pass through it
          const gx = cx < left ? left - cx : cx > left + size ? cx - left - size : 0;
          if (gx * gx + gapY * gapY <= outerSquared) this.cellOp(cell, item, op);
        }
      }
    }
  }

  /** The cells wholly inside the rect `[x, right] × [y, bottom]` (less the margin) go to the fill lists. */
  fillRect(x: number, y: number, right: number, bottom: number, item: number, op: number): void {
    const pad = this.pad;
    const size = this.cellSize;
    for (let r = this.row(y); r <= this.row(bottom); r++) {
      const top = this.minY + r * size;
      if (top < y + pad || top + size > bottom - pad) continue;
      for (let c = this.column(x); c <= this.column(right); c++) {
        const left = this.minX + c * size;
        if (left < x + pad || left + size > right - pad) continue;
        this.fillOp(r * this.nx + c, item, op);
      }
    }
  }

  /**
   * The cells of a polygon's box that no edge passes through (`scratchCells`
   * holds those that one does) and whose centre is inside: wholly inside, to
   * the fill lists.
   */
  fillPolygon(item: number, op: number): void {
    const slot = item >> 2;
    const b = this.chainBox;
    const shape = this.shapes[5]![this.chainIndex[slot]!] as Polygon;
    const rule = this.flags[item]! & NONZERO ? 'nonzero' : 'evenodd';
    const size = this.cellSize;
    const CENTRE = this.cellCentre;
    const c0 = this.column(b[4 * slot]!);
    const c1 = this.column(b[4 * slot + 2]!);
    for (let r = this.row(b[4 * slot + 1]!); r <= this.row(b[4 * slot + 3]!); r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.nx + c;
        if (this.scratchCells.has(cell)) continue;
        CENTRE.x = this.minX + (c + 0.5) * size;
        CENTRE.y = this.minY + (r + 0.5) * size;
        if (pointInPolygon(CENTRE, shape, rule)) this.fillOp(cell, item, op);
      }
    }
  }

  cellOp(cell: number, item: number, op: number): void {
    if (this.collecting) this.scratchCells.add(cell);
    listOp(this.cells, cell, item, op);
  }

  fillOp(cell: number, item: number, op: number): void {
    listOp(this.fills, cell, item, op);
  }

  /**
   * Builds the grid for the shapes' current extent and enters every shape.
   * `strict` (createWorld): a fixed cell size that would make too many cells
   * throws; otherwise (a rebuild at a query, after shapes moved far) the cells
   * grow instead.
   */
  rebuild(strict = false): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const live: number[] = [];
    for (let code = 0; code < 6; code++) {
      const shapes = this.shapes[code]!;
      for (let index = 0; index < shapes.length; index++) {
        if (shapes[index] === undefined) continue;
        const item = this.itemOf(code, index);
        live.push(item);
        const b = this.boxOf(item);
        if (b[0]! < minX) minX = b[0]!;
        if (b[1]! < minY) minY = b[1]!;
        if (b[2]! > maxX) maxX = b[2]!;
        if (b[3]! > maxY) maxY = b[3]!;
      }
    }
    const n = live.length;
    if (n === 0) {
      minX = minY = 0;
      maxX = maxY = 1;
    }
    const magnitude = Math.max(Math.abs(minX), Math.abs(minY), Math.abs(maxX), Math.abs(maxY));
    let extent = Math.max(maxX - minX, maxY - minY);
    if (!(extent > 0)) extent = magnitude > 0 ? magnitude * 1e-6 : 1;
    const margin = extent / 64;
    minX -= margin;
    minY -= margin;
    maxX += margin;
    maxY += margin;
    const width = Math.max(maxX - minX, extent / 64);
    const height = Math.max(maxY - minY, extent / 64);
    if (!(width * height < Infinity)) {
      throw new RangeError(`the world's shapes span ${maxX - minX} × ${maxY - minY} units, too wide for its grid: keep coordinates within ±1e150`);
    }
    // About CELLS_PER_OBSTACLE cells per shape, square cells; never more than MAX_CELLS.
    let size = this.fixedCellSize ?? Math.sqrt((width * height) / Math.max(1, CELLS_PER_OBSTACLE * n));
    const cellsFor = (s: number) => Math.ceil(width / s) * Math.ceil(height / s);
    if (!(size > 0)) size = extent;
    if (this.fixedCellSize === undefined) {
      while (cellsFor(size) > 2 * CELLS_PER_OBSTACLE * n + 16) size *= 1.25;
    } else if (strict && cellsFor(size) > MAX_CELLS) {
      throw new RangeError(
        `options.cellSize ${size} would make ${cellsFor(size)} grid cells for these shapes; at most ${MAX_CELLS} (choose a larger cellSize)`,
      );
    }
    while (cellsFor(size) > MAX_CELLS) size *= 1.25;
    this.minX = minX;
    this.minY = minY;
    this.cellSize = size;
    this.inverse = 1 / size;
    this.nx = Math.max(1, Math.ceil(width / size));
    this.ny = Math.max(1, Math.ceil(height / size));
    this.maxX = minX + this.nx * size;
    this.maxY = minY + this.ny * size;
    // Far above the rounding of the cell arithmetic (a few ulps of the coordinates), far below a cell.
    this.pad = size * 2 ** -20 + magnitude * 2 ** -40;
    // Two passes: count each cell's shapes, lay the lists out with a little room, enter them.
    const cellTotal = this.nx * this.ny;
    this.cells.reset(cellTotal);
    this.fills.reset(cellTotal);
    this.centers.reset(cellTotal);
    for (const item of live) this.cover(item, COUNT);
    this.cells.layOut();
    this.fills.layOut();
    this.centers.layOut();
    this.outside = [];
    this.alive = 0;
    for (const item of live) this.placeOne(item);
    this.needsRebuild = false;
  }
}

/** The world's internals, for the queries. @internal */
export function worldInternals(world: World, name: string): WorldImpl {
  if (!(world instanceof WorldImpl)) throw new TypeError(`${name} must be a world made by createWorld, got ${world === null ? 'null' : typeof world}`);
  return world;
}

function listOp(lists: CellLists, cell: number, item: number, op: number): void {
  if (op === ADD) lists.add(cell, item);
  else if (op === DELETE) lists.delete(cell, item);
  else lists.tally(cell);
}

/** Removes one occurrence of `item` from `list` (order not kept). */
function removeItem(list: number[], item: number): void {
  const at = list.lastIndexOf(item);
  if (at < 0) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}

/**
 * Builds a world of shapes: copies them (later changes to the arrays or shapes
 * passed do not reach the world) and builds the broad phase once. Shapes in
 * the kind lists have no id; their indices are their positions in each list,
 * per kind, and never change (`remove` leaves a hole, `add` appends). Shapes
 * in `items` are inserted under their ids after the lists, in order.
 *
 * Change the world by id with `world.insert(id, kind, shape, options)`,
 * `world.update(id, shape)` (e.g. while a shape is dragged) and
 * `world.delete(id)`, or by index with `world.set(kind, index, shape)`,
 * `world.add(kind, shape)` and `world.remove(kind, index)`: each touches only
 * the grid cells of that shape (a shape moved outside the area the grid was
 * built for is kept on a list tested on every query, and the grid is rebuilt
 * once when that list grows long) and increases `world.version`. Moving a
 * sensor or a pointer changes nothing.
 *
 * @param shapes `{ segments?, circles?, rects?, points?, polylines?, polygons?, items? }`, scene units, y down
 * @param options `cellSize`: the grid's cell side, scene units (default: about one cell per shape over the shapes’ extent)
 * @throws TypeError / RangeError naming the first invalid shape (`shapes.segments[3].end.x …`), id or option
 */
export function createWorld(shapes: WorldShapes = {}, options: WorldOptions = {}): World {
  if (typeof shapes !== 'object' || shapes === null) {
    throw new TypeError(`shapes must be an object { segments?, circles?, rects?, points?, polylines?, polygons?, items? }, got ${String(shapes)}`);
  }
  const cellSize = options.cellSize;
  if (cellSize !== undefined && !(typeof cellSize === 'number' && cellSize > 0 && cellSize < Infinity)) {
    const message = `options.cellSize must be a finite number > 0, got ${String(cellSize)}`;
    throw typeof cellSize === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const world = new WorldImpl(cellSize);
  const lists = [shapes.segments, shapes.circles, shapes.rects, shapes.points, shapes.polylines, shapes.polygons] as const;
  // Validate everything first, then append: a world is never half built.
  const pending: [number, unknown, WorldId | undefined, ShapeOptions | undefined][] = [];
  for (let code = 0; code < 6; code++) {
    const list = lists[code];
    if (list === undefined) continue;
    const name = `shapes.${LIST_NAMES[code]}`;
    if (!Array.isArray(list)) throw new TypeError(`${name} must be an array, got ${typeof list}`);
    for (let index = 0; index < list.length; index++) {
      assertShape(code, list[index], `${name}[${index}]`);
      pending.push([code, list[index], undefined, undefined]);
    }
  }
  if (shapes.items !== undefined) {
    if (!Array.isArray(shapes.items)) throw new TypeError(`shapes.items must be an array, got ${typeof shapes.items}`);
    const seen = new Set<WorldId>();
    shapes.items.forEach((item: WorldItem, k) => {
      const name = `shapes.items[${k}]`;
      if (typeof item !== 'object' || item === null) throw new TypeError(`${name} must be an object { id, kind, shape, z?, filled?, fillRule? }, got ${String(item)}`);
      assertId(item.id, `${name}.id`);
      if (seen.has(item.id)) throw new RangeError(`${name}.id ${JSON.stringify(item.id)} is already used by an earlier item`);
      seen.add(item.id);
      const code = kindCode(item.kind, `${name}.kind`);
      assertShape(code, item.shape, `${name}.shape`);
      assertOptions(item, name);
      pending.push([code, item.shape, item.id, item]);
    });
  }
  // Append with no grid yet (every shape on the outside list), then build the grid once.
  world.minX = world.minY = Infinity;
  world.maxX = world.maxY = -Infinity;
  for (const [code, shape, id, opts] of pending) world.append(code, shape, id, opts);
  world.rebuild(true);
  world.version = 0;
  return world;
}
