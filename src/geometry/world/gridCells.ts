import { CellLists } from './cellLists';
import { CIRCLE_KIND, circleAt, isClosedChainKind, itemSlot, itemTag, RECT_KIND, rectAt, SEGMENT_KIND, segmentAt } from './itemCode';
import { ShapeStore } from './shapeStore';
import { pointInRing } from '../hit/polygon';

/**
 * The broad phase's grid: its cells, and which cells each shape is entered
 * in. @internal
 *
 * **A uniform grid, walked cell by cell along a ray** (Amanatides & Woo's
 * traversal), chosen by measurement: on the article's kind of scene (short
 * walls and small circles spread over a room) it beat brute force by far and
 * a bounding-volume tree's ray cast, and it updates one shape by touching only
 * the cells it covers. Each shape is entered in every cell its boundary passes
 * through (a wall in the cells along it, a rect, polyline or polygon in the
 * cells along its edges, a circle in the cells its circumference crosses),
 * widened by a margin (`pad`) far above the rounding of the cell arithmetic,
 * so a ray never misses a shape at a cell boundary; the walk stops at the
 * first cell that starts beyond the nearest hit found (plus that margin), so a
 * nearer hit in a later cell, or an equally near one, is never skipped. A
 * filled shape (circle, rect, polygon) is also entered, in a second set of
 * lists (`fills`), in the cells wholly inside it, so a point query finds the
 * shape it is deep inside; and a circle, rect or polygon in the `centers` list
 * of the cell of its centre (snapping to centres far from the boundary).
 */

/** Cell operations of `cover`: enter a shape, take it out, count it (the lists' first pass). @internal */
export const ADD = 1;
/** @internal */
export const DELETE = -1;
/** @internal */
export const COUNT = 2;

function listOp(lists: CellLists, cell: number, item: number, op: number): void {
  if (op === ADD) lists.add(cell, item);
  else if (op === DELETE) lists.delete(cell, item);
  else lists.tally(cell);
}

/** The grid's geometry and cell lists over a world's shapes (between `ShapeStore` and `Grid`). @internal */
export class GridCells extends ShapeStore {
  /** The grid: its top-left corner, bottom-right corner, cell side and its inverse, columns and rows. */
  minX = 0;
  minY = 0;
  maxX = 1;
  maxY = 1;
  cellSize = 1;
  inverse = 1;
  nx = 1;
  ny = 1;
  /** The margin every shape's cells are widened by (far above the rounding of the cell arithmetic, far below a cell). */
  pad = 0;
  /** The shapes whose boundary passes through each cell. */
  cells = new CellLists();
  /** The filled shapes each cell lies wholly inside. */
  fills = new CellLists();
  /** The circles, rects and polygons whose centre (`centerOf`) lies in each cell (snapping to centres far from the boundary). */
  centers = new CellLists();
  /** While `collecting`, `cellOp` also notes each cell in `edgeCells` (the cells a polygon's edges touch, for `fillPolygon`). */
  private collecting = false;
  private readonly edgeCells = new Set<number>();

  /** Whether the box `[x0, x1] × [y0, y1]` lies inside the grid. */
  inside(x0: number, y0: number, x1: number, y1: number): boolean {
    return x0 >= this.minX && y0 >= this.minY && x1 <= this.maxX && y1 <= this.maxY;
  }

  /** The column of `x`, clamped to the grid. */
  column(x: number): number {
    const c = Math.floor((x - this.minX) * this.inverse);
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c;
  }

  /** The row of `y`, clamped to the grid. */
  row(y: number): number {
    const r = Math.floor((y - this.minY) * this.inverse);
    return r < 0 ? 0 : r >= this.ny ? this.ny - 1 : r;
  }

  /** The cell at `(x, y)` whose fill list a point query reads, or −1 when the point is outside the grid. */
  fillCell(x: number, y: number): number {
    return this.inside(x, y, x, y) ? this.row(y) * this.nx + this.column(x) : -1;
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
    const tag = itemTag(item);
    const filled = this.isFilled(item);
    if (tag === CIRCLE_KIND) {
      const d = this.data[CIRCLE_KIND];
      const i = circleAt(item);
      this.coverCircle(d[i]!, d[i + 1]!, d[i + 2]!, item, op, filled);
      this.centerOp(item, op);
    } else if (tag === SEGMENT_KIND) {
      const d = this.data[SEGMENT_KIND];
      const i = segmentAt(item);
      this.coverSegment(d[i]!, d[i + 1]!, d[i + 2]!, d[i + 3]!, item, op);
    } else if (tag === RECT_KIND) {
      this.coverRect(item, op, filled);
    } else {
      this.coverChain(item, op, filled);
    }
    return true;
  }

  /** A rect's four edges, and its inside when filled. */
  private coverRect(item: number, op: number, filled: boolean): void {
    const d = this.data[RECT_KIND];
    const i = rectAt(item);
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
  }

  /** A chain's edges, and a filled polygon's inside. */
  private coverChain(item: number, op: number, filled: boolean): void {
    const slot = itemSlot(item);
    const chain = this.chains[slot]!;
    const polygon = isClosedChainKind(this.chainKind[slot]);
    const polygonFill = filled && polygon;
    if (polygonFill) {
      this.edgeCells.clear();
      this.collecting = true;
    }
    for (let k = 0; k + 2 < chain.length; k += 2) this.coverSegment(chain[k]!, chain[k + 1]!, chain[k + 2]!, chain[k + 3]!, item, op);
    if (polygonFill) {
      this.collecting = false;
      this.fillPolygon(item, op);
    }
    if (polygon) this.centerOp(item, op);
  }

  /** Enters (takes out, counts) a shape in the centre list of the cell of its centre, if it has one. */
  centerOp(item: number, op: number): void {
    const c = this.centerOf(item);
    if (c !== null) listOp(this.centers, this.row(c[1]!) * this.nx + this.column(c[0]!), item, op);
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
   * The cells of a polygon's box that no edge passes through (`edgeCells`
   * holds those that one does) and whose centre is inside: wholly inside, to
   * the fill lists.
   */
  fillPolygon(item: number, op: number): void {
    const slot = itemSlot(item);
    const b = this.chainBox;
    const ring = this.chains[slot]!;
    const rule = this.fillRuleOf(item);
    const size = this.cellSize;
    const c0 = this.column(b[4 * slot]!);
    const c1 = this.column(b[4 * slot + 2]!);
    for (let r = this.row(b[4 * slot + 1]!); r <= this.row(b[4 * slot + 3]!); r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * this.nx + c;
        if (this.edgeCells.has(cell)) continue;
        if (pointInRing(ring, this.minX + (c + 0.5) * size, this.minY + (r + 0.5) * size, rule)) this.fillOp(cell, item, op);
      }
    }
  }

  cellOp(cell: number, item: number, op: number): void {
    if (this.collecting) this.edgeCells.add(cell);
    listOp(this.cells, cell, item, op);
  }

  fillOp(cell: number, item: number, op: number): void {
    listOp(this.fills, cell, item, op);
  }
}
