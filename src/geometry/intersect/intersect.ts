import {
  apartCode,
  clearOfDisk,
  collinearCode,
  crossingsAt,
  intersectNearAt,
  NONE,
  OVERLAP as OVERLAP_CODE,
  POINT,
  tangentTolerance,
} from './cores';
import { distanceToPoint } from '../distance/pointToShape';
import { crossingAt } from '../robust/crossingPoint';
import { SEGMENT_CIRCLE_INTERSECTION_STRIDE, SEGMENT_INTERSECTION_STRIDE } from '../batch/packed';
import { boxesApartXY, inBoxXY, segmentsTouchXY } from '../robust/predicates';
import type { Circle, Line, Rect, Segment, SegmentPoint, Vec2 } from '../shapes/types';
import { copy, length as vectorLength } from '../shapes/vec';

/**
 * Intersection points. Sources: article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) (segment–segment
 * by a 2×2 linear system with its parallel case; segment–circle by the quadratic
 * in the segment parameter), generalised to closed shapes and to every pair an
 * editor needs.
 *
 * The functions take already-valid shapes (see `shapes.ts`) and do not re-check
 * them. Results are new plain objects (except that `intersectSegmentSegment`
 * answers "no common point" with one of two shared frozen objects); points that
 * coincide with an input point (an endpoint, a touching corner) are that point
 * exactly, not a rounded copy. Segment–segment and segment–circle are computed
 * by the same cores as their batch forms (`cores.ts`), so the two agree to the bit.
 */

/** `start + t·(end − start)`, exactly `start` at t = 0 and `end` at t = 1. */
function pointAt(segment: Segment, t: number): Vec2 {
  const { start, end } = segment;
  if (t === 0) return { x: start.x, y: start.y };
  if (t === 1) return { x: end.x, y: end.y };
  return { x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y) };
}

/**
 * The shapes and the record the object API hands to the shared cores, reused
 * call after call (the functions are synchronous), so that no number is boxed
 * and nothing but the result is allocated.
 */
const INPUT = new Float64Array(8);
const RECORD = new Float64Array(Math.max(SEGMENT_INTERSECTION_STRIDE, SEGMENT_CIRCLE_INTERSECTION_STRIDE));
/** The two "no common point" answers, shared and frozen, so the common far-apart case allocates nothing. */
const APART: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: false });
const APART_PARALLEL: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: true });
/** The "no crossing" answer of {@link intersectSegmentCircle}, shared and frozen, so a segment away from the disk allocates nothing. */
const NO_CROSSINGS: readonly SegmentPoint[] = Object.freeze([]);

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
 * Where two closed segments meet. Article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) solves
 * `s·OA + (1 − s)·OB = t·OC` and reports a crossing only strictly inside both
 * segments (`0 < s, t < 1`, which suits its lidar); hitkit treats both segments
 * as closed, so touching at an endpoint and T-junctions are reported as a
 * `'point'`, and tells the parallel and collinear cases apart instead of folding
 * them into "no intersection".
 *
 * Exactness: every decision (crossing or not, touching, collinear) is made with
 * exact orientation signs (`orient2d`'s floating-point filter, then exact
 * arithmetic where it cannot tell), never by comparing a rounded parameter with
 * 0 or 1. An endpoint that lies on the other segment has its parameter
 * exactly 0 or 1 and is returned as that endpoint exactly. Any other crossing
 * point is computed exactly and rounded once: `point.x`, `point.y`, `t` and `u`
 * are each within 1 ulp of the exact values, at any angle between the segments
 * (near-parallel included), for coordinates of magnitude 0 or 1e-90 … 1e90; its
 * `t` and `u` stay strictly inside (0, 1), so a crossing a hair from an end is
 * never reported as that end. Double-double arithmetic with a bound of its
 * error answers almost every crossing; segments within about 2⁻³⁸ rad of
 * parallel (the double formula would lose ~40 bits there) take exact expansion
 * arithmetic (the method of JTS's robust line intersection, one step further).
 *
 * Speed: segments whose bounding boxes are apart (the common case in a scene)
 * are answered after a few comparisons and the cross product of their
 * directions, with one of two shared frozen `none` objects: nothing is
 * allocated. The same steps run in `intersectSegmentSegmentBatch`, which gives
 * the same answer, bit for bit.
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
  const px = s1.start.x;
  const py = s1.start.y;
  const p2x = s1.end.x;
  const p2y = s1.end.y;
  const qx = s2.start.x;
  const qy = s2.start.y;
  const q2x = s2.end.x;
  const q2y = s2.end.y;
  if (boxesApartXY(px, py, p2x, p2y, qx, qy, q2x, q2y)) {
    // The common far-apart case: a few comparisons, nothing allocated.
    let code = apartCode(p2x - px, p2y - py, q2x - qx, q2y - qy);
    if (code === -1) {
      // UNSURE_CODE (a literal: no load)
      fill(INPUT, px, py, p2x, p2y, qx, qy, q2x, q2y);
      code = collinearCode(INPUT, 0, INPUT, 4);
    }
    return code === 0 ? APART : APART_PARALLEL; // 0: NONE
  }
  fill(INPUT, px, py, p2x, p2y, qx, qy, q2x, q2y);
  return nearIntersection();
}

