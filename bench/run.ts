import { hitkitClean, tally, type Tally } from './agreement';
import { measureBytes, type BytesRow } from './bytes';
import { DENSE_QUERIES, makeDenseInputs, segmentPaths, type SegmentPaths } from './dense';
import { makeInputs, QUERIES, SEED, TIE_SHARE, type Inputs } from './inputs';
import { fmt, median, pad } from './measure';
import { makePeers } from './peerShapes';
import { nodeProcess as process } from './node';
import { makeQueries, type Query, type Variant } from './queries';
import { makeRotatedRectQueries } from './rotatedRectQueries';

/**
 * `npm run bench`, the timing part, in plain Node (bundled by `bench/bench.mjs`;
 * vitest's module runner would slow hitkit's cross-module calls several times
 * over and make the table meaningless).
 *
 * For 10,000 and 1,000,000 seeded pairs per query: first the disagreement
 * counts on every pair (hitkit against the exact oracle and bit for bit, the
 * others against hitkit), then millions of pairs per second for every
 * implementation: the median of many short runs (21 at 10,000 pairs, 7 at
 * 1,000,000), the implementations interleaved round by round (so that whatever
 * else the machine is doing weighs on all of them alike), each run at least
 * 10 ms of passes, after a warm-up. Each figure is also given as a ratio to the
 * hand-written loops of the same run.
 * Then issue #31's table: both distributions at both sizes, hitkit's object
 * API against the non-exact hand loop and the fastest peer, and how often the
 * segment pairs took the exact paths.
 * Then bytes allocated per call by hitkit's scalar functions (measured by
 * `bench.mjs` in a child process with `--expose-gc` before this one starts, and
 * handed over in BENCH_BYTES_JSON), and the issue's targets, met or not, from
 * this run.
 *
 * Exits with 1 when hitkit disagrees anywhere; timings never fail it.
 *
 * Environment: BENCH_DISTRIBUTIONS (default "sparse,dense": #10's sparse scene
 * and the dense box of `dense.ts`, timed on the segment, circle and distance
 * queries), BENCH_SIZES (comma-separated pair counts, default
 * "10000,1000000"), BENCH_RUNS (default 21 at 10,000 and 7 at 1,000,000),
 * BENCH_ONLY (a part of one query's title: time only that query),
 * BENCH_FLOOR=1 (adds to the intersection-point queries a `floor` row: the
 * object variant's loop around a function that reads the pair and returns a
 * constant, the most any object API can reach in this harness; see `Role`).
 */

const MIN_RUN_MS = 10;
const WARM_UP_MS = 150;

if (process.argv.includes('--bytes')) {
  // The bytes-per-call process: print the rows as JSON and stop.
  process.stdout.write(JSON.stringify(measureBytes()));
  process.exit(0);
}

const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
/** For a closer look at one query while working on it: BENCH_ONLY="segment–circle hit". */
const only = process.env.BENCH_ONLY;

/** Millions of pairs per second for each variant: the median of `runs` interleaved runs. */
function time(variants: readonly Variant[], pairs: number, runs: number): number[] {
  const passes = variants.map((v) => {
    // Warm up (the engine optimises the loop and everything it calls), then
    // choose how many passes make one run.
    // (The disagreement count already ran each variant once.)
    const start = performance.now();
    let done = 0;
    while (done < 1 || performance.now() - start < WARM_UP_MS) {
      v.run();
      done++;
    }
    const perPass = (performance.now() - start) / done;
    return Math.max(1, Math.ceil(MIN_RUN_MS / perPass));
  });
  const prime = passes.map((count) => count > 1); // short passes: worth one untimed pass first
  const rates: number[][] = variants.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (let n = 0; n < variants.length; n++) {
      const i = (n + round) % variants.length; // rotate who goes first
      const v = variants[i]!;
      const count = passes[i]!;
      if (prime[i]) v.run(); // one untimed pass, so a short run starts with its own data in the caches
      const start = performance.now();
      for (let p = 0; p < count; p++) v.run();
      const ms = performance.now() - start;
      rates[i]!.push((pairs * count) / ms / 1000);
    }
  }
  if (process.env.BENCH_DEBUG)
    for (let i = 0; i < variants.length; i++) console.log(variants[i]!.name.slice(0, 40), passes[i], rates[i]!.map((r) => r.toFixed(0)).join(' '));
  return rates.map(median);
}

