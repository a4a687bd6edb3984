import { nodeProcess as process } from './node';

/** What the bench's timing scripts (run.ts, lidar/run.ts) and bytes measurements share. */

/** `n` with thousands separators and exactly `digits` decimals. */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `text` padded to `width` columns, on the left when `right` (numbers). */
export const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Bytes allocated by one pass of `run`, measured honestly and simply: in a
 * process started with `--expose-gc` and a young generation large enough that
 * no collection runs during a measured pass (see `bench.mjs`), after `warmUps`
 * passes (so the engine has optimised the loop as an app's hot loop would be),
 * `process.memoryUsage().heapUsed` grown over two passes minus over one, so
 * that the measurement's own allocations cancel out; the median of 5, never
 * below 0.
 */
export function bytesPerPass(run: () => void, warmUps: number): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  for (let i = 0; i < warmUps; i++) run();
  const passes: number[] = [];
  for (let i = 0; i < 5; i++) {
    gc();
    const before1 = process.memoryUsage().heapUsed;
    run();
    const after1 = process.memoryUsage().heapUsed;
    gc();
    const before2 = process.memoryUsage().heapUsed;
    run();
    run();
    const after2 = process.memoryUsage().heapUsed;
    passes.push(after2 - before2 - (after1 - before1));
  }
  return Math.max(0, median(passes));
}
