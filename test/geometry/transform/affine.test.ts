import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AFFINE_IDENTITY,
  affine,
  affineRotate,
  affineScale,
  affineTranslate,
  applyAffine,
  applyAffineToVector,
  composeAffine,
  invertAffine,
  isIdentityAffine,
} from '../../../src/geometry';
import { coord, point } from '../arbitraries';

const close = (p: { x: number; y: number }, q: { x: number; y: number }, tolerance = 1e-9) => {
  expect(Math.abs(p.x - q.x)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(p.y - q.y)).toBeLessThanOrEqual(tolerance);
};

describe('affine maps', () => {
  it('uses the SVG matrix(a b c d e f) layout', () => {
    const m = affine(1, 2, 3, 4, 5, 6);
    expect(applyAffine(m, { x: 10, y: 100 })).toEqual({ x: 1 * 10 + 3 * 100 + 5, y: 2 * 10 + 4 * 100 + 6 });
    expect(applyAffineToVector(m, { x: 10, y: 100 })).toEqual({ x: 310, y: 420 });
    expect(Object.isFrozen(m)).toBe(true);
  });

  it('turns +x towards +y for a positive angle (clockwise on screen, y down)', () => {
    close(applyAffine(affineRotate(Math.PI / 2), { x: 1, y: 0 }), { x: 0, y: 1 }, 1e-15);
    close(applyAffine(affineRotate(Math.PI / 2, { x: 10, y: 10 }), { x: 11, y: 10 }), { x: 10, y: 11 }, 1e-14);
  });

  it('gives the identity exactly for a zero angle, unit scales and a zero translation', () => {
    expect(isIdentityAffine(affineRotate(0, { x: 123.4, y: -5e8 }))).toBe(true);
    expect(isIdentityAffine(affineScale(1, 1, { x: 3, y: 4 }, 0.7))).toBe(true);
    expect(isIdentityAffine(affineTranslate(0, 0))).toBe(true);
    expect(isIdentityAffine(affineTranslate(0, 1e-300))).toBe(false);
  });

  it('scales along turned axes about a fixed pivot, exactly diagonal when unturned', () => {
    expect(affineScale(2, 3, { x: 1, y: 1 })).toEqual({ a: 2, b: 0, c: 0, d: 3, e: -1, f: -2 });
    const m = affineScale(2, 0.5, { x: 10, y: 20 }, Math.PI / 6);
    close(applyAffine(m, { x: 10, y: 20 }), { x: 10, y: 20 }, 1e-12);
    // along the turned x axis the distance doubles, along the turned y axis it halves
    const ux = { x: Math.cos(Math.PI / 6), y: Math.sin(Math.PI / 6) };
    close(applyAffineToVector(m, ux), { x: 2 * ux.x, y: 2 * ux.y }, 1e-15);
    const uy = { x: -ux.y, y: ux.x };
    close(applyAffineToVector(m, uy), { x: 0.5 * uy.x, y: 0.5 * uy.y }, 1e-15);
  });

  it('composes outer ∘ inner (inner first)', () => {
    const t = affineTranslate(10, 0);
    const r = affineRotate(Math.PI / 2);
    close(applyAffine(composeAffine(r, t), { x: 0, y: 0 }), { x: 0, y: 10 }, 1e-14); // translate, then turn
    close(applyAffine(composeAffine(t, r), { x: 0, y: 0 }), { x: 10, y: 0 }, 1e-14); // turn, then translate
  });

  it('inverts: m⁻¹ ∘ m is the identity (property), the identity exactly, and null when singular', () => {
    fc.assert(
      fc.property(coord, coord, fc.double({ min: 0.1, max: 10, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), point, (dx, dy, s, angle, p) => {
        const m = composeAffine(affineTranslate(dx, dy), composeAffine(affineRotate(angle), affineScale(s, -1 / s)));
        const back = applyAffine(invertAffine(m)!, applyAffine(m, p));
        close(back, p, 1e-9 * (1 + Math.abs(dx) + Math.abs(dy) + Math.abs(p.x) + Math.abs(p.y)) * (s + 1 / s));
      }),
    );
    expect(invertAffine(AFFINE_IDENTITY)).toEqual(AFFINE_IDENTITY);
    expect(invertAffine(affineScale(0, 1))).toBeNull();
    expect(invertAffine(affine(1e-300, 0, 0, 1e-300, 0, 0))).toBeNull(); // det underflows to 0
  });

  it('rejects bad coefficients naming them', () => {
    expect(() => affine(1, 0, 0, 1, Number.NaN, 0)).toThrow(new RangeError('affine.e must be a finite number, got NaN'));
    expect(() => affineRotate('1' as unknown as number)).toThrow(TypeError);
    expect(() => affineScale(1, 1, { x: 0, y: Infinity })).toThrow(/affineScale\.pivot\.y/);
    expect(() => affineTranslate(Infinity, 0)).toThrow(/affineTranslate\.dx/);
  });
});
