import {
  rotatedRectCorners,
  type ObstacleKind,
  type ObstacleShapes,
  type SnapKind,
  type SnapTarget,
  type Vec2,
  type World,
  type WorldId,
} from '../../geometry/index';
import { translateShape } from '../../geometry/transform/translate';
import { snapToGrid } from '../drag/constraints';
import { snapSearches, type ObjectSnap } from '../drag/snapper';

// The pure part of moving a selection: the snapshot a gesture starts from, the
// frame for a total offset, and where the grabbed shape's key points snap.

/** A shape of a world under its id, as a selection gesture reports it: its kind and its (plain, readonly) shape. */
export interface EditedShape {
  /** The shape's id in the world. */
  readonly id: WorldId;
  /** Its kind (`'segment'`, `'circle'`, …): what `shape` is. */
  readonly kind: ObstacleKind;
  /** The shape, scene units (y down). */
  readonly shape: ObstacleShapes[ObstacleKind];
}

/** The shapes under `ids` as `world` holds them now, in the order of `ids` (ids not in the world are skipped). @internal */
export function snapshotOf(world: World, ids: readonly WorldId[]): EditedShape[] {
  const out: EditedShape[] = [];
  for (const id of ids) {
    const entry = world.lookup(id);
    if (entry) out.push(Object.freeze({ id, kind: entry.kind, shape: entry.shape }));
  }
  return out;
}

/** Every shape of `before` moved by `(dx, dy)`: one frame of a move, computed from the snapshot alone. @internal */
export function movedShapes(before: readonly EditedShape[], dx: number, dy: number): EditedShape[] {
  const out = new Array<EditedShape>(before.length);
  for (let i = 0; i < before.length; i++) {
    const s = before[i]!;
    out[i] = { id: s.id, kind: s.kind, shape: dx === 0 && dy === 0 ? s.shape : translateShape(s.kind, s.shape, dx, dy) };
  }
  return out;
}

/** At most this many key points of the grabbed shape are tried (a long polyline's first vertices). */
const MAX_KEY_POINTS = 16;

/**
 * The points of a shape that snap when it is moved: a point itself; a
 * segment's ends and middle; a circle's centre and its four quadrant points; a
 * rect's or a rotated rect's corners and middle; a polyline's or polygon's vertices (the first 16).
 * The first is the shape's anchor, the one that goes to the grid. @internal
 */
export function keyPointsOf(kind: ObstacleKind, shape: ObstacleShapes[ObstacleKind]): Vec2[] {
  switch (kind) {
    case 'point':
      return [shape as Vec2];
    case 'segment': {
      const { start, end } = shape as ObstacleShapes['segment'];
      return [start, end, { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 }];
    }
    case 'circle': {
      const { center: c, radius: r } = shape as ObstacleShapes['circle'];
      return [c, { x: c.x + r, y: c.y }, { x: c.x, y: c.y + r }, { x: c.x - r, y: c.y }, { x: c.x, y: c.y - r }];
    }
    case 'rect': {
      const { x, y, width: w, height: h } = shape as ObstacleShapes['rect'];
      return [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
        { x: x + w / 2, y: y + h / 2 },
      ];
    }
    case 'rotatedRect': {
      const r = shape as ObstacleShapes['rotatedRect'];
      return [...rotatedRectCorners(r), r.center];
    }
    default:
      return (shape as ObstacleShapes['polygon']).points.slice(0, MAX_KEY_POINTS);
  }
}

/** How a snap target ranks across key points: key points, then `nearest`, then `alignment`, then the grid; nearer first. */
function tier(kind: SnapKind): number {
  return kind === 'grid' ? 3 : kind === 'alignment' ? 2 : kind === 'nearest' ? 1 : 0;
}

/** What snapping a move gives: the offset to use and the target the grabbed shape sits on (null: none). @internal */
export interface SnappedMove {
  readonly dx: number;
  readonly dy: number;
  readonly target: SnapTarget | null;
}

/** A grid target at `to`, `distance` away from the key point that goes there. */
function gridTarget(to: Vec2, distance: number): SnapTarget {
  return Object.freeze({ kind: 'grid' as const, point: Object.freeze(to), ids: Object.freeze([]), distance, guides: Object.freeze([]) });
}

/**
 * The offset `(dx, dy)` of a move snapped by the grabbed shape's key points
 * (taken from the snapshot `grabbed`): with an `objectSnap`, each key point
 * moved by the offset looks for the best target among the shapes NOT in
 * `moving` (and passing the setting's own filter) within `radiusPx` ×
 * `perPixel`; the best over all key points wins (key points before `nearest`,
 * before `alignment`; then the nearest), and the offset is corrected so that
 * key point lands on it exactly. Where no shape is in reach, the anchor goes
 * to the grid (the setting's `grid`, or a numeric `snap`). Without snapping,
 * the offset as it is. @internal
 */
export function snapMove(
  snap: ObjectSnap | number | undefined,
  grabbed: EditedShape | undefined,
  dx: number,
  dy: number,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
): SnappedMove {
  if (snap === undefined || !grabbed) return { dx, dy, target: null };
  const points = keyPointsOf(grabbed.kind, grabbed.shape);
  const anchor = points[0]!;
  if (typeof snap === 'number') {
    const to = snapToGrid({ x: anchor.x + dx, y: anchor.y + dy }, snap);
    return { dx: to.x - anchor.x, dy: to.y - anchor.y, target: null };
  }
  const search = snapSearches.get(snap)!;
  const radius = snap.radiusPx * perPixel;
  let best: { target: SnapTarget; from: Vec2 } | null = null;
  if (Number.isFinite(radius) && radius > 0) {
    const own = snap.filter;
    const filter = (id: WorldId | undefined, kind: ObstacleKind, index: number) => (id === undefined || !moving.has(id)) && (!own || own(id, kind, index));
    const kinds = snap.kinds.filter((k) => k !== 'grid');
    for (const p of points) {
      const q = { x: p.x + dx, y: p.y + dy };
      const t = search(snap.world, q, radius, { kinds, filter, ...(snap.from ? { from: snap.from } : {}) })[0];
      if (t && (!best || tier(t.kind) < tier(best.target.kind) || (tier(t.kind) === tier(best.target.kind) && t.distance < best.target.distance))) {
        best = { target: t, from: p };
      }
    }
  }
  if (best) return { dx: best.target.point.x - best.from.x, dy: best.target.point.y - best.from.y, target: best.target };
  if (snap.grid !== undefined && snap.kinds.includes('grid')) {
    const at = { x: anchor.x + dx, y: anchor.y + dy };
    const to = snapToGrid(at, snap.grid);
    return { dx: to.x - anchor.x, dy: to.y - anchor.y, target: gridTarget(to, Math.hypot(to.x - at.x, to.y - at.y)) };
  }
  return { dx, dy, target: null };
}
