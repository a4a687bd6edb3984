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
 * The power of two `k` that brings the largest of the numbers `A[ia … ia + na)`
 * and `B[ib … ib + nb)` to about 2²⁵⁰ when one of them is nonzero and below
 * {@link TINY} (where the crossing paths' products could underflow: `D = 0`
 * gave NaN), else 0. Two segments: `(P, i, 4, Q, j, 4)`; a ray's points:
 * `(e, 0, 6, e, 0, 0)`. @internal
 */
export function tinyScale(A: Float64Array, ia: number, na: number, B: Float64Array, ib: number, nb: number): number {
  // First only the rare test (a branch that is almost never taken); the largest number only when it passes.
  let tiny = false;
  for (let n = ia; n < ia + na; n++) {
    const a = Math.abs(A[n]!);
    if (a < TINY && a !== 0) tiny = true;
  }
  for (let n = ib; n < ib + nb; n++) {
    const a = Math.abs(B[n]!);
    if (a < TINY && a !== 0) tiny = true;
  }
  if (!tiny) return 0;
  let max = 0;
  for (let n = ia; n < ia + na; n++) max = Math.max(max, Math.abs(A[n]!));
  for (let n = ib; n < ib + nb; n++) max = Math.max(max, Math.abs(B[n]!));
  const k = 250 - Math.floor(Math.log2(max));
  return k > 0 ? k : 0;
}

/**
 * Multiplies `v[from … to)` by 2ᵏ in two steps (2ᵏ alone overflows past
 * k = 1023; each step is exact while the numbers stay normal); a negative `k`
 * scales back by the smaller step first, the one that cannot round. @internal
 */
export function scaleByPowerOfTwo(v: Float64Array, from: number, to: number, k: number): void {
  const k1 = k > 0 ? Math.min(k, 1000) : Math.max(k, -1000);
  const first = k > 0 ? 2 ** k1 : 2 ** (k - k1);
  const second = k > 0 ? 2 ** (k - k1) : 2 ** k1;
  for (let n = from; n < to; n++) v[n] = v[n]! * first * second;
}
