import { createWorld, nearest, pick, queryRect, snapCandidates, snapPoint, type Rect, type Vec2, type World } from '../../src/geometry';
import { bruteSnap } from './bruteSnap';
import { fmt, median, pad } from '../measure';
import { nodeProcess as process } from '../node';
import { random } from '../random.js';
import { brutePick, bruteQueryRect, randomScene, summary, type Entry } from './scenes';

/**
 * `npm run bench`, the scene-query part (issue 16's “Performance”), in plain
 * Node (bundled by `bench/bench.mjs`, as the other parts).
 *
 * A seeded scene of 10,000 mixed shapes (points, segments, circles, rects,
 * polylines, polygons; three quarters filled, z ties) over 4,000 × 4,000
 * units, as `bench/scene/scenes.ts` builds it. First every query of the bench
 * against brute force (the documented rule shape by shape with the public
 * scalar queries): the disagreement count is printed and must be 0. Then the
 * time per query, the median of interleaved runs: `pick` at a 6-unit tolerance
 * (6 px at zoom 1) against brute force; `nearest` (k = 1); `queryRect` of a
 * box covering 1 % of the scene and of the whole scene, both modes; `snapPoint`
 * with every kind on (a 10-unit radius, a `from` point, a 25-unit grid);
 * moving one shape (`world.update`) against building the world (`createWorld`).
 * The snap agreement is checked on the first SNAP_CHECKS query points (its
 * brute force reads every shape's key points: about 10 ms a query).
 *
 * Exits with 1 on any disagreement; timings never fail it.
 * Environment: BENCH_SCENE_N (shapes, default 10,000).
 */

const N = Number(process.env.BENCH_SCENE_N ?? 10_000);
const SIZE = 4000;
const TOLERANCE = 6;
const QUERIES = 2000;
const MIN_RUN_MS = 30;
const SNAP_RADIUS = 10;
const SNAP_CHECKS = 200;
const RUNS = 7;

const rand = random(16);
const entries: Entry[] = randomScene(rand, N, SIZE);
const build = (): World => createWorld({ items: entries.map(({ id, kind, shape, z, filled }) => ({ id, kind, shape, z, filled })) });
const world = build();

/** Query points: half on or beside a shape's first point (pointer over a shape), half anywhere. */
const points: Vec2[] = [];
for (let q = 0; q < QUERIES; q++) {
  if (q % 2 === 0) {
    const e = entries[Math.floor(rand() * entries.length)]!;
    const s = e.shape as unknown as Record<string, unknown>;
    const anchor = ('points' in s ? (s.points as Vec2[])[0] : 'start' in s ? s.start : 'center' in s ? s.center : s) as Vec2;
    points.push({ x: anchor.x + (rand() - 0.5) * 10, y: anchor.y + (rand() - 0.5) * 10 });
  } else {
    points.push({ x: rand() * SIZE, y: rand() * SIZE });
  }
}
const boxes = (fraction: number): Rect[] => {
  const side = SIZE * Math.sqrt(fraction);
  return Array.from({ length: 50 }, () => ({ x: rand() * (SIZE - side), y: rand() * (SIZE - side), width: side, height: side }));
};
const smallBoxes = boxes(0.01);
/** `from` for the snap queries: the previous query point, as when drawing a polyline through them. */
const snapOptions = points.map((_, q) => ({ from: points[(q + 1) % points.length]!, grid: 25 }));
const wholeBox: Rect[] = [{ x: -10, y: -10, width: SIZE + 20, height: SIZE + 20 }];

// ─── agreement ───

let disagreements = 0;
let checked = 0;
let picked = 0;
for (const p of points) {
  const got = JSON.stringify(summary(pick(world, p, TOLERANCE)));
  const expected = brutePick(entries, p, TOLERANCE);
  picked += expected.length;
  checked++;
  if (got !== JSON.stringify(expected)) disagreements++;
}
let snapped = 0;
for (let q = 0; q < Math.min(SNAP_CHECKS, points.length); q++) {
  const expected = bruteSnap(entries, points[q]!, SNAP_RADIUS, snapOptions[q]);
  snapped += expected.length;
  checked++;
  if (JSON.stringify(snapCandidates(world, points[q]!, SNAP_RADIUS, snapOptions[q])) !== JSON.stringify(expected)) disagreements++;
}
let selected = 0;
for (const b of [...smallBoxes, ...wholeBox]) {
  for (const mode of ['intersects', 'contains'] as const) {
    const expected = bruteQueryRect(entries, b, mode);
    selected += expected.length;
    checked++;
    if (JSON.stringify(queryRect(world, b, mode).map((m) => m.id)) !== JSON.stringify(expected)) disagreements++;
  }
}

// ─── timing ───

