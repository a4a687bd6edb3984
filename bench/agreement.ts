import type { Query, Role } from './queries';

/**
 * Disagreement counts: every implementation's answer for every pair, against
 * the reference. The reference is hitkit's object API; hitkit's own answers are
 * cross-checked two ways: the batch API against the object API bit for bit
 * (every number of every record, `Object.is`), and, for the decisions hitkit
 * makes exactly (a sign), the object API against an exact (BigInt) oracle.
 */
export interface Tally {
  readonly name: string;
  readonly role: Role;
  /** Pairs whose answer differs from the reference (within `TOLERANCE` for numbers). */
  readonly disagreements: number;
  /** Object API only: pairs where hitkit differs from the exact oracle (undefined without one). */
  readonly exact?: number | undefined;
  /** Batch API only: pairs whose record is not bit for bit the object API's. */
  readonly bitwise?: number | undefined;
  /** The first disagreeing pair, for a look. */
  readonly firstPair?: number | undefined;
}

/** Runs every implementation once (outputs cleared first) and counts. */
export function tally(query: Query, options: { exact: boolean }): Tally[] {
  for (const variant of query.variants) {
    variant.out.fill(variant.out instanceof Float64Array ? NaN : 0);
    variant.run();
  }
  const reference = query.variants.find((v) => v.role === 'object')!;
  const ref = reference.out;
  const pairs = ref.length / query.stride;
  return query.variants.map((variant): Tally => {
    let disagreements = 0;
    let firstPair: number | undefined;
    const out = variant.out;
    if (variant === reference) {
      let exact: number | undefined;
      if (options.exact && query.exact) {
        exact = 0;
        for (let i = 0; i < pairs; i++) {
          if (!query.exact(ref, i)) {
            exact++;
            firstPair ??= i;
          }
        }
      }
      return { name: variant.name, role: variant.role, disagreements: 0, exact, firstPair };
    }
    let bitwise: number | undefined;
    if (variant.role === 'batch') {
      bitwise = 0;
      for (let i = 0; i < pairs; i++) {
        for (let s = 0, o = i * query.stride; s < query.stride; s++) {
          if (!Object.is(ref[o + s], out[o + s])) {
            bitwise++;
            firstPair ??= i;
            break;
          }
        }
      }
    }
    for (let i = 0; i < pairs; i++) {
      if (!query.agrees(ref, out, i)) {
        disagreements++;
        firstPair ??= i;
      }
    }
    return { name: variant.name, role: variant.role, disagreements, bitwise, firstPair };
  });
}

/** Did hitkit (object and batch APIs) agree everywhere: with the exact oracle, and bit for bit? */
export function hitkitClean(tallies: readonly Tally[]): boolean {
  return tallies.every((t) => {
    if (t.role === 'object') return (t.exact ?? 0) === 0;
    if (t.role === 'batch') return t.disagreements === 0 && t.bitwise === 0;
    return true;
  });
}
