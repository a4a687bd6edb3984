import type { Circle, Rect, Segment, Vec2 } from '../../src/geometry';

/**
 * Independent re-statements of the source articles' own methods, used only as
 * test oracles (never exported from the library). Each is written the way its
 * article writes it, including its restrictions (r > 0, A ≠ B).
 */

/** Article 000: solve (|OA|²+|OB|²−2OA·OB)s² + (−2|OA|²+2OA·OB)s + (|OA|²−r²) ≤ 0 for s in [0, 1]. */
export function hitByQuadratic(s: Segment, c: Circle): boolean {
  const oax = s.start.x - c.center.x;
  const oay = s.start.y - c.center.y;
  const obx = s.end.x - c.center.x;
  const oby = s.end.y - c.center.y;
  const oa2 = oax * oax + oay * oay;
  const ob2 = obx * obx + oby * oby;
  const dot = oax * obx + oay * oby;
  const a = oa2 + ob2 - 2 * dot;
  const b = -2 * oa2 + 2 * dot;
  const cc = oa2 - c.radius * c.radius;
  const det = b * b - 4 * a * cc;
  if (det < 0) return false;
  const s1 = (-b - Math.sqrt(det)) / (2 * a);
  const s2 = (-b + Math.sqrt(det)) / (2 * a);
  return s1 <= 1 && 0 <= s2;
}

/** Article 001: cross product with the unit direction, then the two dot products, then the endpoints. */
export function hitByCrossDot(s: Segment, c: Circle): boolean {
  const scx = c.center.x - s.start.x;
  const scy = c.center.y - s.start.y;
  const ecx = c.center.x - s.end.x;
  const ecy = c.center.y - s.end.y;
  const sex = s.end.x - s.start.x;
  const sey = s.end.y - s.start.y;
  const len = Math.hypot(sex, sey);
  const nx = sex / len;
  const ny = sey / len;
  const distanceToLine = scx * ny - nx * scy;
  if (Math.abs(distanceToLine) <= c.radius) {
    const dot1 = scx * sex + scy * sey;
    const dot2 = ecx * sex + ecy * sey;
    if (dot1 * dot2 <= 0) return true;
  }
  return Math.hypot(scx, scy) <= c.radius || Math.hypot(ecx, ecy) <= c.radius;
}

type Pair = [number, number];

/**
 * Article 004, segment–segment (its `get_intersection(o, a, b, c)`): the ray O→C
 * against the wall A–B by a 2×2 linear system; a crossing only strictly inside
 * both (0 < s, t < 1). Returns the point, or null.
 */
export function lidarWallIntersection(o: Pair, a: Pair, b: Pair, c: Pair): Pair | null {
  return lidarWallSolve(o, a, b, c)?.point ?? null;
}

/** The same, also returning the article's s (along the wall, 1 at A) and t (along the ray). */
export function lidarWallSolve(o: Pair, a: Pair, b: Pair, c: Pair): { point: Pair; s: number; t: number } | null {
  const ob = [b[0] - o[0], b[1] - o[1]] as const;
  const oc = [c[0] - o[0], c[1] - o[1]] as const;
  const ba = [a[0] - b[0], a[1] - b[1]] as const;
  const det = ba[0] * -oc[1] - ba[1] * -oc[0];
  if (det === 0) return null;
  const s = -(-oc[1] * ob[0] + oc[0] * ob[1]) / det;
  const t = -(-ba[1] * ob[0] + ba[0] * ob[1]) / det;
  if (0 < s && s < 1 && 0 < t && t < 1) return { point: [t * oc[0] + o[0], t * oc[1] + o[1]], s, t };
  return null;
}

/**
 * Article 004, segment–circle (its `get_intersection(o, c, a, r)`): the point of
 * the ray O→C on the circle (centre A, radius r) nearest O, by the quadratic in s
 * with P = s·AO + (1 − s)·AC; boundaries excluded. Returns the point, or null.
 */
export function lidarCircleIntersection(o: Pair, c: Pair, a: Pair, r: number): Pair | null {
  const ao = [o[0] - a[0], o[1] - a[1]] as const;
  const ac = [c[0] - a[0], c[1] - a[1]] as const;
  const co = [o[0] - c[0], o[1] - c[1]] as const;
  const eqA = co[0] ** 2 + co[1] ** 2;
  const eqB = ao[0] * ac[0] + ao[1] * ac[1] - ac[0] ** 2 - ac[1] ** 2;
  const eqC = ac[0] ** 2 + ac[1] ** 2 - r ** 2;
  let discriminant = eqB * eqB - eqA * eqC;
  if (discriminant < 0) return null;
  discriminant = discriminant ** 0.5;
  const s0 = (-eqB + discriminant) / eqA;
  const s1 = (-eqB - discriminant) / eqA;
  const at = (s: number): Pair => [s * ao[0] + (1 - s) * ac[0] + a[0], s * ao[1] + (1 - s) * ac[1] + a[1]];
  if (0 < s0 && s0 < 1) return at(s0);
  if (0 < s1 && s1 < 1) return at(s1);
  return null;
}