/** {@link intersectSegmentSegment} for the segments in `INPUT`, whose bounding boxes meet. */
function nearIntersection(): SegmentSegmentIntersection {
  const r = RECORD;
  const code = intersectNearAt(INPUT, 0, INPUT, 4, r, 0);
  if (code === NONE) return APART;
  if (code === POINT) return { kind: 'point', point: { x: r[1]!, y: r[2]! }, t: r[5]!, u: r[7]! };
  if (code !== OVERLAP_CODE) return APART_PARALLEL;
  return {
    kind: 'overlap',
    start: { x: r[1]!, y: r[2]! },
    end: { x: r[3]!, y: r[4]! },
    tStart: r[5]!,
    tEnd: r[6]!,
    uStart: r[7]!,
    uEnd: r[8]!,
  };
}

/** Packs two segments (or a segment and a circle, `q2y` unused) into `input` for the cores. */
function fill(input: Float64Array, px: number, py: number, p2x: number, p2y: number, qx: number, qy: number, q2x: number, q2y: number): void {
  input[0] = px;
  input[1] = py;
  input[2] = p2x;
  input[3] = p2y;
  input[4] = qx;
  input[5] = qy;
  input[6] = q2x;
  input[7] = q2y;
}

// ─── segment–circle and line–circle ─────────────────────────────────────────

/**
 * Where the closed segment crosses or touches the circle's circumference.
 * Article “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション) solves the quadratic in the segment
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
 * Speed: a segment clearly away from the disk (beyond it on one side, or its
 * squared distance from the centre beyond the radius, each by a margin far
 * above rounding) is answered before any square root is taken, with one
 * shared frozen empty array: nothing is allocated. The same steps run in
 * `intersectSegmentCircleBatch`, which gives the same answer, bit for bit.
 *
 * @param segment - a valid segment, scene units (not re-checked)
 * @param circle - a valid circle (not re-checked)
 * @returns 0, 1 or 2 `{ point, t }` sorted by `t` from the segment's start; a
 *   segment inside the disk, or one that misses it, gives an empty array (one
 *   shared frozen array: copy it before you change it). Never a point of the
 *   infinite line outside the segment.
 */
export function intersectSegmentCircle(segment: Segment, circle: Circle): readonly SegmentPoint[] {
  const sx = segment.start.x;
  const sy = segment.start.y;
  const ex = segment.end.x;
  const ey = segment.end.y;
  const cx = circle.center.x;
  const cy = circle.center.y;
  const radius = circle.radius;
  // The common case, a segment clearly away from the disk: a few comparisons.
  if (clearOfDisk(sx, sy, ex, ey, cx, cy, radius)) return NO_CROSSINGS;
  fill(INPUT, sx, sy, ex, ey, cx, cy, radius, 0);
  return nearCrossings();
}

