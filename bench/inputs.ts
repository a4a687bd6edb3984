import {
  lineFromCoefficients,
  lineThrough,
  packCircles,
  packLines,
  packPoints,
  packRects,
  packSegments,
  type Circle,
  type Line,
  type Rect,
  type Segment,
  type Vec2,
} from '../src/geometry';
import { random } from './random.js';

/**
 * The benchmark's inputs: seeded, generated once, shared by every
 * implementation (hitkit's object and batch APIs, the hand-written loops, the
 * peers) and by the disagreement checks.
 *
 * A run of `pairs` pairs is `QUERIES` (10) query shapes, each against
 * `pairs / QUERIES` target shapes, the way an editor asks "which of these
 * shapes does the pointer's segment touch?". Targets are spread over a
 * 2000 × 2000 scene (scene units, y down) with sizes that make most pairs far
 * apart and some cross; about `TIE_SHARE` of them are built as exact ties and
 * degenerate cases against their query (target `k` against query `k mod 10`):
 * shared endpoints, T-junctions, collinear overlaps, zero-length segments,
 * tangents, endpoints exactly on a circle, points on edges and corners, zero-size
 * rects, circles centred on a line, and near-misses a hair (2⁻²⁰) away. Queries
 * with integer coordinates make those ties exact in floating point.
 */

export const QUERIES = 10;
export const SEED = 0x5eed;
/** Share of the targets built as ties and degenerate cases. */
export const TIE_SHARE = 0.12;
/** Half the scene's width: coordinates are mostly within ±SPAN. */
const SPAN = 1000;
const HAIR = 2 ** -20;

export interface Inputs {
  readonly pairs: number;
  readonly targets: number;
  /** Query shapes (10 of each kind). */
  readonly segmentQueries: readonly Segment[];
  readonly pointQueries: readonly Vec2[];
  readonly circleQueries: readonly Circle[];
  /** Target shapes (`targets` of each kind) and their packed forms. */
  readonly segments: readonly Segment[];
  readonly circles: readonly Circle[];
  readonly rects: readonly Rect[];
  readonly lines: readonly Line[];
  readonly packedSegmentQueries: Float64Array;
  readonly packedPointQueries: Float64Array;
  readonly packedCircleQueries: Float64Array;
  readonly packedSegments: Float64Array;
  readonly packedCircles: Float64Array;
  readonly packedRects: Float64Array;
  readonly packedLines: Float64Array;
  /** How many targets of each kind were built as a tie or degenerate case. */
  readonly ties: { readonly segments: number; readonly circles: number; readonly rects: number; readonly lines: number };
}

const pt = (x: number, y: number): Vec2 => ({ x, y });
const seg = (x1: number, y1: number, x2: number, y2: number): Segment => ({ start: pt(x1, y1), end: pt(x2, y2) });
const disk = (x: number, y: number, radius: number): Circle => ({ center: pt(x, y), radius });
const box = (x: number, y: number, width: number, height: number): Rect => ({ x, y, width, height });

