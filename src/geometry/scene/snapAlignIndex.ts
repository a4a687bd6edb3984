import type { ShapeFilter } from './candidates';
import { addKeyPointRefs, alignTargets, closerValue } from './snapAlignment';
import type { SnapQuery } from './snapQuery';
import type { Vec2 } from '../shapes/types';
import { KIND_COUNT, KINDS } from '../world/itemCode';
import { WorldImpl } from '../world/worldImpl';
import type { World } from '../world/types';

/**
 * The alignment references of a world's still shapes (the shapes that were
 * not floating when it was made), made once and kept while they do not change
 * (`stillVersion`): a gesture's frames rewrite only its floating shapes, so
 * each frame's searches find the key points aligned with theirs by binary
 * search instead of walking the grid's rows and columns. Floating shapes do
 * not step `stillVersion` (settling them does): an index made before a
 * gesture serves it from its first frame, and its searches pass over the
 * references of shapes that float now. The answers are those of `alignment`
 * over the same shapes (a search with `skipFloating`).
 *
 * Made a step at a time (the key points of up to {@link BUILD_STEP} shapes,
 * then the sort by x, then the sort by y): ahead of a gesture, in idle time
 * ({@link prepareAlignIndex}, called by the selection hooks), and otherwise
 * one step per `world.version` (a gesture writes one frame per version), while
 * the searches walk the grid as before: a gesture's first frame does not
 * stall on the whole world (made at once, 10,000 shapes took its first frame
 * from about 60 to about 165 ms), and a gesture of a few frames never pays
 * for an index it would not use.
 */

/** Shapes whose key points one step gathers (about 2 ms of a frame in Chromium at 10,000 shapes). @internal */
export const BUILD_STEP = 2000;

/** Every key point an alignment can take of the still shapes, sorted by x and by y. @internal */
export class AlignIndex {
  /** The world's `stillVersion` these were made at (−1: never). */
  version = -1;
  /** The `stillVersion` of the index being made (−1: none), where its next step starts (a kind and a slot, then the sorts), and its references so far. */
  building = -1;
  kind = 0;
  slot = 0;
  sorted = 0;
  partial: number[] = [];
  /** The `world.version` of the last step: one step per version (a gesture writes a frame per version; a frame's several searches take one step). */
  steppedAt = NaN;
  /** `x, y, item` of each key point (`addKeyPointRefs`; −0 made 0). */
  refs: number[] = [];
  /** The key points' x, ascending, and where each one's `x, y, item` starts in `refs`. */
  xs = new Float64Array(0);
  xAt = new Int32Array(0);
  /** The same by y. */
  ys = new Float64Array(0);
  yAt = new Int32Array(0);
}

/**
 * The world's index (`scratchOf`) when it is made for the still shapes as they
 * are; otherwise one more step of making it (the first search at a new
 * `world.version`), and null (search the grid).
 */
export function alignIndexOf(w: WorldImpl): AlignIndex | null {
  const index = w.scratchOf(AlignIndex);
  if (index.version === w.stillVersion) return index;
  building(w, index);
  if (index.steppedAt !== w.version) {
    index.steppedAt = w.version;
    step(w, index);
  }
  return index.version === w.stillVersion ? index : null;
}

/**
 * Makes the alignment index of a world's still shapes ahead of a gesture, a
 * step at a time while `more()` says there is time left (an idle callback's
 * deadline): true once it is made for the shapes as they are. A world not made
 * by `createWorld` has none (true). @internal
 */
export function prepareAlignIndex(world: World, more: () => boolean): boolean {
  if (!(world instanceof WorldImpl)) return true;
  const index = world.scratchOf(AlignIndex);
  while (index.version !== world.stillVersion && more()) {
    building(world, index);
    step(world, index);
  }
  return index.version === world.stillVersion;
}

/** Starts the index over when the still shapes changed since the one being made was begun. */
function building(w: WorldImpl, index: AlignIndex): void {
  if (index.building === w.stillVersion) return;
  index.building = w.stillVersion;
  index.kind = 0;
  index.slot = 0;
  index.sorted = 0;
  index.partial = [];
}

/** One step of making the index: the key points of the next shapes, or a sort. */
function step(w: WorldImpl, index: AlignIndex): void {
  if (index.kind < KIND_COUNT) {
    // An infinite radius: every key point is a reference.
    const q: SnapQuery = { w, px: 0, py: 0, radius: Infinity, kindsOn: [], targets: [], pieces: [], refs: index.partial, skipFloating: true };
    let left = BUILD_STEP;
    while (index.kind < KIND_COUNT && left > 0) {
      const shapes = w.shapes[index.kind]!;
      for (; index.slot < shapes.length && left > 0; index.slot++) {
        if (shapes[index.slot] === undefined) continue;
        const item = w.itemOf(index.kind, index.slot);
        if (!w.isFloating(item)) addKeyPointRefs(q, item);
        left--;
      }
      if (index.slot >= shapes.length) {
        index.kind++;
        index.slot = 0;
      }
    }
    return;
  }
  if (index.sorted === 0) {
    [index.xs, index.xAt] = sortedBy(index.partial, 0);
    index.sorted = 1;
    return;
  }
  [index.ys, index.yAt] = sortedBy(index.partial, 1);
  index.refs = index.partial;
  index.partial = [];
  index.building = -1;
  index.version = w.stillVersion;
}

/**
 * The references' coordinate `axis` (0: x, 1: y) ascending, and each one's offset in `refs`: a counting sort into
 * about one bucket per 4 references (the bucket rises with the value: `floor((v − min) · scale)` does not decrease
 * as `v` grows), then each bucket sorted on its own (insertion, or a comparison sort when it is large).
 */
