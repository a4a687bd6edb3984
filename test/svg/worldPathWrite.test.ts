import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { WorldEntry } from '../../src';
import { rotatedRectCorners } from '../../src/geometry/shapes/rotatedRect';
import { cachedWorldPath, worldPath } from '../../src/svg/layers/worldPath';
import { createSceneNumbers } from '../../src/svg/scene/number';

// worldPath writes a rotated rect's corners from scratch, a circle's repeated numbers
// once, and a circle's, a rect's and a rotated rect's text from pieces joined at once: the
// same text as the plain formula (the corners of rotatedRectCorners, each number formatted
// where it appears), for any shape and any Scene's numbers.
const coord = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const size = fc.double({ min: 0, max: 1e5, noNaN: true });
const numbersArb = fc.record({ ox: coord, oy: coord, decimals: fc.integer({ min: 0, max: 6 }), scale: fc.constantFrom(1, 0.5, 2.5, 1 / 3) });

describe('worldPath: rotated rects, circles and rects written as the plain formula', () => {
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
        const box = `M${x(cx)} ${y(cy)}H${x(cx + w)}V${y(cy + h)}H${x(cx)}Z`;
        expect(worldPath('rect', { x: cx, y: cy, width: w, height: h }, numbers)).toBe(box);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cachedWorldPath: one path per shape object and Scene numbers', () => {
  it('answers worldPath, per numbers, and writes a shape object once', () => {
    const a = createSceneNumbers({ x: 0, y: 0 }, 2, 1);
    const b = createSceneNumbers({ x: 10, y: 0 }, 2, 2);
    const circle = Object.freeze({ center: Object.freeze({ x: 1.25, y: 2 }), radius: 3 });
    const entry = { id: 'c', kind: 'circle', shape: circle, z: 0, filled: true, fillRule: 'evenodd' } as unknown as WorldEntry;
    const first = cachedWorldPath(entry, a);
    expect(first).toBe(worldPath('circle', circle, a));
    expect(cachedWorldPath(entry, b)).toBe(worldPath('circle', circle, b));
    expect(cachedWorldPath(entry, b)).not.toBe(first);
    // the same shape object under the same numbers: kept (the numbers' formatters are not called again)
    const counted = { ...a, x: vi.fn(a.x), y: vi.fn(a.y), len: vi.fn(a.len) };
    cachedWorldPath(entry, counted);
    cachedWorldPath({ ...entry }, counted);
    expect(counted.x).toHaveBeenCalledTimes(2);
    // an equal shape in another object (a world's copy after a write) is written again, to the same text
    const copy = { ...entry, shape: Object.freeze({ center: Object.freeze({ x: 1.25, y: 2 }), radius: 3 }) } as WorldEntry;
    expect(cachedWorldPath(copy, counted)).toBe(first);
    expect(counted.x).toHaveBeenCalledTimes(4);
  });
});
