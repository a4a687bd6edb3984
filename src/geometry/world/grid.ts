import { ADD, COUNT, DELETE, GridCells } from './gridCells';
import { CHAIN_TAG, itemSlot, itemTag, KIND_COUNT, RECT_KIND } from './itemCode';
import { FLOATING, IN_GRID, OUTSIDE, REMOVED } from './shapeStore';

/**
 * Where each shape of a world is, and the grid built for the shapes' extent.
 * @internal
 *
 * A shape wholly inside the grid (widened by its margin) is entered in its
 * cells (`GridCells.cover`); one that lies partly outside (moved or added
 * outside the area the grid was built for) goes on the `outside` list, tested
 * on every ray and query; when there are many of those the grid is rebuilt for
 * the new area, once, at the next query.
 *
 * Floating shapes (`float`) go on the outside list too, wherever they are,
 * until `settle`: a gesture that writes the same shapes on every frame (a
 * selection of a thousand shapes dragged) then rewrites their numbers only,
 * with no walk over their cells, and every query still finds them (it tests
 * the outside list). They do not count towards a rebuild.
 */

/** The most cells a grid may have. */
const MAX_CELLS = 1 << 24;

/**
 * Grid cells per shape when the cell size is chosen automatically. Measured
 * on lidar scans (360 rays over 1,100 obstacles, 1,024 over 11,000; the fan
 * sweep of `castFan`, then per-ray walks) once the sweep's per-obstacle
 * tests had become cheap: from 1 cell per obstacle to 0.4, scans took about
 * 10 % less (fewer cells and rings to visit; each walked cell holds more
 * obstacles, which the walk's first test rejects cheaply), and 0.25 no less
 * again; the scene queries' bench (pick, nearest, queryRect, snapPoint) stayed
 * within its targets. Finer grids cost memory and build time too.
 */
const CELLS_PER_OBSTACLE = 0.4;

/** Removes one occurrence of `item` from `list` (order not kept). */
function removeItem(list: number[], item: number): void {
  const at = list.lastIndexOf(item);
  if (at < 0) return;
  list[at] = list[list.length - 1]!;
  list.pop();
}

/** A world's shapes placed in its grid or on its outside list (between `GridCells` and `WorldImpl`). @internal */
export class Grid extends GridCells {
  /** Item codes of the shapes not (wholly) inside the grid. */
  outside: number[] = [];
  /** The number of shapes placed (removed ones not counted). */
  alive = 0;
  /** How many of the `outside` list are floating (`float`): they do not count towards a rebuild. */
  floating = 0;
  /**
   * Steps whenever what a shape that is not floating holds may have changed: a
   * shape added, removed or changed (other than a floating one rewritten in
   * place), or shapes settled. Floating shapes (`float`) and a floating
   * shape's frame writes (`update`, `writeFrame`) leave it as it is: what is
   * made from the shapes at one `stillVersion` (the alignment references of
   * `alignIndexOf`) stays valid for every shape that is not floating now, as
   * long as a reader passes over the floating ones.
   */
  stillVersion = 0;
  /** Set when the outside list has grown long: the next query rebuilds the grid first. */
  needsRebuild = false;
  /** `createWorld`'s `options.cellSize`, or undefined (chosen from the shapes). */
  readonly fixedCellSize: number | undefined;

  constructor(cellSize: number | undefined) {
    super();
    this.fixedCellSize = cellSize;
  }

  /** Whether the outside list holds a shape that is not floating (else a walk that passes over floating shapes need not walk it). */
  hasStillOutside(): boolean {
    return this.floating < this.outside.length;
  }

  /** Whether a shape is floating (`float`). */
  isFloating(item: number): boolean {
    return (this.flags[item]! & FLOATING) !== 0;
  }

  /** Enters a shape (already written) in the grid, or on the outside list (outside the grid, or floating). */
  placeOne(item: number): void {
    this.alive++;
    if (this.isFloating(item)) {
      this.place[item] = OUTSIDE;
      this.outside.push(item);
      this.floating++;
    } else if (this.cover(item, ADD)) {
      this.place[item] = IN_GRID;
    } else {
      this.place[item] = OUTSIDE;
      this.outside.push(item);
      if (this.outside.length - this.floating > 32 + (this.alive >> 3)) this.needsRebuild = true;
    }
  }

  /** Takes a shape out of the grid or the outside list. */
  unplace(item: number): void {
    const where = this.place[item];
    if (where === IN_GRID) this.cover(item, DELETE);
    else if (where === OUTSIDE) {
      removeItem(this.outside, item);
      if (this.isFloating(item)) this.floating--;
    } else return;
    this.place[item] = REMOVED;
    this.alive--;
  }

  /**
   * Floats the shapes of item codes `items` (placed ones; others are skipped):
   * each leaves its grid cells for the outside list, where it stays, whatever
   * is written to it, until `settle`. Changes no query's answer, nor
   * `stillVersion` (the shapes still hold what they held).
   */
  float(items: Iterable<number>): void {
    for (const item of items) {
      if (this.place[item] === REMOVED || this.isFloating(item)) continue;
      this.unplace(item);
      this.flags[item] = this.flags[item]! | FLOATING;
      this.placeOne(item);
    }
  }

