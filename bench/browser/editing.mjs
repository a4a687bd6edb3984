// `npm run bench:browser`, third part: editing a selection among 10,000 shapes
// (editing.tsx: `<SelectionLayer movable transformable>` over `<WorldLayer>`,
// written as the README's "Select and edit" teaches). Issue #30's targets,
// main-thread p95 per pointer move: moving, resizing and rotating a selection
// of 1,000 shapes under 16 ms; rotating one shape under 8 ms.
//
// Same method as run.mjs: a production build served on 127.0.0.1, Debian's
// Chromium headless driven by playwright-core, real pointer moves (CDP
// Input.dispatchMouseEvent, sent by `cdpMouse` itself: no playwright drag
// interception, see scripts/browser.mjs; hover.mjs moves with no button
// held, where `page.mouse` sends the same event directly) on whole pixels.
// Per scenario, in a fresh browser context on a fresh page:
// 1. warm-up: press the target (a selected shape found with `pick`, or a
//    transform handle found by its accessible name), WARMUP moves along the
//    path, each waited for until the page says it is drawn (two animation
//    frames and a task), then Escape — which must put every shape back
//    exactly (checked) — and release;
// 2. a forced garbage collection, the press again, then MOVES traced moves
//    along the path, each followed by a pause of 1.25 × the warm-up's
//    75th-percentile wait + 10 ms, so each move's work lands before the next;
//    then the release.
// `main` per move is the main thread's busy time from the task that dispatched
// that move to the task that dispatched the next (trace.mjs): handlers, the
// frame computed from the gesture's snapshot, `world.update` per edited shape,
// React's render and commit (the WorldLayer's paths rebuilt), style, layout,
// paint, GC. `JS` is its script part.
//
// Checks (a failure makes the exit code 1; timing never does; see
// editingCheck.ts): after the release every edited shape is where an answer
// computed in plain arithmetic from the snapshot and the pointer says (moved by
// the offset, scaled about the fixed corner, turned about the box's centre),
// the index finds it there, no other shape changed, exactly one gesture ended
// (not cancelled) and one undo step was recorded; the page saw MOVES
// pointermoves and MOVES gesture frames, and the trace holds MOVES dispatches.
//
// Rounds: each scenario runs BENCH_ROUNDS times (default 3; 1 with BENCH_QUICK
// or BENCH_PROFILE), the rounds interleaved (every scenario, then again), each
// in a fresh context; the table gives, per statistic, the median of the rounds'
// values (so the p95 column is the median of three p95s, each over its own
// gesture's moves) and lists each round's p95: on a 2-core machine one
// gesture's p95 swings by a few ms with where its garbage collections fall.
//
// Environment: BENCH_QUICK=1 (40 moves, one round), BENCH_ROUNDS=n, BENCH_DEBUG=1 (pacing on stderr),
// BENCH_TRACE_DIR=dir (keep the traces, editing-<scenario>[-<round>].json, and the CPU profiles with BENCH_PROFILE), BENCH_PROFILE=1 (an unminified build
// and a CPU profile of each measured gesture: the functions with the most
// self time are printed; the timings of such a run are not comparable),
// BENCH_SCENARIOS=move,rotate1 (pick scenarios), BENCH_JS_FLAGS (V8 flags: see run.mjs), CHROMIUM_PATH.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { cdpMouse, launchChromium, pageErrors, serve, V8_FLAGS } from '../../scripts/browser.mjs';
import { mainThreadPerMove, quantile } from './trace.mjs';

const started = performance.now();
const here = path.dirname(fileURLToPath(import.meta.url));
const QUICK = process.env.BENCH_QUICK === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const MOVES = QUICK ? 40 : 120;
/** Gestures per scenario (each in a fresh context); the table gives the median of their statistics. One when profiling. */
const ROUNDS = PROFILE ? 1 : Number(process.env.BENCH_ROUNDS ?? (QUICK ? 1 : 3));
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new RangeError(`BENCH_ROUNDS must be an integer >= 1, got ${process.env.BENCH_ROUNDS}`);
const WARMUP = QUICK ? 8 : 12;

/** The scenarios: what is selected, what is pressed, where the pointer goes, the target. */
const SCENARIOS = [
  { key: 'move', label: 'move 1,000 of 10,000', selected: 1000, type: 'move', target: 16 },
  { key: 'resize', label: 'resize 1,000 (a corner)', selected: 1000, type: 'resize', target: 16 },
  { key: 'rotate', label: 'rotate 1,000', selected: 1000, type: 'rotate', target: 16 },
  { key: 'rotate1', label: 'rotate 1 of 10,000', selected: 1, type: 'rotate', target: 8 },
].filter((s) => !process.env.BENCH_SCENARIOS || process.env.BENCH_SCENARIOS.split(',').includes(s.key));

