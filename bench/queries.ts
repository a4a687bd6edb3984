import lineCircle from 'intersects/line-circle.js';
import lineLine from 'intersects/line-line.js';
import SAT from 'sat';
import {
  CIRCLE_STRIDE,
  circleLineContact,
  circleLineContactBatch,
  CONTACT_STRIDE,
  distanceToRect,
  distanceToRectBatch,
  distanceToSegment,
  distanceToSegmentBatch,
  intersectSegmentCircle,
  intersectSegmentCircleBatch,
  intersectSegmentSegment,
  intersectSegmentSegmentBatch,
  LINE_STRIDE,
  POINT_STRIDE,
  RECT_STRIDE,
  SEGMENT_CIRCLE_INTERSECTION_STRIDE,
  SEGMENT_INTERSECTION_STRIDE,
  SEGMENT_STRIDE,
  segmentCircleHit,
  segmentCircleHitBatch,
  segmentSegmentHit,
  segmentSegmentHitBatch,
} from '../src/geometry';
import type { Circle, Segment, SegmentPoint, SegmentSegmentIntersection } from '../src/geometry';
import { pointInRectExact, segmentCircleHitExact, segmentIntersectionKindExact, segmentsTouchExact } from '../test/geometry/oracles';
import { check2d } from './check2d';
import { QUERIES, type Inputs } from './inputs';
import type { Peers } from './peerShapes';

/**
 * The seven benchmarked queries, each with its implementations: hitkit's object
 * API, hitkit's batch API, a hand-written scalar loop on `{ x, y }` objects, a
 * hand-written structure-of-arrays loop on `Float64Array`s, and the peers that
 * have the query. Every implementation runs the same pairs in the same order
 * (query `q` against target `k` is pair `q·targets + k`) and writes its answers
 * into its own output array in one layout per query (the batch API's), so the
 * answers can be compared pair by pair and the timed code is the checked code.
 *
 * Each loop is written out on its own (no shared higher-order helper), so the
 * engine sees one call site per function and can inline it, as in an app.
 *
 * The hand loops are the straightforward, correct-for-generic-input float code
 * a user would write inline (clamped projection, the quadratic formula, the
 * textbook orientation test); they are the baseline of the ratios.
 */

/**
 * `floor` (only with BENCH_FLOOR=1): not a query. A function with the object
 * API's signature that reads every number of the pair and returns a shared
 * constant, consumed by the object variant's own loop: what that loop costs
 * before any geometry, so what no object API can beat in this harness.
 */
export type Role = 'object' | 'batch' | 'scalar' | 'soa' | 'peer' | 'floor';

/** BENCH_FLOOR=1 adds the `floor` rows (see `Role`). */
const FLOOR = typeof process !== 'undefined' && process.env.BENCH_FLOOR === '1';

export interface Variant {
  readonly name: string;
  readonly role: Role;
  readonly out: Uint8Array | Float64Array;
  run(): void;
}

export interface Query {
  readonly title: string;
  /** e.g. "10 segments × 1,000 circles" */
  readonly shapes: string;
  /** Targets built as ties or degenerate cases. */
  readonly ties: number;
  /** Numbers per pair in the output layout. */
  readonly stride: number;
  readonly variants: readonly Variant[];
  /** Does `other`'s answer for pair `i` agree with the reference `ref` (hitkit's object API)? */
  agrees(ref: Uint8Array | Float64Array, other: Uint8Array | Float64Array, i: number): boolean;
  /** For a decision hitkit makes exactly: does hitkit's answer for pair `i` agree with the exact (BigInt) oracle? */
  readonly exact?: ((ref: Uint8Array | Float64Array, i: number) => boolean) | undefined;
  /** What `exact` checks, for the table. */
  readonly exactLabel?: string | undefined;
}

/** Marks "the peer cannot represent this pair" in a flag output. */
export const UNREPRESENTABLE = 255;
/** Numbers agree within 10⁻⁹ of the scene's size (1000): 10⁻⁶ scene units, or relatively for larger numbers. */
export const TOLERANCE = 1e-9;
const SCALE = 1000;
export const close = (a: number, b: number) => Object.is(a, b) || Math.abs(a - b) <= TOLERANCE * (SCALE + Math.abs(a) + Math.abs(b));

const flags = (n: number) => new Uint8Array(n);
const numbers = (n: number) => new Float64Array(n);
const count = (n: number) => n.toLocaleString('en-US');

/** One output view per query (query `q`'s `targets` records of `stride` numbers), for the batch calls. */
export function views<T extends Uint8Array | Float64Array>(out: T, targets: number, stride: number): T[] {
  const result: T[] = [];
  for (let q = 0; q < QUERIES; q++) result.push(out.subarray(q * targets * stride, (q + 1) * targets * stride) as T);
  return result;
}

/**
 * The queries, each made on demand (its output arrays are large at a million
 * pairs: make one, use it, let it go).
 */
export function makeQueries(inputs: Inputs, peers: Peers): (() => Query)[] {
  return [
    () => segmentCircleHitQuery(inputs, peers),
    () => distanceToSegmentQuery(inputs, peers),
    () => distanceToRectQuery(inputs, peers),
    () => intersectSegmentSegmentQuery(inputs, peers),
    () => segmentSegmentHitQuery(inputs, peers),
    () => intersectSegmentCircleQuery(inputs, peers),
    () => circleLineContactQuery(inputs),
  ];
}

// ─── segment–circle hit ─────────────────────────────────────────────────────

function segmentCircleHitQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, segmentQueries: qs, circles: cs, packedSegmentQueries: QS, packedCircles: CS } = inputs;
  const objectOut = flags(pairs);
  const batchOut = flags(pairs);
  const batchViews = views(batchOut, K, 1);
  const scalarOut = flags(pairs);
  const soaOut = flags(pairs);
  const intersectsOut = flags(pairs);
  const satOut = flags(pairs);
  const flattenOut = flags(pairs);
  const check2dOut = flags(pairs);
  const variants: Variant[] = [
    {
      name: 'hitkit segmentCircleHit (object API)',
      role: 'object',
      out: objectOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) objectOut[base + k] = segmentCircleHit(s, cs[k]!) ? 1 : 0;
        }
      },
    },
    {
      name: 'hitkit segmentCircleHitBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) segmentCircleHitBatch(qs[q]!, CS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const c = cs[k]!;
            const fx = s.start.x - c.center.x;
            const fy = s.start.y - c.center.y;
            const dx = s.end.x - s.start.x;
            const dy = s.end.y - s.start.y;
            const l2 = dx * dx + dy * dy;
            let t = l2 > 0 ? -(fx * dx + fy * dy) / l2 : 0;
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            const px = fx + t * dx;
            const py = fy + t * dy;
            scalarOut[base + k] = px * px + py * py <= c.radius * c.radius ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const sx = QS[q * SEGMENT_STRIDE]!;
          const sy = QS[q * SEGMENT_STRIDE + 1]!;
          const dx = QS[q * SEGMENT_STRIDE + 2]! - sx;
          const dy = QS[q * SEGMENT_STRIDE + 3]! - sy;
          const l2 = dx * dx + dy * dy;
          const base = q * K;
          for (let k = 0, j = 0; k < K; k++, j += CIRCLE_STRIDE) {
            const fx = sx - CS[j]!;
            const fy = sy - CS[j + 1]!;
            const r = CS[j + 2]!;
            let t = l2 > 0 ? -(fx * dx + fy * dy) / l2 : 0;
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            const px = fx + t * dx;
            const py = fy + t * dy;
            soaOut[base + k] = px * px + py * py <= r * r ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'intersects lineCircle',
      role: 'peer',
      out: intersectsOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const c = cs[k]!;
            intersectsOut[base + k] = lineCircle(s.start.x, s.start.y, s.end.x, s.end.y, c.center.x, c.center.y, c.radius) ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'sat testPolygonCircle (2-point polygon)',
      role: 'peer',
      out: satOut,
      run() {
        const segs = peers.sat.segmentQueries;
        const circles = peers.sat.circles;
        for (let q = 0; q < QUERIES; q++) {
          const s = segs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) satOut[base + k] = SAT.testPolygonCircle(s, circles[k]!) ? 1 : 0;
        }
      },
    },
    {
      name: '@flatten-js/core contains(start) || intersect',
      role: 'peer',
      out: flattenOut,
      run() {
        const segs = peers.flatten.segmentQueries;
        const circles = peers.flatten.circles;
        for (let q = 0; q < QUERIES; q++) {
          const s = segs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const c = circles[k]!;
            flattenOut[base + k] = c.contains(s.start) || s.intersect(c).length > 0 ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'check2d System.checkCollision (Line, Circle)',
      role: 'peer',
      out: check2dOut,
      run() {
        const { system, segmentQueries, circles } = peers.check2d;
        for (let q = 0; q < QUERIES; q++) {
          const s = segmentQueries[q]!;
          const base = q * K;
          if (s === null) {
            check2dOut.fill(UNREPRESENTABLE, base, base + K);
            continue;
          }
          for (let k = 0; k < K; k++) check2dOut[base + k] = system.checkCollision(s, circles[k]!) ? 1 : 0;
        }
      },
    },
  ];
  return {
    title: 'segment–circle hit',
    shapes: `${QUERIES} segments × ${count(K)} circles`,
    ties: inputs.ties.circles,
    stride: 1,
    variants,
    agrees: (ref, other, i) => ref[i] === other[i],
    exact: (ref, i) => (ref[i] === 1) === segmentCircleHitExact(qs[Math.floor(i / K)]!, cs[i % K]!),
    exactLabel: 'exact (BigInt) segment–disk test',
  };
}

// ─── point–segment distance ─────────────────────────────────────────────────

function distanceToSegmentQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, pointQueries: ps, segments: ss, packedPointQueries: PS, packedSegments: SS } = inputs;
  const objectOut = numbers(pairs);
  const batchOut = numbers(pairs);
  const batchViews = views(batchOut, K, 1);
  const scalarOut = numbers(pairs);
  const soaOut = numbers(pairs);
  const flattenOut = numbers(pairs);
  const variants: Variant[] = [
    {
      name: 'hitkit distanceToSegment (object API)',
      role: 'object',
      out: objectOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const p = ps[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) objectOut[base + k] = distanceToSegment(p, ss[k]!);
        }
      },
    },
    {
      name: 'hitkit distanceToSegmentBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) distanceToSegmentBatch(ps[q]!, SS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const p = ps[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const s = ss[k]!;
            const fx = s.start.x - p.x;
            const fy = s.start.y - p.y;
            const dx = s.end.x - s.start.x;
            const dy = s.end.y - s.start.y;
            const l2 = dx * dx + dy * dy;
            let t = l2 > 0 ? -(fx * dx + fy * dy) / l2 : 0;
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            const qx = fx + t * dx;
            const qy = fy + t * dy;
            scalarOut[base + k] = Math.sqrt(qx * qx + qy * qy);
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const x = PS[q * POINT_STRIDE]!;
          const y = PS[q * POINT_STRIDE + 1]!;
          const base = q * K;
          for (let k = 0, j = 0; k < K; k++, j += SEGMENT_STRIDE) {
            const sx = SS[j]!;
            const sy = SS[j + 1]!;
            const fx = sx - x;
            const fy = sy - y;
            const dx = SS[j + 2]! - sx;
            const dy = SS[j + 3]! - sy;
            const l2 = dx * dx + dy * dy;
            let t = l2 > 0 ? -(fx * dx + fy * dy) / l2 : 0;
            t = t < 0 ? 0 : t > 1 ? 1 : t;
            const qx = fx + t * dx;
            const qy = fy + t * dy;
            soaOut[base + k] = Math.sqrt(qx * qx + qy * qy);
          }
        }
      },
    },
    {
      name: '@flatten-js/core Point.distanceTo(Segment)',
      role: 'peer',
      out: flattenOut,
      run() {
        const points = peers.flatten.pointQueries;
        const segments = peers.flatten.segments;
        for (let q = 0; q < QUERIES; q++) {
          const p = points[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) flattenOut[base + k] = p.distanceTo(segments[k]!)[0];
        }
      },
    },
  ];
  return {
    title: 'point–segment distance',
    shapes: `${QUERIES} points × ${count(K)} segments`,
    ties: inputs.ties.segments,
    stride: 1,
    variants,
    agrees: (ref, other, i) => close(ref[i]!, other[i]!),
  };
}

// ─── point–rect signed distance ─────────────────────────────────────────────

function distanceToRectQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, pointQueries: ps, rects: rs, packedPointQueries: PS, packedRects: RS } = inputs;
  const objectOut = numbers(pairs);
  const batchOut = numbers(pairs);
  const batchViews = views(batchOut, K, 1);
  const scalarOut = numbers(pairs);
  const soaOut = numbers(pairs);
  const flattenOut = numbers(pairs);
  const variants: Variant[] = [
    {
      name: 'hitkit distanceToRect (object API)',
      role: 'object',
      out: objectOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const p = ps[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) objectOut[base + k] = distanceToRect(p, rs[k]!);
        }
      },
    },
    {
      name: 'hitkit distanceToRectBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) distanceToRectBatch(ps[q]!, RS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const p = ps[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const r = rs[k]!;
            const dx = Math.max(r.x - p.x, p.x - (r.x + r.width));
            const dy = Math.max(r.y - p.y, p.y - (r.y + r.height));
            scalarOut[base + k] = dx > 0 && dy > 0 ? Math.sqrt(dx * dx + dy * dy) : Math.max(dx, dy);
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const x = PS[q * POINT_STRIDE]!;
          const y = PS[q * POINT_STRIDE + 1]!;
          const base = q * K;
          for (let k = 0, j = 0; k < K; k++, j += RECT_STRIDE) {
            const left = RS[j]!;
            const top = RS[j + 1]!;
            const dx = Math.max(left - x, x - (left + RS[j + 2]!));
            const dy = Math.max(top - y, y - (top + RS[j + 3]!));
            soaOut[base + k] = dx > 0 && dy > 0 ? Math.sqrt(dx * dx + dy * dy) : Math.max(dx, dy);
          }
        }
      },
    },
    {
      name: '@flatten-js/core Point.distanceTo(Box) (unsigned)',
      role: 'peer',
      out: flattenOut,
      run() {
        const points = peers.flatten.pointQueries;
        const boxes = peers.flatten.boxes;
        for (let q = 0; q < QUERIES; q++) {
          const p = points[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) flattenOut[base + k] = p.distanceTo(boxes[k]!)[0];
        }
      },
    },
  ];
  return {
    title: 'point–rect signed distance',
    shapes: `${QUERIES} points × ${count(K)} rects`,
    ties: inputs.ties.rects,
    stride: 1,
    variants,
    // flatten answers the distance to the boundary, unsigned: compared with |signed distance|.
    agrees: (ref, other, i) => close(ref[i]!, other[i]!) || (other === flattenOut && close(Math.abs(ref[i]!), other[i]!)),
    exact: (ref, i) => ref[i]! <= 0 === pointInRectExact(ps[Math.floor(i / K)]!, rs[i % K]!),
    exactLabel: 'exact (BigInt) point-in-rect for the sign',
  };
}

// ─── segment–segment intersection point ─────────────────────────────────────

const FLOOR_NONE: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: false });
const FLOOR_PARALLEL: SegmentSegmentIntersection = Object.freeze({ kind: 'none', parallel: true });
/** The floor (see `Role`): reads all eight numbers, answers a shared constant (the second one only for a NaN, which never comes). */
function floorSegmentSegment(s1: Segment, s2: Segment): SegmentSegmentIntersection {
  const sum = s1.start.x + s1.start.y + s1.end.x + s1.end.y + s2.start.x + s2.start.y + s2.end.x + s2.end.y;
  return sum === sum ? FLOOR_NONE : FLOOR_PARALLEL;
}

