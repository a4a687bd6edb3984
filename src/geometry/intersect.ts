import { distanceToCircle, distanceToPoint } from './distance';
import { inBoxXY, sameSide, segmentsTouch, segmentsTouchXY, side } from './predicates';
import type { Circle, Line, Rect, Segment, SegmentPoint, Vec2 } from './types';
import { copy } from './vec';

/**
 * Intersection points. Sources: article `004_737919cd1dc52fd2.txt` (segment–segment
 * by a 2×2 linear system with its parallel case; segment–circle by the quadratic
 * in the segment parameter), generalised to closed shapes and to every pair an
 * editor needs.
 *
 * The functions take already-valid shapes (see `shapes.ts`) and do not re-check
 * them. Results are new plain objects; points that coincide with an input point
 * (an endpoint, a touching corner) are that point exactly, not a rounded copy.
 */

/** `u = 2⁻⁵²`: the relative rounding error of one operation. */
const EPSILON = Number.EPSILON;

/**
 * How close to a tangent, relative to the size of the numbers involved, counts
 * as one: `16·ε·scale`. Below this the rounding of the inputs themselves decides,
 * so the answer is one touching point, never zero or a spurious pair.
 */
function tangentTolerance(scale: number): number {
  return 16 * EPSILON * scale;
}

/** `start + t·(end − start)`, exactly `start` at t = 0 and `end` at t = 1. */
function pointAt(segment: Segment, t: number): Vec2 {
  const { start, end } = segment;
  if (t === 0) return { x: start.x, y: start.y };
  if (t === 1) return { x: end.x, y: end.y };
  return { x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y) };
}

function clamp01(t: number): number {
  return t <= 0 ? 0 : t >= 1 ? 1 : t; // also turns −0 into 0
}

// ─── segment–segment ────────────────────────────────────────────────────────

/** The result of {@link intersectSegmentSegment}. */
export type SegmentSegmentIntersection =
  | {
      /** The segments share no point. */
      readonly kind: 'none';
      /**
       * `true` when their directions are parallel (collinear-but-disjoint included):
       * the cross product of `end − start` of both is 0 (computed from the
       * coordinate differences). `false` for a zero-length segment, which has no direction.
       */
      readonly parallel: boolean;
    }
  | {
      /** The segments share exactly one point: they cross, touch at an endpoint, or form a T. */
      readonly kind: 'point';
      readonly point: Vec2;
      /** Parameter of `point` along the first segment, in [0, 1]. */
      readonly t: number;
      /** Parameter of `point` along the second segment, in [0, 1]. */
      readonly u: number;
    }
  | {
      /** The segments are collinear and share a piece of positive length. */
      readonly kind: 'overlap';
      /** The end of the shared piece nearer the first segment's start. */
      readonly start: Vec2;
      /** The end of the shared piece farther along the first segment. */
      readonly end: Vec2;
      /** Parameters of `start` and `end` along the first segment (`tStart < tEnd`). */
      readonly tStart: number;
      readonly tEnd: number;
      /** Parameters of `start` and `end` along the second segment. */
      readonly uStart: number;
      readonly uEnd: number;
    };

/**
 * The parameter of a point known to lie on the segment's line, measured on the
 * segment's dominant axis so that ends give exactly 0 and 1. A zero-length
 * segment gives 0.
 */
function parameterOn(segment: Segment, p: Vec2): number {
  const dx = segment.end.x - segment.start.x;
  const dy = segment.end.y - segment.start.y;
  if (dx === 0 && dy === 0) return 0;
  if (p.x === segment.start.x && p.y === segment.start.y) return 0;
  if (p.x === segment.end.x && p.y === segment.end.y) return 1;
  const t = Math.abs(dx) >= Math.abs(dy) ? (p.x - segment.start.x) / dx : (p.y - segment.start.y) / dy;
  return clamp01(t);
}