/** {@link intersectSegmentCircle} for the segment and circle in `INPUT`. */
function nearCrossings(): readonly SegmentPoint[] {
  const r = RECORD;
  const count = crossingsAt(INPUT, 0, INPUT, 4, r, 0);
  if (count === 0) return NO_CROSSINGS;
  const first: SegmentPoint = { point: { x: r[1]!, y: r[2]! }, t: r[3]! };
  if (count === 1) return [first];
  return [first, { point: { x: r[4]!, y: r[5]! }, t: r[6]! }];
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
 * “Shape classes 3: distance” (図形クラス3「距離」)'s circle–circle distance (`d − r₁ − r₂`) to the
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

/** The segment and the crossed edge, and their crossing (reused: synchronous). */
const CLIP = new Float64Array(8);
const CROSSING = new Float64Array(4);

/**
 * Where the closed segment enters and leaves the closed axis-aligned rectangle,
 * by slab clipping (Liang–Barsky): the segment's parameter range inside
 * `[x, x + width] × [y, y + height]`. Whether they meet at all is decided
 * exactly (the segment against the rect's four edges with `orient2d`, and its
 * endpoints by comparison), so a segment through a corner is never missed. A
 * crossing of an edge has that edge's coordinate exactly, and its other
 * coordinate and `t` within 1 ulp of the exact crossing (computed exactly and
 * rounded once, as in `intersectSegmentSegment`). Generalises article
 * “Simulating a 2D lidar: segment intersection” (2D Lidarのシミュレーション)'s segment–wall test to a box of four walls.
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
  // Each end of the clip: a segment end inside the rect as it is; a crossing of an edge computed
  // exactly and rounded once (`crossingAt`: t and the point within 1 ulp, the edge's coordinate exact).
  const clipped = (t: number, axis: 'x' | 'y' | null, entering: boolean): SegmentPoint => {
    let px: number;
    let py: number;
    if (t !== 0 && t !== 1 && axis !== null) {
      const edge = axis === 'x' ? (dx > 0 === entering ? left : right) : dy > 0 === entering ? top : bottom;
      CLIP[0] = start.x;
      CLIP[1] = start.y;
      CLIP[2] = end.x;
      CLIP[3] = end.y;
      CLIP[4] = axis === 'x' ? edge : left;
      CLIP[5] = axis === 'x' ? top : edge;
      CLIP[6] = axis === 'x' ? edge : right;
      CLIP[7] = axis === 'x' ? bottom : edge;
      if (CLIP[4] === CLIP[6] && CLIP[5] === CLIP[7]) {
        // a zero-size edge: the line along it, through a second point
        const k = axis === 'x' ? 7 : 6;
        CLIP[k] = CLIP[k]! + Math.abs(CLIP[k]!) + 1;
      }
      crossingAt(CLIP, 0, CLIP, 4, CROSSING, 0);
      t = CROSSING[0]! <= 0 ? 0 : CROSSING[0]! >= 1 ? 1 : CROSSING[0]!;
      px = CROSSING[2]!;
      py = CROSSING[3]!;
    } else {
      const p = pointAt(segment, t);
      px = p.x;
      py = p.y;
    }
    // Into the rect (a corner, where the slabs' rounding may pick the other edge).
    const x = px < left ? left : px > right ? right : px;
    const y = py < top ? top : py > bottom ? bottom : py;
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
  return segmentBoxTouchXY(segment.start.x, segment.start.y, segment.end.x, segment.end.y, rect.x, rect.y, rect.x + rect.width, rect.y + rect.height);
}

/** {@link segmentRectTouch} on coordinates: the segment `(sx, sy) → (ex, ey)`, the box `[left, right] × [top, bottom]`. @internal */
export function segmentBoxTouchXY(sx: number, sy: number, ex: number, ey: number, left: number, top: number, right: number, bottom: number): boolean {
  return (
    inBoxXY(sx, sy, left, top, right, bottom) ||
    inBoxXY(ex, ey, left, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, top, right, top) ||
    segmentsTouchXY(sx, sy, ex, ey, right, top, right, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, right, bottom, left, bottom) ||
    segmentsTouchXY(sx, sy, ex, ey, left, bottom, left, top)
  );
}
