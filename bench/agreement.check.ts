import { describe, expect, it } from 'vitest';
import { tally } from './agreement';
import { makeInputs, TIE_SHARE } from './inputs';
import { makePeers } from './peerShapes';
import { makeQueries } from './queries';

/**
 * The short mode of `npm run bench` (also `npm run bench:check`, and a CI
 * step): every implementation answers the 10,000 pairs of every query once,
 * and hitkit must agree everywhere: the object API with the exact (BigInt)
 * oracle wherever the decision is a sign, the batch API with the object API bit
 * for bit. The peers' and hand loops' disagreements are printed, not judged.
 * No timing here (timing is `npm run bench`'s job, in plain Node).
 */

const inputs = makeInputs(10_000);
const queries = makeQueries(inputs, makePeers(inputs));

describe(`disagreements on 10,000 seeded pairs per query (${Math.round(TIE_SHARE * 100)}% ties and degenerate cases)`, () => {
  for (const make of queries) {
    const query = make();
    it(`${query.title} (${query.shapes}, ${query.ties} ties): hitkit agrees with ${query.exactLabel ?? 'itself'}; the batch API bit for bit`, () => {
      const tallies = tally(query, { exact: true });
      const rows: Record<string, Record<string, number | string>> = {};
      for (const t of tallies) {
        rows[t.name] = {
          disagreements: t.role === 'object' ? (t.exact === undefined ? 'reference' : `${t.exact} vs exact`) : t.disagreements,
          ...(t.bitwise === undefined ? {} : { 'not bit for bit': t.bitwise }),
        };
      }
      console.log(query.title);
      console.table(rows);
      const object = tallies.find((t) => t.role === 'object')!;
      const batch = tallies.find((t) => t.role === 'batch')!;
      if (query.exact) expect(object.exact, `${object.name} against the exact oracle (first pair ${object.firstPair})`).toBe(0);
      expect(batch.bitwise, `${batch.name}, bit for bit (first pair ${batch.firstPair})`).toBe(0);
      expect(batch.disagreements).toBe(0);
    });
  }
});