/**
 * Where two closed segments meet. Article `004_737919cd1dc52fd2.txt` solves
 * `s·OA + (1 − s)·OB = t·OC` and reports a crossing only strictly inside both
 * segments (`0 < s, t < 1`, which suits its lidar); hitkit treats both segments
 * as closed, so touching at an endpoint and T-junctions are reported as a
 * `'point'`, and tells the parallel and collinear cases apart instead of folding
 * them into "no intersection".
 *
 * Exactness: every decision (crossing or not, touching, collinear) is made with
 * the exact predicate `orient2d` from `robust-predicates`, never by comparing a
 * rounded parameter with 0 or 1. Only then are the parameters computed, from the
 * 2×2 system in coordinates relative to `s1.start`, and kept in [0, 1]. An
 * endpoint that lies on the other segment has its parameter exactly 0 or 1 and
 * is returned as that endpoint exactly. The point's rounding error is about
 * `ε·|coordinates| / sin θ`, θ the angle between the segments.
 *
 * Degenerate input: a zero-length segment is its point (`'point'` with its
 * parameter 0 when it lies on the other segment); two zero-length segments meet
 * when their points are equal.
 *
 * @param s1 - first segment, scene units (not re-checked)
 * @param s2 - second segment (not re-checked)
 * @returns `{ kind: 'none', parallel }`, `{ kind: 'point', point, t, u }` or
 *   `{ kind: 'overlap', start, end, tStart, tEnd, uStart, uEnd }` with the shared
 *   piece ordered along `s1`. Swapping the arguments swaps `t` and `u`.
 */
export function intersectSegmentSegment(s1: Segment, s2: Segment): SegmentSegmentIntersection {
  const p = s1.start;
  const p2 = s1.end;
  const q = s2.start;
  const q2 = s2.end;
  const degenerate1 = p.x === p2.x && p.y === p2.y;
  const degenerate2 = q.x === q2.x && q.y === q2.y;
  if (degenerate1 || degenerate2) {
    if (!segmentsTouch(s1, s2)) return { kind: 'none', parallel: false };
    const point = degenerate1 ? p : q;
    return { kind: 'point', point: copy(point), t: parameterOn(s1, point), u: parameterOn(s2, point) };
  }
  const d1 = side(q.x, q.y, q2.x, q2.y, p.x, p.y);
  const d2 = side(q.x, q.y, q2.x, q2.y, p2.x, p2.y);
  const d3 = side(p.x, p.y, p2.x, p2.y, q.x, q.y);
  const d4 = side(p.x, p.y, p2.x, p2.y, q2.x, q2.y);
  if (d1 === 0 && d2 === 0) return collinear(s1, s2);
  if (sameSide(d1, d2) || sameSide(d3, d4)) {
    const cross = (p2.x - p.x) * (q2.y - q.y) - (p2.y - p.y) * (q2.x - q.x);
    return { kind: 'none', parallel: cross === 0 };
  }
  // The lines cross at one point, inside both closed segments. The parameters
  // come from coordinate differences relative to s1's start (better conditioned
  // than the predicates' values, which are computed relative to a third point);
  // an endpoint that the exact predicates put on the other segment keeps its 0 or 1.
  const rx = p2.x - p.x;
  const ry = p2.y - p.y;
  const sx = q2.x - q.x;
  const sy = q2.y - q.y;
  const wx = q.x - p.x;
  const wy = q.y - p.y;
  const denominator = rx * sy - ry * sx;
  const t = d1 === 0 ? 0 : d2 === 0 ? 1 : clamp01((wx * sy - wy * sx) / denominator);
  const u = d3 === 0 ? 0 : d4 === 0 ? 1 : clamp01((wx * ry - wy * rx) / denominator);
  const point = t === 0 || t === 1 ? pointAt(s1, t) : u === 0 || u === 1 ? pointAt(s2, u) : pointAt(s1, t);
  return { kind: 'point', point, t, u };
}

/** Two non-degenerate collinear segments: overlap, touch at one shared endpoint, or miss. */
function collinear(s1: Segment, s2: Segment): SegmentSegmentIntersection {
  // Position along s1's direction, on its dominant axis: exact for points on one
  // line (negation is exact).
  const useX = Math.abs(s1.end.x - s1.start.x) >= Math.abs(s1.end.y - s1.start.y);
  const sign = (useX ? s1.end.x > s1.start.x : s1.end.y > s1.start.y) ? 1 : -1;
  const key = (v: Vec2) => sign * (useX ? v.x : v.y);
  const [b0, b1] = key(s2.start) <= key(s2.end) ? [s2.start, s2.end] : [s2.end, s2.start];
  const lo = key(s1.start) >= key(b0) ? s1.start : b0;
  const hi = key(s1.end) <= key(b1) ? s1.end : b1;
  const gap = key(hi) - key(lo);
  if (gap < 0) return { kind: 'none', parallel: true };
  if (gap === 0) return { kind: 'point', point: copy(lo), t: parameterOn(s1, lo), u: parameterOn(s2, lo) };
  return {
    kind: 'overlap',
    start: copy(lo),
    end: copy(hi),
    tStart: parameterOn(s1, lo),
    tEnd: parameterOn(s1, hi),
    uStart: parameterOn(s2, lo),
    uEnd: parameterOn(s2, hi),
  };
}

