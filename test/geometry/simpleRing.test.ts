import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIMPLE_RING_MAX_VERTICES, simpleRingTurn } from '../../src/geometry/hit/simpleRing';
import type { Vec2 } from '../../src';
import { segmentsTouchExact } from './oracles';

const P = (x: number, y: number): Vec2 => ({ x, y });
const ring = (...xy: number[]): Vec2[] => Array.from({ length: xy.length / 2 }, (_, k) => P(xy[2 * k]!, xy[2 * k + 1]!));

/** Exact oracle on integer coordinates: simple (as simpleRingTurn defines it) and twice the signed area's sign. */
function oracle(points: readonly Vec2[]): { simple: boolean; areaSign: number } {
  const n = points.length;
  let area = 0n;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    area += BigInt(a.x) * BigInt(b.y) - BigInt(b.x) * BigInt(a.y);
  }
  const areaSign = area > 0n ? 1 : area < 0n ? -1 : 0;
  if (n < 3) return { simple: false, areaSign };
  const edge = (i: number) => ({ start: points[i]!, end: points[(i + 1) % n]! });
  for (let i = 0; i < n; i++) {
    const e = edge(i);
    if (e.start.x === e.end.x && e.start.y === e.end.y) return { simple: false, areaSign };
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const a = edge(i);
      const b = edge(j);
      if (!adjacent) {
        if (segmentsTouchExact(a, b)) return { simple: false, areaSign };
        continue;
      }
      // Consecutive edges share one vertex; they must share nothing else: shortening each by its shared end
      // (exactly, on doubled integer coordinates) leaves them apart.
      const shared = j === i + 1 ? a.end : a.start;
      const far = (e: { start: Vec2; end: Vec2 }) => (e.start === shared ? e.end : e.start);
      const mid = (q: Vec2) => P(q.x + shared.x, q.y + shared.y); // twice the midpoint
      const twice = (q: Vec2) => P(2 * q.x, 2 * q.y);
      if (segmentsTouchExact({ start: mid(far(a)), end: twice(far(a)) }, { start: mid(far(b)), end: twice(far(b)) })) return { simple: false, areaSign };
      if (segmentsTouchExact({ start: mid(far(a)), end: twice(far(a)) }, { start: twice(shared), end: twice(far(b)) })) return { simple: false, areaSign };
      if (segmentsTouchExact({ start: twice(shared), end: twice(far(a)) }, { start: mid(far(b)), end: twice(far(b)) })) return { simple: false, areaSign };
    }
  }
  return { simple: true, areaSign };
}

describe('simpleRingTurn: is a ring simple, and which way round does it run', () => {
  it('a square written as a rect is (top-left, top-right, bottom-right, bottom-left on a y-down screen) turns 1; reversed −1', () => {
    const square = ring(0, 0, 10, 0, 10, 10, 0, 10);
    expect(simpleRingTurn(square)).toBe(1);
    expect(simpleRingTurn([...square].reverse())).toBe(-1);
  });

  it('a straight vertex (three collinear points running on) is simple; a fold back along the line is not', () => {
    expect(simpleRingTurn(ring(0, 0, 5, 0, 10, 0, 10, 10))).toBe(1);
    expect(simpleRingTurn(ring(0, 0, 10, 0, 5, 0, 5, 10))).toBe(0); // 10,0 → 5,0 runs back over 0,0 → 10,0
    expect(simpleRingTurn(ring(0, 0, 10, 0, 5, 0))).toBe(0); // a flat triangle
    expect(simpleRingTurn(ring(0, 0, 0, 10, 0, 5))).toBe(0); // a flat triangle, vertical
  });

  it('ties: a vertex on another edge, two vertices at one place, a bowtie, a repeated vertex — none certified', () => {
    expect(simpleRingTurn(ring(0, 0, 10, 0, 10, 10, 5, 0, 0, 10))).toBe(0); // 5,0 lies on the first edge
    expect(simpleRingTurn(ring(0, 0, 10, 0, 5, 5, 10, 10, 0, 10, 5, 5))).toBe(0); // 5,5 twice (two triangles touching)
    expect(simpleRingTurn(ring(0, 0, 10, 10, 10, 0, 0, 10))).toBe(0); // a bowtie
    expect(simpleRingTurn(ring(0, 0, 10, 0, 10, 0, 10, 10))).toBe(0); // a zero-length edge
    expect(simpleRingTurn(ring(0, 0, 10, 0, 10, 10, 0, 10, 0, 0))).toBe(0); // closed explicitly: the last edge has zero length
  });

  it('fewer than 3 vertices, or more than SIMPLE_RING_MAX_VERTICES, is not certified', () => {
    expect(simpleRingTurn([])).toBe(0);
    expect(simpleRingTurn(ring(0, 0, 1, 1))).toBe(0);
    const circle = (n: number) => Array.from({ length: n }, (_, k) => P(Math.cos((2 * Math.PI * k) / n) * 100, Math.sin((2 * Math.PI * k) / n) * 100));
    expect(simpleRingTurn(circle(SIMPLE_RING_MAX_VERTICES))).toBe(1);
    expect(simpleRingTurn(circle(SIMPLE_RING_MAX_VERTICES + 1))).toBe(0);
  });

  it('decides exactly: a notch a hair off an edge is simple, on it is not', () => {
    // along a horizontal edge: the notch's tip at y = 0 touches it; at the least subnormal above, it does not
    expect(simpleRingTurn(ring(0, 0, 10, 0, 10, 10, 5, 0, 0, 10))).toBe(0);
    expect(simpleRingTurn(ring(0, 0, 10, 0, 10, 10, 5, Number.MIN_VALUE, 0, 10))).toBe(1);
    // along the diagonal (0, 0) → (1, 1): the last edge runs back over it from x = 0.1 + 0.2, or 1 ulp beside it
    const x = 0.1 + 0.2;
    expect(simpleRingTurn(ring(0, 0, 1, 1, 2, 0, x, x))).toBe(0);
    expect(simpleRingTurn(ring(0, 0, 1, 1, 2, 0, x, x - 2 ** -54))).toBe(-1);
  });

  it('property: on small integer rings, certified exactly when the exact oracle says simple, turning as the signed area', () => {
    const coord = fc.integer({ min: -6, max: 6 });
    fc.assert(
      fc.property(fc.array(fc.record({ x: coord, y: coord }), { minLength: 3, maxLength: 7 }), fc.nat(6), (points, shift) => {
        const { simple, areaSign } = oracle(points);
        const turn = simpleRingTurn(points);
        expect(turn !== 0).toBe(simple);
        if (!simple) return;
        expect(turn).toBe(areaSign); // the shoelace sum is positive for (0,0) → (1,0) → (1,1)
        const rotated = points.map((_, k) => points[(k + shift) % points.length]!);
        expect(simpleRingTurn(rotated)).toBe(turn);
        expect(simpleRingTurn([...points].reverse())).toBe(-turn);
      }),
      { numRuns: 3000 },
    );
  });
});
