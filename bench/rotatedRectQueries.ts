import {
  circleRectHit,
  circleRotatedRectHit,
  distanceToRect,
  distanceToRotatedRect,
  ray,
  raycastRect,
  raycastRotatedRect,
  rotatedRectCorners,
  segmentRectHit,
  segmentRotatedRectHit,
  type Ray,
  type Rect,
  type RotatedRect,
  type Vec2,
} from '../src/geometry';
import { pointInPolygonExact, segmentCircleHitExact, segmentsTouchExact } from '../test/geometry/oracles';
import { QUERIES, type Inputs } from './inputs';
import { close, type Query, type Variant } from './queries';

/**
 * Rotated-rect rows of `npm run bench`: point distance, segment and circle
 * hits, ray casts. Each query times hitkit's rotated-rect function (the
 * reference), hitkit's axis-aligned rect function on the same centres and
 * sizes unturned (role `peer`: other answers, so its disagreements count the
 * pairs where turning changed the answer, not errors), and two hand-written
 * loops: the straightforward code a user would write (the query moved into
 * the rect's own frame with `Math.cos`/`Math.sin` per pair, then the
 * axis-aligned formula; not exact), over objects and over a Float64Array with
 * the cosines precomputed. There is no batch API for rotated rects, so no
 * batch row.
 *
 * The targets: the bench's rects (the same seeded inputs as the rect rows,
 * with their ties and degenerate sizes), each turned about its centre by a
 * seeded angle; one in eight unturned and one in eight a quarter turn (the
 * "ties" figure of the table counts those special rotations).
 */

const SOA_STRIDE = 6; // cx, cy, half width, half height, cos, sin

const count = (n: number) => n.toLocaleString('en-US');
const numbers = (n: number) => new Float64Array(n);
const flags = (n: number) => new Uint8Array(n);

function turned(rects: readonly Rect[]): RotatedRect[] {
  return rects.map((r, k) => {
    const rotation = k % 8 === 0 ? 0 : k % 8 === 1 ? Math.PI / 2 : (((k * 2654435761) % 3600) / 3600) * 2 * Math.PI;
    return { center: { x: r.x + r.width / 2, y: r.y + r.height / 2 }, width: r.width, height: r.height, rotation };
  });
}

/** The turned rects as `[cx, cy, hw, hh, cos, sin]` records, and unturned boxes with the same centres and sizes. */
function packed(rs: readonly RotatedRect[]): { soa: Float64Array; boxes: Rect[] } {
  const soa = new Float64Array(rs.length * SOA_STRIDE);
  rs.forEach((r, k) => soa.set([r.center.x, r.center.y, r.width / 2, r.height / 2, Math.cos(r.rotation), Math.sin(r.rotation)], k * SOA_STRIDE));
  const boxes = rs.map((r) => ({ x: r.center.x - r.width / 2, y: r.center.y - r.height / 2, width: r.width, height: r.height }));
  return { soa, boxes };
}

/** The hand loops' point–box distance in the box's frame (u, v from its centre). */
function boxDistance(u: number, v: number, hw: number, hh: number): number {
  const dx = Math.abs(u) - hw;
  const dy = Math.abs(v) - hh;
  return dx > 0 && dy > 0 ? Math.sqrt(dx * dx + dy * dy) : Math.max(dx, dy);
}

