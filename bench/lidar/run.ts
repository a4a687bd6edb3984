import type { Segment } from '../../src/geometry';
import { lidarScan, type LidarScan } from '../../src/geometry/lidar/lidar';
import type { World } from '../../src/geometry/world/types';
import { createWorld } from '../../src/geometry/world/world';
import { bytesPerPass, fmt, median, pad } from '../measure';
import { nodeProcess as process } from '../node';
import { agreement, bruteImpl, check2dImpl, flattenImpl, handGridImpl, hitkitImpl, scanPoses, type Agreement, type LidarImpl } from './implementations';
import { BIG, LIDAR_SEED, makeWorld, POSES, SMALL, type LidarWorld, type LidarWorldSpec } from './worlds';

/**
 * `npm run bench`, the lidar part (issue 9's “Performance”), in plain Node
 * (bundled by `bench/bench.mjs` after the geometry tables, for the same reason:
 * vitest's module runner would slow hitkit's cross-module calls).
 *
 * For a small and a big seeded world (`worlds.ts`): first the agreement of
 * every implementation with hitkit's `lidarScan`, ray by ray (same nearest
 * distance within 1e-9 relative, or no hit for both); then scans per second,
 * the median of interleaved runs after a warm-up (each run at least
 * `MIN_RUN_MS` of scans, the poses taken in turn); then the cost of moving one
 * obstacle (`world.set`) against building the big world (`createWorld`), bytes
 * allocated per scan with `out` reused (measured by `bench.mjs` in a child
 * process with `--expose-gc`, handed over in BENCH_LIDAR_BYTES_JSON), and the
 * issue's targets, met or not.
 *
 * Exits with 1 when hitkit disagrees with brute force over its own scalar ray
 * casts; timings never fail it.
 *
 * Environment: BENCH_LIDAR_RUNS (runs per implementation and world, default 9
 * small and 7 big), BENCH_LIDAR_SIZES ("small,big").
 */

const MIN_RUN_MS = 25;
const WARM_UP_MS = 200;

// ─── bytes per scan (the child process with --expose-gc) ───

export interface LidarBytes {
  readonly world: string;
  readonly scans: number;
  readonly bytesPerScan: number;
}

/**
 * Bytes allocated per `lidarScan` with `out` reused, as `bytes.ts` measures the
 * scalar functions (`bytesPerPass`: heapUsed grown over two passes minus over
 * one, median of 5), after 20 warm-up passes; a pass scans every pose 10 times
 * (small world) or 5 times (big).
 */
function measureBytes(): LidarBytes[] {
  return [SMALL, BIG].map((spec) => {
    const w = makeWorld(spec);
    const world = createWorld({ segments: w.segments, circles: w.circles });
    const out: LidarScan = lidarScan(world, w.sensors[0]!);
    // A pass: every pose, `rounds` times (a few calls per pass leave the measurement's own noise in the figure).
    const rounds = spec === BIG ? 5 : 10;
    const sensors = w.sensors;
    const run = () => {
      for (let k = 0; k < rounds; k++) for (let p = 0; p < sensors.length; p++) lidarScan(world, sensors[p]!, out);
    };
    const bytes = bytesPerPass(run, 20);
    const scans = rounds * sensors.length;
    return { world: spec.name, scans, bytesPerScan: Math.round((bytes / scans) * 10) / 10 };
  });
}

if (process.argv.includes('--bytes')) {
  process.stdout.write(JSON.stringify(measureBytes()));
  process.exit(0);
}

// ─── timing ───

