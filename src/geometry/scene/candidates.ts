import type { CellLists } from '../world/cellLists';
import type { ObstacleKind, WorldId } from '../world/types';
import type { WorldImpl } from '../world/worldImpl';

/**
 * The scene queries' candidates from the grid and the shapes they find, in a
 * scratch space each world keeps for them (`WorldImpl.scratchOf`): on the
 * world, not in a module, because a caller's filter may run a query on
 * another world in the middle of one; a query on the same world from its
 * filter throws (`WorldImpl.nextStamp`), so nothing overwrites these buffers
 * mid-query.
 */

/** A filter of `pick`, `nearest` or the snapping queries: only shapes for which it returns true. */
export type ShapeFilter = (id: WorldId | undefined, kind: ObstacleKind, index: number) => boolean;

/** A copy of `array` twice as long. */
function doubled<T extends Int32Array | Float64Array | Uint8Array>(array: T): T {
  const next = new (array.constructor as new (length: number) => T)(array.length * 2);
  next.set(array);
  return next;
}

/**
 * A world's scene-query scratch: the candidates gathered from the grid, the
 * shapes found, and the per-shape rule's outputs; grown as needed.
 */
export class SceneScratch {
  /** Candidates gathered from cell lists, each once per query (`gather`). */
  candidates = new Int32Array(256);
  candidateCount = 0;
  /** Found shapes: item codes, distances, nearest edges, and whether the point is on or in them (`keepFound`). */
  foundItems = new Int32Array(64);
  foundDistances = new Float64Array(64);
  foundEdges = new Int32Array(64);
  foundIn = new Uint8Array(64);
  found = 0;
  /** `measure`'s other outputs: the nearest edge of a chain (−1 otherwise), and whether the point is on or in the shape (1) or not (0). */
  edge = -1;
  inside = 0;
}

/**
 * Runs a query's walk with a fresh stamp and empty candidates and results in
 * the world's scene scratch; while `filter` (the caller's) may run, any query
 * on the world throws (it would reuse these buffers). Returns the scratch,
 * holding what the walk found.
 */
export function runQuery(w: WorldImpl, filter: ShapeFilter | undefined, walk: (scratch: SceneScratch, stamp: number) => void): SceneScratch {
  const stamp = w.nextStamp();
  const scratch = w.scratchOf(SceneScratch);
  scratch.found = 0;
  scratch.candidateCount = 0;
  w.filtering = filter !== undefined;
  try {
    walk(scratch, stamp);
  } finally {
    w.filtering = false;
  }
  return scratch;
}

/**
 * Appends to the candidates the shapes of one cell's list not yet met in this
 * query (stamping them); returns how many it added.
 */
export function gather(s: SceneScratch, w: WorldImpl, lists: CellLists, cell: number, stamp: number): number {
  const stamps = w.stamps;
  const items = lists.items;
  const begin = lists.start[cell]!;
  const end = begin + lists.count[cell]!;
  const before = s.candidateCount;
  let count = before;
  let candidates = s.candidates;
  for (let k = begin; k < end; k++) {
    const item = items[k]!;
    if (stamps[item] === stamp) continue;
    stamps[item] = stamp;
    if (count === candidates.length) candidates = s.candidates = doubled(candidates);
    candidates[count++] = item;
  }
  s.candidateCount = count;
  return count - before;
}

/** Keeps a found shape at `distance`, with the per-shape rule's edge and inside from the scratch. */
export function keepFound(s: SceneScratch, item: number, distance: number): void {
  const found = s.found;
  if (found === s.foundItems.length) {
    s.foundItems = doubled(s.foundItems);
    s.foundDistances = doubled(s.foundDistances);
    s.foundEdges = doubled(s.foundEdges);
    s.foundIn = doubled(s.foundIn);
  }
  s.foundItems[found] = item;
  s.foundDistances[found] = distance;
  s.foundEdges[found] = s.edge;
  s.foundIn[found] = s.inside;
  s.found = found + 1;
}

/** Is `a` (at distance `da`) before `b` (at `db`) in the order of results: nearer, then drawn above (higher z, then inserted later)? */
function before(w: WorldImpl, da: number, a: number, db: number, b: number): boolean {
  return da !== db ? da < db : w.above(a, b);
}

/** Sorts the found shapes into the order of results: their positions in `found…`. */
export function sortFound(s: SceneScratch, w: WorldImpl): Int32Array {
  const { found, foundItems, foundDistances } = s;
  const order = new Int32Array(found);
  for (let k = 0; k < found; k++) order[k] = k;
  if (found > 1) order.sort((a, b) => (before(w, foundDistances[a]!, foundItems[a]!, foundDistances[b]!, foundItems[b]!) ? -1 : 1));
  return order;
}
