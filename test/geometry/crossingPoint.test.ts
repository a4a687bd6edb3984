import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crossingAt } from '../../src/geometry/robust/crossingPoint';
import {
  castRay,
  createWorld,
  intersectSegmentRect,
  intersectSegmentSegment,
  orientation,
  raycastRect,
  raycastSegment,
  type Segment,
  type Vec2,
} from '../../src/geometry';
import { random } from '../../bench/random.js';
import { seg, v } from './builders';
import { exactCrossing, exactIntegers, exactRayCrossing, lengthWithinUlps, ulpsFrom } from './oracles';

/** crossingAt on two segments: [t, u, x, y]. */
function crossing(s1: Segment, s2: Segment): number[] {
  const input = new Float64Array([s1.start.x, s1.start.y, s1.end.x, s1.end.y, s2.start.x, s2.start.y, s2.end.x, s2.end.y]);
  const out = new Float64Array(4);
  crossingAt(input, 0, input, 4, out, 0);
  return Array.from(out);
}

/** The largest error, in ulps, of t, u, x, y against the exact rational crossing. */
function worstUlps(s1: Segment, s2: Segment): number {
  const [t, u, x, y] = crossing(s1, s2);
  const exact = exactCrossing(s1, s2);
  return Math.max(ulpsFrom(t!, exact.t), ulpsFrom(u!, exact.u), ulpsFrom(x!, exact.x), ulpsFrom(y!, exact.y));
}

/** The plain double formula t = cross(q − p, s) / cross(r, s). */
function naiveT(s1: Segment, s2: Segment): number {
  const rx = s1.end.x - s1.start.x;
  const ry = s1.end.y - s1.start.y;
  const sx = s2.end.x - s2.start.x;
  const sy = s2.end.y - s2.start.y;
  const wx = s2.start.x - s1.start.x;
  const wy = s2.start.y - s1.start.y;
  return (wx * sy - wy * sx) / (rx * sy - ry * sx);
}

/**
 * Near-parallel crossing pairs: a segment of length `scale` at a random angle around an offset point,
 * and a second one through a point of it, turned by a tiny angle (down to 1e-16 rad), with rounded
 * coordinates (so the lines are truly not parallel, but nearly).
 */
function nearParallelPair(rand: () => number, scale: number, offset: number): [Segment, Segment] {
  const ox = (rand() - 0.5) * 2 * offset;
  const oy = (rand() - 0.5) * 2 * offset;
  const angle = rand() * Math.PI;
  const turn = 10 ** -(4 + rand() * 12) * (rand() < 0.5 ? -1 : 1);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const c2 = Math.cos(angle + turn);
  const s2 = Math.sin(angle + turn);
  const k = rand() - 0.5; // where along the first the second crosses it
  const s1 = seg(ox - c * scale, oy - s * scale, ox + c * scale, oy + s * scale);
  const mx = ox + 2 * k * c * scale;
  const my = oy + 2 * k * s * scale;
  const s2seg = seg(mx - c2 * scale * 0.9, my - s2 * scale * 0.9, mx + c2 * scale * 0.9, my + s2 * scale * 0.9);
  return [s1, s2seg];
}

