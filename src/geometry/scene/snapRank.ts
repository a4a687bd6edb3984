import { SNAP_ALIGNMENT, SNAP_KINDS, SNAP_NEAREST, type SnapTarget } from './snapKinds';
import type { RawTarget, SnapQuery } from './snapQuery';

/**
 * The ranking of snap targets (`snapCandidates`' order): the same kind at the
 * same point merged into one target, then key points before `nearest` before
 * `alignment` before `grid`; both axes first; nearest first; the kind earlier
 * in `SNAP_KINDS`; the topmost shape; then x, then y.
 */

/** A kind's group in the ranking: key points 0, `nearest` 1, `alignment` 2, `grid` 3 (any target of a smaller group comes first). */
function precedenceGroup(kind: number): number {
  return kind < SNAP_NEAREST ? 0 : kind - SNAP_NEAREST + 1;
}

/** Merges the same kind at the same point, orders by the ranking, and builds the results. */
export function rank(q: SnapQuery): SnapTarget[] {
  const w = q.w;
  const merged = new Map<string, RawTarget>();
  const list: RawTarget[] = [];
  for (const raw of q.targets) {
    if (raw.kind >= SNAP_ALIGNMENT) {
      list.push(raw);
      continue;
    }
    const key = `${raw.kind} ${raw.x} ${raw.y}`;
    const same = merged.get(key);
    if (same === undefined) {
      merged.set(key, raw);
      list.push(raw);
    } else {
      for (const item of raw.items) if (!same.items.includes(item)) same.items.push(item);
    }
  }
  for (const raw of list) if (raw.items.length > 1 && raw.kind !== SNAP_ALIGNMENT) raw.items.sort((a, b) => (a === b ? 0 : w.above(a, b) ? -1 : 1));
  list.sort((a, b) => {
    const ta = precedenceGroup(a.kind);
    const tb = precedenceGroup(b.kind);
    if (ta !== tb) return ta - tb;
    if (a.axes !== b.axes) return b.axes - a.axes;
    if (a.distance !== b.distance) return a.distance - b.distance;
    if (a.kind !== b.kind) return a.kind - b.kind;
    const ia = a.items[0];
    const ib = b.items[0];
    if (ia !== undefined && ib !== undefined && ia !== ib) return w.above(ia, ib) ? -1 : 1;
    return a.x !== b.x ? a.x - b.x : a.y - b.y;
  });
  return list.map((raw) => ({
    kind: SNAP_KINDS[raw.kind]!,
    point: { x: raw.x, y: raw.y },
    ids: raw.items.map((item) => w.itemIds[item]),
    distance: raw.distance,
    guides: raw.guides,
  }));
}
