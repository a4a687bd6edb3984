/**
 * Per-cell lists of item codes for a uniform grid, packed into one typed array
 * (the world's broad phase, `GridCells`). @internal
 *
 * Cell `c` holds `count[c]` item codes at `items[start[c] …]`, with room for
 * `room[c]`. A cell that outgrows its room moves to the end with twice the
 * room (its old place becomes a hole); the lists are repacked when holes fill
 * half the array. One typed array walked in order: far fewer cache misses than
 * an array of arrays on every ray or query.
 *
 * Filling takes two passes: `count(cell)` for every entry, `layOut()`, then
 * `add(cell, item)` for every entry again.
 */
export class CellLists {
  start = new Int32Array(1);
  count = new Int32Array(1);
  room = new Int32Array(1);
  items = new Int32Array(16);
  used = 0;
  holes = 0;

  /** Empties the lists for `cells` cells (counting pass next). */
  reset(cells: number): void {
    this.start = new Int32Array(cells);
    this.count = new Int32Array(cells);
    this.room = new Int32Array(cells);
    this.items = new Int32Array(16);
    this.used = 0;
    this.holes = 0;
  }

  /** Counting pass: one more entry for `cell`. */
  tally(cell: number): void {
    this.room[cell]!++;
  }

  /** After the counting pass: lays the lists out, each with a little room to grow. */
  layOut(): void {
    const cells = this.start.length;
    let at = 0;
    for (let c = 0; c < cells; c++) {
      const room = this.room[c]! === 0 ? 0 : this.room[c]! + 2;
      this.start[c] = at;
      this.room[c] = room;
      at += room;
    }
    this.items = new Int32Array(Math.max(16, at + Math.floor(at / 4)));
    this.used = at;
    this.holes = 0;
  }

  add(cell: number, item: number): void {
    const count = this.count[cell]!;
    if (count === this.room[cell]) this.moveCell(cell, Math.max(4, 2 * count));
    this.items[this.start[cell]! + count] = item;
    this.count[cell] = count + 1;
  }

  /** Takes one entry of `item` out of `cell` (order not kept). */
  delete(cell: number, item: number): void {
    const start = this.start[cell]!;
    const count = this.count[cell]!;
    const items = this.items;
    for (let k = start + count - 1; k >= start; k--) {
      if (items[k] === item) {
        items[k] = items[start + count - 1]!;
        this.count[cell] = count - 1;
        return;
      }
    }
  }

  /** Moves a cell's list to the end of `items` with `room` slots (growing or repacking `items` first if need be). */
  private moveCell(cell: number, room: number): void {
    if (this.used + room > this.items.length) {
      if (this.holes > this.used / 2) this.repack();
      if (this.used + room > this.items.length) {
        const grown = new Int32Array(Math.max(this.used + room, 2 * this.items.length));
        grown.set(this.items.subarray(0, this.used));
        this.items = grown;
      }
    }
    const start = this.start[cell]!;
    const count = this.count[cell]!;
    this.items.copyWithin(this.used, start, start + count);
    this.holes += this.room[cell]!;
    this.start[cell] = this.used;
    this.room[cell] = room;
    this.used += room;
  }

  /** Packs the lists again, with no holes and no free room. */
  private repack(): void {
    const cells = this.count.length;
    let total = 0;
    for (let c = 0; c < cells; c++) total += this.count[c]!;
    const items = new Int32Array(Math.max(16, total + Math.floor(total / 4)));
    let at = 0;
    for (let c = 0; c < cells; c++) {
      const count = this.count[c]!;
      const start = this.start[c]!;
      items.set(this.items.subarray(start, start + count), at);
      this.start[c] = at;
      this.room[c] = count;
      at += count;
    }
    this.items = items;
    this.used = at;
    this.holes = 0;
  }
}