interface Row {
  readonly name: string;
  readonly role: Variant['role'];
  readonly tally: Tally;
  readonly mops: number;
  readonly vsScalar: number;
  readonly vsSoa: number;
}

interface QueryResult {
  readonly distribution: Distribution['name'];
  readonly title: string;
  readonly pairs: number;
  readonly rows: readonly Row[];
}

function disagreementCell(t: Tally): string {
  if (t.role === 'floor') return 'not a query';
  if (t.role === 'object') return t.exact === undefined ? 'reference' : `${fmt(t.exact)} vs exact`;
  if (t.role === 'batch') return `${fmt(t.disagreements)}, ${t.bitwise === 0 ? 'bit for bit' : `${fmt(t.bitwise ?? 0)} not bit for bit`}`;
  return fmt(t.disagreements);
}

function printQuery(query: Query, pairs: number, rows: readonly Row[]): void {
  console.log(`\n${query.title} · ${fmt(pairs)} pairs (${query.shapes}; ${fmt(query.ties)} targets are ties or degenerate)`);
  const header = [pad('implementation', 50), pad('disagreements', 22), pad('Mops/s', 9, true), pad('× hand scalar', 15, true), pad('× hand SoA', 12, true)];
  console.log(`  ${header.join('')}`);
  for (const r of rows) {
    console.log(
      `  ${pad(r.name, 50)}${pad(disagreementCell(r.tally), 22)}${pad(fmt(r.mops, 1), 9, true)}${pad(r.vsScalar.toFixed(2), 15, true)}${pad(r.vsSoa.toFixed(2), 12, true)}`,
    );
  }
  if (query.exactLabel) console.log(`  (hitkit's answers checked against the ${query.exactLabel})`);
}

/**
 * The two distributions of pairs (BENCH_DISTRIBUTIONS="sparse,dense" by
 * default): #10's sparse scene, where boxes are apart 95 % of the time, and the
 * dense box of `dense.ts`, where most boxes overlap and a quarter of the
 * segment pairs cross (only the queries it names are timed there).
 */
interface Distribution {
  readonly name: 'sparse' | 'dense';
  readonly label: string;
  readonly make: (pairs: number) => Inputs;
  readonly queries?: readonly string[];
}
const DISTRIBUTIONS: readonly Distribution[] = [
  { name: 'sparse', label: 'sparse: a 2000 × 2000 scene, boxes mostly apart, 12 % ties', make: (pairs) => makeInputs(pairs) },
  {
    name: 'dense',
    label: 'dense: a 100 × 100 box, half the boxes overlap, a quarter of the segment pairs cross',
    make: (pairs) => makeDenseInputs(pairs),
    queries: DENSE_QUERIES,
  },
];
const chosen = (process.env.BENCH_DISTRIBUTIONS ?? 'sparse,dense').split(',');
const distributions = DISTRIBUTIONS.filter((d) => chosen.includes(d.name));

const share = (n: number, of: number) => `${fmt(n)} (${((100 * n) / Math.max(1, of)).toFixed(n > 0 && n < of / 1000 ? 4 : 1)} %)`;

/** The paths the segment pairs take (box test, fused filter, exact predicate; fast or exact crossing point), printed under the segment–segment hit table. */
function printPaths(inputs: Inputs, query: Query): SegmentPaths {
  const ref = query.variants.find((v) => v.role === 'object')!.out;
  const p = segmentPaths(inputs, (i) => ref[i] === 1);
  console.log(
    `  paths: ${share(p.touch, p.pairs)} pairs touch; boxes meet in ${share(p.boxesMeet, p.pairs)}; exact predicate ran for ${share(p.exactDecisions, p.boxesMeet)} of those;` +
      ` crossing points: ${fmt(p.crossings)} certified crossings, ${share(p.exactPoints, p.crossings)} took the exact point path`,
  );
  return p;
}

/**
 * Issue #31's table, from this run: for each distribution and size, each
 * query timed on the dense distribution (the segment queries), hitkit's object
 * API against the non-exact hand loop on the same objects, the ratio, the
 * fastest peer that has the query (hitkit's figure over the peer's), and the
 * exact-path counts of the segment pairs.
 */