/** Scans per second for each implementation (every `timingStride`-th ray, scaled): the median of `runs` interleaved runs. */
function time(impls: readonly LidarImpl[], w: LidarWorld, runs: number): number[] {
  const rayCount = w.spec.rayCount;
  const out = new Float64Array(rayCount);
  const poses = w.sensors.length;
  const next = impls.map(() => 0); // each implementation takes the poses in turn
  const unit = (i: number) => {
    const impl = impls[i]!;
    impl.scan(next[i]!, out, impl.timingStride);
    next[i] = (next[i]! + 1) % poses;
  };
  const counts = impls.map((_, i) => {
    const start = performance.now();
    let done = 0;
    while (done < 2 || performance.now() - start < WARM_UP_MS) {
      unit(i);
      done++;
    }
    return Math.max(1, Math.ceil(MIN_RUN_MS / ((performance.now() - start) / done)));
  });
  const rates: number[][] = impls.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (let n = 0; n < impls.length; n++) {
      const i = (n + round) % impls.length; // rotate who goes first
      const count = counts[i]!;
      const start = performance.now();
      for (let c = 0; c < count; c++) unit(i);
      const ms = performance.now() - start;
      const rays = count * Math.ceil(rayCount / impls[i]!.timingStride);
      rates[i]!.push(((rays / rayCount) * 1000) / ms);
    }
  }
  if (process.env.BENCH_DEBUG) for (let i = 0; i < impls.length; i++) console.log(impls[i]!.name, counts[i], rates[i]!.map((r) => r.toFixed(1)).join(' '));
  return rates.map(median);
}

interface Row {
  readonly impl: LidarImpl;
  readonly agreementStride: number;
  readonly agreement: Agreement | null;
  readonly scansPerSecond: number;
}

interface WorldResult {
  readonly spec: LidarWorldSpec;
  readonly rows: readonly Row[];
}

function agreementCell(row: Row): string {
  const a = row.agreement;
  if (a === null) return 'reference';
  const total = a.agree + a.disagree;
  const every = row.agreementStride > 1 ? ` (every ${row.agreementStride}th ray)` : '';
  return `${fmt(a.agree)} / ${fmt(total)}${every}`;
}

function runWorld(spec: LidarWorldSpec): WorldResult {
  const big = spec === BIG;
  const w = makeWorld(spec);
  const rayCount = spec.rayCount;
  const hitkit = hitkitImpl(w);
  // Slow implementations are checked on every 8th ray and timed on every 64th / 16th ray in the big world.
  const slow = big ? 8 : 1;
  const candidates: { impl: LidarImpl; agreementStride: number }[] = [
    { impl: handGridImpl(w), agreementStride: 1 },
    { impl: bruteImpl(w, big ? 64 : 1), agreementStride: slow },
    { impl: check2dImpl(w, big ? 16 : 1), agreementStride: slow },
    { impl: flattenImpl(w, big ? 64 : 1), agreementStride: slow },
  ];
  // hitkit's answers, the reference.
  const reference = scanPoses(hitkit, w);
  let hits = 0;
  let sum = 0;
  for (const r of reference) {
    for (const d of r) {
      if (d !== Infinity) {
        hits++;
        sum += d;
      }
    }
  }
  const checked: Omit<Row, 'scansPerSecond'>[] = [
    { impl: hitkit, agreementStride: 1, agreement: null },
    ...candidates.map((c) => ({ ...c, agreement: agreement(c.impl, reference, rayCount, c.agreementStride) })),
  ];
  const runs = Number(process.env.BENCH_LIDAR_RUNS ?? (big ? 7 : 9));
  const rates = time(
    checked.map((r) => r.impl),
    w,
    runs,
  );
  const rows: Row[] = checked.map((r, i) => ({ ...r, scansPerSecond: rates[i]! }));

  const segs = spec.segments;
  console.log(
    `\n${spec.name} world: ${fmt(segs)} walls (4 of them the frame) + ${fmt(spec.circles)} circles in ${fmt(spec.size)} × ${fmt(spec.size)}; ` +
      `${fmt(rayCount)} rays over 2π, range ${fmt(spec.range)}; ${POSES} poses (median of ${runs} runs)`,
  );
  console.log(`  ${((100 * hits) / (reference.length * rayCount)).toFixed(1)} % of rays hit something, at ${(sum / hits).toFixed(1)} on average`);
  console.log(
    `  ${pad('implementation', 46)}${pad('agrees with hitkit (rays)', 36)}${pad('scans/s', 10, true)}${pad('µs/scan', 11, true)}${pad('hitkit ×', 10, true)}`,
  );
  const ours = rows[0]!.scansPerSecond;
  for (const r of rows) {
    const digits = r.scansPerSecond < 100 ? 1 : 0;
    console.log(
      `  ${pad(r.impl.name + (r.impl.timingStride > 1 ? ` ¹` : ''), 46)}${pad(agreementCell(r), 36)}${pad(fmt(r.scansPerSecond, digits), 10, true)}${pad(fmt(1e6 / r.scansPerSecond, 1), 11, true)}${pad((ours / r.scansPerSecond).toFixed(r.impl.role === 'hitkit' ? 2 : ours / r.scansPerSecond >= 100 ? 0 : 2), 10, true)}`,
    );
  }
  const strides = [...new Set(rows.map((r) => r.impl.timingStride).filter((stride) => stride > 1))];
  if (strides.length > 0) {
    console.log(`  ¹ timed on every ${strides.join('th / ')}th ray only (the poses in turn), scaled to whole scans of ${fmt(rayCount)} rays`);
  }
  for (const r of rows) {
    const a = r.agreement;
    if (a?.first) {
      console.log(
        `  first disagreement of ${r.impl.name}: pose ${a.first.pose}, ray ${a.first.ray}: hitkit ${a.first.hitkit}, it ${a.first.other} (${fmt(a.disagree)} in all)`,
      );
    }
  }
  return { spec, rows };
}

