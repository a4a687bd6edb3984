// `npm run bench`, after the checks (`vitest run --project bench`): bundles
// bench/run.ts with Vite (the project's own build tool) into
// node_modules/.cache/hitkit-bench and runs it in plain Node, where hitkit's
// functions are optimised as they are in an app (vitest's module runner would
// slow its cross-module calls several times over). First a short process with
// --expose-gc measures bytes allocated per call; then the timing process prints
// the tables, those bytes, and the targets.
// BENCH_SHORT=1 stops before the build: the checks already ran.
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
const outDir = path.join(root, 'node_modules', '.cache', 'hitkit-bench');
await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'bench', 'run.ts'),
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: false,
    target: 'node20',
    rollupOptions: { output: { format: 'es', entryFileNames: 'run.mjs' } },
  },
});
const script = path.join(outDir, 'run.mjs');

// Bytes per call: a young generation large enough that no collection runs inside a measured loop.
const bytes = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=64', '--min-semi-space-size=64', script, '--bytes'], {
  cwd: root,
  encoding: 'utf8',
});
if (bytes.status !== 0) {
  console.error(bytes.stderr);
  process.exit(bytes.status ?? 1);
}

const cpus = os.cpus();
const result = spawnSync(process.execPath, [script], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, BENCH_BYTES_JSON: bytes.stdout, BENCH_CPU: `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}` },
});
process.exit(result.status ?? 1);
