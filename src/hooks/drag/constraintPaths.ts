import { closestPointOnLine, closestPointOnPolyline } from '../../geometry/index';
import type { Circle, Line, Vec2 } from '../../geometry/index';

/**
 * A constraint's path, for the arrow keys: how a point walks along it by arc
 * length. Scene units; the path has a positive sense (see each factory of
 * `constraints`). `useDraggablePoint` uses it when its `constrain` has one:
 * a key press then walks the point by the whole step along the path instead
 * of projecting the key's move onto it (which crawls where the path turns
 * away from the key, as a circle does near its bottom for ArrowDown).
 */
export interface ConstraintPath {
  /**
   * The unit tangent at `at` (a point of the path) in the positive sense;
   * `(0, 0)` where the path has no direction (a zero-length segment, a
   * zero-radius circle). At a polyline's inner vertex, the bisector of its
   * two segments' directions.
   */
  tangent(at: Vec2): Vec2;
  /**
   * The point `distance` along the path from `from` (which should be on it;
   * it is first taken to its nearest point): forwards in the positive sense,
   * backwards for a negative `distance`. An open path (segment, polyline)
   * stops at its ends; a circle goes round; a line has no end.
   */
  advance(from: Vec2, distance: number): Vec2;
}

const NO_DIRECTION: Vec2 = Object.freeze({ x: 0, y: 0 });

/**
 * A circle's path: the positive sense is the one of increasing angle
 * `atan2(y − cy, x − cx)` (clockwise on screen, y down; counter-clockwise in
 * a y-up Scene). A zero-radius circle is its centre. @internal
 */
export function circlePath(circle: Circle): ConstraintPath {
  const { x: cx, y: cy } = circle.center;
  const r = circle.radius;
  return {
    tangent(at) {
      if (r === 0) return NO_DIRECTION;
      const angle = Math.atan2(at.y - cy, at.x - cx);
      return { x: -Math.sin(angle), y: Math.cos(angle) };
    },
    advance(from, distance) {
      if (r === 0) return { x: cx, y: cy };
      const angle = Math.atan2(from.y - cy, from.x - cx) + distance / r;
      return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
    },
  };
}

/**
 * An infinite line's path: the positive sense is `(b, −a)` (for
 * `lineThrough(p, q)`, from p towards q). @internal
 */
export function linePath(line: Line): ConstraintPath {
  const length = Math.hypot(line.a, line.b);
  const direction = Object.freeze({ x: line.b / length, y: -line.a / length });
  return {
    tangent: () => direction,
    advance(from, distance) {
      const foot = closestPointOnLine(from, line);
      return { x: foot.x + distance * direction.x, y: foot.y + distance * direction.y };
    },
  };
}

/**
 * An open polyline's path (a segment is one of two points): the positive
 * sense goes from the first point to the last; it stops at both ends.
 * Zero-length pieces are passed over. @internal
 */
export function polylinePath(points: readonly Vec2[]): ConstraintPath {
  const n = points.length;
  // cumulative arc length at each vertex
  const at = new Float64Array(n);
  for (let k = 1; k < n; k++) at[k] = at[k - 1]! + Math.hypot(points[k]!.x - points[k - 1]!.x, points[k]!.y - points[k - 1]!.y);
  const total = at[n - 1]!;
  const polyline = { points };
  /** The unit direction of piece k (from vertex k to k + 1), or null when it has no length. */
  const directionOf = (k: number): Vec2 | null => {
    const length = at[k + 1]! - at[k]!;
    if (!(length > 0)) return null;
    return { x: (points[k + 1]!.x - points[k]!.x) / length, y: (points[k + 1]!.y - points[k]!.y) / length };
  };
  /** Arc length of `p`'s nearest point, and the piece it is on. */
  const locate = (p: Vec2) => {
    const nearest = closestPointOnPolyline(p, polyline);
    const k = nearest.segmentIndex;
    return { k, t: nearest.t, s: at[k]! + nearest.t * (at[k + 1]! - at[k]!) };
  };
  return {
    tangent(p) {
      if (!(total > 0)) return NO_DIRECTION;
      const { k, t } = locate(p);
      const here = directionOf(k);
      // at an inner vertex, the bisector of the pieces before and after it
      const other = t === 0 && k > 0 ? directionOf(k - 1) : t === 1 && k < n - 2 ? directionOf(k + 1) : null;
      if (!here) return other ?? firstDirection(directionOf, n, k);
      if (!other) return here;
      const bx = here.x + other.x;
      const by = here.y + other.y;
      const length = Math.hypot(bx, by);
      return length > 1e-12 ? { x: bx / length, y: by / length } : here;
    },
    advance(from, distance) {
      if (!(total > 0)) return { x: points[0]!.x, y: points[0]!.y };
      const s = Math.min(total, Math.max(0, locate(from).s + distance));
      let k = 0;
      while (k < n - 2 && at[k + 1]! < s) k++;
      if (s >= total) return { x: points[n - 1]!.x, y: points[n - 1]!.y };
      const length = at[k + 1]! - at[k]!;
      const t = length > 0 ? (s - at[k]!) / length : 0;
      const a = points[k]!;
      const b = points[k + 1]!;
      return { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
    },
  };
}

/** The direction of the nearest piece with a length, after piece `k`, else before it. */
function firstDirection(directionOf: (k: number) => Vec2 | null, n: number, k: number): Vec2 {
  for (let j = k + 1; j < n - 1; j++) {
    const d = directionOf(j);
    if (d) return d;
  }
  for (let j = k - 1; j >= 0; j--) {
    const d = directionOf(j);
    if (d) return d;
  }
  return NO_DIRECTION;
}

/** How the last key walk went, so a run of the same key keeps its way round (and the opposite key retraces it). @internal */
export interface WalkMemory {
  /** Where the walk left the point. */
  readonly at: Vec2;
  /** The key's move. */
  readonly move: Vec2;
  /** The way it walked: +1 the path's positive sense, −1 the other. */
  readonly sense: 1 | -1;
}

/**
 * Which way an arrow key's `move` walks from `was`: when the last walk ended
 * at `was`, a key in the same direction keeps its way and the opposite key
 * takes the other (so a point goes on round a circle past its lowest point,
 * and the opposite key retraces each step exactly); otherwise the sign of
 * the move's projection on the tangent at `was`; where the key is
 * perpendicular to the path (|projection| ≤ 1e-9 × the step), a move towards
 * +x or +y walks the positive way, towards −x or −y the other. @internal
 */
export function walkSense(path: ConstraintPath, was: Vec2, move: Vec2, memory: WalkMemory | null): 1 | -1 {
  if (memory && memory.at.x === was.x && memory.at.y === was.y && memory.move.x * move.y - memory.move.y * move.x === 0) {
    const along = memory.move.x * move.x + memory.move.y * move.y;
    if (along !== 0) return along > 0 ? memory.sense : memory.sense === 1 ? -1 : 1;
  }
  const t = path.tangent(was);
  const projection = t.x * move.x + t.y * move.y;
  if (Math.abs(projection) > 1e-9 * Math.hypot(move.x, move.y)) return projection > 0 ? 1 : -1;
  return move.x + move.y >= 0 ? 1 : -1;
}