describe('crossingAt: exact crossing points (t, u, x, y within 1 ulp of the exact rational)', () => {
  it('JTS’s near-parallel case (lines 1.3e-14 rad apart at coordinates around 2e6)', () => {
    // From JTS's RobustLineIntersectionTest (testCmp5CaseWKT): the doubles compute a point ~1,569 units off.
    const s1 = seg(4348433.262114629, 5552595.478385733, 4348440.849387404, 5552599.272022122);
    const s2 = seg(4348433.26211463, 5552595.47838573, 4348440.8493874, 5552599.27202212);
    const exact = exactCrossing(s1, s2);
    expect(worstUlps(s1, s2)).toBeLessThanOrEqual(1);
    expect(Number(exact.t.num) / Number(exact.t.den)).toBeGreaterThan(-10); // a real crossing (the oracle itself)
  });
  it('generated near-parallel pairs at scales 1e-6 … 1e9 and offsets up to 1e9: every value within 1 ulp', () => {
    const rand = random(20261123);
    let worst = 0;
    let naiveWorst = 0;
    let cases = 0;
    for (const scale of [1e-6, 1e-3, 1, 1e3, 1e6, 1e9]) {
      for (const offset of [0, 1, 1e3, 1e6, 1e9]) {
        for (let k = 0; k < 40; k++) {
          const [s1, s2] = nearParallelPair(rand, scale, offset);
          const d = (s1.end.x - s1.start.x) * (s2.end.y - s2.start.y) - (s1.end.y - s1.start.y) * (s2.end.x - s2.start.x);
          if (d === 0) continue;
          try {
            worst = Math.max(worst, worstUlps(s1, s2));
            naiveWorst = Math.max(naiveWorst, ulpsFrom(naiveT(s1, s2), exactCrossing(s1, s2).t));
            cases++;
          } catch {
            // exactly parallel after rounding: not a crossing
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(1000);
    expect(worst).toBeLessThanOrEqual(1);
    expect(naiveWorst).toBeGreaterThan(1e6); // the plain double formula on the same pairs: far off
  });
  it('fast-check: any crossing of random segments, within 1 ulp', () => {
    // the supported range: 0, or magnitudes from 1e-90 (no product of three underflows)
    const coordinate = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((v) => v === 0 || Math.abs(v) >= 1e-90);
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, (a, b, c, d, e, f, g, h) => {
        const s1 = seg(a, b, c, d);
        const s2 = seg(e, f, g, h);
        let exact;
        try {
          exact = exactCrossing(s1, s2);
        } catch {
          return; // parallel
        }
        expect(worstUlps(s1, s2)).toBeLessThanOrEqual(1);
        void exact;
      }),
      { numRuns: 3000 },
    );
  });
});

describe('intersectSegmentSegment: crossing points correct to the last bits', () => {
  const point = (s1: Segment, s2: Segment) => {
    const r = intersectSegmentSegment(s1, s2);
    if (r.kind !== 'point') throw new Error(`expected a point, got ${r.kind}`);
    return r;
  };
  it('JTS’s near-parallel cases (testDaveSkeaCase at ~2e6, testCmp5CaseWKT): t, u and the point within 1 ulp', () => {
    const cases: [Segment, Segment][] = [
      [
        seg(2089426.5233462777, 1180182.3877339689, 2085646.6891757075, 1195618.7333999649),
        seg(1889281.8148903656, 1997547.0560044837, 2259977.3672235999, 483675.17050843034),
      ],
      [
        seg(4348433.262114629, 5552595.478385733, 4348440.849387404, 5552599.272022122),
        seg(4348433.26211463, 5552595.47838573, 4348440.8493874, 5552599.27202212),
      ],
    ];
    for (const [s1, s2] of cases) {
      const r = point(s1, s2);
      const exact = exactCrossing(s1, s2);
      expect(Math.max(ulpsFrom(r.t, exact.t), ulpsFrom(r.u, exact.u), ulpsFrom(r.point.x, exact.x), ulpsFrom(r.point.y, exact.y))).toBeLessThanOrEqual(1);
      expect(ulpsFrom(naiveT(s1, s2), exact.t)).toBeGreaterThan(1e3); // the plain formula, thousands of ulps off
    }
    // The exact crossing of the first (checked independently with Python's fractions): (2087600.4716727887,
    // 1187639.7426241424); JTS's test expects (2087536.6062609926, 1187900.560566967), about 270 units away.
    expect(point(cases[0]![0], cases[0]![1]).point).toEqual({ x: 2087600.4716727887, y: 1187639.7426241424 });
  });
  it('a crossing strictly inside both segments, a hair from an end, is not snapped to that end', () => {
    // s2 crosses s1 at t = 1 − 2⁻⁴⁰ (exactly representable): inside, though within a few ulps of the end at 1e6 scale
    const s1 = seg(0, 0, 1e6, 1e6);
    const tx = 1e6 * (1 - 2 ** -40);
    const s2 = seg(tx - 1, tx + 1, tx + 1, tx - 1);
    const r = point(s1, s2);
    expect(ulpsFrom(r.t, exactCrossing(s1, s2).t)).toBeLessThanOrEqual(1);
    expect(r.t).toBeLessThan(1);
    expect(r.point).toEqual({ x: tx, y: tx }); // the crossing is exactly (tx, tx)
    expect(r.point).not.toEqual(s1.end);
    // an exact end on the other segment is still returned as that end, t = 1
    const onEnd = point(s1, seg(1e6 - 1, 1e6 + 1, 1e6 + 1, 1e6 - 1));
    expect([onEnd.t, onEnd.point]).toEqual([1, { x: 1e6, y: 1e6 }]);
  });
  it('fast-check: every crossing point of random near-parallel pairs within 1 ulp of the exact one', () => {
    const rand = random(7);
    let checked = 0;
    for (let k = 0; k < 600; k++) {
      const [s1, s2] = nearParallelPair(rand, 10 ** (-6 + rand() * 15), rand() < 0.5 ? 0 : 10 ** (rand() * 9));
      const r = intersectSegmentSegment(s1, s2);
      if (r.kind !== 'point') continue;
      const exact = exactCrossing(s1, s2);
      const errors = [ulpsFrom(r.t, exact.t), ulpsFrom(r.u, exact.u), ulpsFrom(r.point.x, exact.x), ulpsFrom(r.point.y, exact.y)];
      expect(Math.max(...errors)).toBeLessThanOrEqual(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
  });
});

describe('ray casts: crossing points correct to the last bits', () => {
  /** A near-parallel pair as a wall and a ray from the second segment's start along it. */
  const rayPairs = (seed: number, count: number) => {
    const rand = random(seed);
    const pairs: { wall: Segment; origin: Vec2; direction: Vec2 }[] = [];
    for (const scale of [1e-6, 1e-3, 1, 1e3, 1e6, 1e9]) {
      for (const offset of [0, 1, 1e3, 1e6, 1e9]) {
        for (let k = 0; k < count; k++) {
          const [wall, s2] = nearParallelPair(rand, scale, offset);
          // a direction of any length (not the segment's: d need not be unit, nor exactly s2's)
          const stretch = 10 ** (rand() * 6 - 3);
          pairs.push({ wall, origin: s2.start, direction: v((s2.end.x - s2.start.x) * stretch, (s2.end.y - s2.start.y) * stretch) });
        }
      }
    }
    return pairs;
  };
  it('raycastSegment on near-parallel walls at scales 1e-6 … 1e9, offsets up to 1e9: the point and the distance within 1 ulp', () => {
    let checked = 0;
    let worstPoint = 0;
    let naiveWorst = 0;
    for (const { wall, origin, direction } of rayPairs(20261124, 30)) {
      const hit = raycastSegment({ origin, direction }, wall);
      if (hit === null) continue;
      const cross = direction.x * (wall.end.y - wall.start.y) - direction.y * (wall.end.x - wall.start.x);
      if (cross === 0 || hit.distance === 0) continue;
      const exact = exactRayCrossing(origin, direction, wall);
      worstPoint = Math.max(worstPoint, ulpsFrom(hit.point.x, exact.x), ulpsFrom(hit.point.y, exact.y));
      expect(lengthWithinUlps(hit.distance, exact.s, direction, 1)).toBe(true);
      // the plain formula, for contrast: origin + u·distance with distance = cross(a − o, w) / cross(u, w)
      const length = Math.hypot(direction.x, direction.y);
      const ux = direction.x / length;
      const uy = direction.y / length;
      const wx = wall.end.x - wall.start.x;
      const wy = wall.end.y - wall.start.y;
      const naive = ((wall.start.x - origin.x) * wy - (wall.start.y - origin.y) * wx) / (ux * wy - uy * wx);
      naiveWorst = Math.max(naiveWorst, ulpsFrom(origin.x + ux * naive, exact.x));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
    expect(worstPoint).toBeLessThanOrEqual(1);
    expect(naiveWorst).toBeGreaterThan(1e6);
  });
  it('castRay answers the same exact crossing as raycastSegment; raycastRect’s edge crossings within 1 ulp', () => {
    let checked = 0;
    for (const { wall, origin, direction } of rayPairs(99, 6)) {
      const hit = raycastSegment({ origin, direction }, wall);
      if (hit === null || hit.distance === 0) continue;
      const world = createWorld({ segments: [wall] });
      expect(castRay(world, { origin, direction })).toEqual({ ...hit, kind: 'segment', index: 0 });
      checked++;
    }
    expect(checked).toBeGreaterThan(80);
    const rand = random(5);
    let rects = 0;
    for (let k = 0; k < 400; k++) {
      const scale = 10 ** (-3 + rand() * 10);
      const offset = rand() < 0.5 ? 0 : (rand() - 0.5) * 10 ** (rand() * 9);
      const rect = { x: offset, y: offset / 3, width: scale, height: scale * (0.5 + rand()) };
      // from far to the left, nearly along the top edge, down onto it
      const origin = v(rect.x - scale * (1 + 10 * rand()), rect.y - scale * 1e-6 * rand());
      const target = v(rect.x + rect.width * rand(), rect.y);
      const direction = v(target.x - origin.x, target.y - origin.y);
      const hit = raycastRect({ origin, direction }, rect);
      if (hit === null || hit.point.y !== rect.y || hit.distance === 0 || direction.y === 0) continue;
      const top = { start: v(rect.x, rect.y), end: v(rect.x + rect.width, rect.y) };
      const exact = exactRayCrossing(origin, direction, top);
      expect(ulpsFrom(hit.point.x, exact.x)).toBeLessThanOrEqual(1);
      expect(lengthWithinUlps(hit.distance, exact.s, direction, 1)).toBe(true);
      rects++;
    }
    expect(rects).toBeGreaterThan(200);
  });
  it('fast-check: any ray crossing a wall, directions of any length (1e-200 … 1e200): the point and the distance within 1 ulp', () => {
    const coordinate = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((v) => v === 0 || Math.abs(v) >= 1e-90);
    const stretch = fc.integer({ min: -200, max: 200 }).map((k) => 10 ** k);
    let checked = 0;
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        stretch,
        (ax, ay, bx, by, ox, oy, tx, ty, k) => {
          const wall = seg(ax, ay, bx, by);
          const direction = v((tx - ox) * k, (ty - oy) * k);
          if ((direction.x === 0 && direction.y === 0) || !Number.isFinite(direction.x) || !Number.isFinite(direction.y)) return;
          const hit = raycastSegment({ origin: v(ox, oy), direction }, wall);
          if (hit === null || hit.distance === 0) return;
          let exact;
          try {
            exact = exactRayCrossing(v(ox, oy), direction, wall);
          } catch {
            return; // along the wall
          }
          if (hit.point.x === ax && hit.point.y === ay) return; // through an end: the end itself
          if (hit.point.x === bx && hit.point.y === by) return;
          expect(ulpsFrom(hit.point.x, exact.x)).toBeLessThanOrEqual(1);
          expect(ulpsFrom(hit.point.y, exact.y)).toBeLessThanOrEqual(1);
          expect(lengthWithinUlps(hit.distance, exact.s, direction, 1)).toBe(true);
          checked++;
        },
      ),
      { numRuns: 3000 },
    );
    expect(checked).toBeGreaterThan(300);
  });
  it('the oracle can fail: a distance 4 ulps off is not within 2', () => {
    const wall = seg(0, 0, 0, 10);
    const exact = exactRayCrossing(v(-3, 1), v(1, 0), wall); // distance 3 exactly
    expect(lengthWithinUlps(3, exact.s, v(1, 0), 2)).toBe(true);
    expect(lengthWithinUlps(3 + 4 * 2 ** -51, exact.s, v(1, 0), 2)).toBe(false);
    expect(lengthWithinUlps(3 - 4 * 2 ** -51, exact.s, v(1, 0), 2)).toBe(false);
  });
});

describe('intersectSegmentRect: edge crossings correct to the last bits', () => {
  it('entry and exit on an edge: the edge coordinate exactly, the other coordinate and t within 1 ulp', () => {
    const rand = random(31);
    let checked = 0;
    for (let k = 0; k < 2000; k++) {
      const scale = 10 ** (-3 + rand() * 10);
      const offset = rand() < 0.5 ? 0 : (rand() - 0.5) * 10 ** (rand() * 9);
      const rect = { x: offset + rand() * scale, y: offset + rand() * scale, width: rand() * scale, height: rand() * scale };
      const s = seg(offset + (rand() * 3 - 1) * scale, offset + (rand() * 3 - 1) * scale, offset + (rand() * 3 - 1) * scale, offset + (rand() * 3 - 1) * scale);
      const r = intersectSegmentRect(s, rect);
      if (r.kind !== 'clip') continue;
      for (const end of [r.entry, r.exit]) {
        if (end.t === 0 || end.t === 1) continue;
        // which edge: the coordinate that equals an edge exactly
        const onX = end.point.x === rect.x || end.point.x === rect.x + rect.width;
        const edge = onX
          ? seg(end.point.x, rect.y, end.point.x, rect.y + rect.height + (rect.height === 0 ? 1 : 0))
          : seg(rect.x, end.point.y, rect.x + rect.width + (rect.width === 0 ? 1 : 0), end.point.y);
        const exact = exactCrossing(s, edge);
        const other = onX ? ulpsFrom(end.point.y, exact.y) : ulpsFrom(end.point.x, exact.x);
        expect(Math.max(ulpsFrom(end.t, exact.t), other)).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('orientation(a, b, c): the exact predicate, public', () => {
  const exactSign = (a: Vec2, b: Vec2, c: Vec2) => {
    const [ax, ay, bx, by, cx, cy] = exactIntegers(a.x, a.y, b.x, b.y, c.x, c.y);
    const d = (bx! - ax!) * (cy! - ay!) - (by! - ay!) * (cx! - ax!);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  };
  it('y down: 1 when a → b → c turns clockwise on screen, −1 counterclockwise, 0 collinear', () => {
    expect(orientation(v(0, 0), v(1, 0), v(0, 1))).toBe(1); // c below a: a right turn on screen
    expect(orientation(v(0, 0), v(1, 0), v(0, -1))).toBe(-1);
    expect(orientation(v(0, 0), v(1, 1), v(3, 3))).toBe(0);
    expect(orientation(v(2, 2), v(2, 2), v(5, 1))).toBe(0); // two equal points
  });
  it('equals the exact BigInt sign on random and on nearly collinear points (the naive sign is wrong on some)', () => {
    const coordinate = fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((x) => x === 0 || Math.abs(x) >= 1e-90);
    fc.assert(
      fc.property(coordinate, coordinate, coordinate, coordinate, coordinate, coordinate, (ax, ay, bx, by, cx, cy) => {
        expect(orientation(v(ax, ay), v(bx, by), v(cx, cy))).toBe(exactSign(v(ax, ay), v(bx, by), v(cx, cy)));
      }),
      { numRuns: 3000 },
    );
    // points on a line through two random points, rounded: exact ties and near-ties
    const rand = random(3);
    let naiveWrong = 0;
    for (let k = 0; k < 3000; k++) {
      const a = v(rand() * 1e3, rand() * 1e3);
      const b = v(a.x + rand() * 1e3, a.y + rand() * 1e3);
      const s = rand() * 3 - 1;
      const c = v(a.x + s * (b.x - a.x), a.y + s * (b.y - a.y));
      const exact = exactSign(a, b, c);
      expect(orientation(a, b, c)).toBe(exact);
      const naive = Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
      if (naive !== exact) naiveWrong++;
    }
    expect(naiveWrong).toBeGreaterThan(10);
  });
  it('bad input: a TypeError or RangeError naming the argument', () => {
    expect(() => orientation(v(0, 0), v(NaN, 0), v(1, 1))).toThrow(/b\.x/);
    expect(() => orientation(v(0, 0), v(1, 0), null as unknown as Vec2)).toThrow(TypeError);
  });
});
