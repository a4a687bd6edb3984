import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createSceneNumbers, formatSvgNumber } from '../../src/svg/scene/number';

/** The formatter as it was written before its fast path: `toFixed`, then the shortest form of the rounded number. */
function reference(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const rounded = Number(fixed);
  if (rounded === 0) return '0';
  const text = String(rounded);
  if (Math.abs(rounded) >= 1e-6) return text;
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

const buffer = new DataView(new ArrayBuffer(8));

/** The double `steps` ulps away from `x` (towards +∞ for a positive step on a positive x). */
function ulpsAway(x: number, steps: number): number {
  buffer.setFloat64(0, x);
  buffer.setBigInt64(0, buffer.getBigInt64(0) + BigInt(steps));
  return buffer.getFloat64(0);
}

/** Ties of rounding to `d` decimals ((k + 0.5) / 10^d as doubles) and the doubles a few ulps beside them, either sign. */
const nearTie = fc
  .tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -(2 ** 33), max: 2 ** 33 }), fc.integer({ min: -3, max: 3 }), fc.boolean())
  .map(([d, k, steps, halfFromText]) => {
    const tie = halfFromText ? Number(`${String(k)}.5e-${String(d)}`) : (k + 0.5) / 10 ** d;
    return { value: tie === 0 || !Number.isFinite(tie) ? tie : ulpsAway(tie, steps), decimals: d };
  });

const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });
const plain = fc.oneof(
  anyDouble,
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
  fc.integer().map((n) => n),
  fc.constantFrom(
    0,
    -0,
    0.5,
    -0.5,
    1.0005,
    2.675,
    1e21,
    -1e21,
    2 ** 31,
    -(2 ** 31),
    2 ** 53,
    5e-324,
    -5e-324,
    1e-6,
    -1e-6,
    9.9999995e-7,
    0.0000005,
    1.5e-7,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
);

describe('formatSvgNumber: the fast path writes what toFixed wrote', () => {
  it('equals the reference on any double at 0 to 20 and 100 decimals', () => {
    fc.assert(
      fc.property(plain, fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom(3, 4, 15, 16, 100)), (value, decimals) => {
        expect(formatSvgNumber(value, decimals)).toBe(reference(value, decimals));
      }),
      { numRuns: 20000 },
    );
  });

  it('equals the reference at and beside every kind of rounding tie', () => {
    fc.assert(
      fc.property(nearTie, ({ value, decimals }) => {
        expect(formatSvgNumber(value, decimals)).toBe(reference(value, decimals));
      }),
      { numRuns: 20000 },
    );
  });

  it("writes every rounded value k / 10^d as the reference does: from k's digits, trailing zeros and leading decimal zeros included", () => {
    // the fast path's own inputs: an integer k up to 2^31 (the rounding of a t just below 2^31 reaches it) and 0 to 15
    // decimals, the value a quarter away from k
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -(2 ** 31) + 1, max: 2 ** 31 - 1 }),
          fc.integer({ min: -10_000, max: 10_000 }),
          fc.constantFrom(1, -1, 10, 100, 1000, 1005, 2 ** 31 - 1, 2 ** 31, -(2 ** 31)),
        ),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(0, 0.25, -0.25),
        (k, d, off) => {
          const value = (k + off) / 10 ** d;
          expect(formatSvgNumber(value, d), `${String(k)} / 10^${String(d)}`).toBe(reference(value, d));
        },
      ),
      { numRuns: 30000 },
    );
    expect(formatSvgNumber(1.05, 3)).toBe('1.05');
    expect(formatSvgNumber(-0.007, 3)).toBe('-0.007');
    expect(formatSvgNumber(120, 3)).toBe('120');
    expect(formatSvgNumber(0.000001, 6)).toBe('0.000001');
    expect(formatSvgNumber(2147483647.7, 0)).toBe('2147483648');
  });

  it('equals the reference on hand-picked values: -0, ties, huge, tiny, integers', () => {
    const values = [
      -0,
      0,
      0.5,
      1.5,
      2.5,
      -0.5,
      -2.5,
      0.0005,
      0.0015,
      1.0005,
      1.2345,
      -1.2345,
      2.675,
      10.0005,
      1e21,
      1.5e21,
      123456789.0125,
      2 ** 31 - 0.5,
      2 ** 31,
      5e-324,
      1e-7,
      4.9999e-7,
      5e-7,
      9.9995e-7,
      1e-6,
    ];
    for (const v of values) {
      for (let d = 0; d <= 16; d++) {
        expect(formatSvgNumber(v, d), `${String(v)} at ${String(d)}`).toBe(reference(v, d));
        expect(formatSvgNumber(-v, d), `${String(-v)} at ${String(d)}`).toBe(reference(-v, d));
      }
    }
    expect(formatSvgNumber(-0.0004, 3)).toBe('0');
    expect(formatSvgNumber(0.0005, 3)).toBe('0.001');
    expect(formatSvgNumber(1.0005, 3)).toBe('1');
    expect(formatSvgNumber(1e-7, 8)).toBe('0.0000001');
  });

  it("a SceneNumbers' x, y and len write what formatSvgNumber writes, and still refuse NaN and ±Infinity", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(1, 10, 1e-3, 1e8),
        (value, o, decimals, scale) => {
          const n = createSceneNumbers({ x: o, y: -o }, decimals, scale);
          expect(n.x(value)).toBe(reference((value - o) * scale, decimals));
          expect(n.y(value)).toBe(reference((value + o) * scale, decimals));
          expect(n.len(value)).toBe(reference(value * scale, decimals));
        },
      ),
      { numRuns: 5000 },
    );
    const n = createSceneNumbers({ x: 0, y: 0 }, 3);
    expect(() => n.x(Number.NaN)).toThrow(new RangeError('formatNumber: value must be a finite number, got NaN'));
    expect(() => n.y(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => n.len(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatSvgNumber(1, 2.5)).toThrow(RangeError);
  });

  it('ordinary coordinates are written without toFixed; a tie still goes through it', () => {
    const toFixed = vi.spyOn(Number.prototype, 'toFixed');
    try {
      const n = createSceneNumbers({ x: 0, y: 0 }, 3);
      let written = '';
      for (let k = 0; k < 1000; k++) written += n.x(1234 + Math.sqrt(k) * 3.7) + n.y(-k * 7.123456) + n.len(k / 7);
      expect(written.length).toBeGreaterThan(0);
      expect(toFixed).toHaveBeenCalledTimes(0);
      expect(formatSvgNumber(0.0625, 3)).toBe('0.063');
      expect(toFixed).toHaveBeenCalledTimes(1);
    } finally {
      toFixed.mockRestore();
    }
  });
});