/** Article 003, point–straight line: |a·x + b·y + c| / √(a² + b²). */
export function distanceToStraightLine(x: number, y: number, a: number, b: number, c: number): number {
  const tmp = Math.sqrt(a * a + b * b);
  if (tmp === 0) throw new RangeError('no line');
  return Math.abs(a * x + b * y + c) / tmp;
}

/** Article 003, point–rectangle, with its Left/Top/Right/Bottom. */
export function distanceToRectangle(x: number, y: number, left: number, top: number, right: number, bottom: number): number {
  const dy = Math.max(top - y, y - bottom);
  const dx = Math.max(left - x, x - right);
  if (dy > 0 && dx > 0) return Math.sqrt(dx * dx + dy * dy);
  return Math.max(dx, dy);
}

/** Article 002's one-sided and two-sided push-out, written as the article writes it (Ruby → TS). */
export function articlePushOut(a: Pair, b: Pair, c: Pair, radius: number, twoSided: boolean): { distance: number; t: number; c2: Pair | null; d2: Pair } {
  const ab = [b[0] - a[0], b[1] - a[1]] as const;
  const ac = [c[0] - a[0], c[1] - a[1]] as const;
  const len = Math.hypot(ab[0], ab[1]);
  const abn = [ab[0] / len, ab[1] / len] as const;
  const distance = abn[0] * ac[1] - abn[1] * ac[0]; // abn.cross(ac)
  const perp = [-abn[1], abn[0]] as const;
  const t = distance / radius;
  const d2: Pair = [c[0] - perp[0] * radius * t, c[1] - perp[1] * radius * t];
  if (!twoSided) {
    const c2: Pair | null = t < 1 ? [c[0] + perp[0] * (1 - t) * radius, c[1] + perp[1] * (1 - t) * radius] : null;
    return { distance, t, c2, d2 };
  }
  const sign = distance > 0 ? 1 : -1;
  const k = (1 - Math.abs(t)) * radius * sign;
  const c2: Pair | null = Math.abs(t) < 1 ? [c[0] + perp[0] * k, c[1] + perp[1] * k] : null;
  return { distance, t, c2, d2 };
}

// ─── exact oracles (BigInt): independent of floating point and of robust-predicates ───

const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);

/** A finite double as `mantissa · 2^exponent` with an integer (BigInt) mantissa. */
function decompose(x: number): [bigint, number] {
  if (x === 0) return [0n, 0];
  bits[0] = x;
  const hi = words[1]!;
  const lo = words[0]!;
  const biased = (hi >>> 20) & 0x7ff;
  let mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let exponent = -1074;
  if (biased !== 0) {
    mantissa |= 1n << 52n;
    exponent = biased - 1075;
  }
  return [hi >>> 31 ? -mantissa : mantissa, exponent];
}

/** Finite doubles as integers on one common scale (every value times the same power of two): exact. */
export function exactIntegers(...values: number[]): bigint[] {
  const parts = values.map(decompose);
  let least = Infinity;
  for (const [m, e] of parts) if (m !== 0n && e < least) least = e;
  return parts.map(([m, e]) => (m === 0n ? 0n : m << BigInt(e - least)));
}

const sign = (v: bigint) => (v > 0n ? 1 : v < 0n ? -1 : 0);
const cross = (ax: bigint, ay: bigint, bx: bigint, by: bigint, cx: bigint, cy: bigint) => sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
const within = (a: bigint, b: bigint, c: bigint) => (a <= b ? a <= c && c <= b : b <= c && c <= a);

/**
 * Exact: do the closed segments share a point? The textbook four orientations
 * and on-segment tests, in integer arithmetic. Zero-length segments are points.
 */
export function segmentsTouchExact(s1: Segment, s2: Segment): boolean {
  const [px, py, p2x, p2y, qx, qy, q2x, q2y] = exactIntegers(s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const o1 = cross(px, py, p2x, p2y, qx, qy);
  const o2 = cross(px, py, p2x, p2y, q2x, q2y);
  const o3 = cross(qx, qy, q2x, q2y, px, py);
  const o4 = cross(qx, qy, q2x, q2y, p2x, p2y);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && within(px, p2x, qx) && within(py, p2y, qy)) ||
    (o2 === 0 && within(px, p2x, q2x) && within(py, p2y, q2y)) ||
    (o3 === 0 && within(qx, q2x, px) && within(qy, q2y, py)) ||
    (o4 === 0 && within(qx, q2x, p2x) && within(qy, q2y, p2y))
  );
}