/** Does a segment–segment record (code, start, end) agree with the reference (kind, point or piece, t and u)? */
function sameIntersection(ref: Float64Array, other: Float64Array, o: number, role: Role): boolean {
  const refCode = ref[o]!;
  const code = other[o]!;
  if (code < 0) return false; // the peer cannot represent the pair
  // The peers and the hand loop do not tell a parallel "none" apart.
  const kind = (c: number) => (c <= 1 ? 0 : c);
  if (kind(refCode) !== kind(code)) return false;
  if (refCode <= 1) return role === 'peer' || role === 'scalar' || role === 'soa' || refCode === code;
  const sameStart = close(ref[o + 1]!, other[o + 1]!) && close(ref[o + 2]!, other[o + 2]!);
  const sameEnd = close(ref[o + 3]!, other[o + 3]!) && close(ref[o + 4]!, other[o + 4]!);
  if (refCode === 2) return sameStart;
  // An overlap: the same piece, in either order (peers do not order it).
  const crossed =
    close(ref[o + 1]!, other[o + 3]!) && close(ref[o + 2]!, other[o + 4]!) && close(ref[o + 3]!, other[o + 1]!) && close(ref[o + 4]!, other[o + 2]!);
  return (sameStart && sameEnd) || crossed;
}

function intersectSegmentSegmentQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, segmentQueries: qs, segments: ss, packedSegmentQueries: QS, packedSegments: SS } = inputs;
  const S = SEGMENT_INTERSECTION_STRIDE;
  const objectOut = numbers(pairs * S);
  const batchOut = numbers(pairs * S);
  const batchViews = views(batchOut, K, S);
  const scalarOut = numbers(pairs * S);
  const soaOut = numbers(pairs * S);
  const flattenOut = numbers(pairs * S);
  const check2dOut = numbers(pairs * S);
  const roles = new Map<Float64Array, Role>();
  const variants: Variant[] = [
    {
      name: 'hitkit intersectSegmentSegment (object API)',
      role: 'object',
      out: objectOut,
      run() {
        const out = objectOut;
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const r = intersectSegmentSegment(a, ss[k]!);
            if (r.kind === 'none') out[o] = r.parallel ? 1 : 0;
            else if (r.kind === 'point') {
              out[o] = 2;
              out[o + 1] = out[o + 3] = r.point.x;
              out[o + 2] = out[o + 4] = r.point.y;
              out[o + 5] = out[o + 6] = r.t;
              out[o + 7] = out[o + 8] = r.u;
            } else {
              out[o] = 3;
              out[o + 1] = r.start.x;
              out[o + 2] = r.start.y;
              out[o + 3] = r.end.x;
              out[o + 4] = r.end.y;
              out[o + 5] = r.tStart;
              out[o + 6] = r.tEnd;
              out[o + 7] = r.uStart;
              out[o + 8] = r.uEnd;
            }
          }
        }
      },
    },
    {
      name: 'hitkit intersectSegmentSegmentBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) intersectSegmentSegmentBatch(qs[q]!, SS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        const out = scalarOut;
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const b = ss[k]!;
            const rx = a.end.x - a.start.x;
            const ry = a.end.y - a.start.y;
            const sx = b.end.x - b.start.x;
            const sy = b.end.y - b.start.y;
            const denominator = rx * sy - ry * sx;
            if (denominator === 0) {
              out[o] = 1; // parallel (or degenerate): no single point
              continue;
            }
            const wx = b.start.x - a.start.x;
            const wy = b.start.y - a.start.y;
            const t = (wx * sy - wy * sx) / denominator;
            const u = (wx * ry - wy * rx) / denominator;
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1) {
              out[o] = 2;
              out[o + 1] = out[o + 3] = a.start.x + t * rx;
              out[o + 2] = out[o + 4] = a.start.y + t * ry;
              out[o + 5] = out[o + 6] = t;
              out[o + 7] = out[o + 8] = u;
            } else out[o] = 0;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        const out = soaOut;
        for (let q = 0; q < QUERIES; q++) {
          const px = QS[q * SEGMENT_STRIDE]!;
          const py = QS[q * SEGMENT_STRIDE + 1]!;
          const rx = QS[q * SEGMENT_STRIDE + 2]! - px;
          const ry = QS[q * SEGMENT_STRIDE + 3]! - py;
          for (let k = 0, j = 0, o = q * K * S; k < K; k++, j += SEGMENT_STRIDE, o += S) {
            const qx = SS[j]!;
            const qy = SS[j + 1]!;
            const sx = SS[j + 2]! - qx;
            const sy = SS[j + 3]! - qy;
            const denominator = rx * sy - ry * sx;
            if (denominator === 0) {
              out[o] = 1;
              continue;
            }
            const wx = qx - px;
            const wy = qy - py;
            const t = (wx * sy - wy * sx) / denominator;
            const u = (wx * ry - wy * rx) / denominator;
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1) {
              out[o] = 2;
              out[o + 1] = out[o + 3] = px + t * rx;
              out[o + 2] = out[o + 4] = py + t * ry;
              out[o + 5] = out[o + 6] = t;
              out[o + 7] = out[o + 8] = u;
            } else out[o] = 0;
          }
        }
      },
    },
    {
      name: '@flatten-js/core Segment.intersect(Segment)',
      role: 'peer',
      out: flattenOut,
      run() {
        const out = flattenOut;
        const segs = peers.flatten.segmentQueries;
        const others = peers.flatten.segments;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const points = a.intersect(others[k]!);
            if (points.length === 0) out[o] = 0;
            else {
              const first = points[0]!;
              const last = points[points.length - 1]!;
              out[o] = points.length === 1 ? 2 : 3;
              out[o + 1] = first.x;
              out[o + 2] = first.y;
              out[o + 3] = points.length === 1 ? first.x : last.x;
              out[o + 4] = points.length === 1 ? first.y : last.y;
            }
          }
        }
      },
    },
    {
      name: 'check2d intersectLineLine',
      role: 'peer',
      out: check2dOut,
      run() {
        const out = check2dOut;
        const segs = peers.check2d.segmentQueries;
        const others = peers.check2d.segments;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const b = others[k]!;
            if (a === null || b === null) {
              out[o] = -1;
              continue;
            }
            const point = check2d.intersectLineLine(a, b);
            if (point === undefined) out[o] = 0;
            else {
              out[o] = 2;
              out[o + 1] = out[o + 3] = point.x;
              out[o + 2] = out[o + 4] = point.y;
            }
          }
        }
      },
    },
  ];
  if (FLOOR) {
    const floorOut = numbers(pairs * S);
    variants.push({
      name: 'floor: reads the pair, returns a constant',
      role: 'floor',
      out: floorOut,
      run() {
        // The object variant's loop, word for word, around floorSegmentSegment.
        const out = floorOut;
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const r = floorSegmentSegment(a, ss[k]!);
            if (r.kind === 'none') out[o] = r.parallel ? 1 : 0;
            else if (r.kind === 'point') {
              out[o] = 2;
              out[o + 1] = out[o + 3] = r.point.x;
              out[o + 2] = out[o + 4] = r.point.y;
              out[o + 5] = out[o + 6] = r.t;
              out[o + 7] = out[o + 8] = r.u;
            } else {
              out[o] = 3;
              out[o + 1] = r.start.x;
              out[o + 2] = r.start.y;
              out[o + 3] = r.end.x;
              out[o + 4] = r.end.y;
              out[o + 5] = r.tStart;
              out[o + 6] = r.tEnd;
              out[o + 7] = r.uStart;
              out[o + 8] = r.uEnd;
            }
          }
        }
      },
    });
  }
  for (const v of variants) roles.set(v.out as Float64Array, v.role);
  return {
    title: 'segment–segment intersection point',
    shapes: `${QUERIES} segments × ${count(K)} segments`,
    ties: inputs.ties.segments,
    stride: S,
    variants,
    agrees: (ref, other, i) => sameIntersection(ref as Float64Array, other as Float64Array, i * S, roles.get(other as Float64Array)!),
    exact: (ref, i) => {
      const kind = segmentIntersectionKindExact(qs[Math.floor(i / K)]!, ss[i % K]!);
      const code = ref[i * S]!;
      return kind === (code <= 1 ? 'none' : code === 2 ? 'point' : 'overlap');
    },
    exactLabel: 'exact (BigInt) kind: none, point or overlap',
  };
}

