import { tangentTolerance } from './tangent';
import { lineCrossingAt } from '../robust/crossingPoint';
import { lineSideSign } from '../robust/lineSide';
import type { Circle, Line, Segment, Vec2 } from '../shapes/types';
import { length as vectorLength } from '../shapes/vec';

/**
 * Intersections with an infinite line: where two lines cross (or that they are
 * parallel or the same line), where a segment crosses a line, where a line
 * crosses a circle. Lines are `a·x + b·y + c = 0` (any scale of the
 * coefficients), y down. Which case applies is decided exactly (the exact sign
 * of `a₁·b₂ − a₂·b₁` and of `a·x + b·y + c` at the segment's ends); points are
 * computed in floating point. The functions take valid shapes (not re-checked).
 * (The segment–line distance is with the other distances, `segmentLineDistance`.)
 */

/** Where two lines meet. */
export type LineLineIntersection = { readonly kind: 'point'; readonly point: Vec2 } | { readonly kind: 'parallel' } | { readonly kind: 'coincident' };

/** Where a segment meets a line. */
export type SegmentLineIntersection =
  | { readonly kind: 'none' }
  | { readonly kind: 'point'; readonly point: Vec2; readonly t: number }
  /** The whole segment lies on the line. */
  | { readonly kind: 'overlap' };

const LINE = new Float64Array(3);
const ENDS = new Float64Array(4);
const NORMALS = new Float64Array(4);
const COEFFICIENTS = new Float64Array(6);
const POINT = new Float64Array(2);

/** The exact sign of `a₁·b₂ − a₂·b₁` (0: the lines are parallel or the same). */
function crossOfNormals(l1: Line, l2: Line): number {
  NORMALS[0] = l1.a;
  NORMALS[1] = l1.b;
  NORMALS[2] = l2.a;
  NORMALS[3] = l2.b;
  const left = l1.a * l2.b;
  const right = l2.a * l1.b;
  const cross = left - right;
  if (Math.abs(cross) > 3.3306690738754716e-16 * (Math.abs(left) + Math.abs(right))) return cross > 0 ? 1 : -1;
  // exact: a₁·b₂ − a₂·b₁ is the "line" (b₂, −a₂, 0) evaluated at (a₁, b₁)
  LINE[0] = l2.b;
  LINE[1] = -l2.a;
  LINE[2] = 0;
  return lineSideSign(LINE, NORMALS, 0);
}

/**
 * Where two infinite lines cross: `'point'` (one point), `'parallel'`
 * (distinct parallel lines) or `'coincident'` (the same line, whatever the
 * scale of the coefficients). Parallelism is decided exactly; the point is
 * Cramer's rule with exact determinants, each coordinate rounded once (finite
 * however near parallel the lines are, when the crossing is representable).
 */
export function intersectLineLine(l1: Line, l2: Line): LineLineIntersection {
  const sign = crossOfNormals(l1, l2);
  if (sign === 0) {
    // Parallel: the same line when (a₁, b₁, c₁) ∥ (a₂, b₂, c₂): a₂·c₁ − a₁·c₂ and b₂·c₁ − b₁·c₂ both exactly 0.
    LINE[0] = l1.c;
    LINE[1] = -l1.a;
    LINE[2] = 0;
    NORMALS[0] = l2.a;
    NORMALS[1] = l2.c;
    const first = lineSideSign(LINE, NORMALS, 0); // c₁·a₂ − a₁·c₂
    LINE[1] = -l1.b;
    NORMALS[0] = l2.b;
    const second = lineSideSign(LINE, NORMALS, 0); // c₁·b₂ − b₁·c₂
    return first === 0 && second === 0 ? { kind: 'coincident' } : { kind: 'parallel' };
  }
  COEFFICIENTS[0] = l1.a;
  COEFFICIENTS[1] = l1.b;
  COEFFICIENTS[2] = l1.c;
  COEFFICIENTS[3] = l2.a;
  COEFFICIENTS[4] = l2.b;
  COEFFICIENTS[5] = l2.c;
  lineCrossingAt(COEFFICIENTS, POINT, 0);
  return { kind: 'point', point: { x: POINT[0]!, y: POINT[1]! } };
}

/**
 * Where the closed segment meets the infinite line: `'none'`, `'point'` (with
 * `t` along the segment; an end on the line is returned exactly, with `t` 0 or
 * 1) or `'overlap'` (the segment lies on the line). Decided exactly from the
 * sides of its ends. A zero-length segment is its point.
 */
export function intersectSegmentLine(segment: Segment, line: Line): SegmentLineIntersection {
  const { start, end } = segment;
  LINE[0] = line.a;
  LINE[1] = line.b;
  LINE[2] = line.c;
  ENDS[0] = start.x;
  ENDS[1] = start.y;
  ENDS[2] = end.x;
  ENDS[3] = end.y;
  const s0 = lineSideSign(LINE, ENDS, 0);
  const s1 = lineSideSign(LINE, ENDS, 2);
  if (s0 === 0 && s1 === 0) return start.x === end.x && start.y === end.y ? { kind: 'point', point: { x: start.x, y: start.y }, t: 0 } : { kind: 'overlap' };
  if (s0 === 0) return { kind: 'point', point: { x: start.x, y: start.y }, t: 0 };
  if (s1 === 0) return { kind: 'point', point: { x: end.x, y: end.y }, t: 1 };
  if (s0 === s1) return { kind: 'none' };
  const v0 = line.a * start.x + line.b * start.y + line.c;
  const v1 = line.a * end.x + line.b * end.y + line.c;
  // The ends are strictly on opposite sides (exactly); their rounded values may still both be 0 (a
  // segment within rounding of the line all along): then its middle.
  let t = v0 === v1 ? 0.5 : v0 / (v0 - v1);
  t = t <= 0 ? Number.MIN_VALUE : t >= 1 ? 1 - 2 ** -53 : t; // strictly inside: neither end is on the line
  return { kind: 'point', point: { x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y) }, t };
}

/**
 * Where the infinite line crosses or touches the circle's circumference: the
 * foot of the perpendicular from the centre, plus and minus the half chord
 * `√((r − h)(r + h))` (no cancellation). A line whose distance from the centre
 * equals the radius within rounding (`16·ε` times the size of the numbers) is
 * a tangent: one point, the foot. Generalises article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)'s
 * segment–circle case to lines (article 003's `a·x + b·y + c = 0`).
 *
 * @param line - a valid line (not re-checked)
 * @param circle - a valid circle (not re-checked)
 * @returns 0, 1 or 2 points, ordered along the line's direction `(b, −a)`
 *   (for `lineThrough(p, q)`, from `p` towards `q`). A zero-radius circle gives
 *   its centre when the line passes through it.
 */
export function intersectLineCircle(line: Line, circle: Circle): Vec2[] {
  const { a, b, c } = line;
  const { center, radius } = circle;
  const length = vectorLength(a, b);
  const nx = a / length;
  const ny = b / length;
  const s = (a * center.x + b * center.y + c) / length;
  const h = Math.abs(s);
  const tolerance = tangentTolerance(radius + (Math.abs(a * center.x) + Math.abs(b * center.y) + Math.abs(c)) / length);
  if (h > radius + tolerance) return [];
  const footX = center.x - nx * s;
  const footY = center.y - ny * s;
  if (Math.abs(h - radius) <= tolerance) return [{ x: footX, y: footY }];
  const half = Math.sqrt((radius - h) * (radius + h));
  // direction (b, −a) / length = (ny, −nx)
  return [
    { x: footX - ny * half, y: footY + nx * half },
    { x: footX + ny * half, y: footY - nx * half },
  ];
}
