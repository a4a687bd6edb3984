// CircleShape decides "a plain <circle>" without allocating the draw area: the same
// answer as circleToDraw's, on any circle and view, at the 2^16-pixel edge included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SceneContextValue } from '../../src/svg/scene/sceneContext';
import { circleToDraw, drawArea, drawsAsCircle } from '../../src/svg/shapes/drawArea';

const sceneOf = (x: number, y: number, width: number, height: number, unit: number) =>
  ({ viewBox: { x, y, width, height }, unit }) as unknown as SceneContextValue;

const finite = (max: number) => fc.double({ min: -max, max, noNaN: true, noDefaultInfinity: true });

describe('drawsAsCircle', () => {
  it("equals circleToDraw(…) === 'circle' on random scenes and circles", () => {
    fc.assert(
      fc.property(
        finite(1e6),
        finite(1e6),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e3, noNaN: true }),
        finite(1e9),
        finite(1e9),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (x, y, size, unit, cx, cy, r) => {
          const scene = sceneOf(x, y, size, size * 0.75, unit);
          const center = { x: cx, y: cy };
          expect(drawsAsCircle(center, r, scene)).toBe(circleToDraw(center, r, drawArea(scene)) === 'circle');
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('agrees at the edge: circles whose reach is 2^16 pixels, and 1 ulp either side', () => {
    for (const unit of [1, 0.1, 1 / 3, 7.3]) {
      const scene = sceneOf(-13.7, 4.1, 100, 80, unit);
      const area = drawArea(scene)!;
      const bx = area.x + area.width / 2;
      const by = area.y + area.width / 2;
      const limit = 2 ** 16 * (area.width / 2 / 800);
      for (const r of [1, 250, limit / 2]) {
        for (const cx of [bx + (limit - r), bx - (limit - r)]) {
          for (const nudge of [-1, 0, 1]) {
            const x = nudge === 0 ? cx : nudge < 0 ? prevDouble(cx) : nextDouble(cx);
            const center = { x, y: by };
            expect(drawsAsCircle(center, r, scene), `unit ${unit} r ${r} x ${x}`).toBe(circleToDraw(center, r, area) === 'circle');
          }
        }
      }
    }
    expect(drawsAsCircle({ x: 1e300, y: 0 }, 1, null)).toBe(true);
    // a draw area whose width overflows: both say "not a plain circle"
    const huge = sceneOf(-1.5e308, 0, 5e307, 5e307, 1e305);
    expect(drawsAsCircle({ x: 0, y: 0 }, 1, huge)).toBe(circleToDraw({ x: 0, y: 0 }, 1, drawArea(huge)) === 'circle');
  });
});

function nextDouble(v: number): number {
  const buf = new Float64Array([v]);
  const bits = new BigInt64Array(buf.buffer);
  bits[0] = bits[0]! + (v >= 0 ? 1n : -1n);
  return buf[0]!;
}
const prevDouble = (v: number) => -nextDouble(-v);