function printIssueTable(paths: ReadonlyMap<string, SegmentPaths>): void {
  console.log('\n#31 · both distributions, hitkit against the non-exact hand loop on the same objects (medians of this run)');
  console.log('| distribution | pairs | query | hitkit Mops/s | hand loop Mops/s | ratio | fastest peer: hitkit × it |');
  console.log('|---|---|---|---|---|---|---|');
  for (const distribution of distributions) {
    for (const pairs of sizes) {
      for (const r of results.filter((x) => x.distribution === distribution.name && x.pairs === pairs && DENSE_QUERIES.includes(x.title))) {
        const ours = r.rows.find((x) => x.role === 'object')!;
        const hand = r.rows.find((x) => x.role === 'scalar')!;
        const peers = r.rows.filter((x) => x.role === 'peer').sort((a, b) => b.mops - a.mops);
        const peer = peers[0] ? `${peers[0].name}: ${(ours.mops / peers[0].mops).toFixed(2)}×` : '(no peer has it)';
        console.log(
          `| ${distribution.name} | ${fmt(pairs)} | ${r.title} | ${fmt(ours.mops, 1)} | ${fmt(hand.mops, 1)} | ${ours.vsScalar.toFixed(2)}× | ${peer} |`,
        );
      }
    }
  }
  console.log('\nexact paths of the segment pairs (segmentSegmentHit / intersectSegmentSegment)');
  for (const [key, p] of paths) {
    console.log(
      `  ${key}: boxes meet in ${share(p.boxesMeet, p.pairs)}; exact predicate for ${share(p.exactDecisions, p.boxesMeet)} of those; exact point path for ${share(p.exactPoints, p.crossings)} of ${fmt(p.crossings)} crossings`,
    );
  }
}

const results: QueryResult[] = [];
const paths = new Map<string, SegmentPaths>();
let clean = true;

console.log(`hitkit bench · Node ${process.version} · ${process.env.BENCH_CPU ?? 'unknown CPU'}`);
console.log(
  `Inputs: seeded (seed ${SEED}), ${QUERIES} query shapes × (pairs / ${QUERIES}) targets, ${Math.round(TIE_SHARE * 100)}% of targets ties and degenerate cases.`,
);
console.log("Mops/s: millions of pairs per second, median of the runs; × hand …: that figure over the hand-written loop's, same run.");

for (const distribution of distributions) {
  for (const pairs of sizes) {
    const runs = Number(process.env.BENCH_RUNS ?? (pairs >= 1_000_000 ? 7 : 21));
    console.log(`\n═══ ${distribution.label} · ${fmt(pairs)} pairs per query (median of ${runs} runs) ═══`);
    const inputs = distribution.make(pairs);
    const peers = makePeers(inputs);
    for (const make of [...makeQueries(inputs, peers), ...makeRotatedRectQueries(inputs)]) {
      const query = make();
      if (distribution.queries && !distribution.queries.includes(query.title)) continue;
      if (only && !query.title.includes(only)) continue;
      const tallies = tally(query, { exact: true });
      if (!hitkitClean(tallies)) clean = false;
      const mops = time(query.variants, pairs, runs);
      const scalar = mops[query.variants.findIndex((v) => v.role === 'scalar')]!;
      const soa = mops[query.variants.findIndex((v) => v.role === 'soa')]!;
      const rows = query.variants.map((v, i): Row => ({
        name: v.name,
        role: v.role,
        tally: tallies[i]!,
        mops: mops[i]!,
        vsScalar: mops[i]! / scalar,
        vsSoa: mops[i]! / soa,
      }));
      printQuery(query, pairs, rows);
      if (query.title === 'segment–segment hit') paths.set(`${distribution.name} · ${fmt(pairs)} pairs`, printPaths(inputs, query));
      results.push({ distribution: distribution.name, title: query.title, pairs, rows });
    }
  }
}

printIssueTable(paths);

// ─── bytes per call ───
const bytes: BytesRow[] = process.env.BENCH_BYTES_JSON ? (JSON.parse(process.env.BENCH_BYTES_JSON) as BytesRow[]) : [];
if (bytes.length > 0) {
  console.log(
    `\nbytes allocated per call (hitkit's scalar functions; batch functions per shape; ${fmt(bytes[0]!.calls)} calls on the bench's pairs, heapUsed in a process with --expose-gc, median of 5)`,
  );
  for (const b of bytes) console.log(`  ${pad(b.name, 50)}${pad(b.result, 26)}${pad(fmt(b.bytesPerCall, 1), 8, true)} B`);
} else {
  console.log('\nbytes per call: not measured (run through `npm run bench`)');
}