function distanceQuery(inputs: Inputs, rs: readonly RotatedRect[]): Query {
  const { pairs, targets: K, pointQueries: ps } = inputs;
  const { soa, boxes } = packed(rs);
  const outs = [numbers(pairs), numbers(pairs), numbers(pairs), numbers(pairs)] as const;
  const variants: Variant[] = [
    {
      name: 'hitkit distanceToRotatedRect (object API)',
      role: 'object',
      out: outs[0],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[0][q * K + k] = distanceToRotatedRect(ps[q]!, rs[k]!);
      },
    },
    {
      name: 'hitkit distanceToRect (same boxes unturned)',
      role: 'peer',
      out: outs[1],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[1][q * K + k] = distanceToRect(ps[q]!, boxes[k]!);
      },
    },
    {
      name: 'hand scalar loop (objects, cos/sin per pair)',
      role: 'scalar',
      out: outs[2],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const p = ps[q]!;
          for (let k = 0; k < K; k++) {
            const r = rs[k]!;
            const c = Math.cos(r.rotation);
            const s = Math.sin(r.rotation);
            const dx = p.x - r.center.x;
            const dy = p.y - r.center.y;
            outs[2][q * K + k] = boxDistance(c * dx + s * dy, c * dy - s * dx, r.width / 2, r.height / 2);
          }
        }
      },
    },
    {
      name: 'hand SoA loop (Float64Array, cos/sin stored)',
      role: 'soa',
      out: outs[3],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const { x, y } = ps[q]!;
          for (let k = 0, j = 0; k < K; k++, j += SOA_STRIDE) {
            const dx = x - soa[j]!;
            const dy = y - soa[j + 1]!;
            const c = soa[j + 4]!;
            const s = soa[j + 5]!;
            outs[3][q * K + k] = boxDistance(c * dx + s * dy, c * dy - s * dx, soa[j + 2]!, soa[j + 3]!);
          }
        }
      },
    },
  ];
  const corners = rs.map(rotatedRectCorners);
  return {
    title: 'point–rotated rect signed distance',
    shapes: `${QUERIES} points × ${count(K)} rotated rects`,
    ties: Math.ceil(K / 4),
    stride: 1,
    variants,
    agrees: (ref, other, i) => close(ref[i]!, other[i]!),
    exact: (ref, i) => ref[i]! <= 0 === pointInPolygonExact(ps[Math.floor(i / K)]!, corners[i % K]!),
    exactLabel: 'exact (BigInt) point-in-quadrilateral of the corners for the sign',
  };
}

/** Liang–Barsky on the box [−hw, hw] × [−hh, hh] for the segment a + t·d, t in [0, tMax] (the hand loops' hit and, with tMax = ∞, ray cast); ∞ for a miss. */
function slab(ax: number, ay: number, dx: number, dy: number, hw: number, hh: number, tMax: number): number {
  let t0 = 0;
  let t1 = tMax;
  if (dx === 0) {
    if (ax < -hw || ax > hw) return Infinity;
  } else {
    const ta = (-hw - ax) / dx;
    const tb = (hw - ax) / dx;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  if (dy === 0) {
    if (ay < -hh || ay > hh) return Infinity;
  } else {
    const ta = (-hh - ay) / dy;
    const tb = (hh - ay) / dy;
    t0 = Math.max(t0, Math.min(ta, tb));
    t1 = Math.min(t1, Math.max(ta, tb));
  }
  if (t0 > t1) return Infinity;
  // from inside: where the ray leaves (as hitkit's ray casts answer), else where it enters
  return t0 === 0 && Math.abs(ax) <= hw && Math.abs(ay) <= hh ? t1 : t0;
}

function segmentHitQuery(inputs: Inputs, rs: readonly RotatedRect[]): Query {
  const { pairs, targets: K, segmentQueries: qs } = inputs;
  const { soa, boxes } = packed(rs);
  const outs = [flags(pairs), flags(pairs), flags(pairs), flags(pairs)] as const;
  const variants: Variant[] = [
    {
      name: 'hitkit segmentRotatedRectHit (object API, exact)',
      role: 'object',
      out: outs[0],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[0][q * K + k] = segmentRotatedRectHit(qs[q]!, rs[k]!) ? 1 : 0;
      },
    },
    {
      name: 'hitkit segmentRectHit (same boxes unturned)',
      role: 'peer',
      out: outs[1],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[1][q * K + k] = segmentRectHit(qs[q]!, boxes[k]!) ? 1 : 0;
      },
    },
    {
      name: 'hand scalar loop (cos/sin per pair, not exact)',
      role: 'scalar',
      out: outs[2],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const { start, end } = qs[q]!;
          for (let k = 0; k < K; k++) {
            const r = rs[k]!;
            const c = Math.cos(r.rotation);
            const s = Math.sin(r.rotation);
            const ax = start.x - r.center.x;
            const ay = start.y - r.center.y;
            const dx = end.x - start.x;
            const dy = end.y - start.y;
            const t = slab(c * ax + s * ay, c * ay - s * ax, c * dx + s * dy, c * dy - s * dx, r.width / 2, r.height / 2, 1);
            outs[2][q * K + k] = t <= 1 ? 1 : 0;
          }
        }
      },
    },
    {
      name: 'hand SoA loop (cos/sin stored, not exact)',
      role: 'soa',
      out: outs[3],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const { start, end } = qs[q]!;
          const dx = end.x - start.x;
          const dy = end.y - start.y;
          for (let k = 0, j = 0; k < K; k++, j += SOA_STRIDE) {
            const ax = start.x - soa[j]!;
            const ay = start.y - soa[j + 1]!;
            const c = soa[j + 4]!;
            const s = soa[j + 5]!;
            const t = slab(c * ax + s * ay, c * ay - s * ax, c * dx + s * dy, c * dy - s * dx, soa[j + 2]!, soa[j + 3]!, 1);
            outs[3][q * K + k] = t <= 1 ? 1 : 0;
          }
        }
      },
    },
  ];
  const corners = rs.map(rotatedRectCorners);
  const edges = corners.map((c) => c.map((p, n) => ({ start: p, end: c[(n + 1) & 3]! })));
  return {
    title: 'segment–rotated rect hit',
    shapes: `${QUERIES} segments × ${count(K)} rotated rects`,
    ties: Math.ceil(K / 4),
    stride: 1,
    variants,
    agrees: (ref, other, i) => ref[i] === other[i],
    exact: (ref, i) => {
      const s = qs[Math.floor(i / K)]!;
      const k = i % K;
      return (ref[i] === 1) === (pointInPolygonExact(s.start, corners[k]!) || edges[k]!.some((e) => segmentsTouchExact(s, e)));
    },
    exactLabel: 'exact (BigInt) segment–quadrilateral test on the corners',
  };
}

