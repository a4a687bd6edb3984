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
 * gave NaN), else 0. Two segments: `(P, i, 4, Q, j, 4)`. @internal
 */
export function tinyScale(A: Float64Array, ia: number, na: number, B: Float64Array, ib: number, nb: number): number {
  // First only the rare test (a branch that is almost never taken); the largest number only when it passes.
  if (!hasTiny(A, ia, na) && !hasTiny(B, ib, nb)) return 0;
  return scaleFor(Math.max(largest(A, ia, na), largest(B, ib, nb)));
}

/** Whether one of `A[ia … ia + n)` is nonzero and below {@link TINY}. @internal */
export function hasTiny(A: Float64Array, ia: number, n: number): boolean {
  let tiny = false;
  for (let k = ia; k < ia + n; k++) {
    const a = Math.abs(A[k]!);
    if (a < TINY && a !== 0) tiny = true;
  }
  return tiny;
}

/** The power of two `k ≥ 0` that brings the largest of `A[ia … ia + n)` to about 2²⁵⁰ (0 when it is there or above, or all are 0). @internal */
export function upScale(A: Float64Array, ia: number, n: number): number {
  return scaleFor(largest(A, ia, n));
}

/** The largest magnitude among `A[ia … ia + n)`. */
function largest(A: Float64Array, ia: number, n: number): number {
  let max = 0;
  for (let k = ia; k < ia + n; k++) max = Math.max(max, Math.abs(A[k]!));
  return max;
}

/** `k ≥ 0` with `max·2^k` about 2²⁵⁰; 0 for `max` 0. */
function scaleFor(max: number): number {
  if (max === 0) return 0;
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