// ─── the issue's targets, from this run ───
console.log('\ntargets (this run)');
const row = (title: string, pairs: number, role: Variant['role'], name?: string, distribution: Distribution['name'] = 'sparse') =>
  results
    .find((r) => r.distribution === distribution && r.title === title && r.pairs === pairs)
    ?.rows.find((x) => x.role === role && (name === undefined || x.name.startsWith(name)));
const lines: string[] = [];
const check = (ok: boolean, text: string) => lines.push(`  ${ok ? 'met    ' : 'NOT MET'}  ${text}`);
for (const pairs of sizes) {
  const group = results.filter((r) => r.pairs === pairs && r.distribution === 'sparse');
  for (const r of group) {
    const object = r.rows.find((x) => x.role === 'object')!;
    const batch = r.rows.find((x) => x.role === 'batch');
    check(object.vsScalar >= 0.8, `${fmt(pairs)} · ${r.title}: object API ${object.vsScalar.toFixed(2)}× the hand scalar loop (≥ 0.8)`);
    if (batch) check(batch.vsSoa >= 0.9, `${fmt(pairs)} · ${r.title}: batch API ${batch.vsSoa.toFixed(2)}× the hand SoA loop (≥ 0.9)`);
  }
  const hit = row('segment–circle hit', pairs, 'object');
  const intersects = row('segment–circle hit', pairs, 'peer', 'intersects');
  if (hit && intersects) {
    check(hit.mops >= intersects.mops, `${fmt(pairs)} · segmentCircleHit ${(hit.mops / intersects.mops).toFixed(2)}× intersects lineCircle (≥ 1.0)`);
  }
  const exactHit = row('segment–segment hit', pairs, 'object');
  if (exactHit) {
    check(exactHit.vsScalar >= 0.5, `${fmt(pairs)} · segmentSegmentHit (exact) ${exactHit.vsScalar.toFixed(2)}× the non-exact hand loop (≥ 0.5)`);
  }
  for (const title of ['segment–circle hit', 'point–segment distance']) {
    // Judged on the object API (shape objects against the peers' shape objects); the batch API's figure beside it.
    const ours = row(title, pairs, 'object');
    const batch = row(title, pairs, 'batch');
    const peersOf = results.find((r) => r.distribution === 'sparse' && r.title === title && r.pairs === pairs)?.rows.filter((x) => x.role === 'peer') ?? [];
    for (const peer of peersOf) {
      if (!/flatten|sat |check2d/.test(peer.name) || !ours || !batch) continue;
      const times = (ours.mops / peer.mops).toFixed(1);
      const batchTimes = (batch.mops / peer.mops).toFixed(1);
      check(ours.mops >= 20 * peer.mops, `${fmt(pairs)} · ${title}: hitkit ${times}× (batch API ${batchTimes}×) ${peer.name} (≥ 20)`);
    }
  }
}
// #31: the dense distribution's targets, and every peer slower than hitkit's object API on both distributions.
for (const pairs of sizes) {
  const denseHit = row('segment–segment hit', pairs, 'object', undefined, 'dense');
  if (denseHit)
    check(denseHit.vsScalar >= 0.7, `${fmt(pairs)} · dense · segmentSegmentHit (exact) ${denseHit.vsScalar.toFixed(2)}× the non-exact hand loop (≥ 0.7)`);
  const densePoint = row('segment–segment intersection point', pairs, 'object', undefined, 'dense');
  if (densePoint) {
    check(densePoint.vsScalar >= 0.5, `${fmt(pairs)} · dense · intersectSegmentSegment ${densePoint.vsScalar.toFixed(2)}× the plain-formula hand loop (≥ 0.5)`);
  }
  for (const r of results.filter((x) => x.pairs === pairs)) {
    const ours = r.rows.find((x) => x.role === 'object')!;
    for (const peer of r.rows.filter((x) => x.role === 'peer')) {
      check(ours.mops > peer.mops, `${fmt(pairs)} · ${r.distribution} · ${r.title}: hitkit ${(ours.mops / peer.mops).toFixed(1)}× ${peer.name} (> 1)`);
    }
  }
}
for (const b of bytes) {
  if (b.result === 'boolean' || b.result === 'number') check(b.bytesPerCall === 0, `${b.name}: ${fmt(b.bytesPerCall, 1)} bytes per call (0)`);
}
check(clean, `hitkit: no disagreement (exact oracle, batch bit for bit) at ${sizes.map((n) => fmt(n)).join(' and ')} pairs`);
console.log(lines.join('\n'));

if (!clean) {
  console.error('\nhitkit disagreed (see the tables above).');
  process.exit(1);
}