/** Builds the inputs for `pairs` pairs (a multiple of `QUERIES`). */
export function makeInputs(pairs: number, seed = SEED): Inputs {
  if (pairs % QUERIES !== 0) throw new RangeError(`pairs must be a multiple of ${QUERIES}, got ${pairs}`);
  const rnd = random(seed);
  const targets = pairs / QUERIES;
  const uniform = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const int = (lo: number, hi: number) => Math.floor(uniform(lo, hi + 1));
  const sign = () => (rnd() < 0.5 ? -1 : 1);
  const coord = () => uniform(-SPAN, SPAN);
  const icoord = () => int(-SPAN, SPAN);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

  function randomSegment(): Segment {
    const x = coord();
    const y = coord();
    if (rnd() < 0.2) return seg(x, y, coord(), coord()); // long: both ends anywhere
    const length = 5 + 300 * rnd() ** 2;
    const angle = uniform(0, 2 * Math.PI);
    return seg(x, y, x + length * Math.cos(angle), y + length * Math.sin(angle));
  }
  const randomCircle = (): Circle => disk(coord(), coord(), rnd() < 0.8 ? uniform(2, 60) : uniform(60, 260));
  const randomRect = (): Rect => box(coord(), coord(), uniform(5, 200), uniform(5, 200));
  function randomLine(): Line {
    if (rnd() < 0.8) return lineThrough(pt(coord(), coord()), pt(coord(), coord()));
    // Raw coefficients: a normal of any length.
    const a = uniform(-3, 3);
    const b = uniform(-3, 3);
    return lineFromCoefficients(a, b, -(a * coord() + b * coord()));
  }

  // ─── queries (integer coordinates where ties are built against them) ───
  const segmentQueries: Segment[] = [];
  for (let j = 0; j < QUERIES; j++) {
    if (j <= 5) {
      const x = icoord();
      const y = icoord();
      segmentQueries.push(seg(x, y, x + int(-400, 400), y + int(-400, 400)));
    } else if (j === 6) segmentQueries.push(randomSegment());
    else if (j === 7) {
      const x = icoord();
      const y = icoord();
      segmentQueries.push(seg(x, y, x, y)); // zero length
    } else if (j === 8) {
      const x = icoord();
      const y = icoord();
      segmentQueries.push(seg(x, y, x + int(50, 600), y)); // horizontal
    } else {
      const x = icoord();
      const y = icoord();
      segmentQueries.push(seg(x, y, x, y - int(50, 600))); // vertical, upwards
    }
  }
  const pointQueries: Vec2[] = [];
  for (let j = 0; j < QUERIES; j++) pointQueries.push(j < 8 ? pt(icoord(), icoord()) : pt(coord(), coord()));
  const circleQueries: Circle[] = [];
  for (let j = 0; j < QUERIES; j++) circleQueries.push(disk(icoord(), icoord(), j === 0 ? 0 : int(5, 150)));

  const isInteger = (s: Segment) => Number.isInteger(s.start.x) && Number.isInteger(s.start.y) && Number.isInteger(s.end.x) && Number.isInteger(s.end.y);
  /** `s.start + f·(s.end − s.start)`, exact for integer segments and dyadic f. */
  const along = (s: Segment, f: number): Vec2 => pt(s.start.x + f * (s.end.x - s.start.x), s.start.y + f * (s.end.y - s.start.y));
  const eighth = () => int(0, 8) / 8;

  // ─── targets ───
  const ties = { segments: 0, circles: 0, rects: 0, lines: 0 };
  const tie = () => rnd() < TIE_SHARE;

  const circles: Circle[] = [];
  for (let k = 0; k < targets; k++) {
    const q = segmentQueries[k % QUERIES]!;
    const c = tie() && isInteger(q) ? circleTie(q) : null;
    if (c) ties.circles++;
    circles.push(c ?? randomCircle());
  }
  function circleTie(q: Segment): Circle {
    const m = int(1, 30);
    const zero = q.start.x === q.end.x && q.start.y === q.end.y;
    const horizontal = q.start.y === q.end.y && !zero;
    const vertical = q.start.x === q.end.x && !zero;
    const kind = int(0, 6);
    if (kind === 0 || zero) {
      // an endpoint exactly on the circle (3-4-5)
      const end = rnd() < 0.5 ? q.start : q.end;
      return disk(end.x + 3 * m * sign(), end.y + 4 * m * sign(), 5 * m);
    }
    if (kind === 1 && (horizontal || vertical)) {
      // tangent, or a hair outside the tangent
      const mid = along(q, 0.5);
      const r = int(1, 80);
      const off = r + (rnd() < 0.5 ? 0 : HAIR);
      return horizontal ? disk(mid.x, mid.y + off * sign(), r) : disk(mid.x + off * sign(), mid.y, r);
    }
    if (kind === 2) return disk(q.end.x, q.end.y, 0); // zero radius, at the segment's end
    if (kind === 3) {
      // zero radius exactly on the segment, or a hair off it
      const p = along(q, eighth());
      return disk(p.x, p.y + (rnd() < 0.5 ? 0 : HAIR), 0);
    }
    if (kind === 4) {
      // the whole segment inside the disk
      const mid = along(q, 0.5);
      return disk(mid.x, mid.y, Math.abs(q.end.x - q.start.x) + Math.abs(q.end.y - q.start.y));
    }
    // an endpoint on the circle, the circle on the far side
    const end = rnd() < 0.5 ? q.start : q.end;
    return disk(end.x - 4 * m, end.y + 3 * m, 5 * m);
  }

  const segments: Segment[] = [];
  for (let k = 0; k < targets; k++) {
    const j = k % QUERIES;
    let s: Segment | null = null;
    if (tie()) s = rnd() < 0.6 ? segmentTie(segmentQueries[j]!) : pointSegmentTie(pointQueries[j]!);
    if (s) ties.segments++;
    segments.push(s ?? randomSegment());
  }
  function segmentTie(q: Segment): Segment | null {
    if (!isInteger(q)) return null;
    const zero = q.start.x === q.end.x && q.start.y === q.end.y;
    if (zero) {
      // through the query's point, or ending on it, or the same point
      const v = pt(int(-50, 50), int(-50, 50));
      const kind = int(0, 2);
      if (kind === 0) return seg(q.start.x - v.x, q.start.y - v.y, q.start.x + v.x, q.start.y + v.y);
      if (kind === 1) return seg(q.start.x, q.start.y, q.start.x + v.x, q.start.y + v.y);
      return seg(q.start.x, q.start.y + (rnd() < 0.5 ? 0 : HAIR), q.start.x, q.start.y);
    }
    const d = pt(q.end.x - q.start.x, q.end.y - q.start.y);
    const other = () => pt(icoord(), icoord());
    switch (int(0, 8)) {
      case 0: {
        // shared endpoint
        const o = other();
        return rnd() < 0.5 ? seg(q.end.x, q.end.y, o.x, o.y) : seg(o.x, o.y, q.start.x, q.start.y);
      }
      case 1: {
        // T-junction: an end exactly on the query, the other end anywhere
        const p = along(q, eighth());
        const o = other();
        return seg(p.x, p.y, o.x, o.y);
      }
      case 2: {
        // collinear, overlapping or not
        const a = int(-4, 12) / 8;
        let b = int(-4, 12) / 8;
        if (b === a) b = a + 0.5;
        const p = along(q, a);
        const r = along(q, b);
        return seg(p.x, p.y, r.x, r.y);
      }
      case 3: {
        // collinear, end to end
        const r = along(q, 1.5);
        return seg(q.end.x, q.end.y, r.x, r.y);
      }
      case 4:
        // collinear, a hair apart
        return seg(q.end.x + d.x * HAIR, q.end.y + d.y * HAIR, q.end.x + d.x, q.end.y + d.y);
      case 5: {
        // zero length on the query, or a hair off it
        const p = along(q, eighth());
        const y = p.y + (rnd() < 0.5 ? 0 : HAIR);
        return seg(p.x, y, p.x, y);
      }
      case 6:
        // parallel, one unit aside
        return seg(q.start.x, q.start.y + 1, q.end.x, q.end.y + 1);
      case 7: {
        // a hair short of a T
        const p = along(q, 0.5);
        return seg(p.x, p.y + HAIR * sign(), p.x + int(-50, 50), p.y + int(10, 50) * sign());
      }
      default: {
        // the query reversed
        return seg(q.end.x, q.end.y, q.start.x, q.start.y);
      }
    }
  }
  function pointSegmentTie(p: Vec2): Segment | null {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y)) return null;
    const v = pt(int(-60, 60), int(-60, 60));
    switch (int(0, 3)) {
      case 0:
        return seg(p.x - v.x, p.y - v.y, p.x + v.x, p.y + v.y); // the point on the segment
      case 1:
        return seg(p.x, p.y, p.x + v.x, p.y + v.y); // at an end
      case 2:
        return seg(p.x, p.y, p.x, p.y); // zero length at the point
      default:
        return seg(p.x + v.x, p.y + v.y, p.x + 2 * v.x, p.y + 2 * v.y); // collinear beyond an end
    }
  }

  const rects: Rect[] = [];
  for (let k = 0; k < targets; k++) {
    const p = pointQueries[k % QUERIES]!;
    let r: Rect | null = null;
    if (tie() && Number.isInteger(p.x) && Number.isInteger(p.y)) {
      const m = int(1, 40);
      const n = int(1, 40);
      r = pick([
        box(p.x, p.y - m, n, 2 * m), // on the left edge
        box(p.x - n, p.y, 2 * n, m), // on the top edge
        box(p.x, p.y, m, n), // on the top-left corner
        box(p.x - m, p.y - n, m, n), // on the bottom-right corner
        box(p.x, p.y, 0, 0), // zero size at the point
        box(p.x - m, p.y - m, 2 * m, 2 * m), // at the centre of a square: four edges equally near
        box(p.x, p.y - m, 0, 2 * m), // zero width, through the point
        box(p.x + HAIR, p.y - m, n, 2 * m), // a hair to the right of the point
      ]);
      ties.rects++;
    }
    rects.push(r ?? randomRect());
  }

  const lines: Line[] = [];
  for (let k = 0; k < targets; k++) {
    const c = circleQueries[k % QUERIES]!;
    let l: Line | null = null;
    if (tie()) {
      const r = c.radius;
      const s = int(1, 4);
      l = pick([
        lineFromCoefficients(0, s, -s * c.center.y), // through the centre
        lineFromCoefficients(s, 0, -s * c.center.x), // through the centre, vertical
        lineFromCoefficients(0, s, -s * (c.center.y - r)), // tangent (t = 1), the centre in front
        lineFromCoefficients(0, -s, s * (c.center.y + r)), // tangent, from below
        lineFromCoefficients(-s, 0, s * (c.center.x + r)), // tangent, from the right
        lineFromCoefficients(0, s, -s * (c.center.y - r / 2)), // halfway sunk (t = 0.5)
        lineFromCoefficients(0, s, -s * (c.center.y + r)), // centre a radius behind (t = −1)
        lineFromCoefficients(0, 1, -(c.center.y - r - HAIR)), // a hair from touching
      ]);
      ties.lines++;
    }
    lines.push(l ?? randomLine());
  }

  return {
    pairs,
    targets,
    segmentQueries,
    pointQueries,
    circleQueries,
    segments,
    circles,
    rects,
    lines,
    packedSegmentQueries: packSegments(segmentQueries),
    packedPointQueries: packPoints(pointQueries),
    packedCircleQueries: packCircles(circleQueries),
    packedSegments: packSegments(segments),
    packedCircles: packCircles(circles),
    packedRects: packRects(rects),
    packedLines: packLines(lines),
    ties,
  };
}