await build({ configFile: path.join(here, 'vite.config.ts'), mode: PROFILE ? 'editing-unminified' : 'editing', logLevel: 'warn' });
const { origin, server } = await serve(path.join(here, 'dist'));
const browser = await launchChromium();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pointer path, client px on whole pixels: element 0 the press, 1..MOVES the moves.
 * A move or a resize loops round a circle beside the press (radius `r`, centre
 * `press + shift`) through 85 % of a turn; a rotation sweeps 100° about the box's
 * centre at least 80 px out. No two consecutive points are equal.
 */
function pointerPath(scenario, press, centre) {
  const points = [press];
  const add = (x, y) => {
    const last = points.at(-1);
    let p = { x: Math.round(x), y: Math.round(y) };
    if (p.x === last.x && p.y === last.y) p = { x: p.x + 1, y: p.y };
    points.push(p);
  };
  if (scenario.type === 'rotate') {
    const r = Math.max(80, Math.hypot(press.x - centre.x, press.y - centre.y));
    const a0 = Math.atan2(press.y - centre.y, press.x - centre.x);
    for (let k = 1; k <= MOVES; k++) {
      const a = a0 + ((100 * Math.PI) / 180) * (k / MOVES);
      add(centre.x + r * Math.cos(a), centre.y + r * Math.sin(a));
    }
  } else {
    const [shift, r] = scenario.type === 'move' ? [{ x: 60, y: 30 }, 40] : [{ x: 30, y: 20 }, 25];
    for (let k = 1; k <= MOVES; k++) {
      const a = 2 * Math.PI * 0.85 * (k / MOVES);
      add(press.x + shift.x + r * Math.cos(a), press.y + shift.y + r * Math.sin(a));
    }
  }
  return points;
}

/** Where a scenario presses, client px (whole pixels), and the transform box's centre on screen. */
async function pressPoint(page, scenario) {
  const box = await page.evaluate(() => window.__edit.box());
  const centre = await page.evaluate((c) => window.__edit.toClient(c), box.center);
  const at =
    scenario.type === 'move'
      ? await page.evaluate(() => window.__edit.grabPoint())
      : await page.evaluate((label) => window.__edit.handle(label), scenario.type === 'resize' ? 'Resize selection, bottom-right corner' : 'Rotate selection');
  if (!at) throw new Error(`${scenario.key}: nothing to press (no selected shape under a pixel, or no handle)`);
  return { press: { x: Math.round(at.x), y: Math.round(at.y) }, centre, box };
}

/** The functions with the most self time in a CPU profile (CDP Profiler), ms over the gesture. */
function topFunctions(profile, count = 14) {
  const self = new Map();
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(i, (profile.timeDeltas[i] ?? 0) / 1000);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const time = new Map();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + dt.get(i)));
  for (const [id, ms] of time) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();
    self.set(name, (self.get(name) ?? 0) + ms);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** One scenario in a fresh context: warm-up, then the traced gesture; its timings and check failures. */