// ─── segment–segment hit ────────────────────────────────────────────────────

/** Is `(cx, cy)` within the bounding box of `a` and `b`? (the textbook on-segment test for a collinear point) */
function within(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): boolean {
  return Math.min(ax, bx) <= cx && cx <= Math.max(ax, bx) && Math.min(ay, by) <= cy && cy <= Math.max(ay, by);
}

function segmentSegmentHitQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, segmentQueries: qs, segments: ss, packedSegmentQueries: QS, packedSegments: SS } = inputs;
  const objectOut = flags(pairs);
  const batchOut = flags(pairs);
  const batchViews = views(batchOut, K, 1);
  const scalarOut = flags(pairs);
  const soaOut = flags(pairs);
  const intersectsOut = flags(pairs);
  const satOut = flags(pairs);
  const flattenOut = flags(pairs);
  const check2dOut = flags(pairs);
  const variants: Variant[] = [
    {
      name: 'hitkit segmentSegmentHit (object API, exact)',
      role: 'object',
      out: objectOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) objectOut[base + k] = segmentSegmentHit(a, ss[k]!) ? 1 : 0;
        }
      },
    },
    {
      name: 'hitkit segmentSegmentHitBatch (packed, exact)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) segmentSegmentHitBatch(qs[q]!, SS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects, not exact)',
      role: 'scalar',
      out: scalarOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const b = ss[k]!;
            const px = a.start.x;
            const py = a.start.y;
            const p2x = a.end.x;
            const p2y = a.end.y;
            const qx = b.start.x;
            const qy = b.start.y;
            const q2x = b.end.x;
            const q2y = b.end.y;
            // The textbook test: four cross products, then the collinear endpoints.
            const d1 = (q2x - qx) * (py - qy) - (q2y - qy) * (px - qx);
            const d2 = (q2x - qx) * (p2y - qy) - (q2y - qy) * (p2x - qx);
            const d3 = (p2x - px) * (qy - py) - (p2y - py) * (qx - px);
            const d4 = (p2x - px) * (q2y - py) - (p2y - py) * (q2x - px);
            const hit =
              (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) ||
              (d1 === 0 && within(qx, qy, q2x, q2y, px, py)) ||
              (d2 === 0 && within(qx, qy, q2x, q2y, p2x, p2y)) ||
              (d3 === 0 && within(px, py, p2x, p2y, qx, qy)) ||
              (d4 === 0 && within(px, py, p2x, p2y, q2x, q2y));
            scalarOut[base + k] = hit ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array, not exact)',
      role: 'soa',
      out: soaOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const px = QS[q * SEGMENT_STRIDE]!;
          const py = QS[q * SEGMENT_STRIDE + 1]!;
          const p2x = QS[q * SEGMENT_STRIDE + 2]!;
          const p2y = QS[q * SEGMENT_STRIDE + 3]!;
          const base = q * K;
          for (let k = 0, j = 0; k < K; k++, j += SEGMENT_STRIDE) {
            const qx = SS[j]!;
            const qy = SS[j + 1]!;
            const q2x = SS[j + 2]!;
            const q2y = SS[j + 3]!;
            const d1 = (q2x - qx) * (py - qy) - (q2y - qy) * (px - qx);
            const d2 = (q2x - qx) * (p2y - qy) - (q2y - qy) * (p2x - qx);
            const d3 = (p2x - px) * (qy - py) - (p2y - py) * (qx - px);
            const d4 = (p2x - px) * (q2y - py) - (p2y - py) * (q2x - px);
            const hit =
              (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) ||
              (d1 === 0 && within(qx, qy, q2x, q2y, px, py)) ||
              (d2 === 0 && within(qx, qy, q2x, q2y, p2x, p2y)) ||
              (d3 === 0 && within(px, py, p2x, p2y, qx, qy)) ||
              (d4 === 0 && within(px, py, p2x, p2y, q2x, q2y));
            soaOut[base + k] = hit ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'intersects lineLine',
      role: 'peer',
      out: intersectsOut,
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const a = qs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const b = ss[k]!;
            intersectsOut[base + k] = lineLine(a.start.x, a.start.y, a.end.x, a.end.y, b.start.x, b.start.y, b.end.x, b.end.y) ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'sat testPolygonPolygon (2-point polygons)',
      role: 'peer',
      out: satOut,
      run() {
        const segs = peers.sat.segmentQueries;
        const others = peers.sat.segments;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) satOut[base + k] = SAT.testPolygonPolygon(a, others[k]!) ? 1 : 0;
        }
      },
    },
    {
      name: '@flatten-js/core Segment.intersect(Segment)',
      role: 'peer',
      out: flattenOut,
      run() {
        const segs = peers.flatten.segmentQueries;
        const others = peers.flatten.segments;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) flattenOut[base + k] = a.intersect(others[k]!).length > 0 ? 1 : 0;
        }
      },
    },
    {
      name: 'check2d System.checkCollision (Line, Line)',
      role: 'peer',
      out: check2dOut,
      run() {
        const { system, segmentQueries, segments } = peers.check2d;
        for (let q = 0; q < QUERIES; q++) {
          const a = segmentQueries[q]!;
          const base = q * K;
          for (let k = 0; k < K; k++) {
            const b = segments[k]!;
            check2dOut[base + k] = a === null || b === null ? UNREPRESENTABLE : system.checkCollision(a, b) ? 1 : 0;
          }
        }
      },
    },
  ];
  return {
    title: 'segment–segment hit',
    shapes: `${QUERIES} segments × ${count(K)} segments`,
    ties: inputs.ties.segments,
    stride: 1,
    variants,
    agrees: (ref, other, i) => ref[i] === other[i],
    exact: (ref, i) => (ref[i] === 1) === segmentsTouchExact(qs[Math.floor(i / K)]!, ss[i % K]!),
    exactLabel: 'exact (BigInt) orientations',
  };
}

