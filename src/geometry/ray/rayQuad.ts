import { RAY_DX, RAY_DY, RAY_MAX, RAY_OX, RAY_OY, RAY_UX, RAY_UY, rayChainAt, raySegmentAt } from './rayCores';
import { rotatedRectUnderflowRisk, underflowRisk } from '../robust/underflow';
import type { RotatedRect } from '../shapes/types';

/**
 * Whether the ray certainly misses the rotated rect `r` (the quadrilateral of
 * its corners), decided in the rect's own frame without its corners: a slab
 * test along the normal of the ray's line and along the ray. @internal
 *
 * With `c = cos(rotation)`, `s = sin(rotation)` and the unit direction `u`,
 * the rect's half-extent across the ray's line is `hw·|s·ux − c·uy| +
 * hh·|c·ux + s·uy|` and along it `hw·|c·ux + s·uy| + hh·|s·ux − c·uy|`; the
 * centre lies `h = |cross(u, center − o)|` from the line and `a = u·(center −
 * o)` along it. A miss: `h` beyond the extent across (the line passes the
 * rect), `a` plus the extent along below 0 (the rect behind the origin), or
 * `a` minus it beyond `maxDistance`, each by more than
 * `δ = (2⁻⁴⁶ + 2·|c² + s² − 1|)·M`, `M = |o.x| + |o.y| + 2·(|center.x| +
 * |center.y| + hw + hh)`. That δ covers, as in `circleRotatedRectFilter`, the
 * computed corners' distance from the exact rectangle turned by the computed
 * cosine and sine (`6ε·(|center| + hw + hh)`, ε = 2⁻⁵³), that rectangle's
 * scale `√(c² + s²)`, the roundings of the products here (a few ε of `M`,
 * `u`'s length 1 within 2ε included) and the 1-ulp rounding of a hit's
 * distance against `maxDistance`: so every point of the quadrilateral is off
 * the line, behind the origin or beyond the range, and `rayChainAt` misses
 * every edge (its decisions are exact). Otherwise `false`: ask the corners.
 * Calls with `M` outside `2⁻⁴⁰⁰ … 2⁴⁰⁰` are never certified (products there
 * could overflow or underflow). Nor are calls where the origin, the direction,
 * the centre or the corner offsets `c·hw`, `s·hw`, `s·hh`, `c·hh` have a
 * nonzero component below `2⁻⁴⁰⁰`: `rayChainAt`'s decisions are exact only
 * while its products do not underflow, and otherwise (all of them 0 or at
 * least `2⁻⁴⁰⁰`, so multiples of `2⁻⁴⁵²`) every corner coordinate and every
 * difference it multiplies is a multiple of `2⁻⁴⁵²`, so each nonzero product
 * is at least `2⁻⁹⁰⁴` and its error bounds stay normal. (A tiny rotation of a
 * tiny rect makes a subnormal offset: `s·hw = −5e-324` for a 1e-100 wide rect
 * turned by −4.9e-224; there this path's own products underflow, so the
 * corners answer (`orientationSign` is exact down to the subnormals, within
 * its documented range).)
 * Allocates nothing.
 */
export function rayMissesRotatedRect(ray: Float64Array, r: RotatedRect): boolean {
  const c = Math.cos(r.rotation);
  const s = Math.sin(r.rotation);
  const hw = r.width / 2;
  const hh = r.height / 2;
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const fx = r.center.x - ox;
  const fy = r.center.y - oy;
  const m = Math.abs(ox) + Math.abs(oy) + 2 * (Math.abs(r.center.x) + Math.abs(r.center.y) + hw + hh);
  if (!(m <= 2 ** 400 && m >= 2 ** -400)) return false;
  if (underflowRisk(ox) || underflowRisk(oy) || underflowRisk(ray[RAY_DX]!) || underflowRisk(ray[RAY_DY]!)) return false;
  if (rotatedRectUnderflowRisk(r.center.x, r.center.y, c, s, hw, hh)) return false;
  const delta = (2 ** -46 + 2 * Math.abs(c * c + s * s - 1)) * m;
  const across = Math.abs(s * ux - c * uy);
  const along = Math.abs(c * ux + s * uy);
  if (Math.abs(ux * fy - uy * fx) > hw * across + hh * along + delta) return true; // the line passes it
  const a = ux * fx + uy * fy;
  const extent = hw * along + hh * across + delta;
  return a + extent < 0 || a - extent > ray[RAY_MAX]!; // behind the origin, or beyond the range
}