// ─── segment–circle and line–circle ─────────────────────────────────────────

/**
 * Where the closed segment crosses or touches the circle's circumference.
 * Article `004_737919cd1dc52fd2.txt` solves the quadratic in the segment
 * parameter and keeps the root nearest the ray's origin, excluding its
 * boundaries; hitkit returns every crossing of the closed segment, nearest first.
 *
 * Numerics: everything is computed relative to the centre. The roots along the
 * segment come from the foot of the perpendicular and the half chord
 * `√((r − h)(r + h))`, in the stable form (the larger root `q = p + sign(p)·half`,
 * the smaller `c/q` with `c = (|f| − r)(|f| + r)`), so neither cancels. Which
 * roots exist is decided from the endpoints' sides of the circle (inside, on,
 * outside), so an endpoint exactly on the circle is returned exactly with
 * `t = 0` or `1`, and a line whose distance from the centre equals the radius
 * within rounding (`16·ε` times the size of the numbers) is a tangent: one point.
 *
 * Degenerate input: a zero-length segment is its point (returned when it lies
 * exactly on the circle); a zero-radius circle is its centre (returned when the
 * segment passes through it, within the tangent tolerance).
 *
 * @param segment - a valid segment, scene units (not re-checked)
 * @param circle - a valid circle (not re-checked)
 * @returns 0, 1 or 2 `{ point, t }` sorted by `t` from the segment's start; a
 *   segment inside the disk, or one that misses it, gives `[]`. Never a point
 *   of the infinite line outside the segment.
 */
export function intersectSegmentCircle(segment: Segment, circle: Circle): SegmentPoint[] {
  const { start, end } = segment;
  const { center, radius } = circle;
  const fx = start.x - center.x;
  const fy = start.y - center.y;
  // The endpoints' sides of the circle, with the same rounding as the hit test's distances.
  const startDistance = distanceToPoint(start, center);
  const startGap = distanceToCircle(start, circle);
  const endGap = distanceToCircle(end, circle);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = distanceToPoint(start, end);
  if (length === 0) return startGap === 0 ? [{ point: copy(start), t: 0 }] : [];
  if (startGap < 0 && endGap < 0) return [];
  if (endGap === 0 && startGap !== 0) {
    // Solve from the end that lies on the circle, then turn the answer round.
    const reversed = intersectSegmentCircle({ start: end, end: start }, circle);
    return reversed.reverse().map((hit) => ({ point: hit.point, t: 1 - hit.t }));
  }
  const ux = dx / length;
  const uy = dy / length;
  /** Distance along the segment from its start to the foot of the perpendicular. */
  const foot = -(fx * ux + fy * uy);
  /** Distance from the centre to the segment's line. */
  const h = Math.abs(fx * uy - fy * ux);
  const tolerance = tangentTolerance(startDistance + radius);
  const halfChord = h < radius ? Math.sqrt((radius - h) * (radius + h)) : 0;
  /** (|f| − r)(|f| + r): the product of the two roots. */
  const rootProduct = startGap * (startDistance + radius);
  const at = (distance: number): SegmentPoint => {
    const t = clamp01(distance / length);
    return { point: pointAt(segment, t), t };
  };

  if (startGap === 0) {
    const hits = [{ point: copy(start), t: 0 }];
    if (endGap === 0) hits.push({ point: copy(end), t: 1 });
    else if (endGap > 0 && 2 * foot > tolerance) hits.push(at(2 * foot)); // in and out again
    return hits;
  }
  if (startGap < 0) {
    // From inside to outside: the larger root, where the segment leaves.
    return [at(foot >= 0 ? foot + halfChord : rootProduct / (foot - halfChord))];
  }
  if (endGap < 0) {
    // From outside to inside: the smaller root, where the segment enters.
    return [at(foot <= 0 ? foot - halfChord : rootProduct / (foot + halfChord))];
  }
  // Both ends outside: the segment crosses twice, touches once, or misses.
  if (h > radius + tolerance || foot <= 0 || foot >= length) return [];
  if (Math.abs(h - radius) <= tolerance) return [at(foot)];
  const far = foot + halfChord;
  return [at(rootProduct / far), at(far)];
}