  /** Enters every floating shape in the grid again (or leaves it on the outside list when it lies outside the grid), in one pass over that list. */
  settle(): void {
    if (this.floating === 0) return;
    this.stillVersion++;
    const floated: number[] = [];
    let kept = 0;
    const outside = this.outside;
    for (let k = 0; k < outside.length; k++) {
      const item = outside[k]!;
      if (this.isFloating(item)) floated.push(item);
      else this.outside[kept++] = item;
    }
    this.outside.length = kept;
    this.floating = 0;
    this.alive -= floated.length;
    for (const item of floated) {
      this.flags[item] = this.flags[item]! & ~FLOATING;
      this.placeOne(item);
    }
  }

  /**
   * The one cell a shape's box (widened by `pad`) lies in, or −1 when it
   * reaches into more than one or out of the grid. Such a shape is entered in
   * that cell alone (`cover`): once per edge (a segment once, a rect four
   * times, a chain once per edge), once for a circle's circumference; in no
   * fill list (no cell lies wholly inside it); and, when it has a centre, in
   * that cell's centre list.
   */
  cellOfBox(item: number): number {
    const pad = this.pad;
    const b = this.boxOf(item);
    const x0 = b[0]! - pad;
    const y0 = b[1]! - pad;
    const x1 = b[2]! + pad;
    const y1 = b[3]! + pad;
    if (!this.inside(x0, y0, x1, y1)) return -1;
    const c = this.column(x0);
    if (c !== this.column(x1)) return -1;
    const r = this.row(y0);
    return r === this.row(y1) ? r * this.nx + c : -1;
  }

  /** How many entries a shape in one cell has in that cell's list (`cellOfBox`): one per edge, one for a circle. */
  entriesInCell(item: number): number {
    const tag = itemTag(item);
    if (tag === CHAIN_TAG) return (this.chains[itemSlot(item)]!.length >> 1) - 1;
    return tag === RECT_KIND ? 4 : 1;
  }

  /** Takes a shape that lies in the one cell `cell` (`cellOfBox`, its `entries` and whether it has a centre, as it was placed) out of the grid. */
  unplaceFromCell(item: number, cell: number, entries: number, centred: boolean): void {
    for (let k = 0; k < entries; k++) this.cells.delete(cell, item);
    if (centred) this.centers.delete(cell, item);
    this.place[item] = REMOVED;
    this.alive--;
  }

  /**
   * Builds the grid for the shapes' current extent and enters every shape.
   * `strict` (createWorld): a fixed cell size that would make too many cells
   * throws; otherwise (a rebuild at a query, after shapes moved far) the cells
   * grow instead.
   * @throws RangeError when the shapes span more than the grid's arithmetic can (coordinates beyond ±1e150), or (strict) for too small a fixed cell size
   */
  rebuild(strict = false): void {
    const { live, box } = this.liveItems();
    this.layGrid(box, live.length, strict);
    // Two passes: count each cell's shapes, lay the lists out with a little room, enter them.
    const cellTotal = this.nx * this.ny;
    this.cells.reset(cellTotal);
    this.fills.reset(cellTotal);
    this.centers.reset(cellTotal);
    for (const item of live) if (!this.isFloating(item)) this.cover(item, COUNT);
    this.cells.layOut();
    this.fills.layOut();
    this.centers.layOut();
    this.outside = [];
    this.alive = 0;
    this.floating = 0;
    for (const item of live) this.placeOne(item);
    this.needsRebuild = false;
  }

  /** Every shape's item code, and the box of them all (`[minX, minY, maxX, maxY]`; `[0, 0, 1, 1]` when there are none). */
  private liveItems(): { live: number[]; box: [number, number, number, number] } {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    const live: number[] = [];
    for (let kind = 0; kind < KIND_COUNT; kind++) {
      const shapes = this.shapes[kind]!;
      for (let index = 0; index < shapes.length; index++) {
        if (shapes[index] === undefined) continue;
        const item = this.itemOf(kind, index);
        live.push(item);
        const b = this.boxOf(item);
        if (b[0]! < minX) minX = b[0]!;
        if (b[1]! < minY) minY = b[1]!;
        if (b[2]! > maxX) maxX = b[2]!;
        if (b[3]! > maxY) maxY = b[3]!;
      }
    }
    return { live, box: live.length === 0 ? [0, 0, 1, 1] : [minX, minY, maxX, maxY] };
  }

  /**
   * Lays the grid over `box` (the shapes' extent, widened by a margin) for `n`
   * shapes: square cells, about `CELLS_PER_OBSTACLE` per shape (or the fixed
   * size), never more than `MAX_CELLS`; and the margin `pad`. Changes nothing
   * when it throws.
   */
  private layGrid(box: readonly [number, number, number, number], n: number, strict: boolean): void {
    let [minX, minY, maxX, maxY] = box;
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
  }
}
