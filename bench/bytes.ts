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
import { bytesPerPass } from './measure';
import { views } from './queries';

/**
 * Bytes allocated per call: `bytesPerPass` (heapUsed grown over two passes
 * minus over one, median of 5, in a process with `--expose-gc`) of passes over
 * the bench's 10,000 pairs, after 50 warm-up passes, divided by the calls in a
 * pass. Results are kept (flags and numbers in typed arrays, objects in an
 * array), so nothing can be optimised away. The batch functions are measured
 * per shape.
 */
export interface BytesRow {
  readonly name: string;
  readonly result: string;
  readonly calls: number;
  readonly bytesPerCall: number;
}

export function measureBytes(): BytesRow[] {
  const inputs = makeInputs(10_000);
  const { targets: K, segmentQueries: sq, pointQueries: pq, circleQueries: cq, segments, circles, rects, lines } = inputs;
  const calls = inputs.pairs;
  const flags = new Uint8Array(calls);
  const numbers = new Float64Array(calls);
  const keep: unknown[] = new Array<unknown>(calls).fill(null);
  const records = new Float64Array(calls * CONTACT_STRIDE);
  const flagViews = views(flags, K, 1);
  const numberViews = views(numbers, K, 1);
  const segmentRecords = views(records, K, SEGMENT_INTERSECTION_STRIDE);
  const circleRecords = views(records, K, SEGMENT_CIRCLE_INTERSECTION_STRIDE);
  const contactRecords = views(records, K, CONTACT_STRIDE);
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

  return cases.map(({ name, result, run }) => {
    const bytes = bytesPerPass(run, 50); // 50 warm-up passes: optimised, as in an app's hot loop
    return { name, result, calls, bytesPerCall: Math.round((bytes / calls) * 10) / 10 };
  });
}