/** Exact: what two closed segments share: nothing, one point, or a piece of positive length. */
export function segmentIntersectionKindExact(s1: Segment, s2: Segment): 'none' | 'point' | 'overlap' {
  if (!segmentsTouchExact(s1, s2)) return 'none';
  const [px, py, p2x, p2y, qx, qy, q2x, q2y] = exactIntegers(s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const degenerate = (px === p2x && py === p2y) || (qx === q2x && qy === q2y);
  if (degenerate || cross(qx, qy, q2x, q2y, px, py) !== 0 || cross(qx, qy, q2x, q2y, p2x, p2y) !== 0) return 'point';
  // Collinear: the shared piece on an axis along which the line is not constant.
  const useX = px !== p2x;
  const [a0, a1] = useX ? [px, p2x] : [py, p2y];
  const [b0, b1] = useX ? [qx, q2x] : [qy, q2y];
  const lo = (a0 < a1 ? a0 : a1) > (b0 < b1 ? b0 : b1) ? (a0 < a1 ? a0 : a1) : b0 < b1 ? b0 : b1;
  const hi = (a0 > a1 ? a0 : a1) < (b0 > b1 ? b0 : b1) ? (a0 > a1 ? a0 : a1) : b0 > b1 ? b0 : b1;
  return hi > lo ? 'overlap' : 'point';
}

/**
 * Exact: is some point of the closed segment within `radius` of the centre?
 * Clamped projection with the division cleared: `|P|²·|D|² − (P·D)² ≤ r²·|D|²`.
 */
export function segmentCircleHitExact(s: Segment, c: Circle): boolean {
  const [sx, sy, ex, ey, cx, cy, r] = exactIntegers(s.start.x, s.start.y, s.end.x, s.end.y, c.center.x, c.center.y, c.radius) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const px = sx - cx;
  const py = sy - cy;
  const dx = ex - sx;
  const dy = ey - sy;
  const r2 = r * r;
  const length2 = dx * dx + dy * dy;
  const along = -(px * dx + py * dy);
  if (length2 === 0n || along <= 0n) return px * px + py * py <= r2;
  if (along >= length2) return (px + dx) * (px + dx) + (py + dy) * (py + dy) <= r2;
  return (px * px + py * py) * length2 - along * along <= r2 * length2;
}

/** Exact: is the point in the closed axis-aligned rect `[x, x + width] × [y, y + height]`? */
export function pointInRectExact(p: Vec2, r: Rect): boolean {
  const [px, py, x, y, w, h] = exactIntegers(p.x, p.y, r.x, r.y, r.width, r.height) as [bigint, bigint, bigint, bigint, bigint, bigint];
  return px >= x && px - x <= w && py >= y && py - y <= h;
}

/** An exact rational `num / den · 2^scale` (den > 0). */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
  readonly scale: number;
}

/**
 * Exact: where the lines through s1 and s2 cross (they must not be parallel):
 * `t` along s1, `u` along s2, and the point, as exact rationals.
 */
export function exactCrossing(s1: Segment, s2: Segment): { t: Rational; u: Rational; x: Rational; y: Rational } {
  const values = [s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y];
  const parts = values.map(decompose);
  let least = Infinity;
  for (const [m, e] of parts) if (m !== 0n && e < least) least = e;
  if (least === Infinity) least = 0;
  const [px, py, p2x, p2y, qx, qy, q2x, q2y] = parts.map(([m, e]) => (m === 0n ? 0n : m << BigInt(e - least)));
  const rx = p2x! - px!;
  const ry = p2y! - py!;
  const sx = q2x! - qx!;
  const sy = q2y! - qy!;
  const wx = qx! - px!;
  const wy = qy! - py!;
  let d = rx * sy - ry * sx;
  let n = wx * sy - wy * sx;
  let m = wx * ry - wy * rx;
  if (d === 0n) throw new Error('exactCrossing: parallel lines');
  if (d < 0n) {
    d = -d;
    n = -n;
    m = -m;
  }
  return {
    t: { num: n, den: d, scale: 0 },
    u: { num: m, den: d, scale: 0 },
    x: { num: px! * d + rx * n, den: d, scale: least },
    y: { num: py! * d + ry * n, den: d, scale: least },
  };
}

/**
 * How many ulps of `v` the double `v` is from the exact rational `r`: |v − r| / ulp(v), with
 * ulp(v) = 2^(exponent of v's last mantissa bit) (for v = 0, the ulp of the smallest subnormal).
 */
export function ulpsFrom(v: number, r: Rational): number {
  const [mv, e] = decompose(v);
  const ev = v === 0 ? -1074 : e;
  // v = mv·2^ev; r = num/den·2^scale; ulp = 2^ev (decompose's mantissa has its implicit bit)
  const low = Math.min(ev, r.scale);
  const a = mv * r.den * (1n << BigInt(ev - low)) - r.num * (1n << BigInt(r.scale - low));
  const b = r.den * (1n << BigInt(ev - low));
  const abs = a < 0n ? -a : a;
  return Number((abs * 1_000_000n) / b) / 1_000_000;
}