function circleHitQuery(inputs: Inputs, rs: readonly RotatedRect[]): Query {
  const { pairs, targets: K, circleQueries: cs } = inputs;
  const { soa, boxes } = packed(rs);
  const outs = [flags(pairs), flags(pairs), flags(pairs), flags(pairs)] as const;
  const hand = (u: number, v: number, hw: number, hh: number, radius: number) => {
    const dx = Math.max(Math.abs(u) - hw, 0);
    const dy = Math.max(Math.abs(v) - hh, 0);
    return dx * dx + dy * dy <= radius * radius ? 1 : 0;
  };
  const variants: Variant[] = [
    {
      name: 'hitkit circleRotatedRectHit (object API, exact)',
      role: 'object',
      out: outs[0],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[0][q * K + k] = circleRotatedRectHit(cs[q]!, rs[k]!) ? 1 : 0;
      },
    },
    {
      name: 'hitkit circleRectHit (same boxes unturned)',
      role: 'peer',
      out: outs[1],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[1][q * K + k] = circleRectHit(cs[q]!, boxes[k]!) ? 1 : 0;
      },
    },
    {
      name: 'hand scalar loop (cos/sin per pair, not exact)',
      role: 'scalar',
      out: outs[2],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const { center, radius } = cs[q]!;
          for (let k = 0; k < K; k++) {
            const r = rs[k]!;
            const c = Math.cos(r.rotation);
            const s = Math.sin(r.rotation);
            const dx = center.x - r.center.x;
            const dy = center.y - r.center.y;
            outs[2][q * K + k] = hand(c * dx + s * dy, c * dy - s * dx, r.width / 2, r.height / 2, radius);
          }
        }
      },
    },
    {
      name: 'hand SoA loop (cos/sin stored, not exact)',
      role: 'soa',
      out: outs[3],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const { center, radius } = cs[q]!;
          for (let k = 0, j = 0; k < K; k++, j += SOA_STRIDE) {
            const dx = center.x - soa[j]!;
            const dy = center.y - soa[j + 1]!;
            const c = soa[j + 4]!;
            const s = soa[j + 5]!;
            outs[3][q * K + k] = hand(c * dx + s * dy, c * dy - s * dx, soa[j + 2]!, soa[j + 3]!, radius);
          }
        }
      },
    },
  ];
  const corners = rs.map(rotatedRectCorners);
  return {
    title: 'circle–rotated rect hit',
    shapes: `${QUERIES} circles × ${count(K)} rotated rects`,
    ties: Math.ceil(K / 4),
    stride: 1,
    variants,
    agrees: (ref, other, i) => ref[i] === other[i],
    exact: (ref, i) => {
      const c = cs[Math.floor(i / K)]!;
      const q = corners[i % K]!;
      const exact = pointInPolygonExact(c.center, q) || q.some((p, n) => segmentCircleHitExact({ start: p, end: q[(n + 1) & 3]! }, c));
      return (ref[i] === 1) === exact;
    },
    exactLabel: 'exact (BigInt) disk–quadrilateral test on the corners',
  };
}

