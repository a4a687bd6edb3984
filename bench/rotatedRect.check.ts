import { describe, expect, it } from 'vitest';
import { tally } from './agreement';
import { makeInputs } from './inputs';
import { makeRotatedRectQueries } from './rotatedRectQueries';

/**
 * The rotated-rect rows' short mode (`npm run bench:check`): every
 * implementation answers the 10,000 pairs once; hitkit's rotated-rect functions
 * must agree with the exact (BigInt) oracle on the corners wherever the
 * decision is a sign. The unturned rows' and hand loops' disagreements are
 * printed, not judged (the unturned rows answer another question).
 */

const inputs = makeInputs(10_000);

describe('rotated-rect rows: disagreements on 10,000 seeded pairs per query', () => {
  for (const make of makeRotatedRectQueries(inputs)) {
    const query = make();
    it(`${query.title} (${query.shapes}): hitkit agrees with ${query.exactLabel ?? 'itself'}`, () => {
      const tallies = tally(query, { exact: true });
      console.log(query.title);
      console.table(
        Object.fromEntries(tallies.map((t) => [t.name, t.role === 'object' ? (t.exact === undefined ? 'reference' : `${t.exact} vs exact`) : t.disagreements])),
      );
      const object = tallies.find((t) => t.role === 'object')!;
      if (query.exact) expect(object.exact, `${object.name} against the exact oracle (first pair ${object.firstPair})`).toBe(0);
      // the hand loops answer the same question: they may differ only on a few ties and near-boundary pairs
      for (const t of tallies) if (t.role === 'scalar' || t.role === 'soa') expect(t.disagreements).toBeLessThan(query.variants[0]!.out.length / 50);
    });
  }
});
