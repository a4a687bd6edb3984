import {
  circleLineContact,
  circleLineContactBatch,
  CONTACT_STRIDE,
  distanceToRect,
  distanceToRectBatch,
  distanceToSegment,
  distanceToSegmentBatch,
  intersectSegmentCircle,
  intersectSegmentCircleBatch,
  intersectSegmentSegment,
  intersectSegmentSegmentBatch,
  SEGMENT_CIRCLE_INTERSECTION_STRIDE,
  SEGMENT_INTERSECTION_STRIDE,
  segmentCircleHit,
  segmentCircleHitBatch,
  segmentSegmentHit,
  segmentSegmentHitBatch,
} from '../src/geometry';
import { makeInputs, QUERIES } from './inputs';
import { nodeProcess as process } from './node';

/**
 * Bytes allocated per call, measured honestly and simply: in a process started
 * with `--expose-gc` and a young generation large enough that no collection
 * runs during a measured loop, `process.memoryUsage().heapUsed` before and
 * after passes over the bench's 10,000 pairs, after a warm-up (so the engine
 * has optimised the loop as an app's hot loop would be): the growth over two
 * passes minus the growth over one, so that the measurement's own allocations
 * cancel out; the median of 5. Results are kept (flags and
 * numbers in typed arrays, objects in an array), so nothing can be optimised
 * away. The batch functions are measured per shape.
 */
export interface BytesRow {
  readonly name: string;
  readonly result: string;
  readonly calls: number;
  readonly bytesPerCall: number;
}

export function measureBytes(): BytesRow[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const inputs = makeInputs(10_000);
  const { targets: K, segmentQueries: sq, pointQueries: pq, circleQueries: cq, segments, circles, rects, lines } = inputs;
  const calls = inputs.pairs;
  const flags = new Uint8Array(calls);
  const numbers = new Float64Array(calls);
  const keep: unknown[] = new Array<unknown>(calls).fill(null);
  const records = new Float64Array(calls * CONTACT_STRIDE);
  const flagViews = Array.from({ length: QUERIES }, (_, q) => flags.subarray(q * K, (q + 1) * K));
  const numberViews = Array.from({ length: QUERIES }, (_, q) => numbers.subarray(q * K, (q + 1) * K));
  const recordViews = (stride: number) => Array.from({ length: QUERIES }, (_, q) => records.subarray(q * K * stride, (q + 1) * K * stride));
  const segmentRecords = recordViews(SEGMENT_INTERSECTION_STRIDE);
  const circleRecords = recordViews(SEGMENT_CIRCLE_INTERSECTION_STRIDE);
  const contactRecords = recordViews(CONTACT_STRIDE);
  const { packedSegments, packedCircles, packedRects, packedLines } = inputs;

  const cases: { name: string; result: string; run: () => void }[] = [
    {
      name: 'segmentCircleHit',
      result: 'boolean',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) flags[q * K + k] = segmentCircleHit(sq[q]!, circles[k]!) ? 1 : 0;
      },
    },
    {
      name: 'segmentSegmentHit',
      result: 'boolean',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) flags[q * K + k] = segmentSegmentHit(sq[q]!, segments[k]!) ? 1 : 0;
      },
    },
    {
      name: 'distanceToSegment',
      result: 'number',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) numbers[q * K + k] = distanceToSegment(pq[q]!, segments[k]!);
      },
    },
    {
      name: 'distanceToRect',
      result: 'number',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) numbers[q * K + k] = distanceToRect(pq[q]!, rects[k]!);
      },
    },
    {
      name: 'intersectSegmentSegment',
      result: 'object (none: shared)',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) keep[q * K + k] = intersectSegmentSegment(sq[q]!, segments[k]!);
      },
    },
    {
      name: 'intersectSegmentCircle',
      result: 'array of { point, t }',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) keep[q * K + k] = intersectSegmentCircle(sq[q]!, circles[k]!);
      },
    },
    {
      name: 'circleLineContact',
      result: 'Contact (5 objects)',
      run: () => {
        for (let q = 0; q < QUERIES; q++) for (let k = 0; k < K; k++) keep[q * K + k] = circleLineContact(cq[q]!, lines[k]!);
      },
    },
    {
      name: 'segmentCircleHitBatch (per shape)',
      result: 'into Uint8Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) segmentCircleHitBatch(sq[q]!, packedCircles, flagViews[q]!);
      },
    },
    {
      name: 'segmentSegmentHitBatch (per shape)',
      result: 'into Uint8Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) segmentSegmentHitBatch(sq[q]!, packedSegments, flagViews[q]!);
      },
    },
    {
      name: 'distanceToSegmentBatch (per shape)',
      result: 'into Float64Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) distanceToSegmentBatch(pq[q]!, packedSegments, numberViews[q]!);
      },
    },
    {
      name: 'distanceToRectBatch (per shape)',
      result: 'into Float64Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) distanceToRectBatch(pq[q]!, packedRects, numberViews[q]!);
      },
    },
    {
      name: 'intersectSegmentSegmentBatch (per shape)',
      result: 'into Float64Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) intersectSegmentSegmentBatch(sq[q]!, packedSegments, segmentRecords[q]!);
      },
    },
    {
      name: 'intersectSegmentCircleBatch (per shape)',
      result: 'into Float64Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) intersectSegmentCircleBatch(sq[q]!, packedCircles, circleRecords[q]!);
      },
    },
    {
      name: 'circleLineContactBatch (per shape)',
      result: 'into Float64Array',
      run: () => {
        for (let q = 0; q < QUERIES; q++) circleLineContactBatch(cq[q]!, packedLines, contactRecords[q]!);
      },
    },
  ];

  // Bytes per pass: heapUsed grown over two passes minus over one pass, so
  // that what the measurement itself allocates cancels out.
  const measure = (run: () => void): number => {
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
    passes.sort((a, b) => a - b);
    return passes[2]!;
  };
  return cases.map(({ name, result, run }) => {
    for (let i = 0; i < 50; i++) run(); // warm up: optimised, as in an app's hot loop
    const bytes = Math.max(0, measure(run));
    return { name, result, calls, bytesPerCall: Math.round((bytes / calls) * 10) / 10 };
  });
}
