import { HIT_RECORD, RAY_RECORD, rayCircleAt, rayRectAt, raySegmentAt } from './rayCores';
import { CIRCLE_STRIDE, putCircle, putRect, putSegment, RECT_STRIDE, SEGMENT_STRIDE } from './packed';
import { loadRay, type RaycastHit } from './raycast';
import { circle, rect, segment } from './shapes';
import type { Circle, Ray, Rect, Segment } from './types';
import { assertCircle, assertRect, assertSegment } from './validate';

/**
 * A world of obstacles (walls, circles, rects) with a broad phase, for ray
 * casts and lidar scans over thousands of them (the world of the article
 * “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション -
 * 線分交差判定): walls, a partition and circular targets).
 *
 * **Broad phase: a uniform grid, walked cell by cell along the ray**
 * (Amanatides & Woo's traversal), chosen by measurement: on the article's kind of
 * scene (short walls and small circles spread over a room) it beat brute force
 * by far and a bounding-volume tree's ray cast, and it updates one obstacle by
 * touching only the cells it covers. Each obstacle is entered in every cell its
 * boundary passes through (a wall in the cells along it, a rect in the cells
 * along its four edges, a circle in the cells its circumference crosses),
 * widened by a margin far above the rounding of the cell arithmetic, so a ray
 * never misses an obstacle at a cell boundary; the walk stops at the first cell
 * that starts beyond the nearest hit found (plus that margin), so a nearer hit
 * in a later cell, or an equally near one, is never skipped. An obstacle that
 * lies partly outside the grid (moved or added outside the area it was built
 * for) is tested on every ray; when there are many of those the grid is rebuilt
 * for the new area, once, at the next cast.
 *
 * `lidarScan` uses the same grid for a whole fan of rays at once
 * (`fanCast.ts`): cells swept ring by ring around the sensor, obstacles tested
 * against the rays in their angle, the last open rays walked as above.
 *
 * Narrow phase: the same functions as `raycastSegment`, `raycastCircle` and
 * `raycastRect`, so a world answers exactly what a loop over those would.
 */

/** The kinds of obstacle a {@link World} holds. */
export type ObstacleKind = 'segment' | 'circle' | 'rect';

/** The shape type of each obstacle kind. */
export interface ObstacleShapes {
  segment: Segment;
  circle: Circle;
  rect: Rect;
}

/**
 * The numeric code of each obstacle kind, as `lidarScan` writes it into
 * `hitKinds` (`none` = −1: no return). Ties between obstacles at the same
 * distance go to the smaller code, then the smaller index.
 */
export const ObstacleCode = Object.freeze({ none: -1, segment: 0, circle: 1, rect: 2 } as const);

/** A ray's nearest hit in a world: the hit and which obstacle it is. */
export interface WorldHit extends RaycastHit {
  readonly kind: ObstacleKind;
  readonly index: number;
}

/** The obstacles to build a world from (each list may be empty or absent). */
export interface WorldShapes {
  readonly segments?: readonly Segment[];
  readonly circles?: readonly Circle[];
  readonly rects?: readonly Rect[];
}

/** Options of {@link createWorld}. */
export interface WorldOptions {
  /** Side of the broad phase's grid cells, scene units; chosen from the obstacles when absent. */
  readonly cellSize?: number;
}

/** A world of obstacles with a broad phase; see createWorld. */
export interface World {
  /** Increases by one on every change (set, add, remove); hooks memoise on it. */
  readonly version: number;
  /** Number of index slots of a kind (removed obstacles keep their slot). */
  count(kind: ObstacleKind): number;
  /** The obstacle at `index`, or `undefined` if removed or out of range. */
  get<K extends ObstacleKind>(kind: K, index: number): ObstacleShapes[K] | undefined;
  /** Replaces the obstacle at `index` (a slot that exists, removed or not). */
  set<K extends ObstacleKind>(kind: K, index: number, shape: ObstacleShapes[K]): void;
  /** Adds an obstacle; returns its index (the next slot). */
  add<K extends ObstacleKind>(kind: K, shape: ObstacleShapes[K]): number;
  /** Removes the obstacle at `index`; its slot stays (indices of the others never change). */
  remove(kind: ObstacleKind, index: number): void;
}