// ─── segment–circle intersection points ─────────────────────────────────────

const FLOOR_EMPTY: readonly SegmentPoint[] = Object.freeze([]);
const FLOOR_ONE: readonly SegmentPoint[] = Object.freeze([Object.freeze({ point: Object.freeze({ x: 0, y: 0 }), t: 0 })]);
/** The floor (see `Role`): reads all seven numbers, answers a shared constant (the second one only for a NaN, which never comes). */
function floorSegmentCircle(segment: Segment, circle: Circle): readonly SegmentPoint[] {
  const sum = segment.start.x + segment.start.y + segment.end.x + segment.end.y + circle.center.x + circle.center.y + circle.radius;
  return sum === sum ? FLOOR_EMPTY : FLOOR_ONE;
}

/** Does a segment–circle record `[count, x0, y0, t0, x1, y1, t1]` agree with the reference (points and, for hitkit and the hand loops, t)? */
function sameCrossings(ref: Float64Array, other: Float64Array, o: number, withT: boolean): boolean {
  const n = ref[o]!;
  if (other[o] !== n) return false;
  for (let p = 0; p < n; p++) {
    const s = o + 1 + 3 * p;
    if (!close(ref[s]!, other[s]!) || !close(ref[s + 1]!, other[s + 1]!)) return false;
    if (withT && !close(ref[s + 2]!, other[s + 2]!)) return false;
  }
  return true;
}

/** Writes a peer's crossing points `[count, x0, y0, NaN, x1, y1, NaN]`, sorted along the segment from `(sx, sy)` towards `(ex, ey)`. */
function writeCrossings(out: Float64Array, o: number, points: readonly { x: number; y: number }[], sx: number, sy: number, ex: number, ey: number): void {
  const n = points.length;
  out[o] = n;
  if (n === 0) return;
  let a = points[0]!;
  let b = points[n - 1]!;
  if (n > 1 && (b.x - a.x) * (ex - sx) + (b.y - a.y) * (ey - sy) < 0) [a, b] = [b, a];
  out[o + 1] = a.x;
  out[o + 2] = a.y;
  out[o + 3] = NaN;
  if (n > 1) {
    out[o + 4] = b.x;
    out[o + 5] = b.y;
    out[o + 6] = NaN;
  }
}