// ─── world updates ───

interface UpdateResult {
  readonly setMicros: number;
  readonly buildMicros: number;
  readonly identical: boolean;
  readonly sets: number;
}

/**
 * Moving one obstacle against rebuilding: in the big world, `world.set` of a
 * wall moved by a few units (and back), 2,000 walls per run, against
 * `createWorld` of the whole world; medians of 7 runs. Then the world, every
 * wall put back, must scan exactly as a fresh one.
 */
function measureUpdates(): UpdateResult {
  const w = makeWorld(BIG);
  const shapes = { segments: w.segments, circles: w.circles };
  const K = 1000;
  const indices = Array.from({ length: K }, (_, k) => 4 + ((k * 9973) % (w.segments.length - 4)));
  const moved: Segment[] = indices.map((i, k) => {
    const s = w.segments[i]!;
    const dx = 3 + (k % 7);
    const dy = -2 - (k % 5);
    return { start: { x: s.start.x + dx, y: s.start.y + dy }, end: { x: s.end.x + dx, y: s.end.y + dy } };
  });
  const world: World = createWorld(shapes);
  const setRun = () => {
    for (let k = 0; k < K; k++) world.set('segment', indices[k]!, moved[k]!);
    for (let k = 0; k < K; k++) world.set('segment', indices[k]!, w.segments[indices[k]!]!);
  };
  for (let i = 0; i < 5; i++) setRun(); // warm-up
  const setTimes: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    setRun();
    setTimes.push(((performance.now() - start) * 1000) / (2 * K));
  }
  const buildTimes: number[] = [];
  let keep: World | null = null;
  for (let i = 0; i < 9; i++) {
    const start = performance.now();
    keep = createWorld(shapes);
    const ms = performance.now() - start;
    if (i >= 2) buildTimes.push(ms * 1000); // the first two warm up
  }
  // Same answers as a fresh world, bit for bit, after all those moves.
  const fresh = keep!;
  let identical = true;
  let a: LidarScan | undefined;
  let b: LidarScan | undefined;
  for (const sensor of w.sensors) {
    a = lidarScan(world, sensor, a);
    b = lidarScan(fresh, sensor, b);
    for (let i = 0; i < sensor.rayCount; i++) {
      if (!Object.is(a.ranges[i], b.ranges[i]) || a.hitKinds[i] !== b.hitKinds[i] || a.hitIndices[i] !== b.hitIndices[i]) identical = false;
    }
  }
  return { setMicros: median(setTimes), buildMicros: median(buildTimes), identical, sets: 2 * K * 12 };
}

// ─── main ───

console.log(`\n═══ lidar (issue 9): lidarScan over a world, against a hand-written grid, brute force and the peers ═══`);
console.log(`Node ${process.version} · ${process.env.BENCH_CPU ?? 'unknown CPU'}`);
console.log(`Worlds: seeded (seed ${LIDAR_SEED}), article 004's scene: a walled room of random short walls and small circles; ${POSES} sensor poses, fov 2π.`);
console.log("agrees: same nearest distance within 1e-9 relative (or no hit for both). hitkit ×: hitkit's scans/s over that row's.");