function sortedBy(refs: readonly number[], axis: number): [Float64Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const n = refs.length / 3;
  let min = Infinity;
  let max = -Infinity;
  for (let k = axis; k < refs.length; k += 3) {
    if (refs[k]! < min) min = refs[k]!;
    if (refs[k]! > max) max = refs[k]!;
  }
  const buckets = Math.max(1, n >> 2);
  const scale = max > min ? buckets / (max - min) : 0;
  const bucketOf = (v: number) => Math.min(buckets - 1, Math.floor((v - min) * scale));
  const start = new Int32Array(buckets + 1);
  for (let k = axis; k < refs.length; k += 3) start[bucketOf(refs[k]!) + 1]!++;
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const fill = start.slice(0, buckets);
  const at = new Int32Array(n);
  const values = new Float64Array(n);
  for (let k = 0; k < refs.length; k += 3) {
    const v = refs[k + axis]!;
    const i = fill[bucketOf(v)]!++;
    at[i] = k;
    values[i] = v;
  }
  for (let b = 0; b < buckets; b++) sortBucket(values, at, start[b]!, start[b + 1]!);
  return [values, at];
}

/** Sorts `values[lo, hi)` ascending, carrying `at` along. */
function sortBucket(values: Float64Array, at: Int32Array, lo: number, hi: number): void {
  if (hi - lo > 32) {
    const order = Array.from({ length: hi - lo }, (_, i) => lo + i).sort((a, b) => values[a]! - values[b]!);
    const v = order.map((i) => values[i]!);
    const k = order.map((i) => at[i]!);
    values.set(v, lo);
    at.set(k, lo);
    return;
  }
  for (let i = lo + 1; i < hi; i++) {
    const v = values[i]!;
    const k = at[i]!;
    let j = i - 1;
    while (j >= lo && values[j]! > v) {
      values[j + 1] = values[j]!;
      at[j + 1] = at[j]!;
      j--;
    }
    values[j + 1] = v;
    at[j + 1] = k;
  }
}

/** The first position in `values` (ascending) whose value is not below `v`. */
function lowerBound(values: Float64Array, v: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the filter accepts a shape: asked once per query and shape (stamped `yes` or `no`). */
interface Accept {
  w: WorldImpl;
  filter: ShapeFilter | undefined;
  yes: number;
  no: number;
}

function accepts(a: Accept, item: number): boolean {
  const { w } = a;
  // floated after the index was made: its references are where it was
  if (w.isFloating(item)) return false;
  if (a.filter === undefined) return true;
  const stamp = w.stamps[item];
  if (stamp === a.yes) return true;
  if (stamp === a.no) return false;
  const ok = a.filter(w.itemIds[item], KINDS[w.kindOf(item)]!, w.indexOf(item));
  w.stamps[item] = ok ? a.yes : a.no;
  return ok;
}

/**
 * The coordinate (of `values`, the index's x or y) nearest `p` within `radius` of a shape the filter accepts, on a
 * tie the smaller (`closerValue`); `best` to start from. Walks out from `p` on each side: there `|v − p|` (rounded)
 * does not decrease, so the walk stops at the first value farther than the best.
 */
function nearestValue(values: Float64Array, at: Int32Array, refs: readonly number[], p: number, radius: number, a: Accept, best: number): number {
  const split = lowerBound(values, p);
  for (let i = split; i < values.length; i++) {
    const d = Math.abs(values[i]! - p);
    if (!(d <= radius) || (best === best && d > Math.abs(best - p))) break;
    if (accepts(a, refs[at[i]! + 2]!)) best = closerValue(values[i]!, p, radius, best);
  }
  for (let i = split - 1; i >= 0; i--) {
    const d = Math.abs(values[i]! - p);
    if (!(d <= radius) || (best === best && d > Math.abs(best - p))) break;
    if (accepts(a, refs[at[i]! + 2]!)) best = closerValue(values[i]!, p, radius, best);
  }
  return best;
}

/** Appends to the query's references those of accepted shapes whose coordinate (of `values`) is `v` exactly. */
function pushEqual(q: SnapQuery, index: AlignIndex, values: Float64Array, at: Int32Array, v: number, a: Accept): void {
  const refs = index.refs;
  for (let i = lowerBound(values, v); i < values.length && values[i] === v; i++) {
    const k = at[i]!;
    if (accepts(a, refs[k + 2]!)) q.refs.push(refs[k]!, refs[k + 1]!, refs[k + 2]!);
  }
}

/**
 * `alignment` for a query whose shapes are the still ones (`skipFloating`,
 * every floating shape rejected by the filter), from the index: the x and y
 * each snaps to are found by binary search, and only the references on them
 * go to `alignTargets`, which gives the same targets and guides as all of
 * them would (a reference off both snapped values is never a guide). `yes`
 * and `no`: two fresh stamps for the filter's answers. The caller sets
 * `filtering`.
 */
export function indexedAlignment(q: SnapQuery, index: AlignIndex, filter: ShapeFilter | undefined, from: Vec2 | undefined, yes: number, no: number): void {
  const a: Accept = { w: q.w, filter, yes, no };
  const { px, py, radius } = q;
  const refs = index.refs;
  let ax = from === undefined ? NaN : closerValue(from.x + 0, px, radius, NaN);
  let ay = from === undefined ? NaN : closerValue(from.y + 0, py, radius, NaN);
  ax = nearestValue(index.xs, index.xAt, refs, px, radius, a, ax);
  ay = nearestValue(index.ys, index.yAt, refs, py, radius, a, ay);
  if (ax === ax) pushEqual(q, index, index.xs, index.xAt, ax, a);
  if (ay === ay) pushEqual(q, index, index.ys, index.yAt, ay, a);
  alignTargets(q, from);
}
