import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotatedRectCorners } from '../../src/geometry/shapes/rotatedRect';
import { worldPath } from '../../src/svg/layers/worldPath';
import { createSceneNumbers } from '../../src/svg/scene/number';

// worldPath writes a rotated rect's corners from scratch and a circle's repeated numbers
// once: the same text as the plain formula (the corners of rotatedRectCorners, each
// number formatted where it appears), for any shape and any Scene's numbers.
const coord = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const size = fc.double({ min: 0, max: 1e5, noNaN: true });
const numbersArb = fc.record({ ox: coord, oy: coord, decimals: fc.integer({ min: 0, max: 6 }), scale: fc.constantFrom(1, 0.5, 2.5, 1 / 3) });

describe('worldPath: rotated rects and circles written as the plain formula', () => {
  it('property: the same path data', () => {
    fc.assert(
      fc.property(numbersArb, coord, coord, size, size, fc.double({ min: -10, max: 10, noNaN: true }), (n, cx, cy, w, h, rotation) => {
        const numbers = createSceneNumbers({ x: n.ox, y: n.oy }, n.decimals, n.scale);
        const { x, y, len } = numbers;
        const rect = { center: { x: cx, y: cy }, width: w, height: h, rotation };
        const pts = rotatedRectCorners(rect);
        const plain = `M${x(pts[0]!.x)} ${y(pts[0]!.y)}${pts
          .slice(1)
          .map((p) => `L${x(p.x)} ${y(p.y)}`)
          .join('')}Z`;
        expect(worldPath('rotatedRect', rect, numbers)).toBe(plain);
        const r = len(w);
        const circle = `M${x(cx + w)} ${y(cy)}A${r} ${r} 0 1 1 ${x(cx - w)} ${y(cy)}A${r} ${r} 0 1 1 ${x(cx + w)} ${y(cy)}Z`;
        expect(worldPath('circle', { center: { x: cx, y: cy }, radius: w }, numbers)).toBe(circle);
      }),
      { numRuns: 2000 },
    );
  });
});