const sizes = (process.env.BENCH_LIDAR_SIZES ?? 'small,big').split(',');
const results: WorldResult[] = [];
for (const spec of [SMALL, BIG]) if (sizes.includes(spec.name)) results.push(runWorld(spec));

const update = measureUpdates();
console.log(
  `\nworld update (big world, ${fmt(BIG.segments)} walls + ${fmt(BIG.circles)} circles): world.set('segment', i, moved) ${fmt(update.setMicros, 2)} µs; ` +
    `createWorld ${fmt(update.buildMicros / 1000, 1)} ms: ${fmt(update.buildMicros / update.setMicros)}× (median of 7 runs of 2,000 sets / of 7 builds)`,
);
console.log(`  after ${fmt(update.sets)} sets (every wall moved back), scans ${update.identical ? 'identical to' : 'DIFFERENT from'} a fresh world's`);

const bytes: LidarBytes[] = process.env.BENCH_LIDAR_BYTES_JSON ? (JSON.parse(process.env.BENCH_LIDAR_BYTES_JSON) as LidarBytes[]) : [];
if (bytes.length > 0) {
  for (const b of bytes) {
    console.log(
      `bytes allocated per lidarScan, out reused (${b.world} world, ${fmt(b.scans)} scans per pass; heapUsed in a process with --expose-gc, median of 5): ${fmt(b.bytesPerScan, 1)} B`,
    );
  }
} else {
  console.log('bytes per scan: not measured (run through `npm run bench`)');
}

// ─── the issue's targets, from this run ───
console.log('\nlidar targets (this run)');
const lines: string[] = [];
const check = (ok: boolean, text: string) => lines.push(`  ${ok ? 'met    ' : 'NOT MET'}  ${text}`);
const rowOf = (name: string, role: LidarImpl['role'], peer?: string) =>
  results.find((r) => r.spec.name === name)?.rows.find((x) => x.impl.role === role && (peer === undefined || x.impl.name.startsWith(peer)));
const hitkitSmall = rowOf('small', 'hitkit');
const gridSmall = rowOf('small', 'grid');
const c2Small = rowOf('small', 'peer', 'check2d');
if (hitkitSmall && gridSmall) {
  const ratio = hitkitSmall.scansPerSecond / gridSmall.scansPerSecond;
  check(ratio >= 0.8, `small: lidarScan ${ratio.toFixed(2)}× the hand-written grid (≥ 0.8)`);
}
if (hitkitSmall && c2Small) {
  const ratio = hitkitSmall.scansPerSecond / c2Small.scansPerSecond;
  check(ratio >= 100, `small: lidarScan ${fmt(ratio)}× check2d (≥ 100)`);
}
const hitkitBig = rowOf('big', 'hitkit');
if (hitkitBig) {
  const micros = 1e6 / hitkitBig.scansPerSecond;
  check(micros < 1000, `big: lidarScan ${fmt(micros)} µs per scan of ${fmt(BIG.rayCount)} rays (< 1,000)`);
}
const updateRatio = update.buildMicros / update.setMicros;
check(
  updateRatio >= 100 && update.identical,
  `world.set of one wall ${fmt(updateRatio)}× faster than createWorld of the big world (≥ 100)${update.identical ? '' : '; and the updated world scans differently'}`,
);
for (const b of bytes) check(b.bytesPerScan === 0, `${b.world}: ${fmt(b.bytesPerScan, 1)} bytes per lidarScan with out reused (0)`);
let clean = true;
for (const r of results) {
  const brute = r.rows.find((x) => x.impl.role === 'brute');
  if (brute?.agreement && brute.agreement.disagree > 0) clean = false;
}
check(clean, `hitkit agrees with brute force over its own scalar ray casts on every ray checked (${results.map((r) => r.spec.name).join(', ')})`);
console.log(lines.join('\n'));
if (!clean) {
  console.error('\nhitkit lidarScan disagreed with brute force (see the tables above).');
  process.exit(1);
}