async function measure(scenario, round = 0) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = pageErrors(page);
  const cdp = await context.newCDPSession(page);
  const mouse = cdpMouse(cdp);
  await page.goto(`${origin}/editing/editing.html?selected=${scenario.selected}`);
  await page.waitForFunction(() => window.__edit?.ready === true, null, { timeout: 120_000 });
  const settle = () => page.evaluate(() => window.__edit.settle());
  const checks = [];
  const { press, centre, box } = await pressPoint(page, scenario);
  const path_ = pointerPath(scenario, press, centre);

  // warm-up, ended by Escape: every shape must be back
  await page.evaluate(() => window.__edit.reset());
  await mouse.move(press.x, press.y);
  await mouse.down();
  await settle();
  const waits = [];
  for (let k = 1; k <= WARMUP; k++) {
    await mouse.move(path_[k].x, path_[k].y);
    const t0 = performance.now();
    await settle();
    waits.push(performance.now() - t0);
  }
  await page.keyboard.press('Escape');
  await settle();
  await mouse.up();
  await settle();
  checks.push(...(await page.evaluate(() => window.__edit.restored())));
  const warm = await page.evaluate(() => window.__edit.seen());
  if (warm.ends.length !== 1 || !warm.ends[0].cancelled)
    checks.push(`warm-up: expected one cancelled gesture end after Escape, saw ${JSON.stringify(warm.ends)}`);
  const pause = Math.min(1500, Math.max(20, 1.25 * quantile(waits, 0.75) + 10));
  if (process.env.BENCH_DEBUG)
    console.error(
      `${scenario.key}: warm-up waits p50 ${quantile(waits, 0.5).toFixed(0)} ms, p75 ${quantile(waits, 0.75).toFixed(0)} ms; pause ${pause.toFixed(0)} ms`,
    );

  // the measured gesture
  await page.evaluate(() => window.__edit.reset());
  await cdp.send('HeapProfiler.collectGarbage');
  await mouse.move(press.x, press.y);
  await mouse.down();
  await settle();
  await page.evaluate(() => window.__edit.reset()); // the moves counted from here
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [])] });
  for (let k = 1; k <= MOVES; k++) {
    await mouse.move(path_[k].x, path_[k].y);
    await sleep(pause);
  }
  await mouse.up();
  await settle();
  const trace = await browser.stopTracing();
  const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : null;
  if (process.env.BENCH_TRACE_DIR) {
    const name = `editing-${scenario.key}${ROUNDS > 1 ? `-${round + 1}` : ''}`;
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${name}.json`), trace);
    if (profile) writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  }

  const seen = await page.evaluate(() => window.__edit.seen());
  const release = path_[MOVES];
  checks.push(...(await page.evaluate(([e]) => window.__edit.check(e), [{ type: scenario.type, from: press, to: release, box }])));
  if (seen.moves !== MOVES) checks.push(`the page saw ${seen.moves} pointermoves, expected ${MOVES}`);
  if (seen.starts !== 1 || seen.changes !== MOVES) checks.push(`gesture callbacks: ${seen.starts} starts and ${seen.changes} frames, expected 1 and ${MOVES}`);
  if (seen.undo !== 1) checks.push(`${seen.undo} undo steps recorded, expected 1`);
  if (seen.selected !== scenario.selected) checks.push(`${seen.selected} shapes selected after the gesture, expected ${scenario.selected}`);
  await context.close();
  const { busy, script } = mainThreadPerMove(trace);
  if (busy.length !== MOVES) checks.push(`the trace holds ${busy.length} move dispatches, expected ${MOVES}`);
  if (errors.length) checks.push(`page errors: ${errors.join(' | ')}`);
  return { busy, script, checks, profile };
}

const fmt = (v) => (Number.isFinite(v) ? v.toFixed(2) : '–');
/** The median of a few numbers (a round's statistic across rounds). */
const median = (values) => quantile(values, 0.5);
const rows = SCENARIOS.map((scenario) => ({ scenario, rounds: [], checks: [], profile: null }));
let failed = false;
// rounds interleaved (every scenario once, then again), so a slow spell of the machine touches every scenario alike
for (let round = 0; round < ROUNDS; round++) {
  for (const row of rows) {
    const r = await measure(row.scenario, round);
    row.rounds.push({ busy: r.busy, script: r.script });
    row.checks.push(...r.checks.map((c) => (ROUNDS > 1 ? `round ${round + 1}: ${c}` : c)));
    row.profile ??= r.profile;
    if (r.checks.length) failed = true;
  }
}
const version = browser.version();
await browser.close();
server.close();

console.log(
  `hitkit bench:browser — editing a selection among 10,000 shapes (bench/browser/editing.tsx), Chromium ${version}, ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'cpu'}, ${MOVES} moves per gesture, ${ROUNDS === 1 ? 'one gesture' : `median of ${ROUNDS} gestures`} per scenario${QUICK ? ' (BENCH_QUICK=1)' : ''}${PROFILE ? ' (BENCH_PROFILE=1: unminified and profiled, timings not comparable)' : ''}${V8_FLAGS ? `; V8 flags ${V8_FLAGS}` : ''}`,
);
console.log(
  `| scenario | moves | main median ms | main p95 ms | JS median ms | JS p95 ms | target (p95) | checks |${ROUNDS > 1 ? ' main p95 per round |' : ''}`,
);
console.log(`|---|---:|---:|---:|---:|---:|---|---|${ROUNDS > 1 ? '---|' : ''}`);
for (const { scenario, rounds, checks } of rows) {
  // each statistic per round (its moves), then the median of the rounds
  const stat = (key, q) => median(rounds.map((r) => quantile(r[key], q)));
  const p95 = stat('busy', 0.95);
  const moves = Math.min(...rounds.map((r) => r.busy.length));
  console.log(
    `| ${scenario.label} | ${moves} | ${fmt(stat('busy', 0.5))} | ${fmt(p95)} | ${fmt(stat('script', 0.5))} | ${fmt(stat('script', 0.95))} | ` +
      `< ${scenario.target} ms: ${p95 < scenario.target ? 'met' : 'NOT met'} | ${checks.length ? 'FAIL' : 'ok'} |` +
      (ROUNDS > 1 ? ` ${rounds.map((r) => fmt(quantile(r.busy, 0.95))).join(', ')} |` : ''),
  );
}
for (const { scenario, checks } of rows) for (const c of checks) console.log(`  FAIL ${scenario.key}: ${c}`);
if (PROFILE) {
  for (const { scenario, profile } of rows) {
    console.log(`\nCPU profile, ${scenario.label}: self time over the gesture, ms`);
    for (const [name, ms] of topFunctions(profile)) console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
  }
}
console.log(
  `${failed ? 'CORRECTNESS CHECK FAILED' : 'all correctness checks passed'}; ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${os.loadavg()[0].toFixed(1)}`,
);
if (failed) process.exitCode = 1;