/** Microseconds per call of `fn(k)` over `count` inputs: the median of interleaved runs. */
function timeAll(cases: { name: string; count: number; fn: (k: number) => unknown }[]): number[] {
  const reps = cases.map((c) => {
    const start = performance.now();
    let done = 0;
    while (performance.now() - start < 100 || done < 2) c.fn(done++ % c.count);
    return Math.max(1, Math.ceil(MIN_RUN_MS / ((performance.now() - start) / done)));
  });
  const times: number[][] = cases.map(() => []);
  for (let round = 0; round < RUNS; round++) {
    for (let n = 0; n < cases.length; n++) {
      const i = (n + round) % cases.length;
      const c = cases[i]!;
      const start = performance.now();
      for (let k = 0; k < reps[i]!; k++) c.fn(k % c.count);
      times[i]!.push(((performance.now() - start) * 1000) / reps[i]!);
    }
  }
  return times.map(median);
}

const moved = entries.map((e) => JSON.parse(JSON.stringify(e.shape), (key, value) => (key === 'x' || key === 'y' ? value + 3 : value)));
let flip = 0;
const update = (k: number) => {
  const e = entries[k]!;
  world.update(e.id, (flip++ & 1 ? e.shape : moved[k]) as never);
};
const cases = [
  { name: 'pick, 6-unit tolerance', count: points.length, fn: (k: number) => pick(world, points[k]!, TOLERANCE) },
  { name: 'pick by brute force', count: points.length, fn: (k: number) => brutePick(entries, points[k]!, TOLERANCE) },
  { name: 'nearest, k = 1', count: points.length, fn: (k: number) => nearest(world, points[k]!, 1) },
  { name: 'queryRect 1 %, intersects', count: smallBoxes.length, fn: (k: number) => queryRect(world, smallBoxes[k]!, 'intersects') },
  { name: 'queryRect 1 %, contains', count: smallBoxes.length, fn: (k: number) => queryRect(world, smallBoxes[k]!, 'contains') },
  { name: 'queryRect whole scene, intersects', count: 1, fn: () => queryRect(world, wholeBox[0]!, 'intersects') },
  { name: 'queryRect whole scene by brute force', count: 1, fn: () => bruteQueryRect(entries, wholeBox[0]!, 'intersects') },
  { name: 'snapPoint, every kind, 10-unit radius', count: points.length, fn: (k: number) => snapPoint(world, points[k]!, SNAP_RADIUS, snapOptions[k]) },
  { name: 'update one shape (world.update)', count: entries.length, fn: update },
  { name: 'createWorld (rebuild all)', count: 1, fn: () => build() },
];
const micros = timeAll(cases);
const at = (name: string) => micros[cases.findIndex((c) => c.name === name)]!;

console.log(`\nScene queries — ${fmt(N)} mixed shapes over ${fmt(SIZE)} × ${fmt(SIZE)} units (node ${process.version}, ${process.env.BENCH_CPU ?? ''})`);
console.log(
  `Agreement with brute force: ${fmt(checked)} queries (${fmt(picked)} picked shapes, ${fmt(snapped)} snap targets, ${fmt(selected)} selected), disagreements: ${disagreements}\n`,
);
console.log(`${pad('query', 40)} ${pad('µs / query', 12, true)}`);
cases.forEach((c, i) => console.log(`${pad(c.name, 40)} ${pad(fmt(micros[i]!, 2), 12, true)}`));
const pickRatio = at('pick by brute force') / at('pick, 6-unit tolerance');
const updateRatio = at('createWorld (rebuild all)') / at('update one shape (world.update)');
console.log('\nTargets (issue 16):');
const target = (label: string, met: boolean, figure: string) => console.log(`  ${met ? 'met    ' : 'NOT met'}  ${label}: ${figure}`);
target('pick ≥ 50× brute force', pickRatio >= 50, `${fmt(pickRatio, 1)}×`);
target('pick under 20 µs', at('pick, 6-unit tolerance') < 20, `${fmt(at('pick, 6-unit tolerance'), 2)} µs`);
target('queryRect of 1 % under 50 µs', at('queryRect 1 %, intersects') < 50, `${fmt(at('queryRect 1 %, intersects'), 2)} µs`);
target(
  'queryRect of the whole scene under 2 ms',
  at('queryRect whole scene, intersects') < 2000,
  `${fmt(at('queryRect whole scene, intersects') / 1000, 3)} ms`,
);
target(
  'snapPoint with every kind under 200 µs',
  at('snapPoint, every kind, 10-unit radius') < 200,
  `${fmt(at('snapPoint, every kind, 10-unit radius'), 2)} µs`,
);
target('update ≥ 100× rebuild', updateRatio >= 100, `${fmt(updateRatio, 0)}×`);
if (disagreements > 0) {
  console.log(`\n${disagreements} disagreements with brute force`);
  process.exit(1);
}
