import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolygonHit,
  circleRectHit,
  circleRotatedRectHit,
  ray,
  raycastRect,
  raycastRotatedRect,
  rotatedRect,
  rotatedRectCorners,
  type Circle,
  type Ray,
  type RotatedRect,
  type Vec2,
} from '../../src/geometry';
import { circleRotatedRectFilter } from '../../src/geometry/hit/rotatedRectFrame';
import { HIT_RECORD, loadRay, RAY_RECORD, rayChainAt } from '../../src/geometry/ray/rayCores';
import { rayMissesRotatedRect, rayQuadAt } from '../../src/geometry/ray/rayQuad';
import { writeCornerChain } from '../../src/geometry/shapes/rotatedRect';
import { v } from './builders';
import { pointInPolygonExact, segmentCircleHitExact } from './oracles';
import { anyRotatedRect, intRotatedRect } from './rotatedRectArbitraries';

/**
 * The direct paths of `circleRotatedRectHit` (the centre in the rect's frame)
 * and `raycastRotatedRect` (a slab test in the rect's frame, then the one edge
 * that can answer) give the corner path's answers, to the bit: near-touching
 * disks, disks grazing a corner, rays through a corner, along an edge, grazing
 * one, from inside, from the boundary, range limits at the hit, offsets to 1e9.
 */

// ─── generators: rects at any scale and offset, and queries placed on their boundary ───

const ulps = (x: number, n: number) => x + n * Math.abs(x) * 2 ** -52;
const scale = fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6);
const offset = fc.constantFrom(0, 1, 1e3, 1e6, 1e9, -1e9);
const angle = fc.oneof(fc.double({ min: -7, max: 7, noNaN: true }), fc.constantFrom(0, Math.PI / 2, Math.PI, -Math.PI / 2, Math.PI / 4, (37 * Math.PI) / 180));
const scaledRect: fc.Arbitrary<RotatedRect> = fc
  .record({
    s: scale,
    ox: offset,
    oy: offset,
    cx: fc.double({ min: -1, max: 1, noNaN: true }),
    cy: fc.double({ min: -1, max: 1, noNaN: true }),
    w: fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.constantFrom(0, 1e-12, 2 ** -45)),
    h: fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.constant(0)),
    rotation: angle,
  })
  .map(({ s, ox, oy, cx, cy, w, h, rotation }) => ({ center: v(ox + cx * s, oy + cy * s), width: w * s, height: h * s, rotation }));
const rects = fc.oneof(scaledRect, anyRotatedRect, intRotatedRect);

/** A point of the boundary of `r` (edge k at t, t = 0 a corner), pushed out along the edge's normal by `push` times the rect's scale. */
function nearBoundary(r: RotatedRect, k: number, t: number, push: number): Vec2 {
  const c = rotatedRectCorners(r);
  const a = c[k & 3]!;
  const b = c[(k + 1) & 3]!;
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const len = Math.hypot(ex, ey) || 1;
  const size = r.width + r.height + 1e-300;
  return v(a.x + t * ex + (ey / len) * push * size, a.y + t * ey - (ex / len) * push * size);
}

const place = fc.record({
  k: fc.integer({ min: 0, max: 3 }),
  t: fc.oneof(fc.constantFrom(0, 1, 0.5), fc.double({ min: -0.5, max: 1.5, noNaN: true })),
  push: fc.oneof(fc.constantFrom(0, 1e-15, -1e-15, 1e-12, -1e-12, 1e-6, 1e-17, -1e-17, -(2 ** -60), -(2 ** -56)), fc.double({ min: -2, max: 2, noNaN: true })),
});

/** Disks near the rect: centred on a boundary point pushed out, radius that push (± a few ulps) so they touch, nearly touch or nearly miss. */
const nearDisk = fc.tuple(rects, place, fc.integer({ min: -4, max: 4 })).map(([r, p, nudge]): [Circle, RotatedRect] => {
  const centre = nearBoundary(r, p.k, p.t, p.push);
  const corner = rotatedRectCorners(r)[p.k]!;
  const radius = p.t === 0 ? Math.hypot(centre.x - corner.x, centre.y - corner.y) : Math.abs(p.push) * (r.width + r.height);
  return [{ center: centre, radius: Math.max(0, ulps(radius, nudge)) }, r];
});