/** The kind names by code (0, 1, 2). */
const KINDS: readonly ObstacleKind[] = ['segment', 'circle', 'rect'];
/** Numbers per obstacle by code. */
const STRIDES = [SEGMENT_STRIDE, CIRCLE_STRIDE, RECT_STRIDE] as const;

function kindCode(kind: unknown, name: string): number {
  const code = kind === 'segment' ? 0 : kind === 'circle' ? 1 : kind === 'rect' ? 2 : -1;
  if (code < 0) throw new TypeError(`${name} must be 'segment', 'circle' or 'rect', got ${JSON.stringify(kind) ?? String(kind)}`);
  return code;
}

function assertShape(code: number, shape: unknown, name: string): void {
  if (code === 0) assertSegment(shape, name);
  else if (code === 1) assertCircle(shape, name);
  else assertRect(shape, name);
}

/** A frozen copy (a validated shape: the constructors' checks pass). */
function frozenCopy(code: number, shape: Segment | Circle | Rect): Segment | Circle | Rect {
  if (code === 0) return segment((shape as Segment).start, (shape as Segment).end);
  if (code === 1) return circle((shape as Circle).center, (shape as Circle).radius);
  const r = shape as Rect;
  return rect(r.x, r.y, r.width, r.height);
}

/** Where an obstacle is: removed (never set), in the grid's cells, or on the list tested on every ray. */
const REMOVED = 0;
const IN_GRID = 1;
const OUTSIDE = 2;

/** Cell operations of `cover`. */
const ADD = 1;
const DELETE = -1;
const COUNT = 2;

/** The most cells a grid may have. */
const MAX_CELLS = 1 << 24;

/**
 * Grid cells per obstacle when the cell size is chosen automatically. Measured
 * on lidar scans (360 rays over 1,100 obstacles, 1,024 over 11,000; the fan
 * sweep of `fanCast.ts`, then per-ray walks): 0.5 and 1 cell per obstacle
 * within a few per cent of each other, 2 about 10 % slower (more cells to
 * visit for the same obstacles); finer grids cost memory and build time too.
 */
const CELLS_PER_OBSTACLE = 1;

/** The world behind the `World` interface. @internal */
export class WorldImpl implements World {
  version = 0;
  /** Packed shapes by kind code (`packed.ts` layouts). */
  data: [Float64Array, Float64Array, Float64Array] = [new Float64Array(64), new Float64Array(48), new Float64Array(64)];
  /** REMOVED / IN_GRID / OUTSIDE per obstacle, by kind code. */
  place: [Uint8Array, Uint8Array, Uint8Array] = [new Uint8Array(16), new Uint8Array(16), new Uint8Array(16)];
  shapes: [(Segment | undefined)[], (Circle | undefined)[], (Rect | undefined)[]] = [[], [], []];
  /** The ray number that last tested each obstacle (by item code `index·4 + kind`): each is tested once per ray. */
  stamps = new Uint32Array(64);
  stamp = 0;
  /** Item codes of the obstacles not (wholly) inside the grid. */
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
  /**
   * The cells' obstacle lists, packed: cell `c` holds `cellCount[c]` item codes
   * at `items[cellStart[c] …]`, with room for `cellRoom[c]`. A cell that
   * outgrows its room moves to the end with twice the room (its old place
   * becomes a hole); the lists are repacked when holes fill half the array.
   * One typed array walked in order: far fewer cache misses than an array of
   * arrays on every ray.
   */
  cellStart = new Int32Array(1);
  cellCount = new Int32Array(1);
  cellRoom = new Int32Array(1);
  items = new Int32Array(16);
  used = 0;
  holes = 0;

  constructor(cellSize: number | undefined) {
    this.fixedCellSize = cellSize;
  }

  count(kind: ObstacleKind): number {
    return this.shapes[kindCode(kind, "kind")]!.length;
  }