/**
 * Exact: is p in the closed polygon (boundary included)? Even-odd or non-zero winding, all in
 * integers: on an edge when collinear and within its box; else Sunday's half-open crossing test.
 */
export function pointInPolygonExact(p: Vec2, points: readonly Vec2[], fillRule: 'evenodd' | 'nonzero' = 'evenodd'): boolean {
  const ints = exactIntegers(p.x, p.y, ...points.flatMap((q) => [q.x, q.y]));
  const px = ints[0]!;
  const py = ints[1]!;
  const n = points.length;
  let winding = 0;
  let crossings = 0;
  for (let k = 0; k < n; k++) {
    const ax = ints[2 + 2 * k]!;
    const ay = ints[3 + 2 * k]!;
    const bx = ints[2 + 2 * ((k + 1) % n)]!;
    const by = ints[3 + 2 * ((k + 1) % n)]!;
    const c = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    if (c === 0n && within(ax, bx, px) && within(ay, by, py)) return true;
    if (ay <= py && by > py && c > 0n) {
      winding++;
      crossings++;
    } else if (ay > py && by <= py && c < 0n) {
      winding--;
      crossings++;
    }
  }
  return fillRule === 'nonzero' ? winding !== 0 : crossings % 2 === 1;
}

/**
 * Exact: where the ray `o + s·d` meets the line through `wall` (not parallel
 * to it): `s` along `d` (in units of `d`), and the point, as exact rationals.
 */
export function exactRayCrossing(o: Vec2, d: Vec2, wall: Segment): { s: Rational; x: Rational; y: Rational } {
  const values = [wall.start.x, wall.start.y, wall.end.x, wall.end.y, o.x, o.y, d.x, d.y];
  const parts = values.map(decompose);
  let least = Infinity;
  for (const [m, e] of parts) if (m !== 0n && e < least) least = e;
  if (least === Infinity) least = 0;
  const [ax, ay, bx, by, ox, oy, dx, dy] = parts.map(([m, e]) => (m === 0n ? 0n : m << BigInt(e - least))) as bigint[];
  const wx = bx! - ax!;
  const wy = by! - ay!;
  let den = dx! * wy - dy! * wx; // cross(d, w)
  let num = (ax! - ox!) * wy - (ay! - oy!) * wx; // cross(a − o, w)
  if (den === 0n) throw new Error('exactRayCrossing: parallel');
  if (den < 0n) {
    den = -den;
    num = -num;
  }
  return {
    s: { num, den, scale: 0 },
    x: { num: ox! * den + dx! * num, den, scale: least },
    y: { num: oy! * den + dy! * num, den, scale: least },
  };
}

/**
 * Exact: is the double `distance` within `ulps` ulps of `s·|d|` (s a rational ≥ 0, d a
 * direction of doubles)? Squares both sides, so no square root is taken.
 */
export function lengthWithinUlps(distance: number, s: Rational, d: Vec2, ulps: number): boolean {
  const [m, e] = decompose(distance);
  const ev = distance === 0 ? -1074 : e;
  const mv = distance === 0 ? 0n : m;
  const k = BigInt(Math.round(ulps * 1024));
  // bounds (mv·1024 ∓ k)·2^(ev − 10), squared, against s²·|d|² = num²·(dx² + dy²) / den² · 2^(2·scaleD)
  const lo = mv * 1024n - k;
  const hi = mv * 1024n + k;
  const [dm, de] = [decompose(d.x), decompose(d.y)];
  let dLeast = Infinity;
  for (const [mm, ee] of [dm, de]) if (mm !== 0n && ee < dLeast) dLeast = ee;
  const dx = dm[0] === 0n ? 0n : dm[0] << BigInt(dm[1] - dLeast);
  const dy = de[0] === 0n ? 0n : de[0] << BigInt(de[1] - dLeast);
  // exact² = num²·L / den² · 2^(2·dLeast); bound² = b²·2^(2·(ev − 10)); compare b²·den²·2^(2(ev−10)) with num²·L·2^(2·dLeast)
  const L = dx * dx + dy * dy;
  const left = (b: bigint) => b * b * s.den * s.den;
  const right = s.num * s.num * L;
  const shiftLeft = 2 * (ev - 10);
  const shiftRight = 2 * dLeast;
  const low = Math.min(shiftLeft, shiftRight);
  const scaled = (v: bigint, shift: number) => v << BigInt(shift - low);
  const r = scaled(right, shiftRight);
  return (lo <= 0n || scaled(left(lo), shiftLeft) <= r) && r <= scaled(left(hi), shiftLeft);
}