function intersectSegmentCircleQuery(inputs: Inputs, peers: Peers): Query {
  const { pairs, targets: K, segmentQueries: qs, circles: cs, packedSegmentQueries: QS, packedCircles: CS } = inputs;
  const S = SEGMENT_CIRCLE_INTERSECTION_STRIDE;
  const objectOut = numbers(pairs * S);
  const batchOut = numbers(pairs * S);
  const batchViews = views(batchOut, K, S);
  const scalarOut = numbers(pairs * S);
  const soaOut = numbers(pairs * S);
  const flattenOut = numbers(pairs * S);
  const check2dOut = numbers(pairs * S);
  const variants: Variant[] = [
    {
      name: 'hitkit intersectSegmentCircle (object API)',
      role: 'object',
      out: objectOut,
      run() {
        const out = objectOut;
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const hits = intersectSegmentCircle(s, cs[k]!);
            out[o] = hits.length;
            if (hits.length > 0) {
              const first = hits[0]!;
              out[o + 1] = first.point.x;
              out[o + 2] = first.point.y;
              out[o + 3] = first.t;
              if (hits.length > 1) {
                const second = hits[1]!;
                out[o + 4] = second.point.x;
                out[o + 5] = second.point.y;
                out[o + 6] = second.t;
              }
            }
          }
        }
      },
    },
    {
      name: 'hitkit intersectSegmentCircleBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) intersectSegmentCircleBatch(qs[q]!, CS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        const out = scalarOut;
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const c = cs[k]!;
            // |f + t·d|² = r²: a·t² + b·t + c = 0, the roots in [0, 1].
            const dx = s.end.x - s.start.x;
            const dy = s.end.y - s.start.y;
            const fx = s.start.x - c.center.x;
            const fy = s.start.y - c.center.y;
            const a = dx * dx + dy * dy;
            const b = 2 * (fx * dx + fy * dy);
            const cc = fx * fx + fy * fy - c.radius * c.radius;
            const discriminant = b * b - 4 * a * cc;
            let n = 0;
            if (discriminant >= 0) {
              const root = Math.sqrt(discriminant);
              const t1 = (-b - root) / (2 * a);
              const t2 = (-b + root) / (2 * a);
              if (t1 >= 0 && t1 <= 1) {
                out[o + 1] = s.start.x + t1 * dx;
                out[o + 2] = s.start.y + t1 * dy;
                out[o + 3] = t1;
                n = 1;
              }
              if (discriminant > 0 && t2 >= 0 && t2 <= 1) {
                const at = o + 1 + 3 * n;
                out[at] = s.start.x + t2 * dx;
                out[at + 1] = s.start.y + t2 * dy;
                out[at + 2] = t2;
                n++;
              }
            }
            out[o] = n;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        const out = soaOut;
        for (let q = 0; q < QUERIES; q++) {
          const sx = QS[q * SEGMENT_STRIDE]!;
          const sy = QS[q * SEGMENT_STRIDE + 1]!;
          const dx = QS[q * SEGMENT_STRIDE + 2]! - sx;
          const dy = QS[q * SEGMENT_STRIDE + 3]! - sy;
          const a = dx * dx + dy * dy;
          for (let k = 0, j = 0, o = q * K * S; k < K; k++, j += CIRCLE_STRIDE, o += S) {
            const fx = sx - CS[j]!;
            const fy = sy - CS[j + 1]!;
            const r = CS[j + 2]!;
            const b = 2 * (fx * dx + fy * dy);
            const cc = fx * fx + fy * fy - r * r;
            const discriminant = b * b - 4 * a * cc;
            let n = 0;
            if (discriminant >= 0) {
              const root = Math.sqrt(discriminant);
              const t1 = (-b - root) / (2 * a);
              const t2 = (-b + root) / (2 * a);
              if (t1 >= 0 && t1 <= 1) {
                out[o + 1] = sx + t1 * dx;
                out[o + 2] = sy + t1 * dy;
                out[o + 3] = t1;
                n = 1;
              }
              if (discriminant > 0 && t2 >= 0 && t2 <= 1) {
                const at = o + 1 + 3 * n;
                out[at] = sx + t2 * dx;
                out[at + 1] = sy + t2 * dy;
                out[at + 2] = t2;
                n++;
              }
            }
            out[o] = n;
          }
        }
      },
    },
    {
      name: '@flatten-js/core Segment.intersect(Circle)',
      role: 'peer',
      out: flattenOut,
      run() {
        const segs = peers.flatten.segmentQueries;
        const circles = peers.flatten.circles;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          const s = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            writeCrossings(flattenOut, o, a.intersect(circles[k]!), s.start.x, s.start.y, s.end.x, s.end.y);
          }
        }
      },
    },
    {
      name: 'check2d intersectLineCircle',
      role: 'peer',
      out: check2dOut,
      run() {
        const segs = peers.check2d.segmentQueries;
        const circles = peers.check2d.circles;
        for (let q = 0; q < QUERIES; q++) {
          const a = segs[q]!;
          const s = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            if (a === null) check2dOut[o] = -1;
            else writeCrossings(check2dOut, o, check2d.intersectLineCircle(a, circles[k]!), s.start.x, s.start.y, s.end.x, s.end.y);
          }
        }
      },
    },
  ];
  if (FLOOR) {
    const floorOut = numbers(pairs * S);
    variants.push({
      name: 'floor: reads the pair, returns a constant',
      role: 'floor',
      out: floorOut,
      run() {
        // The object variant's loop, word for word, around floorSegmentCircle.
        const out = floorOut;
        for (let q = 0; q < QUERIES; q++) {
          const s = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const hits = floorSegmentCircle(s, cs[k]!);
            out[o] = hits.length;
            if (hits.length > 0) {
              const first = hits[0]!;
              out[o + 1] = first.point.x;
              out[o + 2] = first.point.y;
              out[o + 3] = first.t;
              if (hits.length > 1) {
                const second = hits[1]!;
                out[o + 4] = second.point.x;
                out[o + 5] = second.point.y;
                out[o + 6] = second.t;
              }
            }
          }
        }
      },
    });
  }
  return {
    title: 'segment–circle intersection points',
    shapes: `${QUERIES} segments × ${count(K)} circles`,
    ties: inputs.ties.circles,
    stride: S,
    variants,
    agrees: (ref, other, i) => sameCrossings(ref as Float64Array, other as Float64Array, i * S, other !== flattenOut && other !== check2dOut),
  };
}