/** The corner path as it was: `circlePolygonHit` on the corners with the reach as its radius. */
function cornerCircle(c: Circle, r: RotatedRect, tolerance: number): boolean {
  const reach = c.radius + tolerance;
  if (!(reach >= 0)) return false;
  return circlePolygonHit({ center: c.center, radius: reach }, { points: rotatedRectCorners(r) });
}

describe('circleRotatedRectHit: the centre in the rect frame, the corners only near a tie', () => {
  it('answers as circlePolygonHit on the corners, for disks touching, nearly touching and grazing a corner', () => {
    fc.assert(
      fc.property(nearDisk, fc.constantFrom(0, 0, 1e-9, -1e-9), ([c, r], tolerance) => circleRotatedRectHit(c, r, tolerance) === cornerCircle(c, r, tolerance)),
      { numRuns: 4000 },
    );
  });

  it('answers as the corners for any disk and rect', () => {
    const disk = fc.record({
      center: fc.record({ x: fc.double({ min: -2e3, max: 2e3, noNaN: true }), y: fc.double({ min: -2e3, max: 2e3, noNaN: true }) }),
      radius: fc.double({ min: 0, max: 500, noNaN: true }),
    });
    fc.assert(
      fc.property(disk, rects, (c, r) => circleRotatedRectHit(c, r) === cornerCircle(c, r, 0)),
      { numRuns: 3000 },
    );
  });

  it('the filter is sure only when the exact (BigInt) disk–quadrilateral test agrees', () => {
    // Integer disks and rects at 0, ¼ and ½ turns: many exact touches (a corner on the circle, an edge tangent).
    const intDisk = fc.record({
      center: fc.record({ x: fc.integer({ min: -30, max: 30 }), y: fc.integer({ min: -30, max: 30 }) }),
      radius: fc.integer({ min: 0, max: 15 }),
    });
    fc.assert(
      fc.property(intDisk, fc.oneof(intRotatedRect, scaledRect), (c, r) => {
        const q = rotatedRectCorners(r);
        const exact = pointInPolygonExact(c.center, q) || q.some((p, n) => segmentCircleHitExact({ start: p, end: q[(n + 1) & 3]! }, c));
        const sure = circleRotatedRectFilter(c.center.x, c.center.y, c.radius, r);
        expect(circleRotatedRectHit(c, r)).toBe(cornerCircle(c, r, 0));
        return sure === -1 || (sure === 1) === exact;
      }),
      { numRuns: 3000 },
    );
  });

  it('is sure for almost every pair drawn uniformly (so the fast path is the one taken)', () => {
    let seed = 30;
    const uniform = (lo: number, hi: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return lo + ((hi - lo) * seed) / 2 ** 31;
    };
    let sure = 0;
    const runs = 10_000;
    for (let n = 0; n < runs; n++) {
      const r = rotatedRect(v(uniform(-1e3, 1e3), uniform(-1e3, 1e3)), uniform(0, 200), uniform(0, 200), uniform(-7, 7));
      const x = r.center.x + uniform(-300, 300);
      const y = r.center.y + uniform(-300, 300);
      const radius = uniform(0, 100);
      const answer = circleRotatedRectFilter(x, y, radius, r);
      if (answer !== -1) {
        sure++;
        expect(answer === 1).toBe(cornerCircle({ center: v(x, y), radius }, r, 0));
      }
    }
    expect(sure / runs).toBeGreaterThan(0.999);
  });

  it('ties: a disk touching an edge or a corner hits; a hair less misses; rotation 0 is the rect', () => {
    const r = rotatedRect(v(0, 0), 4, 2, 0);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 2 }, r)).toBe(true);
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 2 - 2 ** -40 }, r)).toBe(false);
    expect(circleRotatedRectHit({ center: v(5, 3), radius: Math.hypot(3, 2) }, r)).toBe(true); // through the corner (2, 1): 3² + 2² = 13
    expect(circleRotatedRectHit({ center: v(5, 3), radius: 3.6055512754639887 }, r)).toBe(cornerCircle({ center: v(5, 3), radius: 3.6055512754639887 }, r, 0));
    expect(circleRotatedRectHit({ center: v(0, 0), radius: 0 }, r)).toBe(true);
    // Seed 1: a point 2⁻⁴⁰⁰ beside a 1e-323 high rect. Exactly a miss, but the corners' products
    // (2⁻⁴⁰⁰ × 1e-323) underflow to 0 and put it on the rect; the filter leaves such numbers to the corners.
    for (const [x, h, rotation] of [
      [2 ** -400, 1e-323, 0],
      [2 ** -400, 1e-300, 0],
      [1e-100, 0, 1e-300],
      [-1e-100, 1e-100, -4.940656458412466e-224],
      [1e-200, 1e-200, 0],
    ] as const) {
      const tinyRect = { center: v(0, 0), width: 0, height: h, rotation };
      expect(circleRotatedRectHit({ center: v(x, 0), radius: 0 }, tinyRect)).toBe(cornerCircle({ center: v(x, 0), radius: 0 }, tinyRect, 0));
      expect(circleRotatedRectHit({ center: v(x, 0), radius: 0 }, { ...tinyRect, width: h })).toBe(
        cornerCircle({ center: v(x, 0), radius: 0 }, { ...tinyRect, width: h }, 0),
      );
    }
    expect(circleRotatedRectHit({ center: v(0, 3), radius: 1 }, r, 1)).toBe(true);
    const turned = rotatedRect(v(1e3, -2e3), 1e3, 400, (37 * Math.PI) / 180);
    const corner = rotatedRectCorners(turned)[2]!;
    expect(circleRotatedRectHit({ center: v(corner.x + 3, corner.y + 4), radius: 5 }, turned)).toBe(
      cornerCircle({ center: v(corner.x + 3, corner.y + 4), radius: 5 }, turned, 0),
    );
    fc.assert(
      fc.property(
        fc.record({
          center: fc.record({ x: fc.integer({ min: -30, max: 30 }), y: fc.integer({ min: -30, max: 30 }) }),
          radius: fc.integer({ min: 0, max: 12 }),
        }),
        intRotatedRect,
        (c, q) => {
          const asRect = { x: q.center.x - q.width / 2, y: q.center.y - q.height / 2, width: q.width, height: q.height };
          return q.rotation !== 0 || circleRotatedRectHit(c, q) === circleRectHit(c, asRect);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

// ─── rays ───

const RAY = new Float64Array(RAY_RECORD);
const CHAIN = new Float64Array(10);
const OLD = new Float64Array(HIT_RECORD);
const NEW = new Float64Array(HIT_RECORD);

/** The corner path as it was (`rayChainAt` on the four edges) and the new one, both into hit records; true when they agree to the bit. */
function sameAsChain(rr: Ray, r: RotatedRect, max: number): boolean {
  loadRay(RAY, rr, max);
  writeCornerChain(r, CHAIN);
  OLD.fill(NaN);
  NEW.fill(NaN);
  const before = rayChainAt(RAY, CHAIN, OLD);
  const quad = rayQuadAt(RAY, CHAIN, NEW);
  const misses = rayMissesRotatedRect(RAY, r);
  if (misses && before !== 0) return false; // the slab test may only reject true misses
  if (quad !== before) return false;
  if (before === 1) for (let k = 0; k < HIT_RECORD; k++) if (!Object.is(OLD[k], NEW[k])) return false;
  const hit = raycastRotatedRect(rr, r, max);
  return before === 0 ? hit === null : hit !== null && Object.is(hit.distance, OLD[0]) && Object.is(hit.point.x, OLD[1]) && Object.is(hit.normal.y, OLD[4]);
}

/** Rays aimed at the boundary: at a corner, along an edge, grazing it by a few ulps, from inside, from the boundary, from behind. */
const nearRay = fc
  .tuple(
    rects,
    place,
    fc.oneof(fc.constantFrom('at', 'along', 'from', 'graze'), fc.constant('at')),
    fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(3, 3, 1e4, 1e8),
  )
  .map(([r, p, kind, theta, nudge, far]): [Ray, RotatedRect] | null => {
    const target = nearBoundary(r, p.k, p.t, p.push);
    const c = rotatedRectCorners(r);
    const a = c[p.k]!;
    const b = c[(p.k + 1) & 3]!;
    const size = r.width + r.height + 1;
    let origin: Vec2;
    let d: Vec2;
    if (kind === 'along') {
      origin = v(a.x - (b.x - a.x) * theta, a.y - (b.y - a.y) * theta);
      d = v(b.x - a.x, b.y - a.y);
    } else if (kind === 'from') {
      origin = target;
      d = v(Math.cos(theta), Math.sin(theta));
    } else {
      origin = v(target.x - Math.cos(theta) * size * far, target.y - Math.sin(theta) * size * far);
      d = v(target.x - origin.x, target.y - origin.y);
      if (kind === 'graze') d = v(ulps(d.x, nudge), ulps(d.y, -nudge));
    }
    if (!Number.isFinite(d.x) || !Number.isFinite(d.y) || (d.x === 0 && d.y === 0)) return null;
    return [ray(origin, d), r];
  })
  .filter((x): x is [Ray, RotatedRect] => x !== null);

describe('raycastRotatedRect: a slab test in the rect frame, then the one edge that can answer', () => {
  it('answers as rayChainAt on the four edges, to the bit, for rays through corners, along edges, grazing, from inside and from the boundary', () => {
    fc.assert(
      fc.property(nearRay, ([rr, r]) => sameAsChain(rr, r, Infinity)),
      { numRuns: 4000 },
    );
  });

  it('with the range at the hit distance (and a few ulps either side), the same', () => {
    fc.assert(
      fc.property(nearRay, fc.integer({ min: -2, max: 2 }), ([rr, r], nudge) => {
        const full = raycastRotatedRect(rr, r);
        const max = full === null ? 10 : Math.max(0, ulps(full.distance, nudge));
        return sameAsChain(rr, r, max);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers as rayChainAt for any ray', () => {
    const anyRay = fc
      .record({
        o: fc.record({ x: fc.double({ min: -3e3, max: 3e3, noNaN: true }), y: fc.double({ min: -3e3, max: 3e3, noNaN: true }) }),
        a: fc.double({ min: -4, max: 4, noNaN: true }),
      })
      .map(({ o, a }) => ray(o, v(Math.cos(a), Math.sin(a))));
    fc.assert(
      fc.property(anyRay, rects, (rr, r) => sameAsChain(rr, r, Infinity)),
      { numRuns: 3000 },
    );
  });

  it('tiny rects, where products of their corners underflow: the fast paths leave them to the corners', () => {
    // Seed -1329125712: a 1e-100 by 0 rect behind the origin, turned by -4.94e-224. The corner offset
    // s·hw = -2.47e-324 rounds to the subnormal -5e-324, so the corners are (-1.5e-100, 5e-324) and
    // (-5e-101, -5e-324): a segment that exactly lies behind the origin, but orientationSign's products
    // (1e-100 × 1e-323) underflow to 0 and certify the origin on it, so rayChainAt hits at 0. The slab
    // test certified the (exact) miss and disagreed with the corners; it now certifies nothing there.
    const seed = { center: v(-1e-100, 0), width: 1e-100, height: 0, rotation: -4.940656458412466e-224 };
    expect(sameAsChain(ray(v(0, 0), v(1, 0)), seed, Infinity)).toBe(true);
    loadRay(RAY, ray(v(0, 0), v(1, 0)), Infinity);
    expect(rayMissesRotatedRect(RAY, seed)).toBe(false);
    // The same underflow in rayQuadAt: a 1e-200 square behind the origin, rotation 0 (5e-201 × 1e-200 is 0).
    // Its two crossings are certainly behind the origin, but the corners answer a hit at 0 on the right edge.
    expect(sameAsChain(ray(v(0, 0), v(1, 0)), { center: v(-1e-200, 0), width: 1e-200, height: 1e-200, rotation: 0 }, Infinity)).toBe(true);
    // Its neighbours: zero width, zero height, both, tiny rotations, scales 1e-100 … 1e-300, the rect
    // behind, around and ahead of the origin, rays along, against and across the rect's axis.
    const rotations = [0, -4.940656458412466e-224, 4.940656458412466e-224, 5e-324, -5e-324, 1e-300, 1e-200, 1e-17, -1e-17, Math.PI / 2, Math.PI];
    const directions = [v(1, 0), v(-1, 0), v(0, 1), v(1, 1e-300), v(1, 5e-324)];
    let cases = 0;
    for (const s of [1e-100, 1e-150, 1e-200, 1e-250, 1e-300]) {
      for (const [w, h] of [
        [s, 0],
        [0, s],
        [s, s],
        [0, 0],
      ] as const) {
        for (const cx of [-s, -2 * s, -s / 2, 0, s]) {
          for (const rotation of rotations) {
            for (const d of directions) {
              const r = { center: v(cx, 0), width: w, height: h, rotation };
              expect(sameAsChain(ray(v(0, 0), d), r, Infinity), JSON.stringify({ r, d })).toBe(true);
              cases++;
            }
          }
        }
      }
    }
    expect(cases).toBe(5 * 4 * 5 * rotations.length * directions.length);
  });

  it('a thin rect far out, where the entry and the exit round to within an ulp: the edge chosen as rayChainAt chooses it', () => {
    // 1e-12 thick at 1e9 from the origin, seen from 1e8 away: the two crossings are closer than the distance's ulp.
    let hits = 0;
    for (let i = 0; i < 2000; i++) {
      const r = rotatedRect(v(1e9, 0), 1e-12 * (1 + (i % 7)), 1, 0.3 + i * 1e-3);
      const o = v(1e9 - 1e8 * Math.cos(i), 0.3 * Math.sin(i * 7) - 1e8 * Math.sin(i));
      const rr = ray(o, v(1e9 - o.x, 0.2 * Math.sin(i * 3) - o.y));
      expect(sameAsChain(rr, r, Infinity)).toBe(true);
      if (raycastRotatedRect(rr, r) !== null) hits++;
    }
    expect(hits).toBeGreaterThan(1500);
  });

  it('ties: through a corner, along an edge at 37°, from the boundary, rotation 0 equals raycastRect', () => {
    const r = rotatedRect(v(1e3, -2e3), 1e3, 400, (37 * Math.PI) / 180);
    const [c0, c1] = rotatedRectCorners(r);
    const corner = raycastRotatedRect(ray(v(c0!.x - 500, c0!.y - 300), v(500, 300)), r);
    expect(corner?.point).toEqual(c0); // a ray through a corner hits that corner exactly
    const along = raycastRotatedRect(ray(v(2 * c0!.x - c1!.x, 2 * c0!.y - c1!.y), v(c1!.x - c0!.x, c1!.y - c0!.y)), r);
    expect(along === null || sameAsChain(ray(v(2 * c0!.x - c1!.x, 2 * c0!.y - c1!.y), v(c1!.x - c0!.x, c1!.y - c0!.y)), r, Infinity)).toBe(true);
    expect(raycastRotatedRect(ray(c1!, v(-1, 0.2)), r)?.distance).toBe(0);
    // Subnormal numbers (found by fast-check): the slab test stays out of it; the corners answer.
    expect(sameAsChain(ray(v(5e-324, 0), v(1, 0)), { center: v(0, 0), width: 0, height: 1e-323, rotation: 0 }, Infinity)).toBe(true);
    const box = rotatedRect(v(0, 0), 4, 2, 0);
    expect(raycastRotatedRect(ray(v(-10, 0), v(1, 0)), box)).toEqual(raycastRect(ray(v(-10, 0), v(1, 0)), { x: -2, y: -1, width: 4, height: 2 }));
    expect(raycastRotatedRect(ray(v(-5, -4), v(1, 1)), box)?.point).toEqual(v(-2, -1));
    expect(raycastRotatedRect(ray(v(-10, 0), v(1, 0)), box, 8)?.distance).toBe(8);
    expect(raycastRotatedRect(ray(v(-10, 0), v(1, 0)), box, 8 - 2 ** -40)).toBeNull();
  });
});
