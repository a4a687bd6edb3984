/**
 * When the crossing points (`crossingAt`, `rayCrossingAt` in crossingPoint.ts)
 * solve a pair scaled up by a power of two: a nonzero coordinate below 2⁻²⁹⁸
 * could take their products below the normal range (exact from 1e-90 up).
 * Scaling by 2ᵏ is exact while the numbers only grow; the largest is brought
 * to about 2²⁵⁰. @internal
 */

/** Below this (2⁻²⁹⁸, about 1e-90) a nonzero coordinate may take a product of three coordinates below the normal range. */
export const TINY = 2 ** -298;

/**
 * The power of two `k` that brings the two segments' largest coordinate to
 * about 2²⁵⁰ when one of their nonzero coordinates is below {@link TINY}
 * (where the crossing paths' products could underflow: `D = 0` gave NaN),
 * else 0. @internal
 */
export function tinyScale(P: Float64Array, i: number, Q: Float64Array, j: number): number {
  let max = 0;
  let tiny = false;
  for (let n = 0; n < 4; n++) {
    const a = Math.abs(P[i + n]!);
    const b = Math.abs(Q[j + n]!);
    if ((a < TINY && a !== 0) || (b < TINY && b !== 0)) tiny = true;
    if (a > max) max = a;
    if (b > max) max = b;
  }
  if (!tiny) return 0;
  const k = 250 - Math.floor(Math.log2(max));
  return k > 0 ? k : 0;
}

/** {@link tinyScale} for the six point coordinates `e[0 … 5]` of `rayCrossingAt` (the segment's ends, the origin). @internal */
export function tinyPointsScale(e: Float64Array): number {
  let max = 0;
  let tiny = false;
  for (let n = 0; n < 6; n++) {
    const a = Math.abs(e[n]!);
    if (a < TINY && a !== 0) tiny = true;
    if (a > max) max = a;
  }
  if (!tiny) return 0;
  const k = 250 - Math.floor(Math.log2(max));
  return k > 0 ? k : 0;
}