// ─── circle–line contact ────────────────────────────────────────────────────

function circleLineContactQuery(inputs: Inputs): Query {
  const { pairs, targets: K, circleQueries: qs, lines: ls, packedCircleQueries: QS, packedLines: LS } = inputs;
  const S = CONTACT_STRIDE;
  const objectOut = numbers(pairs * S);
  const batchOut = numbers(pairs * S);
  const batchViews = views(batchOut, K, S);
  const scalarOut = numbers(pairs * S);
  const soaOut = numbers(pairs * S);
  const variants: Variant[] = [
    {
      name: 'hitkit circleLineContact (object API)',
      role: 'object',
      out: objectOut,
      run() {
        const out = objectOut;
        for (let q = 0; q < QUERIES; q++) {
          const c = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const contact = circleLineContact(c, ls[k]!);
            out[o] = contact.penetrating ? 1 : 0;
            out[o + 1] = contact.signedDistance;
            out[o + 2] = contact.t;
            out[o + 3] = contact.depth;
            out[o + 4] = contact.normal.x;
            out[o + 5] = contact.normal.y;
            out[o + 6] = contact.foot.x;
            out[o + 7] = contact.foot.y;
            out[o + 8] = contact.pushOut.x;
            out[o + 9] = contact.pushOut.y;
            out[o + 10] = contact.resolvedCenter.x;
            out[o + 11] = contact.resolvedCenter.y;
          }
        }
      },
    },
    {
      name: 'hitkit circleLineContactBatch (packed)',
      role: 'batch',
      out: batchOut,
      run() {
        for (let q = 0; q < QUERIES; q++) circleLineContactBatch(qs[q]!, LS, batchViews[q]!);
      },
    },
    {
      name: 'hand scalar loop ({x, y} objects)',
      role: 'scalar',
      out: scalarOut,
      run() {
        const out = scalarOut;
        for (let q = 0; q < QUERIES; q++) {
          const circle = qs[q]!;
          for (let k = 0, o = q * K * S; k < K; k++, o += S) {
            const line = ls[k]!;
            // Article 002: signed distance along the unit normal, depth, push-out.
            const length = Math.sqrt(line.a * line.a + line.b * line.b);
            const nx = line.a / length;
            const ny = line.b / length;
            const cx = circle.center.x;
            const cy = circle.center.y;
            const r = circle.radius;
            const distance = (line.a * cx + line.b * cy + line.c) / length;
            const depth = r - distance;
            const penetrating = depth > 0;
            out[o] = penetrating ? 1 : 0;
            out[o + 1] = distance;
            out[o + 2] = distance / r;
            out[o + 3] = penetrating ? depth : 0;
            out[o + 4] = nx;
            out[o + 5] = ny;
            out[o + 6] = cx - nx * distance;
            out[o + 7] = cy - ny * distance;
            out[o + 8] = penetrating ? nx * depth : 0;
            out[o + 9] = penetrating ? ny * depth : 0;
            out[o + 10] = penetrating ? cx + nx * depth : cx;
            out[o + 11] = penetrating ? cy + ny * depth : cy;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array)',
      role: 'soa',
      out: soaOut,
      run() {
        const out = soaOut;
        for (let q = 0; q < QUERIES; q++) {
          const cx = QS[q * CIRCLE_STRIDE]!;
          const cy = QS[q * CIRCLE_STRIDE + 1]!;
          const r = QS[q * CIRCLE_STRIDE + 2]!;
          for (let k = 0, j = 0, o = q * K * S; k < K; k++, j += LINE_STRIDE, o += S) {
            const a = LS[j]!;
            const b = LS[j + 1]!;
            const length = Math.sqrt(a * a + b * b);
            const nx = a / length;
            const ny = b / length;
            const distance = (a * cx + b * cy + LS[j + 2]!) / length;
            const depth = r - distance;
            const penetrating = depth > 0;
            out[o] = penetrating ? 1 : 0;
            out[o + 1] = distance;
            out[o + 2] = distance / r;
            out[o + 3] = penetrating ? depth : 0;
            out[o + 4] = nx;
            out[o + 5] = ny;
            out[o + 6] = cx - nx * distance;
            out[o + 7] = cy - ny * distance;
            out[o + 8] = penetrating ? nx * depth : 0;
            out[o + 9] = penetrating ? ny * depth : 0;
            out[o + 10] = penetrating ? cx + nx * depth : cx;
            out[o + 11] = penetrating ? cy + ny * depth : cy;
          }
        }
      },
    },
  ];
  return {
    title: 'circle–line contact',
    shapes: `${QUERIES} circles × ${count(K)} lines`,
    ties: inputs.ties.lines,
    stride: S,
    variants,
    agrees: (ref, other, i) => {
      const o = i * S;
      if (ref[o] !== other[o]) return false;
      for (let s = 1; s < S; s++) if (!close(ref[o + s]!, other[o + s]!)) return false;
      return true;
    },
  };
}
