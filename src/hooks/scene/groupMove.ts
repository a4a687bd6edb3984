import {
  boundsOf,
  rotatedRectCorners,
  type BoundedShape,
  type Rect,
  type ObstacleKind,
  type ObstacleShapes,
  type SnapKind,
  type SnapTarget,
  type Vec2,
  type World,
  type WorldId,
} from '../../geometry/index';
import { floatingAllIn } from '../../geometry/scene/floatingIn';
import { frameKind, frameShape, translationFrame, type FrameMap } from '../../geometry/transform/frameMap';
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

/**
 * Every shape of `before` in the frame `frame` (`frameShape`: a move as
 * `translateShape`, a transform as `transformShape`), computed from the
 * snapshot alone: a frame's `gesture.after`. The shapes are new and deeply
 * frozen (as the world's own are); a move by zero keeps `before`'s. @internal
 */
export function frameShapes(before: readonly EditedShape[], frame: FrameMap): EditedShape[] {
  const out = new Array<EditedShape>(before.length);
  for (let i = 0; i < before.length; i++) {
    const s = before[i]!;
    out[i] = { id: s.id, kind: frameKind(s.kind, frame), shape: frameShape(s.kind, s.shape, frame) } as EditedShape;
  }
  return out;
}

/** Every shape of `before` moved by `(dx, dy)` (`frameShapes` of a move). @internal */
export function movedShapes(before: readonly EditedShape[], dx: number, dy: number): EditedShape[] {
  return frameShapes(before, translationFrame(dx, dy));
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

/** What snapping a move gives: the offset to use, the target the grabbed shape sits on (null: none), and which of how many candidates (Tab). @internal */
export interface SnappedMove {
  readonly dx: number;
  readonly dy: number;
  readonly target: SnapTarget | null;
  /** How many distinct moves the candidates give (0 without a target). */
  readonly candidates: number;
  /** Which of them is taken, 0-based (0: the best). */
  readonly index: number;
}

/** A grid target at `to`, `distance` away from the key point that goes there. */
function gridTarget(to: Vec2, distance: number): SnapTarget {
  return Object.freeze({ kind: 'grid' as const, point: Object.freeze(to), ids: Object.freeze([]), distance, guides: Object.freeze([]) });
}

/** One way to snap a move: `from` (a key point, as in the snapshot) lands on `target`. */
interface Candidate {
  readonly target: SnapTarget;
  readonly from: Vec2;
}

/** `a` ranks before `b`: key points, then `nearest`, then `alignment`, then the grid; then nearer. */
function ranksBefore(a: SnapTarget, b: SnapTarget): boolean {
  return tier(a.kind) < tier(b.kind) || (tier(a.kind) === tier(b.kind) && a.distance < b.distance);
}

/** Points of the grabbed shape that stay where they are during its gesture (a reshape's other vertices): snap targets too (`'endpoint'`). @internal */
export interface OwnPoints {
  /** The grabbed shape's id (the targets' `ids`). */
  readonly id: WorldId;
  readonly points: readonly Vec2[];
}

/** `list` (a search's targets at `q`, best first) with the points of `own` within `radius` of `q` as `'endpoint'` targets, ranked in. */
function withOwnPoints(list: readonly SnapTarget[], own: OwnPoints, q: Vec2, radius: number): SnapTarget[] {
  const out = [...list];
  for (const p of own.points) {
    const distance = Math.hypot(p.x - q.x, p.y - q.y);
    if (distance <= radius) {
      out.push(
        Object.freeze({
          kind: 'endpoint' as const,
          point: Object.freeze({ x: p.x, y: p.y }),
          ids: Object.freeze([own.id]),
          distance,
          guides: Object.freeze([]),
        }),
      );
    }
  }
  if (out.length === list.length) return out;
  return out.sort((a, b) => (ranksBefore(a, b) ? -1 : ranksBefore(b, a) ? 1 : 0));
}

/**
 * Every way the key points `points` (moved by `(dx, dy)`) snap to the shapes
 * not in `moving`, best first: the best target of the best key point (as a
 * single answer would be), then every other target of every key point by
 * rank, moves that give the same offset as an earlier one left out. With
 * `ahead` (an arrow key's move), only key-point targets (endpoints, corners,
 * centres, intersections, …; not `nearest` or alignment, which a nudge along
 * an outline or a guide would always find) ahead of where the key point was
 * before the key (`(dx, dy) − ahead`) count; the grid is then never a
 * candidate (the keys step by it already). With `own`, those points of the
 * grabbed shape are targets too (endpoints).
 */
function moveCandidates(
  snap: ObjectSnap,
  points: readonly Vec2[],
  dx: number,
  dy: number,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  ahead?: Vec2,
  own?: OwnPoints,
) {
  const search = snapSearches.get(snap)!;
  const radius = snap.radiusPx * perPixel;
  const firsts: Candidate[] = [];
  const rest: Candidate[] = [];
  if (Number.isFinite(radius) && radius > 0) {
    const ownFilter = snap.filter;
    const filter = (id: WorldId | undefined, kind: ObstacleKind, index: number) =>
      (id === undefined || !moving.has(id)) && (!ownFilter || ownFilter(id, kind, index));
    // A nudge keeps key-point targets only: no grid, and no alignment (whose references a search would gather for nothing).
    const kinds = snap.kinds.filter((k) => k !== 'grid' && (!ahead || k !== 'alignment'));
    // The filter rejects the moving shapes; when they are all the world's floating ones, the searches need not walk them.
    const skipFloating = floatingAllIn(snap.world, moving);
    const options = { kinds, filter, ...(snap.from ? { from: snap.from } : {}) };
    for (const p of points) {
      const q = { x: p.x + dx, y: p.y + dy };
      let list = search(snap.world, q, radius, options, skipFloating);
      if (own && own.points.length > 0 && kinds.includes('endpoint')) list = withOwnPoints(list, own, q, radius);
      if (ahead) list = list.filter((t) => tier(t.kind) === 0 && (t.point.x - (q.x - ahead.x)) * ahead.x + (t.point.y - (q.y - ahead.y)) * ahead.y > 0);
      list.forEach((target, i) => (i === 0 ? firsts : rest).push({ target, from: p }));
    }
  }
  let best = -1;
  for (let i = 0; i < firsts.length; i++) if (best < 0 || ranksBefore(firsts[i]!.target, firsts[best]!.target)) best = i;
  if (best < 0) return [];
  const others = [...firsts.slice(0, best), ...firsts.slice(best + 1), ...rest];
  others.sort((a, b) => (ranksBefore(a.target, b.target) ? -1 : ranksBefore(b.target, a.target) ? 1 : 0));
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const c of [firsts[best]!, ...others]) {
    const key = `${c.target.point.x - c.from.x} ${c.target.point.y - c.from.y}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

/**
 * The offset `(dx, dy)` of a move snapped by the grabbed shape's key points
 * (taken from the snapshot `grabbed`): with an `objectSnap`, each key point
 * moved by the offset looks for the targets among the shapes NOT in `moving`
 * (and passing the setting's own filter) within `radiusPx` × `perPixel`; the
 * candidates are ranked (the best key point's best target first: key points
 * before `nearest`, before `alignment`; then the nearest), the one at `index`
 * (Tab; wrapping) is taken, and the offset is corrected so that its key point
 * lands on it exactly. The anchor on the grid (the setting's `grid`) is the
 * last candidate (left out when a shape's target gives the same move), and
 * the only one where no shape is in reach. A numeric
 * `snap` grids the anchor. Without snapping, the offset as it is. `own`:
 * points of a shape in `moving` that are targets all the same (a reshape's
 * other vertices). @internal
 */
export function snapMove(
  snap: ObjectSnap | number | undefined,
  grabbed: EditedShape | undefined,
  dx: number,
  dy: number,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  index = 0,
  own?: OwnPoints,
): SnappedMove {
  if (snap === undefined || !grabbed) return { dx, dy, target: null, candidates: 0, index: 0 };
  const points = keyPointsOf(grabbed.kind, grabbed.shape);
  const anchor = points[0]!;
  if (typeof snap === 'number') {
    const to = snapToGrid({ x: anchor.x + dx, y: anchor.y + dy }, snap);
    return { dx: to.x - anchor.x, dy: to.y - anchor.y, target: null, candidates: 0, index: 0 };
  }
  const list = moveCandidates(snap, points, dx, dy, moving, perPixel, undefined, own);
  if (snap.grid !== undefined && snap.kinds.includes('grid')) {
    const at = { x: anchor.x + dx, y: anchor.y + dy };
    const to = snapToGrid(at, snap.grid);
    // the grid last, unless a shape's target already gives that move
    if (!list.some((c) => c.target.point.x - c.from.x === to.x - anchor.x && c.target.point.y - c.from.y === to.y - anchor.y)) {
      list.push({ target: gridTarget(to, Math.hypot(to.x - at.x, to.y - at.y)), from: anchor });
    }
  }
  if (list.length === 0) return { dx, dy, target: null, candidates: 0, index: 0 };
  const k = ((index % list.length) + list.length) % list.length;
  const { target, from } = list[k]!;
  return { dx: target.point.x - from.x, dy: target.point.y - from.y, target, candidates: list.length, index: k };
}

/**
 * The offset of an arrow-key nudge: `(dx, dy)` (the run's offset so far plus
 * this key's `move`), then, with an `objectSnap`, onto the best key-point
 * target (an endpoint, corner, centre, intersection…; never `nearest` or
 * alignment) AHEAD of the move (of the shapes that do not move, within the snap radius) of a
 * key point of the moved selection (the first 16 key points of `before`, in
 * the selection's order), as `<Handle>`'s arrow keys snap; never the grid
 * (the step is the grid's). `own`: as {@link snapMove}'s. @internal
 */
export function snapNudge(
  snap: ObjectSnap | number | undefined,
  before: readonly EditedShape[],
  dx: number,
  dy: number,
  move: Vec2,
  moving: ReadonlySet<WorldId>,
  perPixel: number,
  own?: OwnPoints,
): SnappedMove {
  if (snap === undefined || typeof snap === 'number') return { dx, dy, target: null, candidates: 0, index: 0 };
  const points: Vec2[] = [];
  for (const s of before) {
    if (points.length >= MAX_KEY_POINTS) break;
    points.push(...keyPointsOf(s.kind, s.shape).slice(0, MAX_KEY_POINTS - points.length));
  }
  const best = moveCandidates(snap, points, dx, dy, moving, perPixel, move, own)[0];
  if (!best) return { dx, dy, target: null, candidates: 0, index: 0 };
  return { dx: best.target.point.x - best.from.x, dy: best.target.point.y - best.from.y, target: best.target, candidates: 1, index: 0 };
}

/** The axis-aligned bounding box of every shape of `shapes`, scene units; null for none. @internal */
export function boundsOfShapes(shapes: readonly EditedShape[]): Rect | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const s of shapes) {
    const b = boundsOf(s.shape as BoundedShape);
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
  }
  return shapes.length === 0 ? null : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** One axis of an offset that keeps `[min, max]` inside `[lo, hi]`; too long to fit, its low end is put on `lo`. */
function keepInside(d: number, min: number, max: number, lo: number, hi: number): number {
  let out = d;
  if (max + out > hi) out = hi - max;
  if (min + out < lo) out = lo - min;
  return out;
}

/**
 * `move` with its offset clamped so that `box` (the selection's bounding box
 * at the gesture's start) moved by it stays inside `bounds`: one offset for
 * the whole selection, never a shape clamped on its own. On an axis where the
 * box is longer than the bounds, its low side (least x, least y) is put on
 * the bounds' low side, as `DraggableShape`'s bounds do. A clamped move no
 * longer sits on its snap target (`target` null). @internal
 */
export function clampMove(move: SnappedMove, box: Rect | null, bounds: Rect | undefined): SnappedMove {
  if (!bounds || !box) return move;
  const dx = keepInside(move.dx, box.x, box.x + box.width, bounds.x, bounds.x + bounds.width);
  const dy = keepInside(move.dy, box.y, box.y + box.height, bounds.y, bounds.y + bounds.height);
  return dx === move.dx && dy === move.dy ? move : { dx, dy, target: null, candidates: 0, index: 0 };
}