/**
 * The ray against a quadrilateral (a rotated rect's corners), answered as
 * `rayChainAt` answers its four edges, to the bit, with one edge's exact
 * crossing instead of two in almost every case. @internal
 *
 * `rayChainAt` runs `raySegmentAt` on each edge: an edge whose two ends lie
 * strictly on one side of the ray's line is a miss, and each edge the line
 * crosses gets an exact crossing (`rayCrossingAt`, the costly part); the
 * nearest hit wins, the first edge on equal distances.
 *
 * Here the four corners' sides come first, from the same rounded products
 * `raySegmentAt` starts with (`σₖ = cross(d, pₖ − o)`, certified by its bound
 * `5·2⁻⁵³·(|l| + |r|)`); any corner within that bound of the line (a ray
 * through a corner, along an edge: the ties) goes to `rayChainAt` unchanged.
 * All four on one side: a miss (every edge misses, exactly). Two sign changes:
 * the line crosses exactly two edges, and nothing else can be hit. Where it
 * crosses each (edge `a → b`) is estimated along the ray as
 * `τ = (a − o)·u + λ·(b − a)·u` with `λ = σa / (σa − σb)`, and bounded: each σ
 * is off by at most its certifying bound `βa`, `βb` (plus its relative
 * rounding), so `λ` by at most `2(βa + βb)/(σa − σb) + 4ε`, and
 * `|τ − τ̂| ≤ 16ε·(|a − o|₁ + |b − a|₁) + |λ̂ − λ|·|b − a|₁` (ε = 2⁻⁵³;
 * the constants are twice what the four roundings of each term need). When the
 * two estimates are apart by more than their bounds plus 8ε·(|τ̂₁| + |τ̂₂|)
 * (so the exact crossings, each rounded within 1 ulp, keep their order and
 * never tie), the nearer one (`E`) is the only edge that can answer first:
 * if `raySegmentAt` hits `E` (ahead and in range), that is `rayChainAt`'s
 * answer; if not (behind the origin: the origin inside or past it; or beyond
 * the range), the farther edge's answer is. Both crossings certainly behind
 * the origin, or certainly beyond the range: a miss. Everything else (four
 * sign changes, estimates too close, numbers that overflow, and two sign
 * changes where a corner, the origin or the direction has a nonzero
 * coordinate below `2⁻⁴⁰⁰`, where `rayChainAt`'s products could underflow and
 * its decisions stop being exact: see `rayMissesRotatedRect`) goes to
 * `rayChainAt`.
 *
 * `chain` is the closed chain `[x0, y0, …, x3, y3, x0, y0]`. Allocates nothing.
 */
export function rayQuadAt(ray: Float64Array, chain: Float64Array, hit: Float64Array): number {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const dx = ray[RAY_DX]!;
  const dy = ray[RAY_DY]!;
  let first = -1; // the edges the line crosses (their chain offsets)
  let second = -1;
  let previous = 0;
  for (let k = 0; k <= 8; k += 2) {
    const l = dx * (chain[k + 1]! - oy);
    const r = dy * (chain[k]! - ox);
    const det = l - r;
    if (!(Math.abs(det) > 5 * 2 ** -53 * (Math.abs(l) + Math.abs(r)))) return rayChainAt(ray, chain, hit); // near a tie (or not finite)
    const side = det > 0 ? 1 : -1;
    if (k > 0 && side !== previous) {
      if (second >= 0) return rayChainAt(ray, chain, hit); // four changes: not a convex quadrilateral
      if (first < 0) first = k - 2;
      else second = k - 2;
    }
    previous = side;
  }
  if (first < 0) return 0; // all four corners strictly on one side: every edge misses
  if (second < 0 || tinyCoordinate(ray, chain)) return rayChainAt(ray, chain, hit);
  let tNear = along(ray, chain, first);
  let eNear = BOUND[0]!;
  let tFar = along(ray, chain, second);
  let eFar = BOUND[0]!;
  if (!(Math.abs(tNear - tFar) > eNear + eFar + 2 ** -50 * (Math.abs(tNear) + Math.abs(tFar)) + 2 ** -1000)) return rayChainAt(ray, chain, hit);
  let near = first;
  let far = second;
  if (tFar < tNear) {
    let x = tNear;
    tNear = tFar;
    tFar = x;
    x = eNear;
    eNear = eFar;
    eFar = x;
    near = second;
    far = first;
  }
  if (tFar + eFar + 2 ** -51 * Math.abs(tFar) < 0) return 0; // both behind the origin
  if (tNear - eNear - 2 ** -51 * Math.abs(tNear) > ray[RAY_MAX]!) return 0; // both beyond the range
  if (raySegmentAt(ray, chain, near, hit) === 1) return 1;
  return raySegmentAt(ray, chain, far, hit);
}

/** Whether the origin, the direction or a corner has a nonzero coordinate below `2⁻⁴⁰⁰` (`underflowRisk`). */
function tinyCoordinate(ray: Float64Array, chain: Float64Array): boolean {
  if (underflowRisk(ray[RAY_OX]!) || underflowRisk(ray[RAY_OY]!) || underflowRisk(ray[RAY_DX]!) || underflowRisk(ray[RAY_DY]!)) return true;
  for (let k = 0; k < 8; k++) if (underflowRisk(chain[k]!)) return true;
  return false;
}

/** The error bound of the last `along` (scratch, read right after the call). */
const BOUND = new Float64Array(1);

/**
 * The estimated position along the ray (`τ̂`, scene units from the origin) where
 * the line crosses the edge `chain[i] → chain[i + 2]` (its ends strictly on
 * opposite sides), with its error bound in `BOUND[0]` (see `rayQuadAt`).
 */
function along(ray: Float64Array, chain: Float64Array, i: number): number {
  const ox = ray[RAY_OX]!;
  const oy = ray[RAY_OY]!;
  const dx = ray[RAY_DX]!;
  const dy = ray[RAY_DY]!;
  const ux = ray[RAY_UX]!;
  const uy = ray[RAY_UY]!;
  const ax = chain[i]! - ox;
  const ay = chain[i + 1]! - oy;
  const wx = chain[i + 2]! - chain[i]!;
  const wy = chain[i + 3]! - chain[i + 1]!;
  const la = dx * ay;
  const ra = dy * ax;
  const lb = dx * (chain[i + 3]! - oy);
  const rb = dy * (chain[i + 2]! - ox);
  const sa = la - ra;
  const gap = sa - (lb - rb); // σa − σb, of the sign of σa
  const lambda = sa / gap;
  const w = Math.abs(wx) + Math.abs(wy);
  const slack = 5 * 2 ** -53 * (Math.abs(la) + Math.abs(ra) + Math.abs(lb) + Math.abs(rb));
  const lambdaError = (2 * slack) / Math.abs(gap) + 2 ** -51;
  BOUND[0] = 2 ** -49 * (Math.abs(ax) + Math.abs(ay) + w) + lambdaError * w;
  return ax * ux + ay * uy + lambda * (wx * ux + wy * uy);
}