  get<K extends ObstacleKind>(kind: K, index: number): ObstacleShapes[K] | undefined {
    return this.shapes[kindCode(kind, "kind")]![index] as ObstacleShapes[K] | undefined;
  }

  set<K extends ObstacleKind>(kind: K, index: number, shape: ObstacleShapes[K]): void {
    const code = this.slot(kind, index);
    assertShape(code, shape, 'shape');
    this.unplace(code, index);
    this.write(code, index, shape);
    this.placeOne(code, index);
    this.version++;
  }

  add<K extends ObstacleKind>(kind: K, shape: ObstacleShapes[K]): number {
    const code = kindCode(kind, 'kind');
    assertShape(code, shape, 'shape');
    const index = this.shapes[code]!.length;
    this.grow(code, index + 1);
    this.shapes[code]!.push(undefined);
    this.write(code, index, shape);
    this.placeOne(code, index);
    this.version++;
    return index;
  }

  remove(kind: ObstacleKind, index: number): void {
    const code = this.slot(kind, index);
    this.unplace(code, index);
    this.shapes[code]![index] = undefined;
    this.version++;
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

  /** Room for `slots` obstacles of a kind (doubling). */
  grow(code: number, slots: number): void {
    const place = this.place[code]!;
    if (slots > place.length) {
      const capacity = Math.max(slots, place.length * 2);
      const data = new Float64Array(capacity * STRIDES[code as 0 | 1 | 2]);
      data.set(this.data[code]!);
      this.data[code] = data;
      const grown = new Uint8Array(capacity);
      grown.set(place);
      this.place[code] = grown;
    }
    if (slots * 4 > this.stamps.length) {
      const stamps = new Uint32Array(Math.max(slots * 4, this.stamps.length * 2));
      stamps.set(this.stamps);
      this.stamps = stamps;
    }
  }

  /** Stores a frozen copy of the shape and its packed record (`packed.ts` layouts). */
  write(code: number, index: number, shape: Segment | Circle | Rect): void {
    const copy = frozenCopy(code, shape);
    (this.shapes[code] as unknown[])[index] = copy;
    const d = this.data[code]!;
    if (code === 0) putSegment(d, SEGMENT_STRIDE * index, copy as Segment);
    else if (code === 1) putCircle(d, CIRCLE_STRIDE * index, copy as Circle);
    else putRect(d, RECT_STRIDE * index, copy as Rect);
  }

  /** Enters an obstacle (already written) in the grid, or on the outside list. */
  placeOne(code: number, index: number): void {
    this.alive++;
    if (this.cover(code, index, ADD)) {
      this.place[code]![index] = IN_GRID;
    } else {
      this.place[code]![index] = OUTSIDE;
      this.outside.push(index * 4 + code);
      if (this.outside.length > 32 + (this.alive >> 3)) this.needsRebuild = true;
    }
  }

  /** Takes an obstacle out of the grid or the outside list. */
  unplace(code: number, index: number): void {
    const where = this.place[code]![index];
    if (where === IN_GRID) this.cover(code, index, DELETE);
    else if (where === OUTSIDE) removeItem(this.outside, index * 4 + code);
    else return;
    this.place[code]![index] = REMOVED;
    this.alive--;
  }

  /**
   * Visits the cells an obstacle's boundary passes through (widened by `pad`):
   * `op` ADD enters it there, DELETE takes it out, COUNT counts it. Returns false
   * (and does nothing) when the widened obstacle is not wholly inside the grid.
   */
  cover(code: number, index: number, op: number): boolean {
    const d = this.data[code]!;
    const pad = this.pad;
    if (code === 1) {
      const i = 3 * index;
      const cx = d[i]!;
      const cy = d[i + 1]!;
      const r = d[i + 2]!;
      if (!this.inside(cx - r - pad, cy - r - pad, cx + r + pad, cy + r + pad)) return false;
      this.coverCircle(cx, cy, r, index * 4 + 1, op);
      return true;
    }
    const i = 4 * index;
    if (code === 0) {
      const ax = d[i]!;
      const ay = d[i + 1]!;
      const bx = d[i + 2]!;
      const by = d[i + 3]!;
      if (!this.inside(Math.min(ax, bx) - pad, Math.min(ay, by) - pad, Math.max(ax, bx) + pad, Math.max(ay, by) + pad)) return false;
      this.coverSegment(ax, ay, bx, by, index * 4, op);
      return true;
    }
    const x = d[i]!;
    const y = d[i + 1]!;
    const right = x + d[i + 2]!;
    const bottom = y + d[i + 3]!;
    if (!this.inside(x - pad, y - pad, right + pad, bottom + pad)) return false;
    const item = index * 4 + 2;
    // The four edges; a corner cell gets the rect twice (once per edge), harmless: each
    // ray tests it once (stamps), and DELETE takes out one entry per edge as ADD put in.
    this.coverSegment(x, y, right, y, item, op);
    this.coverSegment(right, y, right, bottom, item, op);
    this.coverSegment(x, bottom, right, bottom, item, op);
    this.coverSegment(x, y, x, bottom, item, op);
    return true;
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

  /** The cells a circle's circumference (widened) may pass through: its box, less the cells wholly inside it. */
  coverCircle(cx: number, cy: number, radius: number, item: number, op: number): void {
    const pad = this.pad;
    const r0 = this.row(cy - radius - pad);
    const r1 = this.row(cy + radius + pad);
    const c0 = this.column(cx - radius - pad);
    const c1 = this.column(cx + radius + pad);
    const inner = radius - pad;
    const innerSquared = inner > 0 ? inner * inner : -1;
    const size = this.cellSize;
    for (let r = r0; r <= r1; r++) {
      const top = this.minY + r * size;
      const far = Math.max(Math.abs(top - cy), Math.abs(top + size - cy));
      for (let c = c0; c <= c1; c++) {
        const left = this.minX + c * size;
        const farX = Math.max(Math.abs(left - cx), Math.abs(left + size - cx));
        if (farX * farX + far * far < innerSquared) continue; // the whole cell is inside the disk
        this.cellOp(r * this.nx + c, item, op);
      }
    }
  }

  cellOp(cell: number, item: number, op: number): void {
    if (op === COUNT) {
      this.cellRoom[cell]!++;
      return;
    }
    const start = this.cellStart[cell]!;
    const count = this.cellCount[cell]!;
    if (op === DELETE) {
      const items = this.items;
      for (let k = start + count - 1; k >= start; k--) {
        if (items[k] === item) {
          items[k] = items[start + count - 1]!;
          this.cellCount[cell] = count - 1;
          return;
        }
      }
      return;
    }
    if (count === this.cellRoom[cell]) this.moveCell(cell, Math.max(4, 2 * count));
    this.items[this.cellStart[cell]! + count] = item;
    this.cellCount[cell] = count + 1;
  }

  /** Moves a cell's list to the end of `items` with `room` slots (growing or repacking `items` first if need be). */
  moveCell(cell: number, room: number): void {
    if (this.used + room > this.items.length) {
      if (this.holes > this.used / 2) this.repack(0);
      if (this.used + room > this.items.length) {
        const grown = new Int32Array(Math.max(this.used + room, 2 * this.items.length));
        grown.set(this.items.subarray(0, this.used));
        this.items = grown;
      }
    }
    const start = this.cellStart[cell]!;
    const count = this.cellCount[cell]!;
    this.items.copyWithin(this.used, start, start + count);
    this.holes += this.cellRoom[cell]!;
    this.cellStart[cell] = this.used;
    this.cellRoom[cell] = room;
    this.used += room;
  }

  /** Packs the lists again, each with `slack` free slots (no holes). */
  repack(slack: number): void {
    const cells = this.cellCount.length;
    let total = 0;
    for (let c = 0; c < cells; c++) total += this.cellCount[c]! + (this.cellCount[c]! > 0 || slack > 0 ? slack : 0);
    const items = new Int32Array(Math.max(16, total + (total >> 2)));
    let at = 0;
    for (let c = 0; c < cells; c++) {
      const count = this.cellCount[c]!;
      const start = this.cellStart[c]!;
      items.set(this.items.subarray(start, start + count), at);
      this.cellStart[c] = at;
      this.cellRoom[c] = count + slack;
      at += count + slack;
    }
    this.items = items;
    this.used = at;
    this.holes = 0;
  }

  /** Builds the grid for the obstacles' current extent and enters every obstacle. */
  rebuild(): void {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let n = 0;
    for (let code = 0; code < 3; code++) {
      const d = this.data[code]!;
      const place = this.place[code]!;
      const slots = this.shapes[code]!.length;
      for (let index = 0; index < slots; index++) {
        if (place[index] === REMOVED) continue;
        n++;
        let x0: number, y0: number, x1: number, y1: number;
        if (code === 1) {
          const i = 3 * index;
          x0 = d[i]! - d[i + 2]!;
          x1 = d[i]! + d[i + 2]!;
          y0 = d[i + 1]! - d[i + 2]!;
          y1 = d[i + 1]! + d[i + 2]!;
        } else if (code === 0) {
          const i = 4 * index;
          x0 = Math.min(d[i]!, d[i + 2]!);
          x1 = Math.max(d[i]!, d[i + 2]!);
          y0 = Math.min(d[i + 1]!, d[i + 3]!);
          y1 = Math.max(d[i + 1]!, d[i + 3]!);
        } else {
          const i = 4 * index;
          x0 = d[i]!;
          y0 = d[i + 1]!;
          x1 = d[i]! + d[i + 2]!;
          y1 = d[i + 1]! + d[i + 3]!;
        }
        if (x0 < minX) minX = x0;
        if (y0 < minY) minY = y0;
        if (x1 > maxX) maxX = x1;
        if (y1 > maxY) maxY = y1;
      }
    }
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
    // About CELLS_PER_OBSTACLE cells per obstacle, square cells; never more than MAX_CELLS.
    let size = this.fixedCellSize ?? Math.sqrt((width * height) / Math.max(1, CELLS_PER_OBSTACLE * n));
    const cellsFor = (s: number) => Math.ceil(width / s) * Math.ceil(height / s);
    if (!(size > 0)) size = extent;
    if (this.fixedCellSize === undefined) {
      while (cellsFor(size) > 2 * CELLS_PER_OBSTACLE * n + 16) size *= 1.25;
    } else if (cellsFor(size) > MAX_CELLS) {
      throw new RangeError(
        `options.cellSize ${size} would make ${cellsFor(size)} grid cells for these obstacles; at most ${MAX_CELLS} (choose a larger cellSize)`,
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
    // Two passes: count each cell's obstacles, lay the lists out with a little room, enter them.
    const cellTotal = this.nx * this.ny;
    this.cellStart = new Int32Array(cellTotal);
    this.cellCount = new Int32Array(cellTotal);
    this.cellRoom = new Int32Array(cellTotal);
    for (let code = 0; code < 3; code++) {
      const place = this.place[code]!;
      const slots = this.shapes[code]!.length;
      for (let index = 0; index < slots; index++) {
        if (place[index] !== REMOVED) this.cover(code, index, COUNT);
      }
    }
    let at = 0;
    for (let c = 0; c < cellTotal; c++) {
      const room = this.cellRoom[c]! === 0 ? 0 : this.cellRoom[c]! + 2;
      this.cellStart[c] = at;
      this.cellRoom[c] = room;
      at += room;
    }
    this.items = new Int32Array(Math.max(16, at + (at >> 2)));
    this.used = at;
    this.holes = 0;
    this.outside = [];
    this.alive = 0;
    for (let code = 0; code < 3; code++) {
      const place = this.place[code]!;
      const slots = this.shapes[code]!.length;
      for (let index = 0; index < slots; index++) {
        if (place[index] !== REMOVED) this.placeOne(code, index);
      }
    }
    this.needsRebuild = false;
  }
}

/** Removes one occurrence of `item` from `list` (order not kept). */
function removeItem(list: number[], item: number): void {
  const at = list.lastIndexOf(item);
  if (at < 0) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}

/**
 * Builds a world of obstacles: copies the shapes (later changes to the arrays
 * or shapes passed do not reach the world; use `world.set`) and builds the broad
 * phase once. Indices are the positions in each list, per kind, and never
 * change: `remove` leaves a hole, `add` appends.
 *
 * Change the world with `world.set(kind, index, shape)` (e.g. while a wall is
 * dragged), `world.add(kind, shape)` and `world.remove(kind, index)`: each
 * touches only the grid cells of that obstacle (an obstacle moved outside the
 * area the grid was built for is kept on a list tested on every ray, and the
 * grid is rebuilt once when that list grows long) and increases
 * `world.version`. Moving a sensor changes nothing.
 *
 * @param shapes `{ segments?, circles?, rects? }`, scene units, y down
 * @param options `cellSize`: the grid's cell side, scene units (default: about one cell per obstacle over the obstacles’ extent)
 * @throws TypeError / RangeError naming the first invalid shape (`shapes.segments[3].end.x …`) or option
 */
export function createWorld(shapes: WorldShapes = {}, options: WorldOptions = {}): World {
  if (typeof shapes !== 'object' || shapes === null) throw new TypeError(`shapes must be an object { segments?, circles?, rects? }, got ${String(shapes)}`);
  const cellSize = options.cellSize;
  if (cellSize !== undefined && !(typeof cellSize === 'number' && cellSize > 0 && cellSize < Infinity)) {
    const message = `options.cellSize must be a finite number > 0, got ${String(cellSize)}`;
    throw typeof cellSize === 'number' ? new RangeError(message) : new TypeError(message);
  }
  const world = new WorldImpl(cellSize);
  const lists = [shapes.segments, shapes.circles, shapes.rects] as const;
  const names = ['shapes.segments', 'shapes.circles', 'shapes.rects'];
  for (let code = 0; code < 3; code++) {
    const list = lists[code];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new TypeError(`${names[code]} must be an array, got ${typeof list}`);
    world.grow(code, list.length);
    for (let index = 0; index < list.length; index++) {
      assertShape(code, list[index], `${names[code]}[${index}]`);
      world.shapes[code]!.push(undefined);
      world.write(code, index, list[index] as Segment);
      world.place[code]![index] = OUTSIDE; // placed by rebuild
    }
  }
  world.rebuild();
  return world;
}

// ─── casting ────────────────────────────────────────────────────────────────

/** The nearest hit so far: the hit record, and its obstacle's item code (−1: none). */
const BEST = new Float64Array(HIT_RECORD);
const HIT = new Float64Array(HIT_RECORD);
const BEST_ITEM = new Int32Array(1);

/**
 * Tests one obstacle and keeps it if nearer, or as near with a smaller kind
 * code, then index. (The caller has checked the stamp.)
 */
function consider(w: WorldImpl, item: number, R: Float64Array): void {
  const code = item & 3;
  const index = item >> 2;
  const hit =
    code === 0 ? raySegmentAt(R, w.data[0], 4 * index, HIT) : code === 1 ? rayCircleAt(R, w.data[1], 3 * index, HIT) : rayRectAt(R, w.data[2], 4 * index, HIT);
  if (hit === 0) return;
  const best = BEST_ITEM[0]!;
  const distance = HIT[0]!;
  if (best >= 0) {
    if (distance > BEST[0]!) return;
    if (distance === BEST[0]! && ((best & 3) < code || ((best & 3) === code && best >> 2 < index))) return;
  }
  BEST[0] = distance;
  BEST[1] = HIT[1]!;
  BEST[2] = HIT[2]!;
  BEST[3] = HIT[3]!;
  BEST[4] = HIT[4]!;
  BEST_ITEM[0] = item;
  R[6] = distance; // from now on, only as near or nearer
}

/**
 * The nearest hit of the ray in `R` (`R[6]` = maxDistance; overwritten) into
 * `BEST`; returns its item code, or −1. The obstacles of the cells in columns
 * `skipX0 … skipX1` and rows `skipY0 … skipY1` are not tested (a caller that
 * has tested them already; none by default), and when the origin lies in that
 * block the walk starts where the ray leaves it. Allocates nothing. @internal
 */
export function castInto(w: WorldImpl, R: Float64Array, skipX0 = 1, skipY0 = 1, skipX1 = 0, skipY1 = 0): number {
  if (w.needsRebuild) w.rebuild();
  let stamp = w.stamp + 1;
  if (stamp > 0xfffffffe) {
    w.stamps.fill(0);
    stamp = 1;
  }
  w.stamp = stamp;
  BEST_ITEM[0] = -1;
  const outside = w.outside;
  for (let k = 0; k < outside.length; k++) consider(w, outside[k]!, R); // never in a cell: no stamp needed
  const ox = R[0]!;
  const oy = R[1]!;
  const ux = R[4]!;
  const uy = R[5]!;
  const pad = w.pad;
  // Clip the ray to the grid (widened by the margin).
  let enter = 0;
  let leave = R[6]!;
  const x0 = w.minX - pad;
  const x1 = w.maxX + pad;
  const y0 = w.minY - pad;
  const y1 = w.maxY + pad;
  if (ux !== 0) {
    const ta = (x0 - ox) / ux;
    const tb = (x1 - ox) / ux;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (ox < x0 || ox > x1) return BEST_ITEM[0]!;
  if (uy !== 0) {
    const ta = (y0 - oy) / uy;
    const tb = (y1 - oy) / uy;
    enter = Math.max(enter, Math.min(ta, tb));
    leave = Math.min(leave, Math.max(ta, tb));
  } else if (oy < y0 || oy > y1) return BEST_ITEM[0]!;
  if (enter > leave + pad) return BEST_ITEM[0]!;
  const size = w.cellSize;
  if (skipX0 <= skipX1 && skipY0 <= skipY1) {
    // The caller has tested the cells of the skipped block: when the origin is inside it, start
    // the walk where the ray leaves it (a hair before: the first cell walked is then one of them).
    const sx0 = w.minX + skipX0 * size;
    const sx1 = w.minX + (skipX1 + 1) * size;
    const sy0 = w.minY + skipY0 * size;
    const sy1 = w.minY + (skipY1 + 1) * size;
    if (ox > sx0 && ox < sx1 && oy > sy0 && oy < sy1) {
      const tx = ux > 0 ? (sx1 - ox) / ux : ux < 0 ? (sx0 - ox) / ux : Infinity;
      const ty = uy > 0 ? (sy1 - oy) / uy : uy < 0 ? (sy0 - oy) / uy : Infinity;
      const exit = Math.min(tx, ty) * (1 - 1e-9) - pad;
      if (exit > enter) enter = exit;
      if (enter > leave + pad) return BEST_ITEM[0]!;
    }
  }
  const nx = w.nx;
  const ny = w.ny;
  let ix = w.column(ox + ux * enter);
  let iy = w.row(oy + uy * enter);
  const stepX = ux > 0 ? 1 : ux < 0 ? -1 : 0;
  const stepY = uy > 0 ? 1 : uy < 0 ? -1 : 0;
  const deltaX = stepX === 0 ? Infinity : size / Math.abs(ux);
  const deltaY = stepY === 0 ? Infinity : size / Math.abs(uy);
  let nextX = stepX === 0 ? Infinity : (w.minX + (ix + (stepX > 0 ? 1 : 0)) * size - ox) / ux;
  let nextY = stepY === 0 ? Infinity : (w.minY + (iy + (stepY > 0 ? 1 : 0)) * size - oy) / uy;
  const cellStart = w.cellStart;
  const cellCount = w.cellCount;
  const items = w.items;
  const stamps = w.stamps;
  const segments = w.data[0];
  const dx = R[2]!;
  const dy = R[3]!;
  for (;;) {
    const cell = iy * nx + ix;
    const start = cellStart[cell]!;
    const end = ix < skipX0 || ix > skipX1 || iy < skipY0 || iy > skipY1 ? start + cellCount[cell]! : start;
    for (let k = start; k < end; k++) {
      const item = items[k]!;
      if (stamps[item] === stamp) continue; // tested already on this ray
      stamps[item] = stamp;
      if ((item & 3) === 0) {
        // A wall with both ends clearly on one side of the ray's line misses: raySegmentAt's
        // first test (the same products, the same error bound), here without the call.
        const i = item & ~3; // 4 · index
        const la = dx * (segments[i + 1]! - oy);
        const ra = dy * (segments[i]! - ox);
        const lb = dx * (segments[i + 3]! - oy);
        const rb = dy * (segments[i + 2]! - ox);
        const sa = la - ra;
        const sb = lb - rb;
        const ea = 5.551115123125783e-16 * (Math.abs(la) + Math.abs(ra));
        const eb = 5.551115123125783e-16 * (Math.abs(lb) + Math.abs(rb));
        if ((sa > ea && sb > eb) || (sa < -ea && sb < -eb)) continue;
      }
      consider(w, item, R);
    }
    // R[6] is the nearest hit so far (or maxDistance): stop at the first cell beyond it.
    if (nextX < nextY) {
      if (nextX > R[6]! + pad) break;
      ix += stepX;
      if (ix < 0 || ix >= nx) break;
      nextX += deltaX;
    } else {
      if (nextY > R[6]! + pad || nextY === Infinity) break;
      iy += stepY;
      if (iy < 0 || iy >= ny) break;
      nextY += deltaY;
    }
  }
  return BEST_ITEM[0]!;
}

/** The world's internals, for `lidarScan`. @internal */
export function worldInternals(world: World, name: string): WorldImpl {
  if (!(world instanceof WorldImpl)) throw new TypeError(`${name} must be a world made by createWorld, got ${world === null ? 'null' : typeof world}`);
  return world;
}

/** The last cast's hit record (distance, point, normal). @internal */
export const LAST_HIT: Float64Array = BEST;

const RAY = new Float64Array(RAY_RECORD);

/**
 * The nearest obstacle `ray` hits in `world` within `maxDistance`: each
 * obstacle as `raycastSegment` / `raycastCircle` / `raycastRect` would answer
 * it (closed shapes: a ray through a shared corner hits; from inside a circle
 * or rect, its exit point), the nearest of them, with which it is (`kind`,
 * `index`). **Ties** (two obstacles at exactly the same distance, e.g. the two
 * walls of a corner): the smaller kind code (segment, then circle, then rect),
 * then the smaller index. Crossing points are exact as `raycastSegment`'s
 * (point and distance within 1 ulp). Allocates only its result; rebuilds
 * nothing.
 *
 * @param maxDistance scene units along the ray, ≥ 0 (default `Infinity`)
 * @returns `{ distance, point, normal, kind, index }` or `null`
 * @throws TypeError when `world` was not made by `createWorld`; RangeError for a bad ray or `maxDistance`
 */
export function castRay(world: World, ray: Ray, maxDistance = Infinity): WorldHit | null {
  return castRayIn(world, ray, maxDistance, 1);
}

/**
 * `castRay` with the crossing points exact (`exact = 1`, as `castRay`) or in
 * the ray cores' fast mode (`0`, as `lidarScan`: same decisions, distances in
 * floating point), so tests can hold the lidar to castRay bit for bit. @internal
 */
export function castRayIn(world: World, ray: Ray, maxDistance: number, exact: 0 | 1): WorldHit | null {
  const w = worldInternals(world, 'world');
  loadRay(RAY, ray, maxDistance);
  RAY[7] = exact;
  const item = castInto(w, RAY);
  if (item < 0) return null;
  return {
    distance: BEST[0]!,
    point: { x: BEST[1]!, y: BEST[2]! },
    normal: { x: BEST[3]!, y: BEST[4]! },
    kind: KINDS[item & 3]!,
    index: item >> 2,
  };
}