/**
 * Where the infinite line crosses or touches the circle's circumference: the
 * foot of the perpendicular from the centre, plus and minus the half chord
 * `√((r − h)(r + h))` (no cancellation). A line whose distance from the centre
 * equals the radius within rounding (`16·ε` times the size of the numbers) is
 * a tangent: one point, the foot. Generalises article `004_737919cd1dc52fd2.txt`'s
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
  const length = Math.hypot(a, b);
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

// ─── circle–circle ──────────────────────────────────────────────────────────

/** The result of {@link intersectCircleCircle}. */
export type CircleCircleIntersection =
  | {
      /**
       * The circumferences share no point: the circles lie apart (`'separate'`)
       * or one lies inside the other (`'contained'`).
       */
      readonly kind: 'none';
      readonly reason: 'separate' | 'contained';
    }
  | {
      /**
       * One point (the circles touch, outside or inside) or two (they cross).
       * With two, `points[0]` is on the front side of the directed line from the
       * first centre to the second (`lineThrough(c1.center, c2.center)`; with y
       * down, on your right looking from c1 to c2 on screen), `points[1]` behind it.
       */
      readonly kind: 'points';
      readonly points: readonly Vec2[];
    }
  | {
      /** The same circle twice (equal centres and equal radii > 0): every point is shared. */
      readonly kind: 'coincident';
    };

/**
 * Where two circumferences meet. Along the line of centres the common chord
 * lies at `a = (d + (r₁ − r₂)(r₁ + r₂)/d) / 2` from the first centre (no
 * cancellation of squares), with half-length `√((r₁ − a)(r₁ + a))`. Circles
 * whose centre distance equals `r₁ + r₂` or `|r₁ − r₂|` within rounding (`16·ε`
 * times the size of the numbers) touch: one point. Generalises article
 * `003_3767818ab5c6ffa5.txt`'s circle–circle distance (`d − r₁ − r₂`) to the
 * points themselves.
 *
 * Degenerate input: equal centres give `'coincident'` when the radii are equal
 * and positive, `'contained'` when they differ; two zero-radius circles at the
 * same point give that point; a zero-radius circle on the other's circumference
 * gives its centre.
 *
 * @param c1 - a valid circle (not re-checked)
 * @param c2 - a valid circle (not re-checked)
 */
export function intersectCircleCircle(c1: Circle, c2: Circle): CircleCircleIntersection {
  const r1 = c1.radius;
  const r2 = c2.radius;
  const dx = c2.center.x - c1.center.x;
  const dy = c2.center.y - c1.center.y;
  const d = distanceToPoint(c1.center, c2.center);
  if (d === 0) {
    if (r1 !== r2) return { kind: 'none', reason: 'contained' };
    return r1 === 0 ? { kind: 'points', points: [copy(c1.center)] } : { kind: 'coincident' };
  }
  const tolerance = tangentTolerance(d + r1 + r2);
  if (d > r1 + r2 + tolerance) return { kind: 'none', reason: 'separate' };
  if (d < Math.abs(r1 - r2) - tolerance) return { kind: 'none', reason: 'contained' };
  const ux = dx / d;
  const uy = dy / d;
  if (Math.abs(d - (r1 + r2)) <= tolerance) {
    // Touching from outside: the point between the centres, r₁ from the first.
    return { kind: 'points', points: [{ x: c1.center.x + ux * r1, y: c1.center.y + uy * r1 }] };
  }
  if (Math.abs(d - Math.abs(r1 - r2)) <= tolerance) {
    // Touching from inside: on the far side of the smaller circle from the larger's centre.
    const point =
      r1 >= r2
        ? { x: c1.center.x + ux * r1, y: c1.center.y + uy * r1 }
        : { x: c2.center.x - ux * r2, y: c2.center.y - uy * r2 };
    return { kind: 'points', points: [point] };
  }
  const along = (d + ((r1 - r2) * (r1 + r2)) / d) / 2;
  const half = Math.sqrt(Math.max(0, (r1 - along) * (r1 + along)));
  const mx = c1.center.x + ux * along;
  const my = c1.center.y + uy * along;
  // The front normal of c1 → c2 is perp(u) = (−uy, ux).
  return {
    kind: 'points',
    points: [
      { x: mx - uy * half, y: my + ux * half },
      { x: mx + uy * half, y: my - ux * half },
    ],
  };
}

// ─── segment–rect ───────────────────────────────────────────────────────────