function rayQuery(inputs: Inputs, rs: readonly RotatedRect[]): Query {
  const { pairs, targets: K, segmentQueries: qs } = inputs;
  const { soa, boxes } = packed(rs);
  const rays: Ray[] = qs.map((s) => ray(s.start, { x: s.end.x - s.start.x || 1, y: s.end.y - s.start.y }));
  const units: Vec2[] = rays.map((r) => {
    const n = Math.hypot(r.direction.x, r.direction.y);
    return { x: r.direction.x / n, y: r.direction.y / n };
  });
  const outs = [numbers(pairs), numbers(pairs), numbers(pairs), numbers(pairs)] as const;
  const variants: Variant[] = [
    {
      name: 'hitkit raycastRotatedRect (object API)',
      role: 'object',
      out: outs[0],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[0][q * K + k] = raycastRotatedRect(rays[q]!, rs[k]!)?.distance ?? Infinity;
      },
    },
    {
      name: 'hitkit raycastRect (same boxes unturned)',
      role: 'peer',
      out: outs[1],
      run() {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) outs[1][q * K + k] = raycastRect(rays[q]!, boxes[k]!)?.distance ?? Infinity;
      },
    },
    {
      name: 'hand scalar loop (cos/sin per pair, slabs)',
      role: 'scalar',
      out: outs[2],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const o = rays[q]!.origin;
          const u = units[q]!;
          for (let k = 0; k < K; k++) {
            const r = rs[k]!;
            const c = Math.cos(r.rotation);
            const s = Math.sin(r.rotation);
            const ax = o.x - r.center.x;
            const ay = o.y - r.center.y;
            outs[2][q * K + k] = slab(c * ax + s * ay, c * ay - s * ax, c * u.x + s * u.y, c * u.y - s * u.x, r.width / 2, r.height / 2, Infinity);
          }
        }
      },
    },
    {
      name: 'hand SoA loop (cos/sin stored, slabs)',
      role: 'soa',
      out: outs[3],
      run() {
        for (let q = 0; q < QUERIES; q++) {
          const o = rays[q]!.origin;
          const u = units[q]!;
          for (let k = 0, j = 0; k < K; k++, j += SOA_STRIDE) {
            const ax = o.x - soa[j]!;
            const ay = o.y - soa[j + 1]!;
            const c = soa[j + 4]!;
            const s = soa[j + 5]!;
            outs[3][q * K + k] = slab(c * ax + s * ay, c * ay - s * ax, c * u.x + s * u.y, c * u.y - s * u.x, soa[j + 2]!, soa[j + 3]!, Infinity);
          }
        }
      },
    },
  ];
  return {
    title: 'ray–rotated rect cast (distance)',
    shapes: `${QUERIES} rays × ${count(K)} rotated rects`,
    ties: Math.ceil(K / 4),
    stride: 1,
    variants,
    agrees: (ref, other, i) => close(ref[i]!, other[i]!),
  };
}

/** The rotated-rect queries, each made on demand (as `makeQueries`'). */
export function makeRotatedRectQueries(inputs: Inputs): (() => Query)[] {
  const rs = turned(inputs.rects);
  return [() => distanceQuery(inputs, rs), () => segmentHitQuery(inputs, rs), () => circleHitQuery(inputs, rs), () => rayQuery(inputs, rs)];
}
