// `npm run bench`, after the checks (`vitest run --project bench`): bundles
// bench/run.ts with Vite (the project's own build tool) into
// node_modules/.cache/hitkit-bench and runs it in plain Node, where hitkit's
// functions are optimised as they are in an app (vitest's module runner would
// slow its cross-module calls several times over). First a short process with
// --expose-gc measures bytes allocated per call; then the timing process prints
// the tables, those bytes, and the targets.
// Then the same for the lidar part (bench/lidar/run.ts: lidarScan over a world
// against a hand-written grid, brute force and the peers; its own bytes-per-scan
// child process first).
// Then the scene queries (bench/scene/run.ts: pick, nearest, queryRect and
// world.update over 10,000 mixed shapes against brute force).
// BENCH_SHORT=1 stops before the build: the checks already ran.
// BENCH_ONLY_PAIRS=1 runs the pairs part alone (the seven queries above); BENCH_ONLY_LIDAR=1 the lidar
// part alone; BENCH_ONLY_SCENE=1 the scene part alone.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

if (process.env.BENCH_SHORT === '1') {
  console.log('BENCH_SHORT=1: the disagreement checks only (above); no timing.');
  process.exit(0);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cpus = os.cpus();
const cpu = `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}`;

/** Bundles `entry` (Vite SSR build, the project's own tool) into node_modules/.cache/<cacheName>/run.mjs. */
async function bundle(entry, cacheName) {
  const outDir = path.join(root, 'node_modules', '.cache', cacheName);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: path.join(root, ...entry.split('/')),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: 'node20',
      rollupOptions: { output: { format: 'es', entryFileNames: 'run.mjs' } },
    },
  });
  return path.join(outDir, 'run.mjs');
}

/** Bytes per call: a young generation large enough that no collection runs inside a measured loop. */
function measureBytes(script) {
  const bytes = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '--min-semi-space-size=64', script, '--bytes'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (bytes.status !== 0) {
    console.error(bytes.stderr);
    process.exit(bytes.status ?? 1);
  }
  return bytes.stdout;
}

/**
 * One part of the bench: bundles `entry`, measures its bytes per call (handed
 * to the timing process in the environment variable `bytesVariable`), then
 * runs its timing process; returns that process's exit code.
 */
async function runPart(entry, cacheName, bytesVariable) {
  const script = await bundle(entry, cacheName);
  const bytes = measureBytes(script);
  const result = spawnSync(process.execPath, [script], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, [bytesVariable]: bytes, BENCH_CPU: cpu },
  });
  return result.status ?? 1;
}

const only =
  process.env.BENCH_ONLY_PAIRS === '1' ? 'pairs' : process.env.BENCH_ONLY_LIDAR === '1' ? 'lidar' : process.env.BENCH_ONLY_SCENE === '1' ? 'scene' : undefined;
/** Whether to run `part`: every part when no BENCH_ONLY_… switch is set, else that one alone. */
const runs = (part) => only === undefined || only === part;
const status = runs('pairs') ? await runPart('bench/run.ts', 'hitkit-bench', 'BENCH_BYTES_JSON') : 0;
// The lidar part, after the tables above (whatever their outcome).
const lidarStatus = runs('lidar') ? await runPart('bench/lidar/run.ts', 'hitkit-bench-lidar', 'BENCH_LIDAR_BYTES_JSON') : 0;
// The scene queries (no bytes child: their results are arrays of new objects).
let sceneStatus = 0;
if (runs('scene')) {
  const script = await bundle('bench/scene/run.ts', 'hitkit-bench-scene');
  sceneStatus = spawnSync(process.execPath, [script], { stdio: 'inherit', cwd: root, env: { ...process.env, BENCH_CPU: cpu } }).status ?? 1;
}
process.exit([status, lidarStatus, sceneStatus].find((s) => s !== 0) ?? 0);