/** The result of {@link intersectSegmentRect}. */
export type SegmentRectIntersection =
  | { readonly kind: 'none' }
  | {
      /**
       * The part of the segment inside the closed rect runs from `entry` to `exit`
       * (`entry.t <= exit.t`; equal when the segment only touches the rect at one
       * point, a corner or an edge).
       */
      readonly kind: 'clip';
      readonly entry: SegmentPoint;
      readonly exit: SegmentPoint;
      /**
       * `true` when the segment's start is strictly inside, so `entry` is the
       * start itself and not a crossing of the boundary.
       */
      readonly startInside: boolean;
      /** `true` when the segment's end is strictly inside, so `exit` is the end itself. */
      readonly endInside: boolean;
    };

function strictlyInside(p: Vec2, left: number, top: number, right: number, bottom: number): boolean {
  return p.x > left && p.x < right && p.y > top && p.y < bottom;
}

/**
 * Where the closed segment enters and leaves the closed axis-aligned rectangle,
 * by slab clipping (Liang–Barsky): the segment's parameter range inside
 * `[x, x + width] × [y, y + height]`. Whether they meet at all is decided
 * exactly (the segment against the rect's four edges with `orient2d`, and its
 * endpoints by comparison), so a segment through a corner is never missed; the
 * crossing on an edge has that edge's coordinate exactly. Generalises article
 * `004_737919cd1dc52fd2.txt`'s segment–wall test to a box of four walls.
 *
 * Degenerate input: a zero-length segment is its point (`entry = exit`, t = 0,
 * when it lies in the rect); a zero-width or zero-height rect is a segment, a
 * zero-size rect its corner.
 *
 * @param segment - a valid segment (not re-checked)
 * @param rect - a valid rect, `(x, y)` = top-left, y down (not re-checked)
 * @returns `{ kind: 'none' }` or `{ kind: 'clip', entry, exit, startInside, endInside }`
 */
export function intersectSegmentRect(segment: Segment, rect: Rect): SegmentRectIntersection {
  if (!segmentRectTouch(segment, rect)) return { kind: 'none' };
  const { start, end } = segment;
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  let tIn = 0;
  let tOut = 1;
  /** Which slab the entry/exit crosses: 'x' = a vertical edge, 'y' = a horizontal one. */
  let inAxis: 'x' | 'y' | null = null;
  let outAxis: 'x' | 'y' | null = null;
  const slab = (axis: 'x' | 'y', origin: number, delta: number, min: number, max: number) => {
    if (delta === 0) return; // parallel to this slab; inside it (the exact test passed)
    const near = ((delta > 0 ? min : max) - origin) / delta;
    const far = ((delta > 0 ? max : min) - origin) / delta;
    if (near > tIn) {
      tIn = near;
      inAxis = axis;
    }
    if (far < tOut) {
      tOut = far;
      outAxis = axis;
    }
  };
  slab('x', start.x, dx, left, right);
  slab('y', start.y, dy, top, bottom);
  if (tIn > tOut) {
    // Rounding around a touched corner: the exact test says they meet.
    const t = (tIn + tOut) / 2;
    tIn = t;
    tOut = t;
  }
  const clipped = (t: number, axis: 'x' | 'y' | null, entering: boolean): SegmentPoint => {
    const p = pointAt(segment, t);
    // Snap into the rect (rounding), and onto the crossed edge exactly: the
    // entry is on the edge the segment comes from, the exit on the one it goes to.
    let x = p.x < left ? left : p.x > right ? right : p.x;
    let y = p.y < top ? top : p.y > bottom ? bottom : p.y;
    if (t !== 0 && t !== 1) {
      if (axis === 'x') x = dx > 0 === entering ? left : right;
      else if (axis === 'y') y = dy > 0 === entering ? top : bottom;
    }
    return { point: { x, y }, t };
  };
  return {
    kind: 'clip',
    entry: clipped(tIn, inAxis, true),
    exit: clipped(tOut, outAxis, false),
    startInside: strictlyInside(start, left, top, right, bottom),
    endInside: strictlyInside(end, left, top, right, bottom),
  };
}

/**
 * Exact: does the closed segment share a point with the closed rect? An
 * endpoint in the rect (by comparison), or the segment touching one of the four
 * edges (by `orient2d`). Allocates nothing. @internal
 */
export function segmentRectTouch(segment: Segment, rect: Rect): boolean {
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const { x: sx, y: sy } = segment.start;
  const { x: ex, y: ey } = segment.end;
  return (
    inBoxXY(sx, sy, left, top, right, bottom) ||
    inBoxXY(ex, ey, left, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, top, right, top) ||
    segmentsTouchXY(sx, sy, ex, ey, right, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, right, bottom, left, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, bottom, left, top)
  );
}
