import { closestPointOnCircle, closestPointOnLine, closestPointOnPolyline, closestPointOnSegment } from '../../geometry/index';
import type { Circle, Line, Polyline, Rect, Segment, Vec2 } from '../../geometry/index';
import { assertCircle, assertLine, assertPolyline, assertPositive, assertRect, assertSegment } from '../../geometry/shapes/validate';
import { circlePath, linePath, polylinePath, type ConstraintPath } from './constraintPaths';

export type { ConstraintPath } from './constraintPaths';

/**
 * Where a dragged point may go: takes the position the pointer or arrow key
 * proposes and the point's current position, returns the allowed position
 * (scene units). Called on every move; it should be cheap and pure.
 *
 * A constraint that is a path (a curve the point stays on) may also carry its
 * {@link ConstraintPath} as `path`: the arrow keys then walk the point along
 * it by the whole step (see `useDraggablePoint`). `onCircle`, `onSegment`,
 * `onLine` and `onPolyline` carry one; a plain function is a constraint too.
 */
export interface Constraint {
  /** The allowed position for the `proposed` one (a pointer's or a key's), the point being at `current`. */
  (proposed: Vec2, current: Vec2): Vec2;
  /** The path the point stays on, for key moves along it (optional). */
  readonly path?: ConstraintPath | undefined;
}

/** `project` as a {@link Constraint} walking along `path` under the arrow keys. */
function alongPath(project: (proposed: Vec2) => Vec2, path: ConstraintPath): Constraint {
  return Object.assign((proposed: Vec2) => project(proposed), { path });
}

/**
 * Ready-made {@link Constraint}s for `useDraggablePoint`'s `constrain` option.
 * The factories validate their shape once, when called, and throw TypeError /
 * RangeError naming it.
 */
export const constraints = {
  /** Moves along x only: keeps the current y. */
  horizontal: ((proposed: Vec2, current: Vec2) => ({ x: proposed.x, y: current.y })) as Constraint,
  /** Moves along y only: keeps the current x. */
  vertical: ((proposed: Vec2, current: Vec2) => ({ x: current.x, y: proposed.y })) as Constraint,
  /**
   * Stays on the circle's circumference: the nearest point of it
   * (`closestPointOnCircle`; at the centre, the rightmost point). The arrow
   * keys walk round it, an arc length of one step per press; its positive
   * sense is that of increasing angle (clockwise on screen, y down).
   */
  onCircle(circle: Circle): Constraint {
    assertCircle(circle, 'circle');
    const c = { center: { x: circle.center.x, y: circle.center.y }, radius: circle.radius };
    return alongPath((proposed) => closestPointOnCircle(proposed, c), circlePath(c));
  },
  /**
   * Stays on the closed segment: the nearest point of it
   * (`closestPointOnSegment`). The arrow keys walk along it by one step per
   * press and stop at its ends; its positive sense is from `start` to `end`.
   */
  onSegment(segment: Segment): Constraint {
    assertSegment(segment, 'segment');
    const s = { start: { ...segment.start }, end: { ...segment.end } };
    return alongPath((proposed) => closestPointOnSegment(proposed, s).point, polylinePath([s.start, s.end]));
  },
  /**
   * Stays on the infinite line: the foot of the perpendicular
   * (`closestPointOnLine`). The arrow keys walk along it by one step per
   * press; its positive sense is `(b, −a)` (for `lineThrough(p, q)`, from p towards q).
   */
  onLine(line: Line): Constraint {
    assertLine(line, 'line');
    const l = { a: line.a, b: line.b, c: line.c };
    return alongPath((proposed) => closestPointOnLine(proposed, l), linePath(l));
  },
  /**
   * Stays on the open polyline: the nearest point of it
   * (`closestPointOnPolyline`). The arrow keys walk along it, round its
   * corners, by one step per press and stop at its ends; its positive sense
   * is from the first point to the last.
   */
  onPolyline(polyline: Polyline): Constraint {
    assertPolyline(polyline, 'polyline');
    const p = { points: polyline.points.map((q) => ({ x: q.x, y: q.y })) };
    return alongPath((proposed) => closestPointOnPolyline(proposed, p).point, polylinePath(p.points));
  },
  /** Stays in the closed rect: each coordinate clamped to its edges. */
  insideRect(rect: Rect): Constraint {
    assertRect(rect, 'rect');
    const r = { ...rect };
    return (proposed) => clampToRect(proposed, r);
  },
} as const;

/** `point` with each coordinate clamped into the closed `rect`. @internal */
export function clampToRect(point: Vec2, rect: Rect): Vec2 {
  return {
    x: Math.min(Math.max(point.x, rect.x), rect.x + rect.width),
    y: Math.min(Math.max(point.y, rect.y), rect.y + rect.height),
  };
}

/** `value` rounded to the nearest multiple of `step` (halves away from −∞), never `-0`. @internal */
export function snapValue(value: number, step: number): number {
  const snapped = Math.round(value / step) * step;
  // Re-round to the step's decimals so 3 × 0.1 is 0.3, not 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 3);
  const clean = decimals <= 15 && Math.abs(snapped) < 1e15 ? Number(snapped.toFixed(decimals)) : snapped;
  return clean === 0 ? 0 : clean;
}

/** `point` with both coordinates snapped to the grid of `step`. @internal */
export function snapToGrid(point: Vec2, step: number): Vec2 {
  return { x: snapValue(point.x, step), y: snapValue(point.y, step) };
}

/** Validates a snap option: `undefined`, `0` or `false` for none, else a finite number > 0. @internal */
export function readSnap(snap: number | false | undefined, name: string): number | undefined {
  if (snap === undefined || snap === false || snap === 0) return undefined;
  if (typeof snap === 'object')
    throw new TypeError(`${name} must be a grid step (a number) or objectSnap(world, options), got ${snap === null ? 'null' : 'an object'}`);
  assertPositive(snap, name);
  return snap;
}

/**
 * Where an arrow key takes one coordinate on a snapping grid: `move` is a
 * multiple of `step`; an off-grid value first goes to the next grid line in
 * the move's direction, so a key press never skips or stays. @internal
 */
export function snapStep(value: number, move: number, step: number): number {
  if (move === 0) return value;
  const k = value / step;
  const base = move > 0 ? Math.floor(k + 1e-9) : Math.ceil(k - 1e-9);
  return snapValue((base + Math.round(move / step)) * step, step);
}

/**
 * How many decimals `value` is written with (`0.1` → 1, `2.5e-7` → 8, `20` →
 * 0), at most 15 significant digits' worth. @internal
 */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, Math.min(fraction - Number(exponent), 15 - Math.floor(Math.log10(Math.abs(value)))));
}

/**
 * `value + by` rounded to the decimals of `value` and `by`, so that keyboard
 * steps land on the step's multiples from the start value without rounding
 * noise (`20.3 + 0.1` is `20.4`, not `20.400000000000002`). @internal
 */
export function addStep(value: number, by: number): number {
  const sum = value + by;
  if (by === 0) return value;
  const decimals = Math.max(decimalsOf(value), decimalsOf(by));
  if (decimals > 100 || Math.abs(sum) >= 1e21) return sum;
  const clean = Number(sum.toFixed(decimals));
  return clean === 0 ? 0 : clean;
}

/** {@link snapStep} on both coordinates; without a grid, {@link addStep}. @internal */
export function keyTarget(point: Vec2, move: Vec2, snap: number | undefined): Vec2 {
  if (!snap) return { x: addStep(point.x, move.x), y: addStep(point.y, move.y) };
  return { x: snapStep(point.x, move.x, snap), y: snapStep(point.y, move.y, snap) };
}
